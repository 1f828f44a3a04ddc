// The decision gets the environment a bash command really sees inside the sandbox: the scrubbed
// environment the loop passes, plus what the library adds (proxies, TMPDIR, …), with the
// variables whose value differs per call as any value. Against the real sandbox.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { createLocalToolHost } from '../../src/agent/index.js';
import { builtinPolicy } from '../../src/policy/index.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { openSessionSandbox, type SessionSandbox } from '../../src/sandbox/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

afterEach(cleanUpRuns);

/** Bash's own variables, which the decision knows without an environment. */
const BASH_OWN = new Set(['SHLVL', 'PWD', 'OLDPWD', '_']);

describe.skipIf(skipSandboxTests)('the environment of a decision under the sandbox', () => {
  let root = '';
  let session: SessionSandbox;
  beforeAll(async () => {
    await requireSandbox();
    root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-sandbox-env-')));
    mkdirSync(join(root, 'ws'));
    session = await openSessionSandbox({
      mode: 'required',
      policy: builtinPolicy(join(root, 'ws'), join(root, 'home')),
      homeDir: join(root, 'home'),
      tmpRoot: root,
      env: {},
    });
  });
  afterAll(async () => {
    await session?.sandbox?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('before the second start-up probe has run, every variable the sandbox adds is any value (never more permissive)', async () => {
    const fresh = await openSessionSandbox({
      mode: 'required',
      policy: builtinPolicy(join(root, 'ws'), join(root, 'home')),
      homeDir: join(root, 'home'),
      tmpRoot: root,
      env: {},
    });
    try {
      const early = fresh.sandbox!.environmentFor({ PATH: '/bin' });
      expect(early.values).toEqual({ PATH: '/bin' });
      expect(early.unknown).toEqual(expect.arrayContaining(['SANDBOX_RUNTIME', 'TMPDIR', 'HTTP_PROXY']));
    } finally {
      await fresh.sandbox?.close();
    }
  }, 60_000);

  it('what the host tells the decision is exactly what a command inside sees, and per-call values are unknown', async () => {
    const workspace = join(root, 'ws');
    const host = await createLocalToolHost({
      workspace,
      policy: builtinPolicy(workspace, join(root, 'home')),
      env: { PATH: process.env.PATH, HOME: join(root, 'home'), NODE_ENV: 'test' },
      sandbox: session.sandbox,
      tools: ['bash'],
    });
    const seen = new Map<string, string>();
    for (let call = 0; call < 2; call += 1) {
      const run = await host.run('bash', { command: 'env' }, { signal: new AbortController().signal, toolUseId: `env-${call}` });
      for (const line of run.content.split('\n')) {
        const eq = line.indexOf('=');
        if (eq > 0) seen.set(line.slice(0, eq), line.slice(eq + 1));
      }
    }
    // Read after a command ran: by then the start-up's second probe has told per-call values apart.
    const known = host.bashEnvironment!;
    expect(known.values.SANDBOX_RUNTIME).toBe('1');
    expect(known.values.TMPDIR).toBe(session.sandbox!.sessionTmpDir);
    expect(known.values.NODE_ENV).toBe('test');
    expect(known.unknown).toEqual(expect.arrayContaining(['LEASH_BASH_RUN', 'HTTP_PROXY', 'HTTPS_PROXY']));
    for (const [name, value] of Object.entries(known.values)) expect([name, seen.get(name)]).toEqual([name, value]);
    const unexplained = [...seen.keys()].filter((name) => !(name in known.values) && !known.unknown!.includes(name) && !BASH_OWN.has(name));
    expect(unexplained).toEqual([]);
  }, 60_000);

  it('leash run with the sandbox decides in that environment: a passed variable has its value', async () => {
    const { root: runRoot, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["git --version"]\n');
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [{ content: [{ type: 'tool_use', name: 'bash', input: { command: 'git $NODE_ENV' } }] }, { content: 'Done.' }],
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, NODE_ENV: '--version', ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const result = await runCliInProcess(
        [
          'run',
          '--prompt',
          'Version.',
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--policy',
          join(workspace, '.github/leash.yml'),
          '--session-dir',
          join(runRoot, 'sessions'),
          '--output-format',
          'json',
          '--sandbox',
          'required',
        ],
        { cwd: workspace, env },
      );
      const envelope = JSON.parse(result.stdout) as ResultEvent;
      expect(envelope.sandbox).toMatchObject({ active: true });
      expect(envelope.permission_denials).toEqual([]);
      const requests = server.requests.filter((r) => r.path === '/v1/messages');
      expect(JSON.stringify(bodyOf(requests[1]).messages.at(-1))).toMatch(/git version /);
    } finally {
      await server.close();
    }
  }, 60_000);
});
