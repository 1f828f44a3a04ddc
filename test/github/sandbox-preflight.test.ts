// The Action's sandbox preflight against a fake runner: a machine whose state (packages, the
// AppArmor restriction, whether a profile takes) the fake changes as the preflight's commands
// would on Ubuntu 24.04. Every command the preflight runs is recorded and checked.
import { describe, expect, it } from 'vitest';
import type { CommandResult, SandboxHost } from '../../src/sandbox/detect.js';
import { BWRAP_APPARMOR_PROFILE_PATH, preflightLine, runSandboxPreflight } from '../../src/github/sandbox-preflight.js';

interface FakeRunner {
  installed: Set<string>;
  restricted: boolean;
  /** Loading the bwrap profile lifts the restriction for bwrap (false: a kernel where it does not take). */
  profileTakes: boolean;
  profileLoaded: boolean;
  aptNeedsUpdate: boolean;
  commands: string[];
  profile?: string;
}

const PROGRAM_OF: Record<string, string> = { bubblewrap: 'bwrap', socat: 'socat', ripgrep: 'rg' };

function fakeRunner(state: Partial<FakeRunner>): { host: SandboxHost; state: FakeRunner } {
  const s: FakeRunner = { installed: new Set(), restricted: false, profileTakes: true, profileLoaded: false, aptNeedsUpdate: false, commands: [], ...state };
  const ok = (stdout = ''): CommandResult => ({ code: 0, stdout, stderr: '' });
  const fail = (stderr: string): CommandResult => ({ code: 1, stdout: '', stderr });
  const host: SandboxHost = {
    platform: 'linux',
    readFile: async (path) => (path.endsWith('apparmor_restrict_unprivileged_userns') ? (s.restricted ? '1\n' : '0\n') : null),
    run: async (file, args) => {
      const line = [file, ...args].join(' ');
      if (file === '/bin/sh' && args[1] === 'command -v "$1"') {
        const program = args[3]!;
        return s.installed.has(program) ? ok(`/usr/bin/${program}\n`) : { code: 1, stdout: '', stderr: '' };
      }
      const writesProfile = line.startsWith('sudo sh -c printf');
      if (writesProfile) s.profile = args.at(-1)!;
      s.commands.push(writesProfile ? line.slice(0, line.indexOf('>') + 2 + BWRAP_APPARMOR_PROFILE_PATH.length) : line);
      if (file === '/usr/bin/bwrap') return s.restricted && !(s.profileLoaded && s.profileTakes) ? fail('bwrap: setting up uid map: Permission denied') : ok();
      if (file !== 'sudo') return fail(`unexpected ${line}`);
      const [command, ...rest] = args;
      if (command === 'env' && rest.includes('update')) {
        s.aptNeedsUpdate = false;
        return ok();
      }
      if (command === 'env' && rest.includes('install')) {
        if (s.aptNeedsUpdate) return fail('E: Unable to locate package bubblewrap');
        for (const pkg of rest.slice(rest.indexOf('-q') + 1)) s.installed.add(PROGRAM_OF[pkg]!);
        return ok();
      }
      if (command === 'sh') return ok();
      if (command === 'apparmor_parser') {
        s.profileLoaded = true;
        return ok();
      }
      if (command === 'sysctl') {
        s.restricted = false;
        return ok();
      }
      return fail(`unexpected ${line}`);
    },
  };
  return { host, state: s };
}

function clock(stepMs: number) {
  let t = 0;
  return () => (t += stepMs);
}

describe('the sandbox preflight on a hosted Ubuntu 24.04 runner', () => {
  it('installs what is missing, loads an AppArmor profile for bwrap only, and is then ready', async () => {
    const { host, state } = fakeRunner({ restricted: true });
    const report = await runSandboxPreflight({ host, now: clock(10), sudo: ['sudo'] });
    expect(report.ready).toBe(true);
    expect(report.broadFallback).toBe(false);
    expect(state.commands.filter((c) => c.startsWith('sudo'))).toEqual([
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q bubblewrap socat ripgrep',
      `sudo sh -c printf '%s' "$1" > ${BWRAP_APPARMOR_PROFILE_PATH}`,
      `sudo apparmor_parser -r ${BWRAP_APPARMOR_PROFILE_PATH}`,
    ]);
    expect(state.profile).toContain('profile leash-bwrap /usr/bin/bwrap flags=(unconfined) {\n  userns,');
    // The restriction stays on for everything else: no sysctl was run.
    expect(state.restricted).toBe(true);
    expect(report.steps.map((s) => s.action)).toEqual([
      'apt-get install -y bubblewrap socat ripgrep',
      `write the AppArmor profile ${BWRAP_APPARMOR_PROFILE_PATH} (userns for /usr/bin/bwrap only)`,
      `apparmor_parser -r ${BWRAP_APPARMOR_PROFILE_PATH}`,
    ]);
    expect(report.durationMs).toBeGreaterThan(0);
    expect(preflightLine(report)).toMatch(/^sandbox preflight \(\d+ ms\): apt-get install -y bubblewrap socat ripgrep; write the AppArmor profile/);
  });

  it('changes nothing on a runner that is ready', async () => {
    const { host, state } = fakeRunner({ installed: new Set(['bwrap', 'socat', 'rg']) });
    const report = await runSandboxPreflight({ host, now: clock(1), sudo: ['sudo'] });
    expect(report).toMatchObject({ ready: true, steps: [], broadFallback: false });
    expect(state.commands.filter((c) => c.startsWith('sudo'))).toEqual([]);
    expect(preflightLine(report)).toMatch(/nothing to change/);
  });

  it('installs only the missing package, and retries after apt-get update when the lists are stale', async () => {
    const { host, state } = fakeRunner({ installed: new Set(['bwrap', 'rg']), aptNeedsUpdate: true });
    const report = await runSandboxPreflight({ host, now: clock(1), sudo: ['sudo'] });
    expect(report.ready).toBe(true);
    expect(state.commands.filter((c) => c.startsWith('sudo'))).toEqual([
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q socat',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q socat',
    ]);
  });

  it('falls back to the broad sysctl only when the profile does not take, and says so', async () => {
    const { host, state } = fakeRunner({ installed: new Set(['bwrap', 'socat', 'rg']), restricted: true, profileTakes: false });
    const report = await runSandboxPreflight({ host, now: clock(1), sudo: ['sudo'] });
    expect(report).toMatchObject({ ready: true, broadFallback: true });
    expect(state.commands.filter((c) => c.startsWith('sudo')).at(-1)).toBe('sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0');
    expect(preflightLine(report)).toContain('used the broad sysctl fallback');
  });

  it('reports what is still missing when nothing helps', async () => {
    const { host } = fakeRunner({ restricted: false });
    const broken: SandboxHost = {
      ...host,
      run: async (file, args) => (file === 'sudo' ? { code: 100, stdout: '', stderr: 'E: apt is locked' } : host.run(file, args)),
    };
    const report = await runSandboxPreflight({ host: broken, now: clock(1), sudo: ['sudo'] });
    expect(report.ready).toBe(false);
    expect(report.problems.map((p) => p.code)).toEqual(['missing_bubblewrap', 'missing_socat', 'missing_ripgrep']);
    expect(report.problems[0]!.fix).toBe('sudo apt-get install -y bubblewrap');
    expect(preflightLine(report)).toContain('(failed: E: apt is locked)');
  });
});
