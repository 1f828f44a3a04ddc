// Whether a path reaches a process's own directory (`/proc/self`, `/proc/<pid>`): its environ,
// cmdline, mem and fd hold what that process holds, and its cwd and root links lead wherever it
// is. The literal path is one spelling; a glob or a recursive walk whose directory holds process
// directories (`/proc/*/environ` walks `/proc/`, `/pr?c/self/environ` walks `/`) and the links
// into them (`/dev/fd`, `/dev/stdin`) are others. The places are data: process-table.json.
import processTable from './process-table.json' with { type: 'json' };
import { isWithin, processDirectory } from './resolve.js';

interface Alias {
  path: string;
  leads_to: string;
}

interface ReachedBelow {
  path: string;
  reaches: string;
}

const ALIASES: readonly Alias[] = processTable.aliases;
const REACHED_BELOW: readonly ReachedBelow[] = processTable.reached_below;

/**
 * The process directory a canonical path reaches (`/proc/self`, `/proc/1`, or `/proc/<pid>` for
 * any of them), or null. `recursive`: everything below the path is reached too (a glob's
 * directory, `grep -r`, a search tool's folder).
 */
export function processTableReach(path: string, recursive: boolean): string | null {
  const direct = processDirectory(path);
  if (direct !== null) return direct;
  const c = path.charCodeAt(1);
  // Every place in the table starts `/p` or `/d`: the common path returns here.
  if (path.length > 1 && c !== 112 /* p */ && c !== 100 /* d */) return null;
  for (const alias of ALIASES) {
    if (isWithin(path, alias.path)) return processDirectory(alias.leads_to + path.slice(alias.path.length));
  }
  if (!recursive) return null;
  for (const below of REACHED_BELOW) {
    if (isWithin(below.path, path === '/' ? '/' : path.replace(/\/+$/, ''))) return below.reaches;
  }
  return null;
}
