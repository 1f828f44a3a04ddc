// The files glob and grep may show: a walk of a directory that prunes what .gitignore
// files exclude and never enters `.git` or `node_modules` unless asked to. Symbolic links
// are not followed, so a link cannot lead a search out of the workspace or into a loop.
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gitignoreChainFor, isGitignored, loadGitignore, type GitignoreLevel } from './gitignore.js';

/** Directories no search enters unless the pattern names them. */
export const ALWAYS_SKIPPED_DIRECTORIES: readonly string[] = ['.git', 'node_modules'];

export interface WalkOptions {
  /** The workspace root: .gitignore files from here down apply. */
  root: string;
  /** The directory to walk. */
  start: string;
  /** Names from `ALWAYS_SKIPPED_DIRECTORIES` to enter after all; .gitignore is not applied inside them. */
  openDirectories?: ReadonlySet<string>;
  signal?: AbortSignal;
}

export interface WalkResult {
  /** Absolute paths of the regular files found, in walk order. */
  files: string[];
  /** Directories left out (ignored or always skipped), absolute. */
  prunedDirectories: string[];
}

/** The names a glob pattern spells out among the always-skipped directories. */
export function directoriesNamedBy(pattern: string): Set<string> {
  const segments = new Set(pattern.split('/'));
  return new Set(ALWAYS_SKIPPED_DIRECTORIES.filter((name) => segments.has(name)));
}

export async function walkFiles(options: WalkOptions): Promise<WalkResult> {
  const open = options.openDirectories ?? new Set<string>();
  const result: WalkResult = { files: [], prunedDirectories: [] };
  const chain = await gitignoreChainFor(options.root, options.start);

  const visit = async (directory: string, levels: GitignoreLevel[], applyIgnore: boolean): Promise<void> => {
    if (options.signal?.aborted) return;
    let entries: Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch {
      return; // unreadable or vanished: nothing to show from it
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        const skipped = ALWAYS_SKIPPED_DIRECTORIES.includes(entry.name);
        if (skipped && !open.has(entry.name)) {
          result.prunedDirectories.push(path);
          continue;
        }
        if (applyIgnore && !skipped && isGitignored(levels, path, true)) {
          result.prunedDirectories.push(path);
          continue;
        }
        const enterIgnoring = applyIgnore && !skipped;
        const own = enterIgnoring ? await loadGitignore(path) : null;
        await visit(path, own ? [...levels, own] : levels, enterIgnoring);
      } else if (entry.isFile()) {
        if (applyIgnore && isGitignored(levels, path, false)) continue;
        result.files.push(path);
      }
    }
  };

  // A start the model named explicitly inside an ignored or skipped directory is searched
  // as asked; .gitignore then has nothing to say below it.
  const startParts = relative(options.root, options.start).split(sep);
  const startHidden = startParts.some((part) => ALWAYS_SKIPPED_DIRECTORIES.includes(part)) || isGitignored(chain, options.start, true);
  await visit(options.start, chain, !startHidden);
  return result;
}
