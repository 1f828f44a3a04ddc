// Path arguments of common file readers and writers, from tables/file-args.json: `cat .env`
// meets the read rules and `rm -rf ~/x` the write rules as well as the command rules.
import { awkArguments, awkOptions } from './awk-arguments.js';
import { bindSource, csvFields, csvValue, mountSource, readOnlyMount } from './container-mounts.js';
import { readSedScript } from './sed-script.js';
import type { SubcommandParse } from './subcommands.js';
import type { ParsedOption } from './option-types.js';
import { fileArgSpec, type DefaultPath, type FileArgMode, type FileArgSpec, type PathRole, type RoleSpec, type ValueForm } from './tables.js';
import { expandsTilde, staticPrefix, type Word } from './words.js';

export interface PathArgument {
  role: Exclude<PathRole, 'none'>;
  word: Word;
  /** For `dd if=x`, `--output=x`, `tar -C dir x`: the path, when it is not the word's value. */
  value?: string | null;
  recursive: boolean;
  /** The command acts on some of what lies below the folder, which part is not known (`tar -x`). */
  partial?: boolean;
  /** git writes it through the worktree, which never reaches into the repository's own `.git`. */
  worktree?: boolean;
  /** `ln TARGET`: the link is made in the working directory under the target's base name. */
  basenameOnly?: boolean;
  /** The files this argument leads to are not known before the command runs: the call needs approval, and this says why. */
  unknown?: string;
  /** Shell code the tool runs with `sh -c` (a static command in an awk program): decided as a command of its own. */
  runs?: string;
  /**
   * A folder read through the links below it (`grep -R`), or written through them (`tar -x`
   * writes a member `l/x` into the folder the link `l` points to): what they point to is too.
   */
  followsLinks?: boolean;
  /** `git diff main`: a path only when a file by that name exists (else git reads a revision). */
  whenPresent?: boolean;
  /** `git show HEAD:.env`: the path is from the top of the repository, the workspace root. */
  fromTop?: boolean;
  /** `cp x/.env dest`: a path only when `dest` exists when the decision is made (else cp makes the file `dest`). */
  whenFolder?: string;
  /** `tar -C ~ -cf x .ssh`: the value's leading `~` is the home directory, from a folder option's own word that bash expanded. */
  homeTilde?: boolean;
}

/** What the walk knows about a command beyond its words. */
export interface PathContext {
  /** Standard input carries data (a pipe, `<`, a heredoc): a tool that reads it when given no path names none. */
  stdinData?: boolean;
  /** The global options and subcommand of a tool with subcommands (subcommands.ts). */
  subcommand?: SubcommandParse;
}

/** No path arguments: shared, so frozen (most commands are not in the table). */
const NO_ARGUMENTS: readonly PathArgument[] = Object.freeze([]);

/** A subcommand the entry does not name, of a tool whose entry says so (`mentionOthers`). */
const OTHER_SUBCOMMAND: readonly PathArgument[] = Object.freeze([]);

/** The same, with what the tool's own options name (`kubectl --kubeconfig f get pods`). */
const othersWithGlobals = new WeakSet<readonly PathArgument[]>();

/**
 * Whether these are the arguments of a subcommand the entry does not name, whose words are then
 * checked as a tool's with no file table are (mentions.ts).
 */
export function otherSubcommand(found: readonly PathArgument[]): boolean {
  return found === OTHER_SUBCOMMAND || othersWithGlobals.has(found);
}

const NO_CONTEXT: PathContext = Object.freeze({});

const TILDE = 126;

function atHome(folder: Directory): boolean {
  return folder?.charCodeAt(0) === TILDE;
}

/**
 * A folder option's value as the paths below it join it: bash expands the `~` of a word of its
 * own (`-C ~`), and not one inside a word (`-C~`, `--directory=~`), which names a folder `~`.
 */
function literalTilde(value: string | null, word: Word): string | null {
  return value !== null && value.charCodeAt(0) === TILDE && !expandsTilde(word) ? `./${value}` : value;
}

/** A directory paths are relative to: none (undefined), not known (null), or its path. */
type Directory = string | null | undefined;

/**
 * Path arguments of a command, or none when the tool is not in the table (`spec`, tables.ts
 * `Tool.fileArgs`). `words` are the command's, its name first.
 */
export function pathArguments(spec: FileArgSpec | undefined, words: readonly Word[], context: PathContext = NO_CONTEXT): readonly PathArgument[] {
  if (!spec) return NO_ARGUMENTS;
  const rules = rulesOf(spec);
  if (!rules.subcommands) return argumentsOf(rules, words, 1, context, undefined);
  const parse = context.subcommand;
  // A tool the subcommand table does not name: its entry says where the subcommand is.
  if (!parse) return ownSubcommand(rules, words, context, undefined);
  if (parse.subcommandIndex < 0) return rules.mentionOthers ? OTHER_SUBCOMMAND : NO_ARGUMENTS;
  // `git -C dir log --output=x` writes dir/x.
  let base: Directory;
  if (rules.chdir) {
    for (const option of parse.globals) {
      if (!rules.chdir.options.includes(option.name)) continue;
      const word = option.words[option.words.length - 1]!;
      base = word.glob ? null : joinPath(base, literalTilde(option.value, word));
    }
  }
  // The subcommand under its own name (`docker cp` is `container cp`, `npm i` is `install`),
  // then as written; below what the tool's table names, the words name the rest (`git worktree add`).
  let found = parse.path === null ? undefined : namedArguments(rules, parse.path.split(' '), words, parse.afterSubcommand, context, base);
  found ??= subcommandArguments(rules, words, parse.subcommandIndex, context, base);
  const globals = rules.optionsAnywhere
    ? globalArguments(rules, parse.later ? [...parse.globals, ...parse.later] : parse.globals, undefined)
    : globalArguments(rules, parse.globals, base);
  if (globals.length === 0) return found;
  const all = [...globals, ...found];
  if (found === OTHER_SUBCOMMAND) othersWithGlobals.add(all);
  return all;
}

/** The arguments of the subcommand named `names`, its words from `after` on; undefined when the entry does not name it. */
function namedArguments(
  rules: FileArgRules,
  names: readonly string[],
  words: readonly Word[],
  after: number,
  context: PathContext,
  base: Directory,
): readonly PathArgument[] | undefined {
  let sub = rules;
  for (const name of names) {
    const spec = sub.subcommands?.get(name);
    if (!spec) return undefined;
    sub = rulesOf(spec);
  }
  if (sub.subcommands) return subcommandArguments(sub, words, after, context, base);
  return argumentsOf(sub, words, after, context, base);
}

/** The files the tool's own options name (`cargo --target-dir t build`): before the subcommand, or anywhere for `optionsAnywhere`. */
function globalArguments(rules: FileArgRules, options: readonly ParsedOption[], base: Directory): readonly PathArgument[] {
  let found: PathArgument[] | null = null;
  for (const option of options) {
    const role = rules.base.roles.get(option.name);
    if (!role || option.value === '-') continue;
    const word = option.words[option.words.length - 1]!;
    const path = role.form === undefined ? option.value : valuePath(role.form, option.value, word, role.keys);
    if (path === undefined) continue;
    const value = joinPath(base, path);
    const argument: PathArgument = { role: role.role, word, recursive: role.recursive ?? false };
    if (value !== word.value) argument.value = value;
    if (role.partial && argument.recursive) argument.partial = true;
    (found ??= []).push(argument);
  }
  return found ?? NO_ARGUMENTS;
}

/**
 * `go build -o x`, `aws s3 cp a b`, `python3 -m venv d`: the subcommand is the first operand, or
 * the value of one of `subcommandOptions`; its entry reads the words but that one (with
 * `subcommandOptions`, the words after it). With no subcommand the entry names, the tool's own
 * fields apply (`webpack -o dist`).
 */
function ownSubcommand(rules: FileArgRules, words: readonly Word[], context: PathContext, base: Directory): readonly PathArgument[] {
  const finder = new SubcommandFinder(rules);
  readWords(rules, words, 1, finder);
  const spec = finder.name === null ? undefined : rules.subcommands!.get(finder.name);
  if (!spec) {
    const own = argumentsOf(rules, words, 1, context, base);
    if (!rules.mentionOthers) return own;
    // `pip --log f list`: what the tool's own options name, and the no-file-table check for the rest.
    if (own.length === 0) return OTHER_SUBCOMMAND;
    const marked = [...own];
    othersWithGlobals.add(marked);
    return marked;
  }
  // The tool's own options before the subcommand (`pip --log f install`), read as the tool reads them;
  // `uv --directory d venv` moves what the subcommand names too.
  const before = new Scan(rules);
  readWords(rules, words.slice(0, finder.start), 1, before);
  const found = before.optionPaths([], base);
  const directory = before.chdirDirectory();
  const moved = rules.applies === 'all' && directory !== undefined ? (directory === null ? null : joinPath(base, directory)) : base;
  const rest = [words[0]!, ...words.slice(finder.index + 1)];
  const sub = rulesOf(spec);
  const own = sub.subcommands ? ownSubcommand(sub, rest, context, moved) : argumentsOf(sub, rest, 1, context, moved);
  return found.length === 0 ? own : [...found, ...own];
}

/** Reads up to the word naming the subcommand. */
class SubcommandFinder implements WordSink {
  readonly operands: Word[] = [];
  leadingGiven = false;
  dashDash = -1;
  name: string | null = null;
  /** The word holding the name: the subcommand's words follow it. */
  index = -1;
  /** Where the words naming the subcommand start (`-m` of `-m venv`). */
  start = -1;

