import { describe, expect, it } from 'vitest';

import { formatAge, formatBudgetStatus, type LedgerRecord } from '../../src/budget/index.js';

const now = new Date('2026-03-04T12:00:00.000Z');

const records: LedgerRecord[] = [
  { kind: 'reserve', id: 'old', run_id: 'run-1', chain_id: 'nightly', amount_usd: 2, time: '2026-02-27T12:00:00.000Z' },
  { kind: 'settle', id: 'old', run_id: 'run-1', chain_id: 'nightly', amount_usd: 1.25, time: '2026-02-27T12:30:00.000Z' },
  { kind: 'reserve', id: 'm1', run_id: 'run-2', chain_id: 'nightly', task_id: 'lint', amount_usd: 0.5, time: '2026-03-01T00:00:00.000Z' },
  { kind: 'settle', id: 'm1', run_id: 'run-2', chain_id: 'nightly', task_id: 'lint', amount_usd: 0.3, time: '2026-03-01T00:10:00.000Z' },
  { kind: 'reserve', id: 'crashed', run_id: 'run-3', task_id: 'fix', amount_usd: 0.75, time: '2026-03-03T09:30:00.000Z' },
  { kind: 'reserve', id: 'running', run_id: 'run-4', chain_id: 'review', task_id: 'review', amount_usd: 0.4, time: '2026-03-04T11:58:30.000Z' },
  { kind: 'reserve', id: 'gone', run_id: 'run-5', amount_usd: 9, time: '2026-03-04T11:00:00.000Z' },
  { kind: 'release', id: 'gone', run_id: 'run-5', amount_usd: 0, time: '2026-03-04T11:01:00.000Z' },
];

function rowOf(text: string, label: string): string[] {
  const line = text.split('\n').find((candidate) => candidate.startsWith(label));
  if (line === undefined) throw new Error(`no row starting with ${label} in:\n${text}`);
  return line
    .slice(label.length)
    .trim()
    .split(/\s{2,}/);
}

describe('formatBudgetStatus', () => {
  const text = formatBudgetStatus(records, now, { daily_usd: 1, monthly_usd: 2, chain_usd: 1.5 });

  it('names the time it describes', () => {
    expect(text.split('\n')[0]).toBe('Budget status at 2026-03-04T12:00:00.000Z');
  });

  it('shows today: settled, open reserved, total, cap and remaining', () => {
    expect(rowOf(text, 'today 2026-03-04')).toEqual(['$0.00', '$0.40', '$0.40', '$1.00', '$0.60']);
  });

  it('shows this month, with the month-old crash still counted', () => {
    expect(rowOf(text, 'month 2026-03')).toEqual(['$0.30', '$1.15', '$1.45', '$2.00', '$0.55']);
  });

  it('shows each chain against the chain cap, and says by how much a chain is over', () => {
    expect(rowOf(text, 'chain nightly')).toEqual(['$1.55', '$0.00', '$1.55', '$1.50', '$0.00 (over by $0.05)']);
    expect(rowOf(text, 'chain review')).toEqual(['$0.00', '$0.40', '$0.40', '$1.50', '$1.10']);
  });

  it('shows all time without a cap', () => {
    expect(rowOf(text, 'all time')).toEqual(['$1.55', '$1.15', '$2.70', '-', '-']);
  });

  it('lists open reservations oldest first with run, task, amount and age; not settled or released ones', () => {
    expect(text).toContain('Open reservations (2), counted as spent until settled or released:');
    expect(rowOf(text, 'crashed')).toEqual(['run-3', 'fix', '$0.75', '1d 02h']);
    expect(rowOf(text, 'running')).toEqual(['run-4', 'review', '$0.40', '1m 30s']);
    expect(text.indexOf('crashed')).toBeLessThan(text.indexOf('running'));
    expect(text).not.toMatch(/^gone/m);
    expect(text).not.toMatch(/^old/m);
  });

  it('without caps, shows no cap and no remaining', () => {
    expect(rowOf(formatBudgetStatus(records, now), 'today 2026-03-04')).toEqual(['$0.00', '$0.40', '$0.40', '-', '-']);
  });

  it('an empty ledger says so', () => {
    const empty = formatBudgetStatus([], now, { daily_usd: 5 });
    expect(rowOf(empty, 'today 2026-03-04')).toEqual(['$0.00', '$0.00', '$0.00', '$5.00', '$5.00']);
    expect(empty).toContain('No spend recorded yet.');
    expect(empty).toContain('Open reservations: none.');
  });
});

describe('formatAge', () => {
  it('uses two units from seconds to days', () => {
    expect(formatAge(45_000)).toBe('45s');
    expect(formatAge(12 * 60_000 + 5_000)).toBe('12m 05s');
    expect(formatAge(3 * 3_600_000 + 4 * 60_000)).toBe('3h 04m');
    expect(formatAge(2 * 86_400_000 + 3 * 3_600_000)).toBe('2d 03h');
    expect(formatAge(-5_000)).toBe('0s');
  });
});
