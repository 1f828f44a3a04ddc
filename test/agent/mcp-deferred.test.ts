// Deferred MCP tools end to end: a 40-tool server over Streamable HTTP on 127.0.0.1 is offered
// only through tool_search and its catalog; a search or a call by exact name loads tools for the
// next request, and a resumed session starts with what it had loaded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InitEvent } from '../../src/agent/events.js';
import { cleanUpMcpRuns, leashRun, newWorkspace, resultsIn, stdioServerEntry, toolNames, toolOf } from '../fixtures/mcp/harness.js';
import { startHttpMcpServer, TRACKER_TOOLS, type HttpMcpServer } from '../fixtures/mcp/http-server.js';

let tracker: HttpMcpServer;

beforeEach(async () => {
  tracker = await startHttpMcpServer();
});

afterEach(async () => {
  await cleanUpMcpRuns();
  await tracker.close();
});

const POLICY = `version: 1
default: deny
tools:
  mcp.tracker:
    allow: ["*"]
    deny: ["delete_branch"]
  mcp.local: { allow: ["echo"] }
`;

function config(extraTracker: string[] = [], top: string[] = []): string {
  return [
    'version: 1',
    ...top,
    'servers:',
    stdioServerEntry('local'),
    '  - name: tracker',
    '    type: http',
    `    url: ${tracker.url}`,
    '    headers:',
    '      Authorization: "Bearer ${TRACKER_TOKEN}"',
    ...extraTracker.map((line) => `    ${line}`),
  ].join('\n');
}

const TOKEN = 'trk_0123456789abcdefghij';
const env = { TRACKER_TOKEN: TOKEN };
const call = (name: string, input: Record<string, unknown> = {}) => ({ type: 'tool_use' as const, name, input });
const trackerNames = (names: string[]) => names.filter((name) => name.startsWith('mcp__tracker__'));

