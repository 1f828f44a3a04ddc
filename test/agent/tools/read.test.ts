import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readFileTool } from '../../../src/agent/tools/index.js';
import { temporaryDirectory, writeTree } from './helpers.js';

function numbered(from: number, lines: string[]): string {
  return lines.map((line, index) => `${String(from + index).padStart(6)}\t${line}`).join('\n');
}

describe('readFileTool', () => {
  test('shows lines numbered like cat -n', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': 'alpha\n\tbeta\ngamma\n' });
    const result = await readFileTool({ path: join(root, 'a.txt') });
    expect(result).toMatchObject({ ok: true, startLine: 1, endLine: 3, totalLines: 3, remainingLines: 0 });
    expect(result.text).toBe('     1\talpha\n     2\t\tbeta\n     3\tgamma');
  });

  test('a last line without a newline is a line; CRLF endings are not shown', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': 'one\r\ntwo' });
    const result = await readFileTool({ path: join(root, 'a.txt') });
    expect(result.text).toBe(numbered(1, ['one', 'two']));
  });

  test('reads a range from a 1-based offset and says where the rest starts', async () => {
    const root = await temporaryDirectory();
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`);
    await writeTree(root, { 'a.txt': lines.join('\n') + '\n' });
    const result = await readFileTool({ path: join(root, 'a.txt'), offset: 10, limit: 5 });
    expect(result).toMatchObject({ ok: true, startLine: 10, endLine: 14, totalLines: 100, remainingLines: 86 });
    expect(result.text).toBe(`${numbered(10, lines.slice(9, 14))}\n… 86 more lines; read with offset=15`);
  });

  test('shows 2,000 lines by default and says how many remain', async () => {
    const root = await temporaryDirectory();
    const lines = Array.from({ length: 3234 }, (_, index) => `${index + 1}`);
    await writeTree(root, { 'a.txt': lines.join('\n') + '\n' });
    const result = await readFileTool({ path: join(root, 'a.txt') });
    expect(result).toMatchObject({ ok: true, endLine: 2000, remainingLines: 1234 });
    expect(result.text.split('\n')).toHaveLength(2001);
    expect(result.text.endsWith('  2000\t2000\n… 1,234 more lines; read with offset=2001')).toBe(true);
  });

  test('offset 0 reads from the first line; an offset past the end is an error', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': 'x\ny\n' });
    expect((await readFileTool({ path: join(root, 'a.txt'), offset: 0 })).text).toBe(numbered(1, ['x', 'y']));
    const past = await readFileTool({ path: join(root, 'a.txt'), offset: 5 });
    expect(past).toMatchObject({ ok: false, code: 'offset_out_of_range' });
    expect(past.text).toContain('which has 2 lines');
  });

  test('refuses nonsense offsets and limits', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': 'x\n' });
    expect(await readFileTool({ path: join(root, 'a.txt'), offset: -1 })).toMatchObject({ ok: false, code: 'invalid_argument' });
    expect(await readFileTool({ path: join(root, 'a.txt'), limit: 0 })).toMatchObject({ ok: false, code: 'invalid_argument' });
    expect(await readFileTool({ path: join(root, 'a.txt'), offset: 1.5 })).toMatchObject({ ok: false, code: 'invalid_argument' });
    expect(await readFileTool({ path: 'a.txt' })).toMatchObject({ ok: false, code: 'invalid_argument' });
  });

  test('cuts long lines with the shared marker', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': `${'z'.repeat(2500)}\nshort\n` });
    const result = await readFileTool({ path: join(root, 'a.txt') });
    expect(result).toMatchObject({ ok: true, cutLines: 1 });
    expect(result.text).toBe(`     1\t${'z'.repeat(2000)} … [line cut: 500 more characters]\n     2\tshort`);
  });

  test('a line far longer than what is kept is cut, and its full length is still counted exactly', async () => {
    const root = await temporaryDirectory();
    // Multi-byte and astral characters: the count is in UTF-16 units, like string length.
    const line = 'é😀'.repeat(200_000);
    await writeTree(root, { 'a.txt': `${line}\nend\n` });
    const result = await readFileTool({ path: join(root, 'a.txt'), limits: { maxLineLength: 10 } });
    // 10 units end on a whole character here; the count is of what follows them.
    expect(result.text).toBe(`     1\t${line.slice(0, 10)} … [line cut: ${(line.length - 10).toLocaleString('en-US')} more characters]\n     2\tend`);
  });

  test('stops at the output byte limit and says where to go on', async () => {
    const root = await temporaryDirectory();
    const lines = Array.from({ length: 50 }, (_, index) => `${index + 1}`.padEnd(100, '.'));
    await writeTree(root, { 'a.txt': lines.join('\n') + '\n' });
    // Each shown line is 6 + 1 + 100 + 1 = 108 bytes; 1,000 bytes hold 9 of them.
    const result = await readFileTool({ path: join(root, 'a.txt'), limits: { maxBytes: 1000 } });
    expect(result).toMatchObject({ ok: true, endLine: 9, byteLimitReached: true, remainingLines: 41 });
    expect(result.text.endsWith('… output limit of 1,000 bytes reached; 41 more lines; read with offset=10')).toBe(true);
  });

  test('an empty file says so', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'empty.txt': '' });
    const result = await readFileTool({ path: join(root, 'empty.txt') });
    expect(result).toMatchObject({ ok: true, totalLines: 0, startLine: 0, endLine: 0 });
    expect(result.text).toContain('is empty');
  });

  test('refuses a missing file, a directory and a binary file with what to do instead', async () => {
    const root = await temporaryDirectory();
    await mkdir(join(root, 'dir'));
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(100)]);
    await writeTree(root, { 'image.png': png, 'data.bin': Buffer.from([0x61, 0x00, 0x62]), 'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) });
    expect(await readFileTool({ path: join(root, 'nope.txt') })).toMatchObject({ ok: false, code: 'not_found' });
    const directory = await readFileTool({ path: join(root, 'dir') });
    expect(directory).toMatchObject({ ok: false, code: 'is_directory' });
    expect(directory.text).toContain('glob');
    const image = await readFileTool({ path: join(root, 'image.png') });
    expect(image).toMatchObject({ ok: false, code: 'binary_file' });
    expect(image.text).toContain('PNG image, 116 bytes');
    expect((await readFileTool({ path: join(root, 'data.bin') })).text).toContain('contains NUL bytes');
    expect((await readFileTool({ path: join(root, 'latin1.txt') })).text).toContain('not valid UTF-8');
  });

  test('a multi-byte character cut by the 8 KiB sniff does not make a text file binary', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'a.txt': `${'a'.repeat(8191)}é\n` });
    expect(await readFileTool({ path: join(root, 'a.txt') })).toMatchObject({ ok: true, totalLines: 1 });
  });

  test('a file over the size cap needs a range, and a range of it is streamed', async () => {
    const root = await temporaryDirectory();
    const lines = Array.from({ length: 5000 }, (_, index) => `row ${index + 1}`);
    const content = lines.join('\n') + '\n';
    await writeFile(join(root, 'big.txt'), content);
    const kib = (Buffer.byteLength(content) / 1024).toFixed(1);
    const limits = { maxFileBytes: 10_000 };
    const whole = await readFileTool({ path: join(root, 'big.txt'), limits });
    expect(whole).toMatchObject({ ok: false, code: 'too_large' });
    expect(whole.text).toContain('offset and limit');
    const range = await readFileTool({ path: join(root, 'big.txt'), offset: 4000, limit: 3, limits });
    expect(range).toMatchObject({ ok: true, startLine: 4000, endLine: 4002, totalLines: null, remainingLines: null });
    expect(range.text).toBe(
      `${numbered(4000, ['row 4000', 'row 4001', 'row 4002'])}\n… the file is ${kib} KiB, too large to count its lines; lines after 4,002 were not read; read with offset=4003`,
    );
  });
});
