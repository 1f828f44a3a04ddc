// The grep tool's executor: an in-process search with a JavaScript regular expression over
// the files git would show (no grep or rg binary, so it behaves the same on every runner),
// skipping binary and very large files, reporting `path:line: text` with exact counts of
// what did not fit.
import { readFile, stat } from 'node:fs/promises';
import { classifyLeadingBytes } from './file-kind.js';
import { matchingFiles, prepareSearch, searchFailure } from './glob.js';
import { resolveToolLimits, type ToolLimits } from './limits.js';
import { displayPath, resolveAgainst } from './paths.js';
import { fileSystemFailure, toolFailure, type ToolFailure } from './result.js';
import { formatCount, formatSize, plural } from './truncate.js';

export interface GrepToolOptions {
  /** The workspace root: results are shown relative to it, and its .gitignore applies. */
  root: string;
  /** A JavaScript regular expression, matched against each line. */
  pattern: string;
  /** File or directory to search, relative to root or absolute; the root when absent. */
  path?: string;
  /** Only files matching this glob; one without "/" matches file names at any depth ("*.ts"). */
  glob?: string;
  ignoreCase?: boolean;
  limits?: Partial<ToolLimits>;
  /** The policy's read check; files it refuses are left out without a word. */
  canRead: (absolutePath: string) => boolean;
  signal?: AbortSignal;
}

export interface GrepMatch {
  /** Relative to root (absolute when outside it). */
  path: string;
  line: number;
  /** The line as shown: cut around the match when long. */
  text: string;
}

export interface GrepToolSuccess {
  ok: true;
  text: string;
  /** The matches shown, in path then line order. */
  matches: GrepMatch[];
  /** Matching lines in all, shown or not. */
  totalMatches: number;
  /** Files with at least one matching line. */
  totalFiles: number;
  omittedMatches: number;
  /** Files with matches of which none is shown. */
  omittedFiles: number;
  filesSearched: number;
  /** Files over `maxFileBytes`, not searched. */
  skippedLargeFiles: number;
  skippedBinaryFiles: number;
}

export type GrepToolResult = GrepToolSuccess | ToolFailure;

/** Files read at once; results stay in path order. */
const READ_BATCH = 16;

export async function grepTool(options: GrepToolOptions): Promise<GrepToolResult> {
  const limits = resolveToolLimits('grep', options.limits);
  if (typeof options.pattern !== 'string' || options.pattern === '')
    return toolFailure('invalid_argument', 'pattern is empty; give a regular expression to search for.');
  let regex: RegExp;
  try {
    regex = new RegExp(options.pattern, options.ignoreCase ? 'i' : '');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return toolFailure(
      'invalid_pattern',
      `pattern is not a valid JavaScript regular expression: ${reason}. Escape special characters such as ( [ { . * + ? with a backslash to match them literally.`,
    );
  }

  const target = resolveAgainst(options.root, options.path);
  const where = displayPath(options.root, target);
  let info;
  try {
    info = await stat(target);
  } catch (error) {
    return fileSystemFailure(error, where, 'search');
  }

  let candidates: string[];
  if (info.isFile()) {
    candidates = [target];
  } else if (info.isDirectory()) {
    const globPattern = options.glob === undefined || options.glob === '' ? '**/*' : options.glob.includes('/') ? options.glob : `**/${options.glob}`;
    const prepared = await prepareSearch(options.root, target, globPattern, 'glob');
    if (!prepared.ok) return prepared;
    try {
      candidates = await matchingFiles(options.root, target, prepared.pattern, options.signal);
    } catch (error) {
      return searchFailure(error, options.signal);
    }
  } else {
    return toolFailure('not_a_file', `${where} is neither a file nor a directory; it cannot be searched.`);
  }
  if (options.signal?.aborted) return searchFailure(null, options.signal);
  candidates = candidates.filter((file) => options.canRead(file)).sort();

  const result: GrepToolSuccess = {
    ok: true,
    text: '',
    matches: [],
    totalMatches: 0,
    totalFiles: 0,
    omittedMatches: 0,
    omittedFiles: 0,
    filesSearched: 0,
    skippedLargeFiles: 0,
    skippedBinaryFiles: 0,
  };
  let shownBytes = 0;
  let outputFull = false;

  for (let start = 0; start < candidates.length; start += READ_BATCH) {
    if (options.signal?.aborted) return searchFailure(null, options.signal);
    const batch = candidates.slice(start, start + READ_BATCH);
    const contents = await Promise.all(batch.map((file) => readSearchable(file, limits.maxFileBytes)));
    batch.forEach((file, index) => {
      const searchable = contents[index]!;
      if (searchable.skipped === 'large') result.skippedLargeFiles += 1;
      if (searchable.skipped === 'binary') result.skippedBinaryFiles += 1;
      if (searchable.skipped !== null) return;
      const content = searchable.content;
      result.filesSearched += 1;
      const shown = displayPath(options.root, file);
      let fileMatches = 0;
      let fileShown = 0;
      const lines = content.split('\n');
      if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
      lines.forEach((raw, lineIndex) => {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        const match = regex.exec(line);
        if (!match) return;
        fileMatches += 1;
        if (outputFull || result.matches.length >= limits.maxResults) return;
        const entry: GrepMatch = { path: shown, line: lineIndex + 1, text: cutAroundMatch(line, match.index, match[0].length, limits.maxLineLength) };
        const size = Buffer.byteLength(`${entry.path}:${entry.line}: ${entry.text}\n`);
        if (shownBytes + size > limits.maxBytes && result.matches.length > 0) {
          outputFull = true;
          return;
        }
        shownBytes += size;
        result.matches.push(entry);
        fileShown += 1;
      });
      if (fileMatches > 0) {
        result.totalFiles += 1;
        result.totalMatches += fileMatches;
        if (fileShown === 0) result.omittedFiles += 1;
      }
    });
  }
  result.omittedMatches = result.totalMatches - result.matches.length;
  result.text = grepText(result, options.pattern, where, limits, outputFull);
  return result;
}

