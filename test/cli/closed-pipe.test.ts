// A reader that stops early closes leash's standard output; leash must end quietly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/conformance.js';

const TSX_LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const dir = mkdtempSync(join(tmpdir(), 'leash-pipe-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a closed standard output', () => {
  it('ends leash check with status 141 and no stack trace, like a tool killed by SIGPIPE', async () => {
    writeFileSync(join(dir, 'policy.yml'), 'version: 1\ntools:\n  bash:\n    allow: ["git status *"]\n');
    const child = spawn(
      process.execPath,
      ['--import', TSX_LOADER, join(repoRoot, 'src', 'cli', 'bin.ts'), 'check', '--policy', 'policy.yml', '--', 'git status && rm -rf /'],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // The reader goes away before leash writes a byte.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(141);
  }, 60_000);
});
