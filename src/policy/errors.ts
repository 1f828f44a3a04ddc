// Errors that help: what was expected, what was found, and where (`file:line:col`), with a
// machine-readable code. The CLI prints `message` as one line and exits 2.

export type PolicyErrorCode =
  | 'yaml-syntax'
  | 'duplicate-key'
  | 'schema'
  | 'extends-missing'
  | 'extends-cycle'
  | 'self-test-failed'
  | 'unreadable'
  | 'not-utf8'
  | 'unknown-floor'
  | 'stopped';

export interface SourceLocation {
  file: string;
  line: number;
  col: number;
}

export class PolicyError extends Error {
  readonly code: PolicyErrorCode;
  readonly location: SourceLocation;

  constructor(code: PolicyErrorCode, location: SourceLocation, detail: string) {
    super(`${location.file}:${location.line}:${location.col}: ${detail}`);
    this.name = 'PolicyError';
    this.code = code;
    this.location = location;
  }
}
