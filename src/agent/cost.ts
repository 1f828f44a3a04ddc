/**
 * Cost (DESIGN.md sections 4 and 5): tokens × the model's price per million, cache writes and
 * reads priced apart. The prices are data (`prices.json`, with the date they were read and
 * where from); an unknown model is an error unless its prices are given.
 *
 * Amounts are exact: a price in USD per million tokens is also the price in micro-dollars per
 * token, so a call's cost is the sum of token counts × prices, computed exactly (the prices are
 * decimals, held as scaled integers) and rounded once, up, to a whole micro-dollar. Rounding up
 * means a cost is never under-counted; it is at most one micro-dollar over.
 *
 * `worstCaseCost` is what the budget reserves before a call: the most any outcome of that call
 * can cost. The property tests check it against `costOfUsage` over every way the call's input
 * can be split into uncached input, cache writes and cache reads, and every output length.
 */
import type { ErrorObject } from 'ajv';
import type { Node as YamlNode, Pair } from 'yaml';
import { errorPath, findPair, locate, nodeAt, parseYamlSource, valueAt, type YamlSource } from '../yaml/index.js';
import { RATE_KEYS } from './price-schema.js';
// Compiled ahead of time from price-schema.ts (npm run generate:validator): compiling them with
// ajv at start cost the Action more than loading its policy, before its first model call.
import priceValidators from './price-validators.cjs';
import pricesData from './prices.json' with { type: 'json' };

/** USD per million tokens, by kind of token. */
export interface TokenRates {
  input: number;
  output: number;
  /** A cache write with the default 5-minute lifetime. */
  cache_write: number;
  /** A cache write with `ttl: "1h"`. */
  cache_write_1h: number;
  /** A cache hit or refresh. */
  cache_read: number;
}

/** Rates that replace the standard ones for a request whose prompt is over `threshold_tokens`. */
export interface LongPromptRates extends TokenRates {
  threshold_tokens: number;
}

export interface PriceEntry extends TokenRates {
  long_prompt?: LongPromptRates;
}

export interface ModelPrice extends PriceEntry {
  /** The table's id for the model, or the override's key. */
  model: string;
  /** Where the prices come from: the built-in table (dated), or a user's override. */
  source: 'table' | 'override';
}

export interface PriceTableEntry extends PriceEntry {
  name: string;
  note?: string;
  aliases: string[];
}

export interface PriceTable {
  as_of: string;
  currency: string;
  unit: string;
  sources: { url: string; used_for: string }[];
  models: Record<string, PriceTableEntry>;
}

/** Prices a user gives, by model id (the file named by `--prices FILE` or `LEASH_PRICES`). */
export type PriceOverrides = Readonly<Record<string, PriceEntry>>;

/** Token counts as the Messages API reports them in `usage`. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: {
    ephemeral_5m_input_tokens?: number | null;
    ephemeral_1h_input_tokens?: number | null;
  } | null;
}

export interface Cost {
  /** Whole micro-dollars, rounded up. */
  micros: number;
  /** `micros` in USD. */
  usd: number;
  /** Which rates applied: the standard ones, or the model's long-prompt ones. */
  tier: 'standard' | 'long_prompt';
}

/** The longest cache lifetime a request asks for: none, 5 minutes (the default), or 1 hour. */
export type CacheTtl = 'none' | '5m' | '1h';

export interface CostOptions {
  /**
   * How to price cache writes the usage does not split by lifetime (no `cache_creation`, or a
   * split that adds up to less than `cache_creation_input_tokens`). Default `1h`, the dearer,
   * so that a missing split never under-counts; a caller that knows the request had no 1-hour
   * breakpoint passes `5m`.
   */
  unsplitCacheWrite?: '5m' | '1h';
}

