// `fd` (Debian's `fdfind`): what it finds lies below its search paths, and an `-x`/`-X` command
// is walked with fd's placeholders standing for those paths, as find's `-exec` command is with `{}`
// (find-command.ts). The `fd -x` floor still applies to the call (floors.json).
import { type Walk, inContext, type Reach } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import type { Word } from './words.js';
import type { Tool } from './tables.js';
import { type Cwds, type Flow, UNKNOWN_CWDS, unchanged } from './cwd.js';
import { ordinary } from './ordinary.js';

/** fd's placeholders: the path, its base name, its folder, the path and the base name without extension. */
const FD_MARKS = ['{}', '{/}', '{//}', '{.}', '{/.}'];

/** The placeholders that, as a whole word, name a path below the search paths (a base name is relative to where fd runs). */
const FD_PATHS = ['{}', '{//}', '{.}'];

const EXEC_SHORT = new Set(['-x', '-X']);
const EXEC_LONG = new Set(['--exec', '--exec-batch']);

/** fd's options that take a value (fd 10, `fd --help`); `--strip-cwd-prefix` takes one only attached. */
const VALUED_SHORT = new Set(['-e', '-E', '-t', '-d', '-S', '-o', '-j', '-c']);
const VALUED_LONG = new Set([
  '--extension',
  '--exclude',
  '--type',
  '--max-depth',
  '--min-depth',
  '--exact-depth',
  '--size',
  '--changed-within',
  '--changed-before',
  '--change-newer-than',
  '--change-older-than',
  '--newer',
  '--older',
  '--owner',
  '--threads',
  '--color',
  '--format',
  '--path-separator',
  '--ignore-file',
  '--max-results',
  '--batch-size',
  '--and',
  '--search-path',
  '--base-directory',
  '--hyperlink',
]);

/** One `-x`/`-X` command of an fd call: the option word and the command's words. */
interface FdExec {
  option: Word;
  words: Word[];
}

interface FdCall {
  /** Where fd searches: `--search-path` values, else the operands after the pattern, else `.`. */
  roots: Word[];
  execs: FdExec[];
  /** `--base-directory`: fd runs (and runs its commands) in another folder. */
  moves: boolean;
  /** The files found may be links, handed on as they are (not with `--type f` alone, unless `-L`). */
  links: boolean;
}

/** `fd [options] [pattern] [path…]`, options anywhere before `--`; `-x`/`-X` take the words after them up to `;`. */
function readFd(words: readonly Word[]): FdCall {
  const operands: Word[] = [];
  const searchPaths: Word[] = [];
  const execs: FdExec[] = [];
  let moves = false;
  let ended = false;
  const types: string[] = [];
  let follows = false;
  /** The command from `from` on, up to `;`; returns the index after it. */
  const command = (option: Word, from: number, first: Word | null): number => {
    const inner: Word[] = first ? [first] : [];
    let i = from;
    while (i < words.length && words[i]!.value !== ';') inner.push(words[i++]!);
    execs.push({ option, words: inner });
    return i + 1;
  };
  const valued = (name: string, value: Word | undefined): void => {
    if (!value) return;
    if (name === '--search-path') searchPaths.push(value);
    else if (name === '--base-directory') moves = true;
    else if (name === '-t' || name === '--type') types.push(value.value ?? 'l');
  };
  let i = 1;
  while (i < words.length) {
    const word = words[i]!;
    const text = word.value;
    if (ended || text === null || !text.startsWith('-') || text === '-') {
      operands.push(word);
      i++;
      continue;
    }
    if (text === '--') {
      ended = true;
      i++;
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      const name = eq > 0 ? text.slice(0, eq) : text;
      const attached = eq > 0 ? text.slice(eq + 1) : undefined;
      if (name === '--follow') follows = true;
      if (EXEC_LONG.has(name)) i = command(word, i + 1, attached === undefined ? null : attachedWord(word, attached));
      else if (VALUED_LONG.has(name) && attached === undefined) {
        valued(name, words[i + 1]);
        i += 2;
      } else {
        if (attached !== undefined) valued(name, attachedWord(word, attached));
        i++;
      }
      continue;
    }
    // A cluster of short options (`-HX`): an exec or valued option takes the rest of the word, or the next one.
    let next = i + 1;
    for (let j = 1; j < text.length; j++) {
      const name = `-${text[j]}`;
      const rest = text.slice(j + 1);
      if (EXEC_SHORT.has(name)) {
        next = command(word, i + 1, rest === '' ? null : attachedWord(word, rest));
        break;
      }
      if (name === '-L') follows = true;
      if (VALUED_SHORT.has(name)) {
        valued(name, rest === '' ? words[i + 1] : attachedWord(word, rest));
        if (rest === '') next = i + 2;
        break;
      }
    }
    i = next;
  }
  const roots = searchPaths.length > 0 ? searchPaths : operands.slice(1);
  // fd's types: `l` and `symlink` find links; with `-L` a link to a file is a file.
  const links = follows || types.length === 0 || types.some((type) => type === 'l' || type === 'symlink');
  return { roots, execs, moves, links };
}

/** The value written after `=` or in a short option's cluster, as a word of its own. */
function attachedWord(word: Word, value: string): Word {
  return { node: word.node, raw: value, value, glob: false };
}

export function fd(w: Walk, node: SyntaxNode, words: Word[], base: string, tool: Tool | undefined, cwds: Cwds, reach: Reach | undefined): Flow {
  ordinary(w, node, words, base, cwds, tool, reach);
  const call = readFd(words);
  const roots = call.roots.length > 0 ? call.roots : [{ node: words[0]!.node, raw: '.', value: '.', glob: false }];
  // With `--base-directory` its search paths and commands are relative to a folder this walk does not follow.
  const at = call.moves ? UNKNOWN_CWDS : cwds;
  for (const exec of call.execs) {
    if (exec.words.length === 0) continue;
    const via = `${base} ${exec.option.value}`;
    // With no placeholder in it, fd adds `{}` at the end of the command.
    const marked = exec.words.some((word) => word.value === null || FD_MARKS.some((mark) => word.value!.includes(mark)));
    const inner = marked ? exec.words : [...exec.words, { node: exec.words[exec.words.length - 1]!.node, raw: '{}', value: '{}', glob: false }];
    const found = { roots, cwds: at, via, outer: w.context.found, marks: FD_MARKS, paths: FD_PATHS, links: call.links };
    w.state.ops.simple(inContext(w, { found }), node, inner, at, { external: true });
  }
  return unchanged(cwds);
}
