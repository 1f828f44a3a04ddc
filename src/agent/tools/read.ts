// The read tool's executor: a range of a text file as numbered lines, streamed so that a
// range of a huge file is read without loading the file, with a note that says exactly
// where to continue.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { classifyFile } from './file-kind.js';
import { resolveToolLimits, type ToolLimits } from './limits.js';
import { numberedLine } from './line-numbers.js';
import { requireAbsolutePath } from './paths.js';
import { fileSystemFailure, toolFailure, type ToolFailure } from './result.js';
import { cutLongLine, formatCount, formatSize, plural } from './truncate.js';

export interface ReadFileOptions {
  /** Absolute path (the one the policy allowed). */
  path: string;
  /** First line to show, 1-based; 0 is taken as 1. */
  offset?: number;
  /** Lines to show; defaults to the read tool's `maxLines`. */
  limit?: number;
  limits?: Partial<ToolLimits>;
}

export interface ReadFileSuccess {
  ok: true;
  text: string;
  path: string;
  sizeBytes: number;
  /** First and last line shown (both 0 for an empty file). */
  startLine: number;
  endLine: number;
  /** Lines in the file; null when the file is over `maxFileBytes` and was not read to its end. */
  totalLines: number | null;
  /** Lines after `endLine`; null when not counted (see `totalLines`). */
  remainingLines: number | null;
  /** Lines shown shortened by `maxLineLength`. */
  cutLines: number;
  /** Showing stopped before `limit` lines because the output reached `maxBytes`. */
  byteLimitReached: boolean;
}

export type ReadFileResult = ReadFileSuccess | ToolFailure;

interface LineScan {
  shown: string[];
  cutLines: number;
  /** Lines counted (all of them, unless the scan stopped early). */
  linesSeen: number;
  reachedEnd: boolean;
  byteLimitReached: boolean;
}

export async function readFileTool(options: ReadFileOptions): Promise<ReadFileResult> {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  const limits = resolveToolLimits('read', options.limits);
  const path = options.path;

  const offsetGiven = options.offset !== undefined && options.offset !== null;
  const limitGiven = options.limit !== undefined && options.limit !== null;
  if (offsetGiven && (!Number.isSafeInteger(options.offset) || options.offset! < 0)) {
    return toolFailure('invalid_argument', `offset must be a line number (1 is the first line); got ${String(options.offset)}.`);
  }
  if (limitGiven && (!Number.isSafeInteger(options.limit) || options.limit! < 1)) {
    return toolFailure('invalid_argument', `limit must be a positive number of lines; got ${String(options.limit)}.`);
  }
  const startLine = Math.max(1, options.offset ?? 1);
  const limit = options.limit ?? limits.maxLines;

  let info;
  try {
    info = await stat(path);
  } catch (error) {
    return fileSystemFailure(error, path, 'read');
  }
  if (info.isDirectory()) {
    return toolFailure('is_directory', `${path} is a directory, not a file. List its files with glob (pattern "*" or "**/*", path "${path}").`);
  }
  if (!info.isFile()) return toolFailure('not_a_file', `${path} is not a regular file (a device, socket or pipe); it cannot be read as text.`);

  const large = info.size > limits.maxFileBytes;
  if (large && !offsetGiven && !limitGiven) {
    return toolFailure(
      'too_large',
      `${path} is ${formatSize(info.size)} (${formatCount(info.size)} bytes), over the ${formatSize(limits.maxFileBytes)} limit for reading a whole file. ` +
        `Read a range with offset and limit (e.g. offset=1, limit=${limits.maxLines}), or grep for what you need.`,
    );
  }

  try {
    const kind = await classifyFile(path);
    if (kind.binary) {
      return toolFailure('binary_file', `${path} is a binary file (${kind.type}, ${formatCount(info.size)} bytes); it cannot be shown as text.`);
    }
  } catch (error) {
    return fileSystemFailure(error, path, 'read');
  }

  let scan: LineScan;
  try {
    scan = await scanLines(path, startLine, limit, limits, !large);
  } catch (error) {
    return fileSystemFailure(error, path, 'read');
  }

  const totalLines = scan.reachedEnd ? scan.linesSeen : null;
  if (info.size === 0 || totalLines === 0) {
    return success(path, info.size, `(${path} is empty)`, 0, 0, 0, 0, scan);
  }
  if (scan.shown.length === 0 && !scan.byteLimitReached) {
    const length = totalLines === null ? `fewer than ${formatCount(startLine)} lines` : plural(totalLines, 'line');
    return toolFailure('offset_out_of_range', `offset ${formatCount(startLine)} is past the end of ${path}, which has ${length}.`);
  }

  const endLine = startLine + scan.shown.length - 1;
  const remainingLines = totalLines === null ? null : totalLines - endLine;
  const lines = [...scan.shown];
  const next = `read with offset=${endLine + 1}`;
  if (scan.byteLimitReached) {
    const more = remainingLines === null ? 'lines after it were not read' : plural(remainingLines, 'more line');
    lines.push(`… output limit of ${formatSize(limits.maxBytes)} reached; ${more}; ${next}`);
  } else if (remainingLines === null) {
    lines.push(`… the file is ${formatSize(info.size)}, too large to count its lines; lines after ${formatCount(endLine)} were not read; ${next}`);
  } else if (remainingLines > 0) {
    lines.push(`… ${plural(remainingLines, 'more line')}; ${next}`);
  }
  return success(path, info.size, lines.join('\n'), startLine, endLine, totalLines, remainingLines, scan);
}

