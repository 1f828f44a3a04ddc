// Reading a file a person gave Leash (policy, `extends`, MCP configuration, chain, queue, prompt
// file): every loader goes through this one function, so each gets the same limits. A FIFO or a
// device would block a read forever (and a blocked read keeps SIGTERM from being handled), a
// directory is a mistake, and a huge file would hold the parser for minutes: each is refused at
// once with a sentence that says why. Bytes that are not UTF-8 are an error at their
// `file:line:col` rather than silently becoming U+FFFD.
import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/**
 * The largest input file Leash reads: far above any real policy, chain or prompt, and small
 * enough that parsing it stays within a few seconds.
 */
export const MAX_INPUT_FILE_BYTES = 2 * 1024 * 1024;

export type InputFileErrorCode = 'not-found' | 'not-a-file' | 'too-large' | 'not-utf8' | 'unreadable' | 'stopped';

export interface InputFilePosition {
  file: string;
  line: number;
  col: number;
}

/** A file that cannot be taken in; `detail` is a sentence without the position, `at` says where. */
export class InputFileError extends Error {
  readonly code: InputFileErrorCode;
  readonly at: InputFilePosition;
  readonly detail: string;

  constructor(code: InputFileErrorCode, at: InputFilePosition, detail: string) {
    super(`${at.file}:${at.line}:${at.col}: ${detail}`);
    this.name = 'InputFileError';
    this.code = code;
    this.at = at;
    this.detail = detail;
  }
}

export interface ReadInputFileOptions {
  /** The file as messages name it (default: the path). */
  display?: string;
  maxBytes?: number;
  /** A stop request (SIGTERM) ends the read with code `stopped`. */
  signal?: AbortSignal;
}

const CHUNK_BYTES = 64 * 1024;

/** Reads a regular file of at most `maxBytes` as UTF-8 text. Throws `InputFileError`. */
export async function readInputFile(path: string, options: ReadInputFileOptions = {}): Promise<string> {
  const display = options.display ?? path;
  const maxBytes = options.maxBytes ?? MAX_INPUT_FILE_BYTES;
  const start = { file: display, line: 1, col: 1 };
  const stopped = () => {
    if (options.signal?.aborted) throw new InputFileError('stopped', start, 'stopped while reading (a stop signal arrived)');
  };
  stopped();
  // Checked before opening: opening a FIFO for reading blocks until a writer comes.
  refuseNonRegular(await statOf(path, start), start);
  let handle;
  try {
    // O_NONBLOCK: should a FIFO be swapped in after the check, opening it still returns at once.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw systemError(error, start);
  }
  try {
    const info = await handle.stat();
    refuseNonRegular(info, start);
    if (info.size > maxBytes) throw tooLarge(start, info.size, maxBytes);
    // Read to the end rather than trusting the size: /proc files say 0, a growing file says less.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      stopped();
      const chunk = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(start, null, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return decodeUtf8(Buffer.concat(chunks, total), display);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw systemError(error, start);
  } finally {
    await handle.close();
  }
}

/** The same size limit for text that came another way (a file read from the base branch). */
export function checkInputTextSize(text: string, display: string, maxBytes = MAX_INPUT_FILE_BYTES): void {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) throw tooLarge({ file: display, line: 1, col: 1 }, bytes, maxBytes);
}

/**
 * UTF-8 text, or an error at the first byte that is not UTF-8. Node's decoder replaces each bad
 * sequence with U+FFFD; one that the file did not spell as the three bytes EF BF BD is the place.
 */
export function decodeUtf8(bytes: Buffer, display: string): string {
  const text = bytes.toString('utf8');
  let searchFrom = 0;
  let byteOffset = 0;
  let charOffset = 0;
  for (;;) {
    const index = text.indexOf('\uFFFD', searchFrom);
    if (index < 0) return text;
    byteOffset += Buffer.byteLength(text.slice(charOffset, index), 'utf8');
    charOffset = index;
    const spelled = bytes[byteOffset] === 0xef && bytes[byteOffset + 1] === 0xbf && bytes[byteOffset + 2] === 0xbd;
    if (!spelled) {
      const before = text.slice(0, index);
      const lineStart = before.lastIndexOf('\n') + 1;
      const line = before.length - before.replaceAll('\n', '').length + 1;
      const byte = bytes[byteOffset]!.toString(16).toUpperCase().padStart(2, '0');
      throw new InputFileError(
        'not-utf8',
        { file: display, line, col: index - lineStart + 1 },
        `byte 0x${byte} is not UTF-8; save the file as UTF-8 (Leash does not guess other encodings)`,
      );
    }
    byteOffset += 3;
    charOffset = index + 1;
    searchFrom = index + 1;
  }
}

async function statOf(path: string, at: InputFilePosition): Promise<Stats> {
  try {
    return await stat(path);
  } catch (error) {
    throw systemError(error, at);
  }
}

function refuseNonRegular(info: Stats, at: InputFilePosition): void {
  if (info.isFile()) return;
  const kind = info.isDirectory()
    ? 'a directory'
    : info.isFIFO()
      ? 'a FIFO (named pipe)'
      : info.isCharacterDevice() || info.isBlockDevice()
        ? 'a device'
        : info.isSocket()
          ? 'a socket'
          : 'not a regular file';
  throw new InputFileError('not-a-file', at, `is ${kind}; expected a regular file`);
}

/** `size` is null when the file grew past the limit while being read. */
function tooLarge(at: InputFilePosition, size: number | null, maxBytes: number): InputFileError {
  const found = size === null ? `more than ${formatBytes(maxBytes)}` : formatBytes(size);
  return new InputFileError('too-large', at, `is ${found}; files Leash reads are at most ${formatBytes(maxBytes)}`);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KiB`;
  return `${bytes} bytes`;
}

function systemError(error: unknown, at: InputFilePosition): InputFileError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new InputFileError('not-found', at, 'file not found');
  if (code === 'EISDIR') return new InputFileError('not-a-file', at, 'is a directory; expected a regular file');
  return new InputFileError('unreadable', at, (error as Error).message);
}
