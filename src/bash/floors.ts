// Built-in floors: arguments that run code or point a tool elsewhere, from tables/floors.json.
import { canonicalPath, isWithin, type PathContext } from '../paths/index.js';
import type { Cwds } from './cwd.js';
import { type OwnWords, permissionList } from './deno-permissions.js';
import { noptOptions } from './nopt.js';
import type { ParsedOption } from './options.js';
import type { SubcommandParse } from './subcommands.js';
import { isCodeChangingVariable, type FloorSpec, type SubcommandTool } from './tables.js';
import { staticPrefix, type Word } from './words.js';

export interface FloorInput {
  /** The command's floors (tables.ts `Tool.floors`). */
  floors: readonly FloorSpec[];
  /** The command's words, its name first. */
  words: readonly Word[];
  subcommand: SubcommandParse | undefined;
  /** How the tool spells its options, when it is not getopt's way (subcommand-tools.json `optionSpelling`). */
  spelling?: SubcommandTool | undefined;
  cwds: Cwds;
  ctx: PathContext;
  /** Which words are the tool's own, when a table says (deno.json): the later ones are its program's arguments. */
  own?: OwnWords | undefined;
  /** The subcommand runs its program now with the permissions given: a permission list is scopes, no floor (deno.json `grantsNow`). */
  listsAreScopes?: boolean;
}

/** Names of the floors the command meets, in table order. */
export function detectFloors(input: FloorInput): string[] {
  if (input.floors.length === 0) return [];
  const hits: string[] = [];
  for (const floor of compiledFloors(input.floors)) {
    if (meetsFloor(floor, input)) hits.push(floor.name);
  }
  return hits;
}

/**
 * A floor with what its checks need, worked out once per floor instead of on every command, and
 * with every field present: the table's floors each have their own set of fields, so reading them
 * on every command makes each read sort through many object shapes; these all have one.
 */
interface CompiledFloor {
  name: string;
  /** `where: global`: met by an option before the subcommand. */
  global: boolean;
  /** For `subcommand:<name>`, the name. */
  subcommand: string | null;
  /** Met by the subcommand alone. */
  always: boolean;
  optionNames: readonly string[];
  options: CompiledOption[];
  /** Looks at operands (`operands` or `operandPrefixes`), not options. */
  byOperand: boolean;
  operands: readonly string[] | undefined;
  operandPrefixes: string[];
  /** Any operand holding one of these, case-insensitive (`writefile(` in sqlite3's SQL). */
  operandIncludes: string[];
  valueRequired: boolean;
  valuePrefixes: string[] | undefined;
  valueIncludes: readonly string[] | undefined;
  outsideWorkspace: boolean;
  /** Options of the tool whose names begin like a floored one's, and so are not its abbreviation. */
  otherOptions: readonly string[];
  /** Met by an operand `NAME=value` setting a variable that changes what runs (code-env.json) or one of `assignmentNames`. */
  assignments: boolean;
  assignmentNames: readonly string[];
  assignmentExceptions: readonly string[];
  /** The tool's options that take the next word as their value. */
  valued: readonly string[];
  /** The tool's options end at its first operand. */
  stopAtOperand: boolean;
}

interface CompiledOption {
  name: string;
  /** The `--opt=` spelling. */
  withValue: string;
  /** A one-letter option (`-c`), which may carry its value attached or sit in a cluster. */
  short: boolean;
  /** The tool has no clusters (gcc): only the word itself, or its value glued on, is this option. */
  noClusters: boolean;
}

const NO_OPTIONS: readonly ParsedOption[] = Object.freeze([]);

/** Each command's floors compiled, by the table's list of them. */
const compiledByList = new Map<readonly FloorSpec[], readonly CompiledFloor[]>();

function compiledFloors(floors: readonly FloorSpec[]): readonly CompiledFloor[] {
  let list = compiledByList.get(floors);
  if (!list) {
    list = floors.map(compileFloor);
    compiledByList.set(floors, list);
  }
  return list;
}