type Searchable = { skipped: null; content: string } | { skipped: 'large' | 'binary' | 'unreadable' };

/** File content to search, or why it is skipped. Files are at most `maxFileBytes`, so each is read whole. */
async function readSearchable(file: string, maxFileBytes: number): Promise<Searchable> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return { skipped: 'unreadable' };
    if (info.size > maxFileBytes) return { skipped: 'large' };
    const bytes = await readFile(file);
    if (classifyLeadingBytes(bytes).binary) return { skipped: 'binary' };
    return { skipped: null, content: bytes.toString('utf8') };
  } catch {
    return { skipped: 'unreadable' };
  }
}

/** A long line shortened to a window of `maxLength` characters centred on the match, "…" marking each cut end. */
export function cutAroundMatch(line: string, matchIndex: number, matchLength: number, maxLength: number): string {
  if (line.length <= maxLength) return line;
  let start = matchLength >= maxLength ? matchIndex : Math.max(0, matchIndex - Math.floor((maxLength - matchLength) / 2));
  const end = Math.min(line.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  return `${start > 0 ? '… ' : ''}${line.slice(start, end)}${end < line.length ? ' …' : ''}`;
}

function grepText(result: GrepToolSuccess, pattern: string, where: string, limits: ToolLimits, outputFull: boolean): string {
  const notes: string[] = [];
  if (result.skippedLargeFiles > 0) {
    notes.push(
      `(${plural(result.skippedLargeFiles, 'file')} over ${formatSize(limits.maxFileBytes)} ${result.skippedLargeFiles === 1 ? 'was' : 'were'} not searched)`,
    );
  }
  if (result.totalMatches === 0) {
    return [`No matches for /${pattern}/ in ${where} (${plural(result.filesSearched, 'file')} searched).`, ...notes].join('\n');
  }
  const lines = result.matches.map((match) => `${match.path}:${match.line}: ${match.text}`);
  if (result.omittedMatches > 0) {
    const cause = outputFull ? `the ${formatSize(limits.maxBytes)} output limit` : `the limit of ${formatCount(limits.maxResults)} matches`;
    const files = result.omittedFiles > 0 ? `, ${plural(result.omittedFiles, 'more file')} with matches not shown at all` : '';
    lines.push(
      `… ${plural(result.omittedMatches, 'more match', 'more matches')} not shown${files} (${plural(result.totalMatches, 'match', 'matches')} in ${plural(result.totalFiles, 'file')} in all; stopped at ${cause}). Narrow the pattern, path or glob.`,
    );
  }
  return [...lines, ...notes].join('\n');
}
