import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { foldReservations, parseLedgerText, usdToMicros, windowTotals, type LedgerRecord } from '../../src/budget/index.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const workerScript = fileURLToPath(new URL('./fixtures/ledger-worker.ts', import.meta.url));
const NOW = '2026-03-04T12:00:00.000Z';
const DAY = { kind: 'day', day: '2026-03-04' } as const;
const CAP_USD = 4;

interface Worker {
  child: ChildProcess;
  stdout: string[];
  stderr: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when a stdout line satisfies `test`. */
  waitForLine(test: (line: string) => boolean): Promise<void>;
}

let dir: string;
let ledgerPath: string;
const started: Worker[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leash-ledger-mp-'));
  ledgerPath = join(dir, 'ledger.jsonl');
});

afterEach(async () => {
  for (const worker of started.splice(0)) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exit;
  }
  await rm(dir, { recursive: true, force: true });
});

function startWorker(name: string, extraEnv: Record<string, string> = {}): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LEDGER_PATH: ledgerPath,
      LEDGER_DAILY_CAP: String(CAP_USD),
      LEDGER_NOW: NOW,
      LEDGER_WORKER: name,
      ...extraEnv,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const waiters: Array<{ test: (line: string) => boolean; resolve: () => void }> = [];
  let partial = '';
  const worker: Worker = {
    child,
    stdout,
    stderr: '',
    exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
    waitForLine(test) {
      if (stdout.some(test)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const pieces = (partial + chunk).split('\n');
    partial = pieces.pop() ?? '';
    for (const line of pieces) {
      stdout.push(line);
      for (const waiter of waiters.filter((w) => w.test(line))) waiter.resolve();
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    worker.stderr += chunk;
  });
  started.push(worker);
  return worker;
}

function reservedIds(worker: Worker): string[] {
  return worker.stdout.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const value = JSON.parse(line) as { reserved?: string };
    return value.reserved === undefined ? [] : [value.reserved];
  });
}

/** Reads the final ledger and checks it line by line: whole lines only, under the cap after every record. */
async function checkFinalLedger(): Promise<LedgerRecord[]> {
  const text = await readFile(ledgerPath, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const parsed = parseLedgerText(text, ledgerPath);
  expect(parsed.warnings).toEqual([]);
  expect(text.split('\n').filter((line) => line.trim() !== '')).toHaveLength(parsed.records.length);
  // Replaying the ledger in append order: no prefix may ever have exceeded the cap, since
  // each record was appended after a check that saw everything before it.
  const capMicros = usdToMicros(CAP_USD);
  for (let end = 1; end <= parsed.records.length; end += 1) {
    const total = usdToMicros(windowTotals(parsed.records.slice(0, end), DAY).total);
    expect(total, `total after record ${end}`).toBeLessThanOrEqual(capMicros);
  }
  expect(foldReservations(parsed.records).length).toBeGreaterThan(0);
  return parsed.records;
}

describe('FileLedgerStore across processes', () => {
  it('four processes reserving in a loop against one daily cap never pass it, and leave no torn line', async () => {
    const workers = ['w1', 'w2', 'w3', 'w4'].map((name) => startWorker(name, { LEDGER_WAIT_FOR_GO: '1' }));
    await Promise.all(workers.map((worker) => worker.waitForLine((line) => line.includes('"started"'))));
    for (const worker of workers) worker.child.stdin?.end('go\n');
    const exits = await Promise.all(workers.map((worker) => worker.exit));
    for (const [index, exit] of exits.entries()) {
      expect(exit, `worker ${index + 1}: ${workers[index]?.stderr ?? ''}`).toEqual({ code: 0, signal: null });
    }

    const records = await checkFinalLedger();
    const reported = workers.flatMap(reservedIds);
    const reserves = records.filter((record) => record.kind === 'reserve');
    expect(reserves.map((record) => record.id).sort()).toEqual([...reported].sort());
    // Every worker ran until even $0.01 no longer fitted, so the cap was nearly used up,
    // and the workers really did contend for it.
    for (const worker of workers) expect(worker.stdout.some((line) => line.includes('"refused"'))).toBe(true);
    expect(usdToMicros(windowTotals(records, DAY).total)).toBeGreaterThan(usdToMicros(CAP_USD - 0.01));
    // The lock is not fair (waiters poll), so under load one worker may win no reservation at
    // all; the ledger must still show real interleaving between processes.
    const writers = new Set(reserves.map((record) => record.run_id));
    expect(writers.size, `reservations came from ${[...writers].join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(await readdir(dir)).toEqual(['ledger.jsonl']);
  }, 90_000);

  it('when a process is killed -9 while holding the lock, the others clear the stale lock and finish', async () => {
    const holder = startWorker('holder', { LEDGER_HANG_AFTER: '2' });
    await holder.waitForLine((line) => line === 'HOLDING');
    expect(existsSync(`${ledgerPath}.lock`)).toBe(true);

    const others = ['w1', 'w2', 'w3'].map((name) => startWorker(name));
    await Promise.all(others.map((worker) => worker.waitForLine((line) => line.includes('"started"'))));
    // Give them time to reach the lock and wait on it; none can append while it is held.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await checkFinalLedger()).filter((record) => record.kind === 'reserve')).toHaveLength(2);

    holder.child.kill('SIGKILL');
    expect(await holder.exit).toEqual({ code: null, signal: 'SIGKILL' });

    const exits = await Promise.all(others.map((worker) => worker.exit));
    for (const [index, exit] of exits.entries()) {
      expect(exit, `worker ${index + 1}: ${others[index]?.stderr ?? ''}`).toEqual({ code: 0, signal: null });
    }
    const holderPid = holder.child.pid;
    const warnings = others.map((worker) => worker.stderr).join('');
    expect(warnings).toMatch(new RegExp(`removed a stale lock \\(pid ${holderPid} on .*: pid ${holderPid} is no longer running\\)`));

    const records = await checkFinalLedger();
    const reported = [holder, ...others].flatMap(reservedIds);
    expect(
      records
        .filter((record) => record.kind === 'reserve')
        .map((record) => record.id)
        .sort(),
    ).toEqual([...reported].sort());
    expect(records.filter((record) => record.run_id === 'holder' && record.kind === 'reserve')).toHaveLength(2);
    expect(await readdir(dir)).toEqual(['ledger.jsonl']);
  }, 90_000);
});
