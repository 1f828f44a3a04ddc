// Approvals and a chain task's narrowing shape the sandbox profile, against the real sandbox:
// an approved write outside the profile opens for the call it was approved for, exactly that
// path; a task's own denies hold for its commands at run time, not only in decisions.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { createLocalToolHost } from '../../src/agent/index.js';
import { loadBashParser } from '../../src/bash/index.js';
import { narrowPolicy } from '../../src/budget/index.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { loadPolicy } from '../../src/policy/index.js';
import { openSessionSandbox } from '../../src/sandbox/index.js';
import { cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

// Writes a second file the decision cannot see (its name is read at run time).
const SIDE = `#!/bin/sh
echo side > "$(cat side-target.txt)" 2>/dev/null && echo side-written || echo side-refused
`;

describe.skipIf(skipSandboxTests)('approvals and task narrowing in the sandbox profile', () => {
  beforeAll(requireSandbox);

  it('an approved write outside the profile is open for that call, exactly that path; the rest stays refused', async () => {
    const { root, workspace, home } = makeWorkspace({ 'side.sh': SIDE }, 'version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["echo *", "./side.sh"]\n');
    chmodSync(join(workspace, 'side.sh'), 0o755);
    const outside = join(root, 'outside');
    mkdirSync(outside);
    const approved = join(outside, 'report.txt');
    writeFileSync(join(workspace, 'side-target.txt'), join(outside, 'other.txt'));
    const command = `echo approved > ${approved} && ./side.sh`;
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [bash(command)] },
        { content: 'Waiting for a person.' },
        { content: [bash(command)] },
        { content: [bash(`echo again > ${join(outside, 'third.txt')}`)] },
        { content: 'Done.' },
      ],
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const common = [
        '--model',
        TEST_MODEL,
        '--cwd',
        workspace,
        '--policy',
        join(workspace, '.github/leash.yml'),
        '--session-dir',
        join(root, 'sessions'),
        '--output-format',
        'json',
        '--sandbox',
        'required',
      ];
      const first = JSON.parse((await runCliInProcess(['run', '--prompt', 'Write the report.', ...common], { cwd: workspace, env })).stdout) as ResultEvent;
      expect(first.pending_approvals.map((p) => p.id)).toEqual(['1']);
      expect(existsSync(approved)).toBe(false);

      const resumed = await runCliInProcess(['run', '--resume', first.session_id, '--approve', '1', ...common], { cwd: workspace, env });
      const after = JSON.parse(resumed.stdout) as ResultEvent;
      expect(after).toMatchObject({ subtype: 'success', session_id: first.session_id });
      // The approved path was written inside the sandbox.
      expect(readFileSync(approved, 'utf8')).toBe('approved\n');
      // The same call's hidden write beside it was not: only the approved path opened.
      expect(existsSync(join(outside, 'other.txt'))).toBe(false);
      expect(after.sandbox_denials).toEqual([expect.objectContaining({ kind: 'write', target: join(outside, 'other.txt'), tool_name: 'bash' })]);
      // A later call without an approval stays held (decision), and nothing else was opened for it.
      expect(existsSync(join(outside, 'third.txt'))).toBe(false);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('a grant of a floored file (.envrc) opens it for that call alone; the next call without it is refused', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\n');
    const parser = await loadBashParser();
    const policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home, parser });
    const session = await openSessionSandbox({ mode: 'required', policy, homeDir: home, tmpRoot: root, env: {} });
    try {
      const host = await createLocalToolHost({ workspace, policy, env: { PATH: process.env.PATH }, sandbox: session.sandbox, tools: ['bash'] });
      const envrc = join(workspace, '.envrc');
      const signal = new AbortController().signal;
      const granted = await host.run('bash', { command: 'echo export A=1 > .envrc' }, { signal, toolUseId: 'g1', sandboxGrants: [envrc] });
      expect(granted.sandboxDenials).toBeUndefined();
      expect(readFileSync(envrc, 'utf8')).toBe('export A=1\n');
      const again = await host.run('bash', { command: 'echo export B=2 >> .envrc' }, { signal, toolUseId: 'g2' });
      expect(again.sandboxDenials).toEqual([expect.objectContaining({ kind: 'write', target: envrc, rule: expect.objectContaining({ effect: 'floor' }) })]);
      expect(readFileSync(envrc, 'utf8')).toBe('export A=1\n');
    } finally {
      await session.sandbox?.close();
    }
  }, 60_000);

  it("a chain task's narrowing is held by the sandbox: a write the decision cannot see is refused under the task's deny", async () => {
    const { root, workspace, home } = makeWorkspace({ 'side.sh': SIDE }, 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["./side.sh"]\n');
    chmodSync(join(workspace, 'side.sh'), 0o755);
    mkdirSync(join(workspace, 'reports'));
    writeFileSync(join(workspace, 'side-target.txt'), join(workspace, 'reports', 'x.txt'));
    const parser = await loadBashParser();
    const policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home, parser });
    const session = await openSessionSandbox({ mode: 'required', policy, homeDir: home, tmpRoot: root, env: {} });
    try {
      const task = narrowPolicy(policy, { write: ['reports/**'], source: 'chain.yml:7' });
      const run = async (p: typeof policy) => {
        const host = await createLocalToolHost({ workspace, policy: p, env: { PATH: process.env.PATH }, sandbox: session.sandbox, tools: ['bash'] });
        return host.run('bash', { command: './side.sh' }, { signal: new AbortController().signal, toolUseId: `t-${Math.random()}` });
      };
      const narrowed = await run(task);
      expect(narrowed.content).toContain('side-refused');
      expect(existsSync(join(workspace, 'reports', 'x.txt'))).toBe(false);
      expect(narrowed.sandboxDenials).toEqual([
        expect.objectContaining({
          kind: 'write',
          target: join(workspace, 'reports', 'x.txt'),
          rule: expect.objectContaining({ pattern: 'reports/**', source: 'chain.yml:7' }),
        }),
      ]);
      // The chain's own policy, in the same sandbox, still lets it write there.
      const plain = await run(policy);
      expect(plain.content).toContain('side-written');
    } finally {
      await session.sandbox?.close();
    }
  }, 60_000);
});
