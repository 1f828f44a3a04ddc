import { Buffer } from 'node:buffer';
import {
  Anthropic,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AnthropicError,
  AuthenticationError,
  BadRequestError,
  GatewayTimeoutError,
  InternalServerError,
  NotFoundError,
  OverloadedError,
  RateLimitError,
  ServiceUnavailableError,
} from '@anthropic-ai/sdk';
import type { MessageCreateParamsNonStreaming, MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createPromptCache, findBreakpoints } from '../../src/demo/prompt-cache.js';
import {
  DEFAULT_CACHE_TTL_MS,
  ScriptError,
  canonicalJson,
  countOutputTokens,
  countRequestTokens,
  countTextTokens,
  lastToolResults,
  listPromptBlocks,
  startFakeMessagesServer,
  type FakeMessagesServer,
  type FakeMessagesServerOptions,
} from '../../src/demo/index.js';

const MODEL = 'claude-fake-model';

const servers: FakeMessagesServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options: FakeMessagesServerOptions): Promise<FakeMessagesServer> {
  const server = await startFakeMessagesServer(options);
  servers.push(server);
  return server;
}

function clientFor(server: FakeMessagesServer, extra: Partial<ConstructorParameters<typeof Anthropic>[0]> = {}): Anthropic {
  return new Anthropic({ baseURL: server.url, apiKey: 'test', maxRetries: 0, logLevel: 'off', ...extra });
}

function params(overrides: Partial<MessageCreateParamsNonStreaming> = {}): MessageCreateParamsNonStreaming {
  return { model: MODEL, max_tokens: 1024, messages: [{ role: 'user', content: 'List the files.' }], ...overrides };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** Parses an SSE body the way the API's wire format is specified: blocks of `event:` and `data:` lines. */
function parseSse(text: string): Array<{ event: string; data: unknown }> {
  return text
    .split('\n\n')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const lines = chunk.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^event: [a-z_]+$/);
      expect(lines[1]).toMatch(/^data: /);
      return { event: (lines[0] as string).slice('event: '.length), data: JSON.parse((lines[1] as string).slice('data: '.length)) };
    });
}

const BASH_TOOL: Tool = {
  name: 'bash',
  description: 'Run a bash command in the workspace.',
  input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
};

describe('token counting', () => {
  it('counts ceil(UTF-8 bytes / 4) of each block’s canonical JSON', () => {
    // {"text":"hi","type":"text"} is 27 bytes
    expect(countRequestTokens({ messages: [{ role: 'user', content: 'hi' }] })).toBe(7);
    expect(canonicalJson({ type: 'text', text: 'hi', extra: undefined })).toBe('{"text":"hi","type":"text"}');
    expect(countTextTokens('héllo')).toBe(2); // 6 bytes
    expect(countTextTokens('✓✓✓✓')).toBe(3); // 12 bytes
  });

  it('treats a string and a single text block alike and ignores cache_control', () => {
    const plain = countRequestTokens({ system: 'You are terse.', messages: [{ role: 'user', content: 'hi' }] });
    const blocks = countRequestTokens({
      system: [{ type: 'text', text: 'You are terse.', cache_control: { type: 'ephemeral', ttl: '1h' } }],
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi', cache_control: { type: 'ephemeral' } }] }],
    });
    expect(blocks).toBe(plain);
  });

  it('sums tools, system and message blocks in cache order', () => {
    const request = {
      tools: [BASH_TOOL],
      system: 'sys',
      messages: [
        { role: 'user', content: 'a' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'bash', input: { command: 'ls' } }] },
      ],
    };
    const blocks = listPromptBlocks(request);
    expect(blocks.map((block) => block.section)).toEqual(['tools', 'system', 'messages', 'messages']);
    expect(blocks.map((block) => block.messageIndex)).toEqual([null, null, 0, 1]);
    expect(blocks[0]?.tokens).toBe(Math.ceil(Buffer.byteLength(canonicalJson(BASH_TOOL)) / 4));
    expect(countRequestTokens(request)).toBe(blocks.reduce((sum, block) => sum + block.tokens, 0));
  });

  it('counts output by generated payload, at least 1', () => {
    expect(countOutputTokens([{ type: 'text', text: 'Hello' }])).toBe(2);
    expect(countOutputTokens([{ type: 'tool_use', id: 'x', name: 'bash', input: { command: 'ls' } }])).toBe(
      Math.ceil(Buffer.byteLength('bash{"command":"ls"}') / 4),
    );
    expect(countOutputTokens([])).toBe(1);
  });
});

