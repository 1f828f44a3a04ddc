// The agent loop end to end: the real SDK against the fake Messages API, real tools in a
// temporary workspace, the real policy engine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRetryEvent, AssistantEvent, InitEvent, PermissionDeniedEvent, UserEvent } from '../../src/agent/events.js';
import { bodyOf, cleanUpRuns, messagesRequests, runScripted, toolResultsOf } from '../helpers/agent.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

describe('agent loop: turns and tools', () => {
  it('runs several tool calls of one turn in order and returns their results in one user message', async () => {
    const run = await runScripted({
      files: { 'notes.txt': 'alpha\nbeta\n' },
      script: [
        {
          content: [
            { type: 'text', text: 'Looking.' },
            { type: 'tool_use', name: 'read', input: { path: 'notes.txt' } },
            bash('echo one; echo two >&2; echo three'),
          ],
        },
        { content: [bash('cat notes.txt')] },
        { content: 'All done.' },
      ],
    });
    expect(run.result).toMatchObject({ subtype: 'success', is_error: false, result: 'All done.', num_turns: 3, stop_reason: 'end_turn' });
    const first = toolResultsOf(run, 1);
    expect(first).toHaveLength(2);
    expect(first[0]!.content).toContain('1\talpha');
    expect(first[1]!.content).toBe('one\ntwo\nthree\n');
    expect(first[1]!.is_error).toBeUndefined();
    expect(toolResultsOf(run, 2)[0]!.content).toBe('alpha\nbeta\n');
    const requests = messagesRequests(run);
    expect(requests).toHaveLength(3);
    // Every turn's history reaches the model, and the cache holds the prefix from turn 2 on.
    expect(requests[2]!.usage?.cache_read_input_tokens).toBeGreaterThan(0);
    expect(run.result.usage.cache_read_input_tokens).toBeGreaterThan(0);
  });

  it('writes the events of docs/events.md in order, in Claude Code shapes', async () => {
    const run = await runScripted({ script: [{ content: [bash('echo hi')] }, { content: 'Bye.' }] });
    expect(run.events.map((e) => `${e.type}${e.subtype ? `/${e.subtype}` : ''}`)).toEqual([
      'system/init',
      'user',
      'assistant',
      'tool_progress',
      'user',
      'assistant',
      'result/success',
    ]);
    const init = run.events[0] as InitEvent;
    expect(init).toMatchObject({
      cwd: run.workspace,
      model: 'claude-sonnet-5-5',
      permissionMode: 'dontAsk',
      apiKeySource: 'ANTHROPIC_API_KEY',
      resumed: false,
      mcp_servers: [],
      slash_commands: [],
    });
    expect(init.tools).toEqual(['bash', 'read', 'write', 'edit', 'glob', 'grep', 'index', 'batch', 'task']);
    for (const event of run.events) {
      expect(event.session_id).toBe(init.session_id);
      expect(event.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(event.timestamp)).not.toBeNaN();
    }
    const assistant = run.events[2] as AssistantEvent;
    expect(assistant).toMatchObject({ parent_tool_use_id: null, turn: 1 });
    expect(assistant.cost_usd).toBeGreaterThan(0);
    // The call's start marker, Claude Code's tool_progress, then its result.
    expect(run.events[3]).toMatchObject({
      type: 'tool_progress',
      tool_use_id: (assistant.message.content[0] as { id: string }).id,
      tool_name: 'bash',
      parent_tool_use_id: null,
      elapsed_time_seconds: 0,
    });
    const results = run.events[4] as UserEvent;
    expect(results.tool_results).toEqual([expect.objectContaining({ tool_name: 'bash', decision: 'allow', partial: false, exit_code: 0 })]);
    // The session file is the same stream.
    expect(readFileSync(run.sessionFile, 'utf8').trim().split('\n')).toEqual(run.lines);
  });

  it('returns the exact refusal text for a denied call and for one that needs approval, and lists both', async () => {
    const run = await runScripted({
      script: [{ content: [bash('git push origin main'), bash('npm install left-pad && $(id)')] }, { content: 'Stopped.' }],
    });
    const [denied, held] = toolResultsOf(run, 1);
    expect(denied!.is_error).toBe(true);
    expect(denied!.content).toBe(
      [
        'Denied by the policy: this bash call was not run.',
        '- command `git push origin main`: denied by rule "git push *" (.github/leash.yml:6)',
        'Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why.',
      ].join('\n'),
    );
    expect(held!.content).toBe(
      [
        'Needs approval: this bash call was not run. Nobody can approve it during this run, so it counts as refused.',
        '- command `npm install left-pad`: no rule allows it (default prompt, .github/leash.yml:2)',
        '- command `id`: no rule allows it (default prompt, .github/leash.yml:2)',
        '- command `$(id)`: no rule allows it (default prompt, .github/leash.yml:2)',
        '- the command name `$(id)` is not known before it runs at 1:25',
        'Do not retry the same call. Continue without it if you can; it is listed for a maintainer, who may approve it for a later run.',
      ].join('\n'),
    );
    const deniedEvents = run.events.filter((e) => e.subtype === 'permission_denied') as PermissionDeniedEvent[];
    expect(deniedEvents.map((e) => [e.decision, e.decision_reason_type])).toEqual([
      ['deny', 'rule'],
      ['prompt', 'parse'],
    ]);
    expect(deniedEvents[0]!.scopes[0]).toEqual({
      kind: 'command',
      text: 'git push origin main',
      decision: 'deny',
      rule: { pattern: 'git push *', effect: 'deny', layer: 'repository', source: '.github/leash.yml:6' },
    });
    expect(run.result.permission_denials).toHaveLength(2);
    expect(run.result.pending_approvals).toEqual([
      expect.objectContaining({
        id: '1',
        tool: 'bash',
        tool_input: { command: 'npm install left-pad && $(id)' },
        turn: 1,
        reasons: ['the command name `$(id)` is not known before it runs at 1:25'],
      }),
    ]);
    expect(run.result.pending_approvals[0]!.scopes.map((s) => s.text)).toEqual(['npm install left-pad', 'id', '$(id)']);
  });

  it('gates file tools by the read and write rules', async () => {
    const run = await runScripted({
      policy: 'version: 1\ndefault: deny\ntools:\n  write: { allow: ["src/**"] }\n  read: { deny: [".env"] }\n',
      files: { '.env': 'KEY=1\n', 'src/a.txt': 'x\n' },
      script: [
        {
          content: [
            { type: 'tool_use', name: 'read', input: { path: '.env' } },
            { type: 'tool_use', name: 'write', input: { path: 'docs/b.txt', content: 'y' } },
            { type: 'tool_use', name: 'edit', input: { path: 'src/a.txt', old_string: 'x', new_string: 'z' } },
          ],
        },
        { content: 'ok' },
      ],
    });
    const [read, write, edit] = toolResultsOf(run, 1);
    expect(read!.content).toContain('read `.env`: denied by rule ".env" (.github/leash.yml:5)');
    expect(write!.content).toContain('write `docs/b.txt`: no rule allows it (default deny, .github/leash.yml:2)');
    expect(edit!.is_error).toBeUndefined();
    expect(readFileSync(join(run.workspace, 'src/a.txt'), 'utf8')).toBe('z\n');
  });

  it('rejects input that does not match the tool schema without running it', async () => {
    const run = await runScripted({
      script: [
        {
          content: [
            { type: 'tool_use', name: 'bash', input: { cmd: 'ls' } },
            { type: 'tool_use', name: 'fly', input: {} },
          ],
        },
        { content: 'ok' },
      ],
    });
    const [bad, unknown] = toolResultsOf(run, 1);
    expect(bad!.content).toMatch(/^Invalid input for bash: .*required property 'command'/);
    expect(unknown!.content).toMatch(/^There is no tool named "fly"/);
  });
});

