// The policy file's schema (DESIGN.md section 2), as data. scripts/generate-policy-validator.ts
// compiles it ahead of time into policy-validator.cjs, which schema.ts checks policies with.

export const TOOL_SECTION_PATTERN = '^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$';

const effect = { enum: ['allow', 'prompt', 'deny'] };

/**
 * A host pattern (docs/policy.md, "Network"): `*` (any host), `host`, `*.host` (any name below
 * it), an IPv4 address or a bracketed IPv6 one, each with an optional `:port`.
 */
export const HOST_PATTERN =
  '^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$';
/** A self-test's connection: a host (no wildcard) with an optional `:port` (443 when left out). */
export const HOST_TEST_PATTERN =
  '^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$';
const hosts = { type: 'array', items: { type: 'string', minLength: 1, pattern: HOST_PATTERN } };
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
    network: {
      type: 'object',
      additionalProperties: false,
      properties: { allow: hosts, deny: hosts },
    },
    sandbox: { enum: ['required', 'auto', 'off'] },
    caches: patterns,
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
          network: { type: 'string', minLength: 1, pattern: HOST_TEST_PATTERN },
          expect: effect,
          note: { type: 'string' },
        },
      },
    },
  },
} as const;
