// The shapes the sandbox runtime shares with the agent loop, the reports and the Action.

/** `required` refuses to start without a sandbox, `auto` runs without one and says why, `off` never uses one. */
export type SandboxRunMode = 'required' | 'auto' | 'off';

/** One thing that keeps the sandbox from running here, and the exact fix. */
export interface SandboxProblem {
  /** Machine-readable: `unsupported_os`, `missing_bubblewrap`, `missing_socat`, `missing_ripgrep`, `userns_restricted`, `userns_disabled`, `probe_failed`. */
  code: string;
  /** What is missing, for a person. */
  what: string;
  /** The command or step that fixes it. */
  fix: string;
}

/** What a session says about its sandbox: in `system/init`, in the envelope and in the summary. */
export interface SandboxStatus {
  mode: SandboxRunMode;
  /** True when commands run inside the sandbox. */
  active: boolean;
  /** Why it is not active (auto without a working sandbox, or off); absent when active. */
  reason?: string;
  problems?: SandboxProblem[];
  /** `linux` (bubblewrap + socat) or `macos` (sandbox-exec) when active. */
  platform?: string;
  /** Time spent starting the sandbox for this session (proxies, probe), in ms. */
  startup_ms?: number;
  /** Where the mode came from: a policy's `file:line`, `--sandbox`, the Action input, or the default. */
  source?: string;
  /** What the profile could not say exactly as the policy does (profile.ts notes). */
  notes?: string[];
  /** The Action's preflight, when it ran: how long it took and what it changed on the runner. */
  preflight?: { duration_ms: number; line: string; changed: string[]; broad_fallback: boolean };
}

/** A write, read or connection the sandbox refused while a command ran. */
export interface SandboxDenial {
  kind: 'write' | 'read' | 'network';
  /** The path, or `host:port`. */
  target: string;
  host?: string;
  port?: number;
  /** What refused it: the rule (`pattern` from `file:line`), a built-in, or the default. */
  rule: SandboxDenialRule;
  /** The tool call it happened in. */
  tool_use_id?: string;
  tool_name?: string;
  /** The command (bash) or server (mcp) that tried it. */
  command?: string;
}

export interface SandboxDenialRule {
  /** `deny` (a deny rule matched), `default` (nothing allowed it), `floor` (a built-in floor). */
  effect: 'deny' | 'default' | 'floor';
  pattern: string | null;
  layer: string | null;
  /** `file:line`, or `built-in`. */
  source: string | null;
}
