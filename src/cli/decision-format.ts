// How a decision is printed: one JSON object per decision (DESIGN.md section 7), or lines for a person.
import type { Decision, ScopeDecision } from '../policy/index.js';

export function decisionJson(decision: Decision): Record<string, unknown> {
  const out: Record<string, unknown> = {
    decision: decision.decision,
    scopes: decision.scopes.map(scopeJson),
    reasons: decision.reasons,
    reason_codes: decision.reasonDetails.map((reason) => reason.code),
  };
  // A state of its own: what would need approval without the sandbox, which enforces it instead.
  if (decision.sandboxEnforced?.length) out.enforced_by_sandbox = decision.sandboxEnforced.map((reason) => ({ code: reason.code, message: reason.message }));
  return out;
}

function scopeJson(scope: ScopeDecision): Record<string, unknown> {
  const out: Record<string, unknown> = {
    kind: scope.kind,
    text: scope.text,
    decision: scope.decision,
    rule: scope.rule ? { pattern: scope.rule.pattern, effect: scope.rule.effect, layer: scope.rule.layer, source: scope.rule.source } : null,
    decided_by: scope.decidedBy,
  };
  if (scope.path !== undefined) out.path = scope.path;
  if (scope.default) out.default = { effect: scope.default.effect, source: scope.default.source };
  if (scope.floors?.length) out.floors = scope.floors;
  return out;
}

export const DECISION_WORDS = { allow: 'allowed', deny: 'denied', prompt: 'needs approval' } as const;

/** Why one scope got its decision, in a phrase: `rule "git push *" (deny, .github/leash.yml:7)`. */
export function scopeWhy(scope: ScopeDecision): string {
  const rule = scope.rule ? `rule "${scope.rule.pattern}" (${scope.rule.effect}, ${scope.rule.layer} layer, ${scope.rule.source})` : '';
  if (scope.decidedBy === 'floor') {
    const floors = (scope.floors ?? []).join(', ');
    return `built-in floor ${floors} holds back ${rule || `the default allow (${scope.default?.source})`}; lift it under floors.lift to allow`;
  }
  if (scope.decidedBy === 'default') return `no rule; default ${scope.default?.effect} (${scope.default?.source})`;
  return rule;
}

export function decisionLines(subject: string, decision: Decision): string[] {
  const lines = [`${DECISION_WORDS[decision.decision]}: ${subject}`];
  const width = Math.min(48, Math.max(8, ...decision.scopes.map((s) => s.text.length)));
  for (const scope of decision.scopes) {
    lines.push(`  ${scope.kind.padEnd(7)} ${scope.text.padEnd(width)}  ${DECISION_WORDS[scope.decision].padEnd(14)} ${scopeWhy(scope)}`);
  }
  for (const reason of decision.reasons) lines.push(`  needs approval: ${reason}`);
  for (const reason of decision.sandboxEnforced ?? []) lines.push(`  enforced by the sandbox: ${reason.message}`);
  if (decision.scopes.length === 0 && decision.reasons.length === 0) lines.push('  (nothing runs)');
  return lines;
}
