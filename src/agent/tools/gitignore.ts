// What git would not show: the rules of every .gitignore from the workspace root down to a
// path, the deepest file's verdict first (as in git, a nested file can re-include what a
// parent excluded). Parsing and matching are the `ignore` package's; this only chains files.
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** The rules of one directory's .gitignore. */
export interface GitignoreLevel {
  directory: string;
  rules: Ignore;
}

/** Rules that apply inside a directory, shallowest first. */
export type GitignoreChain = readonly GitignoreLevel[];

/** Reads `directory/.gitignore`; null when there is none (or it cannot be read). */
export async function loadGitignore(directory: string): Promise<GitignoreLevel | null> {
  let text: string;
  try {
    text = await readFile(join(directory, '.gitignore'), 'utf8');
  } catch {
    return null;
  }
  // Git matches case-sensitively unless core.ignorecase is set; the package's default is the opposite.
  return { directory, rules: ignore({ ignoreCase: false }).add(text) };
}

/**
 * The chain for `directory`: every .gitignore from `root` down to it, when it lies inside
 * `root`; only its own otherwise.
 */
export async function gitignoreChainFor(root: string, directory: string): Promise<GitignoreLevel[]> {
  const rel = relative(root, directory);
  const inside = !rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..';
  const directories = [inside ? root : directory];
  if (inside && rel !== '') {
    let current = root;
    for (const part of rel.split(sep)) {
      current = join(current, part);
      directories.push(current);
    }
  }
  const levels = await Promise.all(directories.map(loadGitignore));
  return levels.filter((level): level is GitignoreLevel => level !== null);
}

/** Whether `path` (absolute) is ignored by `chain`; a directory is tested as one ("dir/"). */
export function isGitignored(chain: GitignoreChain, path: string, isDirectory: boolean): boolean {
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const level = chain[index]!;
    let rel = relative(level.directory, path);
    if (rel === '' || rel.startsWith('..')) continue;
    if (sep !== '/') rel = rel.split(sep).join('/');
    const verdict = level.rules.test(isDirectory ? `${rel}/` : rel);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}