describe('streaming through the SDK', () => {
  it('streams text that finalMessage() reassembles, with usage by the counting rule', async () => {
    const text = 'I will look at the repository layout first, then run the tests. ✓';
    const server = await start({ script: [{ content: text }] });
    const request = params();
    const stream = clientFor(server).messages.stream(request);
    const deltas: string[] = [];
    stream.on('text', (delta) => deltas.push(delta));
    const message = await stream.finalMessage();

    expect(message.content).toEqual([{ type: 'text', text, citations: null }]);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(text);
    expect(message.stop_reason).toBe('end_turn');
    expect(message.model).toBe(MODEL);
    expect(message.id).toMatch(/^msg_01[0-9A-Za-z]{22}$/);
    expect(message.usage.input_tokens).toBe(countRequestTokens(request));
    expect(message.usage.output_tokens).toBe(countTextTokens(text));
    expect(message.usage.cache_read_input_tokens).toBe(0);
    expect(message.usage.cache_creation_input_tokens).toBe(0);
  });

  it('streams tool_use input as several input_json_delta chunks', async () => {
    const input = { command: 'git status --short && npm test -- --reporter=dot', timeout_ms: 120000 };
    const server = await start({
      jsonChunkChars: 10,
      script: [
        {
          content: [
            { type: 'text', text: 'Running the tests.' },
            { type: 'tool_use', name: 'bash', input },
          ],
        },
      ],
    });
    const stream = clientFor(server).messages.stream(params({ tools: [BASH_TOOL] }));
    const partials: string[] = [];
    stream.on('inputJson', (partial) => partials.push(partial));
    const message = await stream.finalMessage();

    expect(message.stop_reason).toBe('tool_use');
    const toolUse = message.content[1];
    expect(toolUse?.type).toBe('tool_use');
    if (toolUse?.type !== 'tool_use') throw new Error('unreachable');
    expect(toolUse.name).toBe('bash');
    expect(toolUse.input).toEqual(input);
    expect(toolUse.id).toMatch(/^toolu_01[0-9A-Za-z]{22}$/);
    expect(partials[0]).toBe('');
    expect(partials.length).toBe(1 + Math.ceil(JSON.stringify(input).length / 10));
    expect(partials.every((partial) => partial.length <= 10)).toBe(true);
    expect(partials.join('')).toBe(JSON.stringify(input));
    expect(message.usage.output_tokens).toBe(countOutputTokens(message.content));
  });

  it('streams thinking with its signature', async () => {
    const server = await start({
      script: [
        {
          content: [
            { type: 'thinking', thinking: 'The user wants files listed.', signature: 'sig-1' },
            { type: 'text', text: 'ok' },
          ],
        },
      ],
    });
    const message = await clientFor(server).messages.stream(params()).finalMessage();
    expect(message.content[0]).toEqual({ type: 'thinking', thinking: 'The user wants files listed.', signature: 'sig-1' });
  });

  it('sends the API’s wire format: headers, event order, pings, usage in message_start and message_delta', async () => {
    const server = await start({
      script: [
        {
          content: [
            { type: 'text', text: 'Hi' },
            { type: 'tool_use', name: 'bash', input: { command: 'ls' } },
          ],
        },
      ],
    });
    const body = { ...params(), stream: true };
    const response = await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('request-id')).toMatch(/^req_01/);
    const events = parseSse(await response.text());
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta', // the API's empty partial_json first
      'content_block_delta', // {"command":" (12 characters)
      'content_block_delta', // ls"}
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    for (const event of events) expect((event.data as { type: string }).type).toBe(event.event);
    const start0 = events[0]?.data as { message: { content: unknown[]; stop_reason: unknown; usage: { input_tokens: number } } };
    expect(start0.message.content).toEqual([]);
    expect(start0.message.stop_reason).toBeNull();
    expect(start0.message.usage.input_tokens).toBe(countRequestTokens(body));
    expect(events[5]?.data).toMatchObject({ content_block: { type: 'tool_use', name: 'bash', input: {} } });
    expect(events.slice(6, 9).map((event) => (event.data as { delta: { partial_json: string } }).delta.partial_json)).toEqual(['', '{"command":"', 'ls"}']);
    expect(events[10]?.data).toMatchObject({
      delta: { stop_reason: 'tool_use', stop_sequence: null },
      usage: { output_tokens: countTextTokens('Hi') + countTextTokens('bash{"command":"ls"}') },
    });
  });

  it('interleaves extra pings when asked', async () => {
    const server = await start({ pingEveryEvents: 2, textChunkChars: 1, script: [{ content: 'abcdef' }] });
    const response = await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      body: JSON.stringify({ ...params(), stream: true }),
    });
    const names = parseSse(await response.text()).map((event) => event.event);
    expect(names.filter((name) => name === 'ping').length).toBeGreaterThan(3);
    expect(names.at(-1)).toBe('message_stop');
  });

  it('waits the per-event delay', async () => {
    const server = await start({ script: [{ content: 'abc', eventDelayMs: 25 }] });
    const startedAt = Date.now();
    await clientFor(server).messages.stream(params()).finalMessage();
    // message_start, block start, ping, delta, block stop, message_delta, message_stop
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(7 * 25 - 5);
  });
});

