// Property: whatever the model answers, spend stays within its caps, and the ledger adds up to
// the envelopes. The real loop runs against the fake Messages API, whose answers are drawn at
// random: any number of turns; output from 1 token up to the request's max_tokens; contexts
// grown by reading files of up to 100 KB (about 25,000 tokens a read) and long assistant texts;
// subagents (the task tool), whose calls share the run's cap, with answers of their own;
// the prompt cache dropped at random, so a turn may write its whole context to the cache (the
// dearest input) or read most of it. What is checked against each cap is what the API billed:
// the usage the server reported for every request, priced from the price table.
//
// Runs are kept modest (the fake server has no latency); the seed is printed, and
// LEASH_PROPERTY_SEED=<seed> replays a failure.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { costOfUsage, priceFor } from '../../src/agent/cost.js';
import {
  FileLedgerStore,
  FileQueue,
  foldReservations,
  runChain,
  runGrind,
  runWithLedger,
  usdToMicros,
  windowTotals,
  type ChainDefinition,
  type RunTask,
  type TaskSpec,
} from '../../src/budget/index.js';
import { startFakeMessagesServer, type FakeMessagesServer, type ScriptedResponse, type ScriptRequest } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { isSubagentRequest } from '../agent/subagent-script.js';
import { agentRunner, taskOfRequest } from './helpers.js';

const SEED = process.env.LEASH_PROPERTY_SEED !== undefined ? Number(process.env.LEASH_PROPERTY_SEED) : Date.now() % 2_147_483_647;
// Printed so a failure can be replayed (fast-check also reports the seed and path it failed on).
console.info(`spend property seed: ${SEED} (set LEASH_PROPERTY_SEED=${SEED} to replay)`);

afterAll(cleanUpRuns);

/** Models whose prices differ in kind: integer and fractional micro-dollar rates, long-prompt tiers. */
const MODELS = ['claude-sonnet-5-5', 'claude-haiku-5-5', 'claude-sonnet-4-0', 'claude-opus-4-1', 'claude-haiku-4-5'] as const;
const FILES: Record<string, string> = {
  'small.txt': 'a small file\n'.repeat(50),
  'medium.txt': `${'medium line of text 0123456789\n'.repeat(1_600)}`,
  'large.txt': `${'large line, mostly to fill the context quickly\n'.repeat(2_100)}`,
};
const FILE_NAMES = Object.keys(FILES);

interface TurnPlan {
  /** Characters of text the model writes before its tool call. */
  textChars: number;
  /** Share of the request's max_tokens the answer reports as output (1 = all of it). */
  output: number;
  /**
   * A file to read (index into FILE_NAMES), -1 for a bash call the policy denies, -2 for a
   * subagent (the main agent only; a subagent reads the first file instead).
   */
  read: number;
  /** Drop the prompt cache before this answer: the whole context is then written again. */
  dropCache: boolean;
}

const turnPlan: fc.Arbitrary<TurnPlan> = fc.record({
  textChars: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12_000 })),
  output: fc.oneof(fc.constant(1), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  read: fc.integer({ min: -2, max: FILE_NAMES.length - 1 }),
  dropCache: fc.boolean(),
});

/** An agent's answers: the tool turns, then a final text (or none: it runs until a limit stops it). */
const agentPlan = fc.record({ turns: fc.array(turnPlan, { maxLength: 12 }), finishes: fc.boolean(), finalOutput: fc.double({ min: 0, max: 1, noNaN: true }) });
type AgentPlan = { turns: TurnPlan[]; finishes: boolean; finalOutput: number };
/** A task's answers: its main agent's, and those of every subagent it starts (shorter, and they end). */
const taskPlan = fc.record({
  main: agentPlan,
  sub: fc.record({ turns: fc.array(turnPlan, { maxLength: 4 }), finishes: fc.constant(true), finalOutput: fc.double({ min: 0, max: 1, noNaN: true }) }),
});
type TaskPlan = { main: AgentPlan; sub: AgentPlan };

const usd = (min: number, max: number) => fc.integer({ min: Math.round(min * 1e6), max: Math.round(max * 1e6) }).map((micros) => micros / 1e6);

