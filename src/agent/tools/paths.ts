// Paths as the executors take them: absolute, because the loop resolves the model's path
// against the workspace root before the policy sees it, and the executor must act on
// exactly the path that was allowed.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { toolFailure, type ToolFailure } from './result.js';

export function requireAbsolutePath(path: unknown, field = 'path'): ToolFailure | null {
  if (typeof path !== 'string' || path === '') return toolFailure('invalid_argument', `${field} is missing: give the file's path.`);
  if (path.includes('\0')) return toolFailure('invalid_argument', `${field} contains a NUL byte.`);
  if (!isAbsolute(path)) return toolFailure('invalid_argument', `${field} "${path}" is not absolute; the executor needs the resolved path the policy checked.`);
  return null;
}

/** `target` as the model should see it: relative to `root` when inside it, else absolute; always with `/`. */
export function displayPath(root: string, target: string): string {
  const rel = relative(root, target);
  if (rel === '') return '.';
  if (rel.startsWith('..') || isAbsolute(rel)) return target;
  return sep === '/' ? rel : rel.split(sep).join('/');
}

/** A path the model gave relative to the workspace (or absolute) resolved against `root`. */
export function resolveAgainst(root: string, path: string | undefined): string {
  return path === undefined || path === '' ? resolve(root) : resolve(root, path);
}
