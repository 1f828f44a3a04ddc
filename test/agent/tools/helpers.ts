// Temporary directories for the tool tests: every file a test touches lives under one,
// and each is removed after its test.
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

const created: string[] = [];

afterEach(async () => {
  while (created.length > 0) await rm(created.pop()!, { recursive: true, force: true });
});

/** A fresh temporary directory, removed after the test. */
export async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'leash-tools-'));
  created.push(directory);
  return directory;
}

/** Writes `files` (relative path → content) under `root`, creating directories. */
export async function writeTree(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

/** Sets a file's modification time to `secondsAgo` seconds before now. */
export async function age(path: string, secondsAgo: number): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path, when, when);
}

/**
 * Whether `pid` still runs. A killed process whose parent is gone stays a zombie until init
 * reaps it, and a zombie answers `kill(pid, 0)` although it runs nothing; on Linux /proc
 * tells the two apart.
 */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return process.platform !== 'linux';
  }
}

/** Polls `condition` until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(condition: () => boolean, timeoutMs = 2000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}
