/**
 * Spend per window, as sums over the ledger. Pure: records and a `now` in, numbers out.
 *
 * Semantics of a reservation (the heart of the ledger):
 * - open (no settle or release yet): its reserved amount counts as spent, so a crash
 *   between reserve and settle leaves the money counted, never free;
 * - settled: the settle's amount replaces the reserved amount;
 * - released: it counts 0.
 * A reservation and whatever closes it belong to the windows of the reservation: its
 * `chain_id`, and the UTC day and month of its `time`. That is where its cap was checked,
 * so a task reserved at 23:59 and settled at 00:01 is spend of the day it started.
 */

import { LedgerError } from './ledger-errors.js';
import { addMicros, microsToUsd, usdToMicros } from './ledger-money.js';
import { checkLedgerSequence, type LedgerRecord } from './ledger-record.js';

export type LedgerWindow =
  | { kind: 'chain'; chain_id: string }
  /** One UTC day, `YYYY-MM-DD`. */
  | { kind: 'day'; day: string }
  /** One UTC month, `YYYY-MM`. */
  | { kind: 'month'; month: string }
  | { kind: 'all' };

/** USD. `total` = `settled` + `reserved`, computed exactly in micro-dollars. */
export interface SpendTotals {
  /** Real spend of settled reservations. */
  settled: number;
  /** Amounts of reservations still open. */
  reserved: number;
  total: number;
}

export type ReservationState = 'open' | 'settled' | 'released';

export interface Reservation {
  /** The `reserve` record. */
  record: LedgerRecord;
  state: ReservationState;
  /** The `settle` or `release` record, when there is one. */
  closing: LedgerRecord | undefined;
  /** The reserved amount, in micro-dollars. */
  reservedMicros: number;
  /** What the reservation counts now, in micro-dollars (reserved, settled or 0). */
  countedMicros: number;
}

/** The UTC day (`YYYY-MM-DD`) of an instant or of an ISO time. */
export function utcDay(time: Date | string): string {
  return toDate(time).toISOString().slice(0, 10);
}

/** The UTC month (`YYYY-MM`) of an instant or of an ISO time. */
export function utcMonth(time: Date | string): string {
  return toDate(time).toISOString().slice(0, 7);
}

export function dayWindow(now: Date): LedgerWindow {
  return { kind: 'day', day: utcDay(now) };
}

export function monthWindow(now: Date): LedgerWindow {
  return { kind: 'month', month: utcMonth(now) };
}

export function chainWindow(chainId: string): LedgerWindow {
  return { kind: 'chain', chain_id: chainId };
}

/** A window in words, for messages: `day 2026-01-31 (UTC)`, `chain "nightly"`. */
export function describeWindow(window: LedgerWindow): string {
  switch (window.kind) {
    case 'chain':
      return `chain ${JSON.stringify(window.chain_id)}`;
    case 'day':
      return `day ${window.day} (UTC)`;
    case 'month':
      return `month ${window.month} (UTC)`;
    case 'all':
      return 'all time';
  }
}

/**
 * Pairs every reservation with what closed it. Validates the sequence first
 * (`LEDGER_INVALID_SEQUENCE` for duplicate ids, orphan or double closes). Order of the
 * result is the order of the `reserve` records.
 */
export function foldReservations(records: readonly LedgerRecord[]): Reservation[] {
  checkLedgerSequence(records);
  const byId = new Map<string, Reservation>();
  const result: Reservation[] = [];
  for (const record of records) {
    if (record.kind !== 'reserve') continue;
    const reservedMicros = usdToMicros(record.amount_usd, `reservation ${record.id}: amount_usd`);
    const reservation: Reservation = {
      record,
      state: 'open',
      closing: undefined,
      reservedMicros,
      countedMicros: reservedMicros,
    };
    byId.set(record.id, reservation);
    result.push(reservation);
  }
  for (const record of records) {
    if (record.kind === 'reserve') continue;
    const reservation = byId.get(record.id);
    if (reservation === undefined) {
      // checkLedgerSequence has already refused orphans; this keeps the types honest.
      throw new LedgerError('LEDGER_INVALID_SEQUENCE', `${record.kind} of unknown reservation ${record.id}`);
    }
    reservation.closing = record;
    if (record.kind === 'settle') {
      reservation.state = 'settled';
      reservation.countedMicros = usdToMicros(record.amount_usd, `settle of ${record.id}: amount_usd`);
    } else {
      reservation.state = 'released';
      reservation.countedMicros = 0;
    }
  }
  return result;
}

