// How the file system folds names (docs/security.md, "Paths as the file system resolves them"):
// on APFS, HFS+ and NTFS `.GIT/hooks` reaches `.git/hooks`, on HFS+ `.g\u200cit` does too, and
// Windows drops a name's trailing dots and spaces. What a file system does is probed at start
// (folding-probe.ts, which the shells call) and passed in as this value; nothing here looks at the
// OS name. Rules compare folded paths only where that makes them stricter: a deny or a floor meets
// a path whose folded form it covers, an allow covers only the path as written.

export interface PathFolding {
  /** Names that differ only in case name one entry (APFS and HFS+ by default, NTFS, casefold ext4, FAT). */
  foldsCase: boolean;
  /** A name in NFC and in NFD names one entry (APFS, HFS+). */
  normalisesUnicode: boolean;
  /** The code points HFS+ leaves out of a name when it compares (U+200C to U+200F, U+202A to U+202E, U+206A to U+206F, U+FEFF). */
  ignoresCodePoints: boolean;
  /** A name's trailing dots and spaces are dropped (Windows: `.git.` and `.git ` are `.git`). */
  dropsTrailingDotsSpaces: boolean;
}

/** What ext4, tmpfs, btrfs and xfs do by default: a name is its bytes. */
export const NO_FOLDING: PathFolding = Object.freeze({
  foldsCase: false,
  normalisesUnicode: false,
  ignoresCodePoints: false,
  dropsTrailingDotsSpaces: false,
});

/** Every folding at once: what a decision assumes of a file system it could not probe. */
export const ALL_FOLDING: PathFolding = Object.freeze({
  foldsCase: true,
  normalisesUnicode: true,
  ignoresCodePoints: true,
  dropsTrailingDotsSpaces: true,
});

/** The folding in force, or null when the file system folds nothing (the usual case on Linux). */
export function activeFolding(folding: PathFolding | undefined): PathFolding | null {
  if (!folding) return null;
  return folding.foldsCase || folding.normalisesUnicode || folding.ignoresCodePoints || folding.dropsTrailingDotsSpaces ? folding : null;
}

/** HFS+'s ignorable code points, as Mercurial's and git's checks for `.hg` and `.git` list them. */
const IGNORABLE = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
const TRAILING_DOTS_SPACES = /[. ]+$/;

/**
 * One name as the file system compares it. Case is folded by upper- then lower-casing until
 * nothing changes, which puts together every pair Unicode's full case folding does (`ſ` and `s`,
 * the Kelvin sign and `k`, `ẞ`, `ß` and `ss`) and a few more (`ı` and `i`): folding more than a
 * file system does only makes a deny meet more paths.
 */
export function foldName(name: string, folding: PathFolding): string {
  let folded = name;
  if (folding.ignoresCodePoints) folded = folded.replace(IGNORABLE, '');
  if (folding.normalisesUnicode) folded = folded.normalize('NFD');
  if (folding.foldsCase) {
    // Again until it holds: `ẞ` lower-cases to `ß`, which upper-cases to `SS` (Unicode folds all three to `ss`).
    for (let round = 0; round < 4; round++) {
      let next = folded.toUpperCase().toLowerCase();
      if (folding.normalisesUnicode) next = next.normalize('NFD');
      if (next === folded) break;
      folded = next;
    }
  }
  if (folding.dropsTrailingDotsSpaces) {
    const dropped = folded.replace(TRAILING_DOTS_SPACES, '');
    // `.` and `..` are never names here (paths are canonical); a name of dots alone stays.
    if (dropped !== '') folded = dropped;
  }
  return folded;
}

/** An absolute path with each of its names folded (`/ws/.GIT./hooks` to `/ws/.git/hooks`). */
export function foldPath(path: string, folding: PathFolding): string {
  // Most paths are ASCII with nothing to fold: returned as they are.
  if (!needsFolding(path, folding)) return path;
  let out = '';
  for (const name of path.split('/')) out += out === '' && name === '' ? '' : `/${foldName(name, folding)}`;
  return out === '' ? '/' : out;
}

/**
 * A raw prefix's string folded (`/ws/.ENV` to `/ws/.env`): its last part is the start of a name,
 * whose trailing dots are not the name's end and stay.
 */
export function foldPrefix(prefix: string, folding: PathFolding): string {
  const slash = prefix.lastIndexOf('/');
  const dir = prefix.slice(0, slash);
  const partial = prefix.slice(slash + 1);
  const foldedPartial = foldName(partial, { ...folding, dropsTrailingDotsSpaces: false });
  return `${dir === '' ? '' : foldPath(dir, folding)}/${foldedPartial}`;
}

function needsFolding(path: string, folding: PathFolding): boolean {
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c > 127) return true;
    if (folding.foldsCase && c >= 65 && c <= 90) return true;
    if (folding.dropsTrailingDotsSpaces && (c === 46 || c === 32) && (i + 1 === path.length || path.charCodeAt(i + 1) === 47)) return true;
  }
  return false;
}
