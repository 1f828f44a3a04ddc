import { describe, expect, it } from 'vitest';

import { LedgerError, isIsoUtc, parseLedgerRecord, parseLedgerText, serializeLedgerRecord, type LedgerRecord } from '../../src/budget/index.js';

const reserve: LedgerRecord = {
  kind: 'reserve',
  id: 'r1',
  run_id: 'run-1',
  chain_id: 'nightly',
  task_id: 'lint',
  amount_usd: 0.5,
  time: '2026-03-04T10:00:00.000Z',
};
const settle: LedgerRecord = { kind: 'settle', id: 'r1', run_id: 'run-1', amount_usd: 0.2, time: '2026-03-04T10:05:00.000Z' };

function lines(...records: unknown[]): string {
  return records.map((record) => (typeof record === 'string' ? record : JSON.stringify(record))).join('\n') + '\n';
}

function thrown(fn: () => unknown): LedgerError {
  try {
    fn();
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('expected a LedgerError, nothing was thrown');
}

describe('parseLedgerText', () => {
  it('reads records in order with their line numbers, skipping blank lines', () => {
    const parsed = parseLedgerText(lines(reserve, '', '   ', settle), 'ledger.jsonl');
    expect(parsed.records).toEqual([reserve, settle]);
    expect(parsed.lines).toEqual([1, 4]);
    expect(parsed.warnings).toEqual([]);
  });

  it('reads CRLF line ends', () => {
    const text = `${JSON.stringify(reserve)}\r\n${JSON.stringify(settle)}\r\n`;
    expect(parseLedgerText(text, 'l').records).toHaveLength(2);
  });

  it('names file and line for a line that is not JSON', () => {
    const error = thrown(() => parseLedgerText(lines(reserve, '{"kind":"settle",'), '/tmp/x/ledger.jsonl'));
    expect(error.code).toBe('LEDGER_CORRUPT_LINE');
    expect(error.file).toBe('/tmp/x/ledger.jsonl');
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/^\/tmp\/x\/ledger\.jsonl:2: not valid JSON/);
  });

  it('names file, line and field for a record of the wrong shape', () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...reserve, kind: 'refund' }, /:3: kind: expected one of reserve, settle, release, found "refund"/],
      [{ ...reserve, id: '' }, /:3: id: expected a non-empty string/],
      [{ ...reserve, run_id: 7 }, /:3: run_id: expected a non-empty string, found 7/],
      [{ ...reserve, amount_usd: '0.5' }, /:3: amount_usd: expected a number of USD, found "0.5"/],
      [{ ...reserve, amount_usd: -1 }, /:3: amount_usd: expected a finite, non-negative number/],
      [{ ...reserve, time: '2026-03-04 10:00' }, /:3: time: expected an ISO 8601 UTC time/],
      [{ ...reserve, time: '2026-03-04T10:00:00+01:00' }, /:3: time: expected an ISO 8601 UTC time/],
      [{ ...reserve, time: '2026-02-30T10:00:00Z' }, /:3: time: expected an ISO 8601 UTC time/],
      [{ ...reserve, chain_id: null }, /:3: chain_id: expected a string or no field at all, found null/],
      [[reserve], /:3: expected a JSON object/],
      [{ kind: 'release', id: 'a', run_id: 'r', amount_usd: 0.1, time: reserve.time }, /:3: amount_usd: a release .* must be 0/],
    ];
    for (const [bad, message] of cases) {
      const other = { ...reserve, id: 'r0' };
      const error = thrown(() => parseLedgerText(lines(other, reserve, bad), 'ledger.jsonl'));
      expect(error.code).toBe('LEDGER_CORRUPT_LINE');
      expect(error.line).toBe(3);
      expect(error.message).toMatch(message);
    }
  });

  it('ignores a final line without a newline, with a warning naming file and line', () => {
    const text = lines(reserve, settle) + '{"kind":"reserve","id":"r2","run_';
    const parsed = parseLedgerText(text, 'ledger.jsonl');
    expect(parsed.records).toEqual([reserve, settle]);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toMatch(/^ledger\.jsonl:3: ignoring a final line without a newline/);
  });

  it('ignores even a complete-looking final record without its newline: its write never finished', () => {
    const text = JSON.stringify(reserve) + '\n' + JSON.stringify(settle);
    const parsed = parseLedgerText(text, 'l');
    expect(parsed.records).toEqual([reserve]);
    expect(parsed.warnings).toHaveLength(1);
  });

  it('does not tolerate a partial line that is not the last one', () => {
    const error = thrown(() => parseLedgerText(lines(reserve, '{"kind":"res', settle), 'ledger.jsonl'));
    expect(error.line).toBe(2);
  });

  it('refuses records that do not fit together, naming the line', () => {
    const dup = thrown(() => parseLedgerText(lines(reserve, { ...reserve, time: settle.time }), 'l'));
    expect(dup.code).toBe('LEDGER_INVALID_SEQUENCE');
    expect(dup.message).toBe('l:2: reservation id "r1" is already used by line 1');

    const orphan = thrown(() => parseLedgerText(lines(reserve, { ...settle, id: 'nope' }), 'l'));
    expect(orphan.line).toBe(2);
    expect(orphan.message).toMatch(/settle closes reservation "nope", which is not in the ledger/);

    const twice = thrown(() => parseLedgerText(lines(reserve, settle, { kind: 'release', id: 'r1', run_id: 'run-1', amount_usd: 0, time: settle.time }), 'l'));
    expect(twice.line).toBe(3);
    expect(twice.message).toMatch(/already closed by line 2/);
  });

  it('accepts a close that comes before its reservation (a merged ledger need not be in order)', () => {
    expect(parseLedgerText(lines(settle, reserve), 'l').records).toHaveLength(2);
  });
});

describe('parseLedgerRecord and serializeLedgerRecord', () => {
  it('drops unknown fields and rounds the amount to micro-dollars', () => {
    const record = parseLedgerRecord({ ...reserve, amount_usd: 0.1 + 0.2, future_field: 1 });
    expect(record).toEqual({ ...reserve, amount_usd: 0.3 });
  });

  it('writes one line with fields in a fixed order', () => {
    const line = serializeLedgerRecord({ ...reserve, note: 'why', session_id: 's' });
    expect(line).not.toContain('\n');
    expect(Object.keys(JSON.parse(line) as object)).toEqual(['kind', 'id', 'run_id', 'chain_id', 'task_id', 'session_id', 'amount_usd', 'time', 'note']);
  });

  it('isIsoUtc accepts only real UTC instants', () => {
    expect(isIsoUtc('2026-12-31T23:59:59Z')).toBe(true);
    expect(isIsoUtc('2026-12-31T23:59:59.123456Z')).toBe(true);
    expect(isIsoUtc('2024-02-29T00:00:00.000Z')).toBe(true);
    expect(isIsoUtc('2025-02-29T00:00:00.000Z')).toBe(false);
    expect(isIsoUtc('2026-01-01T24:00:00Z')).toBe(false);
    expect(isIsoUtc('2026-01-01')).toBe(false);
  });
});
