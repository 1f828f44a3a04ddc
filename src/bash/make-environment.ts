// make reads the variables of its environment as its own (GNU make, "Variables from the
// Environment"): `CFLAGS='$(shell id)' make x.o` runs `id` wherever a rule uses $(CFLAGS), as
// `make CFLAGS=…` would, and a value with shell syntax becomes shell code in the recipe lines.
import type { SyntaxNode } from './syntax.js';
import { reason, type Walk } from './walk-context.js';
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

/** A variable the environment hands make: its value, when not known or holding code, needs approval. */
export function makeEnvironment(w: Walk, node: SyntaxNode, name: string, value: string | null): void {
  if (value !== null && !MAKE_CODE.test(value)) return;
  reason(w, 'code-changing-variable', node, { form: 'make-environment', name });
}
