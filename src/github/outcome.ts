// One shape for what a step ran, whatever the mode: a single session, a chain or a grind. The
// outputs, the job summary, the artifact and the comment are all drawn from it, so they agree.
import type { PermissionDenial, ResultEvent } from '../agent/index.js';
import type { FailOn } from './inputs.js';

export interface TokenTotals {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

/** One task of the step: its name, its session file (if it started one) and its envelope (if it ended). */
export interface TaskRecord {
  name: string;
  sessionFile: string | null;
  envelope: ResultEvent | null;
  /** For chain and grind tasks: `succeeded`, `failed`, `skipped`, `not_started`; why, when it did not run. */
  status?: string;
  reason?: string;
}

/**
 * `conclusion` is `success`, `failure` or `budget_exhausted` for a prompt; a chain's or a
 * grinder's own conclusion otherwise (`queue_empty`, `stopped` too); `refused` when the trust
 * check stopped the step before anything ran.
 */
export interface ActionOutcome {
  mode: string;
  conclusion: string;
  /** An error that is not the budget running out. */
  failed: boolean;
  budgetExhausted: boolean;
  result: string;
  totalCostUsd: number;
  tokens: TokenTotals;
  numTurns: number;
  sessionIds: string[];
  denials: PermissionDenial[];
  budgetRemainingUsd: number | null;
  /** The top-level envelope: the `result` event, a `chain_result` or a `grind_result`. */
  envelope: Record<string, unknown> | null;
  tasks: TaskRecord[];
}

export function tokensOf(result: ResultEvent): TokenTotals {
  // modelUsage counts subagents too; usage is the main loop alone, for envelopes without it.
  const entries = Object.values(result.modelUsage ?? {});
  if (entries.length > 0) {
    return entries.reduce(
      (sum, entry) => ({
        input: sum.input + entry.inputTokens,
        output: sum.output + entry.outputTokens,
        cacheRead: sum.cacheRead + entry.cacheReadInputTokens,
        cacheWrite: sum.cacheWrite + entry.cacheCreationInputTokens,
      }),
      emptyTokens(),
    );
  }
  const usage = result.usage;
  return { input: usage.input_tokens, output: usage.output_tokens, cacheRead: usage.cache_read_input_tokens, cacheWrite: usage.cache_creation_input_tokens };
}

export function emptyTokens(): TokenTotals {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}

export function addTokens(a: TokenTotals, b: TokenTotals): TokenTotals {
  return { input: a.input + b.input, output: a.output + b.output, cacheRead: a.cacheRead + b.cacheRead, cacheWrite: a.cacheWrite + b.cacheWrite };
}

/** Dollars rounded to the micro-dollar, as the ledger counts them, so sums do not drift. */
export function roundMicros(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

export function resultConclusion(result: ResultEvent): 'success' | 'failure' | 'budget_exhausted' {
  if (result.subtype === 'success' && !result.is_error) return 'success';
  return result.subtype === 'error_max_budget_usd' ? 'budget_exhausted' : 'failure';
}

/** The outcome of one session (prompt mode). `budgetRemainingUsd` is the cap (or the day's budget) left. */
export function outcomeFromResult(mode: string, task: TaskRecord & { envelope: ResultEvent }, budgetRemainingUsd: number | null): ActionOutcome {
  const result = task.envelope;
  const conclusion = resultConclusion(result);
  return {
    mode,
    conclusion,
    failed: conclusion === 'failure',
    budgetExhausted: conclusion === 'budget_exhausted',
    result: result.result,
    totalCostUsd: result.total_cost_usd,
    tokens: tokensOf(result),
    numTurns: result.num_turns,
    sessionIds: result.session_id ? [result.session_id] : [],
    denials: result.permission_denials ?? [],
    budgetRemainingUsd,
    envelope: result as unknown as Record<string, unknown>,
    tasks: [task],
  };
}

/** Why the step fails under `fail-on`, one sentence each; empty when it passes. */
export function failureReasons(outcome: ActionOutcome, failOn: readonly FailOn[]): string[] {
  const reasons: string[] = [];
  if (failOn.includes('error') && outcome.failed) reasons.push(`the run ended with ${outcome.conclusion}: ${firstLine(outcome.result)}`);
  if (failOn.includes('budget') && outcome.budgetExhausted) reasons.push(`the budget ran out: ${firstLine(outcome.result)}`);
  if (failOn.includes('denial') && outcome.denials.length > 0) {
    reasons.push(`the policy refused ${outcome.denials.length} call${outcome.denials.length === 1 ? '' : 's'} (fail-on: denial)`);
  }
  return reasons;
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** What chains and grinds report per task, as `ChainTaskOutcome` in src/budget/chain-types.ts. */
export interface TaskOutcomeLike {
  id: string;
  status: string;
  reason?: string;
  costUsd: number;
  envelope?: ResultEvent;
}

/**
 * The outcome of several tasks (a chain or a grind): totals summed over the tasks that ran in
 * this invocation, `result` one line per task that did not succeed.
 */
export function outcomeFromTasks(
  mode: string,
  envelope: { conclusion: string; is_error: boolean; total_cost_usd: number; tasks: readonly TaskOutcomeLike[] },
  sessionFiles: ReadonlyMap<string, string>,
  budgetRemainingUsd: number | null,
): ActionOutcome {
  const ran = envelope.tasks.filter((task) => task.envelope !== undefined);
  const succeeded = envelope.tasks.filter((task) => task.status === 'succeeded').length;
  const lines = [`${succeeded} of ${envelope.tasks.length} task${envelope.tasks.length === 1 ? '' : 's'} succeeded (${envelope.conclusion}).`];
  for (const task of envelope.tasks) {
    if (task.status !== 'succeeded') lines.push(`${task.id}: ${task.status}${task.reason ? ` (${firstLine(task.reason)})` : ''}`);
  }
  return {
    mode,
    conclusion: envelope.conclusion,
    failed: envelope.conclusion === 'failure' || (envelope.conclusion === 'stopped' && envelope.is_error),
    budgetExhausted: envelope.conclusion === 'budget_exhausted',
    result: lines.join('\n'),
    totalCostUsd: envelope.total_cost_usd,
    tokens: ran.reduce((sum, task) => addTokens(sum, tokensOf(task.envelope!)), emptyTokens()),
    numTurns: ran.reduce((sum, task) => sum + task.envelope!.num_turns, 0),
    sessionIds: ran.map((task) => task.envelope!.session_id).filter((id) => id !== ''),
    denials: ran.flatMap((task) => task.envelope!.permission_denials ?? []),
    budgetRemainingUsd,
    envelope: envelope as unknown as Record<string, unknown>,
    tasks: envelope.tasks.map((task) => ({
      name: task.id,
      sessionFile: sessionFiles.get(task.id) ?? null,
      envelope: task.envelope ?? null,
      status: task.status,
      ...(task.reason === undefined ? {} : { reason: task.reason }),
    })),
  };
}
