import { describe, expect, it } from 'vitest';

import { readSessionEvents, SessionFileError } from '../../src/report/index.js';
import { fixtureText } from './helpers.js';

const init = '{"type":"system","subtype":"init","session_id":"s"}';
const prompt = '{"type":"user","message":{"role":"user","content":[{"type":"text","text":"hi"}]}}';

describe('readSessionEvents', () => {
  it('reads every line of a complete session file, in order', () => {
    const text = fixtureText('full');
    const events = readSessionEvents(text);
    expect(events).toHaveLength(text.trim().split('\n').length);
    expect(events[0]).toMatchObject({ type: 'system', subtype: 'init' });
    expect(events.at(-1)).toMatchObject({ type: 'result', subtype: 'success' });
  });

  it('drops the last line of a killed run when it was cut short', () => {
    const text = fixtureText('truncated');
    const lines = text.split('\n');
    expect(() => JSON.parse(lines.at(-1) ?? '')).toThrow();
    const events = readSessionEvents(text);
    expect(events).toHaveLength(lines.length - 1);
    expect(events.at(-1)).toMatchObject({ type: 'assistant' });
  });

  it('keeps a complete last line that has no newline after it', () => {
    expect(readSessionEvents(`${init}\n${prompt}`)).toHaveLength(2);
  });

  it('drops a cut-short last line even when blank lines follow it', () => {
    expect(readSessionEvents(`${init}\n{"type":"us\n\n`)).toEqual([{ type: 'system', subtype: 'init', session_id: 's' }]);
  });

  it('accepts CRLF line ends, blank lines and a byte-order mark', () => {
    const events = readSessionEvents(`\uFEFF${init}\r\n\r\n${prompt}\r\n`);
    expect(events.map((event) => event.type)).toEqual(['system', 'user']);
  });

  it('reads an empty file as no events', () => {
    expect(readSessionEvents('')).toEqual([]);
    expect(readSessionEvents('\n\n')).toEqual([]);
  });

  it('refuses a broken line in the middle of the file, naming the line', () => {
    let caught: unknown;
    try {
      readSessionEvents(`${init}\n{"type": nope}\n${prompt}\n`);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SessionFileError);
    expect(caught).toMatchObject({ code: 'SESSION_LINE_INVALID_JSON', line: 2 });
    expect(String((caught as Error).message)).toMatch(/^session file line 2: expected one JSON object per line/);
  });

  it('refuses a line that is JSON but not an event', () => {
    expect(() => readSessionEvents(`${init}\n[1,2]\n${prompt}\n`)).toThrow(expect.objectContaining({ code: 'SESSION_LINE_NOT_AN_EVENT', line: 2 }));
    expect(() => readSessionEvents(`{"type":7}\n${prompt}\n`)).toThrow(/line 1: expected an event object with a string "type"/);
  });
});
