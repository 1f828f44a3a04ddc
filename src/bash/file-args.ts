// Path arguments of common file readers and writers, from tables/file-args.json: `cat .env`
// meets the read rules and `rm -rf ~/x` the write rules as well as the command rules.
import { readSedScript } from './sed-script.js';
import type { SubcommandParse } from './subcommands.js';
import type { DefaultPath, FileArgMode, FileArgSpec, PathRole, RoleSpec, ValueForm } from './tables.js';
import type { Word } from './words.js';

export interface PathArgument {
  role: Exclude<PathRole, 'none'>;
  word: Word;
  /** For `dd if=x`, `--output=x`, `tar -C dir x`: the path, when it is not the word's value. */
  value?: string | null;
  recursive: boolean;
  /** The command acts on some of what lies below the folder, which part is not known (`tar -x`). */
  partial?: boolean;
  /** `ln TARGET`: the link is made in the working directory under the target's base name. */
  basenameOnly?: boolean;
  /** The files this argument leads to are not known before the command runs: the call needs approval, and this says why. */
  unknown?: string;
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

const NO_CONTEXT: PathContext = Object.freeze({});

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
  if (!parse || parse.subcommandIndex < 0) return NO_ARGUMENTS;
  // `git -C dir log --output=x` writes dir/x.
  let base: Directory;
  if (rules.chdir) {
    for (const option of parse.globals) {
      if (rules.chdir.options.includes(option.name)) base = option.words[option.words.length - 1]!.glob ? null : joinPath(base, option.value);
    }
  }
  return subcommandArguments(rules, words, parse.subcommandIndex, context, base);
}

function subcommandArguments(rules: FileArgRules, words: readonly Word[], index: number, context: PathContext, base: Directory): readonly PathArgument[] {
  const name = words[index]?.value;
  const spec = name == null ? undefined : rules.subcommands!.get(name);
  if (!spec) return NO_ARGUMENTS;
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
  let endOfOptions = false;
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (rules.bareFirstCluster && !endOfOptions && text !== null && text !== '' && text.charCodeAt(0) !== DASH && scan.operands.length === 0 && !scan.hasMode()) {
      // `tar xzf a.tgz`, `ar rcs lib.a`: option letters; each valued one takes the next word, in order.
      let next = i + 1;
      for (let j = 0; j < text.length; j++) {
        const name = `-${text[j]}`;
        if (rules.valueTaking.has(name)) {
          const value = words[next++];
          scan.option(name, value ?? word, undefined, value !== undefined);
        } else scan.option(name, word, undefined, false);
      }
      i = next - 1;
      continue;
    }
    // A lone `-` before `--` is standard input or output: an operand in its place, but no file.
    if (!endOfOptions && text === '-') scan.stdio(word);
    if (endOfOptions || text === null || text.length < 2 || text.charCodeAt(0) !== DASH) {
      if (!endOfOptions && rules.plusOptions && text !== null && text.charCodeAt(0) === PLUS) {
        if (rules.valueTaking.has(text)) i++;
        continue;
      }
      scan.operand(word);
      if (rules.stopAtOperand) endOfOptions = true;
      continue;
    }
    if (text === '--') {
      endOfOptions = true;
      scan.dashDash = scan.operands.length;
      continue;
    }
    if (text.charCodeAt(1) === DASH || rules.singleDashLong) {
      const eq = text.indexOf('=');
      const name = rules.longName(eq > 0 ? text.slice(0, eq) : text);
      if (eq > 0) {
        scan.option(name, word, text.slice(eq + 1), true);
      } else if (rules.valuedTwice.has(name)) {
        // `jq --rawfile NAME FILE`: the second word is the value that may be a path.
        const second = words[i + 2];
        scan.option(name, second ?? word, undefined, second !== undefined);
        i += 2;
      } else if (rules.valueTaking.has(name) && !rules.optionalValue.has(name)) {
        const next = words[++i];
        scan.option(name, next ?? word, undefined, next !== undefined);
      } else {
        scan.option(name, word, undefined, false);
      }
      continue;
    }
    // A short option or a cluster of them; a valued one takes the rest of the word or the next word.
    for (let j = 1; j < text.length; j++) {
      if (rules.modeLetters !== '' && rules.modeLetters.includes(text[j]!)) {
        // `chmod -x f`: the word is the mode, so every operand is a path.
        scan.leadingGiven = true;
        continue;
      }
      const name = `-${text[j]}`;
      if (rules.writeWith.has(name)) {
        // `sed -i.bak`: the rest of the word is the backup suffix.
        scan.option(name, word, undefined, false);
        break;
      }
      if (rules.optionalValue.has(name)) {
        // `od -w16`: a value only when attached.
        const attached = text.slice(j + 1);
        scan.option(name, word, attached === '' ? undefined : attached, attached !== '');
        if (attached !== '') break;
        continue;
      }
      if (rules.valueTaking.has(name)) {
        const attached = text.slice(j + 1);
        if (attached !== '') {
          scan.option(name, word, attached, true);
        } else {
          const next = words[++i];
          scan.option(name, next ?? word, undefined, next !== undefined);
        }
        break;
      }
      scan.option(name, word, undefined, false);
    }
  }
  return scan.finish(words, context, base);
}

