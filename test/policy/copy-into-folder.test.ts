// "Paths as the file system will resolve them" (DESIGN 3): `cp SRC DEST` writes DEST/NAME when
// DEST is a folder, so a read-allowed `src/sub/.env` copied to `.` replaces the denied `.env`;
// DEST that is no folder when the decision is made is the file cp makes (docs/policy.md).
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
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-cpinto-')));
  workspace = join(root, 'ws');
  for (const dir of ['.github/workflows', 'src/sub', 'dist']) mkdirSync(join(workspace, dir), { recursive: true });
  writeFileSync(join(workspace, 'src', 'sub', '.env'), 'X=1\n');
  writeFileSync(join(workspace, 'src', 'a.yml'), '');
  writeFileSync(join(workspace, '.github', 'leash.yml'), 'version: 1\ntools:\n  bash: { allow: ["cp *"] }\n  write: { deny: [".env*", ".github/**"] }\n');
  policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home: join(root, 'home'), parser });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function writes(command: string): string[] {
  return decideBashCommand(policy, parser, command)
    .scopes.filter((scope) => scope.kind === 'write')
    .map((scope) => scope.path!);
}

describe('a copy into a folder that exists writes each source under its own name there', () => {
  it('into the workspace root, the copy replaces a denied file', () => {
    expect(decideBashCommand(policy, parser, 'cp src/sub/.env .').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'cp src/a.yml .github/workflows').decision).toBe('deny');
    expect(writes('cp src/a.yml dist')).toContain(join(workspace, 'dist', 'a.yml'));
  });

  it('a destination that does not exist is the file cp makes', () => {
    expect(writes('cp src/a.yml copy.yml')).toEqual([join(workspace, 'copy.yml')]);
    expect(decideBashCommand(policy, parser, 'cp src/a.yml copy.yml').decision).toBe('allow');
  });
});
