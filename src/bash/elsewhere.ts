// Code from elsewhere (DESIGN.md section 3): a command that runs outside the workspace, or in a
// folder holding a repository or package root other than the workspace's own, runs that place's
// configuration, hooks and scripts; a tool given a config, plugin, makefile or test path outside
// the workspace runs that file's code. Each needs approval, naming the directory or file. What
// each tool finds and loads is data, tables/elsewhere.json. The file system is only read through
// the view the decision was given (listings, cached for one decision).
import { canonicalPath, isWithin, type FileSystemView, type PathContext } from '../paths/index.js';
import type { Cwds } from './cwd.js';
import type { ParsedOption } from './option-types.js';
import { clip, code } from './reason-text.js';
import type { ReasonArgs } from './reason-catalogue.js';
import { spelledOption } from './floors.js';
import { fileUrlPath } from './file-args.js';
import { floorsFor, toolNamed, valueChangesWhatRuns } from './tables.js';
import elsewhereTable from './tables/elsewhere.json' with { type: 'json' };
import { expandsTilde, joinWords, staticPrefix, type Word } from './words.js';

/**
 * How an option's value names code: a path whatever it holds, a path only when it looks like one
 * (else a package name), an ini setting, a path or inline JSON (jest's `--config='{…}'`, whose
 * modules Leash does not read), or node options (vitest's `--execArgv`, read as NODE_OPTIONS is).
 */
export type CodePathForm = 'path' | 'name-or-path' | 'ini' | 'path-or-json' | 'node-options';

export interface RootSpec {
  names: string[];
  /** Entries that together make the folder a bare repository. */
  bare?: string[];
  /** The tool looks in the folder it runs in only. */
  here?: boolean;
  what: string;
}

export interface ElsewhereSpec {
  same?: string;
  roots?: string[];
  directoryOptions?: Record<string, 'dir' | 'file'>;
  /** `directoryOptions` only before the subcommand. */
  global?: boolean;
  loadsCodeFrom?: Record<string, CodePathForm>;
  /** For an `ini` option, the keys whose value names code: `paths` space-separated paths (testpaths), `arguments` more options (addopts). */
  iniCode?: Record<string, 'paths' | 'arguments'>;
  operands?: 'all' | 'first';
  stopOptions?: string[];
  /** The tool takes no abbreviated long option, so only the whole name (or `name=value`) loads code (node). */
  exactOptions?: boolean;
  /** The tool reads `--set-up-files` as `--setUpFiles` (yargs, cac): the camelCase names listed match in both spellings. */
  kebabCase?: boolean;
  /** `python -m pytest`: the option naming a module to run, whose own entry reads the words after it. */
  moduleOption?: string;
  /** `npm install ../x`: subcommands whose operands are packages it builds (a `file:` prefix cut off); a local folder's scripts run. */
  subcommandOperands?: string[];
  /** `name-or-path`: an operand is a path only when it holds a `/` or starts with `.` or `~` (`go test ./...`; `go test fmt` names a package). */
  operandForm?: CodePathForm;
  valued?: string[];
  /** Options that take the next word only when it is no option (pytest's `--cov [SOURCE]`, `--debug [FILE]`). */
  optionalNext?: string[];
  examples?: { needsApproval: string[]; allowed: string[] };
}

export const elsewhereTables = elsewhereTable as unknown as {
  roots: Record<string, RootSpec>;
  independent: string[];
  tools: Record<string, ElsewhereSpec>;
};

let independent: Set<string> | undefined;
let specs: Map<string, ElsewhereSpec> | undefined;

/** A tool's entry, an entry with `same` giving the one it names. */
export function elsewhereSpec(name: string): ElsewhereSpec | undefined {
  if (!specs) {
    specs = new Map();
    for (const [tool, spec] of Object.entries(elsewhereTables.tools)) {
      if (tool.startsWith('$')) continue;
      specs.set(tool, spec.same ? elsewhereTables.tools[spec.same]! : spec);
    }
  }
  return specs.get(name);
}

export interface ElsewhereInput {
  /** The command's name without its folder. */
  base: string;
  /** The command's words, its name first. */
  words: readonly Word[];
  /** The options before the subcommand, for a tool with subcommands. */
  globals?: readonly ParsedOption[];
  cwds: Cwds;
  ctx: PathContext;
  /** The name is a function or alias the command defines: its body is decided where it runs. */
  shellFunction?: boolean;
}

type ElsewhereCode = 'outside-directory' | 'other-root' | 'outside-code-path';