/** What one command's words said, gathered in one pass and turned into path arguments at the end, once its mode is known. */
class Scan {
  readonly operands: Word[] = [];
  /** For `tar -C dir x`: the directory each operand is relative to. */
  private operandDirectories: Directory[] | null = null;
  private occurrences: Occurrence[] | null = null;
  private modes: string[] | null = null;
  private recursive = false;
  private writing = false;
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
  }

  hasMode(): boolean {
    return this.modes !== null;
  }

  operand(word: Word): void {
    this.operands.push(word);
    this.operandDirectories?.push(this.directory);
  }

  /** An option by its full name; `word` holds its value (all of it, or `attached` when given). */
  option(name: string, word: Word, attached: string | undefined, hasValue: boolean): void {
    const effect = this.rules.effects.get(name);
    if (effect === undefined) return;
    if (effect & WRITES) this.writing = true;
    if (effect & RECURSES) this.recursive = true;
    if (effect & GIVES_LEADING) this.leadingGiven = true;
    if (effect & GIVES_TARGET) this.targetGiven = true;
    if (effect & MODE) (this.modes ??= []).push(name);
    const value = hasValue ? (attached ?? word.value) : null;
    if (effect & RECURSES_WHEN && value !== null) {
      const [shortest, full] = this.rules.recursiveWhen.get(name)!;
      if (value.length >= shortest.length && full.startsWith(value)) this.recursive = true;
    }
    if (effect & CHDIR && hasValue) {
      this.directory = word.glob ? null : joinPath(this.directory, value);
      this.directoryWord = word;
    }
    if (effect & RECORDED) (this.occurrences ??= []).push({ name, word, attached, hasValue });
  }

  finish(words: readonly Word[], context: PathContext, base: Directory): readonly PathArgument[] {
    const rules = this.rules;
    const mode = this.modes ? rules.withModes(this.modes) : rules.base;
    const recursive = this.recursive || mode.recursive;
    const found: PathArgument[] = [];
    if (mode.unknown) found.push({ role: 'read', word: words[0]!, recursive: false, unknown: mode.unknown });
    const applies = rules.chdir?.applies;

    if (this.occurrences) {
      for (const occurrence of this.occurrences) {
        const why = rules.unknownWith.get(occurrence.name);
        if (why) found.push({ role: 'read', word: occurrence.word, recursive: false, unknown: why });
        if (!occurrence.hasValue) continue;
        const role = mode.roles.get(occurrence.name);
        if (!role) continue;
        const text = occurrence.attached ?? occurrence.word.value;
        // `-f -`, `-o -`: standard input or output.
        if (text === '-') continue;
        const path = valuePath(role.form, text, occurrence.word);
        if (path === undefined) continue;
        const reaches = role.recursive ?? (rules.targets.has(occurrence.name) ? recursive : false);
        const relative = applies === 'all' || (applies === 'writes' && role.role !== 'read') ? joinPath(this.directory, path) : path;
        const value = joinPath(base, relative);
        const argument: PathArgument = { role: role.role, word: occurrence.word, recursive: reaches };
        if (value !== occurrence.word.value) argument.value = value;
        if (role.partial && reaches) argument.partial = true;
        found.push(argument);
      }
    }

    let operands: readonly Word[] = this.operands;
    let directories = this.operandDirectories;
    if (rules.pathsAfterDashDash) {
      operands = this.dashDash < 0 ? [] : operands.slice(this.dashDash);
      if (directories && this.dashDash >= 0) directories = directories.slice(this.dashDash);
    }
    const leading = this.leadingGiven ? 0 : mode.leading;

    if (rules.sedScript.length > 0 || rules.sedScriptFiles.length > 0) this.sedScript(found, operands, leading, base);

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
      const lastRole = !this.targetGiven && paths >= 2 ? mode.lastOperand : undefined;
      const positional = mode.positional;
      for (let p = leading; p < operands.length; p++) {
        const role = p === operands.length - 1 && lastRole ? lastRole : p - leading < positional.length ? positional[p - leading] : mode.operands;
        if (!role) continue;
        const value = joinPath(directories ? directories[p] : shared, operands[p]!.value);
        this.push(found, roleOf(role, this.writing), operands[p]!, recursive, joinPath(base, value));
      }
    }

    for (const fallback of mode.defaults) {
      if (fallback.whenOperands !== undefined && paths >= fallback.whenOperands) continue;
      if (fallback.whenRecursive && !recursive) continue;
      if (fallback.unlessStdin && context.stdinData) continue;
      if (fallback.unlessOptions && this.given(fallback.unlessOptions)) continue;
      const role = fallback.role;
      const moved = applies === 'operands' || applies === 'defaults' || applies === 'all' || (applies === 'writes' && role.role !== 'read');
      const value = joinPath(base, moved ? joinPath(this.directory, fallback.path) : fallback.path);
      const word = (moved ? this.directoryWord : null) ?? words[0]!;
      this.push(found, roleOf(role, this.writing), { node: word.node, raw: word.raw, value: fallback.path, glob: false }, recursive, value);
    }
    return found;
  }

  /** Whether one of these options was given. */
  private given(options: readonly string[]): boolean {
    if (this.occurrences) for (const occurrence of this.occurrences) if (options.includes(occurrence.name)) return true;
    return false;
  }

  private push(found: PathArgument[], role: Role | undefined, word: Word, recursive: boolean, value: string | null): void {
    if (!role || this.stdioWords?.includes(word)) return;
    const path = valuePath(role.form, value, word);
    if (path === undefined) return;
    const reaches = role.recursive ?? recursive;
    if (role.form === 'pathspec' && path !== null) {
      if (path.startsWith(':')) {
        found.push({ role: 'read', word, recursive: false, unknown: `the pathspec ${path} uses git's pathspec magic, which Leash does not read` });
        return;
      }
      // A pattern reaches below its static folder.
      if (/[*?[]/.test(path)) word = { ...word, glob: true };
    }
    const argument: PathArgument = { role: role.role, word, recursive: reaches };
    if (path !== word.value) argument.value = path;
    if (role.partial && reaches) argument.partial = true;
    found.push(argument);
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
        unknown: 'Leash cannot see this sed script, so the files it reads or writes (`r`, `w`) and the shell commands it runs (`e`) are not known before it runs; `sed --sandbox` refuses them',
      });
    }
    if (script === '') return;
    const read = readSedScript(script);
    if (read === null) {
      found.push({ role: 'read', word: parts[0]!, recursive: false, unknown: 'Leash cannot read this sed script, so the files it names are not known before it runs' });
      return;
    }
    if (read.runs) {
      found.push({ role: 'read', word: parts[0]!, recursive: false, unknown: 'the script runs shell commands (sed\'s `e` command or the `e` flag of `s`), which the policy does not see' });
    }
    for (const file of read.files) found.push({ role: file.kind, word: parts[0]!, value: joinPath(base, file.path), recursive: false });
  }
}

