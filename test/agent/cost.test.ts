import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  PriceFileError,
  TokenCountError,
  UnknownModelPriceError,
  cacheTtlOfRequest,
  costOfUsage,
  loadPriceOverrides,
  priceFor,
  priceTable,
  worstCaseCost,
  type CacheTtl,
  type ModelPrice,
  type PriceEntry,
  type Usage,
} from '../../src/agent/cost.js';

const RATE_KEYS = ['input', 'output', 'cache_write', 'cache_write_1h', 'cache_read'] as const;
const table = priceTable();
const usage = (fields: Partial<Usage>): Usage => ({ input_tokens: 0, output_tokens: 0, ...fields });

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing thrown');
}

describe('the price table', () => {
  it('is dated and says where its prices come from', () => {
    expect(table.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(table.as_of))).toBe(false);
    expect(table.currency).toBe('USD');
    expect(table.sources.length).toBeGreaterThan(0);
    for (const source of table.sources) {
      expect(source.url).toMatch(/^https:\/\/platform\.claude\.com\/docs\//);
      expect(source.used_for.length).toBeGreaterThan(10);
    }
  });

  it.each(Object.entries(table.models))('%s has every price, each positive and finite', (_id, entry) => {
    expect(entry.name).toMatch(/^Claude /);
    for (const key of RATE_KEYS) {
      expect(typeof entry[key]).toBe('number');
      expect(Number.isFinite(entry[key]) && entry[key] > 0).toBe(true);
    }
    if (entry.long_prompt !== undefined) {
      expect(Number.isSafeInteger(entry.long_prompt.threshold_tokens) && entry.long_prompt.threshold_tokens > 0).toBe(true);
      for (const key of RATE_KEYS) expect(entry.long_prompt[key]).toBeGreaterThan(entry[key]);
    }
  });

  it.each(Object.entries(table.models))('%s: cache writes cost 1.25x (5 minutes) and 2x (1 hour) input; cache reads at most 0.1x', (_id, entry) => {
    for (const rates of entry.long_prompt === undefined ? [entry] : [entry, entry.long_prompt]) {
      // Compared in hundred-thousandths of a dollar so that 1.25 × 0.1 is exactly 0.125.
      const cents = (value: number): number => Math.round(value * 100_000);
      expect(cents(rates.cache_write) * 4).toBe(cents(rates.input) * 5);
      expect(cents(rates.cache_write_1h)).toBe(cents(rates.input) * 2);
      expect(cents(rates.cache_read) * 10).toBeLessThanOrEqual(cents(rates.input));
      expect(rates.output).toBeGreaterThan(rates.input);
    }
  });

  it('names every model and alias once, with API ids', () => {
    const names = Object.entries(table.models).flatMap(([id, entry]) => [id, ...entry.aliases]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^claude-[a-z]+(?:-\d+){1,2}(?:-\d{8})?$|^claude-[a-z]+-\d$/);
  });

  it('holds the current Opus, Sonnet and Haiku models at the prices read from Anthropic', () => {
    const expected: Record<string, [number, number, number, number, number]> = {
      'claude-opus-5-5': [4, 20, 5, 8, 0.2],
      'claude-opus-5': [5, 25, 6.25, 10, 0.5],
      'claude-opus-4-5': [5, 25, 6.25, 10, 0.5],
      'claude-opus-4-1': [15, 75, 18.75, 30, 1.5],
      'claude-sonnet-5-5': [2, 10, 2.5, 4, 0.2],
      'claude-sonnet-5': [2, 10, 2.5, 4, 0.2],
      'claude-sonnet-4-6': [3, 15, 3.75, 6, 0.3],
      'claude-haiku-5-5': [0.1, 0.5, 0.125, 0.2, 0.01],
      'claude-haiku-4-5': [1, 5, 1.25, 2, 0.1],
      'claude-fable-5-1': [10, 50, 12.5, 20, 0.25],
    };
    for (const [id, [input, output, cacheWrite, cacheWrite1h, cacheRead]] of Object.entries(expected)) {
      expect(priceFor(id), id).toMatchObject({
        model: id,
        source: 'table',
        input,
        output,
        cache_write: cacheWrite,
        cache_write_1h: cacheWrite1h,
        cache_read: cacheRead,
      });
    }
    expect(priceFor('claude-haiku-5-5').long_prompt).toEqual({
      threshold_tokens: 100_000,
      input: 0.5,
      output: 2.5,
      cache_write: 0.625,
      cache_write_1h: 1,
      cache_read: 0.05,
    });
  });
});

