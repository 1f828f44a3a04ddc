// Reading a command's options from a table: which words are options, which take a value,
// and where the operands start.
import { scanNopt } from './nopt.js';
import type { NoptTable, OptionScan, OptionTable, ParsedOption } from './option-types.js';
import type { Word } from './words.js';

export type { OptionScan, OptionTable, ParsedOption } from './option-types.js';

/**
 * Reads leading options from `words[start..]` until the first operand (or `--`). Short options
 * may be clustered (`-oL`), a valued short option may carry its value attached (`-n5`), a long
 * one as `--opt=value`.
 */
export function scanOptions(words: readonly Word[], start: number, table: OptionTable): OptionScan {
  if (table.nopt) return scanNopt(words, start, table as NoptTable);
  const rules = rulesOf(table);
  if (rules.wholeWords) return scanWholeWords(words, start, rules);
  const options: ParsedOption[] = [];
  let i = start;
  let ended = false;
  while (i < words.length) {
    const word = words[i]!;
    const text = word.value;
    if (text === null || !text.startsWith('-') || text === '-') break;
    if (text === '--') {
      i++;
      ended = true;
      break;
    }
    const eq = text.indexOf('=');
    const name = text.startsWith('--') && eq > 0 ? text.slice(0, eq) : text;
    if (rules.unsupported.length > 0 && (rules.unsupported.includes(name) || rules.unsupported.includes(text.slice(0, 2)))) {
      return { kind: 'unsupported', option: text };
    }
    if (rules.queries.includes(name)) return { kind: 'query', option: text };
    if (text.startsWith('--')) {
      if (eq > 0) {
        if (!rules.valued.includes(name) && !rules.flags.includes(name) && !rules.optionalValue.includes(name)) return { kind: 'unknown', option: text };
        options.push({ name, value: text.slice(eq + 1), words: [word] });
        i++;
        continue;
      }
      if (rules.valued.includes(text)) {
        const next = words[i + 1];
        if (!next) return { kind: 'unknown', option: text };
        options.push({ name: text, value: next.value, words: [word, next] });
        i += 2;
        continue;
      }
      if (rules.valuedTwice.length > 0 && rules.valuedTwice.includes(text)) {
        const name = words[i + 1];
        const value = words[i + 2];
        if (!name || !value) return { kind: 'unknown', option: text };
        options.push({ name: text, value: value.value, words: [word, name, value] });
        i += 3;
        continue;
      }
      if (rules.flags.includes(text) || rules.optionalValue.includes(text)) {
        options.push({ name: text, value: null, words: [word] });
        i++;
        continue;
      }
      return { kind: 'unknown', option: text };
    }
    const attachedOnly = attachedOption(rules.attachedOnly, text);
    if (attachedOnly !== undefined) {
      options.push({ name: attachedOnly, value: text.slice(attachedOnly.length + 1), words: [word] });
      i++;
      continue;
    }
    if (rules.numericFlag && /^-\d+$/.test(text)) {
      options.push({ name: '-N', value: text.slice(1), words: [word] });
      i++;
      continue;
    }
    const short = scanShortCluster(words, i, rules);
    if (short.kind !== 'ok') return short;
    for (const option of short.options) options.push(option);
    i = short.next;
  }
  return { kind: 'ok', options, rest: i, ended };
}

/**
 * Options read by comparing whole words (faketime, proxychains, torsocks, gdb): `-mf` is not `-m
 * -f` and `--opt=value` is not `--opt`, so a word not listed as it stands is not known. A listed
 * `unsupported` word wins over `--`, which such a tool may read as an operand (faketime's timestamp).
 */
function scanWholeWords(words: readonly Word[], start: number, rules: OptionRules): OptionScan {
  const options: ParsedOption[] = [];
  let i = start;
  let ended = false;
  while (i < words.length) {
    const word = words[i]!;
    const text = word.value;
    if (text === null || !text.startsWith('-') || text === '-') break;
    if (rules.unsupported.includes(text)) return { kind: 'unsupported', option: text };
    if (rules.queries.includes(text)) return { kind: 'query', option: text };
    if (text === '--') {
      i++;
      ended = true;
      break;
    }
    if (rules.valued.includes(text)) {
      const next = words[i + 1];
      if (!next) return { kind: 'unknown', option: text };
      options.push({ name: text, value: next.value, words: [word, next] });
      i += 2;
      continue;
    }
    if (!rules.flags.includes(text)) return { kind: 'unknown', option: text };
    options.push({ name: text, value: null, words: [word] });
    i++;
  }
  return { kind: 'ok', options, rest: i, ended };
}