/**
 * The path a value names in its form, undefined when it names none (`curl -d x=1`), null when
 * that is not known (`curl -d "$DATA"` may be `@.env`).
 */
function valuePath(form: ValueForm | undefined, value: string | null, word: Word): string | null | undefined {
  if (form === undefined || form === 'pathspec') return value;
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
  }
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

/** The start of a word that is not static, as far as it is known: up to the first expansion, quotes dropped. */
function staticPrefix(raw: string): string {
  let prefix = '';
  for (const c of raw) {
    if (c === '$' || c === '`' || c === '\\') return prefix;
    if (c !== '"' && c !== "'") prefix += c;
  }
  return prefix;
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
}

interface Fallback {
  path: string;
  role: Role;
  whenOperands: number | undefined;
  whenRecursive: boolean;
  unlessStdin: boolean;
  unlessOptions: readonly string[] | undefined;
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
  readonly targets: ReadonlySet<string>;
  readonly recursiveWhen: ReadonlyMap<string, readonly [string, string]>;
  readonly unknownWith: ReadonlyMap<string, string>;
  readonly sedScript: readonly string[];
  readonly sedScriptFiles: readonly string[];
  readonly sedSandbox: readonly string[];
  /** Long options are never abbreviated (node, python): a prefix is an option of its own. */
  readonly exactLongOptions: boolean;
  readonly assignments: Record<string, PathRole> | undefined;
  readonly writeBasename: boolean;
  readonly stopAtOperand: boolean;
  readonly plusOptions: boolean;
  readonly singleDashLong: boolean;
  readonly bareFirstCluster: boolean;
  readonly modeLetters: string;
  readonly assignmentOperands: boolean;
  readonly pathsAfterDashDash: boolean;
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
    const unlessOptions = [spec, ...Object.values(modes)].flatMap((mode) => (mode.defaults ?? []).flatMap((fallback) => fallback.unlessOptions ?? []));
    this.valueTaking = new Set([...(spec.valued ?? []), ...roleNames, ...(spec.targetOptions ?? []), ...chdirOptions, ...(spec.sedScript ?? [])]);
    this.valuedTwice = new Set(spec.valuedTwice ?? []);
    this.optionalValue = new Set(spec.optionalValue ?? []);
    this.writeWith = new Set(spec.writeWith ?? []);
    this.targets = new Set(spec.targetOptions ?? []);
    this.recursiveWhen = new Map(Object.entries(spec.recursiveWhen ?? {}).map(([name, value]) => [name, shortestUnique(value)]));
    this.unknownWith = new Map(Object.entries(spec.unknownWith ?? {}));
    this.sedScript = spec.sedScript ?? [];
    this.sedScriptFiles = spec.sedScriptFiles ?? [];
    this.sedSandbox = spec.sedSandbox ?? [];
    this.exactLongOptions = spec.exactLongOptions === true;
    this.assignments = spec.assignments;
    this.writeBasename = spec.singleOperand === 'write-basename';
    this.stopAtOperand = spec.stopAtOperand === true;
    this.plusOptions = spec.plusOptions === true;
    this.singleDashLong = spec.singleDashLong === true;
    this.bareFirstCluster = spec.bareFirstCluster === true;
    this.modeLetters = spec.modeLetters ?? '';
    this.assignmentOperands = spec.assignmentOperands === true;
    this.pathsAfterDashDash = spec.pathsAfterDashDash === true;
    this.chdir = spec.chdir;
    this.subcommands = spec.subcommands ? new Map(Object.entries(spec.subcommands).filter(([name]) => !name.startsWith('$'))) : undefined;

