// One simple command: its words (known values, `~+`, brace expansion), its assignments and
// redirects, then the handler of its kind: a function or alias, cd, a wrapper or runner, find,
// a shell, eval, a builtin, an interpreter, or an ordinary command.
import { type Walk, inContext, MAX_NESTING, reason, type Reach, enter } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, trackedTilde, unchanged, unionCwds, UNKNOWN_CWDS } from './cwd.js';
import { type Word, evaluateWord, joinWords } from './words.js';
import { withKnownValue } from './known-values.js';
import { assignment, variables } from './assignments.js';
import { expressions } from './expansions.js';
import { isInputRedirect, redirectsAt, continueAfter, wordsAfterRedirect } from './redirects.js';
import { settleLinks } from './link-scopes.js';
import { makeEnvironment, namesMake } from './make-environment.js';
import { MAX_BRACE_WORDS } from './braces.js';
import { filledIn, nestedSource, shellCode } from './nested-source.js';
import { addCommand } from './path-scopes.js';
import { reservedHead, COMPOUND_STARTS } from './reserved-words.js';
import { ordinary } from './ordinary.js';
import { callFunction } from './functions.js';
import { cd } from './cd-command.js';
import { settingBuiltin, builtin } from './builtins.js';
import { toolNamed, type Tool } from './tables.js';
import { readRunner, type RunnerReading } from './wrappers.js';
import { wrapper } from './runner-commands.js';
import { find } from './find-command.js';
import { fd } from './fd-command.js';
import { shell, evalCommand, sourced } from './shell-commands.js';
import { interpreter } from './interpreters.js';
import { pushesDirectory } from './elsewhere.js';

/** Commands that change the directory in ways we do not follow. */
const DIRECTORY_STACK = new Set(['pushd', 'popd']);

/** Builtins that run a file's commands in this shell. */
const SOURCING = new Set(['source', '.']);

/** How many words brace expansion makes in one command, in all (each word makes at most MAX_BRACE_WORDS). */
const MAX_COMMAND_BRACE_WORDS = 1024;

// ---------------------------------------------------------------- simple commands

export function command(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
  // Most commands have no assignment and no redirect: those lists are made when one turns up.
  let assignments: SyntaxNode[] | null = null;
  let words: Word[] = [];
  let redirects: SyntaxNode[] | null = null;
  for (const child of node.namedChildren) {
    const type = child.type;
    // Most children are the name and plain words.
    if (type === 'word') words.push(evaluateWord(child));
    else if (type === 'command_name') {
      const word = evaluateWord(child);
      // A name that expands to no word leaves the next word to be the command: not followed.
      words.push(w.known ? (withKnownValue(word, w.known) ?? word) : word);
    } else if (type === 'variable_assignment') (assignments ??= []).push(child);
    else if (type.endsWith('_redirect')) (redirects ??= []).push(child);
    else if (type !== 'comment') {
      const word = w.known ? withKnownValue(evaluateWord(child), w.known) : evaluateWord(child);
      // An unquoted empty value is no word at all, as bash drops it.
      if (word) words.push(word);
    }
  }
  // `git 2>/dev/null push`, `rm < x -rf .git`: bash reads the words after a redirect's target as
  // the command's own; the grammar hangs them on the redirect as more destinations.
  if (redirects) wordsAfterTargets(w, redirects, words);
  if (trailing.length > 0) wordsAfterTargets(w, trailing, words);
  if (assignments) {
    for (const each of assignments) assignment(w, each, cwds);
    if (namesMake(words)) environmentOfMake(w, assignments);
  }
  if (words.length > 0 && !(w.state.nesting < MAX_NESTING - 1 && allPlainWords(words, w.hasBackquote))) expressions(w, wordNodes(words), cwds);
  let braces = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    // Nothing between two words, or an escaped blank (`ls\<TAB>';rm x'`): bash reads them as one
    // (`{1..3}\}` is `1} 2} 3}`), the grammar as two.
    if (i > 0) {
      const end = words[i - 1]!.node.endIndex;
      if (word.node.startIndex === end || w.source.charCodeAt(end) === 92) reportSplitWord(w, words[i - 1]!, word);
    }
    if (word.braces !== undefined) braces = true;
    // `~+` and `~-` are the directories tracked here (`$PWD`, and `$OLDPWD` after a `cd`).
    if (word.value === null && word.raw.charCodeAt(0) === 126 /* ~ */) {
      const tracked = trackedTilde(word.raw, cwds, w.source);
      if (tracked !== null) words[i] = { ...word, value: tracked };
    }
  }
  if (braces) words = expandBraceWords(w, words);
  const reach = node === w.appendedTo ? { input: w.appender } : undefined;
  let flow: Flow;
  if (words.length === 0 || !hasName(node, words)) flow = unchanged(cwds);
  else if (!w.context.stdinData && ((redirects && redirects.some(isInputRedirect)) || (trailing.length > 0 && trailing.some(isInputRedirect)))) {
    flow = simple(inContext(w, { stdinData: true }), node, words, cwds, reach);
  } else flow = simple(w, node, words, cwds, reach);
  if (!redirects && trailing.length === 0) {
    settleLinks(w);
    return flow;
  }
  // Redirects are opened before the command runs, so they resolve where it starts.
  const continuations = redirectsAt(w, !redirects ? trailing : trailing.length === 0 ? redirects : [...redirects, ...trailing], cwds);
  settleLinks(w);
  return continueAfter(w, flow, continuations, cwds);
}

