// Path resolution for policy scopes and rules: lexical, then symlinks followed left to right
// before `..` applies, exactly as the kernel walks a path. The file system is reached only
// through `FileSystemView`, so tests can pass an empty one and the engine stays pure.
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';

export interface FileSystemView {
  /** The target of the symlink at `path`, or null when `path` is not a symlink or does not exist. */
  readSymlink(path: string): string | null;
  /** True when `path` exists and is a directory (symlinks followed). */
  isDirectory(path: string): boolean;
  /**
   * Optional, `readSymlink` that also tells when nothing can be reached at `path` (undefined), so
   * a walk need not look below it: nothing below a missing or unreadable entry is reachable either.
   */
  lookupLink?(path: string): string | null | undefined;
  /**
   * Optional: the canonical form of an existing `path` in one call (null when it cannot be had),
   * so a directory every decision walks through (the workspace) is confirmed link-free at once.
   */
  realPath?(path: string): string | null;
  /**
   * Optional: a directory `path` is or lies under that is known to be its own canonical path (no
   * part of it a link) for as long as this view is used, or null. A walk starts there instead of
   * looking up each of its parts.
   */
  linkFreeAnchor?(path: string): string | null;
  /**
   * Optional: the names in the directory `path` (links followed), or null when it cannot be
   * listed. A glob is expanded from it; without it a glob stands for any name.
   */
  readDirectory?(path: string): readonly string[] | null;
  /**
   * Optional: how many names the regular file at `path` has (its link count), or null when
   * nothing is there or it is not a regular file. Above one, the file is a hard link: a write
   * through this name changes the file under its other names too.
   */
  hardLinkCount?(path: string): number | null;
}

export interface PathContext {
  /** Canonical absolute workspace root. */
  workspace: string;
  /** Absolute home directory, for `~/`. */
  home: string;
  fs: FileSystemView;
}

const MAX_SYMLINK_HOPS = 40;

export const realFileSystem: FileSystemView = {
  readSymlink(path) {
    return realFileSystem.lookupLink!(path) ?? null;
  },
  lookupLink(path) {
    try {
      // No exception for a missing entry: most paths an agent names do not exist yet, and a
      // thrown ENOENT costs more than the system call.
      const stats = lstatSync(path, { throwIfNoEntry: false });
      if (!stats) return undefined;
      return stats.isSymbolicLink() ? readlinkSync(path) : null;
    } catch {
      // Not a directory, no permission, a loop: nothing at or below this path can be reached.
      return undefined;
    }
  },
  realPath(path) {
    try {
      return realpathSync.native(path);
    } catch {
      return null;
    }
  },
  isDirectory(path) {
    try {
      return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
    } catch {
      return false;
    }
  },
  readDirectory(path) {
    try {
      return readdirSync(path);
    } catch {
      return null;
    }
  },
  hardLinkCount(path) {
    try {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      return stats?.isFile() ? stats.nlink : null;
    } catch {
      return null;
    }
  },
};

/** A file system with nothing in it: resolution is purely lexical. */
export const emptyFileSystem: FileSystemView = {
  readSymlink: () => null,
  isDirectory: () => false,
  lookupLink: () => undefined,
};

/**
 * A view that asks `fs` about each path once. For one decision: the scopes and the rules of a
 * call share most of their directories, and nothing runs while a call is decided. Not for longer,
 * since a command that runs may create or change links. `anchors` are directories most paths lie
 * under (the workspace): when a lookup first reaches one and `fs` can say the anchor is its own
 * canonical path, none of its parts is a link, and they are all known from that one answer.
 */
export function cachedFileSystem(fs: FileSystemView, anchors: readonly string[] = []): FileSystemView {
  // Without lookupLink underneath, null may mean "nothing there" or "not a link": the walk must not skip.
  return fs.lookupLink ? new CachedLinkLookups(fs, anchors) : new CachedFileSystem(fs, anchors);
}

/** What the cached view keeps for a path with nothing there (a lookup's `undefined`). */
const MISSING = Symbol('missing');

/**
 * cachedFileSystem's view: a class rather than closures, since one is made for every decision.
 * Most commands name no path: it costs nothing until the first lookup, its maps made then.
 */
