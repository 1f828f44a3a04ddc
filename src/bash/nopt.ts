// npm's options read the way its parser nopt reads them, and the way npx hands them on to it
// (npm's bin/npx-cli.js), from subcommand-tools.json's npm entry: which words are options, which
// of those take a value, and where the command a runner starts begins.
import type { NoptSpelling, NoptTable, OptionScan, ParsedOption } from './option-types.js';
import { staticPrefix, type Word } from './words.js';

export type { NoptSpelling, NoptTable } from './option-types.js';

/** One option a word stands for: its long name (`--prefix`), a value it carries, and whether it is a `--no-` form. */
export interface NoptOption {
  name: string;
  value: string | null;
  negated: boolean;
}

/**
 * The options nopt reads a word's name part as, after any number of leading dashes: an option's
 * exact name; a shorthand (`-C` is `--prefix`); a cluster of one-letter shorthands (`-gC`); a
 * prefix naming one option (`-scr` is `--script-shell`); a prefix naming one shorthand; a `no-`
 * form of an option (`--no-yes`). Empty when the word names no option the tool knows.
 */
export function noptOptions(head: string, tool: NoptSpelling): NoptOption[] {
  const names = tool.optionNames ?? [];
  const shorthands = tool.shorthands ?? {};
  if (names.includes(head)) return [{ name: `--${head}`, value: null, negated: false }];
  if (Object.hasOwn(shorthands, head)) return [expand(shorthands[head]!)];
  if (head.length > 1 && [...head].every((letter) => Object.hasOwn(shorthands, letter))) {
    return [...head].map((letter) => expand(shorthands[letter]!));
  }
  const option = onlyPrefixed(names, head);
  if (option !== undefined) return [{ name: `--${option}`, value: null, negated: false }];
  const shorthand = onlyPrefixed(Object.keys(shorthands), head);
  if (shorthand !== undefined) return [expand(shorthands[shorthand]!)];
  // nopt takes `no-` off what is left, as often as it is written, and reads the rest as a switch.
  let rest = head;
  let negated = false;
  while (rest.startsWith('no-')) {
    rest = rest.slice(3);
    negated = !negated;
  }
  if (rest === head) return [];
  const negatedOption = names.includes(rest) ? rest : onlyPrefixed(names, rest);
  return negatedOption === undefined ? [] : [{ name: `--${negatedOption}`, value: null, negated }];
}

/** A shorthand's expansion (`--loglevel info`, `--no-yes`). */
function expand(expansion: string): NoptOption {
  const space = expansion.indexOf(' ');
  const name = space < 0 ? expansion : expansion.slice(0, space);
  const value = space < 0 ? null : expansion.slice(space + 1);
  if (name.startsWith('--no-')) return { name: `--${name.slice(5)}`, value, negated: true };
  return { name, value, negated: false };
}

/** The one name starting with `prefix`, if exactly one does. */
export function onlyPrefixed(names: readonly string[], prefix: string): string | undefined {
  let found: string | undefined;
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    if (found !== undefined) return undefined;
    found = name;
  }
  return found;
}

/**
 * The options npx hands on to npm unchanged, so that both read them alike: `--name`,
 * `--name=value` and `--no-name` for an option npm knows, and a shorthand after one or two dashes
 * (`-y`, `-ws`, `--no`). npx resolves no prefix and no cluster; it takes the word after one it does
 * not know as a switch as that one's value, and npm then reads that word otherwise: such spellings
 * are not read.
 */
function exactOptions(text: string, tool: NoptSpelling): NoptOption[] {
  const eq = text.indexOf('=');
  const head = eq < 0 ? text : text.slice(0, eq);
  const value = eq < 0 ? null : text.slice(eq + 1);
  const shorthands = tool.shorthands ?? {};
  const key = head.slice(head.startsWith('--') ? 2 : 1);
  if (Object.hasOwn(shorthands, key)) {
    // `-C=dir` is `-C` then `dir` to nopt, but `--prefix=dir` to npx.
    return value === null ? [expand(shorthands[key]!)] : [];
  }
  if (!head.startsWith('--')) return [];
  const names = tool.optionNames ?? [];
  if (names.includes(key)) return [{ name: head, value, negated: false }];
  if (key.startsWith('no-') && names.includes(key.slice(3))) return [{ name: `--${key.slice(3)}`, value, negated: true }];
  return [];
}

/** An option table with the spelling of the tool whose options it reads. */

/** A switch that nopt reads with the next word as its value when the word is one of these (`--yes false`, `--color always`). */
const SWITCH_VALUES = new Set(['true', 'false', 'null', 'always']);

/**
 * Reads leading options from `words[start..]` until the first operand (or `--`) the way nopt does,
 * the table's own words first as they are written. With `exactOptions`, npx's way: a `--no-` form
 * takes the next word as its value, which npm then reads as an operand (`npx --no eslint .` runs
 * `eslint .`): such words come back as `operands`, and the options after them are still read.
 */
