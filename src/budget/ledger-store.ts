/**
 * Where a ledger lives, and the three operations that change it. Each operation is a
 * read-check-append under the store's lock, so two processes can never both reserve the
 * last dollars, settle the same reservation twice, or settle one that was released.
 */

import { randomUUID } from 'node:crypto';

import {
  planRelease,
  planSettle,
  tryReserve,
  type BudgetCaps,
  type ReleaseRequest,
  type ReservePlan,
  type ReserveRequest,
  type SettleRequest,
} from './ledger-planner.js';
import type { LedgerRecord } from './ledger-record.js';

/**
 * A ledger's storage. Implementations: `FileLedgerStore` (a JSONL file, for the CLI); an
 * Actions-cache store for the Action. A store must refuse (`LEDGER_WENT_BACKWARDS`) to show
 * a view that lost or changed records it showed or wrote before (see ledger-continuity.ts).
 */
export interface LedgerStore {
  /** Where the ledger lives, for messages: a path, a cache key prefix. */
  readonly location: string;
  /** Every valid record, in the order they were appended. */
  read(): Promise<LedgerRecord[]>;
  /**
   * Appends records in one write. A crash in the middle may keep the batch's complete first
   * lines; a torn final line never counts.
   */
  append(records: readonly LedgerRecord[]): Promise<void>;
  /** Runs `fn` while no other writer of this ledger can append; `read`/`append` work inside. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export interface LedgerOperationOptions {
  /** The time of the new record, read after the lock is taken. Default: the system clock. */
  clock?: () => Date;
}

/** A reservation request whose id may be left for `reserveSpend` to choose (a UUID). */
export type ReserveSpendRequest = Omit<ReserveRequest, 'id'> & { id?: string };

/**
 * Reserves `request.amount_usd` if it fits under every applicable cap, and appends the
 * reservation; under the store's lock, so the check and the append are one step.
 * Returns the plan: `{ok: true, record}` (appended) or `{ok: false, reason, remaining, …}`.
 */
export async function reserveSpend(
  store: LedgerStore,
  request: ReserveSpendRequest,
  caps: BudgetCaps,
  options: LedgerOperationOptions = {},
): Promise<ReservePlan> {
  const clock = options.clock ?? (() => new Date());
  const full: ReserveRequest = { ...request, id: request.id ?? randomUUID() };
  return store.withLock(async () => {
    const plan = tryReserve(await store.read(), full, caps, clock());
    if (plan.ok) await store.append([plan.record]);
    return plan;
  });
}

/** Settles an open reservation with its real cost; returns the appended record. */
export async function settleSpend(store: LedgerStore, request: SettleRequest, options: LedgerOperationOptions = {}): Promise<LedgerRecord> {
  const clock = options.clock ?? (() => new Date());
  return store.withLock(async () => {
    const record = planSettle(await store.read(), request, clock());
    await store.append([record]);
    return record;
  });
}

/** Releases an open reservation (the work never ran); returns the appended record. */
export async function releaseSpend(store: LedgerStore, request: ReleaseRequest, options: LedgerOperationOptions = {}): Promise<LedgerRecord> {
  const clock = options.clock ?? (() => new Date());
  return store.withLock(async () => {
    const record = planRelease(await store.read(), request, clock());
    await store.append([record]);
    return record;
  });
}
