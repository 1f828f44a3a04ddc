// The shape every file tool returns: text the model reads, plus metadata for the loop,
// the transcript and the report. Ordinary failures are results, never exceptions, so the
// model can read what went wrong and try something else.

/** Why a tool call failed; stable, for the loop and the tests to tell failures apart. */
export type ToolErrorCode =
  | 'invalid_argument'
  | 'not_found'
  | 'is_directory'
  | 'not_a_directory'
  | 'not_a_file'
  | 'binary_file'
  | 'too_large'
  | 'offset_out_of_range'
  | 'permission_denied'
  | 'no_match'
  | 'ambiguous_match'
  | 'no_change'
  | 'invalid_pattern'
  | 'aborted'
  | 'io_error';

export interface ToolFailure {
  ok: false;
  code: ToolErrorCode;
  /** What the model reads: what was expected, what was found, what to do instead. */
  text: string;
}

export function toolFailure(code: ToolErrorCode, text: string): ToolFailure {
  return { ok: false, code, text };
}

/** A file-system error as a result the model can act on, naming the path it concerns. */
export function fileSystemFailure(error: unknown, path: string, action: string): ToolFailure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return toolFailure('not_found', `Cannot ${action} ${path}: no such file or directory.`);
    case 'EISDIR':
      return toolFailure('is_directory', `Cannot ${action} ${path}: it is a directory.`);
    case 'ENOTDIR':
      return toolFailure('not_a_directory', `Cannot ${action} ${path}: a part of the path is a file, not a directory.`);
    case 'EACCES':
    case 'EPERM':
      return toolFailure('permission_denied', `Cannot ${action} ${path}: the file system denied access (${code}).`);
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return toolFailure('io_error', `Cannot ${action} ${path}: ${message}`);
    }
  }
}
