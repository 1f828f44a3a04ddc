// Globs among a command's words, expanded against the live tree when the decision is made
// (globs.ts), and the names earlier commands of the same call write where a glob looks.
import { type Walk, within, reason } from './walk-context.js';
import type { Word } from './words.js';
import type { Cwds } from './cwd.js';
import { globOptionsMayChange, expandGlob } from './globs.js';
import { canonicalPath, type FileSystemView, emptyFileSystem } from '../paths/index.js';
import { posix } from 'node:path';

/**
 * A glob's words in each directory the shell may be in, expanded from the live tree
 * (globs.ts), or null where it is not expanded: the directory or the shell's glob options are
 * not known here, or an earlier command of this call writes there.
 */
export function expandedGlob(w: Walk, word: Word, value: string, cwds: Cwds): Map<string, string[]> | null {
  if (globOptionsMayChange(w.source)) return null;
  const relative = !value.startsWith('/');
  if (relative && (cwds.unknown || cwds.dirs.length === 0)) return null;
  const ctx = w.state.ctx;
  const out = new Map<string, string[]>();
  let parent = false;
  for (const dir of relative ? cwds.dirs : [ctx.workspace]) {
    const expansion = expandGlob(word, canonicalPath('.', dir, ctx), ctx.fs);
    if (expansion === null) return null;
    out.set(dir, expansion.words);
    parent ||= expansion.parent;
  }
  if (parent) globReachesParent(w, word);
  // What the folder holds when the glob runs is what it holds now, unless this call writes there first.
  if (writtenBefore(w, value, [...out.keys()]) !== null) return null;
  return out;
}

/**
 * The names earlier commands of this call write in the folder of glob `value` (in any of
 * `dirs`), or null for none; a write of the folder or above it counts as a name `*`.
 */
function writtenBefore(w: Walk, value: string, dirs: readonly string[]): string[] | null {
  const ctx = w.state.ctx;
  const scopes = w.state.out.scopes;
  const end = w.ownScopesFrom ?? scopes.length;
  const slash = value.lastIndexOf('/', value.search(/[*?[]/));
  const folders = dirs.map((dir) => canonicalPath(slash < 0 ? '.' : value.slice(0, slash + 1), dir, ctx));
  let names: string[] | null = null;
  for (let i = 0; i < end; i++) {
    const scope = scopes[i]!;
    if (scope.kind !== 'write') continue;
    for (const folder of folders) {
      if (within(folder, scope.path)) (names ??= []).push('*');
      else if (posix.dirname(scope.path) === folder) (names ??= []).push(posix.basename(scope.path));
    }
  }
  return names;
}

/** A glob that names `..` on a bash without globskipdots: approval, as any reach that depends on a shell option. */
function globReachesParent(w: Walk, word: Word): void {
  reason(w, 'unknown-path-glob', word.node, { form: 'dot-dot', word: word.raw });
}

/**
 * Globs among a command's arguments whose matches start with `-`: bash hands them over as
 * words, and the program reads them as options (`touch ./-rf; rm *`). Not after `--`.
 */
export function globOptions(w: Walk, words: readonly Word[], cwds: Cwds, base: string): void {
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.value === '--') return;
    if (!word.glob || word.value === null || !/^[*?[]/.test(word.value)) continue;
    const expanded = expandedGlob(w, word, word.value, cwds);
    const named = new Set<string>();
    // A file this call makes before the glob runs (`touch ./-rf; rm *`) is a match too.
    const written = cwds.unknown ? null : writtenBefore(w, word.value, cwds.dirs);
    if (written !== null) {
      const listing: FileSystemView = { ...emptyFileSystem, readDirectory: () => written };
      for (const name of expandGlob(word, '/', listing)?.words ?? []) if (name.startsWith('-') && written.includes(name)) named.add(name);
    }
    for (const matches of expanded?.values() ?? []) for (const match of matches) if (match.startsWith('-') && match !== word.value) named.add(match);
    for (const option of named) {
      reason(w, 'glob-option', word.node, { word: word.raw, file: option, tool: base });
    }
  }
}