export interface WorstCaseRequest {
  /** Every input token of the request (what `count_tokens` reports for it). */
  inputTokens: number;
  /** The request's `max_tokens`. */
  maxTokens: number;
  /** The longest cache lifetime the request asks for; found from `body` when not given. */
  cacheTtl?: CacheTtl;
  /** The Messages request body, searched for `cache_control` when `cacheTtl` is not given. */
  body?: unknown;
}

type RateKey = (typeof RATE_KEYS)[number];

const RATE_WORDS: Record<RateKey, string> = {
  input: 'uncached input',
  output: 'output',
  cache_write: '5-minute cache-write',
  cache_write_1h: '1-hour cache-write',
  cache_read: 'cache-read',
};

export class UnknownModelPriceError extends Error {
  readonly code = 'unknown-model-price';
  readonly model: string;

  constructor(model: string) {
    super(
      `no price for model "${model}": it is not in Leash's price table (as of ${priceTable().as_of}). ` +
        `Give its prices in a JSON or YAML file named by --prices FILE or by the LEASH_PRICES environment variable, as ` +
        `{"${model}": {"input": 3, "output": 15, "cache_write": 3.75, "cache_write_1h": 6, "cache_read": 0.3}} ` +
        '(USD per million tokens)',
    );
    this.name = 'UnknownModelPriceError';
    this.model = model;
  }
}

export type PriceFileErrorCode = 'price-file-syntax' | 'price-file-duplicate-key' | 'price-file-schema';

/** A prices file that cannot be used, with the `file:line:col` it points at. */
export class PriceFileError extends Error {
  readonly code: PriceFileErrorCode;
  readonly file: string;
  readonly line: number;
  readonly col: number;

  constructor(code: PriceFileErrorCode, at: { file: string; line: number; col: number }, detail: string) {
    super(`${at.file}:${at.line}:${at.col}: ${detail}`);
    this.name = 'PriceFileError';
    this.code = code;
    this.file = at.file;
    this.line = at.line;
    this.col = at.col;
  }
}

/** A token count that is not a whole, non-negative number. */
export class TokenCountError extends Error {
  readonly code = 'invalid-token-count';

  constructor(what: string, value: unknown) {
    super(`${what} must be a whole number of tokens, 0 or more, found ${describe(value)}`);
    this.name = 'TokenCountError';
  }
}

let loadedTable: { table: PriceTable; byName: Map<string, string> } | undefined;

/** The built-in price table, checked on first use. */
export function priceTable(): PriceTable {
  return loadTable().table;
}

function loadTable(): { table: PriceTable; byName: Map<string, string> } {
  if (loadedTable !== undefined) return loadedTable;
  const table = pricesData as PriceTable;
  const problems: string[] = [];
  const byName = new Map<string, string>();
  const entryValid = priceValidators.entry;
  for (const [id, entry] of Object.entries(table.models)) {
    const { name, note, aliases, ...prices } = entry;
    if (typeof name !== 'string' || !Array.isArray(aliases) || (note !== undefined && typeof note !== 'string')) {
      problems.push(`${id}: needs a name and an aliases list`);
    }
    if (!entryValid(prices)) problems.push(`${id}: ${entryValid.errors?.[0]?.instancePath ?? ''} ${entryValid.errors?.[0]?.message ?? 'invalid'}`);
    for (const key of [id, ...(aliases ?? [])]) {
      if (byName.has(key)) problems.push(`${key} names two models`);
      byName.set(key, id);
    }
  }
  if (problems.length > 0) throw new Error(`src/agent/prices.json: ${problems.join('; ')}`);
  loadedTable = { table, byName };
  return loadedTable;
}

/** The forms a model id is looked up by: itself, then without a snapshot date or `-latest`. */
function lookupForms(model: string): string[] {
  const forms = [model];
  const undated = model.replace(/-(?:\d{8}|latest)$/, '');
  if (undated !== model) forms.push(undated);
  return forms;
}

