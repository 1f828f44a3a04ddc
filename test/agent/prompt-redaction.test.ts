// Issue 15 item 8: what the model reads is redacted. The prompt (`--prompt`, `--prompt-file`),
// `--append-system-prompt`, and chain and queue task text reach the model with every secret
// value and token replaced, as docs/security.md promises. The fake Messages server records
// each request body as it arrived over HTTP.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMessagesServer, type FakeMessagesServer } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';

afterEach(cleanUpRuns);

const DEPLOY_TOKEN = 'dpl_Vb7Kq2Xz9Lm4Np8Rt1Wy6Hc3Jd5Fg0';
// A token of a public format that no variable holds: the patterns catch it.
const PAT = `ghp_${'Ab3dE'.repeat(7)}x`;
const POLICY = 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *"]\n';

async function setUp() {
  const { root, workspace, home } = makeWorkspace({}, POLICY);
  const server: FakeMessagesServer = await startFakeMessagesServer({ minCacheableTokens: 0, script: () => ({ content: 'done' }) });
  const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url, DEPLOY_TOKEN };
  const common = ['--cwd', workspace, '--policy', join(workspace, '.github/leash.yml'), '--session-dir', join(root, 'sessions')];
  return { root, workspace, server, env, common };
}

/** Everything the model was sent, as the bytes arrived, and the session files. */
function sent(server: FakeMessagesServer): string {
  expect(server.requests.length).toBeGreaterThan(0);
  return server.requests.map((request) => request.rawBody).join('\n');
}

function expectRedacted(text: string): void {
  expect(text).not.toContain(DEPLOY_TOKEN);
  expect(text).not.toContain(PAT);
  expect(text).toContain('[REDACTED:$DEPLOY_TOKEN]');
  expect(text).toContain('[REDACTED:github_token]');
}

describe('issue 15 item 8: what the model reads is redacted', () => {
  it('--prompt and --append-system-prompt', async () => {
    const t = await setUp();
    try {
      const result = await runCliInProcess(
        [
          'run',
          '--prompt',
          `Deploy with ${DEPLOY_TOKEN} and ${PAT}.`,
          '--append-system-prompt',
          `The deploy token is ${DEPLOY_TOKEN}; the PAT is ${PAT}.`,
          ...t.common,
        ],
        { cwd: t.root, env: t.env },
      );
      expect(result.code, result.stderr).toBe(0);
      const body = JSON.parse(t.server.requests[0]!.rawBody) as { system: { text: string }[]; messages: { content: { text?: string }[] }[] };
      expectRedacted(body.system.map((block) => block.text).join('\n'));
      expectRedacted(JSON.stringify(body.messages));
      expect(sent(t.server)).not.toContain(DEPLOY_TOKEN);
    } finally {
      await t.server.close();
    }
  });

  it('--prompt-file', async () => {
    const t = await setUp();
    try {
      const file = join(t.root, 'task.md');
      writeFileSync(file, `Use ${DEPLOY_TOKEN}\nand ${PAT}\n`);
      const result = await runCliInProcess(['run', '--prompt-file', file, ...t.common], { cwd: t.root, env: t.env });
      expect(result.code, result.stderr).toBe(0);
      expectRedacted(sent(t.server));
    } finally {
      await t.server.close();
    }
  });

  it('chain task text', async () => {
    const t = await setUp();
    try {
      const chain = join(t.root, 'chain.yml');
      writeFileSync(chain, `version: 1\ntask_budget_usd: 0.5\ntasks:\n  - id: ship\n    prompt: "Ship it with ${DEPLOY_TOKEN} and ${PAT}."\n`);
      const result = await runCliInProcess(['chain', chain, ...t.common, '--ledger', join(t.root, 'ledger.jsonl')], { cwd: t.root, env: t.env });
      expect(result.code, result.stderr).toBe(0);
      expectRedacted(sent(t.server));
    } finally {
      await t.server.close();
    }
  });

  it('queue task text', async () => {
    const t = await setUp();
    try {
      const queue = join(t.root, 'issues.jsonl');
      writeFileSync(queue, `${JSON.stringify({ id: 'a', prompt: `Rotate ${DEPLOY_TOKEN} and ${PAT}.` })}\n`);
      const result = await runCliInProcess(
        ['grind', '--queue', queue, '--daily-budget-usd', '1', '--task-budget-usd', '0.2', ...t.common, '--ledger', join(t.root, 'ledger.jsonl')],
        { cwd: t.root, env: t.env },
      );
      expect(result.code, result.stderr).toBe(0);
      expectRedacted(sent(t.server));
      // The session file, written from the same blocks, holds the redacted text too.
      const sessions = join(t.root, 'sessions');
      const { readdirSync } = await import('node:fs');
      for (const name of readdirSync(sessions).filter((n) => n.endsWith('.jsonl')))
        expect(readFileSync(join(sessions, name), 'utf8')).not.toContain(DEPLOY_TOKEN);
    } finally {
      await t.server.close();
    }
  });
});
