/**
 * The shapes of chains and grinds shared by the CLI and the Action: a task as the runner sees
 * it, the function that runs one, progress events, and the envelopes. Kept apart from the
 * code so the chain file loader, the runner and the grinder can all name them.
 */

import type { ResultEvent } from '../agent/index.js';
import type { SpendGuard } from '../agent/index.js';
import type { LedgerStore } from './ledger-store.js';

/** One task of a chain (or of a grind), ready to run. */
export interface TaskSpec {
  id: string;
  prompt: string;
  model?: string;
  maxTurns?: number;
  /** The task's hard cap, USD: reserved in the ledger before it starts, and its run's cap. */
  capUsd: number;
  /** Ids of the tasks whose results this one sees; it starts only after they succeeded. */
  needs: string[];
  /** Denies this task adds on top of the policy (never allows); `source` is `chain.yml:LINE`. */
  narrowing?: { bash?: string[]; write?: string[]; read?: string[]; source: string };
}

/**
 * Runs one task to its result envelope. `spend` is a guard over the task's cap, to be shared
 * with anything the task starts; `prompt` is the task's prompt with its needs' results
 * inserted; `onEvent` takes each event line of the run (for progress).
 */
export type RunTask = (
  task: TaskSpec,
  context: { spend: SpendGuard; signal: AbortSignal; prompt: string; onEvent?: (line: string) => void },
) => Promise<ResultEvent>;

/** A chain file, parsed and checked (see chain-file.ts). */
export interface ChainDefinition {
  /** Absolute path of the chain file. */
  file: string;
  /** The file as messages and rule sources name it. */
  source: string;
  /** sha256 (hex) of the file's text. */
  contentHash: string;
  /** The chain's budget over its whole life (the chain window), USD. */
  budgetUsd: number | null;
  dailyBudgetUsd: number | null;
  monthlyBudgetUsd: number | null;
  /** Tasks run at once at most; null leaves it to the caller (default 2). */
  concurrency: number | null;
  /** The default model of the tasks (already applied to every task that names none). */
  model: string | null;
  /** In file order; ids unique, needs known and free of cycles. */
  tasks: TaskSpec[];
}

export interface ChainOptions {
  chain: ChainDefinition;
  /** The chain window's id in the ledger (see `chainIdFor`). */
  chainId: string;
  /** This invocation's run id, written on every ledger record. */
  runId: string;
  ledger: LedgerStore;
  runTask: RunTask;
  /** Overrides the chain file's `concurrency`. */
  concurrency?: number;
  signal?: AbortSignal;
  now?: () => Date;
  onProgress?: (event: ChainProgress) => void;
}

export type ChainProgress = {
  kind: 'start' | 'turn' | 'end' | 'skip' | 'refused';
  taskId: string;
  costUsd?: number;
  detail?: string;
};

export interface ChainTaskOutcome {
  id: string;
  status: 'succeeded' | 'failed' | 'skipped' | 'not_started';
  reason?: string;
  /** What this task cost in this invocation, USD (0 when it did not run now). */
  costUsd: number;
  envelope?: ResultEvent;
}

export interface ChainEnvelope {
  type: 'chain_result';
  chain_id: string;
  conclusion: 'success' | 'failure' | 'budget_exhausted';
  is_error: boolean;
  tasks: ChainTaskOutcome[];
  /** This invocation's spend (earlier invocations of the same chain are in `budget.spent_usd`). */
  total_cost_usd: number;
  budget: { chain_usd: number | null; daily_usd: number | null; spent_usd: number; remaining_usd: number | null };
  duration_ms: number;
}

/** A task of a grinder's queue. */
export interface QueueTask {
  id: string;
  prompt: string;
  model?: string;
  maxTurns?: number;
  /** The task's cap; the grind's `taskCapUsd` when absent. */
  capUsd?: number;
}

/** Where a grinder takes its tasks from: a file (FileQueue), or issues with a label (the Action). */
export interface QueueSource {
  /** One line for messages: what the queue is and how much is left. */
  describe(): string;
  /** The next task not yet marked, or null when there is none. */
  next(): Promise<QueueTask | null>;
  mark(task: QueueTask, outcome: { status: 'done' | 'failed' | 'skipped'; envelope?: ResultEvent; reason?: string }): Promise<void>;
}

export interface GrindOptions {
  queue: QueueSource;
  /** The budget of one UTC day, USD. */
  dailyBudgetUsd: number;
  monthlyBudgetUsd?: number;
  /** The cap of a task that names none, USD. */
  taskCapUsd: number;
  ledger: LedgerStore;
  runTask: RunTask;
  runId: string;
  signal?: AbortSignal;
  now?: () => Date;
  onProgress?: (event: ChainProgress) => void;
  /** Stop after starting this many tasks. */
  maxTasks?: number;
}

export interface GrindEnvelope {
  type: 'grind_result';
  conclusion: 'queue_empty' | 'budget_exhausted' | 'failure' | 'stopped';
  is_error: boolean;
  tasks: ChainTaskOutcome[];
  total_cost_usd: number;
  budget: { daily_usd: number; spent_today_usd: number; remaining_usd: number };
  duration_ms: number;
}
