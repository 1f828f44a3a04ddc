// Built-in floors: arguments that run code or point a tool elsewhere, from tables/floors.json.
import { canonicalPath, isWithin, type PathContext } from '../paths/resolve.js';
import type { Cwds } from './cwd.js';
import type { SubcommandParse } from './subcommands.js';
import { floorsFor, type FloorSpec } from './tables.js';
import type { Word } from './words.js';

export interface FloorInput {
  base: string;
  /** The words after the command name. */
  args: readonly Word[];
  subcommand: SubcommandParse | undefined;
  cwds: Cwds;
  ctx: PathContext;
}

/** Names of the floors the command meets, in table order. */
export function detectFloors(input: FloorInput): string[] {
  const floors = compiledFloorsFor(input.base);
  if (floors.length === 0) return [];
  const hits: string[] = [];
  for (const { floor, compiled } of floors) {
    if (meetsFloor(floor, compiled, input)) hits.push(floor.name);
  }
  return hits;
}

/** What a floor's checks need, worked out once per floor instead of on every command. */
interface CompiledFloor {
  /** For `subcommand:<name>`, the name. */
  subcommand: string | null;
  /** Each option with its `--opt=` spelling. */
  options: { name: string; withValue: string }[];
  valuePrefixes: string[] | undefined;
  operandPrefixes: string[];
}

/** A command's floors with what their checks need, by command name; only names that have floors are kept. */
const compiledByCommand = new Map<string, readonly { floor: FloorSpec; compiled: CompiledFloor }[]>();

const NO_FLOORS: readonly { floor: FloorSpec; compiled: CompiledFloor }[] = Object.freeze([]);

function compiledFloorsFor(command: string): readonly { floor: FloorSpec; compiled: CompiledFloor }[] {
  let list = compiledByCommand.get(command);
  if (!list) {
    const floors = floorsFor(command);
    if (floors.length === 0) return NO_FLOORS;
    list = floors.map((floor) => ({ floor, compiled: compileFloor(floor) }));
    compiledByCommand.set(command, list);
  }
  return list;
}

function compileFloor(floor: FloorSpec): CompiledFloor {
  return {
    subcommand: floor.where.startsWith('subcommand:') ? floor.where.slice('subcommand:'.length) : null,
    options: (floor.options ?? []).map((name) => ({ name, withValue: `${name}=` })),
    valuePrefixes: floor.valuePrefixes?.map((p) => p.toLowerCase()),
    operandPrefixes: floor.operandPrefixes?.map((p) => p.toLowerCase()) ?? [],
  };
}

function meetsFloor(floor: FloorSpec, compiled: CompiledFloor, input: FloorInput): boolean {
  if (floor.where === 'global') {
    return (input.subcommand?.globals ?? []).some(
      (option) => floor.options?.includes(option.name) && valueQualifies(floor, compiled, option.value, input),
    );
  }
  let args = input.args;
  if (compiled.subcommand !== null) {
    const index = input.subcommand?.subcommandIndex ?? -1;
    if (index < 0 || args[index]?.value !== compiled.subcommand) return false;
    if (floor.always) return true;
    args = args.slice(index + 1);
  }
  if (floor.operands || floor.operandPrefixes) {
    const operands = args.filter((word) => word.value !== null && !word.value.startsWith('-'));
    if (floor.operands && operands[0] && floor.operands.includes(operands[0].value!)) return true;
    const prefixes = compiled.operandPrefixes;
    if (operands.some((word) => prefixes.some((p) => word.value!.toLowerCase().startsWith(p)))) return true;
    return false;
  }
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.value;
    if (text === null) continue;
    for (const option of compiled.options) {
      const value = optionValue(option, text, args[i + 1], floor.cluster === true);
      if (value !== undefined && valueQualifies(floor, compiled, value, input)) return true;
    }
  }
  return false;
}

/** The option's value when `text` is that option (null when it takes none or it is missing), else undefined. */
function optionValue(option: { name: string; withValue: string }, text: string, next: Word | undefined, cluster: boolean): string | null | undefined {
  const name = option.name;
  if (text === name) return next?.value ?? null;
  if (text.startsWith(option.withValue)) return text.slice(option.withValue.length);
  const short = name.length === 2 && name.startsWith('-');
  if (short && text.startsWith(name) && !text.startsWith('--') && text.length > 2) return text.slice(2);
  if (short && cluster && /^-[A-Za-z0-9]+$/.test(text) && text.includes(name[1]!)) return next?.value ?? null;
  return undefined;
}

function valueQualifies(floor: FloorSpec, compiled: CompiledFloor, value: string | null, input: FloorInput): boolean {
  if (floor.valueRequired && (value === null || value === '')) return false;
  if (compiled.valuePrefixes) {
    // A value we cannot read may be any of them.
    if (value === null) return true;
    const lower = value.trim().toLowerCase();
    if (!compiled.valuePrefixes.some((p) => lower === p || lower.startsWith(`${p}=`) || lower.startsWith(`${p} `))) return false;
  }
  if (floor.outsideWorkspace) {
    // A directory we cannot read (non-static) may be anywhere.
    if (value === null) return true;
    if (input.cwds.unknown && !value.startsWith('/') && !value.startsWith('~')) return true;
    return input.cwds.dirs.some((dir) => !isWithin(canonicalPath(value, dir, input.ctx), input.ctx.workspace));
  }
  return true;
}
