// Event shapes of docs/events.md: Claude Code's stream-json, with Leash's added fields.
import { randomUUID } from 'node:crypto';
import type { ContentBlockParam, Message } from '@anthropic-ai/sdk/resources/messages';
import type { Effect, ScopeDecision } from '../policy/types.js';
import type { SandboxDenial, SandboxStatus } from '../sandbox/types.js';

export interface EventBase {
  type: string;
  subtype?: string;
  uuid: string;
  session_id: string;
  timestamp: string;
}

export interface InitEvent extends EventBase {
  type: 'system';
  subtype: 'init';
  cwd: string;
  tools: string[];
  mcp_servers: { name: string; status: string; error?: string }[];
  model: string;
  permissionMode: 'dontAsk';
  apiKeySource: 'ANTHROPIC_API_KEY' | 'none';
  slash_commands: string[];
  skills: string[];
  plugins: unknown[];
  output_style: 'default';
  leash_version: string;
  policy: { path: string | null; layers: { layer: string; source: string }[] };
  resumed: boolean;
  limits: { max_turns: number | null; max_budget_usd: number | null; timeout_ms: number | null };
  /** Whether commands run inside the OS sandbox, and why not when they do not. */
  sandbox?: SandboxStatus;
}

export interface UserEvent extends EventBase {
  type: 'user';
  message: { role: 'user'; content: ContentBlockParam[] };
  parent_tool_use_id: string | null;
  tool_results?: ToolResultMeta[];
  synthetic?: true;
}

export interface ToolResultMeta {
  tool_use_id: string;
  tool_name: string;
  decision: Effect;
  duration_ms: number;
  partial: boolean;
  exit_code: number | null;
  /** A batch call: each inner call, in order. */
  batch?: BatchCallMeta[];
  /** A task call: the subagent that did it. */
  subagent?: SubagentMeta;
}

export interface BatchCallMeta {
  tool_name: string;
  decision: Effect;
  is_error: boolean;
  duration_ms: number;
  partial: boolean;
  exit_code: number | null;
}

export interface SubagentMeta {
  type: 'research' | 'general';
  /** The tier it ran at (after clamping to its parent's) and that tier's model. */
  tier: 'weak' | 'medium' | 'strong';
  requested_tier: 'weak' | 'medium' | 'strong';
  model: string;
  num_turns: number;
  cost_usd: number;
  subtype: ResultSubtype;
}

export interface AssistantEvent extends EventBase {
  type: 'assistant';
  message: Message;
  parent_tool_use_id: string | null;
  request_id?: string | null;
  turn: number;
  cost_usd: number;
}

export interface DenialScope {
  kind: string;
  text: string;
  /** Canonical absolute path of a read or write scope. */
  path?: string;
  decision: Effect;
  rule: { pattern: string; effect: string; layer: string; source: string } | null;
  /** Built-in floors that held an allow back. */
  floors?: string[];
}

export interface PermissionDeniedEvent extends EventBase {
  type: 'system';
  subtype: 'permission_denied';
  tool_name: string;
  tool_use_id: string;
  parent_tool_use_id: string | null;
  message: string;
  decision: Effect;
  decision_reason_type: 'rule' | 'default' | 'floor' | 'parse';
  decision_reason: string;
  tool_input: unknown;
  scopes: DenialScope[];
  reasons: string[];
  /** An inner call of the batch call `tool_use_id`: its place in the batch, from 1. */
  batch_index?: number;
}

export interface ApiRetryEvent extends EventBase {
  type: 'system';
  subtype: 'api_retry';
  attempt: number;
  max_retries: number;
  retry_delay_ms: number;
  error_status: number | null;
  error: string;
  error_message: string;
  parent_tool_use_id: string | null;
}

export interface PermissionDenial {
  tool_name: string;
  tool_use_id: string;
  tool_input: unknown;
  decision: Effect;
  scopes: DenialScope[];
  reasons: string[];
  turn: number;
  /** Set when a subagent made the call: the task call that started it. */
  parent_tool_use_id?: string;
  batch_index?: number;
}

export interface PendingApproval {
  /** Short id a maintainer names to approve it (`/leash approve 2`). */
  id: string;
  tool: string;
  tool_use_id: string;
  tool_input: unknown;
  /** The exact scopes that needed approval. */
  scopes: DenialScope[];
  reasons: string[];
  turn: number;
  parent_tool_use_id?: string;
  batch_index?: number;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface ModelUsageEntry {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens: number;
  cacheCreationInputTokens: number;
  webSearchRequests: number;
  costUSD: number;
  contextWindow: number;
  maxOutputTokens: number;
}

export type ResultSubtype = 'success' | 'error_max_turns' | 'error_max_budget_usd' | 'error_timeout' | 'error_during_execution' | 'error_max_structured_output_retries';

export interface ResultEvent extends EventBase {
  type: 'result';
  subtype: ResultSubtype;
  is_error: boolean;
  result: string;
  errors?: string[];
  duration_ms: number;
  duration_api_ms: number;
  num_turns: number;
  stop_reason: string | null;
  total_cost_usd: number;
  session_cost_usd: number;
  usage: TokenUsage;
  modelUsage: Record<string, ModelUsageEntry>;
  permission_denials: PermissionDenial[];
  pending_approvals: PendingApproval[];
  terminal_reason: string;
  structured_output?: unknown;
  /** The session's sandbox status (as in system/init). */
  sandbox?: SandboxStatus;
  /** Writes, reads and connections the OS sandbox refused, beside the policy's own denials. */
  sandbox_denials?: SandboxDenial[];
}

/** A write, read or connection the OS sandbox refused during a tool call. */
export interface SandboxDeniedEvent extends EventBase {
  type: 'system';
  subtype: 'sandbox_denied';
  tool_name: string;
  tool_use_id: string;
  parent_tool_use_id: string | null;
  denials: SandboxDenial[];
  message: string;
}

export interface ApprovalEvent extends EventBase {
  type: 'system';
  subtype: 'approval';
  approved: PendingApproval[];
  approved_by: string;
  approved_at: string;
}

export type LeashEvent = InitEvent | UserEvent | AssistantEvent | PermissionDeniedEvent | ApiRetryEvent | ApprovalEvent | ResultEvent | (EventBase & Record<string, unknown>);

export function eventBase(sessionId: string, now: number): Pick<EventBase, 'uuid' | 'session_id' | 'timestamp'> {
  return { uuid: randomUUID(), session_id: sessionId, timestamp: new Date(now).toISOString() };
}

export function denialScopes(scopes: readonly ScopeDecision[]): DenialScope[] {
  return scopes.map((s) => ({
    kind: s.kind,
    text: s.text,
    ...(s.path !== undefined ? { path: s.path } : {}),
    decision: s.decision,
    rule: s.rule ? { pattern: s.rule.pattern, effect: s.rule.effect, layer: s.rule.layer, source: s.rule.source } : null,
    ...(s.floors?.length ? { floors: s.floors } : {}),
  }));
}

export function emptyUsage(): TokenUsage {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}
