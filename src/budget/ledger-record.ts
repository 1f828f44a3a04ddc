/**
 * The ledger's record format: one JSON object per line, append-only.
 *
 * A `reserve` record opens a reservation under a fresh `id`; a `settle` or `release` record
 * names that `id` and closes it. This module validates single records, writes them as lines
 * and reads a ledger file's text back, naming `file:line` for anything it cannot accept.
 */

import { LedgerError } from './ledger-errors.js';
import { microsToUsd, usdToMicros } from './ledger-money.js';

export type LedgerRecordKind = 'reserve' | 'settle' | 'release';

export interface LedgerRecord {
  kind: LedgerRecordKind;
  /** The reservation id; a settle or release names the reservation it closes. */
  id: string;
  run_id: string;
  chain_id?: string;
  task_id?: string;
  session_id?: string;
  /** USD, a whole number of micro-dollars (see ledger-money.ts). A release is always 0. */
  amount_usd: number;
  /** ISO 8601, UTC (`…Z`). */
  time: string;
  note?: string;
}

export interface ParsedLedger {
  records: LedgerRecord[];
  /** 1-based line number of each record in the text, same order as `records`. */
  lines: number[];
  /** Things that were tolerated, such as a final line cut short by a crash. */
  warnings: string[];
}

const KINDS: readonly LedgerRecordKind[] = ['reserve', 'settle', 'release'];
const OPTIONAL_TEXT_FIELDS = ['chain_id', 'task_id', 'session_id', 'note'] as const;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

/**
 * Checks that `value` is a ledger record and returns it normalised: the known fields only
 * (unknown fields are dropped, so a newer writer's additions do not make a ledger
 * unreadable) and `amount_usd` rounded to whole micro-dollars.
 * Throws `LEDGER_CORRUPT_LINE` naming the first problem; `where` places it in a file.
 */
export function parseLedgerRecord(value: unknown, where: { file?: string; line?: number } = {}): LedgerRecord {
  const problem = (message: string): LedgerError => new LedgerError('LEDGER_CORRUPT_LINE', message, where);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw problem(`expected a JSON object (a ledger record), found ${describe(value)}`);
  }
  const raw = value as Record<string, unknown>;
  const kind = raw['kind'];
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind)) {
    throw problem(`kind: expected one of ${KINDS.join(', ')}, found ${describe(kind)}`);
  }
  const record: LedgerRecord = {
    kind: kind as LedgerRecordKind,
    id: requireText(raw, 'id', problem),
    run_id: requireText(raw, 'run_id', problem),
    amount_usd: 0,
    time: '',
  };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const fieldValue = raw[field];
    if (fieldValue === undefined) continue;
    if (typeof fieldValue !== 'string') {
      throw problem(`${field}: expected a string or no field at all, found ${describe(fieldValue)}`);
    }
    record[field] = fieldValue;
  }
  const amount = raw['amount_usd'];
  if (typeof amount !== 'number') {
    throw problem(`amount_usd: expected a number of USD, found ${describe(amount)}`);
  }
  let micros: number;
  try {
    micros = usdToMicros(amount, 'amount_usd');
  } catch (error) {
    throw problem(error instanceof Error ? error.message : String(error));
  }
  if (record.kind === 'release' && micros !== 0) {
    throw problem(`amount_usd: a release frees its reservation and must be 0, found ${amount}`);
  }
  record.amount_usd = microsToUsd(micros);
  const time = raw['time'];
  if (typeof time !== 'string' || !isIsoUtc(time)) {
    throw problem(`time: expected an ISO 8601 UTC time such as 2026-01-31T23:59:59.000Z, found ${describe(time)}`);
  }
  record.time = time;
  return reorder(record);
}