  constructor(private readonly rules: FileArgRules) {}

  hasMode(): boolean {
    return false;
  }

  stdio(): void {}

  unknown(): void {}

  operand(word: Word, index: number): boolean {
    if (this.rules.subcommandOptions.length === 0) {
      this.name = word.value;
      this.index = this.start = index;
    }
    return false;
  }

  option(name: string, word: Word, attached: string | undefined, hasValue: boolean, index: number): boolean {
    if (!hasValue || !this.rules.subcommandOptions.includes(name)) return true;
    this.name = attached ?? word.value;
    this.index = index;
    this.start = attached === undefined ? index - 1 : index;
    return false;
  }
}

function subcommandArguments(rules: FileArgRules, words: readonly Word[], index: number, context: PathContext, base: Directory): readonly PathArgument[] {
  const name = words[index]?.value;
  const spec = name == null ? undefined : rules.subcommands!.get(name);
  if (!spec) return rules.mentionOthers ? OTHER_SUBCOMMAND : NO_ARGUMENTS;
  const sub = rulesOf(spec);
  // `git worktree add`: the next word names the subcommand's own subcommand.
  if (sub.subcommands) return subcommandArguments(sub, words, index + 1, context, base);
  return argumentsOf(sub, words, index + 1, context, base);
}

/** An option as given: the word holding its value (or the option word itself), and the value when it is only part of that word. */
interface Occurrence {
  name: string;
  word: Word;
  attached: string | undefined;
  hasValue: boolean;
}

const DASH = 45;
const PLUS = 43;

function argumentsOf(rules: FileArgRules, words: readonly Word[], start: number, context: PathContext, base: Directory): readonly PathArgument[] {
  const scan = new Scan(rules);
  readWords(rules, words, start, scan);
  const found = scan.finish(words, context, base);
  if (!scan.followsLinks()) return found;
  return found.map((argument) =>
    argument.role !== 'write' && argument.unknown === undefined && argument.runs === undefined ? { ...argument, followsLinks: true } : argument,
  );
}

/** What reading a command's words reports, one word or option at a time; `false` from `operand` or `option` stops the reading. */
interface WordSink {
  readonly operands: readonly Word[];
  leadingGiven: boolean;
  dashDash: number;
  hasMode(): boolean;
  stdio(word: Word): void;
  operand(word: Word, index: number): boolean;
  /** `index`: of the word holding the value (the option word itself when the value is attached or absent). */
  option(name: string, word: Word, attached: string | undefined, hasValue: boolean, index: number): boolean;
  unknown(word: Word, why: string): void;
}

const AT = 64;

const PASSTHROUGH = 'it passes on arguments that name an output file to another program (the linker, the assembler), which Leash does not follow';

const RESPONSE_FILE = 'this file holds more arguments, which Leash does not read, so the files they name are not known before it runs';

/**
 * `tar cIf ./x.sh a.tar src` as `tar -c -I ./x.sh -f a.tar src`, for readers that look for options
 * (the floors): the dashless first word of a `bareFirstCluster` tool spelled as dashed options,
 * each letter that takes a value taking the next word in turn, as readWords reads it. The words as
 * they are when the first is no such cluster.
 */
export function withDashedCluster(words: Word[], spec: FileArgSpec): Word[] {
  const cluster = words[1];
  const text = cluster?.value;
  if (!spec.bareFirstCluster || !cluster || text === null || text === undefined || text === '' || text.charCodeAt(0) === DASH) return words;
  const rules = rulesOf(spec);
  const out: Word[] = [words[0]!];
  let next = 2;
  for (const letter of text) {
    const option = `-${letter}`;
    out.push({ node: cluster.node, raw: option, value: option, glob: false });
    if (rules.valueTaking.has(option) && next < words.length) out.push(words[next++]!);
  }
  for (let i = next; i < words.length; i++) out.push(words[i]!);
  return out;
}

/** Reads a command's words from `start` the way the tool reads them, telling `sink` what each is. */
function readWords(rules: FileArgRules, words: readonly Word[], start: number, sink: WordSink): void {
  let endOfOptions = false;
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (
      rules.bareFirstCluster &&
      !endOfOptions &&
      text !== null &&
      text !== '' &&
      text.charCodeAt(0) !== DASH &&
      sink.operands.length === 0 &&
      !sink.hasMode()
    ) {
      // `tar xzf a.tgz`, `ar rcs lib.a`: option letters; each valued one takes the next word, in order.
      let next = i + 1;
      for (let j = 0; j < text.length; j++) {
        const name = `-${text[j]}`;
        if (rules.valueTaking.has(name)) {
          const value = words[next++];
          sink.option(name, value ?? word, undefined, value !== undefined, next - 1);
        } else sink.option(name, word, undefined, false, i);
      }
      i = next - 1;
      continue;
    }
    // For a tool that reads a lone `-` before `--` as standard input or output (`cat -`, `zip -`):
    // an operand in its place, but no file. `cp -` copies a file named `-`, which may be a link.
    if (rules.dashIsStdio && !endOfOptions && text === '-') sink.stdio(word);
    if (endOfOptions || text === null || text.length < 2 || text.charCodeAt(0) !== DASH) {
      if (!endOfOptions && rules.plusOptions && text !== null && text.charCodeAt(0) === PLUS) {
        if (rules.valueTaking.has(text)) {
          // `convert x.png +write y.png z.png`: its value may be a file too.
          const next = words[++i];
          if (!sink.option(text, next ?? word, undefined, next !== undefined, i)) return;
        }
        continue;
      }
      if (rules.responseFiles && text !== null && text.length > 1 && text.charCodeAt(0) === AT) {
        // `gcc @args`: the file holds more options and operands.
        sink.unknown(word, RESPONSE_FILE);
        continue;
      }
      if (!sink.operand(word, i)) return;
      if (rules.stopAtOperand) endOfOptions = true;
      continue;
    }
    if (text === '--') {
      endOfOptions = true;
      sink.dashDash = sink.operands.length;
      continue;
    }
    if (text.charCodeAt(1) === DASH || rules.singleDashLong) {
      // `ffmpeg -c:v x`: the name ends at the stream specifier.
      const cut = rules.specifierSeparator === '' ? -1 : text.indexOf(rules.specifierSeparator, 1);
      const eq = text.indexOf('=');
      const end = cut > 0 && (eq < 0 || cut < eq) ? cut : eq;
      const name = rules.longName(end > 0 ? text.slice(0, end) : text);
      const attachedTo = rules.attachedValues.length > 0 && !rules.knows(text) ? rules.attachedOption(text) : undefined;
      if (attachedTo !== undefined) {
        // `gcc -oapp`, `7z -o.git`: the value is the rest of the word.
        if (!sink.option(attachedTo, word, text.slice(attachedTo.length), true, i)) return;
      } else if (end === eq && eq > 0) {
        if (!sink.option(name, word, text.slice(eq + 1), true, i)) return;
      } else if (rules.valuedTwice.has(name)) {
        // `jq --rawfile NAME FILE`: the second word is the value that may be a path.
        const second = words[i + 2];
        i += 2;
        if (!sink.option(name, second ?? word, undefined, second !== undefined, i)) return;
      } else if (rules.takesValue(name) && !rules.optionalValue.has(name) && takesNext(rules, name, words[i + 1])) {
        const next = words[++i];
        if (!sink.option(name, next ?? word, undefined, next !== undefined, i)) return;
      } else if (!sink.option(name, word, undefined, false, i)) return;
      continue;
    }
    // `head -5c f`: GNU's obsolete count, digits and letters in one word, takes no value.
    if (rules.obsoleteCounts && text.charCodeAt(1) >= 48 && text.charCodeAt(1) <= 57) {
      if (!sink.option(text, word, undefined, false, i)) return;
      continue;
    }
    // A short option or a cluster of them; a valued one takes the rest of the word or the next word.
    for (let j = 1; j < text.length; j++) {
      if (rules.modeLetters !== '' && rules.modeLetters.includes(text[j]!)) {
        // `chmod -x f`: the word is the mode, so every operand is a path.
        sink.leadingGiven = true;
        continue;
      }
      const name = `-${text[j]}`;
      if (rules.writeWith.has(name)) {
        // `sed -i.bak`: the rest of the word is the backup suffix.
        const suffix = rules.backupSuffix.has(name) ? text.slice(j + 1) : '';
        if (!sink.option(name, word, suffix === '' ? undefined : suffix, suffix !== '', i)) return;
        break;
      }
      if (rules.optionalValue.has(name)) {
        // `od -w16`: a value only when attached.
        const attached = text.slice(j + 1);
        if (!sink.option(name, word, attached === '' ? undefined : attached, attached !== '', i)) return;
        if (attached !== '') break;
        continue;
      }
      if (rules.valueTaking.has(name)) {
        const attached = text.slice(j + 1);
        if (attached !== '') {
          if (!sink.option(name, word, attached, true, i)) return;
        } else if (takesNext(rules, name, words[i + 1])) {
          const next = words[++i];
          if (!sink.option(name, next ?? word, undefined, next !== undefined, i)) return;
        } else if (!sink.option(name, word, undefined, false, i)) return;
        break;
      }
      if (!sink.option(name, word, undefined, false, i)) return;
    }
  }
}

