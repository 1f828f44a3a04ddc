/**
 * A fake Anthropic Messages API on `node:http`, close enough to the real one that
 * `@anthropic-ai/sdk` works against it unchanged through `baseURL`. Used by the agent-loop
 * tests, by `leash demo` (in-process, on 127.0.0.1) and by the benchmarks.
 *
 *   const server = await startFakeMessagesServer({ script: [{ content: 'Hello' }] });
 *   const client = new Anthropic({ baseURL: server.url, apiKey: 'test' });
 *   …
 *   server.requests;          // every request, recorded
 *   await server.close();     // also ends stalled streams
 *
 * Routes: `POST /v1/messages` (JSON or `stream: true` SSE) and
 * `POST /v1/messages/count_tokens`. Token counts follow `countRequestTokens` (see
 * token-count.ts), prompt caching follows prompt-cache.ts, scripts and faults are described
 * in messages-script.ts. docs/testing.md has the whole contract.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Message } from '@anthropic-ai/sdk/resources/messages';
import { apiErrorBody, defaultErrorMessage, errorTypeOfStatus, statusOfErrorType } from './api-errors.js';
import {
  ScriptCursor,
  ScriptError,
  type Fault,
  type MessagesRequestBody,
  type MessagesScript,
  type ScriptRequest,
  type ScriptedResponse,
} from './messages-script.js';
import { MAX_CACHE_BREAKPOINTS, countBreakpointMarkers, createPromptCache, findBreakpoints, type CacheUsage, type PromptCache } from './prompt-cache.js';
import type { RecordedRequest, ReportedUsage } from './recorded-request.js';
import { buildResponseMessage, createIdSource } from './response-message.js';
import { buildMessageEvents, errorEvent, formatSseEvent, type SseEvent, type StreamChunking } from './sse.js';
import { countRequestTokens, listPromptBlocks } from './token-count.js';

export interface FakeMessagesServerOptions {
  script: MessagesScript;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Delay before every stream event, in ms (0 by default); a scripted `eventDelayMs` overrides it. */
  latencyMs?: number;
  /** When set, requests must carry it as `x-api-key` (or `authorization: Bearer`), else 401. */
  apiKey?: string;
  /** Clock for cache lifetimes and `receivedAt` (ms); `Date.now` by default. */
  now?: () => number;
  /** Lifetime of a `5m` cache entry (default 5 minutes); `ttl: "1h"` entries live an hour. */
  cacheTtlMs?: number;
  /** Smallest prefix that is cached, in tokens: the API's 1024 by default; 0 caches anything. */
  minCacheableTokens?: number;
  /** Blocks before each breakpoint searched for a cached prefix (the API's 20 by default). */
  cacheLookbackBlocks?: number;
  /** Code points per text_delta / thinking_delta (16 by default). */
  textChunkChars?: number;
  /** Characters per input_json_delta (12 by default). */
  jsonChunkChars?: number;
  /** An extra ping after every this many events (0, the default, sends only the API's first ping). */
  pingEveryEvents?: number;
  /** Bodies larger than this get a 413 `request_too_large` (32 MiB by default, as the API). */
  maxBodyBytes?: number;
}

export interface FakeMessagesServer {
  /** `http://HOST:PORT`, for the SDK's `baseURL` or `ANTHROPIC_BASE_URL`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Every request received, in arrival order (a live list). */
  readonly requests: readonly RecordedRequest[];
  /** Scripted responses not consumed yet; `null` for a script function. */
  readonly remainingScriptedResponses: number | null;
  /** The emulated prompt cache (inspect with `size()`, forget with `clear()`). */
  readonly promptCache: PromptCache;
  /** Ends every open connection (stalled streams included) and stops listening. */
  close(): Promise<void>;
}

const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

interface Settings {
  latencyMs: number;
  chunking: StreamChunking;
  maxBodyBytes: number;
  apiKey: string | undefined;
}

interface Exchange {
  res: ServerResponse;
  record: RecordedRequest;
  /** Aborts when the client goes away or the server closes. */
  signal: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Resolves true after `ms`, or false as soon as the signal aborts. `ms` may be Infinity. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      if (timer) clearTimeout(timer);
      resolve(false);
    };
    const timer = Number.isFinite(ms)
      ? setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve(true);
        }, ms)
      : undefined;
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves once the chunk is handed to the socket, so a following destroy cannot swallow it. */
function writeChunk(res: ServerResponse, chunk: string): Promise<void> {
  if (res.destroyed || res.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('close', done);
      resolve();
    };
    res.once('close', done);
    res.write(chunk, done);
  });
}

function sendJson(exchange: Exchange, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const { res, record } = exchange;
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  record.status = status;
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'request-id': record.requestId,
    ...headers,
  });
  res.end(text);
}

