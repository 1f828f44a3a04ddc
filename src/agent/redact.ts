/**
 * Redaction: secrets never reach the model, stdout, the session file, logs or an artifact
 * (DESIGN.md section 4). Every writer passes its text through a `Redactor`.
 *
 * Two kinds of secret are replaced:
 *
 * - the values of secret-looking environment variables (names listed in, or matching the rule
 *   of, `secret-patterns.json`) and any secret given explicitly, as `[REDACTED:$NAME]`
 *   (`[REDACTED:secret]` for an unnamed explicit one). Each value is also looked for in the
 *   forms it takes inside other text: JSON-escaped (once and twice, and with non-ASCII as
 *   `\uXXXX`), URL-encoded (either case of hex digits, and `+` for spaces), and base64 /
 *   base64url, including the part of the encoding that does not depend on where in a longer
 *   encoded payload the value sits (so `base64("x-access-token:" + token)` loses the token
 *   too). A multi-line value's lines are also secrets on their own. Values shorter than
 *   `MIN_SECRET_LENGTH` characters are not redacted: replacing every "true" or "admin" in a
 *   transcript would mangle it while protecting nothing worth a name.
 * - token patterns, whatever their source (`secret-patterns.json`), as `[REDACTED:<name>]`.
 *
 * Every event line goes through here, so the common case (a text with no secret in it) must
 * cost about what serialising it costs. Two cheap checks decide what a text is searched for:
 *
 * - each pattern names anchors (`sk-ant-`, `ghp_`, `://`…) of which any match holds one; a
 *   text holding none of a pattern's anchors (`includes`, far faster than a regex) is not
 *   searched for it;
 * - every literal value holds a known 8-character key (its most distinctive stretch); a
 *   Wu-Manber scan, which skips most of a text instead of reading it, says whether any key
 *   occurs (never wrongly no).
 *
 * What is left is searched by one regular expression, whatever the number of secrets: the
 * literal values as a trie (at any position at most one path of it is tried), then the patterns
 * as alternatives. The expression for each combination is built once and kept.
 */
import { Buffer } from 'node:buffer';
import gitleaksPatternsData from './secret-patterns-gitleaks.json' with { type: 'json' };
import secretPatternsData from './secret-patterns.json' with { type: 'json' };

export interface NamedSecret {
  /** Shown in the replacement: `[REDACTED:<name>]`. */
  name: string;
  value: string;
}

export interface RedactorOptions {
  /** The environment whose secret-looking variables are redacted (usually `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** More secrets: a bare string is replaced by `[REDACTED:secret]`. */
  secrets?: readonly (string | NamedSecret)[];
}

/** Where a secret was found: `text.slice(start, end)` is what gets replaced. */
export interface SecretMatch {
  start: number;
  end: number;
  /** The pattern name, or `$NAME` for an environment variable's value. */
  name: string;
}

export interface Redactor {
  /** The text with every secret replaced. */
  redact(text: string): string;
  /**
   * A copy of a value about to be serialised, with every string in it redacted. Keys are kept;
   * objects with a `toJSON` method are converted first, as `JSON.stringify` would.
   */
  redactValue<T>(value: T): T;
  /** Every secret in the text, in order. */
  matches(text: string): SecretMatch[];
  /** The environment variables whose values are redacted (sorted). */
  readonly secretNames: readonly string[];
}

export interface StreamRedactor {
  /** Takes the next chunk; returns the redacted text that can safely be written now. */
  push(chunk: string): string;
  /** Returns the rest. The stream can be pushed to again afterwards. */
  end(): string;
}

export interface StreamRedactorOptions {
  /**
   * The most text held back while a possible secret is still open (an unterminated private key
   * block). Past this, the held text is redacted as it stands and written. Default 1 MiB.
   */
  maxHeldChars?: number;
}

export const MIN_SECRET_LENGTH: number = secretPatternsData.secret_env.min_value_length;

/** A `secret-patterns.json` that cannot be used: a regex that does not compile, a failing example… */
export class SecretPatternError extends Error {
  readonly code = 'secret-patterns-invalid';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`src/agent/secret-patterns.json: ${problems.length} problem(s): ${problems.join('; ')}`);
    this.name = 'SecretPatternError';
    this.problems = problems;
  }
}

export interface SecretPatternSpec {
  name: string;
  why: string;
  prefix?: string;
  regex: string;
  anchors: string[];
  max_length: number;
  match: string[];
  not_match: string[];
  redacts: string[][];
}

interface SecretEnvSpec {
  min_value_length: number;
  names: string[];
  name_regex: string;
  match: string[];
  not_match: string[];
}

interface PatternTable {
  patterns: SecretPatternSpec[];
  /** Exact names, upper-cased. */
  envNames: Set<string>;
  envNameRegex: RegExp;
  /** `(?:prefix)(regex)` per pattern, in table order: one capturing group each. */
  alternatives: string[];
  /**
   * Each different anchor, with the patterns it stands for as two bit masks: `low` for patterns
   * 0-29, `high` for 30 on (bitwise operators work on 32 bits).
   */
  anchors: { anchor: string; low: number; high: number }[];
  /** The longest span of any pattern match. */
  maxPatternLength: number;
}

