// Shells and eval: `sh -c '…'` and `eval '…'` have their string walked as code, a script read
// from standard input or an open descriptor needs approval, and `source FILE` runs FILE here.
import { type Walk, reason, type CodeRun } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Word, joinWords } from './words.js';
import { type Cwds, type Flow, unchanged } from './cwd.js';
import { shells } from './tables.js';
import { ordinary } from './ordinary.js';
import { addCommand } from './path-scopes.js';
import { shellCode } from './nested-source.js';
import { posix } from 'node:path';

/**
 * Paths that are an open file descriptor, standard input most often: a program read from one is
 * read from wherever the descriptor points, which the policy cannot see.
 */
const DESCRIPTOR_PATH = /^\/(dev\/stdin$|dev\/fd\/|proc\/[^/]+\/fd\/)/;

export function shell(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
  const base = words[0]!.value!;
  let commandMode = false;
  let stdin = false;
  let i = 1;
  for (; i < words.length; i++) {
    const text = words[i]!.value;
    if (text === null) break;
    if (text === '--' || text === '-') {
      if (text === '-') stdin = true;
      i++;
      break;
    }
    if (!/^[-+]/.test(text) || text.length < 2) break;
    if (shells.info.includes(text)) {
      ordinary(w, node, words, base, cwds);
      return unchanged(cwds);
    }
    if (shells.valued.includes(text)) {
      i++;
      continue;
    }
    if (text.startsWith('--')) continue;
    const letters = text.slice(1);
    if (letters.includes(shells.commandFlag)) commandMode = true;
    if (shells.stdinFlags.some((flag) => letters.includes(flag.slice(1)))) stdin = true;
    // `-o pipefail` inside a cluster (`-euxo pipefail`): the option's value is the next word.
    if (/[oO]$/.test(letters)) i++;
  }
  if (commandMode) {
    const program = words[i];
    if (!program) {
      reason(w, 'non-static-code', node, { form: 'no-command-string', via: `${base} -c` });
      addCommand(w, node, joinWords(words));
      return unchanged(cwds);
    }
    return nestedProgram(w, node, words, program, cwds, base);
  }
  if (stdin || i >= words.length) {
    reason(w, 'stdin-program', node, { form: 'program', via: base });
  } else {
    programFile(w, node, words[i]!, base, cwds);
  }
  ordinary(w, node, words, base, cwds);
  return unchanged(cwds);
}

export function evalCommand(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
  const args = words.slice(1);
  if (args.length === 0) return unchanged(cwds);
  if (args.some((w) => w.value === null)) {
    reason(w, 'non-static-code', node, { form: 'eval', words: joinWords(args) });
    addCommand(w, node, joinWords(words));
    return unchanged(cwds);
  }
  const program: Word = { ...args[0]!, value: args.map((w) => w.value).join(' ') };
  // eval runs in this shell: its `cd` moves this one.
  return nestedProgram(w, node, words, program, cwds, 'eval', 'here');
}

/** A static program string (`sh -c '…'`, `eval '…'`) is parsed and its commands checked instead. */
function nestedProgram(w: Walk, node: SyntaxNode, words: Word[], program: Word, cwds: Cwds, via: string, run: CodeRun = 'apart'): Flow {
  if (program.value === null) {
    reason(w, 'non-static-code', program.node, { form: 'unknown-program', via, word: program.raw });
    addCommand(w, node, joinWords(words));
    return unchanged(cwds);
  }
  addCommand(w, node, joinWords(words), true);
  return shellCode(w, program, cwds, via, run);
}

/** `source FILE`, `. FILE`: a program read from a descriptor (`/dev/stdin`) cannot be seen. */
export function sourced(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds): void {
  const file = words[1]?.value === '--' ? words[2] : words[1];
  if (file) programFile(w, node, file, words[0]!.value!, cwds);
}

/**
 * A program read from a file that is an open descriptor (`bash /dev/stdin`, `python3
 * /dev/fd/0`, `. /proc/self/fd/0`) is read from standard input or a pipe, which the policy cannot see.
 */
export function programFile(w: Walk, node: SyntaxNode, word: Word, base: string, cwds: Cwds): boolean {
  const value = word.value;
  if (value === null) {
    // A substitution's output or a variable: the program is any file, or a pipe (`bash <(curl …)`).
    reason(w, 'non-static-code', word.node, { form: 'unknown-program-file', via: base, word: word.raw });
    return true;
  }
  // As written, not through links: a link to `/dev/stdin` the agent made is no more hidden than a script it wrote.
  let descriptor = false;
  if (value.startsWith('/')) descriptor = DESCRIPTOR_PATH.test(posix.normalize(value));
  else if (cwds.unknown && /(^|\/)(stdin|fd\/[^/]+)$/.test(value)) descriptor = true;
  else if (!value.startsWith('~')) {
    // Most scripts are plain names in the workspace: only a name holding `stdin` or `fd`, or a
    // directory under /dev or /proc, can lead to a descriptor.
    for (const dir of cwds.dirs) {
      if (!value.includes('stdin') && !value.includes('fd') && !dir.startsWith('/dev') && !dir.startsWith('/proc')) continue;
      if (DESCRIPTOR_PATH.test(posix.resolve(dir, value))) descriptor = true;
    }
  }
  if (descriptor) {
    reason(w, 'stdin-program', word.node, { form: 'descriptor', via: base, path: value });
  }
  return descriptor;
}