class CachedFileSystem implements FileSystemView {
  /** A link's target, null for an entry that is not a link, MISSING for nothing there. */
  private links: Map<string, string | null | typeof MISSING> | undefined;
  private directories: Map<string, boolean> | undefined;
  private listings: Map<string, readonly string[] | null> | undefined;
  private linkCounts: Map<string, number | null> | undefined;
  private readonly unchecked: string[] = [];
  /** Anchors found to be their own canonical path. */
  private readonly confirmed: string[] = [];

  constructor(
    private readonly fs: FileSystemView,
    anchors: readonly string[],
  ) {
    if (fs.realPath) for (const anchor of anchors) if (anchor !== '/') this.unchecked.push(anchor);
  }

  readSymlink(path: string): string | null {
    return this.lookup(path) ?? null;
  }

  isDirectory(path: string): boolean {
    const directories = (this.directories ??= new Map());
    let hit = directories.get(path);
    if (hit === undefined) {
      hit = this.fs.isDirectory(path);
      directories.set(path, hit);
    }
    return hit;
  }

  readDirectory(path: string): readonly string[] | null {
    if (!this.fs.readDirectory) return null;
    const listings = (this.listings ??= new Map());
    let names = listings.get(path);
    if (names === undefined) {
      names = this.fs.readDirectory(path);
      listings.set(path, names);
    }
    return names;
  }

  hardLinkCount(path: string): number | null {
    if (!this.fs.hardLinkCount) return null;
    const linkCounts = (this.linkCounts ??= new Map());
    let count = linkCounts.get(path);
    if (count === undefined) {
      count = this.fs.hardLinkCount(path);
      linkCounts.set(path, count);
    }
    return count;
  }

  protected lookup(path: string): string | null | undefined {
    const links = (this.links ??= new Map());
    const known = links.get(path);
    if (known !== undefined) return known === MISSING ? undefined : known;
    if (this.unchecked.length > 0) {
      this.confirm(path);
      // Confirming marks the anchor's parts: not links.
      if (links.has(path)) return null;
    }
    const hit = lookupLink(this.fs, path);
    links.set(path, hit === undefined ? MISSING : hit);
    return hit;
  }

  /**
   * The confirmed anchor `path` is or lies under. A walk of such a path would look up the anchor's
   * first part first, and that confirms the anchor (below): the same realpath, the same answers.
   */
  linkFreeAnchor(path: string): string | null {
    if (this.unchecked.length > 0) {
      for (const anchor of this.unchecked) {
        if (path === anchor || startsWithPart(path, anchor, SLASH)) {
          // The walk's first lookup: the anchor's first part.
          const second = anchor.indexOf('/', 1);
          this.confirm(second < 0 ? anchor : anchor.slice(0, second));
          break;
        }
      }
    }
    for (const anchor of this.confirmed) if (path === anchor || startsWithPart(path, anchor, SLASH)) return anchor;
    return null;
  }

  /** Confirms with one realpath each the anchors `path` lies on the way to or under, and marks their parts link-free. */
  private confirm(path: string): void {
    const unchecked = this.unchecked;
    for (let i = 0; i < unchecked.length; i++) {
      const anchor = unchecked[i]!;
      if (!(anchor === path || startsWithPart(anchor, path, SLASH) || startsWithPart(path, anchor, SLASH))) continue;
      unchecked.splice(i--, 1);
      if (this.fs.realPath!(anchor) !== anchor) continue;
      this.confirmed.push(anchor);
      const links = (this.links ??= new Map());
      for (let end = anchor.indexOf('/', 1); ; end = anchor.indexOf('/', end + 1)) {
        links.set(end < 0 ? anchor : anchor.slice(0, end), null);
        if (end < 0) break;
      }
    }
  }
}

/** The view over a file system that can tell a missing entry from one that is not a link. */
class CachedLinkLookups extends CachedFileSystem {
  lookupLink(path: string): string | null | undefined {
    return this.lookup(path);
  }
}