describe('priceFor', () => {
  it('finds a model by id, by alias, and by a dated snapshot or -latest of an id or alias', () => {
    expect(priceFor('claude-sonnet-4-5-20250929').model).toBe('claude-sonnet-4-5');
    expect(priceFor('claude-haiku-4-5-20251001').model).toBe('claude-haiku-4-5');
    expect(priceFor('claude-opus-4-20250514').model).toBe('claude-opus-4-0');
    expect(priceFor('claude-opus-4-0').model).toBe('claude-opus-4-0');
    expect(priceFor('claude-sonnet-4-5-20270101').model).toBe('claude-sonnet-4-5');
    expect(priceFor('claude-opus-5-5-latest').model).toBe('claude-opus-5-5');
    expect(priceFor('claude-opus-4-1').model).toBe('claude-opus-4-1');
  });

  it('does not guess at names that are not ids, aliases or snapshots', () => {
    for (const model of [
      'sonnet',
      'claude-sonnet',
      'claude-sonnet-4-5-2025',
      'anthropic.claude-haiku-4-5-20251001-v1:0',
      'claude-haiku-4-5@20251001',
      'Claude-Opus-5',
      'claude-opus-9',
    ]) {
      expect(
        errorOf(() => priceFor(model)),
        model,
      ).toBeInstanceOf(UnknownModelPriceError);
    }
  });

  it('refuses an unknown model with a message that says how to give its prices', () => {
    const error = errorOf(() => priceFor('claude-nova-1'));
    expect(error).toBeInstanceOf(UnknownModelPriceError);
    expect((error as UnknownModelPriceError).code).toBe('unknown-model-price');
    expect((error as UnknownModelPriceError).model).toBe('claude-nova-1');
    expect(error.message).toContain('"claude-nova-1"');
    expect(error.message).toContain('--prices');
    expect(error.message).toContain('LEASH_PRICES');
    expect(error.message).toContain(table.as_of);
  });

  it('prices an unknown model from the overrides, and lets an override replace a table price', () => {
    const overrides = loadPriceOverrides(
      [
        'claude-nova-1: {input: 1, output: 2, cache_write: 1.25, cache_write_1h: 2, cache_read: 0.1}',
        'claude-sonnet-5-5: {input: 2, output: 10, cache_write: 2.5, cache_write_1h: 4, cache_read: 0.1}',
        'claude-opus-4-5-20251101: {input: 1, output: 1, cache_write: 1, cache_write_1h: 1, cache_read: 1}',
      ].join('\n'),
      'prices.yaml',
    );
    expect(priceFor('claude-nova-1', overrides)).toEqual({
      model: 'claude-nova-1',
      source: 'override',
      input: 1,
      output: 2,
      cache_write: 1.25,
      cache_write_1h: 2,
      cache_read: 0.1,
    });
    expect(priceFor('claude-nova-1-20261201', overrides).source).toBe('override');
    expect(priceFor('claude-sonnet-5-5', overrides)).toMatchObject({ source: 'override', cache_read: 0.1 });
    expect(priceFor('claude-sonnet-5-5-latest', overrides)).toMatchObject({ model: 'claude-sonnet-5-5', source: 'override' });
    // An override for one dated snapshot is for that snapshot only.
    expect(priceFor('claude-opus-4-5-20251101', overrides)).toMatchObject({ source: 'override', input: 1 });
    expect(priceFor('claude-opus-4-5', overrides)).toMatchObject({ source: 'table', input: 5 });
    expect(priceFor('claude-haiku-4-5', overrides).source).toBe('table');
  });

  it('returns a copy: changing it does not change the table', () => {
    const price = priceFor('claude-haiku-5-5');
    price.input = 999;
    price.long_prompt!.input = 999;
    expect(priceFor('claude-haiku-5-5').input).toBe(0.1);
    expect(priceFor('claude-haiku-5-5').long_prompt!.input).toBe(0.5);
  });
});

