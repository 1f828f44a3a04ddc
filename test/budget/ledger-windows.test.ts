import { describe, expect, it } from 'vitest';

import {
  LedgerError,
  foldReservations,
  openReservations,
  remaining,
  spendByWindow,
  utcDay,
  utcMonth,
  windowTotals,
  type LedgerRecord,
} from '../../src/budget/index.js';

function reserve(id: string, amount: number, time: string, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  return { kind: 'reserve', id, run_id: `run-${id}`, amount_usd: amount, time, ...extra };
}
function settle(id: string, amount: number, time: string): LedgerRecord {
  return { kind: 'settle', id, run_id: `run-${id}`, amount_usd: amount, time };
}
function release(id: string, time: string): LedgerRecord {
  return { kind: 'release', id, run_id: `run-${id}`, amount_usd: 0, time };
}

describe('UTC windows', () => {
  it('a day ends at 23:59:59.999Z, whatever the local time zone', () => {
    expect(utcDay('2026-03-04T23:59:59.999Z')).toBe('2026-03-04');
    expect(utcDay('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(utcDay(new Date(Date.UTC(2026, 2, 4, 23, 59, 59, 999)))).toBe('2026-03-04');
  });

  it('months turn over at the end of February, of a 30-day month and of the year', () => {
    expect(utcMonth('2024-02-29T23:59:59.999Z')).toBe('2024-02');
    expect(utcMonth('2024-03-01T00:00:00.000Z')).toBe('2024-03');
    expect(utcMonth('2026-04-30T23:59:59Z')).toBe('2026-04');
    expect(utcMonth('2026-05-01T00:00:00Z')).toBe('2026-05');
    expect(utcMonth('2026-12-31T23:59:59.999Z')).toBe('2026-12');
    expect(utcMonth('2027-01-01T00:00:00Z')).toBe('2027-01');
  });

  it('sums a day window from 00:00:00.000Z to 23:59:59.999Z only', () => {
    const records = [
      reserve('before', 1, '2026-03-03T23:59:59.999Z'),
      reserve('first', 2, '2026-03-04T00:00:00.000Z'),
      reserve('last', 4, '2026-03-04T23:59:59.999Z'),
      reserve('after', 8, '2026-03-05T00:00:00.000Z'),
    ];
    expect(windowTotals(records, { kind: 'day', day: '2026-03-04' }).total).toBe(6);
    expect(windowTotals(records, { kind: 'day', day: '2026-03-03' }).total).toBe(1);
    expect(windowTotals(records, { kind: 'day', day: '2026-03-05' }).total).toBe(8);
  });

  it('sums a month window across its first and last instants, and across years', () => {
    const records = [
      reserve('dec', 1, '2025-12-31T23:59:59.999Z'),
      reserve('jan-first', 2, '2026-01-01T00:00:00.000Z'),
      reserve('jan-last', 4, '2026-01-31T23:59:59.999Z'),
      reserve('feb', 8, '2026-02-01T00:00:00.000Z'),
    ];
    expect(windowTotals(records, { kind: 'month', month: '2025-12' }).total).toBe(1);
    expect(windowTotals(records, { kind: 'month', month: '2026-01' }).total).toBe(6);
    expect(windowTotals(records, { kind: 'month', month: '2026-02' }).total).toBe(8);
    expect(windowTotals(records, { kind: 'all' }).total).toBe(15);
  });

  it('a chain window holds only that chain, over any days', () => {
    const records = [
      reserve('a', 1, '2026-01-01T00:00:00Z', { chain_id: 'nightly' }),
      reserve('b', 2, '2026-02-01T00:00:00Z', { chain_id: 'nightly' }),
      reserve('c', 4, '2026-02-01T00:00:00Z', { chain_id: 'weekly' }),
      reserve('d', 8, '2026-02-01T00:00:00Z'),
    ];
    expect(windowTotals(records, { kind: 'chain', chain_id: 'nightly' }).total).toBe(3);
    expect(windowTotals(records, { kind: 'chain', chain_id: 'weekly' }).total).toBe(4);
    expect(windowTotals(records, { kind: 'chain', chain_id: 'none' }).total).toBe(0);
  });
});

describe('reservation semantics', () => {
  const day = { kind: 'day', day: '2026-03-04' } as const;

  it('an open reservation counts as reserved, in the total', () => {
    const totals = windowTotals([reserve('r', 0.75, '2026-03-04T10:00:00Z')], day);
    expect(totals).toEqual({ settled: 0, reserved: 0.75, total: 0.75 });
  });

  it('a settle replaces the reserved amount with the real amount', () => {
    const records = [reserve('r', 0.75, '2026-03-04T10:00:00Z'), settle('r', 0.2, '2026-03-04T10:01:00Z')];
    expect(windowTotals(records, day)).toEqual({ settled: 0.2, reserved: 0, total: 0.2 });
  });

  it('a settle above the reservation is counted in full (the money was spent)', () => {
    const records = [reserve('r', 0.5, '2026-03-04T10:00:00Z'), settle('r', 0.6, '2026-03-04T10:01:00Z')];
    expect(windowTotals(records, day).total).toBe(0.6);
  });

  it('a release counts 0', () => {
    const records = [reserve('r', 0.75, '2026-03-04T10:00:00Z'), release('r', '2026-03-04T10:01:00Z')];
    expect(windowTotals(records, day)).toEqual({ settled: 0, reserved: 0, total: 0 });
  });

  it('a settle after midnight belongs to the day of its reservation', () => {
    const records = [reserve('r', 1, '2026-03-04T23:59:00Z'), settle('r', 0.4, '2026-03-05T00:01:00Z')];
    expect(windowTotals(records, day).settled).toBe(0.4);
    expect(windowTotals(records, { kind: 'day', day: '2026-03-05' }).total).toBe(0);
  });

  it('mixes open, settled and released reservations exactly', () => {
    const records = [
      reserve('a', 0.1, '2026-03-04T01:00:00Z'),
      reserve('b', 0.2, '2026-03-04T02:00:00Z'),
      reserve('c', 0.3, '2026-03-04T03:00:00Z'),
      settle('a', 0.07, '2026-03-04T04:00:00Z'),
      release('b', '2026-03-04T05:00:00Z'),
    ];
    expect(windowTotals(records, day)).toEqual({ settled: 0.07, reserved: 0.3, total: 0.37 });
    expect(foldReservations(records).map((r) => r.state)).toEqual(['settled', 'released', 'open']);
  });

  it('lists open reservations oldest first', () => {
    const records = [
      reserve('late', 1, '2026-03-04T09:00:00Z'),
      reserve('early', 1, '2026-03-04T08:00:00Z'),
      reserve('done', 1, '2026-03-04T07:00:00Z'),
      release('done', '2026-03-04T07:30:00Z'),
    ];
    expect(openReservations(records).map((r) => r.record.id)).toEqual(['early', 'late']);
  });

  it('refuses a sequence with an orphan settle rather than guessing', () => {
    expect(() => windowTotals([settle('ghost', 1, '2026-03-04T00:00:00Z')], day)).toThrowError(LedgerError);
  });
});

describe('spendByWindow and remaining', () => {
  it('gives today, this month, every chain and all time at `now`', () => {
    const records = [
      reserve('old', 5, '2026-02-28T12:00:00Z', { chain_id: 'b' }),
      reserve('month', 3, '2026-03-01T00:00:00Z', { chain_id: 'a' }),
      reserve('today', 1, '2026-03-04T00:00:00Z', { chain_id: 'b' }),
      settle('today', 0.5, '2026-03-04T01:00:00Z'),
    ];
    const spend = spendByWindow(records, new Date('2026-03-04T12:00:00Z'));
    expect(spend.today).toEqual({ day: '2026-03-04', totals: { settled: 0.5, reserved: 0, total: 0.5 } });
    expect(spend.month).toEqual({ month: '2026-03', totals: { settled: 0.5, reserved: 3, total: 3.5 } });
    expect(spend.chains.map((c) => [c.chain_id, c.totals.total])).toEqual([
      ['a', 3],
      ['b', 5.5],
    ]);
    expect(spend.all.total).toBe(8.5);
  });

  it('remaining is the cap minus the total, exact, never below zero', () => {
    expect(remaining(1, { settled: 0.7, reserved: 0.2, total: 0.9 })).toBe(0.1);
    expect(remaining(0.3, { settled: 0.1, reserved: 0.2, total: 0.1 + 0.2 })).toBe(0);
    expect(remaining(1, { settled: 1.5, reserved: 0, total: 1.5 })).toBe(0);
  });
});
