// What one agent run is given (runAgent's options) and its limits: a module of their own, so
// the loop and the conversation it drives both read them without importing each other.
import type { SandboxStatus } from '../sandbox/index.js';
import type { BashParser } from '../bash/index.js';
import type { Policy } from '../policy/index.js';
import type { Clock } from './clock.js';
import type { LeashEvent, PendingApproval } from './events.js';
import type { ModelClient } from './messages-client.js';
import type { RetryPolicy } from './model-call.js';
import type { Pricing } from './pricing.js';
import type { Redactor } from './redact.js';
import type { SpendGuard } from './spend.js';
import type { SubagentOptions } from './subagents.js';
import type { ToolHost } from './tool-host.js';
import type { ToolLimitOverrides } from './tools/limits.js';

export interface AgentLimits {
  maxTurns: number | null;
  maxBudgetUsd: number | null;
  timeoutMs: number | null;
  /** No stream data for this long aborts the model call attempt (default 60 s; see permanentStallBoundMs). */
  idleTimeoutMs: number;
  /** max_tokens of each call (default 16,000). */
  maxOutputTokens: number;
}

export interface AgentOptions {
  client: ModelClient;
  model: string;
  /** The task; null when resuming a session that is waiting for the model. */
  prompt: string | null;
  policy: Policy;
  policyPath: string | null;
  parser: BashParser;
  tools: ToolHost;
  pricing: Pricing;
  redactor: Redactor;
  clock: Clock;
  limits: AgentLimits;
  /** Where the session file goes (`<dir>/<session_id>.jsonl`). */
  sessionDir: string;
  /** A session read back for `--resume`. */
  resume?: { path: string; events: LeashEvent[] };
  /** Each event as the line written to the session file (for `--output-format stream-json`). */
  emit?: (line: string) => void;
  /** Stops the run (SIGTERM, SIGINT); it ends with `error_during_execution`. */
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Extra system prompt text. */
  appendSystemPrompt?: string;
  leashVersion: string;
  apiKeySource: 'ANTHROPIC_API_KEY' | 'none';
  /** Shared with a chain or a parent; a fresh guard over `limits.maxBudgetUsd` otherwise. */
  spend?: SpendGuard;
  /** Text the model reads first on resume, before continuing (approvals given). */
  resumeNote?: string;
  /** Told where the session file is, as soon as it is opened. */
  onSessionFile?: (path: string) => void;
  /** Approvals given for this resumed invocation: written as a `system/approval` event and told to the model. */
  approval?: { approved: PendingApproval[]; approvedBy: string; approvedAt: string };
  /** Output limits per tool (`--tool-limits`), handed to the tool host with every call. */
  toolLimits?: ToolLimitOverrides;
  /**
   * A JSON Schema the result must match (`--json-schema`): the model gets a structured_output
   * tool, and its validated input is the envelope's `structured_output`.
   */
  jsonSchema?: Record<string, unknown>;
  /** The task tool: tier models, a subagent's turn limit, the concurrency limiter; false to not offer it. */
  subagents?: SubagentOptions | false;
  /** Offer the batch tool (default true). */
  batch?: boolean;
  /** The session's OS sandbox status, told in system/init and the envelope. */
  sandbox?: SandboxStatus;
}
