import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  MIN_SECRET_LENGTH,
  checkPatternExamples,
  createRedactor,
  createStreamRedactor,
  isSecretEnvName,
  secretForms,
  secretPatternTable,
  type SecretPatternSpec,
} from '../../src/agent/redact.js';
import secretPatternsData from '../../src/agent/secret-patterns.json' with { type: 'json' };

const { patterns } = secretPatternTable();
const noSecrets = createRedactor({});

const GITHUB_TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
const ANTHROPIC_API_KEY = 'sk-ant-api03-Zq3vW8xY2kL9mN4pR7tU1sE5gH6jK0aBcDeFgHiJkLmNoPqRsTuVwXyZ';
const DB_PASSWORD = 'p@ss word/"quoted" & ünïcode!';
const env = {
  GITHUB_TOKEN,
  ANTHROPIC_API_KEY,
  DB_PASSWORD,
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/home/runner',
  GITHUB_REPOSITORY: 'acme/widgets',
  SHORT_TOKEN: 'abc1234',
};

function streamed(redactor = createRedactor({ env }), chunks: readonly string[]): string {
  const stream = createStreamRedactor(redactor);
  let out = '';
  for (const chunk of chunks) out += stream.push(chunk);
  return out + stream.end();
}

describe('secret-patterns.json', () => {
  it('loads: every regex compiles, names are unique, every example passes', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(10);
    expect(new Set(patterns.map((spec) => spec.name)).size).toBe(patterns.length);
  });

  it.each(patterns.map((spec) => [spec.name, spec] as const))('%s: its match, not_match and redacts examples hold', (_name, spec) => {
    expect(checkPatternExamples(spec)).toEqual([]);
    expect(spec.match.length).toBeGreaterThan(0);
    expect(spec.not_match.length).toBeGreaterThan(0);
  });

  it.each(patterns.map((spec) => [spec.name, spec] as const))('%s: the whole redactor replaces every match example with its name', (_name, spec) => {
    for (const example of spec.match) {
      const out = noSecrets.redact(example);
      expect(out).not.toBe(example);
      expect(out).toContain('[REDACTED:');
      // The pattern's own match is gone from the output.
      const match = new RegExp(spec.prefix === undefined ? spec.regex : `(?:${spec.prefix})(?:${spec.regex})`).exec(example);
      expect(match).not.toBeNull();
      const secret = spec.prefix === undefined ? match![0] : match![0].replace(new RegExp(`^(?:${spec.prefix})`), '');
      expect(out).not.toContain(secret);
    }
    for (const [input, expected] of spec.redacts) expect(noSecrets.redact(input!)).toBe(expected);
  });

  it("no pattern matches any other pattern's not_match example either", () => {
    for (const spec of patterns) {
      for (const example of spec.not_match) expect(noSecrets.redact(example), `${spec.name}: ${example}`).toBe(example);
    }
  });

  it('the example check catches a pattern that matches nothing, one that matches everything, and a wrong redaction', () => {
    const base: SecretPatternSpec = {
      name: 'demo',
      why: 'test',
      regex: 'tok_[a-z]{8}',
      anchors: ['tok_'],
      max_length: 12,
      match: ['tok_abcdefgh'],
      not_match: ['tok_short'],
      redacts: [['x tok_abcdefgh y', 'x [REDACTED:demo] y']],
    };
    expect(checkPatternExamples(base)).toEqual([]);
    expect(checkPatternExamples({ ...base, regex: 'never(?!)' })).toEqual(expect.arrayContaining([expect.stringContaining('does not match its example')]));
    expect(checkPatternExamples({ ...base, regex: '[\\s\\S]+', anchors: ['t'] })).toEqual(
      expect.arrayContaining([expect.stringContaining('matches its not_match example')]),
    );
    expect(checkPatternExamples({ ...base, redacts: [['x tok_abcdefgh y', 'x y']] })).toEqual([
      expect.stringContaining('redacts "x tok_abcdefgh y" as "x [REDACTED:demo] y"'),
    ]);
    expect(checkPatternExamples({ ...base, anchors: ['zzz'] })).toEqual([expect.stringContaining('holds none of its anchors')]);
    expect(checkPatternExamples({ ...base, match: [] })).toEqual([expect.stringContaining('no match example')]);
    expect(checkPatternExamples({ ...base, regex: '(' })).toEqual([expect.stringContaining('does not compile')]);
  });

  it('covers every token kind Leash promises to catch', () => {
    const names = patterns.map((spec) => spec.name);
    for (const name of [
      'anthropic_api_key',
      'github_token',
      'github_fine_grained_pat',
      'aws_access_key_id',
      'jwt',
      'slack_token',
      'npm_token',
      'private_key',
      'authorization_bearer',
    ]) {
      expect(names).toContain(name);
    }
    const samples = [
      'sk-ant-api03-AAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ghp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'gho_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ghs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ghu_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ghr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'github_pat_AAAAAAAAAAAAAAAAAAAAAA_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
      'AKIAAAAAAAAAAAAAAAAA',
      'ASIAAAAAAAAAAAAAAAAA',
      'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJyZXBvOmFjbWUifQ.c2lnbmF0dXJlc2lnbmF0dXJl',
      'xoxa-2-AAAAAAAAAAAA',
      'xoxb-1111-2222-AAAAAAAA',
      'xoxp-1111-2222-AAAAAAAA',
      'xoxr-1111-2222-AAAAAAAA',
      'xoxs-1111-2222-AAAAAAAA',
      'npm_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----',
    ];
    for (const sample of samples) expect(noSecrets.redact(`<${sample}>`), sample).toMatch(/^<\[REDACTED:[a-z_]+\]>$/);
    expect(noSecrets.redact('Authorization: Bearer AAAAAAAAAAAA')).toBe('Authorization: Bearer [REDACTED:authorization_bearer]');
  });
});