function compileFloor(floor: FloorSpec): CompiledFloor {
  const optionNames = floor.options ?? [];
  return {
    name: floor.name,
    global: floor.where === 'global',
    subcommand: floor.where.startsWith('subcommand:') ? floor.where.slice('subcommand:'.length) : null,
    always: floor.always === true,
    optionNames,
    options: optionNames.map((name) => compiledOption(name, floor.noClusters === true)),
    byOperand: floor.operands !== undefined || floor.operandPrefixes !== undefined || floor.operandIncludes !== undefined || floor.assignments === true,
    operands: floor.operands,
    operandPrefixes: floor.operandPrefixes?.map((p) => p.toLowerCase()) ?? [],
    operandIncludes: floor.operandIncludes?.map((p) => p.toLowerCase()) ?? [],
    valueRequired: floor.valueRequired === true,
    valuePrefixes: floor.valuePrefixes?.map((p) => p.toLowerCase()),
    valueIncludes: floor.valueIncludes,
    outsideWorkspace: floor.outsideWorkspace === true,
    otherOptions: floor.otherOptions ?? [],
    assignments: floor.assignments === true,
    assignmentNames: floor.assignmentNames ?? [],
    assignmentExceptions: floor.assignmentExceptions ?? [],
    valued: floor.valued ?? [],
    stopAtOperand: floor.stopAtOperand === true,
  };
}

function meetsFloor(floor: CompiledFloor, input: FloorInput): boolean {
  const words = input.words;
  if (floor.global) {
    for (const option of input.subcommand?.globals ?? NO_OPTIONS) {
      if (floor.optionNames.includes(option.name) && valueQualifies(floor, option.value, input)) return true;
    }
    return false;
  }
  // The words looked at start here: after the name, or after the subcommand for a floor on one.
  let start = 1;
  if (floor.subcommand !== null) {
    // Under its own name: `npm exe` is `npm exec`, `gh alias set` is the path `alias set`.
    const subcommand = input.subcommand;
    if (!subcommand || subcommand.subcommandIndex < 0 || subcommand.path !== floor.subcommand) return false;
    if (floor.always) return true;
    start = subcommand.afterSubcommand;
  }
  // A tool every use of which runs code it reads elsewhere (`ed` takes commands from its input).
  if (floor.always) return true;
  // `deno run main.ts -A`: the words after the script are its own arguments.
  const end = input.own?.end ?? words.length;
  if (floor.assignments) return meetsAssignments(floor, words, start);
  if (floor.byOperand) return meetsOperands(floor, words, start, end);
  const nopt = input.spelling?.optionSpelling === 'nopt' ? input.spelling : undefined;
  const lists = input.listsAreScopes === true;
  for (let i = start; i < end; i++) {
    const text = words[i]!.value;
    if (text === null) continue;
    // A permission list (`-W=dist`) is that option alone, and its paths are scopes (deno-permissions.ts).
    if (lists && permissionList(text) !== null) continue;
    if (nopt) {
      if (/^-{2,}$/.test(text)) break;
      if (meetsNoptWord(floor, text, words[i + 1], nopt, input)) return true;
      continue;
    }
    if (floor.stopAtOperand && endsOptions(floor, words, start, i)) break;
    for (const option of floor.options) {
      const value = optionValue(option, text, words[i + 1], floor.otherOptions);
      if (value !== undefined && valueQualifies(floor, value, input)) return true;
    }
  }
  return false;
}

/**
 * A word read the way nopt (npm's option parser) reads it, after splitting off a value at `=` and
 * any number of leading dashes: an option's exact name; a shorthand (`-C` is `--prefix`); a
 * cluster of one-letter shorthands (`-gC DIR`, whose last option takes the value); a prefix naming
 * one option (`-scr` is `--script-shell`); a prefix naming one shorthand. Anything else is an
 * option npm does not know. Everything after a bare `--` is the script's, not npm's.
 */
function meetsNoptWord(floor: CompiledFloor, text: string, next: Word | undefined, tool: SubcommandTool, input: FloorInput): boolean {
  if (text.length < 2 || text.charCodeAt(0) !== 45 /* - */) return false;
  const eq = text.indexOf('=');
  const head = (eq < 0 ? text : text.slice(0, eq)).replace(/^-+/, '');
  if (head === '') return false;
  const tail = eq < 0 ? '' : text.slice(eq);
  const spelled = noptOptions(head, tool);
  for (let k = 0; k < spelled.length; k++) {
    const last = k === spelled.length - 1;
    const option = spelled[k]!;
    if (option.negated || !floor.optionNames.includes(option.name)) continue;
    const value = option.value ?? (last ? (tail !== '' ? tail.slice(1) : (next?.value ?? null)) : null);
    if (valueQualifies(floor, value, input)) return true;
  }
  return false;
}

