// The price validators are generated ahead of time from the schemas (scripts/generate-policy-validator.ts).
// They must be what the script writes now, and answer as validators compiled at run time do.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { PRICE_VALIDATORS_FILE, priceValidatorsSource } from '../../scripts/generate-policy-validator.js';
import { entrySchema, overridesSchema } from '../../src/agent/price-schema.js';
import priceValidators from '../../src/agent/price-validators.cjs';

const rates = { input: 3, output: 15, cache_write: 3.75, cache_write_1h: 6, cache_read: 0.3 };

describe('the generated price validators', () => {
  it('are what the generator writes from the schemas (run npm run generate:validator after changing them)', () => {
    expect(readFileSync(PRICE_VALIDATORS_FILE, 'utf8')).toBe(priceValidatorsSource());
  });

  it('give the first error validators compiled at run time give', () => {
    const ajv = new Ajv({ allErrors: false, strict: true, validateSchema: false });
    const compiled = { entry: ajv.compile(entrySchema), overrides: ajv.compile(overridesSchema) };
    const entries: unknown[] = [
      rates,
      { ...rates, long_prompt: { threshold_tokens: 200_000, ...rates } },
      { ...rates, long_prompt: { threshold_tokens: 0, ...rates } },
      { ...rates, input: -1 },
      { ...rates, output: 2_000_000 },
      { ...rates, cache_read: '0.3' },
      { input: 3 },
      { ...rates, extra: 1 },
      [],
      null,
    ];
    const overrides: unknown[] = [{ 'my-model': rates }, {}, { '': rates }, { 'my-model': { ...rates, input: 'x' } }, 'prices', []];
    for (const [name, cases] of [
      ['entry', entries],
      ['overrides', overrides],
    ] as const) {
      for (const value of cases) {
        const runtime = compiled[name];
        const expected = runtime(value) ? null : (runtime.errors?.[0] ?? null);
        const generated = priceValidators[name];
        expect(generated(value) ? null : (generated.errors?.[0] ?? null), `${name}: ${JSON.stringify(value)}`).toEqual(expected);
      }
    }
  });
});