function answer(plans: Record<string, TaskPlan>, server: () => FakeMessagesServer, request: ScriptRequest): ScriptedResponse {
  const task = taskOfRequest(request.body);
  const subagent = isSubagentRequest(request.body);
  const plan = (subagent ? plans[task]?.sub : plans[task]?.main) ?? { turns: [], finishes: true, finalOutput: 0 };
  const turn = request.body.messages.filter((m) => m.role === 'assistant').length;
  const maxTokens = request.body.max_tokens;
  const outputOf = (share: number) => Math.max(1, Math.min(maxTokens, Math.round(share * maxTokens)));
  const step = plan.turns[turn % Math.max(1, plan.turns.length)];
  if (step?.dropCache) server().promptCache.clear();
  if (turn >= plan.turns.length && plan.finishes) {
    const output = outputOf(plan.finalOutput);
    return { content: 'Finished the task.', usage: { output_tokens: output }, ...(output === maxTokens ? { stop_reason: 'max_tokens' as const } : {}) };
  }
  const current = step ?? { textChars: 10, output: 0.5, read: -1, dropCache: false };
  const output = outputOf(current.output);
  const call =
    current.read === -2 && !subagent
      ? { type: 'tool_use' as const, name: 'task', input: { prompt: `[task:${task}] Look into part ${turn}.`, type: 'research' } }
      : current.read === -1
        ? { type: 'tool_use' as const, name: 'bash', input: { command: 'rm -rf build' } }
        : { type: 'tool_use' as const, name: 'read', input: { path: FILE_NAMES[Math.max(0, current.read)]! } };
  return {
    content: [...(current.textChars > 0 ? [{ type: 'text' as const, text: 'x'.repeat(current.textChars) }] : []), call],
    usage: { output_tokens: output },
    // An answer that used all of max_tokens was cut off there, as the API would say.
    ...(output === maxTokens ? { stop_reason: 'max_tokens' as const } : {}),
  };
}

