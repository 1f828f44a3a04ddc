export { LedgerError, type LedgerErrorCode } from './ledger-errors.js';
export {
  MAX_AMOUNT_USD,
  MICROS_PER_USD,
  formatMicrosAsUsd,
  formatUsd,
  microsToUsd,
  usdToMicros,
} from './ledger-money.js';
export {
  checkLedgerSequence,
  isIsoUtc,
  parseLedgerRecord,
  parseLedgerText,
  serializeLedgerRecord,
  type LedgerRecord,
  type LedgerRecordKind,
  type ParsedLedger,
} from './ledger-record.js';
export {
  chainWindow,
  dayWindow,
  describeWindow,
  foldReservations,
  inWindow,
  monthWindow,
  openReservations,
  remaining,
  spendByWindow,
  utcDay,
  utcMonth,
  windowTotals,
  type LedgerWindow,
  type Reservation,
  type ReservationState,
  type SpendByWindow,
  type SpendTotals,
} from './ledger-windows.js';
export {
  planRelease,
  planSettle,
  tryReserve,
  type BudgetCaps,
  type ReleaseRequest,
  type ReservePlan,
  type ReserveRequest,
  type SettleRequest,
} from './ledger-planner.js';
export {
  LedgerContinuityGuard,
  checkLedgerContinuity,
  describeDiscontinuity,
  type LedgerContinuity,
} from './ledger-continuity.js';
export { formatAge, formatBudgetStatus } from './ledger-status.js';
export {
  releaseSpend,
  reserveSpend,
  settleSpend,
  type LedgerOperationOptions,
  type LedgerStore,
  type ReserveSpendRequest,
} from './ledger-store.js';
export { acquireFileLock, isProcessAlive, type FileLockOptions, type HeldFileLock } from './ledger-file-lock.js';
export { FileLedgerStore, type FileLedgerStoreOptions } from './ledger-file-store.js';
