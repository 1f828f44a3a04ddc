// Paths as the file system will resolve them (issue 14): a recursive read that follows links
// (`grep -R`, `rg -L`, `tar -h`, `cp -rL`, `zip -r`) reads what every link below its folder points
// to, so each target is a read scope the read rules decide (docs/policy.md). On the real file
// system of this machine, in a temporary folder.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { linksBelow } from '../../src/bash/followed-links.js';
import { realFileSystem } from '../../src/paths/index.js';
import { decideBashCommand, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser } from '../helpers/policy.js';

let root: string;
let workspace: string;
let parser: BashParser;
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-follow-')));
  workspace = join(root, 'ws');
  for (const dir of ['.github', 'src/deep', 'clean/sub', 'big', 'build']) mkdirSync(join(workspace, dir), { recursive: true });
  mkdirSync(join(root, 'home', '.ssh'), { recursive: true });
  writeFileSync(join(root, 'home', '.ssh', 'id_rsa'), 'key\n');
  writeFileSync(join(workspace, '.env'), 'SECRET=1\n');
  writeFileSync(join(workspace, 'src', 'index.js'), '');
  writeFileSync(join(workspace, 'clean', 'sub', 'a.txt'), '');
  // One link to the secret, one to a folder outside, one deep inside, and a loop back up.
  symlinkSync('../../.env', join(workspace, 'src', 'deep', 'envlink'));
  symlinkSync(join(root, 'home', '.ssh'), join(workspace, 'src', 'sshlink'));
  symlinkSync('..', join(workspace, 'src', 'deep', 'loop'));
  symlinkSync('../build', join(workspace, 'clean', 'current'));
  for (let i = 0; i < 5001; i++) writeFileSync(join(workspace, 'big', `f${i}`), '');
  writeFileSync(
    join(workspace, '.github', 'leash.yml'),
    'version: 1\ntools:\n  bash: { allow: ["grep *", "rg *", "tar *", "cp *", "zip *", "rsync *", "docker build *"] }\n  read: { deny: [".env*", "~/.ssh/**"] }\n',
  );
  policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home: join(root, 'home'), parser });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a recursive read that follows links reads what each link below its folder points to', () => {
  it.each([
    'grep -R SECRET src',
    'grep --dereference-recursive SECRET src',
    'rg -L SECRET src',
    'tar -chf out.tar src',
    'cp -rL src dist',
    'zip -r out.zip src',
    'rsync -rL src dist',
  ])('%s meets the read denies through the links', (command) => {
    const decision = decideBashCommand(policy, parser, command);
    expect(decision.decision, command).toBe('deny');
    const denied = decision.scopes.filter((scope) => scope.kind === 'read' && scope.decision === 'deny').map((scope) => scope.path);
    expect(denied).toContain(join(workspace, '.env'));
    expect(denied).toContain(join(root, 'home', '.ssh'));
  });

  it('a glob with a wildcard in a folder part matches through links to folders, as bash matches it', () => {
    for (const command of ['grep -r SECRET src/*/', 'tar -cf out.tar src/*/id_rsa']) {
      const decision = decideBashCommand(policy, parser, command);
      expect(decision.decision, command).toBe('deny');
      expect(decision.scopes.filter((scope) => scope.kind === 'read' && scope.decision === 'deny').map((scope) => scope.path)).toContain(
        join(root, 'home', '.ssh'),
      );
    }
    expect(decideBashCommand(policy, parser, 'grep SECRET src/*.ts').decision).toBe('allow');
  });

  it('a read that keeps links as links, or follows only those it is given, reads none of them', () => {
    for (const command of ['grep -r SECRET src', 'rg SECRET src', 'tar -cf out.tar src', 'cp -r src dist', 'zip -ry out.zip src', 'rsync -a src dist'])
      expect(decideBashCommand(policy, parser, command).decision, command).toBe('allow');
  });

  it('docker build sends the folder a link names, and keeps the links below it as links', () => {
    const decision = decideBashCommand(policy, parser, 'docker build -t app src/sshlink');
    expect(decision.decision).toBe('deny');
    expect(decision.scopes.filter((scope) => scope.kind === 'read' && scope.decision === 'deny').map((scope) => scope.path)).toContain(
      join(root, 'home', '.ssh'),
    );
    expect(decideBashCommand(policy, parser, 'docker build -t app src').decision).toBe('allow');
  });

  it('links to folders inside the workspace are walked, and a loop ends', () => {
    expect(decideBashCommand(policy, parser, 'grep -R x clean').decision).toBe('allow');
    // `src/deep/loop` leads back to `src`, walked already; a link up to the root walks it all.
    expect(linksBelow(join(workspace, 'clean'), realFileSystem)).toEqual([join(workspace, 'clean', 'current')]);
    const links = linksBelow(join(workspace, 'src'), realFileSystem)!;
    expect(links.sort()).toEqual([join(workspace, 'src', 'deep', 'envlink'), join(workspace, 'src', 'deep', 'loop'), join(workspace, 'src', 'sshlink')].sort());
  });

  it('a folder with more entries than the walk looks through needs approval, naming it', () => {
    const decision = decideBashCommand(policy, parser, 'grep -R x big');
    expect(decision.decision).toBe('prompt');
    expect(decision.reasons.join('\n')).toMatch(/follows the links below `big`, which holds more than 5000 entries/);
  });
});
