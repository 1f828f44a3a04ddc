// Values of variables (DESIGN.md section 3, "A decision holds for every value"): those a command
// sets itself (`SUB=status; git $SUB` runs `git status`) and, when the caller knows the
// environment the command gets, those it inherits. A variable's value is known only where
// nothing but plain top-level assignments could have set it; anywhere else it stands for any
// value. Without a known environment, so does every variable the command does not set.
import type { SyntaxNode } from './syntax.js';
import { evaluateWord, type Word } from './words.js';

/**
 * The environment a command's process starts with, as the caller knows it: every name set there
 * and its value. A name not in it is unset, except bash's own variables (`IFS`, `PWD`, …).
 */
export interface KnownEnvironment {
  readonly values: Readonly<Record<string, string>>;
  /** Names set there to a value not known when deciding (a marker unique to the call): any value. */
  readonly unknown?: readonly string[];
}

/** A name bash lets a variable have. */
export function isVariableName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/** Bash's own variables with a fixed default, which bash sets whatever the environment says (it never imports IFS). */
const BASH_DEFAULTS: ReadonlyMap<string, string> = new Map([
  ['IFS', ' \t\n'],
  ['PS4', '+ '],
  ['OPTERR', '1'],
]);

/**
 * Bash's own variables whose value bash or its builtins set as the command runs (`cd` sets PWD,
 * `read` with no name REPLY, `getopts` OPTIND), and those it reads from the environment to change
 * how it parses (SHELLOPTS, BASHOPTS): any value, whatever the environment says.
 */
const BASH_DYNAMIC = new Set([
  '_',
  'BASH',
  'BASHOPTS',
  'BASHPID',
  'BASH_ALIASES',
  'BASH_ARGC',
  'BASH_ARGV',
  'BASH_ARGV0',
  'BASH_CMDS',
  'BASH_COMMAND',
  'BASH_ENV',
  'BASH_EXECUTION_STRING',
  'BASH_LINENO',
  'BASH_LOADABLES_PATH',
  'BASH_REMATCH',
  'BASH_SOURCE',
  'BASH_SUBSHELL',
  'BASH_VERSINFO',
  'BASH_VERSION',
  'COLUMNS',
  'COPROC',
  'DIRSTACK',
  'EPOCHREALTIME',
  'EPOCHSECONDS',
  'EUID',
  'FUNCNAME',
  'GROUPS',
  'HISTCMD',
  'HOSTNAME',
  'HOSTTYPE',
  'LINENO',
  'LINES',
  'MACHTYPE',
  'MAPFILE',
  'OLDPWD',
  'OPTARG',
  'OPTIND',
  'OSTYPE',
  'PIPESTATUS',
  'PPID',
  'PWD',
  'RANDOM',
  'REPLY',
  'SECONDS',
  'SHELLOPTS',
  'SHLVL',
  'SRANDOM',
  'UID',
]);

/** Prefixes of bash's own variables (`BASH_…`, `COMP_…`, `READLINE_…`, `HIST…`). */
const BASH_OWN_PREFIX = /^(BASH|COMP_|READLINE_|HIST)/;

/** Variables bash sets itself when the environment does not (HOME and SHELL from the password file, PATH to a built-in default). */
const BASH_FILLS_IN = new Set(['HOME', 'PATH', 'SHELL', 'TERM']);

/**
 * Words that can set a variable whose name they spell with quotes or build (`read "S"UB`,
 * `export "S""UB=x"`, `printf -v`), which the name's mentions do not show: with one anywhere in
 * the source, an inherited value is not trusted.
 */
const SETS_BY_SPELLED_NAME =
  /(^|[^A-Za-z0-9_-])(read|readarray|mapfile|printf|declare|typeset|local|export|readonly|getopts|let|unset|select|trap|alias|enable|coproc|compgen|complete|wait)($|[^A-Za-z0-9_-])/;

