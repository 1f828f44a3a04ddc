// The policy validator is generated ahead of time from the schema (scripts/generate-policy-validator.ts).
// It must be what the script writes now, and answer as a validator compiled at run time does.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { policyValidatorSource, VALIDATOR_FILE } from '../../scripts/generate-policy-validator.js';
import { policySchema } from '../../src/policy/policy-schema.js';
import { firstSchemaError } from '../../src/policy/schema.js';

describe('the generated policy validator', () => {
  it('is what the generator writes from the schema (run npm run generate:validator after changing it)', () => {
    expect(readFileSync(VALIDATOR_FILE, 'utf8')).toBe(policyValidatorSource());
  });

  it('gives the first error a validator compiled at run time gives', () => {
    const compiled = new Ajv({ allErrors: false, strict: true }).compile(policySchema);
    const cases: unknown[] = [
      { version: 1 },
      { version: 2 },
      {},
      [],
      'version: 1',
      { version: 1, tools: { bash: { allow: ['git status *'], deny: [''], default: 'prompt' } } },
      { version: 1, tools: { shell: {} } },
      { version: 1, tools: { 'mcp.github': { allow: ['get_issue'] } } },
      { version: 1, tools: { bash: { allow: 'git status' } } },
      { version: 1, tools: { bash: { ask: [] } } },
      { version: 1, default: 'maybe' },
      { version: 1, extends: ['base.yml', ''] },
      { version: 1, floors: { lift: ['git -c'] } },
      { version: 1, floors: { drop: [] } },
      { version: 1, env: { pass: ['HOME', '1BAD'] } },
      { version: 1, mcp: { github: { command: 'x' } } },
      {
        version: 1,
        tests: [
          { bash: 'git status', expect: 'allow' },
          { write: '', expect: 'deny' },
        ],
      },
      { version: 1, tests: [{ bash: 'git status' }] },
      { version: 1, tests: [{ bash: 'ls', expect: 'allow', extra: 1 }] },
      { version: 1, unknown: true },
    ];
    for (const value of cases) {
      const expected = compiled(value) ? null : (compiled.errors?.[0] ?? null);
      expect(firstSchemaError(value), JSON.stringify(value)).toEqual(expected);
    }
  });
});
