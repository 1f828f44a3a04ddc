// What the runtime is given: the profile compiled from the policy (profile.ts) reduced to the
// lists the library takes, and a way to name the rule behind each refusal.

import type { SandboxDenialRule } from './types.js';

export interface SandboxSpec {
  /** Absolute paths where commands may write (workspace, session TMPDIR, named caches). */
  allowWrite: string[];
  /** Absolute paths inside those that stay read-only (write denies and floors). */
  denyWrite: string[];
  /** Absolute paths (or globs) commands cannot read. */
  denyRead: string[];
  /** Host patterns, `host`, `*.host`, optionally `:port`. Empty allow = no network. */
  network: { allow: string[]; deny: string[] };
}

export interface SandboxRuleExplainer {
  /** The rule that refused a connection to `host:port` (a deny rule, or the default). */
  network(host: string, port: number): SandboxDenialRule;
  /** The rule that refused a write or read of an absolute path. */
  path(kind: 'write' | 'read', path: string): SandboxDenialRule;
}

export const DEFAULT_RULE: SandboxDenialRule = { effect: 'default', pattern: null, layer: null, source: null };