describe('agent loop: stop reasons', () => {
  it('continues after a text reply cut off at max_tokens, and refuses to run a cut-off tool call', async () => {
    const run = await runScripted({
      script: [{ content: 'Part one', stop_reason: 'max_tokens' }, { content: [bash('echo never')], stop_reason: 'max_tokens' }, { content: 'Finished.' }],
    });
    expect(run.result.subtype).toBe('success');
    const requests = messagesRequests(run);
    const nudge = bodyOf(requests[1]).messages.at(-1)!.content as { type: string; text: string }[];
    expect(nudge[0]!.text).toContain('cut off at the output limit');
    expect(toolResultsOf(run, 2)[0]!.content).toContain('cut off by the output limit before its input was complete, so it was not run');
  });

  it('resumes a paused turn by sending the response back', async () => {
    const run = await runScripted({ script: [{ content: 'Searching', stop_reason: 'pause_turn' }, { content: 'Found it.' }] });
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Found it.', num_turns: 2 });
    expect(bodyOf(messagesRequests(run)[1]).messages.at(-1)!.role).toBe('assistant');
  });

  it('ends with an error when the model refuses', async () => {
    const run = await runScripted({ script: [{ content: 'I cannot help with that.', stop_reason: 'refusal' }] });
    expect(run.result).toMatchObject({ subtype: 'error_during_execution', is_error: true, terminal_reason: 'model_error' });
    expect(run.result.result).toContain('The model refused to continue: I cannot help with that.');
  });
});

