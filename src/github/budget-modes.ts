// The modes that keep a ledger: `chain`, `queue` and `queue-label` (the grinder), and a prompt
// under `daily-budget-usd`. The same calls `leash chain` and `leash grind` make, on the
// set-up the step built. Loaded only in these modes.
import { resolve } from 'node:path';
import type { Redactor } from '../agent/index.js';
import {
  chainIdFor,
  dayWindow,
  FileQueue,
  loadChainFile,
  refusedRunEnvelope,
  remaining,
  runChain,
  runGrind,
  runWithLedger,
  windowTotals,
  type ChainProgress,
  type LedgerStore,
  type QueueSource,
} from '../budget/index.js';
import type { AgentSetup } from './agent-setup.js';
import { runUrl, type WorkflowContext } from './context.js';
import type { GitHubApi } from './github-api.js';
import type { ActionInputs } from './inputs.js';
import { IssueQueue } from './issue-queue.js';
import { ledgerRunId, openLedger } from './ledger.js';
import { outcomeFromTasks, type ActionOutcome } from './outcome.js';
import type { RepositoryFiles } from './policy-source.js';
import { progressPrinter } from './progress.js';
import { promptOutcome, runPromptSession, type SessionStart } from './prompt-mode.js';
import { actionTaskRunner } from './task-runner.js';

export interface BudgetModeContext {
  inputs: ActionInputs;
  context: WorkflowContext;
  /** Where the chain file is read from (the base branch on pull requests). */
  files: RepositoryFiles;
  setup: AgentSetup;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  api: GitHubApi;
  sessionDir: string;
  workDir: string;
  signal: AbortSignal;
  say(line: string): void;
  warn(message: string): void;
}

function ledgerOf(mode: BudgetModeContext): LedgerStore {
  return openLedger(mode.inputs.ledger, mode.context, mode.workDir, (message) => mode.warn(message));
}

function progressLine(event: ChainProgress): string {
  const cost = event.costUsd === undefined ? '' : ` ($${event.costUsd.toFixed(4)})`;
  const text = event.kind === 'turn' && event.detail !== undefined ? event.detail : `${event.kind}${event.detail === undefined ? '' : `: ${event.detail}`}`;
  return `[${event.taskId}] ${text}${cost}`;
}

/**
 * A session whose cap is reserved in the day's window before it starts, and settled after with
 * its envelope's `total_cost_usd`: a resumed session's earlier spend is never counted again.
 */
export async function runPromptUnderDailyBudget(mode: BudgetModeContext, start: SessionStart, name: string, kind: string): Promise<ActionOutcome> {
  const { inputs } = mode;
  const ledger = ledgerOf(mode);
  const daily = inputs.dailyBudgetUsd!;
  let sessionFile: string | null = null;
  const outcome = await runWithLedger(
    {
      ledger,
      runId: ledgerRunId(mode.context),
      capUsd: inputs.maxBudgetUsd,
      caps: { daily_usd: daily },
      note: `action ${kind === 'approve' ? 'approval' : 'prompt'}: ${name}`,
    },
    async (spend) => {
      const run = await runPromptSession({
        setup: mode.setup,
        model: inputs.model,
        ...start,
        env: mode.env,
        redactor: mode.redactor,
        sessionDir: mode.sessionDir,
        signal: mode.signal,
        emit: progressPrinter(mode.say),
        spend,
      });
      sessionFile = run.sessionFile;
      return run.result;
    },
  );
  if (outcome.ok && outcome.settleError) mode.warn(`the ledger could not record this run's spend: ${outcome.settleError}`);
  const result = outcome.ok ? outcome.result : mode.redactor.redactValue(refusedRunEnvelope(outcome.reason, new Date()));
  const records = await ledger.read();
  const left = remaining(daily, windowTotals(records, dayWindow(new Date())));
  return promptOutcome(kind, name, { result, sessionFile }, left);
}

export async function runChainMode(mode: BudgetModeContext, path: string): Promise<ActionOutcome> {
  const { inputs, context } = mode;
  const chain = await loadChainFile(path, { cwd: context.workspace, defaultTaskBudgetUsd: inputs.maxBudgetUsd, readFile: (file) => mode.files.readFile(file) });
  if (inputs.chainBudgetUsd !== null) chain.budgetUsd = inputs.chainBudgetUsd;
  if (inputs.dailyBudgetUsd !== null) chain.dailyBudgetUsd = inputs.dailyBudgetUsd;
  const model = chain.model ?? inputs.model;
  // Every task's model is priced before anything runs or is reserved.
  for (const task of chain.tasks) mode.setup.pricing.check(task.model ?? model);
  const chainId = chainIdFor(chain);
  const sessionFiles = new Map<string, string>();
  mode.say(`Leash: chain ${chainId}, ${chain.tasks.length} task${chain.tasks.length === 1 ? '' : 's'} from ${chain.source} (${mode.files.origin})`);
  const envelope = await runChain({
    chain,
    chainId,
    runId: ledgerRunId(context),
    ledger: ledgerOf(mode),
    runTask: actionTaskRunner({ setup: mode.setup, model, env: mode.env, redactor: mode.redactor, sessionDir: mode.sessionDir, sessionFiles }),
    signal: mode.signal,
    onProgress: (event) => mode.say(progressLine(event)),
  });
  const redacted = mode.redactor.redactValue(envelope);
  return outcomeFromTasks('chain', redacted, sessionFiles, redacted.budget.remaining_usd);
}

export async function runGrindMode(mode: BudgetModeContext): Promise<ActionOutcome> {
  const { inputs, context } = mode;
  const sessionFiles = new Map<string, string>();
  let queue: QueueSource;
  if (inputs.mode.kind === 'queue') {
    const file = await FileQueue.open(resolve(context.workspace, inputs.mode.path), { cwd: context.workspace });
    for (const task of file.tasks) mode.setup.pricing.check(task.model ?? inputs.model);
    queue = file;
  } else if (inputs.mode.kind === 'queue-label') {
    queue = new IssueQueue({
      api: mode.api,
      label: inputs.mode.label,
      repository: context.repository,
      runUrl: runUrl(context),
      trust: { allowedActors: inputs.allowedActors, allowBots: inputs.allowBots, allowForks: inputs.allowForks },
      redactor: mode.redactor,
      say: mode.say,
    });
  } else {
    throw new Error(`not a grinder mode: ${inputs.mode.kind}`);
  }
  mode.say(`Leash: grinding ${queue.describe()}, daily budget $${inputs.dailyBudgetUsd}`);
  const envelope = await runGrind({
    queue,
    dailyBudgetUsd: inputs.dailyBudgetUsd!,
    taskCapUsd: inputs.maxBudgetUsd,
    ledger: ledgerOf(mode),
    runTask: actionTaskRunner({ setup: mode.setup, model: inputs.model, env: mode.env, redactor: mode.redactor, sessionDir: mode.sessionDir, sessionFiles }),
    runId: ledgerRunId(context),
    signal: mode.signal,
    onProgress: (event) => mode.say(progressLine(event)),
  });
  const redacted = mode.redactor.redactValue(envelope);
  return outcomeFromTasks(inputs.mode.kind, redacted, sessionFiles, redacted.budget.remaining_usd);
}
