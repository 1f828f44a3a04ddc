// Output limits per tool, from AgentOptions.toolLimits and from `leash run --tool-limits FILE`:
// the overrides reach the tools, and a mistake in the file is named at file:line:col.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { parseToolLimits, ToolLimitsError } from '../../src/agent/tools/index.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, runScripted, TEST_MODEL, toolResultsOf } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';

afterEach(cleanUpRuns);

const use = (name: string, input: Record<string, unknown>) => ({ type: 'tool_use' as const, name, input });
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `match line ${i + 1}`).join('\n') + '\n';

describe('tool limits: AgentOptions.toolLimits', () => {
  it('caps grep, bash and read at the given limits, at the top level and inside a batch', async () => {
    const script = [
      {
        content: [
          use('grep', { pattern: 'match', path: 'many.txt' }),
          use('bash', { command: 'cat many.txt' }),
          use('read', { path: 'many.txt' }),
          use('batch', { calls: [{ tool: 'grep', input: { pattern: 'match', path: 'many.txt' } }] }),
        ],
      },
      { content: 'Done.' },
    ];
    const limited = await runScripted({
      files: { 'many.txt': numbered(10) },
      agent: { toolLimits: { grep: { maxResults: 2 }, bash: { maxLines: 4 }, read: { maxLines: 3 } } },
      script,
    });
    const [grep, bash, read, batch] = toolResultsOf(limited, 1);
    expect(grep!.content).toBe(
      'many.txt:1: match line 1\nmany.txt:2: match line 2\n… 8 more matches not shown (10 matches in 1 file in all; stopped at the limit of 2 matches). Narrow the pattern, path or glob.',
    );
    expect(bash!.content).toBe(
      'match line 1\nmatch line 2\n[… 6 lines (78 bytes) omitted: showing the first 2 and the last 2 of 10 lines …]\nmatch line 9\nmatch line 10\n',
    );
    expect(read!.content).toContain('… 7 more lines; read with offset=4');
    expect(batch!.content).toContain('… 8 more matches not shown');

    // The same calls without overrides return everything.
    const free = await runScripted({ files: { 'many.txt': numbered(10) }, script });
    const [freeGrep, freeBash, freeRead] = toolResultsOf(free, 1);
    expect(freeGrep!.content.split('\n')).toHaveLength(10);
    expect(freeBash!.content).toBe(numbered(10));
    expect(freeRead!.content).not.toContain('more lines');
  });
});

describe('tool limits file', () => {
  it('reads YAML and JSON', () => {
    expect(parseToolLimits('grep: {maxResults: 100}\nbash:\n  maxLines: 500\n', 'limits.yml')).toEqual({ grep: { maxResults: 100 }, bash: { maxLines: 500 } });
    expect(parseToolLimits('{"read": {"maxBytes": 2048, "maxLines": 10}}', 'limits.json')).toEqual({ read: { maxBytes: 2048, maxLines: 10 } });
    expect(parseToolLimits('', 'empty.yml')).toEqual({});
  });

  const mistakes: [string, string, string][] = [
    ['unknown tool', 'grep: {maxResults: 1}\nfly: {maxLines: 2}\n', 'limits.yml:2:1: unknown tool "fly"; tools with limits: bash, read, edit, glob, grep'],
    [
      'a limit the tool does not read',
      'grep:\n  maxMatches: 100\n',
      'limits.yml:2:3: grep has no limit "maxMatches"; its limits are maxResults, maxBytes, maxLineLength, maxFileBytes',
    ],
    ['a tool without limits', 'write: {maxLines: 3}\n', 'limits.yml:1:9: write has no limit "maxLines"; it has no output limits'],
    ['zero', 'bash:\n  maxLines: 0\n', 'limits.yml:2:13: bash.maxLines must be a whole number of at least 1, found 0'],
    ['a fraction', 'read: {maxBytes: 1.5}\n', 'limits.yml:1:18: read.maxBytes must be a whole number of at least 1, found 1.5'],
    ['a string', 'glob: {maxResults: "ten"}\n', 'limits.yml:1:20: glob.maxResults must be a whole number of at least 1, found "ten"'],
    ['a list', '- grep\n', 'limits.yml:1:1: expected a mapping of tool name to limits (e.g. {grep: {maxResults: 100}}), found a list'],
    ['a tool given a number', 'grep: 5\n', 'limits.yml:1:7: grep: expected a mapping of limit to value (e.g. {maxResults: 100}), found 5'],
    ['a duplicate key', 'grep: {maxResults: 1}\ngrep: {maxResults: 2}\n', 'limits.yml:2:1: a key is given twice; the second would silently replace the first'],
    ['a syntax error', 'grep: {maxResults: 1\n', 'limits.yml:2:1: not valid JSON or YAML'],
  ];

  it.each(mistakes)('names %s at file:line:col', (_name, text, message) => {
    let error: unknown;
    try {
      parseToolLimits(text, 'limits.yml');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolLimitsError);
    expect((error as Error).message.startsWith(message)).toBe(true);
  });

  it('leash run --tool-limits FILE: the limits reach the tools; a bad file exits 2 before any model call', async () => {
    const { root, workspace, home } = makeWorkspace({ 'many.txt': numbered(10) }, 'version: 1\ndefault: deny\n');
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [{ content: [use('grep', { pattern: 'match' })] }, { content: 'Done.' }] });
    try {
      writeFileSync(join(root, 'limits.yml'), 'grep:\n  maxResults: 3\n');
      writeFileSync(join(root, 'bad.yml'), 'grep:\n  maxMatches: 3\n');
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const common = ['--prompt', 'Search.', '--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 'sessions'), '--output-format', 'json'];
      const bad = await runCliInProcess(['run', '--tool-limits', join(root, 'bad.yml'), ...common], { cwd: workspace, env });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toBe(
        `leash: ${join(root, 'bad.yml')}:2:3: grep has no limit "maxMatches"; its limits are maxResults, maxBytes, maxLineLength, maxFileBytes\n`,
      );
      expect(server.requests).toHaveLength(0);
      const good = await runCliInProcess(['run', '--tool-limits', join(root, 'limits.yml'), ...common], { cwd: workspace, env });
      expect((JSON.parse(good.stdout) as ResultEvent).subtype).toBe('success');
      const second = bodyOf(server.requests.filter((r) => r.path === '/v1/messages')[1]);
      expect(JSON.stringify(second.messages.at(-1))).toContain('7 more matches not shown');
    } finally {
      await server.close();
    }
  });
});