describe('costOfUsage', () => {
  it('prices each kind of token apart (hand-computed)', () => {
    // Sonnet 4.6: 1 200 × $3 + 345 × $15 + 1 000 × $3.75 + 2 000 × $6 + 50 000 × $0.30 per million.
    const cost = costOfUsage(
      usage({
        input_tokens: 1200,
        output_tokens: 345,
        cache_creation_input_tokens: 3000,
        cache_read_input_tokens: 50_000,
        cache_creation: { ephemeral_5m_input_tokens: 1000, ephemeral_1h_input_tokens: 2000 },
      }),
      priceFor('claude-sonnet-4-6'),
    );
    expect(cost).toEqual({ micros: 3600 + 5175 + 3750 + 12_000 + 15_000, usd: 0.039525, tier: 'standard' });
  });

  it('prices a million tokens at the table price', () => {
    expect(costOfUsage(usage({ input_tokens: 1_000_000 }), priceFor('claude-opus-4-1')).usd).toBe(15);
    expect(costOfUsage(usage({ output_tokens: 1_000_000 }), priceFor('claude-opus-5-5')).usd).toBe(20);
    expect(costOfUsage(usage({ cache_read_input_tokens: 1_000_000 }), priceFor('claude-haiku-4-5')).usd).toBe(0.1);
    expect(costOfUsage(usage({ cache_read_input_tokens: 100_000 }), priceFor('claude-haiku-5-5')).usd).toBe(0.001);
  });

  it('rounds up to a whole micro-dollar, once per call', () => {
    const haiku = priceFor('claude-haiku-5-5');
    expect(costOfUsage(usage({ input_tokens: 1 }), haiku).micros).toBe(1); // 0.1 µ$
    expect(costOfUsage(usage({ cache_read_input_tokens: 150 }), haiku).micros).toBe(2); // 1.5 µ$
    // 0.5 µ$ + 0.5 µ$ is 1 µ$, not two roundings of 1.
    expect(costOfUsage(usage({ input_tokens: 5, output_tokens: 1 }), haiku).micros).toBe(1);
    expect(costOfUsage(usage({}), haiku)).toEqual({ micros: 0, usd: 0, tier: 'standard' });
  });

  it('is exact where floating point is not', () => {
    const price: ModelPrice = { model: 'm', source: 'override', input: 0.07, output: 0.07, cache_write: 0.07, cache_write_1h: 0.07, cache_read: 0.07 };
    expect(0.07 * 100).not.toBe(7);
    expect(costOfUsage(usage({ input_tokens: 100 }), price).micros).toBe(7);
    const tiny: ModelPrice = { ...price, input: 1e-7 };
    expect(costOfUsage(usage({ input_tokens: 10_000_000 }), tiny).micros).toBe(1);
    expect(costOfUsage(usage({ input_tokens: 10_000_001 }), tiny).micros).toBe(2);
  });

  it('prices unsplit cache writes at the 1-hour rate unless told they are 5-minute ones', () => {
    const sonnet = priceFor('claude-sonnet-5');
    const written = usage({ cache_creation_input_tokens: 1000 });
    expect(costOfUsage(written, sonnet).micros).toBe(4000);
    expect(costOfUsage(written, sonnet, { unsplitCacheWrite: '5m' }).micros).toBe(2500);
    expect(costOfUsage({ ...written, cache_creation: null, cache_read_input_tokens: null }, sonnet, { unsplitCacheWrite: '5m' }).micros).toBe(2500);
  });

  it('never counts fewer cache writes than either the total or the split says', () => {
    const sonnet = priceFor('claude-sonnet-5');
    // The split covers 600 of 1 000: the other 400 are priced as unsplit (1 hour).
    expect(
      costOfUsage(usage({ cache_creation_input_tokens: 1000, cache_creation: { ephemeral_5m_input_tokens: 600, ephemeral_1h_input_tokens: 0 } }), sonnet)
        .micros,
    ).toBe(600 * 2.5 + 400 * 4);
    // The split says more than the total: the split counts.
    expect(
      costOfUsage(usage({ cache_creation_input_tokens: 100, cache_creation: { ephemeral_5m_input_tokens: 300, ephemeral_1h_input_tokens: 200 } }), sonnet)
        .micros,
    ).toBe(300 * 2.5 + 200 * 4);
  });

  it('uses the long-prompt rates for the whole call, output included, above the threshold only', () => {
    const haiku = priceFor('claude-haiku-5-5');
    const at = costOfUsage(usage({ input_tokens: 80_000, cache_read_input_tokens: 20_000, output_tokens: 1000 }), haiku);
    expect(at).toEqual({ micros: 8000 + 200 + 500, usd: 0.0087, tier: 'standard' });
    const over = costOfUsage(usage({ input_tokens: 80_000, cache_read_input_tokens: 20_000, cache_creation_input_tokens: 1, output_tokens: 1000 }), haiku, {
      unsplitCacheWrite: '5m',
    });
    expect(over).toEqual({ micros: 40_000 + 1000 + 1 + 2500, usd: 0.043501, tier: 'long_prompt' });
    const sonnet45 = costOfUsage(usage({ input_tokens: 200_001 }), priceFor('claude-sonnet-4-5-20250929'));
    expect(sonnet45).toMatchObject({ micros: 1_200_006, tier: 'long_prompt' });
  });

  it('refuses token counts that are not whole and non-negative', () => {
    const sonnet = priceFor('claude-sonnet-5');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '12', undefined]) {
      const error = errorOf(() => costOfUsage({ input_tokens: bad as number, output_tokens: 1 }, sonnet));
      expect(error).toBeInstanceOf(TokenCountError);
      expect(error.message).toContain('usage.input_tokens');
    }
    expect(errorOf(() => costOfUsage(usage({ cache_creation: { ephemeral_1h_input_tokens: -3 } }), sonnet)).message).toContain('ephemeral_1h_input_tokens');
  });
});