describe('agent loop: limits', () => {
  it('stops at --max-turns with error_max_turns after one wrap-up request at 80%', async () => {
    const run = await runScripted({ limits: { maxTurns: 5 }, script: () => ({ content: [bash('echo again')] }) });
    expect(run.result).toMatchObject({ subtype: 'error_max_turns', is_error: true, num_turns: 5, terminal_reason: 'max_turns' });
    expect(run.result.result).toBe('Stopped after 5 turns (--max-turns 5) before the task was finished.');
    const wrapUps = messagesRequests(run)
      .map((r) => JSON.stringify(bodyOf(r).messages.at(-1)))
      .filter((m) => m.includes('close to this run'));
    expect(wrapUps).toHaveLength(1);
    expect(JSON.stringify(bodyOf(messagesRequests(run)[4]).messages.at(-1))).toContain('4 of 5 turns used');
  });

  it('never spends past --max-budget-usd: the call that would not fit is not made', async () => {
    const run = await runScripted({
      limits: { maxBudgetUsd: 0.05, maxOutputTokens: 1000 },
      // Every answer reports a large, expensive usage.
      script: () => ({ content: [bash('echo more')], usage: { output_tokens: 1000, cache_creation_input_tokens: 3000 } }),
    });
    expect(run.result).toMatchObject({ subtype: 'error_max_budget_usd', is_error: true, terminal_reason: 'budget_exhausted' });
    expect(run.result.total_cost_usd).toBeLessThanOrEqual(0.05);
    expect(run.result.total_cost_usd).toBeGreaterThan(0.03);
    expect(run.result.result).toMatch(/^Stopped before the next model call: the next model call could cost up to \$/);
  });

  it('asks count_tokens for the exact input only when the size bound would weigh on the budget', async () => {
    const counted = (run: Awaited<ReturnType<typeof runScripted>>) => run.server.requests.filter((r) => r.path === '/v1/messages/count_tokens').length;
    const free = await runScripted({ script: [{ content: 'ok' }] });
    expect(counted(free)).toBe(0);
    const tight = await runScripted({ limits: { maxBudgetUsd: 0.05 }, script: [{ content: 'ok' }] });
    expect(counted(tight)).toBe(1);
    expect(tight.result.subtype).toBe('success');
  });

  it('lowers max_tokens to what the budget still covers before refusing a call', async () => {
    const run = await runScripted({ limits: { maxBudgetUsd: 0.03, maxOutputTokens: 16_000 }, script: [{ content: 'short' }] });
    expect(run.result.subtype).toBe('success');
    const maxTokens = bodyOf(messagesRequests(run)[0]).max_tokens;
    expect(maxTokens).toBeLessThan(16_000);
    expect(maxTokens).toBeGreaterThanOrEqual(1024);
  });

  it('ends with error_timeout at the wall-clock limit, killing the running command', async () => {
    const started = Date.now();
    const run = await runScripted({ limits: { timeoutMs: 1500 }, script: [{ content: [bash('sleep 30; echo late')] }, { content: 'never' }] });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.result).toMatchObject({ subtype: 'error_timeout', is_error: true, terminal_reason: 'timeout' });
    const results = run.events.filter((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent[];
    expect(results.at(-1)!.tool_results![0]!.partial).toBe(true);
  });

  it('aborts a stalled stream with the idle watchdog and retries it', async () => {
    const run = await runScripted({
      limits: { idleTimeoutMs: 300 },
      script: [{ content: 'Recovered.', fault: { kind: 'stall', afterEvents: 2, times: 1 } }],
    });
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Recovered.' });
    const retry = run.events.find((e) => e.subtype === 'api_retry') as ApiRetryEvent;
    expect(retry).toMatchObject({ attempt: 1, error: 'stream_interrupted', error_status: null });
    expect(retry.error_message).toContain('the stream stalled');
  });
});

describe('agent loop: retries', () => {
  const faults = [
    ['429 with retry-after', { kind: 'http_error', status: 429, retryAfterSeconds: 1 }, 'rate_limit', 429],
    ['500', { kind: 'http_error', status: 500 }, 'server_error', 500],
    ['529 overloaded', { kind: 'http_error', status: 529 }, 'overloaded', 529],
    ['connection reset before the response', { kind: 'reset_before_response' }, 'connection_error', null],
    ['connection reset mid-stream', { kind: 'reset_mid_stream', afterEvents: 3 }, 'stream_interrupted', null],
    ['a malformed event', { kind: 'malformed_event', afterEvents: 2 }, 'stream_interrupted', null],
    ['an error event mid-stream', { kind: 'error_event', afterEvents: 2 }, 'overloaded', null],
  ] as const;

  it.each(faults)('%s: a retry event, then success', async (_name, fault, kind, status) => {
    const run = await runScripted({ script: [{ content: 'Fine.', fault: { ...fault, times: 1 } as never }] });
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Fine.' });
    const retries = run.events.filter((e) => e.subtype === 'api_retry') as ApiRetryEvent[];
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatchObject({ attempt: 1, max_retries: 3, error: kind, error_status: status });
    if (status === 429) expect(retries[0]!.retry_delay_ms).toBe(1000);
  });

  it('ends with error_during_execution and a clear message after the last attempt', async () => {
    const run = await runScripted({ script: [{ content: 'never', fault: { kind: 'http_error', status: 529, times: 10 } }] });
    expect(run.result).toMatchObject({ subtype: 'error_during_execution', is_error: true, terminal_reason: 'api_error' });
    expect(run.result.result).toMatch(/^The model call failed: the API is overloaded \(529 overloaded_error: .*\) after 4 attempts\.$/);
    expect(run.events.filter((e) => e.subtype === 'api_retry')).toHaveLength(3);
  });

  it('does not retry a request the API rejects', async () => {
    const run = await runScripted({ script: [{ content: 'never', fault: { kind: 'http_error', status: 400, times: 5 } }] });
    expect(run.result.subtype).toBe('error_during_execution');
    expect(run.events.filter((e) => e.subtype === 'api_retry')).toHaveLength(0);
    expect(run.result.result).toContain('the API rejected the request (400');
  });
});

describe('agent loop: secrets', () => {
  it('never lets a secret from the environment or a file reach the model, the events or the session file', async () => {
    const secret = 'sk-ant-api03-SECRETSECRETSECRETSECRET0123456789abcdef';
    const token = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';
    const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: secret, GITHUB_TOKEN: token, MY_SERVICE_PASSWORD: 'hunter2-but-longer' };
    const run = await runScripted({
      env,
      files: { 'config.txt': `key=${secret}\ntoken=${token}\npassword=hunter2-but-longer\n` },
      script: [
        { content: [{ type: 'tool_use', name: 'read', input: { path: 'config.txt' } }, bash('env'), bash(`echo ${token}`), bash('cat config.txt')] },
        { content: `I saw ${token}.` },
      ],
    });
    const everything = [run.lines.join('\n'), readFileSync(run.sessionFile, 'utf8'), ...run.server.requests.map((r) => r.rawBody)].join('\n');
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('hunter2-but-longer');
    // The command itself never had them: env printed no secret-looking variable.
    const envOutput = toolResultsOf(run, 1)[1]!.content;
    expect(envOutput).not.toMatch(/ANTHROPIC_API_KEY|GITHUB_TOKEN|MY_SERVICE_PASSWORD/);
    expect(toolResultsOf(run, 1)[0]!.content).toContain('[REDACTED');
  });
});
