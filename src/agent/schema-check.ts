// Checking tool input against a tool's JSON Schema, with problems phrased for the model: it
// reads them and fixes its call, so each says where and what, and there are at most three.
import type { ErrorObject } from 'ajv';

/** More problems than this are left out: the first few are enough to fix a call. */
export const MAX_SCHEMA_PROBLEMS = 3;

/** `/answer must be string`, `input must have required property 'command'`, one per problem. */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined, max = MAX_SCHEMA_PROBLEMS): string[] {
  return (errors ?? []).slice(0, max).map((error) => {
    const extra = error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
    const allowed =
      error.keyword === 'enum' && Array.isArray(error.params?.allowedValues)
        ? ` (${error.params.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')})`
        : '';
    return `${error.instancePath || 'input'} ${error.message ?? 'is invalid'}${extra}${allowed}`;
  });
}