describe('secret environment variable names', () => {
  it.each(secretPatternsData.secret_env.match)('%s is secret', (name) => {
    expect(isSecretEnvName(name)).toBe(true);
  });
  it.each(secretPatternsData.secret_env.not_match)('%s is not secret', (name) => {
    expect(isSecretEnvName(name)).toBe(false);
  });
  it('covers the names the design names', () => {
    for (const name of [
      'ANTHROPIC_API_KEY',
      'ANTHROPIC_AUTH_TOKEN',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'NPM_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'ANY_THING_TOKEN',
      'ANY_THING_KEY',
      'ANY_THING_SECRET',
      'ANY_THING_PASSWORD',
      'ANY_THING_PASSWD',
      'ANY_THING_CREDENTIALS',
      'ANY_THING_PAT',
    ]) {
      expect(isSecretEnvName(name), name).toBe(true);
    }
  });
});

describe('environment values', () => {
  const redactor = createRedactor({ env });

  it('lists the variables it redacts, sorted, without short values or ordinary variables', () => {
    expect(redactor.secretNames).toEqual(['ANTHROPIC_API_KEY', 'DB_PASSWORD', 'GITHUB_TOKEN']);
  });

  it('replaces a plain value with the variable name', () => {
    expect(redactor.redact(`token=${GITHUB_TOKEN}; next`)).toBe('token=[REDACTED:$GITHUB_TOKEN]; next');
    expect(redactor.redact(`pw is ${DB_PASSWORD}.`)).toBe('pw is [REDACTED:$DB_PASSWORD].');
  });

  it('replaces the JSON-escaped value, escaped once, twice, and with \\u escapes', () => {
    const once = JSON.stringify({ password: DB_PASSWORD });
    expect(once).not.toContain(DB_PASSWORD);
    expect(redactor.redact(once)).toBe('{"password":"[REDACTED:$DB_PASSWORD]"}');
    const twice = JSON.stringify({ line: once });
    expect(redactor.redact(twice)).toBe(JSON.stringify({ line: '{"password":"[REDACTED:$DB_PASSWORD]"}' }));
    const ascii = once.replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(ascii).toContain('\\u00fc');
    expect(redactor.redact(ascii)).toBe('{"password":"[REDACTED:$DB_PASSWORD]"}');
  });

  it('replaces the URL-encoded value: encodeURIComponent, RFC 3986, form encoding, lower-case hex', () => {
    const forms = [
      encodeURIComponent(DB_PASSWORD),
      encodeURIComponent(DB_PASSWORD).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`),
      new URLSearchParams({ p: DB_PASSWORD }).toString().slice(2),
      encodeURIComponent(DB_PASSWORD).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    ];
    for (const form of forms) {
      expect(form).not.toContain(DB_PASSWORD);
      expect(redactor.redact(`https://db.example/login?password=${form}&next=1`)).toBe('https://db.example/login?password=[REDACTED:$DB_PASSWORD]&next=1');
    }
  });

  it('replaces a value in a URL', () => {
    expect(redactor.redact(`git clone https://x-access-token:${GITHUB_TOKEN}@github.com/acme/widgets.git`)).toBe(
      'git clone https://x-access-token:[REDACTED:$GITHUB_TOKEN]@github.com/acme/widgets.git',
    );
  });

  it('replaces the base64 value, alone and inside a longer payload at every alignment', () => {
    const value = ANTHROPIC_API_KEY;
    for (const encode of [(b: Buffer) => b.toString('base64'), (b: Buffer) => b.toString('base64url')]) {
      expect(redactor.redact(encode(Buffer.from(value))).replace(/\[REDACTED:[^\]]+\]/g, '')).not.toMatch(/[A-Za-z0-9+/_-]{4,}/);
      for (const prefix of ['', 'a', 'ab', 'x-access-token:', 'user:']) {
        for (const suffix of ['', '!', '\n', ':more']) {
          const payload = encode(Buffer.from(`${prefix}${value}${suffix}`));
          const out = redactor.redact(`data: ${payload}`);
          // What is left around the marker is at most the few characters that mix secret and
          // non-secret bits; nothing decodes to a run of the secret.
          const leftovers = out.replace('data: ', '').split(/\[REDACTED:[^\]]+\]/);
          for (const rest of leftovers) {
            const decoded = Buffer.from(rest, 'base64').toString('latin1');
            for (let i = 0; i + 4 <= value.length; i += 1) expect(decoded).not.toContain(value.slice(i, i + 4));
          }
          expect(out).toContain('[REDACTED:');
        }
      }
    }
  });

  it('replaces an actions/checkout basic-auth header made from the token', () => {
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64')}`;
    const out = redactor.redact(`git -c http.extraheader="${header}" fetch`);
    expect(out).not.toContain(Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64'));
    expect(out).toContain('[REDACTED:');
  });

  it('leaves values shorter than the minimum alone, and redacts one of exactly the minimum', () => {
    expect(MIN_SECRET_LENGTH).toBe(8);
    const short = createRedactor({ env: { SHORT_TOKEN: 'abc1234', EXACT_TOKEN: 'q7Zx2Lp9' } });
    expect(short.secretNames).toEqual(['EXACT_TOKEN']);
    expect(short.redact('abc1234 and q7Zx2Lp9')).toBe('abc1234 and [REDACTED:$EXACT_TOKEN]');
    expect(secretForms('abc1234')).toEqual([]);
    const explicit = createRedactor({ secrets: ['seven77'] });
    expect(explicit.redact('seven77')).toBe('seven77');
  });

  it('leaves the values of ordinary variables alone', () => {
    expect(redactor.redact('PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/runner acme/widgets')).toBe(
      'PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/runner acme/widgets',
    );
  });

  it('redacts explicit secrets, named or not, and a multi-line secret line by line', () => {
    const key = 'line-one-AAAAAAAAAA\nline-two-BBBBBBBBBB\nline-three-CCCCCCCC';
    const explicit = createRedactor({ secrets: ['hunter2-hunter2', { name: 'deploy_key', value: key }] });
    expect(explicit.redact('pw hunter2-hunter2')).toBe('pw [REDACTED:secret]');
    expect(explicit.redact(`key:\n${key}\nend`)).toBe('key:\n[REDACTED:deploy_key]\nend');
    expect(explicit.redact('head -2 printed line-two-BBBBBBBBBB')).toBe('head -2 printed [REDACTED:deploy_key]');
    expect(explicit.redact(key.replace(/\n/g, '\r\n'))).not.toMatch(/[ABC]{8}/);
  });

  it('names one value held by two variables after the first name in sorted order', () => {
    const shared = createRedactor({ env: { GH_TOKEN: GITHUB_TOKEN, GITHUB_TOKEN } });
    const reversed = createRedactor({ env: { GITHUB_TOKEN, GH_TOKEN: GITHUB_TOKEN } });
    expect(shared.redact(GITHUB_TOKEN)).toBe('[REDACTED:$GH_TOKEN]');
    expect(reversed.redact(GITHUB_TOKEN)).toBe('[REDACTED:$GH_TOKEN]');
  });

  it('prefers the longest secret when one secret starts another', () => {
    const nested = createRedactor({
      secrets: [
        { name: 'short', value: 'abcdefgh12' },
        { name: 'long', value: 'abcdefgh12345678' },
      ],
    });
    expect(nested.redact('x abcdefgh12345678 y abcdefgh12 z')).toBe('x [REDACTED:long] y [REDACTED:short] z');
  });

  it('names a pattern match that is exactly a known value after its variable', () => {
    expect(redactor.redact(`Authorization: Bearer ${GITHUB_TOKEN}`)).toBe('Authorization: Bearer [REDACTED:$GITHUB_TOKEN]');
    expect(createRedactor({}).redact(`Authorization: Bearer ${GITHUB_TOKEN}`)).toBe('Authorization: Bearer [REDACTED:authorization_bearer]');
  });

  it('reports where each secret is', () => {
    const text = `a ${GITHUB_TOKEN} b xoxb-1111-2222-AAAAAAAA`;
    expect(redactor.matches(text)).toEqual([
      { start: 2, end: 2 + GITHUB_TOKEN.length, name: '$GITHUB_TOKEN' },
      { start: 5 + GITHUB_TOKEN.length, end: text.length, name: 'slack_token' },
    ]);
  });

  it('is idempotent: the markers it writes are not secrets', () => {
    const text = `${GITHUB_TOKEN} ${ANTHROPIC_API_KEY} Authorization: Bearer abcdefghijkl ${DB_PASSWORD}`;
    const once = redactor.redact(text);
    expect(redactor.redact(once)).toBe(once);
  });
});

