// Reading a wrapper's words as the wrapper does (tables/wrappers.json): its own options and
// operands, and where the command it runs is: argument words, shell code strings, or words
// joined into shell code. Pure; the walk decides what each part means for the policy.
import { scanOptions, scanPermuted, type ParsedOption } from './options.js';
import { packageBin } from './package-bin.js';
import type { OptionSpec, WrapperCommandMode } from './tables.js';
import type { Word } from './words.js';

export type WrapperReading =
  /** Looked up, listed or printed: nothing runs (`command -v x`, `busybox --list`). */
  | { kind: 'query' }
  | { kind: 'option'; option: string; unsupported: boolean }
  /** A word that is not static stands where it decides what the command is (`timeout $T ls`). */
  | { kind: 'unclear'; word: Word }
  /** A subcommand not in the table, which may run anything (`tmux send-keys`). */
  | { kind: 'subcommand'; word: Word }
  /** A word holding a code marker (`#(` in a tmux format), or another command's separator. */
  | { kind: 'marker'; word: Word; marker: string }
  | WrapperParts;

export interface WrapperParts {
  kind: 'ok';
  options: ParsedOption[];
  /** How the command was given, after `argvWith`. */
  mode: WrapperCommandMode;
  /** The command's words (empty when none is given as words). */
  argv: Word[];
  /** Shell command strings the wrapper runs (`su -c '…'`), static or not. */
  code: Word[];
  /** Words the wrapper joins with spaces and runs as shell code (`watch npm test`), or null. */
  joined: Word[] | null;
  /** `NAME=value` words set for the command (`env A=1`). */
  assignments: Word[];
  /** Files the wrapper writes (`flock FILE`, `script FILE`). */
  writes: Word[];
  /** Operands the wrapper hands on to a program we do not follow (`su root ./x.sh`: its shell runs them). */
  extra: Word[];
  /** The wrapper's own operands before its command (timeout's duration, direnv's directory). */
  operands: Word[];
  /** A code option with no string after it (`flock f -c`). */
  missingCode: string | null;
  /** The string the input replaces (`xargs -I X`): null when there is none, '' when it is not static. */
  replace: string | null;
  /** The spec that read the command: the wrapper's, or its subcommand's. */
  spec: OptionSpec;
  /** The program the command's first word names, when that is not the word itself (`npx npm@10` runs `npm`). */
  commandName?: string;
}

