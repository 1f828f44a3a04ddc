/**
 * An exclusive lock between processes on one machine, as a lock file next to the ledger.
 *
 * - Taking it: `open(path, 'wx')` (O_CREAT|O_EXCL: exactly one process can create the file),
 *   then one write of `{"pid", "host", "time", "token"}`.
 * - Waiting: poll with a growing delay (10 ms doubling to 50 ms, with jitter) until the
 *   wait limit; then `LEDGER_LOCK_TIMEOUT`, naming who holds the lock and since when.
 * - Stale locks: a lock is stale when its pid is no longer running on this host, or when it
 *   is older than `staleMs` (a holder on another host, a reused pid, or a lock file left
 *   empty by a crash between create and write). The critical sections this lock guards
 *   are a read and an append, far shorter than `staleMs`.
 * - Breaking a stale lock is itself guarded by a second lock file (`<lock>.break`), under
 *   which the breaker looks at the lock again before removing it: two waiters that both saw
 *   the same stale lock cannot remove each other's fresh one. The break section is a stat,
 *   a read and an unlink; a break lock left by a crash there is removed on the same rules.
 * - Releasing: the holder removes the lock only if it still carries its token.
 */

import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { LedgerError } from './ledger-errors.js';

export interface FileLockOptions {
  /** How long to wait for the lock before giving up, ms. Default 10 000. */
  timeoutMs?: number;
  /** Age after which a lock is stale whoever holds it, ms. Default 30 000. */
  staleMs?: number;
  /** First delay between attempts, ms; it doubles up to 50 ms. Default 10. */
  pollMs?: number;
  /** The wall clock for lock ages and deadlines, ms since the epoch. Default `Date.now`. */
  nowMs?: () => number;
  /** Whether a pid runs on this host. Default: `process.kill(pid, 0)` (EPERM counts as running). */
  isProcessAlive?: (pid: number) => boolean;
  /** This host's name, written into the lock. Default `os.hostname()`. */
  host?: string;
  /** Told when a stale lock is broken or a held lock was lost. */
  onWarning?: (message: string) => void;
}

export interface LockOwner {
  pid: number;
  host: string;
  time: string;
  token: string;
}

export interface HeldFileLock {
  readonly path: string;
  readonly token: string;
  /** True while the lock file still carries this holder's token. */
  stillHeld(): Promise<boolean>;
  /** Removes the lock file if it is still this holder's. */
  release(): Promise<void>;
}

interface LockSnapshot {
  raw: string;
  owner: LockOwner | undefined;
  mtimeMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_STALE_MS = 30_000;
const DEFAULT_POLL_MS = 10;
const MAX_POLL_MS = 50;
const BREAK_LOCK_STALE_MS = 5_000;

/** Takes the lock at `lockPath`, waiting up to `timeoutMs`. `purpose` names it in errors. */
export async function acquireFileLock(lockPath: string, purpose: string, options: FileLockOptions = {}): Promise<HeldFileLock> {
  const settings = resolve(options);
  const token = randomUUID();
  const deadline = settings.nowMs() + settings.timeoutMs;
  let delay = settings.pollMs;
  let lastHolder: LockSnapshot | undefined;
  for (;;) {
    const owner: LockOwner = {
      pid: process.pid,
      host: settings.host,
      time: new Date(settings.nowMs()).toISOString(),
      token,
    };
    if (await createExclusive(lockPath, owner)) return heldLock(lockPath, token, settings);
    const holder = await inspect(lockPath);
    if (holder === undefined) continue;
    lastHolder = holder;
    if (staleReason(holder, settings) !== undefined) {
      const outcome = await breakIfStale(lockPath, settings);
      if (outcome === 'gone') continue;
      if (outcome !== 'held') {
        settings.onWarning(`${lockPath}: removed a stale lock (${outcome.removed}) before taking it for ${purpose}`);
        continue;
      }
    }
    const now = settings.nowMs();
    if (now >= deadline) {
      throw new LedgerError(
        'LEDGER_LOCK_TIMEOUT',
        `could not take the lock for ${purpose} within ${settings.timeoutMs} ms: ${describeHolder(lastHolder, now)}; ` +
          `if no Leash process is running, the lock is stale and may be deleted`,
        { file: lockPath },
      );
    }
    await sleep(Math.min(delay + Math.random() * delay, Math.max(1, deadline - now)));
    delay = Math.min(delay * 2, MAX_POLL_MS);
  }
}

/** Whether a pid runs on this host (signal 0 checks without sending anything). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type Settings = Required<FileLockOptions>;

function resolve(options: FileLockOptions): Settings {
  return {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    staleMs: options.staleMs ?? DEFAULT_STALE_MS,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    nowMs: options.nowMs ?? Date.now,
    isProcessAlive: options.isProcessAlive ?? isProcessAlive,
    host: options.host ?? hostname(),
    onWarning: options.onWarning ?? (() => undefined),
  };
}

function heldLock(path: string, token: string, settings: Settings): HeldFileLock {
  const stillHeld = async (): Promise<boolean> => (await inspect(path))?.owner?.token === token;
  return {
    path,
    token,
    stillHeld,
    async release(): Promise<void> {
      if (await stillHeld()) {
        await removeIfPresent(path);
      } else {
        settings.onWarning(`${path}: the lock was taken over by another process before this one released it`);
      }
    },
  };
}

/** Creates the file only if it does not exist. False when it exists. */
async function createExclusive(path: string, owner: LockOwner, madeDirectory = false): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'ENOENT' && !madeDirectory) {
      await mkdir(dirname(path), { recursive: true });
      return createExclusive(path, owner, true);
    }
    throw new LedgerError('LEDGER_IO', `cannot create lock file: ${(error as Error).message}`, { file: path, cause: error });
  }
  try {
    await handle.write(`${JSON.stringify(owner)}\n`);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await removeIfPresent(path);
    throw new LedgerError('LEDGER_IO', `cannot write lock file: ${(error as Error).message}`, { file: path, cause: error });
  }
  await handle.close();
  return true;
}

