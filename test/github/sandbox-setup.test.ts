// The Action's sandbox set-up on a fake Linux runner: the preflight's last check of the host is
// what the session's sandbox starts from, so the programs are looked up and bubblewrap probed
// once before the first model call, not twice (each is a process).
import { describe, expect, it } from 'vitest';
import { prepareActionSandbox } from '../../src/github/sandbox-setup.js';
import { builtinPolicy } from '../../src/policy/load.js';
import type { SandboxHost } from '../../src/sandbox/detect.js';

/** A runner with the programs installed and user namespaces switched off: the sandbox cannot start, so nothing real runs. */
function runnerWithoutUserNamespaces(): { host: SandboxHost; commands: string[] } {
  const commands: string[] = [];
  const host: SandboxHost = {
    platform: 'linux',
    readFile: async (path) => (path === '/proc/sys/user/max_user_namespaces' ? '0\n' : null),
    run: async (file, args) => {
      commands.push([file, ...args].join(' '));
      if (file === '/bin/sh' && args[1] === 'command -v "$1"') return { code: 0, stdout: `/usr/bin/${args[3]}\n`, stderr: '' };
      if (file === '/usr/bin/bwrap') return { code: 1, stdout: '', stderr: 'bwrap: No permissions to creating new namespace' };
      return { code: 1, stdout: '', stderr: `unexpected ${file}` };
    },
  };
  return { host, commands };
}

describe('prepareActionSandbox', () => {
  it('checks the host once: the session sandbox starts from what the preflight found', async () => {
    const runner = runnerWithoutUserNamespaces();
    const policy = builtinPolicy('/tmp/leash-test-workspace', '/tmp/leash-test-home');
    const session = await prepareActionSandbox({ inputs: { sandbox: 'auto' }, policy, env: { HOME: '/tmp/leash-test-home' }, host: runner.host });
    const lookups = runner.commands.filter((line) => line.startsWith('/bin/sh -c command -v'));
    const probes = runner.commands.filter((line) => line.startsWith('/usr/bin/bwrap'));
    expect(lookups).toHaveLength(3);
    expect(probes).toHaveLength(1);
    expect(session.sandbox).toBeNull();
    expect(session.status.active).toBe(false);
    expect(session.status.preflight?.line).toMatch(/^sandbox preflight: cannot prepare this runner/);
    expect(JSON.stringify(session.status)).toMatch(/userns_disabled|user namespaces/);
  });
});
