// The prefix-scope matcher (DESIGN.md section 2, "Patterns"): `*`, `**` and `/**` cover
// everything; `pfx/**` is a path subtree; `cmd *` is `cmd` alone or followed by a space;
// `pfx*` is a raw prefix; anything else is exact. A `*` anywhere else is a literal.
import { canonicalPath, foldPath, foldPrefix, isWithin, lexicalPath, startsWithPart, type PathContext, type PathFolding } from '../paths/index.js';
import { rawPrefixEndsWord } from '../bash/index.js';

const SPACE = 32;
const SLASH = 47;

export type PatternForm = 'universal' | 'subtree' | 'words' | 'raw' | 'exact';

export interface ParsedPattern {
  form: PatternForm;
  /** The text the form applies to: the prefix, subtree root or exact value. */
  body: string;
  /**
   * For a raw prefix read as a command: its last word is the program's name or a known
   * subcommand, which it does not extend into another word. Worked out on first use.
   */
  endsWord?: boolean;
}

export function parsePattern(pattern: string, exact = false): ParsedPattern {
  if (exact) return { form: 'exact', body: pattern };
  if (pattern === '*' || pattern === '**' || pattern === '/**') return { form: 'universal', body: '' };
  if (pattern.endsWith('/**')) return { form: 'subtree', body: pattern.slice(0, -3) };
  if (pattern.endsWith(' *')) return { form: 'words', body: pattern.slice(0, -2) };
  if (pattern.endsWith('*')) return { form: 'raw', body: pattern.slice(0, -1) };
  return { form: 'exact', body: pattern };
}

/** Does a command pattern cover a normalised command scope? */
export function matchCommand(pattern: ParsedPattern, scope: string): boolean {
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'words':
      return scope === pattern.body || startsWithPart(scope, pattern.body, SPACE);
    case 'raw': {
      const body = pattern.body;
      if (!scope.startsWith(body)) return false;
      if (scope.length === body.length || scope.charCodeAt(body.length) === SPACE) return true;
      return !(pattern.endsWord ??= rawPrefixEndsWord(body));
    }
    case 'subtree':
      // `x/**` on a command has no path meaning; it is the literal text.
      return scope === `${pattern.body}/**`;
    case 'exact':
      return scope === pattern.body;
  }
}

/** Does a name pattern (MCP tool names) cover a name? The forms of commands, a raw prefix with no word boundary. */
export function matchName(pattern: ParsedPattern, name: string): boolean {
  return pattern.form === 'raw' ? name.startsWith(pattern.body) : matchCommand(pattern, name);
}

/**
 * A path pattern with the pure string part of its resolution done, once per policy: the path its
 * form applies to, made absolute (against the workspace root, `~/` against home) and without `.`
 * or empty segments. A decision only walks that path for links.
 */
export interface PathPattern {
  form: PatternForm;
  /** The subtree root, the exact path, or a raw prefix's directory. */
  path: string;
  /** A raw prefix's last part, after its directory. */
  partial: string;
  /** A raw prefix as it reads when its directory is its own canonical path. */
  prefix: string;
}

export function compilePathPattern(pattern: ParsedPattern, ctx: Pick<PathContext, 'workspace' | 'home'>): PathPattern {
  switch (pattern.form) {
    case 'universal':
      return { form: 'universal', path: '/', partial: '', prefix: '' };
    case 'subtree':
      return { form: 'subtree', path: lexicalRulePath(pattern.body === '' ? '/' : pattern.body, ctx), partial: '', prefix: '' };
    case 'raw': {
      const slash = pattern.body.lastIndexOf('/');
      const path = lexicalRulePath(slash < 0 ? '.' : pattern.body.slice(0, slash) || '/', ctx);
      const partial = slash < 0 ? pattern.body : pattern.body.slice(slash + 1);
      return { form: 'raw', path, partial, prefix: joinPart(path, partial) };
    }
    case 'words':
      // A path pattern ending in ` *` has no word meaning: the whole pattern is the exact path.
      return { form: 'words', path: lexicalRulePath(`${pattern.body} *`, ctx), partial: '', prefix: '' };
    case 'exact':
      return { form: 'exact', path: lexicalRulePath(pattern.body, ctx), partial: '', prefix: '' };
  }
}

/** A rule's path, absolute and lexically normal (an empty one is the workspace root). */
function lexicalRulePath(path: string, ctx: Pick<PathContext, 'workspace' | 'home'>): string {
  return lexicalPath(path, ctx.workspace, ctx.home);
}

function joinPart(dir: string, part: string): string {
  return dir === '/' ? `/${part}` : `${dir}/${part}`;
}

/** The value under `key`, made by `make` the first time it is asked for. */
function remembered(cache: Map<string, string>, key: string, make: () => string): string {
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = make();
    cache.set(key, hit);
  }
  return hit;
}

/**
 * Canonical resolution of path patterns, cached per context so a decision walks each rule's
 * path once; the walk looks links up through the context's file system.
 */
