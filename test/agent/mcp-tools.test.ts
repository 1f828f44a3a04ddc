// MCP tools in a run, end to end: `leash run` in-process with a stdio MCP server configured
// beside the policy, the real SDK against the fake Messages API, the real policy gate.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserEvent } from '../../src/agent/events.js';
import { MCP_MARKER_VARIABLE } from '../../src/agent/mcp/index.js';
import { cleanUpMcpRuns, leashRun, processRuns, readInfo, resultsIn, stdioServerEntry, toolNames, toolOf } from '../fixtures/mcp/harness.js';

afterEach(cleanUpMcpRuns);

const call = (name: string, input: Record<string, unknown> = {}) => ({ type: 'tool_use' as const, name, input });

/** A configuration with the stdio fixture as server `local`, writing what it sees under `dir`. */
function localServer(dir: string, extra: string[] = [], env: Record<string, string> = {}): string {
  const envLines = Object.entries({ MCP_FIXTURE_INFO: join(dir, 'info.json'), MCP_FIXTURE_LOG: join(dir, 'calls.log'), ...env }).map(
    ([name, value]) => `  ${name}: ${JSON.stringify(value)}`,
  );
  return ['version: 1', 'servers:', stdioServerEntry('local', ['env:', ...envLines, ...extra])].join('\n') + '\n';
}

function callLog(dir: string): string[] {
  const path = join(dir, 'calls.log');
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]!)
    : [];
}

/** Where the fixture writes what it saw: outside the workspace, which exists only once the run starts. */
const scratchDirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leash-mcp-fixture-'));
  scratchDirs.push(dir);
  return dir;
}
afterEach(() => {
  while (scratchDirs.length > 0) rmSync(scratchDirs.pop()!, { recursive: true, force: true });
});

