// `leash chain FILE`: a budget-capped chain of agent tasks (DESIGN.md section 5). One line of
// progress per task event on stderr, a table (or the chain envelope as JSON) on stdout.
// Exit 0 success, 1 failure, 2 bad usage or a bad file, 5 budget exhausted.
import { resolve } from 'node:path';
import { createMessagesClient } from '../agent/index.js';
import { systemClock } from '../agent/index.js';
import { createLocalToolHost } from '../agent/index.js';
import { DEFAULT_LIMITS, type AgentLimits } from '../agent/index.js';
import type { Pricing } from '../agent/index.js';
import { createRedactor } from '../agent/index.js';
import { tablePricing } from '../agent/index.js';
import {
  BudgetFileError,
  chainIdFor,
  createAgentTaskRunner,
  FileLedgerStore,
  formatUsd,
  loadChainFile,
  runChain,
  type ChainEnvelope,
  type ChainProgress,
  type ChainTaskOutcome,
  type RunTask,
} from '../budget/index.js';
import { cliRunId, EXIT_BUDGET_EXHAUSTED, ledgerPathFrom } from './budget.js';
import { policyContext } from './context.js';
import { parsePositiveInteger } from './flags.js';
import { cliSessionSandbox } from './sandbox.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { parseCommand, type CommandSpec } from './options.js';
import { defaultSessionDir, DEFAULT_MODEL } from './run.js';
import { LEASH_VERSION } from './version.js';

export const CHAIN_COMMAND = {
  name: 'chain',
  summary: 'a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)',
  usage: ['FILE [flags]'],
  options: {
    concurrency: { type: 'string', value: 'N', description: 'run at most N tasks at once' },
    ledger: { type: 'string', value: 'PATH', description: 'the spend ledger (default LEASH_LEDGER, else ~/.local/state/leash/ledger.jsonl)' },
    'output-format': { type: 'string', value: 'FORMAT', default: 'text', description: 'text (a table) or json (the chain envelope)' },
    'session-dir': { type: 'string', value: 'DIR', description: 'where session files go' },
    policy: { type: 'string', value: 'FILE', description: 'the policy; without it .github/leash.yml in the workspace, else only the built-in rules' },
    cwd: { type: 'string', value: 'DIR', description: 'the workspace (default GITHUB_WORKSPACE, else the current directory)' },
    'chain-id': { type: 'string', value: 'ID', description: "the chain's id in the ledger (default: from the file)" },
    prices: { type: 'string', value: 'FILE', description: 'a price table to use instead of the built-in one (or LEASH_PRICES)' },
    sandbox: {
      type: 'string',
      value: 'MODE',
      description: "required, auto (the default) or off: run the tasks' commands inside the OS sandbox made from the policy",
    },
  },
  notes: ['Exit 0 success, 1 failure, 2 bad usage or a bad file, 5 budget exhausted.'],
} as const satisfies CommandSpec;

export type TaskOutputFormat = 'text' | 'json';

export function taskOutputFormat(value: string | undefined): TaskOutputFormat {
  if (value === 'text' || value === 'json') return value;
  throw new UsageError(`--output-format must be text or json, not "${value}"`);
}

/** A file the user wrote that does not load: the same one-line, exit-2 treatment as a policy. */
export function asUsageError(error: unknown): never {
  if (error instanceof BudgetFileError) throw new UsageError(error.message);
  throw error;
}

export interface TaskRunnerFlags {
  policy?: string | undefined;
  cwd?: string | undefined;
  'session-dir'?: string | undefined;
  prices?: string | undefined;
  sandbox?: string | undefined;
}

/**
 * What chains and grinds share: the model client from the environment, prices (every model
 * checked before anything runs), the policy, and a `RunTask` on the real agent loop with tools
 * built per task from its narrowed policy.
 */
export async function agentTaskRunner(
  io: CliIO,
  flags: TaskRunnerFlags,
  options: {
    defaultModel: string;
    models: ReadonlyArray<{ id: string; model: string }>;
    limits?: Partial<AgentLimits>;
    onSessionFile: (taskId: string, path: string) => void;
  },
): Promise<{ runTask: RunTask; pricing: Pricing; close: () => Promise<void> }> {
  const apiKey = io.env.ANTHROPIC_API_KEY;
  const authToken = io.env.ANTHROPIC_AUTH_TOKEN;
  if (!apiKey && !authToken) {
    throw new UsageError('ANTHROPIC_API_KEY is not set; set it (and ANTHROPIC_BASE_URL for another endpoint)');
  }
  const priceFile = flags.prices ?? io.env.LEASH_PRICES;
  const pricing = tablePricing(priceFile ? { file: resolve(io.cwd, priceFile) } : {});
  for (const { id, model } of options.models) {
    try {
      pricing.check(model);
    } catch (error) {
      throw new UsageError(`task "${id}": ${(error as Error).message}`);
    }
  }
  const context = await policyContext(io, flags.policy, flags.cwd);
  // One sandbox for the whole chain, built from the chain's policy; a task's own narrowing is
  // enforced by the decisions (its denies), not by a second profile.
  const sandbox = await cliSessionSandbox(flags.sandbox, context.policy, io);
  const client = createMessagesClient({
    apiKey: apiKey ?? null,
    authToken: authToken ?? null,
    baseURL: io.env.ANTHROPIC_BASE_URL || undefined,
    maxRetries: 0,
    timeout: 10 * 60_000,
  });
  const runTask = createAgentTaskRunner({
    client,
    model: options.defaultModel,
    policy: context.policy,
    policyPath: context.policyFile,
    parser: context.parser,
    tools: (policy) => createLocalToolHost({ workspace: context.workspace, policy, env: io.env, sandbox: sandbox.sandbox }),
    sandbox: sandbox.status,
    pricing,
    redactor: createRedactor({ env: io.env }),
    clock: systemClock,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sessionDir: flags['session-dir'] ? resolve(io.cwd, flags['session-dir']) : defaultSessionDir(io),
    leashVersion: LEASH_VERSION,
    apiKeySource: apiKey ? 'ANTHROPIC_API_KEY' : 'none',
    onSessionFile: (path, task) => options.onSessionFile(task.id, path),
  });
  // The sandbox's proxies hold the event loop open: the chain or grind closes it when done.
  return { runTask, pricing, close: async () => void (await sandbox.sandbox?.close()) };
}

