// The policy's sandbox profile (profile.ts) as the runtime's lists, and the explainer that
// names the rule behind each refusal from the same policy.

import { join } from 'node:path';
import type { Policy } from '../policy/types.js';
import { decidePathAccess } from '../policy/decide.js';
import { DEFAULT_RULE, type SandboxRuleExplainer, type SandboxSpec } from './spec.js';
import type { SandboxDenialRule } from './types.js';

export interface ProfileDirs {
  workspaceRoot: string;
  homeDir: string;
  sessionTmpDir: string;
}

export function sandboxSpecOf(policy: Policy, dirs: ProfileDirs): { spec: SandboxSpec; explain: SandboxRuleExplainer } {
  const spec: SandboxSpec = {
    allowWrite: [dirs.workspaceRoot, dirs.sessionTmpDir],
    denyWrite: [join(dirs.workspaceRoot, '.git')],
    denyRead: [join(dirs.homeDir, '.ssh')],
    network: { allow: [], deny: [] },
  };
  return { spec, explain: pathExplainer(policy, () => DEFAULT_RULE) };
}

/** Names the path rule behind a refused write or read with the same decision the file tools use. */
export function pathRuleOf(policy: Policy, kind: 'write' | 'read', path: string): SandboxDenialRule {
  let scope;
  try {
    scope = decidePathAccess(policy, kind, path).scopes[0];
  } catch {
    return DEFAULT_RULE;
  }
  if (!scope) return DEFAULT_RULE;
  if (scope.decidedBy === 'floor') return { effect: 'floor', pattern: scope.floors?.join(', ') ?? null, layer: 'builtin', source: 'built-in' };
  if (scope.rule && scope.rule.effect === 'deny') return { effect: 'deny', pattern: scope.rule.pattern, layer: scope.rule.layer, source: scope.rule.source };
  return DEFAULT_RULE;
}

export function pathExplainer(policy: Policy, network: SandboxRuleExplainer['network']): SandboxRuleExplainer {
  return { network, path: (kind, path) => pathRuleOf(policy, kind, path) };
}
