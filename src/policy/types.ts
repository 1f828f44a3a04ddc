// The policy's vocabulary: effects, tools, layers, rules and decisions (DESIGN.md section 2).
import type { FileSystemView, PathFolding } from '../paths/index.js';
import type { ReasonCode, SourceRange } from '../bash/index.js';
import type { PolicyReasonCode } from './reason-catalogue.js';

/** Ordered: the strictest of several decisions is their maximum. */
export type Effect = 'allow' | 'prompt' | 'deny';
export const EFFECTS: readonly Effect[] = ['allow', 'prompt', 'deny'];
const EFFECT_RANK: Record<Effect, number> = { allow: 0, prompt: 1, deny: 2 };

export function strictest(a: Effect, b: Effect): Effect {
  return EFFECT_RANK[a] >= EFFECT_RANK[b] ? a : b;
}

/** `bash`, `write`, `read`, or `mcp.<server>`. */
export type ToolSection = 'bash' | 'write' | 'read' | `mcp.${string}`;

/** Lowest first; a layer's position in this list is how specific it is. */
export const LAYER_NAMES = ['builtin', 'extends', 'repository', 'workflow', 'task', 'session'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/** Sections whose rules are not a tool's: `network` host patterns, `caches` folders (docs/policy.md). */
export type RuleSection = ToolSection | 'network' | 'caches';

export interface Rule {
  pattern: string;
  effect: 'allow' | 'deny';
  tool: RuleSection;
  layer: LayerName;
  /** `file:line`, or `built-in`. */
  source: string;
  /** Session approvals match the scope exactly, never as a prefix, whatever the text looks like. */
  exact?: boolean;
  /** A session approval of a scope a floor held back: for this exact scope the floor is lifted. */
  liftsFloors?: boolean;
}

export interface DefaultSetting {
  effect: Effect;
  source: string;
}

export interface ToolRules {
  allow: Rule[];
  deny: Rule[];
  /** True when this layer wrote an `allow:` list (even an empty one) for the tool. */
  hasAllowList: boolean;
  default?: DefaultSetting;
}

export interface FloorLift {
  floor: string;
  source: string;
}

export type SelfTestCheck = { tool: 'bash'; command: string } | { tool: 'write' | 'read'; path: string } | { tool: 'network'; host: string; port: number };

/** How far the OS sandbox is asked for: refuse to start without it, use it when it works, or never. */
export type SandboxMode = 'required' | 'auto' | 'off';
export const SANDBOX_MODES: readonly SandboxMode[] = ['off', 'auto', 'required'];

export interface SandboxSetting {
  mode: SandboxMode;
  source: string;
}

/** A layer's `network` key: host patterns (`host`, `*.host`, either with `:port`). */
export interface NetworkRules {
  allow: Rule[];
  deny: Rule[];
}

export interface SelfTest {
  check: SelfTestCheck;
  expect: Effect;
  source: string;
}

export interface PolicyLayer {
  layer: LayerName;
  /** Absolute path of the file this layer came from, when it came from one. */
  file?: string;
  default?: DefaultSetting;
  tools: Map<ToolSection, ToolRules>;
  lifts: FloorLift[];
  /** Environment variable names the bash tool may pass on to commands. */
  envPass: string[];
  tests: SelfTest[];
  /** Hosts commands may connect to (through the sandbox's proxy). */
  network?: NetworkRules;
  /** Folders outside the write rules that commands may write in the sandbox (tool caches: `~/.npm/**`). */
  caches?: Rule[];
  /** The layer's `sandbox:` key. */
  sandbox?: SandboxSetting;
  /**
   * Session approvals of whole bash calls: a call with exactly this command text needs no
   * approval for what its parse could not show (the person saw the whole command). Its scopes
   * are still decided one by one, and a deny still wins.
   */
  approvedCommands?: string[];
}

export interface Policy {
  /** Lowest first: built-in, extends files, repository file, then any added layers. */
  layers: PolicyLayer[];
  /** Canonical absolute workspace root. */
  workspace: string;
  home: string;
  /** How paths are resolved (symlinks); the real file system outside tests. */
  fs: FileSystemView;
  /**
   * How the workspace's file system folds names, as a shell probed it at start: a deny or a floor
   * then meets a path under that folding too. Absent, names are compared as written.
   */
  folding?: PathFolding;
}

export interface RuleRef {
  pattern: string;
  effect: 'allow' | 'deny';
  layer: LayerName;
  source: string;
}

export type ScopeKind = 'command' | 'write' | 'read' | 'mcp' | 'network';

/** How a scope's decision came about. */
export type DecidedBy = 'rule' | 'default' | 'floor';

export interface ScopeDecision {
  kind: ScopeKind;
  /** The scope as a person reads it: a normalised command, a workspace-relative or absolute path, an MCP tool. */
  text: string;
  /** Canonical absolute path of a read or write scope. */
  path?: string;
  decision: Effect;
  /** The rule that decided, or null when a default did. */
  rule: RuleRef | null;
  decidedBy: DecidedBy;
  /** The default that applied, when `decidedBy` is `default`. */
  default?: DefaultSetting;
  /** Built-in floors that held this scope back (unlifted), when `decidedBy` is `floor`. */
  floors?: string[];
  /** Where the scope sits in the command string, when it came from one. */
  range?: SourceRange;
}

export type { SourceRange } from '../bash/index.js';

/** A reason with its machine code: the bash layer's (src/bash/types.ts `ReasonCode`) or the engine's. */
export interface DecisionReason {
  /** The parse's code (src/bash/reason-catalogue.ts) or the policy layer's own (src/policy/reason-catalogue.ts). */
  code: ReasonCode | PolicyReasonCode;
  message: string;
}

export interface Decision {
  decision: Effect;
  scopes: ScopeDecision[];
  /** Why approval is needed regardless of rules (the parse could not show what runs). */
  reasons: string[];
  /** `reasons` with their codes, in the same order. */
  reasonDetails: DecisionReason[];
  /**
   * With the sandbox on (`DecideOptions.sandbox`): reasons that would need approval without it,
   * which the sandbox enforces instead at run time (a path not known before the command runs).
   * They do not count toward the decision. Absent with the sandbox off.
   */
  sandboxEnforced?: DecisionReason[];
}
