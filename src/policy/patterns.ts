// The prefix-scope matcher (DESIGN.md section 2, "Patterns"): `*`, `**` and `/**` cover
// everything; `pfx/**` is a path subtree; `cmd *` is `cmd` alone or followed by a space;
// `pfx*` is a raw prefix; anything else is exact. A `*` anywhere else is a literal.
import { canonicalPath, isWithin, startsWithPart, type PathContext } from '../paths/resolve.js';

const SPACE = 32;
const SLASH = 47;

export type PatternForm = 'universal' | 'subtree' | 'words' | 'raw' | 'exact';

export interface ParsedPattern {
  form: PatternForm;
  /** The text the form applies to: the prefix, subtree root or exact value. */
  body: string;
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
    case 'raw':
      return scope.startsWith(pattern.body);
    case 'subtree':
      // `x/**` on a command has no path meaning; it is the literal text.
      return scope === `${pattern.body}/**`;
    case 'exact':
      return scope === pattern.body;
  }
}

/** Does a name pattern (MCP tool names) cover a name? Same forms as commands. */
export const matchName = matchCommand;

/**
 * Canonical resolution of a path pattern's base, cached per context so a decision walks each
 * rule's path once. Relative patterns resolve against the workspace root, `~/` against home.
 */
export class PathPatternResolver {
  /** Made on the first path resolved: most calls have no path scope to decide. */
  private cache: Map<string, string> | undefined;
  private prefixes: Map<string, string> | undefined;
  constructor(private readonly ctx: PathContext) {}

  resolve(path: string): string {
    const cache = (this.cache ??= new Map());
    let hit = cache.get(path);
    if (hit === undefined) {
      hit = canonicalPath(path === '' ? '.' : path, this.ctx.workspace, this.ctx);
      cache.set(path, hit);
    }
    return hit;
  }

  /** The raw-prefix string a `pfx*` path pattern compares against (worked out once per decision, like `resolve`). */
  rawPrefix(body: string): string {
    const prefixes = (this.prefixes ??= new Map());
    let prefix = prefixes.get(body);
    if (prefix === undefined) {
      const slash = body.lastIndexOf('/');
      const dir = slash < 0 ? '.' : body.slice(0, slash) || '/';
      const partial = slash < 0 ? body : body.slice(slash + 1);
      const resolved = this.resolve(dir);
      prefix = resolved === '/' ? `/${partial}` : `${resolved}/${partial}`;
      prefixes.set(body, prefix);
    }
    return prefix;
  }
}

/** Does a path pattern cover a canonical absolute path? */
export function matchPath(pattern: ParsedPattern, path: string, resolver: PathPatternResolver): boolean {
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
      return isWithin(path, resolver.resolve(pattern.body === '' ? '/' : pattern.body));
    case 'raw':
      return path.startsWith(resolver.rawPrefix(pattern.body));
    case 'words':
    case 'exact':
      // A path pattern ending in ` *` has no word meaning: the whole pattern is the exact path.
      return path === resolver.resolve(pattern.form === 'words' ? `${pattern.body} *` : pattern.body);
  }
}

/**
 * For a recursive scope (a directory an `rm -r` or `grep -r` walks), the part of a pattern's
 * territory that lies inside the directory: a deny rule there must hold the whole walk back.
 */
export function patternReachesInto(pattern: ParsedPattern, dir: string, resolver: PathPatternResolver): boolean {
  switch (pattern.form) {
    case 'universal':
      return true;
    case 'subtree':
      return isWithin(resolver.resolve(pattern.body === '' ? '/' : pattern.body), dir);
    case 'raw': {
      const prefix = resolver.rawPrefix(pattern.body);
      return startsWithPart(prefix, dir, SLASH) || dir === '/';
    }
    case 'words':
    case 'exact':
      return isWithin(resolver.resolve(pattern.form === 'words' ? `${pattern.body} *` : pattern.body), dir);
  }
}
