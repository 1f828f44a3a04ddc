// The glob tool's executor: files matching a pattern, newest first, as git would show them
// (.gitignore respected, .git and node_modules skipped unless named) and only those the
// policy lets the agent read. Matching is tinyglobby's; the walk decides what is visible.
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { escapePath, glob } from 'tinyglobby';
import { resolveToolLimits, type ToolLimits } from './limits.js';
import { displayPath, resolveAgainst } from './paths.js';
import { fileSystemFailure, toolFailure, type ToolFailure } from './result.js';
import { formatCount, plural } from './truncate.js';
import { directoriesNamedBy, walkFiles } from './walk.js';

export interface GlobToolOptions {
  /** The workspace root: results are shown relative to it, and its .gitignore applies. */
  root: string;
  pattern: string;
  /** Directory to search, relative to root or absolute; the root when absent. */
  path?: string;
  limits?: Partial<ToolLimits>;
  /** The policy's read check; files it refuses are left out without a word. */
  canRead: (absolutePath: string) => boolean;
  signal?: AbortSignal;
}

export interface GlobToolSuccess {
  ok: true;
  text: string;
  /** Shown paths (relative to root), newest first. */
  files: string[];
  /** Readable files that matched, shown or not. */
  totalMatches: number;
  omitted: number;
}

export type GlobToolResult = GlobToolSuccess | ToolFailure;

/** Stats taken at once while sorting by modification time. */
const STAT_BATCH = 64;

export async function globTool(options: GlobToolOptions): Promise<GlobToolResult> {
  const limits = resolveToolLimits('glob', options.limits);
  const directory = resolveAgainst(options.root, options.path);
  const prepared = await prepareSearch(options.root, directory, options.pattern, 'glob');
  if (!prepared.ok) return prepared;

  let matched: string[];
  try {
    matched = await matchingFiles(options.root, directory, prepared.pattern, options.signal);
  } catch (error) {
    return searchFailure(error, options.signal);
  }
  if (options.signal?.aborted) return searchFailure(null, options.signal);
  const readable = matched.filter((file) => options.canRead(file));
  const timed = await modificationTimes(readable);
  timed.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const shown = timed.slice(0, limits.maxResults).map((entry) => displayPath(options.root, entry.path));
  const omitted = timed.length - shown.length;
  const where = displayPath(options.root, directory);
  if (timed.length === 0) {
    return { ok: true, text: `No files match "${options.pattern}" under ${where}.`, files: [], totalMatches: 0, omitted: 0 };
  }
  const lines = [...shown];
  if (omitted > 0) {
    lines.push(
      `… ${plural(omitted, 'more file')} not shown (${formatCount(timed.length)} matched; showing the ${formatCount(shown.length)} most recently modified). Narrow the pattern or path.`,
    );
  }
  return { ok: true, text: lines.join('\n'), files: shown, totalMatches: timed.length, omitted };
}

/** A search that threw: aborted by the loop, or an error from the file system or the matcher. */
export function searchFailure(error: unknown, signal: AbortSignal | undefined): ToolFailure {
  if (signal?.aborted) return toolFailure('aborted', 'The search was aborted before it finished.');
  const message = error instanceof Error ? error.message : String(error);
  return toolFailure('io_error', `The search failed: ${message}`);
}

export type PreparedSearch = { ok: true; pattern: string } | ToolFailure;

/**
 * Checks that `directory` is a directory and turns `pattern` into one relative to it: an
 * absolute pattern inside the directory is made relative, and `..` is refused (search
 * another directory with `path` instead, so results stay under what the policy checked).
 */
export async function prepareSearch(root: string, directory: string, pattern: unknown, field: string): Promise<PreparedSearch> {
  if (typeof pattern !== 'string' || pattern.trim() === '')
    return toolFailure('invalid_argument', `${field} pattern is empty; give a pattern such as "**/*.ts".`);
  let relativePattern = pattern;
  if (isAbsolute(pattern)) {
    const rel = relative(directory, pattern);
    if (rel.startsWith('..') || isAbsolute(rel)) {
      return toolFailure(
        'invalid_pattern',
        `The ${field} pattern "${pattern}" is absolute and outside ${displayPath(root, directory)}; give a relative pattern and set path to the directory to search.`,
      );
    }
    relativePattern = rel === '' ? '**/*' : rel;
  }
  if (relativePattern.split('/').includes('..')) {
    return toolFailure('invalid_pattern', `The ${field} pattern "${pattern}" climbs out with ".."; set path to the directory to search instead.`);
  }
  try {
    const info = await stat(directory);
    if (!info.isDirectory())
      return toolFailure('not_a_directory', `${displayPath(root, directory)} is a file, not a directory; read it, or search its directory.`);
  } catch (error) {
    return fileSystemFailure(error, displayPath(root, directory), 'search');
  }
  return { ok: true, pattern: relativePattern.replace(/^\.\//, '') };
}

/**
 * Absolute paths of the visible files under `directory` that match `pattern`: the walk says
 * what is visible, tinyglobby says what matches, and directories the walk pruned are passed
 * to tinyglobby so it does not crawl them.
 */
export async function matchingFiles(root: string, directory: string, pattern: string, signal?: AbortSignal): Promise<string[]> {
  const walk = await walkFiles({ root, start: directory, openDirectories: directoriesNamedBy(pattern), ...(signal ? { signal } : {}) });
  const visible = new Set(walk.files);
  const ignore = walk.prunedDirectories.map((pruned) => `${escapePath(relative(directory, pruned).split('\\').join('/'))}/**`);
  const matches = await glob(pattern, {
    cwd: directory,
    absolute: true,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    expandDirectories: false,
    ignore,
    ...(signal ? { signal } : {}),
  });
  return matches.map((match) => resolve(match)).filter((match) => visible.has(match));
}

async function modificationTimes(paths: readonly string[]): Promise<{ path: string; mtimeMs: number }[]> {
  const result: { path: string; mtimeMs: number }[] = [];
  for (let start = 0; start < paths.length; start += STAT_BATCH) {
    const batch = paths.slice(start, start + STAT_BATCH);
    const stats = await Promise.all(batch.map((path) => stat(path).catch(() => null)));
    batch.forEach((path, index) => {
      const info = stats[index];
      if (info) result.push({ path, mtimeMs: info.mtimeMs });
    });
  }
  return result;
}
