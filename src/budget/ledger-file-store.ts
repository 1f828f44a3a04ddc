/**
 * The ledger as a JSONL file, for the CLI (`--ledger PATH`), safe for concurrent writers on
 * one machine:
 * - every read and append runs under an exclusive lock file, `<path>.lock`
 *   (ledger-file-lock.ts); `read` and `append` take it themselves when called outside
 *   `withLock`;
 * - an append is one `write` of whole lines on a file opened with O_APPEND, then fsync, so a
 *   crash leaves either the whole batch or a final partial line, which readers ignore and the
 *   next append (under the lock) cuts off before writing;
 * - every read is checked against what this store has shown or written before
 *   (`LEDGER_WENT_BACKWARDS` when the file lost or changed records).
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

import { LedgerContinuityGuard } from './ledger-continuity.js';
import { LedgerError } from './ledger-errors.js';
import { acquireFileLock, type FileLockOptions, type HeldFileLock } from './ledger-file-lock.js';
import { checkLedgerSequence, parseLedgerText, recordsToAppend, type LedgerRecord } from './ledger-record.js';
import type { LedgerStore } from './ledger-store.js';

export type FileLedgerStoreOptions = FileLockOptions;

interface LockScope {
  lock: HeldFileLock;
  /** What the file held at the last read or append under this lock. */
  snapshot: { size: number; records: LedgerRecord[] } | undefined;
}

const NEWLINE = 0x0a;
const TAIL_CHUNK_BYTES = 64 * 1024;

export class FileLedgerStore implements LedgerStore {
  readonly location: string;
  readonly lockPath: string;
  private readonly lockOptions: FileLockOptions;
  private readonly warn: (message: string) => void;
  private readonly guard = new LedgerContinuityGuard();
  private readonly scope = new AsyncLocalStorage<LockScope>();

  /**
   * `path` is the ledger file (created, with its directory, on the first append).
   * Warnings (a torn final line, a stale lock removed) go to `options.onWarning`, by
   * default `process.emitWarning`.
   */
  constructor(path: string, options: FileLedgerStoreOptions = {}) {
    this.location = path;
    this.lockPath = `${path}.lock`;
    this.warn = options.onWarning ?? ((message) => process.emitWarning(message, { code: 'LEDGER_WARNING' }));
    this.lockOptions = { ...options, onWarning: this.warn };
  }

  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (this.scope.getStore() !== undefined) {
      throw new LedgerError('LEDGER_LOCK_REENTRANT', 'withLock called inside its own critical section; read and append there directly', {
        file: this.location,
      });
    }
    const lock = await acquireFileLock(this.lockPath, `the spend ledger ${this.location}`, this.lockOptions);
    try {
      return await this.scope.run({ lock, snapshot: undefined }, fn);
    } finally {
      await lock.release();
    }
  }

  async read(): Promise<LedgerRecord[]> {
    const scope = this.scope.getStore();
    if (scope === undefined) {
      // A missing file needs no lock (and reading must not create its directory).
      if (!(await this.exists())) return this.accept([], 0, undefined);
      return this.withLock(() => this.read());
    }
    const bytes = await this.readBytes();
    return this.accept(this.parse(bytes), bytes.length, scope);
  }

  async append(records: readonly LedgerRecord[]): Promise<void> {
    if (records.length === 0) return;
    const scope = this.scope.getStore();
    if (scope === undefined) return this.withLock(() => this.append(records));
    const normalized = recordsToAppend(records, this.location);
    if (!(await scope.lock.stillHeld())) {
      throw new LedgerError('LEDGER_LOCK_LOST', `the lock ${this.lockPath} was taken over by another process (judged stale); nothing was appended`, {
        file: this.location,
      });
    }
    const handle = await this.openForAppend();
    try {
      const sizeBefore = (await handle.stat()).size;
      const existing = scope.snapshot !== undefined && scope.snapshot.size === sizeBefore ? scope.snapshot.records : await this.read();
      try {
        checkLedgerSequence([...existing, ...normalized]);
      } catch (error) {
        throw new LedgerError('LEDGER_INVALID_REQUEST', `refusing to append: ${(error as Error).message}`, {
          file: this.location,
        });
      }
      const keep = await this.cutTornTail(handle, sizeBefore);
      const bytes = Buffer.from(`${normalized.map((record) => JSON.stringify(record)).join('\n')}\n`, 'utf8');
      const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
      if (bytesWritten !== bytes.length) {
        throw new LedgerError('LEDGER_IO', `short write: ${bytesWritten} of ${bytes.length} bytes; the partial line will be ignored and cut off`, {
          file: this.location,
        });
      }
      await handle.sync();
      if (keep === 0) await syncDirectory(dirname(this.location));
      this.guard.remember(normalized);
      scope.snapshot = { size: keep + bytes.length, records: [...existing, ...normalized] };
    } finally {
      await handle.close();
    }
  }

  private parse(bytes: Buffer): LedgerRecord[] {
    const parsed = parseLedgerText(bytes.toString('utf8'), this.location);
    for (const warning of parsed.warnings) this.warn(warning);
    return parsed.records;
  }

  private accept(records: LedgerRecord[], size: number, scope: LockScope | undefined): LedgerRecord[] {
    this.guard.check(records, this.location);
    if (scope !== undefined) scope.snapshot = { size, records };
    return [...records];
  }

  private async exists(): Promise<boolean> {
    try {
      await stat(this.location);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw new LedgerError('LEDGER_IO', `cannot read the ledger: ${(error as Error).message}`, {
        file: this.location,
        cause: error,
      });
    }
  }

  private async readBytes(): Promise<Buffer> {
    try {
      return await readFile(this.location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
      throw new LedgerError('LEDGER_IO', `cannot read the ledger: ${(error as Error).message}`, {
        file: this.location,
        cause: error,
      });
    }
  }

  private async openForAppend(): Promise<FileHandle> {
    try {
      // 'a+' = O_APPEND | O_CREAT | O_RDWR: every write lands at the end, and the tail can be read.
      return await open(this.location, 'a+');
    } catch (error) {
      throw new LedgerError('LEDGER_IO', `cannot open the ledger for appending: ${(error as Error).message}`, {
        file: this.location,
        cause: error,
      });
    }
  }

  /**
   * A final line without a newline is a write a crash cut short; appending after it would
   * glue a good record to garbage. Under the lock nobody else is writing, so it is cut off.
   * Returns the size the file has afterwards.
   */
  private async cutTornTail(handle: FileHandle, size: number): Promise<number> {
    if (size === 0) return 0;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === NEWLINE) return size;
    let end = size;
    let keep = 0;
    while (end > 0) {
      const start = Math.max(0, end - TAIL_CHUNK_BYTES);
      const chunk = Buffer.alloc(end - start);
      await handle.read(chunk, 0, chunk.length, start);
      const newline = chunk.lastIndexOf(NEWLINE);
      if (newline >= 0) {
        keep = start + newline + 1;
        break;
      }
      end = start;
    }
    const torn = Buffer.alloc(Math.min(size - keep, 80));
    await handle.read(torn, 0, torn.length, keep);
    this.warn(
      `${this.location}: cutting off ${size - keep} bytes of a final line left by a write cut short, ` +
        `before appending: ${JSON.stringify(torn.toString('utf8'))}`,
    );
    await handle.truncate(keep);
    return keep;
  }
}

/** Makes a newly created file's directory entry durable; not every platform allows it. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch {
    // Directories cannot be opened or synced on some platforms; the file's own fsync stands.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
