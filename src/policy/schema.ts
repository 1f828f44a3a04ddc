// The policy file's schema (DESIGN.md section 2, policy-schema.ts), checked with the validator
// ajv generated from it ahead of time. Messages are rewritten for people: each names the key or
// value and what was expected.
import type { ErrorObject } from 'ajv';
import { policySchema } from './policy-schema.js';
import validatePolicy from './policy-validator.cjs';

export { TOOL_SECTION_PATTERN } from './policy-schema.js';

export const TOP_LEVEL_KEYS = Object.keys(policySchema.properties);
export const TOOL_SECTION_KEYS = ['allow', 'deny', 'default'];

/** Validates a parsed policy; returns the first error, or null. */
export function firstSchemaError(value: unknown): ErrorObject | null {
  // Compiled ahead of time: loading ajv's compiler and compiling the schema cost a short
  // `leash check` more than everything else it does to load a policy.
  if (validatePolicy(value)) return null;
  return validatePolicy.errors?.[0] ?? null;
}
