// Globs in arguments, expanded against the live tree when the decision is made (DESIGN 3).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { BashParser } from '../../src/bash/index.js';
import { emptyFileSystem, realFileSystem, type FileSystemView } from '../../src/paths/resolve.js';
import { decideBashCommand, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser, HOME, WS } from '../helpers/policy.js';

const POLICY = {
  version: 1,
  default: 'prompt',
  tools: { bash: { allow: ['*'] }, write: { allow: ['**'], deny: ['.github/**'] }, read: { allow: ['**'], deny: ['.env*', 'many/.env*'] } },
};

let parser: BashParser;
let root: string;
let ws: string;
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-globs-')));
  ws = join(root, 'ws');
  mkdirSync(join(ws, '.github'), { recursive: true });
  mkdirSync(join(ws, 'opts'));
  mkdirSync(join(ws, 'many'));
  mkdirSync(join(ws, '@types', 'c++'), { recursive: true });
  for (const name of ['README.md', 'CHANGES.md', '.env', '.env.local', 'notes.txt']) writeFileSync(join(ws, name), '');
  writeFileSync(join(ws, 'opts', '-rf'), '');
  writeFileSync(join(ws, 'opts', 'keep.txt'), '');
  for (let i = 0; i < 300; i++) writeFileSync(join(ws, 'many', `f${i}.md`), '');
  writeFileSync(join(ws, 'many', '.env'), '');
  const host = { fs: realFileSystem, readFile: async () => stringify(POLICY) };
  policy = await loadPolicy(join(ws, '.github', 'leash.yml'), { workspace: ws, home: join(root, 'home'), parser, host });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function pathsOf(command: string, kind: 'read' | 'write'): string[] {
  return decideBashCommand(policy, parser, command)
    .scopes.filter((scope) => scope.kind === kind)
    .map((scope) => scope.path!);
}

describe('Globs in arguments are expanded against the live tree when the decision is made', () => {
  it('each match becomes a path scope of its own', () => {
    expect(pathsOf('cat *.md', 'read').sort()).toEqual([join(ws, 'CHANGES.md'), join(ws, 'README.md')]);
    expect(pathsOf('cat opts/*.txt', 'read')).toEqual([join(ws, 'opts', 'keep.txt')]);
  });

  it('a match is checked against the rules as the literal path would be', () => {
    expect(decideBashCommand(policy, parser, 'cat .e*').decision).toBe(decideBashCommand(policy, parser, 'cat .env .env.local').decision);
    expect(decideBashCommand(policy, parser, 'cat .e*').decision).toBe('deny');
  });

  it('follows bash: `*` names no dotfile, `?` and brackets match one name, `**` is `*`', () => {
    expect(pathsOf('cat *', 'read')).not.toContain(join(ws, '.env'));
    expect(pathsOf('cat [CR]*.md', 'read').sort()).toEqual([join(ws, 'CHANGES.md'), join(ws, 'README.md')]);
    expect(pathsOf('cat ?otes.txt', 'read')).toEqual([join(ws, 'notes.txt')]);
    expect(pathsOf('cat **.txt', 'read')).toEqual([join(ws, 'notes.txt')]);
    expect(pathsOf('cat @types/c+*', 'read')).toEqual([join(ws, '@types', 'c++')]);
  });

  it('a glob with no match reaches the program as written', () => {
    expect(pathsOf('cat *.xyz', 'read')).toEqual([join(ws, '*.xyz')]);
  });

  it('too many matches keep the glob standing for any name below its folder', () => {
    const scopes = decideBashCommand(policy, parser, 'cat many/*.md').scopes.filter((scope) => scope.kind === 'read');
    expect(scopes).toHaveLength(1);
    expect(scopes[0]!.path).toBe(join(ws, 'many'));
  });

  it('a glob in a folder not known before it runs stands for any name', () => {
    const decision = decideBashCommand(policy, parser, 'cd "$D" && cat *.md');
    expect(decision.decision).toBe('prompt');
  });
});