/**
 * The prices of a model: from the overrides when they name it (by the id asked for, its undated
 * form, or the table's id for it), else from the table by id, alias, or undated id.
 * Throws `UnknownModelPriceError` when neither knows it.
 */
export function priceFor(model: string, overrides: PriceOverrides = {}): ModelPrice {
  const { table, byName } = loadTable();
  const forms = lookupForms(model);
  let tableId: string | undefined;
  for (const form of forms) {
    tableId = byName.get(form);
    if (tableId !== undefined) break;
  }
  for (const key of tableId === undefined ? forms : [...forms, tableId]) {
    if (Object.hasOwn(overrides, key)) {
      const entry = overrides[key]!;
      return { model: tableId ?? key, source: 'override', ...pickPrices(entry) };
    }
  }
  if (tableId === undefined) throw new UnknownModelPriceError(model);
  return { model: tableId, source: 'table', ...pickPrices(table.models[tableId]!) };
}

function pickPrices(entry: PriceEntry): PriceEntry {
  const prices: PriceEntry = {
    input: entry.input,
    output: entry.output,
    cache_write: entry.cache_write,
    cache_write_1h: entry.cache_write_1h,
    cache_read: entry.cache_read,
  };
  if (entry.long_prompt !== undefined) prices.long_prompt = { ...entry.long_prompt };
  return prices;
}

/**
 * What a call cost, from the usage the API reported. Cache writes are priced by lifetime when
 * the usage splits them (`cache_creation`); what it does not split is priced as
 * `options.unsplitCacheWrite` (default 1 hour). A model with long-prompt rates uses them for
 * the whole call, output included, when input + cache writes + cache reads is over the
 * threshold.
 */
export function costOfUsage(usage: Usage, price: ModelPrice, options: CostOptions = {}): Cost {
  const input = tokenCount('usage.input_tokens', usage.input_tokens);
  const output = tokenCount('usage.output_tokens', usage.output_tokens);
  const written = tokenCount('usage.cache_creation_input_tokens', usage.cache_creation_input_tokens ?? 0);
  const read = tokenCount('usage.cache_read_input_tokens', usage.cache_read_input_tokens ?? 0);
  const split = usage.cache_creation ?? null;
  const fiveMinutes = tokenCount('usage.cache_creation.ephemeral_5m_input_tokens', split?.ephemeral_5m_input_tokens ?? 0);
  const oneHour = tokenCount('usage.cache_creation.ephemeral_1h_input_tokens', split?.ephemeral_1h_input_tokens ?? 0);
  // When the split and the total disagree, the larger counts: a cost is never under-counted.
  const unsplit = Math.max(0, written - fiveMinutes - oneHour);
  const unsplitIsOneHour = (options.unsplitCacheWrite ?? '1h') === '1h';
  const prompt = input + read + fiveMinutes + oneHour + unsplit;
  const { rates, tier } = ratesFor(price, prompt);
  const counts: Record<RateKey, number> = {
    input,
    output,
    cache_write: fiveMinutes + (unsplitIsOneHour ? 0 : unsplit),
    cache_write_1h: oneHour + (unsplitIsOneHour ? unsplit : 0),
    cache_read: read,
  };
  let total = 0n;
  for (const key of RATE_KEYS) total += BigInt(counts[key]) * rates.scaled[key];
  return toCost(total, rates.scale, tier);
}

/**
 * The most a call can cost, known before it is made: every input token at the dearest input
 * price the request allows (a 1-hour cache write if it has a 1-hour breakpoint, a 5-minute one
 * if it has any breakpoint, else uncached input; never less than a cache read), plus
 * `maxTokens` of output. Without `cacheTtl` or `body` the request is assumed to have a 1-hour
 * breakpoint. The long-prompt rates apply when `inputTokens` is over the model's threshold,
 * as they will for the call.
 */