describe('redactValue', () => {
  const redactor = createRedactor({ env });

  it('redacts every string in nested objects and arrays, keeps keys, and returns a new value', () => {
    const value = {
      type: 'user',
      count: 3,
      ok: true,
      nothing: null,
      message: {
        content: [
          { type: 'text', text: `use ${GITHUB_TOKEN}` },
          { type: 'tool_result', content: [`pw ${DB_PASSWORD}`, 42] },
        ],
      },
      [GITHUB_TOKEN]: 'keys are kept',
    };
    const copy = redactor.redactValue(value);
    expect(copy).toEqual({
      type: 'user',
      count: 3,
      ok: true,
      nothing: null,
      message: {
        content: [
          { type: 'text', text: 'use [REDACTED:$GITHUB_TOKEN]' },
          { type: 'tool_result', content: ['pw [REDACTED:$DB_PASSWORD]', 42] },
        ],
      },
      [GITHUB_TOKEN]: 'keys are kept',
    });
    expect(copy).not.toBe(value);
    expect(copy.message).not.toBe(value.message);
    expect(value.message.content[0]).toEqual({ type: 'text', text: `use ${GITHUB_TOKEN}` });
    expect(JSON.stringify(copy)).not.toContain(DB_PASSWORD);
  });

  it('converts values with toJSON first, as JSON.stringify would, and survives cycles', () => {
    const when = new Date('2026-11-30T00:00:00.000Z');
    const secretful = { toJSON: () => ({ token: GITHUB_TOKEN }) };
    const cyclic: Record<string, unknown> = { name: ANTHROPIC_API_KEY };
    cyclic['self'] = cyclic;
    const copy = redactor.redactValue({ when, secretful, cyclic }) as Record<string, unknown>;
    expect(copy['when']).toBe('2026-11-30T00:00:00.000Z');
    expect(copy['secretful']).toEqual({ token: '[REDACTED:$GITHUB_TOKEN]' });
    const cyclicCopy = copy['cyclic'] as Record<string, unknown>;
    expect(cyclicCopy['name']).toBe('[REDACTED:$ANTHROPIC_API_KEY]');
    expect(cyclicCopy['self']).toBe(cyclicCopy);
  });

  it('redacts a bare string and leaves other primitives alone', () => {
    expect(redactor.redactValue(GITHUB_TOKEN)).toBe('[REDACTED:$GITHUB_TOKEN]');
    expect(redactor.redactValue(12)).toBe(12);
    expect(redactor.redactValue(undefined)).toBeUndefined();
  });
});

