// Subagents (the task tool) end to end: the real loop and SDK against the fake Messages API.
// The fake server answers the main agent and each subagent by what each request is.
import { afterEach, describe, expect, it } from 'vitest';
import pLimit from 'p-limit';
import type { ApiRetryEvent, AssistantEvent, PermissionDeniedEvent, UserEvent } from '../../src/agent/events.js';
import { clampTier, DEFAULT_TIER_MODELS, parseTierModels, tierOfModel, TierModelsError } from '../../src/agent/subagents.js';
import { readSessionFile } from '../../src/agent/session-file.js';
import { bodyOf, cleanUpRuns, messagesRequests, runScripted } from '../helpers/agent.js';
import { countingFetch, isSubagentRequest, routedScript, toolNamesOf } from './subagent-script.js';

afterEach(cleanUpRuns);

const task = (input: Record<string, unknown>, id?: string) => ({ type: 'tool_use' as const, name: 'task', input, ...(id ? { id } : {}) });
const use = (name: string, input: Record<string, unknown>) => ({ type: 'tool_use' as const, name, input });

function subRequests(run: Awaited<ReturnType<typeof runScripted>>) {
  return messagesRequests(run).filter((r) => isSubagentRequest(r.body as never));
}

/** The tool results the main agent sent in its request `index` (subagent requests skipped). */
function mainToolResults(run: Awaited<ReturnType<typeof runScripted>>, index: number): { tool_use_id: string; content: string; is_error?: boolean }[] {
  const request = messagesRequests(run).filter((r) => !isSubagentRequest(r.body as never))[index];
  const last = (request?.body as { messages: { content: unknown }[] } | undefined)?.messages.at(-1)?.content;
  return Array.isArray(last) ? ((last as { type: string }[]).filter((b) => b.type === 'tool_result') as never) : [];
}

