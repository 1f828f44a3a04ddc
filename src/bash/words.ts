// Static values of bash words: quotes removed where the value is static, escapes applied,
// line continuations joined. A word whose value depends on the environment or on code
// (expansions, substitutions, unquoted globs or brace expansions) has no static value; a brace
// expansion carries the words bash makes of it.
import { expandBraces, type BraceUnit } from './braces.js';
import type { SyntaxNode } from './syntax.js';

export interface Word {
  node: SyntaxNode;
  /** The word as written. */
  raw: string;
  /** The value the shell would pass, or null when it is not known before running. */
  value: string | null;
  /** An unquoted `*`, `?` or `[` that the shell expands against the file system. */
  glob: boolean;
  /**
   * The words bash makes of this one by brace expansion (`pre{a,b}` is `prea preb`), or null when
   * they are too many, or not certain, to make. Absent when the word has no brace expansion.
   */
  braces?: Word[] | null;
  /** A part of a word (`of=~/x`) whose `~` bash expands, as it does after the `=` of an assignment-like word. */
  expandsTilde?: boolean;
}

/**
 * Whether bash expands the `~` that starts a word's value to a home directory: only when the word
 * itself starts with an unquoted `~` whose prefix (up to the first `/`) holds no quoting (`'~/x'`,
 * `\~/x` and `~"/x"` are the literal `~`).
 */
export function expandsTilde(word: Word): boolean {
  if (word.expandsTilde === true) return true;
  const raw = word.raw;
  if (raw.charCodeAt(0) !== 126) return false;
  const slash = raw.indexOf('/');
  const prefix = slash < 0 ? raw : raw.slice(0, slash);
  return !/['"\\$`]/.test(prefix);
}

/** The state of one evaluateWord at a time (staticValue never starts another): one object, not one per word. */
const scratch: WordState = { glob: false, unquoted: '' };

export function evaluateWord(node: SyntaxNode): Word {
  const plain = plainWord(node);
  if (plain) return plain;
  const state = scratch;
  state.glob = false;
  state.unquoted = '';
  const value = staticValue(node, state);
  const raw = node.text;
  if (raw.includes('{') && hasUnquotedBrace(node)) {
    const braces = braceWords(node);
    if (braces !== undefined) return { node, raw, value: null, glob: state.glob, braces };
  }
  // Cheap test first: most words start with no tilde.
  const tilde = value !== null && state.unquoted.startsWith('~') && /^~[^/]/.test(state.unquoted);
  return { node, raw, value: tilde ? null : value, glob: state.glob };
}

const BACKSLASH = 92;
const OPEN_BRACE = 123;
const TILDE = 126;
const STAR = 42;
const QUESTION = 63;
const OPEN_BRACKET = 91;

/**
 * Most words are one bare word (a command name holds one too) with no backslash, no brace and no
 * leading tilde: such a word is its own value, read in one pass. Null for any other word.
 */
function plainWord(node: SyntaxNode): Word | null {
  const word = node.type === 'word' ? node : node.type === 'command_name' && node.children.length === 1 ? node.children[0]! : null;
  if (!word || word.type !== 'word') return null;
  const text = word.text;
  if (text.charCodeAt(0) === TILDE) return null;
  let glob = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH || c === OPEN_BRACE) return null;
    if (c === STAR || c === QUESTION || c === OPEN_BRACKET) glob = true;
  }
  const raw = word === node || (word.startIndex === node.startIndex && word.endIndex === node.endIndex) ? text : node.text;
  return { node, raw, value: text, glob };
}

interface WordState {
  glob: boolean;
  /** The unquoted text seen, for brace-expansion and tilde checks. */
  unquoted: string;
}

function staticValue(node: SyntaxNode, state: WordState): string | null {
  switch (node.type) {
    case 'command_name': {
      let out = '';
      for (const child of node.namedChildren) {
        if (!child) continue;
        const part = staticValue(child, state);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
    case 'word':
      state.unquoted += node.text;
      return unquotedValue(node.text, state);
    case 'number':
      state.unquoted += node.text;
      return node.text;
    case 'raw_string':
      return node.text.slice(1, -1);
    case 'ansi_c_string':
      return ansiCValue(node.text.slice(2, -1));
    case 'string':
      return doubleQuotedValue(node);
    case 'translated_string': {
      const inner = node.namedChildren[0];
      return inner ? staticValue(inner, state) : '';
    }
    case 'concatenation': {
      let out = '';
      const children = node.children;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        // `pu$"sh"` is `push`: the grammar reads the `$` of a `$"…"` string as a part of its own.
        if (dollarBeforeString(child, children[i + 1])) continue;
        const part = staticValue(child, state);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
    default:
      // Expansions, substitutions, arithmetic, arrays: known only when the command runs.
      return null;
  }
}

/** Whether `part` is the `$` of a `$"…"` string, which the grammar reads apart from the string after it (`pu$"sh"`). */
function dollarBeforeString(part: SyntaxNode, next: SyntaxNode | undefined): boolean {
  return part.type === '$' && !part.isNamed && next !== undefined && next.type === 'string' && next.startIndex === part.endIndex;
}

function unquotedValue(text: string, state: WordState): string {
  // Most words hold no backslash: their value is their text.
  if (!text.includes('\\')) {
    if (text.includes('*') || text.includes('?') || text.includes('[')) state.glob = true;
    return text;
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined) break;
      i++;
      if (next === '\n') continue;
      out += next;
      continue;
    }
    if (c === '*' || c === '?' || c === '[') state.glob = true;
    out += c;
  }
  return out;
}

function doubleQuotedValue(node: SyntaxNode): string | null {
  let out = '';
  for (const child of node.children) {
    if (!child) continue;
    if (!child.isNamed) {
      // The quote tokens themselves; a stray `$` before a quote is literal.
      if (child.type === '"') continue;
      out += child.text;
      continue;
    }
    if (child.type !== 'string_content') return null;
    out += doubleQuotedContent(child.text);
  }
  return out;
}

/** Inside double quotes a backslash escapes only `$`, a backquote, `"`, `\` and a newline. */
function doubleQuotedContent(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '\\' && next !== undefined && '$`"\\\n'.includes(next)) {
      i++;
      if (next !== '\n') out += next;
      continue;
    }
    out += c;
  }
  return out;
}

