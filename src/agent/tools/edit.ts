// The edit tool's executor: replace an exact string that occurs once (or every occurrence,
// when asked), keep the file's line endings, write atomically, and show the changed lines.
// When the string is not there, or is there more than once, the error says where to look.
import { readFile, stat } from 'node:fs/promises';
import { DanglingSymlinkError, writeFileAtomically } from './atomic-write.js';
import { classifyLeadingBytes } from './file-kind.js';
import { resolveToolLimits, type ToolLimits } from './limits.js';
import { numberedLine } from './line-numbers.js';
import { requireAbsolutePath } from './paths.js';
import { fileSystemFailure, toolFailure, type ToolFailure } from './result.js';
import { cutLongLine, formatCount, formatSize, truncateOutput } from './truncate.js';

export interface EditFileOptions {
  /** Absolute path (the one the policy allowed). */
  path: string;
  oldString: string;
  newString: string;
  /** Replace every occurrence instead of requiring exactly one. */
  replaceAll?: boolean;
  limits?: Partial<ToolLimits>;
}

export interface EditFileSuccess {
  ok: true;
  text: string;
  path: string;
  replacements: number;
  /** Lines (1-based, in the new file) where each replacement starts. */
  lines: number[];
  /** The numbered lines around the first replacement, as shown in `text`. */
  snippet: string;
  lineEnding: 'lf' | 'crlf';
}

export type EditFileResult = EditFileSuccess | ToolFailure;

/** Lines of context shown above and below a replacement. */
const SNIPPET_CONTEXT = 3;
/** Lines a snippet shows at most; a longer one keeps its head and tail with the shared marker. */
const SNIPPET_MAX_LINES = 40;
/** Line numbers listed in a message before the rest is summed up. */
const MAX_LISTED_LINES = 20;

export async function editFileTool(options: EditFileOptions): Promise<EditFileResult> {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  const { path, oldString, newString } = options;
  if (typeof oldString !== 'string' || typeof newString !== 'string') {
    return toolFailure('invalid_argument', 'old_string and new_string must both be strings.');
  }
  if (oldString === '')
    return toolFailure('invalid_argument', 'old_string is empty; give the exact text to replace, or use write to create or overwrite a whole file.');
  if (oldString === newString) return toolFailure('no_change', 'old_string and new_string are identical; the edit would change nothing.');
  const limits = resolveToolLimits('edit', options.limits);

  let info;
  try {
    info = await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return toolFailure('not_found', `${path} does not exist; create it with write.`);
    return fileSystemFailure(error, path, 'edit');
  }
  if (info.isDirectory()) return toolFailure('is_directory', `${path} is a directory; edit needs a file.`);
  if (!info.isFile()) return toolFailure('not_a_file', `${path} is not a regular file; it cannot be edited.`);
  if (info.size > limits.maxFileBytes) {
    return toolFailure(
      'too_large',
      `${path} is ${formatSize(info.size)}, over the ${formatSize(limits.maxFileBytes)} limit for editing; change it with a command instead.`,
    );
  }

  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    return fileSystemFailure(error, path, 'edit');
  }
  const kind = classifyLeadingBytes(bytes);
  if (kind.binary) return toolFailure('binary_file', `${path} is a binary file (${kind.type}); edit only changes text files.`);
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return toolFailure('binary_file', `${path} is not valid UTF-8 throughout; editing it as text would corrupt it.`);
  }

  // A file written with CRLF throughout is edited in LF form and written back in CRLF, so a
  // model that sends "\n" can still match, and the file keeps its endings.
  const crlf = isCrlfThroughout(content);
  const work = crlf ? content.replaceAll('\r\n', '\n') : content;
  const needle = crlf ? oldString.replaceAll('\r\n', '\n') : oldString;
  const replacement = crlf ? newString.replaceAll('\r\n', '\n') : newString;
  if (needle === replacement)
    return toolFailure('no_change', 'old_string and new_string differ only in line endings, which the file keeps anyway; the edit would change nothing.');

  const found = occurrences(work, needle);
  if (found.length === 0) return toolFailure('no_match', notFoundMessage(path, work, needle));
  if (found.length > 1 && !options.replaceAll) {
    return toolFailure(
      'ambiguous_match',
      `old_string occurs ${formatCount(found.length)} times in ${path}, at lines ${listLines(lineNumbersAt(work, found))}. ` +
        'Include more surrounding lines to make it unique, or set replace_all to change every occurrence.',
    );
  }

  const pieces: string[] = [];
  const newStarts: number[] = [];
  let cursor = 0;
  let shift = 0;
  for (const index of found) {
    pieces.push(work.slice(cursor, index), replacement);
    newStarts.push(index + shift);
    shift += replacement.length - needle.length;
    cursor = index + needle.length;
  }
  pieces.push(work.slice(cursor));
  const updated = pieces.join('');

  try {
    await writeFileAtomically(path, crlf ? updated.replaceAll('\n', '\r\n') : updated);
  } catch (error) {
    if (error instanceof DanglingSymlinkError) return toolFailure('not_found', `Cannot edit ${path}: ${error.message}.`);
    return fileSystemFailure(error, path, 'write');
  }

  const startLines = lineNumbersAt(updated, newStarts);
  const firstStart = startLines[0]!;
  const firstEnd = firstStart + countNewlines(replacement.endsWith('\n') ? replacement.slice(0, -1) : replacement);
  const snippet = snippetAround(updated, firstStart, firstEnd, limits.maxLineLength);
  const what =
    found.length === 1 ? `1 occurrence at line ${formatCount(firstStart)}` : `${formatCount(found.length)} occurrences, at lines ${listLines(startLines)}`;
  const shownFor = found.length === 1 ? '' : ' (around the first)';
  const text = `Edited ${path}: replaced ${what}. The file now reads${shownFor}:\n${snippet}`;
  return { ok: true, text, path, replacements: found.length, lines: startLines, snippet, lineEnding: crlf ? 'crlf' : 'lf' };
}

