// How many tokens of common public formats the redactor catches, on synthetic tokens built from
// the formats' published shapes (test/fixtures/secret-formats.json). Before the patterns taken
// from gitleaks' rules it caught 12 of these 30; the table now catches every one.
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/agent/redact.js';
import fixture from '../fixtures/secret-formats.json' with { type: 'json' };

const redactor = createRedactor({});

describe('secret patterns from a maintained source', () => {
  const caught = fixture.formats.filter(({ token }) => /^x \[REDACTED:[a-z0-9_]+\] y$/.test(redactor.redact(`x ${token} y`)));

  it.each(fixture.formats)('$format is redacted whole, in ordinary text, JSON and a URL', ({ token }) => {
    expect(redactor.redact(`x ${token} y`)).toMatch(/^x \[REDACTED:[a-z0-9_]+\] y$/);
    expect(redactor.redact(JSON.stringify({ token }))).not.toContain(token.slice(-12));
    expect(redactor.redact(`TOKEN=${token}\n`)).not.toContain(token.slice(-12));
  });

  it('catches every format of the set', () => {
    expect(`${caught.length} of ${fixture.formats.length}`).toBe(`${fixture.formats.length} of ${fixture.formats.length}`);
  });
});
