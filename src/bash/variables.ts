// Variable names as bash reads them, and arithmetic that cannot run code. Bash evaluates array
// subscripts (and much else) as arithmetic, and arithmetic reads a variable whose value is
// `a[$(cmd)]` as an expression with a subscript, running cmd: only a literal number is safe.
import { scanOptions, type OptionTable } from './options.js';
import type { VariableBuiltin } from './tables.js';
import type { Word } from './words.js';

/** Digits, blanks, signs and parentheses: arithmetic of literal numbers only (`0`, `-1`, `(-2)`, `1+1`). */
const LITERAL_ARITHMETIC = /^[\d\s()+-]*\d[\d\s()+-]*$/;

/** Whether arithmetic on `text` can only ever be a number: no variable, nothing that expands. */
export function isLiteralArithmetic(text: string): boolean {
  return LITERAL_ARITHMETIC.test(text);
}

/** Whether a subscript evaluates nothing: a literal number, or `@`/`*` (every element). */
export function isLiteralSubscript(index: string): boolean {
  const trimmed = index.trim();
  return trimmed === '@' || trimmed === '*' || isLiteralArithmetic(index);
}

export interface VariableName {
  name: string;
  /** The text between the brackets of `name[…]`, or null for a plain name. */
  subscript: string | null;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * The variable a static word names, written `NAME`, `NAME=value`, `NAME+=value` or with a
 * subscript, `NAME[…]=value`; null when bash would not take the word as a variable name.
 */
export function variableName(value: string): VariableName | null {
  const name = IDENTIFIER.exec(value)?.[0];
  if (name === undefined) return null;
  const rest = value.slice(name.length);
  if (rest === '' || rest.startsWith('=') || rest.startsWith('+=')) return { name, subscript: null };
  if (!rest.startsWith('[')) return null;
  // Bash reads to the matching bracket; unmatched, the rest is all subscript (and not literal).
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '[') depth++;
    else if (rest[i] === ']' && --depth === 0) return { name, subscript: rest.slice(1, i) };
  }
  return { name, subscript: rest.slice(1) };
}

/** What a builtin's words say about the variables it names. */
export interface NamedVariables {
  /** Words that name a variable (static or not). */
  names: Word[];
  /** The option word that gives the integer attribute (`declare -i`), if any. */
  integer: Word | null;
  /** The option word that makes a nameref (`declare -n`), if any. */
  nameref: Word | null;
}

const NOTHING: NamedVariables = Object.freeze({ names: [], integer: null, nameref: null }) as NamedVariables;

const optionTables = new Map<VariableBuiltin, OptionTable>();

/** The builtin's options as the option scanner reads them: name options take a value. */
function optionTable(spec: VariableBuiltin): OptionTable {
  let table = optionTables.get(spec);
  if (!table) {
    table = { flags: spec.flags ?? [], valued: [...(spec.valued ?? []), ...(spec.nameOptions ?? [])] };
    optionTables.set(spec, table);
  }
  return table;
}

/** The variables `words` (a builtin and its arguments) name, read with the builtin's table entry. */
export function namedVariables(words: readonly Word[], spec: VariableBuiltin): NamedVariables {
  const nameOptions = spec.nameOptions ?? [];
  if (spec.expression) {
    const names: Word[] = [];
    for (let i = 1; i + 1 < words.length; i++) if (nameOptions.includes(words[i]!.value ?? '')) names.push(words[++i]!);
    return { names, integer: null, nameref: null };
  }
  // A `+` option only takes an attribute away; no name starts with `+`, so drop them all.
  const read = spec.plusOptions ? words.filter((word, i) => i === 0 || !(word.value !== null && word.value.length > 1 && word.value.startsWith('+'))) : words;
  const scan = scanOptions(read, 1, optionTable(spec));
  // Bash refuses an option it does not know before the builtin sets anything.
  if (scan.kind !== 'ok') return NOTHING;
  const names: Word[] = [];
  let integer: Word | null = null;
  let nameref: Word | null = null;
  for (const option of scan.options) {
    if (spec.prints?.includes(option.name) || spec.functions?.includes(option.name)) return NOTHING;
    if (spec.integer?.includes(option.name)) integer ??= option.words[0]!;
    if (spec.nameref?.includes(option.name)) nameref ??= option.words[0]!;
    if (nameOptions.includes(option.name)) {
      // The value is the next word, or attached to the option (`-vNAME`): then the option word is the name's.
      const word = option.words[option.words.length - 1]!;
      names.push(option.words.length > 1 ? word : { ...word, value: option.value });
    }
  }
  const operands = read.slice(scan.rest);
  if (spec.operands === 'all') names.push(...operands);
  else if (spec.operands === 'first' && operands[0]) names.push(operands[0]);
  else if (spec.operands === 'second' && operands[1]) names.push(operands[1]);
  return { names, integer, nameref };
}
