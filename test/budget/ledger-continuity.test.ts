import { describe, expect, it } from 'vitest';

import { LedgerContinuityGuard, LedgerError, checkLedgerContinuity, type LedgerRecord } from '../../src/budget/index.js';

const r1: LedgerRecord = { kind: 'reserve', id: 'r1', run_id: 'run', amount_usd: 1, time: '2026-03-04T00:00:00.000Z' };
const r2: LedgerRecord = { kind: 'reserve', id: 'r2', run_id: 'run', amount_usd: 2, time: '2026-03-04T01:00:00.000Z' };
const s1: LedgerRecord = { kind: 'settle', id: 'r1', run_id: 'run', amount_usd: 0.5, time: '2026-03-04T02:00:00.000Z' };

describe('checkLedgerContinuity', () => {
  it('a ledger that only grew is continuous', () => {
    expect(checkLedgerContinuity([r1], [r1, r2, s1])).toEqual({ ok: true, missing: [], changed: [], added: 2 });
    expect(checkLedgerContinuity([], [])).toMatchObject({ ok: true, added: 0 });
  });

  it('order does not matter: a merge may interleave', () => {
    expect(checkLedgerContinuity([r1, r2], [r2, r1]).ok).toBe(true);
  });

  it('reports records that a stale restore lost', () => {
    const result = checkLedgerContinuity([r1, r2, s1], [r1]);
    expect(result.ok).toBe(false);
    expect(result.missing).toEqual([r2, s1]);
  });

  it('reports a settle and its reservation as different records (same id, different kind)', () => {
    expect(checkLedgerContinuity([r1, s1], [r1]).missing).toEqual([s1]);
  });

  it('reports records whose content changed', () => {
    const edited = { ...s1, amount_usd: 0.05 };
    const result = checkLedgerContinuity([r1, s1], [r1, edited]);
    expect(result.ok).toBe(false);
    expect(result.changed).toEqual([{ previous: s1, current: edited }]);
  });

  it('can be shorter and still report both kinds of loss together', () => {
    const result = checkLedgerContinuity([r1, r2, s1], [{ ...r1, note: 'x' }]);
    expect(result.missing).toHaveLength(2);
    expect(result.changed).toHaveLength(1);
  });
});

describe('LedgerContinuityGuard', () => {
  it('remembers what it saw and refuses a view that went backwards', () => {
    const guard = new LedgerContinuityGuard();
    guard.check([r1, r2], 'cache:leash-ledger-');
    guard.remember([s1]);
    guard.check([r1, r2, s1], 'cache:leash-ledger-');
    let error: unknown;
    try {
      guard.check([r1, r2], 'cache:leash-ledger-');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).code).toBe('LEDGER_WENT_BACKWARDS');
    expect((error as LedgerError).message).toMatch(
      /^cache:leash-ledger-: ledger went backwards: 1 record\(s\) seen before are missing \(settle r1 at 2026-03-04T02:00:00.000Z\)/,
    );
  });
});