describe('stream redaction', () => {
  const redactor = createRedactor({ env });
  const secrets: [string, string][] = [
    ['$GITHUB_TOKEN', GITHUB_TOKEN],
    ['$ANTHROPIC_API_KEY', ANTHROPIC_API_KEY],
    ['$DB_PASSWORD JSON-escaped', JSON.stringify(DB_PASSWORD).slice(1, -1)],
    ['$DB_PASSWORD URL-encoded', encodeURIComponent(DB_PASSWORD)],
    ...patterns.flatMap((spec) => spec.match.map((example, i): [string, string] => [`${spec.name} #${i}`, example])),
  ];

  it.each(secrets)('%s split at every point across two chunks is still redacted', (_name, secret) => {
    const text = `before ${secret} after\n`;
    const whole = redactor.redact(text);
    expect(whole).not.toBe(text);
    for (let split = 0; split <= text.length; split += 1) {
      expect(streamed(redactor, [text.slice(0, split), text.slice(split)]), `split at ${split}`).toBe(whole);
    }
  });

  it('gives the same output as redacting the whole text, for any chunking', () => {
    const parts = [
      'log line one\n',
      `export GITHUB_TOKEN=${GITHUB_TOKEN}\n`,
      '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----\n',
      `curl -H "Authorization: Bearer ${ANTHROPIC_API_KEY}"\n`,
      'ordinary text with a sha 3f786850e387550fdab836ed7e6dc881de23001b\n',
      `{"password":${JSON.stringify(DB_PASSWORD)}}\n`,
      'ünïcode 🎉 text\n',
      `${'filler output line\n'.repeat(500)}`,
      'my_ghp_abcdefghijklmnopqrstuvwxyz0123456789 ask-ant-api03-abcdefghijklmnopqrstuvwxyz\n',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 20 }), (pieces, cutPoints) => {
        const text = pieces.join('');
        const cuts = [...new Set(cutPoints.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const cut of cuts) {
          chunks.push(text.slice(last, cut));
          last = cut;
        }
        chunks.push(text.slice(last));
        const out = streamed(redactor, chunks);
        expect(out).toBe(redactor.redact(text));
        expect(out).not.toContain(GITHUB_TOKEN);
        expect(out).not.toContain('MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu');
      }),
      { numRuns: 300 },
    );
  });

  it('judges a match at the point where it was cut exactly as in one piece (\\b sees the text already written)', () => {
    const hold = secretPatternTable().maxPatternLength;
    const examples = [
      'my_ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'ask-ant-api03-abcdefghijklmnopqrstuvwxyz',
      'XAKIAIOSFODNN7EXAMPLE',
      ...patterns.flatMap((spec) => spec.not_match),
    ];
    for (const example of examples) {
      for (let k = 0; k <= example.length; k += 1) {
        // Everything from position `before.length + k` on is exactly what the stream holds back,
        // so the first write stops there, inside the example.
        const before = `${' '.repeat(1000)}\n`;
        const after = `\n${' '.repeat(Math.max(0, hold - (example.length - k) - 1))}`;
        const text = before + example + after;
        expect(streamed(noSecrets, [text]), `${example} cut at ${k}`).toBe(noSecrets.redact(text));
      }
    }
  });

  it('holds a private key block until its END line arrives, and redacts an unterminated one at end()', () => {
    const stream = createStreamRedactor(redactor);
    const body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n'.repeat(200);
    let out = stream.push('-----BEGIN PRIVATE KEY-----\n');
    for (let i = 0; i < body.length; i += 1000) out += stream.push(body.slice(i, i + 1000));
    expect(out).not.toContain('MIIEvQIBADAN');
    out += stream.push('-----END PRIVATE KEY-----\nafter the key\n');
    out += 'x'.repeat(0) + stream.push('more text '.repeat(2000));
    out += stream.end();
    expect(out.startsWith('[REDACTED:private_key]\nafter the key\nmore text')).toBe(true);

    const cut = createStreamRedactor(redactor);
    const partial = cut.push(`-----BEGIN OPENSSH PRIVATE KEY-----\n${body}`) + cut.end();
    expect(partial).toBe('[REDACTED:private_key]');
  });

  it('writes text without a secret once enough has arrived, one character at a time', () => {
    const stream = createStreamRedactor(redactor);
    const text = 'plain output line\n'.repeat(2000);
    let out = '';
    let writtenBeforeEnd = 0;
    for (const ch of text) {
      out += stream.push(ch);
      writtenBeforeEnd = out.length;
    }
    expect(writtenBeforeEnd).toBeGreaterThan(text.length - 10_000);
    out += stream.end();
    expect(out).toBe(text);
  });

  it('never splits a surrogate pair between two writes', () => {
    const stream = createStreamRedactor(redactor);
    const text = '🎉'.repeat(10_000);
    const writes: string[] = [];
    for (let i = 0; i < text.length; i += 4097) writes.push(stream.push(text.slice(i, i + 4097)));
    writes.push(stream.end());
    expect(writes.join('')).toBe(text);
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const write of writes) expect(write).not.toMatch(loneSurrogate);
  });

  it('refuses a redactor it did not make', () => {
    const fake = { redact: (text: string) => text, redactValue: <T>(value: T) => value, matches: () => [], secretNames: [] };
    expect(() => createStreamRedactor(fake)).toThrow(/createRedactor/);
  });
});

