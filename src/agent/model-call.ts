// One streamed Messages API call, with Leash's own retries (the SDK's are off, so that each
// retry is an event) and an idle watchdog: the SDK's timeout covers only the wait for response
// headers, so a stream that stalls after them would otherwise hang the run.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AnthropicError } from '@anthropic-ai/sdk/core/error';
import type { Message, MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { Clock } from './clock.js';
import type { ModelClient } from './messages-client.js';

export type RetryErrorKind = 'rate_limit' | 'overloaded' | 'server_error' | 'connection_error' | 'stream_interrupted' | 'unknown';

export interface RetryNotice {
  attempt: number;
  maxRetries: number;
  delayMs: number;
  status: number | null;
  kind: RetryErrorKind;
  message: string;
}

export interface RetryPolicy {
  /** Retries after the first attempt (default 4). */
  maxRetries: number;
  /** First backoff (default 1 s); doubles each attempt, with full jitter. */
  baseDelayMs: number;
  /** Longest single wait (default 30 s); a longer `retry-after` is honoured up to `maxRetryAfterMs`. */
  maxDelayMs: number;
  maxRetryAfterMs: number;
  /**
   * Of those retries, how many may follow a stall (the idle watchdog firing); default 2. A stall
   * costs a whole idle period, so an API that has stopped answering ends the call after
   * `maxStallRetries + 1` idle periods instead of `maxRetries + 1` of them.
   */
  maxStallRetries?: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, baseDelayMs: 1000, maxDelayMs: 30_000, maxRetryAfterMs: 120_000, maxStallRetries: 2 };

/** The default idle limit of one attempt: long enough for a slow first token, short enough for CI. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/**
 * The longest a model call can take when the API stalls for good: every attempt the stall
 * budget allows runs out its idle limit, and each retry waits its longest backoff. This is the
 * bound docs/budget.md and `--idle-timeout` state.
 */
export function permanentStallBoundMs(idleTimeoutMs: number, retry: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const stallRetries = Math.min(retry.maxRetries, retry.maxStallRetries ?? DEFAULT_RETRY_POLICY.maxStallRetries!);
  let backoff = 0;
  for (let attempt = 0; attempt < stallRetries; attempt++) backoff += Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt);
  return (stallRetries + 1) * idleTimeoutMs + backoff;
}

export interface ModelCallOptions {
  client: ModelClient;
  request: MessageCreateParamsNonStreaming;
  clock: Clock;
  /** Aborts the call for good (run timeout, stop). */
  signal: AbortSignal;
  /** No stream event for this long aborts the attempt, which is then retried (default 60 s). */
  idleTimeoutMs: number;
  retry: RetryPolicy;
  onRetry: (notice: RetryNotice) => void;
  /** Random source for jitter, in [0, 1). */
  random?: () => number;
  /**
   * Called before every attempt: returns the max_tokens the attempt may use (the budget's
   * reservation), or a reason the attempt cannot be made.
   */
  beforeAttempt?: () => { maxTokens: number } | { refused: string };
  /** Called after every attempt that failed: whether the model had started answering (and may have billed). */
  afterFailedAttempt?: (outcome: { streamStarted: boolean; inputUsage: Message['usage'] | null }) => void;
}

export interface ModelCallResult {
  message: Message;
  /** Time spent in the successful attempt and the failed ones, excluding backoff waits. */
  apiMs: number;
  requestId: string | null;
}

