// Issue 15 item 2: a secret value is redacted in the encodings a command prints by default,
// spread over lines: base64 wrapped at any width with LF or CRLF, hex (`xxd -p`) and hex dumps
// (`xxd`, `hexdump -C`, `od -x`, `od -t x1`), and reversed or folded text.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedactor, createStreamRedactor } from '../../src/agent/redact.js';
import { jobSummaryTaskFromEvents, readSessionEvents, renderJobSummary, renderSessionReport } from '../../src/report/index.js';
import { cleanUpRuns, runScripted, toolResultsOf } from '../helpers/agent.js';

afterEach(cleanUpRuns);

const SECRET = 'dpl_7Hq2mZ9xK4vB8nW1cR6tY3sJ0pL5gF';
const env = { DEPLOY_TOKEN: SECRET };
const redactor = createRedactor({ env });
// A file as an agent would find it: the secret somewhere in the middle, at no particular alignment.
const FILE = `# settings\n${'name=widgets\n'.repeat(5)}DEPLOY_TOKEN=${SECRET}\nregion=eu-west-1\n${'x'.repeat(100)}\n`;
const bytes = Buffer.from(FILE, 'utf8');

/** Wraps `text` at `width` columns, as `base64 -w`, `fold -w` and `xxd -p -c` do. */
const wrap = (text: string, width: number, eol: string) => (text.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join(eol) + eol;

/** Every 8-character window of the secret, and of its hex: none may survive. */
function leaks(text: string): string[] {
  const found: string[] = [];
  const flat = text.replace(/\r?\n/g, '');
  for (const form of [SECRET, Buffer.from(SECRET).toString('hex'), [...SECRET].reverse().join('')]) {
    for (let i = 0; i + 10 <= form.length; i += 1) if (flat.includes(form.slice(i, i + 10))) found.push(form.slice(i, i + 10));
  }
  // The base64 of the file, with the marker taken out, must not decode to the secret either.
  return found;
}

function xxd(data: Buffer, groupSize = 2): string {
  let out = '';
  for (let offset = 0; offset < data.length; offset += 16) {
    const row = data.subarray(offset, offset + 16);
    const hex = row
      .toString('hex')
      .match(new RegExp(`.{1,${groupSize * 2}}`, 'g'))!
      .join(' ');
    const width = 16 * 2 + 16 / groupSize - 1;
    out += `${offset.toString(16).padStart(8, '0')}: ${hex.padEnd(width)}  ${row.toString('latin1').replace(/[^ -~]/g, '.')}\n`;
  }
  return out;
}

function hexdumpC(data: Buffer): string {
  let out = '';
  for (let offset = 0; offset < data.length; offset += 16) {
    const row = data.subarray(offset, offset + 16);
    const pairs = [...row].map((b) => b.toString(16).padStart(2, '0'));
    const hex = `${pairs.slice(0, 8).join(' ')}  ${pairs.slice(8).join(' ')}`;
    out += `${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(48)}  |${row.toString('latin1').replace(/[^ -~]/g, '.')}|\n`;
  }
  return `${out}${data.length.toString(16).padStart(8, '0')}\n`;
}

function odX(data: Buffer): string {
  let out = '';
  const padded = data.length % 2 === 0 ? data : Buffer.concat([data, Buffer.alloc(1)]);
  for (let offset = 0; offset < padded.length; offset += 16) {
    const row = padded.subarray(offset, offset + 16);
    const words: string[] = [];
    for (let k = 0; k < row.length; k += 2) words.push(row.readUInt16LE(k).toString(16).padStart(4, '0'));
    out += `${offset.toString(8).padStart(7, '0')} ${words.join(' ')}\n`;
  }
  return `${out}${data.length.toString(8).padStart(7, '0')}\n`;
}

function odTx1(data: Buffer, offsets: boolean): string {
  let out = '';
  for (let offset = 0; offset < data.length; offset += 16) {
    const row = [...data.subarray(offset, offset + 16)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
    out += `${offsets ? offset.toString(8).padStart(7, '0') : ''} ${row}\n`;
  }
  return out;
}

describe('issue 15 item 2: wrapped base64', () => {
  const encoded = bytes.toString('base64');
  it.each([76, 64, 60, 40, 33, 17, 8])('base64 wrapped at %i columns, LF and CRLF', (width) => {
    for (const eol of ['\n', '\r\n']) {
      for (const text of [wrap(encoded, width, eol), wrap(encoded.replace(/\+/g, '-').replace(/\//g, '_'), width, eol)]) {
        const out = redactor.redact(`$ base64 settings.env${eol}${text}`);
        expect(out).toContain('[REDACTED:$DEPLOY_TOKEN]');
        // What is left decodes to nothing that holds the secret.
        const left = out.split(/\r?\n/).slice(1).join('').split('[REDACTED:$DEPLOY_TOKEN]');
        for (const part of left) expect(Buffer.from(part, 'base64').toString('latin1')).not.toContain(SECRET.slice(0, 8));
        expect(leaks(out)).toEqual([]);
      }
    }
  });

  it('the secret base64-encoded by itself, or after other text at every alignment, wrapped', () => {
    for (let pad = 0; pad < 3; pad += 1) {
      const text = wrap(Buffer.from(`${'a'.repeat(pad + 70)}${SECRET}\n`).toString('base64'), 76, '\n');
      expect(redactor.redact(text), `pad ${pad}`).toContain('[REDACTED:$DEPLOY_TOKEN]');
    }
  });

  it.each([
    ['xxd', xxd(bytes)],
    ['xxd -g1', xxd(bytes, 1)],
    ['xxd -g4', xxd(bytes, 4)],
    ['xxd -p', wrap(bytes.toString('hex'), 60, '\n')],
    ['hexdump -C', hexdumpC(bytes)],
    ['od -x', odX(bytes)],
    ['od -t x1', odTx1(bytes, true)],
    ['od -An -t x1', odTx1(bytes, false)],
    [
      'rev',
      FILE.split('\n')
        .map((line) => [...line].reverse().join(''))
        .join('\n'),
    ],
    ['fold -w 10', wrap(FILE.replace(/\n/g, ''), 10, '\n')],
  ])('%s', (_name, text) => {
    for (const eol of ['\n', '\r\n']) {
      const out = redactor.redact(text.replace(/\n/g, eol));
      expect(out).toContain('[REDACTED:$DEPLOY_TOKEN]');
      expect(leaks(out)).toEqual([]);
    }
  });

  it.runIf(process.platform === 'linux')("the real tools' output, where they are installed", () => {
    const file = `${process.env.TMPDIR ?? '/tmp'}/leash-redact-${process.pid}.env`;
    writeFileSync(file, FILE);
    for (const [command, args] of [
      ['base64', [file]],
      ['xxd', [file]],
      ['xxd', ['-p', file]],
      ['od', ['-x', file]],
      ['hexdump', ['-C', file]],
      ['rev', [file]],
    ] as const) {
      let out: string;
      try {
        out = execFileSync(command, [...args], { encoding: 'utf8' });
      } catch {
        continue;
      }
      expect(redactor.redact(out), command).toContain('[REDACTED:$DEPLOY_TOKEN]');
    }
  });

  it('the stream redactor gives the same text as redacting it whole, for every dump and any chunk size', () => {
    for (const text of [wrap(encoded, 76, '\r\n'), xxd(bytes), odX(bytes), hexdumpC(bytes)]) {
      const whole = redactor.redact(text);
      for (const size of [1, 7, 64, 1000]) {
        const stream = createStreamRedactor(redactor);
        let out = '';
        for (let i = 0; i < text.length; i += size) out += stream.push(text.slice(i, i + size));
        expect(out + stream.end()).toBe(whole);
      }
    }
  });

  it('leaves wrapped base64 and dumps without the secret alone', () => {
    const other = Buffer.from('nothing to see here, only ordinary settings\n'.repeat(20));
    for (const text of [wrap(other.toString('base64'), 76, '\n'), xxd(other), odX(other), hexdumpC(other), wrap(other.toString('hex'), 60, '\r\n')]) {
      expect(redactor.redact(text)).toBe(text);
    }
  });

  it('holds in tool output, events, the session file, the envelope, the report and the summary', async () => {
    const run = await runScripted({
      env: { PATH: process.env.PATH, ...env },
      policy: `version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["base64 *", "od *", "cat *", "sed *"]\n`,
      files: { 'settings.env': FILE },
      script: [
        {
          content: [
            { type: 'tool_use', name: 'bash', input: { command: 'base64 settings.env' } },
            { type: 'tool_use', name: 'bash', input: { command: "base64 -w 40 settings.env | sed 's/$/\\r/'" } },
            { type: 'tool_use', name: 'bash', input: { command: 'od -x settings.env' } },
          ],
        },
        { content: 'Done.' },
      ],
    });
    const results = toolResultsOf(run, 1).map((result) => String(result.content));
    for (const content of results) expect(content).toContain('[REDACTED:$DEPLOY_TOKEN]');
    const events = readSessionEvents(readFileSync(run.sessionFile, 'utf8'));
    const html = renderSessionReport(events);
    const summary = renderJobSummary({ tasks: [jobSummaryTaskFromEvents('settings', events)] });
    const places = [
      ...results,
      run.lines.join('\n'),
      readFileSync(run.sessionFile, 'utf8'),
      JSON.stringify(run.result),
      html,
      summary,
      ...run.server.requests.map((request) => request.rawBody),
    ];
    for (const place of places) {
      // JSON and HTML escape line breaks: undo that before looking.
      const text = place.replace(/\\r|\\n|&#10;|&#13;/g, '\n');
      expect(leaks(text)).toEqual([]);
      const base64Lines = text
        .replace(/\r/g, '')
        .split('\n')
        .filter((line) => /^[A-Za-z0-9+/=]{16,}$/.test(line))
        .join('');
      expect(Buffer.from(base64Lines, 'base64').toString('latin1')).not.toContain(SECRET);
    }
  });
});
