// Wrappers and runners (tables/wrappers.json, runners.json): a transparent wrapper is seen
// through, a checked one is a command of its own too, and a runner's command is walked with
// runBy set, since the allow rules saw the runner's command as written.
import { type Walk, inContext, type Reach, reason, type Replaced } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Word, joinWords, expandsTilde } from './words.js';
import { type Tool, type OptionSpec, valueChangesWhatRuns, variableWrites } from './tables.js';
import { type Cwds, type Flow, unchanged, UNKNOWN_CWDS } from './cwd.js';
import { type RunnerReading, readWrapper, namedCommand, type WrapperParts } from './wrappers.js';
import { ordinary } from './ordinary.js';
import { code } from './reason-text.js';
import { addCommand, addPath } from './path-scopes.js';
import { shellCode } from './nested-source.js';
import { cdTargets } from './cd-command.js';
import { isVariableName } from './known-values.js';
import { makeEnvironment, namesMake } from './make-environment.js';
import type { ParsedOption } from './options.js';

/** A shell variable name: what `env` and `sudo` set without approval, unless it changes what runs. */

/**
 * A wrapper is stripped (transparent), or else checked as a command of its own too. A runner
 * (`run` holds how it read its words: `uv run`, `bundle exec`) is a command of its own as well,
 * and the command it runs is walked with `runBy` set: its scopes answer to deny rules and floors
 * only, since the allow rules saw the runner's command as written.
 */
export function wrapper(
  w: Walk,
  node: SyntaxNode,
  words: Word[],
  base: string,
  tool: Tool,
  cwds: Cwds,
  reach: Reach | undefined,
  run?: RunnerReading & { kind: 'runs' },
): Flow {
  const checked = run !== undefined || !tool.transparent;
  const spec = (tool.transparent ?? tool.checked ?? tool.runner)!;
  const reading = run ? run.reading : readWrapper(words, spec);
  // What reasons call it: the runner with its subcommand (`uv run`), or the wrapper's name.
  const name = run ? run.via : base;
  const text = joinWords(words);
  if (reading.kind === 'query') {
    ordinary(w, node, words, base, cwds, tool);
    return unchanged(cwds);
  }
  if (reading.kind !== 'ok') {
    if (reading.kind === 'option') {
      reason(w, 'unknown-option', node, { form: 'runner', option: reading.option, runner: name, unsupported: reading.unsupported });
    } else if (reading.kind === 'unclear') {
      reason(w, 'non-static-command', reading.word.node, { form: 'runner-words', runner: name, word: reading.word.raw });
    } else if (reading.kind === 'subcommand') {
      reason(w, 'non-static-code', reading.word.node, { form: 'runner-word', runner: name, word: reading.word.raw });
    } else {
      reason(w, 'non-static-code', reading.word.node, { form: 'runner-marker', runner: name, word: reading.word.raw, marker: reading.marker });
    }
    // A runner's own scope is what the rules saw before it was a runner: its forms and floors too.
    if (run) ordinary(w, node, words, base, cwds, tool);
    else addCommand(w, node, text);
    return unchanged(cwds);
  }
  // A subcommand's entry says how its command is given (`nix develop` with no command starts a shell).
  const read = run ? reading.spec : spec;
  for (const word of reading.assignments) wrapperAssignment(w, word, name, cwds);
  if (reading.assignments.length > 0 && namesMake(reading.argv)) {
    for (const word of reading.assignments) {
      const value = word.value;
      makeEnvironment(
        w,
        word.node,
        value === null ? word.raw : value.slice(0, value.indexOf('=')),
        value === null ? null : value.slice(value.indexOf('=') + 1),
      );
    }
  }
  const given = reading.argv.length > 0 || reading.code.length > 0 || (reading.joined?.length ?? 0) > 0;
  if (run) ordinary(w, node, words, base, cwds, tool, undefined, ownWordCount(words, reading));
  else if (checked || !given) ordinary(w, node, words, base, cwds, tool);
  else addCommand(w, node, text, true);
  for (const file of reading.writes) addPath(w, 'write', file, cwds, false, base);
  // What a tool appends lands among this wrapper's words, where it may name the command or be code.
  if (reach?.input && (!given || reading.mode !== 'argv' || read.permute)) {
    reason(w, 'non-static-command', node, { form: 'input-appended', input: reach.input, command: text, runner: name });
  }
  if (reading.missingCode !== null) reason(w, 'non-static-code', node, { form: 'no-command-string', via: `${name} ${reading.missingCode}` });
  const batch = read.readsStdinUnless;
  if (batch && !reading.options.some((option) => batch.includes(option.name))) {
    reason(w, 'stdin-program', node, { form: 'runner-stdin', runner: name, batch: batch[0]! });
  }
  if (reading.extra.length > 0) {
    reason(w, 'unknown-option', reading.extra[0]!.node, { form: 'handed-on', runner: name, words: joinWords(reading.extra) });
  }
  const inner = run ? runnerSetting(w, reading, cwds, name, words[0]!) : cwds;
  const running = run ? inContext(w, { runBy: w.context.runBy ?? text }) : w;
  const input = read.appendsInput && reading.replace === null ? base : reach?.input;
  const replaced = replacedBy(running, node, base, read, reading.replace);
  for (const program of reading.code) shellCode(running, program, inner, name, 'apart');
  // What the tool reads fills in the command it runs, not its code strings.
  const filling = replaced ? inContext(running, { replaced }) : running;
  if (reading.joined && reading.joined.length > 0) joinedCode(filling, namedCommand(reading.joined, reading), inner, name, input);
  let argv = namedCommand(reading.argv, reading);
  if (argv.length === 0 && reading.mode !== 'none' && !given && !reach?.input) {
    if (read.defaultCommand) argv = [{ ...words[0]!, value: read.defaultCommand, raw: read.defaultCommand, glob: false }];
    else if (read.noCommand === 'shell' && reading.missingCode === null) {
      reason(filling, 'stdin-program', node, { form: 'runner-shell', runner: name });
    } else if (read.noCommand === 'input') {
      reason(filling, 'non-static-command', node, { form: 'input-commands', runner: name });
    }
  }
  // direnv exec FILE ARGS runs FILE: unless the operand is surely a directory, that reading is checked too.
  const first = reading.operands[0];
  if (run && read.dirOrCommand && first && first.value !== '.' && first.value !== '..') {
    w.state.ops.simple(filling, node, [first, ...argv], inner, { input, external: true });
  }
  if (argv.length === 0 || (run && unseenProgram(filling, argv[0]!, read, name))) return unchanged(cwds);
  // `time f` runs this shell's function f; a program (`timeout 5 f`, `timeout 5 time f`) runs the file.
  const flow = w.state.ops.simple(filling, node, argv, inner, { input, external: reach?.external === true || !read.inShell });
  // A program runs in a process of its own: a `cd` it is given moves nothing here (`timeout 5 cd /x`).
  return read.inShell || read.runsBuiltins ? flow : unchanged(cwds);
}