export function scanNopt(words: readonly Word[], start: number, table: NoptTable): OptionScan {
  const options: ParsedOption[] = [];
  const operands: Word[] = [];
  const exact = table.exactOptions === true;
  const unsupported = table.unsupported ?? [];
  let i = start;
  let ended = false;
  while (i < words.length) {
    const word = words[i]!;
    const text = word.value;
    if (text === null || !text.startsWith('-') || text === '-') break;
    if (exact ? text === '--' : /^-{2,}$/.test(text)) {
      i++;
      ended = true;
      break;
    }
    const next = words[i + 1];
    const eq = text.startsWith('--') ? text.indexOf('=') : -1;
    const written = eq > 0 ? text.slice(0, eq) : text;
    // The table's own words, as written.
    if (unsupported.includes(written)) return { kind: 'unsupported', option: text };
    if (table.queries?.includes(written)) return { kind: 'query', option: text };
    if (table.valued?.includes(written)) {
      if (eq > 0) options.push({ name: written, value: text.slice(eq + 1), words: [word] });
      else if (!next) return { kind: 'unknown', option: text };
      else options.push({ name: written, value: next.value, words: [word, next] });
      i += eq > 0 ? 1 : 2;
      continue;
    }
    if (table.flags?.includes(text)) {
      options.push({ name: text, value: null, words: [word] });
      i++;
      continue;
    }
    const read = exact ? exactOptions(text, table.nopt) : noptWord(text, table.nopt);
    if (read.length === 0) return { kind: 'unknown', option: text };
    for (const option of read) {
      if (option.negated) continue;
      if (unsupported.includes(option.name)) return { kind: 'unsupported', option: text };
      if (table.queries?.includes(option.name)) return { kind: 'query', option: text };
    }
    for (let k = 0; k < read.length - 1; k++) options.push({ name: optionName(read[k]!), value: read[k]!.value, words: [word] });
    const last = read[read.length - 1]!;
    i++;
    if (!last.negated && last.value === null && table.nopt.valuedNames?.includes(last.name.slice(2))) {
      // npx takes the next word only when it is no option; nopt takes it whatever it is.
      if (!next || (exact && (next.value === null || next.value.startsWith('-')))) return { kind: 'unknown', option: text };
      options.push({ name: last.name, value: next.value, words: [word, next] });
      i++;
      continue;
    }
    options.push({ name: optionName(last), value: last.value, words: [word] });
    if (last.value !== null || !next || next.value === null) continue;
    if (exact && last.negated && !next.value.startsWith('-')) {
      operands.push(next);
      i++;
    } else if (!exact && SWITCH_VALUES.has(next.value)) {
      i++;
    }
  }
  return { kind: 'ok', options, rest: i, ended, operands };
}

/**
 * Every option in `words[start..]` before `--`, as nopt reads the whole command line and not only
 * its start (`npm test --cache=/tmp/c` sets npm's cache): operands are passed over, and a word
 * naming no option the tool knows is a switch nopt keeps to itself.
 */
export function noptOptionsAnywhere(words: readonly Word[], start: number, spelling: NoptSpelling): ParsedOption[] {
  const found: ParsedOption[] = [];
  const valued = spelling.valuedNames ?? [];
  for (let i = start; i < words.length; i++) {
    const word = words[i]!;
    // `--cache="$DIR"`: the option is known, its value is not.
    const text = word.value ?? staticPrefix(word.raw);
    if (!text.startsWith('-') || text === '-') continue;
    if (word.value !== null && /^-{2,}$/.test(text)) break;
    if (word.value === null && !text.includes('=')) continue;
    let read = noptWord(text, spelling);
    if (read.length === 0) continue;
    if (word.value === null) read = [...read.slice(0, -1), { ...read[read.length - 1]!, value: null }];
    for (let k = 0; k < read.length - 1; k++) found.push({ name: optionName(read[k]!), value: read[k]!.value, words: [word] });
    const last = read[read.length - 1]!;
    const next = words[i + 1];
    if (!last.negated && last.value === null && word.value !== null && next && valued.includes(last.name.slice(2))) {
      found.push({ name: last.name, value: next.value, words: [word, next] });
      i++;
    } else found.push({ name: optionName(last), value: last.value, words: [word] });
  }
  return found;
}

/** An option's name as a runner's table lists it: `--no-yes` for the `no-` form of `--yes`. */
function optionName(option: NoptOption): string {
  return option.negated ? `--no-${option.name.slice(2)}` : option.name;
}

/** A word read as nopt reads it: its value after `=`, and the options its name part stands for. */
function noptWord(text: string, tool: NoptSpelling): NoptOption[] {
  const eq = text.indexOf('=');
  const head = (eq < 0 ? text : text.slice(0, eq)).replace(/^-+/, '');
  if (head === '') return [];
  const read = noptOptions(head, tool);
  if (eq < 0 || read.length === 0) return read;
  // The value after `=` goes to the last option, unless a shorthand gave it one already.
  const last = read[read.length - 1]!;
  return last.value === null ? [...read.slice(0, -1), { ...last, value: text.slice(eq + 1) }] : read;
}
