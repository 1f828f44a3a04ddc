import { describe, expect, test } from 'vitest';
import limitsTable from '../../../src/agent/tools/limits.json' with { type: 'json' };
import { bashTimeoutMs, cutLongLine, formatCount, resolveToolLimits, truncateOutput, type ToolName } from '../../../src/agent/tools/index.js';

const small = { maxLines: 6, maxBytes: 10_000, maxLineLength: 50 };

describe('truncateOutput', () => {
  test('leaves output within the limits unchanged', () => {
    const text = 'one\ntwo\nthree\n';
    expect(truncateOutput(text, small)).toEqual({ text, truncated: null, cutLines: 0 });
    expect(truncateOutput('', small)).toEqual({ text: '', truncated: null, cutLines: 0 });
    expect(truncateOutput('no final newline', small).text).toBe('no final newline');
  });

  test('keeps the head and the tail and counts the lines and bytes between them', () => {
    const text = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`).join('\n') + '\n';
    const result = truncateOutput(text, small);
    // Lines 4..17 are omitted: "line 4".."line 9" are 7 bytes with the newline, "line 10".."line 17" 8.
    expect(result.truncated).toEqual({ omittedLines: 14, omittedBytes: 6 * 7 + 8 * 8 });
    expect(result.text).toBe(
      'line 1\nline 2\nline 3\n[… 14 lines (106 bytes) omitted: showing the first 3 and the last 3 of 20 lines …]\nline 18\nline 19\nline 20\n',
    );
  });

  test('the omitted bytes and the kept bytes add up to the input, multi-byte characters included', () => {
    const lines = Array.from({ length: 40 }, (_, index) => `${index}: ${'é'.repeat(index)}`);
    const text = lines.join('\n');
    const result = truncateOutput(text, { maxLines: 10, maxBytes: 10_000, maxLineLength: 1000 });
    const kept = [...lines.slice(0, 5), ...lines.slice(35)];
    const keptBytes = kept.reduce((sum, line) => sum + Buffer.byteLength(line), 0) + 5 + 4;
    expect(result.truncated!.omittedBytes + keptBytes).toBe(Buffer.byteLength(text));
    expect(result.text.endsWith('39: ' + 'é'.repeat(39))).toBe(true);
  });

  test('the byte limit applies even when the line count fits', () => {
    const text = Array.from({ length: 4 }, () => 'x'.repeat(40)).join('\n') + '\n';
    const result = truncateOutput(text, { maxLines: 100, maxBytes: 100, maxLineLength: 1000 });
    expect(result.truncated).toEqual({ omittedLines: 2, omittedBytes: 82 });
    expect(result.text.split('\n')).toHaveLength(4);
  });

  test('cuts long lines with a marker that says how much was dropped', () => {
    const result = truncateOutput(`short\n${'a'.repeat(120)}\n`, small);
    expect(result.text).toBe(`short\n${'a'.repeat(50)} … [line cut: 70 more characters]\n`);
    expect(result.cutLines).toBe(1);
    expect(result.truncated).toBeNull();
  });
});

describe('cutLongLine', () => {
  test('never splits a surrogate pair', () => {
    const line = 'ab😀cd';
    const { text } = cutLongLine(line, 3);
    expect(text.startsWith('ab … ')).toBe(true);
    expect(text).toBe('ab … [line cut: 4 more characters]');
  });

  test('counts against the full length when given only the start of a line', () => {
    expect(cutLongLine('abcdef', 4, 1_000_000).text).toBe('abcd … [line cut: 999,996 more characters]');
  });

  test('a single character left over is singular', () => {
    expect(cutLongLine('abcde', 4).text).toBe('abcd … [line cut: 1 more character]');
  });
});

describe('limits', () => {
  test('limits.json gives every tool a positive integer for every limit', () => {
    for (const tool of Object.keys(limitsTable.tools) as ToolName[]) {
      const limits = resolveToolLimits(tool);
      for (const [field, value] of Object.entries(limits)) {
        expect(Number.isSafeInteger(value) && value > 0, `${tool}.${field}`).toBe(true);
      }
      expect(Object.keys(limits).sort()).toEqual(Object.keys(limitsTable.fields).sort());
    }
  });

  test('the documented defaults hold', () => {
    expect(resolveToolLimits('bash')).toMatchObject({ maxLines: 2000, maxBytes: 51200, maxLineLength: 2000 });
    expect(resolveToolLimits('read')).toMatchObject({ maxLines: 2000, maxFileBytes: 10 * 1024 * 1024 });
    expect(resolveToolLimits('grep')).toMatchObject({ maxResults: 200, maxFileBytes: 5 * 1024 * 1024 });
  });

  test('overrides apply per tool, and a nonsense override keeps the default', () => {
    expect(resolveToolLimits('bash', { maxLines: 10 }).maxLines).toBe(10);
    expect(resolveToolLimits('bash', { maxLines: 0, maxBytes: -1, maxLineLength: Number.NaN })).toMatchObject({
      maxLines: 2000,
      maxBytes: 51200,
      maxLineLength: 2000,
    });
    expect(resolveToolLimits('grep', { maxResults: 5 }).maxResults).toBe(5);
    expect(resolveToolLimits('glob').maxResults).toBe(500);
  });

  test('the bash timeout defaults, and is capped', () => {
    const limits = resolveToolLimits('bash');
    expect(bashTimeoutMs(undefined, limits)).toBe(120_000);
    expect(bashTimeoutMs(-5, limits)).toBe(120_000);
    expect(bashTimeoutMs(5_000, limits)).toBe(5_000);
    expect(bashTimeoutMs(10_000_000, limits)).toBe(600_000);
  });

  test('counts are grouped by thousands whatever the locale', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