function success(
  path: string,
  sizeBytes: number,
  text: string,
  startLine: number,
  endLine: number,
  totalLines: number | null,
  remainingLines: number | null,
  scan: LineScan,
): ReadFileSuccess {
  return { ok: true, text, path, sizeBytes, startLine, endLine, totalLines, remainingLines, cutLines: scan.cutLines, byteLimitReached: scan.byteLimitReached };
}

/** UTF-16 code units the UTF-8 bytes decode to (4-byte sequences become surrogate pairs). */
function utf16Units(bytes: Uint8Array, from: number, to: number): number {
  let units = 0;
  for (let index = from; index < to; index += 1) {
    const byte = bytes[index]!;
    if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
  }
  return units;
}

/**
 * Streams `path`, numbering lines from 1: lines before `startLine` are only counted, up to
 * `limit` lines from there are kept (each stored only up to what `maxLineLength` can show,
 * so a gigantic line costs no memory), and the rest is counted to the end when `countToEnd`.
 */
async function scanLines(path: string, startLine: number, limit: number, limits: ToolLimits, countToEnd: boolean): Promise<LineScan> {
  // Enough bytes for maxLineLength UTF-16 units in any script (at most 3 bytes per unit).
  const storeCap = limits.maxLineLength * 3 + 4;
  const scan: LineScan = { shown: [], cutLines: 0, linesSeen: 0, reachedEnd: false, byteLimitReached: false };
  let lineNumber = 1;
  let collecting = startLine === 1;
  let done = false;
  let parts: Buffer[] = [];
  let storedBytes = 0;
  let lineUnits = 0;
  let overflowed = false;
  let lineHasBytes = false;
  let shownBytes = 0;

  const finishLine = (): void => {
    if (collecting) {
      const stored = Buffer.concat(parts, storedBytes);
      let text = stored.toString('utf8');
      if (!overflowed && text.endsWith('\r')) text = text.slice(0, -1);
      const fullLength = overflowed ? lineUnits : text.length;
      const { text: display, cut } = cutLongLine(text, limits.maxLineLength, fullLength);
      const rendered = numberedLine(lineNumber, display);
      const size = Buffer.byteLength(rendered) + 1;
      if (shownBytes + size > limits.maxBytes && scan.shown.length > 0) {
        scan.byteLimitReached = true;
        collecting = false;
        if (!countToEnd) done = true;
      } else {
        scan.shown.push(rendered);
        shownBytes += size;
        if (cut) scan.cutLines += 1;
        if (scan.shown.length >= limit) {
          collecting = false;
          if (!countToEnd) done = true;
        }
      }
    }
    parts = [];
    storedBytes = 0;
    lineUnits = 0;
    overflowed = false;
    lineHasBytes = false;
    scan.linesSeen = lineNumber;
    lineNumber += 1;
    if (!done && lineNumber === startLine && scan.shown.length === 0 && !scan.byteLimitReached) collecting = true;
  };

  const addSegment = (chunk: Buffer, from: number, to: number): void => {
    if (to > from) lineHasBytes = true;
    if (!collecting || to <= from) return;
    if (storedBytes < storeCap) {
      const take = Math.min(to - from, storeCap - storedBytes);
      parts.push(chunk.subarray(from, from + take));
      storedBytes += take;
      if (take < to - from) overflowed = true;
    } else {
      overflowed = true;
    }
    lineUnits += utf16Units(chunk, from, to);
  };

  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let position = 0;
      while (position < chunk.length) {
        const newline = chunk.indexOf(10, position);
        if (newline === -1) {
          addSegment(chunk, position, chunk.length);
          break;
        }
        addSegment(chunk, position, newline);
        finishLine();
        if (done) break;
        position = newline + 1;
      }
      if (done) break;
    }
  } finally {
    stream.destroy();
  }
  if (!done) {
    if (lineHasBytes) finishLine();
    scan.reachedEnd = true;
  }
  return scan;
}
