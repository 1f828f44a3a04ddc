import { describe, expect, it } from 'vitest';

import { LedgerError, planRelease, planSettle, tryReserve, type LedgerRecord, type ReserveRequest } from '../../src/budget/index.js';

const now = new Date('2026-03-04T12:00:00.000Z');

function reserve(id: string, amount: number, time: string, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  return { kind: 'reserve', id, run_id: 'run', amount_usd: amount, time, ...extra };
}
function request(amount: number, extra: Partial<ReserveRequest> = {}): ReserveRequest {
  return { id: 'new', run_id: 'run-new', amount_usd: amount, ...extra };
}
function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
  return 'nothing thrown';
}

describe('tryReserve', () => {
  it('returns the record to append, timed at now, when every cap has room', () => {
    const plan = tryReserve([], request(0.5, { chain_id: 'c', task_id: 't' }), { daily_usd: 1, monthly_usd: 10, chain_usd: 2 }, now);
    expect(plan).toEqual({
      ok: true,
      record: {
        kind: 'reserve',
        id: 'new',
        run_id: 'run-new',
        chain_id: 'c',
        task_id: 't',
        amount_usd: 0.5,
        time: '2026-03-04T12:00:00.000Z',
      },
    });
  });

  it('allows a reservation that fills a cap exactly, and refuses one micro-dollar more', () => {
    const records = [reserve('a', 0.1, '2026-03-04T01:00:00Z'), reserve('b', 0.2, '2026-03-04T02:00:00Z')];
    expect(tryReserve(records, request(0.7), { daily_usd: 1 }, now).ok).toBe(true);
    const refused = tryReserve(records, request(0.700001), { daily_usd: 1 }, now);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.remaining).toBe(0.7);
  });

  it('counts open reservations as spent', () => {
    const records = [reserve('open', 0.9, '2026-03-04T01:00:00Z')];
    const plan = tryReserve(records, request(0.2), { daily_usd: 1 }, now);
    expect(plan.ok).toBe(false);
  });

  it('counts a settled reservation at its real cost, and a released one at zero', () => {
    const records: LedgerRecord[] = [
      reserve('s', 0.9, '2026-03-04T01:00:00Z'),
      { kind: 'settle', id: 's', run_id: 'run', amount_usd: 0.3, time: '2026-03-04T02:00:00Z' },
      reserve('r', 0.5, '2026-03-04T01:00:00Z'),
      { kind: 'release', id: 'r', run_id: 'run', amount_usd: 0, time: '2026-03-04T02:00:00Z' },
    ];
    expect(tryReserve(records, request(0.7), { daily_usd: 1 }, now).ok).toBe(true);
    expect(tryReserve(records, request(0.71), { daily_usd: 1 }, now).ok).toBe(false);
  });

  it('checks the daily cap against today only, and the monthly cap against this month only', () => {
    const records = [reserve('yesterday', 5, '2026-03-03T23:59:59.999Z'), reserve('last-month', 50, '2026-02-28T23:59:59.999Z')];
    expect(tryReserve(records, request(1), { daily_usd: 1, monthly_usd: 6 }, now).ok).toBe(true);
    const month = tryReserve(records, request(1.01), { monthly_usd: 6 }, now);
    expect(month.ok).toBe(false);
    if (!month.ok) {
      expect(month.window).toEqual({ kind: 'month', month: '2026-03' });
      expect(month.remaining).toBe(1);
    }
  });

  it('applies the chain cap to the requested chain only, and not to chainless requests', () => {
    const records = [reserve('a', 2, '2026-01-01T00:00:00Z', { chain_id: 'nightly' })];
    expect(tryReserve(records, request(0.5, { chain_id: 'nightly' }), { chain_usd: 2 }, now).ok).toBe(false);
    expect(tryReserve(records, request(0.5, { chain_id: 'weekly' }), { chain_usd: 2 }, now).ok).toBe(true);
    expect(tryReserve(records, request(0.5), { chain_usd: 2 }, now).ok).toBe(true);
  });

  it('reports the tightest of the caps that refuse, with a reason a person can act on', () => {
    const records = [reserve('a', 0.8, '2026-03-04T01:00:00Z', { chain_id: 'c' })];
    const plan = tryReserve(records, request(0.5, { chain_id: 'c' }), { chain_usd: 1.2, daily_usd: 1, monthly_usd: 100 }, now);
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.window).toEqual({ kind: 'day', day: '2026-03-04' });
    expect(plan.cap_usd).toBe(1);
    expect(plan.remaining).toBe(0.2);
    expect(plan.reason).toBe('daily budget of day 2026-03-04 (UTC) exhausted: cap $1.00, $0.20 left, reservation "new" needs $0.50');
  });

  it('with no caps, anything fits', () => {
    expect(tryReserve([reserve('a', 1e6, '2026-03-04T01:00:00Z')], request(1e6), {}, now).ok).toBe(true);
  });

  it('refuses bad requests with LEDGER_INVALID_REQUEST', () => {
    const records = [reserve('taken', 0.1, '2026-03-04T01:00:00Z')];
    expect(code(() => tryReserve(records, request(0.1, { id: 'taken' }), {}, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => tryReserve(records, request(0), {}, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => tryReserve(records, request(0.0000004), {}, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => tryReserve(records, request(-1), {}, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => tryReserve(records, request(1, { run_id: '' }), {}, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => tryReserve(records, request(1), { daily_usd: -1 }, now))).toBe('LEDGER_INVALID_REQUEST');
  });
});

describe('planSettle and planRelease', () => {
  const open = reserve('r', 1, '2026-03-04T01:00:00Z', { run_id: 'run-7', chain_id: 'c', task_id: 't', session_id: 's0' });

  it('a settle carries the reservation run, chain, task and session, and the real amount', () => {
    expect(planSettle([open], { id: 'r', amount_usd: 0.4, note: 'envelope' }, now)).toEqual({
      kind: 'settle',
      id: 'r',
      run_id: 'run-7',
      chain_id: 'c',
      task_id: 't',
      session_id: 's0',
      amount_usd: 0.4,
      time: '2026-03-04T12:00:00.000Z',
      note: 'envelope',
    });
  });

  it('a settle may name the session learnt after the reservation', () => {
    expect(planSettle([open], { id: 'r', amount_usd: 0.4, session_id: 's1' }, now).session_id).toBe('s1');
  });

  it('a release has amount 0', () => {
    expect(planRelease([open], { id: 'r' }, now)).toMatchObject({ kind: 'release', id: 'r', amount_usd: 0 });
  });

  it('refuses to close an unknown or already closed reservation', () => {
    expect(code(() => planSettle([open], { id: 'nope', amount_usd: 1 }, now))).toBe('LEDGER_INVALID_REQUEST');
    const settled = [open, planSettle([open], { id: 'r', amount_usd: 0.4 }, now)];
    expect(code(() => planSettle(settled, { id: 'r', amount_usd: 0.1 }, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => planRelease(settled, { id: 'r' }, now))).toBe('LEDGER_INVALID_REQUEST');
    expect(code(() => planSettle([open], { id: 'r', amount_usd: Number.NaN }, now))).toBe('LEDGER_INVALID_REQUEST');
  });
});