/** One line per task event, for a person watching stderr. */
export function progressLine(event: ChainProgress): string {
  const cost = event.costUsd === undefined ? '' : ` (${formatUsd(event.costUsd)})`;
  // A turn's detail already says which turn ("turn 3"); every other event names its kind.
  const text = event.kind === 'turn' && event.detail !== undefined ? event.detail : `${event.kind}${event.detail === undefined ? '' : `: ${event.detail}`}`;
  return `[${event.taskId}] ${text}${cost}`;
}

/** The final table: one row per task with its status, cost, turns and why. */
export function taskTable(tasks: readonly ChainTaskOutcome[]): string[] {
  const rows = [['task', 'status', 'cost', 'turns', 'note']];
  for (const task of tasks) {
    const note = (task.status === 'succeeded' && task.envelope !== undefined ? task.envelope.result : (task.reason ?? '')).replace(/\s+/g, ' ').trim();
    rows.push([
      task.id,
      task.status,
      formatUsd(task.costUsd),
      task.envelope === undefined ? '-' : String(task.envelope.num_turns),
      note.length > 100 ? `${note.slice(0, 99)}…` : note,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

export function chainExitCode(envelope: ChainEnvelope): number {
  if (envelope.conclusion === 'success') return 0;
  return envelope.conclusion === 'budget_exhausted' ? EXIT_BUDGET_EXHAUSTED : 1;
}

export async function chainCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommand(CHAIN_COMMAND, args);
  if (positionals.length !== 1) throw new UsageError('leash chain takes one chain file: leash chain FILE [--concurrency N] [--ledger PATH] …');
  const format = taskOutputFormat(values['output-format']);
  const concurrency = values.concurrency === undefined ? undefined : parsePositiveInteger('--concurrency', values.concurrency);
  const chain = await loadChainFile(positionals[0]!, { cwd: io.cwd, ...(io.signal ? { signal: io.signal } : {}) }).catch(asUsageError);
  let chainId: string;
  try {
    chainId = chainIdFor(chain, values['chain-id']);
  } catch (error) {
    throw new UsageError(`--chain-id: ${(error as Error).message}`);
  }
  const defaultModel = chain.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const { runTask, close } = await agentTaskRunner(io, values, {
    defaultModel,
    models: chain.tasks.map((task) => ({ id: task.id, model: task.model ?? defaultModel })),
    onSessionFile: (taskId, path) => writeLine(io.stderr, `[${taskId}] session: ${path}`),
  });
  const ledgerPath = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(ledgerPath, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  const budget = [
    chain.budgetUsd === null ? null : `budget ${formatUsd(chain.budgetUsd)}`,
    chain.dailyBudgetUsd === null ? null : `daily ${formatUsd(chain.dailyBudgetUsd)}`,
    chain.monthlyBudgetUsd === null ? null : `monthly ${formatUsd(chain.monthlyBudgetUsd)}`,
  ]
    .filter(Boolean)
    .join(', ');
  writeLine(
    io.stderr,
    `leash chain ${chainId}: ${chain.tasks.length} task${chain.tasks.length === 1 ? '' : 's'} from ${chain.source}${budget ? `, ${budget}` : ''}; ledger ${ledgerPath}`,
  );
  const envelope: ChainEnvelope = await runChain({
    chain,
    chainId,
    runId: cliRunId(io),
    ledger,
    runTask,
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(io.signal === undefined ? {} : { signal: io.signal }),
    onProgress: (event) => writeLine(io.stderr, progressLine(event)),
  }).finally(close);
  if (format === 'json') {
    writeLine(io.stdout, JSON.stringify(envelope));
  } else {
    for (const line of taskTable(envelope.tasks)) writeLine(io.stdout, line);
    const left = envelope.budget.remaining_usd === null ? '' : `, ${formatUsd(envelope.budget.remaining_usd)} left`;
    writeLine(io.stdout);
    writeLine(
      io.stdout,
      `${envelope.conclusion}: chain ${chainId}, ${formatUsd(envelope.total_cost_usd)} spent in this run, ${formatUsd(envelope.budget.spent_usd)} in the chain so far${left}`,
    );
  }
  return chainExitCode(envelope);
}
