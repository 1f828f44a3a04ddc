// Path resolution for policy scopes and rules: lexical, then symlinks followed left to right
// before `..` applies, exactly as the kernel walks a path. The file system is reached only
// through `FileSystemView`, so tests can pass an empty one and the engine stays pure.
import { lstatSync, readlinkSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';

export interface FileSystemView {
  /** The target of the symlink at `path`, or null when `path` is not a symlink or does not exist. */
  readSymlink(path: string): string | null;
  /** True when `path` exists and is a directory (symlinks followed). */
  isDirectory(path: string): boolean;
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
    try {
      if (!lstatSync(path).isSymbolicLink()) return null;
      return readlinkSync(path);
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
};

/** A file system with nothing in it: resolution is purely lexical. */
export const emptyFileSystem: FileSystemView = {
  readSymlink: () => null,
  isDirectory: () => false,
};

/** Expands `~` and `~/…` against home, and makes the path absolute against `base`. */
export function absolutePath(path: string, base: string, home: string): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return `${home}/${path.slice(2)}`;
  if (isAbsolute(path)) return path;
  return `${base}/${path}`;
}

/**
 * Canonical absolute form of `path` (relative paths against `base`): `.` and empty segments
 * dropped, every existing symlink replaced by its target as the walk reaches it, and `..`
 * applied to what the walk has reached so far (so `link/..` is the link target's parent).
 */
export function canonicalPath(path: string, base: string, ctx: Pick<PathContext, 'home' | 'fs'>): string {
  const parts: string[] = [];
  let pending = splitSegments(absolutePath(path, base, ctx.home));
  let hops = 0;
  while (pending.length > 0) {
    const segment = pending.shift()!;
    if (segment === '.' || segment === '') continue;
    if (segment === '..') {
      parts.pop();
      continue;
    }
    parts.push(segment);
    const current = `/${parts.join('/')}`;
    const target = ctx.fs.readSymlink(current);
    if (target === null) continue;
    if (++hops > MAX_SYMLINK_HOPS) {
      // A loop: stop following and keep the lexical path, which the kernel would refuse anyway.
      continue;
    }
    parts.pop();
    const targetSegments = splitSegments(target);
    if (target.startsWith('/')) parts.length = 0;
    pending = [...targetSegments, ...pending];
  }
  return `/${parts.join('/')}`;
}

function splitSegments(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** True when `path` is `dir` itself or lies below it (both canonical). */
export function isWithin(path: string, dir: string): boolean {
  if (dir === '/') return true;
  return path === dir || path.startsWith(`${dir}/`);
}