export class PathPatternResolver {
  /** Made on the first path resolved: most calls have no path scope to decide. */
  private cache: Map<string, string> | undefined;
  /** Folded forms of canonical paths and raw prefixes, made only when the file system folds names. */
  private foldedCache: Map<string, string> | undefined;
  /** `folding`: how the file system folds names (activeFolding), or null when it folds none. */
  constructor(
    readonly ctx: PathContext,
    readonly folding: PathFolding | null = null,
  ) {}

  /** A canonical path as the file system compares it (folding set). */
  folded(path: string): string {
    return remembered((this.foldedCache ??= new Map()), path, () => foldPath(path, this.folding!));
  }

  /** A raw pattern's prefix as the file system compares it (folding set). */
  foldedPrefix(pattern: PathPattern): string {
    const prefix = this.prefix(pattern);
    return remembered((this.foldedCache ??= new Map()), `\0${prefix}`, () => foldPrefix(prefix, this.folding!));
  }

  /** The canonical form of an absolute, lexically normal path (a compiled pattern's `path`). */
  canonical(path: string): string {
    return remembered((this.cache ??= new Map()), path, () => canonicalPath(path, '/', this.ctx));
  }

  /** The string the paths a raw `pfx*` pattern covers start with. */
  prefix(pattern: PathPattern): string {
    const dir = this.canonical(pattern.path);
    return dir === pattern.path ? pattern.prefix : joinPart(dir, pattern.partial);
  }

  /** The canonical form of a path as a rule writes it (relative to the workspace root, or `~/…`). */
  resolve(path: string): string {
    return this.canonical(lexicalRulePath(path, this.ctx));
  }

  /** The raw-prefix string a `pfx*` path pattern compares against. */
  rawPrefix(body: string): string {
    return this.prefix(compilePathPattern({ form: 'raw', body }, this.ctx));
  }
}

/** Does a path pattern cover a canonical absolute path? */
export function matchPath(pattern: ParsedPattern, path: string, resolver: PathPatternResolver): boolean {
  return pathPatternCovers(compilePathPattern(pattern, resolver.ctx), path, resolver);
}

/** Does a compiled path pattern cover a canonical absolute path? */
export function pathPatternCovers(pattern: PathPattern, path: string, resolver: PathPatternResolver): boolean {
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
      return isWithin(path, resolver.canonical(pattern.path));
    case 'raw':
      return path.startsWith(resolver.prefix(pattern));
    case 'words':
    case 'exact':
      return path === resolver.canonical(pattern.path);
  }
}

/**
 * Does a deny rule or a floor meet a canonical path: as written, or, where the file system folds
 * names, as it compares them (`.GIT/hooks` meets `.git/**` on APFS). An allow never folds: it
 * covers the path as written or not at all.
 */
export function pathPatternMeets(pattern: PathPattern, path: string, resolver: PathPatternResolver): boolean {
  if (pathPatternCovers(pattern, path, resolver)) return true;
  if (resolver.folding === null) return false;
  const folded = resolver.folded(path);
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
      return isWithin(folded, resolver.folded(resolver.canonical(pattern.path)));
    case 'raw':
      return folded.startsWith(resolver.foldedPrefix(pattern));
    case 'words':
    case 'exact':
      return folded === resolver.folded(resolver.canonical(pattern.path));
  }
}

/** patternReachesInto for a deny rule or a floor, also as the file system compares names (pathPatternMeets). */
export function patternMeetsInto(pattern: PathPattern, dir: string, resolver: PathPatternResolver): boolean {
  if (patternReachesInto(pattern, dir, resolver)) return true;
  if (resolver.folding === null) return false;
  const folded = resolver.folded(dir);
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
    case 'words':
    case 'exact':
      return isWithin(resolver.folded(resolver.canonical(pattern.path)), folded);
    case 'raw':
      return startsWithPart(resolver.foldedPrefix(pattern), folded, SLASH) || folded === '/';
  }
}

/** Whether every path the pattern names lies inside `dir` (`.git/**` and `.git/hooks/pre*` inside the workspace's `.git`). */
export function patternInside(pattern: PathPattern, dir: string, resolver: PathPatternResolver): boolean {
  if (pattern.form === 'universal') return false;
  const path = resolver.canonical(pattern.path);
  if (isWithin(path, dir)) return true;
  return resolver.folding !== null && isWithin(resolver.folded(path), resolver.folded(dir));
}

/**
 * For a recursive scope (a directory an `rm -r` or `grep -r` walks), the part of a pattern's
 * territory that lies inside the directory: a deny rule there must hold the whole walk back.
 */
export function patternReachesInto(pattern: PathPattern, dir: string, resolver: PathPatternResolver): boolean {
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
    case 'words':
    case 'exact':
      return isWithin(resolver.canonical(pattern.path), dir);
    case 'raw':
      return startsWithPart(resolver.prefix(pattern), dir, SLASH) || dir === '/';
  }
}
