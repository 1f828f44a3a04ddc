import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { editFileTool } from '../../../src/agent/tools/index.js';
import { temporaryDirectory } from './helpers.js';

async function fileWith(content: string | Buffer): Promise<string> {
  const root = await temporaryDirectory();
  const path = join(root, 'file.ts');
  await writeFile(path, content);
  return path;
}

const source = ['function a() {', '  return 1;', '}', '', 'function b() {', '  return 1;', '}', ''].join('\n');

describe('editFileTool', () => {
  test('replaces a unique string and shows the changed lines with context', async () => {
    const path = await fileWith(source);
    const result = await editFileTool({ path, oldString: 'function b() {\n  return 1;', newString: 'function b() {\n  return 2;' });
    expect(result).toMatchObject({ ok: true, replacements: 1, lines: [5], lineEnding: 'lf' });
    expect(await readFile(path, 'utf8')).toBe(source.replace('b() {\n  return 1;', 'b() {\n  return 2;'));
    if (!result.ok) throw new Error(result.text);
    expect(result.snippet).toBe(['     2\t  return 1;', '     3\t}', '     4\t', '     5\tfunction b() {', '     6\t  return 2;', '     7\t}'].join('\n'));
    expect(result.text).toBe(`Edited ${path}: replaced 1 occurrence at line 5. The file now reads:\n${result.snippet}`);
  });

  test('several matches are an error that lists their lines, and the file is untouched', async () => {
    const path = await fileWith(source);
    const result = await editFileTool({ path, oldString: 'return 1;', newString: 'return 3;' });
    expect(result).toMatchObject({ ok: false, code: 'ambiguous_match' });
    expect(result.text).toBe(
      `old_string occurs 2 times in ${path}, at lines 2, 6. Include more surrounding lines to make it unique, or set replace_all to change every occurrence.`,
    );
    expect(await readFile(path, 'utf8')).toBe(source);
  });

  test('replace_all replaces every occurrence and lists where', async () => {
    const path = await fileWith(source);
    const result = await editFileTool({ path, oldString: 'return 1;', newString: 'return 3;', replaceAll: true });
    expect(result).toMatchObject({ ok: true, replacements: 2, lines: [2, 6] });
    expect(await readFile(path, 'utf8')).toBe(source.replaceAll('return 1;', 'return 3;'));
  });

  test('new_string is inserted literally, $ patterns included', async () => {
    const path = await fileWith('const price = X;\n');
    await editFileTool({ path, oldString: 'X', newString: "'$& $1 $$'" });
    expect(await readFile(path, 'utf8')).toBe("const price = '$& $1 $$';\n");
  });

  test('no match is an error; a whitespace-only difference is pointed at by line', async () => {
    const path = await fileWith(source);
    const loose = await editFileTool({ path, oldString: 'function b() {\n    return 1;\n}', newString: 'x' });
    expect(loose).toMatchObject({ ok: false, code: 'no_match' });
    expect(loose.text).toContain(`old_string was not found in ${path}. Ignoring whitespace it matches at line 5`);
    const absent = await editFileTool({ path, oldString: 'function c()', newString: 'x' });
    expect(absent).toMatchObject({ ok: false, code: 'no_match' });
    expect(absent.text).toContain('Read the file again');
    expect(await readFile(path, 'utf8')).toBe(source);
  });

  test('no match hints at line-number prefixes copied from read, and at a first line that does occur', async () => {
    const path = await fileWith(source);
    const prefixed = await editFileTool({ path, oldString: '     2\t  return 1;\n     3\t}', newString: 'x' });
    expect(prefixed.text).toContain('line numbers read shows');
    const firstLine = await editFileTool({ path, oldString: 'function a() {\n  return 42;', newString: 'x' });
    expect(firstLine.text).toContain('Its first line occurs at line 1');
  });

  test('identical strings and an empty old_string are errors', async () => {
    const path = await fileWith(source);
    expect(await editFileTool({ path, oldString: 'a', newString: 'a' })).toMatchObject({ ok: false, code: 'no_change' });
    expect(await editFileTool({ path, oldString: '', newString: 'a' })).toMatchObject({ ok: false, code: 'invalid_argument' });
  });

  test('keeps CRLF line endings when the model sends LF', async () => {
    const path = await fileWith('one\r\ntwo\r\nthree\r\n');
    const result = await editFileTool({ path, oldString: 'one\ntwo', newString: 'one\n2\nextra' });
    expect(result).toMatchObject({ ok: true, lineEnding: 'crlf' });
    expect(await readFile(path, 'utf8')).toBe('one\r\n2\r\nextra\r\nthree\r\n');
  });

  test('a mixed-ending file is edited byte for byte', async () => {
    const path = await fileWith('a\r\nb\nc\n');
    const result = await editFileTool({ path, oldString: 'b\nc', newString: 'B\nC' });
    expect(result).toMatchObject({ ok: true, lineEnding: 'lf' });
    expect(await readFile(path, 'utf8')).toBe('a\r\nB\nC\n');
  });

  test('writes atomically: permissions stay and no temporary file is left', async () => {
    const path = await fileWith(source);
    await chmod(path, 0o700);
    await editFileTool({ path, oldString: 'function a', newString: 'function first' });
    expect((await stat(path)).mode & 0o777).toBe(0o700);
    expect(await readdir(join(path, '..'))).toEqual(['file.ts']);
  });

  test('refuses missing, binary and non-UTF-8 files', async () => {
    const root = await temporaryDirectory();
    const missing = await editFileTool({ path: join(root, 'missing.ts'), oldString: 'a', newString: 'b' });
    expect(missing).toMatchObject({ ok: false, code: 'not_found' });
    expect(missing.text).toContain('create it with write');
    const binary = await fileWith(Buffer.from([0x61, 0, 0x62]));
    expect(await editFileTool({ path: binary, oldString: 'a', newString: 'b' })).toMatchObject({ ok: false, code: 'binary_file' });
    const latin1 = await fileWith(Buffer.concat([Buffer.from('a'.repeat(9000)), Buffer.from([0xe9, 0x0a])]));
    expect(await editFileTool({ path: latin1, oldString: 'aaa', newString: 'b', replaceAll: true })).toMatchObject({ ok: false, code: 'binary_file' });
    expect(await editFileTool({ path: root, oldString: 'a', newString: 'b' })).toMatchObject({ ok: false, code: 'is_directory' });
  });

  test('a large replacement shows a short snippet: its head and tail around the shared marker', async () => {
    const path = await fileWith('start\nold\nend\n');
    const added = Array.from({ length: 100 }, (_, index) => `new ${index + 1}`).join('\n');
    const result = await editFileTool({ path, oldString: 'old', newString: added });
    if (!result.ok) throw new Error(result.text);
    const lines = result.snippet.split('\n');
    expect(lines).toHaveLength(41);
    expect(lines[0]).toBe('     1\tstart');
    expect(lines[20]).toMatch(/^\[… 62 lines \(\d+ bytes\) omitted: showing the first 20 and the last 20 of 102 lines …\]$/);
    expect(lines[40]).toBe('   102\tend');
  });

  test('the snippet cuts long lines', async () => {
    const path = await fileWith(`short\n${'q'.repeat(800)}\n`);
    const result = await editFileTool({ path, oldString: 'short', newString: 'brief' });
    if (!result.ok) throw new Error(result.text);
    expect(result.snippet.split('\n')[1]).toBe(`     2\t${'q'.repeat(500)} … [line cut: 300 more characters]`);
  });
});
