// How the `sandbox:` policy key, the `--sandbox` flag (or the Action's `sandbox` input) and the
// platform's default combine into one mode (docs/policy.md, "Sandbox"). A policy layer's
// `required` cannot be lowered: not by a later layer, not by a flag. Otherwise a flag or input
// someone gave for this run says more than the policy, and the policy more than the default.
import { SANDBOX_MODES, type Policy, type SandboxMode, type SandboxSetting } from './types.js';

const RANK: Record<SandboxMode, number> = { off: 0, auto: 1, required: 2 };

export function isSandboxMode(value: unknown): value is SandboxMode {
  return typeof value === 'string' && (SANDBOX_MODES as readonly string[]).includes(value);
}

/** The strictest `sandbox:` any policy layer sets (an org file's `required` holds for the repository), or null. */
export function policySandboxMode(policy: Policy): SandboxSetting | null {
  let best: SandboxSetting | null = null;
  for (const layer of policy.layers) {
    const own = layer.sandbox;
    if (own && (best === null || RANK[own.mode] > RANK[best.mode])) best = own;
  }
  return best;
}

export interface SandboxModeInput {
  /** The mode asked for on this run (`--sandbox`, the Action's `sandbox` input), when one was. */
  requested?: SandboxMode | undefined;
  /** How a person would name what asked for it: `--sandbox`, `the sandbox input`. */
  requestedBy?: string;
  /** When nobody says: `required` for the Action on Linux, `auto` for the CLI. */
  fallback: SandboxMode;
  fallbackSource?: string;
}

export interface ResolvedSandboxMode {
  mode: SandboxMode;
  /** Where the mode came from: a policy's `file:line`, the flag, or the default. */
  source: string;
  /** Set when a request was set aside because the policy requires the sandbox; says so in a line. */
  overruled?: string;
}

export function resolveSandboxMode(policy: Policy, input: SandboxModeInput): ResolvedSandboxMode {
  const fromPolicy = policySandboxMode(policy);
  const requestedBy = input.requestedBy ?? '--sandbox';
  if (fromPolicy?.mode === 'required') {
    const resolved: ResolvedSandboxMode = { mode: 'required', source: fromPolicy.source };
    if (input.requested !== undefined && input.requested !== 'required') {
      resolved.overruled = `${requestedBy} ${input.requested} is set aside: the policy requires the sandbox (sandbox: required, ${fromPolicy.source})`;
    }
    return resolved;
  }
  if (input.requested !== undefined) return { mode: input.requested, source: requestedBy };
  if (fromPolicy) return { mode: fromPolicy.mode, source: fromPolicy.source };
  return { mode: input.fallback, source: input.fallbackSource ?? 'default' };
}