let table: PatternTable | undefined;

/** 30 + 22 patterns: the scanner key (literals, low mask, high mask) stays a safe integer. */
const MAX_PATTERNS = 52;

/** The pattern table, compiled and checked on first use. Throws `SecretPatternError`. */
export function secretPatternTable(): { patterns: readonly SecretPatternSpec[]; maxPatternLength: number } {
  table ??= compileTable();
  return { patterns: table.patterns, maxPatternLength: table.maxPatternLength };
}

/** Whether an environment variable's value is treated as a secret (by its name alone). */
export function isSecretEnvName(name: string): boolean {
  table ??= compileTable();
  return table.envNames.has(name.toUpperCase()) || table.envNameRegex.test(name);
}

/**
 * The problems of one pattern's examples (empty when it is fine): a `match` example it does not
 * match, a `not_match` example it matches, a `redacts` example it replaces differently.
 */
export function checkPatternExamples(spec: SecretPatternSpec): string[] {
  const problems: string[] = [];
  let regex: RegExp;
  try {
    regex = new RegExp(patternAlternative(spec), 'g');
  } catch (error) {
    return [`${spec.name}: regex does not compile: ${(error as Error).message}`];
  }
  if (spec.match.length === 0) problems.push(`${spec.name}: has no match example`);
  if (spec.not_match.length === 0) problems.push(`${spec.name}: has no not_match example`);
  if (spec.anchors.length === 0 || spec.anchors.some((anchor) => anchor.length === 0)) {
    problems.push(`${spec.name}: needs at least one non-empty anchor`);
  }
  for (const example of spec.match) {
    regex.lastIndex = 0;
    const found = regex.exec(example);
    if (found === null) {
      problems.push(`${spec.name}: does not match its example ${JSON.stringify(example)}`);
    } else if (!spec.anchors.some((anchor) => found[0].includes(anchor))) {
      problems.push(`${spec.name}: its match ${JSON.stringify(found[0])} holds none of its anchors`);
    }
  }
  for (const example of spec.not_match) {
    regex.lastIndex = 0;
    if (regex.test(example)) problems.push(`${spec.name}: matches its not_match example ${JSON.stringify(example)}`);
  }
  for (const pair of spec.redacts) {
    const [input, expected] = pair;
    if (pair.length !== 2 || input === undefined || expected === undefined) {
      problems.push(`${spec.name}: a redacts example must be [input, expected]`);
      continue;
    }
    const actual = replaceWith(regex, input, `[REDACTED:${spec.name}]`);
    if (actual !== expected) {
      problems.push(`${spec.name}: redacts ${JSON.stringify(input)} as ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }
  return problems;
}

function patternAlternative(spec: SecretPatternSpec): string {
  return spec.prefix === undefined ? `(${spec.regex})` : `(?:${spec.prefix})(${spec.regex})`;
}

/** Replaces the secret group (the suffix of each match) of a single-pattern regex. */
function replaceWith(regex: RegExp, text: string, marker: string): string {
  regex.lastIndex = 0;
  let out = '';
  let last = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    const secret = m[1] ?? '';
    const start = m.index + m[0].length - secret.length;
    out += text.slice(last, start) + marker;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

function compileTable(): PatternTable {
  // Leash's own patterns first, then those taken from gitleaks (scripts/import-gitleaks-patterns.py).
  const patterns = [...secretPatternsData.patterns, ...gitleaksPatternsData.patterns] as SecretPatternSpec[];
  const secretEnv = secretPatternsData.secret_env as SecretEnvSpec;
  const problems: string[] = [];
  const names = new Set<string>();
  const alternatives: string[] = [];
  let maxPatternLength = 0;
  // Each pattern's match, not_match and redacts examples are checked by test/agent/redact.test.ts
  // (checkPatternExamples), not here: running them was most of what the first redactor of every
  // process cost, before the Action's first model request (docs/action.md, "Start time").
  for (const spec of patterns) {
    if (!/^[a-z][a-z0-9_]*$/.test(spec.name)) problems.push(`pattern name ${JSON.stringify(spec.name)} must be snake_case`);
    if (names.has(spec.name)) problems.push(`pattern name ${spec.name} appears twice`);
    names.add(spec.name);
    if (!Number.isSafeInteger(spec.max_length) || spec.max_length <= 0) problems.push(`${spec.name}: max_length must be a positive integer`);
    maxPatternLength = Math.max(maxPatternLength, spec.max_length);
    const alternative = patternAlternative(spec);
    try {
      new RegExp(alternative);
    } catch (error) {
      problems.push(`${spec.name}: regex does not compile: ${(error as Error).message}`);
      continue;
    }
    // One group per pattern is how a match is traced back to its pattern; a capturing group
    // inside the pattern would shift every later one.
    const groups = (new RegExp(`${alternative}|`).exec('') ?? []).length - 1;
    if (groups !== 1) problems.push(`${spec.name}: use (?:...) instead of capturing groups`);
    if (new RegExp(`^(?:${spec.regex})`).test('')) problems.push(`${spec.name}: regex matches the empty string`);
    alternatives.push(alternative);
  }
  let envNameRegex: RegExp;
  try {
    envNameRegex = new RegExp(secretEnv.name_regex, 'i');
  } catch (error) {
    throw new SecretPatternError([`secret_env.name_regex does not compile: ${(error as Error).message}`]);
  }
  const envNames = new Set(secretEnv.names.map((name) => name.toUpperCase()));
  const isSecret = (name: string): boolean => envNames.has(name.toUpperCase()) || envNameRegex.test(name);
  for (const name of secretEnv.match) if (!isSecret(name)) problems.push(`secret_env: ${name} is not treated as secret`);
  for (const name of secretEnv.not_match) if (isSecret(name)) problems.push(`secret_env: ${name} is treated as secret`);
  if (problems.length > 0) throw new SecretPatternError(problems);
  if (patterns.length > MAX_PATTERNS) throw new SecretPatternError([`at most ${MAX_PATTERNS} patterns: a text's patterns are two bit masks, one scanner key`]);
  const anchorMasks = new Map<string, { low: number; high: number }>();
  patterns.forEach((spec, index) => {
    for (const anchor of spec.anchors) {
      const masks = anchorMasks.get(anchor) ?? { low: 0, high: 0 };
      if (index < 30) masks.low |= 1 << index;
      else masks.high |= 1 << (index - 30);
      anchorMasks.set(anchor, masks);
    }
  });
  const anchors = [...anchorMasks].map(([anchor, masks]) => ({ anchor, ...masks }));
  return { patterns, envNames, envNameRegex, alternatives, anchors, maxPatternLength };
}

/** The compiled form of one redactor. */
interface Engine {
  table: PatternTable;
  /** The trie of literal variants, or null when there are none. */
  literalSource: string | null;
  /** Says whether a text may hold a literal variant, or null when there are none. */
  literalFilter: LiteralFilter | null;
  /** Which replacement name each literal variant carries. */
  literalNames: Map<string, string>;
  /** Scanners by the set of patterns (a bit mask over the table) they search for. */
  scanners: Map<number, Scanner>;
  /** The longest text one match can span. */
  longestMatch: number;
  /** The literal variants alone, for wrapped and dumped text (made on first use). */
  literalRegex?: RegExp;
}

interface Scanner {
  regex: RegExp;
  /** By capturing group: null for the literals, else the pattern's name. */
  groupNames: (string | null)[];
}

interface Hit extends SecretMatch {
  /** Where the whole match begins (a kept prefix comes before `start`). */
  from: number;
}

const engines = new WeakMap<Redactor, Engine>();

export function createRedactor(options: RedactorOptions = {}): Redactor {
  const patternTable = (table ??= compileTable());
  const literalNames = new Map<string, string>();
  const secretNames: string[] = [];
  const addSecret = (value: string, name: string): void => {
    for (const variant of secretForms(value)) {
      if (!literalNames.has(variant)) literalNames.set(variant, name);
    }
  };
  // Sorted, so that when two variables hold one value the name shown does not depend on the
  // order the environment happened to be in.
  const envEntries = Object.entries(options.env ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of envEntries) {
    if (typeof value !== 'string' || !isSecretEnvName(name) || value.length < MIN_SECRET_LENGTH) continue;
    secretNames.push(name);
    addSecret(value, `$${name}`);
  }
  for (const secret of options.secrets ?? []) {
    if (typeof secret === 'string') addSecret(secret, 'secret');
    else addSecret(secret.value, secret.name);
  }

  const literals = [...literalNames.keys()];
  const engine: Engine = {
    table: patternTable,
    literalSource: literals.length === 0 ? null : literalTrieSource(literals),
    literalFilter: literals.length === 0 ? null : buildLiteralFilter(literals),
    literalNames,
    scanners: new Map(),
    longestMatch: Math.max(patternTable.maxPatternLength, ...literals.map((literal) => wrappedSpan(literal.length))),
  };

  const redactor: Redactor = {
    redact: (text) => redactText(engine, text),
    redactValue: <T>(value: T): T => redactDeep(engine, value, new WeakMap()) as T,
    matches: (text) => scan(engine, text).map(({ start, end, name }) => ({ start, end, name })),
    secretNames,
  };
  engines.set(redactor, engine);
  return redactor;
}

/** The scanner for this text: the literals and the patterns whose anchors the text holds. */
function scannerFor(engine: Engine, text: string): Scanner | null {
  let low = 0;
  let high = 0;
  for (const anchor of engine.table.anchors) {
    if (((low & anchor.low) !== anchor.low || (high & anchor.high) !== anchor.high) && text.includes(anchor.anchor)) {
      low |= anchor.low;
      high |= anchor.high;
    }
  }
  const literals = engine.literalFilter !== null && mayHoldLiteral(engine.literalFilter, text);
  if (low === 0 && high === 0 && !literals) return null;
  // The lowest bit stands for the literals, then 30 bits of `low`, then `high`.
  const key = (literals ? 1 : 0) + low * 2 + high * 2 ** 31;
  let scanner = engine.scanners.get(key);
  if (scanner === undefined) {
    const sources: string[] = [];
    const groupNames: (string | null)[] = [null];
    if (literals && engine.literalSource !== null) {
      sources.push(`(${engine.literalSource})`);
      groupNames.push(null);
    }
    engine.table.patterns.forEach((spec, index) => {
      if (((index < 30 ? low : high) & (1 << (index % 30))) === 0) return;
      sources.push(engine.table.alternatives[index]!);
      groupNames.push(spec.name);
    });
    scanner = { regex: new RegExp(sources.join('|'), 'g'), groupNames };
    engine.scanners.set(key, scanner);
  }
  return scanner;
}

/** Every match in the text that starts at `from` or later (what comes before is context). */
function scan(engine: Engine, text: string, from = 0, views = true): Hit[] {
  const wrapped = views && engine.literalSource !== null ? wrappedHits(engine, text, from) : null;
  if (wrapped !== null) return mergeHits(scan(engine, text, from, false), wrapped);
  const scanner = scannerFor(engine, text);
  if (scanner === null) return [];
  const hits: Hit[] = [];
  const regex = scanner.regex;
  regex.lastIndex = from;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    hits.push(hitOf(engine, scanner, m));
  }
  return hits;
}

function hitOf(engine: Engine, scanner: Scanner, m: RegExpExecArray): Hit {
  const end = m.index + m[0].length;
  for (let group = 1; group < m.length; group += 1) {
    const secret = m[group];
    if (secret === undefined) continue;
    // A pattern match that is exactly a known value (a GitHub token that is also
    // $GITHUB_TOKEN) is named after the variable, which says more.
    const name = engine.literalNames.get(secret) ?? scanner.groupNames[group] ?? 'secret';
    return { from: m.index, start: end - secret.length, end, name };
  }
  return { from: m.index, start: m.index, end, name: 'secret' };
}

function redactText(engine: Engine, text: string): string {
  const wrapped = engine.literalSource === null ? null : wrappedHits(engine, text, 0);
  if (wrapped !== null) return replaceHits(text, mergeHits(scan(engine, text, 0, false), wrapped));
  const scanner = scannerFor(engine, text);
  if (scanner === null) return text;
  const regex = scanner.regex;
  regex.lastIndex = 0;
  let m = regex.exec(text);
  if (m === null) return text;
  let out = '';
  let last = 0;
  for (; m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    const hit = hitOf(engine, scanner, m);
    out += `${text.slice(last, hit.start)}[REDACTED:${hit.name}]`;
    last = hit.end;
  }
  return out + text.slice(last);
}

function redactDeep(engine: Engine, value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactText(engine, value);
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    const converted = redactDeep(engine, toJSON.call(value), seen);
    seen.set(value, converted);
    return converted;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactDeep(engine, item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = redactDeep(engine, item, seen);
  return copy;
}

/** Hits in text order, overlapping ones joined (a wrapped hit may cover a plain one). */
function mergeHits(a: Hit[], b: Hit[]): Hit[] {
  const all = [...a, ...b].sort((x, y) => x.from - y.from || y.end - x.end);
  const merged: Hit[] = [];
  for (const hit of all) {
    const last = merged[merged.length - 1];
    if (last !== undefined && hit.from < last.end) {
      if (hit.end > last.end) last.end = hit.end;
      continue;
    }
    merged.push({ ...hit });
  }
  return merged;
}

function replaceHits(text: string, hits: readonly Hit[]): string {
  let out = '';
  let last = 0;
  for (const hit of hits) {
    out += `${text.slice(last, hit.start)}[REDACTED:${hit.name}]`;
    last = hit.end;
  }
  return out + text.slice(last);
}

/**
 * Secret values in the text as a command prints them by default, spread over lines: base64 and
 * hex wrapped at any width (`base64 FILE` wraps at 76, `xxd -p` at 60) with LF or CRLF, and
 * hex dumps (`xxd`, `hexdump -C`, `od -x`, `od -t x1`). Each block of such lines is read as
 * what it stands for (the lines joined, or the dumped bytes) and searched for the literal
 * forms; a hit covers the text from its first character to its last (for a dump, the lines that
 * show its bytes). Null when the text has no such block or no hit in one, which is the common
 * case and costs one search for a line break followed by a long run of encoding characters.
 */
function wrappedHits(engine: Engine, text: string, from: number): Hit[] | null {
  if (text.length - from < 2 * MIN_WRAP_WIDTH || text.indexOf('\n', from) < 0) return null;
  let hits: Hit[] | null = null;
  // A block may begin on the line `from` lies in (a stream's context holds that line's start).
  const lineStart = from === 0 ? 0 : text.lastIndexOf('\n', from - 1) + 1;
  BLOCK_AT.lastIndex = lineStart;
  const first = BLOCK_AT.test(text) ? lineStart : -1;
  BLOCK_START.lastIndex = lineStart === 0 ? 0 : lineStart - 1;
  for (let m = first >= 0 ? { index: first } : BLOCK_START.exec(text); m !== null; m = BLOCK_START.exec(text)) {
    const start = m.index === first ? first : m.index + 1;
    const block = readBlock(text, start);
    BLOCK_START.lastIndex = Math.max(block.end - 1, start + 1);
    // One line is a block only as hex (`xxd -p` of a short file); wrapped text needs two.
    if (block.lines.length < 2 && !HEX_LINE.test(block.lines[0]?.text ?? '')) continue;
    for (const view of blockViews(block)) {
      if (engine.literalFilter !== null && !mayHoldLiteral(engine.literalFilter, view.text)) continue;
      const regex = (engine.literalRegex ??= new RegExp(`(${engine.literalSource})`, 'g'));
      regex.lastIndex = 0;
      for (let m2 = regex.exec(view.text); m2 !== null; m2 = regex.exec(view.text)) {
        const name = engine.literalNames.get(m2[0]) ?? 'secret';
        const first = view.origin(m2.index);
        const last = view.origin(m2.index + m2[0].length - 1);
        if (first.start < from) continue;
        (hits ??= []).push({ from: first.start, start: first.start, end: last.end, name });
      }
    }
  }
  return hits;
}

/**
 * The most text a literal of `length` characters can span in wrapped or dumped form: a hex dump
 * row shows 16 bytes in at most 80 characters, and a hit covers its whole first and last rows.
 */
function wrappedSpan(length: number): number {
  return length * 6 + 2 * 160;
}

/** The shortest line width a wrapped block is read at: narrower, and ordinary text would join. */
const MIN_WRAP_WIDTH = 8;
/** Where a block of encoded lines may start: a line of base64, hex or a hex-dump row. */
const BLOCK_HEAD = '(?:[A-Za-z0-9+/=_-]{8,}\\r?\\n|[0-9a-fA-F]{6,8}[: ] ?[0-9a-fA-F]{2}| ?[0-7]{7} [0-9a-f]{2}| [0-9a-fA-F]{2,4} [0-9a-fA-F]{2})';
// A leading `\n` lets the engine look for line breaks alone; the text's first line is tried apart.
const BLOCK_START = new RegExp(`\\n${BLOCK_HEAD}`, 'g');
const BLOCK_AT = new RegExp(BLOCK_HEAD, 'y');

interface Line {
  /** Where the line's content starts and ends (without its line break). */
  start: number;
  end: number;
  text: string;
}

function readBlock(text: string, start: number): { lines: Line[]; end: number } {
  const lines: Line[] = [];
  let at = start;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const contentEnd = end > at && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const line = text.slice(at, contentEnd);
    if (!PLAIN_LINE.test(line) && readDumpRow(line, scratch, 0) === 0 && !OD_LAST_ROW.test(line)) break;
    lines.push({ start: at, end: contentEnd, text: line });
    at = end + 1;
  }
  return { lines, end: at };
}

/** A line of wrapped base64, base64url or hex. */
const PLAIN_LINE = /^[A-Za-z0-9+/=_-]+$/;
/** A line of hex long enough to hold a secret's bytes. */
const HEX_LINE = /^[0-9a-fA-F]{16,}$/;
const HEX_TEXT = /^[0-9a-fA-F]+$/;
/** The offset `od` prints alone after the last row. */
const OD_LAST_ROW = /^ ?[0-7]{7}$/;
/** Where readBlock parses a row to see that it is one: no row is wider than this. */
const scratch = new Uint8Array(65536);

interface View {
  text: string;
  /** The span of the original text that shows the view's character at `index`. */
  origin(index: number): { start: number; end: number };
}

/** What a block stands for: its lines joined, and for a hex dump the bytes it shows. */
function blockViews(block: { lines: Line[] }): View[] {
  const views: View[] = [];
  if (block.lines.every((line) => PLAIN_LINE.test(line.text))) {
    // Wrapped text: every line as wide as the first but the last, which may be shorter.
    const runs = block.lines.length === 1 ? [block.lines] : wrappedRuns(block.lines);
    for (const run of runs) {
      const joined = joinedView(run);
      if (run.length > 1) views.push(joined);
      // Plain hex (`xxd -p`, `od -An -tx1 | tr -d ' '`): the bytes it stands for.
      if (joined.text.length % 2 === 0 && HEX_TEXT.test(joined.text)) views.push(hexView(run, joined.text));
    }
  }
  const dump = dumpView(block.lines);
  if (dump !== null) views.push(dump);
  return views;
}

function wrappedRuns(lines: Line[]): Line[][] {
  const runs: Line[][] = [];
  let i = 0;
  while (i < lines.length) {
    const width = lines[i]!.text.length;
    let j = i + 1;
    while (j < lines.length && lines[j]!.text.length === width) j += 1;
    if (j < lines.length && lines[j]!.text.length < width) j += 1;
    if (j - i >= 2 && width >= MIN_WRAP_WIDTH) runs.push(lines.slice(i, j));
    i = j > i + 1 ? j : i + 1;
  }
  return runs;
}

function joinedView(lines: Line[]): View {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += line.text;
  }
  return {
    text,
    origin(index) {
      let k = starts.length - 1;
      while (starts[k]! > index) k -= 1;
      const at = lines[k]!.start + (index - starts[k]!);
      return { start: at, end: at + 1 };
    },
  };
}

/** The bytes a run of plain hex lines stands for; each byte maps back to its two digits. */
function hexView(lines: Line[], joined: string): View {
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.text.length;
  }
  const shown = Buffer.from(joined, 'hex');
  const latin1 = shown.toString('latin1');
  const text = shown.toString('utf8');
  return {
    text: text.length === latin1.length ? text : latin1,
    origin(index) {
      const digit = index * 2;
      let k = starts.length - 1;
      while (starts[k]! > digit) k -= 1;
      const at = lines[k]!.start + (digit - starts[k]!);
      // The second digit may be on the next line.
      return { start: at, end: digit + 1 - starts[k]! < lines[k]!.text.length ? at + 2 : lines[k + 1]!.start + 1 };
    },
  };
}

