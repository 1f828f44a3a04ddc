// The batch tool end to end: the real loop, the real SDK against the fake Messages API, real
// tools and the real policy engine. Each inner call is validated and gated on its own.
import { afterEach, describe, expect, it } from 'vitest';
import { batchSteps, summarizeInput } from '../../src/agent/batch.js';
import type { PermissionDeniedEvent, UserEvent } from '../../src/agent/events.js';
import type { ToolHost } from '../../src/agent/tool-host.js';
import { cleanUpRuns, runScripted, toolResultsOf } from '../helpers/agent.js';

afterEach(cleanUpRuns);

const batch = (calls: { tool: string; input: Record<string, unknown> }[], id?: string) => ({
  type: 'tool_use' as const,
  name: 'batch',
  input: { calls },
  ...(id ? { id } : {}),
});
const bash = (command: string, id?: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command }, ...(id ? { id } : {}) });

/** Splits a batch result into its sections: header line and body. */
function sections(text: string): { header: string; body: string }[] {
  return text.split(/\n\n(?==== \d+\/\d+ )/).map((part) => {
    const [header, ...body] = part.split('\n');
    return { header: header!, body: body.join('\n') };
  });
}

/** A tool host whose read-only calls take `delayMs`, recording when each call starts and ends. */
function watchedHost(delayMs: number, log: string[], inFlight: { now: number; max: number }) {
  return (host: ToolHost): ToolHost => ({
    ...host,
    definitions: () => host.definitions(),
    validate: (name, input) => host.validate(name, input),
    mcpServers: () => host.mcpServers(),
    async run(name, input, context) {
      const label = `${name}:${String(input.path ?? input.command ?? input.pattern)}`;
      log.push(`start ${label}`);
      inFlight.now += 1;
      inFlight.max = Math.max(inFlight.max, inFlight.now);
      try {
        if (name !== 'bash') await new Promise((resolve) => setTimeout(resolve, delayMs));
        return await host.run(name, input, context);
      } finally {
        inFlight.now -= 1;
        log.push(`end ${label}`);
      }
    },
  });
}

