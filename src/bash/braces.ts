// Brace expansion, as bash's braces.c does it: `git {push,origin,main}` runs `git push origin
// main`. It works on a word's characters, each marked unquoted or not, with substitutions and
// other parts known only when the command runs kept whole.

/** One character of a word, or a part kept whole (a substitution, a `"$x"` string). */
export interface BraceUnit {
  /** The character ('' for an empty quoted string, which still makes a word); a kept part's text. */
  c: string;
  /** Unquoted: the only characters brace expansion reads. */
  active: boolean;
  /** Escaped with a backslash (bash counts a blank before `{` only when escaped this way). */
  escaped: boolean;
  /** A part whose value is known only when the command runs. */
  opaque: boolean;
}

export type BraceText = readonly BraceUnit[];

/** More words than this from one word, and Leash does not make them. */
export const MAX_BRACE_WORDS = 256;

/** Characters in all the words one word's expansion makes. */
const MAX_BRACE_UNITS = 16_384;

/** Characters looked at, across one word's whole expansion; past this bash's quadratic search is cut short. */
const STEP_BUDGET = 100_000;

/** Braces nested deeper than this are not followed. */
const MAX_DEPTH = 64;

/** The word's expansion was not made: too large, or a corner where bash's reading is not certain. */
class GiveUp extends Error {}

/**
 * The words bash makes of `text` by brace expansion; undefined when it has none (bash leaves the
 * word as it is), null when they are too many or not certain.
 */
