// The grinder and its file queue: one task at a time while the UTC day's budget lasts, marks in
// a state file beside the queue, a restart that takes up where a killed grinder stopped, and
// queue files checked with file:line errors.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BudgetFileError,
  FileLedgerStore,
  FileQueue,
  foldReservations,
  MAX_CONSECUTIVE_FAILURES,
  reserveSpend,
  runGrind,
  usdToMicros,
  windowTotals,
  type ChainProgress,
} from '../../src/budget/index.js';
import { envelopeOf, removeTempDirs, scriptedRunner, tempDir, type ScriptedTask } from './helpers.js';

afterEach(removeTempDirs);

const DAY1 = new Date('2026-03-04T09:00:00.000Z');
const DAY2 = new Date('2026-03-05T00:00:01.000Z');

function queueFile(dir: string, tasks: Array<Record<string, unknown>>, name = 'queue.yml'): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    name.endsWith('.jsonl') ? tasks.map((t) => JSON.stringify(t)).join('\n') + '\n' : tasks.map((t) => `- ${JSON.stringify(t)}`).join('\n') + '\n',
  );
  return path;
}

function stateLines(path: string): Array<Record<string, unknown>> {
  return readFileSync(`${path}.state.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

async function grind(
  dir: string,
  path: string,
  script: Record<string, ScriptedTask>,
  options: { daily?: number; taskCap?: number; now?: Date; maxTasks?: number; monthly?: number } = {},
) {
  const queue = await FileQueue.open(path, { cwd: dir, now: () => options.now ?? DAY1 });
  const ledger = new FileLedgerStore(join(dir, 'ledger.jsonl'));
  const runner = scriptedRunner(script);
  const events: ChainProgress[] = [];
  const envelope = await runGrind({
    queue,
    dailyBudgetUsd: options.daily ?? 1,
    ...(options.monthly === undefined ? {} : { monthlyBudgetUsd: options.monthly }),
    taskCapUsd: options.taskCap ?? 0.2,
    ledger,
    runTask: runner.runTask,
    runId: 'grind-1',
    now: () => options.now ?? DAY1,
    onProgress: (e) => events.push(e),
    ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
  });
  return { envelope, runner, events, queue, ledger };
}

const tasks = (...ids: string[]) => ids.map((id) => ({ id, prompt: `Fix issue ${id}.` }));

describe('runGrind', () => {
  it('takes one task at a time, marks each in the state file, and ends with queue_empty', async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('i1', 'i2', 'i3'));
    const { envelope, runner, events } = await grind(dir, path, {
      i1: { cost: 0.05 },
      i2: { cost: 0.07, subtype: 'error_max_turns', result: 'ran out of turns' },
      i3: { cost: 0.02 },
    });
    expect(runner.maxConcurrent()).toBe(1);
    expect(runner.calls.map((c) => [c.task.id, c.prompt, c.capUsd])).toEqual([
      ['i1', 'Fix issue i1.', 0.2],
      ['i2', 'Fix issue i2.', 0.2],
      ['i3', 'Fix issue i3.', 0.2],
    ]);
    // A failed task is marked and the drip goes on; the grind reports it as a failure.
    expect(envelope).toMatchObject({ type: 'grind_result', conclusion: 'failure', is_error: true, total_cost_usd: 0.14 });
    expect(envelope.tasks.map((t) => [t.id, t.status])).toEqual([
      ['i1', 'succeeded'],
      ['i2', 'failed'],
      ['i3', 'succeeded'],
    ]);
    expect(envelope.budget).toEqual({ daily_usd: 1, spent_today_usd: 0.14, remaining_usd: 0.86 });
    expect(stateLines(path).map((l) => [l.id, l.status, l.cost_usd])).toEqual([
      ['i1', 'done', 0.05],
      ['i2', 'failed', 0.07],
      ['i3', 'done', 0.02],
    ]);
    expect(stateLines(path)[1]!.reason).toBe('error_max_turns: ran out of turns');
    expect(events.map((e) => `${e.kind}:${e.taskId}`)).toEqual(['start:i1', 'end:i1', 'start:i2', 'end:i2', 'start:i3', 'end:i3']);

    const clean = await grind(tempDir(), queueFile(tempDir(), tasks('a')), {});
    expect(clean.envelope).toMatchObject({ conclusion: 'queue_empty', is_error: false });
  });

  it('stops with budget_exhausted when the day cannot cover the next task, leaves it unmarked, and goes on the next UTC day', async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b', 'c', 'd', 'e'));
    const costs = { a: { cost: 0.15 }, b: { cost: 0.15 }, c: { cost: 0.15 }, d: { cost: 0.15 }, e: { cost: 0.15 } };
    const first = await grind(dir, path, costs, { daily: 0.5 });
    expect(first.envelope.conclusion).toBe('budget_exhausted');
    expect(first.envelope.is_error).toBe(false);
    expect(first.envelope.tasks.map((t) => [t.id, t.status])).toEqual([
      ['a', 'succeeded'],
      ['b', 'succeeded'],
      ['c', 'succeeded'],
      ['d', 'not_started'],
    ]);
    expect(first.envelope.tasks[3]!.reason).toMatch(
      /^daily budget of day 2026-03-04 \(UTC\) exhausted: cap \$0\.50, \$0\.05 left, reservation "[^"]+" needs \$0\.20$/,
    );
    expect(first.events.at(-1)).toMatchObject({ kind: 'refused', taskId: 'd' });
    expect(first.envelope.budget).toEqual({ daily_usd: 0.5, spent_today_usd: 0.45, remaining_usd: 0.05 });
    expect(stateLines(path).map((l) => l.id)).toEqual(['a', 'b', 'c']);

    const next = await grind(dir, path, costs, { daily: 0.5, now: DAY2 });
    expect(next.runner.calls.map((c) => c.task.id)).toEqual(['d', 'e']);
    expect(next.envelope.conclusion).toBe('queue_empty');
    expect(next.envelope.budget).toEqual({ daily_usd: 0.5, spent_today_usd: 0.3, remaining_usd: 0.2 });
  });

  it("restarts where a killed grinder stopped, and the killed task's reservation stays counted in its day", async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b', 'c'));
    const ledger = new FileLedgerStore(join(dir, 'ledger.jsonl'));
    // What a grinder killed during `b` leaves: `a` marked done and settled, `b` reserved, unmarked.
    const queue = await FileQueue.open(path, { cwd: dir, now: () => DAY1 });
    const a = (await queue.next())!;
    const reservation = await reserveSpend(ledger, { run_id: 'killed', task_id: 'a', amount_usd: 0.2 }, { daily_usd: 1 }, { clock: () => DAY1 });
    expect(reservation.ok).toBe(true);
    await queue.mark(a, { status: 'done', envelope: envelopeOf({ total_cost_usd: 0 }) });
    await reserveSpend(ledger, { run_id: 'killed', task_id: 'b', amount_usd: 0.2 }, { daily_usd: 1 }, { clock: () => DAY1 });

    const { envelope, runner } = await grind(dir, path, {}, { daily: 1 });
    expect(runner.calls.map((c) => c.task.id)).toEqual(['b', 'c']);
    expect(envelope.conclusion).toBe('queue_empty');
    const day = windowTotals(await ledger.read(), { kind: 'day', day: '2026-03-04' });
    // Two open reservations of the killed run (0.2 each) + b and c at 0.01 each.
    expect(day).toEqual({ settled: 0.02, reserved: 0.4, total: 0.42 });
    expect(envelope.budget.spent_today_usd).toBe(0.42);
  });

  it('sets aside for good a task whose cap no day could cover, and goes on', async () => {
    const dir = tempDir();
    const path = queueFile(dir, [{ id: 'huge', prompt: 'Rewrite everything.', budget_usd: 5 }, ...tasks('small')]);
    const { envelope, runner } = await grind(dir, path, {}, { daily: 1 });
    expect(runner.calls.map((c) => c.task.id)).toEqual(['small']);
    expect(envelope.tasks[0]).toMatchObject({
      id: 'huge',
      status: 'skipped',
      reason: 'its cap of $5.00 is above the daily budget of $1.00, so it could never start',
    });
    expect(stateLines(path).map((l) => [l.id, l.status])).toEqual([
      ['huge', 'skipped'],
      ['small', 'done'],
    ]);
    expect(envelope.conclusion).toBe('queue_empty');
  });

  it(`stops with failure after ${MAX_CONSECUTIVE_FAILURES} failed tasks in a row, leaving the rest of the queue untouched`, async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b', 'c', 'd', 'e'));
    const failing = { subtype: 'error_during_execution' as const, result: 'The model call failed: 401', cost: 0 };
    const { envelope, runner } = await grind(dir, path, { a: failing, b: { throws: 'unknown model' }, c: failing, d: failing });
    expect(runner.calls.map((c) => c.task.id)).toEqual(['a', 'b', 'c']);
    expect(envelope.conclusion).toBe('failure');
    expect(envelope.tasks[1]).toMatchObject({ status: 'failed', reason: 'the task runner failed: unknown model' });
    expect(stateLines(path).map((l) => [l.id, l.status])).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
      ['c', 'failed'],
    ]);
  });

  it('does not mark a task stopped by a signal, so the next grind takes it again; --max-tasks stops cleanly', async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b'));
    const queue = await FileQueue.open(path, { cwd: dir });
    const controller = new AbortController();
    const envelope = await runGrind({
      queue,
      dailyBudgetUsd: 1,
      taskCapUsd: 0.1,
      ledger: new FileLedgerStore(join(dir, 'ledger.jsonl')),
      runId: 'r',
      signal: controller.signal,
      runTask: async () => {
        controller.abort();
        return envelopeOf({ total_cost_usd: 0.01, subtype: 'error_during_execution', result: 'The run was stopped before it finished.' });
      },
    });
    expect(envelope).toMatchObject({ conclusion: 'stopped', is_error: true });
    expect(queue.markOf('a')).toBeUndefined();

    const limited = await grind(dir, path, {}, { maxTasks: 1 });
    expect(limited.runner.calls.map((c) => c.task.id)).toEqual(['a']);
    expect(limited.envelope).toMatchObject({ conclusion: 'stopped', is_error: false });
    // A failed task is not hidden by the stop: the grind is a failure.
    const failed = await grind(dir, path, { b: { subtype: 'error_max_turns' } }, { maxTasks: 1 });
    expect(failed.runner.calls.map((c) => c.task.id)).toEqual(['b']);
    expect(failed.envelope).toMatchObject({ conclusion: 'failure', is_error: true });
  });

  it("settles every task with its envelope's total_cost_usd", async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b', 'c'));
    const { envelope, ledger } = await grind(dir, path, { a: { cost: 0.013 }, b: { cost: 0.000007 }, c: { cost: 0.19 } });
    const settled = foldReservations(await ledger.read()).reduce((sum, r) => sum + r.countedMicros, 0);
    expect(settled).toBe(envelope.tasks.reduce((sum, t) => sum + usdToMicros(t.envelope!.total_cost_usd), 0));
    expect(usdToMicros(envelope.total_cost_usd)).toBe(settled);
  });
});

describe('FileQueue', () => {
  it("reads YAML and JSON lines alike, with each task's model, max turns and cap", async () => {
    const dir = tempDir();
    const entries = [
      { id: 'a', prompt: 'one', model: 'claude-haiku-4-5', max_turns: 3, budget_usd: 0.25 },
      { id: 'b', prompt: 'two' },
    ];
    for (const name of ['q.yml', 'q.jsonl']) {
      const queue = await FileQueue.open(queueFile(dir, entries, name), { cwd: dir });
      expect(queue.tasks).toEqual([
        { id: 'a', prompt: 'one', model: 'claude-haiku-4-5', maxTurns: 3, capUsd: 0.25 },
        { id: 'b', prompt: 'two' },
      ]);
      expect(queue.describe()).toBe(`queue ${name} (2 of 2 tasks left)`);
    }
  });

  it('ignores a mark cut short by a kill, and names a corrupt state line', async () => {
    const dir = tempDir();
    const path = queueFile(dir, tasks('a', 'b'));
    writeFileSync(`${path}.state.jsonl`, '{"id":"a","status":"done","time":"2026-03-04T09:00:00.000Z"}\n{"id":"b","sta');
    const queue = await FileQueue.open(path, { cwd: dir });
    expect((await queue.next())?.id).toBe('b');
    expect(await queue.next()).toBeNull();
    writeFileSync(`${path}.state.jsonl`, '{"id":"a","status":"done","time":"x"}\n{"id":"b","status":"maybe"}\n');
    await expect(FileQueue.open(path, { cwd: dir })).rejects.toThrow(
      'queue.yml.state.jsonl:2:1: expected {"id", "status": "done" | "failed" | "skipped", "time"}',
    );
  });

  const bad: Array<[string, string, string, number, string]> = [
    [
      'unknown key',
      'q.yml',
      '- id: a\n  prompt: x\n- id: b\n  promt: y\n',
      4,
      'unknown key "promt" in task 2 ("b"); expected one of: id, prompt, model, max_turns, budget_usd',
    ],
    ['missing prompt', 'q.yml', '- id: a\n  prompt: x\n- id: b\n', 3, 'task 2 ("b") is missing "prompt"'],
    ['bad budget', 'q.yml', '- id: a\n  prompt: x\n  budget_usd: 0\n', 3, 'task 1 ("a") budget_usd must be above 0, found a number (0)'],
    ['duplicate id', 'q.yml', '- id: a\n  prompt: x\n- id: a\n  prompt: y\n', 3, 'duplicate task id "a": line 1 already has it'],
    ['not a list', 'q.yml', 'tasks:\n  - id: a\n', 1, 'expected a list of tasks'],
    ['YAML syntax', 'q.yml', '- id: a\n  prompt: "x\n', 3, 'YAML syntax error'],
    ['JSONL syntax', 'q.jsonl', '{"id":"a","prompt":"x"}\n\n{"id":"b",\n', 3, 'not valid JSON'],
    [
      'JSONL schema',
      'q.jsonl',
      '{"id":"a","prompt":"x"}\n{"id":"b","prompt":"y","max_turns":0}\n',
      2,
      'the task on line 2 max_turns must be at least 1, found a number (0)',
    ],
    ['JSONL bad id', 'q.jsonl', '{"id":"a b","prompt":"x"}\n', 1, 'id must be a task id'],
  ];

  it.each(bad)('%s: %s names file:line and what was expected', async (_name, file, text, line, fragment) => {
    const dir = tempDir();
    writeFileSync(join(dir, file), text);
    const error = await FileQueue.open(file, { cwd: dir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BudgetFileError);
    expect((error as BudgetFileError).location).toMatchObject({ file, line });
    expect((error as Error).message).toContain(fragment);
    expect((error as Error).message.startsWith(`${file}:${line}:`)).toBe(true);
  });
});