/** A reason with its catalogue arguments (reason-catalogue.ts), raised where the command is walked. */
export type ElsewhereReason = {
  /** The word naming the directory or file, or null when it is where the command runs. */
  word: Word | null;
} & { [C in ElsewhereCode]: { code: C; args: ReasonArgs<C> } }[ElsewhereCode];

/** The reasons a command needs approval because it runs, or loads, code from elsewhere; none for most. */
export function codeFromElsewhere(input: ElsewhereInput): ElsewhereReason[] {
  const { base, ctx } = input;
  // A wrapper's command is decided on its own, in the directory the wrapper gives it.
  const tool = toolNamed(base);
  if (input.shellFunction || tool?.transparent || tool?.checked) return [];
  // `bash -c '…'`: the commands in the string are decided where they run; `bash x.sh` runs the file here.
  if (tool?.shell && input.words.some((word, i) => i > 0 && word.value !== null && /^-[A-Za-z]*c/.test(word.value))) return [];
  const spec = elsewhereSpec(base);
  if (!spec && (independent ??= new Set(elsewhereTables.independent)).has(base)) return [];
  const module = spec?.moduleOption ? moduleAt(input.words, spec) : -1;
  if (module > 0) return codeFromElsewhere({ ...input, base: input.words[module]!.value!, words: input.words.slice(module) });
  const reasons: ElsewhereReason[] = [];
  const run = runDirectories(input, spec);
  // Most commands run at the workspace root and load nothing: nothing to say, and no text to make.
  if (!spec?.loadsCodeFrom && !spec?.operands && !spec?.subcommandOperands && !run.unknown && run.dirs.every((dir) => dir === ctx.workspace)) return reasons;
  const command = code(clip(joinWords(input.words), 40));
  // Only a directory option of the tool's own whose value is not known: where the shell itself may be
  // anywhere (`cd "$D"`, a sourced file, a trap), that `cd` or `source` is what the rules decide.
  if (run.unknown && run.word && !input.cwds.unknown && !run.flooredOutside) {
    reasons.push({ code: 'outside-directory', word: run.word, args: { form: 'unknown', commandShown: command } });
  } else if (run.unknown && !run.word && input.cwds.cdUnknown) {
    // `cd "$D" && make`: the cd is the rules' to decide, and make runs wherever it went.
    reasons.push({ code: 'outside-directory', word: null, args: { form: 'unknown', commandShown: command } });
  }
  for (const dir of run.dirs) {
    if (dir === ctx.workspace) continue;
    const canonical = canonicalPath(dir, '/', ctx);
    if (!isWithin(canonical, ctx.workspace)) {
      if (!run.flooredOutside)
        reasons.push({
          code: 'outside-directory',
          word: run.word,
          args: { form: 'known', commandShown: command, directoryShown: code(shown(canonical, ctx)) },
        });
      continue;
    }
    const root = spec?.roots ? otherRoot(canonical, spec.roots, ctx) : null;
    if (root) {
      reasons.push({
        code: 'other-root',
        word: run.word,
        args: { commandShown: command, rootShown: code(shown(root.folder, ctx)), entry: root.entry, what: root.what },
      });
    }
  }
  if (spec && (spec.loadsCodeFrom || spec.operands || spec.subcommandOperands)) codePaths(input, spec, run, command, reasons);
  return reasons;
}

/**
 * Where the module `python -m MOD` runs is named, when the tables have an entry for it (-1
 * otherwise): the first of the interpreter's stop options is the module option, and no operand
 * came before it.
 */
function moduleAt(words: readonly Word[], spec: ElsewhereSpec): number {
  for (let i = 1; i < words.length - 1; i++) {
    const text = words[i]!.value;
    if (text === null || !text.startsWith('-') || text === '-') return -1;
    if (spec.stopOptions?.includes(text)) {
      const name = words[i + 1]!.value;
      return text === spec.moduleOption && name !== null && elsewhereSpec(name) !== undefined ? i + 1 : -1;
    }
    if (spec.valued?.includes(text)) i++;
  }
  return -1;
}

interface RunDirectories {
  dirs: readonly string[];
  unknown: boolean;
  /** The directory option that moved it, if any. */
  word: Word | null;
  /** The option has a floor of its own outside the workspace (git -C): that floor decides there. */
  flooredOutside: boolean;
}

