import { chmod, lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeFileTool } from '../../../src/agent/tools/index.js';
import { temporaryDirectory } from './helpers.js';

describe('writeFileTool', () => {
  test('creates a file and its parent directories and reports bytes and lines', async () => {
    const root = await temporaryDirectory();
    const path = join(root, 'deep', 'er', 'new.txt');
    const result = await writeFileTool({ path, content: 'héllo\nworld\n' });
    expect(result).toMatchObject({ ok: true, created: true, bytes: 13, lines: 2, previousBytes: null });
    expect(result.text).toBe(`Created ${path} (13 bytes, 2 lines).`);
    expect(await readFile(path, 'utf8')).toBe('héllo\nworld\n');
  });

  test('replaces a file, says so, keeps its permissions and leaves no temporary file', async () => {
    const root = await temporaryDirectory();
    const path = join(root, 'script.sh');
    await writeFile(path, '#!/bin/sh\necho old\n');
    await chmod(path, 0o750);
    const result = await writeFileTool({ path, content: '#!/bin/sh\necho new' });
    expect(result).toMatchObject({ ok: true, created: false, bytes: 18, lines: 2, previousBytes: 19 });
    expect(result.text).toBe(`Replaced ${path}: now 18 bytes, 2 lines (was 19 bytes).`);
    expect(await readFile(path, 'utf8')).toBe('#!/bin/sh\necho new');
    expect((await stat(path)).mode & 0o777).toBe(0o750);
    expect(await readdir(root)).toEqual(['script.sh']);
  });

  test('an empty file has no lines', async () => {
    const root = await temporaryDirectory();
    expect(await writeFileTool({ path: join(root, 'e'), content: '' })).toMatchObject({ ok: true, bytes: 0, lines: 0 });
  });

  test('refuses to write over a directory', async () => {
    const root = await temporaryDirectory();
    await mkdir(join(root, 'dir'));
    const result = await writeFileTool({ path: join(root, 'dir'), content: 'x' });
    expect(result).toMatchObject({ ok: false, code: 'is_directory' });
    expect((await stat(join(root, 'dir'))).isDirectory()).toBe(true);
  });

  test('refuses a path that goes through a file', async () => {
    const root = await temporaryDirectory();
    await writeFile(join(root, 'file'), 'x');
    const result = await writeFileTool({ path: join(root, 'file', 'child.txt'), content: 'y' });
    expect(result).toMatchObject({ ok: false, code: 'not_a_directory' });
    expect(await readFile(join(root, 'file'), 'utf8')).toBe('x');
  });

  test('writes through a symlink to its target and keeps the link', async () => {
    const root = await temporaryDirectory();
    await writeFile(join(root, 'target.txt'), 'old');
    await symlink('target.txt', join(root, 'link.txt'));
    const result = await writeFileTool({ path: join(root, 'link.txt'), content: 'new' });
    expect(result).toMatchObject({ ok: true, created: false });
    expect(await readFile(join(root, 'target.txt'), 'utf8')).toBe('new');
    expect((await lstat(join(root, 'link.txt'))).isSymbolicLink()).toBe(true);
  });

  test('refuses a relative path and non-string content', async () => {
    expect(await writeFileTool({ path: 'relative.txt', content: 'x' })).toMatchObject({ ok: false, code: 'invalid_argument' });
    const root = await temporaryDirectory();
    expect(await writeFileTool({ path: join(root, 'x'), content: 42 as unknown as string })).toMatchObject({ ok: false, code: 'invalid_argument' });
  });
});
