// npm test's pretest: what the suite needs from the system is there, installed, or named with
// the one command that installs it.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/conformance.js';

const SCRIPT = join(repoRoot, 'scripts', 'system-deps.mjs');
let bin: string;

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'leash-deps-'));
  symlinkSync(process.execPath, join(bin, 'node'));
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

function runWithPath(path: string) {
  return spawnSync(process.execPath, [SCRIPT], { env: { PATH: path, LEASH_NO_SYSTEM_INSTALL: '1' }, encoding: 'utf8' });
}

describe.runIf(process.platform === 'linux')('scripts/system-deps.mjs', () => {
  it('stops at once with the one command that installs what is missing', () => {
    const run = runWithPath(bin);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apt-get install -y chromium bubblewrap socat ripgrep ntfs-3g dosfstools fusefat');
    expect(run.stderr).toContain('the OS sandbox tests');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('says nothing and passes when every command is on PATH', () => {
    for (const name of ['chromium', 'bwrap', 'socat', 'rg', 'lowntfs-3g', 'mkfs.vfat', 'fusefat']) {
      writeFileSync(join(bin, name), '#!/bin/sh\n');
      chmodSync(join(bin, name), 0o755);
    }
    const run = runWithPath(`${bin}:${dirname(process.execPath)}`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('names only what is missing', () => {
    writeFileSync(join(bin, 'chromium'), '#!/bin/sh\n');
    chmodSync(join(bin, 'chromium'), 0o755);
    const run = runWithPath(bin);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apt-get install -y bubblewrap socat ripgrep');
    expect(run.stderr).not.toContain('install -y chromium');
  });
});