export type PermutedScan =
  | { kind: 'ok'; options: ParsedOption[]; operands: Word[] }
  | { kind: 'unsupported'; option: string }
  | { kind: 'unknown'; option: string }
  | { kind: 'query'; option: string }
  | { kind: 'non-static'; word: Word };

/**
 * Reads options and operands the way GNU getopt does by default: options may stand after
 * operands, until `--`. A word that is not static may be an option or several words, so where the
 * options end is not known: that is its own answer.
 */
export function scanPermuted(words: readonly Word[], start: number, table: OptionTable): PermutedScan {
  const options: ParsedOption[] = [];
  const operands: Word[] = [];
  let i = start;
  while (i < words.length) {
    const scan = scanOptions(words, i, table);
    if (scan.kind !== 'ok') return scan;
    for (const option of scan.options) options.push(option);
    for (const operand of scan.operands ?? []) operands.push(operand);
    if (scan.ended) {
      for (let j = scan.rest; j < words.length; j++) operands.push(words[j]!);
      break;
    }
    if (scan.rest >= words.length) break;
    const word = words[scan.rest]!;
    if (word.value === null) return { kind: 'non-static', word };
    operands.push(word);
    i = scan.rest + 1;
  }
  return { kind: 'ok', options, operands };
}

/** The attached-only option `text` is written as (`-chdir=dir`), if any. */
function attachedOption(attachedOnly: readonly string[], text: string): string | undefined {
  for (const option of attachedOnly) if (text.startsWith(option) && text[option.length] === '=') return option;
  return undefined;
}

type ClusterScan = { kind: 'ok'; options: ParsedOption[]; next: number } | { kind: 'unknown'; option: string } | { kind: 'unsupported'; option: string };

function scanShortCluster(words: readonly Word[], i: number, rules: OptionRules): ClusterScan {
  const word = words[i]!;
  const text = word.value!;
  const options: ParsedOption[] = [];
  for (let j = 1; j < text.length; j++) {
    const name = `-${text[j]}`;
    if (rules.unsupported.includes(name)) return { kind: 'unsupported', option: text };
    if (rules.optionalValue.includes(name)) {
      // The rest of the word is its value (`-n1024`), and nothing follows it in this word.
      const attached = text.slice(j + 1);
      options.push({ name, value: attached === '' ? null : attached, words: [word] });
      return { kind: 'ok', options, next: i + 1 };
    }
    if (rules.valued.includes(name)) {
      const attached = text.slice(j + 1);
      if (attached !== '') {
        options.push({ name, value: attached, words: [word] });
        return { kind: 'ok', options, next: i + 1 };
      }
      const next = words[i + 1];
      if (!next) return { kind: 'unknown', option: text };
      options.push({ name, value: next.value, words: [word, next] });
      return { kind: 'ok', options, next: i + 2 };
    }
    if (rules.flags.includes(name)) {
      options.push({ name, value: null, words: [word] });
      continue;
    }
    return { kind: 'unknown', option: text };
  }
  return { kind: 'ok', options, next: i + 1 };
}

/**
 * A table with every field present, worked out once per table. The wrapper and subcommand tables'
 * entries each have their own set of fields, so reading them on every call makes each read sort
 * through many object shapes; these all have one.
 */
interface OptionRules {
  flags: readonly string[];
  valued: readonly string[];
  unsupported: readonly string[];
  queries: readonly string[];
  numericFlag: boolean;
  attachedOnly: readonly string[];
  optionalValue: readonly string[];
  wholeWords: boolean;
  valuedTwice: readonly string[];
}

const NONE: readonly string[] = Object.freeze([]);

const rulesByTable = new Map<OptionTable, OptionRules>();

function rulesOf(table: OptionTable): OptionRules {
  let rules = rulesByTable.get(table);
  if (!rules) {
    rules = {
      flags: table.flags ?? NONE,
      valued: table.code ? [...(table.valued ?? NONE), ...table.code] : (table.valued ?? NONE),
      unsupported: table.unsupported ?? NONE,
      queries: table.queries ?? NONE,
      numericFlag: table.numericFlag === true,
      attachedOnly: table.attachedOnly ?? NONE,
      optionalValue: table.optionalValue ?? NONE,
      wholeWords: table.wholeWords === true,
      valuedTwice: table.valuedTwice ?? NONE,
    };
    rulesByTable.set(table, rules);
  }
  return rules;
}