export function expandBraces(text: BraceText): BraceUnit[][] | null | undefined {
  const expander = new BraceExpander();
  try {
    const words = expander.expand(text, 0);
    return expander.changed ? words : undefined;
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}

class BraceExpander {
  private steps = STEP_BUDGET;
  /** Whether some brace expression was expanded (a failed sequence leaves the word as written). */
  changed = false;

  /** brace_expand: the preamble, the first valid brace expression, and the postamble expanded in turn. */
  expand(text: BraceText, depth: number): BraceUnit[][] {
    if (depth > MAX_DEPTH) throw new GiveUp();
    // The first `{` that opens a valid expression: one whose `}` follows a comma or `..` at its level.
    let open = -1;
    let close = -1;
    for (let from = 0; ; from = open + 1) {
      open = this.gobble(text, from, '{');
      if (open < 0) return [text.slice()];
      close = this.gobble(text, open + 1, '}');
      if (close >= 0) break;
    }
    const preamble = text.slice(0, open);
    const amble = text.slice(open + 1, close);
    let tack: BraceUnit[][];
    if (this.hasLevelZeroComma(amble)) {
      tack = this.expandAmble(amble, depth);
      this.changed = true;
    } else {
      // Bash tests for a comma anywhere (quoted or nested too) before splitting at top-level ones.
      if (amble.some((unit) => unit.c.includes(',') && !unit.escaped)) throw new GiveUp();
      const sequence = this.sequence(amble);
      if (sequence) {
        tack = sequence;
        this.changed = true;
      } else if (close + 1 < text.length) {
        tack = [text.slice(open, close + 1)];
      } else {
        return [text.slice()];
      }
    }
    let words = concat([preamble], tack);
    if (close + 1 < text.length) words = concat(words, this.expand(text.slice(close + 1), depth + 1));
    return words;
  }

  /** expand_amble: the amble split at its top-level commas, each part expanded. */
  private expandAmble(amble: BraceText, depth: number): BraceUnit[][] {
    const words: BraceUnit[][] = [];
    for (let start = 0; ;) {
      const comma = this.gobble(amble, start, ',');
      const end = comma < 0 ? amble.length : comma;
      for (const word of this.expand(amble.slice(start, end), depth + 1)) words.push(word);
      if (words.length > MAX_BRACE_WORDS) throw new GiveUp();
      if (comma < 0) return words;
      start = comma + 1;
    }
  }

  private hasLevelZeroComma(amble: BraceText): boolean {
    return this.gobble(amble, 0, ',') >= 0;
  }

  /**
   * brace_gobbler: the index of the first unquoted `satisfy` at level 0, or -1. For `}` it must
   * follow a comma or `..` at level 0; a `{` standing alone (`{}` at the start) opens nothing.
   */
  private gobble(text: BraceText, from: number, satisfy: '{' | '}' | ','): number {
    let level = 0;
    let commas = satisfy === '}' ? 0 : 1;
    for (let i = from; i < text.length; i++) {
      if (--this.steps < 0) throw new GiveUp();
      const unit = text[i]!;
      if (!unit.active) continue;
      const c = unit.c;
      const next = text[i + 1];
      // `${` is a parameter expansion, not a brace expression.
      if (c === '$' && next?.active && next.c === '{') {
        i++;
        level++;
        continue;
      }
      if (c === satisfy && level === 0 && commas > 0) {
        const prev = text[i - 1];
        const blankBefore = i === 0 || (prev!.escaped && isBlank(prev!.c));
        if (c === '{' && blankBefore && (next === undefined || (next.active && next.c === '}'))) continue;
        return i;
      }
      if (c === '{') level++;
      else if (c === '}' && level > 0) level--;
      else if (satisfy === '}' && level === 0) {
        if (c === ',') commas++;
        else if (c === '.' && next?.active && next.c === '.' && !(text[i + 2]?.active && text[i + 2]!.c === '}')) commas++;
      }
    }
    return -1;
  }

  /** expand_seqterm: `{1..9}`, `{01..10..2}`, `{a..e}`; null when the amble is none (bash leaves it as written). */
  private sequence(amble: BraceText): BraceUnit[][] | null {
    let text = '';
    for (const unit of amble) {
      // A quote, escape or substitution is no part of a number or letter.
      if (!unit.active) return null;
      text += unit.c;
    }
    const dots = text.indexOf('..');
    if (dots <= 0 || dots + 2 >= text.length) return null;
    const lhs = text.slice(0, dots);
    const rest = text.slice(dots + 2);
    const spec = /^(?:([+-]?[0-9]+)|([A-Za-z]))(?:\.\.([+-]?[0-9]+))?$/.exec(rest);
    if (!spec) return null;
    const [, rhsNumber, rhsLetter, increment] = spec;
    // Past 15 digits a value loses precision here, where bash's intmax_t does not.
    if (lhs.length > 16 || (rhsNumber?.length ?? 0) > 16 || (increment?.length ?? 0) > 16) throw new GiveUp();
    let incr = increment === undefined ? 1 : Number(increment);
    let start: number;
    let end: number;
    let format: (n: number) => string;
    if (rhsNumber !== undefined && /^[+-]?[0-9]+$/.test(lhs)) {
      start = Number(lhs);
      end = Number(rhsNumber);
      const width = zeroPadding(lhs, rhsNumber);
      // Bash formats a padded term as a C int.
      if (width > 0 && (Math.abs(start) > 2 ** 31 - 1 || Math.abs(end) > 2 ** 31 - 1)) throw new GiveUp();
      format = width > 0 ? (n) => (n < 0 ? `-${String(-n).padStart(width - 1, '0')}` : String(n).padStart(width, '0')) : String;
    } else if (rhsLetter !== undefined && /^[A-Za-z]$/.test(lhs)) {
      start = lhs.charCodeAt(0);
      end = rhsLetter.charCodeAt(0);
      // Between `Z` and `a` lie `[`, `\`, `]`, `^`, `_` and a backquote, which bash expands further.
      if (Math.min(start, end) <= 90 && Math.max(start, end) >= 97) throw new GiveUp();
      format = (n) => String.fromCharCode(n);
    } else {
      return null;
    }
    if (incr === 0) incr = 1;
    if ((start > end && incr > 0) || (start < end && incr < 0)) incr = -incr;
    if (Math.floor(Math.abs(end - start) / Math.abs(incr)) + 1 > MAX_BRACE_WORDS) throw new GiveUp();
    const words: BraceUnit[][] = [];
    for (let n = start; incr > 0 ? n <= end : n >= end; n += incr) words.push(unitsOf(format(n)));
    return words;
  }
}

/** The width bash pads a numeric sequence's terms to, or 0 when it does not. */
function zeroPadding(lhs: string, rhs: string): number {
  let width = 0;
  if (lhs.length > 1 && lhs[0] === '0') width = lhs.length;
  if (lhs.length > 2 && lhs[0] === '-' && lhs[1] === '0') width = lhs.length;
  if (rhs.length > 1 && rhs[0] === '0' && width < rhs.length) width = rhs.length;
  if (rhs.length > 2 && rhs[0] === '-' && rhs[1] === '0' && width < rhs.length) width = rhs.length;
  if (width > 0) width = Math.max(width, lhs.length, rhs.length);
  return width;
}

function isBlank(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n';
}

/** Unquoted characters made by a sequence. */
function unitsOf(text: string): BraceUnit[] {
  const units: BraceUnit[] = [];
  for (const c of text) units.push({ c, active: true, escaped: false, opaque: false });
  return units;
}

/** array_concat: each word of `a` followed by each word of `b`. */
function concat(a: BraceUnit[][], b: BraceUnit[][]): BraceUnit[][] {
  if (a.length * b.length > MAX_BRACE_WORDS) throw new GiveUp();
  // A long word made many times over is megabytes of scopes and text: not made either.
  let size = 0;
  for (const first of a) size += first.length * b.length;
  for (const second of b) size += second.length * a.length;
  if (size > MAX_BRACE_UNITS) throw new GiveUp();
  const words: BraceUnit[][] = [];
  for (const first of a) for (const second of b) words.push([...first, ...second]);
  return words;
}