describe('a match that starts with `-` would reach the program as an option, and needs approval, naming the file', () => {
  it.each(['cd opts && rm *', 'cd opts && rm -f *', 'cd opts && ls [-k]*'])('%s', (command) => {
    const decision = decideBashCommand(policy, parser, command);
    expect(decision.decision).toBe('prompt');
    expect(decision.reasonDetails?.find((reason) => reason.code === 'glob-option')?.message).toContain('`-rf`');
  });

  it('a file an earlier command of the call makes counts: touch ./-rf; rm *', () => {
    const decision = decideBashCommand(policy, parser, 'touch ./-rf; rm *');
    expect(decision.decision).toBe('prompt');
    expect(decision.reasonDetails?.find((reason) => reason.code === 'glob-option')?.message).toContain('`-rf`');
  });

  it('a file the call makes that the glob does not match is no option of it: touch ./-rf; rm *.md', () => {
    expect(decideBashCommand(policy, parser, 'touch ./-rf; rm *.md').reasonDetails?.map((reason) => reason.code)).not.toContain('glob-option');
  });

  it('still needs approval with the sandbox on, which does not see options', () => {
    const decision = decideBashCommand(policy, parser, 'cd opts && rm *', { sandbox: true });
    expect(decision.decision).toBe('prompt');
    expect(decision.reasons.join('\n')).toContain('`-rf`');
  });

  it.each(['cd opts && rm -- *', 'cd opts && rm ./*', 'rm opts/*'])('not once the match cannot be an option: %s', (command) => {
    const decision = decideBashCommand(policy, parser, command);
    expect(decision.reasons).toEqual([]);
    expect(decision.decision).toBe('allow');
  });
});

describe('A glob that cannot name a dotfile is not denied; a deny it reaches only on some shell option is approval', () => {
  it('`cat *.md` beside a read deny on `.env*` is allowed', () => {
    expect(decideBashCommand(policy, parser, 'cat *.md').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'cat *').decision).toBe('allow');
  });

  it('a glob that is not expanded reaches a dotfile deny only with dotglob: approval, not a hard deny', () => {
    expect(decideBashCommand(policy, parser, 'cat many/*.md').decision).toBe('prompt');
    expect(decideBashCommand(policy, parser, 'cat many/*').decision).toBe('prompt');
    expect(decideBashCommand(policy, parser, 'shopt -s dotglob; cat *').decision).toBe('prompt');
  });

  it('`.*` matches `..` in a bash without globskipdots: approval, left to the sandbox when it is on', () => {
    const decision = decideBashCommand(policy, parser, 'chmod -R go-w opts/.*');
    expect(decision.decision).toBe('prompt');
    expect(decision.reasonDetails?.find((reason) => reason.code === 'unknown-path-glob')?.message).toContain('globskipdots');
    expect(decideBashCommand(policy, parser, 'chmod -R go-w opts/.*', { sandbox: true }).decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'chmod -R go-w opts/.k*').decision).toBe('allow');
  });

  it('a glob that names the dotfile outright is still denied', () => {
    expect(decideBashCommand(policy, parser, 'cat many/.e*').decision).toBe('deny');
  });
});

describe('a tool with no file table names each match, as it would the literal path', () => {
  it('`mytool .e*` names `.env`, and `mytool ./*.md` names no denied file', () => {
    const named = decideBashCommand(policy, parser, 'mytool .e*');
    expect(named.decision).toBe('prompt');
    expect(named.reasons.join('\n')).toContain('names .env at 1:8');
    expect(decideBashCommand(policy, parser, 'mytool ./*.md').decision).toBe('allow');
  });
});

describe('the tree is read through the file-system view the policy was loaded with', () => {
  it('a listing from the view is what the glob matches; a view that cannot list leaves the glob unexpanded', async () => {
    const listing: FileSystemView = { ...emptyFileSystem, readDirectory: (path) => (path === WS ? ['-n', 'a.md'] : null) };
    const load = (fs: FileSystemView) =>
      loadPolicy(join(WS, '.github', 'leash.yml'), { workspace: WS, home: HOME, parser, host: { fs, readFile: async () => stringify(POLICY) } });
    const listed = decideBashCommand(await load(listing), parser, 'cat *');
    expect(listed.scopes.filter((scope) => scope.kind === 'read').map((scope) => scope.path)).toEqual([join(WS, '-n'), join(WS, 'a.md')]);
    expect(listed.reasonDetails?.map((reason) => reason.code)).toContain('glob-option');
    const unlisted = decideBashCommand(await load(emptyFileSystem), parser, 'cat *');
    expect(unlisted.scopes.filter((scope) => scope.kind === 'read').map((scope) => scope.path)).toEqual([WS]);
  });
});