const ANSI_C_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/**
 * The value of `$'…'`, or null when it holds a code point no string can (bash writes raw bytes).
 * Bash passes words as C strings, so the value ends at the first NUL (`$'push\0'` is `push`).
 */
export function ansiCValue(text: string): string | null {
  // Most `$'…'` strings hold no escape that makes a byte of its own: they read as text.
  if (!/\\(?:x[89a-fA-F]|[0-7])/.test(text)) return ansiCText(text);
  // `\xHH` and `\nnn` are bytes, not characters: bash passes `$'s\xc3\xa9'` as the UTF-8 of `sé`.
  // So the value is built as bytes and read as UTF-8; bytes that are not UTF-8 make no static text.
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\' || i + 1 >= text.length) {
      pushText(bytes, c);
      continue;
    }
    const next = text[++i]!;
    if (next === 'x') {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(text.slice(i + 1))?.[0] ?? '';
      if (hex === '') pushText(bytes, '\\x');
      else bytes.push(Number.parseInt(hex, 16));
      i += hex.length;
    } else if (next >= '0' && next <= '7') {
      const oct = /^[0-7]{1,3}/.exec(text.slice(i))![0];
      bytes.push(Number.parseInt(oct, 8) & 0xff);
      i += oct.length - 1;
    } else {
      // Every other escape means what it means in ansiCText.
      const part = ansiCText(text.slice(i - 1, i + 1 + escapeLength(text, i)));
      if (part === null) return null;
      pushText(bytes, part);
      i += escapeLength(text, i);
    }
  }
  const nul = bytes.indexOf(0);
  try {
    return STRICT_UTF8.decode(Uint8Array.from(nul < 0 ? bytes : bytes.slice(0, nul)));
  } catch {
    return null;
  }
}

const UTF8 = new TextEncoder();
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

function pushText(bytes: number[], text: string): void {
  for (const byte of UTF8.encode(text)) bytes.push(byte);
}

/** How many characters after the escape letter at `i` belong to it (`\u00e9`: 4). */
function escapeLength(text: string, i: number): number {
  const letter = text[i]!;
  if (letter === 'u' || letter === 'U') return /^[0-9a-fA-F]*/.exec(text.slice(i + 1, i + 1 + (letter === 'u' ? 4 : 8)))![0].length;
  if (letter === 'c' && i + 1 < text.length) return 1;
  return 0;
}

/** A `$'…'` value whose escapes are all characters (no byte escapes of 0x80 and above, and no octal). */
function ansiCText(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\' || i + 1 >= text.length) {
      out += c;
      continue;
    }
    const next = text[++i]!;
    if (next in ANSI_C_ESCAPES) {
      out += ANSI_C_ESCAPES[next];
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const max = next === 'x' ? 2 : next === 'u' ? 4 : 8;
      const hex = /^[0-9a-fA-F]+/.exec(text.slice(i + 1, i + 1 + max))?.[0] ?? '';
      const point = Number.parseInt(hex, 16);
      if (hex === '') out += `\\${next}`;
      // Beyond Unicode, or half of a surrogate pair: no text bash would pass as these characters.
      else if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null;
      else out += String.fromCodePoint(point);
      i += hex.length;
    } else if (next >= '0' && next <= '7') {
      const oct = /^[0-7]{1,3}/.exec(text.slice(i))![0];
      out += String.fromCharCode(Number.parseInt(oct, 8) & 0xff);
      i += oct.length - 1;
    } else if (next === 'c' && i + 1 < text.length) {
      out += String.fromCharCode(text.charCodeAt(++i) & 0x1f);
    } else {
      out += `\\${next}`;
    }
  }
  const nul = out.indexOf('\0');
  return nul < 0 ? out : out.slice(0, nul);
}