/** The words the grammar hangs on redirects (wordsAfterRedirect), evaluated as the command's other words are, in order. */
function wordsAfterTargets(w: Walk, redirects: readonly SyntaxNode[], words: Word[]): void {
  for (const redirect of redirects) {
    for (const node of wordsAfterRedirect(redirect)) {
      const word = w.known ? withKnownValue(evaluateWord(node), w.known) : evaluateWord(node);
      if (word) words.push(word);
    }
  }
}

/** `CFLAGS='$(shell id)' make x.o`: the values make takes from its environment (make-environment.ts). */
function environmentOfMake(w: Walk, assignments: readonly SyntaxNode[]): void {
  for (const node of assignments) {
    const target = node.childForFieldName('name');
    const value = node.childForFieldName('value');
    if (!target || !value) continue;
    makeEnvironment(w, node, target.text, evaluateWord(value).value);
  }
}

function reportSplitWord(w: Walk, first: Word, second: Word): void {
  reason(w, 'parse-error', second.node, { form: 'split-word', first: first.raw, second: second.raw });
}

/** Brace expansion comes before all others: a word with one becomes the words bash makes of it. */
function expandBraceWords(w: Walk, words: readonly Word[]): Word[] {
  const expanded: Word[] = [];
  for (const word of words) {
    if (word.braces === undefined) {
      expanded.push(word);
    } else if (word.braces === null) {
      reason(w, 'brace-expansion', word.node, { form: 'word', word: word.raw, max: MAX_BRACE_WORDS });
      expanded.push(word);
    } else if (w.state.braceWords + word.braces.length > MAX_COMMAND_BRACE_WORDS) {
      reason(w, 'brace-expansion', word.node, { form: 'command', max: MAX_COMMAND_BRACE_WORDS });
      expanded.push(word);
    } else {
      w.state.braceWords += word.braces.length;
      for (const made of word.braces) expanded.push(made);
    }
  }
  return expanded;
}

/**
 * One simple command after its assignment prefixes: `cd`, wrappers, shells, interpreters,
 * `eval`, or an ordinary command with its subcommand forms, floors and path arguments.
 */
