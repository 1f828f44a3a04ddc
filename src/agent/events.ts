// Event shapes of docs/events.md: Claude Code's stream-json, with Leash's added fields.
import { randomUUID } from 'node:crypto';
import type { ContentBlockParam, Message, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import type { Effect, ScopeDecision } from '../policy/index.js';
import type { SandboxDenial, SandboxStatus } from '../sandbox/index.js';

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
  /** Not Claude Code: see claudeCodeVersionFor. */
  claude_code_version: string;
  leash_version: string;
  policy: { path: string | null; layers: { layer: string; source: string }[]; only_builtin_rules: boolean };
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
  /** Claude Code's structured tool output: see toolUseResultOf. */
  tool_use_result?: unknown;
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
  /** The model the request asked for, when the response names another (the price is the requested one's, or the named one's when dearer). */
  requested_model?: string;
  /** Present when the response could not be priced: `cost_usd` is then the call's reserved worst case. */
  cost_basis?: 'reserved_worst_case';
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

/**
 * The envelope's `usage`: the Agent SDK's `NonNullableUsage` (every field of the API's usage,
 * none null but `fallback_credit`), summed over the main loop's responses.
 */
export interface ResultUsage extends TokenUsage {
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
  server_tool_use: { web_search_requests: number; web_fetch_requests: number };
  output_tokens_details: { thinking_tokens: number };
  service_tier: 'standard' | 'priority' | 'batch';
  speed: 'standard' | 'fast';
  inference_geo: string;
  iterations: unknown[];
  fallback_credit: null;
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
  /** (Leash) Other model names the responses gave for calls that asked for this model. */
  responseModels?: string[];
}

export type ResultSubtype =
  'success' | 'error_max_turns' | 'error_max_budget_usd' | 'error_timeout' | 'error_during_execution' | 'error_max_structured_output_retries' | 'error_pricing';

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
  usage: ResultUsage;
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

/**
 * Claude Code's `tool_progress`, written once as each top-level call starts (elapsed 0): the
 * session file's start marker, so `--resume` can tell a call that was running when Leash died
 * from one that never started.
 */
export interface ToolProgressEvent extends EventBase {
  type: 'tool_progress';
  tool_use_id: string;
  tool_name: string;
  parent_tool_use_id: string | null;
  elapsed_time_seconds: number;
}

export type LeashEvent =
  | InitEvent
  | UserEvent
  | AssistantEvent
  | ToolProgressEvent
  | PermissionDeniedEvent
  | ApiRetryEvent
  | ApprovalEvent
  | ResultEvent
  | (EventBase & Record<string, unknown>);

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

export function emptyUsage(): ResultUsage {
  return {
    input_tokens: 0,
    output_tokens: 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
    output_tokens_details: { thinking_tokens: 0 },
    // The API's defaults, kept until a response reports otherwise.
    service_tier: 'standard',
    speed: 'standard',
    inference_geo: '',
    iterations: [],
    fallback_credit: null,
  };
}

/** Adds one response's usage to the envelope's; the tier, speed and region are the last reported. */
export function addResponseUsage(total: ResultUsage, usage: Message['usage']): void {
  const written = usage.cache_creation_input_tokens ?? 0;
  total.input_tokens += usage.input_tokens ?? 0;
  total.output_tokens += usage.output_tokens ?? 0;
  total.cache_creation_input_tokens += written;
  total.cache_read_input_tokens += usage.cache_read_input_tokens ?? 0;
  // A write the API did not split by lifetime is a 5-minute write, as the price table counts it.
  total.cache_creation.ephemeral_5m_input_tokens += usage.cache_creation?.ephemeral_5m_input_tokens ?? written;
  total.cache_creation.ephemeral_1h_input_tokens += usage.cache_creation?.ephemeral_1h_input_tokens ?? 0;
  total.server_tool_use.web_search_requests += usage.server_tool_use?.web_search_requests ?? 0;
  total.server_tool_use.web_fetch_requests += (usage.server_tool_use as { web_fetch_requests?: number } | null | undefined)?.web_fetch_requests ?? 0;
  total.output_tokens_details.thinking_tokens += usage.output_tokens_details?.thinking_tokens ?? 0;
  if (usage.service_tier) total.service_tier = usage.service_tier;
  if (usage.speed) total.speed = usage.speed;
  if (usage.inference_geo) total.inference_geo = usage.inference_geo;
}

/**
 * The `assistant` event's message: the response as the SDK assembled it, with the fields the
 * Agent SDK's `BetaMessage` requires and this response did not report set to null ("not
 * reported"), so a consumer typed against it finds every key.
 */
export function assistantEventMessage(message: Message): Message {
  const reported = message as Message & Record<string, unknown>;
  return {
    ...message,
    container: reported.container ?? null,
    context_management: reported.context_management ?? null,
    diagnostics: reported.diagnostics ?? null,
    stop_details: reported.stop_details ?? null,
    usage: {
      ...message.usage,
      iterations: (message.usage as unknown as Record<string, unknown>).iterations ?? null,
      fallback_credit: (message.usage as unknown as Record<string, unknown>).fallback_credit ?? null,
    },
  } as Message;
}

/**
 * Claude Code's init event requires `claude_code_version`. Leash is not Claude Code, so no
 * Claude Code version is true of it. It writes a semver that sorts below every real release
 * (a consumer that gates a feature on "Claude Code ≥ X" does not assume Leash has it) and names
 * Leash and its version in the pre-release part: `0.0.0-leash.0.1.0`.
 */
export function claudeCodeVersionFor(leashVersion: string): string {
  return `0.0.0-leash.${leashVersion}`;
}

/**
 * The `user` event's `tool_use_result`, Claude Code's structured tool output: for a failed or
 * refused call the text `Error: …`; for bash `{stdout, stderr, interrupted, isImage}` (the
 * command's stderr is joined to its stdout, so `stderr` is empty; `interrupted` when it was
 * killed); for any other tool its
 * result text. Claude Code writes one tool result per event; Leash writes a turn's results in
 * one event, so with several results it is a list of these, in the order of the calls.
 */
export function toolUseResultOf(blocks: readonly ContentBlockParam[], metas: readonly ToolResultMeta[]): unknown {
  const results = blocks.filter((b): b is ToolResultBlockParam => b.type === 'tool_result');
  const each = results.map((block) => {
    const meta = metas.find((m) => m.tool_use_id === block.tool_use_id);
    const text = typeof block.content === 'string' ? block.content : (block.content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
    if (block.is_error) return `Error: ${text}`;
    if (meta?.tool_name === 'bash') return { stdout: text, stderr: '', interrupted: meta.exit_code === null, isImage: false };
    return text;
  });
  return each.length === 1 ? each[0] : each;
}