export function worstCaseCost(request: WorstCaseRequest, price: ModelPrice): Cost {
  const inputTokens = tokenCount('inputTokens', request.inputTokens);
  const maxTokens = tokenCount('maxTokens', request.maxTokens);
  const ttl = request.cacheTtl ?? (request.body === undefined ? '1h' : cacheTtlOfRequest(request.body));
  const { rates, tier } = ratesFor(price, inputTokens);
  const kinds: RateKey[] =
    ttl === 'none' ? ['input'] : ttl === '5m' ? ['input', 'cache_write', 'cache_read'] : ['input', 'cache_write', 'cache_write_1h', 'cache_read'];
  let dearest = 0n;
  for (const kind of kinds) if (rates.scaled[kind] > dearest) dearest = rates.scaled[kind];
  const total = BigInt(inputTokens) * dearest + BigInt(maxTokens) * rates.scaled.output;
  return toCost(total, rates.scale, tier);
}

/**
 * The longest cache lifetime a Messages request body asks for: any `cache_control` object in it
 * (top level, system, tools, message content, nested tool results) is a breakpoint, and one
 * with `ttl: "1h"` makes it an hour. Looking everywhere can only over-estimate, which is the
 * safe side for a reservation.
 */
export function cacheTtlOfRequest(body: unknown): CacheTtl {
  let ttl: CacheTtl = 'none';
  const seen = new Set<object>();
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'cache_control' && typeof item === 'object' && item !== null) {
        if ((item as { ttl?: unknown }).ttl === '1h') return '1h';
        ttl = '5m';
      }
      if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return ttl;
}

interface ScaledRates {
  /** Each rate × 10^decimals, exactly. */
  scaled: Record<RateKey, bigint>;
  /** 10^decimals. */
  scale: bigint;
}

const scaledCache = new WeakMap<TokenRates, ScaledRates>();

function ratesFor(price: ModelPrice, promptTokens: number): { rates: ScaledRates; tier: Cost['tier'] } {
  const long = price.long_prompt;
  if (long !== undefined && promptTokens > long.threshold_tokens) return { rates: scaledRates(long), tier: 'long_prompt' };
  return { rates: scaledRates(price), tier: 'standard' };
}

function scaledRates(rates: TokenRates): ScaledRates {
  const cached = scaledCache.get(rates);
  if (cached !== undefined) return cached;
  const decimals = RATE_KEYS.map((key) => exactDecimal(rates[key], key));
  const places = Math.max(...decimals.map((d) => d.places));
  const scaled = {} as Record<RateKey, bigint>;
  RATE_KEYS.forEach((key, index) => {
    const { digits, places: own } = decimals[index]!;
    scaled[key] = digits * 10n ** BigInt(places - own);
  });
  const result = { scaled, scale: 10n ** BigInt(places) };
  scaledCache.set(rates, result);
  return result;
}

const DECIMAL_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** The decimal a price prints as (JavaScript's shortest round-trip form), as digits × 10^-places. */
function exactDecimal(value: number, key: RateKey): { digits: bigint; places: number } {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`price ${key} must be a finite, non-negative number of USD per million tokens, found ${describe(value)}`);
  }
  const match = DECIMAL_FORM.exec(String(value));
  if (match === null) throw new TypeError(`price ${key}: cannot read ${String(value)} as a decimal`);
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? '0');
  const places = fraction.length - exponent;
  const digits = BigInt(match[1]! + fraction);
  return places >= 0 ? { digits, places } : { digits: digits * 10n ** BigInt(-places), places: 0 };
}

function toCost(total: bigint, scale: bigint, tier: Cost['tier']): Cost {
  const micros = (total + scale - 1n) / scale;
  if (micros > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`a cost of ${micros} micro-dollars is out of range`);
  const value = Number(micros);
  return { micros: value, usd: value / 1_000_000, tier };
}

function tokenCount(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new TokenCountError(what, value);
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value}" (a string)`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Price overrides: a user's JSON or YAML file of prices by model id.

