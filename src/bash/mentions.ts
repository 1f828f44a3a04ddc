// Paths named by a tool whose file arguments Leash does not know: checked against deny rules
// only (BashDecomposition.mentions).
import { type Walk, range } from './walk-context.js';
import { type Word, expandsTilde } from './words.js';
import { type Cwds, cwdsAt } from './cwd.js';
import { expandedGlob } from './glob-scopes.js';
import { resolveAll } from './path-scopes.js';
import { canonicalPath } from '../paths/index.js';
import { linkedEarlier } from './link-scopes.js';
import { code, clip } from './reason-text.js';
import type { PathScope } from './types.js';

/**
 * The words of a tool Leash has no file table for that look like paths (holding a `/`, or
 * starting with `.` or `~`, as an operand, an `--option=value` or a short option's attached
 * value), or any word once the shell has left the workspace root: the tool may read or write
 * them. Words that are not static, and relative ones where the directory is not known, say
 * nothing here; the decision checks the rest against deny rules only.
 */
export function mentions(w: Walk, words: Word[], cwds: Cwds, base: string): void {
  if (cwds.unknown && cwds.dirs.length === 0) return;
  const workspace = w.state.ctx.workspace;
  const anyWord = cwds.dirs.some((dir) => dir !== workspace);
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    let value = word.value;
    // `~NAME/…` is that user's home, which may be this user's own: its denies are checked.
    if (value === null && /^~[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]*)?$/.test(word.raw))
      value = `~${word.raw.slice(word.raw.indexOf('/') < 0 ? word.raw.length : word.raw.indexOf('/'))}`;
    // `~+/…` is the working directory's.
    else if (value === null && /^~\+(\/[A-Za-z0-9_./-]*)?$/.test(word.raw)) value = `.${word.raw.slice(2)}`;
    if (value === null || value === '' || value === '-' || value === '--') continue;
    /** Whether any word counts, not only one that looks like a path: an operand once the shell has moved. */
    let any = anyWord;
    if (value.charCodeAt(0) === DASH) {
      const eq = value.indexOf('=');
      if (eq > 0) value = value.slice(eq + 1);
      else if (value.length > 2 && value.charCodeAt(1) !== DASH) value = value.slice(2);
      else continue;
      any = false;
    }
    if (value.includes('://')) continue;
    if (value.startsWith('~') && !expandsTilde(word)) value = `./${value}`;
    // The value itself, and the paths inside it: `-v ./.git:/g`, `f@.env`, `type=bind,source=.env`.
    if (any || looksLikePath(value)) mention(w, value, word, cwds, base);
    for (const part of value.split(/[:,@]/)) {
      const inner = part.slice(part.indexOf('=') + 1);
      if (inner !== value && inner !== '' && looksLikePath(inner)) mention(w, inner, word, cwds, base);
    }
  }
}

/** One path a tool with no file table names, resolved where the shell may be. */
function mention(w: Walk, written: string, word: Word, cwds: Cwds, base: string): void {
  let value = written;
  const workspace = w.state.ctx.workspace;
  if (isOtherTilde(value)) {
    // `~+` is $PWD; `~NAME` may be this user's own home, so its denies are checked; `~-` is not known.
    if (value === '~+' || value.startsWith('~+/')) value = `.${value.slice(2)}`;
    else if (value === '~-' || value.startsWith('~-/')) return;
    else value = `~${value.slice(value.indexOf('/') < 0 ? value.length : value.indexOf('/'))}`;
  }
  let recursive = false;
  /** For a glob, the text before its first pattern character: `.en` of `.en*`, `.gi` of `.gi[t]/x`. */
  let stem: string | undefined;
  const expanded = word.glob && value === word.value ? expandedGlob(w, word, value, cwds) : null;
  if (expanded !== null) {
    for (const [dir, matches] of expanded) for (const match of matches) mention(w, match, { ...word, value: match, glob: false }, cwdsAt(dir), base);
    return;
  }
  if (word.glob) {
    const first = value.search(/[*?[]/);
    if (first >= 0) {
      if (/(^|\/)\.\.(\/|$)/.test(value.slice(first))) return;
      const slash = value.lastIndexOf('/', first);
      stem = value.slice(slash + 1, first);
      value = value.slice(0, slash + 1) || '.';
      recursive = true;
    }
  }
  if (value.startsWith('/dev/')) return;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  if (relative && cwds.unknown) return;
  const paths = relative ? resolveAll(w, value, cwds) : [canonicalPath(value, workspace, w.state.ctx)];
  if (w.state.links) linkedEarlier(w, word.node, `the path ${code(clip(word.raw, 40))} (${base})`);
  const mentions = (w.state.out.mentions ??= []);
  for (const path of paths) {
    const mention: PathScope = { kind: 'write', written: value, path, recursive, partial: false, range: range(w, word.node) };
    if (stem !== undefined) mention.stem = stem;
    mentions.push(mention);
  }
}

const DASH = 45;

/** `~+`, `~-` or `~NAME`, with or without a path after it: a tilde that is not the own home's. */
function isOtherTilde(value: string): boolean {
  return value.length > 1 && value.charCodeAt(0) === 126 /* ~ */ && value.charCodeAt(1) !== 47; /* / */
}

/** A word a tool is likely to take as a file: it holds a `/`, or starts with `.` or `~`. */
function looksLikePath(value: string): boolean {
  const first = value.charCodeAt(0);
  return first === 46 /* . */ || first === 126 /* ~ */ || value.includes('/');
}
