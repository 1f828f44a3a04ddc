// `cd`: where it may move the shell, logically and physically, and when the move needs a
// command scope of its own (a directory not known, or outside the workspace).
import { type Walk, within } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Word, joinWords, expandsTilde } from './words.js';
import { type Cwds, type Flow, CD_UNKNOWN_CWDS, unionCwds, cdFrom } from './cwd.js';
import { addCommand } from './path-scopes.js';
import { linkedEarlier } from './link-scopes.js';
import { code, clip } from './reason-text.js';
import { canonicalPath, logicalPath } from '../paths/index.js';

/** Options of `cd` that may stand before its directory. */
const CD_OPTIONS = ['-L', '-P', '-e', '-@', '--'];

export function cd(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
  // One option may stand before the directory.
  const option = words[1]?.value ?? '';
  const first = CD_OPTIONS.includes(option) ? 2 : 1;
  const target = words[first];
  if (words.length - first !== 1 || !target || target.value === null || target.glob || target.value === '-') {
    addCommand(w, node, joinWords(words));
    return { ok: CD_UNKNOWN_CWDS, any: unionCwds(cwds, CD_UNKNOWN_CWDS) };
  }
  // `cd '~'` enters a folder named `~`.
  const value = target.value.startsWith('~') && !expandsTilde(target) ? `./${target.value}` : target.value;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  const unknown = relative && cwds.unknown;
  const moved: Cwds = cdFrom(
    cwds,
    unknown && cwds.cdUnknown
      ? CD_UNKNOWN_CWDS
      : { dirs: unknown ? [] : cdTargets(w, value, relative ? cwds.dirs : [w.state.ctx.workspace], option === '-P'), unknown },
  );
  if (unknown || !allInWorkspace(w, moved.dirs)) addCommand(w, node, joinWords(words));
  if (w.state.links) linkedEarlier(w, node, code(clip(joinWords(words), 40)));
  return { ok: moved, any: unionCwds(cwds, moved) };
}

/**
 * Where `cd value` may go from each of `bases`. Bash's `cd` is logical: `..` removes the part before
 * it (`cd link/..` is back where it started). `cd -P` is physical, and so is the logical `cd`'s
 * fallback when the logical directory cannot be entered (and `set -P`): when a `..` follows a
 * link, the two differ and both are kept.
 */
export function cdTargets(w: Walk, value: string, bases: readonly string[], physical: boolean): string[] {
  const ctx = w.state.ctx;
  const climbs = value.includes('..') && /(^|\/)\.\.(\/|$)/.test(value);
  const dirs: string[] = [];
  for (const base of bases) {
    if (physical) {
      pushNew(dirs, canonicalPath(value, base, ctx));
      continue;
    }
    const logical = logicalPath(value, base, ctx.home);
    pushNew(dirs, logical);
    if (climbs) {
      const walked = canonicalPath(value, base, ctx);
      if (walked !== canonicalPath(logical, '/', ctx)) pushNew(dirs, walked);
    }
  }
  return dirs;
}

/** Whether each directory, in its canonical form, lies in the workspace. */
function allInWorkspace(w: Walk, dirs: readonly string[]): boolean {
  const workspace = w.state.ctx.workspace;
  for (const dir of dirs) if (!within(canonicalPath(dir, '/', w.state.ctx), workspace)) return false;
  return true;
}

function pushNew(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