/** Where the tool runs: the shell's directories, moved by its directory options, each relative to the one before (`git -C a -C b`). */
function runDirectories(input: ElsewhereInput, spec: ElsewhereSpec | undefined): RunDirectories {
  let run: RunDirectories = { dirs: input.cwds.dirs, unknown: input.cwds.unknown, word: null, flooredOutside: false };
  const options = spec?.directoryOptions;
  if (!options) return run;
  const founds = spec.global && input.globals ? globalValues(input.globals, options) : optionValues(input.words, options, spec.valued, spec.global === true);
  for (const found of founds) {
    const floored = floorsFor(input.base).some((floor) => floor.outsideWorkspace === true && floor.options?.includes(found.option) === true);
    if (found.value === null) {
      run = { dirs: [], unknown: true, word: found.word, flooredOutside: floored };
      continue;
    }
    let value = homeOrLiteral(found.value, found.word);
    if (options[found.option] === 'file') value = value.includes('/') ? value.slice(0, value.lastIndexOf('/')) || '/' : '.';
    const relative = !value.startsWith('/') && !value.startsWith('~');
    const dirs = relative ? run.dirs.map((dir) => `${dir}/${value}`) : [value];
    run = { dirs, unknown: relative && run.unknown, word: found.word, flooredOutside: floored };
  }
  return run;
}

/** `~` starts a home path only when bash expands it; a quoted one is a folder named `~`. */
function homeOrLiteral(value: string, word: Word): string {
  return value.startsWith('~') && value === word.value && !expandsTilde(word) ? `./${value}` : value;
}

interface FoundRoot {
  folder: string;
  entry: string;
  what: string;
}

/**
 * The nearest folder from `dir` up to the workspace root (not the root itself) that is a root of
 * one of `kinds`. The workspace's own `.git` folder is its own repository, not another.
 */
function otherRoot(dir: string, kinds: readonly string[], ctx: PathContext): FoundRoot | null {
  const workspace = ctx.workspace;
  const ownGit = `${workspace}/.git`;
  if (!ctx.fs.readDirectory) return null;
  for (let at = dir; at !== workspace && at.length > workspace.length; at = at.slice(0, at.lastIndexOf('/'))) {
    const names = ctx.fs.readDirectory(at);
    if (!names || names.length === 0) continue;
    for (const kind of kinds) {
      const root = elsewhereTables.roots[kind];
      if (!root || (root.here && at !== dir)) continue;
      for (const name of root.names) if (names.includes(name)) return { folder: at, entry: code(name), what: root.what };
      if (root.bare && at !== ownGit && root.bare.every((name) => names.includes(name))) {
        return { folder: at, entry: `a bare repository (${root.bare.join(', ')})`, what: root.what };
      }
    }
  }
  return null;
}

interface OptionValue {
  option: string;
  value: string | null;
  word: Word;
}

function globalValues(globals: readonly ParsedOption[] | undefined, options: Record<string, unknown>): OptionValue[] {
  const found: OptionValue[] = [];
  for (const option of globals ?? []) {
    if (Object.hasOwn(options, option.name)) found.push({ option: option.name, value: option.value, word: option.words[option.words.length - 1]! });
  }
  return found;
}

/**
 * The values of `options` in the words, read as most tools read them: `--opt=v`, `--opt v`, `-o v`
 * and `-ov`, up to `--` (or the first operand, `beforeOperand`: the options before a subcommand
 * of a tool the subcommand table does not read, `go -C dir build`). `valued`: other options that take the next word.
 */
function optionValues(words: readonly Word[], options: Record<string, unknown>, valued: readonly string[] | undefined, beforeOperand: boolean): OptionValue[] {
  const found: OptionValue[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (beforeOperand && text !== null && !text.startsWith('-')) break;
    if (text === null || text.length < 2 || !text.startsWith('-')) continue;
    if (text === '--') break;
    const hit = optionIn(text, options);
    if (hit) {
      const next = hit.attached === undefined ? words[++i] : undefined;
      found.push({ option: hit.option, value: hit.attached ?? next?.value ?? null, word: next ?? word });
    } else if (valued?.includes(text)) i++;
  }
  return found;
}

/** The option `text` spells among `options`, with its attached value if any: read as the floors read options. */
function optionIn(text: string, options: Record<string, unknown>): { option: string; attached?: string } | null {
  const names = Object.keys(options);
  // `-oconfcutdir=/tmp` is `-o` with its value, not a cluster holding `-c`: the letter the word starts with is read first.
  const first = text[1] === '-' ? undefined : names.find((name) => name.length === 2 && name.charCodeAt(1) === text.charCodeAt(1));
  return spelledOption(text, first === undefined ? names : [first, ...names.filter((name) => name !== first)]);
}