export function simple(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds, reach?: Reach): Flow {
  // Wrappers nest through here (`timeout 1 env nice …`, `find -exec find -exec …`).
  if (!enter(w, node)) return unchanged(cwds);
  // One frame per level, not two: the walk nests through here as deep as MAX_NESTING.
  try {
    const name = words[0]!;
    const filled = name.value === null || (w.context.found === null && w.context.replaced === null) ? null : filledIn(w, name.value);
    if (name.value === null || name.glob || filled !== null) {
      reason(w, 'non-static-command', name.node, { form: 'name', word: name.raw, filled });
      addCommand(w, node, joinWords(words));
      return unchanged(cwds);
    }
    // Bash never runs an unquoted reserved word as a command (`! if x; then rm y; fi`, `coproc rm y`):
    // where the grammar shows one as a command name (alone, or as the head of a name it glued
    // together with spaces, `{ {`) it misread the syntax. What follows still runs.
    const reserved = name.raw === name.value ? reservedHead(name.value) : '';
    if (reserved !== '') {
      reason(w, 'parse-error', name.node, { form: 'reserved-word', word: reserved });
      if (COMPOUND_STARTS.has(reserved) && name.node.startIndex > 0) {
        // After `!` the grammar misreads `if …; fi`, `case … esac`, `{ …; }`; on their own it reads
        // them right, so the rest of the source is read again from here.
        nestedSource(w, w.source.slice(name.node.startIndex), name.node, cwds, true);
      }
      return words.length > 1 ? simple(w, node, words.slice(1), cwds, reach) : unchanged(cwds);
    }
    // `includes` first: `lastIndexOf` is slower, and most names hold no slash.
    const base = name.value.includes('/') ? name.value.slice(name.value.lastIndexOf('/') + 1) : name.value;

    const tool = toolNamed(base);
    const call: CommandCall = { node, words, name: name.value, base, tool, cwds, reach, run: undefined };
    const kind = commandKind(w, call);
    // What a kind does besides its handler, in the order bash's reading of the command meets it.
    if ((name.value === 'getopts' || name.value === 'shopt') && kind !== 'function' && kind !== 'cd') settingBuiltin(w, name.value, words);
    if (kind === 'builtin' || kind === 'source' || kind === 'ordinary') {
      // A builtin only when named bare: `/usr/bin/printf` has no `-v`.
      if (tool?.variables && base === name.value) variables(w, node, words, base, tool.variables);
      if (kind !== 'builtin' && tool?.interpreter) interpreter(w, node, words, base, tool.interpreter, cwds);
    }
    return COMMAND_HANDLERS[kind](w, call);
  } finally {
    w.state.nesting--;
  }
}

/** A simple command with a static name, as its handler gets it. */
interface CommandCall {
  node: SyntaxNode;
  words: Word[];
  /** The name as written (`/usr/bin/env`), and its base name (`env`). */
  name: string;
  base: string;
  /** What the tables say about `base`. */
  tool: Tool | undefined;
  cwds: Cwds;
  reach: Reach | undefined;
  /** For a runner that runs a command (`uv run pytest`): how it read its words. */
  run: (RunnerReading & { kind: 'runs' }) | undefined;
}

type CommandKind = 'function' | 'cd' | 'directory-stack' | 'runner' | 'wrapper' | 'find' | 'fd' | 'shell' | 'eval' | 'builtin' | 'source' | 'ordinary';

/** Which handler a command goes to; the first kind that fits wins. Sets `call.run` for a runner. */
function commandKind(w: Walk, call: CommandCall): CommandKind {
  const { name, base, tool } = call;
  // A function or alias this command defines runs instead of the builtin or tool of its name.
  if (!call.reach?.external && w.state.defined?.has(name) && !w.context.expanding?.has(name)) return 'function';
  if (base === 'cd' && name === 'cd') return 'cd';
  if (DIRECTORY_STACK.has(base)) return 'directory-stack';
  if (tool?.runner) {
    const run = readRunner(call.words, tool.runner);
    // Subcommands that run nothing through it (`uv sync`) go on as ordinary commands.
    if (run.kind === 'runs') {
      call.run = run;
      return 'runner';
    }
  }
  if (tool?.transparent || tool?.checked) return 'wrapper';
  if (base === 'find') return 'find';
  if (base === 'fd' || base === 'fdfind') return 'fd';
  if (tool?.shell) return 'shell';
  if (base === 'eval') return 'eval';
  if (tool?.builtin && name === base) return 'builtin';
  if (SOURCING.has(base) && name === base) return 'source';
  return 'ordinary';
}

/** The directories the shell may be in after a command that may leave it anywhere. */
function movedAnywhere(cwds: Cwds): Flow {
  const moved = unionCwds(cwds, UNKNOWN_CWDS);
  return { ok: moved, any: moved };
}

