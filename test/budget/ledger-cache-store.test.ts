// The ledger in the Actions cache, through the real @actions/cache against the fake cache
// service: runs that share it by restoring the newest entry, a save under a new key per append,
// a restore that went backwards refused, a refused save failing the append.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionsCacheLedgerStore,
  defaultCacheLedgerPath,
  foldReservations,
  LedgerError,
  reserveSpend,
  runChain,
  settleSpend,
  type ChainDefinition,
} from '../../src/budget/index.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';
import { scriptedRunner } from './helpers.js';

// @actions/cache reads its configuration from the environment at each call.
const savedEnv = { ...process.env };
let fake: FakeGitHub;
let root: string;
let clockMs = Date.parse('2026-03-04T10:00:00.000Z');
const clock = () => new Date(clockMs);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leash-cache-ledger-'));
  await mkdir(join(root, 'workspace'));
  await mkdir(join(root, 'runner-temp'));
  fake = await startFakeGitHub({ repository: 'leash-org/app', now: () => new Date(clockMs) });
  Object.assign(process.env, fake.clientEnv({ workspace: join(root, 'workspace'), runnerTemp: join(root, 'runner-temp') }));
});

afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
  await fake?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

function store(scope: string, runId: string, warnings: string[] = []): ActionsCacheLedgerStore {
  clockMs += 1_000;
  return new ActionsCacheLedgerStore({
    scope,
    path: defaultCacheLedgerPath(join(root, 'runner-temp'), scope),
    runId,
    runAttempt: 1,
    clock,
    onWarning: (message) => warnings.push(message),
  });
}

describe('ActionsCacheLedgerStore', () => {
  it('shares a ledger between runs: each append saves the whole ledger under a new key, a new run restores the newest', async () => {
    const warnings: string[] = [];
    const first = store('shared', '101', warnings);
    expect(await first.read()).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('no ledger under leash-ledger-shared- in the Actions cache: starting an empty one')]);
    const plan = await reserveSpend(first, { run_id: '101', task_id: 'lint', amount_usd: 0.4 }, { daily_usd: 1 }, { clock });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    clockMs += 1_000;
    await settleSpend(first, { id: plan.record.id, amount_usd: 0.1 }, { clock });
    const entries = fake.cacheEntries({ keyPrefix: 'leash-ledger-shared-' });
    expect(entries.map((e) => e.key)).toEqual(first.savedKeys);
    expect(first.savedKeys).toHaveLength(2);
    for (const key of first.savedKeys) expect(key).toMatch(/^leash-ledger-shared-101-1-\d+-\d+$/);
    expect(first.lastRestoredKey).toBe(first.savedKeys[1]);

    // The next workflow run starts from the newest entry and its caps count the first run's spend.
    const second = store('shared', '102');
    const records = await second.read();
    expect(foldReservations(records).map((r) => [r.record.task_id, r.state, r.countedMicros])).toEqual([['lint', 'settled', 100_000]]);
    const refused = await reserveSpend(second, { run_id: '102', amount_usd: 0.95 }, { daily_usd: 1 }, { clock });
    expect(refused.ok).toBe(false);
    // A chain runs on it like on a file.
    const chain: ChainDefinition = {
      file: '/c.yml',
      source: 'c.yml',
      contentHash: 'h',
      budgetUsd: 0.5,
      dailyBudgetUsd: 1,
      monthlyBudgetUsd: null,
      concurrency: 2,
      model: null,
      tasks: [
        { id: 'a', prompt: 'A', capUsd: 0.2, needs: [] },
        { id: 'b', prompt: 'B', capUsd: 0.2, needs: ['a'] },
      ],
    };
    const envelope = await runChain({ chain, chainId: 'cached', runId: '102', ledger: second, runTask: scriptedRunner().runTask, now: clock });
    expect(envelope.conclusion).toBe('success');
    const third = store('shared', '103');
    expect(foldReservations(await third.read()).map((r) => r.record.task_id)).toEqual(['lint', 'a', 'b']);
    // Another scope is another ledger.
    expect(await store('other', '103', []).read()).toEqual([]);
  });

  it('refuses a restore that lost records this process saw: LEDGER_WENT_BACKWARDS', async () => {
    const ledger = store('backwards', '201');
    await reserveSpend(ledger, { run_id: '201', task_id: 'one', amount_usd: 0.1 }, {}, { clock });
    clockMs += 1_000;
    await reserveSpend(ledger, { run_id: '201', task_id: 'two', amount_usd: 0.2 }, {}, { clock });
    // Another workflow (outside the concurrency group) saves an older view as the newest entry.
    const [older] = fake.cacheEntries({ keyPrefix: 'leash-ledger-backwards-' });
    clockMs += 60_000;
    fake.seedCacheEntry({ key: 'leash-ledger-backwards-999-1-stale', version: older!.version, bytes: older!.bytes! });
    const error = await ledger.read().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).code).toBe('LEDGER_WENT_BACKWARDS');
    expect((error as LedgerError).message).toMatch(
      /restored leash-ledger-backwards-999-1-stale.*ledger went backwards: 1 record\(s\) seen before are missing \(reserve [0-9a-f-]+ at /,
    );
    // And no reservation can be made on it.
    await expect(reserveSpend(ledger, { run_id: '201', amount_usd: 0.01 }, {}, { clock })).rejects.toMatchObject({ code: 'LEDGER_WENT_BACKWARDS' });
  });

  it('fails the append when the cache refuses the save (a read-only token), so no reservation goes unrecorded', async () => {
    const readOnly = fake.addWorkflowRun({ cacheWritable: false });
    const token = process.env['ACTIONS_RUNTIME_TOKEN'];
    process.env['ACTIONS_RUNTIME_TOKEN'] = fake.runtimeToken(readOnly.id);
    try {
      const ledger = store('readonly', '301');
      const error = await reserveSpend(ledger, { run_id: '301', amount_usd: 0.1 }, {}, { clock }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: 'LEDGER_IO' });
      expect((error as Error).message).toContain('the Actions cache refused to save the ledger under leash-ledger-readonly-301-1-');
      expect(fake.cacheEntries({ keyPrefix: 'leash-ledger-readonly-' })).toEqual([]);
    } finally {
      process.env['ACTIONS_RUNTIME_TOKEN'] = token;
    }
  });

  it('serialises appends within the process, so parallel reservations never pass a cap', async () => {
    const ledger = store('parallel', '401');
    const plans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reserveSpend(ledger, { run_id: '401', task_id: `t${i}`, amount_usd: 0.15 }, { daily_usd: 0.5 }, { clock })),
    );
    expect(plans.filter((p) => p.ok)).toHaveLength(3);
    const fresh = store('parallel', '402');
    expect(foldReservations(await fresh.read())).toHaveLength(3);
    await expect(ledger.withLock(() => ledger.withLock(async () => 1))).rejects.toMatchObject({ code: 'LEDGER_LOCK_REENTRANT' });
  });

  it('checks its names, which become cache keys', () => {
    expect(() => new ActionsCacheLedgerStore({ scope: 'a,b', path: '/tmp/x', runId: '1' })).toThrow('ledger cache scope "a,b" must be 1 to 100 letters');
  });
});