/** Expands `~` and `~/…` against home, and makes the path absolute against `base`. */
export function absolutePath(path: string, base: string, home: string): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return `${home}/${path.slice(2)}`;
  if (path.charCodeAt(0) === SLASH) return path;
  return `${base}/${path}`;
}

/**
 * The string part of canonicalPath, which gives the same answer for either form: `path` made
 * absolute with its `.` and empty segments dropped. `..` stays: it applies only once the links
 * before it are followed.
 */
export function lexicalPath(path: string, base: string, home: string): string {
  let normal = '';
  for (const segment of absolutePath(path, base, home).split('/')) {
    if (segment !== '' && segment !== '.') normal += `/${segment}`;
  }
  return normal === '' ? '/' : normal;
}

/**
 * Where bash's logical `cd` (without `-P`) goes: `path` made absolute against `base` (itself
 * logical), `.` and empty segments dropped, and each `..` removing the segment before it, links
 * or not. It names the same directory as the physical walk of itself (canonicalPath).
 */
export function logicalPath(path: string, base: string, home: string): string {
  const parts: string[] = [];
  for (const segment of absolutePath(path, base, home).split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return `/${parts.join('/')}`;
}

/**
 * Canonical absolute form of `path` (relative paths against `base`): `.` and empty segments
 * dropped, every existing symlink replaced by its target as the walk reaches it, and `..`
 * applied to what the walk has reached so far (so `link/..` is the link target's parent).
 */
export function canonicalPath(path: string, base: string, ctx: Pick<PathContext, 'home' | 'fs'>): string {
  const fs = ctx.fs;
  let pending = absolutePath(path, base, ctx.home);
  let next = 0;
  // While the walk meets plain names only (no `.`, `..` or empty segment) and no link, what it has
  // reached is `pending` itself up to `reachedEnd`: a path made of such names (most paths) is
  // returned as given, without being rebuilt segment by segment.
  let reachedEnd = 0;
  /** The target of the link the walk has just reached, to follow before the next segment. */
  let link: string | null = null;
  /** End of the segment at which nothing was found: the walk does not look below it. */
  let missingEnd = -1;
  if (pending.charCodeAt(0) === SLASH) {
    next = 1;
    // Inside a directory known to be link-free, the walk starts there, as if it had looked each part up.
    const anchor = fs.linkFreeAnchor ? fs.linkFreeAnchor(pending) : null;
    if (anchor !== null && anchor !== '/') {
      reachedEnd = anchor.length;
      next = anchor.length + 1;
    }
    while (next < pending.length) {
      let end = pending.indexOf('/', next);
      if (end < 0) end = pending.length;
      if (!isPlainName(pending, next, end)) break;
      // What lies below a process directory is that process's: the rest is kept as written.
      if (next === PROC.length && isProcessDirectory(pending, end)) return pending.slice(0, end) + lexicalRest(pending, end + 1);
      if (missingEnd < 0) {
        const target = lookupLink(fs, pending.slice(0, end));
        if (target === undefined) missingEnd = end;
        else if (target !== null) link = target;
      }
      reachedEnd = end;
      next = end + 1;
      if (link !== null) break;
    }
    if (reachedEnd === pending.length && link === null) return pending;
  }
  // From here the walk keeps what it has reached as a string of its own ('' for the root), with the
  // length it had before each segment, so a `..` is a slice.
  let reached = pending.slice(0, reachedEnd);
  const lengths: number[] = [];
  /** Number of segments reached at which nothing was found. */
  let missingAt = -1;
  for (let slash = 0; slash >= 0 && slash < reachedEnd; slash = pending.indexOf('/', slash + 1)) {
    lengths.push(slash);
    if (slash < missingEnd) missingAt = lengths.length;
  }
  let hops = link === null ? 0 : 1;
  for (;;) {
    if (link !== null) {
      reached = reached.slice(0, lengths.pop());
      if (link.startsWith('/')) {
        reached = '';
        lengths.length = 0;
      }
      pending = next < pending.length ? `${link}/${pending.slice(next)}` : link;
      next = 0;
      link = null;
    }
    if (next >= pending.length) break;
    let end = pending.indexOf('/', next);
    if (end < 0) end = pending.length;
    const start = next;
    next = end + 1;
    const length = end - start;
    if (length === 0 || (length === 1 && pending.charCodeAt(start) === DOT)) continue;
    if (length === 2 && pending.charCodeAt(start) === DOT && pending.charCodeAt(start + 1) === DOT) {
      if (lengths.length > 0) reached = reached.slice(0, lengths.pop());
      if (lengths.length < missingAt) missingAt = -1;
      continue;
    }
    lengths.push(reached.length);
    reached = `${reached}/${pending.slice(start, end)}`;
    if (lengths.length === 2 && isProcessDirectory(reached, reached.length)) return reached + lexicalRest(pending, next);
    if (missingAt >= 0) continue;
    const target = lookupLink(fs, reached);
    if (target === undefined) {
      missingAt = lengths.length;
      continue;
    }
    if (target === null) continue;
    if (++hops > MAX_SYMLINK_HOPS) {
      // A loop: stop following and keep the lexical path, which the kernel would refuse anyway.
      continue;
    }
    link = target;
  }
  return reached === '' ? '/' : reached;
}

/**
 * `/proc/self`, `/proc/thread-self` and `/proc/<pid>` name a process's own directory, and the
 * links in it (`cwd`, `root`, `fd/N`, `exe`) lead where that process is. Looked up here they
 * would lead where the engine is, not where the shell that runs the command will be; so a walk
 * stops there and keeps the rest of the path as written (see processDirectory).
 */
const PROC = '/proc/';

/** Whether `path` up to `end` is `/proc/` followed by a process's name (`self`, `thread-self`, digits). */
function isProcessDirectory(path: string, end: number): boolean {
  if (end <= PROC.length || path.charCodeAt(1) !== 112 /* p */ || !path.startsWith(PROC)) return false;
  const length = end - PROC.length;
  if (length === 4 && path.startsWith('self', PROC.length)) return true;
  if (length === 11 && path.startsWith('thread-self', PROC.length)) return true;
  for (let i = PROC.length; i < end; i++) {
    const c = path.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * The process directory a canonical path lies in or below (`/proc/self`, `/proc/123`), or null.
 * Such a path is canonical only as far as that directory: the rest is as written, `..` and all.
 */
export function processDirectory(path: string): string | null {
  if (path.length <= PROC.length || !path.startsWith(PROC)) return null;
  let end = path.indexOf('/', PROC.length);
  if (end < 0) end = path.length;
  return isProcessDirectory(path, end) ? path.slice(0, end) : null;
}

/** `pending` from `start` on, each segment after a slash, with empty and `.` segments dropped (`..` kept). */
function lexicalRest(pending: string, start: number): string {
  let rest = '';
  for (let next = start; next < pending.length;) {
    let end = pending.indexOf('/', next);
    if (end < 0) end = pending.length;
    const length = end - next;
    if (length > 0 && !(length === 1 && pending.charCodeAt(next) === DOT)) rest += `/${pending.slice(next, end)}`;
    next = end + 1;
  }
  return rest;
}

function lookupLink(fs: FileSystemView, path: string): string | null | undefined {
  return fs.lookupLink ? fs.lookupLink(path) : fs.readSymlink(path);
}

/** A segment `pending[start, end)` that names an entry: not empty, `.` or `..`. */
function isPlainName(pending: string, start: number, end: number): boolean {
  const length = end - start;
  if (length === 0) return false;
  if (pending.charCodeAt(start) !== DOT || length > 2) return true;
  return length === 2 && pending.charCodeAt(start + 1) !== DOT;
}

const DOT = 46;

/** True when `path` is `dir` itself or lies below it (both canonical). */
export function isWithin(path: string, dir: string): boolean {
  if (dir === '/') return true;
  return path === dir || startsWithPart(path, dir, SLASH);
}

const SLASH = 47;

/**
 * `text.startsWith(prefix + separator)`, without building that string: these tests run for every
 * rule against every scope of every decision.
 */
export function startsWithPart(text: string, prefix: string, separator: number): boolean {
  return text.length > prefix.length && text.charCodeAt(prefix.length) === separator && text.startsWith(prefix);
}
