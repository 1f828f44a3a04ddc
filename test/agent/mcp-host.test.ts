// The MCP tool host through the ToolHost interface the loop uses, against the 40-tool HTTP
// fixture: loading by exact name, restoring loads from a session's events, what is left out.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeashEvent } from '../../src/agent/events.js';
import { connectMcpServer, createMcpToolHost, loadsOf, type McpServerConfig, type McpServerHandle, type McpToolHost } from '../../src/agent/mcp/index.js';
import { createRedactor } from '../../src/agent/redact.js';
import type { ToolHost } from '../../src/agent/tool-host.js';
import { startHttpMcpServer, type HttpMcpServer } from '../fixtures/mcp/http-server.js';

/** A local host with one tool, standing in for the built-in tools. */
function localHost(): ToolHost & { restored: number } {
  const note: Tool = { name: 'note', description: 'A local tool.', input_schema: { type: 'object', properties: {} } };
  return {
    restored: 0,
    definitions: () => [note],
    validate: (name) => (name === 'note' ? null : `There is no tool named "${name}".`),
    run: async () => ({ content: 'noted', isError: false, partial: false, exitCode: null }),
    mcpServers: () => [],
    restore() {
      this.restored += 1;
    },
  };
}

const httpConfig = (url: string, extra: Partial<McpServerConfig> = {}): McpServerConfig =>
  ({
    name: 'tracker',
    type: 'http',
    url,
    headers: {},
    startupTimeoutMs: 5_000,
    toolTimeoutMs: 5_000,
    defer: 'auto',
    source: 'test:1',
    ...extra,
  }) as McpServerConfig;

let tracker: HttpMcpServer;
let host: McpToolHost;
let local: ReturnType<typeof localHost>;

beforeEach(async () => {
  tracker = await startHttpMcpServer();
  const handle = await connectMcpServer(httpConfig(tracker.url), { env: {}, workspace: process.cwd(), redactor: createRedactor({}), clientVersion: 'test' });
  local = localHost();
  host = createMcpToolHost({ local, servers: [handle] });
});

afterEach(async () => {
  await host.close();
  await tracker.close();
});

const names = () => host.definitions().map((d) => d.name);
const signal = new AbortController().signal;

describe('the MCP tool host', () => {
  it('offers the local tools and tool_search, and reports the server as deferred', () => {
    expect(names()).toEqual(['note', 'tool_search']);
    expect(host.mcpServers()).toEqual([{ name: 'tracker', status: 'deferred' }]);
  });

  it('loads a deferred tool called by its exact name in validate, so it is listed from the next request, and runs it', async () => {
    expect(host.validate('mcp__tracker__merge_pull_request', { number: 3 })).toBeNull();
    expect(names()).toEqual(['note', 'tool_search', 'mcp__tracker__merge_pull_request']);
    const outcome = await host.run('mcp__tracker__merge_pull_request', { number: 3 }, { signal, toolUseId: 't1' });
    expect(outcome).toEqual({ content: 'merge_pull_request ran with {"number":3}', isError: false, partial: false, exitCode: null });
    expect(host.loadedTools()).toEqual(['mcp__tracker__merge_pull_request']);
  });

  it('loads a deferred tool even when the input is wrong, and says its schema comes next turn', () => {
    expect(host.validate('mcp__tracker__get_issue', { number: 'seven' })).toBe(
      'Invalid input for mcp__tracker__get_issue: /number must be integer. The call was not run. Its input schema is in your tool list from your next turn.',
    );
    expect(host.loadedTools()).toEqual(['mcp__tracker__get_issue']);
    expect(host.validate('mcp__tracker__get_issue', { number: 'seven' })).toBe(
      'Invalid input for mcp__tracker__get_issue: /number must be integer. The call was not run.',
    );
  });

  it('passes local names to the local host and says what exists for unknown names', async () => {
    expect(host.validate('note', {})).toBeNull();
    expect((await host.run('note', {}, { signal, toolUseId: 't2' })).content).toBe('noted');
    expect(host.validate('mcp__tracker__nothing', {})).toBe(
      'There is no tool named "mcp__tracker__nothing". Available tools: note, tool_search. More tools are listed in the tool_search description.',
    );
  });

  it('checks tool_search input and runs a search that loads the top 5', async () => {
    expect(host.validate('tool_search', { query: ' ' })).toBe('Invalid input for tool_search: give only query, a non-empty string. The call was not run.');
    expect(host.validate('tool_search', { query: 'x', limit: 3 })).toBe(
      'Invalid input for tool_search: give only query, a non-empty string (not limit). The call was not run.',
    );
    const outcome = await host.run('tool_search', { query: 'branch' }, { signal, toolUseId: 't3' });
    expect(outcome.content.split('\n')[0]).toBe('Loaded 5 tools for "branch"; call them from your next turn:');
    expect(host.loadedTools()).toEqual([
      'mcp__tracker__create_branch',
      'mcp__tracker__delete_branch',
      'mcp__tracker__list_branches',
      'mcp__tracker__create_pull_request',
      'mcp__tracker__list_commits',
    ]);
  });

  it('restores loads from session events in the order they happened, subagents included, skipping failed searches and unknown names', () => {
    const base = { uuid: 'u', session_id: 's', timestamp: '2026-01-01T00:00:00Z' };
    const assistant = (blocks: unknown[], parent: string | null = null) => ({
      type: 'assistant',
      ...base,
      parent_tool_use_id: parent,
      turn: 1,
      cost_usd: 0,
      message: { content: blocks },
    });
    const user = (results: unknown[], parent: string | null = null) => ({
      type: 'user',
      ...base,
      parent_tool_use_id: parent,
      message: { role: 'user', content: results },
    });
    const use = (id: string, name: string) => ({ type: 'tool_use', id, name, input: {} });
    const result = (id: string, content: unknown, isError = false) => ({
      type: 'tool_result',
      tool_use_id: id,
      content,
      ...(isError ? { is_error: true } : {}),
    });
    const events = [
      { type: 'system', subtype: 'init', ...base },
      assistant([use('a', 'mcp__tracker__list_tags'), use('b', 'tool_search')]),
      user([
        result('a', 'ok'),
        result('b', 'Loaded 2 tools for "x"; call them from your next turn:\n- mcp__tracker__get_user: Get a user.\n- mcp__tracker__gone: no longer there'),
      ]),
      assistant([use('c', 'tool_search'), use('d', 'note')]),
      user([result('c', 'Loaded 1 tool for "y"; call them from your next turn:\n- mcp__tracker__fork_repository', true), result('d', 'noted')]),
      assistant([use('e', 'tool_search')], 'task1'),
      user([result('e', [{ type: 'text', text: 'Loaded 1 tool for "z"; call them from your next turn:\n- mcp__tracker__star_repository' }])], 'task1'),
      assistant([use('f', 'mcp__tracker__list_tags'), use('g', 'mcp__tracker__get_rate_limit')]),
    ] as unknown as LeashEvent[];
    host.restore!(events);
    expect(host.loadedTools()).toEqual(['mcp__tracker__list_tags', 'mcp__tracker__get_user', 'mcp__tracker__star_repository', 'mcp__tracker__get_rate_limit']);
    expect(names().slice(2)).toEqual(host.loadedTools());
    expect(local.restored).toBe(1);
    expect(loadsOf(events, () => false)).toEqual([]);
  });
});

