// The collectors of scopes and reasons: forms of a command, and the same scope or reason made
// twice (a loop walked again, two readings of one source) kept once.
import type { BashScope, CommandForm, Reason } from './types.js';

/** Adds a form to match the command in, unless it is the written form (the first). */
export function addForm(forms: CommandForm[], text: string, denyOnly: boolean): void {
  if (text !== forms[0]!.text) forms.push({ text, denyOnly });
}

/**
 * Drops scopes equal to an earlier one. Scopes are grouped by their text (or path) first, so the
 * fields are compared only where two share it; most calls have none to compare.
 */
export function dedupeScopes(scopes: BashScope[]): BashScope[] {
  if (scopes.length < 2) return scopes;
  if (scopes.length <= SMALL_DEDUPE) return dedupeFewScopes(scopes);
  const byText = new Map<string, BashScope[]>();
  const kept: BashScope[] = [];
  for (const scope of scopes) {
    const text = scope.kind === 'command' ? scope.text : scope.path;
    const same = byText.get(text);
    if (same) {
      if (same.some((earlier) => sameScope(earlier, scope))) continue;
      same.push(scope);
    } else {
      byText.set(text, [scope]);
    }
    kept.push(scope);
  }
  return kept;
}

/** Below this many scopes, comparing each with the kept ones costs less than a map. */
const SMALL_DEDUPE = 8;

function scopeText(scope: BashScope): string {
  return scope.kind === 'command' ? scope.text : scope.path;
}

/** dedupeScopes for a handful: the same scopes kept, in the same order. */
function dedupeFewScopes(scopes: BashScope[]): BashScope[] {
  const kept: BashScope[] = [];
  next: for (const scope of scopes) {
    const text = scopeText(scope);
    for (const earlier of kept) if (scopeText(earlier) === text && sameScope(earlier, scope)) continue next;
    kept.push(scope);
  }
  return kept;
}

function sameScope(a: BashScope, b: BashScope): boolean {
  if (a.kind === 'command' && b.kind === 'command') {
    return (
      a.text === b.text &&
      a.denyOnly === b.denyOnly &&
      a.runBy === b.runBy &&
      a.floors.length === b.floors.length &&
      a.floors.every((floor, i) => floor === b.floors[i]) &&
      a.forms.length === b.forms.length &&
      a.forms.every((form, i) => form.text === b.forms[i]!.text)
    );
  }
  return (
    a.kind === b.kind &&
    a.kind !== 'command' &&
    b.kind !== 'command' &&
    a.path === b.path &&
    a.recursive === b.recursive &&
    a.partial === b.partial &&
    a.worktree === b.worktree
  );
}

export function dedupeReasons(reasons: Reason[]): Reason[] {
  if (reasons.length < 2) return reasons;
  if (reasons.length <= SMALL_DEDUPE) {
    const kept: Reason[] = [];
    for (const reason of reasons) if (!kept.some((earlier) => earlier.message === reason.message)) kept.push(reason);
    return kept;
  }
  const seen = new Set<string>();
  return reasons.filter((reason) => {
    if (seen.has(reason.message)) return false;
    seen.add(reason.message);
    return true;
  });
}
