// Tools with subcommands: the global options before the subcommand are set aside for matching, so
// `git -C . push` meets a `git push *` rule, and a subcommand the tool knows by another name is
// matched under its own name too, so `npm pub` meets `npm publish *`.
import { noptOptionsAnywhere } from './nopt.js';
import { scanOptions, type ParsedOption } from './options.js';
import { subcommandTool, type SubcommandTool } from './tables.js';
import { joinWords, wordText, type Word } from './words.js';

export interface SubcommandParse {
  /** Options written before the subcommand. */
  globals: ParsedOption[];
  /** Index in the command's words of the subcommand word, or -1 when there is none. */
  subcommandIndex: number;
  /** Index of the first word after the subcommand's words (`docker container run x`: of `x`). */
  afterSubcommand: number;
  /** The subcommand under its own name, its group first (`publish`, `container run`, `pr merge`), or null when there is none. */
  path: string | null;
  /** The command without its global options (name, group, subcommand, rest), or null when it is the written form. */
  stripped: Word[] | null;
  /** The command as the tool reads it, global options set aside and the subcommand under its own name; null when that is `stripped` or the written form. */
  canonical: Word[] | null;
  /** An option before the subcommand that the table does not know. */
  unknownOption?: string;
  /** The tool's own options after the subcommand, for a tool whose parser reads them anywhere (npm's nopt). */
  later?: ParsedOption[];
}

/** `words` are the command's, its name first; `tool` is the command's entry in the subcommand table. */
export function parseSubcommand(words: readonly Word[], tool: SubcommandTool): SubcommandParse {
  let start = 1;
  const toolchain: ParsedOption[] = [];
  const first = words[1]?.value;
  if (tool.toolchainPrefix && first?.startsWith(tool.toolchainPrefix)) {
    toolchain.push({ name: tool.toolchainPrefix, value: first.slice(tool.toolchainPrefix.length), words: [words[1]!] });
    start = 2;
  }
  const group = words[start]?.value;
  const groupWords = tool.group && group && !group.startsWith('-') ? 1 : 0;
  const scan = scanOptions(words, start + groupWords, tool);
  if (scan.kind !== 'ok') {
    const unknownOption = 'option' in scan ? scan.option : undefined;
    return { globals: toolchain, subcommandIndex: -1, afterSubcommand: -1, path: null, stripped: null, canonical: null, unknownOption };
  }
  const subcommandIndex = scan.rest < words.length ? scan.rest : -1;
  const globals = toolchain.length > 0 ? [...toolchain, ...scan.options] : scan.options;
  // `npm -- publish` and `docker -- run` run the subcommand after `--`; the tools that do not read it so stop with an error.
  const setAside = globals.length > 0 || scan.ended;
  const stripped = setAside ? [words[0]!, ...words.slice(start, start + groupWords), ...words.slice(scan.rest)] : null;
  const own = stripped ?? words;
  const resolved = resolveSubcommand(tool, own, 1);
  if (!resolved) {
    const afterSubcommand = subcommandIndex < 0 ? -1 : subcommandIndex + 1;
    const parse: SubcommandParse = { globals, subcommandIndex, afterSubcommand, path: null, stripped, canonical: null };
    if (tool.optionSpelling === 'nopt' && afterSubcommand > 0) parse.later = noptOptionsAnywhere(words, afterSubcommand, tool);
    return parse;
  }
  const afterSubcommand = scan.rest + resolved.written - groupWords;
  let canonical: Word[] | null = null;
  if (resolved.renamed) {
    const node = own[1]!.node;
    canonical = [own[0]!, ...resolved.names.map((name): Word => ({ node, raw: name, value: name, glob: false })), ...own.slice(1 + resolved.written)];
  }
  const parse: SubcommandParse = { globals, subcommandIndex, afterSubcommand, path: resolved.names.join(' '), stripped, canonical };
  if (tool.optionSpelling === 'nopt') parse.later = noptOptionsAnywhere(words, afterSubcommand, tool);
  return parse;
}

/** The words of a command, its name first, with the subcommand under its own name, or null when it has that name already. */
export function subcommandNamed(words: readonly Word[], tool: SubcommandTool): string | null {
  const resolved = resolveSubcommand(tool, words, 1);
  if (!resolved?.renamed) return null;
  let text = words[0]!.value ?? '';
  for (const name of resolved.names) text += ` ${name}`;
  for (let i = 1 + resolved.written; i < words.length; i++) text += ` ${wordText(words[i]!)}`;
  return text;
}

/**
 * A rule's command text with its subcommand under its own name (`npm run-script *` → `npm run`),
 * or null when it names no subcommand by another name. With `lastCut` the last word may be cut
 * short (a raw prefix, `npm pub*`) and is left as written.
 */
export function subcommandRenamed(text: string, lastCut: boolean): string | null {
  const words = text.split(' ');
  const tool = subcommandTool(words[0]!);
  if (!tool || (!tool.aliases && !tool.abbreviations && !tool.camelCase)) return null;
  const whole = lastCut ? words.length - 1 : words.length;
  const values = words.slice(0, whole).map((value) => ({ value }));
  const resolved = resolveSubcommand(tool, values, 1);
  if (!resolved?.renamed) return null;
  return [words[0], ...resolved.names, ...words.slice(1 + resolved.written)].join(' ');
}

