// Which sandbox a session gets: the mode (flag > policy key > the caller's default) against
// what this machine can do. `required` without a working sandbox is an error before any task
// starts; `auto` runs without one and the status says why, once, everywhere it is shown.

import { describeProblems } from './detect.js';
import type { SandboxProblem, SandboxRunMode, SandboxStatus } from './types.js';

export const SANDBOX_RUN_MODES: readonly SandboxRunMode[] = ['required', 'auto', 'off'];

export class SandboxUnavailableError extends Error {
  readonly code = 'SANDBOX_UNAVAILABLE';
  constructor(readonly problems: readonly SandboxProblem[]) {
    super(
      `sandbox: required, but the sandbox cannot run here: ${describeProblems(problems)}. Fix that, or pass --sandbox auto (run without it and say so) or --sandbox off.`,
    );
    this.name = 'SandboxUnavailableError';
  }
}

/** Parses a `--sandbox` value or an Action input; throws a usage error naming the allowed values. */
export function parseSandboxRunMode(value: string, where: string): SandboxRunMode {
  const mode = value.trim().toLowerCase();
  if ((SANDBOX_RUN_MODES as readonly string[]).includes(mode)) return mode as SandboxRunMode;
  const error = new Error(`${where}: expected one of ${SANDBOX_RUN_MODES.join(', ')}, found ${JSON.stringify(value)}`) as Error & { code: string };
  error.code = 'SANDBOX_MODE_INVALID';
  throw error;
}

/** The status of a session that will not use the sandbox, or the error when it must. */
export function statusWithoutSandbox(mode: SandboxRunMode, problems: readonly SandboxProblem[]): SandboxStatus {
  if (mode === 'off') return { mode, active: false, reason: 'sandbox: off; commands run without an OS sandbox, bounded by the policy decision alone' };
  if (mode === 'required') throw new SandboxUnavailableError(problems);
  return {
    mode,
    active: false,
    reason: `sandbox: auto, and the sandbox cannot run here, so commands run without it: ${describeProblems(problems)}`,
    problems: [...problems],
  };
}