describe('plain JSON responses', () => {
  it('answers create() with the whole message and a request-id', async () => {
    const server = await start({ script: [{ content: [{ type: 'tool_use', name: 'bash', input: { command: 'ls' }, id: 'toolu_fixed' }] }] });
    const request = params({ tools: [BASH_TOOL] });
    const { data, response } = await clientFor(server).messages.create(request).withResponse();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('request-id')).toBe(server.requests[0]?.requestId);
    expect(data.content).toEqual([{ type: 'tool_use', id: 'toolu_fixed', name: 'bash', input: { command: 'ls' }, caller: { type: 'direct' } }]);
    expect(data.stop_reason).toBe('tool_use');
    expect(data.usage.input_tokens).toBe(countRequestTokens(request));
  });

  it('reports scripted stop reasons, refusal details and stop sequences', async () => {
    const server = await start({
      script: [
        { content: 'partial', stop_reason: 'max_tokens' },
        { content: 'no', stop_reason: 'refusal' },
        { content: 'done', stop_reason: 'stop_sequence' },
        { content: 'pausing', stop_reason: 'pause_turn' },
      ],
    });
    const client = clientFor(server);
    expect((await client.messages.create(params())).stop_reason).toBe('max_tokens');
    const refusal = await client.messages.create(params());
    expect(refusal.stop_reason).toBe('refusal');
    expect(refusal.stop_details).toEqual({ type: 'refusal', category: null, explanation: null });
    const stopped = await client.messages.stream(params({ stop_sequences: ['END'] })).finalMessage();
    expect(stopped.stop_reason).toBe('stop_sequence');
    expect(stopped.stop_sequence).toBe('END');
    expect((await client.messages.create(params())).stop_reason).toBe('pause_turn');
  });

  it('caps default output tokens at max_tokens and applies usage overrides', async () => {
    const long = 'x'.repeat(400);
    const server = await start({ script: [{ content: long }, { content: 'hi', usage: { output_tokens: 77, input_tokens: 5 } }] });
    const client = clientFor(server);
    expect((await client.messages.create(params({ max_tokens: 10 }))).usage.output_tokens).toBe(10);
    const overridden = await client.messages.stream(params()).finalMessage();
    expect(overridden.usage.output_tokens).toBe(77);
    expect(overridden.usage.input_tokens).toBe(5);
    expect(server.requests[1]?.usage?.output_tokens).toBe(77);
  });

  it('gives the same ids for the same script on every run', async () => {
    const script = [{ content: [{ type: 'tool_use' as const, name: 'bash', input: { command: 'ls' } }] }];
    const first = await start({ script });
    const second = await start({ script });
    const a = await clientFor(first).messages.create(params());
    const b = await clientFor(second).messages.create(params());
    expect(a.id).toBe(b.id);
    expect(a.content).toEqual(b.content);
  });
});

describe('count_tokens', () => {
  it('answers with the same count the messages endpoint reports as input', async () => {
    const server = await start({ script: [{ content: 'ok' }] });
    const client = clientFor(server);
    const request = params({
      system: [{ type: 'text', text: 'You are Leash’s agent. Follow the policy.' }],
      tools: [BASH_TOOL],
      messages: [
        { role: 'user', content: 'Fix the lint.' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'npm run lint' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '2 problems' }] },
      ],
    });
    const { max_tokens: _unused, ...countParams } = request;
    const counted = await client.messages.countTokens(countParams);
    expect(counted).toEqual({ input_tokens: countRequestTokens(request) });
    const message = await client.messages.create(request);
    expect(message.usage.input_tokens).toBe(counted.input_tokens);
    expect(server.remainingScriptedResponses).toBe(0);
    expect(server.requests[0]?.path).toBe('/v1/messages/count_tokens');
    expect(server.requests[0]?.scriptIndex).toBeNull();
  });
});

