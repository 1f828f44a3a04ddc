// make reads the variables of its environment as its own (GNU make, "Variables from the
// Environment"): `CFLAGS='$(shell id)' make x.o` runs `id` wherever a rule uses $(CFLAGS), as
// `make CFLAGS=…` would, and a value with shell syntax becomes shell code in the recipe lines.
// An exported variable is in the environment of every later command of the shell, make's too.
import type { SyntaxNode } from './syntax.js';
import { reason, type Walk } from './walk-context.js';
import { assignmentValueMeets } from './floors.js';
import { floorsFor } from './tables.js';
import type { Word } from './words.js';

/** Make text that runs or writes (`$(shell …)`, `${file >…}`), and the shell syntax a recipe line would run. */
const MAKE_CODE = /\$[({]|[`;|&<>\n]/;

/** Whether one of `words` names make, which the command's environment reaches (`CFLAGS=x timeout 60 make`). */
export function namesMake(words: readonly Word[]): boolean {
  for (const word of words) {
    const value = word.value;
    if (value === null) continue;
    const base = value.slice(value.lastIndexOf('/') + 1);
    if (base === 'make' || base === 'gmake') return true;
  }
  return false;
}

/**
 * A variable the environment hands make: its value, when not known or holding code, needs
 * approval, and so does one naming a program make's rules run (`AS=curl make x.o`) or flags with
 * gcc's own code options (`CFLAGS='-wrapper curl' make`), as the `make VAR=value` floors say.
 */
export function makeEnvironment(w: Walk, node: SyntaxNode, name: string, value: string | null): void {
  if (value !== null && !MAKE_CODE.test(value) && !runsByFloor(name, value)) return;
  reason(w, 'code-changing-variable', node, { form: 'make-environment', name });
}

/** Whether make's assignment floors hold `NAME=value` back: a program variable, or flags with one of the floor's parts. */
function runsByFloor(name: string, value: string): boolean {
  for (const floor of floorsFor('make')) {
    if (floor.assignments && floor.assignmentNames?.includes(name) && assignmentValueMeets(floor.valueIncludes, value)) return true;
  }
  return false;
}

/** The source runs make somewhere (`make`, `gmake`, `/usr/bin/make`, `timeout 60 make`, inside `bash -c '…'`). */
const RUNS_MAKE = /(?:^|[\s;&|(){}`'"/])g?make(?=$|[\s;&|(){}`'"])/;

/** `set -a` and `set -o allexport`: every later assignment is exported. */
const ALL_EXPORT = /(?:^|[\s;&|(){}])set\s+(?:[-+][A-Za-z]*a|(?:-[A-Za-z]*\s+)*-o\s+allexport)\b/;

/**
 * Whether an assignment in this source exports its variable: `set -a` is on somewhere, the
 * environment holds the name already, or the source exports the name somewhere
 * (`export CFLAGS; CFLAGS+=';id'`), which bash keeps for every later assignment.
 */
export function assignmentExports(w: Walk, name: string): boolean {
  const environment = w.state.environment;
  if (environment !== undefined && Object.hasOwn(environment.values, name)) return true;
  if (ALL_EXPORT.test(w.source)) return true;
  return new RegExp(`(?:^|[\\s;&|(){}])(?:export|declare|typeset|local)\\s[^;&|\\n]*(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(w.source);
}

/**
 * A variable exported where the source also runs make (`export CFLAGS='$(shell id)'; make`):
 * make takes it from its environment, so a value holding make or shell code, or one not known
 * before it runs, needs approval. Where in the source make runs is not followed: before the
 * export too, which can only ask for more.
 */
export function exportedToMake(w: Walk, node: SyntaxNode, name: string, value: string | null, via: string): void {
  if (value !== null && !MAKE_CODE.test(value) && !runsByFloor(name, value)) return;
  if (!RUNS_MAKE.test(w.source)) return;
  reason(w, 'code-changing-variable', node, { form: 'make-export', name, via });
}
