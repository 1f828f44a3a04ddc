// Assignments and the builtins that name variables: a variable that changes what runs, and
// subscripts, integer attributes and tests that bash evaluates as arithmetic.
import { type Walk, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unchanged } from './cwd.js';
import { expressions } from './expansions.js';
import { variableBuiltin, isCodeChangingVariable, valueChangesWhatRuns, variableWrites, type VariableBuiltin } from './tables.js';
import { addCommand, addPath } from './path-scopes.js';
import { collapse } from './reason-text.js';
import { evaluateWord, type Word, joinWords } from './words.js';
import { isLiteralSubscript, namedVariables, variableName } from './variables.js';
import { isVariableName, withKnownValue } from './known-values.js';
import { assignmentExports, exportedToMake } from './make-environment.js';

/** The `[[ ]]` operators that evaluate both operands as arithmetic (`[` and `test` compare them as integers only). */
const ARITHMETIC_TESTS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);

/** An operand that is always a number: a literal, `$#`, `$?`, `$$`, `$!` or the length `${#name}`. */
const NUMERIC_OPERAND = /^"?(?:[-+]?\d+|\$[#?$!]|\$\{#[A-Za-z_][A-Za-z0-9_]*\})"?$/;

/** A declaration word that assigns an array, `x=(…)` or `x[1]+=(…)`, once its quotes are removed. */
const QUOTED_ARRAY_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=\(/;

export function declaration(w: Walk, node: SyntaxNode, cwds: Cwds): Flow {
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'variable_assignment') assignment(w, child, cwds);
    else expressions(w, [child], cwds);
  }
  const keyword = node.children[0]!.type;
  exportsToMake(w, node, keyword);
  const spec = variableBuiltin(keyword);
  if (spec) variables(w, node, builtinWords(node), keyword, spec);
  if (keyword !== 'export') quotedArrayValues(w, node, keyword);
  addCommand(w, node, collapse(node.text));
  return unchanged(cwds);
}

/**
 * `declare -a 'x=($(cmd))'` and `local -a x='($(cmd))'`: bash reads a quoted value that looks
 * like `(…)` again as an array assignment, and expands what is in it.
 */
