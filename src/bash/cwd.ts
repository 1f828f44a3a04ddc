// The working directories a command may run in. `cd DIR` moves them for the rest of a list;
// a `cd` that may fail leaves the old directory possible too, so every place a later
// relative path could land is checked.

export interface Cwds {
  /** Canonical absolute directories the shell may be in. */
  dirs: readonly string[];
  /** True when the shell may be somewhere we cannot tell (after `cd "$DIR"` or `cd -`). */
  unknown: boolean;
}

/** Beyond this many candidates the directory is treated as unknown. */
const MAX_CANDIDATES = 8;

export function cwdsAt(dir: string): Cwds {
  return { dirs: [dir], unknown: false };
}

export const UNKNOWN_CWDS: Cwds = { dirs: [], unknown: true };

export function unionCwds(a: Cwds, b: Cwds): Cwds {
  if (a === b) return a;
  // Most often the other side stayed where this one is (`a && b` without a `cd`): nothing to add.
  if ((a.unknown || !b.unknown) && b.dirs.every((dir) => a.dirs.includes(dir))) return a;
  const dirs = [...new Set([...a.dirs, ...b.dirs])];
  if (dirs.length > MAX_CANDIDATES) return UNKNOWN_CWDS;
  return { dirs, unknown: a.unknown || b.unknown };
}

/** Where the shell may be after a statement: when it succeeded, and in any case. */
export interface Flow {
  ok: Cwds;
  any: Cwds;
}

export function unchanged(cwds: Cwds): Flow {
  return { ok: cwds, any: cwds };
}
