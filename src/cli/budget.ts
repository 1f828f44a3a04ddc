// `leash budget status`, and the ledger plumbing `leash run`, `leash chain` and `leash grind`
// share: where the ledger file is, the run id written on its records, one-line ledger errors.
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { ResultEvent } from '../agent/index.js';
import type { AgentLimits } from '../agent/index.js';
import type { SpendGuard } from '../agent/index.js';
import {
  FileLedgerStore,
  formatBudgetStatus,
  openReservations,
  refusedRunEnvelope,
  remaining,
  runWithLedger,
  spendByWindow,
  type BudgetCaps,
} from '../budget/index.js';
import { homeFrom } from './context.js';
import { parsePositiveNumber } from './flags.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { groupHelp, HelpRequest, parseCommand, unknownCommandMessage, type CommandSpec } from './options.js';
import type { OutputFormat } from './output-format.js';

/** Exit code of a chain or grind that stopped because the next task did not fit the budget. */
export const EXIT_BUDGET_EXHAUSTED = 5;

/** The ledger file unless `--ledger` says otherwise: `LEASH_LEDGER`, else the user's state directory. */
export function defaultLedgerPath(io: CliIO): string {
  if (io.env.LEASH_LEDGER) return resolve(io.cwd, io.env.LEASH_LEDGER);
  const state = io.env.XDG_STATE_HOME || join(homeFrom(io), '.local', 'state');
  return join(state, 'leash', 'ledger.jsonl');
}

export function ledgerPathFrom(io: CliIO, flag: string | undefined): string {
  return flag ? resolve(io.cwd, flag) : defaultLedgerPath(io);
}

/** The run id on this invocation's ledger records: the workflow run in CI, else a fresh one. */
export function cliRunId(io: CliIO): string {
  if (io.env.GITHUB_RUN_ID) return `${io.env.GITHUB_RUN_ID}-${io.env.GITHUB_RUN_ATTEMPT || '1'}`;
  return `local-${randomUUID().slice(0, 8)}`;
}

export function capsFrom(values: { 'daily-budget-usd'?: string | undefined; 'monthly-budget-usd'?: string | undefined }): BudgetCaps {
  const caps: BudgetCaps = {};
  if (values['daily-budget-usd'] !== undefined) caps.daily_usd = parsePositiveNumber('--daily-budget-usd', values['daily-budget-usd']);
  if (values['monthly-budget-usd'] !== undefined) caps.monthly_usd = parsePositiveNumber('--monthly-budget-usd', values['monthly-budget-usd']);
  return caps;
}

// ------------------------------------------------------------------ leash run --ledger

export interface RunLedgerFlags {
  path: string;
  caps: BudgetCaps;
  capUsd: number;
}

/** Checks `leash run`'s ledger flags before anything starts; null when the run has no ledger. */
export function runLedgerFlags(
  values: { ledger?: string | undefined; 'daily-budget-usd'?: string | undefined; 'monthly-budget-usd'?: string | undefined },
  limits: AgentLimits,
  io: CliIO,
): RunLedgerFlags | null {
  const caps = capsFrom(values);
  if (values.ledger === undefined) {
    if (caps.daily_usd !== undefined || caps.monthly_usd !== undefined) {
      throw new UsageError('--daily-budget-usd and --monthly-budget-usd are checked against a ledger; give --ledger PATH too');
    }
    return null;
  }
  if (limits.maxBudgetUsd === null) {
    throw new UsageError('--ledger needs --max-budget-usd: the run reserves its cap in the ledger before it starts');
  }
  return { path: resolve(io.cwd, values.ledger), caps, capUsd: limits.maxBudgetUsd };
}

/**
 * Runs `leash run` against the ledger: reserves the cap (or refuses with
 * `error_max_budget_usd`, exit 1, before any model call), runs, settles with the envelope's
 * `total_cost_usd` (this invocation's spend only, also on `--resume`).
 */
