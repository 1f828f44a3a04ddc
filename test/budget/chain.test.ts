// runChain: order and concurrency, needs results, failures and their downstream, the budget's
// own conclusion, re-runs from the ledger; then the real loop as the runner, against the fake
// Messages API: needs results reach the model, and a task's narrowing denies hold.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionDeniedEvent } from '../../src/agent/events.js';
import {
  capResultText,
  chainHistory,
  FileLedgerStore,
  foldReservations,
  loadChainFile,
  reserveSpend,
  runChain,
  usdToMicros,
  windowTotals,
  type ChainDefinition,
  type ChainProgress,
  type TaskSpec,
} from '../../src/budget/index.js';
import { startFakeMessagesServer, type FakeMessagesServer } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { agentRunner, envelopeOf, removeTempDirs, scriptedRunner, taskOfRequest, tempDir } from './helpers.js';

afterEach(async () => {
  await cleanUpRuns();
  removeTempDirs();
});

const NOW = new Date('2026-03-04T12:00:00.000Z');
const now = () => NOW;

function task(id: string, fields: Partial<TaskSpec> = {}): TaskSpec {
  return { id, prompt: `Do ${id}.`, capUsd: 0.2, needs: [], ...fields };
}

function chainOf(
  tasks: TaskSpec[],
  budgets: Partial<Pick<ChainDefinition, 'budgetUsd' | 'dailyBudgetUsd' | 'monthlyBudgetUsd' | 'concurrency'>> = {},
): ChainDefinition {
  return {
    file: '/x/chain.yml',
    source: 'chain.yml',
    contentHash: 'h',
    budgetUsd: null,
    dailyBudgetUsd: null,
    monthlyBudgetUsd: null,
    concurrency: null,
    model: null,
    tasks,
    ...budgets,
  };
}

function ledger(): FileLedgerStore {
  return new FileLedgerStore(join(tempDir(), 'ledger.jsonl'));
}