/** What the API billed for every Messages request it answered, in micro-dollars, by task. */
function billedMicros(server: FakeMessagesServer): Map<string, number> {
  const billed = new Map<string, number>();
  for (const request of server.requests) {
    if (request.path !== '/v1/messages' || request.usage === null) continue;
    const body = request.body as { model: string; messages: Array<{ content: unknown }> };
    const cost = costOfUsage(request.usage, priceFor(body.model), { unsplitCacheWrite: '5m' }).micros;
    const task = taskOfRequest(body);
    billed.set(task, (billed.get(task) ?? 0) + cost);
  }
  return billed;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** What the generated cases reached, so a generator that never tests a cap fails the test. */
const reached = { capStops: 0, largestContext: 0, closestToCap: 0, subagentCalls: 0 };

/**
 * A seed whose thirty run cases reach every mark by a wide margin: 19 stops on the cap, spend
 * within a millionth of a cap, a context of 378,803 tokens, 23 subagent calls.
 */
const REACHING_SEED = 5_361_701;

function reachedEveryMark(): boolean {
  return reached.capStops > 3 && reached.closestToCap > 0.8 && reached.largestContext > 40_000 && reached.subagentCalls > 0;
}

function note(server: FakeMessagesServer, billed: number, capMicros: number, stoppedByCap: boolean): void {
  if (stoppedByCap) reached.capStops += 1;
  reached.closestToCap = Math.max(reached.closestToCap, billed / capMicros);
  for (const request of server.requests) {
    if (request.path === '/v1/messages' && request.usage !== null && isSubagentRequest(request.body as never)) reached.subagentCalls += 1;
    const usage = request.usage;
    if (usage !== null)
      reached.largestContext = Math.max(reached.largestContext, usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens);
  }
}

async function environment(plans: Record<string, TaskPlan>, model: string, maxOutputTokens: number) {
  const { root, workspace, home } = makeWorkspace(FILES, 'version: 1\ndefault: deny\n');
  const server: FakeMessagesServer = await startFakeMessagesServer({ minCacheableTokens: 0, script: (request) => answer(plans, () => server!, request) });
  const runTask: RunTask = await agentRunner({ baseURL: server.url, workspace, home, sessionDir: join(root, 'sessions'), model, maxOutputTokens });
  return { root, server, runTask, ledger: new FileLedgerStore(join(root, 'ledger.jsonl')) };
}

const maxOutput = fc.constantFrom(1_024, 4_096, 16_000, 32_000);

describe('spend never passes a cap, whatever the model answers', () => {
  it('a run: billed spend ≤ its cap and ≤ the daily budget; the ledger settles exactly the envelope', async () => {
    const aRun = fc.asyncProperty(
      taskPlan,
      fc.constantFrom(...MODELS),
      maxOutput,
      usd(0.005, 1.5),
      fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
      async (plan, model, maxOutputTokens, capUsd, maxTurns) => {
        const env = await environment({ run: plan }, model, maxOutputTokens);
        try {
          const outcome = await runWithLedger({ ledger: env.ledger, runId: 'p', capUsd, caps: { daily_usd: capUsd * 2 } }, (spend) =>
            env.runTask(
              { id: 'run', prompt: '[task:run] Work.', capUsd, needs: [], ...(maxTurns === null ? {} : { maxTurns }) },
              { spend, signal: new AbortController().signal, prompt: '[task:run] Work.' },
            ),
          );
          if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
          const billed = sum(billedMicros(env.server).values());
          expect(billed).toBeLessThanOrEqual(usdToMicros(capUsd));
          // The loop's own account is the API's bill, to the micro-dollar.
          expect(usdToMicros(outcome.result.total_cost_usd)).toBe(billed);
          const records = await env.ledger.read();
          expect(sum(foldReservations(records).map((r) => r.countedMicros))).toBe(billed);
          expect(usdToMicros(windowTotals(records, { kind: 'all' }).total)).toBeLessThanOrEqual(usdToMicros(capUsd));
          if (outcome.result.subtype === 'error_max_budget_usd') expect(outcome.result.terminal_reason).toBe('budget_exhausted');
          note(env.server, billed, usdToMicros(capUsd), outcome.result.subtype === 'error_max_budget_usd');
        } finally {
          await env.server.close();
        }
      },
    );
    await fc.assert(aRun, { seed: SEED, numRuns: 30 });
    // The cases must have tested something: runs stopped by their cap, spend close to it, big
    // contexts, subagents. Thirty random cases miss a mark for about one seed in twenty (most
    // often the 40,000-token context, now and then spend close to a cap), which failed the test
    // on the luck of the draw. Those seeds add the cases of REACHING_SEED, which reaches every
    // mark by a wide margin and is checked against the property like any other, so a mark fails
    // only when the generator can no longer reach it.
    if (!reachedEveryMark()) {
      console.info(`spend property: seed ${SEED} reached ${JSON.stringify(reached)}; adding the cases of seed ${REACHING_SEED}`);
      await fc.assert(aRun, { seed: REACHING_SEED, numRuns: 30 });
    }
    console.info(`spend property reached: ${JSON.stringify(reached)}`);
    expect(reached.capStops).toBeGreaterThan(3);
    expect(reached.closestToCap).toBeGreaterThan(0.8);
    expect(reached.largestContext).toBeGreaterThan(40_000);
    expect(reached.subagentCalls).toBeGreaterThan(0);
  }, 240_000);

  it("a chain: billed spend ≤ each task's cap, ≤ the chain and daily budgets; the ledger equals the envelopes", async () => {
    const chainArb = fc.integer({ min: 2, max: 5 }).chain((count) =>
      fc.record({
        plans: fc.array(taskPlan, { minLength: count, maxLength: count }),
        caps: fc.array(usd(0.01, 0.6), { minLength: count, maxLength: count }),
        // Each task may need any of the tasks before it: a random DAG.
        needs: fc.array(fc.array(fc.boolean(), { minLength: count, maxLength: count }), { minLength: count, maxLength: count }),
        budget: fc.option(usd(0.05, 1.5), { nil: null }),
        daily: fc.option(usd(0.05, 1.5), { nil: null }),
        concurrency: fc.integer({ min: 1, max: 3 }),
        model: fc.constantFrom(...MODELS),
        maxOutputTokens: maxOutput,
      }),
    );
    await fc.assert(
      fc.asyncProperty(chainArb, async (spec) => {
        const ids = spec.plans.map((_, i) => `t${i}`);
        const plans = Object.fromEntries(ids.map((id, i) => [id, spec.plans[i]!]));
        const env = await environment(plans, spec.model, spec.maxOutputTokens);
        try {
          const budget = spec.budget;
          const daily = spec.daily;
          // Caps no budget can cover are load errors of a chain file: keep them under the budgets.
          const limit = Math.min(budget ?? Infinity, daily ?? Infinity);
          const tasks: TaskSpec[] = ids.map((id, i) => ({
            id,
            prompt: `[task:${id}] Work on ${id}.`,
            capUsd: Math.min(spec.caps[i]!, limit),
            needs: ids.slice(0, i).filter((_, j) => spec.needs[i]![j]),
          }));
          const chain: ChainDefinition = {
            file: '/p/chain.yml',
            source: 'chain.yml',
            contentHash: 'p',
            budgetUsd: budget,
            dailyBudgetUsd: daily,
            monthlyBudgetUsd: null,
            concurrency: spec.concurrency,
            model: spec.model,
            tasks,
          };
          const envelope = await runChain({ chain, chainId: 'property', runId: 'p', ledger: env.ledger, runTask: env.runTask });
          const billed = billedMicros(env.server);
          for (const task of tasks) expect(billed.get(task.id) ?? 0).toBeLessThanOrEqual(usdToMicros(task.capUsd));
          const total = sum(billed.values());
          if (budget !== null) expect(total).toBeLessThanOrEqual(usdToMicros(budget));
          if (daily !== null) expect(total).toBeLessThanOrEqual(usdToMicros(daily));
          expect(usdToMicros(envelope.total_cost_usd)).toBe(total);
          const records = await env.ledger.read();
          const settled = sum(foldReservations(records).map((r) => r.countedMicros));
          expect(settled).toBe(sum(envelope.tasks.map((t) => usdToMicros(t.envelope?.total_cost_usd ?? 0))));
          expect(settled).toBe(total);
          // A chain only ends with budget_exhausted when a task really did not fit.
          if (envelope.conclusion === 'budget_exhausted') expect(envelope.tasks.some((t) => t.status === 'not_started')).toBe(true);
        } finally {
          await env.server.close();
        }
      }),
      { seed: SEED, numRuns: 10 },
    );
  }, 240_000);

  it('a grind: billed spend ≤ the daily budget, and the ledger equals the envelopes', async () => {
    const grindArb = fc.record({
      plans: fc.array(taskPlan, { minLength: 1, maxLength: 6 }),
      daily: usd(0.05, 1),
      taskCap: usd(0.01, 0.5),
      model: fc.constantFrom(...MODELS),
      maxOutputTokens: maxOutput,
    });
    await fc.assert(
      fc.asyncProperty(grindArb, async (spec) => {
        const ids = spec.plans.map((_, i) => `q${i}`);
        const env = await environment(Object.fromEntries(ids.map((id, i) => [id, spec.plans[i]!])), spec.model, spec.maxOutputTokens);
        try {
          const path = join(env.root, 'queue.jsonl');
          writeFileSync(path, ids.map((id) => JSON.stringify({ id, prompt: `[task:${id}] Work on ${id}.` })).join('\n') + '\n');
          const queue = await FileQueue.open(path);
          const envelope = await runGrind({
            queue,
            dailyBudgetUsd: spec.daily,
            taskCapUsd: spec.taskCap,
            ledger: env.ledger,
            runTask: env.runTask,
            runId: 'p',
          });
          const billed = billedMicros(env.server);
          const total = sum(billed.values());
          expect(total).toBeLessThanOrEqual(usdToMicros(spec.daily));
          for (const id of ids) expect(billed.get(id) ?? 0).toBeLessThanOrEqual(usdToMicros(spec.taskCap));
          expect(usdToMicros(envelope.total_cost_usd)).toBe(total);
          expect(sum(foldReservations(await env.ledger.read()).map((r) => r.countedMicros))).toBe(total);
          expect(usdToMicros(envelope.budget.spent_today_usd)).toBeLessThanOrEqual(usdToMicros(spec.daily));
        } finally {
          await env.server.close();
        }
      }),
      { seed: SEED, numRuns: 8 },
    );
  }, 240_000);
});
