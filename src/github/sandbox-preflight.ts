// The Action's sandbox preflight on GitHub's Ubuntu runners: what the sandbox needs, installed
// or enabled in the narrowest way the runner allows, timed, and reported in the summary.
//
// 1. Missing packages (bubblewrap, socat, ripgrep): `sudo apt-get install -y` them.
// 2. AppArmor restricting unprivileged user namespaces (Ubuntu 23.10+, on by default on 24.04):
//    load a profile that grants `userns` to the bwrap binary alone, not to every program.
// 3. Only if bwrap still cannot make a namespace: the broad sysctl, reported as a fallback.
// Every step runs through the `CommandRunner` it is given, so the logic is tested with a fake.

import { APPARMOR_USERNS_SYSCTL, detectSandboxSupport, LINUX_PROGRAMS, type SandboxHost } from '../sandbox/index.js';
import type { LinuxFindings, SandboxProblem } from '../sandbox/index.js';

export const BWRAP_APPARMOR_PROFILE_PATH = '/etc/apparmor.d/leash-bwrap';

/** An AppArmor profile for one binary: unconfined as before, plus the right to make user namespaces. */
export function bwrapAppArmorProfile(bwrapPath: string): string {
  return [
    'abi <abi/4.0>,',
    'include <tunables/global>',
    '',
    `profile leash-bwrap ${bwrapPath} flags=(unconfined) {`,
    '  userns,',
    '',
    '  include if exists <local/leash-bwrap>',
    '}',
    '',
  ].join('\n');
}

export interface PreflightStep {
  /** What was done, for a person: `apt-get install -y bubblewrap socat`. */
  action: string;
  ok: boolean;
  detail?: string;
}

export interface SandboxPreflightReport {
  /** Everything needed is there now. */
  ready: boolean;
  durationMs: number;
  /** What the preflight changed on the runner, in order (empty: nothing needed). */
  steps: PreflightStep[];
  /** Set when the broad sysctl had to be used: the runner's AppArmor restriction is lifted for everything. */
  broadFallback: boolean;
  /** What is still missing when not ready. */
  problems: SandboxProblem[];
  /** The last check of the host, after every change: the session's sandbox starts from it instead of checking again. */
  found: LinuxFindings;
}

export interface PreflightOptions {
  host: SandboxHost;
  /** Milliseconds since some origin; injected so the timing is testable. */
  now: () => number;
  /** `sudo` on a hosted runner; empty when already root. */
  sudo: string[];
}

export async function runSandboxPreflight(options: PreflightOptions): Promise<SandboxPreflightReport> {
  const { host, sudo } = options;
  const started = options.now();
  const steps: PreflightStep[] = [];
  const run = async (action: string, file: string, args: string[]): Promise<boolean> => {
    const [program, ...rest] = sudo.length > 0 ? [...sudo, file, ...args] : [file, ...args];
    const result = await host.run(program!, rest);
    const ok = result.code === 0;
    steps.push({ action, ok, ...(ok ? {} : { detail: (result.stderr || result.stdout).trim().split('\n').slice(-1)[0] ?? `exit ${result.code}` }) });
    return ok;
  };
  const finish = (found: Awaited<ReturnType<typeof detectSandboxSupport>>, broadFallback: boolean): SandboxPreflightReport => ({
    ready: found.problems.length === 0,
    durationMs: options.now() - started,
    steps,
    broadFallback,
    problems: found.problems,
    found,
  });

  if (host.platform !== 'linux') return finish(await detectSandboxSupport(host), false);
  let found = await detectSandboxSupport(host);
  const packages = LINUX_PROGRAMS.filter((need) => found.problems.some((p) => p.code === need.code)).map((need) => need.pkg);
  if (packages.length > 0) {
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    // The package lists of a fresh runner may be stale; an install that fails once is retried after an update.
    const installed = await run(`apt-get install -y ${packages.join(' ')}`, env[0]!, [...env.slice(1), 'apt-get', 'install', '-y', '-q', ...packages]);
    if (!installed && (await run('apt-get update', env[0]!, [...env.slice(1), 'apt-get', 'update', '-q']))) {
      await run(`apt-get install -y ${packages.join(' ')}`, env[0]!, [...env.slice(1), 'apt-get', 'install', '-y', '-q', ...packages]);
    }
    found = await detectSandboxSupport(host);
  }
  const bwrap = found.found.bwrap;
  if (bwrap && found.problems.some((p) => p.code === 'userns_restricted')) {
    const profile = bwrapAppArmorProfile(bwrap);
    const wrote = await run(`write the AppArmor profile ${BWRAP_APPARMOR_PROFILE_PATH} (userns for ${bwrap} only)`, 'sh', [
      '-c',
      `printf '%s' "$1" > ${BWRAP_APPARMOR_PROFILE_PATH}`,
      'sh',
      profile,
    ]);
    if (wrote) await run(`apparmor_parser -r ${BWRAP_APPARMOR_PROFILE_PATH}`, 'apparmor_parser', ['-r', BWRAP_APPARMOR_PROFILE_PATH]);
    found = await detectSandboxSupport(host);
  }
  let broadFallback = false;
  if (found.found.bwrap && found.problems.some((p) => p.code === 'userns_restricted') && (await host.readFile(APPARMOR_USERNS_SYSCTL))?.trim() === '1') {
    broadFallback = await run(
      'sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 (fallback: the AppArmor profile did not take; this lifts the restriction for every program on this runner)',
      'sysctl',
      ['-w', 'kernel.apparmor_restrict_unprivileged_userns=0'],
    );
    found = await detectSandboxSupport(host);
  }
  return finish(found, broadFallback);
}

/** One line for the log and the summary. */
export function preflightLine(report: SandboxPreflightReport): string {
  const took = `${report.durationMs} ms`;
  if (report.steps.length === 0)
    return report.ready ? `sandbox preflight: nothing to change (${took})` : `sandbox preflight: cannot prepare this runner (${took})`;
  const changed = report.steps.map((s) => `${s.action}${s.ok ? '' : ` (failed: ${s.detail})`}`).join('; ');
  return `sandbox preflight (${took}): ${changed}${report.broadFallback ? ' — used the broad sysctl fallback' : ''}${report.ready ? '' : '; the sandbox still cannot run'}`;
}