/** `--setup-files=x` as `--setupFiles=x`: the name part of a long option, its dashes inside turned into capitals. */
function camelCased(text: string): string {
  if (!text.startsWith('--')) return text;
  const eq = text.indexOf('=');
  const name = eq < 0 ? text : text.slice(0, eq);
  const camel = `--${name.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
  return eq < 0 ? camel : camel + text.slice(eq);
}

/** `optionIn` for a tool that takes no abbreviated long option (node: `--test` is not `--test-reporter`). */
function exactOptionIn(text: string, options: Record<string, unknown>): { option: string; attached?: string } | null {
  for (const name of Object.keys(options)) {
    if (text === name) return { option: name };
    if (text.startsWith(`${name}=`)) return { option: name, attached: text.slice(name.length + 1) };
    if (name.length === 2 && text.length > 2 && text.startsWith(name) && text[2] !== '-') return { option: name, attached: text.slice(2) };
  }
  return null;
}

/** Paths of code the tool loads (`loadsCodeFrom`, `operands`), each resolved where it runs: outside the workspace, or not known, needs approval. */
function codePaths(input: ElsewhereInput, spec: ElsewhereSpec, run: RunDirectories, command: string, reasons: ElsewhereReason[]): void {
  const loads = spec.loadsCodeFrom ?? {};
  const words = input.words;
  let operands = false;
  let awaitingSubcommand = spec.subcommandOperands !== undefined;
  let operandsAre = spec.operands;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (!operands && text === '--') {
      operands = true;
      continue;
    }
    if (!operands && text !== null && text.length > 1 && text.startsWith('-')) {
      if (spec.stopOptions?.includes(text)) return;
      const spelled = spec.kebabCase ? camelCased(text) : text;
      const hit = spec.exactOptions ? exactOptionIn(spelled, loads) : optionIn(spelled, loads);
      if (hit) {
        const next = hit.attached === undefined ? words[++i] : undefined;
        const value = hit.attached ?? next?.value ?? null;
        const form = loads[hit.option]!;
        if (form === 'ini') {
          iniCodePaths(input, spec, run, value, next ?? word, hit.option, command, reasons);
          continue;
        }
        const inline =
          value !== null && ((form === 'path-or-json' && /^\s*[{[]/.test(value)) || (form === 'node-options' && valueChangesWhatRuns('NODE_OPTIONS', value)));
        if (form === 'node-options' && !inline && value !== null) continue;
        if (inline) {
          reasons.push({
            code: 'outside-code-path',
            word: next ?? word,
            args: { form: 'unknown', commandShown: command, optionShown: code(hit.option), word: (next ?? word).raw },
          });
          continue;
        }
        if (value === null) {
          if (next)
            reasons.push({
              code: 'outside-code-path',
              word: next,
              args: { form: 'unknown', commandShown: command, optionShown: code(hit.option), word: next.raw },
            });
          continue;
        }
        // `--import=file:///tmp/x.mjs` loads the file the URL names.
        const url = fileUrlPath(value);
        if (url === null) {
          reasons.push({
            code: 'outside-code-path',
            word: next ?? word,
            args: { form: 'unknown', commandShown: command, optionShown: code(hit.option), word: (next ?? word).raw },
          });
          continue;
        }
        const path = url ?? value;
        if (form === 'name-or-path' && !path.includes('/') && !path.startsWith('.')) continue;
        outsidePath(input, run, homeOrLiteral(path, next ?? word), next ?? word, hit.option, command, reasons);
      } else if (spec.valued?.includes(text)) i++;
      else if (spec.optionalNext?.includes(text) && words[i + 1]?.value?.startsWith('-') === false) i++;
      continue;
    }
    // `-f$MK`, `--config=$X`: the option is written, its value is not known.
    const head = text === null && !operands ? staticHead(word.raw) : '';
    const unknownOption = head.length > 1 && head.startsWith('-') ? optionIn(spec.kebabCase ? camelCased(head) : head, loads) : null;
    if (unknownOption) {
      reasons.push({
        code: 'outside-code-path',
        word,
        args: { form: 'unknown', commandShown: command, optionShown: code(unknownOption.option), word: word.raw },
      });
      continue;
    }
    if (text === '-' && spec.stopOptions?.includes('-')) return;
    // `npm install ../x`: the first operand is the subcommand, and picks what the others are.
    if (awaitingSubcommand) {
      awaitingSubcommand = false;
      if (text !== null && spec.subcommandOperands!.includes(text)) operandsAre = 'all';
      continue;
    }
    if (!operandsAre) continue;
    // An operand: every one a test path, or the first the program. A program not known is the interpreter's own reason.
    if (text === null) {
      if (operandsAre === 'all')
        reasons.push({
          code: 'outside-code-path',
          word,
          args: { form: 'unknown', commandShown: command, optionShown: 'an operand', word: word.raw },
        });
    } else {
      const path = spec.subcommandOperands && text.startsWith('file:') ? text.slice(5) : text;
      if (spec.operandForm !== 'name-or-path' || path.includes('/') || path.startsWith('.') || path.startsWith('~'))
        outsidePath(input, run, homeOrLiteral(path, word), word, 'an operand', command, reasons);
    }
    if (operandsAre === 'first') return;
  }
}