describe('prompt cache', () => {
  const bigSystem = `You are a careful coding agent. ${'Follow the repository policy exactly. '.repeat(150)}`;

  function cachedRequest(messages: MessageParam[], model = MODEL): MessageCreateParamsNonStreaming {
    return params({
      model,
      tools: [BASH_TOOL],
      system: [{ type: 'text', text: bigSystem, cache_control: { type: 'ephemeral' } }],
      messages,
    });
  }

  it('writes a prefix on first sight and reads it on the next request', async () => {
    const server = await start({ script: [{ content: 'one' }, { content: 'two' }] });
    const client = clientFor(server);
    const first = cachedRequest([{ role: 'user', content: 'First question' }]);
    const second = cachedRequest([{ role: 'user', content: 'A different second question' }]);
    const blocks = listPromptBlocks(first);
    const prefix = (blocks[0]?.tokens ?? 0) + (blocks[1]?.tokens ?? 0);
    expect(prefix).toBeGreaterThanOrEqual(1024);

    const a = (await client.messages.stream(first).finalMessage()).usage;
    expect(a.cache_creation_input_tokens).toBe(prefix);
    expect(a.cache_read_input_tokens).toBe(0);
    expect(a.input_tokens).toBe(countRequestTokens(first) - prefix);
    expect(a.cache_creation).toEqual({ ephemeral_5m_input_tokens: prefix, ephemeral_1h_input_tokens: 0 });

    const b = (await client.messages.create(second)).usage;
    expect(b.cache_read_input_tokens).toBe(prefix);
    expect(b.cache_creation_input_tokens).toBe(0);
    expect(b.input_tokens).toBe(countRequestTokens(second) - prefix);
  });

  it('does not cache a prefix under the minimum (1024 by default)', async () => {
    const server = await start({ script: [{ content: 'one' }, { content: 'two' }] });
    const client = clientFor(server);
    const request = params({ system: [{ type: 'text', text: 'Short system prompt.', cache_control: { type: 'ephemeral' } }] });
    const a = (await client.messages.create(request)).usage;
    const b = (await client.messages.create(request)).usage;
    for (const usage of [a, b]) {
      expect(usage.cache_creation_input_tokens).toBe(0);
      expect(usage.cache_read_input_tokens).toBe(0);
      expect(usage.input_tokens).toBe(countRequestTokens(request));
    }
  });

  it('follows a breakpoint moved to the last message (20-block lookback) like an agent loop', async () => {
    const server = await start({ minCacheableTokens: 0, script: [{ content: 'one' }, { content: 'two' }] });
    const client = clientFor(server);
    const turn1: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: 'Fix the lint.', cache_control: { type: 'ephemeral' } }] }];
    const turn2: MessageParam[] = [
      { role: 'user', content: [{ type: 'text', text: 'Fix the lint.' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'bash', input: { command: 'npm run lint' } }] },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'ok', cache_control: { type: 'ephemeral' } }],
      },
    ];
    const first = params({ system: 'sys', messages: turn1 });
    const second = params({ system: 'sys', messages: turn2 });
    const a = (await client.messages.create(first)).usage;
    expect(a.cache_creation_input_tokens).toBe(countRequestTokens(first));
    expect(a.input_tokens).toBe(0);
    const b = (await client.messages.create(second)).usage;
    expect(b.cache_read_input_tokens).toBe(countRequestTokens(first));
    expect(b.cache_creation_input_tokens).toBe(countRequestTokens(second) - countRequestTokens(first));
    expect(b.input_tokens).toBe(0);
  });

  it('expires entries after the TTL on the injected clock, and refreshes them on a read', async () => {
    let clock = 1_000_000;
    const server = await start({ now: () => clock, script: Array.from({ length: 4 }, () => ({ content: 'ok' })) });
    const client = clientFor(server);
    const request = cachedRequest([{ role: 'user', content: 'q' }]);
    expect((await client.messages.create(request)).usage.cache_creation_input_tokens).toBeGreaterThan(0);
    clock += DEFAULT_CACHE_TTL_MS - 1;
    expect((await client.messages.create(request)).usage.cache_read_input_tokens).toBeGreaterThan(0);
    clock += DEFAULT_CACHE_TTL_MS - 1; // still alive: the read refreshed it
    expect((await client.messages.create(request)).usage.cache_read_input_tokens).toBeGreaterThan(0);
    clock += DEFAULT_CACHE_TTL_MS;
    const expired = (await client.messages.create(request)).usage;
    expect(expired.cache_read_input_tokens).toBe(0);
    expect(expired.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(server.requests.map((request) => request.receivedAt)).toEqual([
      1_000_000,
      1_000_000 + DEFAULT_CACHE_TTL_MS - 1,
      1_000_000 + 2 * (DEFAULT_CACHE_TTL_MS - 1),
      1_000_000 + 3 * DEFAULT_CACHE_TTL_MS - 2,
    ]);
  });

  it('splits writes by breakpoint lifetime and keeps 1h entries past 5 minutes', async () => {
    let clock = 0;
    const server = await start({ minCacheableTokens: 0, now: () => clock, script: [{ content: 'a' }, { content: 'b' }] });
    const client = clientFor(server);
    const request = params({
      system: [
        { type: 'text', text: 'long-lived rules', cache_control: { type: 'ephemeral', ttl: '1h' } },
        { type: 'text', text: 'short-lived context', cache_control: { type: 'ephemeral' } },
      ],
    });
    const blocks = listPromptBlocks(request);
    const a = (await client.messages.create(request)).usage;
    expect(a.cache_creation).toEqual({
      ephemeral_1h_input_tokens: blocks[0]?.tokens,
      ephemeral_5m_input_tokens: blocks[1]?.tokens,
    });
    clock += 10 * 60 * 1000;
    const b = (await client.messages.create(request)).usage;
    expect(b.cache_read_input_tokens).toBe(blocks[0]?.tokens);
    expect(b.cache_creation_input_tokens).toBe(blocks[1]?.tokens);
  });

  it('keys the cache by model and by everything before the breakpoint', async () => {
    const server = await start({ script: Array.from({ length: 3 }, () => ({ content: 'ok' })) });
    const client = clientFor(server);
    const request = cachedRequest([{ role: 'user', content: 'q' }]);
    await client.messages.create(request);
    const otherModel = (await client.messages.create({ ...request, model: 'claude-other-model' })).usage;
    expect(otherModel.cache_read_input_tokens).toBe(0);
    const otherTools = (await client.messages.create({ ...request, tools: [{ ...BASH_TOOL, description: 'changed' }] })).usage;
    expect(otherTools.cache_read_input_tokens).toBe(0);
    expect(otherTools.cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it('honours a top-level cache_control on the last block', async () => {
    const server = await start({ minCacheableTokens: 0, script: [{ content: 'a' }, { content: 'b' }] });
    const client = clientFor(server);
    const request = { ...params({ system: 'sys' }), cache_control: { type: 'ephemeral' as const } };
    expect((await client.messages.create(request)).usage.cache_creation_input_tokens).toBe(countRequestTokens(request));
    expect((await client.messages.create(request)).usage.cache_read_input_tokens).toBe(countRequestTokens(request));
  });

  it('always splits a request exactly into read + written + uncached', () => {
    const block = fc.record({
      text: fc.string({ minLength: 1, maxLength: 300 }),
      mark: fc.constantFrom(undefined, '5m' as const, '1h' as const),
    });
    const turn = fc.record({
      blocks: fc.array(block, { minLength: 1, maxLength: 4 }),
      model: fc.constantFrom('m1', 'm2'),
      advanceMs: fc.integer({ min: 0, max: 2 * DEFAULT_CACHE_TTL_MS }),
      keep: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(turn, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 200 }), (turns, minTokens) => {
        let clock = 0;
        const cache = createPromptCache({ minCacheableTokens: minTokens, now: () => clock });
        let history: Array<{ role: 'user'; content: Array<Record<string, unknown>> }> = [];
        for (const { blocks, model, advanceMs, keep } of turns) {
          clock += advanceMs;
          history = history.slice(0, keep).map((message) => ({
            role: 'user',
            content: message.content.map(({ cache_control: _marker, ...rest }) => rest),
          }));
          history.push({
            role: 'user',
            content: blocks.map(({ text, mark }) => (mark ? { type: 'text', text, cache_control: { type: 'ephemeral', ttl: mark } } : { type: 'text', text })),
          });
          const request = { system: 'sys', messages: history };
          const prompt = listPromptBlocks(request);
          const usage = cache.account(model, prompt, findBreakpoints(prompt, false));
          expect(usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens).toBe(countRequestTokens(request));
          expect(usage.input_tokens).toBeGreaterThanOrEqual(0);
          expect(usage.cache_creation.ephemeral_5m_input_tokens + usage.cache_creation.ephemeral_1h_input_tokens).toBe(usage.cache_creation_input_tokens);
          if (usage.cache_read_input_tokens > 0) expect(usage.cache_read_input_tokens).toBeGreaterThanOrEqual(minTokens);
          if (usage.cache_creation_input_tokens > 0) {
            expect(usage.cache_read_input_tokens + usage.cache_creation_input_tokens).toBeGreaterThanOrEqual(minTokens);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses more than 4 breakpoints with a 400', async () => {
    const server = await start({ script: [{ content: 'never' }] });
    const marked = { type: 'text' as const, text: 'x', cache_control: { type: 'ephemeral' as const } };
    const error = await rejectionOf(
      clientFor(server).messages.create(params({ system: [marked, marked, marked], messages: [{ role: 'user', content: [marked, marked] }] })),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).type).toBe('invalid_request_error');
    expect((error as BadRequestError).apiMessage).toMatch(/maximum of 4 blocks with cache_control/);
    expect(server.remainingScriptedResponses).toBe(1);
  });
});

describe('faults', () => {
  it('429 carries rate_limit_error and retry-after', async () => {
    const server = await start({ script: [{ fault: { kind: 'http_error', status: 429, retryAfterSeconds: 7 } }] });
    const error = await rejectionOf(clientFor(server).messages.create(params()));
    expect(error).toBeInstanceOf(RateLimitError);
    const rateLimit = error as RateLimitError;
    expect(rateLimit.status).toBe(429);
    expect(rateLimit.headers.get('retry-after')).toBe('7');
    expect(rateLimit.type).toBe('rate_limit_error');
    expect(rateLimit.requestID).toBe(server.requests[0]?.requestId);
    expect(rateLimit.error).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('maps 500, 503, 504 and 529 to the SDK’s error classes and the API’s error types', async () => {
    const server = await start({
      script: [
        { fault: { kind: 'http_error', status: 500 } },
        { fault: { kind: 'http_error', status: 503 } },
        { fault: { kind: 'http_error', status: 504 } },
        { fault: { kind: 'http_error', status: 529 } },
      ],
    });
    const client = clientFor(server);
    const errors = [];
    for (let i = 0; i < 4; i += 1) errors.push(await rejectionOf(client.messages.create(params())));
    expect(errors[0]).toBeInstanceOf(InternalServerError);
    expect((errors[0] as APIError).type).toBe('api_error');
    expect(errors[1]).toBeInstanceOf(ServiceUnavailableError);
    expect(errors[2]).toBeInstanceOf(GatewayTimeoutError);
    expect((errors[2] as APIError).type).toBe('timeout_error');
    expect(errors[3]).toBeInstanceOf(OverloadedError);
    expect((errors[3] as APIError).status).toBe(529);
    expect((errors[3] as APIError).type).toBe('overloaded_error');
  });

  it('a one-shot fault lets the SDK’s retry succeed', async () => {
    const server = await start({
      script: [{ content: 'after retry', fault: { kind: 'http_error', status: 529, headers: { 'retry-after-ms': '10' }, times: 1 } }],
    });
    const message = await clientFor(server, { maxRetries: 2 }).messages.stream(params()).finalMessage();
    expect(message.content).toEqual([{ type: 'text', text: 'after retry', citations: null }]);
    expect(server.requests.map((request) => [request.status, request.fault, request.scriptIndex])).toEqual([
      [529, 'http_error', 0],
      [200, null, 0],
    ]);
    expect(server.requests[1]?.headers['x-stainless-retry-count']).toBe('1');
    expect(server.remainingScriptedResponses).toBe(0);
  });

  it('a fault without times consumes its entry', async () => {
    const server = await start({ script: [{ fault: { kind: 'http_error', status: 500 } }, { content: 'next' }] });
    const client = clientFor(server);
    await expect(client.messages.create(params())).rejects.toBeInstanceOf(InternalServerError);
    expect((await client.messages.create(params())).content).toEqual([{ type: 'text', text: 'next', citations: null }]);
  });

  it('resets the connection before any response', async () => {
    const server = await start({ script: [{ content: 'never', fault: { kind: 'reset_before_response' } }] });
    const error = await rejectionOf(clientFor(server).messages.stream(params()).finalMessage());
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect(server.requests[0]?.status).toBeNull();
    expect(server.requests[0]?.fault).toBe('reset_before_response');
  });

  it('resets the connection in the middle of a stream after N events', async () => {
    const server = await start({ textChunkChars: 4, script: [{ content: 'a fairly long answer', fault: { kind: 'reset_mid_stream', afterEvents: 3 } }] });
    const stream = clientFor(server).messages.stream(params());
    const seen: string[] = [];
    stream.on('streamEvent', (event) => seen.push(event.type));
    const error = await rejectionOf(stream.finalMessage());
    expect(seen).toEqual(['message_start', 'content_block_start', 'content_block_delta']);
    expect(error).toBeInstanceOf(AnthropicError);
    expect(error).not.toBeInstanceOf(APIError);
    expect(server.requests[0]?.status).toBe(200);
    expect(server.requests[0]?.fault).toBe('reset_mid_stream');
  });

  it('cuts a JSON answer short, or sends it malformed', async () => {
    const server = await start({
      script: [
        { content: 'answer', fault: { kind: 'reset_mid_stream', afterEvents: 0 } },
        { content: 'answer', fault: { kind: 'malformed_event', afterEvents: 0 } },
      ],
    });
    const client = clientFor(server);
    // On a JSON request the SDK lets the fetch error and the parse error through unwrapped.
    const reset = await rejectionOf(client.messages.create(params()));
    expect(reset).toBeInstanceOf(TypeError);
    expect(reset).not.toBeInstanceOf(APIError);
    expect(await rejectionOf(client.messages.create(params()))).toBeInstanceOf(SyntaxError);
    expect(server.requests.map((request) => request.status)).toEqual([200, 200]);
  });

  it('sends a malformed event that the SDK fails to parse', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'malformed_event', afterEvents: 2 } }] });
    const stream = clientFor(server).messages.stream(params());
    const seen: string[] = [];
    stream.on('streamEvent', (event) => seen.push(event.type));
    const error = await rejectionOf(stream.finalMessage());
    expect(seen).toEqual(['message_start', 'content_block_start']);
    expect(error).toBeInstanceOf(AnthropicError);
    expect((error as Error & { cause?: unknown }).cause).toBeInstanceOf(SyntaxError);
  });

  it('sends an error event mid-stream', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'error_event', afterEvents: 2 } }] });
    const stream = clientFor(server).messages.stream(params());
    const error = await rejectionOf(stream.finalMessage());
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBeUndefined();
    expect((error as APIError).type).toBe('overloaded_error');
    expect((error as APIError).message).toMatch(/Overloaded/);
  });

  it('answers an error_event fault on a JSON request with the error’s HTTP status', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'error_event', afterEvents: 0, errorType: 'api_error' } }] });
    const error = await rejectionOf(clientFor(server).messages.create(params()));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).status).toBe(500);
  });

  it('stalls mid-stream until the client aborts', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'stall', afterEvents: 2 } }] });
    const controller = new AbortController();
    const stream = clientFor(server).messages.stream(params(), { signal: controller.signal });
    const seen: string[] = [];
    stream.on('streamEvent', (event) => {
      seen.push(event.type);
      if (seen.length === 2) setTimeout(() => controller.abort(), 100);
    });
    const error = await rejectionOf(stream.finalMessage());
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(seen).toEqual(['message_start', 'content_block_start']);
  });

  it('stalls before headers until the SDK times out', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'stall_before_headers' } }] });
    const startedAt = Date.now();
    const error = await rejectionOf(clientFor(server, { timeout: 300 }).messages.stream(params()).finalMessage());
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
  });

  it('stalls a JSON answer after its headers until the client aborts', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'stall', afterEvents: 0 } }] });
    const controller = new AbortController();
    const pending = rejectionOf(clientFor(server).messages.create(params(), { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.requests[0]?.status).toBe(200); // headers went out, the body never comes
    controller.abort();
    // The SDK surfaces an abort while reading a JSON body as the fetch AbortError itself.
    expect((await pending) as Error).toMatchObject({ name: 'AbortError' });
  });

  it('ends a stall after closeAfterMs by closing the connection', async () => {
    const server = await start({ script: [{ content: 'answer', fault: { kind: 'stall', afterEvents: 1, closeAfterMs: 100 } }] });
    const error = await rejectionOf(clientFor(server).messages.stream(params()).finalMessage());
    expect(error).toBeInstanceOf(AnthropicError);
    expect(error).not.toBeInstanceOf(APIUserAbortError);
  });

  it('close() ends stalled streams and returns promptly', async () => {
    const server = await startFakeMessagesServer({ script: [{ content: 'answer', fault: { kind: 'stall', afterEvents: 1 } }] });
    const stream = clientFor(server).messages.stream(params());
    const outcome = stream.finalMessage().then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await new Promise<void>((resolve) => stream.on('connect', () => resolve()));
    const startedAt = Date.now();
    await server.close();
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await outcome).toBeInstanceOf(AnthropicError);
    await server.close(); // idempotent
  });
});