function isCrlfThroughout(content: string): boolean {
  const crlfCount = content.split('\r\n').length - 1;
  return crlfCount > 0 && crlfCount === countNewlines(content);
}

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

/** Start indices of non-overlapping occurrences, left to right (as a replace-all sees them). */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + needle.length)) found.push(index);
  return found;
}

/** 1-based line numbers of ascending indices, counted in one pass. */
function lineNumbersAt(text: string, indices: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let position = 0;
  for (const index of indices) {
    for (let newline = text.indexOf('\n', position); newline !== -1 && newline < index; newline = text.indexOf('\n', newline + 1)) {
      line += 1;
      position = newline + 1;
    }
    lines.push(line);
  }
  return lines;
}

function listLines(lines: readonly number[]): string {
  const listed = lines.slice(0, MAX_LISTED_LINES).map(formatCount).join(', ');
  return lines.length > MAX_LISTED_LINES ? `${listed} and ${formatCount(lines.length - MAX_LISTED_LINES)} more` : listed;
}

function snippetAround(text: string, firstLine: number, lastLine: number, maxLineLength: number): string {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const from = Math.max(1, firstLine - SNIPPET_CONTEXT);
  const to = Math.min(lines.length, lastLine + SNIPPET_CONTEXT);
  const shown: string[] = [];
  for (let line = from; line <= to; line += 1) shown.push(numberedLine(line, cutLongLine(lines[line - 1] ?? '', maxLineLength).text));
  const limits = { maxLines: SNIPPET_MAX_LINES, maxBytes: Number.MAX_SAFE_INTEGER, maxLineLength: Number.MAX_SAFE_INTEGER };
  return truncateOutput(shown.join('\n'), limits).text;
}

/** Why nothing matched, with the nearest thing the model can act on. */
function notFoundMessage(path: string, text: string, needle: string): string {
  const base = `old_string was not found in ${path}.`;
  const looseLines = whitespaceInsensitiveMatches(text, needle);
  if (looseLines.length > 0) {
    return (
      `${base} Ignoring whitespace it matches at line ${listLines(looseLines)}: the indentation, tabs versus spaces or line breaks differ. ` +
      'Copy the text exactly as read shows it (without the line-number prefix).'
    );
  }
  const needleLines = needle.split('\n').filter((line) => line.trim() !== '');
  if (needleLines.length > 0 && needleLines.every((line) => /^\s*\d+\t/.test(line))) {
    return `${base} It seems to include the line numbers read shows ("    12<tab>"); leave those out and give only the file's text.`;
  }
  const firstLine = needleLines[0]?.trim();
  if (firstLine) {
    const hits = occurrences(text, firstLine).slice(0, MAX_LISTED_LINES);
    if (hits.length > 0) {
      return `${base} Its first line occurs at line ${listLines(lineNumbersAt(text, hits))}, but what follows differs; read those lines again and copy them exactly.`;
    }
  }
  return `${base} Read the file again to see its current content, then copy the text to replace exactly.`;
}

/** Lines where `needle` occurs when all whitespace is ignored on both sides. */
function whitespaceInsensitiveMatches(text: string, needle: string): number[] {
  const compactNeedle = needle.replace(/\s+/g, '');
  if (compactNeedle === '') return [];
  const kept: string[] = [];
  const origins: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (/\s/.test(char)) continue;
    kept.push(char);
    origins.push(index);
  }
  const compactText = kept.join('');
  const starts = occurrences(compactText, compactNeedle)
    .slice(0, MAX_LISTED_LINES)
    .map((index) => origins[index]!);
  return lineNumbersAt(text, starts);
}
