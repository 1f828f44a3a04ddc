export { LedgerError, type LedgerErrorCode } from './ledger-errors.js';
export { MAX_AMOUNT_USD, MICROS_PER_USD, formatMicrosAsUsd, formatUsd, microsToUsd, usdToMicros } from './ledger-money.js';
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
export { LedgerContinuityGuard, checkLedgerContinuity, describeDiscontinuity, type LedgerContinuity } from './ledger-continuity.js';
export { formatAge, formatBudgetStatus } from './ledger-status.js';
export { releaseSpend, reserveSpend, settleSpend, type LedgerOperationOptions, type LedgerStore, type ReserveSpendRequest } from './ledger-store.js';
export { acquireFileLock, isProcessAlive, type FileLockOptions, type HeldFileLock } from './ledger-file-lock.js';
export { FileLedgerStore, type FileLedgerStoreOptions } from './ledger-file-store.js';
export { BudgetFileError, type BudgetFileErrorCode, type FileLocation } from './budget-file-error.js';
export type {
  ChainDefinition,
  ChainEnvelope,
  ChainOptions,
  ChainProgress,
  ChainTaskOutcome,
  GrindEnvelope,
  GrindOptions,
  QueueSource,
  QueueTask,
  RunTask,
  TaskSpec,
} from './chain-types.js';
export { chainIdFor, loadChainFile, parseChainText, TASK_ID_PATTERN, type LoadChainOptions } from './chain-file.js';
export { chainHistory, chainTaskNote, readChainTaskNote, type ChainTaskHistory, type ChainTaskNote } from './chain-history.js';
export { capResultText, NEED_RESULT_MAX_CHARS, promptWithNeeds, type NeedResult } from './chain-prompt.js';
export { chainCaps, DEFAULT_CHAIN_CONCURRENCY, runChain } from './chain.js';
export { createAgentTaskRunner, narrowingLayer, narrowPolicy, type AgentTaskBase } from './agent-task.js';
export { MAX_CONSECUTIVE_FAILURES, runGrind } from './grind.js';
export { FileQueue, type FileQueueOptions, type QueueMark, type QueueStateLine } from './file-queue.js';
export { ActionsCacheLedgerStore, defaultCacheLedgerPath, type ActionsCacheClient, type ActionsCacheLedgerStoreOptions } from './ledger-cache-store.js';
export { committedSpendUsd, refusedRunEnvelope, runWithLedger, type LedgerRunOptions, type LedgerRunOutcome } from './ledger-run.js';
