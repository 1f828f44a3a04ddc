// Parsing numeric flags, with errors that say what was expected.
import { UsageError } from './io.js';

export function parsePositiveInteger(flag: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new UsageError(`${flag} must be a whole number of at least 1, not "${value}"`);
  }
  return number;
}

export function parsePositiveNumber(flag: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0) throw new UsageError(`${flag} must be a number above 0, not "${value}"`);
  return number;
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `90` (seconds), `90s`, `1500ms`, `5m`, `1h` → milliseconds. */
export function parseDuration(flag: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  const amount = match ? Number(match[1]) * UNITS[match[2] ?? 's']! : NaN;
  if (!match || !Number.isFinite(amount) || amount <= 0) {
    throw new UsageError(`${flag} must be a duration like 90, 90s, 5m or 1h, not "${value}"`);
  }
  return Math.round(amount);
}
