/**
 * Running a chain (DESIGN.md section 5): tasks in dependency order, independent ones at once
 * (bounded by p-limit), each one's cap reserved in the ledger before it starts and settled with
 * its envelope's cost after. A task that does not fit is not started, and the chain ends with
 * its own conclusion, `budget_exhausted`: not a failure and not a false green. A failed task's
 * downstream tasks are skipped with a reason naming it. The ledger records every task under the
 * chain's id, so a re-run of the same chain does not redo what already succeeded.
 */

import pLimit from 'p-limit';

import type { AssistantEvent, ResultEvent } from '../agent/index.js';
import { SpendGuard } from '../agent/index.js';
import { chainHistory, chainTaskNote, type ChainTaskHistory } from './chain-history.js';
import { capResultText, promptWithNeeds } from './chain-prompt.js';
import type { ChainDefinition, ChainEnvelope, ChainOptions, ChainProgress, ChainTaskOutcome, TaskSpec } from './chain-types.js';
import { formatUsd, microsToUsd, usdToMicros } from './ledger-money.js';
import { committedSpendUsd } from './ledger-run.js';
import type { BudgetCaps } from './ledger-planner.js';
import type { LedgerRecord } from './ledger-record.js';
import { reserveSpend, settleSpend } from './ledger-store.js';
import { chainWindow, dayWindow, monthWindow, remaining, windowTotals } from './ledger-windows.js';

export type { ChainDefinition, ChainEnvelope, ChainOptions, ChainProgress, ChainTaskOutcome, RunTask, TaskSpec } from './chain-types.js';

/** Tasks run at once when neither the caller nor the chain file says. */
export const DEFAULT_CHAIN_CONCURRENCY = 2;

/** An outcome plus what downstream tasks need of it. */
interface TaskResult extends ChainTaskOutcome {
  /** The text a task that needs this one receives. */
  resultText: string;
  /** Why the chain stopped starting tasks, when this task is where it stopped. */
  refused?: boolean;
  /** For a skipped task, where the trouble began (`"lint" failed`); the envelope leaves it out. */
  cause?: string;
}

export async function runChain(options: ChainOptions): Promise<ChainEnvelope> {
  return new ChainRun(options).run();
}

/** The caps a chain's reservations must fit under. */
export function chainCaps(chain: ChainDefinition): BudgetCaps {
  const caps: BudgetCaps = {};
  if (chain.budgetUsd !== null) caps.chain_usd = chain.budgetUsd;
  if (chain.dailyBudgetUsd !== null) caps.daily_usd = chain.dailyBudgetUsd;
  if (chain.monthlyBudgetUsd !== null) caps.monthly_usd = chain.monthlyBudgetUsd;
  return caps;
}

class ChainRun {
  private readonly now: () => Date;
  private readonly caps: BudgetCaps;
  private readonly signal: AbortSignal;
  private readonly byId: Map<string, TaskSpec>;
  private readonly results = new Map<string, Promise<TaskResult>>();
  /** Tasks that other tasks need: only their results are kept in the ledger's notes. */
  private readonly needed: Set<string>;
  /** Running tasks of this invocation (reserved, not yet settled). */
  private readonly inFlight = new Set<Promise<unknown>>();
  private history = new Map<string, ChainTaskHistory>();
  private startRecords: LedgerRecord[] = [];
  /** Set once the chain must start nothing more: a refused reservation or a ledger error. */
  private stopped: { kind: 'budget' | 'ledger'; reason: string; taskId: string } | null = null;

  constructor(private readonly options: ChainOptions) {
    this.now = options.now ?? (() => new Date());
    this.caps = chainCaps(options.chain);
    this.signal = options.signal ?? new AbortController().signal;
    this.byId = new Map(options.chain.tasks.map((task) => [task.id, task]));
    this.needed = new Set(options.chain.tasks.flatMap((task) => task.needs));
  }

  async run(): Promise<ChainEnvelope> {
    const started = this.now().getTime();
    this.startRecords = await this.options.ledger.read();
    this.history = chainHistory(this.startRecords, this.options.chainId);
    const concurrency = this.options.concurrency ?? this.options.chain.concurrency ?? DEFAULT_CHAIN_CONCURRENCY;
    const limit = pLimit(Math.max(1, Math.floor(concurrency)));
    // Needs first: asking for a task whose needs are not yet asked for recurses down the chain,
    // which for a long chain listed last-first runs out of stack.
    for (const task of needsFirst(this.options.chain.tasks)) void this.resultOf(task, limit);
    const outcomes = await Promise.all(this.options.chain.tasks.map((task) => this.resultOf(task, limit)));
    return this.envelope(outcomes, started);
  }

