// The schema of a model's prices (the built-in table's entries, a user's price file), from which
// scripts/generate-policy-validator.ts writes price-validators.cjs.

/** The five prices of a model, in USD per million tokens. */
export const RATE_KEYS = ['input', 'output', 'cache_write', 'cache_write_1h', 'cache_read'] as const;

const rateSchema = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;
const ratesProperties = Object.fromEntries(RATE_KEYS.map((key) => [key, rateSchema]));
export const entrySchema = {
  type: 'object',
  required: [...RATE_KEYS],
  additionalProperties: false,
  properties: {
    ...ratesProperties,
    long_prompt: {
      type: 'object',
      required: ['threshold_tokens', ...RATE_KEYS],
      additionalProperties: false,
      properties: { threshold_tokens: { type: 'integer', minimum: 1 }, ...ratesProperties },
    },
  },
} as const;
export const overridesSchema = {
  type: 'object',
  minProperties: 1,
  propertyNames: { minLength: 1 },
  additionalProperties: entrySchema,
} as const;
