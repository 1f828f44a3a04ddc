/**
 * Deciding what may be appended to the ledger. Pure: the caller passes the records it
 * read (under the store's lock, see `reserveSpend`) and the time; the planner returns the
 * record to append or says why not.
 */

import { LedgerError } from './ledger-errors.js';
import { addMicros, formatMicrosAsUsd, microsToUsd, usdToMicros } from './ledger-money.js';
import { parseLedgerRecord, type LedgerRecord } from './ledger-record.js';
import { describeWindow, foldReservations, sumReservationsMicros, utcDay, utcMonth, type LedgerWindow } from './ledger-windows.js';

/** The caps a reservation must fit under. An absent cap is no limit. USD. */
export interface BudgetCaps {
  /** The budget of one chain over its whole life; applies to requests with a `chain_id`. */
  chain_usd?: number;
  /** The budget of one UTC day. */
  daily_usd?: number;
  /** The budget of one UTC month. */
  monthly_usd?: number;
}

export interface ReserveRequest {
  /** A fresh reservation id, unique in the ledger. */
  id: string;
  run_id: string;
  chain_id?: string;
  task_id?: string;
  session_id?: string;
  /** The most the reserved work may cost, USD; must be at least one micro-dollar. */
  amount_usd: number;
  note?: string;
}

export type ReservePlan =
  | { ok: true; record: LedgerRecord }
  | {
      ok: false;
      /** One sentence for a person: which budget, its cap, what is left, what was asked. */
      reason: string;
      /** USD left in the window that refused (the tightest one, when several do). */
      remaining: number;
      window: LedgerWindow;
      cap_usd: number;
    };

export interface SettleRequest {
  /** The id of the open reservation to settle. */
  id: string;
  /** The real cost, USD (the result envelope's `total_cost_usd`). */
  amount_usd: number;
  /** The session, when it became known only after the reservation. */
  session_id?: string;
  note?: string;
}

export interface ReleaseRequest {
  /** The id of the open reservation to release. */
  id: string;
  note?: string;
}

/**
 * Plans a reservation: it fits only when, for every applicable cap (the chain's, today's,
 * this month's), the window's total (settled + open reservations) plus the request stays
 * at or under the cap. The windows are those of `now`, which becomes the record's time.
 */
export function tryReserve(records: readonly LedgerRecord[], request: ReserveRequest, caps: BudgetCaps, now: Date): ReservePlan {
  const record = buildRecord({ ...request, kind: 'reserve', time: now.toISOString() });
  const amountMicros = usdToMicros(record.amount_usd);
  if (amountMicros === 0) {
    throw new LedgerError(
      'LEDGER_INVALID_REQUEST',
      `reservation ${JSON.stringify(request.id)}: amount_usd must be at least one micro-dollar, found ${request.amount_usd}`,
    );
  }
  const reservations = foldReservations(records);
  if (reservations.some((reservation) => reservation.record.id === record.id)) {
    throw new LedgerError('LEDGER_INVALID_REQUEST', `reservation id ${JSON.stringify(record.id)} is already in the ledger; each reservation needs a fresh id`);
  }
  const checks: Array<{ window: LedgerWindow; capUsd: number; label: string }> = [];
  if (caps.chain_usd !== undefined && record.chain_id !== undefined) {
    checks.push({ window: { kind: 'chain', chain_id: record.chain_id }, capUsd: caps.chain_usd, label: 'chain budget' });
  }
  if (caps.daily_usd !== undefined) {
    checks.push({ window: { kind: 'day', day: utcDay(now) }, capUsd: caps.daily_usd, label: 'daily budget' });
  }
  if (caps.monthly_usd !== undefined) {
    checks.push({ window: { kind: 'month', month: utcMonth(now) }, capUsd: caps.monthly_usd, label: 'monthly budget' });
  }
  let refusal: { window: LedgerWindow; capMicros: number; leftMicros: number; label: string } | undefined;
  for (const check of checks) {
    const capMicros = usdToMicros(check.capUsd, check.label);
    const spent = sumReservationsMicros(reservations, check.window).total;
    const leftMicros = Math.max(0, capMicros - spent);
    if (addMicros(spent, amountMicros) <= capMicros) continue;
    if (refusal === undefined || leftMicros < refusal.leftMicros) {
      refusal = { window: check.window, capMicros, leftMicros, label: check.label };
    }
  }
  if (refusal === undefined) return { ok: true, record };
  return {
    ok: false,
    reason:
      `${refusal.label} of ${describeWindow(refusal.window)} exhausted: cap ${formatMicrosAsUsd(refusal.capMicros)}, ` +
      `${formatMicrosAsUsd(refusal.leftMicros)} left, reservation ${JSON.stringify(record.id)} needs ` +
      `${formatMicrosAsUsd(amountMicros)}`,
    remaining: microsToUsd(refusal.leftMicros),
    window: refusal.window,
    cap_usd: microsToUsd(refusal.capMicros),
  };
}

