import { describe, expect, it } from 'vitest';

import { LedgerError, formatMicrosAsUsd, formatUsd, microsToUsd, usdToMicros, windowTotals, type LedgerRecord } from '../../src/budget/index.js';

describe('usdToMicros: nearest micro-dollar, halves up, from the printed decimal', () => {
  it('reads the decimal a number prints as, not its binary expansion', () => {
    expect(usdToMicros(0.1)).toBe(100_000);
    expect(usdToMicros(0.07)).toBe(70_000);
    expect(usdToMicros(1.005)).toBe(1_005_000);
    // 0.1 + 0.2 prints as 0.30000000000000004: the drift is below half a micro-dollar.
    expect(usdToMicros(0.1 + 0.2)).toBe(300_000);
  });

  it('rounds halves up and the rest to the nearest', () => {
    expect(usdToMicros(0.1234565)).toBe(123_457);
    expect(usdToMicros(0.1234564)).toBe(123_456);
    expect(usdToMicros(0.0000005)).toBe(1);
    expect(usdToMicros(0.0000004)).toBe(0);
    expect(usdToMicros(5e-7)).toBe(1);
    expect(usdToMicros(1e-7)).toBe(0);
    expect(usdToMicros(9.9999995)).toBe(10_000_000);
  });

  it('handles whole numbers and exponent forms', () => {
    expect(usdToMicros(0)).toBe(0);
    expect(usdToMicros(3)).toBe(3_000_000);
    expect(usdToMicros(1e-6)).toBe(1);
    expect(usdToMicros(2.5e-5)).toBe(25);
    expect(usdToMicros(123_456_789.123456)).toBe(123_456_789_123_456);
    expect(usdToMicros(1e9)).toBe(1e15);
  });

  it('refuses negative, non-finite and too large amounts with a code', () => {
    for (const bad of [-0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => usdToMicros(bad, 'amount_usd')).toThrowError(LedgerError);
      try {
        usdToMicros(bad, 'amount_usd');
      } catch (error) {
        expect((error as LedgerError).code).toBe('LEDGER_INVALID_REQUEST');
        expect((error as LedgerError).message).toContain('amount_usd');
      }
    }
    expect(() => usdToMicros(1e9 + 1)).toThrowError(/at most/);
  });

  it('converts back to the double nearest the exact decimal', () => {
    expect(microsToUsd(300_000)).toBe(0.3);
    expect(microsToUsd(1)).toBe(0.000001);
  });
});

describe('sums are exact', () => {
  it('ten thousand reservations of $0.1 total exactly $1000', () => {
    const records: LedgerRecord[] = Array.from({ length: 10_000 }, (_, index) => ({
      kind: 'reserve',
      id: `r${index}`,
      run_id: 'run',
      amount_usd: 0.1,
      time: '2026-01-01T00:00:00.000Z',
    }));
    let floatSum = 0;
    for (const record of records) floatSum += record.amount_usd;
    expect(floatSum).not.toBe(1000);
    expect(windowTotals(records, { kind: 'all' }).total).toBe(1000);
  });
});

describe('formatMicrosAsUsd', () => {
  it('shows at least cents and never rounds micro-dollars away', () => {
    expect(formatMicrosAsUsd(0)).toBe('$0.00');
    expect(formatMicrosAsUsd(1_500_000)).toBe('$1.50');
    expect(formatMicrosAsUsd(4_200)).toBe('$0.0042');
    expect(formatMicrosAsUsd(12_345_678)).toBe('$12.345678');
    expect(formatMicrosAsUsd(-250_000)).toBe('-$0.25');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });
});
