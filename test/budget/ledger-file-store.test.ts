import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  FileLedgerStore,
  LedgerError,
  parseLedgerText,
  releaseSpend,
  reserveSpend,
  settleSpend,
  windowTotals,
  type FileLedgerStoreOptions,
  type LedgerRecord,
} from '../../src/budget/index.js';

let dir: string;
let ledgerPath: string;
let warnings: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leash-ledger-'));
  ledgerPath = join(dir, 'ledger.jsonl');
  warnings = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function store(options: FileLedgerStoreOptions = {}): FileLedgerStore {
  return new FileLedgerStore(ledgerPath, { onWarning: (message) => warnings.push(message), ...options });
}

const clock = (): Date => new Date('2026-03-04T12:00:00.000Z');
const r1: LedgerRecord = { kind: 'reserve', id: 'r1', run_id: 'run', amount_usd: 0.5, time: '2026-03-04T10:00:00.000Z' };
const r2: LedgerRecord = { kind: 'reserve', id: 'r2', run_id: 'run', amount_usd: 0.25, time: '2026-03-04T10:01:00.000Z' };

async function caught(promise: Promise<unknown>): Promise<LedgerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('expected a LedgerError, nothing was thrown');
}

/** A pid that surely runs no process: one that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not spawn a process to get a dead pid');
  return child.pid;
}

async function writeLock(owner: { pid: number; host?: string; time?: string; token?: string }): Promise<void> {
  await writeFile(`${ledgerPath}.lock`, JSON.stringify({ host: hostname(), time: new Date().toISOString(), token: 'someone-else', ...owner }) + '\n');
}

describe('FileLedgerStore: reading and appending', () => {
  it('appends whole lines and reads them back, from this and from a fresh store', async () => {
    const ledger = store();
    await ledger.append([r1]);
    await ledger.append([r2]);
    expect(await ledger.read()).toEqual([r1, r2]);
    expect(await store().read()).toEqual([r1, r2]);
    const text = await readFile(ledgerPath, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(3);
  });

  it('reads a missing ledger as empty without creating anything', async () => {
    const deep = new FileLedgerStore(join(dir, 'a', 'b', 'ledger.jsonl'));
    expect(await deep.read()).toEqual([]);
    expect(existsSync(join(dir, 'a'))).toBe(false);
  });

  it('creates the ledger and its directory on the first append, and leaves no lock behind', async () => {
    const path = join(dir, 'nested', 'ledger.jsonl');
    const nested = new FileLedgerStore(path);
    await nested.append([r1]);
    expect(await new FileLedgerStore(path).read()).toEqual([r1]);
    expect(await readdir(join(dir, 'nested'))).toEqual(['ledger.jsonl']);
  });

  it('names file and line of a corrupt record', async () => {
    await writeFile(ledgerPath, `${JSON.stringify(r1)}\n{"kind":"reserve","id":"x"}\n${JSON.stringify(r2)}\n`);
    const error = await caught(store().read());
    expect(error.code).toBe('LEDGER_CORRUPT_LINE');
    expect(error.message).toMatch(new RegExp(`^${ledgerPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: run_id`));
  });

  it('ignores a torn final line with a warning, then cuts it off before the next append', async () => {
    await writeFile(ledgerPath, `${JSON.stringify(r1)}\n{"kind":"reserve","id":"half`);
    const ledger = store();
    expect(await ledger.read()).toEqual([r1]);
    expect(warnings.some((w) => w.startsWith(`${ledgerPath}:2: ignoring a final line without a newline`))).toBe(true);

    const plan = await reserveSpend(ledger, { id: 'r3', run_id: 'run', amount_usd: 0.1 }, {}, { clock });
    expect(plan.ok).toBe(true);
    expect(warnings.some((w) => w.includes('cutting off 28 bytes'))).toBe(true);
    const text = await readFile(ledgerPath, 'utf8');
    const parsed = parseLedgerText(text, ledgerPath);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.records.map((r) => r.id)).toEqual(['r1', 'r3']);
  });

  it('cuts a torn tail longer than one read chunk, and one with no newline before it at all', async () => {
    await writeFile(ledgerPath, `${JSON.stringify(r1)}\n{"note":"${'x'.repeat(100_000)}`);
    await store().append([r2]);
    expect(parseLedgerText(await readFile(ledgerPath, 'utf8'), 'l').records).toEqual([r1, r2]);

    await writeFile(ledgerPath, '{"kind":"res');
    await store().append([r2]);
    expect(await readFile(ledgerPath, 'utf8')).toBe(`${JSON.stringify(r2)}\n`);
  });

  it('refuses to append records that would not fit the ledger, and leaves it unchanged', async () => {
    const ledger = store();
    await ledger.append([r1]);
    const before = await readFile(ledgerPath, 'utf8');
    expect((await caught(ledger.append([{ ...r1, time: r2.time }]))).code).toBe('LEDGER_INVALID_REQUEST');
    expect((await caught(ledger.append([{ ...r2, kind: 'settle', id: 'ghost' }]))).code).toBe('LEDGER_INVALID_REQUEST');
    expect((await caught(ledger.append([{ ...r2, amount_usd: -1 }]))).code).toBe('LEDGER_INVALID_REQUEST');
    expect(await readFile(ledgerPath, 'utf8')).toBe(before);
  });
});

describe('FileLedgerStore: the ledger went backwards', () => {
  it('refuses a file that lost records this store had seen', async () => {
    const ledger = store();
    await ledger.append([r1, r2]);
    await writeFile(ledgerPath, `${JSON.stringify(r1)}\n`);
    const error = await caught(ledger.read());
    expect(error.code).toBe('LEDGER_WENT_BACKWARDS');
    expect(error.message).toContain('reserve r2 at 2026-03-04T10:01:00.000Z');
    expect((await caught(reserveSpend(ledger, { run_id: 'x', amount_usd: 1 }, {}, { clock }))).code).toBe('LEDGER_WENT_BACKWARDS');
  });

  it('refuses a file whose records were edited, or deleted outright', async () => {
    const ledger = store();
    await ledger.append([r1]);
    await writeFile(ledgerPath, `${JSON.stringify({ ...r1, amount_usd: 0.01 })}\n`);
    expect((await caught(ledger.read())).code).toBe('LEDGER_WENT_BACKWARDS');
    await rm(ledgerPath);
    expect((await caught(ledger.read())).code).toBe('LEDGER_WENT_BACKWARDS');
  });

  it('accepts records appended by other writers', async () => {
    const ours = store();
    await ours.append([r1]);
    await store().append([r2]);
    expect(await ours.read()).toEqual([r1, r2]);
  });
});

describe('FileLedgerStore: reserve, settle, release', () => {
  it('reserves while the cap allows, settles and releases, each under the lock', async () => {
    const ledger = store();
    const first = await reserveSpend(ledger, { run_id: 'run-1', task_id: 'a', amount_usd: 0.6 }, { daily_usd: 1 }, { clock });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.record.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await reserveSpend(ledger, { run_id: 'run-2', amount_usd: 0.6 }, { daily_usd: 1 }, { clock });
    expect(second).toMatchObject({ ok: false, remaining: 0.4 });

    await settleSpend(ledger, { id: first.record.id, amount_usd: 0.15 }, { clock });
    const third = await reserveSpend(ledger, { id: 'third', run_id: 'run-3', amount_usd: 0.6 }, { daily_usd: 1 }, { clock });
    expect(third.ok).toBe(true);
    await releaseSpend(ledger, { id: 'third' }, { clock });

    const records = await store().read();
    expect(records.map((r) => r.kind)).toEqual(['reserve', 'settle', 'reserve', 'release']);
    expect(windowTotals(records, { kind: 'day', day: '2026-03-04' })).toEqual({ settled: 0.15, reserved: 0, total: 0.15 });
    expect((await caught(settleSpend(ledger, { id: 'third', amount_usd: 0.1 }, { clock }))).code).toBe('LEDGER_INVALID_REQUEST');
    expect(existsSync(`${ledgerPath}.lock`)).toBe(false);
  });

  it('many concurrent reservations from several stores in one process never pass the cap', async () => {
    const stores = [store(), store(), store()];
    const attempts = Array.from({ length: 60 }, (_, index) =>
      reserveSpend(stores[index % 3] as FileLedgerStore, { run_id: `run-${index}`, amount_usd: 0.07 }, { daily_usd: 1 }, { clock }),
    );
    const plans = await Promise.all(attempts);
    expect(plans.filter((plan) => plan.ok)).toHaveLength(14);
    const records = await store().read();
    expect(records).toHaveLength(14);
    expect(windowTotals(records, { kind: 'all' }).total).toBe(0.98);
  });
});

describe('FileLedgerStore: the lock', () => {
  it('waits a bounded time for a live holder, then says who holds it', async () => {
    await writeLock({ pid: process.pid });
    const started = Date.now();
    const error = await caught(store({ timeoutMs: 300 }).append([r1]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(error.code).toBe('LEDGER_LOCK_TIMEOUT');
    expect(error.message).toContain(`${ledgerPath}.lock: could not take the lock for the spend ledger ${ledgerPath} within 300 ms`);
    expect(error.message).toContain(`held by pid ${process.pid} on ${hostname()}`);
    expect(existsSync(`${ledgerPath}.lock`)).toBe(true);
    expect(existsSync(ledgerPath)).toBe(false);
  });

  it('removes a lock whose process is dead, with a warning', async () => {
    const pid = deadPid();
    await writeLock({ pid });
    await store({ timeoutMs: 2_000, staleMs: 600_000 }).append([r1]);
    expect(await store().read()).toEqual([r1]);
    expect(warnings.some((w) => w.includes(`removed a stale lock (pid ${pid} on ${hostname()}`) && w.includes('no longer running'))).toBe(true);
    expect(existsSync(`${ledgerPath}.lock`)).toBe(false);
  });

  it('removes a lock older than staleMs even when its pid runs', async () => {
    await writeLock({ pid: process.pid, time: new Date(Date.now() - 120_000).toISOString() });
    await store({ timeoutMs: 2_000, staleMs: 60_000 }).append([r1]);
    expect(warnings.some((w) => /held for \d+ ms, longer than the 60000 ms/.test(w))).toBe(true);
  });

  it('does not judge a pid of another host: only age makes its lock stale', async () => {
    await writeLock({ pid: deadPid(), host: 'some-other-host' });
    expect((await caught(store({ timeoutMs: 200 }).append([r1]))).code).toBe('LEDGER_LOCK_TIMEOUT');
  });

  it('judges an empty lock file (a crash between create and write) by its age', async () => {
    await writeFile(`${ledgerPath}.lock`, '');
    expect((await caught(store({ timeoutMs: 200 }).append([r1]))).code).toBe('LEDGER_LOCK_TIMEOUT');
    const old = new Date(Date.now() - 120_000);
    await utimes(`${ledgerPath}.lock`, old, old);
    await store({ timeoutMs: 2_000, staleMs: 60_000 }).append([r1]);
    expect(warnings.some((w) => w.includes('an unreadable lock'))).toBe(true);
  });

  it('recovers when a breaker died holding the break lock too', async () => {
    await writeLock({ pid: deadPid() });
    await writeFile(`${ledgerPath}.lock.break`, JSON.stringify({ pid: deadPid(), host: hostname(), time: new Date().toISOString(), token: 'b' }));
    await store({ timeoutMs: 2_000 }).append([r1]);
    expect(warnings.some((w) => w.includes('removed a stale break lock'))).toBe(true);
    expect(await readdir(dir)).toEqual(['ledger.jsonl']);
  });

  it('refuses withLock inside withLock instead of waiting for itself', async () => {
    const ledger = store();
    const error = await caught(ledger.withLock(() => ledger.withLock(async () => 1)));
    expect(error.code).toBe('LEDGER_LOCK_REENTRANT');
    expect(existsSync(`${ledgerPath}.lock`)).toBe(false);
  });

  it('appends nothing once its lock was taken over, and does not remove the new holder', async () => {
    const ledger = store();
    const error = await caught(
      ledger.withLock(async () => {
        await ledger.read();
        await writeLock({ pid: process.pid, token: 'usurper' });
        await ledger.append([r1]);
      }),
    );
    expect(error.code).toBe('LEDGER_LOCK_LOST');
    expect(existsSync(ledgerPath)).toBe(false);
    expect(await readFile(`${ledgerPath}.lock`, 'utf8')).toContain('usurper');
    expect(warnings.some((w) => w.includes('taken over by another process'))).toBe(true);
  });
});

describe('FileLedgerStore: lock files that name no real process', () => {
  it('never treats pid 0 or a negative pid as a running process, only the age decides', async () => {
    for (const pid of [0, -1]) {
      await writeLock({ pid });
      // Not a readable owner, so the file's own age decides: young, it is waited for.
      expect((await caught(store({ timeoutMs: 200 }).append([r2]))).code).toBe('LEDGER_LOCK_TIMEOUT');
      const old = new Date(Date.now() - 120_000);
      await utimes(`${ledgerPath}.lock`, old, old);
      await store({ timeoutMs: 2_000, staleMs: 60_000 }).append([{ ...r1, id: `r-${pid}` }]);
      expect(warnings.some((w) => w.includes('an unreadable lock'))).toBe(true);
      warnings = [];
    }
    expect((await store().read()).map((record) => record.id)).toEqual(['r-0', 'r--1']);
  });
});
