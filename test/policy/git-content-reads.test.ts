// Path arguments of common file readers are read scopes (DESIGN 3), git's diff and log family
// among them: `git diff -- .env`, `git show HEAD:.env` and `git log -p -- .env` print the file's
// content, so they meet its read rules; a word git takes as a revision names no file
// (docs/policy.md). On the real file system of this machine, in a temporary folder.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser } from '../helpers/policy.js';

let root: string;
let workspace: string;
let parser: BashParser;
/** Read denies only. */
let denies: Policy;
/** A read allow-list: only `src/**` and the policy may be read. */
let allowList: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-gitread-')));
  workspace = join(root, 'ws');
  for (const dir of ['.git', '.github', 'src', 'sub']) mkdirSync(join(workspace, dir), { recursive: true });
  writeFileSync(join(workspace, '.env'), 'SECRET=1\n');
  writeFileSync(join(workspace, 'src', 'a.ts'), '');
  writeFileSync(join(workspace, 'secrets.txt'), '');
  const bash = '  bash: { allow: ["git diff *", "git show *", "git log *", "git cat-file *", "git archive *", "git grep *", "git blame *"] }\n';
  writeFileSync(join(workspace, '.github', 'denies.yml'), `version: 1\ntools:\n${bash}  read: { deny: [".env*", "secrets.txt"] }\n`);
  writeFileSync(join(workspace, '.github', 'allow-list.yml'), `version: 1\ntools:\n${bash}  read: { allow: ["src/**"] }\n`);
  const options = { workspace, home: join(root, 'home'), parser };
  denies = await loadPolicy(join(workspace, '.github', 'denies.yml'), options);
  allowList = await loadPolicy(join(workspace, '.github', 'allow-list.yml'), options);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function readPaths(policy: Policy, command: string, cwd = workspace): string[] {
  return decideBashCommand(policy, parser, command, { cwd })
    .scopes.filter((scope) => scope.kind === 'read')
    .map((scope) => scope.path!);
}

describe("git's diff and log family reads the files whose content it prints", () => {
  it.each([
    'git diff -- .env',
    'git diff .env',
    'git diff main -- src .env',
    'git diff HEAD~1 HEAD -- .env',
    'git show HEAD:.env',
    'git show :.env',
    'git show main~2:.env',
    'git show HEAD -- .env',
    'git show HEAD:secrets.txt',
    'git diff HEAD:.env HEAD~1:.env',
    'git log -p -- .env',
    'git log --patch -3 -- .env',
    'git log -L 1,5:.env',
    'git log -L1,5:.env',
    'git cat-file -p HEAD:.env',
    'git archive HEAD .env',
    'git diff secrets.txt',
    'git grep SECRET HEAD:.env',
    'git grep -e SECRET main -- .env',
    'git blame HEAD~1 .env',
  ])('%s meets the read deny', (command) => {
    expect(decideBashCommand(denies, parser, command).decision, command).toBe('deny');
  });

  it('an object name is from the top of the repository, or from the working directory after ./', () => {
    expect(readPaths(denies, 'git show HEAD:.env', join(workspace, 'sub'))).toEqual([join(workspace, '.env')]);
    expect(readPaths(denies, 'git show HEAD:./.env', join(workspace, 'sub'))).toEqual([join(workspace, 'sub', '.env')]);
    expect(readPaths(denies, 'git -C sub show HEAD:../.env')).toEqual([join(workspace, '.env')]);
  });

  it('a word that may name a revision is a path only when a file by that name exists', () => {
    expect(readPaths(denies, 'git diff src/a.ts')).toEqual([join(workspace, 'src', 'a.ts')]);
    expect(readPaths(denies, 'git diff main')).toEqual([]);
    expect(readPaths(denies, 'git diff main..HEAD ^v1 topic...HEAD')).toEqual([]);
    expect(readPaths(denies, 'git show HEAD~2 main@{1}')).toEqual([]);
  });

  it('revisions stay allowed under a read allow-list, and so do paths it covers', () => {
    for (const command of [
      'git diff main',
      'git diff HEAD~1 HEAD',
      'git log -p main..HEAD',
      'git show v1.2.0',
      'git diff -- src/a.ts',
      'git show HEAD:src/a.ts',
      'git grep TODO main',
      'git grep -e TODO v1 -- src',
      'git blame HEAD~3 -- src/a.ts',
      'git blame src/a.ts',
    ]) {
      expect(decideBashCommand(allowList, parser, command).decision, command).toBe('allow');
    }
    expect(decideBashCommand(allowList, parser, 'git show HEAD:package.json').decision).toBe('prompt');
  });

  it('a log without a patch prints no content, so its paths are no reads', () => {
    for (const command of ['git log --oneline -- .env', 'git log -1 --format=%ct -- .env', 'git log --stat -- .env']) {
      expect(decideBashCommand(denies, parser, command).decision, command).toBe('allow');
    }
  });

  it('an option that asks for a patch again prints the content: -U, --unified, --no-quiet', () => {
    for (const command of [
      'git log -U1 -- .env',
      'git log --unified=0 -- .env',
      'git diff --stat -U3 HEAD -- .env',
      'git show -s -U1 HEAD -- .env',
      'git diff --quiet --no-quiet HEAD -- .env',
    ]) {
      expect(decideBashCommand(denies, parser, command).decision, command).toBe('deny');
    }
    expect(decideBashCommand(allowList, parser, 'git log -U1 -- src/a.ts').decision).toBe('allow');
  });

  it('a pathspec with a backslash, or under --icase-pathspecs, is a pattern that reaches below its folder', () => {
    for (const command of ["git log -p -- '.en\\v'", "git diff HEAD -- '\\.env'", 'git --icase-pathspecs log -p -- .ENV']) {
      expect(decideBashCommand(denies, parser, command).decision, command).not.toBe('allow');
      expect(readPaths(denies, command), command).toEqual([workspace]);
    }
    expect(decideBashCommand(denies, parser, 'git log -p -- .ENV').decision).toBe('allow');
  });

  it('the objects cat-file --batch prints are named on its input, so it needs approval', () => {
    const decision = decideBashCommand(denies, parser, 'echo HEAD:.env | git cat-file --batch');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/standard input/);
  });
});