/**
 * What a runner's options set for the command it runs: the directory it runs in (returned),
 * variables given as options, and files of variables, which are read and need approval, since
 * the variables they set may change what runs (`PATH`, `LD_PRELOAD`, `NODE_OPTIONS`).
 */
function runnerSetting(w: Walk, reading: WrapperParts, cwds: Cwds, name: string, at: Word): Cwds {
  const spec = reading.spec;
  let dirs = spec.runsElsewhere ? UNKNOWN_CWDS : cwds;
  const envFiles: Word[] = [];
  for (const option of reading.options) {
    if (spec.chdir?.includes(option.name)) dirs = runnerDirectory(w, valueWordOf(option), cwds);
    else if (spec.chdirUnknown?.includes(option.name)) dirs = UNKNOWN_CWDS;
    else if (spec.envFiles?.includes(option.name)) envFiles.push(valueWordOf(option));
    else if (spec.assignmentOptions?.includes(option.name)) {
      const word = valueWordOf(option);
      if (word.value === null) reason(w, 'code-changing-variable', word.node, { form: 'wrapper-unknown-name', via: `${name} ${option.name}` });
      else if (word.value.includes('=')) wrapperAssignment(w, word, name, cwds);
    }
  }
  if (envFiles.length === 0 && spec.defaultEnvFiles) {
    for (const file of spec.defaultEnvFiles) envFiles.push({ node: at.node, raw: file, value: file, glob: false });
  }
  if (envFiles.length > 0) {
    for (const file of envFiles) addPath(w, 'read', file, dirs, false, name);
    reason(w, 'code-changing-variable', envFiles[0]!.node, { form: 'env-files', runner: name, files: envFiles.map((file) => file.raw) });
  }
  return dirs;
}

