// What the tools around Claude Code parse, written down as schemas to check Leash's output
// against. Facts of their formats, not their code:
// - the Agent SDK's `SDKMessage` types (@anthropic-ai/claude-agent-sdk 0.3.333, sdk.d.ts): the
//   required fields of each message Leash writes;
// - claude-code-action's turn formatter (src/entrypoints/format-turns.ts): the shapes it reads
//   from the execution file, and where it would throw and fall back to a raw dump;
// - ccusage's usage line (src/_data-schemas.ts, usageDataSchema).
import type { BetaMessage, BetaUsage } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { z } from 'zod';

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** Compiles only when `Listed` names every required key of `T`: a new required field fails tsc. */
type Covers<T, Listed extends PropertyKey> = [Exclude<RequiredKeys<T>, Listed>] extends [never] ? true : never;

const BETA_MESSAGE_KEYS = [
  'id',
  'container',
  'content',
  'context_management',
  'diagnostics',
  'model',
  'role',
  'stop_details',
  'stop_reason',
  'stop_sequence',
  'type',
  'usage',
] as const;
const BETA_USAGE_KEYS = [
  'cache_creation',
  'cache_creation_input_tokens',
  'cache_read_input_tokens',
  'fallback_credit',
  'inference_geo',
  'input_tokens',
  'iterations',
  'output_tokens',
  'output_tokens_details',
  'server_tool_use',
  'service_tier',
  'speed',
] as const;
export const BETA_KEYS_COMPLETE: [Covers<BetaMessage, (typeof BETA_MESSAGE_KEYS)[number]>, Covers<BetaUsage, (typeof BETA_USAGE_KEYS)[number]>] = [true, true];

/** A key that must be present; its value may be null. */
const present = z.unknown().refine((value) => value !== undefined, 'missing');
const uuid = z.uuid();

const betaUsage = z
  .object(Object.fromEntries(BETA_USAGE_KEYS.map((key) => [key, present])) as Record<(typeof BETA_USAGE_KEYS)[number], typeof present>)
  .extend({
    input_tokens: z.number(),
    output_tokens: z.number(),
  });
const betaMessage = z
  .object(Object.fromEntries(BETA_MESSAGE_KEYS.map((key) => [key, present])) as Record<(typeof BETA_MESSAGE_KEYS)[number], typeof present>)
  .extend({
    id: z.string(),
    content: z.array(z.object({ type: z.string() })),
    model: z.string(),
    role: z.literal('assistant'),
    type: z.literal('message'),
    usage: betaUsage,
  });

const nonNullableUsage = z.object({
  input_tokens: z.number(),
  output_tokens: z.number(),
  cache_creation_input_tokens: z.number(),
  cache_read_input_tokens: z.number(),
  cache_creation: z.object({ ephemeral_5m_input_tokens: z.number(), ephemeral_1h_input_tokens: z.number() }),
  server_tool_use: z.object({ web_search_requests: z.number(), web_fetch_requests: z.number() }),
  output_tokens_details: z.object({ thinking_tokens: z.number() }),
  service_tier: z.enum(['standard', 'priority', 'batch']),
  speed: z.enum(['standard', 'fast']),
  inference_geo: z.string(),
  iterations: z.array(z.unknown()),
  fallback_credit: present,
});

const modelUsage = z.object({
  inputTokens: z.number(),
  outputTokens: z.number(),
  cacheReadInputTokens: z.number(),
  cacheCreationInputTokens: z.number(),
  webSearchRequests: z.number(),
  costUSD: z.number(),
  contextWindow: z.number(),
  maxOutputTokens: z.number(),
});

const resultCommon = {
  type: z.literal('result'),
  duration_ms: z.number(),
  duration_api_ms: z.number(),
  is_error: z.boolean(),
  num_turns: z.number(),
  stop_reason: z.string().nullable(),
  total_cost_usd: z.number(),
  usage: nonNullableUsage,
  modelUsage: z.record(z.string(), modelUsage),
  permission_denials: z.array(z.object({ tool_name: z.string(), tool_use_id: z.string(), tool_input: z.record(z.string(), z.unknown()) })),
  uuid,
  session_id: z.string(),
};

/** The Agent SDK's messages, by the `type`/`subtype` Leash writes them with. */
export const SDK_MESSAGES = {
  'system/init': z.object({
    type: z.literal('system'),
    subtype: z.literal('init'),
    apiKeySource: z.enum(['ANTHROPIC_API_KEY', 'apiKeyHelper', '/login managed key', 'none', 'user', 'project', 'org', 'temporary', 'oauth']),
    claude_code_version: z.string(),
    cwd: z.string(),
    tools: z.array(z.string()),
    mcp_servers: z.array(z.object({ name: z.string(), status: z.string() })),
    model: z.string(),
    permissionMode: z.enum(['default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk', 'auto']),
    slash_commands: z.array(z.string()),
    output_style: z.string(),
    skills: z.array(z.string()),
    plugins: z.array(z.object({ name: z.string(), path: z.string() })),
    uuid,
    session_id: z.string(),
  }),
  assistant: z.object({ type: z.literal('assistant'), message: betaMessage, parent_tool_use_id: z.string().nullable(), uuid, session_id: z.string() }),
  user: z.object({
    type: z.literal('user'),
    message: z.object({ role: z.literal('user'), content: z.union([z.string(), z.array(z.object({ type: z.string() }))]) }),
    parent_tool_use_id: z.string().nullable(),
  }),
  'system/permission_denied': z.object({
    type: z.literal('system'),
    subtype: z.literal('permission_denied'),
    tool_name: z.string(),
    tool_use_id: z.string(),
    message: z.string(),
    uuid,
    session_id: z.string(),
  }),
  'system/api_retry': z.object({
    type: z.literal('system'),
    subtype: z.literal('api_retry'),
    attempt: z.number(),
    max_retries: z.number(),
    retry_delay_ms: z.number(),
    error_status: z.number().nullable(),
    error: z.string(),
    uuid,
    session_id: z.string(),
  }),
  // SDKToolProgressMessage: Leash writes one as each call's start marker (docs/events.md).
  tool_progress: z.object({
    type: z.literal('tool_progress'),
    tool_use_id: z.string(),
    tool_name: z.string(),
    parent_tool_use_id: z.string().nullable(),
    elapsed_time_seconds: z.number(),
    uuid,
    session_id: z.string(),
  }),
  result: z.union([
    z.object({ ...resultCommon, subtype: z.literal('success'), result: z.string() }),
    z.object({ ...resultCommon, subtype: z.string().regex(/^error_/), errors: z.array(z.string()) }),
  ]),
} as const;

/** ccusage's reading of an assistant line (usageDataSchema): a line that fails it is skipped, its tokens lost. */
export const CCUSAGE_USAGE_LINE = z.object({
  timestamp: z.iso.datetime(),
  message: z.object({
    usage: z.object({
      input_tokens: z.number(),
      output_tokens: z.number(),
      cache_creation_input_tokens: z.number().optional(),
      cache_read_input_tokens: z.number().optional(),
    }),
    model: z.string().optional(),
    id: z.string().optional(),
    content: z.array(z.object({ text: z.string().optional() })).optional(),
  }),
  costUSD: z.number().optional(),
  requestId: z.string().optional(),
});
