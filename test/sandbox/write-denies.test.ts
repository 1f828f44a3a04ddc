// The deny-write globs expanded against the live tree (policy-spec.ts): each match is denied
// whole, so what lies inside a match is neither listed nor walked.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinPolicy } from '../../src/policy/load.js';
import { sandboxSpecOf } from '../../src/sandbox/index.js';

let root: string;
let workspace: string;

describe('deny-write globs against the live tree', () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'leash-denies-'));
    workspace = join(root, 'ws');
    // A repository's .git holds thousands of objects; a nested repository and a worktree's .git file.
    await mkdir(join(workspace, '.git', 'objects', 'ab'), { recursive: true });
    for (let i = 0; i < 50; i += 1) await writeFile(join(workspace, '.git', 'objects', 'ab', `obj${i}`), '');
    await mkdir(join(workspace, 'vendor', 'lib', '.git', 'refs'), { recursive: true });
    await writeFile(join(workspace, 'vendor', 'lib', '.git', 'HEAD'), 'ref: refs/heads/main\n');
    await mkdir(join(workspace, 'wt'), { recursive: true });
    await writeFile(join(workspace, 'wt', '.git'), 'gitdir: elsewhere\n');
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  const denyWrite = () =>
    sandboxSpecOf(builtinPolicy(workspace, join(root, 'home')), { workspaceRoot: workspace, homeDir: join(root, 'home'), sessionTmpDir: join(root, 'tmp') })
      .spec.denyWrite;

  it('denies every .git, nested ones and a worktree file, each as one entry', () => {
    const gits = denyWrite().filter((path) => path.endsWith('/.git') || path.includes('/.git/'));
    expect(gits.sort()).toEqual([join(workspace, '.git'), join(workspace, 'vendor', 'lib', '.git'), join(workspace, 'wt', '.git')].sort());
  });

  it('lists nothing inside a denied folder', () => {
    expect(denyWrite().filter((path) => path.includes('/.git/'))).toEqual([]);
  });
});