describe('script', () => {
  it('answers a clear 500 when exhausted, without inviting retries', async () => {
    const server = await start({ script: [{ content: 'only one' }] });
    const client = clientFor(server, { maxRetries: 3 });
    await client.messages.create(params());
    const error = await rejectionOf(client.messages.create(params()));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).apiMessage).toMatch(/script is exhausted \(1 scripted response\(s\) served/);
    expect(server.requests).toHaveLength(2);
  });

  it('runs a function script that reacts to tool results', async () => {
    const seenIndexes: number[] = [];
    const server = await start({
      script: (request, index) => {
        seenIndexes.push(index);
        if (index === 0) return { content: [{ type: 'tool_use', name: 'bash', input: { command: 'cat VERSION' } }] };
        const results = lastToolResults(request.body);
        if (index === 1) return { content: `The version is ${results[0]?.content ?? '?'}.` };
        return undefined;
      },
    });
    const client = clientFor(server);
    const messages: MessageParam[] = [{ role: 'user', content: 'Which version?' }];
    const first = await client.messages.stream(params({ messages })).finalMessage();
    const toolUse = first.content[0];
    if (toolUse?.type !== 'tool_use') throw new Error('expected a tool_use block');
    messages.push({ role: 'assistant', content: first.content });
    messages.push({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: toolUse.id, content: [{ type: 'text', text: '1.4.2' }] }],
    });
    const second = await client.messages.stream(params({ messages })).finalMessage();
    expect(second.content).toEqual([{ type: 'text', text: 'The version is 1.4.2.', citations: null }]);
    await expect(client.messages.create(params({ messages }))).rejects.toThrow(/script is exhausted/);
    expect(seenIndexes).toEqual([0, 1, 2]);
    expect(server.remainingScriptedResponses).toBeNull();
  });

  it('turns a malformed scripted response from a function into a 500 naming it', async () => {
    const server = await start({ script: () => ({ content: [{ type: 'tool_use', name: '', input: {} }] }) });
    const error = await rejectionOf(clientFor(server).messages.create(params()));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).apiMessage).toMatch(/script\[0\]\.content\[0\]: a tool_use block needs a non-empty string "name"/);
  });

  it('refuses a malformed script list at start', async () => {
    await expect(startFakeMessagesServer({ script: [{ content: 'ok' }, { stop_reason: 'finished' as never }] })).rejects.toThrow(ScriptError);
    await expect(startFakeMessagesServer({ script: [{ fault: { kind: 'reset_mid_stream' } as never }] })).rejects.toThrow(/script\[0\]\.fault\.afterEvents/);
  });
});

