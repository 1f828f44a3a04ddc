// One table of flags per command: node:util's parseArgs reads the arguments from it, `--help`
// is printed from it, and an unknown flag is matched against it for a "did you mean". A flag
// added to a table therefore has its help line and its suggestion with nothing else to change.
import { parseArgs } from 'node:util';
import { nearestName } from '../policy/index.js';
import { UsageError } from './io.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  default?: string | boolean;
  /** The value's name in the help line: FILE, N, DIR. */
  value?: string;
  /** One line for `--help`. */
  description: string;
}

export type OptionTable = Record<string, OptionSpec>;

export interface CommandSpec<O extends OptionTable = OptionTable> {
  /** The words that call it: `run`, `policy test`. */
  name: string;
  /** One line for `leash --help` and the head of the command's own help. */
  summary: string;
  /** The forms it takes, each after `leash NAME`: `--policy FILE -- COMMAND`. */
  usage: string[];
  options: O;
  /** Lines after the flags: exit codes, where defaults come from. */
  notes?: string[];
}

/** Asked for with `--help` or `-h`: printed on stdout, exit 0. */
export class HelpRequest extends Error {
  override name = 'HelpRequest';
  constructor(readonly text: string) {
    super('help requested');
  }
}

const HELP_FLAGS = new Set(['help', 'h']);

/**
 * The command's flags and positionals, read strictly against its table. `--help` anywhere
 * before `--` is a HelpRequest; an unknown flag is a UsageError naming the nearest known one.
 */
export function parseCommand<const O extends OptionTable>(spec: CommandSpec<O>, args: string[]) {
  const { tokens } = parseArgs({ args, options: spec.options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'option-terminator') break;
    if (token.kind !== 'option' || Object.hasOwn(spec.options, token.name)) continue;
    if (HELP_FLAGS.has(token.name)) throw new HelpRequest(commandHelp(spec));
    throw new UsageError(unknownFlagMessage(spec, token.rawName));
  }
  try {
    return parseArgs({ args, options: spec.options, strict: true, allowPositionals: true });
  } catch (error) {
    if (isParseArgsError(error)) throw new UsageError(`leash ${spec.name}: ${error.message} (leash ${spec.name} --help lists its flags)`);
    throw error;
  }
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
}

function unknownFlagMessage(spec: CommandSpec, rawName: string): string {
  const flags = Object.entries(spec.options).flatMap(([name, option]) => [`--${name}`, ...(option.short ? [`-${option.short}`] : [])]);
  const guess = closest(
    rawName.split('=')[0]!,
    flags.filter((flag) => flag.startsWith('--') === rawName.startsWith('--')),
  );
  return `unknown flag ${rawName} for leash ${spec.name}${guess ? `; did you mean ${guess}?` : ''} (leash ${spec.name} --help lists its flags)`;
}

/** `unknown command "chek"; did you mean check?` for a verb that is not in `known`. */
export function unknownCommandMessage(word: string, known: readonly string[], where: string): string {
  const guess = closest(word, known);
  return `unknown command "${word}"${guess ? `; did you mean ${guess}?` : ''} (${where} --help lists the commands)`;
}

/**
 * The candidate nearest to what was typed, when it is near enough to be a slip: at most a third
 * of the word's letters apart (at least 2), or the start of exactly one candidate
 * (`--max-budget` for `--max-budget-usd`).
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const near = nearestName(typed, candidates, typed.replace(/^-+/, '').length);
  if (near !== undefined) return near;
  const word = typed.toLowerCase();
  const extending = candidates.filter((candidate) => word.length >= 3 && candidate.toLowerCase().startsWith(word));
  return extending.length === 1 ? extending[0] : undefined;
}

/** `--help` of one command, from its table. */
export function commandHelp(spec: CommandSpec): string {
  const flags = [
    ...Object.entries(spec.options).map(([name, option]) => ({ flag: flagWords(name, option), description: describe(option) })),
    { flag: '-h, --help', description: 'print this help and exit' },
  ];
  const width = Math.max(...flags.map((f) => f.flag.length)) + 2;
  return [
    `leash ${spec.name}: ${spec.summary}`,
    '',
    'Usage:',
    ...spec.usage.map((form) => `  leash ${spec.name} ${form}`),
    '',
    'Flags:',
    ...flags.map((f) => `  ${f.flag.padEnd(width)}${f.description}`),
    ...(spec.notes?.length ? ['', ...spec.notes] : []),
    '',
  ].join('\n');
}

/** The help of a command that has its own commands (`leash policy`): each one's usage and summary. */
export function groupHelp(name: string, summary: string, specs: readonly CommandSpec[]): string {
  return [
    `leash ${name}: ${summary}`,
    '',
    'Commands:',
    ...specs.flatMap((spec) => [`  leash ${spec.name} ${spec.usage[0] ?? ''}`.trimEnd(), `      ${spec.summary}`]),
    '',
    `Run leash ${name} COMMAND --help for the flags of one.`,
    '',
  ].join('\n');
}

function flagWords(name: string, option: OptionSpec): string {
  const long = `--${name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : `    ${long}`;
}

function describe(option: OptionSpec): string {
  const extras = [
    option.default !== undefined && option.default !== false ? `default ${String(option.default)}` : '',
    option.multiple ? 'may be repeated' : '',
  ].filter(Boolean);
  return extras.length ? `${option.description} (${extras.join('; ')})` : option.description;
}