/** True for an ISO 8601 UTC time that names a real instant (no 2026-02-30, no 24:00). */
export function isIsoUtc(text: string): boolean {
  if (!ISO_UTC.test(text)) return false;
  const parsed = new Date(text);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** One record as one line of JSON, without the newline; fields in a fixed order. */
export function serializeLedgerRecord(record: LedgerRecord): string {
  return JSON.stringify(parseLedgerRecord(record));
}

/**
 * Reads the text of a ledger file. Only lines ended by a newline are records: a final piece
 * without one is what a crash in the middle of a write leaves, and it is ignored with a
 * warning (its writer never saw the write succeed). Blank lines are skipped. Anything else
 * that is not a valid record is an error naming `source:line`, as is a set of records that
 * does not fit together (see `foldReservations`).
 */
export function parseLedgerText(text: string, source: string): ParsedLedger {
  const records: LedgerRecord[] = [];
  const lines: number[] = [];
  const warnings: string[] = [];
  const pieces = text.split('\n');
  const tail = pieces.pop() ?? '';
  pieces.forEach((piece, index) => {
    const line = index + 1;
    const content = piece.endsWith('\r') ? piece.slice(0, -1) : piece;
    if (content.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new LedgerError('LEDGER_CORRUPT_LINE', `not valid JSON (${reason}): ${preview(content)}`, {
        file: source,
        line,
      });
    }
    records.push(parseLedgerRecord(value, { file: source, line }));
    lines.push(line);
  });
  if (tail.trim() !== '') {
    warnings.push(`${source}:${pieces.length + 1}: ignoring a final line without a newline, left by a write cut short: ${preview(tail)}`);
  }
  checkLedgerSequence(records, (index) => ({ file: source, line: lines[index] }));
  return { records, lines, warnings };
}

/**
 * Checks that records fit together: reservation ids are unique, every settle or release
 * closes a reservation present in the ledger (anywhere: order is not required, so merged
 * ledgers stay readable), and no reservation is closed twice.
 * Throws `LEDGER_INVALID_SEQUENCE`; `locate` maps a record's index to its place in a file.
 */
export function checkLedgerSequence(records: readonly LedgerRecord[], locate: (index: number) => { file?: string; line?: number } = () => ({})): void {
  const reserved = new Map<string, number>();
  const closed = new Map<string, number>();
  const where = locate;
  const describeAt = (index: number): string => {
    const place = locate(index);
    return place.line === undefined ? `record ${index + 1}` : `line ${place.line}`;
  };
  records.forEach((record, index) => {
    if (record.kind !== 'reserve') return;
    const earlier = reserved.get(record.id);
    if (earlier !== undefined) {
      throw new LedgerError('LEDGER_INVALID_SEQUENCE', `reservation id ${JSON.stringify(record.id)} is already used by ${describeAt(earlier)}`, where(index));
    }
    reserved.set(record.id, index);
  });
  records.forEach((record, index) => {
    if (record.kind === 'reserve') return;
    if (!reserved.has(record.id)) {
      throw new LedgerError(
        'LEDGER_INVALID_SEQUENCE',
        `${record.kind} closes reservation ${JSON.stringify(record.id)}, which is not in the ledger`,
        where(index),
      );
    }
    const earlier = closed.get(record.id);
    if (earlier !== undefined) {
      throw new LedgerError(
        'LEDGER_INVALID_SEQUENCE',
        `${record.kind} closes reservation ${JSON.stringify(record.id)}, already closed by ${describeAt(earlier)}`,
        where(index),
      );
    }
    closed.set(record.id, index);
  });
}

function requireText(raw: Record<string, unknown>, field: 'id' | 'run_id', problem: (message: string) => LedgerError): string {
  const value = raw[field];
  if (typeof value !== 'string' || value === '') {
    throw problem(`${field}: expected a non-empty string, found ${describe(value)}`);
  }
  return value;
}

function reorder(record: LedgerRecord): LedgerRecord {
  // Object keys keep insertion order, and so does JSON.stringify: this fixes the line layout.
  return {
    kind: record.kind,
    id: record.id,
    run_id: record.run_id,
    ...(record.chain_id === undefined ? {} : { chain_id: record.chain_id }),
    ...(record.task_id === undefined ? {} : { task_id: record.task_id }),
    ...(record.session_id === undefined ? {} : { session_id: record.session_id }),
    amount_usd: record.amount_usd,
    time: record.time,
    ...(record.note === undefined ? {} : { note: record.note }),
  };
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function preview(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** Records a store is asked to append, checked one by one; a bad one refuses the whole batch, naming it. */
export function recordsToAppend(records: readonly LedgerRecord[], location: string): LedgerRecord[] {
  return records.map((record, index) => {
    try {
      return parseLedgerRecord(record);
    } catch (error) {
      throw new LedgerError('LEDGER_INVALID_REQUEST', `refusing to append record ${index + 1}: ${(error as Error).message}`, { file: location });
    }
  });
}