export async function runOnLedger(
  flags: RunLedgerFlags,
  run: (spend: SpendGuard) => Promise<ResultEvent>,
  format: OutputFormat,
  io: CliIO,
  report: (result: ResultEvent, format: OutputFormat, io: CliIO) => number,
): Promise<number> {
  const ledger = new FileLedgerStore(flags.path, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  // A ledger that cannot be read or written is thrown on: main prints it as one line (exit 2).
  const outcome = await runWithLedger({ ledger, runId: cliRunId(io), capUsd: flags.capUsd, caps: flags.caps, note: 'leash run' }, run);
  if (!outcome.ok) {
    const envelope = refusedRunEnvelope(outcome.reason, new Date());
    if (format === 'text') writeLine(io.stderr, `leash: error_max_budget_usd: not started: ${outcome.reason} (ledger ${flags.path})`);
    else writeLine(io.stdout, JSON.stringify(envelope));
    return 1;
  }
  if (outcome.settleError !== undefined) {
    writeLine(
      io.stderr,
      `leash: warning: could not settle reservation ${outcome.reservationId} in ${flags.path}; it stays counted at the full cap: ${outcome.settleError}`,
    );
  }
  return report(outcome.result, format, io);
}

// ------------------------------------------------------------------ leash budget status

export const BUDGET_STATUS_COMMAND = {
  name: 'budget status',
  summary: 'spend per window and open reservations in a ledger',
  usage: ['[flags]'],
  options: {
    ledger: { type: 'string', value: 'PATH', description: 'the spend ledger (default LEASH_LEDGER, else ~/.local/state/leash/ledger.jsonl)' },
    'daily-budget-usd': { type: 'string', value: 'USD', description: 'show what is left of this daily cap' },
    'monthly-budget-usd': { type: 'string', value: 'USD', description: 'show what is left of this monthly cap' },
    'chain-budget-usd': { type: 'string', value: 'USD', description: 'show what is left of this cap for each chain' },
    json: { type: 'boolean', default: false, description: 'print one JSON object' },
  },
} as const satisfies CommandSpec;

export const BUDGET_COMMANDS: readonly CommandSpec[] = [BUDGET_STATUS_COMMAND];
const BUDGET_SUMMARY = 'what a spend ledger holds';

export async function budgetCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    if (sub === undefined) throw new UsageError('leash budget needs a command: status (leash budget --help)');
    throw new HelpRequest(groupHelp('budget', BUDGET_SUMMARY, BUDGET_COMMANDS));
  }
  if (sub !== 'status') throw new UsageError(unknownCommandMessage(sub, ['status'], 'leash budget'));
  const { values, positionals } = parseCommand(BUDGET_STATUS_COMMAND, rest);
  if (positionals.length > 0) throw new UsageError('leash budget status takes no positional arguments');
  const caps = capsFrom(values);
  if (values['chain-budget-usd'] !== undefined) caps.chain_usd = parsePositiveNumber('--chain-budget-usd', values['chain-budget-usd']);
  const path = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(path, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  const records = await ledger.read();
  const now = new Date();
  if (!values.json) {
    writeLine(io.stdout, `Ledger ${path}`);
    io.stdout.write(formatBudgetStatus(records, now, caps));
    return 0;
  }
  const spend = spendByWindow(records, now);
  const left = (cap: number | undefined, totals: { total: number; settled: number; reserved: number }) => (cap === undefined ? null : remaining(cap, totals));
  writeLine(
    io.stdout,
    JSON.stringify({
      ledger: path,
      time: now.toISOString(),
      today: { day: spend.today.day, ...spend.today.totals, cap_usd: caps.daily_usd ?? null, remaining_usd: left(caps.daily_usd, spend.today.totals) },
      month: { month: spend.month.month, ...spend.month.totals, cap_usd: caps.monthly_usd ?? null, remaining_usd: left(caps.monthly_usd, spend.month.totals) },
      chains: spend.chains.map((chain) => ({
        chain_id: chain.chain_id,
        ...chain.totals,
        cap_usd: caps.chain_usd ?? null,
        remaining_usd: left(caps.chain_usd, chain.totals),
      })),
      all: spend.all,
      open_reservations: openReservations(records).map((reservation) => ({
        ...reservation.record,
        age_ms: now.getTime() - Date.parse(reservation.record.time),
      })),
    }),
  );
  return 0;
}
