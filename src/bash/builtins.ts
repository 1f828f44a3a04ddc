// Builtins that run strings as code or change what a name runs (tables/builtins.json), and the
// ones that change the shell beyond an assignment (`getopts`, `shopt -s cdable_vars`).
import { type Walk, reason } from './walk-context.js';
import type { Word } from './words.js';
import { isCodeChangingVariable, type BuiltinSpec } from './tables.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unchanged, unionCwds, UNKNOWN_CWDS } from './cwd.js';
import { ordinary } from './ordinary.js';
import { scanOptions, type ParsedOption } from './options.js';
import { shellCode } from './nested-source.js';

/**
 * Builtins that change the shell beyond a `NAME=value`: `getopts OPTSTRING NAME` assigns NAME, and
 * `shopt -s cdable_vars` makes `cd name` go to `$name`. Their command scope is made as for any command.
 */
export function settingBuiltin(w: Walk, builtin: 'getopts' | 'shopt', words: Word[]): void {
  if (builtin === 'getopts') {
    const variable = words[2];
    if (!variable) return;
    if (variable.value === null) {
      reason(w, 'code-changing-variable', variable.node, { form: 'getopts-unknown', word: variable.raw });
    } else if (isCodeChangingVariable(variable.value)) {
      reason(w, 'code-changing-variable', variable.node, { form: 'getopts', name: variable.value });
    }
    return;
  }
  let setting = false;
  for (let i = 1; i < words.length; i++) {
    const value = words[i]!.value;
    if (value !== null && value.startsWith('-') && !value.startsWith('--')) {
      if (value.includes('s')) setting = true;
      continue;
    }
    if (setting && (value === null || value === 'cdable_vars')) {
      reason(w, 'code-changing-variable', words[i]!.node, { form: 'cdable', word: value === null ? words[i]!.raw : null });
      return;
    }
  }
}

/**
 * Builtins that run a string as code or change what a name runs (builtins.json): the builtin is a
 * command scope as written, its code strings are checked like eval's.
 */
export function builtin(w: Walk, node: SyntaxNode, words: Word[], base: string, spec: BuiltinSpec, cwds: Cwds): Flow {
  ordinary(w, node, words, base, cwds);
  const scan = scanOptions(words, 1, spec);
  if (scan.kind !== 'ok') {
    reason(w, 'unknown-option', node, { form: 'builtin', option: scan.option, builtin: base });
    return unchanged(cwds);
  }
  const named = (list: readonly string[] | undefined): ParsedOption | undefined =>
    list ? scan.options.find((option) => list.includes(option.name)) : undefined;
  if (named(spec.listing)) return unchanged(cwds);
  const approval = named(spec.approval);
  if (approval) reason(w, 'non-static-code', node, { form: 'builtin-option', builtin: base, option: approval.name, why: spec.why ?? '' });
  if (spec.approvalUnless && !named(spec.approvalUnless)) reason(w, 'non-static-code', node, { form: 'builtin-unknown', builtin: base, why: spec.why ?? '' });
  const programs: Word[] = [];
  for (const option of scan.options) {
    if (spec.codeOptions?.includes(option.name)) programs.push(option.words.length > 1 ? option.words[1]! : { ...option.words[0]!, value: option.value });
  }
  const operands = words.slice(scan.rest);
  if (spec.codeOperands === 'first-of-two' && operands.length >= 2) {
    // `trap - SIG` resets, `trap '' SIG` ignores, `trap 1 2` resets signals given by number.
    const first = operands[0]!;
    if (first.value === null || !(spec.inert?.includes(first.value) || /^\d+$/.test(first.value))) programs.push(first);
  } else if (spec.codeOperands === 'assignment-values') {
    for (const operand of operands) {
      // One that is not static may define any name as anything.
      if (operand.value === null) programs.push(operand);
      else if (operand.value.indexOf('=') > 0) programs.push({ ...operand, value: operand.value.slice(operand.value.indexOf('=') + 1) });
    }
  }
  let flow = unchanged(cwds);
  for (const program of programs) {
    const after = shellCode(w, program, cwds, base, spec.later ? 'later' : 'here', spec.appendsInput ? base : undefined);
    // Code run now, maybe many times (a callback): a `cd` in it leaves the directory anywhere.
    if (after.any !== cwds) flow = { ok: unionCwds(cwds, UNKNOWN_CWDS), any: unionCwds(cwds, UNKNOWN_CWDS) };
  }
  return flow;
}
