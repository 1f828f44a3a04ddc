/**
 * Errors in the files the budget layer reads from people: chain files and queue files. Like a
 * policy error, each names `file:line:col`, says what was expected and what was found, and
 * carries a machine-readable `code`; the CLI prints the message as one line and exits 2.
 */

export type BudgetFileErrorCode =
  /** The file cannot be read (missing, unreadable). */
  | 'unreadable'
  /** Bytes that are not UTF-8. */
  | 'not-utf8'
  /** YAML or JSON that does not parse. */
  | 'syntax'
  /** A mapping with the same key twice. */
  | 'duplicate-key'
  /** A key, type or value the schema does not accept. */
  | 'schema'
  /** Two tasks with the same id. */
  | 'duplicate-id'
  /** A `needs` entry naming a task that is not in the chain. */
  | 'unknown-need'
  /** Tasks that need each other in a circle. */
  | 'needs-cycle'
  /** A `prompt_file` that cannot be read. */
  | 'prompt-file'
  /** A per-task cap no budget of the file could ever cover, or a task without a cap. */
  | 'budget'
  /** A task's policy that tries to allow something (a narrowing may only deny). */
  | 'narrowing';

export interface FileLocation {
  file: string;
  line: number;
  col: number;
}

export class BudgetFileError extends Error {
  readonly code: BudgetFileErrorCode;
  readonly location: FileLocation;

  constructor(code: BudgetFileErrorCode, location: FileLocation, detail: string) {
    super(`${location.file}:${location.line}:${location.col}: ${detail}`);
    this.name = 'BudgetFileError';
    this.code = code;
    this.location = location;
  }
}