/** Whether an unquoted part of the word holds a `{`: a quoted one (JSON in `'…'`) is not looked at closer. */
function hasUnquotedBrace(node: SyntaxNode): boolean {
  const type = node.type;
  if (type === 'concatenation' || type === 'command_name') {
    for (const child of node.children) if (hasUnquotedBrace(child)) return true;
    return false;
  }
  return (!node.isNamed || type === 'word' || type === 'number' || type === 'brace_expression') && node.text.includes('{');
}

/** The words bash makes of a word by brace expansion; undefined when it has none (see Word.braces). */
function braceWords(node: SyntaxNode): Word[] | null | undefined {
  const units: BraceUnit[] = [];
  if (!braceUnits(node, units) || !units.some((unit) => unit.active && unit.c === '{')) return undefined;
  const expanded = expandBraces(units);
  if (!expanded) return expanded;
  const words: Word[] = [];
  // An empty word with nothing quoted in it is dropped, as bash drops it (`{a,}`).
  for (const word of expanded) if (word.length > 0) words.push(wordOfUnits(node, word));
  return words;
}

/** Appends the characters of a word's part, for brace expansion; false for a part of a kind not known here. */
function braceUnits(node: SyntaxNode, units: BraceUnit[]): boolean {
  switch (node.type) {
    case 'command_name':
    case 'concatenation': {
      const children = node.children;
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        if (dollarBeforeString(child, children[i + 1])) continue;
        if (!braceUnits(child, units)) return false;
      }
      return true;
    }
    case 'word':
    case 'number':
    case 'brace_expression':
      unquotedUnits(node.text, units);
      return true;
    case 'raw_string':
      return quotedUnits(node.text.slice(1, -1), units);
    case 'ansi_c_string':
      return quotedUnits(ansiCValue(node.text.slice(2, -1)), units, node.text);
    case 'string':
      return quotedUnits(doubleQuotedValue(node), units, node.text);
    case 'translated_string': {
      const inner = node.namedChildren[0];
      return quotedUnits(inner ? doubleQuotedValue(inner) : '', units, node.text);
    }
    case 'simple_expansion':
    case 'expansion':
    case 'command_substitution':
    case 'process_substitution':
    case 'arithmetic_expansion':
      units.push({ c: node.text, active: false, escaped: false, opaque: true });
      return true;
    default:
      // A bare `$` the grammar leaves unnamed inside a word.
      if (node.isNamed) return false;
      unquotedUnits(node.text, units);
      return true;
  }
}

function unquotedUnits(text: string, units: BraceUnit[]): void {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '\\') {
      units.push({ c, active: true, escaped: false, opaque: false });
      continue;
    }
    const next = text[++i];
    // A line continuation is gone before bash expands braces; a trailing backslash is dropped, as in unquotedValue.
    if (next !== undefined && next !== '\n') units.push({ c: next, active: false, escaped: true, opaque: false });
  }
}

/** A quoted part's characters (an empty one still makes a word); a part not known before it runs is kept whole. */
function quotedUnits(value: string | null, units: BraceUnit[], raw = ''): boolean {
  if (value === null) units.push({ c: raw, active: false, escaped: false, opaque: true });
  else if (value === '') units.push({ c: '', active: false, escaped: false, opaque: false });
  else for (const c of value) units.push({ c, active: false, escaped: false, opaque: false });
  return true;
}

/** Characters after an unquoted `$` that make it an expansion once brace expansion has put them there (`{$,}HOME`). */
const EXPANDS_AFTER_DOLLAR = /[A-Za-z0-9_@*#?$!{([-]/;

/** One word brace expansion made: its value, unless a part of it is known only when it runs. */
function wordOfUnits(node: SyntaxNode, units: readonly BraceUnit[]): Word {
  let value = '';
  let known = true;
  let glob = false;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    value += unit.c;
    if (unit.opaque) known = false;
    if (!unit.active) continue;
    const next = units[i + 1];
    if (unit.c === '*' || unit.c === '?' || unit.c === '[') glob = true;
    else if (unit.c === '$' && next?.active && EXPANDS_AFTER_DOLLAR.test(next.c)) known = false;
    else if (unit.c === '~' && i === 0 && next?.active && next.c !== '/') known = false;
  }
  return { node, raw: value, value: known ? value : null, glob };
}

/** The start of a word that is not static, as far as it is known: up to the first expansion, quotes dropped. */
export function staticPrefix(raw: string): string {
  let prefix = '';
  for (const c of raw) {
    if (c === '$' || c === '`' || c === '\\') return prefix;
    if (c !== '"' && c !== "'") prefix += c;
  }
  return prefix;
}

/** The command text a rule is matched against: static values, else the word as written. */
export function wordText(word: Word): string {
  return word.value ?? word.raw.replace(/\s+/g, ' ');
}

export function joinWords(words: readonly Word[]): string {
  let out = words.length > 0 ? wordText(words[0]!) : '';
  for (let i = 1; i < words.length; i++) out += ` ${wordText(words[i]!)}`;
  return out;
}