function quotedArrayValues(w: Walk, node: SyntaxNode, keyword: string): void {
  for (const child of node.namedChildren) {
    let value: string | null = null;
    if (child.type === 'variable_assignment') {
      const assigned = child.childForFieldName('value');
      if (assigned && assigned.type !== 'array') value = evaluateWord(assigned).value;
    } else {
      const word = evaluateWord(child).value;
      if (word !== null && QUOTED_ARRAY_ASSIGNMENT.test(word)) value = word.slice(word.indexOf('=') + 1);
    }
    if (value !== null && value.startsWith('(') && /[$`]/.test(value)) {
      reason(w, 'command-substitution', child, { form: 'array-reread', keyword, value });
    }
  }
}

/** `for HOME in /etc` and `select CDPATH in …` assign their variable as an assignment would. */
export function loopVariable(w: Walk, node: SyntaxNode): void {
  const variable = node.childForFieldName('variable');
  if (variable && isCodeChangingVariable(variable.text)) {
    reason(w, 'code-changing-variable', variable, { form: 'loop-variable', name: variable.text });
  }
}

export function assignment(w: Walk, node: SyntaxNode, cwds: Cwds): void {
  const target = node.childForFieldName('name');
  // `PS4[0]=…` sets PS4 as well.
  const subscript = target?.type === 'subscript' ? target : null;
  const name = (subscript ? subscript.namedChildren[0]?.text : target?.text) ?? '';
  const value = node.childForFieldName('value');
  if (isCodeChangingVariable(name) && (subscript || value?.type === 'array' || valueChangesWhatRuns(name, staticValue(w, value)))) {
    reason(w, 'code-changing-variable', node, { form: 'assignment', name });
  }
  if (subscript) expressions(w, [subscript], cwds);
  if (!value) return;
  if (value.type === 'array') arrayKeys(w, value);
  expressions(w, [value], cwds);
  // `NODE_V8_COVERAGE=.github node x`: the program writes where the value says.
  const writes = subscript || value.type === 'array' ? undefined : variableWrites(name);
  if (writes) addPath(w, 'write', evaluateWord(value), cwds, writes === 'folder', `the variable ${name}`);
}

/** A statement of assignments only (`CFLAGS=x;`): one that exports its variable reaches a later make. */
export function standaloneAssignment(w: Walk, node: SyntaxNode, cwds: Cwds): void {
  assignment(w, node, cwds);
  const name = node.childForFieldName('name');
  const value = node.childForFieldName('value');
  // The grammar takes `*x=1` for an assignment too; bash runs that as a command.
  if (name?.type !== 'variable_name' || !isVariableName(name.text) || !assignmentExports(w, name.text)) return;
  exportedToMake(w, node, name.text, staticValue(w, value), 'the assignment');
}

/**
 * `export CFLAGS=…`, `declare -x`, `typeset -x`, `local -x`, and `export NAME` of a variable the
 * source sets: what they export reaches a later make (make-environment.ts). `-n` and `+x` unexport,
 * `-f` exports functions.
 */
function exportsToMake(w: Walk, node: SyntaxNode, keyword: string): void {
  const words = node.namedChildren
    .filter((child) => child.type !== 'variable_assignment' && child.type !== 'variable_name')
    .map((child) => evaluateWord(child).value);
  const flags = words.filter((word) => word !== null && /^[-+]/.test(word)).join(' ');
  const exports = keyword === 'export' ? !/-[A-Za-z]*[nfp]/.test(flags) : /(^|\s)-[A-Za-z]*x/.test(flags);
  if (!exports) return;
  for (const child of node.namedChildren) {
    if (child.type === 'variable_assignment') {
      const name = child.childForFieldName('name');
      const value = child.childForFieldName('value');
      if (name?.type === 'variable_name' && isVariableName(name.text)) exportedToMake(w, child, name.text, staticValue(w, value), keyword);
      continue;
    }
    const name = child.type === 'variable_name' ? child.text : evaluateWord(child).value;
    if (name === null || !isVariableName(name)) continue;
    const set = valueSetBefore(w, child, name);
    if (set !== undefined) exportedToMake(w, child, name, set, keyword);
  }
}

/**
 * What the source has set `name` to before `at`: its static value, null when it sets it some way
 * not worked out here, undefined when it does not set it (the value is the inherited one).
 */
function valueSetBefore(w: Walk, node: SyntaxNode, name: string): string | null | undefined {
  const setters = w.source.match(new RegExp(`(?<![A-Za-z0-9_$])${name}\\+?=`, 'g'))?.length ?? 0;
  if (setters === 0) return /\b(read|mapfile|readarray|printf|getopts)\b/.test(w.source) ? null : undefined;
  // Set only by plain static assignments at the top of the source: the last one before the export.
  let root = node;
  while (root.parent) root = root.parent;
  let statics = 0;
  let value: string | null | undefined;
  for (const child of root.namedChildren) {
    if (child.type !== 'variable_assignment' || child.childForFieldName('name')?.text !== name) continue;
    const assigned = child.childForFieldName('value');
    statics++;
    if (child.endIndex <= node.startIndex) value = assigned ? evaluateWord(assigned).value : '';
  }
  return statics === setters && value !== undefined ? value : null;
}

/** An assignment's value as bash makes it, with the variables the source or environment makes known; null when not known. */
function staticValue(w: Walk, value: SyntaxNode | null): string | null {
  if (!value) return '';
  const word = evaluateWord(value);
  const known = w.known ? withKnownValue(word, w.known) : word;
  // Null from withKnownValue: bash makes no word of it, an empty value.
  return known === null ? '' : known.value;
}

/** `a=([i]=x)`: each key of an indexed array is evaluated as arithmetic. */
function arrayKeys(w: Walk, array: SyntaxNode): void {
  for (const element of array.namedChildren) {
    const key = /^\[(.*?)\]\+?=/s.exec(element.text);
    if (key && !isLiteralSubscript(key[1]!)) {
      reason(w, 'arithmetic', element, { form: 'array-subscript', text: element.text });
    }
  }
}

/** A builtin that names variables (tables/variables.json): what it sets, subscripts, `-i`, `-n`, `let`. */
export function variables(w: Walk, node: SyntaxNode, words: readonly Word[], base: string, spec: VariableBuiltin): void {
  if (spec.arithmetic) {
    reason(w, 'arithmetic', node, { form: 'evaluates-arithmetic', text: joinWords(words) });
    return;
  }
  const found = namedVariables(words, spec);
  if (found.integer) {
    reason(w, 'arithmetic', found.integer.node, { form: 'integer-attribute', declaration: `${base} ${found.integer.raw}` });
  }
  if (found.nameref) {
    reason(w, 'code-changing-variable', found.nameref.node, { form: 'nameref', declaration: `${base} ${found.nameref.raw}` });
  }
  for (const word of found.names) variableNamed(w, word, base, spec.sets === true);
}

/** A variable a builtin names: its subscript is arithmetic, and setting it may change what runs. */
function variableNamed(w: Walk, word: Word, via: string, sets: boolean): void {
  // An assignment word was looked at as an assignment.
  if (word.node.type === 'variable_assignment') return;
  if (word.value === null) {
    // `X=$(cmd)`: the name is static, only the value is not known, and a value sets nothing else.
    const named = /^([A-Za-z_][A-Za-z0-9_]*)\+?=/.exec(word.raw);
    if (named) {
      if (sets && isCodeChangingVariable(named[1]!)) reason(w, 'code-changing-variable', word.node, { form: 'sets', via, name: named[1]! });
      return;
    }
    if (sets) reason(w, 'code-changing-variable', word.node, { form: 'unknown-name', via, word: word.raw });
    else reason(w, 'arithmetic', word.node, { form: 'unknown-name', via, word: word.raw });
    return;
  }
  // Null: bash refuses the name, and sets nothing.
  const variable = variableName(word.value);
  if (!variable) return;
  if (variable.subscript !== null && !isLiteralSubscript(variable.subscript)) {
    reason(w, 'arithmetic', word.node, { form: 'named-subscript', via, name: word.value });
  }
  if (sets && isCodeChangingVariable(variable.name)) {
    reason(w, 'code-changing-variable', word.node, { form: 'sets', via, name: variable.name });
  }
}

/** `[[ x -eq y ]]` evaluates x and y as arithmetic; `-v NAME`, in `[[ ]]` and `[ ]`, evaluates NAME's subscript. */
export function testEvaluations(w: Walk, node: SyntaxNode): void {
  const double = node.children[0]?.type === '[[';
  const pending = [...node.namedChildren];
  while (pending.length > 0) {
    const expression = pending.pop()!;
    const type = expression.type;
    if (type !== 'binary_expression' && type !== 'unary_expression' && type !== 'parenthesized_expression') continue;
    const parts = expression.namedChildren;
    const at = parts.findIndex((part) => part.type === 'test_operator');
    const operator = at >= 0 ? parts[at]!.text : '';
    if (double && ARITHMETIC_TESTS.has(operator)) {
      for (const operand of parts) {
        // An arithmetic expansion is a reason of its own.
        if (operand === parts[at] || operand.type === 'arithmetic_expansion' || NUMERIC_OPERAND.test(operand.text)) continue;
        reason(w, 'arithmetic', operand, { form: 'test-operand', test: node.text, operand: operand.text, operator });
      }
    } else if (operator === '-v' && parts[at + 1]) {
      variableNamed(w, evaluateWord(parts[at + 1]!), `\`${node.children[0]!.type} -v\``, false);
    }
    pending.push(...parts);
  }
}

