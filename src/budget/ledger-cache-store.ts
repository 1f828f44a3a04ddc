/**
 * The ledger in the GitHub Actions cache, for the Action. Cache entries are immutable and a
 * restore by key prefix gives the newest one, so the store works like this:
 * - `read` restores the newest entry under `leash-ledger-<scope>-` into a local JSONL file and
 *   parses it (no entry: an empty ledger);
 * - `append` writes every record (the restored ones and the new ones) to that file and saves
 *   it under a new key, `leash-ledger-<scope>-<run id>-<attempt>-<time>-<n>`, then restores
 *   again to check that the newest entry now holds what was saved;
 * - every view is checked against the records this process has seen or written
 *   (`LedgerContinuityGuard`): a restore that lost or changed one of them is refused with
 *   `LEDGER_WENT_BACKWARDS`, as the lost spend would otherwise be counted as free.
 *
 * There is no lock across machines: two workflows that append at the same time both restore the
 * same entry and each saves its own, and the older save's records are lost. Workflows that share
 * a ledger must share a `concurrency:` group (docs/budget.md). Within one process, `withLock` is
 * a mutex, so a chain's parallel tasks reserve one after another.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { LedgerContinuityGuard } from './ledger-continuity.js';
import { LedgerError } from './ledger-errors.js';
import { checkLedgerSequence, parseLedgerText, recordsToAppend, serializeLedgerRecord, type LedgerRecord } from './ledger-record.js';
import type { LedgerStore } from './ledger-store.js';

/** The two calls of `@actions/cache` the store uses (injected in tests, or to wrap them). */
export interface ActionsCacheClient {
  /** Restores `paths` from the newest entry matching `primaryKey` or a restore key; the key, or undefined for a miss. */
  restoreCache(paths: string[], primaryKey: string, restoreKeys?: string[]): Promise<string | undefined>;
  /** Saves `paths` under `key`; the cache id, or -1 when the cache refused the entry. */
  saveCache(paths: string[], key: string): Promise<number>;
}

export interface ActionsCacheLedgerStoreOptions {
  /** Names the ledger: entries are `leash-ledger-<scope>-…`. Letters, digits, `.`, `_`, `-`. */
  scope?: string;
  /**
   * The local copy of the ledger. The cache ties an entry to the exact paths it was saved with,
   * so this path must be the same in every run that shares the ledger (see `defaultCacheLedgerPath`).
   */
  path: string;
  /** `GITHUB_RUN_ID`; part of each new key. */
  runId: string;
  /** `GITHUB_RUN_ATTEMPT`; part of each new key. */
  runAttempt?: string | number;
  clock?: () => Date;
  /** Default: `@actions/cache`, loaded on first use (it reads its configuration from the environment then). */
  cache?: ActionsCacheClient;
  /** Warnings (a first restore that found nothing). Default: `process.emitWarning`. */
  onWarning?: (message: string) => void;
}

const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** Where the Action keeps the local copy: `<RUNNER_TEMP>/leash-ledger/<scope>.jsonl`. */
export function defaultCacheLedgerPath(runnerTemp: string, scope = 'default'): string {
  return join(runnerTemp, 'leash-ledger', `${scope}.jsonl`);
}

export class ActionsCacheLedgerStore implements LedgerStore {
  readonly location: string;
  readonly keyPrefix: string;
  readonly path: string;
  private readonly runId: string;
  private readonly runAttempt: string;
  private readonly clock: () => Date;
  private readonly warn: (message: string) => void;
  private readonly guard = new LedgerContinuityGuard();
  private readonly scope = new AsyncLocalStorage<{ records: LedgerRecord[] | undefined }>();
  private cache: ActionsCacheClient | undefined;
  private queue: Promise<void> = Promise.resolve();
  private restores = 0;
  private saves = 0;
  /** The key of the entry the last restore found, if any. */
  lastRestoredKey: string | undefined;
  /** Keys this store saved, oldest first. */
  readonly savedKeys: string[] = [];

