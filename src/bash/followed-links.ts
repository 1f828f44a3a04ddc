// A recursive read that follows links (`grep -R`, `rg -L`, `tar -h`, `cp -rL`, `zip -r`) reads
// what each link below its folder points to, wherever that is. The links are looked up in the
// live tree when the decision is made, as globs are, so each target is a read scope of its own.
import type { FileSystemView } from '../paths/index.js';

/** Entries looked at below one folder before the walk gives up: past this the call needs approval. */
export const FOLLOWED_ENTRY_LIMIT = 5000;

/**
 * The links below `root` (a canonical folder), as paths through it, each once; a link to a folder
 * is walked through too, as the tool walks it. Null when more than `limit` entries lie below.
 * A view that cannot list folders finds none.
 */
export function linksBelow(root: string, fs: FileSystemView, limit = FOLLOWED_ENTRY_LIMIT): string[] | null {
  const links: string[] = [];
  if (!fs.readDirectory) return links;
  const walked = new Set<string>([root]);
  const pending = [root];
  let seen = 0;
  while (pending.length > 0) {
    const dir = pending.pop()!;
    const names = fs.readDirectory(dir);
    if (!names) continue;
    for (const name of names) {
      if (++seen > limit) return null;
      const path = dir === '/' ? `/${name}` : `${dir}/${name}`;
      const target = fs.lookupLink ? fs.lookupLink(path) : fs.readSymlink(path);
      // Nothing there, or nothing readable: nothing below it either.
      if (target === undefined) continue;
      if (target !== null) links.push(path);
      if (!fs.isDirectory(path)) continue;
      // A link back to a folder already walked (a loop, or `current -> build`) adds nothing new.
      const key = target === null ? path : (fs.realPath?.(path) ?? path);
      if (walked.has(key)) continue;
      walked.add(key);
      pending.push(path);
    }
  }
  return links;
}