  private progress(event: ChainProgress): void {
    this.options.onProgress?.(event);
  }

  private resultOf(task: TaskSpec, limit: ReturnType<typeof pLimit>): Promise<TaskResult> {
    let result = this.results.get(task.id);
    if (result === undefined) {
      result = this.decide(task, limit);
      this.results.set(task.id, result);
    }
    return result;
  }

  /** Waits for the task's needs (outside the limiter, so waiting holds no slot), then runs it. */
  private async decide(task: TaskSpec, limit: ReturnType<typeof pLimit>): Promise<TaskResult> {
    const needs = await Promise.all(task.needs.map((id) => this.resultOf(this.taskById(id), limit)));
    const blocked = needs.find((need) => need.status !== 'succeeded');
    if (blocked !== undefined) {
      // A skip names the task it needs and the task where the trouble began, never the whole
      // path between: nesting each reason in the next made a 10,000-task chain's reasons grow
      // with the square of its length.
      const why =
        blocked.status === 'failed'
          ? `needs "${blocked.id}", which failed`
          : blocked.status === 'skipped'
            ? `needs "${blocked.id}", which was skipped because ${blocked.cause ?? 'of an earlier task'}`
            : `needs "${blocked.id}", which was not started`;
      const cause = blocked.status === 'skipped' ? blocked.cause : `"${blocked.id}" ${blocked.status === 'failed' ? 'failed' : 'was not started'}`;
      const status = blocked.status === 'not_started' ? 'not_started' : 'skipped';
      this.progress({ kind: 'skip', taskId: task.id, detail: why });
      return { id: task.id, status, reason: why, costUsd: 0, resultText: '', ...(cause === undefined ? {} : { cause }) };
    }
    const earlier = this.history.get(task.id)?.succeeded;
    if (earlier !== undefined) {
      const reason = `succeeded in an earlier run of this chain (run ${earlier.runId} at ${earlier.time}, ${formatUsd(earlier.costUsd)}); not redone`;
      this.progress({ kind: 'skip', taskId: task.id, detail: reason });
      return {
        id: task.id,
        status: 'succeeded',
        reason,
        costUsd: 0,
        resultText: earlier.result ?? '(this task finished in an earlier run; its result was not kept in the ledger)',
      };
    }
    return limit(() => this.runTask(task, needs));
  }

  private taskById(id: string): TaskSpec {
    const task = this.byId.get(id);
    if (task === undefined) throw new Error(`chain task "${id}" is not defined (the chain definition was not checked)`);
    return task;
  }

  private notStartedReason(): string {
    if (this.stopped !== null) {
      return this.stopped.kind === 'budget'
        ? `not started: the chain stopped when task "${this.stopped.taskId}" did not fit the budget`
        : `not started: the chain stopped after a ledger error at task "${this.stopped.taskId}"`;
    }
    return 'not started: the chain was stopped';
  }