  constructor(options: ActionsCacheLedgerStoreOptions) {
    const scope = options.scope ?? 'default';
    for (const [what, value] of [
      ['scope', scope],
      ['run id', options.runId],
      ['run attempt', String(options.runAttempt ?? 1)],
    ] as const) {
      if (!NAME.test(value)) {
        throw new LedgerError('LEDGER_INVALID_REQUEST', `ledger cache ${what} ${JSON.stringify(value)} must be 1 to 100 letters, digits, ".", "_" or "-"`);
      }
    }
    this.keyPrefix = `leash-ledger-${scope}-`;
    this.location = `actions cache ${this.keyPrefix}*`;
    this.path = options.path;
    this.runId = options.runId;
    this.runAttempt = String(options.runAttempt ?? 1);
    this.clock = options.clock ?? (() => new Date());
    this.warn = options.onWarning ?? ((message) => process.emitWarning(message, { code: 'LEDGER_WARNING' }));
    this.cache = options.cache;
  }

  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (this.scope.getStore() !== undefined) {
      throw new LedgerError('LEDGER_LOCK_REENTRANT', 'withLock called inside its own critical section; read and append there directly', {
        file: this.location,
      });
    }
    const previous = this.queue;
    let release: () => void = () => undefined;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await this.scope.run({ records: undefined }, fn);
    } finally {
      release();
    }
  }

  async read(): Promise<LedgerRecord[]> {
    const scope = this.scope.getStore();
    if (scope === undefined) return this.withLock(() => this.read());
    const records = await this.restore();
    scope.records = records;
    return [...records];
  }

  async append(records: readonly LedgerRecord[]): Promise<void> {
    if (records.length === 0) return;
    const scope = this.scope.getStore();
    if (scope === undefined) return this.withLock(() => this.append(records));
    const normalized = recordsToAppend(records, this.location);
    const existing = scope.records ?? (await this.restore());
    const all = [...existing, ...normalized];
    try {
      checkLedgerSequence(all);
    } catch (error) {
      throw new LedgerError('LEDGER_INVALID_REQUEST', `refusing to append: ${(error as Error).message}`, { file: this.location });
    }
    await mkdir(dirname(this.path), { recursive: true });
    await writeFile(this.path, all.map((record) => `${serializeLedgerRecord(record)}\n`).join(''));
    this.saves += 1;
    const key = `${this.keyPrefix}${this.runId}-${this.runAttempt}-${this.clock().getTime()}-${this.saves}`;
    let id: number;
    try {
      id = await (await this.client()).saveCache([this.path], key);
    } catch (error) {
      throw new LedgerError(
        'LEDGER_IO',
        `could not save the ledger to the Actions cache under ${key}: ${(error as Error).message}; the new records were not stored`,
        {
          file: this.location,
          cause: error,
        },
      );
    }
    if (id === -1) {
      throw new LedgerError(
        'LEDGER_IO',
        `the Actions cache refused to save the ledger under ${key} (a read-only cache token, or the key exists); the new records were not stored`,
        { file: this.location },
      );
    }
    this.savedKeys.push(key);
    this.guard.remember(normalized);
    // Read back at once: the newest entry must now be this one, with every record in it.
    scope.records = await this.restore();
  }

  private async client(): Promise<ActionsCacheClient> {
    if (this.cache === undefined) {
      const module = await import('@actions/cache');
      this.cache = {
        restoreCache: (paths, key, restoreKeys) => module.restoreCache(paths, key, restoreKeys),
        saveCache: (paths, key) => module.saveCache(paths, key),
      };
    }
    return this.cache;
  }

  /** Restores the newest entry into the local file, parses it and checks it against what was seen. */
  private async restore(): Promise<LedgerRecord[]> {
    // A miss must not leave an older local copy in place.
    await rm(this.path, { force: true });
    await mkdir(dirname(this.path), { recursive: true });
    const key = await (await this.client()).restoreCache([this.path], this.keyPrefix, [this.keyPrefix]);
    this.restores += 1;
    this.lastRestoredKey = key;
    let text = '';
    if (key !== undefined) {
      try {
        text = await readFile(this.path, 'utf8');
      } catch (error) {
        throw new LedgerError('LEDGER_IO', `the cache entry ${key} did not hold the ledger file ${this.path}: ${(error as Error).message}`, {
          file: this.location,
          cause: error,
        });
      }
    } else if (this.restores === 1) {
      this.warn(
        `no ledger under ${this.keyPrefix} in the Actions cache: starting an empty one. @actions/cache reports a failed restore ` +
          'as a miss, so if a ledger existed, its spend is not counted in this run (see docs/budget.md).',
      );
    }
    const parsed = parseLedgerText(text, `${this.location}${key === undefined ? '' : ` (${key})`}`);
    for (const warning of parsed.warnings) this.warn(warning);
    this.guard.check(parsed.records, key === undefined ? this.location : `${this.location} (restored ${key})`);
    return parsed.records;
  }
}