/**
 * The words of a declaration or `unset` as bash splits them, the keyword first: the grammar
 * splits `PA"TH"=x` into a name and a concatenation, which bash reads as one word.
 */
export function builtinWords(node: SyntaxNode): Word[] {
  const keyword = node.children[0]!;
  const words: Word[] = [{ node: keyword, raw: keyword.text, value: keyword.text, glob: false }];
  let group: SyntaxNode[] = [];
  for (const child of node.namedChildren) {
    if (child.type === 'comment') continue;
    if (group.length > 0 && group[group.length - 1]!.endIndex !== child.startIndex) {
      words.push(groupWord(group));
      group = [];
    }
    group.push(child);
  }
  if (group.length > 0) words.push(groupWord(group));
  return words;
}

function groupWord(group: readonly SyntaxNode[]): Word {
  if (group.length === 1) return partWord(group[0]!);
  let value: string | null = '';
  let raw = '';
  for (const part of group) {
    raw += part.text;
    const partValue = partWord(part).value;
    value = value === null || partValue === null ? null : value + partValue;
  }
  return { node: group[0]!, raw, value, glob: false };
}

/** One part of a builtin's word: names and assignments are words too here. */
function partWord(node: SyntaxNode): Word {
  if (node.type === 'variable_name') return { node, raw: node.text, value: node.text, glob: false };
  if (node.type !== 'variable_assignment') return evaluateWord(node);
  const value = node.childForFieldName('value');
  const assigned = value ? evaluateWord(value).value : '';
  const head = value ? node.text.slice(0, value.startIndex - node.startIndex) : node.text;
  return { node, raw: node.text, value: assigned === null ? null : head + assigned, glob: false };
}
