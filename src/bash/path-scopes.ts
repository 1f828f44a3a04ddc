// The scopes a command's words make: its command scope as written, and read and write scopes
// at every directory the shell may be in, with the reasons a path not known before it runs needs.
import { type Walk, holdsFoundMark, inContext, range, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import type { PathArgument } from './file-args.js';
import { type Cwds, cwdsAt } from './cwd.js';
import { type EntryActions, NO_ENTRY_ACTIONS, entryPath } from './links.js';
import { code, clip } from './reason-text.js';
import { type Word, expandsTilde } from './words.js';
import { canonicalPath, processDirectory } from '../paths/index.js';
import { linkedEarlier } from './link-scopes.js';
import { expandedGlob } from './glob-scopes.js';
import { shellCode } from './nested-source.js';
import { FOLLOWED_ENTRY_LIMIT, linksBelow } from './followed-links.js';
import type { PathScope } from './types.js';

/** Paths that are never a file: writing or reading them touches nothing. All are under /dev/. */
const HARMLESS_DEVICES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/stdin', '/dev/tty', '/dev/zero']);

/** A word bash reads like an assignment (`of=~/x`), whose `~` after the `=` it expands. */
const ASSIGNMENT_LIKE = /^[A-Za-z_][A-Za-z0-9_]*=~/;

// ---------------------------------------------------------------- scopes

/** A command scope matched as written only; `denyOnly` for a wrapper seen through. */
export function addCommand(w: Walk, node: SyntaxNode, text: string, denyOnly = false): void {
  w.state.out.scopes.push({ kind: 'command', text, forms: [{ text, denyOnly }], floors: [], denyOnly, runBy: w.context.runBy, range: range(w, node) });
}

/** `actions`: what the command (`maker`, normalised) does to the entries its write arguments name. */
export function addPathArgument(w: Walk, argument: PathArgument, cwds: Cwds, base: string, actions: EntryActions, maker: string): void {
  if (argument.unknown !== undefined) {
    reason(
      w,
      'non-static-path',
      argument.word.node,
      { form: 'argument', word: argument.word.raw, tool: base, unknown: argument.unknown },
      argument.role === 'read',
    );
    return;
  }
  if (argument.runs !== undefined) {
    shellCode(w, { ...argument.word, value: argument.runs }, cwds, base, 'apart');
    return;
  }
  let word = argument.value !== undefined ? { ...argument.word, value: argument.value } : argument.word;
  // `git show HEAD:.env`: from the top of the repository, which a call inside the workspace is in.
  if (argument.fromTop) cwds = cwdsAt(w.state.ctx.workspace);
  if (argument.whenPresent && !mayExist(w, word, cwds)) return;
  if (argument.whenFolder !== undefined && !mayExist(w, { ...word, value: argument.whenFolder }, cwds)) return;
  if (argument.value !== undefined && word.value !== null && word.value.startsWith('~')) {
    // A part of a word (`-o~/x`, `--file=~/x`, `of=~/x`): bash expands its `~` only after the `=`
    // of an assignment-like word; elsewhere it is a folder named `~`.
    word = argument.homeTilde || ASSIGNMENT_LIKE.test(argument.word.raw) ? { ...word, expandsTilde: true } : { ...word, value: `./${word.value}` };
  }
  if (argument.basenameOnly && word.value !== null) {
    const name = word.value.replace(/\/+$/, '');
    word = { ...word, value: name.slice(name.lastIndexOf('/') + 1) };
  }
  // A `readwrite` argument is read, then written.
  const partial = argument.partial === true;
  if (argument.role !== 'write') {
    addPath(w, 'read', word, cwds, argument.recursive, base, partial, argument.worktree);
    if (argument.followsLinks) followedLinks(w, 'read', word, cwds, base);
    foundLinks(w, 'read', word, base);
  }
  if (argument.role !== 'read') {
    addPath(w, 'write', word, cwds, argument.recursive, base, partial, argument.worktree);
    if (argument.followsLinks) followedLinks(w, 'write', word, cwds, base);
    if (actions !== NO_ENTRY_ACTIONS && (actions.links || actions.entries)) actOnEntries(w, word, cwds, base, actions, maker);
    // A command that removes or replaces what it is given (`rm {}`) does not go through a link.
    if (!actions.entries) foundLinks(w, 'write', word, base);
  }
}

/**
 * `find src -exec cat {} +`: each link find finds below its start points is handed on as it is,
 * and the command opens what it points to, so that is read or written too. Not when the
 * expression keeps links out (`-type f`) or find follows them itself (`-L` needs approval).
 */
function foundLinks(w: Walk, kind: 'read' | 'write', word: Word, via: string): void {
  const found = w.context.found;
  if (found === null || !found.links || word.value === null || !found.paths.includes(word.value)) return;
  const outer = inContext(w, { found: found.outer });
  for (const root of found.roots) followedLinks(outer, kind, root, found.cwds, `${via} in ${found.via}`);
}

/**
 * The one path a word names, or null when it is not static, a glob, each file find finds, or
 * what a tool fills in: for those addPath has said what it can.
 */
function namedPath(w: Walk, word: Word): string | null {
  const value = word.value;
  if (value === null || word.glob || (w.context.found !== null && holdsFoundMark(w.context.found, value))) return null;
  if (w.context.replaced !== null && w.context.replaced.holds(value)) return null;
  return value;
}

/**
 * Whether a file by the word's name may exist: false only when the file system says nothing is
 * there, at every directory the shell may be in (`git diff main` names a revision then).
 */
function mayExist(w: Walk, word: Word, cwds: Cwds): boolean {
  const value = namedPath(w, word);
  const ctx = w.state.ctx;
  if (value === null || value.startsWith('~') || cwds.unknown || !ctx.fs?.lookupLink) return true;
  const relative = !value.startsWith('/');
  for (const dir of relative ? cwds.dirs : [ctx.workspace]) {
    if (ctx.fs.lookupLink(canonicalPath(value, dir, ctx)) !== undefined) return true;
  }
  return false;
}

/**
 * `grep -R x src`: what each link below the folder points to is read as well, as a scope of its
 * own; `tar -x -C src` writes some of it. A folder too large to look through needs approval.
 */
function followedLinks(w: Walk, kind: 'read' | 'write', word: Word, cwds: Cwds, via: string): void {
  const value = namedPath(w, word);
  if (value === null || cwds.unknown) return;
  const ctx = w.state.ctx;
  if (!ctx.fs?.readDirectory) return;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  for (const dir of relative ? cwds.dirs : [ctx.workspace]) {
    const root = canonicalPath(value, dir, ctx);
    const links = linksBelow(root, ctx.fs);
    if (links === null) {
      const form = kind === 'read' ? 'followed-links' : 'written-links';
      reason(w, 'non-static-path', word.node, { form, word: word.raw, tool: via, limit: FOLLOWED_ENTRY_LIMIT });
      continue;
    }
    const shown = value.replace(/\/+$/, '');
    const partial = kind === 'write';
    for (const link of links) {
      const written = `${shown}${link.slice(root.length)}`;
      w.state.out.scopes.push({ kind, written, path: canonicalPath(link, '/', ctx), recursive: true, partial, range: range(w, word.node) });
    }
  }
}

/**
 * The entries a write argument names, for a command that removes or replaces them (their link
 * itself is a write scope too) or may leave links there (noted for the rest of the call).
 */
function actOnEntries(w: Walk, word: Word, cwds: Cwds, via: string, actions: EntryActions, maker: string): void {
  const value = namedPath(w, word);
  if (value === null) return;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  const ctx = w.state.ctx;
  for (const dir of relative ? cwds.dirs : [ctx.workspace]) {
    const entry = entryPath(value, dir, ctx);
    const followed = canonicalPath(value, dir, ctx);
    if (actions.entries && entry !== null && entry !== followed) {
      w.state.out.scopes.push({ kind: 'write', written: value, path: entry, recursive: false, partial: false, range: range(w, word.node) });
    }
    if (actions.links) {
      const made = (w.state.madeLinks ??= []);
      if (entry !== null) made.push({ path: entry, written: value, maker });
      if (followed !== entry) made.push({ path: followed, written: value, maker });
    }
  }
  if (w.state.links) linkedEarlier(w, word.node, `the path ${code(clip(word.raw, 40))} (${via})`);
}

/**
 * A read or write scope at every directory the shell may be in. `partial`: the command acts on
 * some of what lies below the path, which part is not known (what `find` finds).
 */
export function addPath(w: Walk, kind: 'read' | 'write', word: Word, cwds: Cwds, recursive: boolean, via: string, partial = false, worktree = false): void {
  let value = word.value;
  // `<(cmd)` and `>(cmd)` name a pipe to a command decided of its own, not a file.
  if (word.node.type === 'process_substitution') return;
  let unexpandedGlob = false;
  if (value === null) {
    reason(w, unknownPathCode(word, via), word.node, { word: word.raw, via }, kind === 'read');
    return;
  }
  // `xargs -I{} cp a {}`: what the tool reads fills it in, so it may be any file.
  if (w.context.replaced !== null && w.context.replaced.holds(value)) {
    inputPath(w, kind, word.node, via, w.context.replaced.what);
    return;
  }
  // `'~/x'` and `\~/x` name a folder called `~`; bash expands only an unquoted leading `~`.
  if (value.startsWith('~') && !expandsTilde(word)) value = `./${value}`;
  const found = w.context.found;
  if (found !== null && holdsFoundMark(found, value)) {
    if (!found.paths.includes(value)) {
      reason(w, 'non-static-path', word.node, { form: 'found-file', word: word.raw, via, finder: found.via });
      return;
    }
    // Each start point is found in the context `find` itself runs in (a `{}` there is the outer find's).
    const outer = inContext(w, { found: found.outer });
    for (const root of found.roots) addPath(outer, kind, root, found.cwds, true, `${via} in ${found.via}`, true);
    return;
  }
  if (word.glob) {
    const expanded = expandedGlob(w, word, value, cwds);
    if (expanded !== null) {
      for (const [dir, matches] of expanded) {
        for (const match of matches) addPath(w, kind, { ...word, value: match, glob: false }, cwdsAt(dir), recursive, via, partial, worktree);
      }
      return;
    }
    // Not expanded: a glob reaches only below its static directory part, unless it climbs out with `..`.
    const first = value.search(/[*?[]/);
    const rest = value.slice(first);
    if (/(^|\/)\.\.(\/|$)/.test(rest)) {
      reason(w, 'unknown-path-glob', word.node, { form: 'reaches-out', word: word.raw, via });
      return;
    }
    value = value.slice(0, value.lastIndexOf('/', first) + 1) || '.';
    recursive = true;
    unexpandedGlob = true;
    // `cat src/*/id_rsa`: bash matches the folder parts through links to folders (`src/sshlink`).
    if (rest.includes('/')) followedLinks(w, kind, { ...word, value, glob: false }, cwds, via);
  }
  if (value.startsWith('/dev/') && (HARMLESS_DEVICES.has(value) || /^\/dev\/fd\/\d+$/.test(value))) return;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  if (relative && cwds.unknown) {
    reason(w, 'unknown-directory', word.node, { form: 'working-directory', word: word.raw });
  }
  const paths = relative ? resolveAll(w, value, cwds) : [canonicalPath(value, w.state.ctx.workspace, w.state.ctx)];
  if (w.state.links) linkedEarlier(w, word.node, `the path ${code(clip(word.raw, 40))} (${via})`);
  for (const path of paths) {
    const scope: PathScope = { kind, written: value, path, recursive, partial, range: range(w, word.node) };
    if (unexpandedGlob) scope.unexpandedGlob = true;
    if (worktree) scope.worktree = true;
    w.state.out.scopes.push(scope);
    const process = path.charCodeAt(1) === 112 /* p */ ? processDirectory(path) : null;
    if (process !== null) {
      reason(w, 'process-path', word.node, { word: word.raw, via, process });
    }
  }
}

/** A file a tool takes from what another reads (BashDecomposition.inputPaths); once per tool, kind and place. */
export function inputPath(w: Walk, kind: 'read' | 'write', node: SyntaxNode, tool: string, input: string): void {
  const at = range(w, node);
  const paths = (w.state.out.inputPaths ??= []);
  if (paths.some((known) => known.kind === kind && known.tool === tool && known.range.startIndex === at.startIndex)) return;
  paths.push({ kind, tool, input, range: at });
}

export function resolveAll(w: Walk, path: string, cwds: Cwds): string[] {
  if (cwds.dirs.length === 1) return [canonicalPath(path, cwds.dirs[0]!, w.state.ctx)];
  return [...new Set(cwds.dirs.map((dir) => canonicalPath(path, dir, w.state.ctx)))];
}

/**
 * The code of a path not known before the command runs, by where its value comes from: a
 * redirect target, a substitution's output, or a variable. Kept apart so a decision can leave
 * these (and a glob's, `unknown-path-glob`) to a sandbox that sees the path when it is opened.
 */
function unknownPathCode(word: Word, via: string): 'unknown-redirect-target' | 'unknown-path-substitution' | 'unknown-path-variable' {
  if (via === 'redirect') return 'unknown-redirect-target';
  const text = word.raw;
  return text.includes('$(') || text.includes('`') || text.includes('<(') || text.includes('>(') ? 'unknown-path-substitution' : 'unknown-path-variable';
}
