import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkLedgerContinuity,
  parseLedgerText,
  planRelease,
  planSettle,
  serializeLedgerRecord,
  tryReserve,
  usdToMicros,
  windowTotals,
  type BudgetCaps,
  type LedgerRecord,
  type LedgerWindow,
} from '../../src/budget/index.js';

type Op =
  | { type: 'reserve'; amount: number; chain: string | undefined; advanceMs: number }
  | { type: 'settle'; pick: number; fraction: number; advanceMs: number }
  | { type: 'release'; pick: number; advanceMs: number };

const HOUR = 3_600_000;

// Amounts both on the micro-dollar grid and arbitrary doubles (rounded by the ledger).
const amount = fc.oneof(
  fc.integer({ min: 1, max: 2_000_000 }).map((micros) => micros / 1e6),
  fc.double({ min: 1e-6, max: 2, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0.1, 0.2, 0.3, 0.07, 0.01),
);
const advanceMs = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 * HOUR }));
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('reserve' as const), amount, chain: fc.constantFrom(undefined, 'a', 'b'), advanceMs }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('settle' as const), pick: fc.nat(), fraction: fc.double({ min: 0, max: 1, noNaN: true }), advanceMs }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('release' as const), pick: fc.nat(), advanceMs }) },
);
const capValue = fc.option(
  fc.integer({ min: 1, max: 5_000_000 }).map((micros) => micros / 1e6),
  { nil: undefined },
);
const caps: fc.Arbitrary<BudgetCaps> = fc.record({ daily_usd: capValue, monthly_usd: capValue, chain_usd: capValue }).map((c) => {
  const result: BudgetCaps = {};
  if (c.daily_usd !== undefined) result.daily_usd = c.daily_usd;
  if (c.monthly_usd !== undefined) result.monthly_usd = c.monthly_usd;
  if (c.chain_usd !== undefined) result.chain_usd = c.chain_usd;
  return result;
});
// Start near a month and year boundary so windows turn over during a run.
const start = fc.integer({ min: Date.UTC(2025, 11, 30), max: Date.UTC(2026, 0, 2) });

/** An independent model of the ledger, in micro-dollars, for checking the real one. */
interface ModelReservation {
  id: string;
  chain: string | undefined;
  day: string;
  month: string;
  reservedMicros: number;
  state: 'open' | 'settled' | 'released';
  settledMicros: number;
}

const toMicros = (usd: number): number => Math.round(usd * 1e6);

function modelTotal(model: readonly ModelReservation[], belongs: (r: ModelReservation) => boolean): number {
  let total = 0;
  for (const r of model) {
    if (!belongs(r)) continue;
    total += r.state === 'open' ? r.reservedMicros : r.state === 'settled' ? r.settledMicros : 0;
  }
  return total;
}

function windowsOf(model: readonly ModelReservation[]): Array<{ window: LedgerWindow; belongs: (r: ModelReservation) => boolean; cap: keyof BudgetCaps }> {
  const result: Array<{ window: LedgerWindow; belongs: (r: ModelReservation) => boolean; cap: keyof BudgetCaps }> = [];
  for (const day of new Set(model.map((r) => r.day))) result.push({ window: { kind: 'day', day }, belongs: (r) => r.day === day, cap: 'daily_usd' });
  for (const month of new Set(model.map((r) => r.month)))
    result.push({ window: { kind: 'month', month }, belongs: (r) => r.month === month, cap: 'monthly_usd' });
  for (const chain of new Set(model.flatMap((r) => (r.chain === undefined ? [] : [r.chain])))) {
    result.push({ window: { kind: 'chain', chain_id: chain }, belongs: (r) => r.chain === chain, cap: 'chain_usd' });
  }
  return result;
}