function sendApiError(exchange: Exchange, status: number, type: string, message: string, headers: Record<string, string> = {}): void {
  sendJson(exchange, status, apiErrorBody(type, message, exchange.record.requestId), headers);
}

/** Minimal validation, as the API does before anything else: the required fields and their kinds. */
function validateBody(body: unknown, countTokens: boolean): string | null {
  if (!isRecord(body)) return 'The request body is not a JSON object';
  if (typeof body['model'] !== 'string' || body['model'] === '') return 'model: Field required';
  if (!countTokens) {
    const maxTokens = body['max_tokens'];
    if (maxTokens === undefined) return 'max_tokens: Field required';
    if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1) {
      return 'max_tokens: Input should be an integer greater than or equal to 1';
    }
    if (body['stream'] !== undefined && typeof body['stream'] !== 'boolean') {
      return 'stream: Input should be a valid boolean';
    }
  }
  const messages = body['messages'];
  if (messages === undefined) return 'messages: Field required';
  if (!Array.isArray(messages)) return 'messages: Input should be a valid list';
  if (messages.length === 0) return 'messages: at least one message is required';
  for (const [index, message] of messages.entries()) {
    if (!isRecord(message)) return `messages.${index}: Input should be a valid dictionary`;
    if (message['role'] !== 'user' && message['role'] !== 'assistant') {
      return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    }
    const content = message['content'];
    if (typeof content !== 'string' && !Array.isArray(content)) return `messages.${index}.content: Field required`;
  }
  const system = body['system'];
  if (system !== undefined && typeof system !== 'string' && !Array.isArray(system)) {
    return 'system: Input should be a valid string or a list of text blocks';
  }
  const tools = body['tools'];
  if (tools !== undefined && !(Array.isArray(tools) && tools.every(isRecord))) {
    return 'tools: Input should be a valid list of tool definitions';
  }
  const markers = countBreakpointMarkers(listPromptBlocks(body), isRecord(body['cache_control']));
  if (markers > MAX_CACHE_BREAKPOINTS) {
    return `A maximum of ${MAX_CACHE_BREAKPOINTS} blocks with cache_control may be provided. Found ${markers}.`;
  }
  return null;
}

function readBody(req: IncomingMessage, limit: number): Promise<{ raw: Buffer; byteSize: number; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let byteSize = 0;
    req.on('data', (chunk: Buffer) => {
      byteSize += chunk.length;
      if (byteSize <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve({ raw: Buffer.concat(chunks), byteSize, tooLarge: byteSize > limit }));
    req.on('error', reject);
  });
}

function reportedUsage(message: Message): ReportedUsage {
  return {
    input_tokens: message.usage.input_tokens,
    output_tokens: message.usage.output_tokens,
    cache_creation_input_tokens: message.usage.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: message.usage.cache_read_input_tokens ?? 0,
  };
}

type EarlyFault = Extract<Fault, { kind: 'http_error' | 'reset_before_response' | 'stall_before_headers' }>;

/** Faults that answer before the prompt is processed; they leave the prompt cache alone. */
function isEarlyFault(fault: Fault | null): fault is EarlyFault {
  return fault?.kind === 'http_error' || fault?.kind === 'reset_before_response' || fault?.kind === 'stall_before_headers';
}

