// The built-in layer (DESIGN.md section 2), the lowest of all: every tool defaults to
// `prompt`; read and write allow the workspace until a policy layer gives its own allow
// list; writes to `.git/**` are denied whatever the policy says (hooks and config run code).
import type { PolicyLayer, Rule, ToolRules } from './types.js';

export const BUILTIN_SOURCE = 'built-in';

/** The workspace subtree the built-in read and write allows cover. */
export const BUILTIN_WORKSPACE_PATTERN = './**';

/**
 * How a decision names the built-in deny of writes into a `.git` below the workspace root
 * (`vendor/x/.git/config`): git run in that folder reads that repository's config, whose
 * `core.fsmonitor` runs a program. Policy patterns cannot say "at any depth", so the engine
 * applies it (decide.ts) and this is only its name.
 */
export const BUILTIN_NESTED_GIT_PATTERN = '**/.git/**';
/** How the built-in deny of writes inside a bare repository below the workspace root is named (it is found by listing, not matched). */
export const BUILTIN_BARE_REPOSITORY_PATTERN = 'a bare repository (HEAD, objects, refs) below the workspace root/**';

function rule(tool: 'read' | 'write', pattern: string, effect: 'allow' | 'deny'): Rule {
  return { pattern, effect, tool, layer: 'builtin', source: BUILTIN_SOURCE };
}

export function builtinLayer(): PolicyLayer {
  const tools = new Map<'read' | 'write', ToolRules>([
    ['read', { allow: [rule('read', BUILTIN_WORKSPACE_PATTERN, 'allow')], deny: [], hasAllowList: false }],
    ['write', { allow: [rule('write', BUILTIN_WORKSPACE_PATTERN, 'allow')], deny: [rule('write', '.git/**', 'deny')], hasAllowList: false }],
  ]);
  return {
    layer: 'builtin',
    default: { effect: 'prompt', source: BUILTIN_SOURCE },
    tools,
    lifts: [],
    envPass: [],
    tests: [],
  };
}
