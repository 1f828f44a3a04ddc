// One way to shorten output for the model, so every tool's markers look the same: a long
// line is cut and says how much it lost; long output keeps its head and its tail and says
// exactly how many lines and bytes were left out between them.
import type { ToolLimits } from './limits.js';

export type OutputLimits = Pick<ToolLimits, 'maxLines' | 'maxBytes' | 'maxLineLength'>;

/** What the middle cut of `truncateOutput` left out, counted on the original text. */
export interface Truncation {
  omittedLines: number;
  omittedBytes: number;
}

export interface TruncatedOutput {
  text: string;
  /** Null when every line is there (long lines may still have been cut: see `cutLines`). */
  truncated: Truncation | null;
  /** Lines shortened by the line-length limit, among the lines that were kept. */
  cutLines: number;
}

/** `1234567` → `1,234,567`, independent of the locale the process runs in. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `51200` → `50 KiB`; exact byte counts go in markers, this is for limits in prose. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${formatCount(bytes)} bytes`;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The marker appended to a line cut by the line-length limit. */
export function lineCutMarker(omittedChars: number): string {
  return ` … [line cut: ${plural(omittedChars, 'more character')}]`;
}

/** Never leave half of a surrogate pair at the end of a cut. */
function safeCutIndex(text: string, index: number): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff ? index - 1 : index;
}

/**
 * `line` cut to `maxLength` characters with a marker saying how many were dropped.
 * `fullLength` is the length of the whole line when `line` is only its start (a reader
 * that did not keep a huge line in memory). `maxBytes`, when given, also bounds the UTF-8
 * size of what is kept, so one line can never blow a byte budget on its own.
 */
export function cutLongLine(line: string, maxLength: number, fullLength = line.length, maxBytes?: number): { text: string; cut: boolean } {
  let keep = fullLength > maxLength ? safeCutIndex(line, Math.min(maxLength, line.length)) : line.length;
  if (maxBytes !== undefined && Buffer.byteLength(line.slice(0, keep)) > maxBytes) {
    let low = 0;
    let high = keep;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (Buffer.byteLength(line.slice(0, middle)) <= maxBytes) low = middle;
      else high = middle - 1;
    }
    keep = safeCutIndex(line, low);
  }
  if (keep >= fullLength) return { text: line, cut: false };
  return { text: line.slice(0, keep) + lineCutMarker(fullLength - keep), cut: true };
}

/** The marker standing where `truncateOutput` removed the middle of the output. */
export function middleCutMarker(omitted: Truncation, headLines: number, tailLines: number, totalLines: number): string {
  return (
    `[… ${plural(omitted.omittedLines, 'line')} (${plural(omitted.omittedBytes, 'byte')}) omitted: ` +
    `showing the first ${formatCount(headLines)} and the last ${formatCount(tailLines)} of ${plural(totalLines, 'line')} …]`
  );
}

/** Lines of `text`; a final newline ends the last line rather than starting an empty one. */
export function splitLines(text: string): { lines: string[]; finalNewline: boolean } {
  if (text === '') return { lines: [], finalNewline: false };
  const finalNewline = text.endsWith('\n');
  const lines = (finalNewline ? text.slice(0, -1) : text).split('\n');
  return { lines, finalNewline };
}

/**
 * Shortens `text` to `limits`: each line to `maxLineLength` characters, then, when more
 * than `maxLines` lines or `maxBytes` bytes remain, keeps the first and the last lines
 * (half of each budget for each end) and puts one marker line between them with the exact
 * number of lines and bytes left out. Omitted bytes count the original lines with their
 * newlines, so the numbers add up to the input's size.
 */
export function truncateOutput(text: string, limits: OutputLimits): TruncatedOutput {
  const { lines, finalNewline } = splitLines(text);
  const halfBytes = Math.max(1, Math.floor(limits.maxBytes / 2));
  const shown: string[] = [];
  const shownBytes: number[] = [];
  let cutCount = 0;
  const cutFlags: boolean[] = [];
  let totalShownBytes = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const { text: display, cut } = cutLongLine(lines[index]!, limits.maxLineLength, undefined, halfBytes);
    shown.push(display);
    cutFlags.push(cut);
    const size = Buffer.byteLength(display) + (index < lines.length - 1 || finalNewline ? 1 : 0);
    shownBytes.push(size);
    totalShownBytes += size;
  }

  if (lines.length <= limits.maxLines && totalShownBytes <= limits.maxBytes) {
    for (const cut of cutFlags) if (cut) cutCount += 1;
    const joined = shown.join('\n') + (finalNewline ? '\n' : '');
    return { text: joined, truncated: null, cutLines: cutCount };
  }

  const headLineBudget = Math.ceil(limits.maxLines / 2);
  const tailLineBudget = limits.maxLines - headLineBudget;
  const tailByteBudget = limits.maxBytes - halfBytes;

  let headEnd = 0;
  let headBytes = 0;
  while (headEnd < lines.length && headEnd < headLineBudget && headBytes + shownBytes[headEnd]! <= halfBytes) {
    headBytes += shownBytes[headEnd]!;
    headEnd += 1;
  }
  let tailStart = lines.length;
  let tailBytes = 0;
  while (tailStart > headEnd && lines.length - tailStart < tailLineBudget && tailBytes + shownBytes[tailStart - 1]! <= tailByteBudget) {
    tailBytes += shownBytes[tailStart - 1]!;
    tailStart -= 1;
  }

  let omittedBytes = 0;
  for (let index = headEnd; index < tailStart; index += 1) {
    omittedBytes += Buffer.byteLength(lines[index]!) + (index < lines.length - 1 || finalNewline ? 1 : 0);
  }
  const truncated: Truncation = { omittedLines: tailStart - headEnd, omittedBytes };
  for (let index = 0; index < lines.length; index += 1) {
    if ((index < headEnd || index >= tailStart) && cutFlags[index]) cutCount += 1;
  }
  const marker = middleCutMarker(truncated, headEnd, lines.length - tailStart, lines.length);
  const parts = [...shown.slice(0, headEnd), marker, ...shown.slice(tailStart)];
  const keepsFinalNewline = finalNewline || tailStart === lines.length;
  return { text: parts.join('\n') + (keepsFinalNewline ? '\n' : ''), truncated, cutLines: cutCount };
}
