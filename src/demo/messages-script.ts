/**
 * What the fake Messages API server answers, turn by turn: a list of scripted responses
 * consumed one per `POST /v1/messages`, or a function that produces the next one from the
 * request (for scripts that react to tool results).
 */
import type { RecordedRequest } from './recorded-request.js';

export type ScriptedBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; name: string; input: Record<string, unknown>; id?: string }
  | { type: 'thinking'; thinking: string; signature?: string }
  | { type: 'redacted_thinking'; data: string };

export type ScriptedStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'pause_turn' | 'refusal' | 'stop_sequence' | 'model_context_window_exceeded';

const STOP_REASONS: ReadonlySet<string> = new Set<ScriptedStopReason>([
  'end_turn',
  'tool_use',
  'max_tokens',
  'pause_turn',
  'refusal',
  'stop_sequence',
  'model_context_window_exceeded',
]);

/**
 * A fault instead of (or before) the scripted response. `afterEvents` counts the stream's
 * events other than `ping`. Without `times`, the faulty request consumes the scripted
 * response; with `times: n`, the first n requests that reach it get the fault and the next
 * one gets the response itself (a one-shot fault is `times: 1`, so a retry succeeds).
 */
export type Fault = (
  | {
      /** An HTTP error answer: 429 (with `retry-after`), 500, 503, 504, 529, or any other status. */
      kind: 'http_error';
      status: number;
      /** Defaults to the API's type for the status (`rate_limit_error`, `api_error`, `overloaded_error`, …). */
      errorType?: string;
      message?: string;
      /** Sent as `retry-after`; a 429 sends 1 unless told otherwise. */
      retryAfterSeconds?: number;
      headers?: Record<string, string>;
    }
  | { kind: 'reset_before_response' }
  | { kind: 'reset_mid_stream'; afterEvents: number }
  | { kind: 'malformed_event'; afterEvents: number }
  | { kind: 'error_event'; afterEvents: number; errorType?: string; message?: string }
  | { kind: 'stall'; afterEvents: number; closeAfterMs?: number }
  | { kind: 'stall_before_headers'; closeAfterMs?: number }
) & { times?: number };

export type FaultKind = Fault['kind'];

const FAULT_KINDS: ReadonlySet<string> = new Set<FaultKind>([
  'http_error',
  'reset_before_response',
  'reset_mid_stream',
  'malformed_event',
  'error_event',
  'stall',
  'stall_before_headers',
]);

