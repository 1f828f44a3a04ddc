// The working directories a command may run in. `cd DIR` moves them for the rest of a list;
// a `cd` that may fail leaves the old directory possible too, so every place a later
// relative path could land is checked.

export interface Cwds {
  /**
   * Absolute directories the shell may be in, as bash's logical `$PWD` holds them: no `.` or `..`,
   * but maybe links. A path resolved against one (canonicalPath) is followed physically, as the
   * kernel does; compared with the workspace, a directory is taken in its canonical form.
   */
  dirs: readonly string[];
  /** True when the shell may be somewhere we cannot tell (after `cd "$DIR"` or `cd -`). */
  unknown: boolean;
  /**
   * A `cd` moved the shell to a directory not known before it runs (`cd "$D"`, `cd -`), not only
   * may have (a sourced file, a function): a program run there runs code from elsewhere.
   */
  cdUnknown?: true;
  /** Where the shell was before the last `cd` (bash's `$OLDPWD`, `~-`); absent when not known. */
  previous?: Cwds;
}

/** Beyond this many candidates the directory is treated as unknown. */
const MAX_CANDIDATES = 8;

export function cwdsAt(dir: string): Cwds {
  return { dirs: [dir], unknown: false };
}

export const UNKNOWN_CWDS: Cwds = { dirs: [], unknown: true };

/** Where `cd "$D"` or `cd -` leaves the shell. */
export const CD_UNKNOWN_CWDS: Cwds = { dirs: [], unknown: true, cdUnknown: true };

export function unionCwds(a: Cwds, b: Cwds): Cwds {
  if (a === b) return a;
  // Most often the other side stayed where this one is (`a && b` without a `cd`): nothing to add.
  if ((a.unknown || !b.unknown) && (a.cdUnknown || !b.cdUnknown) && includesAll(a.dirs, b.dirs) && a.previous === b.previous) return a;
  const dirs: string[] = [];
  addNew(dirs, a.dirs);
  addNew(dirs, b.dirs);
  if (dirs.length > MAX_CANDIDATES) return UNKNOWN_CWDS;
  // Where it was before is known only when both sides know it.
  const previous = a.previous && b.previous ? unionCwds(a.previous, b.previous) : undefined;
  const union: Cwds = previous ? { dirs, unknown: a.unknown || b.unknown, previous } : { dirs, unknown: a.unknown || b.unknown };
  if (a.cdUnknown || b.cdUnknown) union.cdUnknown = true;
  return union;
}

/** After a `cd` from `from`: `moved`, with `from` as where it was before (its own before is not kept). */
export function cdFrom(from: Cwds, moved: Cwds): Cwds {
  return { ...moved, previous: { dirs: from.dirs, unknown: from.unknown } };
}

/** `~+` and `~-` (with a plain path after them): the directory they name, as a path a scope resolves; null when it is not known. */
export function trackedTilde(raw: string, cwds: Cwds, source: string): string | null {
  const match = /^~([+-])(\/[A-Za-z0-9_./@%+,=-]*)?$/.exec(raw);
  if (!match) return null;
  // bash expands `~+` to $PWD and `~-` to $OLDPWD as they are: set some other way than `cd` (`PWD=/root; cat ~+/x`), not known.
  if (mentionsOtherThanExpanded(source, match[1] === '+' ? 'PWD' : 'OLDPWD')) return null;
  const rest = match[2] ?? '';
  // `~+` is $PWD, which a relative path is resolved against already.
  if (match[1] === '+') return `.${rest}`;
  const previous = cwds.previous;
  if (!previous || previous.unknown || previous.dirs.length !== 1) return null;
  return `${previous.dirs[0]!}${rest}`;
}

/** Whether the source names the variable other than in a plain expansion (`$PWD`, `${PWD}`): an assignment, `read PWD`, `export PWD`. */
function mentionsOtherThanExpanded(source: string, name: string): boolean {
  if (!source.includes(name)) return false;
  for (const found of source.matchAll(new RegExp(`(?<![A-Za-z0-9_$])${name}(?![A-Za-z0-9_])`, 'g'))) {
    if (source.slice(found.index - 2, found.index) === '${' && source.charCodeAt(found.index + name.length) === 125 /* } */) continue;
    return true;
  }
  return false;
}

function includesAll(dirs: readonly string[], others: readonly string[]): boolean {
  for (const dir of others) if (!dirs.includes(dir)) return false;
  return true;
}

/** Appends the directories `dirs` does not hold yet, in order (there are a handful at most). */
function addNew(dirs: string[], more: readonly string[]): void {
  for (const dir of more) if (!dirs.includes(dir)) dirs.push(dir);
}

/** Where the shell may be after a statement: when it succeeded, and in any case. */
export interface Flow {
  ok: Cwds;
  any: Cwds;
}

export function unchanged(cwds: Cwds): Flow {
  return { ok: cwds, any: cwds };
}
