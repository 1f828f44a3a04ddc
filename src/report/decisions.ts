import type { CallDecision, DenialView, ScopeView } from './session-model.js';

// How a decision reads, shared by the HTML page and the job summary.

export interface DecisionLabel {
  className: 'allow' | 'deny' | 'prompt' | 'none';
  text: string;
}

/** What a person should read off a call's badge: allowed, denied by a rule, needs approval. */
export function decisionLabel(decision: CallDecision | undefined, denial: DenialView | undefined): DecisionLabel {
  if (decision === 'allow') return { className: 'allow', text: 'Allowed' };
  if (decision === 'prompt') return { className: 'prompt', text: 'Needs approval' };
  if (decision === 'deny') {
    if (denial !== undefined && deniedByRule(denial)) return { className: 'deny', text: 'Denied by rule' };
    if (denial?.reasonType === 'default') return { className: 'deny', text: 'Denied: no rule allows it' };
    return { className: 'deny', text: 'Denied' };
  }
  return { className: 'none', text: 'No result' };
}

function deniedByRule(denial: DenialView): boolean {
  if (denial.reasonType === 'rule') return true;
  return decidingScopes(denial).some((scope) => scope.rule?.effect === 'deny');
}

/** The scopes that made the call's decision (all of them when none are marked). */
export function decidingScopes(denial: DenialView): ScopeView[] {
  const deciding = denial.scopes.filter((scope) => scope.decision === denial.decision);
  return deciding.length > 0 ? deciding : denial.scopes;
}

/** The rule that decided a denial, if a rule did. */
export function decidingRule(denial: DenialView): ScopeView | undefined {
  return decidingScopes(denial).find((scope) => scope.rule !== null && scope.rule.pattern !== undefined);
}

export function reasonTypeText(reasonType: string): string {
  switch (reasonType) {
    case 'rule':
      return 'a deny rule matched';
    case 'default':
      return 'no rule covers it; the default decided';
    case 'floor':
      return 'a built-in floor';
    case 'parse':
      return 'the parse cannot show what runs';
    default:
      return reasonType;
  }
}
