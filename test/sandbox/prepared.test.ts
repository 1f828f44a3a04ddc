// The wrap made ahead (runtime.ts `prepare`): while the model's turn streams, the next bash
// call's wrap is made; the call takes it, and its command runs exactly as a fresh wrap's would.
// A tool that may change files in between makes it stale: the call then wraps anew, so a deny
// that depends on the tree (a new nested .git) still holds.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxManager } from '@anthropic-ai/sandbox-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runBashCommand } from '../../src/agent/tools/bash.js';
import { builtinPolicy } from '../../src/policy/index.js';
import { openSessionSandbox, type CommandSandbox } from '../../src/sandbox/index.js';
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
      sandbox.prepare();
      expect(wraps).toHaveBeenCalledTimes(1);
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
      const endWrite = sandbox.beginCall('write', 'w1');
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
      sandbox.beginCall('read', 'r1')();
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
