/**
 * The grinder (DESIGN.md section 5): a drip through a queue of tasks, one at a time, while the
 * day's budget lasts. Before each task its cap is reserved in the UTC day's window (and the
 * month's, when given); the grind stops when the queue is empty or the next task does not fit.
 * Each task is marked done, failed or skipped in its queue, so a grinder that is killed starts
 * again where it stopped (the killed task's reservation stays counted in the ledger).
 */

import type { AssistantEvent, ResultEvent } from '../agent/index.js';
import { SpendGuard } from '../agent/index.js';
import type { ChainTaskOutcome, GrindEnvelope, GrindOptions, QueueTask, TaskSpec } from './chain-types.js';
import { formatUsd, microsToUsd, usdToMicros } from './ledger-money.js';
import type { BudgetCaps } from './ledger-planner.js';
import { committedSpendUsd } from './ledger-run.js';
import { reserveSpend, settleSpend } from './ledger-store.js';
import { dayWindow, monthWindow, remaining, windowTotals } from './ledger-windows.js';

export type { GrindEnvelope, GrindOptions, QueueSource, QueueTask } from './chain-types.js';

/**
 * After this many failed tasks in a row the grind stops with `failure`: an outage or a broken
 * set-up fails every task the same way, and should not burn through (and mark failed) the
 * whole queue.
 */
export const MAX_CONSECUTIVE_FAILURES = 3;

export async function runGrind(options: GrindOptions): Promise<GrindEnvelope> {
  const now = options.now ?? (() => new Date());
  const signal = options.signal ?? new AbortController().signal;
  const started = now().getTime();
  const caps: BudgetCaps = { daily_usd: options.dailyBudgetUsd };
  if (options.monthlyBudgetUsd !== undefined) caps.monthly_usd = options.monthlyBudgetUsd;
  const outcomes: ChainTaskOutcome[] = [];
  let failuresInARow = 0;
  let startedTasks = 0;
  let stop: 'queue_empty' | 'budget_exhausted' | 'failures' | 'signal' | 'max_tasks';

  for (;;) {
    if (signal.aborted) {
      stop = 'signal';
      break;
    }
    if (options.maxTasks !== undefined && startedTasks >= options.maxTasks) {
      stop = 'max_tasks';
      break;
    }
    const task = await options.queue.next();
    if (task === null) {
      stop = 'queue_empty';
      break;
    }
    const cap = task.capUsd ?? options.taskCapUsd;
    const never = neverFits(cap, options);
    if (never !== null) {
      // Waiting for tomorrow would not help: set it aside for good, and go on.
      await options.queue.mark(task, { status: 'skipped', reason: never });
      options.onProgress?.({ kind: 'skip', taskId: task.id, detail: never });
      outcomes.push({ id: task.id, status: 'skipped', reason: never, costUsd: 0 });
      continue;
    }
    const plan = await reserveSpend(
      options.ledger,
      { run_id: options.runId, task_id: task.id, amount_usd: cap, note: `grind task ${task.id} from ${options.queue.describe()}` },
      caps,
      { clock: now },
    );
    if (!plan.ok) {
      // The task stays in the queue, unmarked: it is the first one the next grind takes.
      options.onProgress?.({ kind: 'refused', taskId: task.id, detail: plan.reason });
      outcomes.push({ id: task.id, status: 'not_started', reason: plan.reason, costUsd: 0 });
      stop = 'budget_exhausted';
      break;
    }
    startedTasks += 1;
    options.onProgress?.({ kind: 'start', taskId: task.id, detail: `reserved ${formatUsd(cap)}${task.model === undefined ? '' : ` for ${task.model}`}` });
    const outcome = await runOne(options, task, cap, plan.record.id, signal, now);
    outcomes.push(outcome);
    if (signal.aborted && outcome.status === 'failed') {
      // Stopped from outside: not the task's fault, so it is not marked and runs again next time.
      stop = 'signal';
      break;
    }
    await options.queue.mark(
      task,
      outcome.status === 'succeeded'
        ? { status: 'done', ...(outcome.envelope === undefined ? {} : { envelope: outcome.envelope }) }
        : {
            status: 'failed',
            ...(outcome.envelope === undefined ? {} : { envelope: outcome.envelope }),
            ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
          },
    );
    failuresInARow = outcome.status === 'succeeded' ? 0 : failuresInARow + 1;
    if (failuresInARow >= MAX_CONSECUTIVE_FAILURES) {
      stop = 'failures';
      break;
    }
  }

  // A stop from outside says so; otherwise any failed task makes the grind a failure (never a
  // false green), and only a clean grind says why it ended.
  const anyFailed = outcomes.some((outcome) => outcome.status === 'failed');
  const conclusion: GrindEnvelope['conclusion'] =
    stop === 'signal' ? 'stopped' : stop === 'failures' || anyFailed ? 'failure' : stop === 'max_tasks' ? 'stopped' : stop;
  const end = now();
  const records = await options.ledger.read();
  const today = windowTotals(records, dayWindow(end));
  let left = remaining(options.dailyBudgetUsd, today);
  if (options.monthlyBudgetUsd !== undefined) left = Math.min(left, remaining(options.monthlyBudgetUsd, windowTotals(records, monthWindow(end))));
  return {
    type: 'grind_result',
    conclusion,
    is_error: conclusion === 'failure' || stop === 'signal',
    tasks: outcomes,
    total_cost_usd: microsToUsd(outcomes.reduce((sum, outcome) => sum + usdToMicros(outcome.costUsd), 0)),
    budget: { daily_usd: options.dailyBudgetUsd, spent_today_usd: today.total, remaining_usd: left },
    duration_ms: Math.max(0, end.getTime() - started),
  };
}