describe('batch tool', () => {
  it('returns every result in one tool_result, in order, each under a header with the tool and its input', async () => {
    const run = await runScripted({
      files: { 'a.txt': 'alpha\n', 'b.txt': 'beta\n' },
      script: [
        {
          content: [
            batch([
              { tool: 'read', input: { path: 'a.txt' } },
              { tool: 'grep', input: { pattern: 'beta', glob: '*.txt' } },
              { tool: 'bash', input: { command: 'echo from-bash' } },
              { tool: 'read', input: { path: 'missing.txt' } },
              { tool: 'glob', input: { pattern: '*.txt' } },
            ]),
          ],
        },
        { content: 'Done.' },
      ],
    });
    expect(run.result.subtype).toBe('success');
    const results = toolResultsOf(run, 1);
    expect(results).toHaveLength(1);
    expect(results[0]!.is_error).toBeUndefined();
    const parts = sections(results[0]!.content);
    expect(parts.map((p) => p.header)).toEqual([
      '=== 1/5 read path="a.txt": ok ===',
      '=== 2/5 grep pattern="beta" glob="*.txt": ok ===',
      '=== 3/5 bash command="echo from-bash": ok ===',
      '=== 4/5 read path="missing.txt": error ===',
      '=== 5/5 glob pattern="*.txt": ok ===',
    ]);
    expect(parts[0]!.body).toBe('     1\talpha');
    expect(parts[1]!.body).toBe('b.txt:1: beta');
    expect(parts[2]!.body).toBe('from-bash');
    // One failing call does not lose the ones after it.
    expect(parts[3]!.body).toMatch(/missing\.txt/);
    expect(parts[4]!.body.split('\n').sort()).toEqual(['a.txt', 'b.txt']);
    const meta = (run.events.find((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent).tool_results![0]!;
    expect(meta).toMatchObject({ tool_name: 'batch', decision: 'allow' });
    expect(meta.batch!.map((b) => [b.tool_name, b.decision, b.is_error])).toEqual([
      ['read', 'allow', false],
      ['grep', 'allow', false],
      ['bash', 'allow', false],
      ['read', 'allow', true],
      ['glob', 'allow', false],
    ]);
  });

  it('gates each inner call: a denied one gets the top-level refusal text, event, envelope denial and pending approval', async () => {
    const run = await runScripted({
      files: { 'a.txt': 'alpha\n' },
      script: [
        // The same calls at the top level first, to compare against.
        { content: [bash('git push origin main', 'toolu_top_deny'), bash('touch x && $(id)', 'toolu_top_hold')] },
        {
          content: [
            batch(
              [
                { tool: 'read', input: { path: 'a.txt' } },
                { tool: 'bash', input: { command: 'git push origin main' } },
                { tool: 'bash', input: { command: 'touch x && $(id)' } },
                { tool: 'bash', input: { command: 'echo still-runs' } },
              ],
              'toolu_batch',
            ),
          ],
        },
        { content: 'Stopped.' },
      ],
    });
    const [topDenied, topHeld] = toolResultsOf(run, 1);
    const parts = sections(toolResultsOf(run, 2)[0]!.content);
    expect(parts.map((p) => p.header)).toEqual([
      '=== 1/4 read path="a.txt": ok ===',
      '=== 2/4 bash command="git push origin main": denied ===',
      '=== 3/4 bash command="touch x && $(id)": needs approval ===',
      '=== 4/4 bash command="echo still-runs": ok ===',
    ]);
    expect(parts[1]!.body).toBe(topDenied!.content);
    expect(parts[1]!.body).toBe(
      [
        'Denied by the policy: this bash call was not run.',
        '- command `git push origin main`: denied by rule "git push *" (.github/leash.yml:6)',
        'Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why.',
      ].join('\n'),
    );
    expect(parts[2]!.body).toBe(topHeld!.content);
    expect(parts[3]!.body).toBe('still-runs');

    const denied = run.events.filter((e) => e.subtype === 'permission_denied') as PermissionDeniedEvent[];
    expect(
      denied.map((e) => [
        e.tool_name,
        e.tool_use_id,
        e.batch_index ?? null,
        e.decision,
        e.decision_reason_type,
        e.message === parts[1]!.body || e.message === parts[2]!.body,
      ]),
    ).toEqual([
      ['bash', 'toolu_top_deny', null, 'deny', 'rule', true],
      ['bash', 'toolu_top_hold', null, 'prompt', 'parse', true],
      ['bash', 'toolu_batch', 2, 'deny', 'rule', true],
      ['bash', 'toolu_batch', 3, 'prompt', 'parse', true],
    ]);
    expect(run.result.permission_denials.map((d) => [d.tool_use_id, d.batch_index ?? null, d.turn, d.tool_input])).toEqual([
      ['toolu_top_deny', null, 1, { command: 'git push origin main' }],
      ['toolu_top_hold', null, 1, { command: 'touch x && $(id)' }],
      ['toolu_batch', 2, 2, { command: 'git push origin main' }],
      ['toolu_batch', 3, 2, { command: 'touch x && $(id)' }],
    ]);
    expect(run.result.pending_approvals.map((p) => [p.id, p.tool, p.tool_use_id, p.batch_index ?? null, p.scopes.map((s) => s.text)])).toEqual([
      ['1', 'bash', 'toolu_top_hold', null, ['touch x', 'id', '$(id)']],
      ['2', 'bash', 'toolu_batch', 3, ['touch x', 'id', '$(id)']],
    ]);
    // Each call's result is its own user event, written as the call ends.
    const meta = (run.events.find((e) => e.type === 'user' && (e as UserEvent).tool_results?.[0]?.tool_use_id === 'toolu_batch') as UserEvent)
      .tool_results![0]!;
    expect(meta.batch!.map((b) => b.decision)).toEqual(['allow', 'deny', 'prompt', 'allow']);
  });

  it('runs read-only calls at once (at most four) and a call with side effects alone, in its place', async () => {
    const log: string[] = [];
    const inFlight = { now: 0, max: 0 };
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, `${i}\n`]));
    const run = await runScripted({
      files,
      wrapTools: watchedHost(150, log, inFlight),
      script: [
        {
          content: [
            batch([
              { tool: 'read', input: { path: 'f0.txt' } },
              { tool: 'read', input: { path: 'f1.txt' } },
              { tool: 'bash', input: { command: 'echo between' } },
              { tool: 'read', input: { path: 'f2.txt' } },
              { tool: 'grep', input: { pattern: '.', path: 'f3.txt' } },
            ]),
          ],
        },
        { content: [batch(Array.from({ length: 6 }, (_, i) => ({ tool: 'read', input: { path: `f${i}.txt` } })))] },
        { content: 'Done.' },
      ],
    });
    expect(run.result.subtype).toBe('success');
    const first = log.slice(0, 10);
    // The two reads overlap; bash starts only after both ended; the reads after it start after it ended.
    expect(first.slice(0, 2).sort()).toEqual(['start read:f0.txt', 'start read:f1.txt']);
    expect(first.slice(2, 4).sort()).toEqual(['end read:f0.txt', 'end read:f1.txt']);
    expect(first.slice(4, 6)).toEqual(['start bash:echo between', 'end bash:echo between']);
    expect(first.slice(6, 8).sort()).toEqual(['start grep:f3.txt', 'start read:f2.txt']);
    // Six reads: never more than four at once, and four did overlap.
    expect(inFlight.max).toBe(4);
    const second = log.slice(10);
    expect(second.slice(0, 4).every((entry) => entry.startsWith('start'))).toBe(true);
    expect(second[4]!.startsWith('end')).toBe(true);
    expect(sections(toolResultsOf(run, 2)[0]!.content).map((p) => p.body)).toEqual([
      '     1\t0',
      '     1\t1',
      '     1\t2',
      '     1\t3',
      '     1\t4',
      '     1\t5',
    ]);
  });

  it('refuses batch, task and structured_output inside a batch, and runs the rest', async () => {
    const run = await runScripted({
      files: { 'a.txt': 'alpha\n' },
      script: [
        {
          content: [
            batch([
              { tool: 'batch', input: { calls: [{ tool: 'read', input: { path: 'a.txt' } }] } },
              { tool: 'task', input: { prompt: 'look around' } },
              { tool: 'structured_output', input: {} },
              { tool: 'fly', input: {} },
              { tool: 'read', input: { nope: 1 } },
              { tool: 'read', input: { path: 'a.txt' } },
            ]),
          ],
        },
        { content: 'Done.' },
      ],
    });
    const parts = sections(toolResultsOf(run, 1)[0]!.content);
    expect(parts.map((p) => p.body)).toEqual([
      'A batch cannot contain batch calls; make it as a call of its own.',
      'A batch cannot contain task calls; make it as a call of its own.',
      'A batch cannot contain structured_output calls; make it as a call of its own.',
      'There is no tool named "fly". Available tools: bash, read, write, edit, glob, grep, index.',
      expect.stringMatching(/^Invalid input for read: .*required property 'path'/),
      '     1\talpha',
    ]);
    // Only the subagent-free run: no request went out for the task inside the batch.
    expect(run.server.requests.filter((r) => r.path === '/v1/messages')).toHaveLength(2);
  });

  it('checks the batch input itself and reports it is all errors when every call failed', async () => {
    const run = await runScripted({
      script: [
        { content: [{ type: 'tool_use', name: 'batch', input: { calls: [] } }, batch([{ tool: 'read', input: { path: 'nope.txt' } }])] },
        { content: 'Done.' },
      ],
    });
    const [empty, failing] = toolResultsOf(run, 1);
    expect(empty!.content).toBe('Invalid input for batch: /calls must NOT have fewer than 1 items. The call was not run.');
    expect(empty!.is_error).toBe(true);
    expect(failing!.is_error).toBe(true);
  });
});

describe('batch plan', () => {
  it('groups consecutive read-only calls and puts every other call in a step of its own', () => {
    const items = ['read', 'grep', 'bash', 'bash', 'glob', 'write', 'index', 'read'].map((tool) => ({ tool, input: {} }));
    const readOnly = (tool: string) => ['read', 'grep', 'glob', 'index'].includes(tool);
    expect(batchSteps(items, readOnly)).toEqual([[0, 1], [2], [3], [4], [5], [6, 7]]);
  });

  it('summarises inputs briefly, without bulk content', () => {
    expect(summarizeInput({ path: 'src/a.ts', offset: 10, limit: 20 })).toBe('path="src/a.ts" offset=10 limit=20');
    expect(summarizeInput({ path: 'a.txt', content: 'x'.repeat(5000) })).toBe('path="a.txt" content=(5000 chars)');
    expect(summarizeInput({ command: 'y'.repeat(200) })).toBe(`command="${'y'.repeat(58)}…`);
  });
});