describe('task: subagents', () => {
  it('gives a research subagent read-only tools and a general one everything but task; the answer is the tool result', async () => {
    const run = await runScripted({
      files: { 'src/a.ts': 'export const answer = 42;\n' },
      script: routedScript(
        ({ turn }) =>
          turn === 0
            ? { content: [task({ prompt: 'Where is answer defined?', type: 'research' }), task({ prompt: 'Say hello.', type: 'general' })] }
            : { content: 'Done.' },
        (prompt) => ({ content: prompt.startsWith('Where') ? 'In src/a.ts, line 1.' : 'Hello.' }),
      ),
    });
    expect(run.result.subtype).toBe('success');
    const subs = subRequests(run);
    expect(subs).toHaveLength(2);
    const byPrompt = (start: string) => subs.find((r) => JSON.stringify((r.body as { messages: unknown[] }).messages[0]).includes(start))!;
    expect(toolNamesOf(byPrompt('Where').body as never)).toEqual(['read', 'glob', 'grep', 'index', 'batch']);
    expect(toolNamesOf(byPrompt('Say hello').body as never)).toEqual(['bash', 'read', 'write', 'edit', 'glob', 'grep', 'index', 'batch']);
    expect(mainToolResults(run, 1).map((r) => r.content)).toEqual(['In src/a.ts, line 1.', 'Hello.']);
    // One user event per finished call: the main agent's metas, in the order the calls ended.
    const meta = (
      run.events.filter((e) => e.type === 'user' && (e as UserEvent).tool_results && (e as UserEvent).parent_tool_use_id === null) as UserEvent[]
    ).flatMap((e) => e.tool_results!);
    expect(meta.map((m) => m.subagent && [m.subagent.type, m.subagent.tier, m.subagent.model, m.subagent.num_turns, m.subagent.subtype])).toEqual([
      ['research', 'weak', 'claude-haiku-5-5', 1, 'success'],
      ['general', 'weak', 'claude-haiku-5-5', 1, 'success'],
    ]);
  });

  it('refuses a research subagent a tool it was not given, even inside a batch', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Look.' })] } : { content: 'Done.' }),
        (_prompt, { turn }) =>
          turn === 0
            ? { content: [use('bash', { command: 'echo hi' }), use('batch', { calls: [{ tool: 'write', input: { path: 'x', content: 'y' } }] })] }
            : { content: 'Could not.' },
      ),
    });
    const second = subRequests(run)[1]!.body as { messages: { content: { type: string; content: string }[] }[] };
    const results = second.messages
      .at(-1)!
      .content.filter((b) => b.type === 'tool_result')
      .map((b) => b.content);
    expect(results[0]).toBe('There is no tool named "bash". Available tools: read, glob, grep, index, batch.');
    expect(results[1]).toContain('There is no tool named "write". Available tools: read, glob, grep, index, batch.');
  });

  it('clamps a subagent to its parent tier: never above it, whatever it asks', async () => {
    const cases: [parent: string, asked: string, expected: string][] = [
      ['claude-haiku-5-5', 'strong', 'claude-haiku-5-5'],
      ['claude-sonnet-5-5', 'strong', 'claude-sonnet-5-5'],
      ['claude-sonnet-5-5', 'weak', 'claude-haiku-5-5'],
      // A model outside the mapping is strong.
      ['claude-opus-4-1', 'strong', 'claude-opus-5-5'],
    ];
    for (const [parent, asked, expected] of cases) {
      const run = await runScripted({
        agent: { model: parent },
        script: routedScript(
          ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Go.', tier: asked })] } : { content: 'Done.' }),
          () => ({ content: 'Went.' }),
        ),
      });
      expect([parent, asked, (subRequests(run)[0]!.body as { model: string }).model]).toEqual([parent, asked, expected]);
    }
  });

  it('maps tiers to the models it is given', async () => {
    const run = await runScripted({
      agent: { subagents: { tierModels: { weak: 'claude-haiku-4-5', medium: 'claude-sonnet-4-6' } } },
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'One.' }), task({ prompt: 'Two.', tier: 'medium' })] } : { content: 'Done.' }),
        () => ({ content: 'ok' }),
      ),
    });
    // claude-sonnet-5-5 is no longer in the mapping, so the main agent is strong and may use medium.
    expect(
      subRequests(run)
        .map((r) => (r.body as { model: string }).model)
        .sort(),
    ).toEqual(['claude-haiku-4-5', 'claude-sonnet-4-6']);
  });

  it('never runs more subagents at once than the limit, runs them concurrently, and gives every slot back', async () => {
    const limit = pLimit(2);
    const stats = { now: 0, max: 0, total: 0 };
    const run = await runScripted({
      agent: { subagents: { limit } },
      fetch: countingFetch(stats),
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [1, 2, 3, 4, 5].map((n) => task({ prompt: `Part ${n}.` })) } : { content: 'Done.' }),
        (prompt) => ({ content: `Did ${prompt}`, eventDelayMs: 40 }),
      ),
    });
    expect(run.result.subtype).toBe('success');
    expect(subRequests(run)).toHaveLength(5);
    expect(stats.max).toBe(2);
    expect(mainToolResults(run, 1).map((r) => r.content)).toEqual([1, 2, 3, 4, 5].map((n) => `Did Part ${n}.`));
    expect([limit.activeCount, limit.pendingCount]).toEqual([0, 0]);
  });

  it('gives the slot back when a subagent model call fails, so the next subagent runs', async () => {
    const limit = pLimit(1);
    const run = await runScripted({
      agent: { subagents: { limit } },
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'fail' }), task({ prompt: 'work' })] } : { content: 'Done.' }),
        (prompt) =>
          prompt === 'fail' ? { content: 'never', fault: { kind: 'http_error', status: 400, message: 'bad request for the test' } } : { content: 'worked' },
      ),
    });
    expect(run.result.subtype).toBe('success');
    const [failed, worked] = mainToolResults(run, 1);
    expect(failed!.is_error).toBe(true);
    expect(failed!.content).toMatch(
      /^The subagent stopped before finishing \(error_during_execution\): The model call failed: the API rejected the request \(400/,
    );
    expect(worked!.content).toBe('worked');
    expect([limit.activeCount, limit.pendingCount]).toEqual([0, 0]);
  });

  it('streams subagent events with parent_tool_use_id: prompt, assistant, tool results, denials, retries', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Push it.', type: 'general' }, 'toolu_task1')] } : { content: 'Done.' }),
        (_prompt, { turn }) =>
          turn === 0
            ? {
                content: [use('bash', { command: 'git push origin main' }), use('bash', { command: 'echo hi' })],
                fault: { kind: 'http_error', status: 529, times: 1 },
              }
            : { content: 'Pushing was denied.' },
      ),
    });
    const sub = run.events.filter((e) => (e as { parent_tool_use_id?: unknown }).parent_tool_use_id === 'toolu_task1');
    expect(sub.map((e) => `${e.type}${e.subtype ? `/${e.subtype}` : ''}`)).toEqual([
      'user',
      'system/api_retry',
      'assistant',
      'tool_progress',
      'system/permission_denied',
      'user',
      'tool_progress',
      'user',
      'assistant',
    ]);
    expect((sub[0] as UserEvent).message.content).toEqual([{ type: 'text', text: 'Push it.' }]);
    expect((sub[1] as ApiRetryEvent).error).toBe('overloaded');
    expect((sub[2] as AssistantEvent).turn).toBe(1);
    expect((sub[2] as AssistantEvent).message.model).toBe('claude-haiku-5-5');
    expect((sub[4] as PermissionDeniedEvent).tool_input).toEqual({ command: 'git push origin main' });
    expect([sub[5], sub[7]].map((e) => (e as UserEvent).tool_results!.map((m) => m.decision))).toEqual([['deny'], ['allow']]);
    // The denial is in the envelope, marked with the task call, at the main turn that started it.
    expect(run.result.permission_denials).toEqual([expect.objectContaining({ tool_name: 'bash', parent_tool_use_id: 'toolu_task1', turn: 1 })]);
    expect(mainToolResults(run, 1)[0]!.content).toBe('Pushing was denied.');
    // The main loop's turns are the main agent's only.
    expect(run.result.num_turns).toBe(2);
  });

  it('puts subagent usage and cost in modelUsage per model and in total_cost_usd, not in the main usage', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Count.' })] } : { content: 'Done.' }),
        () => ({ content: 'Counted.', usage: { output_tokens: 500 } }),
      ),
    });
    const usage = run.result.modelUsage;
    expect(Object.keys(usage).sort()).toEqual(['claude-haiku-5-5', 'claude-sonnet-5-5']);
    expect(usage['claude-haiku-5-5']!.outputTokens).toBe(500);
    const costs = run.events.filter((e) => e.type === 'assistant').map((e) => (e as AssistantEvent).cost_usd);
    expect(costs).toHaveLength(3);
    const sum = costs.reduce((a, b) => a + b, 0);
    expect(run.result.total_cost_usd).toBeCloseTo(sum, 6);
    expect(usage['claude-haiku-5-5']!.costUSD).toBeGreaterThan(0);
    expect(usage['claude-haiku-5-5']!.costUSD + usage['claude-sonnet-5-5']!.costUSD).toBeCloseTo(run.result.total_cost_usd, 5);
    expect(run.result.usage.output_tokens).toBe(usage['claude-sonnet-5-5']!.outputTokens);
    const meta = (run.events.find((e) => e.type === 'user' && (e as UserEvent).tool_results) as UserEvent).tool_results![0]!;
    expect(meta.subagent!.cost_usd).toBeCloseTo(usage['claude-haiku-5-5']!.costUSD, 6);
  });

  it('keeps subagents under the run hard cap: they draw on the same budget as the main agent', async () => {
    const cap = 0.1;
    const run = await runScripted({
      limits: { maxBudgetUsd: cap, maxOutputTokens: 1000 },
      files: { 'a.txt': 'a\n' },
      script: routedScript(
        ({ turn }) =>
          turn === 0 ? { content: [task({ prompt: 'Loop one.', tier: 'medium' }), task({ prompt: 'Loop two.', tier: 'medium' })] } : { content: 'Done.' },
        // Every subagent turn is expensive and asks for more: alone, they would spend far past the cap.
        () => ({ content: [use('read', { path: 'a.txt' })], usage: { output_tokens: 1000, cache_creation_input_tokens: 3000 } }),
      ),
    });
    expect(run.result).toMatchObject({ subtype: 'error_max_budget_usd', is_error: true, terminal_reason: 'budget_exhausted' });
    expect(run.result.total_cost_usd).toBeLessThanOrEqual(cap);
    const assistants = run.events.filter((e) => e.type === 'assistant') as AssistantEvent[];
    const subCost = assistants.filter((e) => e.parent_tool_use_id !== null).reduce((a, e) => a + e.cost_usd, 0);
    const mainCost = assistants.filter((e) => e.parent_tool_use_id === null).reduce((a, e) => a + e.cost_usd, 0);
    expect(subCost).toBeGreaterThan(cap * 0.6);
    expect(subCost + mainCost).toBeLessThanOrEqual(cap);
    // The main agent's next call did not fit, so the task results are only in the transcript.
    expect(messagesRequests(run).filter((r) => !isSubagentRequest(r.body as never))).toHaveLength(1);
    const mainUsers = run.events.filter((e) => e.type === 'user' && (e as UserEvent).parent_tool_use_id === null) as UserEvent[];
    const blocks = mainUsers.flatMap((e) => e.message.content) as { type: string; content: string; text: string }[];
    const results = blocks.filter((b) => b.type === 'tool_result');
    expect(results).toHaveLength(2);
    // Past 80% of the budget, the main agent was asked to wrap up, in a synthetic user event.
    expect(mainUsers.at(-1)!.synthetic).toBe(true);
    expect(blocks.at(-1)!.text).toMatch(/^You are close to this run's limits \(\$0\.\d+ of \$0\.1 spent\)/);
    for (const result of results)
      expect(result.content).toMatch(/^The subagent stopped before finishing \(error_max_budget_usd\): Stopped before the next model call/);
  });

  it('stops a subagent at its own turn limit and tells the parent', async () => {
    const run = await runScripted({
      agent: { subagents: { maxTurns: 3 } },
      files: { 'a.txt': 'a\n' },
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Forever.' })] } : { content: 'Done.' }),
        () => ({ content: [use('read', { path: 'a.txt' })] }),
      ),
    });
    expect(run.result.subtype).toBe('success');
    expect(subRequests(run)).toHaveLength(3);
    expect(mainToolResults(run, 1)[0]!.content).toBe(
      'The subagent stopped before finishing (error_max_turns): The subagent used all of its 3 turns before finishing.',
    );
  });

  it('ends a subagent with the run at the parent time limit', async () => {
    const started = Date.now();
    const run = await runScripted({
      limits: { timeoutMs: 1500 },
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Wait.', type: 'general' })] } : { content: 'never' }),
        () => ({ content: [use('bash', { command: 'sleep 30' })] }),
      ),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.result).toMatchObject({ subtype: 'error_timeout', terminal_reason: 'timeout' });
  });

  it('resumes the main conversation only, counting what the subagents spent in the session cost', async () => {
    const first = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Look.' })] } : { content: 'Done.' }),
        () => ({ content: 'Looked.' }),
      ),
    });
    const events = readSessionFile(first.sessionFile);
    const resumed = await runScripted({
      prompt: 'One more thing.',
      agent: { resume: { path: first.sessionFile, events } },
      script: [{ content: 'Did it.' }],
    });
    expect(resumed.result).toMatchObject({ subtype: 'success', session_id: first.result.session_id });
    const messages = bodyOf(messagesRequests(resumed)[0]).messages;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    // The subagent's own messages are not part of it: its answer is there only as the task's result.
    expect((messages[1]!.content as { type: string; name?: string }[]).map((b) => b.name ?? b.type)).toEqual(['task']);
    expect((messages[2]!.content as { type: string; content?: string }[])[0]).toMatchObject({ type: 'tool_result', content: 'Looked.' });
    expect(JSON.stringify(messages).split('Looked.')).toHaveLength(2);
    expect(resumed.result.session_cost_usd).toBeCloseTo(first.result.total_cost_usd + resumed.result.total_cost_usd, 5);
  });

  it('never hands a secret the parent wrote to a subagent', async () => {
    const token = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';
    const run = await runScripted({
      env: { PATH: process.env.PATH, GITHUB_TOKEN: token },
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: `Use ${token} to look.` })] } : { content: 'Done.' }),
        () => ({ content: 'Looked.' }),
      ),
    });
    const sub = JSON.stringify(bodyOf(subRequests(run)[0]).messages);
    expect(sub).toContain('[REDACTED');
    expect(sub).not.toContain(token);
  });

  it('is not offered to subagents, nor at all when turned off', async () => {
    const run = await runScripted({
      agent: { subagents: false },
      script: [{ content: [task({ prompt: 'x' })] }, { content: 'Done.' }],
    });
    expect(toolNamesOf(messagesRequests(run)[0]!.body as never)).not.toContain('task');
    expect(mainToolResults(run, 1)[0]!.content).toMatch(/^There is no tool named "task"/);
  });
});