async function inspect(path: string): Promise<LockSnapshot | undefined> {
  try {
    const [raw, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { raw, owner: parseOwner(raw), mtimeMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new LedgerError('LEDGER_IO', `cannot read lock file: ${(error as Error).message}`, { file: path, cause: error });
  }
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (
      // A pid of 0 or below would make signal 0 address a process group, not a process.
      Number.isSafeInteger(value.pid) &&
      typeof value.pid === 'number' &&
      value.pid > 0 &&
      typeof value.host === 'string' &&
      typeof value.time === 'string' &&
      typeof value.token === 'string'
    ) {
      return { pid: value.pid, host: value.host, time: value.time, token: value.token };
    }
  } catch {
    // An empty or half-written lock file: judged by its age alone.
  }
  return undefined;
}

function staleReason(lock: LockSnapshot, settings: Settings, staleMs = settings.staleMs): string | undefined {
  if (lock.owner !== undefined && lock.owner.host === settings.host && !settings.isProcessAlive(lock.owner.pid)) {
    return `pid ${lock.owner.pid} is no longer running`;
  }
  const since = lock.owner !== undefined && !Number.isNaN(Date.parse(lock.owner.time)) ? Date.parse(lock.owner.time) : lock.mtimeMs;
  const age = settings.nowMs() - since;
  if (age > staleMs) return `held for ${Math.round(age)} ms, longer than the ${staleMs} ms a lock may live`;
  return undefined;
}

/**
 * Removes the lock if, looked at again under the break lock, it is still stale.
 * 'held': the lock stands (fresh, or another process is breaking it); 'gone': no lock now.
 */
async function breakIfStale(lockPath: string, settings: Settings): Promise<'held' | 'gone' | { removed: string }> {
  const breakPath = `${lockPath}.break`;
  const owner: LockOwner = {
    pid: process.pid,
    host: settings.host,
    time: new Date(settings.nowMs()).toISOString(),
    token: randomUUID(),
  };
  if (!(await createExclusive(breakPath, owner))) {
    const breaker = await inspect(breakPath);
    if (breaker !== undefined) {
      const why = staleReason(breaker, settings, Math.min(settings.staleMs, BREAK_LOCK_STALE_MS));
      if (why !== undefined) {
        await removeIfPresent(breakPath);
        settings.onWarning(`${breakPath}: removed a stale break lock (${why})`);
      }
    }
    return 'held';
  }
  try {
    const current = await inspect(lockPath);
    if (current === undefined) return 'gone';
    const why = staleReason(current, settings);
    if (why === undefined) return 'held';
    await removeIfPresent(lockPath);
    return { removed: `${describeOwner(current)}: ${why}` };
  } finally {
    await removeIfPresent(breakPath);
  }
}

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new LedgerError('LEDGER_IO', `cannot remove lock file: ${(error as Error).message}`, { file: path, cause: error });
    }
  }
}

function describeOwner(lock: LockSnapshot): string {
  return lock.owner === undefined ? 'an unreadable lock' : `pid ${lock.owner.pid} on ${lock.owner.host} since ${lock.owner.time}`;
}

function describeHolder(lock: LockSnapshot | undefined, nowMs: number): string {
  if (lock === undefined) return 'the lock kept changing hands';
  const since = lock.owner === undefined ? lock.mtimeMs : Date.parse(lock.owner.time);
  return `held by ${describeOwner(lock)} (${Math.round(nowMs - since)} ms ago)`;
}
