// Directory entries a command acts on itself, and the links it may leave for the rest of its call
// (tables/entries.json). A call's paths are all resolved before any of it runs, so the link that
// `ln -s /etc src/e` makes is not there yet when `cat src/e/shadow` is decided: a later path that
// goes through a path an earlier command may have made a link needs approval. And `rm README.md`
// removes the link README.md, not the file it leads to, so the link itself is a write scope.
import { absolutePath, canonicalPath, type FileSystemView, type PathContext } from '../paths/index.js';
import entriesTable from './tables/entries.json' with { type: 'json' };
import type { Word } from './words.js';

export interface EntrySpec {
  /** Only with one of these options (short ones also in a cluster, long ones also shortened). */
  with?: string[];
  examples?: Record<string, string[]>;
}

export const entryTables = entriesTable as unknown as { links: Record<string, EntrySpec>; entries: Record<string, EntrySpec> };

/** What a command does to the entries its write scopes name. */
export interface EntryActions {
  /** Each may be a link (or a tree holding links) once the command has run. */
  links: boolean;
  /** Each is removed or replaced, link or not. */
  entries: boolean;
}

export const NO_ENTRY_ACTIONS: EntryActions = Object.freeze({ links: false, entries: false });

let linkSpecs: Map<string, EntrySpec> | undefined;
let entrySpecs: Map<string, EntrySpec> | undefined;

function specsOf(table: Record<string, EntrySpec>): Map<string, EntrySpec> {
  return new Map(Object.entries(table).filter(([name]) => !name.startsWith('$')));
}

/** What command `name` (its words, name first) does to the entries of its write scopes. */
export function entryActions(name: string, words: readonly Word[]): EntryActions {
  const link = (linkSpecs ??= specsOf(entryTables.links)).get(name);
  const entry = (entrySpecs ??= specsOf(entryTables.entries)).get(name);
  if (!link && !entry) return NO_ENTRY_ACTIONS;
  return { links: link !== undefined && given(link, words), entries: entry !== undefined && given(entry, words) };
}

const DASH = 45;

/** Whether one of the spec's options is given, before a `--`. Without `with`, always. */
function given(spec: EntrySpec, words: readonly Word[]): boolean {
  const options = spec.with;
  if (!options) return true;
  for (let i = 1; i < words.length; i++) {
    const text = words[i]!.value;
    if (text === null || text.length < 2 || text.charCodeAt(0) !== DASH) continue;
    if (text === '--') break;
    if (text.charCodeAt(1) === DASH) {
      const eq = text.indexOf('=');
      const name = eq > 0 ? text.slice(0, eq) : text;
      // getopt_long takes any unambiguous prefix (`--arch`); an ambiguous one is refused, so counting it costs nothing.
      if (name.length > 2 && options.some((option) => option.startsWith(name))) return true;
      continue;
    }
    for (let j = 1; j < text.length; j++) if (options.includes(`-${text[j]}`)) return true;
  }
  return false;
}

/**
 * The entry `path` names (relative paths against `base`): its parent resolved, links and all, and
 * its last part as written, not followed. Null when the last part is empty, `.` or `..`: then the
 * path is followed to the end (`rm -r link/`).
 */
export function entryPath(path: string, base: string, ctx: Pick<PathContext, 'home' | 'fs'>): string | null {
  const absolute = absolutePath(path, base, ctx.home);
  const slash = absolute.lastIndexOf('/');
  const last = absolute.slice(slash + 1);
  if (last === '' || last === '.' || last === '..') return null;
  const parent = canonicalPath(slash === 0 ? '/' : absolute.slice(0, slash), '/', ctx);
  return parent === '/' ? `/${last}` : `${parent}/${last}`;
}

/** A path an earlier command of the call may have made a link. */
export interface LinkEntry {
  /** Canonical absolute path of the entry. */
  path: string;
  /** As the command wrote it. */
  written: string;
  /** The command, normalised. */
  maker: string;
}

/**
 * The file system as a later part of the call may find it: the view underneath, plus the entries
 * earlier commands may have made links. A walk that reaches one is noted (takeHits); below a
 * missing directory that holds one the walk goes on, so that it reaches the entry; and no anchor
 * at or below an entry is trusted.
 */
export class EarlierLinks implements FileSystemView {
  /** By path: each lookup asks for one, and a call may hold thousands. */
  private readonly entries = new Map<string, LinkEntry>();
  /** Every directory above an entry, so a lookup there knows at once that one lies below. */
  private readonly above = new Set<string>();
  private hits: LinkEntry[] | null = null;

  constructor(private readonly fs: FileSystemView) {}

  get size(): number {
    return this.entries.size;
  }

  add(entry: LinkEntry): void {
    if (this.entries.has(entry.path)) return;
    this.entries.set(entry.path, entry);
    for (let slash = entry.path.lastIndexOf('/'); slash > 0; slash = entry.path.lastIndexOf('/', slash - 1)) {
      const directory = entry.path.slice(0, slash);
      if (this.above.has(directory)) break;
      this.above.add(directory);
    }
  }

  /** The entries walks went through since the last call, or null for none. */
  takeHits(): LinkEntry[] | null {
    const hits = this.hits;
    this.hits = null;
    return hits;
  }

  readSymlink(path: string): string | null {
    return this.lookupLink(path) ?? null;
  }

  lookupLink(path: string): string | null | undefined {
    const answer = this.fs.lookupLink ? this.fs.lookupLink(path) : this.fs.readSymlink(path);
    const entry = this.entries.get(path);
    if (entry) {
      const hits = (this.hits ??= []);
      if (!hits.includes(entry)) hits.push(entry);
    }
    // Nothing is here now, but an entry below may be made before the later path is reached.
    return answer === undefined && this.above.has(path) ? null : answer;
  }

  isDirectory(path: string): boolean {
    return this.fs.isDirectory(path);
  }

  readDirectory(path: string): readonly string[] | null {
    return this.fs.readDirectory ? this.fs.readDirectory(path) : null;
  }

  linkFreeAnchor(path: string): string | null {
    const anchor = this.fs.linkFreeAnchor ? this.fs.linkFreeAnchor(path) : null;
    if (anchor === null) return null;
    // Not when an entry is the anchor or lies above it: the walk must look there.
    if (this.entries.has(anchor) || this.entries.has('/')) return null;
    for (let slash = anchor.lastIndexOf('/'); slash > 0; slash = anchor.lastIndexOf('/', slash - 1)) {
      if (this.entries.has(anchor.slice(0, slash))) return null;
    }
    return anchor;
  }
}