export async function startFakeMessagesServer(options: FakeMessagesServerOptions): Promise<FakeMessagesServer> {
  const cursor = new ScriptCursor(options.script);
  const now = options.now ?? Date.now;
  const settings: Settings = {
    latencyMs: options.latencyMs ?? 0,
    chunking: {
      textChunkChars: Math.max(1, options.textChunkChars ?? 16),
      jsonChunkChars: Math.max(1, options.jsonChunkChars ?? 12),
      pingEveryEvents: Math.max(0, options.pingEveryEvents ?? 0),
    },
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    apiKey: options.apiKey,
  };
  const promptCache = createPromptCache({
    ...(options.cacheTtlMs !== undefined ? { ttlMs: options.cacheTtlMs } : {}),
    ...(options.minCacheableTokens !== undefined ? { minCacheableTokens: options.minCacheableTokens } : {}),
    ...(options.cacheLookbackBlocks !== undefined ? { lookbackBlocks: options.cacheLookbackBlocks } : {}),
    now,
  });
  const ids = createIdSource();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const closing = new AbortController();

  const server: Server = createServer((req, res) => {
    void handleRequest(req, res).catch((error: unknown) => {
      // A bug here must answer, never hang the client.
      if (!res.headersSent && !res.destroyed) {
        const text = JSON.stringify(apiErrorBody('api_error', `fake Messages API server failed: ${String(error)}`, ''));
        res.writeHead(500, { 'content-type': 'application/json' }).end(text);
      } else {
        res.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = now();
    const record: RecordedRequest = {
      seq: requests.length,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: flattenHeaders(req),
      body: undefined,
      rawBody: '',
      byteSize: 0,
      receivedAt,
      stream: false,
      requestId: ids.next('req'),
      status: null,
      scriptIndex: null,
      fault: null,
      usage: null,
    };
    requests.push(record);
    // One signal for "stop writing": the client went away or the server is closing.
    // (Built by hand rather than with AbortSignal.any, which Node 20.0-20.2 lack.)
    const stop = new AbortController();
    const stopOnClose = (): void => stop.abort();
    if (closing.signal.aborted) stop.abort();
    closing.signal.addEventListener('abort', stopOnClose, { once: true });
    res.on('close', () => {
      closing.signal.removeEventListener('abort', stopOnClose);
      stop.abort();
    });
    const exchange: Exchange = { res, record, signal: stop.signal };

    const { raw, byteSize, tooLarge } = await readBody(req, settings.maxBodyBytes);
    record.byteSize = byteSize;
    record.rawBody = raw.toString('utf8');
    if (record.rawBody !== '') {
      try {
        record.body = JSON.parse(record.rawBody) as unknown;
      } catch {
        record.body = undefined;
      }
    }

    const path = record.path.split('?')[0];
    const route =
      req.method === 'POST' && path === '/v1/messages' ? 'messages' : req.method === 'POST' && path === '/v1/messages/count_tokens' ? 'count_tokens' : null;
    if (route === null) {
      sendApiError(exchange, 404, 'not_found_error', `Not found: ${req.method ?? ''} ${path ?? ''}`);
      return;
    }
    if (settings.apiKey !== undefined) {
      const bearer = record.headers['authorization']?.replace(/^Bearer\s+/i, '');
      if (record.headers['x-api-key'] !== settings.apiKey && bearer !== settings.apiKey) {
        sendApiError(exchange, 401, 'authentication_error', 'invalid x-api-key');
        return;
      }
    }
    if (tooLarge) {
      sendApiError(exchange, 413, 'request_too_large', defaultErrorMessage('request_too_large'));
      return;
    }
    if (record.body === undefined) {
      sendApiError(exchange, 400, 'invalid_request_error', 'The request body is not valid JSON');
      return;
    }
    const problem = validateBody(record.body, route === 'count_tokens');
    if (problem !== null) {
      sendApiError(exchange, 400, 'invalid_request_error', problem);
      return;
    }
    const body = record.body as MessagesRequestBody;
    if (route === 'count_tokens') {
      const inputTokens = countRequestTokens(body);
      record.usage = {
        input_tokens: inputTokens,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      };
      sendJson(exchange, 200, { input_tokens: inputTokens });
      return;
    }
    record.stream = body.stream === true;
    await answerMessages(exchange, body);
  }

  async function answerMessages(exchange: Exchange, body: MessagesRequestBody): Promise<void> {
    const { record } = exchange;
    let step;
    try {
      step = await cursor.next({ ...record, body } satisfies ScriptRequest);
    } catch (error) {
      const reason = error instanceof ScriptError ? error.message : `the script function threw: ${String(error)}`;
      sendApiError(exchange, 500, 'api_error', `fake Messages API server: ${reason}`, { 'x-should-retry': 'false' });
      return;
    }
    if (step.exhausted) {
      sendApiError(
        exchange,
        500,
        'api_error',
        `fake Messages API server: the script is exhausted (${step.served} scripted response(s) served; ` +
          `request #${record.seq} to POST /v1/messages has none left)`,
        { 'x-should-retry': 'false' },
      );
      return;
    }
    record.scriptIndex = step.index;
    record.fault = step.fault?.kind ?? null;
    const fault = step.fault;
    if (isEarlyFault(fault)) {
      await answerFaultBeforeModel(exchange, fault);
      return;
    }
    const blocks = listPromptBlocks(body);
    const breakpoints = findBreakpoints(blocks, isRecord(body.cache_control));
    const cacheUsage: CacheUsage = promptCache.account(body.model, blocks, breakpoints);
    const message = buildResponseMessage(step.response, body, cacheUsage, ids);
    record.usage = reportedUsage(message);
    if (record.stream) await streamMessage(exchange, step.response, message, fault);
    else await answerJsonMessage(exchange, message, fault);
  }

  async function answerFaultBeforeModel(exchange: Exchange, fault: EarlyFault): Promise<void> {
    const { res } = exchange;
    switch (fault.kind) {
      case 'http_error': {
        const type = fault.errorType ?? errorTypeOfStatus(fault.status);
        const headers: Record<string, string> = {};
        const retryAfter = fault.retryAfterSeconds ?? (fault.status === 429 ? 1 : undefined);
        if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
        if (fault.status === 429) {
          headers['anthropic-ratelimit-requests-remaining'] = '0';
          headers['anthropic-ratelimit-requests-reset'] = new Date(now() + (retryAfter ?? 1) * 1000).toISOString();
        }
        sendApiError(exchange, fault.status, type, fault.message ?? defaultErrorMessage(type), {
          ...headers,
          ...fault.headers,
        });
        return;
      }
      case 'reset_before_response':
        res.socket?.resetAndDestroy();
        return;
      case 'stall_before_headers':
        await stallThenClose(exchange, fault.closeAfterMs);
        return;
    }
  }

  /** Keeps the connection open and silent until the client leaves, the server closes, or `closeAfterMs`. */
  async function stallThenClose(exchange: Exchange, closeAfterMs: number | undefined): Promise<void> {
    await wait(closeAfterMs ?? Number.POSITIVE_INFINITY, exchange.signal);
    exchange.res.destroy();
  }

  async function answerJsonMessage(exchange: Exchange, message: Message, fault: Exclude<Fault, EarlyFault> | null): Promise<void> {
    const { res, record } = exchange;
    const text = JSON.stringify(message);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      'request-id': record.requestId,
    };
    switch (fault?.kind) {
      case undefined:
        sendJson(exchange, 200, message);
        return;
      case 'reset_mid_stream': {
        record.status = 200;
        res.writeHead(200, headers);
        await writeChunk(res, text.slice(0, Math.floor(text.length / 2)));
        res.destroy();
        return;
      }
      case 'malformed_event': {
        record.status = 200;
        const truncated = text.slice(0, Math.floor(text.length / 2));
        res.writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(truncated)) });
        res.end(truncated);
        return;
      }
      case 'error_event': {
        const type = fault.errorType ?? 'overloaded_error';
        sendApiError(exchange, statusOfErrorType(type), type, fault.message ?? defaultErrorMessage(type));
        return;
      }
      case 'stall': {
        record.status = 200;
        res.writeHead(200, headers);
        res.flushHeaders();
        await stallThenClose(exchange, fault.closeAfterMs);
        return;
      }
    }
  }

  async function streamMessage(exchange: Exchange, response: ScriptedResponse, message: Message, fault: Exclude<Fault, EarlyFault> | null): Promise<void> {
    const { res, record, signal } = exchange;
    const events = buildMessageEvents(message, settings.chunking);
    const delayMs = response.eventDelayMs ?? settings.latencyMs;
    record.status = 200;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'request-id': record.requestId,
    });
    res.flushHeaders();
    const faultAt = fault?.afterEvents ?? null;
    let sent = 0;
    for (const event of events) {
      if (!event.ping && sent === faultAt && fault) {
        const carryOn = await streamFault(exchange, fault, event);
        if (!carryOn) return;
      }
      if (delayMs > 0 && !(await wait(delayMs, signal))) return;
      if (signal.aborted) return;
      await writeChunk(res, formatSseEvent(event.event, event.data));
      if (!event.ping) sent += 1;
    }
    if (fault && faultAt !== null && faultAt >= sent) {
      const carryOn = await streamFault(exchange, fault, null);
      if (!carryOn) return;
    }
    res.end();
  }

  /** Applies a mid-stream fault before `next` would be sent; returns whether the stream goes on. */
  async function streamFault(exchange: Exchange, fault: Exclude<Fault, EarlyFault>, next: SseEvent | null): Promise<boolean> {
    const { res, record } = exchange;
    switch (fault.kind) {
      case 'reset_mid_stream':
        res.destroy();
        return false;
      case 'malformed_event': {
        const name = next?.event ?? 'message_delta';
        const json = JSON.stringify(next?.data ?? { type: 'message_delta' });
        await writeChunk(res, `event: ${name}\ndata: ${json.slice(0, Math.max(1, Math.floor(json.length / 2)))}\n\n`);
        return true;
      }
      case 'error_event': {
        const type = fault.errorType ?? 'overloaded_error';
        const error = errorEvent(apiErrorBody(type, fault.message ?? defaultErrorMessage(type), record.requestId));
        await writeChunk(res, formatSseEvent(error.event, error.data));
        res.end();
        return false;
      }
      case 'stall':
        await stallThenClose(exchange, fault.closeAfterMs);
        return false;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Messages API server: no TCP address');
  const host = options.host ?? '127.0.0.1';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closed: Promise<void> | null = null;

  return {
    url: `http://${urlHost}:${address.port}`,
    host,
    port: address.port,
    requests,
    get remainingScriptedResponses() {
      return cursor.remaining;
    },
    promptCache,
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
