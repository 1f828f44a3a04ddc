// The type of the generated validator (policy-validator.cjs, written by scripts/generate-policy-validator.ts).
import type { ValidateFunction } from 'ajv';

declare const validatePolicy: ValidateFunction;
export = validatePolicy;
