/**
 * A chain's progress, as the ledger keeps it. Every task reserves under the chain's id and its
 * own task id before it starts, and its settle record says how it ended (a small JSON note).
 * So the ledger alone tells a re-run which tasks already succeeded (they are not redone), and
 * a task killed mid-run shows as an open reservation, counted as spent until someone settles
 * or releases it.
 */

import { microsToUsd } from './ledger-money.js';
import type { LedgerRecord } from './ledger-record.js';
import { foldReservations, type Reservation } from './ledger-windows.js';

/** What a chain task's settle record notes, for the next run of the chain. */
export interface ChainTaskNote {
  status: 'succeeded' | 'failed';
  /** The result envelope's subtype. */
  subtype?: string;
  /** The task's result, capped; kept only when another task of the chain needs it. */
  result?: string;
}

const NOTE_KEY = 'leash_chain_task';

export function chainTaskNote(note: ChainTaskNote): string {
  return JSON.stringify({
    [NOTE_KEY]: note.status,
    ...(note.subtype === undefined ? {} : { subtype: note.subtype }),
    ...(note.result === undefined ? {} : { result: note.result }),
  });
}

/** Reads a settle note written by `chainTaskNote`; anything else is null (not a chain note). */
export function readChainTaskNote(note: string | undefined): ChainTaskNote | null {
  if (note === undefined || !note.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(note);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const status = fields[NOTE_KEY];
  if (status !== 'succeeded' && status !== 'failed') return null;
  const parsed: ChainTaskNote = { status };
  if (typeof fields['subtype'] === 'string') parsed.subtype = fields['subtype'];
  if (typeof fields['result'] === 'string') parsed.result = fields['result'];
  return parsed;
}

export interface ChainTaskHistory {
  /** The first settled success, if the task has one. */
  succeeded: { runId: string; costUsd: number; time: string; result: string | undefined } | undefined;
  /** Reservations never closed: a run killed mid-task (or one still running elsewhere). */
  open: Reservation[];
  /** How many times the task was started (reservations made). */
  attempts: number;
}

/** Per task id, what the ledger knows of the chain `chainId`. */
export function chainHistory(records: readonly LedgerRecord[], chainId: string): Map<string, ChainTaskHistory> {
  const history = new Map<string, ChainTaskHistory>();
  for (const reservation of foldReservations(records)) {
    const { record } = reservation;
    if (record.chain_id !== chainId || record.task_id === undefined) continue;
    let entry = history.get(record.task_id);
    if (entry === undefined) {
      entry = { succeeded: undefined, open: [], attempts: 0 };
      history.set(record.task_id, entry);
    }
    entry.attempts += 1;
    if (reservation.state === 'open') entry.open.push(reservation);
    if (reservation.state !== 'settled' || entry.succeeded !== undefined) continue;
    const note = readChainTaskNote(reservation.closing?.note);
    if (note?.status !== 'succeeded') continue;
    entry.succeeded = {
      runId: record.run_id,
      costUsd: microsToUsd(reservation.countedMicros),
      time: reservation.closing?.time ?? record.time,
      result: note.result,
    };
  }
  return history;
}