  private async runTask(task: TaskSpec, needs: readonly TaskResult[]): Promise<TaskResult> {
    const reservation = await this.reserve(task);
    if (!reservation.ok) return reservation.result;
    const reservationId = reservation.id;
    const spend = new SpendGuard(task.capUsd);
    const prompt = promptWithNeeds(
      task.prompt,
      needs.map((need) => ({ id: need.id, result: need.resultText })),
    );
    const open = this.history.get(task.id)?.open ?? [];
    const leftOpen =
      open.length === 0
        ? ''
        : `; ${open.length} earlier attempt${open.length === 1 ? '' : 's'} never settled (${formatUsd(microsToUsd(open.reduce((sum, r) => sum + r.reservedMicros, 0)))} still counted)`;
    this.progress({
      kind: 'start',
      taskId: task.id,
      detail: `reserved ${formatUsd(task.capUsd)}${task.model === undefined ? '' : ` for ${task.model}`}${leftOpen}`,
    });
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve;
    });
    this.inFlight.add(done);
    try {
      let envelope: ResultEvent;
      try {
        envelope = await this.options.runTask(task, { spend, signal: this.signal, prompt, onEvent: (line) => this.onEvent(task, line) });
      } catch (error) {
        // The runner failed outside the loop: what its guard committed may have been billed.
        const costUsd = committedSpendUsd(spend);
        const reason = `the task runner failed: ${(error as Error).message}`;
        const settled = await this.settle(task, reservationId, costUsd, { status: 'failed' }, undefined);
        this.progress({ kind: 'end', taskId: task.id, costUsd, detail: `failed: ${reason}` });
        return { id: task.id, status: 'failed', reason: settled === null ? reason : `${reason}; ${settled}`, costUsd, resultText: '' };
      }
      const succeeded = envelope.subtype === 'success' && !envelope.is_error;
      const result = capResultText(envelope.result);
      const note = {
        status: succeeded ? 'succeeded' : 'failed',
        subtype: envelope.subtype,
        ...(succeeded && this.needed.has(task.id) ? { result } : {}),
      } as const;
      const settled = await this.settle(task, reservationId, envelope.total_cost_usd, note, envelope.session_id);
      this.progress({
        kind: 'end',
        taskId: task.id,
        costUsd: envelope.total_cost_usd,
        detail: `${envelope.subtype} after ${envelope.num_turns} turn${envelope.num_turns === 1 ? '' : 's'}`,
      });
      const outcome: TaskResult = {
        id: task.id,
        status: succeeded ? 'succeeded' : 'failed',
        costUsd: envelope.total_cost_usd,
        envelope,
        resultText: result,
      };
      const reasons = [succeeded ? undefined : `${envelope.subtype}: ${envelope.result}`, settled ?? undefined].filter((r): r is string => r !== undefined);
      if (reasons.length > 0) outcome.reason = reasons.join('; ');
      return outcome;
    } finally {
      this.inFlight.delete(done);
      resolveDone();
    }
  }

  /**
   * Reserves the task's cap. When it does not fit while other tasks of this chain are running,
   * waits for one of them to settle (it usually costs less than it reserved) and tries again;
   * only a refusal with nothing of ours in flight stops the chain.
   */
  private async reserve(task: TaskSpec): Promise<{ ok: true; id: string } | { ok: false; result: TaskResult }> {
    for (;;) {
      if (this.stopped !== null || this.signal.aborted) {
        return { ok: false, result: { id: task.id, status: 'not_started', reason: this.notStartedReason(), costUsd: 0, resultText: '' } };
      }
      let plan;
      try {
        plan = await reserveSpend(
          this.options.ledger,
          {
            run_id: this.options.runId,
            chain_id: this.options.chainId,
            task_id: task.id,
            amount_usd: task.capUsd,
            note: `chain ${this.options.chainId} task ${task.id}`,
          },
          this.caps,
          { clock: this.now },
        );
      } catch (error) {
        const reason = `ledger error while reserving: ${(error as Error).message}`;
        this.stopped ??= { kind: 'ledger', reason, taskId: task.id };
        this.progress({ kind: 'refused', taskId: task.id, detail: reason });
        return { ok: false, result: { id: task.id, status: 'not_started', reason, costUsd: 0, resultText: '' } };
      }
      if (plan.ok) return { ok: true, id: plan.record.id };
      if (this.inFlight.size > 0) {
        await Promise.race(this.inFlight);
        continue;
      }
      this.stopped ??= { kind: 'budget', reason: plan.reason, taskId: task.id };
      this.progress({ kind: 'refused', taskId: task.id, detail: plan.reason });
      return { ok: false, result: { id: task.id, status: 'not_started', reason: plan.reason, costUsd: 0, resultText: '', refused: true } };
    }
  }

  /** Settles the task's reservation; returns null, or why it could not (the reservation stays counted). */
  private async settle(
    task: TaskSpec,
    id: string,
    costUsd: number,
    note: Parameters<typeof chainTaskNote>[0],
    sessionId: string | undefined,
  ): Promise<string | null> {
    try {
      await settleSpend(
        this.options.ledger,
        { id, amount_usd: costUsd, note: chainTaskNote(note), ...(sessionId === undefined || sessionId === '' ? {} : { session_id: sessionId }) },
        { clock: this.now },
      );
      return null;
    } catch (error) {
      const reason = `ledger error while settling (its reservation of ${formatUsd(task.capUsd)} stays counted): ${(error as Error).message}`;
      this.stopped ??= { kind: 'ledger', reason, taskId: task.id };
      return reason;
    }
  }

  private onEvent(task: TaskSpec, line: string): void {
    if (this.options.onProgress === undefined || !line.includes('"assistant"')) return;
    let event: AssistantEvent;
    try {
      event = JSON.parse(line) as AssistantEvent;
    } catch {
      return;
    }
    if (event.type !== 'assistant' || event.parent_tool_use_id !== null) return;
    this.progress({ kind: 'turn', taskId: task.id, costUsd: event.cost_usd, detail: `turn ${event.turn}` });
  }

  private async envelope(outcomes: TaskResult[], started: number): Promise<ChainEnvelope> {
    const tasks: ChainTaskOutcome[] = outcomes.map((outcome) => {
      const task: ChainTaskOutcome = { id: outcome.id, status: outcome.status, costUsd: outcome.costUsd };
      if (outcome.reason !== undefined) task.reason = outcome.reason;
      if (outcome.envelope !== undefined) task.envelope = outcome.envelope;
      return task;
    });
    const totalMicros = tasks.reduce((sum, task) => sum + usdToMicros(task.costUsd), 0);
    const failed = tasks.some((task) => task.status === 'failed') || this.stopped?.kind === 'ledger';
    const refused = outcomes.some((outcome) => outcome.refused === true);
    const complete = tasks.every((task) => task.status === 'succeeded');
    const conclusion: ChainEnvelope['conclusion'] = failed ? 'failure' : refused ? 'budget_exhausted' : complete ? 'success' : 'failure';
    const now = this.now();
    let records: readonly LedgerRecord[] | null = null;
    try {
      records = await this.options.ledger.read();
    } catch {
      records = null;
    }
    const chain = this.options.chain;
    let spentUsd: number;
    let remainingUsd: number | null = null;
    if (records !== null) {
      const chainTotals = windowTotals(records, chainWindow(this.options.chainId));
      spentUsd = chainTotals.total;
      const left: number[] = [];
      if (chain.budgetUsd !== null) left.push(remaining(chain.budgetUsd, chainTotals));
      if (chain.dailyBudgetUsd !== null) left.push(remaining(chain.dailyBudgetUsd, windowTotals(records, dayWindow(now))));
      if (chain.monthlyBudgetUsd !== null) left.push(remaining(chain.monthlyBudgetUsd, windowTotals(records, monthWindow(now))));
      if (left.length > 0) remainingUsd = Math.min(...left);
    } else {
      // The ledger could not be read again: the chain window as it was, plus this run's spend.
      spentUsd = microsToUsd(usdToMicros(windowTotals(this.startRecords, chainWindow(this.options.chainId)).total) + totalMicros);
      if (chain.budgetUsd !== null) remainingUsd = microsToUsd(Math.max(0, usdToMicros(chain.budgetUsd) - usdToMicros(spentUsd)));
    }
    return {
      type: 'chain_result',
      chain_id: this.options.chainId,
      conclusion,
      is_error: conclusion !== 'success',
      tasks,
      total_cost_usd: microsToUsd(totalMicros),
      budget: { chain_usd: chain.budgetUsd, daily_usd: chain.dailyBudgetUsd, spent_usd: spentUsd, remaining_usd: remainingUsd },
      duration_ms: Math.max(0, now.getTime() - started),
    };
  }
}

/** The tasks ordered so that each comes after every task it needs (the file was checked for cycles). */
function needsFirst(tasks: readonly TaskSpec[]): TaskSpec[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const placed = new Set<string>();
  const onStack = new Set<string>();
  const order: TaskSpec[] = [];
  for (const root of tasks) {
    // Depth-first with an explicit stack: `next` is the index of the need to look at.
    const stack: Array<{ task: TaskSpec; next: number }> = [{ task: root, next: 0 }];
    onStack.add(root.id);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (placed.has(top.task.id)) {
        onStack.delete(top.task.id);
        stack.pop();
        continue;
      }
      const needId = top.task.needs[top.next];
      if (needId === undefined) {
        placed.add(top.task.id);
        onStack.delete(top.task.id);
        order.push(top.task);
        stack.pop();
        continue;
      }
      top.next += 1;
      const need = byId.get(needId);
      if (need !== undefined && !placed.has(needId) && !onStack.has(needId)) {
        onStack.add(needId);
        stack.push({ task: need, next: 0 });
      }
    }
  }
  return order;
}
