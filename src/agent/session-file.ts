// The session file: the event stream, one JSON line per event, appended as it happens with one
// write each and flushed to disk every turn, so a process killed at any moment leaves a file
// whose every complete line is valid JSON.
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync, existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import type { LeashEvent } from './events.js';

export class SessionFileWriter {
  private fd: number | null;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'a', 0o600);
  }

  /** Appends one event as a single write of one line. */
  append(line: string): void {
    if (this.fd === null) throw new Error(`session file ${this.path} is closed`);
    writeSync(this.fd, `${line}\n`);
  }

  /** Forces what was written to disk (once a turn). */
  flush(): void {
    if (this.fd !== null) fsyncSync(this.fd);
  }

  close(): void {
    if (this.fd === null) return;
    this.flush();
    closeSync(this.fd);
    this.fd = null;
  }
}

export class SessionFileError extends Error {
  override name = 'SessionFileError';
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

/** `SESSION` as given to `--resume`: a path to a session file, or a session id under `sessionDir`. */
export function sessionPath(session: string, sessionDir: string, cwd: string): string {
  if (session.endsWith('.jsonl') || session.includes('/')) return isAbsolute(session) ? session : join(cwd, session);
  return join(sessionDir, `${session}.jsonl`);
}

/**
 * Reads a session file. A final line cut short by a kill is dropped; any other line that is
 * not a JSON object is an error naming the file and line.
 */
export function readSessionFile(path: string): LeashEvent[] {
  if (!existsSync(path)) throw new SessionFileError(`no session file at ${path}`, path, null);
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  const events: LeashEvent[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const last = index === lines.length - 1;
    try {
      const value = JSON.parse(line) as unknown;
      if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
        throw new SyntaxError('not an event object');
      }
      events.push(value as LeashEvent);
    } catch (error) {
      if (last && !complete) return;
      throw new SessionFileError(`${path}:${index + 1}: not a session event (${(error as Error).message})`, path, index + 1);
    }
  });
  return events;
}
