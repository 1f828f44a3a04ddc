// The policy file's schema (DESIGN.md section 2), as data. scripts/generate-policy-validator.ts
// compiles it ahead of time into policy-validator.cjs, which schema.ts checks policies with.

export const TOOL_SECTION_PATTERN = '^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$';

const effect = { enum: ['allow', 'prompt', 'deny'] };
const patterns = { type: 'array', items: { type: 'string', minLength: 1 } };

export const policySchema = {
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