/** Whether a valued option takes the next word: an `optionalNext` one only when that word is no option (`rollup -m -o x`). */
function takesNext(rules: FileArgRules, name: string, next: Word | undefined): boolean {
  if (!rules.optionalNext.has(name)) return true;
  return next !== undefined && (next.value === null || next.value === '-' || next.value.charCodeAt(0) !== DASH);
}

/** What one command's words said, gathered in one pass and turned into path arguments at the end, once its mode is known. */
class Scan implements WordSink {
  readonly operands: Word[] = [];
  /** For `tar -C dir x`: the directory each operand is relative to. */
  private operandDirectories: Directory[] | null = null;
  private occurrences: Occurrence[] | null = null;
  private modes: string[] | null = null;
  private recursive = false;
  private writing = false;
  /** `git --icase-pathspecs`: a pathspec matches whatever its case. */
  private caselessPathspecs = false;
  /** A folder the paths join starts at the home directory (`-C ~`). */
  private homeFolder = false;
  /** The backup name a write option gave (`sed -i.bak`), or null. */
  private backup: string | null = null;
  /** A backup of the destination is made (`cp -b`), with this suffix. */
  private backsUp = false;
  private destinationSuffix = '~';
  leadingGiven = false;
  private targetGiven = false;
  dashDash = -1;
  /** The directory the `chdir` options named so far, and the word of the last one. */
  private directory: Directory;
  private directoryWord: Word | null = null;

  constructor(private readonly rules: FileArgRules) {
    if (rules.chdir?.applies === 'operands') this.operandDirectories = [];
  }

  /** Operands that stand for standard input or output (`-`). */
  private stdioWords: Word[] | null = null;

  stdio(word: Word): void {
    (this.stdioWords ??= []).push(word);
    if (this.rules.stdinNames) this.unknown(word, this.rules.stdinNames);
  }

  hasMode(): boolean {
    return this.modes !== null;
  }

  operand(word: Word): boolean {
    this.operands.push(word);
    this.operandDirectories?.push(this.directory);
    return true;
  }

  /** Words that lead to files nobody can see (`gcc @args`), and why. */
  private unknowns: PathArgument[] | null = null;

  unknown(word: Word, why: string): void {
    (this.unknowns ??= []).push({ role: 'read', word, recursive: false, unknown: why });
  }

  /** An option by its full name; `word` holds its value (all of it, or `attached` when given). */
  option(name: string, word: Word, attached: string | undefined, hasValue: boolean): boolean {
    const effect = this.rules.effects.get(name);
    if (effect === undefined) return true;
    const value = hasValue ? (attached ?? word.value) : null;
    if (effect & WRITES) {
      this.writing = true;
      if (value !== null && this.rules.backupSuffix.has(name)) this.backup = value;
    }
    if (effect & BACKS_UP) {
      // `cp -b`, `--backup=numbered`, `-S SUFFIX`: the destination is moved aside first.
      this.backsUp = true;
      if (value !== null && this.rules.suffixWith.has(name)) this.destinationSuffix = value;
    }
    if (effect & RECURSES) this.recursive = true;
    if (effect & GIVES_LEADING) this.leadingGiven = true;
    if (effect & GIVES_TARGET) this.targetGiven = true;
    if (effect & MODE) (this.modes ??= []).push(name);
    if (effect & RECURSES_WHEN && value !== null) {
      const [shortest, full] = this.rules.recursiveWhen.get(name)!;
      if (value.length >= shortest.length && full.startsWith(value)) this.recursive = true;
    }
    if (effect & CHDIR && hasValue) {
      this.directory = word.glob ? null : joinPath(this.directory, literalTilde(value, word));
      this.directoryWord = word;
    }
    if (effect & RECORDED) (this.occurrences ??= []).push({ name, word, attached, hasValue });
    if (effect & OPERAND && value !== null) this.operand(attached === undefined ? word : { ...word, value, glob: false });
    return true;
  }

  /** The directory the `chdir` options named, relative to where the command runs: undefined when none did, null when not known. */
  chdirDirectory(): Directory {
    return this.directory;
  }

  private mode(): ModeRules {
    return this.modes ? this.rules.withModes(this.modes) : this.rules.base;
  }

  /** The files the options name, added to `found`. */
  optionPaths(found: PathArgument[], base: Directory): PathArgument[] {
    const rules = this.rules;
    if (!this.occurrences) return found;
    const mode = this.mode();
    const recursive = this.recursive || mode.recursive;
    const applies = rules.applies;
    for (const occurrence of this.occurrences) {
      const why = rules.unknownWith.get(occurrence.name);
      if (why) found.push({ role: 'read', word: occurrence.word, recursive: false, unknown: why });
      if (!occurrence.hasValue) continue;
      let role = mode.roles.get(occurrence.name);
      if (!role) continue;
      const text = occurrence.attached ?? occurrence.word.value;
      // `tar -f -`, `curl -o -`: standard input or output, for the options that read it so; GNU
      // `sort -o -` writes a file named `-`, which may be a link.
      if (text === '-' && rules.stdioOptions.has(occurrence.name)) continue;
      const path = valuePath(role.form, text, occurrence.word, role.keys);
      if (path === undefined) continue;
      if (path === null && role.form === 'passthrough') {
        found.push({ role: 'write', word: occurrence.word, recursive: false, unknown: PASSTHROUGH });
        continue;
      }
      const reaches = role.recursive ?? (rules.targets.has(occurrence.name) ? recursive : false);
      // `docker run -v a:/b:ro`: the container only reads there.
      if ((role.form === 'bind' || role.form === 'mount') && text !== null && readOnlyMount(role.form, text)) role = { ...role, role: 'read' };
      const relative = applies === 'all' || (applies === 'writes' && role.role !== 'read') ? joinPath(this.directory, path) : path;
      const value = joinPath(base, relative);
      const argument: PathArgument = { role: role.role, word: occurrence.word, recursive: reaches };
      if (value !== occurrence.word.value) argument.value = value;
      if (role.partial && reaches) argument.partial = true;
      found.push(argument);
    }
    return found;
  }

  finish(words: readonly Word[], context: PathContext, base: Directory): readonly PathArgument[] {
    const rules = this.rules;
    this.homeFolder = atHome(base) || atHome(this.directory) || (this.operandDirectories?.some(atHome) ?? false);
    if (context.subcommand?.globals.some((option) => option.name === '--icase-pathspecs')) this.caselessPathspecs = true;
    const mode = this.mode();
    const recursive = this.recursive || mode.recursive;
    if (rules.rootOperand && this.operands.length > 0) {
      // `vite build app`: what it writes is relative to the root it is given.
      const root = this.operands[0]!;
      this.directory = root.glob ? null : joinPath(this.directory, root.value);
      this.directoryWord = root;
    }
    const found: PathArgument[] = this.unknowns ?? [];
    if (mode.unknown) found.push({ role: 'read', word: words[0]!, recursive: false, unknown: mode.unknown });
    const applies = rules.applies;
    this.optionPaths(found, base);

    let operands: readonly Word[] = this.operands;
    let directories = this.operandDirectories;
    if (rules.pathsAfterDashDash) {
      // `git checkout main -- f`: before `--`, a revision. Without it, git reads the first operand
      // as a revision when it names one, and every other as a path (`git checkout main .github`).
      const from = this.dashDash >= 0 ? this.dashDash : operands.length > 0 && mayNameRevision(operands[0]!.value) ? 1 : 0;
      if (from > 0) {
        operands = operands.slice(from);
        if (directories) directories = directories.slice(from);
      }
    }
    const leading = this.leadingGiven ? 0 : mode.leading;

    if (rules.sedScript.length > 0 || rules.sedScriptFiles.length > 0) this.sedScript(found, operands, leading, base);
    if (rules.jq) this.jqProgram(found, operands, leading);
    if (rules.awk) {
      for (const awk of awkArguments(rules.awk, this.occurrences ?? [], operands, leading)) {
        if (awk.unknown !== undefined) found.push({ role: awk.role, word: awk.word, recursive: false, unknown: awk.unknown });
        else if (awk.runs !== undefined) found.push({ role: awk.role, word: awk.word, recursive: false, runs: awk.runs });
        else found.push({ role: awk.role, word: awk.word, value: joinPath(base, awk.path!), recursive: false });
      }
    }

    if (rules.assignments) {
      for (let p = leading; p < operands.length; p++) {
        const word = operands[p]!;
        const eq = word.value?.indexOf('=') ?? -1;
        const key = eq > 0 ? word.value!.slice(0, eq) : '';
        const role = eq > 0 && Object.hasOwn(rules.assignments, key) ? rules.assignments[key] : undefined;
        if (role && role !== 'none') found.push({ role, word, value: joinPath(base, word.value!.slice(eq + 1)), recursive: false });
      }
      return found;
    }

    if (mode.leadingRole) {
      // `perl script.pl`: the leading operand is a program file.
      for (let p = 0; p < leading && p < operands.length; p++) this.push(found, mode.leadingRole, operands[p]!, recursive, joinPath(base, operands[p]!.value));
    }
    if (rules.assignmentOperands) {
      // `awk '…' n=2 file`: an assignment is no file.
      const files: Word[] = [];
      const kept: Directory[] = [];
      for (let p = 0; p < operands.length; p++) {
        if (p < leading || !/^[A-Za-z_][A-Za-z0-9_]*=/.test(operands[p]!.value ?? '')) {
          files.push(operands[p]!);
          kept.push(directories?.[p]);
        }
      }
      operands = files;
      if (directories) directories = kept;
    }

    const paths = operands.length - leading;
    // Relative to the directories the chdir options named: each operand's own (tar -C), or the last.
    const shared = directories === null && applies === 'all' ? this.directory : undefined;
    if (mode.firstOperand && paths > 0) {
      const value = joinPath(directories ? directories[leading] : shared, operands[leading]!.value);
      this.push(found, roleOf(mode.firstOperand, this.writing), operands[leading]!, recursive, joinPath(base, value));
    } else if (paths === 1 && !this.targetGiven && rules.writeBasename) {
      found.push({ role: 'write', word: operands[leading]!, recursive: false, basenameOnly: true });
    } else if (paths > 0) {
      const lastRole = !this.targetGiven && (paths >= 2 || rules.singleIsLast) ? mode.lastOperand : undefined;
      const positional = mode.positional;
      for (let p = leading; p < operands.length; p++) {
        const role = p === operands.length - 1 && lastRole ? lastRole : p - leading < positional.length ? positional[p - leading] : mode.operands;
        if (!role) continue;
        if (role.form === 'revision-or-path' || role.form === 'object-name') {
          const afterDashDash = operands === this.operands && this.dashDash >= 0 && p >= this.dashDash;
          this.revisionOrPath(found, roleOf(role, this.writing), operands[p]!, recursive, directories ? directories[p] : shared, base, afterDashDash);
          continue;
        }
        const value = joinPath(directories ? directories[p] : shared, operands[p]!.value);
        this.push(found, roleOf(role, this.writing), operands[p]!, recursive, joinPath(base, value));
        if (this.backup !== null && this.writing) this.pushBackup(found, operands[p]!, directories ? directories[p] : shared, base);
      }
      if (this.backsUp && lastRole) this.pushDestinationBackups(found, operands, leading, shared, base);
      if (rules.intoFolder && !recursive && (lastRole || this.targetGiven)) this.pushIntoFolder(found, operands, leading, shared, base, lastRole !== undefined);
    }

    for (const fallback of mode.defaults) {
      if (fallback.whenOperands !== undefined && paths >= fallback.whenOperands) continue;
      if (fallback.whenRecursive && !recursive) continue;
      if (fallback.unlessStdin && context.stdinData) continue;
      if (fallback.unlessOptions && this.given(fallback.unlessOptions)) continue;
      if (fallback.whenOptions && !this.given(fallback.whenOptions)) continue;
      if (fallback.whenValueless && !this.given(fallback.whenValueless, false)) continue;
      if (fallback.unlessFolderOperand && operands.some((operand) => operand.value?.endsWith('/'))) continue;
      const role = fallback.role;
      const moved = applies === 'operands' || applies === 'defaults' || applies === 'all' || (applies === 'writes' && role.role !== 'read');
      const value = joinPath(base, moved ? joinPath(this.directory, fallback.path) : fallback.path);
      const word = (moved ? this.directoryWord : null) ?? words[0]!;
      this.push(found, roleOf(role, this.writing), { node: word.node, raw: word.raw, value: fallback.path, glob: false }, recursive, value);
    }
    return found;
  }