/**
 * The bytes a hex dump shows, read from each row's hex columns: `xxd` (groups in byte order,
 * after `offset:`), `hexdump -C` and `od -t x1` (single bytes), `od -x` and `hexdump` (16-bit
 * words, little-endian, after an octal or hex offset). Null when the rows are not a dump.
 */
function dumpView(lines: Line[]): View | null {
  let capacity = 0;
  for (const line of lines) capacity += line.text.length >> 1;
  const bytes = new Uint8Array(capacity);
  const rowOf = new Int32Array(capacity);
  let length = 0;
  for (let row = 0; row < lines.length; row += 1) {
    const end = readDumpRow(lines[row]!.text, bytes, length);
    rowOf.fill(row, length, end);
    length = end;
  }
  if (length === 0) return null;
  const shown = Buffer.from(bytes.buffer, 0, length);
  const latin1 = shown.toString('latin1');
  const text = shown.toString('utf8');
  // utf8 decoding can shorten the text; keep indexes on the bytes when it does.
  const view = text.length === latin1.length ? text : latin1;
  return {
    text: view,
    origin(index) {
      const line = lines[rowOf[index]!]!;
      return { start: line.start, end: line.end };
    },
  };
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/**
 * Writes the bytes of one dump row into `bytes` from `at`, and returns where they end (`at` when
 * the line is not a row). The row is
 * an offset (hex, then `:` for xxd; octal or hex for od and hexdump; none for `od -An`), then
 * groups of hex digits one or two spaces apart, then the text column after two or more spaces
 * or in bars, which is left out. Groups of four digits without a `:` are little-endian words.
 */
function readDumpRow(line: string, bytes: Uint8Array, at: number): number {
  const length = line.length;
  let i = 0;
  let colon = false;
  if (length > 0 && line.charCodeAt(0) !== 32) {
    while (i < length && hexValue(line.charCodeAt(i)) >= 0) i += 1;
    if (i < 6 || i > 8) return at;
    if (line.charCodeAt(i) === 58 /* : */) {
      colon = true;
      i += 1;
    }
  }
  let out = at;
  let words = true;
  while (i < length) {
    let spaces = 0;
    while (i < length && line.charCodeAt(i) === 32) {
      spaces += 1;
      i += 1;
    }
    if (i >= length) break;
    const groupStart = i;
    while (i < length && hexValue(line.charCodeAt(i)) >= 0) i += 1;
    const size = i - groupStart;
    const ends = i >= length || line.charCodeAt(i) === 32;
    if (spaces === 0 || size === 0 || !ends || size % 2 !== 0 || size > 8 || (spaces > 2 && out > at)) {
      // The text column, or something that is not a dump at all.
      if (out > at && (spaces >= 2 || line.charCodeAt(groupStart) === 124) /* | */) break;
      return at;
    }
    if (size !== 4) words = false;
    if (out + (size >> 1) > bytes.length) return at;
    for (let k = groupStart; k < i; k += 2) bytes[out++] = hexValue(line.charCodeAt(k)) * 16 + hexValue(line.charCodeAt(k + 1));
  }
  if (words && !colon) {
    for (let k = at; k + 1 < out; k += 2) {
      const low = bytes[k]!;
      bytes[k] = bytes[k + 1]!;
      bytes[k + 1] = low;
    }
  }
  return out;
}

/**
 * The forms a secret value takes inside other text, each at least `MIN_SECRET_LENGTH` long
 * (empty when the value itself is shorter).
 */
export function secretForms(value: string): string[] {
  const forms = new Set<string>();
  const add = (form: string): void => {
    if (form.length >= MIN_SECRET_LENGTH) forms.add(form);
  };
  const addTextForms = (text: string): void => {
    if (text.length < MIN_SECRET_LENGTH) return;
    add(text);
    const json = JSON.stringify(text).slice(1, -1);
    add(json);
    add(JSON.stringify(json).slice(1, -1));
    const asciiJson = json.replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    add(asciiJson);
    add(asciiJson.replace(/\\u[0-9a-f]{4}/g, (escape) => `\\u${escape.slice(2).toUpperCase()}`));
    // encodeURIComponent leaves !'()* alone; RFC 3986 encoders and form encoding do not.
    const component = encodeURIComponent(text);
    const strict = component.replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
    const form = new URLSearchParams([['', text]]).toString().slice(1);
    for (const url of [component, strict, form, strict.replace(/%20/g, '+')]) {
      add(url);
      add(url.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
    }
    const bytes = Buffer.from(text, 'utf8');
    for (const encoded of base64Forms(bytes)) add(encoded);
  };
  if (value.length < MIN_SECRET_LENGTH) return [];
  addTextForms(value);
  addTextForms(value.trim());
  // `rev` prints each line backwards: one more literal, cheap to look for.
  add([...value.trim()].reverse().join(''));
  if (/[\r\n]/.test(value)) {
    for (const line of value.split(/\r?\n|\r/)) addTextForms(line.trim());
  }
  return [...forms];
}

/**
 * base64 and base64url of the bytes, whole (padded and not), and the three "cores": for each
 * offset the bytes could start at within a longer encoded payload, the run of characters that
 * depends on these bytes alone.
 */
function base64Forms(bytes: Buffer): string[] {
  const forms: string[] = [];
  const both = (encoded: string): void => {
    forms.push(encoded, encoded.replace(/\+/g, '-').replace(/\//g, '_'));
  };
  const whole = bytes.toString('base64');
  both(whole);
  both(whole.replace(/=+$/, ''));
  for (let skip = 0; skip < 3; skip += 1) {
    const usable = Math.floor((bytes.length - skip) / 3) * 3;
    if (usable <= 0) continue;
    both(bytes.subarray(skip, skip + usable).toString('base64'));
  }
  return forms;
}

/**
 * The literal filter: a Wu-Manber scan for keys, one 8-character region of each literal (any
 * occurrence of the literal holds its key). The window slides by the distance its last two
 * characters allow: a pair that ends no key moves it up to 7 places, so most of a text is
 * skipped, not read.
 */
const KEY_LENGTH = MIN_SECRET_LENGTH;

interface LiteralFilter {
  /** By the last two characters of the window: how far it can move without passing a key. */
  shift: Uint8Array;
  keys: Set<string>;
}

/** Pairs of characters index the shift table; two pairs sharing a slot keep the smaller shift. */
function pairSlot(first: number, second: number): number {
  return ((first << 8) ^ second) & 0xffff;
}

function buildLiteralFilter(literals: readonly string[]): LiteralFilter {
  const filter: LiteralFilter = { shift: new Uint8Array(0x10000).fill(KEY_LENGTH - 1), keys: new Set() };
  for (const literal of literals) {
    const region = distinctiveRegion(literal);
    const key = literal.slice(region, region + KEY_LENGTH);
    filter.keys.add(key);
    for (let j = 0; j < KEY_LENGTH - 1; j += 1) {
      const slot = pairSlot(key.charCodeAt(j), key.charCodeAt(j + 1));
      filter.shift[slot] = Math.min(filter.shift[slot]!, KEY_LENGTH - 2 - j);
    }
  }
  return filter;
}

/**
 * Where the literal's most distinctive 8 characters start: the region with the most different
 * characters, spaces and JSON or code punctuation counting for nothing. A credential stored as
 * JSON starts with `{"type":` like every event line does; its key id in the middle does not.
 */
function distinctiveRegion(literal: string): number {
  let best = 0;
  let bestScore = -1;
  for (let start = 0; start + MIN_SECRET_LENGTH <= literal.length; start += 1) {
    const seen = new Set<string>();
    for (const ch of literal.slice(start, start + MIN_SECRET_LENGTH)) {
      if (!/[\s"'{}[\]:,.;=()<>\\/-]/.test(ch)) seen.add(ch);
    }
    if (seen.size > bestScore) {
      best = start;
      bestScore = seen.size;
    }
  }
  return best;
}

/** Whether the text may hold a literal (never wrong when false). */
function mayHoldLiteral(filter: LiteralFilter, text: string): boolean {
  const { shift, keys } = filter;
  const length = text.length;
  for (let end = KEY_LENGTH - 1; end < length;) {
    const step = shift[pairSlot(text.charCodeAt(end - 1), text.charCodeAt(end))]!;
    if (step > 0) {
      end += step;
      continue;
    }
    if (keys.has(text.slice(end - KEY_LENGTH + 1, end + 1))) return true;
    end += 1;
  }
  return false;
}

/**
 * A regex source matching any of the literals, longest first, as a trie: shared prefixes are
 * written once, so the engine follows one path per position instead of trying every literal.
 */
function literalTrieSource(literals: readonly string[]): string {
  interface TrieNode {
    children: Map<string, TrieNode>;
    end: boolean;
  }
  const root: TrieNode = { children: new Map(), end: false };
  for (const literal of literals) {
    let node = root;
    for (const ch of literal) {
      let child = node.children.get(ch);
      if (child === undefined) {
        child = { children: new Map(), end: false };
        node.children.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  // Iterative post-order walk: a secret can be thousands of characters long (a key file in an
  // environment variable), too deep for recursion to be comfortable.
  const sources = new Map<TrieNode, string>();
  const stack: { node: TrieNode; expanded: boolean }[] = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (!top.expanded) {
      top.expanded = true;
      for (const child of top.node.children.values()) stack.push({ node: child, expanded: false });
      continue;
    }
    stack.pop();
    const branches = [...top.node.children].map(([ch, child]) => escapeRegexChar(ch) + (sources.get(child) ?? ''));
    let source = branches.length === 0 ? '' : branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    // A literal ending here that others extend: the greedy `?` tries the longer ones first.
    if (top.node.end && branches.length > 0) source = `(?:${source})?`;
    sources.set(top.node, source);
  }
  return sources.get(root) ?? '(?!)';
}

function escapeRegexChar(ch: string): string {
  if (/[\\^$.*+?()[\]{}|/-]/.test(ch)) return `\\${ch}`;
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  return ch;
}

/**
 * Redacts a stream of text (a child process's output, decoded) chunk by chunk, so that a
 * secret split across two chunks is still caught: the tail that could be the start of a secret
 * (the longest secret, or the longest pattern match, whichever is longer) is held back until
 * the next chunk or `end()`. A match that reaches the end of what has arrived is held whole,
 * since it may go on; that is how an unterminated private key block waits for its END line.
 */
export function createStreamRedactor(redactor: Redactor, options: StreamRedactorOptions = {}): StreamRedactor {
  const engine = engines.get(redactor);
  if (engine === undefined) throw new TypeError('createStreamRedactor needs a redactor made by createRedactor');
  const hold = engine.longestMatch;
  const maxHeld = Math.max(options.maxHeldChars ?? 1024 * 1024, hold * 2);
  // `\b` at the start of a pattern looks at the character before the match: keep a little of
  // what was already written so that the check sees the same text as in one piece. (Nothing
  // secret starts in it: the cut never falls inside a match, and every possible match ending
  // after the cut starts after it, since the held tail is as long as the longest match.)
  const contextChars = 16;
  const maxContextChars = 64 * 1024;
  let context = '';
  let pending = '';

  const flush = (final: boolean): string => {
    const text = context + pending;
    const base = context.length;
    // Matches start in the new text only; the context is there for `\b` to look at.
    const hits = scan(engine, text, base);
    let cut = final ? text.length : text.length - hold;
    if (!final) {
      // A match across the cut: if it ends before the text does it is whole, so write it;
      // if it runs to the end it may go on in the next chunk, so hold it back from its start.
      for (const hit of hits) {
        if (hit.from < cut && hit.end > cut) cut = hit.end < text.length ? hit.end : hit.from;
      }
      if (cut <= base) {
        if (pending.length <= maxHeld) return '';
        cut = text.length;
      }
      // Never split a surrogate pair between two writes.
      const last = text.charCodeAt(cut - 1);
      if (cut < text.length && last >= 0xd800 && last <= 0xdbff) cut -= 1;
      if (cut <= base) return '';
    }
    let out = '';
    let position = base;
    for (const hit of hits) {
      if (hit.from >= cut) break;
      out += `${text.slice(position, hit.start)}[REDACTED:${hit.name}]`;
      position = hit.end;
    }
    // A hit always ends at or before the cut (the cut was moved to keep it whole), except one
    // ending in a lone high surrogate; then the write goes to its end.
    const written = Math.max(cut, position);
    if (position < written) out += text.slice(position, written);
    // Also the start of the line the cut falls in: a wrapped block is read from whole lines.
    const lineStart = text.lastIndexOf('\n', written - 1) + 1;
    context = text.slice(Math.max(0, Math.min(written - contextChars, Math.max(lineStart, written - maxContextChars))), written);
    pending = text.slice(written);
    return out;
  };

  return {
    push(chunk) {
      pending += chunk;
      if (pending.length <= hold) return '';
      return flush(false);
    },
    end() {
      if (pending.length === 0) return '';
      const out = flush(true);
      context = '';
      return out;
    },
  };
}
