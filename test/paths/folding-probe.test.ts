// Paths as the file system will resolve them (issue 14): the folding rules hold for the file
// system the workspace is on, found by probing it at start, not by guessing from the OS name. The
// probe runs here against this machine's own file systems, and, where FUSE and the tools are
// there (root, /dev/fuse, ntfs-3g, fusefat), against real case-folding ones made on the spot:
// NTFS mounted with ignore_case and FAT. This kernel has no CONFIG_UNICODE, so an ext4 or tmpfs
// casefold folder cannot be made here; those tests say so and are skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FOLDING, NO_FOLDING, probePathFolding, realFileSystem } from '../../src/paths/index.js';
import { builtinPolicy, decidePathAccess } from '../../src/policy/index.js';
import { runCliInProcess } from '../helpers/cli.js';

function temporary(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

describe('the probe on this machine', () => {
  it.runIf(process.platform === 'linux')("finds that the temporary folder's file system (ext4, tmpfs, overlay) folds nothing", () => {
    const dir = temporary('leash-probe-');
    try {
      expect(probePathFolding(dir)).toEqual({ folding: NO_FOLDING });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves nothing behind in the workspace', () => {
    const dir = temporary('leash-probe-');
    try {
      probePathFolding(dir);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('assumes every folding, and says why, where it can make no file', () => {
    const probe = probePathFolding(join(tmpdir(), 'leash-no-such-folder', 'ws'));
    expect(probe.folding).toEqual(ALL_FOLDING);
    expect(probe.failed).toMatch(/^no file could be made in .*leash-no-such-folder\/ws \(ENOENT/);
  });
});

/** Runs a command; its failure text when it fails. */
function run(command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  if (result.error) return result.error.message;
  return result.status === 0 ? null : `${command} exited ${result.status}: ${result.stderr.trim()}`;
}

function haveTool(name: string): boolean {
  return run('sh', ['-c', `command -v ${name}`]) === null;
}

const CAN_MOUNT_FUSE = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/dev/fuse');

/**
 * A file system image of `kind` made and mounted under a temporary folder, or why it could not be.
 * Unmounted and removed after the tests.
 */
function mountImage(kind: 'ntfs' | 'fat'): { mount: string; cleanup: () => void } | { skip: string } {
  const tools = kind === 'ntfs' ? ['mkntfs', 'lowntfs-3g'] : ['mkfs.vfat', 'fusefat'];
  if (!CAN_MOUNT_FUSE) return { skip: 'needs root and /dev/fuse on Linux' };
  const missing = tools.filter((tool) => !haveTool(tool));
  if (missing.length > 0) return { skip: `needs ${missing.join(' and ')} (apt-get install ${kind === 'ntfs' ? 'ntfs-3g' : 'dosfstools fusefat'})` };
  const root = temporary(`leash-${kind}-`);
  const image = join(root, `${kind}.img`);
  const mount = join(root, 'mnt');
  mkdirSync(mount);
  const cleanup = () => {
    run('umount', [mount]);
    rmSync(root, { recursive: true, force: true });
  };
  writeFileSync(image, Buffer.alloc(0));
  const made =
    run('truncate', ['-s', '16M', image]) ??
    (kind === 'ntfs' ? run('mkntfs', ['-q', '-F', '-f', image]) : run('mkfs.vfat', [image])) ??
    (kind === 'ntfs' ? run('lowntfs-3g', ['-o', 'ignore_case', image, mount]) : run('fusefat', ['-o', 'rw+', image, mount]));
  if (made !== null) {
    cleanup();
    return { skip: `could not make and mount the ${kind} image: ${made}` };
  }
  return { mount, cleanup };
}

describe('an NTFS volume mounted with ignore_case (case folding, as on Windows)', () => {
  const image = mountImage('ntfs');
  const skip = 'skip' in image ? image.skip : null;
  let workspace: string;
  beforeAll(() => {
    if ('skip' in image) return;
    workspace = join(image.mount, 'ws');
    mkdirSync(join(workspace, '.git', 'hooks'), { recursive: true });
  });
  afterAll(() => {
    if (!('skip' in image)) image.cleanup();
  });

  it.skipIf(skip !== null)(`the probe finds that it folds case${skip ? ` (skipped: ${skip})` : ''}`, () => {
    expect(probePathFolding(workspace).folding).toEqual({ ...NO_FOLDING, foldsCase: true });
  });

  it.skipIf(skip !== null)('`.GIT/hooks` reaches `.git/hooks` there, and meets the built-in `.git/**` deny with the probed folding', () => {
    expect(lstatSync(join(workspace, '.GIT', 'hooks')).ino).toBe(lstatSync(join(workspace, '.git', 'hooks')).ino);
    const folding = probePathFolding(workspace).folding;
    const policy = builtinPolicy(workspace, '/nonexistent-home', realFileSystem, folding);
    expect(decidePathAccess(policy, 'write', '.GIT/hooks/pre-commit').decision).toBe('deny');
    expect(decidePathAccess(policy, 'write', '.Git/config').decision).toBe('deny');
    // Without the probed folding the same write would be allowed: what the probe is for.
    expect(decidePathAccess(builtinPolicy(workspace, '/nonexistent-home', realFileSystem), 'write', '.GIT/hooks/pre-commit').decision).toBe('allow');
  });

  it.skipIf(skip !== null)('`leash check` probes the workspace it is given and decides with the result', async () => {
    const result = await runCliInProcess(['check', '--cwd', workspace, '--jsonl'], {
      stdin: `${JSON.stringify({ tool: 'write', path: '.GIT/hooks/pre-commit' })}\n${JSON.stringify({ tool: 'write', path: 'src/x.ts' })}\n`,
    });
    expect(
      result.stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { decision: string }).decision),
    ).toEqual(['deny', 'allow']);
  });

  it.skipIf(skip !== null)('a hard link there needs approval for writing', () => {
    const outside = join(workspace, '..', 'outside.txt');
    writeFileSync(outside, 'x');
    linkSync(outside, join(workspace, 'inside.txt'));
    const policy = builtinPolicy(workspace, '/nonexistent-home', realFileSystem, probePathFolding(workspace).folding);
    expect(decidePathAccess(policy, 'write', 'inside.txt').reasonDetails.map((r) => r.code)).toEqual(['hard-link']);
  });
});

describe('a FAT volume (case folding, as on a USB stick or a Windows share)', () => {
  const image = mountImage('fat');
  const skip = 'skip' in image ? image.skip : null;
  afterAll(() => {
    if (!('skip' in image)) image.cleanup();
  });

  it.skipIf(skip !== null)(`the probe finds that it folds case${skip ? ` (skipped: ${skip})` : ''}`, () => {
    const mount = (image as { mount: string }).mount;
    expect(probePathFolding(mount).folding.foldsCase).toBe(true);
    mkdirSync(join(mount, '.git'));
    const policy = builtinPolicy(mount, '/nonexistent-home', realFileSystem, probePathFolding(mount).folding);
    expect(decidePathAccess(policy, 'write', '.GIT/config').decision).toBe('deny');
  });
});

describe('ext4 or tmpfs folders that fold case (casefold)', () => {
  const config = spawnSync('sh', ['-c', 'zcat /proc/config.gz 2>/dev/null | grep -E "^CONFIG_UNICODE="'], { encoding: 'utf8' }).stdout.trim();
  it.skipIf(config === '')('would be probed the same way (skipped: this kernel is built without CONFIG_UNICODE, so no casefold folder can be made)', () => {
    const root = temporary('leash-casefold-');
    try {
      const mount = join(root, 'mnt');
      mkdirSync(mount);
      const failed = run('mount', ['-t', 'tmpfs', '-o', 'casefold', 'tmpfs', mount]);
      expect(failed).toBeNull();
      try {
        expect(probePathFolding(mount).folding.foldsCase).toBe(true);
      } finally {
        run('umount', [mount]);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