describe('runChain: order, concurrency and needs', () => {
  it('runs independent tasks at once up to the concurrency, and a task only after all its needs', async () => {
    const runner = scriptedRunner({ a: { delayMs: 40 }, b: { delayMs: 60 }, d: { delayMs: 40 }, e: { delayMs: 40 } });
    const events: ChainProgress[] = [];
    const chain = chainOf([task('a'), task('b'), task('c', { needs: ['a', 'b'] }), task('d'), task('e')]);
    const envelope = await runChain({
      chain,
      chainId: 'c1',
      runId: 'r1',
      ledger: ledger(),
      runTask: runner.runTask,
      concurrency: 2,
      now,
      onProgress: (e) => events.push(e),
    });
    expect(envelope).toMatchObject({ type: 'chain_result', chain_id: 'c1', conclusion: 'success', is_error: false });
    expect(envelope.tasks.map((t) => [t.id, t.status])).toEqual([
      ['a', 'succeeded'],
      ['b', 'succeeded'],
      ['c', 'succeeded'],
      ['d', 'succeeded'],
      ['e', 'succeeded'],
    ]);
    expect(runner.maxConcurrent()).toBe(2);
    const order = events.filter((e) => e.kind === 'start' || e.kind === 'end').map((e) => `${e.kind}:${e.taskId}`);
    expect(order.indexOf('start:c')).toBeGreaterThan(order.indexOf('end:a'));
    expect(order.indexOf('start:c')).toBeGreaterThan(order.indexOf('end:b'));
  });

  it('inserts the results of its needs, in the order of needs, labelled, fenced and cut in the middle when long', async () => {
    const long = `HEAD-${'x'.repeat(30_000)}-TAIL`;
    const runner = scriptedRunner({ lint: { result: long }, test: { result: 'all 12 tests pass' } });
    const chain = chainOf([task('lint'), task('test'), task('fix', { needs: ['test', 'lint'], prompt: 'Fix what they found.' })]);
    await runChain({ chain, chainId: 'c1', runId: 'r1', ledger: ledger(), runTask: runner.runTask, now });
    const prompt = runner.calls.find((c) => c.task.id === 'fix')!.prompt;
    expect(prompt.startsWith('Fix what they found.\n')).toBe(true);
    expect(prompt).toContain('===== result of task "test" =====\nall 12 tests pass\n===== end of result of task "test" =====');
    expect(prompt.indexOf('result of task "test"')).toBeLessThan(prompt.indexOf('result of task "lint"'));
    expect(prompt).toContain('HEAD-');
    expect(prompt).toContain('-TAIL\n===== end of result of task "lint" =====');
    const lint = /===== result of task "lint" =====\n([^]*)\n===== end of result of task "lint" =====/.exec(prompt)![1]!;
    expect(lint.length).toBeLessThanOrEqual(8_000);
    const [head, tail] = lint.split(/\n\[… \d+ characters cut from the middle of this result …\]\n/);
    const cut = Number(/\[… (\d+) characters cut/.exec(lint)![1]);
    expect(head!.length + cut + tail!.length).toBe(long.length);
    expect(long.startsWith(head!) && long.endsWith(tail!)).toBe(true);
    // Cut once: a result kept capped (in the ledger) is inserted unchanged.
    expect(capResultText(lint)).toBe(lint);
    expect(prompt.split('characters cut')).toHaveLength(2);
    // A task without needs gets its prompt untouched.
    expect(runner.calls.find((c) => c.task.id === 'lint')!.prompt).toBe('Do lint.');
    // Each task runs under a guard over its own cap.
    expect(runner.calls.map((c) => c.capUsd)).toEqual([0.2, 0.2, 0.2]);
  });
});

describe('runChain: failures', () => {
  it('skips the tasks downstream of a failed task with a reason naming it, and still runs the independent ones', async () => {
    const runner = scriptedRunner({ build: { subtype: 'error_max_turns', result: 'Stopped after 5 turns', cost: 0.03 } });
    const chain = chainOf([task('build'), task('test', { needs: ['build'] }), task('deploy', { needs: ['test'] }), task('docs')]);
    const events: ChainProgress[] = [];
    const envelope = await runChain({ chain, chainId: 'c1', runId: 'r1', ledger: ledger(), runTask: runner.runTask, now, onProgress: (e) => events.push(e) });
    expect(envelope.conclusion).toBe('failure');
    expect(envelope.is_error).toBe(true);
    const byId = Object.fromEntries(envelope.tasks.map((t) => [t.id, t]));
    expect(byId.build).toMatchObject({ status: 'failed', costUsd: 0.03, reason: 'error_max_turns: Stopped after 5 turns' });
    expect(byId.build!.envelope?.subtype).toBe('error_max_turns');
    expect(byId.test).toMatchObject({ status: 'skipped', reason: 'needs "build", which failed', costUsd: 0 });
    expect(byId.deploy).toMatchObject({ status: 'skipped', reason: 'needs "test", which was skipped because "build" failed' });
    expect(byId.docs!.status).toBe('succeeded');
    expect(runner.calls.map((c) => c.task.id).sort()).toEqual(['build', 'docs']);
    expect(events.filter((e) => e.kind === 'skip').map((e) => e.taskId)).toEqual(['test', 'deploy']);
  });

  it('fails a task whose runner throws, settling what its guard committed (nothing, here)', async () => {
    const store = ledger();
    const runner = scriptedRunner({ a: { throws: 'no such model' } });
    const envelope = await runChain({
      chain: chainOf([task('a'), task('b', { needs: ['a'] })]),
      chainId: 'c1',
      runId: 'r1',
      ledger: store,
      runTask: runner.runTask,
      now,
    });
    expect(envelope.tasks[0]).toMatchObject({ status: 'failed', reason: 'the task runner failed: no such model', costUsd: 0 });
    expect(envelope.tasks[1]).toMatchObject({ status: 'skipped' });
    const records = await store.read();
    expect(foldReservations(records).map((r) => [r.record.task_id, r.state, r.countedMicros])).toEqual([['a', 'settled', 0]]);
  });

  it('stops on a signal: the running task ends, the queued ones are not started, the chain is a failure', async () => {
    const controller = new AbortController();
    const runTask = scriptedRunner().runTask;
    const envelope = await runChain({
      chain: chainOf([task('a'), task('b'), task('c')]),
      chainId: 'c1',
      runId: 'r1',
      ledger: ledger(),
      concurrency: 1,
      now,
      signal: controller.signal,
      runTask: async (spec, context) => {
        if (spec.id === 'a') controller.abort();
        return context.signal.aborted ? envelopeOf({ total_cost_usd: 0.001, subtype: 'error_during_execution', result: 'stopped' }) : runTask(spec, context);
      },
    });
    expect(envelope.tasks.map((t) => t.status)).toEqual(['failed', 'not_started', 'not_started']);
    expect(envelope.tasks[1]!.reason).toBe('not started: the chain was stopped');
    expect(envelope.conclusion).toBe('failure');
  });
});

describe('runChain: the budget', () => {
  it('ends with budget_exhausted when the next reservation does not fit: that task and the rest are not started', async () => {
    const store = ledger();
    const runner = scriptedRunner({ a: { cost: 0.25 } });
    const events: ChainProgress[] = [];
    const chain = chainOf(
      [task('a', { capUsd: 0.3 }), task('b', { capUsd: 0.3, needs: ['a'] }), task('c', { capUsd: 0.1, needs: ['b'] }), task('d', { capUsd: 0.3 })],
      { budgetUsd: 0.5, concurrency: 1 },
    );
    const envelope = await runChain({ chain, chainId: 'nightly', runId: 'r1', ledger: store, runTask: runner.runTask, now, onProgress: (e) => events.push(e) });
    expect(envelope.conclusion).toBe('budget_exhausted');
    expect(envelope.is_error).toBe(true);
    const statuses = Object.fromEntries(envelope.tasks.map((t) => [t.id, t.status]));
    expect(statuses).toEqual({ a: 'succeeded', b: 'not_started', c: 'not_started', d: 'not_started' });
    const refused = envelope.tasks.find((t) => (t.id === 'b' || t.id === 'd' ? t.reason?.includes('exhausted') : false))!;
    expect(refused.reason).toMatch(/^chain budget of chain "nightly" exhausted: cap \$0\.50, \$0\.25 left, reservation "[0-9a-f-]+" needs \$0\.30$/);
    expect(events.filter((e) => e.kind === 'refused')).toHaveLength(1);
    expect(envelope.total_cost_usd).toBe(0.25);
    expect(envelope.budget).toEqual({ chain_usd: 0.5, daily_usd: null, spent_usd: 0.25, remaining_usd: 0.25 });
    // Nothing was reserved for the tasks that did not start.
    expect(foldReservations(await store.read()).map((r) => r.record.task_id)).toEqual(['a']);
  });

  it('waits for its own running tasks to settle before calling the budget exhausted', async () => {
    const runner = scriptedRunner({ a: { cost: 0.05, delayMs: 50 }, b: { cost: 0.05, delayMs: 10 } });
    const chain = chainOf([task('a', { capUsd: 0.6 }), task('b', { capUsd: 0.6 })], { budgetUsd: 1 });
    const envelope = await runChain({ chain, chainId: 'c1', runId: 'r1', ledger: ledger(), runTask: runner.runTask, concurrency: 2, now });
    expect(envelope.conclusion).toBe('success');
    expect(runner.maxConcurrent()).toBe(1);
    expect(envelope.budget.spent_usd).toBe(0.1);
  });

  it('counts spend from other runs in the daily window, and reports what is left of the tightest cap', async () => {
    const store = ledger();
    await reserveSpend(store, { run_id: 'someone-else', amount_usd: 0.9 }, {}, { clock: now });
    const runner = scriptedRunner({ a: { cost: 0.04 } });
    const chain = chainOf([task('a', { capUsd: 0.05 }), task('b', { capUsd: 0.2 })], { dailyBudgetUsd: 1, budgetUsd: 5, concurrency: 1 });
    const envelope = await runChain({ chain, chainId: 'c1', runId: 'r1', ledger: store, runTask: runner.runTask, now });
    expect(envelope.conclusion).toBe('budget_exhausted');
    expect(envelope.tasks[1]!.reason).toMatch(/^daily budget of day 2026-03-04 \(UTC\) exhausted: cap \$1\.00, \$0\.06 left/);
    expect(envelope.budget).toEqual({ chain_usd: 5, daily_usd: 1, spent_usd: 0.04, remaining_usd: 0.06 });
  });

  it("a re-run does not redo what succeeded, retries what failed, and still counts a killed task's open reservation", async () => {
    const store = ledger();
    const first = scriptedRunner({ lint: { result: 'three errors in a.ts', cost: 0.02 }, fix: { subtype: 'error_max_turns', cost: 0.05 } });
    const chain = chainOf([task('lint'), task('fix', { needs: ['lint'] }), task('docs')], { budgetUsd: 1, concurrency: 1 });
    // `docs` was killed mid-run by an earlier invocation: its reservation was never closed.
    await reserveSpend(store, { run_id: 'killed', chain_id: 'c1', task_id: 'docs', amount_usd: 0.2 }, { chain_usd: 1 }, { clock: now });
    const firstEnvelope = await runChain({
      chain: chainOf([task('lint'), task('fix', { needs: ['lint'] })], { budgetUsd: 1 }),
      chainId: 'c1',
      runId: 'r1',
      ledger: store,
      runTask: first.runTask,
      now,
    });
    expect(firstEnvelope.conclusion).toBe('failure');

    const second = scriptedRunner({ fix: { cost: 0.03 } });
    const events: ChainProgress[] = [];
    const envelope = await runChain({ chain, chainId: 'c1', runId: 'r2', ledger: store, runTask: second.runTask, now, onProgress: (e) => events.push(e) });
    expect(second.calls.map((c) => c.task.id).sort()).toEqual(['docs', 'fix']);
    expect(envelope.conclusion).toBe('success');
    expect(envelope.tasks[0]).toMatchObject({ id: 'lint', status: 'succeeded', costUsd: 0 });
    expect(envelope.tasks[0]!.reason).toMatch(/^succeeded in an earlier run of this chain \(run r1 at .*, \$0\.02\); not redone$/);
    // The earlier result still reaches the task that needs it.
    expect(second.calls.find((c) => c.task.id === 'fix')!.prompt).toContain('===== result of task "lint" =====\nthree errors in a.ts\n');
    expect(events.find((e) => e.kind === 'start' && e.taskId === 'docs')!.detail).toContain('1 earlier attempt never settled ($0.20 still counted)');
    expect(envelope.total_cost_usd).toBe(0.04);
    // lint 0.02 + fix 0.05 (failed) + fix 0.03 + docs 0.01 + the killed docs reservation 0.20.
    expect(envelope.budget.spent_usd).toBe(0.31);
    const records = await store.read();
    expect(windowTotals(records, { kind: 'chain', chain_id: 'c1' })).toEqual({ settled: 0.11, reserved: 0.2, total: 0.31 });
    const history = chainHistory(records, 'c1');
    expect(history.get('docs')).toMatchObject({ attempts: 2 });
    expect(history.get('docs')!.open).toHaveLength(1);
    expect(history.get('fix')!.succeeded?.runId).toBe('r2');
  });

  it("settles each task with its envelope's total_cost_usd, so the ledger adds up to the envelopes", async () => {
    const store = ledger();
    const runner = scriptedRunner({ a: { cost: 0.012345 }, b: { cost: 0.1, subtype: 'error_max_budget_usd' }, c: { cost: 0.000001 } });
    const envelope = await runChain({
      chain: chainOf([task('a'), task('b'), task('c')]),
      chainId: 'c1',
      runId: 'r1',
      ledger: store,
      runTask: runner.runTask,
      now,
    });
    const settled = foldReservations(await store.read()).reduce((sum, r) => sum + r.countedMicros, 0);
    const fromEnvelopes = envelope.tasks.reduce((sum, t) => sum + usdToMicros(t.envelope?.total_cost_usd ?? 0), 0);
    expect(settled).toBe(fromEnvelopes);
    expect(usdToMicros(envelope.total_cost_usd)).toBe(settled);
  });
});

describe('runChain with the real agent loop', () => {
  async function setUp(policy: string, files: Record<string, string> = {}) {
    const { root, workspace, home } = makeWorkspace(files, policy);
    return { root, workspace, home, store: new FileLedgerStore(join(root, 'ledger.jsonl')) };
  }

  it('gives a task the results of its needs in its first request to the model', async () => {
    const { root, workspace, home, store } = await setUp('version: 1\ndefault: deny\n');
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: (request) => ({ content: taskOfRequest(request.body) === 'scan' ? 'Found TODOs in a.ts and b.ts.' : 'Fixed them.' }),
    });
    try {
      const runTask = await agentRunner({ baseURL: server.url, workspace, home, sessionDir: join(root, 'sessions') });
      const chain = chainOf([task('scan', { prompt: '[task:scan] Find TODOs.' }), task('fix', { prompt: '[task:fix] Fix the TODOs.', needs: ['scan'] })], {
        budgetUsd: 1,
      });
      const envelope = await runChain({ chain, chainId: 'real', runId: 'r1', ledger: store, runTask });
      expect(envelope.conclusion).toBe('success');
      const fixRequest = server.requests.find((r) => r.path === '/v1/messages' && taskOfRequest(r.body as never) === 'fix')!;
      const firstMessage = JSON.stringify((fixRequest.body as { messages: unknown[] }).messages[0]);
      expect(firstMessage).toContain('===== result of task \\"scan\\" =====\\nFound TODOs in a.ts and b.ts.\\n===== end of result of task \\"scan\\" =====');
      // The ledger holds what the envelopes say.
      const settled = foldReservations(await store.read()).reduce((sum, r) => sum + r.countedMicros, 0);
      expect(settled).toBe(envelope.tasks.reduce((sum, t) => sum + usdToMicros(t.envelope!.total_cost_usd), 0));
      expect(settled).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it("holds a task's narrowing denies under the policy's allows, names the chain file line, and narrows only that task", async () => {
    const policy = 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *", "cat *"]\n';
    const { root, workspace, home, store } = await setUp(policy, { 'notes/secret.txt': 'the launch code\n', 'notes/plan.txt': 'the plan\n' });
    const chainFile = join(root, 'chain.yml');
    writeFileSync(
      chainFile,
      [
        'version: 1',
        'task_budget_usd: 0.5',
        'tasks:',
        '  - id: narrowed',
        '    prompt: "[task:narrowed] Look around."',
        '    policy:',
        '      deny:',
        '        bash: ["echo release*"]',
        '        read: ["notes/secret.txt"]',
        '  - id: open',
        '    prompt: "[task:open] Look around."',
        '',
      ].join('\n'),
    );
    const chain = await loadChainFile(chainFile, { cwd: root });
    const server: FakeMessagesServer = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: (request) => {
        const turn = request.body.messages.filter((m) => m.role === 'assistant').length;
        if (turn > 0) return { content: 'Done.' };
        return {
          content: [
            { type: 'tool_use', name: 'bash', input: { command: 'echo release v2' } },
            { type: 'tool_use', name: 'read', input: { path: 'notes/secret.txt' } },
            { type: 'tool_use', name: 'grep', input: { pattern: 'the' } },
          ],
        };
      },
    });
    try {
      const lines: Record<string, string[]> = {};
      const base = await agentRunner({ baseURL: server.url, workspace, home, sessionDir: join(root, 'sessions') });
      const envelope = await runChain({
        chain,
        chainId: 'narrow',
        runId: 'r1',
        ledger: store,
        concurrency: 1,
        runTask: (spec, context) => base(spec, { ...context, onEvent: (line) => (lines[spec.id] ??= []).push(line) }),
      });
      expect(envelope.conclusion).toBe('success');
      const narrowed = envelope.tasks.find((t) => t.id === 'narrowed')!.envelope!;
      expect(narrowed.permission_denials.map((d) => [d.tool_name, d.decision])).toEqual([
        ['bash', 'deny'],
        ['read', 'deny'],
      ]);
      expect(narrowed.permission_denials[0]!.scopes[0]!.rule).toEqual({ pattern: 'echo release*', effect: 'deny', layer: 'task', source: 'chain.yml:7' });
      expect(narrowed.permission_denials[1]!.scopes[0]!.rule).toEqual({ pattern: 'notes/secret.txt', effect: 'deny', layer: 'task', source: 'chain.yml:7' });
      const denied = lines['narrowed']!.map((l) => JSON.parse(l) as PermissionDeniedEvent).filter((e) => e.subtype === 'permission_denied');
      expect(denied[0]!.message).toContain('denied by rule "echo release*" (chain.yml:7)');
      // grep under the narrowed policy does not show the file the task may not read (results: every user event after the prompt).
      const narrowedResults = JSON.stringify(
        lines['narrowed']!.map((l) => JSON.parse(l) as unknown)
          .filter((e) => (e as { type: string }).type === 'user')
          .slice(1),
      );
      expect(narrowedResults).toContain('the plan');
      expect(narrowedResults).not.toContain('launch code');
      // The other task runs under the policy as it is.
      const open = envelope.tasks.find((t) => t.id === 'open')!.envelope!;
      expect(open.permission_denials).toEqual([]);
      const openResults = JSON.stringify(
        lines['open']!.map((l) => JSON.parse(l) as unknown)
          .filter((e) => (e as { type: string }).type === 'user')
          .slice(1),
      );
      expect(openResults).toContain('release v2');
      expect(openResults).toContain('launch code');
    } finally {
      await server.close();
    }
  });
});