function neverFits(cap: number, options: GrindOptions): string | null {
  if (usdToMicros(cap) > usdToMicros(options.dailyBudgetUsd)) {
    return `its cap of ${formatUsd(cap)} is above the daily budget of ${formatUsd(options.dailyBudgetUsd)}, so it could never start`;
  }
  if (options.monthlyBudgetUsd !== undefined && usdToMicros(cap) > usdToMicros(options.monthlyBudgetUsd)) {
    return `its cap of ${formatUsd(cap)} is above the monthly budget of ${formatUsd(options.monthlyBudgetUsd)}, so it could never start`;
  }
  return null;
}

async function runOne(
  options: GrindOptions,
  task: QueueTask,
  cap: number,
  reservationId: string,
  signal: AbortSignal,
  now: () => Date,
): Promise<ChainTaskOutcome> {
  const spec: TaskSpec = { id: task.id, prompt: task.prompt, capUsd: cap, needs: [] };
  if (task.model !== undefined) spec.model = task.model;
  if (task.maxTurns !== undefined) spec.maxTurns = task.maxTurns;
  const spend = new SpendGuard(cap);
  const onEvent = (line: string): void => {
    if (options.onProgress === undefined || !line.includes('"assistant"')) return;
    try {
      const event = JSON.parse(line) as AssistantEvent;
      if (event.type === 'assistant' && event.parent_tool_use_id === null) {
        options.onProgress({ kind: 'turn', taskId: task.id, costUsd: event.cost_usd, detail: `turn ${event.turn}` });
      }
    } catch {
      // Not an event line; progress is best effort.
    }
  };
  let envelope: ResultEvent;
  try {
    envelope = await options.runTask(spec, { spend, signal, prompt: task.prompt, onEvent });
  } catch (error) {
    const costUsd = committedSpendUsd(spend);
    await settleSpend(options.ledger, { id: reservationId, amount_usd: costUsd, note: 'grind task failed: the task runner threw' }, { clock: now });
    const reason = `the task runner failed: ${(error as Error).message}`;
    options.onProgress?.({ kind: 'end', taskId: task.id, costUsd, detail: `failed: ${reason}` });
    return { id: task.id, status: 'failed', reason, costUsd };
  }
  const succeeded = envelope.subtype === 'success' && !envelope.is_error;
  await settleSpend(
    options.ledger,
    {
      id: reservationId,
      amount_usd: envelope.total_cost_usd,
      note: `grind task ${succeeded ? 'done' : 'failed'}: ${envelope.subtype}`,
      ...(envelope.session_id === '' ? {} : { session_id: envelope.session_id }),
    },
    { clock: now },
  );
  options.onProgress?.({
    kind: 'end',
    taskId: task.id,
    costUsd: envelope.total_cost_usd,
    detail: `${envelope.subtype} after ${envelope.num_turns} turn${envelope.num_turns === 1 ? '' : 's'}`,
  });
  const outcome: ChainTaskOutcome = { id: task.id, status: succeeded ? 'succeeded' : 'failed', costUsd: envelope.total_cost_usd, envelope };
  if (!succeeded) outcome.reason = `${envelope.subtype}: ${envelope.result}`;
  return outcome;
}
