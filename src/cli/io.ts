// What a CLI command may touch: passed in, so commands run in-process in tests.
import type { Readable, Writable } from 'node:stream';

export interface CliIO {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
  env: NodeJS.ProcessEnv;
  /** The process's own directory: only CLI arguments naming files resolve against it. */
  cwd: string;
  /** Fires when the process is asked to stop (SIGINT, SIGTERM). */
  signal?: AbortSignal;
}

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function writeLine(stream: Writable, line = ''): void {
  stream.write(`${line}\n`);
}
