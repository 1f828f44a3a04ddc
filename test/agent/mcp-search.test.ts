// tool_search ranking, catalog and result text: each rule of the ranking has its own test, and the
// result text reads back to the names it loaded (what --resume relies on).
import { describe, expect, it } from 'vitest';
import { rankDeferredTools, searchLoadedNames, toolSearchDescription, toolSearchResultText, wordsOf, type DeferredTool } from '../../src/agent/mcp/search.js';
import { TRACKER_TOOLS } from '../fixtures/mcp/http-server.js';

const tool = (name: string, description = '', server = 'srv'): DeferredTool => ({ server, name, fullName: `mcp__${server}__${name}`, description });
const names = (found: DeferredTool[]) => found.map((t) => t.name);
const tracker = TRACKER_TOOLS.map(([name, description]) => tool(name, description, 'tracker'));

describe('tool_search ranking', () => {
  it('splits names into words whatever their case or separators', () => {
    expect(wordsOf('getPullRequest')).toEqual(['get', 'pull', 'request']);
    expect(wordsOf('get_pull-request.v2')).toEqual(['get', 'pull', 'request', 'v2']);
    expect(wordsOf('HTTPServerStatus')).toEqual(['http', 'server', 'status']);
  });

  it('ranks a name match above any description match', () => {
    const tools = [tool('archive', 'Download logs, logs and more logs of every run'), tool('fetch_logs', 'Returns text')];
    expect(names(rankDeferredTools('download logs', tools))).toEqual(['fetch_logs', 'archive']);
  });

  it('ranks a whole-word name match above a prefix, and a prefix above a part of a word', () => {
    const tools = [tool('catalogue'), tool('logs_tail'), tool('log')];
    expect(names(rankDeferredTools('log', tools))).toEqual(['log', 'logs_tail', 'catalogue']);
  });

  it('always puts an exact name first, short or full, whatever the words score', () => {
    const tools = [tool('search_issues', 'Search issues'), tool('search_code', 'Search code'), tool('search', 'Find')];
    expect(names(rankDeferredTools('search', tools))[0]).toBe('search');
    expect(names(rankDeferredTools('mcp__srv__search', tools))[0]).toBe('search');
    expect(names(rankDeferredTools('  SEARCH ', tools))[0]).toBe('search');
    // Without the exact rule `search` would come last: its words score no more than the others'.
    expect(names(rankDeferredTools('search things', tools))).toEqual(['search_issues', 'search_code', 'search']);
  });

  it('counts each query word once in a description, however often the description repeats it', () => {
    const tools = [tool('a', 'issue issue issue issue'), tool('b', 'issue comment')];
    expect(names(rankDeferredTools('issue comment', tools))).toEqual(['b', 'a']);
  });

  it('ignores words that name nothing (the, a, of, tool) and leaves out tools nothing meets', () => {
    const tools = [tool('delete_branch', 'Delete a branch of the repository'), tool('get_user', 'Get a user')];
    expect(names(rankDeferredTools('the tool of a branch', tools))).toEqual(['delete_branch']);
    expect(rankDeferredTools('the of a', tools)).toEqual([]);
    expect(rankDeferredTools('', tools)).toEqual([]);
  });

  it('breaks ties by the catalog order, so the same query always gives the same list', () => {
    const tools = [tool('list_b', 'list'), tool('list_a', 'list'), tool('list_c', 'list')];
    expect(names(rankDeferredTools('list', tools))).toEqual(['list_b', 'list_a', 'list_c']);
    expect(names(rankDeferredTools('list', [...tools].reverse()))).toEqual(['list_c', 'list_a', 'list_b']);
  });

  it('uses the server name last, to pick a server among tools that tie', () => {
    const tools = [tool('list_issues', 'List issues', 'jira'), tool('list_issues', 'List issues', 'github')];
    expect(rankDeferredTools('github issues', tools).map((t) => t.fullName)).toEqual(['mcp__github__list_issues', 'mcp__jira__list_issues']);
  });

  it('ranks the 40-tool tracker as expected, at most 5 at a time', () => {
    expect(names(rankDeferredTools('issue', tracker))).toEqual(['get_issue', 'create_issue', 'update_issue', 'list_issue_comments', 'add_issue_comment']);
    expect(names(rankDeferredTools('pull request', tracker))).toEqual([
      'get_pull_request',
      'create_pull_request',
      'merge_pull_request',
      'list_pull_request_files',
      'list_pull_requests',
    ]);
    expect(names(rankDeferredTools('workflow logs', tracker))).toEqual(['get_workflow_run_logs', 'list_workflow_runs', 'rerun_workflow']);
    expect(names(rankDeferredTools('mentions', tracker))).toEqual(['list_notifications']);
    expect(names(rankDeferredTools('commits', tracker))).toEqual(['list_commits', 'get_commit']);
    expect(names(rankDeferredTools('search', tracker))).toEqual(['search', 'search_issues', 'search_code', 'search_repositories']);
    for (const query of ['issue', 'repository', 'list', 'a b c']) expect(rankDeferredTools(query, tracker).length).toBeLessThanOrEqual(5);
  });
});

describe('tool_search catalog and results', () => {
  it('describes the deferred tools by name only, one line per server', () => {
    const text = toolSearchDescription([tool('a', 'long description', 'one'), tool('b', '', 'one'), tool('c', 'x', 'two')]);
    expect(text).toBe(
      [
        'Find more tools by name or purpose; the best 5 matches become callable from your next turn. A tool below can also be called directly as mcp__<server>__<name>.',
        'Deferred tools (server: names):',
        'one: a, b',
        'two: c',
      ].join('\n'),
    );
  });

  it('lists what a search loaded with one-line descriptions, and reads the names back', () => {
    const found = [tool('get_issue', 'Get one\n  issue.'), tool('long', 'x'.repeat(300)), tool('bare')];
    const text = toolSearchResultText('issue', found);
    expect(text.split('\n')).toEqual([
      'Loaded 3 tools for "issue"; call them from your next turn:',
      '- mcp__srv__get_issue: Get one issue.',
      `- mcp__srv__long: ${'x'.repeat(159)}…`,
      '- mcp__srv__bare',
    ]);
    expect(searchLoadedNames(text)).toEqual(['mcp__srv__get_issue', 'mcp__srv__long', 'mcp__srv__bare']);
    expect(searchLoadedNames(toolSearchResultText('zebra', []))).toEqual([]);
    expect(searchLoadedNames('- mcp__srv__x: a result that is not a tool_search result')).toEqual([]);
  });
});
