/**
 * Money in the ledger. Amounts are USD numbers at the edges (records, requests, results)
 * and whole micro-dollars (integers) inside, so that sums are exact: adding ten thousand
 * records of $0.1 gives $1000 exactly, not $999.9999999998.
 *
 * The rounding rule, used for every amount that enters the ledger (reservations,
 * settlements, caps, amounts read back from a file): take the decimal the number prints
 * as (JavaScript's shortest round-trip form, so `0.1` is 0.1 and not
 * 0.1000000000000000055…), and round it to the nearest micro-dollar, halves up.
 * A micro-dollar is far below any price the ledger sees, so the rounding never decides
 * whether a task fits; what matters is that it happens once, the same way everywhere,
 * and that everything after it is integer arithmetic.
 */

import { LedgerError } from './ledger-errors.js';

export const MICROS_PER_USD = 1_000_000;

/** The largest single amount the ledger accepts: one billion dollars. */
export const MAX_AMOUNT_USD = 1_000_000_000;

const DECIMAL_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Converts a non-negative USD amount to whole micro-dollars (nearest, halves up).
 * `what` names the amount in the error message ("amount_usd", "daily cap", …).
 */
export function usdToMicros(usd: number, what = 'amount'): number {
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0) {
    throw new LedgerError('LEDGER_INVALID_REQUEST', `${what}: expected a finite, non-negative number of USD, found ${describeValue(usd)}`);
  }
  if (usd > MAX_AMOUNT_USD) {
    throw new LedgerError('LEDGER_AMOUNT_OUT_OF_RANGE', `${what}: expected at most ${MAX_AMOUNT_USD} USD, found ${usd}`);
  }
  const match = DECIMAL_FORM.exec(String(usd));
  if (match === null) {
    // String() of a finite non-negative number always matches; this guards the invariant.
    throw new LedgerError('LEDGER_INVALID_REQUEST', `${what}: cannot read ${String(usd)} as a decimal`);
  }
  const intDigits = match[1] ?? '';
  const fracDigits = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  const digits = intDigits + fracDigits;
  // The decimal point sits after `point` digits of `digits`; micro-dollars move it six places.
  const cut = intDigits.length + exponent + 6;
  let whole: number;
  let firstDropped: string;
  if (cut <= 0) {
    whole = 0;
    firstDropped = cut === 0 ? (digits[0] ?? '0') : '0';
  } else if (cut >= digits.length) {
    whole = Number(digits + '0'.repeat(cut - digits.length));
    firstDropped = '0';
  } else {
    whole = Number(digits.slice(0, cut));
    firstDropped = digits[cut] ?? '0';
  }
  return firstDropped >= '5' ? whole + 1 : whole;
}

/** Converts whole micro-dollars back to USD (the double nearest the exact decimal). */
export function microsToUsd(micros: number): number {
  return micros / MICROS_PER_USD;
}

/** Adds micro-dollar amounts, refusing to leave the range where integers are exact. */
export function addMicros(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) {
    throw new LedgerError('LEDGER_AMOUNT_OUT_OF_RANGE', `sum of ${a} and ${b} micro-dollars is not exact`);
  }
  return sum;
}

/**
 * Formats micro-dollars as `$1.50`, `$0.0042`, `$12.345678`: at least two decimals, more
 * only when the amount has them, so a cent is never hidden and nothing is rounded away.
 */
export function formatMicrosAsUsd(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const dollars = Math.floor(abs / MICROS_PER_USD);
  const fraction = String(abs % MICROS_PER_USD)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${sign}$${dollars}.${fraction}`;
}

/** Formats a non-negative USD number, rounded by the ledger's rule. */
export function formatUsd(usd: number): string {
  return formatMicrosAsUsd(usdToMicros(usd));
}

function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  return typeof value;
}
