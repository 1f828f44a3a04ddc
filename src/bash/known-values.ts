// Values of variables a command sets itself (DESIGN.md section 3, "A decision holds for every
// value"): `SUB=status; git $SUB` runs `git status`. A variable's value is known only where
// nothing but plain top-level assignments could have set it; anywhere else it stands for any
// value, and so does every variable the command does not set (no environment is known here).
import type { SyntaxNode } from './syntax.js';
import { evaluateWord, type Word } from './words.js';

interface Assignment {
  /** Where the assignment ends in the source: it holds for words after it. */
  end: number;
  value: string;
}

/** What a source's own assignments make known, by variable name. */
export interface KnownValues {
  /** Every top-level static assignment of each trusted name, in source order. */
  readonly byName: ReadonlyMap<string, readonly Assignment[]>;
  /** Whether the source mentions IFS: an unquoted value is then split in ways not worked out here. */
  readonly ifsMentioned: boolean;
}

/** A value bash would split or glob when unquoted: blanks, glob characters, braces, tildes. */
const UNSAFE_UNQUOTED = /[\s*?[\]{}~\\]/;

/** Commands that run text this tree does not show in this shell, which may set any variable. */
const RUNS_UNSEEN_TEXT = /(^|[\s;&|(`])(source|\.|eval)\s/;

/**
 * The variables a source sets by plain static assignments written as whole statements of its
 * top level (`SUB=status;`, not in a branch, loop, pipeline, subshell or background job), and
 * never set or named any other way anywhere in it (`read SUB`, `for SUB in`, `${SUB:=x}`,
 * `declare -n r=SUB`, an `eval` string, a sourced file).
 */
export function knownValuesOf(root: SyntaxNode, source: string): KnownValues | null {
  if (!source.includes('=')) return null;
  let byName: Map<string, Assignment[]> | null = null;
  const starts = new Set<number>();
  for (const child of root.namedChildren) {
    if (child.type !== 'variable_assignment') continue;
    if (child.parent?.children[child.index + 1]?.type === '&') continue;
    const name = child.childForFieldName('name');
    const value = child.childForFieldName('value');
    if (!name || name.type !== 'variable_name') continue;
    // `X+=y` appends to a value set elsewhere.
    if (source.charCodeAt(name.endIndex) !== 61 /* = */) continue;
    const text = value ? evaluateWord(value).value : '';
    if (text === null || text.includes('~') || value?.type === 'array') continue;
    const list = (byName ??= new Map()).get(name.text) ?? [];
    list.push({ end: child.endIndex, value: text });
    byName.set(name.text, list);
    starts.add(child.startIndex);
  }
  if (!byName || RUNS_UNSEEN_TEXT.test(source)) return null;
  for (const name of [...byName.keys()]) {
    if (!onlyAssignedAtTop(source, name, starts)) byName.delete(name);
  }
  return byName.size === 0 ? null : { byName, ifsMentioned: source.includes('IFS') };
}

/** Every mention of `name` in the source is a plain expansion (`$NAME`, `${NAME}`) or one of the top-level assignments. */
function onlyAssignedAtTop(source: string, name: string, starts: ReadonlySet<number>): boolean {
  const mention = new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`, 'g');
  for (const found of source.matchAll(mention)) {
    const at = found.index;
    if (starts.has(at)) continue;
    if (source.charCodeAt(at - 1) === 36 /* $ */) continue;
    if (source.slice(at - 2, at) === '${' && source.charCodeAt(at + name.length) === 125 /* } */) continue;
    return false;
  }
  return true;
}

/**
 * The word with the value of the variable it is wholly made of (`$SUB`, `${SUB}`, `"$SUB"`), when
 * the source set it before the word; otherwise the word as it was.
 */
export function withKnownValue(word: Word, known: KnownValues): Word {
  const node = word.node;
  let quoted = false;
  const inner = node.type === 'command_name' && node.children.length === 1 ? node.children[0]! : node;
  let expansion: SyntaxNode | null = inner;
  if (inner.type === 'string') {
    const named = inner.namedChildren;
    if (named.length !== 1 || inner.children.length !== 3) return word;
    expansion = named[0]!;
    quoted = true;
  }
  const name = variableOf(expansion);
  if (name === null) return word;
  const assignments = known.byName.get(name);
  if (!assignments) return word;
  let value: string | null = null;
  for (const assignment of assignments) if (assignment.end <= node.startIndex) value = assignment.value;
  if (value === null) return word;
  // Unquoted, an empty value is no word at all and others split on IFS: only a plain one is one word.
  if (!quoted && (value === '' || known.ifsMentioned || UNSAFE_UNQUOTED.test(value))) return word;
  return { node, raw: word.raw, value, glob: false };
}

/** The variable a `$NAME` or `${NAME}` expansion names, or null for any other node. */
function variableOf(node: SyntaxNode | null): string | null {
  if (!node) return null;
  if (node.type === 'simple_expansion' && node.children.length === 2 && node.children[1]!.type === 'variable_name') return node.children[1]!.text;
  if (node.type === 'expansion' && node.children.length === 3 && node.children[1]!.type === 'variable_name') return node.children[1]!.text;
  return null;
}
