/**
 * The fake Messages API server's token arithmetic. It is deterministic and additive so that
 * tests and benchmarks can compute every `usage` number the server reports:
 *
 * - A request's prompt is a list of blocks in the order the API caches them: each entry of
 *   `tools`, then `system` (a string counts as one `{type:"text", text}` block, a list as its
 *   blocks), then every message's content blocks in order (a string content counts as one
 *   text block).
 * - A block costs `ceil(utf8Bytes(canonicalJson(block)) / 4)` tokens, where `cache_control`
 *   is left out (on the block itself and on the blocks inside a `tool_result`'s content), so
 *   marking a breakpoint never changes a count.
 * - A request costs the sum of its blocks. Nothing else counts (not `model`, not
 *   `tool_choice`, not `thinking`, no per-message overhead), so a prefix of blocks has an
 *   exact token count and cache reads + cache writes + uncached input add up to the total.
 * - Generated output costs, per block, `ceil(utf8Bytes(payload) / 4)`: `text` for text,
 *   `thinking` for thinking, `data` for redacted thinking, `name + canonicalJson(input)` for
 *   tool use; a response costs at least 1 token, as with the API.
 */

export interface PromptBlock {
  /** Where the block sits in the cache order. */
  section: 'tools' | 'system' | 'messages';
  /** Index of the message the block belongs to; `null` for tools and system. */
  messageIndex: number | null;
  role: string | null;
  /** The block as counted: normalised (strings become text blocks), `cache_control` removed. */
  block: unknown;
  /** The block's `cache_control`, when it marks a cache breakpoint. */
  cacheControl: CacheControl | null;
  tokens: number;
}

export interface CacheControl {
  type: 'ephemeral';
  ttl?: '5m' | '1h';
}

/** The parts of a Messages request that count as input. Accepts SDK parameter objects as-is. */
export interface CountableRequest {
  system?: unknown;
  tools?: readonly unknown[] | null;
  messages?: readonly unknown[] | null;
}

/** JSON with object keys sorted at every depth and no whitespace; `undefined` members are dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(',')}}`;
}

export function utf8ByteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** The token count of a piece of text under the server's rule: ceil(UTF-8 bytes / 4). */
export function countTextTokens(text: string): number {
  return Math.ceil(utf8ByteLength(text) / 4);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCacheControl(block: unknown): CacheControl | null {
  if (!isRecord(block)) return null;
  const control = block['cache_control'];
  if (!isRecord(control) || control['type'] !== 'ephemeral') return null;
  const ttl = control['ttl'];
  return ttl === '1h' || ttl === '5m' ? { type: 'ephemeral', ttl } : { type: 'ephemeral' };
}

function withoutCacheControl(block: unknown): unknown {
  if (!isRecord(block)) return block;
  const { cache_control: _dropped, ...rest } = block;
  if (rest['type'] === 'tool_result' && Array.isArray(rest['content'])) {
    rest['content'] = rest['content'].map((inner) => withoutCacheControl(inner));
  }
  return rest;
}

/** A breakpoint on a block inside a tool_result's content caches the prefix ending at that tool_result. */
function nestedCacheControl(block: unknown): CacheControl | null {
  if (!isRecord(block) || block['type'] !== 'tool_result' || !Array.isArray(block['content'])) return null;
  for (const inner of block['content']) {
    const control = readCacheControl(inner);
    if (control) return control;
  }
  return null;
}

function textBlock(text: string): Record<string, unknown> {
  return { type: 'text', text };
}

function makePromptBlock(section: PromptBlock['section'], messageIndex: number | null, role: string | null, raw: unknown): PromptBlock {
  const block = withoutCacheControl(raw);
  return {
    section,
    messageIndex,
    role,
    block,
    cacheControl: readCacheControl(raw) ?? nestedCacheControl(raw),
    tokens: countTextTokens(canonicalJson(block)),
  };
}

/** The request's prompt as blocks in cache order, each with its token count and breakpoint. */
export function listPromptBlocks(request: CountableRequest): PromptBlock[] {
  const blocks: PromptBlock[] = [];
  for (const tool of request.tools ?? []) {
    blocks.push(makePromptBlock('tools', null, null, tool));
  }
  const system = request.system;
  if (typeof system === 'string') {
    blocks.push(makePromptBlock('system', null, null, textBlock(system)));
  } else if (Array.isArray(system)) {
    for (const block of system) blocks.push(makePromptBlock('system', null, null, block));
  }
  (request.messages ?? []).forEach((message, messageIndex) => {
    const role = isRecord(message) && typeof message['role'] === 'string' ? message['role'] : null;
    const content = isRecord(message) ? message['content'] : undefined;
    if (typeof content === 'string') {
      blocks.push(makePromptBlock('messages', messageIndex, role, textBlock(content)));
    } else if (Array.isArray(content)) {
      for (const block of content) blocks.push(makePromptBlock('messages', messageIndex, role, block));
    }
  });
  return blocks;
}

/**
 * The request's input tokens: what `POST /v1/messages/count_tokens` answers and what
 * `input_tokens + cache_creation_input_tokens + cache_read_input_tokens` add up to.
 */
export function countRequestTokens(request: CountableRequest): number {
  return listPromptBlocks(request).reduce((sum, block) => sum + block.tokens, 0);
}

function outputPayload(block: unknown): string {
  if (!isRecord(block)) return '';
  switch (block['type']) {
    case 'text':
      return typeof block['text'] === 'string' ? block['text'] : '';
    case 'thinking':
      return typeof block['thinking'] === 'string' ? block['thinking'] : '';
    case 'redacted_thinking':
      return typeof block['data'] === 'string' ? block['data'] : '';
    case 'tool_use':
      return `${typeof block['name'] === 'string' ? block['name'] : ''}${canonicalJson(block['input'] ?? {})}`;
    default:
      return canonicalJson(block);
  }
}

/** Output tokens of generated content blocks (text, thinking, redacted_thinking, tool_use); at least 1. */
export function countOutputTokens(content: readonly unknown[]): number {
  const total = content.reduce<number>((sum, block) => sum + countTextTokens(outputPayload(block)), 0);
  return Math.max(1, total);
}