describe('cacheTtlOfRequest', () => {
  it('finds breakpoints wherever the API allows them, and a 1-hour one anywhere', () => {
    expect(cacheTtlOfRequest({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })).toBe('none');
    expect(cacheTtlOfRequest({ cache_control: { type: 'ephemeral' }, messages: [] })).toBe('5m');
    expect(cacheTtlOfRequest({ system: [{ type: 'text', text: 's', cache_control: { type: 'ephemeral', ttl: '5m' } }] })).toBe('5m');
    expect(cacheTtlOfRequest({ tools: [{ name: 'bash', input_schema: {}, cache_control: { type: 'ephemeral' } }] })).toBe('5m');
    expect(
      cacheTtlOfRequest({
        system: [{ type: 'text', text: 's', cache_control: { type: 'ephemeral' } }],
        messages: [
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 't', content: [{ type: 'text', text: 'x', cache_control: { type: 'ephemeral', ttl: '1h' } }] }],
          },
        ],
      }),
    ).toBe('1h');
    expect(cacheTtlOfRequest({ messages: [{ role: 'user', content: [{ type: 'text', text: 'cache_control', cache_control: null }] }] })).toBe('none');
    const cyclic: Record<string, unknown> = { messages: [] };
    cyclic['self'] = cyclic;
    expect(cacheTtlOfRequest(cyclic)).toBe('none');
  });
});

