export { startFakeMessagesServer, type FakeMessagesServer, type FakeMessagesServerOptions } from './fake-messages-server.js';
export {
  lastToolResults,
  ScriptError,
  type Fault,
  type FaultKind,
  type MessagesRequestBody,
  type MessagesScript,
  type ScriptFunction,
  type ScriptRequest,
  type ScriptedBlock,
  type ScriptedResponse,
  type ScriptedStopReason,
  type UsageOverrides,
} from './messages-script.js';
export type { RecordedRequest, ReportedUsage } from './recorded-request.js';
export {
  canonicalJson,
  countOutputTokens,
  countRequestTokens,
  countTextTokens,
  listPromptBlocks,
  type CacheControl,
  type CountableRequest,
  type PromptBlock,
} from './token-count.js';
export {
  DEFAULT_CACHE_TTL_MS,
  DEFAULT_MIN_CACHEABLE_TOKENS,
  createPromptCache,
  type CacheUsage,
  type PromptCache,
  type PromptCacheOptions,
} from './prompt-cache.js';
