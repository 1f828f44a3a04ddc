/**
 * "The ledger went backwards": a store that shows fewer records, or different ones, than
 * it showed before has lost spend. On a file that means someone truncated or edited it; in
 * the Actions cache (restore the newest entry by key prefix, append, save under a new key)
 * it means a restore picked up an older entry than the one a run saved, and the records
 * written in between would be forgotten, so their money would be spent twice.
 *
 * A ledger only grows, so every record seen before must still be there, unchanged.
 * Order is not compared (a merge of shards may interleave), only presence and content.
 */

import { LedgerError } from './ledger-errors.js';
import type { LedgerRecord } from './ledger-record.js';

export interface LedgerContinuity {
  /** True when every earlier record is present and unchanged. */
  ok: boolean;
  /** Records of `previous` that `current` no longer has. */
  missing: LedgerRecord[];
  /** Records present in both (same kind and id) whose content differs. */
  changed: Array<{ previous: LedgerRecord; current: LedgerRecord }>;
  /** How many records `current` has that `previous` did not. */
  added: number;
}

/** Compares what a store shows now with what it showed before. Pure. */
export function checkLedgerContinuity(previous: readonly LedgerRecord[], current: readonly LedgerRecord[]): LedgerContinuity {
  const now = new Map<string, LedgerRecord>();
  for (const record of current) {
    const key = recordKey(record);
    if (!now.has(key)) now.set(key, record);
  }
  const missing: LedgerRecord[] = [];
  const changed: Array<{ previous: LedgerRecord; current: LedgerRecord }> = [];
  const seen = new Set<string>();
  for (const record of previous) {
    const key = recordKey(record);
    seen.add(key);
    const match = now.get(key);
    if (match === undefined) missing.push(record);
    else if (canonical(match) !== canonical(record)) changed.push({ previous: record, current: match });
  }
  let added = 0;
  for (const key of now.keys()) if (!seen.has(key)) added += 1;
  return { ok: missing.length === 0 && changed.length === 0, missing, changed, added };
}

/**
 * Remembers every record a store has shown or written, and refuses a later view that lost
 * or changed any of them (`LEDGER_WENT_BACKWARDS`, naming the store and the first records).
 */
export class LedgerContinuityGuard {
  private readonly seen = new Map<string, LedgerRecord>();

  /** Records that are now part of what this guard expects to see again. */
  remember(records: readonly LedgerRecord[]): void {
    for (const record of records) {
      const key = recordKey(record);
      if (!this.seen.has(key)) this.seen.set(key, record);
    }
  }

  /** Throws when `current` lost or changed a remembered record; otherwise remembers it all. */
  check(current: readonly LedgerRecord[], source: string): void {
    const result = checkLedgerContinuity([...this.seen.values()], current);
    if (!result.ok) {
      throw new LedgerError('LEDGER_WENT_BACKWARDS', describeDiscontinuity(result), { file: source });
    }
    this.remember(current);
  }
}

/** One line for a person about what a store lost. */
export function describeDiscontinuity(result: LedgerContinuity): string {
  const parts: string[] = [];
  if (result.missing.length > 0) {
    parts.push(`${result.missing.length} record(s) seen before are missing (${listRecords(result.missing)})`);
  }
  if (result.changed.length > 0) {
    parts.push(`${result.changed.length} record(s) changed since they were seen (${listRecords(result.changed.map((c) => c.previous))})`);
  }
  return `ledger went backwards: ${parts.join('; ')}; refusing to use it, as the lost spend would be counted as free`;
}

function listRecords(records: readonly LedgerRecord[]): string {
  const shown = records.slice(0, 5).map((record) => `${record.kind} ${record.id} at ${record.time}`);
  return records.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}

function recordKey(record: LedgerRecord): string {
  return `${record.kind}\u0000${record.id}`;
}

function canonical(record: LedgerRecord): string {
  return JSON.stringify([
    record.kind,
    record.id,
    record.run_id,
    record.chain_id ?? null,
    record.task_id ?? null,
    record.session_id ?? null,
    record.amount_usd,
    record.time,
    record.note ?? null,
  ]);
}