/** `$NAME` and `${NAME`: the variables a source may expand. */
const EXPANDED_NAME = /\$\{?([A-Za-z_][A-Za-z0-9_]*)/g;

/** What the environment makes of a variable: its value, or null for any value. */
function inheritedValue(name: string, environment: KnownEnvironment): string | null {
  // Later bash versions add variables of their own under these prefixes.
  if (BASH_DYNAMIC.has(name) || BASH_OWN_PREFIX.test(name) || environment.unknown?.includes(name)) return null;
  const fixed = BASH_DEFAULTS.get(name);
  if (fixed !== undefined) return fixed;
  if (Object.hasOwn(environment.values, name)) return environment.values[name]!;
  return BASH_FILLS_IN.has(name) ? null : '';
}

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
export function knownValuesOf(root: SyntaxNode, source: string, environment?: KnownEnvironment): KnownValues | null {
  if (environment ? !source.includes('$') : !source.includes('=')) return null;
  let byName: Map<string, Assignment[]> | null = null;
  const starts = new Set<number>();
  for (const child of root.namedChildren) {
    if (child.type !== 'variable_assignment') continue;
    if (child.parent?.children[child.index + 1]?.type === '&') continue;
    const name = child.childForFieldName('name');
    const value = child.childForFieldName('value');
    // The grammar takes `*x=1` for an assignment too; bash runs that as a command.
    if (!name || name.type !== 'variable_name' || !isVariableName(name.text)) continue;
    // `X+=y` appends to a value set elsewhere.
    if (source.charCodeAt(name.endIndex) !== 61 /* = */) continue;
    const text = value ? evaluateWord(value).value : '';
    if (text === null || text.includes('~') || value?.type === 'array') continue;
    const list = (byName ??= new Map()).get(name.text) ?? [];
    list.push({ end: child.endIndex, value: text });
    byName.set(name.text, list);
    starts.add(child.startIndex);
  }
  // A BASH_ENV file runs before the command, and may set anything.
  if (environment && !environment.values.BASH_ENV && !SETS_BY_SPELLED_NAME.test(source)) {
    for (const found of source.matchAll(EXPANDED_NAME)) {
      const name = found[1]!;
      if (byName?.get(name)?.[0]?.end === -1) continue;
      const value = inheritedValue(name, environment);
      if (value === null) continue;
      // Inherited, the value holds from the start, until a top-level assignment.
      (byName ??= new Map()).set(name, [{ end: -1, value }, ...(byName.get(name) ?? [])]);
    }
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
 * The word with the values of the variables it is made of (`$SUB`, `"$HOME/x"`, `v$MAJOR.0`), where
 * every one is known before the word; null when bash makes no word of it (an unquoted empty value);
 * otherwise the word as it was.
 */
export function withKnownValue(word: Word, known: KnownValues): Word | null {
  if (word.value !== null || word.braces !== undefined || word.raw.startsWith('~')) return word;
  const node = word.node;
  const parts = { quoted: false, value: '' };
  if (!knownParts(node.type === 'command_name' && node.children.length === 1 ? node.children[0]! : node, known, parts, false)) return word;
  if (!parts.quoted && parts.value === '') return null;
  return { node, raw: word.raw, value: parts.value, glob: false };
}

/** Appends the value of one part of a word; false when some of it is not known before it runs (or would be split or globbed). */
function knownParts(node: SyntaxNode, known: KnownValues, parts: { quoted: boolean; value: string }, quoted: boolean): boolean {
  const name = variableOf(node);
  if (name !== null) {
    let value: string | null = null;
    for (const assignment of known.byName.get(name) ?? []) if (assignment.end <= node.startIndex) value = assignment.value;
    if (value === null) return false;
    // Unquoted, a value splits on IFS and globs: only a plain one stays as it is.
    if (!quoted && value !== '' && (known.ifsMentioned || UNSAFE_UNQUOTED.test(value))) return false;
    parts.value += value;
    return true;
  }
  switch (node.type) {
    case 'concatenation':
      for (const child of node.children) if (!knownParts(child, known, parts, quoted)) return false;
      return true;
    case 'string':
      parts.quoted = true;
      for (const child of node.children) {
        if (!child.isNamed && child.type === '"') continue;
        if (!knownParts(child, known, parts, true)) return false;
      }
      return true;
    case 'string_content':
      // Escapes inside double quotes are read by words.ts; a part with one is left to it.
      if (node.text.includes('\\')) return false;
      parts.value += node.text;
      return true;
    default: {
      if (node.type === 'raw_string' || node.type === 'ansi_c_string' || node.type === 'translated_string') parts.quoted = true;
      const part = evaluateWord(node);
      if (part.value === null || part.glob || part.braces !== undefined || /[~{\\]/.test(node.text)) return false;
      parts.value += part.value;
      return true;
    }
  }
}

/** The variable a `$NAME` or `${NAME}` expansion names, or null for any other node. */
function variableOf(node: SyntaxNode | null): string | null {
  if (!node) return null;
  if (node.type === 'simple_expansion' && node.children.length === 2 && node.children[1]!.type === 'variable_name') return node.children[1]!.text;
  if (node.type === 'expansion' && node.children.length === 3 && node.children[1]!.type === 'variable_name') return node.children[1]!.text;
  return null;
}