/** Reads `words` (the wrapper's name first) with its table entry. */
export function readWrapper(all: readonly Word[], spec: OptionSpec, start = 1): WrapperReading {
  const marked = markedWord(all, start, spec);
  if (marked) return marked;
  // `nix develop … -c CMD…`, `mise exec TOOLS -- CMD…`: the command is what follows; options are read before it.
  const split = commandStart(all, start, spec);
  const words = split < 0 ? all : all.slice(0, split);
  const tail = split < 0 ? null : all.slice(split + 1);
  // setarch ARCH [options] CMD: a first word that is not an option is the wrapper's own.
  const leading = spec.leadingOperand ? words[start] : undefined;
  if (leading) {
    if (leading.value === null) return { kind: 'unclear', word: leading };
    if (!leading.value.startsWith('-')) start++;
  }
  let options: ParsedOption[];
  let operands: Word[];
  if (spec.permute) {
    const scan = scanPermuted(words, start, spec);
    if (scan.kind === 'non-static') return { kind: 'unclear', word: scan.word };
    if (scan.kind !== 'ok')
      return scan.kind === 'query' ? { kind: 'query' } : { kind: 'option', option: scan.option, unsupported: scan.kind === 'unsupported' };
    options = scan.options;
    operands = scan.operands;
  } else {
    const scan = scanOptions(words, start, spec);
    if (scan.kind !== 'ok')
      return scan.kind === 'query' ? { kind: 'query' } : { kind: 'option', option: scan.option, unsupported: scan.kind === 'unsupported' };
    options = scan.options;
    operands = scan.operands ? [...scan.operands, ...words.slice(scan.rest)] : words.slice(scan.rest);
  }
  // A lone `-` right after the options (getopt leaves it as an operand).
  if (spec.loneDash && operands[0]?.value === '-') operands = operands.slice(1);

  if (spec.subcommands) return readSubcommand(all, operands, spec, options);

  // An option's value word that may split moves the command as a positional would (`nice -n $N ls`).
  for (const option of options)
    for (let i = 1; i < option.words.length; i++) if (mayStandForSeveralWords(option.words[i]!)) return { kind: 'unclear', word: option.words[i]! };
  let mode: WrapperCommandMode = spec.command ?? 'argv';
  if (spec.argvWith && options.some((option) => spec.argvWith!.includes(option.name))) mode = 'argv';
  if (spec.joinedWith && options.some((option) => spec.joinedWith!.includes(option.name))) mode = 'joined';
  const parts: WrapperParts = {
    kind: 'ok',
    options,
    mode,
    argv: [],
    code: [],
    joined: null,
    assignments: [],
    writes: [],
    extra: [],
    operands: [],
    missingCode: null,
    replace: replaceString(options, spec),
    spec,
  };
  for (const option of options) if (spec.code?.includes(option.name)) parts.code.push(optionValueWord(option));

  // The wrapper's own operands belong to its own way of giving the command (`runuser -u` names no user operand).
  const positionals = spec.ownOperands ? operands.length : mode === (spec.command ?? 'argv') ? (spec.positionals ?? 0) : 0;
  const own = operands.slice(0, positionals);
  let rest = operands.slice(positionals);
  parts.operands = own;
  if (tail !== null) {
    for (const word of own) if (mayStandForSeveralWords(word)) return { kind: 'unclear', word };
    parts.argv = tail;
  } else if (mode === 'code') {
    // sg GROUP 'CMD': the operand is the code string when no option gave one.
    if (spec.codeOperand && parts.code.length === 0 && rest.length > 0) parts.code.push(rest.shift()!);
    parts.extra = rest;
    rest = [];
  } else {
    // Each positional is one word: one that may expand to none or several moves the command.
    for (const word of own) if (mayStandForSeveralWords(word)) return { kind: 'unclear', word };
    if (spec.assignments) {
      let i = 0;
      while (i < rest.length && rest[i]!.value?.includes('=')) i++;
      // ccache KEY=value: a setting of the wrapper, some of which name programs it runs.
      if (i > 0 && spec.assignments === 'settings') return { kind: 'option', option: rest[0]!.value!, unsupported: true };
      parts.assignments = rest.slice(0, i);
      rest = rest.slice(i);
    }
    // flock FILE -c 'CMD': a code option right after the wrapper's own operands.
    const first = rest[0]?.value;
    if (first && spec.code?.includes(first)) {
      if (rest[1]) parts.code.push(rest[1]);
      else parts.missingCode = first;
      parts.extra = rest.slice(2);
      rest = [];
    }
    const end = spec.commandEnd ? rest.findIndex((word) => word.value !== null && spec.commandEnd!.includes(word.value)) : -1;
    if (end >= 0) rest = rest.slice(0, end);
    // hatch run +py=3.12 -version=1 test:pytest: selectors, then an environment before the command's name.
    if (spec.selectorPrefixes) {
      let i = 0;
      while (i < rest.length && rest[i]!.value !== null && spec.selectorPrefixes.some((prefix) => rest[i]!.value!.startsWith(prefix))) i++;
      if (rest[i] && rest[i]!.value === null) return { kind: 'unclear', word: rest[i]! };
      parts.operands = [...own, ...rest.slice(0, i)];
      rest = rest.slice(i);
    }
    if (spec.environmentSeparator && rest[0]?.value) {
      const value = rest[0].value;
      const cut = value.lastIndexOf(spec.environmentSeparator);
      if (cut >= 0) rest = [{ ...rest[0], value: value.slice(cut + spec.environmentSeparator.length) }, ...rest.slice(1)];
    }
    if (mode === 'argv') parts.argv = rest;
    else if (mode === 'joined') parts.joined = rest;
    else if (mode === 'code-or-argv') {
      if (rest.length === 1) parts.code.push(rest[0]!);
      else parts.argv = rest;
    }
  }
  if (spec.commandPackage && !options.some((option) => spec.packageOptions?.includes(option.name))) {
    const first = parts.argv[0] ?? parts.joined?.[0];
    // A word of shell code with blanks in it is no package spec (`pnpm dlx -c 'x | y'`).
    const bin = first?.value && !/\s/.test(first.value) ? packageBin(first.value) : null;
    if (bin !== null && bin !== first!.value) parts.commandName = bin;
  }
  const runs = parts.argv.length > 0 || parts.code.length > 0 || (parts.joined?.length ?? 0) > 0 || spec.noCommand === 'shell';
  if (spec.fileOperands === 'write' && runs) {
    if (own.length > 0) parts.writes = own;
    else if (spec.defaultFile) parts.writes = [{ node: words[0]!.node, raw: spec.defaultFile, value: spec.defaultFile, glob: false }];
  }
  return parts;
}

