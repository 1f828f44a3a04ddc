/**
 * The Messages API's server-sent events: the wire format (`event: NAME\ndata: JSON\n\n`) and
 * the event sequence for one message, as the API streams it: `message_start` with the
 * skeleton and input usage, then per block `content_block_start`, its deltas and
 * `content_block_stop`, then `message_delta` with the stop reason and final usage, and
 * `message_stop`. A `ping` follows the first `content_block_start`, as with the API.
 */
import type { ContentBlock, Message, RawContentBlockDelta, RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';

export interface SseEvent {
  event: string;
  data: unknown;
  /** Pings are not counted by a fault's `afterEvents`. */
  ping: boolean;
}

export interface StreamChunking {
  /** Characters (code points) per `text_delta` / `thinking_delta`. */
  textChunkChars: number;
  /** Characters per `input_json_delta.partial_json`. */
  jsonChunkChars: number;
  /** Extra `ping` after every this many events; 0 sends only the one after the first block start. */
  pingEveryEvents: number;
}

export function formatSseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Splits text by code points so a chunk never ends inside a surrogate pair. */
export function splitIntoChunks(text: string, size: number): string[] {
  const codePoints = Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < codePoints.length; start += size) {
    chunks.push(codePoints.slice(start, start + size).join(''));
  }
  return chunks;
}

function streamEvent(data: RawMessageStreamEvent): SseEvent {
  return { event: data.type, data, ping: false };
}

function blockSkeleton(block: ContentBlock): ContentBlock {
  switch (block.type) {
    case 'text':
      return { ...block, text: '' };
    case 'thinking':
      return { ...block, thinking: '', signature: '' };
    case 'tool_use':
      return { ...block, input: {} };
    default:
      return block;
  }
}

function blockDeltas(block: ContentBlock, chunking: StreamChunking): RawContentBlockDelta[] {
  switch (block.type) {
    case 'text':
      return splitIntoChunks(block.text, chunking.textChunkChars).map((text) => ({ type: 'text_delta', text }));
    case 'thinking':
      return [
        ...splitIntoChunks(block.thinking, chunking.textChunkChars).map((thinking): RawContentBlockDelta => ({ type: 'thinking_delta', thinking })),
        { type: 'signature_delta', signature: block.signature },
      ];
    case 'tool_use': {
      // The API opens a tool input with an empty partial_json before the JSON itself.
      const json = JSON.stringify(block.input ?? {});
      return [
        { type: 'input_json_delta', partial_json: '' },
        ...splitIntoChunks(json, chunking.jsonChunkChars).map((partial_json): RawContentBlockDelta => ({ type: 'input_json_delta', partial_json })),
      ];
    }
    default:
      return [];
  }
}

/** The full event sequence for a message, pings included. */
export function buildMessageEvents(message: Message, chunking: StreamChunking): SseEvent[] {
  const events: SseEvent[] = [];
  events.push(
    streamEvent({
      type: 'message_start',
      message: {
        ...message,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        stop_details: null,
        // The API reports a token or so of output at the start; the final count comes in message_delta.
        usage: message.usage.output_tokens === undefined ? { ...message.usage } : { ...message.usage, output_tokens: Math.min(1, message.usage.output_tokens) },
      },
    }),
  );
  message.content.forEach((block, index) => {
    events.push(streamEvent({ type: 'content_block_start', index, content_block: blockSkeleton(block) }));
    for (const delta of blockDeltas(block, chunking)) {
      events.push(streamEvent({ type: 'content_block_delta', index, delta }));
    }
    events.push(streamEvent({ type: 'content_block_stop', index }));
  });
  events.push(
    streamEvent({
      type: 'message_delta',
      delta: {
        stop_reason: message.stop_reason,
        stop_sequence: message.stop_sequence,
        stop_details: message.stop_details,
        container: null,
      },
      usage: {
        input_tokens: message.usage.input_tokens,
        cache_creation_input_tokens: message.usage.cache_creation_input_tokens,
        cache_read_input_tokens: message.usage.cache_read_input_tokens,
        output_tokens: message.usage.output_tokens,
        output_tokens_details: null,
        server_tool_use: null,
      },
    }),
  );
  events.push(streamEvent({ type: 'message_stop' }));
  return interleavePings(events, chunking.pingEveryEvents);
}

function pingEvent(): SseEvent {
  return { event: 'ping', data: { type: 'ping' }, ping: true };
}

function interleavePings(events: readonly SseEvent[], every: number): SseEvent[] {
  const firstPingAfter = events.findIndex((event) => event.event === 'content_block_start');
  const result: SseEvent[] = [];
  events.forEach((event, index) => {
    result.push(event);
    const isLast = index === events.length - 1;
    if (isLast) return;
    if (index === (firstPingAfter === -1 ? 0 : firstPingAfter)) result.push(pingEvent());
    else if (every > 0 && (index + 1) % every === 0) result.push(pingEvent());
  });
  return result;
}

export function errorEvent(body: unknown): SseEvent {
  return { event: 'error', data: body, ping: false };
}