describe('requests and validation', () => {
  it('records method, path, headers, parsed body, byte size and time', async () => {
    const server = await start({ now: () => 42, script: [{ content: 'ok' }] });
    const request = params({ system: 'Be brief.' });
    await clientFor(server).messages.stream(request).finalMessage();
    const [recorded] = server.requests;
    expect(recorded?.method).toBe('POST');
    expect(recorded?.path).toBe('/v1/messages');
    // SDK 1.14 sends the API key as a bearer token; the server accepts that or x-api-key.
    expect(recorded?.headers['authorization']).toBe('Bearer test');
    expect(recorded?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(recorded?.headers['content-type']).toBe('application/json');
    expect(recorded?.body).toEqual({ ...request, stream: true });
    expect(recorded?.stream).toBe(true);
    expect(recorded?.byteSize).toBe(Buffer.byteLength(recorded?.rawBody ?? ''));
    expect(recorded?.byteSize).toBeGreaterThan(50);
    expect(recorded?.receivedAt).toBe(42);
    expect(recorded?.status).toBe(200);
    expect(recorded?.scriptIndex).toBe(0);
    expect(recorded?.usage).toEqual({
      input_tokens: countRequestTokens(request),
      output_tokens: countTextTokens('ok'),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    });
  });

  it('answers invalid requests with a 400 invalid_request_error and keeps the script', async () => {
    const server = await start({ script: [{ content: 'ok' }] });
    const post = (body: string): Promise<Response> =>
      fetch(`${server.url}/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const cases: Array<[unknown, string]> = [
      [{ max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }, 'model: Field required'],
      [{ model: MODEL, messages: [{ role: 'user', content: 'x' }] }, 'max_tokens: Field required'],
      [{ model: MODEL, max_tokens: 10 }, 'messages: Field required'],
      [{ model: MODEL, max_tokens: 10, messages: [] }, 'messages: at least one message is required'],
      [{ model: MODEL, max_tokens: 10, messages: [{ role: 'robot', content: 'x' }] }, "messages.0.role: Input should be 'user' or 'assistant'"],
    ];
    for (const [body, message] of cases) {
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/json');
      const json = (await response.json()) as { type: string; error: { type: string; message: string }; request_id: string };
      expect(json).toEqual({ type: 'error', error: { type: 'invalid_request_error', message }, request_id: response.headers.get('request-id') });
    }
    const notJson = await post('{"model":');
    expect(notJson.status).toBe(400);
    expect(server.remainingScriptedResponses).toBe(1);
    const error = await rejectionOf(clientFor(server).messages.create({ model: MODEL, messages: [{ role: 'user', content: 'x' }] } as never));
    expect(error).toBeInstanceOf(BadRequestError);
  });

  it('answers unknown routes with 404 not_found_error', async () => {
    const server = await start({ script: [] });
    const error = await rejectionOf(clientFor(server).models.list());
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as APIError).type).toBe('not_found_error');
  });

  it('checks x-api-key when configured', async () => {
    const server = await start({ apiKey: 'sk-right', script: [{ content: 'ok' }] });
    const error = await rejectionOf(clientFor(server, { apiKey: 'sk-wrong' }).messages.create(params()));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as APIError).type).toBe('authentication_error');
    const message = await clientFor(server, { apiKey: 'sk-right' }).messages.create(params());
    expect(message.content).toHaveLength(1);
  });

  it('refuses bodies over the size limit with 413 request_too_large', async () => {
    const server = await start({ maxBodyBytes: 1000, script: [{ content: 'ok' }] });
    const error = await rejectionOf(clientFor(server).messages.create(params({ system: 'x'.repeat(2000) })));
    expect((error as APIError).status).toBe(413);
    expect((error as APIError).type).toBe('request_too_large');
  });
});