/**
 * Plans the settlement of an open reservation with its real cost. The settle record carries
 * the reservation's run, chain and task (and its session unless the request names one).
 * A cost above the reservation is recorded as it is: the money is spent, and hiding it
 * would make the ledger lie; the windows then show it, and nothing more fits.
 */
export function planSettle(records: readonly LedgerRecord[], request: SettleRequest, now: Date): LedgerRecord {
  const reservation = findOpenReservation(records, request.id, 'settle');
  return buildRecord({
    ...closingFields(reservation),
    ...(request.session_id === undefined ? {} : { session_id: request.session_id }),
    kind: 'settle',
    id: request.id,
    amount_usd: request.amount_usd,
    time: now.toISOString(),
    ...(request.note === undefined ? {} : { note: request.note }),
  });
}

/** Plans the release of an open reservation (the work never ran): it then counts 0. */
export function planRelease(records: readonly LedgerRecord[], request: ReleaseRequest, now: Date): LedgerRecord {
  const reservation = findOpenReservation(records, request.id, 'release');
  return buildRecord({
    ...closingFields(reservation),
    kind: 'release',
    id: request.id,
    amount_usd: 0,
    time: now.toISOString(),
    ...(request.note === undefined ? {} : { note: request.note }),
  });
}

function findOpenReservation(records: readonly LedgerRecord[], id: string, action: string): LedgerRecord {
  const reservation = foldReservations(records).find((candidate) => candidate.record.id === id);
  if (reservation === undefined) {
    throw new LedgerError('LEDGER_INVALID_REQUEST', `cannot ${action} reservation ${JSON.stringify(id)}: no such reservation`);
  }
  if (reservation.state !== 'open') {
    throw new LedgerError(
      'LEDGER_INVALID_REQUEST',
      `cannot ${action} reservation ${JSON.stringify(id)}: already ${reservation.state} at ${reservation.closing?.time ?? '?'}`,
    );
  }
  return reservation.record;
}

function closingFields(reservation: LedgerRecord): Pick<LedgerRecord, 'run_id' | 'chain_id' | 'task_id' | 'session_id'> {
  const fields: Pick<LedgerRecord, 'run_id' | 'chain_id' | 'task_id' | 'session_id'> = { run_id: reservation.run_id };
  if (reservation.chain_id !== undefined) fields.chain_id = reservation.chain_id;
  if (reservation.task_id !== undefined) fields.task_id = reservation.task_id;
  if (reservation.session_id !== undefined) fields.session_id = reservation.session_id;
  return fields;
}

function buildRecord(fields: LedgerRecord): LedgerRecord {
  try {
    return parseLedgerRecord(fields);
  } catch (error) {
    if (error instanceof LedgerError) {
      throw new LedgerError('LEDGER_INVALID_REQUEST', `${fields.kind} ${JSON.stringify(fields.id)}: ${error.message}`);
    }
    throw error;
  }
}