  /** Whether the tool reads folders through the links below them (`grep -R`, `zip -r` without `-y`). */
  followsLinks(): boolean {
    const follow = this.rules.followLinks;
    if (follow === undefined || (follow.unless && this.given(follow.unless))) return false;
    return follow.with ? this.given(follow.with) : true;
  }

  /** Whether one of these options was given (with a value or without one, when `withValue` says). */
  private given(options: readonly string[], withValue?: boolean): boolean {
    if (this.occurrences)
      for (const occurrence of this.occurrences)
        if (options.includes(occurrence.name) && (withValue === undefined || occurrence.hasValue === withValue)) return true;
    return false;
  }

  /**
   * The file a write moves its original to (`sed -i'bak/*' … a.yml` to `bak/a.yml`): the backup
   * name with each `*` the file as given, or the file's name with the suffix after it (GNU sed's
   * and perl's rule; a name of `*` alone keeps no backup).
   */
  private pushBackup(found: PathArgument[], word: Word, directory: Directory, base: Directory): void {
    const suffix = this.backup!;
    if (suffix === '*') return;
    if (word.value === null || word.glob) {
      found.push({ role: 'write', word, recursive: false, unknown: `the backup ${suffix} of a file not known before it runs may be any file` });
      return;
    }
    const name = suffix.includes('*') ? suffix.replaceAll('*', word.value) : word.value + suffix;
    found.push({ role: 'write', word, value: joinPath(base, joinPath(directory, name)), recursive: false });
  }

  /**
   * `cp -b -S nvrc a .e` moves an existing `.e` to `.envrc` first: the destination with the suffix
   * after it, and, where the destination is a folder, each source's name in it with the suffix.
   */
  private pushDestinationBackups(found: PathArgument[], operands: readonly Word[], leading: number, directory: Directory, base: Directory): void {
    const destination = operands[operands.length - 1]!;
    const suffix = this.destinationSuffix;
    if (destination.value === null || destination.glob || suffix.includes('/')) {
      found.push({ role: 'write', word: destination, recursive: false, unknown: `the backup ${suffix} of the destination may be any file` });
      return;
    }
    const folder = destination.value.replace(/\/+$/, '');
    if (!destination.value.endsWith('/'))
      found.push({ role: 'write', word: destination, value: joinPath(base, joinPath(directory, folder + suffix)), recursive: false });
    for (let p = leading; p < operands.length - 1; p++) {
      const source = operands[p]!.value;
      if (source === null || operands[p]!.glob) continue;
      const name = source.replace(/\/+$/, '').split('/').pop()!;
      found.push({ role: 'write', word: destination, value: joinPath(base, joinPath(directory, `${folder}/${name}${suffix}`)), recursive: false });
    }
  }

  /**
   * `cp src/x/.env .` writes `./.env`: into a destination folder each source goes under its own
   * name, or with `--parents` under its name as written (`cp --parents a/b.yml d` writes
   * `d/a/b.yml`). The destination may be a file too, which the destination's own scope covers;
   * `-T` (`--no-target-directory`) says it is one. A source not known, or a glob, may be any name there.
   */
  private pushIntoFolder(found: PathArgument[], operands: readonly Word[], leading: number, directory: Directory, base: Directory, last: boolean): void {
    if (this.given(this.rules.intoFolder!.notFolder)) return;
    const target = last ? undefined : this.occurrences?.find((occurrence) => this.rules.targets.has(occurrence.name) && occurrence.hasValue);
    const destination = target ? (target.attached !== undefined ? { ...target.word, value: target.attached } : target.word) : operands[operands.length - 1]!;
    const sources = last ? operands.slice(leading, -1) : operands.slice(leading);
    if (destination.value === null || destination.glob || sources.length === 0) return;
    const folder = destination.value.replace(/\/+$/, '') || '/';
    // A destination that may be a file is a folder only when it is one already (`cp a b` makes `b`).
    // With --parents, or more than one source, cp refuses a destination that is not a folder.
    const parents = this.given(this.rules.intoFolder!.parents);
    const surely = !last || parents || sources.length > 1 || destination.value.endsWith('/') || /(?:^|\/)\.\.?$/.test(folder);
    const at = joinPath(base, joinPath(directory, folder));
    for (const source of sources) {
      const value = source.value?.replace(/\/+$/, '');
      if (!value || source.glob) {
        found.push(this.intoFolderArgument({ role: 'write', word: destination, value: at, recursive: true, partial: true }, surely, at));
        continue;
      }
      const name = parents ? value.replace(/^\/+/, '') : value.slice(value.lastIndexOf('/') + 1);
      found.push(this.intoFolderArgument({ role: 'write', word: destination, value: at === '.' ? name : joinPath(at, name), recursive: false }, surely, at));
    }
  }

  private intoFolderArgument(argument: PathArgument, surely: boolean, folder: string | null | undefined): PathArgument {
    if (!surely && folder) argument.whenFolder = folder;
    if (argument.value?.charCodeAt(0) === TILDE && expandsTilde(argument.word)) argument.homeTilde = true;
    return argument;
  }

  /**
   * An operand of git's diff and log family, read as git reads it: after `--` a path; before it,
   * an object name `REV:PATH` names PATH, from the top of the repository unless it starts with
   * `./` or `../`; a word that cannot name revisions is a path (git takes it as one, or stops);
   * one that may (`main`, `src/a.ts`) is a path when a file by that name exists, as git decides.
   * The form `object-name` keeps the object names alone: without a patch, the paths print none
   * of their content (`git show --stat HEAD -- f`), while a blob always prints it.
   */
  private revisionOrPath(
    found: PathArgument[],
    role: Role,
    word: Word,
    recursive: boolean,
    directory: Directory,
    base: Directory,
    afterDashDash: boolean,
  ): void {
    const value = word.value;
    const objectsOnly = role.form === 'object-name';
    const pathspec: Role = { ...role, form: 'pathspec' };
    if (afterDashDash) {
      if (!objectsOnly) this.push(found, pathspec, word, recursive, joinPath(base, joinPath(directory, value)));
      return;
    }
    // Not known before it runs: it may be an object name or a path.
    if (value === null) {
      this.push(found, pathspec, word, recursive, null);
      return;
    }
    const object = objectPath(value);
    if (object === null || (object === undefined && objectsOnly)) return;
    const before = found.length;
    if (object !== undefined) {
      this.push(found, { ...role, form: undefined }, word, recursive, object.fromTop ? object.path : joinPath(base, joinPath(directory, object.path)));
      if (object.fromTop) for (let i = before; i < found.length; i++) found[i]!.fromTop = true;
      return;
    }
    this.push(found, pathspec, word, recursive, joinPath(base, joinPath(directory, value)));
    if (mayNameRevisions(value)) for (let i = before; i < found.length; i++) found[i]!.whenPresent = true;
  }

