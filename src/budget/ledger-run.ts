/**
 * One run against the ledger (`leash run --ledger`): its cap is reserved before it starts, so
 * a run that would not fit today's or this month's budget never starts, and it settles with the
 * envelope's `total_cost_usd` after: this invocation's spend only, so a resumed session never
 * counts its earlier spend twice (`session_cost_usd` is the cumulative figure, not used here).
 */

import { emptyUsage, type ResultEvent } from '../agent/index.js';
import { SpendGuard } from '../agent/index.js';
import { microsToUsd } from './ledger-money.js';
import type { BudgetCaps } from './ledger-planner.js';
import { reserveSpend, settleSpend, type LedgerStore } from './ledger-store.js';

export interface LedgerRunOptions {
  ledger: LedgerStore;
  runId: string;
  /** The run's hard cap: the amount reserved, and the cap of the guard handed to the run. */
  capUsd: number;
  caps: BudgetCaps;
  note?: string;
  now?: () => Date;
}

/**
 * What a guard has committed (settled calls plus open reservations, which may have been billed),
 * rounded up to a whole micro-dollar: the safe amount to settle with when a run ended without
 * an envelope.
 */
export function committedSpendUsd(spend: SpendGuard): number {
  return microsToUsd(Math.max(0, Math.ceil(spend.committedUsd() * 1e6 - 1e-6)));
}

export type LedgerRunOutcome =
  { ok: true; result: ResultEvent; reservationId: string; settleError?: string } | { ok: false; reason: string; remainingUsd: number };

/**
 * Reserves `capUsd`, runs `run` with a `SpendGuard` over it, and settles the reservation with
 * the envelope's `total_cost_usd`. When the run throws, the reservation is settled with what
 * the guard committed (spend that may have been billed), and the error is thrown again.
 * A settle that fails leaves the reservation open, still counted; the outcome says why.
 */
export async function runWithLedger(options: LedgerRunOptions, run: (spend: SpendGuard) => Promise<ResultEvent>): Promise<LedgerRunOutcome> {
  const clock = options.now ?? (() => new Date());
  const plan = await reserveSpend(
    options.ledger,
    { run_id: options.runId, amount_usd: options.capUsd, ...(options.note === undefined ? {} : { note: options.note }) },
    options.caps,
    { clock },
  );
  if (!plan.ok) return { ok: false, reason: plan.reason, remainingUsd: plan.remaining };
  const id = plan.record.id;
  const spend = new SpendGuard(options.capUsd);
  let result: ResultEvent;
  try {
    result = await run(spend);
  } catch (error) {
    await settleSpend(options.ledger, { id, amount_usd: committedSpendUsd(spend) }, { clock }).catch(() => undefined);
    throw error;
  }
  try {
    await settleSpend(
      options.ledger,
      { id, amount_usd: result.total_cost_usd, ...(result.session_id === '' ? {} : { session_id: result.session_id }) },
      { clock },
    );
    return { ok: true, result, reservationId: id };
  } catch (error) {
    return { ok: true, result, reservationId: id, settleError: (error as Error).message };
  }
}

/**
 * The envelope of a run the ledger refused before it started: `error_max_budget_usd`, no
 * session (an empty `session_id`), nothing spent.
 */
export function refusedRunEnvelope(reason: string, now: Date): ResultEvent {
  return {
    type: 'result',
    subtype: 'error_max_budget_usd',
    is_error: true,
    result: `Not started: ${reason}.`,
    errors: [reason],
    uuid: crypto.randomUUID(),
    session_id: '',
    timestamp: now.toISOString(),
    duration_ms: 0,
    duration_api_ms: 0,
    num_turns: 0,
    stop_reason: null,
    total_cost_usd: 0,
    session_cost_usd: 0,
    usage: emptyUsage(),
    modelUsage: {},
    permission_denials: [],
    pending_approvals: [],
    terminal_reason: 'budget_exhausted',
  };
}