describe('worstCaseCost', () => {
  const sonnet = priceFor('claude-sonnet-5');

  it('prices all input at the dearest kind the request allows, plus max_tokens of output', () => {
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000, cacheTtl: 'none' }, sonnet).micros).toBe(10_000 * 2 + 4000 * 10);
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000, cacheTtl: '5m' }, sonnet).micros).toBe(10_000 * 2.5 + 4000 * 10);
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000, cacheTtl: '1h' }, sonnet).micros).toBe(10_000 * 4 + 4000 * 10);
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000 }, sonnet).micros).toBe(10_000 * 4 + 4000 * 10);
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000, body: { messages: [] } }, sonnet).micros).toBe(10_000 * 2 + 4000 * 10);
    expect(worstCaseCost({ inputTokens: 10_000, maxTokens: 4000, body: { cache_control: { type: 'ephemeral' } } }, sonnet).micros).toBe(
      10_000 * 2.5 + 4000 * 10,
    );
  });

  it('uses the long-prompt rates when the input is over the threshold', () => {
    const haiku = priceFor('claude-haiku-5-5');
    expect(worstCaseCost({ inputTokens: 100_000, maxTokens: 1000, cacheTtl: 'none' }, haiku)).toMatchObject({ micros: 10_000 + 500, tier: 'standard' });
    expect(worstCaseCost({ inputTokens: 100_001, maxTokens: 1000, cacheTtl: 'none' }, haiku)).toMatchObject({ micros: 50_001 + 2500, tier: 'long_prompt' });
  });

  it('refuses counts that are not whole and non-negative', () => {
    expect(errorOf(() => worstCaseCost({ inputTokens: -1, maxTokens: 10 }, sonnet))).toBeInstanceOf(TokenCountError);
    expect(errorOf(() => worstCaseCost({ inputTokens: 1, maxTokens: 0.5 }, sonnet)).message).toContain('maxTokens');
  });

  /** Random but valid prices, with any number of decimals, as a user's override may hold. */
  const arbitraryPrice = fc
    .record({
      input: fc.integer({ min: 0, max: 30_000_000 }),
      output: fc.integer({ min: 0, max: 150_000_000 }),
      cache_write: fc.integer({ min: 0, max: 40_000_000 }),
      cache_write_1h: fc.integer({ min: 0, max: 60_000_000 }),
      cache_read: fc.integer({ min: 0, max: 40_000_000 }),
      places: fc.integer({ min: 0, max: 6 }),
      long: fc.option(fc.record({ threshold: fc.integer({ min: 1, max: 300_000 }), factor: fc.integer({ min: 1, max: 4 }) }), { nil: undefined }),
    })
    .map(({ places, long, ...micros }): ModelPrice => {
      const rates = Object.fromEntries(RATE_KEYS.map((key) => [key, micros[key] / 10 ** places])) as unknown as PriceEntry;
      const price: ModelPrice = { model: 'arbitrary', source: 'override', ...rates };
      if (long !== undefined) {
        price.long_prompt = {
          threshold_tokens: long.threshold,
          ...(Object.fromEntries(RATE_KEYS.map((key) => [key, rates[key] * long.factor])) as unknown as PriceEntry),
        };
      }
      return price;
    });
  const anyPrice = fc.oneof(fc.constantFrom(...Object.keys(table.models).map((id) => priceFor(id))), arbitraryPrice);

  it('is never below the cost of any outcome of the call: every split of the input, every output length up to max_tokens', () => {
    fc.assert(
      fc.property(
        anyPrice,
        fc.constantFrom<CacheTtl>('none', '5m', '1h'),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 128_000 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        fc.boolean(),
        (price, ttl, inputTokens, maxTokens, weights, outputSeed, reportsSplit) => {
          const worst = worstCaseCost({ inputTokens, maxTokens, cacheTtl: ttl }, price);
          // Split the input into uncached / 5-minute write / 1-hour write / read, as far as the
          // request's breakpoints allow.
          const allowed = ttl === 'none' ? [1, 0, 0, 0] : ttl === '5m' ? [1, 1, 0, 1] : [1, 1, 1, 1];
          const w = weights.map((weight, i) => weight * allowed[i]!);
          const sum = w.reduce((a, b) => a + b, 0);
          const parts = sum === 0 ? [inputTokens, 0, 0, 0] : w.map((weight) => Math.floor((inputTokens * weight) / sum));
          parts[0]! += inputTokens - parts.reduce((a, b) => a + b, 0);
          const [input, write5m, write1h, read] = parts as [number, number, number, number];
          const output = maxTokens === 0 ? 0 : outputSeed % (maxTokens + 1);
          const actual: Usage = {
            input_tokens: input,
            output_tokens: output,
            cache_creation_input_tokens: write5m + write1h,
            cache_read_input_tokens: read,
            ...(reportsSplit ? { cache_creation: { ephemeral_5m_input_tokens: write5m, ephemeral_1h_input_tokens: write1h } } : {}),
          };
          const unsplitCacheWrite = ttl === '1h' ? '1h' : '5m';
          // Without the split, a 1-hour request's writes are all priced as 1-hour ones.
          const real = costOfUsage(actual, price, { unsplitCacheWrite });
          expect(real.micros).toBeLessThanOrEqual(worst.micros);
          expect(real.tier).toBe(worst.tier);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is reached: the call that puts all input in the dearest kind and writes max_tokens costs exactly that', () => {
    fc.assert(
      fc.property(
        anyPrice,
        fc.constantFrom<CacheTtl>('none', '5m', '1h'),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 128_000 }),
        (price, ttl, inputTokens, maxTokens) => {
          const worst = worstCaseCost({ inputTokens, maxTokens, cacheTtl: ttl }, price);
          const rates = price.long_prompt !== undefined && inputTokens > price.long_prompt.threshold_tokens ? price.long_prompt : price;
          const kinds =
            ttl === 'none'
              ? (['input'] as const)
              : ttl === '5m'
                ? (['input', 'cache_write', 'cache_read'] as const)
                : (['input', 'cache_write', 'cache_write_1h', 'cache_read'] as const);
          const dearest = kinds.reduce((best, kind) => (rates[kind] > rates[best] ? kind : best), kinds[0]);
          const split: Usage = {
            input_tokens: dearest === 'input' ? inputTokens : 0,
            output_tokens: maxTokens,
            cache_creation_input_tokens: dearest === 'cache_write' || dearest === 'cache_write_1h' ? inputTokens : 0,
            cache_read_input_tokens: dearest === 'cache_read' ? inputTokens : 0,
            cache_creation: {
              ephemeral_5m_input_tokens: dearest === 'cache_write' ? inputTokens : 0,
              ephemeral_1h_input_tokens: dearest === 'cache_write_1h' ? inputTokens : 0,
            },
          };
          expect(costOfUsage(split, price).micros).toBe(worst.micros);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('loadPriceOverrides', () => {
  it('reads JSON and YAML, with an optional long-prompt block', () => {
    const json = '{"my-model": {"input": 3, "output": 15, "cache_write": 3.75, "cache_write_1h": 6, "cache_read": 0.3}}';
    expect(loadPriceOverrides(json, 'prices.json')).toEqual({ 'my-model': { input: 3, output: 15, cache_write: 3.75, cache_write_1h: 6, cache_read: 0.3 } });
    const yaml = [
      '# negotiated prices',
      'my-model:',
      '  input: 0.1',
      '  output: 0.5',
      '  cache_write: 0.125',
      '  cache_write_1h: 0.2',
      '  cache_read: 0',
      '  long_prompt:',
      '    threshold_tokens: 100000',
      '    input: 0.5',
      '    output: 2.5',
      '    cache_write: 0.625',
      '    cache_write_1h: 1',
      '    cache_read: 0.05',
    ].join('\n');
    const overrides = loadPriceOverrides(yaml, 'prices.yaml');
    expect(overrides['my-model']!.long_prompt).toEqual({
      threshold_tokens: 100_000,
      input: 0.5,
      output: 2.5,
      cache_write: 0.625,
      cache_write_1h: 1,
      cache_read: 0.05,
    });
    expect(costOfUsage(usage({ input_tokens: 100_001 }), priceFor('my-model', overrides)).micros).toBe(50_001);
  });

  const FULL = 'input: 3, output: 15, cache_write: 3.75, cache_write_1h: 6, cache_read: 0.3';
  const bad: [string, string, RegExp, string][] = [
    ['a syntax error', 'm: {input: 3,\n  output: [15\n', /^prices\.yaml:\d+:\d+: not valid JSON or YAML/, 'price-file-syntax'],
    ['broken JSON', '{"m": {"input": 3,, "output": 15}}', /^prices\.json:1:\d+: not valid JSON or YAML/, 'price-file-syntax'],
    ['a duplicate model', `m: {${FULL}}\nm: {${FULL}}\n`, /^prices\.yaml:2:1: a model or price is given twice/, 'price-file-duplicate-key'],
    [
      'a missing price',
      'm:\n  input: 3\n  output: 15\n  cache_write: 3.75\n  cache_write_1h: 6\n',
      /^prices\.yaml:2:3: model "m" is missing "cache_read" \(USD per million cache-read tokens\)/,
      'price-file-schema',
    ],
    [
      'a price as a string',
      'm:\n  input: "3"\n  output: 15\n  cache_write: 3.75\n  cache_write_1h: 6\n  cache_read: 0.3\n',
      /^prices\.yaml:2:10: model "m": "input" must be a number of USD per million uncached input tokens, found "3" \(a string\)/,
      'price-file-schema',
    ],
    [
      'a negative price',
      `m: {${FULL.replace('output: 15', 'output: -15')}}`,
      /^prices\.yaml:1:23: model "m": "output" must be zero or more, found -15/,
      'price-file-schema',
    ],
    ['an infinite price', `m: {${FULL.replace('input: 3', 'input: .inf')}}`, /^prices\.yaml:1:12: model "m": "input" must be a number/, 'price-file-schema'],
    [
      'an absurd price',
      `m: {${FULL.replace('input: 3', 'input: 3e9')}}`,
      /^prices\.yaml:1:12: model "m": "input" is 3000000000 USD per million tokens/,
      'price-file-schema',
    ],
    [
      'a misspelt key',
      `m:\n  input: 3\n  output: 15\n  cache_write: 3.75\n  cache_write_1h: 6\n  cache_read: 0.3\n  cache_wirte: 1\n`,
      /^prices\.yaml:7:3: model "m": unknown key "cache_wirte"; expected input, output, cache_write, cache_write_1h, cache_read or long_prompt/,
      'price-file-schema',
    ],
    ['prices that are not a mapping', 'm: 3\n', /^prices\.yaml:1:4: model "m" must be a mapping of prices, found 3/, 'price-file-schema'],
    ['a list at the top', '- m\n', /^prices\.yaml:1:1: expected a mapping of model id to prices, found a list/, 'price-file-schema'],
    ['an empty file', '', /^prices\.yaml:1:1: expected a mapping of model id to prices, found nothing/, 'price-file-schema'],
    ['an empty mapping', '{}', /^prices\.yaml:1:1: the file gives no prices/, 'price-file-schema'],
    [
      'a long-prompt block without threshold',
      `m:\n  ${FULL.replace(/, /g, '\n  ')}\n  long_prompt: {${FULL}}\n`,
      /^prices\.yaml:7:16: model "m": "long_prompt" is missing "threshold_tokens"/,
      'price-file-schema',
    ],
    [
      'a fractional threshold',
      `m:\n  ${FULL.replace(/, /g, '\n  ')}\n  long_prompt: {threshold_tokens: 1.5, ${FULL}}\n`,
      /^prices\.yaml:7:35: model "m": "long_prompt.threshold_tokens" must be a whole number of tokens, found 1.5/,
      'price-file-schema',
    ],
  ];

  it.each(bad)('points at %s with file:line:col', (_name, text, message, code) => {
    const file = message.source.includes('json') ? 'prices.json' : 'prices.yaml';
    const error = errorOf(() => loadPriceOverrides(text, file));
    expect(error).toBeInstanceOf(PriceFileError);
    expect(error.message).toMatch(message);
    expect((error as PriceFileError).code).toBe(code);
    expect((error as PriceFileError).file).toBe(file);
    expect((error as PriceFileError).message.startsWith(`${file}:${(error as PriceFileError).line}:${(error as PriceFileError).col}: `)).toBe(true);
  });
});
