/**
 * The text of `leash budget status`: spend per window and the open reservations.
 * Pure: the CLI reads the ledger and passes the records, the time and the caps it knows.
 */

import { formatMicrosAsUsd, usdToMicros } from './ledger-money.js';
import type { BudgetCaps } from './ledger-planner.js';
import type { LedgerRecord } from './ledger-record.js';
import { openReservations, spendByWindow, type SpendTotals } from './ledger-windows.js';

const NO_VALUE = '-';

/**
 * Renders the budget status of a ledger at `now` (all windows in UTC): for today, this
 * month, every chain and all time, the settled, reserved (open) and total spend, and the
 * cap and what remains of it when `caps` gives one; then every open reservation with its
 * id, run, task, amount and age. Open reservations count as spent until they are settled
 * or released, so an old one usually means a run that crashed before it could settle.
 */
export function formatBudgetStatus(records: readonly LedgerRecord[], now: Date, caps: BudgetCaps = {}): string {
  const spend = spendByWindow(records, now);
  const rows: string[][] = [['window (UTC)', 'settled', 'reserved', 'total', 'cap', 'remaining']];
  rows.push(windowRow(`today ${spend.today.day}`, spend.today.totals, caps.daily_usd));
  rows.push(windowRow(`month ${spend.month.month}`, spend.month.totals, caps.monthly_usd));
  for (const chain of spend.chains) rows.push(windowRow(`chain ${chain.chain_id}`, chain.totals, caps.chain_usd));
  rows.push(windowRow('all time', spend.all, undefined));

  const lines = [`Budget status at ${now.toISOString()}`, '', ...renderTable(rows, [false, true, true, true, true, true])];
  if (records.length === 0) lines.push('', 'No spend recorded yet.');

  const open = openReservations(records);
  lines.push('');
  if (open.length === 0) {
    lines.push('Open reservations: none.');
  } else {
    lines.push(`Open reservations (${open.length}), counted as spent until settled or released:`);
    const openRows: string[][] = [['id', 'run', 'task', 'amount', 'age']];
    for (const reservation of open) {
      openRows.push([
        reservation.record.id,
        reservation.record.run_id,
        reservation.record.task_id ?? NO_VALUE,
        formatMicrosAsUsd(reservation.reservedMicros),
        formatAge(now.getTime() - Date.parse(reservation.record.time)),
      ]);
    }
    lines.push(...renderTable(openRows, [false, false, false, true, true]));
  }
  return `${lines.join('\n')}\n`;
}

/** `45s`, `12m 05s`, `3h 04m`, `2d 03h`; a time in the future (clock skew) shows as `0s`. */
export function formatAge(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const pad = (value: number): string => String(value).padStart(2, '0');
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${pad(seconds % 60)}s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${pad(minutes % 60)}m`;
  return `${Math.floor(hours / 24)}d ${pad(hours % 24)}h`;
}

function windowRow(label: string, totals: SpendTotals, capUsd: number | undefined): string[] {
  const settled = usdToMicros(totals.settled);
  const reserved = usdToMicros(totals.reserved);
  const total = usdToMicros(totals.total);
  if (capUsd === undefined) {
    return [label, formatMicrosAsUsd(settled), formatMicrosAsUsd(reserved), formatMicrosAsUsd(total), NO_VALUE, NO_VALUE];
  }
  const cap = usdToMicros(capUsd, 'cap');
  const left = total > cap ? `${formatMicrosAsUsd(0)} (over by ${formatMicrosAsUsd(total - cap)})` : formatMicrosAsUsd(cap - total);
  return [label, formatMicrosAsUsd(settled), formatMicrosAsUsd(reserved), formatMicrosAsUsd(total), formatMicrosAsUsd(cap), left];
}

function renderTable(rows: readonly string[][], alignRight: readonly boolean[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return alignRight[column] === true ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd(),
  );
}
