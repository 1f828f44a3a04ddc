// `find`: what it acts on lies anywhere below its start points; `-delete` and the file writers
// write there, and an `-exec` command is walked with `{}` standing for those start points.
import { type Walk, inContext, type Reach, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import type { Word } from './words.js';
import { type Cwds, type Flow, UNKNOWN_CWDS, unchanged } from './cwd.js';
import { ordinary } from './ordinary.js';
import { addPath } from './path-scopes.js';

/** The options of `find` whose following words, up to `;` or `+`, are a command it runs. */
const FIND_EXEC = ['-exec', '-execdir', '-ok', '-okdir'];

/** What `find` fills in with each file it finds. */
const FIND_MARKS = ['{}'];

/** Actions of `find` that write the file named by the next word (`-fprintf` takes a format after it). */
const FIND_FILE_WRITERS = ['-fprint', '-fprint0', '-fprintf', '-fls'];

/** Operators after which a test before them no longer holds for every file acted on. */
const FIND_ALTERNATIVES = new Set(['-o', '-or', ',', '!', '-not']);

/** Words that open `find`'s expression when they stand where a start point could. */
const FIND_EXPRESSION_OPENERS = new Set(['(', ')', '!', ',']);

/**
 * `find [-H|-L|-P] [-D opts] [-Olevel] [start…] [expression]`. What it acts on lies anywhere
 * below its start points (`.` when none is given): `-delete` writes there, and an `-exec`
 * command's `{}` is each file found there, so `{}` stands for the start points, recursively.
 */
export function find(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds, reach: Reach | undefined): Flow {
  ordinary(w, node, words, 'find', cwds, undefined, reach);
  let i = 1;
  let follows = false;
  for (; i < words.length; i++) {
    const value = words[i]!.value;
    if (value === '-L') follows = true;
    else if (value === '-H' || value === '-P') follows = false;
    else if (value === '-D') i++;
    else if (value === null || !/^-O\d*$/.test(value)) break;
  }
  const roots: Word[] = [];
  for (; i < words.length; i++) {
    const value = words[i]!.value;
    if (value !== null && (value.startsWith('-') || FIND_EXPRESSION_OPENERS.has(value))) break;
    roots.push(words[i]!);
  }
  if (roots.length === 0) roots.push({ node: words[0]!.node, raw: '.', value: '.', glob: false });
  let action: Word | null = null;
  let listed: Word | null = null;
  // `-type f` before the action keeps links out, unless an `-o` or a `!` may let them in.
  let typed = false;
  let alternatives = false;
  for (; i < words.length; i++) {
    const word = words[i]!;
    const value = word.value ?? '';
    if (value === '-type') typed ||= !/l/.test(words[i + 1]?.value ?? 'l');
    else if (FIND_ALTERNATIVES.has(value)) alternatives = true;
    if (value === '-follow') follows = true;
    else if (value === '-files0-from') {
      // find reads the start points from the file, and a name it cannot find it prints, so the file's text shows.
      listed = word;
      const file = words[i + 1];
      if (file) addPath(w, 'read', file, cwds, false, 'find -files0-from', false);
      i++;
    } else if (value === '-delete') {
      action ??= word;
      for (const root of roots) addPath(w, 'write', root, cwds, true, 'find -delete', true);
    } else if (FIND_FILE_WRITERS.includes(value)) {
      const file = words[i + 1];
      if (file) addPath(w, 'write', file, cwds, false, `find ${value}`, false);
      i += value === '-fprintf' ? 2 : 1;
    } else if (FIND_EXEC.includes(value)) {
      action ??= word;
      let end = i + 1;
      while (end < words.length && words[end]!.value !== ';' && words[end]!.value !== '+') end++;
      const inner = words.slice(i + 1, end);
      if (inner.length > 0) {
        const links = !(typed && !alternatives);
        const found = { roots, cwds, via: `find ${value}`, outer: w.context.found, marks: FIND_MARKS, paths: FIND_MARKS, links };
        // `-execdir` runs its command in each found file's directory: only `{}` says where that is.
        w.state.ops.simple(inContext(w, { found }), node, inner, value.endsWith('dir') ? UNKNOWN_CWDS : cwds, { external: true });
      }
      i = end;
    }
  }
  if (action && follows) {
    reason(w, 'unknown-directory', action.node, { form: 'find-follows', action: action.value! });
  }
  if (action && listed) {
    reason(w, 'non-static-path', listed.node, { form: 'files-from', action: action.value! });
  }
  return unchanged(cwds);
}
