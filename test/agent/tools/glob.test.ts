import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { globTool } from '../../../src/agent/tools/index.js';
import { age, temporaryDirectory, writeTree } from './helpers.js';

const readAll = () => true;

async function repository(): Promise<string> {
  const root = await temporaryDirectory();
  await writeTree(root, {
    '.gitignore': 'dist/\n*.log\n/root-only.ts\n',
    'src/a.ts': 'a',
    'src/b.ts': 'b',
    'src/c.js': 'c',
    'src/nested/.gitignore': 'secret.ts\n!keep.log\n',
    'src/nested/deep.ts': 'deep',
    'src/nested/secret.ts': 'ignored by the nested file',
    'src/nested/keep.log': 're-included by the nested file',
    'src/nested/drop.log': 'ignored by the root file',
    'other/secret.ts': 'not ignored: the nested rule is local',
    'root-only.ts': 'anchored rule',
    'sub/root-only.ts': 'anchored rule does not reach here',
    'dist/out.ts': 'ignored directory',
    'node_modules/pkg/index.ts': 'never entered',
    '.git/config.ts': 'never entered',
    '.github/workflow.ts': 'dot directories are searched',
  });
  return root;
}

describe('globTool', () => {
  test('matches under the root, respecting root and nested .gitignore files', async () => {
    const root = await repository();
    const result = await globTool({ root, pattern: '**/*.ts', canRead: readAll });
    if (!result.ok) throw new Error(result.text);
    expect([...result.files].sort()).toEqual(['.github/workflow.ts', 'other/secret.ts', 'src/a.ts', 'src/b.ts', 'src/nested/deep.ts', 'sub/root-only.ts']);
    const logs = await globTool({ root, pattern: '**/*.log', canRead: readAll });
    expect(logs.ok && logs.files).toEqual(['src/nested/keep.log']);
  });

  test('sorts by modification time, newest first', async () => {
    const root = await repository();
    await age(join(root, 'src/a.ts'), 300);
    await age(join(root, 'src/b.ts'), 100);
    await age(join(root, 'src/nested/deep.ts'), 200);
    const result = await globTool({ root, pattern: 'src/**/*.ts', canRead: readAll });
    expect(result.ok && result.files).toEqual(['src/b.ts', 'src/nested/deep.ts', 'src/a.ts']);
    expect(result.text).toBe('src/b.ts\nsrc/nested/deep.ts\nsrc/a.ts');
  });

  test('searches under path, still showing paths relative to the root', async () => {
    const root = await repository();
    const result = await globTool({ root, pattern: '*.ts', path: 'src', canRead: readAll });
    expect(result.ok && [...result.files].sort()).toEqual(['src/a.ts', 'src/b.ts']);
    const absolute = await globTool({ root, pattern: '**/deep.ts', path: join(root, 'src'), canRead: readAll });
    expect(absolute.ok && absolute.files).toEqual(['src/nested/deep.ts']);
  });

  test('enters node_modules and .git only when the pattern names them', async () => {
    const root = await repository();
    const modules = await globTool({ root, pattern: 'node_modules/**/*.ts', canRead: readAll });
    expect(modules.ok && modules.files).toEqual(['node_modules/pkg/index.ts']);
    const git = await globTool({ root, pattern: '.git/*', canRead: readAll });
    expect(git.ok && git.files).toEqual(['.git/config.ts']);
  });

  test('a path inside an ignored directory is searched as asked', async () => {
    const root = await repository();
    const result = await globTool({ root, pattern: '*.ts', path: 'dist', canRead: readAll });
    expect(result.ok && result.files).toEqual(['dist/out.ts']);
  });

  test('leaves out, without a word, what the policy would not let the agent read', async () => {
    const root = await repository();
    const result = await globTool({ root, pattern: 'src/*.ts', canRead: (path) => !path.endsWith('/a.ts') });
    expect(result.ok && result.files).toEqual(['src/b.ts']);
    expect(result.text).not.toContain('a.ts');
    expect(result.ok && result.totalMatches).toBe(1);
  });

  test('caps the list and counts what it left out', async () => {
    const root = await temporaryDirectory();
    const files: Record<string, string> = {};
    for (let index = 0; index < 30; index += 1) files[`f${String(index).padStart(2, '0')}.txt`] = 'x';
    await writeTree(root, files);
    for (let index = 0; index < 30; index += 1) await age(join(root, `f${String(index).padStart(2, '0')}.txt`), index * 10);
    const result = await globTool({ root, pattern: '*.txt', limits: { maxResults: 5 }, canRead: readAll });
    expect(result).toMatchObject({ ok: true, totalMatches: 30, omitted: 25 });
    expect(result.ok && result.files).toEqual(['f00.txt', 'f01.txt', 'f02.txt', 'f03.txt', 'f04.txt']);
    expect(result.text.split('\n').at(-1)).toBe('… 25 more files not shown (30 matched; showing the 5 most recently modified). Narrow the pattern or path.');
  });

  test('says when nothing matches', async () => {
    const root = await repository();
    const result = await globTool({ root, pattern: '**/*.py', canRead: readAll });
    expect(result).toMatchObject({ ok: true, files: [], totalMatches: 0 });
    expect(result.text).toBe('No files match "**/*.py" under ..');
  });

  test('refuses patterns that climb out, absolute patterns elsewhere, and a path that is not a directory', async () => {
    const root = await repository();
    expect(await globTool({ root, pattern: '../**/*', canRead: readAll })).toMatchObject({ ok: false, code: 'invalid_pattern' });
    expect(await globTool({ root, pattern: '/etc/*', canRead: readAll })).toMatchObject({ ok: false, code: 'invalid_pattern' });
    expect(await globTool({ root, pattern: '*', path: 'src/a.ts', canRead: readAll })).toMatchObject({ ok: false, code: 'not_a_directory' });
    expect(await globTool({ root, pattern: '*', path: 'missing', canRead: readAll })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await globTool({ root, pattern: '', canRead: readAll })).toMatchObject({ ok: false, code: 'invalid_argument' });
    const inside = await globTool({ root, pattern: join(root, 'src', '*.js'), canRead: readAll });
    expect(inside.ok && inside.files).toEqual(['src/c.js']);
  });

  test('does not follow symbolic links', async () => {
    const root = await repository();
    const outside = await temporaryDirectory();
    await writeTree(outside, { 'leak.ts': 'outside' });
    await symlink(outside, join(root, 'linked'));
    await symlink(join(outside, 'leak.ts'), join(root, 'leak-link.ts'));
    const result = await globTool({ root, pattern: '**/*leak*', canRead: readAll });
    expect(result.ok && result.files).toEqual([]);
  });
});