describe('deferred MCP tools', () => {
  it('offers a server with more tools than the threshold only through tool_search, whose description is the name-only catalog', async () => {
    const run = await leashRun({ policy: POLICY, mcp: config(), env, script: [{ content: 'Nothing to do.' }] });
    expect(run.code, run.stderr).toBe(0);
    expect(run.init.mcp_servers).toEqual([
      { name: 'local', status: 'connected' },
      { name: 'tracker', status: 'deferred' },
    ]);
    const first = run.requests[0];
    expect(trackerNames(toolNames(first))).toEqual([]);
    // The 3-tool server is under the threshold: offered directly.
    expect(toolNames(first)).toEqual(expect.arrayContaining(['mcp__local__echo', 'mcp__local__add', 'mcp__local__media', 'tool_search']));
    const search = toolOf(first, 'tool_search')!;
    expect(search.input_schema).toEqual({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false });
    const description = String(search.description);
    expect(description.split('\n').slice(1)).toEqual(['Deferred tools (server: names):', `tracker: ${TRACKER_TOOLS.map(([name]) => name).join(', ')}`]);
    // Names only: no tool's description is in the catalog.
    expect(description).not.toContain('newest first');
    // The header reached the server with the variable's value.
    expect(tracker.headers.some((h) => h.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('loads the top 5 of a search for the next request, lists them in the result, and runs one of them', async () => {
    const run = await leashRun({
      policy: POLICY,
      mcp: config(),
      env,
      script: [{ content: [call('tool_search', { query: 'issue' })] }, { content: [call('mcp__tracker__get_issue', { number: 7 })] }, { content: 'Done.' }],
    });
    expect(run.code, run.stderr).toBe(0);
    const loaded = [
      'mcp__tracker__get_issue',
      'mcp__tracker__create_issue',
      'mcp__tracker__update_issue',
      'mcp__tracker__list_issue_comments',
      'mcp__tracker__add_issue_comment',
    ];
    expect(trackerNames(toolNames(run.requests[0]))).toEqual([]);
    expect(trackerNames(toolNames(run.requests[1]))).toEqual(loaded);
    expect(toolOf(run.requests[1], 'mcp__tracker__get_issue')).toMatchObject({ description: 'Get one issue by its number.', input_schema: { type: 'object' } });
    expect(resultsIn(run.requests[1])[0]!.content).toBe(
      [
        'Loaded 5 tools for "issue"; call them from your next turn:',
        '- mcp__tracker__get_issue: Get one issue by its number.',
        '- mcp__tracker__create_issue: Open a new issue with a title and body.',
        "- mcp__tracker__update_issue: Change an issue's title, body, labels or state.",
        '- mcp__tracker__list_issue_comments: List the comments on an issue.',
        '- mcp__tracker__add_issue_comment: Comment on an issue or pull request.',
      ].join('\n'),
    );
    expect(resultsIn(run.requests[2])[0]!.content).toBe('get_issue ran with {"number":7}');
    expect(tracker.calls).toEqual([{ name: 'get_issue', args: { number: 7 } }]);
    // The list stays as it was once loaded.
    expect(trackerNames(toolNames(run.requests[2]))).toEqual(loaded);
  });

  it('puts an exact name first, ahead of tools that score the same by words', async () => {
    const run = await leashRun({ policy: POLICY, mcp: config(), env, script: [{ content: [call('tool_search', { query: 'search' })] }, { content: 'Done.' }] });
    // Four tools have "search" in their names, and the one named so is listed last by the server.
    expect(trackerNames(toolNames(run.requests[1]))).toEqual([
      'mcp__tracker__search',
      'mcp__tracker__search_issues',
      'mcp__tracker__search_code',
      'mcp__tracker__search_repositories',
    ]);
    expect(resultsIn(run.requests[1])[0]!.content).toMatch(
      /^Loaded 4 tools for "search"; call them from your next turn:\n- mcp__tracker__search: Search everything: issues, code, users\.\n/,
    );
  });

  it('loads and runs a deferred tool called by its exact name, after the policy gate; a denied one is loaded but not run', async () => {
    const run = await leashRun({
      policy: POLICY,
      mcp: config(),
      env,
      script: [
        { content: [call('mcp__tracker__merge_pull_request', { number: 3 }), call('mcp__tracker__delete_branch', { query: 'old' })] },
        { content: 'Done.' },
      ],
    });
    const [merge, del] = resultsIn(run.requests[1]);
    expect(merge!.content).toBe('merge_pull_request ran with {"number":3}');
    expect(del!.content).toBe(
      [
        'Denied by the policy: this mcp__tracker__delete_branch call was not run.',
        '- mcp `delete_branch`: denied by rule "delete_branch" (.github/leash.yml:6)',
        'Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why.',
      ].join('\n'),
    );
    expect(tracker.calls.map((c) => c.name)).toEqual(['merge_pull_request']);
    expect(trackerNames(toolNames(run.requests[1]))).toEqual(['mcp__tracker__merge_pull_request', 'mcp__tracker__delete_branch']);
    expect(run.result.permission_denials.map((d) => d.tool_name)).toEqual(['mcp__tracker__delete_branch']);
  });

  it('says when nothing matches, and loads nothing', async () => {
    const run = await leashRun({ policy: POLICY, mcp: config(), env, script: [{ content: [call('tool_search', { query: 'zebra' })] }, { content: 'Done.' }] });
    expect(resultsIn(run.requests[1])[0]!.content).toBe(
      'No deferred tool matches "zebra". Try other words, or a name from the catalog in the tool_search description.',
    );
    expect(trackerNames(toolNames(run.requests[1]))).toEqual([]);
  });

  it('follows defer and defer_threshold: never offers all 40 directly, always defers even 3, a higher threshold keeps 40 direct', async () => {
    const never = await leashRun({ policy: POLICY, mcp: config(['defer: never']), env, script: [{ content: 'ok' }] });
    expect(trackerNames(toolNames(never.requests[0]))).toHaveLength(40);
    expect(toolNames(never.requests[0])).not.toContain('tool_search');

    const raised = await leashRun({ policy: POLICY, mcp: config([], ['defer_threshold: 40']), env, script: [{ content: 'ok' }] });
    expect(trackerNames(toolNames(raised.requests[0]))).toHaveLength(40);
    expect(raised.init.mcp_servers.map((s) => s.status)).toEqual(['connected', 'connected']);

    const always = await leashRun({
      policy: POLICY,
      mcp: config().replace('    args:', '    defer: always\n    args:'),
      env,
      script: [{ content: 'ok' }],
    });
    expect(toolNames(always.requests[0]).filter((n) => n.startsWith('mcp__'))).toEqual([]);
    expect(String(toolOf(always.requests[0], 'tool_search')!.description)).toContain('\nlocal: echo, add, media\ntracker: list_issues,');
  });
});

describe('deferred MCP tools on --resume', () => {
  it('starts the resumed run with the tools its searches loaded, in the order they were loaded', async () => {
    const workspace = newWorkspace({ policy: POLICY, mcp: config() });
    const first = await leashRun({
      workspace,
      env,
      script: [{ content: [call('tool_search', { query: 'pull request' })] }, { content: [call('tool_search', { query: 'commits' })] }, { content: 'Paused.' }],
    });
    expect(first.code, first.stderr).toBe(0);
    const loaded = [
      'mcp__tracker__get_pull_request',
      'mcp__tracker__create_pull_request',
      'mcp__tracker__merge_pull_request',
      'mcp__tracker__list_pull_request_files',
      'mcp__tracker__list_pull_requests',
      'mcp__tracker__list_commits',
      'mcp__tracker__get_commit',
    ];
    expect(trackerNames(toolNames(first.requests[2]))).toEqual(loaded);

    const second = await leashRun({
      workspace,
      env,
      prompt: 'Go on.',
      args: ['--resume', first.sessionFile],
      script: [{ content: [call('mcp__tracker__get_commit', { number: 1 })] }, { content: 'Finished.' }],
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.init).toMatchObject({ resumed: true, session_id: first.init.session_id } satisfies Partial<InitEvent>);
    expect(trackerNames(second.init.tools)).toEqual(loaded);
    // The first request of the resumed run already carries them, and they run.
    expect(trackerNames(toolNames(second.requests[0]))).toEqual(loaded);
    expect(resultsIn(second.requests[1])[0]!.content).toBe('get_commit ran with {"number":1}');
  });

  it('restores tools loaded by a call by exact name too', async () => {
    const workspace = newWorkspace({ policy: POLICY, mcp: config() });
    const first = await leashRun({ workspace, env, script: [{ content: [call('mcp__tracker__list_tags')] }, { content: 'Paused.' }] });
    expect(first.code, first.stderr).toBe(0);
    const second = await leashRun({ workspace, env, prompt: 'Go on.', args: ['--resume', first.sessionFile], script: [{ content: 'Finished.' }] });
    expect(trackerNames(toolNames(second.requests[0]))).toEqual(['mcp__tracker__list_tags']);
  });

  it('starts a resumed session that loaded nothing with no deferred tools', async () => {
    const workspace = newWorkspace({ policy: POLICY, mcp: config() });
    const first = await leashRun({ workspace, env, script: [{ content: [call('tool_search', { query: 'zebra' })] }, { content: 'Paused.' }] });
    const second = await leashRun({ workspace, env, prompt: 'Go on.', args: ['--resume', first.sessionFile], script: [{ content: 'Finished.' }] });
    expect(second.code, second.stderr).toBe(0);
    expect(trackerNames(toolNames(second.requests[0]))).toEqual([]);
  });
});
