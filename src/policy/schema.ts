// The policy file's schema (DESIGN.md section 2), checked with ajv. Messages are rewritten
// for people: each names the key or value and what was expected.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

export const TOOL_SECTION_PATTERN = '^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$';

const effect = { enum: ['allow', 'prompt', 'deny'] };
const patterns = { type: 'array', items: { type: 'string', minLength: 1 } };

const policySchema = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: { const: 1 },
    extends: { type: 'array', items: { type: 'string', minLength: 1 } },
    default: effect,
    tools: {
      type: 'object',
      propertyNames: { pattern: TOOL_SECTION_PATTERN },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { allow: patterns, deny: patterns, default: effect },
      },
    },
    floors: {
      type: 'object',
      additionalProperties: false,
      properties: { lift: { type: 'array', items: { type: 'string', minLength: 1 } } },
    },
    env: {
      type: 'object',
      additionalProperties: false,
      properties: { pass: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } } },
    },
    // MCP servers (docs/mcp.md): only its shape is checked here; src/agent/mcp/config.ts reads
    // it with its own positions when `leash run` starts the servers.
    mcp: { type: 'object' },
    tests: {
      type: 'array',
      items: {
        type: 'object',
        required: ['expect'],
        additionalProperties: false,
        properties: {
          bash: { type: 'string' },
          write: { type: 'string', minLength: 1 },
          read: { type: 'string', minLength: 1 },
          expect: effect,
          note: { type: 'string' },
        },
      },
    },
  },
} as const;

export const TOP_LEVEL_KEYS = Object.keys(policySchema.properties);
export const TOOL_SECTION_KEYS = ['allow', 'deny', 'default'];

let validator: ValidateFunction | undefined;

/** Validates a parsed policy; returns the first error, or null. */
export function firstSchemaError(value: unknown): ErrorObject | null {
  // The schema is a constant of this module, so checking it against JSON Schema's meta-schema
  // at every start (a third of a short `leash check`) proves nothing new.
  validator ??= new Ajv({ allErrors: false, strict: true, validateSchema: false }).compile(policySchema);
  if (validator(value)) return null;
  return validator.errors?.[0] ?? null;
}