    const add = (names: readonly string[] | undefined, bit: number): void => {
      for (const name of names ?? []) this.effects.set(name, (this.effects.get(name) ?? 0) | bit);
    };
    add(spec.writeWith, WRITES);
    add(spec.recursiveWith, RECURSES);
    add(spec.leadingFrom, GIVES_LEADING);
    add(spec.targetOptions, GIVES_TARGET | RECORDED);
    add(this.modeOrder, MODE);
    add([...this.recursiveWhen.keys()], RECURSES_WHEN);
    add(chdirOptions, CHDIR);
    add([...roleNames, ...this.unknownWith.keys(), ...this.sedScript, ...this.sedScriptFiles, ...this.sedSandbox, ...unlessOptions], RECORDED);

    const names = new Set([...this.effects.keys(), ...this.valueTaking, ...this.valuedTwice, ...this.optionalValue, ...(spec.flags ?? [])]);
    this.longOptions = [...names].filter((name) => name.startsWith('--') || (this.singleDashLong && name.startsWith('-')));
    for (const name of this.longOptions) {
      const role = JSON.stringify([...roleNames].includes(name) ? [spec.optionRoles?.[name], ...Object.values(modes).map((mode) => mode.optionRoles?.[name])] : null);
      this.behaviour.set(name, `${this.effects.get(name) ?? 0} ${this.valueTaking.has(name)} ${this.valuedTwice.has(name)} ${this.optionalValue.has(name)} ${role}`);
    }
  }

  /**
   * The option a long option names: itself when known, else the one known option it is a prefix
   * of, as getopt_long reads it (`--expr` is `--expression`). A prefix of several that do the
   * same (`--col`: `--color`, `--colour`) is the first; of several that differ, the tool refuses
   * it, and it stays as written.
   */
  longName(name: string): string {
    if (this.exactLongOptions || this.behaviour.has(name)) return name;
    let found: string | undefined;
    for (const option of this.longOptions) {
      if (!option.startsWith(name)) continue;
      if (found === undefined) found = option;
      else if (this.behaviour.get(found) !== this.behaviour.get(option)) return name;
    }
    return found ?? name;
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
  };
}

function roleSpec(spec: RoleSpec | undefined): Role | undefined {
  if (spec === undefined) return undefined;
  const { role, recursive, partial, form } = typeof spec === 'string' ? { role: spec, recursive: undefined, partial: false, form: undefined } : spec;
  if (role === 'none') return undefined;
  return { role, recursive, partial: partial === true, form };
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
