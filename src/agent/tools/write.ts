// The write tool's executor: the whole content of a file, written atomically.
import { stat } from 'node:fs/promises';
import { DanglingSymlinkError, writeFileAtomically } from './atomic-write.js';
import { requireAbsolutePath } from './paths.js';
import { fileSystemFailure, toolFailure, type ToolFailure } from './result.js';
import { formatCount, plural, splitLines } from './truncate.js';

export interface WriteFileOptions {
  /** Absolute path (the one the policy allowed). */
  path: string;
  content: string;
}

export interface WriteFileSuccess {
  ok: true;
  text: string;
  path: string;
  /** The file did not exist before. */
  created: boolean;
  bytes: number;
  lines: number;
  /** Size of the replaced file; null when created. */
  previousBytes: number | null;
}

export type WriteFileResult = WriteFileSuccess | ToolFailure;

export async function writeFileTool(options: WriteFileOptions): Promise<WriteFileResult> {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  if (typeof options.content !== 'string') return toolFailure('invalid_argument', 'content must be a string: the whole new content of the file.');
  const path = options.path;

  const existing = await stat(path).catch(() => null);
  if (existing?.isDirectory()) {
    return toolFailure('is_directory', `${path} is a directory; give the path of a file inside it (e.g. ${path.replace(/\/+$/, '')}/name.ext).`);
  }
  if (existing && !existing.isFile()) return toolFailure('not_a_file', `${path} is not a regular file (a device, socket or pipe); it cannot be written.`);

  let outcome;
  try {
    outcome = await writeFileAtomically(path, options.content);
  } catch (error) {
    if (error instanceof DanglingSymlinkError) return toolFailure('not_found', `Cannot write ${path}: ${error.message}.`);
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      return toolFailure('not_a_directory', `Cannot write ${path}: a part of its directory path is a file, not a directory.`);
    }
    return fileSystemFailure(error, path, 'write');
  }

  const bytes = Buffer.byteLength(options.content);
  const lines = splitLines(options.content).lines.length;
  const size = `${plural(bytes, 'byte')}, ${plural(lines, 'line')}`;
  const text = outcome.created ? `Created ${path} (${size}).` : `Replaced ${path}: now ${size} (was ${formatCount(outcome.previousBytes ?? 0)} bytes).`;
  return { ok: true, text, path, created: outcome.created, bytes, lines, previousBytes: outcome.previousBytes };
}