/** A subcommand's own options and command (`tmux new-session -d 'npm test'`). */
function readSubcommand(words: readonly Word[], operands: Word[], spec: OptionSpec, options: ParsedOption[]): WrapperReading {
  const subcommands = spec.subcommands!;
  const word = operands[0];
  let name = word ? word.value : (spec.defaultSubcommand ?? null);
  if (name === null && word) return { kind: 'unclear', word };
  // No subcommand and none by default (`perf` alone prints its help): nothing runs.
  if (name === null)
    return {
      kind: 'ok',
      options,
      mode: 'none',
      argv: [],
      code: [],
      joined: null,
      assignments: [],
      writes: [],
      extra: [],
      operands: [],
      missingCode: null,
      replace: null,
      spec,
    };
  let entry = Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
  if (typeof entry === 'string') {
    name = entry;
    entry = subcommands[entry];
  }
  if (!entry || typeof entry === 'string') return { kind: 'subcommand', word: word ?? words[0]! };
  if ((entry.command ?? 'argv') === 'none' || !word) {
    return {
      kind: 'ok',
      options,
      mode: 'none',
      argv: [],
      code: [],
      joined: null,
      assignments: [],
      writes: [],
      extra: [],
      operands: [],
      missingCode: null,
      replace: null,
      spec: entry,
    };
  }
  const reading = readWrapper(words, entry, words.indexOf(word) + 1);
  if (reading.kind === 'ok') reading.options = [...options, ...reading.options];
  return reading;
}

/**
 * How a runner reads its words: a subcommand that runs nothing through it is an ordinary command
 * (`uv sync`); otherwise the reading of the command it runs, and what the rules call it (`uv run`).
 */
export type RunnerReading = { kind: 'ordinary' } | { kind: 'runs'; via: string; reading: WrapperReading };

const ORDINARY: RunnerReading = { kind: 'ordinary' };

/** Reads a runner's words (its name first) with its table entry (tables.ts has merged its global options in). */
export function readRunner(words: readonly Word[], spec: OptionSpec, start = 1, via = words[0]?.value ?? ''): RunnerReading {
  if (!spec.subcommands) return { kind: 'runs', via, reading: withShellString(readWrapper(words, spec, start)) };
  const scan = scanOptions(words, start, spec);
  if (scan.kind === 'query') return ORDINARY;
  if (scan.kind !== 'ok') {
    // Which word is the subcommand depends on an option Leash does not know: only a word that
    // may name a subcommand that runs commands makes that matter.
    if (!mayNameRunningSubcommand(words, start, spec)) return ORDINARY;
    return { kind: 'runs', via, reading: { kind: 'option', option: scan.option, unsupported: scan.kind === 'unsupported' } };
  }
  const word = words[scan.rest];
  if (!word) return ORDINARY;
  if (word.value === null) return { kind: 'runs', via, reading: { kind: 'unclear', word } };
  let name = word.value;
  let entry = Object.hasOwn(spec.subcommands, name) ? spec.subcommands[name] : undefined;
  if (typeof entry === 'string') {
    name = entry;
    entry = spec.subcommands[entry];
  }
  if (entry === undefined || typeof entry === 'string') {
    if (spec.otherSubcommands !== 'command' || spec.ordinarySubcommands?.includes(name)) return ORDINARY;
    // pnpm's fallback: the subcommand word is the command (a script of that name runs instead, if there is one).
    const argv = words.slice(scan.rest);
    const reading: WrapperParts = {
      kind: 'ok',
      options: scan.options,
      mode: 'argv',
      argv,
      code: [],
      joined: null,
      assignments: [],
      writes: [],
      extra: [],
      operands: [],
      missingCode: null,
      replace: null,
      spec,
    };
    return { kind: 'runs', via, reading };
  }
  const inner = readRunner(words, entry, scan.rest + 1, `${via} ${name}`);
  if (inner.kind !== 'runs' || inner.reading.kind !== 'ok') return inner;
  inner.reading.options = [...scan.options, ...inner.reading.options];
  return { ...inner, reading: withShellString(inner.reading) };
}