/**
 * The commands a subcommand runs besides or as itself, by the tool's own code, from the table's
 * `alsoRuns`: `npm install-test x` runs `npm install x` and then `npm test`, which is
 * `npm run test`. `own` is the command with the subcommand under its own name (`path`) after the
 * tool's name; `name` is the tool's own name. Empty when the table names none.
 */
export function alsoRunForms(name: string, own: readonly Word[], path: string, tool: SubcommandTool): string[] {
  const table = tool.alsoRuns;
  if (!table) return [];
  let after = 1 + path.split(' ').length;
  let runs = table[path];
  if (runs === undefined) {
    const next = own[after]?.value;
    if (next === null || next === undefined) return [];
    runs = table[`${path} ${next}`];
    if (runs === undefined) return [];
    after++;
  }
  const rest = own.slice(after);
  const restText = rest.length > 0 ? ` ${joinWords(rest)}` : '';
  return runs.map((run) => `${name} ${run.endsWith(' …') ? run.slice(0, -2) + restText : run}`);
}

export interface ResolvedSubcommand {
  /** How many words the subcommand was written as, its group's included. */
  written: number;
  /** Its own name, one word per element (`container`, `run`). */
  names: string[];
  /** Whether the names differ from the words as written. */
  renamed: boolean;
}

/**
 * The subcommand that `words[at..]` start with (the group first for a tool with groups), under its
 * own name: an alias of one or two words (`docker run`, `gh release new`), an abbreviation
 * (`npm pub`) or a camelCase spelling (`npm runScript`) becomes the name the tool's documentation
 * gives it. Null when the first of those words is not known before the command runs.
 */
export function resolveSubcommand(tool: SubcommandTool, words: readonly Pick<Word, 'value'>[], at: number): ResolvedSubcommand | null {
  const first = words[at]?.value;
  if (first === null || first === undefined) return null;
  const second = words[at + 1]?.value ?? null;
  const aliases = tool.aliases;
  const pair = second !== null && aliases ? aliases[`${first} ${second}`] : undefined;
  if (pair !== undefined) return { written: 2, names: pair.split(' '), renamed: true };
  const own = ownName(tool, first);
  const names = own.split(' ');
  if (tool.group && second !== null) {
    // A group alias, then the subcommand's own alias under the group's name (`gh ext install`).
    const inGroup = aliases?.[`${own} ${second}`];
    const groupNames = inGroup !== undefined ? inGroup.split(' ') : [...names, second];
    return { written: 2, names: groupNames, renamed: own !== first || inGroup !== undefined };
  }
  return { written: 1, names, renamed: own !== first };
}

/** One word's own name, the way npm's `deref` finds it: camelCase, a subcommand, an alias, then a prefix of one. */
function ownName(tool: SubcommandTool, word: string): string {
  let name = word;
  if (tool.camelCase && /[A-Z]/.test(name)) name = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (tool.commands?.includes(name)) return name;
  const aliases = tool.aliases;
  const alias = aliases?.[name];
  if (alias !== undefined) return alias;
  if (tool.abbreviations && tool.commands) {
    let found: string | undefined;
    let count = 0;
    for (const candidate of tool.commands) {
      if (candidate.startsWith(name)) {
        found = candidate;
        count++;
      }
    }
    for (const candidate of aliases ? Object.keys(aliases) : []) {
      if (!candidate.includes(' ') && candidate.startsWith(name)) {
        found = candidate;
        count++;
      }
    }
    if (count === 1 && found !== undefined) return aliases?.[found] ?? found;
  }
  // A camelCase spelling that names nothing is an unknown command to the tool, which then runs nothing.
  return word;
}

/**
 * Whether a rule's raw prefix (`git*`, `npm test*`, `gh pr merge*`) cuts its last word where the
 * program's name or a subcommand the tables know stands (DESIGN.md section 2): such a prefix does
 * not extend that word into another (`node*` is not `nodemon`, `docker build*` not `docker builder`);
 * an argument's word it still extends (`npm run test*` covers `npm run test:unit`).
 */
export function rawPrefixEndsWord(body: string): boolean {
  if (body === '' || body.endsWith(' ')) return false;
  const words = body.split(' ');
  const last = words.length - 1;
  if (last === 0) return true;
  const tool = subcommandTool(words[0]!);
  if (!tool) return false;
  let at = 1;
  if (tool.toolchainPrefix && words[1]?.startsWith(tool.toolchainPrefix)) at = 2;
  const groupWords = tool.group && words[at] !== undefined && !words[at]!.startsWith('-') ? 1 : 0;
  const firstSubcommand = at;
  at += groupWords;
  // Global options before the subcommand (`git -C . push*`); a valued one takes the next word.
  while (at < last && words[at]!.startsWith('-')) {
    if (words[at] === '--') {
      at++;
      break;
    }
    const valued = !words[at]!.includes('=') && tool.valued.includes(words[at]!);
    at += valued ? 2 : 1;
  }
  if (words[last]!.startsWith('-')) return false;
  return last === firstSubcommand || last === at;
}
