// Functions the command defines: a body is walked where it is defined, and again from each
// directory it is called from, against a budget.
import { type Walk, type FunctionBody, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unchanged, unionCwds, UNKNOWN_CWDS } from './cwd.js';
import { evaluateWord } from './words.js';
import { continueAfter, redirectsAt } from './redirects.js';

/** How many times, in all, function bodies are walked again from where they are called. */
const MAX_FUNCTION_WALKS = 64;

/** A function definition: its body is walked where it is defined, and again from where it is called (callFunction). */
export function defineFunction(w: Walk, node: SyntaxNode, cwds: Cwds): Flow {
  const body = node.childForFieldName('body');
  const name = node.childForFieldName('name');
  if (!body) return unchanged(cwds);
  // Redirects written after the body (`f() { cat; } < .env`) are opened every time the function runs.
  let redirects: SyntaxNode[] | null = null;
  for (const child of node.children) if (child.fieldName === 'redirect') (redirects ??= []).push(child);
  const functions = (w.state.functions ??= new Map());
  const key = name ? (evaluateWord(name).value ?? name.text) : '';
  // A call walked before the definition (in a loop, or through eval) did not see this body:
  // it runs from a directory not known here.
  const from = functions.get(key)?.body === null ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
  const entry: FunctionBody = { walker: w, body, walkedFrom: [from], active: true };
  functions.set(key, entry);
  try {
    w.state.ops.statement(w, body, from);
  } finally {
    entry.active = false;
  }
  if (redirects) return continueAfter(w, unchanged(cwds), redirectsAt(w, redirects, cwds), cwds);
  return unchanged(cwds);
}

/** A function's body runs where it is called from: walked again from there, unless it was from there already. */
export function callFunction(w: Walk, name: string, cwds: Cwds, at: SyntaxNode): void {
  const functions = (w.state.functions ??= new Map<string, FunctionBody>());
  const entry = functions.get(name);
  if (!entry) {
    // Defined later in the walk (a loop, eval): its definition walks it from anywhere.
    functions.set(name, { walker: null, body: null, walkedFrom: [], active: false });
    return;
  }
  if (entry.active || !entry.walker || !entry.body || entry.walkedFrom.some((from) => sameCwds(from, cwds))) return;
  // Functions calling functions from new directories multiply the walks (2^k for k levels).
  w.state.functionWalks++;
  if (w.state.functionWalks > MAX_FUNCTION_WALKS) {
    if (w.state.functionWalks === MAX_FUNCTION_WALKS + 1) {
      reason(w, 'too-deep', at, { form: 'function-walks', max: MAX_FUNCTION_WALKS });
    }
    return;
  }
  entry.walkedFrom.push(cwds);
  entry.active = true;
  try {
    // The body runs inside what the call is inside (a pipeline stage, a runner), not what the definition was.
    w.state.ops.statement({ ...entry.walker, context: w.context }, entry.body, cwds);
  } finally {
    entry.active = false;
  }
}

function sameCwds(a: Cwds, b: Cwds): boolean {
  return a === b || (a.unknown === b.unknown && a.dirs.length === b.dirs.length && a.dirs.every((dir) => b.dirs.includes(dir)));
}
