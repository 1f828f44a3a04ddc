// Can the sandbox run on this machine? Each missing piece is named with the exact fix, so a
// `required` run can refuse with an error a person can act on, and the Action's preflight
// knows what to repair. The world (PATH lookup, files, running a probe) is passed in.

import type { SandboxProblem } from './types.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program (no shell) and reports how it ended; never throws for a failing program. */
export type CommandRunner = (file: string, args: readonly string[]) => Promise<CommandResult>;

export interface SandboxHost {
  platform: NodeJS.Platform;
  run: CommandRunner;
  /** Reads a small file (sysctl values under /proc/sys); null when it cannot be read. */
  readFile(path: string): Promise<string | null>;
}

/** The programs the sandbox needs on Linux, with the Debian/Ubuntu package that has each. */
export const LINUX_PROGRAMS = [
  { program: 'bwrap', pkg: 'bubblewrap', code: 'missing_bubblewrap', what: 'bubblewrap (bwrap), which builds the sandbox' },
  { program: 'socat', pkg: 'socat', code: 'missing_socat', what: 'socat, which carries the network proxy into the sandbox' },
  { program: 'rg', pkg: 'ripgrep', code: 'missing_ripgrep', what: 'ripgrep (rg), which finds the files the sandbox must protect' },
] as const;

export const APPARMOR_USERNS_SYSCTL = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns';
const USERNS_CLONE_SYSCTL = '/proc/sys/kernel/unprivileged_userns_clone';
const MAX_USER_NAMESPACES = '/proc/sys/user/max_user_namespaces';

export interface LinuxFindings {
  /** Absolute paths of the programs found, by name. */
  found: Record<string, string>;
  problems: SandboxProblem[];
  /** The AppArmor restriction on unprivileged user namespaces is on (Ubuntu 23.10+). */
  apparmorRestrictsUserns: boolean;
}

export async function which(host: SandboxHost, program: string): Promise<string | null> {
  const result = await host.run('/bin/sh', ['-c', 'command -v "$1"', 'sh', program]);
  const path = result.stdout.trim();
  return result.code === 0 && path.startsWith('/') ? path : null;
}

/**
 * Checks what the library needs without starting it: the OS, the programs, and whether a
 * user namespace can be created (bubblewrap's own probe of it).
 */
export async function detectSandboxSupport(host: SandboxHost): Promise<LinuxFindings> {
  const findings: LinuxFindings = { found: {}, problems: [], apparmorRestrictsUserns: false };
  if (host.platform === 'darwin') {
    const rg = await which(host, 'rg');
    if (rg) findings.found.rg = rg;
    else findings.problems.push({ code: 'missing_ripgrep', what: 'ripgrep (rg), which finds the files the sandbox must protect', fix: 'brew install ripgrep' });
    return findings;
  }
  if (host.platform !== 'linux') {
    findings.problems.push({
      code: 'unsupported_os',
      what: `an operating system the sandbox supports (found ${host.platform}; it runs on Linux with bubblewrap and on macOS)`,
      fix: 'run Leash on a Linux or macOS machine, or pass --sandbox off (sandbox: off) to run commands without an OS sandbox',
    });
    return findings;
  }
  // Looked up at once: each lookup is a process, and a session pays for them before its first call.
  const [paths, apparmor] = await Promise.all([Promise.all(LINUX_PROGRAMS.map((need) => which(host, need.program))), host.readFile(APPARMOR_USERNS_SYSCTL)]);
  LINUX_PROGRAMS.forEach((need, index) => {
    const path = paths[index];
    if (path) findings.found[need.program] = path;
    else findings.problems.push({ code: need.code, what: need.what, fix: `sudo apt-get install -y ${need.pkg}` });
  });
  findings.apparmorRestrictsUserns = apparmor?.trim() === '1';
  const bwrap = findings.found.bwrap;
  if (!bwrap) return findings;
  const probe = await host.run(bwrap, ['--unshare-user', '--dev-bind', '/', '/', 'true']);
  if (probe.code === 0) return findings;
  findings.problems.push(await usernsProblem(host, probe, findings.apparmorRestrictsUserns, bwrap));
  return findings;
}

async function usernsProblem(host: SandboxHost, probe: CommandResult, apparmor: boolean, bwrap: string): Promise<SandboxProblem> {
  const said = (probe.stderr || probe.stdout).trim().split('\n')[0] ?? '';
  if (apparmor) {
    return {
      code: 'userns_restricted',
      what: `user namespaces for bubblewrap: AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns=1) and bwrap failed: ${said}`,
      fix: `load an AppArmor profile that grants userns to ${bwrap} (the Leash Action does this in its preflight; see docs/action.md), or, more broadly, sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`,
    };
  }
  const clone = (await host.readFile(USERNS_CLONE_SYSCTL))?.trim();
  const max = (await host.readFile(MAX_USER_NAMESPACES))?.trim();
  if (clone === '0' || max === '0') {
    return {
      code: 'userns_disabled',
      what: `user namespaces: the kernel has them switched off (${clone === '0' ? 'kernel.unprivileged_userns_clone=0' : 'user.max_user_namespaces=0'}) and bwrap failed: ${said}`,
      fix: clone === '0' ? 'sudo sysctl -w kernel.unprivileged_userns_clone=1' : 'sudo sysctl -w user.max_user_namespaces=15000',
    };
  }
  return {
    code: 'userns_unavailable',
    what: `a user namespace for bubblewrap: bwrap --unshare-user failed: ${said}`,
    fix: 'run on a host or container that allows unprivileged user namespaces (in Docker: --security-opt seccomp=unconfined, or run the job on the runner itself), or pass --sandbox off',
  };
}

/** One line naming every problem and its fix, for errors and the `auto` notice. */
export function describeProblems(problems: readonly SandboxProblem[]): string {
  return problems.map((p) => `missing ${p.what} (fix: ${p.fix})`).join('; ');
}
