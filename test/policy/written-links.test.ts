// Paths as the file system will resolve them (issue 14): an archive extracted into a folder writes
// a member `l/x` into the folder the link `l` already there points to, and a command `find -exec`
// or `fd -x` hands a link found below its start points opens what the link points to. Each target
// is a scope the read and write rules decide (docs/policy.md). On the real file system of this
// machine, in a temporary folder.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser } from '../helpers/policy.js';

let root: string;
let workspace: string;
let home: string;
let parser: BashParser;
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-wlinks-')));
  workspace = join(root, 'ws');
  home = join(root, 'home');
  for (const dir of ['.github', 'src', 'clean/sub', 'big', 'build']) mkdirSync(join(workspace, dir), { recursive: true });
  mkdirSync(join(home, '.ssh'), { recursive: true });
  writeFileSync(join(workspace, '.env'), 'SECRET=1\n');
  writeFileSync(join(workspace, 'src', 'index.js'), '');
  writeFileSync(join(workspace, 'clean', 'sub', 'a.txt'), '');
  symlinkSync(join(home, '.ssh'), join(workspace, 'src', 'sshlink'));
  symlinkSync('../.env', join(workspace, 'src', 'envlink'));
  symlinkSync('../build', join(workspace, 'clean', 'current'));
  for (let i = 0; i < 5001; i++) writeFileSync(join(workspace, 'big', `f${i}`), '');
  writeFileSync(
    join(workspace, '.github', 'leash.yml'),
    [
      'version: 1',
      'tools:',
      '  bash: { allow: ["tar *", "unzip *", "cpio *", "find *", "fd *", "cat *", "chmod *", "rm *", "wc *"] }',
      '  read: { deny: [".env*", "~/.ssh/**"] }',
      '  write: { deny: [".github/**", ".env*"] }',
      'floors:',
      '  lift: ["find -exec", "fd -x"]',
      '',
    ].join('\n'),
  );
  policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home, parser });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function decide(command: string) {
  return decideBashCommand(policy, parser, command);
}

describe('an extraction writes through the links already in its folder', () => {
  it.each(['tar -xf x.tar -C src', 'tar --extract -f x.tar --directory=src', 'unzip -q x.zip -d src', 'cpio -id < x.cpio'])(
    '%s writes where src/sshlink points, outside the workspace',
    (command) => {
      const cwd = command.startsWith('cpio') ? join(workspace, 'src') : workspace;
      const decision = decideBashCommand(policy, parser, command, { cwd });
      expect(decision.decision, command).not.toBe('allow');
      const writes = decision.scopes.filter((scope) => scope.kind === 'write').map((scope) => scope.path);
      expect(writes).toContain(join(home, '.ssh'));
    },
  );

  it('a folder whose links stay inside the workspace is allowed, and a listing writes nothing', () => {
    expect(decide('tar -xf x.tar -C clean').decision).toBe('allow');
    expect(decide('tar -tf x.tar -C src').decision).toBe('allow');
    expect(decide('unzip -l x.zip -d src').decision).toBe('allow');
  });

  it('a folder with more entries than the walk looks through needs approval, naming it', () => {
    const decision = decide('tar -xf x.tar -C big');
    expect(decision.decision).toBe('prompt');
    expect(decision.reasons.join('\n')).toMatch(/writes through the links below `big`, which holds more than 5000 entries/);
  });
});

describe('a command find or fd hands a link to opens what it points to', () => {
  it.each([
    'find src -exec cat {} +',
    'find src -name "*link" -exec cat {} \\;',
    'fd . src -x cat',
    'fd -t l . src -x cat {}',
    'find src -exec chmod 600 {} +',
  ])('%s meets the denies through the links', (command) => {
    expect(decide(command).decision, command).toBe('deny');
  });

  it('a regular-file filter keeps links out, and a remover does not go through them', () => {
    for (const command of ['find src -type f -exec cat {} +', 'fd -t f . src -x cat', 'find src -name "*.tmp" -exec rm -f {} +', 'find clean -exec wc -l {} +'])
      expect(decide(command).decision, command).toBe('allow');
  });

  it('an `-o` or a `!` lets links back in', () => {
    expect(decide('find src -type f -o -name "*link" -exec cat {} +').decision).toBe('deny');
    expect(decide('find src ! -type f -exec cat {} +').decision).toBe('deny');
  });
});