export interface UsageOverrides {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

export interface ScriptedResponse {
  /** Content blocks in order; a string is one text block. Defaults to no content. */
  content?: string | readonly ScriptedBlock[];
  /** Defaults to `tool_use` when the content has a tool_use block, else `end_turn`. */
  stop_reason?: ScriptedStopReason;
  /** For `stop_sequence`: defaults to the request's first `stop_sequences` entry. */
  stop_sequence?: string;
  /**
   * Replace the computed usage numbers in the answer (the prompt cache is still updated). The
   * values are sent as given, so a test can send what a hostile endpoint would (a negative
   * count, a string).
   */
  usage?: UsageOverrides;
  /** Send no token counts at all (`usage: {}` in `message_start` and `message_delta`), as some gateways do. */
  omitUsage?: boolean;
  /** Delay before each stream event, overriding the server's `latencyMs`. */
  eventDelayMs?: number;
  fault?: Fault;
  /** The model named in the answer; defaults to the request's. */
  model?: string;
}

/** A Messages request body as the server received it (validated: model, max_tokens, messages). */
export interface MessagesRequestBody {
  model: string;
  max_tokens: number;
  messages: Array<{ role: 'user' | 'assistant'; content: string | Array<Record<string, unknown>> }>;
  system?: string | Array<Record<string, unknown>>;
  tools?: Array<Record<string, unknown>>;
  stream?: boolean;
  stop_sequences?: string[];
  cache_control?: Record<string, unknown> | null;
  [key: string]: unknown;
}

export interface ScriptRequest extends RecordedRequest {
  body: MessagesRequestBody;
}

/**
 * `index` is the 0-based position of the response being asked for (a request that retries a
 * `times` fault does not ask again). Return `undefined` or `null` when the script is over.
 */
export type ScriptFunction = (request: ScriptRequest, index: number) => ScriptedResponse | undefined | null | Promise<ScriptedResponse | undefined | null>;

export type MessagesScript = readonly ScriptedResponse[] | ScriptFunction;

export class ScriptError extends Error {
  readonly code = 'FAKE_SCRIPT_INVALID';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function checkBlock(block: unknown, where: string): void {
  if (!isRecord(block)) throw new ScriptError(`${where}: expected a content block object, found ${JSON.stringify(block)}`);
  switch (block['type']) {
    case 'text':
      if (typeof block['text'] !== 'string') throw new ScriptError(`${where}: a text block needs a string "text"`);
      return;
    case 'tool_use':
      if (typeof block['name'] !== 'string' || block['name'] === '') {
        throw new ScriptError(`${where}: a tool_use block needs a non-empty string "name"`);
      }
      if (!isRecord(block['input'])) throw new ScriptError(`${where}: a tool_use block needs an object "input"`);
      if (block['id'] !== undefined && typeof block['id'] !== 'string') {
        throw new ScriptError(`${where}: a tool_use "id" must be a string`);
      }
      return;
    case 'thinking':
      if (typeof block['thinking'] !== 'string') {
        throw new ScriptError(`${where}: a thinking block needs a string "thinking"`);
      }
      return;
    case 'redacted_thinking':
      if (typeof block['data'] !== 'string') {
        throw new ScriptError(`${where}: a redacted_thinking block needs a string "data"`);
      }
      return;
    default:
      throw new ScriptError(`${where}: unknown block type ${JSON.stringify(block['type'])} (expected text, tool_use, thinking or redacted_thinking)`);
  }
}

function checkFault(fault: unknown, where: string): void {
  if (!isRecord(fault) || typeof fault['kind'] !== 'string' || !FAULT_KINDS.has(fault['kind'])) {
    throw new ScriptError(`${where}: expected a fault with kind one of ${[...FAULT_KINDS].join(', ')}`);
  }
  if (fault['times'] !== undefined && !(isNonNegativeInteger(fault['times']) && fault['times'] >= 1)) {
    throw new ScriptError(`${where}.times: expected an integer >= 1`);
  }
  if (fault['kind'] === 'http_error') {
    const status = fault['status'];
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
      throw new ScriptError(`${where}.status: expected an HTTP error status (400-599)`);
    }
  }
  if ('afterEvents' in fault || ['reset_mid_stream', 'malformed_event', 'error_event', 'stall'].includes(fault['kind'])) {
    if (!isNonNegativeInteger(fault['afterEvents'])) {
      throw new ScriptError(`${where}.afterEvents: expected an integer >= 0`);
    }
  }
}

/** Throws a ScriptError naming the entry and field when a scripted response is malformed. */
export function checkScriptedResponse(response: unknown, index: number): asserts response is ScriptedResponse {
  const where = `script[${index}]`;
  if (!isRecord(response)) throw new ScriptError(`${where}: expected a scripted response object`);
  const content = response['content'];
  if (content !== undefined && typeof content !== 'string') {
    if (!Array.isArray(content)) throw new ScriptError(`${where}.content: expected a string or a list of blocks`);
    content.forEach((block, blockIndex) => checkBlock(block, `${where}.content[${blockIndex}]`));
  }
  const stopReason = response['stop_reason'];
  if (stopReason !== undefined && (typeof stopReason !== 'string' || !STOP_REASONS.has(stopReason))) {
    throw new ScriptError(`${where}.stop_reason: expected one of ${[...STOP_REASONS].join(', ')}`);
  }
  if (response['omitUsage'] !== undefined && typeof response['omitUsage'] !== 'boolean') {
    throw new ScriptError(`${where}.omitUsage: expected true or false`);
  }
  if (response['eventDelayMs'] !== undefined && !isNonNegativeInteger(response['eventDelayMs'])) {
    throw new ScriptError(`${where}.eventDelayMs: expected an integer >= 0`);
  }
  if (response['fault'] !== undefined) checkFault(response['fault'], `${where}.fault`);
}

export function scriptedBlocks(response: ScriptedResponse): readonly ScriptedBlock[] {
  const content = response.content ?? [];
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

export type ScriptStep = { exhausted: false; response: ScriptedResponse; index: number; fault: Fault | null } | { exhausted: true; served: number };

/**
 * Hands out scripted responses in order, applying `times` faults, one request at a time so a
 * script function sees requests in arrival order even when they overlap.
 */
export class ScriptCursor {
  readonly #script: MessagesScript;
  #index = 0;
  #current: ScriptedResponse | null = null;
  #faultsServed = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(script: MessagesScript) {
    if (typeof script !== 'function') {
      if (!Array.isArray(script)) throw new ScriptError('script: expected a list of scripted responses or a function');
      script.forEach((response, index) => checkScriptedResponse(response, index));
    }
    this.#script = script;
  }

  /** Scripted responses not yet consumed; `null` for a script function. */
  get remaining(): number | null {
    return typeof this.#script === 'function' ? null : this.#script.length - this.#index;
  }

  next(request: ScriptRequest): Promise<ScriptStep> {
    const step = this.#queue.then(() => this.#take(request));
    this.#queue = step.catch(() => undefined);
    return step;
  }

  async #take(request: ScriptRequest): Promise<ScriptStep> {
    if (this.#current === null) {
      const script = this.#script;
      const produced = typeof script === 'function' ? await script(request, this.#index) : script[this.#index];
      if (produced === undefined || produced === null) return { exhausted: true, served: this.#index };
      if (typeof script === 'function') checkScriptedResponse(produced, this.#index);
      this.#current = produced;
      this.#faultsServed = 0;
    }
    const response = this.#current;
    const index = this.#index;
    const fault = response.fault ?? null;
    if (fault && fault.times !== undefined && this.#faultsServed < fault.times) {
      this.#faultsServed += 1;
      return { exhausted: false, response, index, fault };
    }
    this.#current = null;
    this.#index += 1;
    const faultNow = fault && fault.times === undefined ? fault : null;
    return { exhausted: false, response, index, fault: faultNow };
  }
}

/** The tool results in the request's last message, in order (text content joined), for scripts that react to them. */
export function lastToolResults(body: MessagesRequestBody): Array<{ tool_use_id: string; content: string; is_error: boolean }> {
  const last = body.messages.at(-1);
  if (!last || typeof last.content === 'string') return [];
  return last.content
    .filter((block) => block['type'] === 'tool_result')
    .map((block) => {
      const content = block['content'];
      const text =
        typeof content === 'string'
          ? content
          : Array.isArray(content)
            ? content
                .filter((inner): inner is { type: 'text'; text: string } => isRecord(inner) && inner['type'] === 'text')
                .map((inner) => inner.text)
                .join('\n')
            : '';
      return { tool_use_id: String(block['tool_use_id']), content: text, is_error: block['is_error'] === true };
    });
}