describe('closing an http server', () => {
  it('ends a stateful server session when the host closes', async () => {
    const stateful = await startHttpMcpServer({ stateful: true });
    try {
      const handle = await connectMcpServer(httpConfig(stateful.url), {
        env: {},
        workspace: process.cwd(),
        redactor: createRedactor({}),
        clientVersion: 'test',
      });
      expect(handle.status).toBe('connected');
      const session = stateful.headers.map((h) => h['mcp-session-id']).find((id) => typeof id === 'string');
      expect(session).toBeDefined();
      await createMcpToolHost({ local: localHost(), servers: [handle] }).close();
      expect(stateful.ended).toEqual([session]);
    } finally {
      await stateful.close();
    }
  });
});

describe('tools a server lists that cannot be offered', () => {
  it('leaves out names the model cannot call and duplicates, and says so', async () => {
    const handle: McpServerHandle = {
      config: httpConfig('http://127.0.0.1:1/', { name: 'odd' }),
      status: 'connected',
      error: null,
      tools: [
        { name: 'has.dot', description: '', inputSchema: { type: 'object' } },
        {
          name: 'ok',
          description: 'first',
          inputSchema: { type: 'object', $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { x: { type: 'string' } } },
        },
        { name: 'ok', description: 'second', inputSchema: { type: 'object' } },
        { name: 'x'.repeat(130), description: '', inputSchema: { type: 'object' } },
      ],
      pid: null,
      callTool: async () => ({ kind: 'error', message: 'unused' }),
      stderr: () => '',
      close: async () => undefined,
    };
    const odd = createMcpToolHost({ local: localHost(), servers: [handle] });
    expect(odd.definitions()).toEqual([
      expect.objectContaining({ name: 'note' }),
      { name: 'mcp__odd__ok', description: 'first', input_schema: { type: 'object', properties: { x: { type: 'string' } } } },
    ]);
    expect(odd.warnings()).toEqual([
      'MCP server "odd": tool "has.dot" is left out: mcp__odd__has.dot is not a name the model can call (letters, digits, _ and -, at most 128)',
      'MCP server "odd": tool "ok" is listed twice; the first is kept',
      `MCP server "odd": tool "${'x'.repeat(130)}" is left out: mcp__odd__${'x'.repeat(130)} is not a name the model can call (letters, digits, _ and -, at most 128)`,
    ]);
  });
});