describe('tiers', () => {
  it('parses a tier mapping and keeps the defaults for tiers left out', () => {
    expect(parseTierModels('weak=claude-haiku-4-5, strong=claude-opus-4-1')).toEqual({
      weak: 'claude-haiku-4-5',
      medium: DEFAULT_TIER_MODELS.medium,
      strong: 'claude-opus-4-1',
    });
    expect(() => parseTierModels('tiny=x')).toThrow(TierModelsError);
    expect(() => parseTierModels('weak=a,weak=b')).toThrow('tier "weak" is given twice');
    expect(() => parseTierModels('weak')).toThrow('expected TIER=MODEL pairs');
    expect(() => parseTierModels('')).toThrow('expected TIER=MODEL pairs');
  });

  it('finds a model tier (a dated snapshot counts), strong when unknown, and never clamps upwards', () => {
    expect(tierOfModel('claude-haiku-5-5', DEFAULT_TIER_MODELS)).toBe('weak');
    expect(tierOfModel('claude-sonnet-5-5-20260115', DEFAULT_TIER_MODELS)).toBe('medium');
    expect(tierOfModel('my-model', DEFAULT_TIER_MODELS)).toBe('strong');
    expect(clampTier('strong', 'weak')).toBe('weak');
    expect(clampTier('weak', 'strong')).toBe('weak');
    expect(clampTier('medium', 'medium')).toBe('medium');
  });
});