describe('no false positives', () => {
  const redactor = createRedactor({ env });
  const pseudoRandom = (n: number): Buffer => {
    const bytes = Buffer.alloc(n);
    let state = 12345;
    for (let i = 0; i < n; i += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      bytes[i] = state >>> 24;
    }
    return bytes;
  };
  const pngHeader = Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100806000000', 'hex');
  const samples: [string, string][] = [
    ['git SHAs', 'commit 3f786850e387550fdab836ed7e6dc881de23001b\nMerge: 24bc5db 6719cdb\nparent a94a8fe5ccb19ba61c4c0873d391e987982fbbd3'],
    ['UUIDs', 'session 550e8400-e29b-41d4-a716-446655440000 request 123e4567-e89b-12d3-a456-426614174000'],
    ['base64 of an ordinary image', `data:image/png;base64,${Buffer.concat([pngHeader, pseudoRandom(3000)]).toString('base64')}`],
    ['base64 of ordinary text', Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(50)).toString('base64')],
    ['npm package names and scripts', '@types/node eslint-plugin-import @anthropic-ai/sdk npm_config_registry npm_package_name npm_lifecycle_event ts-node'],
    ['lockfile integrity', '"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXGfM1Oqw9kz6A9+CAF1V6Y7Ev1dw=="'],
    ['docker digest', 'ghcr.io/acme/widgets@sha256:0a6d67a3d8b5f3b5e2b3c2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1'],
    [
      'TypeScript source',
      'export function redactSecrets(text: string): string {\n  const token = process.env.GITHUB_TOKEN ?? "";\n  return text.replaceAll(token, "***");\n}',
    ],
    ['shell with variables', 'curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/json" https://api.github.com/repos/acme/widgets'],
    ['workflow expressions', 'env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n  ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}'],
    [
      'URLs without credentials',
      'https://github.com/acme/widgets.git git@github.com:acme/widgets.git postgres://localhost:5432/app http://127.0.0.1:8080/path@v2',
    ],
    ['a public certificate', '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUZ\n-----END CERTIFICATE-----'],
    ['prose about keys', 'Never print your sk-ant key or a ghp_ token; rotate the AKIA access key id and the PRIVATE KEY if leaked.'],
    ['hex and long identifiers', `${pseudoRandom(64).toString('hex')} ${'a'.repeat(200)} ${'A1'.repeat(50)}`],
  ];

  it.each(samples)('%s are left alone', (_name, text) => {
    expect(redactor.redact(text)).toBe(text);
  });

  it('leaves a large ordinary JSON event stream unchanged and scans it in one pass', () => {
    const lines: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      lines.push(
        JSON.stringify({
          type: 'assistant',
          session_id: '550e8400-e29b-41d4-a716-446655440000',
          message: { content: [{ type: 'text', text: `step ${i}: ran tests at commit ${(i * 2654435761).toString(16).padStart(8, '0')}` }] },
        }),
      );
    }
    const text = lines.join('\n');
    expect(redactor.redact(text)).toBe(text);
  });
});
