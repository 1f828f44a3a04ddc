import { describe, expect, test } from 'vitest';
import { grepTool } from '../../../src/agent/tools/index.js';
import { temporaryDirectory, writeTree } from './helpers.js';

const readAll = () => true;

async function repository(): Promise<string> {
  const root = await temporaryDirectory();
  await writeTree(root, {
    '.gitignore': 'build/\n*.tmp\n',
    'src/a.ts': 'const needle = 1;\nconst hay = 2;\n// needle again\n',
    'src/b.js': 'no match here\nNEEDLE in capitals\n',
    'src/nested/.gitignore': 'hidden.ts\n',
    'src/nested/hidden.ts': 'needle in a nested-ignored file\n',
    'src/nested/shown.ts': 'needle in a nested file\r\n',
    'notes.tmp': 'needle in an ignored file\n',
    'build/out.js': 'needle in an ignored directory\n',
    'node_modules/pkg/index.js': 'needle in node_modules\n',
    'image.bin': Buffer.concat([Buffer.from('needle'), Buffer.from([0, 1, 2])]),
  });
  return root;
}

describe('grepTool', () => {
  test('finds matching lines as path:line: text, respecting .gitignore, skipping binaries', async () => {
    const root = await repository();
    const result = await grepTool({ root, pattern: 'needle', canRead: readAll });
    expect(result).toMatchObject({ ok: true, totalMatches: 3, totalFiles: 2, skippedBinaryFiles: 1 });
    expect(result.text).toBe(['src/a.ts:1: const needle = 1;', 'src/a.ts:3: // needle again', 'src/nested/shown.ts:1: needle in a nested file'].join('\n'));
  });

  test('uses JavaScript regular expressions, with an option to ignore case', async () => {
    const root = await repository();
    const anchored = await grepTool({ root, pattern: '^const \\w+ = \\d;$', canRead: readAll });
    expect(anchored.ok && anchored.matches.map((match) => `${match.path}:${match.line}`)).toEqual(['src/a.ts:1', 'src/a.ts:2']);
    const caseless = await grepTool({ root, pattern: 'needle in c', ignoreCase: true, canRead: readAll });
    expect(caseless.ok && caseless.matches.map((match) => match.path)).toEqual(['src/b.js']);
    const endAnchored = await grepTool({ root, pattern: 'nested file$', canRead: readAll });
    expect(endAnchored.ok && endAnchored.totalMatches).toBe(1);
  });

  test('an invalid regular expression is a clear error', async () => {
    const root = await repository();
    const result = await grepTool({ root, pattern: 'foo(', canRead: readAll });
    expect(result).toMatchObject({ ok: false, code: 'invalid_pattern' });
    expect(result.text).toContain('not a valid JavaScript regular expression');
  });

  test('narrows by path and by glob; a glob without / matches names at any depth', async () => {
    const root = await repository();
    const byPath = await grepTool({ root, pattern: 'needle', path: 'src/nested', canRead: readAll });
    expect(byPath.ok && byPath.matches.map((match) => match.path)).toEqual(['src/nested/shown.ts']);
    const byGlob = await grepTool({ root, pattern: 'e', glob: '*.js', canRead: readAll });
    expect(byGlob.ok && [...new Set(byGlob.matches.map((match) => match.path))]).toEqual(['src/b.js']);
    const oneFile = await grepTool({ root, pattern: 'hay', path: 'src/a.ts', canRead: readAll });
    expect(oneFile.ok && oneFile.text).toBe('src/a.ts:2: const hay = 2;');
    const modules = await grepTool({ root, pattern: 'needle', glob: 'node_modules/**', canRead: readAll });
    expect(modules.ok && modules.matches.map((match) => match.path)).toEqual(['node_modules/pkg/index.js']);
  });

  test('leaves out, without a word, files the policy would not let the agent read', async () => {
    const root = await repository();
    const result = await grepTool({ root, pattern: 'needle', canRead: (path) => !path.endsWith('a.ts') });
    expect(result.ok && result.matches.map((match) => match.path)).toEqual(['src/nested/shown.ts']);
    expect(result.text).not.toContain('a.ts');
  });

  test('caps the matches and counts the matches and files left out', async () => {
    const root = await temporaryDirectory();
    const files: Record<string, string> = {};
    for (let index = 0; index < 10; index += 1) files[`f${index}.txt`] = 'hit\nmiss\nhit\nhit\n';
    await writeTree(root, files);
    const result = await grepTool({ root, pattern: 'hit', limits: { maxResults: 5 }, canRead: readAll });
    expect(result).toMatchObject({ ok: true, totalMatches: 30, totalFiles: 10, omittedMatches: 25, omittedFiles: 8 });
    const lines = result.text.split('\n');
    expect(lines.slice(0, 5)).toEqual(['f0.txt:1: hit', 'f0.txt:3: hit', 'f0.txt:4: hit', 'f1.txt:1: hit', 'f1.txt:3: hit']);
    expect(lines[5]).toBe(
      '… 25 more matches not shown, 8 more files with matches not shown at all (30 matches in 10 files in all; stopped at the limit of 5 matches). Narrow the pattern, path or glob.',
    );
  });

  test('defaults to 200 matches', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'many.txt': 'x\n'.repeat(250) });
    const result = await grepTool({ root, pattern: 'x', canRead: readAll });
    expect(result).toMatchObject({ ok: true, totalMatches: 250, omittedMatches: 50 });
    expect(result.ok && result.matches).toHaveLength(200);
  });

  test('cuts long lines around the match', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'long.txt': `${'a'.repeat(1000)}NEEDLE${'b'.repeat(1000)}\n` });
    const result = await grepTool({ root, pattern: 'NEEDLE', limits: { maxLineLength: 26 }, canRead: readAll });
    expect(result.ok && result.matches[0]!.text).toBe(`… ${'a'.repeat(10)}NEEDLE${'b'.repeat(10)} …`);
  });

  test('skips files over the size cap and says how many', async () => {
    const root = await temporaryDirectory();
    await writeTree(root, { 'big.txt': `needle\n${'x'.repeat(2000)}\n`, 'small.txt': 'needle\n' });
    const result = await grepTool({ root, pattern: 'needle', limits: { maxFileBytes: 1000 }, canRead: readAll });
    expect(result).toMatchObject({ ok: true, totalMatches: 1, skippedLargeFiles: 1 });
    expect(result.text).toBe('small.txt:1: needle\n(1 file over 1,000 bytes was not searched)');
  });

  test('says when nothing matches, and errors on a missing path', async () => {
    const root = await repository();
    const none = await grepTool({ root, pattern: 'zebra', canRead: readAll });
    expect(none).toMatchObject({ ok: true, totalMatches: 0 });
    expect(none.text).toBe('No matches for /zebra/ in . (5 files searched).');
    expect(await grepTool({ root, pattern: 'x', path: 'missing', canRead: readAll })).toMatchObject({ ok: false, code: 'not_found' });
  });

  test('an aborted search returns an error result', async () => {
    const root = await repository();
    const controller = new AbortController();
    controller.abort();
    expect(await grepTool({ root, pattern: 'needle', canRead: readAll, signal: controller.signal })).toMatchObject({ ok: false, code: 'aborted' });
  });
});