/** `pytest -o testpaths=/tmp/t`: an ini setting given on the command line whose value names code, or more options. */
function iniCodePaths(
  input: ElsewhereInput,
  spec: ElsewhereSpec,
  run: RunDirectories,
  value: string | null,
  word: Word,
  option: string,
  command: string,
  reasons: ElsewhereReason[],
): void {
  const text = value ?? staticPrefix(word.raw);
  const eq = text.indexOf('=');
  const kind = eq < 0 ? undefined : spec.iniCode?.[text.slice(0, eq)];
  if (value === null ? eq >= 0 && kind === undefined : kind === undefined) return;
  if (value === null || kind === 'arguments') {
    const form = kind === 'arguments' ? 'arguments' : 'unknown';
    reasons.push({ code: 'outside-code-path', word, args: { form, commandShown: command, optionShown: code(option), word: word.raw } });
    return;
  }
  for (const path of text.slice(eq + 1).split(/\s+/)) if (path !== '') outsidePath(input, run, homeOrLiteral(path, word), word, option, command, reasons);
}

function outsidePath(input: ElsewhereInput, run: RunDirectories, value: string, word: Word, option: string, command: string, reasons: ElsewhereReason[]): void {
  const ctx = input.ctx;
  const relative = !value.startsWith('/') && !value.startsWith('~');
  // Where the tool runs is not known: the reason for that is given already.
  const bases = relative ? run.dirs : [ctx.workspace];
  for (const base of bases) {
    const path = canonicalPath(value, base, ctx);
    if (isWithin(path, ctx.workspace)) continue;
    const what = option === 'an operand' ? option : code(option);
    reasons.push({ code: 'outside-code-path', word, args: { form: 'known', commandShown: command, optionShown: what, pathShown: code(shown(path, ctx)) } });
    return;
  }
}

/** The static text a word starts with, up to its first expansion or quote. */
function staticHead(raw: string): string {
  const cut = raw.search(/[$`"'\\]/);
  return cut < 0 ? raw : raw.slice(0, cut);
}

/** A path as a person reads it: relative inside the workspace, `~/…` under home, else absolute. */
function shown(path: string, ctx: PathContext): string {
  if (path === ctx.workspace) return '.';
  if (isWithin(path, ctx.workspace)) return path.slice(ctx.workspace.length + 1);
  if (ctx.home && ctx.home !== '/' && isWithin(path, ctx.home)) return path === ctx.home ? '~' : `~/${path.slice(ctx.home.length + 1)}`;
  return path;
}

/**
 * The folder strictly above `path`, in the workspace, that is a bare repository (it holds `HEAD`,
 * `objects` and `refs`), or null. git runs such a folder's config and hooks when it runs there, as
 * it does a `.git`'s, so writing inside one is writing a repository's config. The workspace root
 * is one only when it holds no `.git`, which git finds first; the workspace's own `.git` (and what
 * lies in it) is left to the rules that hold it.
 */
export function bareRepositoryAbove(path: string, workspace: string, fs: FileSystemView): string | null {
  if (!fs.readDirectory || !isWithin(path, workspace) || path === workspace) return null;
  const ownGit = `${workspace}/.git`;
  if (isWithin(path, ownGit)) return null;
  const bare = elsewhereTables.roots.repository!.bare!;
  for (let at = path.slice(0, path.lastIndexOf('/')); at.length >= workspace.length; at = at.slice(0, at.lastIndexOf('/'))) {
    const names = fs.readDirectory(at);
    if (names && bare.every((name) => names.includes(name)) && (at !== workspace || !names.includes('.git'))) return at;
  }
  return null;
}

/** `pushd DIR` with one directory, no option (`-n` does not move) and no stack rotation (`+1`, `-1`); one not known before it runs goes where `cd` would (somewhere unknown). */
export function pushesDirectory(words: readonly Word[]): boolean {
  const target = words[1];
  return words.length === 2 && words[0]!.value === 'pushd' && target !== undefined && (target.value === null || (!target.glob && !/^[-+]/.test(target.value)));
}