/**
 * Reads a prices file (JSON or YAML; JSON is read as the YAML it also is, for positions):
 * `{"model-id": {"input": 3, "output": 15, "cache_write": 3.75, "cache_write_1h": 6,
 * "cache_read": 0.3}}`, USD per million tokens, with an optional `long_prompt` block
 * (`threshold_tokens` and the same five prices). `file` names the source in error messages.
 * Throws `PriceFileError` pointing at `file:line:col`.
 */
export function loadPriceOverrides(text: string, file: string): PriceOverrides {
  const parsed = parseYamlSource(text, file);
  if (parsed.problem) {
    if (parsed.problem.kind === 'duplicate-key') {
      throw new PriceFileError('price-file-duplicate-key', parsed.problem.at, 'a model or price is given twice; the second would silently replace the first');
    }
    throw new PriceFileError('price-file-syntax', parsed.problem.at, `not valid JSON or YAML: ${parsed.problem.reason}`);
  }
  const source = parsed.source;
  const value: unknown = source.doc.toJS();
  const validate = priceValidators.overrides;
  if (validate(value)) return value as PriceOverrides;
  throw schemaError(source, value, validate.errors?.[0]);
}

function schemaError(source: YamlSource, value: unknown, problem: ErrorObject | undefined): PriceFileError {
  const segments = (problem ? errorPath(problem) : []).map(String);
  const node = nodeAt(source, segments);
  const fail = (target: YamlNode | Pair | null | undefined, detail: string): PriceFileError =>
    new PriceFileError('price-file-schema', locate(source, target), detail);
  const [model, field, subfield] = segments;
  const label =
    field === undefined ? `model "${model}"` : subfield === undefined ? `model "${model}": "${field}"` : `model "${model}": "long_prompt.${subfield}"`;
  const found = describe(valueAt(value, segments));
  const rateWords = (key: string | undefined): string => RATE_WORDS[key as RateKey] ?? key ?? '';
  switch (problem?.keyword) {
    case undefined:
      return fail(node, 'invalid prices');
    case 'type':
      if (model === undefined)
        return fail(node, `expected a mapping of model id to prices, found ${value === null || value === undefined ? 'nothing' : found}`);
      if (field === undefined || (field === 'long_prompt' && subfield === undefined)) return fail(node, `${label} must be a mapping of prices, found ${found}`);
      if (problem.params['type'] === 'integer') return fail(node, `${label} must be a whole number of tokens, found ${found}`);
      return fail(node, `${label} must be a number of USD per million ${rateWords(subfield ?? field)} tokens, found ${found}`);
    case 'required': {
      const missing = String(problem.params['missingProperty']);
      const unit =
        missing === 'threshold_tokens' ? 'the prompt size, in tokens, above which these prices apply' : `USD per million ${rateWords(missing)} tokens`;
      return fail(node, `${label} is missing "${missing}" (${unit}); every price is needed, so that no token goes uncounted`);
    }
    case 'additionalProperties': {
      const key = String(problem.params['additionalProperty']);
      const expected = field === 'long_prompt' ? `threshold_tokens, ${RATE_KEYS.join(', ')}` : `${RATE_KEYS.join(', ')} or long_prompt`;
      return fail(findPair(node, key) ?? node, `${label}: unknown key "${key}"; expected ${expected}`);
    }
    case 'minimum':
      return fail(node, `${label} must be ${field === 'long_prompt' && subfield === 'threshold_tokens' ? 'at least 1' : 'zero or more'}, found ${found}`);
    case 'maximum':
      return fail(node, `${label} is ${found} USD per million tokens; more than 1,000,000 must be a mistake`);
    case 'minProperties':
      return fail(node, 'the file gives no prices; expected at least one model id with its prices');
    case 'minLength':
      return fail(findPair(node, '') ?? node, 'a model id cannot be empty');
    default:
      return fail(node, `${label}: ${problem?.message ?? 'invalid'}`);
  }
}
