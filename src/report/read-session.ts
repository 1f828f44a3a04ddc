import { asObject, asString, type JsonObject } from './json-access.js';

/** One parsed line of a session file (see docs/events.md); fields are checked where used. */
export type SessionEvent = JsonObject & { type: string };

export type SessionFileErrorCode = 'SESSION_LINE_INVALID_JSON' | 'SESSION_LINE_NOT_AN_EVENT';

export class SessionFileError extends Error {
  readonly code: SessionFileErrorCode;
  readonly line: number;

  constructor(code: SessionFileErrorCode, line: number, message: string) {
    super(message);
    this.name = 'SessionFileError';
    this.code = code;
    this.line = line;
  }
}

/**
 * Parse the text of a session file (JSON Lines) into events.
 *
 * A run killed mid-write leaves its last line cut short; that line is dropped, as
 * `--resume` drops it. Any other line that is not a JSON object with a string `type`
 * means the file is not a session file, and that is an error naming the line.
 */
export function readSessionEvents(text: string): SessionEvent[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let lastContentLine = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if ((lines[i] ?? '').trim() !== '') {
      lastContentLine = i;
      break;
    }
  }

  const events: SessionEvent[] = [];
  for (let i = 0; i <= lastContentLine; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      if (i === lastContentLine) break;
      const detail = error instanceof Error ? error.message : String(error);
      throw new SessionFileError(
        'SESSION_LINE_INVALID_JSON',
        i + 1,
        `session file line ${i + 1}: expected one JSON object per line, found invalid JSON (${detail})`,
      );
    }
    const event = asObject(parsed);
    if (event === undefined || asString(event['type']) === undefined) {
      throw new SessionFileError(
        'SESSION_LINE_NOT_AN_EVENT',
        i + 1,
        `session file line ${i + 1}: expected an event object with a string "type", found ${describeJson(parsed)}`,
      );
    }
    events.push(event as SessionEvent);
  }
  return events;
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object without a string "type"';
  return `a ${typeof value}`;
}