/**
 * A reading whose options give shell code to run in place of a command (`npx -c 'npm test'`):
 * the call is a command of its own, whose string interpreters.json's `shellStrings` check.
 */
function withShellString(reading: WrapperReading): WrapperReading {
  if (reading.kind !== 'ok') return reading;
  const shellStrings = reading.spec.shellStringOptions;
  return shellStrings && reading.options.some((option) => shellStrings.includes(option.name)) ? { kind: 'query' } : reading;
}

/** The command's words, its first renamed to the program it names (`npm@10` → `npm`). */
export function namedCommand(words: Word[], reading: WrapperParts): Word[] {
  if (reading.commandName === undefined || words.length === 0) return words;
  return [{ ...words[0]!, value: reading.commandName }, ...words.slice(1)];
}

/** Whether a word after `start` names a subcommand of the runner's that runs commands, or may (not static). */
function mayNameRunningSubcommand(words: readonly Word[], start: number, spec: OptionSpec): boolean {
  if (spec.otherSubcommands === 'command') return true;
  for (let i = start; i < words.length; i++) {
    const value = words[i]!.value;
    if (value === null || Object.hasOwn(spec.subcommands!, value)) return true;
  }
  return false;
}

/**
 * Where the command starts when an option or `--` marks it (`nix develop -c`, `mise exec … --`): the
 * index of that word, or -1. A word that is another option's value does not count.
 */
function commandStart(words: readonly Word[], start: number, spec: OptionSpec): number {
  if (spec.commandAfterDashDash) {
    for (let i = start; i < words.length; i++) if (words[i]!.value === '--') return i;
    return -1;
  }
  const marks = spec.commandOptions;
  if (!marks) return -1;
  for (let i = start; i < words.length; i++) {
    const value = words[i]!.value;
    if (value === '--') return -1;
    if (value === null || !marks.includes(value)) continue;
    const before = words[i - 1]?.value;
    const twoBefore = words[i - 2]?.value;
    if (before && (spec.valued?.includes(before) || spec.valuedTwice?.includes(before))) continue;
    if (twoBefore && spec.valuedTwice?.includes(twoBefore)) continue;
    return i;
  }
  return -1;
}

/** The first word holding one of the spec's code markers, or standing as a separator. */
function markedWord(words: readonly Word[], start: number, spec: OptionSpec): WrapperReading | null {
  if (!spec.codeMarkers && !spec.separators) return null;
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value ?? word.raw;
    for (const marker of spec.codeMarkers ?? []) if (text.includes(marker)) return { kind: 'marker', word, marker };
    if (word.value !== null && spec.separators?.includes(word.value)) return { kind: 'marker', word, marker: word.value };
  }
  return null;
}

/** The string a replace option names (`-I X`, `--replace=X`), or its default when it names none. */
function replaceString(options: readonly ParsedOption[], spec: OptionSpec): string | null {
  if (!spec.replace) return null;
  let found: string | null = null;
  for (const option of options) {
    if (!spec.replace.includes(option.name)) continue;
    // A value that is not static may be any string; '' says so.
    found = option.words.length > 1 ? (option.value ?? '') : (option.value ?? spec.defaultReplace ?? '');
  }
  return found;
}

/** The word holding an option's value: the next word, or the option word with the value attached (`--call=x`). */
function optionValueWord(option: ParsedOption): Word {
  if (option.words.length > 1) return option.words[1]!;
  return { ...option.words[0]!, value: option.value };
}

/**
 * Whether a word may expand to no word or to several: an unquoted expansion splits, and
 * `"$@"` or `"${a[@]}"` stand for any number of words. A quoted string of one expansion is one word.
 */
export function mayStandForSeveralWords(word: Word): boolean {
  if (word.value !== null) return false;
  if (word.node.type !== 'string') return true;
  return /\$[@*]|\$\{[^}]*\[[@*]\]/.test(word.raw);
}
