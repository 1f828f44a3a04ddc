// Static values of bash words: quotes removed where the value is static, escapes applied,
// line continuations joined. A word whose value depends on the environment or on code
// (expansions, substitutions, unquoted globs or brace expansions) has no static value.
import type { SyntaxNode } from './syntax.js';

export interface Word {
  node: SyntaxNode;
  /** The word as written. */
  raw: string;
  /** The value the shell would pass, or null when it is not known before running. */
  value: string | null;
  /** An unquoted `*`, `?` or `[` that the shell expands against the file system. */
  glob: boolean;
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
  // Cheap tests first: most words hold no brace and start with no tilde.
  const brace = state.unquoted.includes('{') && /\{[^{}\s]*(,|\.\.)[^{}\s]*\}/.test(state.unquoted);
  const tilde = value !== null && state.unquoted.startsWith('~') && /^~[^/]/.test(state.unquoted);
  return { node, raw: node.text, value: brace || tilde ? null : value, glob: state.glob };
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
      for (const child of node.children) {
        if (!child) continue;
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
  a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  '\\': '\\', "'": "'", '"': '"', '?': '?',
};

/**
 * The value of `$'…'`, or null when it holds a code point no string can (bash writes raw bytes).
 * Bash passes words as C strings, so the value ends at the first NUL (`$'push\0'` is `push`).
 */
export function ansiCValue(text: string): string | null {
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
      else if (point > 0x10ffff) return null;
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

/** The command text a rule is matched against: static values, else the word as written. */
export function wordText(word: Word): string {
  return word.value ?? word.raw.replace(/\s+/g, ' ');
}

export function joinWords(words: readonly Word[]): string {
  let out = words.length > 0 ? wordText(words[0]!) : '';
  for (let i = 1; i < words.length; i++) out += ` ${wordText(words[i]!)}`;
  return out;
}