/** Whether the first operand is one of the floor's, or any operand starts with one of its prefixes. */
function meetsOperands(floor: CompiledFloor, words: readonly Word[], start: number, end: number): boolean {
  let first = true;
  for (let i = start; i < end; i++) {
    const operand = words[i]!.value;
    if (operand === null || operand.startsWith('-')) continue;
    if (first && floor.operands?.includes(operand)) return true;
    first = false;
    if (floor.operandPrefixes.length === 0 && floor.operandIncludes.length === 0) continue;
    const lower = operand.toLowerCase();
    for (const prefix of floor.operandPrefixes) if (lower.startsWith(prefix)) return true;
    // SQL is free in its spacing: `writefile (`, `vacuum  into` are the same call.
    const squeezed = floor.operandIncludes.length > 0 ? lower.replace(/\s+\(/g, '(').replace(/\s+/g, ' ') : '';
    for (const part of floor.operandIncludes) if (squeezed.includes(part)) return true;
  }
  return false;
}

const ASSIGNMENT = /^([A-Za-z_.][A-Za-z0-9_.]*)[:+?!]*=/;

/** A variable an operand sets that the floor counts: one that changes what runs, or one it names, and none it excepts. */
function changesWhatRuns(floor: CompiledFloor, name: string): boolean {
  return (isCodeChangingVariable(name) && !floor.assignmentExceptions.includes(name)) || floor.assignmentNames.includes(name);
}

/**
 * `make SHELL=./x.sh`: an operand that sets a variable the command's programs run by. make reads
 * `NAME=v`, `NAME:=v`, `NAME::=v`, `NAME+=v`, `NAME?=v` and `NAME!=cmd` alike, up to `--`.
 */
function meetsAssignments(floor: CompiledFloor, words: readonly Word[], start: number): boolean {
  for (let i = start; i < words.length; i++) {
    const operand = words[i]!.value;
    if (operand === '--') return false;
    const match = operand === null ? null : ASSIGNMENT.exec(operand);
    if (!match) continue;
    const name = match[1]!;
    // `!=` runs its value as a shell command.
    if (operand!.slice(name.length).startsWith('!')) return true;
    if (!changesWhatRuns(floor, name)) continue;
    if (assignmentValueMeets(floor.valueIncludes, operand!.slice(operand!.indexOf('=') + 1))) return true;
  }
  return false;
}

/**
 * Whether an assignment's value meets a floor whose `valueIncludes` it must hold one of (`make
 * CFLAGS=-wrapper…`; a part's leading ` ` matches the value's start too), or any value with none.
 */
export function assignmentValueMeets(parts: readonly string[] | undefined, value: string): boolean {
  if (!parts) return true;
  const spaced = ` ${value}`;
  return parts.some((part) => spaced.includes(part));
}

/**
 * The option's value when `text` is that option (null when it takes none or it is missing), else
 * undefined. Every spelling the tools' own parsers accept counts: `--opt=v`, `--opt v`, an
 * abbreviation (`--to-comm=sh`: getopt_long, git and npm take any unambiguous prefix), and for a
 * one-letter option its value glued on (`-xsh`) or a cluster (`-ix CMD`, `-xIsh`).
 */
function optionValue(option: CompiledOption, text: string, next: Word | undefined, otherOptions: readonly string[]): string | null | undefined {
  const spelled = optionSpelling(option, text, otherOptions);
  if (spelled === undefined) return undefined;
  return spelled === NEXT_WORD ? (next?.value ?? null) : spelled;
}

/** What `optionSpelling` answers when the option's value is the next word. */
const NEXT_WORD = Symbol('next word');

/** Whether `text` spells `option`, and then its attached value or NEXT_WORD. */
function optionSpelling(option: CompiledOption, text: string, otherOptions: readonly string[]): string | typeof NEXT_WORD | undefined {
  const name = option.name;
  // Every spelling of the option starts as its name does: most words are ruled out here.
  if (text.charCodeAt(0) !== name.charCodeAt(0)) return undefined;
  if (text === name) return NEXT_WORD;
  if (text.startsWith(option.withValue)) return text.slice(option.withValue.length);
  if (option.short) {
    if (text.startsWith('--')) return undefined;
    if (option.noClusters) return text.startsWith(name) ? text.slice(name.length) : undefined;
    // In a cluster the letters before this one are flags; what follows it is its value.
    const at = text.indexOf(name[1]!, 1);
    if (at < 0) return undefined;
    return at + 1 < text.length ? text.slice(at + 1) : NEXT_WORD;
  }
  if (!name.startsWith('--') || !text.startsWith('--')) return undefined;
  const eq = text.indexOf('=');
  const written = eq < 0 ? text : text.slice(0, eq);
  if (written.length < 3 || !name.startsWith(written) || otherOptions.includes(written)) return undefined;
  return eq < 0 ? NEXT_WORD : text.slice(eq + 1);
}

/**
 * Which of `names` the word `text` spells, read as the floors read options (`--opt=v`, a long
 * option's unambiguous abbreviation, a short one in a cluster or with its value attached), and
 * its attached value; `attached` absent means the value is the next word.
 */
export function spelledOption(text: string, names: readonly string[]): { option: string; attached?: string } | null {
  for (const name of names) {
    const spelled = optionSpelling(compiledOption(name, false), text, names);
    if (spelled === undefined) continue;
    return spelled === NEXT_WORD ? { option: name } : { option: name, attached: spelled };
  }
  return null;
}

function compiledOption(name: string, noClusters: boolean): CompiledOption {
  return { name, withValue: `${name}=`, short: name.length === 2 && name.startsWith('-'), noClusters };
}

function valueQualifies(floor: CompiledFloor, value: string | null, input: FloorInput): boolean {
  if (floor.valueRequired && (value === null || value === '')) return false;
  // A value we cannot read may hold any of them.
  if (floor.valueIncludes && value !== null && !floor.valueIncludes.some((part) => value.includes(part))) return false;
  if (floor.valuePrefixes) {
    // A value we cannot read may be any of them.
    if (value === null) return true;
    // ssh reads a quoted keyword as the keyword (`"ProxyCommand" x`, `Proxy"Command"=x`).
    if (!hasValuePrefix(floor.valuePrefixes, value.replace(/["']/g, '').trim().toLowerCase())) return false;
  }
  if (floor.outsideWorkspace) {
    // A directory we cannot read (non-static) may be anywhere.
    if (value === null) return true;
    if (input.cwds.unknown && !value.startsWith('/') && !value.startsWith('~')) return true;
    for (const dir of input.cwds.dirs) if (!isWithin(canonicalPath(value, dir, input.ctx), input.ctx.workspace)) return true;
    return false;
  }
  return true;
}

/** `lower` is one of the prefixes, or one of them followed by `=` or a blank. */
function hasValuePrefix(prefixes: readonly string[], lower: string): boolean {
  for (const p of prefixes) {
    if (lower.startsWith(p) && (lower.length === p.length || lower[p.length] === '=' || lower[p.length] === ' ')) return true;
  }
  return false;
}

/** A floor a word not known before the command runs could meet, with that word. */
export interface UnknownWordFloor {
  floor: string;
  word: Word;
}

/**
 * The floors a word whose value is not known before the command runs (a variable, a
 * substitution's output) could meet for some value (DESIGN.md section 3, "A decision holds for
 * every value"): an unknown word where the floor's options stand may be one of them, and an
 * option written with an unknown value (`--upload-pack=$X`) is that option. Global floors are
 * left to the subcommand: an unknown word there leaves the subcommand unknown too.
 */
export function floorsUnknownWordsMayMeet(input: FloorInput): UnknownWordFloor[] {
  if (input.floors.length === 0) return [];
  const words = input.words;
  let anyUnknown = false;
  for (let i = 1; i < words.length && !anyUnknown; i++) if (words[i]!.value === null) anyUnknown = true;
  if (!anyUnknown) return [];
  const hits: UnknownWordFloor[] = [];
  const nopt = input.spelling?.optionSpelling === 'nopt' ? input.spelling : undefined;
  for (const floor of compiledFloors(input.floors)) {
    if (floor.global || floor.always) continue;
    let start = 1;
    if (floor.subcommand !== null) {
      const subcommand = input.subcommand;
      if (!subcommand || subcommand.subcommandIndex < 0 || subcommand.path !== floor.subcommand) continue;
      start = subcommand.afterSubcommand;
    }
    const end = input.own?.end ?? words.length;
    for (let i = start; i < end; i++) {
      const word = words[i]!;
      if (word.value === '--') break;
      if (word.value !== null) {
        if (floor.stopAtOperand && endsOptions(floor, words, start, i)) break;
        continue;
      }
      // The value of an option that takes the next word is no option itself (`tox -e "$ENV"`, `npm test --cache "$D"`).
      const before = i > start ? words[i - 1]!.value : null;
      if (before !== null && (floor.valued.includes(before) || (nopt !== undefined && noptTakesNext(before, nopt)))) continue;
      if (floor.stopAtOperand && endsOptions(floor, words, start, i)) break;
      const may = floor.assignments
        ? mayBeAssignment(floor, word.raw)
        : floor.byOperand
          ? mayBeOperand(word.raw)
          : nopt
            ? mayBeNoptOption(floor, word.raw, nopt)
            : mayBeOption(floor, word.raw);
      if (may) {
        hits.push({ floor: floor.name, word });
        break;
      }
    }
  }
  return hits;
}

/**
 * `docker run IMAGE CMD…`: the word at `i` is the first operand, after which every word is the
 * container's command, not the tool's options. A word not known before it runs is not one: it may
 * be an option.
 */
function endsOptions(floor: CompiledFloor, words: readonly Word[], start: number, i: number): boolean {
  const text = words[i]!.value;
  if (text === null || text.startsWith('-')) return false;
  const before = i > start ? words[i - 1]!.value : null;
  if (before === null) return i > start ? false : true;
  if (floor.valued.includes(before)) return false;
  // The value of a floored option is no operand either (`--network host`).
  return !floor.optionNames.includes(before);
}

/** Whether a word written `raw`, not known before it runs, may be an operand: one written as an option (`-j"$(nproc)"`) is not; no operand floor names a value starting with `-`. */
function mayBeOperand(raw: string): boolean {
  return !/^-[^$`"'\\]/.test(raw);
}

/** Whether a word written `raw`, not known before it runs, may set a variable the floor names (`make CC="$CC"`, `make "$X"`). */
function mayBeAssignment(floor: CompiledFloor, raw: string): boolean {
  const cut = raw.search(/[$`"'\\]/);
  const head = cut < 0 ? raw : raw.slice(0, cut);
  if (head.startsWith('-')) return false;
  const match = ASSIGNMENT.exec(head);
  if (!match) return !head.includes('=');
  const name = match[1]!;
  return head.slice(name.length).startsWith('!') || changesWhatRuns(floor, name);
}

/** A word nopt reads as an option that takes the next word whatever it is (`--cache`, `-C`). */
function noptTakesNext(text: string, spelling: SubcommandTool): boolean {
  if (!text.startsWith('-') || text.includes('=')) return false;
  const read = noptOptions(text.replace(/^-+/, ''), spelling);
  const last = read[read.length - 1];
  return last !== undefined && !last.negated && last.value === null && (spelling.valuedNames ?? []).includes(last.name.slice(2));
}

/**
 * The same, read as nopt reads a word (`-scr"$X"` may be `-script-shell=…`, `-g"$X"` may be
 * `-gC`): its name is fixed once an `=` is written; before that, it may go on into any option's
 * name, or into a cluster of one-letter shorthands.
 */
function mayBeNoptOption(floor: CompiledFloor, raw: string, spelling: SubcommandTool): boolean {
  const head = staticPrefix(raw);
  if (head === '') return true;
  if (!head.startsWith('-')) return false;
  const eq = head.indexOf('=');
  const name = (eq < 0 ? head : head.slice(0, eq)).replace(/^-+/, '');
  if (noptOptions(name, spelling).some((option) => !option.negated && floor.optionNames.includes(option.name))) return true;
  if (eq >= 0) return false;
  if (floor.optionNames.some((option) => option.slice(2).startsWith(name))) return true;
  const shorthands = spelling.shorthands ?? {};
  if (![...name].every((letter) => Object.hasOwn(shorthands, letter))) return false;
  return Object.values(shorthands).some((expansion) => floor.optionNames.includes(expansion.split(' ')[0]!));
}

/** Whether a word written `raw`, not known before it runs, may be one of the floor's options. */
function mayBeOption(floor: CompiledFloor, raw: string): boolean {
  // The static text the word starts with, quotes dropped, up to its first expansion (`"--cache=$D"` is `--cache=…`).
  const head = staticPrefix(raw);
  if (head === '') return true;
  if (!head.startsWith('-')) return false;
  for (const option of floor.options) {
    if (option.name.startsWith(head) || head.startsWith(option.withValue) || head === option.name) return true;
    if (option.short && !head.startsWith('--') && head.includes(option.name[1]!, 1)) return true;
  }
  return false;
}
