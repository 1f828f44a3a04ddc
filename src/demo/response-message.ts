/**
 * Turns a scripted response into the Messages API `Message` the fake server answers with:
 * deterministic ids, content blocks in the API's response shapes, stop reason and usage.
 */
import { createHash } from 'node:crypto';
import type { ContentBlock, Message, StopReason, Usage } from '@anthropic-ai/sdk/resources/messages';
import type { CacheUsage } from './prompt-cache.js';
import { scriptedBlocks, type MessagesRequestBody, type ScriptedResponse } from './messages-script.js';
import { countOutputTokens } from './token-count.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Ids shaped like the API's (`msg_01…`, `toolu_01…`, `req_01…`, 22 base62 characters after
 * the `01`) but derived from a counter, so a scripted run is the same every time.
 */
export function deterministicId(prefix: string, sequence: number): string {
  const digest = createHash('sha256').update(`${prefix}:${sequence}`).digest();
  let suffix = '';
  for (let i = 0; i < 22; i += 1) suffix += BASE62[(digest[i] ?? 0) % 62];
  return `${prefix}_01${suffix}`;
}

export interface IdSource {
  next(prefix: 'msg' | 'toolu' | 'req'): string;
}

export function createIdSource(): IdSource {
  const counters = new Map<string, number>();
  return {
    next(prefix) {
      const sequence = counters.get(prefix) ?? 0;
      counters.set(prefix, sequence + 1);
      return deterministicId(prefix, sequence);
    },
  };
}

function defaultSignature(thinking: string): string {
  return createHash('sha256').update(`signature:${thinking}`).digest('base64');
}

export function buildResponseMessage(response: ScriptedResponse, request: MessagesRequestBody, cacheUsage: CacheUsage, ids: IdSource): Message {
  const content: ContentBlock[] = scriptedBlocks(response).map((block): ContentBlock => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: block.text, citations: null };
      case 'tool_use':
        return {
          type: 'tool_use',
          id: block.id ?? ids.next('toolu'),
          name: block.name,
          input: block.input,
          caller: { type: 'direct' },
        };
      case 'thinking':
        return { type: 'thinking', thinking: block.thinking, signature: block.signature ?? defaultSignature(block.thinking) };
      case 'redacted_thinking':
        return { type: 'redacted_thinking', data: block.data };
    }
  });
  const stopReason: StopReason = response.stop_reason ?? (content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn');
  const stopSequence = stopReason === 'stop_sequence' ? (response.stop_sequence ?? request.stop_sequences?.[0] ?? null) : null;
  const overrides = response.usage ?? {};
  // The API never bills more output than max_tokens; scripted content itself is sent unchanged.
  const outputTokens = overrides.output_tokens ?? Math.min(countOutputTokens(content), request.max_tokens);
  const usage: Usage = {
    input_tokens: overrides.input_tokens ?? cacheUsage.input_tokens,
    cache_creation_input_tokens: overrides.cache_creation_input_tokens ?? cacheUsage.cache_creation_input_tokens,
    cache_read_input_tokens: overrides.cache_read_input_tokens ?? cacheUsage.cache_read_input_tokens,
    cache_creation: { ...cacheUsage.cache_creation },
    output_tokens: outputTokens,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: 'standard',
    inference_geo: null,
    speed: null,
  };
  return {
    id: ids.next('msg'),
    type: 'message',
    role: 'assistant',
    model: response.model ?? request.model,
    content,
    stop_reason: stopReason,
    stop_sequence: stopSequence,
    stop_details: stopReason === 'refusal' ? { type: 'refusal', category: null, explanation: null } : null,
    container: null,
    diagnostics: null,
    // A gateway that reports no counts sends an empty usage object; the SDK passes it on as it is.
    usage: response.omitUsage ? ({} as Usage) : usage,
  };
}