/** Where a runner's directory option moves its command, read as `cd` reads its directory. */
function runnerDirectory(w: Walk, word: Word, cwds: Cwds): Cwds {
  if (word.value === null || word.glob) return UNKNOWN_CWDS;
  const value = word.value.startsWith('~') && !expandsTilde(word) ? `./${word.value}` : word.value;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  if (relative && cwds.unknown) return UNKNOWN_CWDS;
  return { dirs: cdTargets(w, value, relative ? cwds.dirs : [w.state.ctx.workspace], false), unknown: false };
}

/** A command word naming a program nobody can see (`uv run -`, `uv run https://…`): it needs approval. */
function unseenProgram(w: Walk, word: Word, spec: OptionSpec, name: string): boolean {
  const value = word.value;
  if (value === null || !spec.unseenPrograms) return false;
  const unseen = spec.unseenPrograms.some((program) => (program.endsWith('*') ? value.startsWith(program.slice(0, -1)) : value === program));
  if (!unseen) return false;
  if (value === '-') reason(w, 'stdin-program', word.node, { form: 'dash', via: name });
  else reason(w, 'non-static-code', word.node, { form: 'program-file', via: name, path: value });
  return true;
}

/** `env A=1`, `sudo A=1`: a name that is not a variable, or one that changes what runs, needs approval. */
function wrapperAssignment(w: Walk, word: Word, base: string, cwds: Cwds): void {
  const value = word.value!;
  const eq = value.indexOf('=');
  const name = value.slice(0, eq);
  if (!isVariableName(name)) {
    reason(w, 'code-changing-variable', word.node, { form: 'not-a-name', via: base, name });
  } else if (valueChangesWhatRuns(name, value.slice(eq + 1))) {
    reason(w, 'code-changing-variable', word.node, { form: 'wrapper-assignment', name });
  }
  // `env NODE_REDIRECT_WARNINGS=.env node x`: the program writes where the value says.
  const writes = variableWrites(name);
  if (writes && eq + 1 < value.length) {
    const path = value.slice(eq + 1);
    addPath(w, 'write', { ...word, raw: path, value: path, glob: false }, cwds, writes === 'folder', `the variable ${name}`);
  }
}

/** The strings a wrapper fills in with what it reads (`xargs -I X`, parallel's `{}`), if any. */
function replacedBy(w: Walk, node: SyntaxNode, base: string, spec: OptionSpec, replace: string | null): Replaced | null {
  if (replace === '') {
    reason(w, 'non-static-command', node, { form: 'unknown-replace', runner: base });
    return null;
  }
  if (replace !== null) return { holds: (text) => text.includes(replace), what: `the input ${base} reads into ${code(replace)}` };
  if (spec.inputPattern) {
    const pattern = new RegExp(spec.inputPattern);
    return { holds: (text) => pattern.test(text), what: `the input ${base} reads` };
  }
  return null;
}

/** Words a wrapper joins with spaces and runs as shell code (`watch npm test`). */
function joinedCode(w: Walk, words: Word[], cwds: Cwds, base: string, input: string | undefined): void {
  if (words.some((word) => word.value === null)) {
    reason(w, 'non-static-code', words[0]!.node, { form: 'shell-code-words', via: base, words: joinWords(words) });
    return;
  }
  const program: Word = { ...words[0]!, value: words.map((word) => word.value).join(' ') };
  shellCode(w, program, cwds, base, 'apart', input);
}

/** How many of a runner's words come before the command it runs: the rest are walked as that command. */
function ownWordCount(words: readonly Word[], reading: WrapperParts): number {
  let end = words.length;
  for (const first of [reading.argv[0], reading.joined?.[0], ...reading.code]) {
    if (!first) continue;
    const index = words.indexOf(first);
    if (index >= 0 && index < end) end = index;
  }
  return end;
}

/**
 * The word holding an option's value: its last word, or the option word with the value attached
 * (`--directory=x`), where bash leaves a leading `~` alone.
 */
function valueWordOf(option: ParsedOption): Word {
  if (option.words.length > 1) return option.words[option.words.length - 1]!;
  const value = option.value !== null && option.value.startsWith('~') ? `./${option.value}` : option.value;
  return { ...option.words[0]!, value };
}