  private push(found: PathArgument[], role: Role | undefined, word: Word, recursive: boolean, value: string | null): void {
    if (!role || this.stdioWords?.includes(word)) return;
    const path = valuePath(role.form, value, word);
    if (path === undefined) return;
    // A pattern the tool expands itself stands for its folder, which bash does not expand again.
    if (role.form === 'tool-glob' && path !== value) word = { ...word, glob: false };
    const reaches = role.recursive ?? recursive;
    if (role.form === 'pathspec' && path !== null) {
      if (path.startsWith(':')) {
        found.push({ role: 'read', word, recursive: false, unknown: `the pathspec ${path} uses git's pathspec magic, which Leash does not read` });
        return;
      }
      // A pattern reaches below its static folder: git's wildcards include the backslash that
      // escapes one (`.en\v` is `.env`), and a caseless pathspec (`--icase-pathspecs`) is one too.
      if (this.caselessPathspecs || /[*?[\\]/.test(path)) word = { ...word, glob: true };
    }
    const argument: PathArgument = { role: role.role, word, recursive: reaches };
    if (path !== word.value) argument.value = path;
    // A leading `~` the word itself does not start with came from a folder option (literalTilde).
    if (this.homeFolder && path !== null && path.charCodeAt(0) === TILDE && word.value?.charCodeAt(0) !== TILDE) argument.homeTilde = true;
    if (role.partial && reaches) argument.partial = true;
    if (role.worktree) argument.worktree = true;
    if (role.throughLinks && reaches) argument.followsLinks = true;
    found.push(argument);
  }

  /** `jq 'import "m" as $m; …'`: modules and data from a search path, which Leash does not follow. */
  private jqProgram(found: PathArgument[], operands: readonly Word[], leading: number): void {
    const file = this.occurrences?.find((occurrence) => this.rules.jq!.files.includes(occurrence.name));
    if (file) {
      const why = 'Leash does not read this jq program file, and an `import` or `include` in it reads modules and data from a search path';
      found.push({ role: 'read', word: file.word, recursive: false, unknown: why });
      return;
    }
    const program = leading > 0 ? operands[0] : undefined;
    if (!program) return;
    if (program.value === null) {
      found.push({
        role: 'read',
        word: program,
        recursive: false,
        unknown: 'the jq program is not known before it runs, and it may `import` or `include` files',
      });
    } else if (/\b(?:import|include)\b/.test(program.value)) {
      const why =
        "the program's `import` or `include` reads modules and data from a search path (`~/.jq` unless `-L` or the directive's `search` says otherwise)";
      found.push({ role: 'read', word: program, recursive: false, unknown: why });
    }
  }

  /**
   * `sed -e 'w out'`, `sed 'r .env' f`: the files the script names. A script Leash cannot see
   * (`-f FILE`, a word that is not static) may name any file and run shell commands with `e`,
   * unless `--sandbox` makes sed refuse `e`, `r` and `w`.
   */
  private sedScript(found: PathArgument[], operands: readonly Word[], leading: number, base: Directory): void {
    const rules = this.rules;
    const parts: Word[] = [];
    let unseen: Word | null = null;
    if (this.occurrences) {
      for (const occurrence of this.occurrences) {
        if (!occurrence.hasValue) continue;
        if (rules.sedScript.includes(occurrence.name)) {
          parts.push(occurrence.attached === undefined ? occurrence.word : { ...occurrence.word, value: occurrence.attached });
        } else if (rules.sedScriptFiles.includes(occurrence.name)) unseen ??= occurrence.word;
      }
    }
    // With no -e and no -f, the first operand is the script.
    if (parts.length === 0 && !this.leadingGiven && leading > 0 && operands.length > 0) parts.push(operands[0]!);
    let script = '';
    for (const part of parts) {
      if (part.value === null) unseen ??= part;
      else script = script === '' ? part.value : `${script}\n${part.value}`;
    }
    if (unseen && !this.given(rules.sedSandbox)) {
      found.push({
        role: 'read',
        word: unseen,
        recursive: false,
        unknown:
          'Leash cannot see this sed script, so the files it reads or writes (`r`, `w`) and the shell commands it runs (`e`) are not known before it runs; `sed --sandbox` refuses them',
      });
    }
    if (script === '') return;
    const read = readSedScript(script);
    if (read === null) {
      found.push({
        role: 'read',
        word: parts[0]!,
        recursive: false,
        unknown: 'Leash cannot read this sed script, so the files it names are not known before it runs',
      });
      return;
    }
    if (read.runs) {
      found.push({
        role: 'read',
        word: parts[0]!,
        recursive: false,
        unknown: "the script runs shell commands (sed's `e` command or the `e` flag of `s`), which the policy does not see",
      });
    }
    for (const file of read.files) found.push({ role: file.kind, word: parts[0]!, value: joinPath(base, file.path), recursive: false });
  }
}

/**
 * The path a value names in its form, undefined when it names none (`curl -d x=1`), null when
 * that is not known (`curl -d "$DATA"` may be `@.env`).
 */
function valuePath(form: ValueForm | undefined, value: string | null, word: Word, keys?: readonly string[]): string | null | undefined {
  if (form === undefined || form === 'pathspec' || form === 'revision-or-path' || form === 'object-name') return value;
  const text = value ?? staticPrefix(word.raw);
  const known = value !== null;
  switch (form) {
    case 'at-file':
      if (text.startsWith('@')) return known ? nonStdin(text.slice(1)) : null;
      return known || text !== '' ? undefined : null;
    case 'name-at-file': {
      const at = text.indexOf('@');
      const eq = text.indexOf('=');
      if (at >= 0 && (eq < 0 || at < eq)) return known ? nonStdin(text.slice(at + 1)) : null;
      return known || eq >= 0 ? undefined : null;
    }
    case 'form-field': {
      const eq = text.indexOf('=');
      if (eq < 0) return known ? undefined : null;
      const rest = text.slice(eq + 1);
      if (rest.startsWith('@') || rest.startsWith('<')) return known ? nonStdin(fieldFile(rest.slice(1))) : null;
      return known || rest !== '' ? undefined : null;
    }
    case 'no-equals':
      if (text.includes('=')) return undefined;
      return known ? value : null;
    case 'unglobbed':
      return known && /[{[]/.test(text) ? null : value;
    case 'local':
      // `host:path`, `user@host:path` and URLs are another machine's.
      if (known && (/^[^/]*:/.test(text) || text.includes('://'))) return undefined;
      return value;
    case 'container':
      // `docker cp`, `kubectl cp`: `NAME:PATH` is a container's; `/x:y` and `./x:y` are local.
      if (text.includes(':') && !text.startsWith('/') && !text.startsWith('.')) return undefined;
      return value;
    case 'image-format':
      // ImageMagick's `png:out.png` is out.png; `info:` and `-` are standard output.
      if (!known) return null;
      if (/^[A-Za-z0-9]{2,}:/.test(text)) {
        const path = text.slice(text.indexOf(':') + 1);
        return path === '' || path === '-' ? undefined : path;
      }
      return value;
    case 'url':
      return urlPath(text, known ? value : null);
    case 'file-url':
      // curl's operands are URLs, and a `file:` one reads or, with -T, writes that file.
      if (!/^file:/i.test(text)) return undefined;
      return known ? fileUrlPath(text) : null;
    case 'passthrough':
      // `gcc -Wl,-o,x`, `-Xlinker --output=x`: an argument naming an output file, or more arguments.
      if (!known) return null;
      return text.split(',').some((argument) => /^(@|-o|--?(output|out-implib|Map|M$|dependency-file|reproduce|why-extract|MF|MD|MMD|a[a-z]*=))/.test(argument))
        ? null
        : undefined;
    case 'bind':
      return bindSource(text, known);
    case 'mount':
      return mountSource(text, known);
    case 'csv-dest': {
      // docker's `-o type=local,dest=out` or `-o out`.
      if (!known) return null;
      if (!text.includes('=')) return value;
      return csvValue(csvFields(text), 'dest');
    }
    case 'csv-src': {
      // docker's `--secret id=x,src=.env`: the file handed to the build (`env=NAME` is a variable).
      if (!known) return null;
      return csvValue(csvFields(text), 'src', 'source');
    }
    case 'named-context': {
      // docker's `--build-context name=../dir`: a folder the build reads; an image or URL is none.
      if (!known) return null;
      const eq = text.indexOf('=');
      const path = eq < 0 ? '' : text.slice(eq + 1);
      return path === '' || path.includes('://') ? undefined : path;
    }
    case 'rsync-filter': {
      // `--filter='merge FILE'` (`.`) reads its rules from FILE; `dir-merge NAME` (`:`) from NAME in each folder.
      if (!known) return null;
      const merge = /^(?:merge|\.|dir-merge|:)(?:,[^\s_]*)?[\s_]+(.+)$/.exec(text);
      return merge ? merge[1]!.trim() : undefined;
    }
    case 'tool-glob': {
      // prettier's own patterns (fast-glob, dotfiles too): the static folder before the first wildcard, in part.
      if (!known) return null;
      const first = text.search(/[*?[{]/);
      if (first < 0) return text;
      return text.slice(0, text.lastIndexOf('/', first) + 1) || '.';
    }
    case 'working-folder':
      // `pytest --doctest-glob=PAT`: files of any name below where it collects, so the folder it runs in, in part.
      return '.';
    case 'build-context':
      // `docker build DIR`: the folder sent to the build, save what its .dockerignore leaves out;
      // `-` (a Dockerfile or tar on standard input) and a URL or git remote are none.
      if (!known) return null;
      return text === '-' || /^(?:(?:https?|git):\/\/|git@|github\.com\/)/i.test(text) ? undefined : text;
    case 'npm-default':
      // `npm ci --cache ~/.npm`: the folder npm writes its cache or logs to anyway is no new write.
      if (!known) return null;
      return /^~\/\.npm(?:\/_logs)?\/*$/.test(text) ? undefined : text;
    case 'pytest-cache':
      // `pytest --rootdir=DIR` keeps its cache in DIR/.pytest_cache, which every run writes.
      return known ? `${value!.replace(/\/+$/, '') || '.'}/.pytest_cache` : null;
    case 'ini-override': {
      // pytest's `-o cache_dir=DIR`: an ini value given on the command line; most name no file.
      const eq = text.indexOf('=');
      if (eq < 0) return known ? undefined : null;
      if (!keys?.includes(text.slice(0, eq))) return undefined;
      return known ? text.slice(eq + 1) : null;
    }
    case 'line-range': {
      // git log's `-L 10,20:src/a.ts` and `-L :main:src/a.ts`: the file follows the last colon.
      if (!known) return null;
      const colon = text.lastIndexOf(':');
      return colon < 0 || colon === text.length - 1 ? undefined : text.slice(colon + 1);
    }
    case 'report-dest': {
      // pytest-cov's `--cov-report xml:out.xml`; `term-missing:skip-covered` names no file.
      if (!known) return null;
      const colon = text.indexOf(':');
      if (colon < 0 || text.startsWith('term')) return undefined;
      const path = text.slice(colon + 1);
      return path === '' ? undefined : path;
    }
    case 'kind-path': {
      // rustc's `--emit=link=out,obj`: a kind may name its file.
      if (!known) return null;
      const named = text.split(',').filter((kind) => kind.includes('='));
      if (named.length === 0) return undefined;
      if (named.length > 1) return null;
      const path = named[0]!.slice(named[0]!.indexOf('=') + 1);
      return path === '-' ? undefined : path;
    }
  }
}

/**
 * The file a `file:` URL names (any case, `file:x`, `file:/x`, `file:///x`, `file://localhost/x`),
 * undefined when `text` is no `file:` URL, null when which file is not known (another host, or
 * `%` escapes).
 */
export function fileUrlPath(text: string): string | null | undefined {
  if (!/^file:/i.test(text)) return undefined;
  let rest = text.slice(5);
  if (rest.startsWith('//')) {
    rest = rest.slice(2);
    const slash = rest.indexOf('/');
    const host = slash < 0 ? rest : rest.slice(0, slash);
    if (host !== '' && host.toLowerCase() !== 'localhost') return null;
    rest = slash < 0 ? '/' : rest.slice(slash);
  }
  return rest.includes('%') ? null : rest;
}

/**
 * Whether an operand may name a git revision: revision syntax (`HEAD~1`, `main^`, `@{-1}`, `:/x`,
 * `-`), or a name git-check-ref-format allows. One it does not (`.github/x`, `.`, `*.yml`, `src/`)
 * can only be a path. A value not known before it runs may be either, so it is a path too.
 */
function mayNameRevision(value: string | null): boolean {
  if (value === null || value === '') return false;
  if (value === '-' || value === '@' || /[~^:]|@\{/.test(value)) return true;
  if (value.endsWith('/') || value.endsWith('.') || value.includes('//') || value.includes('..')) return false;
  if (/[\x00-\x20\x7f\\?*[]/.test(value)) return false;
  return value.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/**
 * What git reads as revisions: a name `mayNameRevision` allows, a range of two (`main..HEAD`,
 * `a...b`, either end left out), or either with a leading `^` (`^main`).
 */
function mayNameRevisions(value: string): boolean {
  const bare = value.startsWith('^') ? value.slice(1) : value;
  const ends = bare.includes('...') ? bare.split('...') : bare.split('..');
  if (ends.length > 2) return false;
  if (ends.length === 1) return mayNameRevision(bare);
  return (ends[0] !== '' || ends[1] !== '') && ends.every((end) => end === '' || mayNameRevision(end));
}

/**
 * The path an object name names: `HEAD:.env`, `main:./x` (from the working directory), `:.env`
 * and `:0:.env` (the index). Undefined for a word that is no object name; null for one that
 * names no path (`:/fix`, the newest commit whose message matches; `HEAD:`, the whole tree).
 * A reflog date may hold a colon (`main@{10:00}:x`), so the colon that counts follows it.
 */
function objectPath(value: string): { path: string; fromTop: boolean } | null | undefined {
  let rest: string;
  if (value.startsWith(':/')) return null;
  if (/^:[0-3]:/.test(value)) rest = value.slice(3);
  else if (value.startsWith(':')) rest = value.slice(1);
  else {
    let colon = -1;
    for (let i = 0, braces = 0; i < value.length; i++) {
      const c = value[i];
      if (c === '{' && value[i - 1] === '@') braces++;
      else if (c === '}' && braces > 0) braces--;
      else if (c === ':' && braces === 0) {
        colon = i;
        break;
      }
    }
    if (colon < 0) return undefined;
    rest = value.slice(colon + 1);
  }
  if (rest === '') return null;
  if (rest === '.' || rest === '..' || rest.startsWith('../')) return { path: rest, fromTop: false };
  return rest.startsWith('./') ? { path: rest.slice(2) || '.', fromTop: false } : { path: rest, fromTop: true };
}

/** Protocols that name no file (ffmpeg's `pipe:1`). */
const NO_FILE_SCHEMES = new Set(['pipe', 'fd', 'data']);

/**
 * The file a URL names (ffmpeg, gsutil): `file:x` and `file://x` are x; a network URL and `pipe:`
 * name none; any other `NAME:` prefix is a protocol that may wrap a file (ffmpeg's `crypto:`,
 * `tee:`), and so are `|` (the tee muxer's outputs) and `subfile,`: which file is not known.
 */
function urlPath(text: string, value: string | null): string | null | undefined {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
  if (!scheme) {
    if (value !== null && (text.includes('|') || text.startsWith('subfile,'))) return null;
    return value;
  }
  const name = scheme[1]!.toLowerCase();
  if (name === 'file') {
    if (value === null) return null;
    const rest = text.slice(5);
    return rest.startsWith('//') ? rest.slice(2) : rest;
  }
  if (name.includes('+')) return null;
  if (text.startsWith('//', scheme[0].length) || NO_FILE_SCHEMES.has(name)) return undefined;
  return null;
}

/** `@-` is standard input. */
function nonStdin(path: string): string | undefined {
  return path === '-' ? undefined : path;
}

/** The file of a curl form field: up to `;type=` and its kind, or quoted. */
function fieldFile(text: string): string {
  if (text.startsWith('"')) {
    const close = text.indexOf('"', 1);
    return close < 0 ? text.slice(1) : text.slice(1, close);
  }
  const semicolon = text.indexOf(';');
  return semicolon < 0 ? text : text.slice(0, semicolon);
}

/** `value` relative to `directory`; null when either is not known. */
function joinPath(directory: Directory, value: string | null): string | null {
  if (value === null) return null;
  if (directory === undefined || value.startsWith('/') || value.startsWith('~')) return value;
  if (directory === null) return null;
  if (value === '.' || value === '') return directory;
  return directory.endsWith('/') ? `${directory}${value}` : `${directory}/${value}`;
}

// ------------------------------------------------------------------ the table, compiled

/** A role with how far it reaches; `recursive` undefined: as the command's options say. */
interface Role {
  role: Exclude<PathRole, 'none'>;
  recursive: boolean | undefined;
  partial: boolean;
  form: ValueForm | undefined;
  /** `ini-override`: the keys whose value is the path. */
  keys?: readonly string[] | undefined;
  /** The write goes through the links already below the folder (`tar -x`). */
  throughLinks: boolean;
  /** git writes through the worktree: never into the repository's own `.git`. */
  worktree: boolean;
}

interface Fallback {
  path: string;
  role: Role;
  whenOperands: number | undefined;
  whenRecursive: boolean;
  unlessStdin: boolean;
  unlessOptions: readonly string[] | undefined;
  whenOptions: readonly string[] | undefined;
  whenValueless: readonly string[] | undefined;
  unlessFolderOperand: boolean;
}

/** What the operands and option values are in one mode of a tool (its plain mode, or with `-x`, `-c`, …). */
interface ModeRules {
  operands: Role | undefined;
  lastOperand: Role | undefined;
  firstOperand: Role | undefined;
  positional: readonly (Role | undefined)[];
  leading: number;
  leadingRole: Role | undefined;
  /** Options whose value is a path, by name. */
  roles: ReadonlyMap<string, Role>;
  defaults: readonly Fallback[];
  recursive: boolean;
  unknown: string | undefined;
}

// What an option does, as bits: one map lookup per option says all of it.
const WRITES = 1;
const RECURSES = 2;
const GIVES_LEADING = 4;
const GIVES_TARGET = 8;
const MODE = 16;
const RECURSES_WHEN = 32;
const CHDIR = 64;
const RECORDED = 128;
const BACKS_UP = 256;
const OPERAND = 512;

/**
 * A tool's entry with every field present, worked out once per tool. The table's entries each
 * have their own set of fields, so reading them on every call makes each read sort through many
 * object shapes; these all have one.
 */
class FileArgRules {
  readonly base: ModeRules;
  readonly effects = new Map<string, number>();
  /** Options that take a value: valued, with a path role, naming the target or a directory. */
  readonly valueTaking: ReadonlySet<string>;
  readonly valuedTwice: ReadonlySet<string>;
  readonly optionalValue: ReadonlySet<string>;
  readonly writeWith: ReadonlySet<string>;
  readonly backupSuffix: ReadonlySet<string>;
  readonly suffixWith: ReadonlySet<string>;
  readonly targets: ReadonlySet<string>;
  readonly recursiveWhen: ReadonlyMap<string, readonly [string, string]>;
  readonly unknownWith: ReadonlyMap<string, string>;
  readonly sedScript: readonly string[];
  readonly sedScriptFiles: readonly string[];
  readonly sedSandbox: readonly string[];
  readonly awk: FileArgSpec['awkProgram'];
  readonly jq: FileArgSpec['jqProgram'];
  readonly intoFolder: FileArgSpec['intoFolder'];
  /** Long options are never abbreviated (node, python): a prefix is an option of its own. */
  readonly exactLongOptions: boolean;
  /** A lone `-` operand is standard input or output, no file (`cat -`, `zip - f`). */
  readonly dashIsStdio: boolean;
  /** Options whose value `-` is standard input or output (`tar -f -`, `curl -o -`). */
  readonly stdioOptions: ReadonlySet<string>;
  readonly assignments: Record<string, PathRole> | undefined;
  readonly writeBasename: boolean;
  readonly singleIsLast: boolean;
  readonly stopAtOperand: boolean;
  readonly plusOptions: boolean;
  readonly singleDashLong: boolean;
  readonly bareFirstCluster: boolean;
  readonly modeLetters: string;
  readonly assignmentOperands: boolean;
  readonly pathsAfterDashDash: boolean;
  /** `gcc @args`: an operand `@FILE` holds more arguments. */
  readonly responseFiles: boolean;
  readonly followLinks: { with?: string[]; unless?: string[] } | undefined;
  /** `ffmpeg -c:v`: an option's name ends at this character ('' when none does). */
  readonly specifierSeparator: string;
  /** Whole-word options whose value may be attached (`gcc -oapp`), longest first. */
  readonly attachedValues: readonly string[];
  /** Valued options that take the next word only when it is no option (`rollup -m`). */
  readonly optionalNext: ReadonlySet<string>;
  /** Options whose value names the subcommand, its arguments following (`python -m venv`). */
  readonly subcommandOptions: readonly string[];
  /** A subcommand the entry does not name is read as a tool's with no file table. */
  readonly mentionOthers: boolean;
  /** A short option word starting with a digit is one obsolete count taking no value (`head -5c f`). */
  readonly obsoleteCounts: boolean;
  /** The tool's own options stand anywhere before `--`, their paths from where it runs (npm). */
  readonly optionsAnywhere: boolean;
  /** `vite build app`: the first operand is the directory written values and defaults are relative to. */
  readonly rootOperand: boolean;
  /** Which paths the `chdir` options (or the root operand) move. */
  readonly applies: 'operands' | 'writes' | 'defaults' | 'all' | undefined;
  /** Every option but the flags takes a value (ffmpeg). */
  readonly allValued: boolean;
  readonly flagSet: ReadonlySet<string>;
  /** Why a lone `-` operand leaves the files unknown (`setfacl -m … -` reads their names), or undefined. */
  readonly stdinNames: string | undefined;
  /** `-name` and `--name`, any case where the tool ignores it: each spelling the tool reads, to the one the entry names. */
  private readonly spellings: ReadonlyMap<string, string> | undefined;
  private readonly eitherDash: boolean;
  private readonly ignoreCase: boolean;
  readonly chdir: FileArgSpec['chdir'];
  readonly subcommands: ReadonlyMap<string, FileArgSpec> | undefined;
  /** Every long option the entry names, for abbreviations, with what it does. */
  private readonly longOptions: readonly string[];
  private readonly behaviour = new Map<string, string>();
  private readonly modeSpecs: ReadonlyMap<string, FileArgMode>;
  private readonly modeOrder: readonly string[];
  private readonly modeRules = new Map<string, ModeRules>();

  constructor(spec: FileArgSpec) {
    this.base = modeRules(spec, undefined);
    const modes = spec.modes ?? {};
    this.modeSpecs = new Map(Object.entries(modes));
    this.modeOrder = Object.keys(modes);
    const roleNames = new Set<string>([...Object.keys(spec.optionRoles ?? {}), ...Object.values(modes).flatMap((mode) => Object.keys(mode.optionRoles ?? {}))]);
    const chdirOptions = spec.chdir?.options ?? [];
    const unlessOptions = [spec, ...Object.values(modes)].flatMap((mode) =>
      (mode.defaults ?? []).flatMap((fallback) => [...(fallback.unlessOptions ?? []), ...(fallback.whenOptions ?? []), ...(fallback.whenValueless ?? [])]),
    );
    this.valueTaking = new Set([
      ...(spec.valued ?? []),
      ...roleNames,
      ...(spec.targetOptions ?? []),
      ...chdirOptions,
      ...(spec.sedScript ?? []),
      ...(spec.optionalNext ?? []),
    ]);
    this.valuedTwice = new Set(spec.valuedTwice ?? []);
    this.optionalValue = new Set(spec.optionalValue ?? []);
    this.writeWith = new Set(spec.writeWith ?? []);
    this.backupSuffix = new Set(spec.backupSuffix ?? []);
    this.suffixWith = new Set(spec.suffixWith ?? []);
    this.targets = new Set(spec.targetOptions ?? []);
    this.recursiveWhen = new Map(Object.entries(spec.recursiveWhen ?? {}).map(([name, value]) => [name, shortestUnique(value)]));
    this.unknownWith = new Map(Object.entries(spec.unknownWith ?? {}));
    this.sedScript = spec.sedScript ?? [];
    this.sedScriptFiles = spec.sedScriptFiles ?? [];
    this.sedSandbox = spec.sedSandbox ?? [];
    this.awk = spec.awkProgram;
    this.jq = spec.jqProgram;
    this.intoFolder = spec.intoFolder;
    this.exactLongOptions = spec.exactLongOptions === true;
    this.dashIsStdio = spec.dashIsStdio === true || spec.stdinNames !== undefined;
    this.stdioOptions = new Set(spec.stdioOptions ?? []);
    this.assignments = spec.assignments;
    this.writeBasename = spec.singleOperand === 'write-basename';
    this.singleIsLast = spec.singleOperand === 'last';
    this.stopAtOperand = spec.stopAtOperand === true;
    this.plusOptions = spec.plusOptions === true;
    this.singleDashLong = spec.singleDashLong === true;
    this.bareFirstCluster = spec.bareFirstCluster === true;
    this.modeLetters = spec.modeLetters ?? '';
    this.assignmentOperands = spec.assignmentOperands === true;
    this.pathsAfterDashDash = spec.pathsAfterDashDash === true;
    this.chdir = spec.chdir;
    this.responseFiles = spec.responseFiles === true;
    this.followLinks = spec.followLinks;
    this.specifierSeparator = spec.specifierSeparator ?? '';
    this.attachedValues = [...(spec.attachedValues ?? [])].sort((a, b) => b.length - a.length);
    this.optionalNext = new Set(spec.optionalNext ?? []);
    this.subcommandOptions = spec.subcommandOptions ?? [];
    this.rootOperand = spec.rootOperand === true;
    this.mentionOthers = spec.mentionOthers === true;
    this.optionsAnywhere = spec.optionsAnywhere === true;
    this.obsoleteCounts = spec.obsoleteCounts === true;
    this.applies = spec.chdir?.applies ?? (this.rootOperand ? 'writes' : undefined);
    this.allValued = spec.allValued === true;
    this.flagSet = new Set(spec.flags ?? []);
    this.stdinNames = spec.stdinNames;
    this.eitherDash = spec.eitherDash === true;
    this.ignoreCase = spec.ignoreCase === true;
    this.subcommands = spec.subcommands ? subcommandsOf(spec) : undefined;

    const add = (names: readonly string[] | undefined, bit: number): void => {
      for (const name of names ?? []) this.effects.set(name, (this.effects.get(name) ?? 0) | bit);
    };
    add(spec.writeWith, WRITES);
    add(spec.backupWith, BACKS_UP);
    add(spec.recursiveWith, RECURSES);
    add(spec.leadingFrom, GIVES_LEADING);
    add(spec.targetOptions, GIVES_TARGET | RECORDED);
    add(this.modeOrder, MODE);
    add([...this.recursiveWhen.keys()], RECURSES_WHEN);
    add(chdirOptions, CHDIR);
    add(spec.operandOptions, OPERAND);
    add(
      [
        ...roleNames,
        ...this.unknownWith.keys(),
        ...this.sedScript,
        ...this.sedScriptFiles,
        ...this.sedSandbox,
        ...awkOptions(spec),
        ...(spec.jqProgram?.files ?? []),
        ...(spec.intoFolder?.notFolder ?? []),
        ...(spec.intoFolder?.parents ?? []),
        ...unlessOptions,
        ...(spec.followLinks?.with ?? []),
        ...(spec.followLinks?.unless ?? []),
      ],
      RECORDED,
    );

    const names = new Set([...this.effects.keys(), ...this.valueTaking, ...this.valuedTwice, ...this.optionalValue, ...(spec.flags ?? [])]);
    if (this.eitherDash || this.ignoreCase) this.spellings = new Map([...names].map((name) => [this.spelling(name), name]));
    this.longOptions = [...names].filter((name) => name.startsWith('--') || (this.singleDashLong && name.startsWith('-')));
    for (const name of this.longOptions) {
      const role = JSON.stringify(
        [...roleNames].includes(name) ? [spec.optionRoles?.[name], ...Object.values(modes).map((mode) => mode.optionRoles?.[name])] : null,
      );
      this.behaviour.set(
        name,
        `${this.effects.get(name) ?? 0} ${this.valueTaking.has(name)} ${this.valuedTwice.has(name)} ${this.optionalValue.has(name)} ${role}`,
      );
    }
  }

  /**
   * The option a long option names: itself when known, else the one known option it is a prefix
   * of, as getopt_long reads it (`--expr` is `--expression`). A prefix of several that do the
   * same (`--col`: `--color`, `--colour`) is the first; of several that differ, the tool refuses
   * it, and it stays as written.
   */
  longName(name: string): string {
    if (this.spellings) name = this.spellings.get(this.spelling(name)) ?? name;
    if (this.exactLongOptions || this.behaviour.has(name)) return name;
    let found: string | undefined;
    for (const option of this.longOptions) {
      if (!option.startsWith(name)) continue;
      if (found === undefined) found = option;
      else if (this.behaviour.get(found) !== this.behaviour.get(option)) return name;
    }
    return found ?? name;
  }

  /** How the tool sees an option's name: `--o` is `-o` to go, `--OUTDIR` is `--outDir` to tsc. */
  private spelling(name: string): string {
    const dashes = this.eitherDash ? name.replace(/^--?/, '-') : name;
    return this.ignoreCase ? dashes.toLowerCase() : dashes;
  }

  /** Whether an option takes a value: one the entry lists, or with `allValued` any but a flag. */
  takesValue(name: string): boolean {
    return this.valueTaking.has(name) || (this.allValued && !this.flagSet.has(name));
  }

  /** Whether the entry names this option. */
  knows(name: string): boolean {
    return this.behaviour.has(name) || this.valueTaking.has(name) || this.effects.has(name);
  }

  /** The option a word starts with and whose value is the rest of the word (`-oapp` for gcc), if any. */
  attachedOption(text: string): string | undefined {
    const seen = this.ignoreCase ? text.toLowerCase() : text;
    for (const option of this.attachedValues)
      if (seen.length > option.length && seen.startsWith(this.ignoreCase ? option.toLowerCase() : option)) return option;
    return undefined;
  }

  /** The rules with these mode options given, applied in the table's order. */
  withModes(given: readonly string[]): ModeRules {
    let key = '';
    for (const mode of this.modeOrder) if (given.includes(mode)) key += `${mode} `;
    let rules = this.modeRules.get(key);
    if (!rules) {
      rules = this.base;
      for (const mode of this.modeOrder) if (given.includes(mode)) rules = modeRules(this.modeSpecs.get(mode)!, rules);
      this.modeRules.set(key, rules);
    }
    return rules;
  }
}

/**
 * The entries of a tool's subcommands by name. `same` names another subcommand of the tool, or
 * else another tool (`python -m pip` is `pip`); with `shareOptions` each reads the tool's own
 * options too (`pip --log f install` and `pip install --log f`).
 */
function subcommandsOf(spec: FileArgSpec): ReadonlyMap<string, FileArgSpec> {
  const own = Object.entries(spec.subcommands!).filter(([name]) => !name.startsWith('$'));
  const byName = new Map(own);
  const result = new Map<string, FileArgSpec>();
  for (const [name, entry] of own) {
    let sub = entry;
    // `aws s3 ls` is read as a tool's with no file table, as `aws ec2 x` is.
    if (spec.mentionOthers && sub.subcommands && sub.mentionOthers === undefined) sub = { ...sub, mentionOthers: true };
    if (sub.same) {
      // A sibling of that name, unless that is this very alias (`magick convert` is the tool `convert`).
      const sibling = byName.get(sub.same);
      sub = (sibling !== undefined && sibling !== entry ? sibling : namedSpec(sub.same)) ?? sub;
    }
    if (spec.shareOptions) {
      sub = {
        ...sub,
        valued: [...(spec.valued ?? []), ...(sub.valued ?? [])],
        valuedTwice: [...(spec.valuedTwice ?? []), ...(sub.valuedTwice ?? [])],
        optionalValue: [...(spec.optionalValue ?? []), ...(sub.optionalValue ?? [])],
        optionalNext: [...(spec.optionalNext ?? []), ...(sub.optionalNext ?? [])],
        flags: [...(spec.flags ?? []), ...(sub.flags ?? [])],
        optionRoles: { ...spec.optionRoles, ...sub.optionRoles },
        unknownWith: { ...spec.unknownWith, ...sub.unknownWith },
        attachedValues: [...(spec.attachedValues ?? []), ...(sub.attachedValues ?? [])],
        exactLongOptions: sub.exactLongOptions ?? spec.exactLongOptions,
        singleDashLong: sub.singleDashLong ?? spec.singleDashLong,
        eitherDash: sub.eitherDash ?? spec.eitherDash,
        ignoreCase: sub.ignoreCase ?? spec.ignoreCase,
        specifierSeparator: sub.specifierSeparator ?? spec.specifierSeparator,
        chdir: sub.chdir ?? spec.chdir,
        shareOptions: sub.shareOptions || sub.subcommands !== undefined ? true : sub.shareOptions,
      };
    }
    result.set(name, sub);
  }
  return result;
}

/** A tool's entry, or with more words one of its subcommands' (`docker build`). */
function namedSpec(name: string): FileArgSpec | undefined {
  const [tool, ...path] = name.split(' ');
  let spec = fileArgSpec(tool!);
  for (const sub of path) spec = spec?.subcommands?.[sub];
  return spec;
}

/** A mode's rules: its own fields, the rest from `under` (its option roles added to those). */
function modeRules(mode: FileArgMode, under: ModeRules | undefined): ModeRules {
  const roles = new Map(under?.roles);
  for (const [name, spec] of Object.entries(mode.optionRoles ?? {})) {
    const role = roleSpec(spec);
    if (role) roles.set(name, role);
    else roles.delete(name);
  }
  const pick = <K extends keyof FileArgMode>(key: K): FileArgMode[K] | undefined => (Object.hasOwn(mode, key) ? mode[key] : undefined);
  return {
    operands: Object.hasOwn(mode, 'operands') ? roleSpec(mode.operands) : under?.operands,
    lastOperand: Object.hasOwn(mode, 'lastOperand') ? roleSpec(mode.lastOperand) : under?.lastOperand,
    firstOperand: Object.hasOwn(mode, 'firstOperand') ? roleSpec(mode.firstOperand) : under?.firstOperand,
    positional: pick('positional')?.map(roleSpec) ?? under?.positional ?? [],
    leading: pick('leading') ?? under?.leading ?? 0,
    leadingRole: Object.hasOwn(mode, 'leadingRole') ? roleSpec(mode.leadingRole) : under?.leadingRole,
    roles,
    defaults: pick('defaults')?.map(fallbackOf) ?? under?.defaults ?? [],
    recursive: pick('recursive') ?? under?.recursive ?? false,
    unknown: Object.hasOwn(mode, 'unknown') ? mode.unknown : under?.unknown,
  };
}

function fallbackOf(spec: DefaultPath): Fallback {
  return {
    path: spec.path,
    role: roleSpec(spec.role)!,
    whenOperands: spec.whenOperands,
    whenRecursive: spec.whenRecursive === true,
    unlessStdin: spec.unlessStdin === true,
    unlessOptions: spec.unlessOptions,
    whenOptions: spec.whenOptions,
    whenValueless: spec.whenValueless,
    unlessFolderOperand: spec.unlessFolderOperand === true,
  };
}

function roleSpec(spec: RoleSpec | undefined): Role | undefined {
  if (spec === undefined) return undefined;
  const { role, recursive, partial, form, keys, throughLinks, worktree } =
    typeof spec === 'string'
      ? { role: spec, recursive: undefined, partial: false, form: undefined, keys: undefined, throughLinks: false, worktree: false }
      : spec;
  if (role === 'none') return undefined;
  return { role, recursive, partial: partial === true, form, keys, throughLinks: throughLinks === true, worktree: worktree === true };
}

/** `sed -i`: a read operand is read and written. */
function roleOf(role: Role, writing: boolean): Role {
  return writing && role.role === 'read' ? { ...role, role: 'readwrite' } : role;
}

/** `"rec|recurse"`: the shortest prefix of the value the tool takes for it, and the value. */
function shortestUnique(value: string): readonly [string, string] {
  const bar = value.indexOf('|');
  return bar < 0 ? [value, value] : [value.slice(0, bar), value.slice(bar + 1)];
}

const rulesBySpec = new Map<FileArgSpec, FileArgRules>();

function rulesOf(spec: FileArgSpec): FileArgRules {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    rules = new FileArgRules(spec);
    rulesBySpec.set(spec, rules);
  }
  return rules;
}
