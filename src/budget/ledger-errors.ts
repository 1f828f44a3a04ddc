/**
 * Errors of the spend ledger. Every error carries a machine-readable `code`, and, when it
 * comes from a file, the `file` and 1-based `line` it points at (also in the message).
 */

export type LedgerErrorCode =
  /** A line of a ledger file is not a valid record. */
  | 'LEDGER_CORRUPT_LINE'
  /** Records are individually valid but do not fit together (duplicate or orphan ids). */
  | 'LEDGER_INVALID_SEQUENCE'
  /** A store lost or changed records it had shown before (for example a stale cache restore). */
  | 'LEDGER_WENT_BACKWARDS'
  /** A reserve/settle/release request is malformed (bad amount, unknown reservation…). */
  | 'LEDGER_INVALID_REQUEST'
  /** An amount or a sum does not fit in the ledger's range of exact micro-dollars. */
  | 'LEDGER_AMOUNT_OUT_OF_RANGE'
  /** The ledger lock could not be taken within the wait limit. */
  | 'LEDGER_LOCK_TIMEOUT'
  /** The lock this process held was broken by another process before it finished. */
  | 'LEDGER_LOCK_LOST'
  /** `withLock` was called again from inside its own critical section. */
  | 'LEDGER_LOCK_REENTRANT'
  /** A file-system call on the ledger failed for a reason other than the above. */
  | 'LEDGER_IO';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  readonly file: string | undefined;
  readonly line: number | undefined;

  constructor(code: LedgerErrorCode, message: string, where: { file?: string; line?: number; cause?: unknown } = {}) {
    const prefix = where.file === undefined ? '' : where.line === undefined ? `${where.file}: ` : `${where.file}:${where.line}: `;
    super(prefix + message, where.cause === undefined ? undefined : { cause: where.cause });
    this.name = 'LedgerError';
    this.code = code;
    this.file = where.file;
    this.line = where.line;
  }
}