/** The reservations that are neither settled nor released, oldest first. */
export function openReservations(records: readonly LedgerRecord[]): Reservation[] {
  return foldReservations(records)
    .filter((reservation) => reservation.state === 'open')
    .sort((a, b) => Date.parse(a.record.time) - Date.parse(b.record.time));
}

/** Whether a reservation belongs to a window. */
export function inWindow(reservation: LedgerRecord, window: LedgerWindow): boolean {
  switch (window.kind) {
    case 'chain':
      return reservation.chain_id === window.chain_id;
    case 'day':
      return utcDay(reservation.time) === window.day;
    case 'month':
      return utcMonth(reservation.time) === window.month;
    case 'all':
      return true;
  }
}

/** Micro-dollar totals of already folded reservations (used by the planner). */
export function sumReservationsMicros(reservations: readonly Reservation[], window: LedgerWindow): { settled: number; reserved: number; total: number } {
  let settled = 0;
  let reserved = 0;
  for (const reservation of reservations) {
    if (!inWindow(reservation.record, window)) continue;
    if (reservation.state === 'open') reserved = addMicros(reserved, reservation.countedMicros);
    else settled = addMicros(settled, reservation.countedMicros);
  }
  return { settled, reserved, total: addMicros(settled, reserved) };
}

/** Settled, reserved (open) and total spend of one window, in USD. */
export function windowTotals(records: readonly LedgerRecord[], window: LedgerWindow): SpendTotals {
  return totalsToUsd(sumReservationsMicros(foldReservations(records), window));
}

export interface SpendByWindow {
  /** The UTC day of `now`. */
  today: { day: string; totals: SpendTotals };
  /** The UTC month of `now`. */
  month: { month: string; totals: SpendTotals };
  /** Every chain that has a reservation, sorted by chain id. */
  chains: Array<{ chain_id: string; totals: SpendTotals }>;
  all: SpendTotals;
}

/** The totals `leash budget status` shows: today, this month, each chain, all time. */
export function spendByWindow(records: readonly LedgerRecord[], now: Date): SpendByWindow {
  const reservations = foldReservations(records);
  const chainIds = [...new Set(reservations.flatMap((r) => (r.record.chain_id === undefined ? [] : [r.record.chain_id])))].sort();
  const day = utcDay(now);
  const month = utcMonth(now);
  return {
    today: { day, totals: totalsToUsd(sumReservationsMicros(reservations, { kind: 'day', day })) },
    month: { month, totals: totalsToUsd(sumReservationsMicros(reservations, { kind: 'month', month })) },
    chains: chainIds.map((chainId) => ({
      chain_id: chainId,
      totals: totalsToUsd(sumReservationsMicros(reservations, { kind: 'chain', chain_id: chainId })),
    })),
    all: totalsToUsd(sumReservationsMicros(reservations, { kind: 'all' })),
  };
}

/** What is left of a cap after a window's total; never below 0. USD, exact to the micro-dollar. */
export function remaining(capUsd: number, totals: SpendTotals): number {
  const left = usdToMicros(capUsd, 'cap') - usdToMicros(totals.total, 'total');
  return microsToUsd(Math.max(0, left));
}

function totalsToUsd(micros: { settled: number; reserved: number; total: number }): SpendTotals {
  return {
    settled: microsToUsd(micros.settled),
    reserved: microsToUsd(micros.reserved),
    total: microsToUsd(micros.total),
  };
}

function toDate(time: Date | string): Date {
  const date = typeof time === 'string' ? new Date(time) : time;
  if (Number.isNaN(date.getTime())) {
    throw new LedgerError('LEDGER_INVALID_REQUEST', `expected a valid time, found ${String(time)}`);
  }
  return date;
}