const COMMAND_HANDLERS: Readonly<Record<CommandKind, (w: Walk, call: CommandCall) => Flow>> = {
  // Its body was checked where it is defined, and it may leave the shell anywhere.
  function: (w, { node, words, base, cwds }) => {
    const name = words[0]!;
    ordinary(w, node, words, base, cwds);
    const alias = w.state.aliases?.get(name.value!);
    if (alias !== undefined) expandAlias(w, name, alias, words, cwds);
    callFunction(w, name.value!, cwds, name.node);
    return movedAnywhere(cwds);
  },
  cd: (w, { node, words, cwds }) => cd(w, node, words, cwds),
  'directory-stack': (w, { node, words, cwds }) => {
    addCommand(w, node, joinWords(words));
    // `pushd DIR` goes where `cd DIR` goes, so code run there is code from elsewhere (elsewhere.ts); a later popd goes back.
    if (pushesDirectory(words)) return { ok: cd(w, node, words, cwds).ok, any: unionCwds(cwds, UNKNOWN_CWDS) };
    return { ok: UNKNOWN_CWDS, any: unionCwds(cwds, UNKNOWN_CWDS) };
  },
  runner: (w, { node, words, base, tool, cwds, reach, run }) => wrapper(w, node, words, base, tool!, cwds, reach, run),
  wrapper: (w, { node, words, base, tool, cwds, reach }) => wrapper(w, node, words, base, tool!, cwds, reach),
  find: (w, { node, words, cwds, reach }) => find(w, node, words, cwds, reach),
  fd: (w, { node, words, base, tool, cwds, reach }) => fd(w, node, words, base, tool, cwds, reach),
  shell: (w, { node, words, cwds }) => shell(w, node, words, cwds),
  eval: (w, { node, words, cwds }) => evalCommand(w, node, words, cwds),
  builtin: (w, { node, words, base, tool, cwds }) => builtin(w, node, words, base, tool!.builtin!, cwds),
  source: (w, { node, words, base, tool, cwds, reach }) => {
    sourced(w, node, words, cwds);
    ordinary(w, node, words, base, cwds, tool, reach);
    // The file runs in this shell and may `cd` anywhere: later paths are checked where the
    // shell was and need approval.
    return movedAnywhere(cwds);
  },
  ordinary: (w, { node, words, base, tool, cwds, reach }) => {
    ordinary(w, node, words, base, cwds, tool, reach);
    return unchanged(cwds);
  },
};

/**
 * A call of an alias runs its text with the call's words after it (`alias x=git; x push` is
 * `git push`): checked as code run in this shell.
 */
function expandAlias(w: Walk, name: Word, text: string | null, words: readonly Word[], cwds: Cwds): void {
  const program: Word = { ...name, value: text === null ? null : [text, ...words.slice(1).map((word) => word.raw)].join(' ') };
  const expanding = new Set(w.context.expanding);
  expanding.add(name.value!);
  shellCode(inContext(w, { expanding }), program, cwds, `the alias ${name.value}`, 'here');
}

/** Whether the command has a name (not only arguments the grammar could not place); most often its first word is the name. */
function hasName(node: SyntaxNode, words: readonly Word[]): boolean {
  return words[0]!.node.fieldName === 'name' || node.childForFieldName('name') !== null;
}

/**
 * Whether every word is a bare `word` with no backquote, or a command name holding just one:
 * looking inside those for code (expressions) finds none, so a command of such words is not
 * looked at again (two levels below the nesting limit, where entering a name and its word is free).
 */
function allPlainWords(words: readonly Word[], hasBackquote: boolean): boolean {
  for (const word of words) {
    if (hasBackquote && word.raw.includes('`')) return false;
    const node = word.node.type === 'command_name' && word.node.namedChildCount === 1 ? word.node.namedChildren[0]! : word.node;
    // An aliased `word` may have children (expressions would look into them).
    if (node.type !== 'word' || node.namedChildCount !== 0) return false;
  }
  return true;
}

function wordNodes(words: readonly Word[]): SyntaxNode[] {
  const nodes: SyntaxNode[] = new Array(words.length);
  for (let i = 0; i < words.length; i++) nodes[i] = words[i]!.node;
  return nodes;
}