/** A model call that failed for good: the last error, after every retry. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly kind: RetryErrorKind | 'invalid_request' | 'authentication' | 'aborted' | 'budget',
    readonly attempts: number,
  ) {
    super(message);
  }
}

class IdleTimeout extends Error {
  override name = 'IdleTimeout';
}

export async function callModel(options: ModelCallOptions): Promise<ModelCallResult> {
  const random = options.random ?? Math.random;
  let apiMs = 0;
  let stalls = 0;
  const maxStallRetries = options.retry.maxStallRetries ?? DEFAULT_RETRY_POLICY.maxStallRetries!;
  for (let attempt = 0; ; attempt++) {
    if (options.signal.aborted) throw new ModelCallError('the run was stopped', null, 'aborted', attempt);
    const gate = options.beforeAttempt?.() ?? { maxTokens: options.request.max_tokens };
    if ('refused' in gate) throw new ModelCallError(gate.refused, null, 'budget', attempt);
    const request = { ...options.request, max_tokens: gate.maxTokens };
    const started = options.clock.now();
    const progress: AttemptProgress = { streamStarted: false, inputUsage: null };
    try {
      const result = await streamOnce(options, request, progress);
      apiMs += options.clock.now() - started;
      return { ...result, apiMs };
    } catch (error) {
      apiMs += options.clock.now() - started;
      options.afterFailedAttempt?.(progress);
      if (options.signal.aborted) throw new ModelCallError('the run was stopped', null, 'aborted', attempt + 1);
      const failure = classify(error, options.idleTimeoutMs);
      if (error instanceof IdleTimeout) stalls++;
      if (!failure.retryable || attempt >= options.retry.maxRetries || stalls > maxStallRetries) {
        const after = attempt > 0 ? ` after ${attempt + 1} attempts` : '';
        throw new ModelCallError(`${failure.message}${after}`, failure.status, failure.kind, attempt + 1);
      }
      const backoff = Math.min(options.retry.maxDelayMs, options.retry.baseDelayMs * 2 ** attempt);
      const jittered = Math.round(backoff / 2 + random() * (backoff / 2));
      const delayMs = failure.retryAfterMs !== null ? Math.min(options.retry.maxRetryAfterMs, Math.max(failure.retryAfterMs, 0)) : jittered;
      options.onRetry({
        attempt: attempt + 1,
        maxRetries: options.retry.maxRetries,
        delayMs,
        status: failure.status,
        kind: failure.kind as RetryErrorKind,
        message: failure.message,
      });
      await options.clock.sleep(delayMs, options.signal).catch(() => undefined);
    }
  }
}

interface AttemptProgress {
  streamStarted: boolean;
  inputUsage: Message['usage'] | null;
}

async function streamOnce(
  options: ModelCallOptions,
  request: MessageCreateParamsNonStreaming,
  progress: AttemptProgress,
): Promise<{ message: Message; requestId: string | null }> {
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort(options.signal.reason);
  options.signal.addEventListener('abort', abortAttempt, { once: true });
  let idle: ReturnType<typeof setTimeout> | undefined;
  let idleFired = false;
  const arm = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      idleFired = true;
      attempt.abort(new IdleTimeout(`no data from the model for ${Math.round(options.idleTimeoutMs / 1000)} s`));
    }, options.idleTimeoutMs);
  };
  try {
    arm();
    const stream = options.client.messages.stream({ ...request, stream: true } as never, { signal: attempt.signal, maxRetries: 0 });
    for await (const event of stream) {
      arm();
      if (event.type === 'message_start') {
        progress.streamStarted = true;
        progress.inputUsage = event.message.usage;
      }
    }
    const message = await stream.finalMessage();
    return { message, requestId: stream.request_id ?? null };
  } catch (error) {
    if (idleFired) throw new IdleTimeout(`no data from the model for ${Math.round(options.idleTimeoutMs / 1000)} s`);
    throw error;
  } finally {
    if (idle) clearTimeout(idle);
    options.signal.removeEventListener('abort', abortAttempt);
  }
}

interface Failure {
  retryable: boolean;
  status: number | null;
  kind: ModelCallError['kind'];
  message: string;
  retryAfterMs: number | null;
}

function classify(error: unknown, idleTimeoutMs: number): Failure {
  const base = { retryAfterMs: null as number | null };
  if (error instanceof IdleTimeout) {
    return {
      ...base,
      retryable: true,
      status: null,
      kind: 'stream_interrupted',
      message: `the stream stalled: ${error.message} (idle limit ${idleTimeoutMs} ms)`,
    };
  }
  if (error instanceof APIUserAbortError) {
    return { ...base, retryable: false, status: null, kind: 'aborted', message: 'the call was aborted' };
  }
  if (error instanceof APIConnectionTimeoutError || error instanceof APIConnectionError) {
    return { ...base, retryable: true, status: null, kind: 'connection_error', message: `connection error: ${error.message}` };
  }
  if (error instanceof APIError) {
    const status = typeof error.status === 'number' ? error.status : null;
    const type = errorType(error);
    const detail = `${status ?? 'stream'} ${type ?? ''}: ${apiMessage(error)}`.replace(/\s+:/, ':');
    if (status === 429) return { retryable: true, status, kind: 'rate_limit', message: `rate limited (${detail})`, retryAfterMs: retryAfter(error) };
    if (status === 529 || type === 'overloaded_error')
      return { retryable: true, status, kind: 'overloaded', message: `the API is overloaded (${detail})`, retryAfterMs: retryAfter(error) };
    if (status !== null && status >= 500)
      return { retryable: true, status, kind: 'server_error', message: `server error (${detail})`, retryAfterMs: retryAfter(error) };
    if (status === null)
      return {
        ...base,
        retryable: true,
        status,
        kind: type === 'rate_limit_error' ? 'rate_limit' : 'server_error',
        message: `the stream reported an error (${detail})`,
      };
    if (status === 401 || status === 403)
      return { ...base, retryable: false, status, kind: 'authentication', message: `the API refused the credentials (${detail})` };
    return { ...base, retryable: false, status, kind: 'invalid_request', message: `the API rejected the request (${detail})` };
  }
  if (error instanceof AnthropicError || error instanceof TypeError || error instanceof SyntaxError) {
    // A stream cut off or garbled mid-message: the SDK reports it outside APIError.
    return { ...base, retryable: true, status: null, kind: 'stream_interrupted', message: `the stream was interrupted: ${(error as Error).message}` };
  }
  return { ...base, retryable: false, status: null, kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

function errorType(error: APIError): string | undefined {
  const body = error.error as { error?: { type?: string }; type?: string } | undefined;
  return body?.error?.type ?? (body?.type !== 'error' ? body?.type : undefined);
}

function apiMessage(error: APIError): string {
  const body = error.error as { error?: { message?: string } } | undefined;
  return body?.error?.message ?? error.message;
}

function retryAfter(error: APIError): number | null {
  const headers = error.headers as Headers | Record<string, string> | undefined;
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers?.[name] ?? null));
  const ms = read('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Number(ms);
  const seconds = read('retry-after');
  if (!seconds) return null;
  if (Number.isFinite(Number(seconds))) return Number(seconds) * 1000;
  const date = Date.parse(seconds);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