describe('ledger properties', () => {
  it('a planner that reserves only through tryReserve never lets settled + open exceed any cap, and refuses only what does not fit', () => {
    fc.assert(
      fc.property(caps, start, fc.array(op, { maxLength: 60 }), (budget, startMs, ops) => {
        const records: LedgerRecord[] = [];
        const model: ModelReservation[] = [];
        let nowMs = startMs;
        let counter = 0;
        for (const step of ops) {
          nowMs += step.advanceMs;
          const now = new Date(nowMs);
          const day = now.toISOString().slice(0, 10);
          const month = now.toISOString().slice(0, 7);
          if (step.type === 'reserve') {
            counter += 1;
            const id = `r${counter}`;
            const request = { id, run_id: `run${counter}`, amount_usd: step.amount, ...(step.chain === undefined ? {} : { chain_id: step.chain }) };
            const plan = tryReserve(records, request, budget, now);
            // The request's rounding is the ledger's own (tested apart); the rest of the model is independent.
            const micros = usdToMicros(step.amount);
            if (plan.ok) expect(toMicros(plan.record.amount_usd)).toBe(micros);
            // The reference decision, from the model: every applicable cap must have room.
            const fits =
              (budget.daily_usd === undefined || modelTotal(model, (r) => r.day === day) + micros <= toMicros(budget.daily_usd)) &&
              (budget.monthly_usd === undefined || modelTotal(model, (r) => r.month === month) + micros <= toMicros(budget.monthly_usd)) &&
              (budget.chain_usd === undefined ||
                step.chain === undefined ||
                modelTotal(model, (r) => r.chain === step.chain) + micros <= toMicros(budget.chain_usd));
            expect(plan.ok).toBe(fits);
            if (plan.ok) {
              records.push(plan.record);
              model.push({ id, chain: step.chain, day, month, reservedMicros: micros, state: 'open', settledMicros: 0 });
            }
          } else {
            const open = model.filter((r) => r.state === 'open');
            const target = open[step.pick % Math.max(1, open.length)];
            if (target === undefined) continue;
            if (step.type === 'settle') {
              const record = planSettle(records, { id: target.id, amount_usd: (target.reservedMicros / 1e6) * step.fraction }, now);
              records.push(record);
              target.state = 'settled';
              target.settledMicros = toMicros(record.amount_usd);
              expect(target.settledMicros).toBeLessThanOrEqual(target.reservedMicros);
            } else {
              records.push(planRelease(records, { id: target.id }, now));
              target.state = 'released';
            }
          }
          // Invariant after every step: no window over its cap, and the ledger's sums match the model.
          for (const { window, belongs, cap } of windowsOf(model)) {
            const totals = windowTotals(records, window);
            const capUsd = budget[cap];
            if (capUsd !== undefined) expect(toMicros(totals.total)).toBeLessThanOrEqual(toMicros(capUsd));
            expect(toMicros(totals.total)).toBe(modelTotal(model, belongs));
          }
        }
        const all = windowTotals(records, { kind: 'all' });
        const settledSum = records.filter((r) => r.kind === 'settle').reduce((sum, r) => sum + toMicros(r.amount_usd), 0);
        expect(toMicros(all.settled)).toBe(settledSum);
        expect(toMicros(all.reserved)).toBe(model.filter((r) => r.state === 'open').reduce((sum, r) => sum + r.reservedMicros, 0));
        expect(toMicros(all.total)).toBe(toMicros(all.settled) + toMicros(all.reserved));
      }),
      { numRuns: 300 },
    );
  });

  it('a ledger written line by line reads back unchanged, and any lost record is reported missing', () => {
    const ledger = fc
      .array(fc.record({ amount, chain: fc.constantFrom(undefined, 'a'), settle: fc.boolean() }), { minLength: 1, maxLength: 30 })
      .map((entries) => {
        const records: LedgerRecord[] = [];
        entries.forEach((entry, index) => {
          const time = new Date(Date.UTC(2026, 0, 1) + index * HOUR).toISOString();
          records.push({
            kind: 'reserve',
            id: `r${index}`,
            run_id: 'run',
            ...(entry.chain === undefined ? {} : { chain_id: entry.chain }),
            amount_usd: entry.amount,
            time,
          });
          if (entry.settle) records.push({ kind: 'settle', id: `r${index}`, run_id: 'run', amount_usd: entry.amount / 2, time });
        });
        return records;
      });
    fc.assert(
      fc.property(ledger, fc.nat(), (records, pick) => {
        const text = records.map((record) => `${serializeLedgerRecord(record)}\n`).join('');
        const read = parseLedgerText(text, 'l').records;
        expect(read.map(serializeLedgerRecord)).toEqual(records.map(serializeLedgerRecord));
        expect(checkLedgerContinuity(read.slice(0, pick % (read.length + 1)), read).ok).toBe(true);
        const lost = pick % read.length;
        const result = checkLedgerContinuity(
          read,
          read.filter((_, index) => index !== lost),
        );
        expect(result.ok).toBe(false);
        expect(result.missing).toEqual([read[lost]]);
      }),
      { numRuns: 200 },
    );
  });
});