describe('MCP tools: listing and calling', () => {
  it('offers the server tools as mcp__<server>__<tool> with their schemas and runs calls through the server', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir),
      script: [{ content: [call('mcp__local__echo', { text: 'hello' }), call('mcp__local__add', { a: 2, b: 3 })] }, { content: 'Done.' }],
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.init.mcp_servers).toEqual([{ name: 'local', status: 'connected' }]);
    // The server's tools follow the local ones, in the server's order.
    expect(run.init.tools.slice(0, 10)).toEqual([
      'bash',
      'read',
      'write',
      'edit',
      'glob',
      'grep',
      'index',
      'mcp__local__echo',
      'mcp__local__add',
      'mcp__local__media',
    ]);
    expect(toolNames(run.requests[0])).toEqual(run.init.tools);
    const add = toolOf(run.requests[0], 'mcp__local__add')!;
    expect(add.description).toBe('Add two numbers.');
    expect(add.input_schema).toEqual({ type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] });
    const [echo, sum] = resultsIn(run.requests[1]);
    expect(echo).toMatchObject({ content: 'hello' });
    expect(echo!.is_error).toBeUndefined();
    expect(sum).toMatchObject({ content: '5' });
    expect(callLog(dir)).toEqual(['echo', 'add']);
    // One user event per finished call.
    const metas = (run.events.filter((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent[]).flatMap((e) => e.tool_results!);
    expect(metas.map((m) => [m.tool_name, m.decision, m.partial, m.exit_code])).toEqual([
      ['mcp__local__echo', 'allow', false, null],
      ['mcp__local__add', 'allow', false, null],
    ]);
  });

  it('turns MCP content into text: images and blobs as a note, resources as their text; isError becomes an error result', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir),
      script: [{ content: [call('mcp__local__media'), call('mcp__local__echo', { text: 'broken', fail: true })] }, { content: 'Done.' }],
    });
    const [media, failed] = resultsIn(run.requests[1]);
    expect(media!.content).toBe(
      [
        'A picture and two resources:',
        '[image image/png, 3,000 bytes: not shown]',
        '[resource file:///notes.txt]',
        'notes line 1',
        'notes line 2',
        '[resource file:///blob.bin (application/octet-stream), 10 bytes of binary data: not shown]',
        '[resource link file:///more.md "more.md": further reading]',
      ].join('\n'),
    );
    expect(failed).toMatchObject({ content: 'echo failed: broken', is_error: true });
  });

  it('checks the input against the tool schema before calling the server', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir),
      script: [{ content: [call('mcp__local__add', { a: 'two', b: 3 }), call('mcp__local__echo', { repeat: 0 })] }, { content: 'Done.' }],
    });
    const [add, echo] = resultsIn(run.requests[1]);
    expect(add).toMatchObject({ content: 'Invalid input for mcp__local__add: /a must be number. The call was not run.', is_error: true });
    expect(echo!.content).toBe("Invalid input for mcp__local__echo: input must have required property 'text'; /repeat must be >= 1. The call was not run.");
    expect(callLog(dir)).toEqual([]);
  });

  it('cuts long output with the shared truncation marker', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir),
      script: [{ content: [call('mcp__local__echo', { text: 'a line of output', repeat: 5000 })] }, { content: 'Done.' }],
    });
    const text = resultsIn(run.requests[1])[0]!.content;
    expect(text).toMatch(/\[… 3,000 lines \(51,000 bytes\) omitted: showing the first 1,000 and the last 1,000 of 5,000 lines …\]/);
    expect(text.split('\n').length).toBeLessThanOrEqual(2002);
  });

  it('gives a call that outlasts tool_timeout_ms an error result tagged partial', async () => {
    const dir = scratch();
    const started = Date.now();
    const run = await leashRun({
      mcp: localServer(dir, ['tool_timeout_ms: 500']),
      script: [{ content: [call('mcp__local__echo', { text: 'slow', delay_ms: 5000 })] }, { content: 'Done.' }],
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    const [slow] = resultsIn(run.requests[1]);
    expect(slow).toMatchObject({ is_error: true });
    expect(slow!.content).toBe(
      'mcp__local__echo did not answer within 500 ms (tool_timeout_ms of server "local"); the call was abandoned and may or may not have taken effect.',
    );
    const meta = (run.events.find((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent).tool_results![0]!;
    expect(meta.partial).toBe(true);
  });
});

describe('MCP tools: the policy gate', () => {
  it('decides every call by the mcp.<server> rules: allow runs, a deny rule and a default refuse with the exact text', async () => {
    const dir = scratch();
    const policy = `version: 1
default: deny
tools:
  mcp.local:
    allow: ["echo"]
    deny: ["add"]
    default: prompt
`;
    const run = await leashRun({
      policy,
      mcp: localServer(dir),
      script: [
        { content: [call('mcp__local__echo', { text: 'ok' }), call('mcp__local__add', { a: 1, b: 1 }), call('mcp__local__media')] },
        { content: 'Done.' },
      ],
    });
    const [echo, add, media] = resultsIn(run.requests[1]);
    expect(echo!.content).toBe('ok');
    expect(add).toMatchObject({ is_error: true });
    expect(add!.content).toBe(
      [
        'Denied by the policy: this mcp__local__add call was not run.',
        '- mcp `add`: denied by rule "add" (.github/leash.yml:6)',
        'Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why.',
      ].join('\n'),
    );
    expect(media!.content).toBe(
      [
        'Needs approval: this mcp__local__media call was not run. Nobody can approve it during this run, so it counts as refused.',
        '- mcp `media`: no rule allows it (default prompt, .github/leash.yml:7)',
        'Do not retry the same call. Continue without it if you can; it is listed for a maintainer, who may approve it for a later run.',
      ].join('\n'),
    );
    expect(callLog(dir)).toEqual(['echo']);
    expect(run.result.permission_denials.map((d) => [d.tool_name, d.decision])).toEqual([
      ['mcp__local__add', 'deny'],
      ['mcp__local__media', 'prompt'],
    ]);
    expect(run.result.pending_approvals.map((p) => p.tool)).toEqual(['mcp__local__media']);
  });

  it('refuses every tool of a server the policy does not mention, by the file default', async () => {
    const dir = scratch();
    const run = await leashRun({
      policy: 'version: 1\ndefault: deny\n',
      mcp: localServer(dir),
      script: [{ content: [call('mcp__local__echo', { text: 'hi' })] }, { content: 'Done.' }],
    });
    expect(resultsIn(run.requests[1])[0]!.content).toContain('- mcp `echo`: no rule allows it (default deny, .github/leash.yml:2)');
    expect(callLog(dir)).toEqual([]);
    expect(run.result.permission_denials).toHaveLength(1);
  });
});

describe('MCP servers: environment and lifetime', () => {
  it('passes a stdio server the scrubbed environment plus only the variables its configuration names', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir, [], { SERVICE_URL: '${MY_SERVICE_URL}', SERVICE_TOKEN: 'Bearer ${MY_SERVICE_TOKEN}' }),
      env: {
        MY_SERVICE_URL: 'https://svc.example',
        MY_SERVICE_TOKEN: 'tok_1234567890abcdef',
        GITHUB_TOKEN: 'ghp_notforservers000000000000000000000000',
        OTHER_SECRET: 'xyzzy-secret-value',
        LANG: 'C.UTF-8',
      },
      script: [{ content: [call('mcp__local__echo', { text: 'hi' })] }, { content: 'Done.' }],
    });
    expect(run.code, run.stderr).toBe(0);
    const { env } = readInfo(join(dir, 'info.json'));
    expect(env.SERVICE_URL).toBe('https://svc.example');
    expect(env.SERVICE_TOKEN).toBe('Bearer tok_1234567890abcdef');
    expect(env.LANG).toBe('C.UTF-8');
    expect(env.PATH).toBe(process.env.PATH);
    expect(env[MCP_MARKER_VARIABLE]).toMatch(/^[0-9a-f]{24}$/);
    for (const name of ['GITHUB_TOKEN', 'OTHER_SECRET', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'MY_SERVICE_TOKEN', 'MY_SERVICE_URL'])
      expect(env[name], name).toBeUndefined();
  });

  it('stops the server and what it started when the run ends', async () => {
    const dir = scratch();
    const run = await leashRun({
      mcp: localServer(dir, [], { MCP_FIXTURE_CHILD: '1' }),
      script: [{ content: [call('mcp__local__echo', { text: 'hi' })] }, { content: 'Done.' }],
    });
    expect(run.code, run.stderr).toBe(0);
    const info = readInfo(join(dir, 'info.json'));
    expect(info.childPid).toBeGreaterThan(0);
    expect(processRuns(info.pid)).toBe(false);
    expect(processRuns(info.childPid!)).toBe(false);
  });

  it('stops the server when the run times out in the middle of a call', async () => {
    const dir = scratch();
    const started = Date.now();
    const run = await leashRun({
      mcp: localServer(dir, [], { MCP_FIXTURE_CHILD: '1' }),
      args: ['--timeout', '2s'],
      script: [{ content: [call('mcp__local__echo', { text: 'slow', delay_ms: 60_000 })] }, { content: 'never' }],
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.result).toMatchObject({ subtype: 'error_timeout' });
    const meta = (run.events.find((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent).tool_results![0]!;
    expect(meta.partial).toBe(true);
    const info = readInfo(join(dir, 'info.json'));
    expect(processRuns(info.pid)).toBe(false);
    expect(processRuns(info.childPid!)).toBe(false);
  });
});
