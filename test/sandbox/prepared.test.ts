// The wrap made ahead (runtime.ts `prepare`): while the model's turn streams, the next bash
// call's wrap is made; the call takes it, and its command runs exactly as a fresh wrap's would.
// A tool that may change files in between makes it stale: the call then wraps anew, so a deny
// that depends on the tree (a new nested .git) still holds.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxManager } from '@anthropic-ai/sandbox-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { runBashCommand } from '../../src/agent/tools/bash.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { builtinPolicy } from '../../src/policy/index.js';
import { openSessionSandbox, type CommandSandbox } from '../../src/sandbox/index.js';
import { cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

describe.skipIf(skipSandboxTests)('a bash call wrapped during the model turn', () => {
  let root = '';
  let workspace = '';
  let sandbox: CommandSandbox;
  const env = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(root, 'home') });

  beforeAll(async () => {
    await requireSandbox();
    root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-prepared-')));
    workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git'), { recursive: true });
    const session = await openSessionSandbox({
      mode: 'required',
      policy: builtinPolicy(workspace, join(root, 'home')),
      homeDir: join(root, 'home'),
      tmpRoot: root,
      env: {},
    });
    sandbox = session.sandbox!;
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const runIn = async (command: string, id: string) => {
    const wrapped = await sandbox.wrapCommand(command, id);
    const run = await runBashCommand({ command: wrapped.script, cwd: workspace, env: { ...env(), ...wrapped.env }, timeoutMs: 20_000 });
    return { run, refused: wrapped.finish(run.output, workspace) };
  };

  it('takes the prepared wrap (no second wrap), runs the command as given, and keeps it out of the environment', async () => {
    const wraps = vi.spyOn(SandboxManager, 'wrapWithSandbox');
    try {
      // The wrap starts once the start-up's second probe has run, and is the only one made.
      sandbox.prepare();
      const end = sandbox.beginCall('bash', 'p1');
      const { run, refused } = await runIn('echo "$0 $TMPDIR"; env | grep -c LEASH_SANDBOXED_COMMAND; exit 3', 'p1');
      end();
      expect(wraps).toHaveBeenCalledTimes(1);
      expect(run.output).toBe(`bash ${sandbox.sessionTmpDir}\n0\n`);
      expect(run.exitCode).toBe(3);
      expect(refused).toEqual([]);
    } finally {
      wraps.mockRestore();
    }
  }, 30_000);

  it('a write tool between the turn and the call drops the prepared wrap: a .git made meanwhile stays unwritable', async () => {
    const wraps = vi.spyOn(SandboxManager, 'wrapWithSandbox');
    try {
      sandbox.prepare();
      const endWrite = sandbox.beginCall('changes-files', 'w1');
      mkdirSync(join(workspace, 'sub', '.git', 'hooks'), { recursive: true });
      endWrite();
      const end = sandbox.beginCall('bash', 'p2');
      const { run, refused } = await runIn('echo x > sub/.git/hooks/pre-commit && echo written', 'p2');
      end();
      expect(wraps).toHaveBeenCalledTimes(2);
      expect(run.output).not.toContain('written');
      expect(refused).toEqual([expect.objectContaining({ kind: 'write', target: join(workspace, 'sub', '.git', 'hooks', 'pre-commit') })]);
    } finally {
      wraps.mockRestore();
    }
  }, 30_000);

  it('a read-only tool keeps it; a call that is not bash-first or runs beside another does not take it', async () => {
    const wraps = vi.spyOn(SandboxManager, 'wrapWithSandbox');
    try {
      sandbox.prepare();
      sandbox.beginCall('read-only', 'r1')();
      const first = sandbox.beginCall('bash', 'p3');
      // A second bash call while the first runs wraps anew: the first may be changing files.
      const second = sandbox.beginCall('bash', 'p4');
      await runIn('true', 'p3');
      await runIn('true', 'p4');
      first();
      second();
      expect(wraps).toHaveBeenCalledTimes(2);
    } finally {
      wraps.mockRestore();
    }
  }, 30_000);
});

describe.skipIf(skipSandboxTests)('the loop has the wrap made during the model turn', () => {
  beforeAll(requireSandbox);
  afterAll(cleanUpRuns);

  it('leash run: a bash call after a model turn runs on the prepared wrap; one after a write wraps anew', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *"]\n  write:\n    allow: ["**"]\n');
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [{ type: 'tool_use', name: 'bash', input: { command: 'echo first' } }] },
        {
          content: [
            { type: 'tool_use', name: 'write', input: { path: 'notes.txt', content: 'x' } },
            { type: 'tool_use', name: 'bash', input: { command: 'echo second' } },
          ],
        },
        { content: 'Done.' },
      ],
    });
    const wraps = vi.spyOn(SandboxManager, 'wrapWithSandbox');
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const result = await runCliInProcess(
        [
          'run',
          '--prompt',
          'Go.',
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--session-dir',
          join(root, 'sessions'),
          '--output-format',
          'json',
          '--sandbox',
          'required',
        ],
        { cwd: workspace, env },
      );
      expect((JSON.parse(result.stdout) as ResultEvent).subtype).toBe('success');
      const texts = wraps.mock.calls.map((call) => (call[4] as { commandText?: string } | undefined)?.commandText);
      // The first call took the wrap made while the model answered; the second came after a write.
      expect(texts).not.toContain('echo first');
      expect(texts.filter((text) => text === 'echo second')).toHaveLength(1);
      expect(texts.filter((text) => text === '(prepared)').length).toBeGreaterThanOrEqual(2);
    } finally {
      wraps.mockRestore();
      await server.close();
    }
  }, 60_000);
});
