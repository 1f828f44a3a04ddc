// Globs expanded against the live tree when the decision is made (DESIGN.md section 3), as
// bash expands them with its default options: `*`, `?` and brackets match within one name, a
// leading `.` only when written, `**` is `*`, and a glob with no match stays as written.
import { globSync } from 'tinyglobby';
import type { FileSystemView } from '../paths/index.js';
import type { Word } from './words.js';

/** Beyond this many matches in one folder the glob is not expanded: it stands for any name there. */
export const MAX_GLOB_MATCHES = 100;

/**
 * Commands and variables that change how bash globs (`shopt -s dotglob`, `set -f`, `GLOBIGNORE`
 * turning dotglob on): in a source that holds one, no glob is expanded.
 */
const GLOB_OPTION_CHANGES = /\b(?:shopt|set|GLOBIGNORE|BASHOPTS|SHELLOPTS)\b/;

/**
 * Pattern text tinyglobby reads differently from bash: quotes and escapes (the word's value is
 * no longer its pattern), braces and parentheses, negation, POSIX classes, `~`. Such a glob is
 * not expanded.
 */
const UNEXPANDED = /["'\\$`{}()!~]|\[:/;

export interface GlobExpansion {
  words: string[];
  /**
   * The glob matches `..` (`.*`, `.?`) where bash has no `globskipdots` (before 5.2, and
   * macOS's 3.2): there it reaches the folder above.
   */
  parent: boolean;
}

export function globOptionsMayChange(source: string): boolean {
  return GLOB_OPTION_CHANGES.test(source);
}

/**
 * The words bash makes of glob `word` in directory `dir`: each match written as the glob's
 * folder part plus the name (`src/a.ts` of `src/*.ts`), or the word itself when nothing matches.
 * Null when the glob is not expanded: a pattern in a folder part (`*\/x`), text that is not
 * a plain pattern, a folder that cannot be listed, or more than MAX_GLOB_MATCHES matches.
 */
export function expandGlob(word: Word, dir: string, fs: FileSystemView): GlobExpansion | null {
  const value = word.value;
  if (value === null || !word.glob || value !== word.raw || UNEXPANDED.test(value) || !fs.readDirectory) return null;
  const first = value.search(/[*?[]/);
  if (first < 0 || value.indexOf('/', first) >= 0) return null;
  const slash = value.lastIndexOf('/', first);
  const folderPart = value.slice(0, slash + 1);
  const pattern = value.slice(slash + 1);
  const folder = folderPart.startsWith('/') ? folderPart : `${dir}/${folderPart}`;
  const names = fs.readDirectory(folder.length > 1 ? folder.replace(/\/+$/, '') : folder);
  if (names === null) return null;
  // `..` is in no listing, but a bash without globskipdots matches it.
  const entries = [...names, '..'].map((name) => ({ name, isDirectory: () => false, isFile: () => true, isSymbolicLink: () => false }));
  // Each name is read as a file, so tinyglobby matches in this one folder and walks no further.
  const adapter = {
    readdirSync: () => entries,
    readdir: (_path: unknown, _options: unknown, callback: (error: null, found: typeof entries) => void) => callback(null, entries),
  };
  const matched = globSync([pattern], {
    cwd: folder,
    fs: adapter as never,
    dot: pattern.startsWith('.'),
    globstar: false,
    braceExpansion: false,
    extglob: false,
    expandDirectories: false,
    onlyFiles: false,
    followSymbolicLinks: false,
  });
  // bash names `.` and `..` never, and a leading `.` only when the pattern writes it.
  const found = matched.filter((name) => name !== '.' && name !== '..' && (!name.startsWith('.') || pattern.startsWith('.')));
  if (found.length > MAX_GLOB_MATCHES) return null;
  const parent = matched.includes('..');
  if (found.length === 0) return { words: [value], parent };
  return { words: found.sort().map((name) => folderPart + name), parent };
}
