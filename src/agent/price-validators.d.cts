// The type of the generated validators (price-validators.cjs, written by scripts/generate-policy-validator.ts).
import type { ValidateFunction } from 'ajv';

declare const priceValidators: { entry: ValidateFunction; overrides: ValidateFunction };
export = priceValidators;
