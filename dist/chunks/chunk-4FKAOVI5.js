import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  errorPath,
  findPair,
  locate,
  nodeAt,
  parseYamlSource,
  require_ajv,
  valueAt
} from "./chunk-T2AXFKB2.js";
import {
  __toESM
} from "./chunk-MYU7RW7P.js";

// src/agent/table-pricing.ts
import { readFileSync } from "node:fs";

// src/agent/cost.ts
var import_ajv = __toESM(require_ajv(), 1);

// src/agent/prices.json
var prices_default = {
  about: "Claude API list prices, USD per million tokens, read by src/agent/cost.ts. cache_write is a 5-minute cache write, cache_write_1h a 1-hour one, cache_read a cache hit or refresh. long_prompt, where present, replaces every rate of a request whose prompt (input + cache writes + cache reads) is over threshold_tokens, output included. A model is found by its id, then by an alias, then with a trailing -YYYYMMDD or -latest removed. Batch, fast mode, data-residency (inference_geo) and server-tool charges are not in this table: Leash does not use them. See docs/cost.md for the sources, the choices made where they disagree, and how to override a price.",
  as_of: "2026-11-30",
  currency: "USD",
  unit: "per million tokens",
  sources: [
    {
      url: "https://platform.claude.com/docs/en/about-claude/pricing",
      used_for: "Model pricing table (base input, 5m cache writes, 1h cache writes, cache hits and refreshes, output) for Fable 5.1, Mythos 5.1, Fable 5, Mythos 5, Opus 5, Opus 4.8, 4.7, 4.6, 4.5, 4.1 and 4; the same page in zh-CN for Sonnet 4.6, 4.5, 4 and Haiku 4.5; the long context pricing section (> 200K input tokens) for Sonnet 4 and 4.5"
    },
    {
      url: "https://platform.claude.com/docs/en/models/opus-5-5/overview",
      used_for: "Claude Opus 5.5: $4 input, $20 output, $5 / $8 cache writes, $0.20 cache read"
    },
    {
      url: "https://platform.claude.com/docs/en/models/sonnet-5-5/overview",
      used_for: "Claude Sonnet 5.5: $2 input, $10 output, $2.50 / $4 cache writes, $0.20 cache read (see docs/cost.md: later third-party reports of a cut to $0.10)"
    },
    {
      url: "https://platform.claude.com/docs/en/models/sonnet-5/overview",
      used_for: "Claude Sonnet 5: $2 / $10 / $2.50 / $4 / $0.20, the introductory price made standard"
    },
    {
      url: "https://platform.claude.com/docs/en/models/haiku-5-5/overview",
      used_for: "Claude Haiku 5.5, priced by prompt length: up to 100,000 tokens $0.10 / $0.50 / $0.125 / $0.20 / $0.01, over 100,000 tokens $0.50 / $2.50 / $0.625 / $1.00 / $0.05"
    },
    {
      url: "https://platform.claude.com/docs/en/about-claude/models/overview",
      used_for: "API model ids and aliases (dated snapshots of the 4.0 to 4.5 models)"
    }
  ],
  models: {
    "claude-fable-5-1": {
      name: "Claude Fable 5.1",
      aliases: [],
      input: 10,
      output: 50,
      cache_write: 12.5,
      cache_write_1h: 20,
      cache_read: 0.25
    },
    "claude-mythos-5-1": {
      name: "Claude Mythos 5.1",
      note: "limited availability",
      aliases: [],
      input: 10,
      output: 50,
      cache_write: 12.5,
      cache_write_1h: 20,
      cache_read: 0.25
    },
    "claude-fable-5": {
      name: "Claude Fable 5",
      aliases: [],
      input: 10,
      output: 50,
      cache_write: 12.5,
      cache_write_1h: 20,
      cache_read: 1
    },
    "claude-mythos-5": {
      name: "Claude Mythos 5",
      note: "limited availability",
      aliases: [],
      input: 10,
      output: 50,
      cache_write: 12.5,
      cache_write_1h: 20,
      cache_read: 1
    },
    "claude-opus-5-5": {
      name: "Claude Opus 5.5",
      aliases: [],
      input: 4,
      output: 20,
      cache_write: 5,
      cache_write_1h: 8,
      cache_read: 0.2
    },
    "claude-opus-5": {
      name: "Claude Opus 5",
      aliases: [],
      input: 5,
      output: 25,
      cache_write: 6.25,
      cache_write_1h: 10,
      cache_read: 0.5
    },
    "claude-opus-4-8": {
      name: "Claude Opus 4.8",
      aliases: [],
      input: 5,
      output: 25,
      cache_write: 6.25,
      cache_write_1h: 10,
      cache_read: 0.5
    },
    "claude-opus-4-7": {
      name: "Claude Opus 4.7",
      aliases: [],
      input: 5,
      output: 25,
      cache_write: 6.25,
      cache_write_1h: 10,
      cache_read: 0.5
    },
    "claude-opus-4-6": {
      name: "Claude Opus 4.6",
      aliases: [],
      input: 5,
      output: 25,
      cache_write: 6.25,
      cache_write_1h: 10,
      cache_read: 0.5
    },
    "claude-opus-4-5": {
      name: "Claude Opus 4.5",
      aliases: ["claude-opus-4-5-20251101"],
      input: 5,
      output: 25,
      cache_write: 6.25,
      cache_write_1h: 10,
      cache_read: 0.5
    },
    "claude-opus-4-1": {
      name: "Claude Opus 4.1",
      note: "retired on the Claude API",
      aliases: ["claude-opus-4-1-20250805"],
      input: 15,
      output: 75,
      cache_write: 18.75,
      cache_write_1h: 30,
      cache_read: 1.5
    },
    "claude-opus-4-0": {
      name: "Claude Opus 4",
      note: "retired on the Claude API",
      aliases: ["claude-opus-4-20250514", "claude-opus-4"],
      input: 15,
      output: 75,
      cache_write: 18.75,
      cache_write_1h: 30,
      cache_read: 1.5
    },
    "claude-sonnet-5-5": {
      name: "Claude Sonnet 5.5",
      aliases: [],
      input: 2,
      output: 10,
      cache_write: 2.5,
      cache_write_1h: 4,
      cache_read: 0.2
    },
    "claude-sonnet-5": {
      name: "Claude Sonnet 5",
      aliases: [],
      input: 2,
      output: 10,
      cache_write: 2.5,
      cache_write_1h: 4,
      cache_read: 0.2
    },
    "claude-sonnet-4-6": {
      name: "Claude Sonnet 4.6",
      aliases: [],
      input: 3,
      output: 15,
      cache_write: 3.75,
      cache_write_1h: 6,
      cache_read: 0.3
    },
    "claude-sonnet-4-5": {
      name: "Claude Sonnet 4.5",
      note: "deprecated, retires 2026-11-30",
      aliases: ["claude-sonnet-4-5-20250929"],
      input: 3,
      output: 15,
      cache_write: 3.75,
      cache_write_1h: 6,
      cache_read: 0.3,
      long_prompt: {
        threshold_tokens: 2e5,
        input: 6,
        output: 22.5,
        cache_write: 7.5,
        cache_write_1h: 12,
        cache_read: 0.6
      }
    },
    "claude-sonnet-4-0": {
      name: "Claude Sonnet 4",
      aliases: ["claude-sonnet-4-20250514", "claude-sonnet-4"],
      input: 3,
      output: 15,
      cache_write: 3.75,
      cache_write_1h: 6,
      cache_read: 0.3,
      long_prompt: {
        threshold_tokens: 2e5,
        input: 6,
        output: 22.5,
        cache_write: 7.5,
        cache_write_1h: 12,
        cache_read: 0.6
      }
    },
    "claude-haiku-5-5": {
      name: "Claude Haiku 5.5",
      aliases: [],
      input: 0.1,
      output: 0.5,
      cache_write: 0.125,
      cache_write_1h: 0.2,
      cache_read: 0.01,
      long_prompt: {
        threshold_tokens: 1e5,
        input: 0.5,
        output: 2.5,
        cache_write: 0.625,
        cache_write_1h: 1,
        cache_read: 0.05
      }
    },
    "claude-haiku-4-5": {
      name: "Claude Haiku 4.5",
      aliases: ["claude-haiku-4-5-20251001"],
      input: 1,
      output: 5,
      cache_write: 1.25,
      cache_write_1h: 2,
      cache_read: 0.1
    }
  }
};

// src/agent/cost.ts
var RATE_KEYS = ["input", "output", "cache_write", "cache_write_1h", "cache_read"];
var RATE_WORDS = {
  input: "uncached input",
  output: "output",
  cache_write: "5-minute cache-write",
  cache_write_1h: "1-hour cache-write",
  cache_read: "cache-read"
};
var UnknownModelPriceError = class extends Error {
  code = "unknown-model-price";
  model;
  constructor(model) {
    super(
      `no price for model "${model}": it is not in Leash's price table (as of ${priceTable().as_of}). Give its prices in a JSON or YAML file named by --prices FILE or by the LEASH_PRICES environment variable, as {"${model}": {"input": 3, "output": 15, "cache_write": 3.75, "cache_write_1h": 6, "cache_read": 0.3}} (USD per million tokens)`
    );
    this.name = "UnknownModelPriceError";
    this.model = model;
  }
};
var PriceFileError = class extends Error {
  code;
  file;
  line;
  col;
  constructor(code, at, detail) {
    super(`${at.file}:${at.line}:${at.col}: ${detail}`);
    this.name = "PriceFileError";
    this.code = code;
    this.file = at.file;
    this.line = at.line;
    this.col = at.col;
  }
};
var TokenCountError = class extends Error {
  code = "invalid-token-count";
  constructor(what, value) {
    super(`${what} must be a whole number of tokens, 0 or more, found ${describe(value)}`);
    this.name = "TokenCountError";
  }
};
var loadedTable;
function priceTable() {
  return loadTable().table;
}
function loadTable() {
  if (loadedTable !== void 0) return loadedTable;
  const table = prices_default;
  const problems = [];
  const byName = /* @__PURE__ */ new Map();
  const entryValid = entryValidator();
  for (const [id, entry] of Object.entries(table.models)) {
    const { name, note, aliases, ...prices } = entry;
    if (typeof name !== "string" || !Array.isArray(aliases) || note !== void 0 && typeof note !== "string") {
      problems.push(`${id}: needs a name and an aliases list`);
    }
    if (!entryValid(prices)) problems.push(`${id}: ${entryValid.errors?.[0]?.instancePath ?? ""} ${entryValid.errors?.[0]?.message ?? "invalid"}`);
    for (const key of [id, ...aliases ?? []]) {
      if (byName.has(key)) problems.push(`${key} names two models`);
      byName.set(key, id);
    }
  }
  if (problems.length > 0) throw new Error(`src/agent/prices.json: ${problems.join("; ")}`);
  loadedTable = { table, byName };
  return loadedTable;
}
function lookupForms(model) {
  const forms = [model];
  const undated = model.replace(/-(?:\d{8}|latest)$/, "");
  if (undated !== model) forms.push(undated);
  return forms;
}
function priceFor(model, overrides = {}) {
  const { table, byName } = loadTable();
  const forms = lookupForms(model);
  let tableId;
  for (const form of forms) {
    tableId = byName.get(form);
    if (tableId !== void 0) break;
  }
  for (const key of tableId === void 0 ? forms : [...forms, tableId]) {
    if (Object.hasOwn(overrides, key)) {
      const entry = overrides[key];
      return { model: tableId ?? key, source: "override", ...pickPrices(entry) };
    }
  }
  if (tableId === void 0) throw new UnknownModelPriceError(model);
  return { model: tableId, source: "table", ...pickPrices(table.models[tableId]) };
}
function pickPrices(entry) {
  const prices = {
    input: entry.input,
    output: entry.output,
    cache_write: entry.cache_write,
    cache_write_1h: entry.cache_write_1h,
    cache_read: entry.cache_read
  };
  if (entry.long_prompt !== void 0) prices.long_prompt = { ...entry.long_prompt };
  return prices;
}
function costOfUsage(usage, price, options = {}) {
  const input = tokenCount("usage.input_tokens", usage.input_tokens);
  const output = tokenCount("usage.output_tokens", usage.output_tokens);
  const written = tokenCount("usage.cache_creation_input_tokens", usage.cache_creation_input_tokens ?? 0);
  const read = tokenCount("usage.cache_read_input_tokens", usage.cache_read_input_tokens ?? 0);
  const split = usage.cache_creation ?? null;
  const fiveMinutes = tokenCount("usage.cache_creation.ephemeral_5m_input_tokens", split?.ephemeral_5m_input_tokens ?? 0);
  const oneHour = tokenCount("usage.cache_creation.ephemeral_1h_input_tokens", split?.ephemeral_1h_input_tokens ?? 0);
  const unsplit = Math.max(0, written - fiveMinutes - oneHour);
  const unsplitIsOneHour = (options.unsplitCacheWrite ?? "1h") === "1h";
  const prompt = input + read + fiveMinutes + oneHour + unsplit;
  const { rates, tier } = ratesFor(price, prompt);
  const counts = {
    input,
    output,
    cache_write: fiveMinutes + (unsplitIsOneHour ? 0 : unsplit),
    cache_write_1h: oneHour + (unsplitIsOneHour ? unsplit : 0),
    cache_read: read
  };
  let total = 0n;
  for (const key of RATE_KEYS) total += BigInt(counts[key]) * rates.scaled[key];
  return toCost(total, rates.scale, tier);
}
function worstCaseCost(request, price) {
  const inputTokens = tokenCount("inputTokens", request.inputTokens);
  const maxTokens = tokenCount("maxTokens", request.maxTokens);
  const ttl = request.cacheTtl ?? (request.body === void 0 ? "1h" : cacheTtlOfRequest(request.body));
  const { rates, tier } = ratesFor(price, inputTokens);
  const kinds = ttl === "none" ? ["input"] : ttl === "5m" ? ["input", "cache_write", "cache_read"] : ["input", "cache_write", "cache_write_1h", "cache_read"];
  let dearest = 0n;
  for (const kind of kinds) if (rates.scaled[kind] > dearest) dearest = rates.scaled[kind];
  const total = BigInt(inputTokens) * dearest + BigInt(maxTokens) * rates.scaled.output;
  return toCost(total, rates.scale, tier);
}
function cacheTtlOfRequest(body) {
  let ttl = "none";
  const seen = /* @__PURE__ */ new Set();
  const stack = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === "cache_control" && typeof item === "object" && item !== null) {
        if (item.ttl === "1h") return "1h";
        ttl = "5m";
      }
      if (typeof item === "object" && item !== null) stack.push(item);
    }
  }
  return ttl;
}
var scaledCache = /* @__PURE__ */ new WeakMap();
function ratesFor(price, promptTokens) {
  const long = price.long_prompt;
  if (long !== void 0 && promptTokens > long.threshold_tokens) return { rates: scaledRates(long), tier: "long_prompt" };
  return { rates: scaledRates(price), tier: "standard" };
}
function scaledRates(rates) {
  const cached = scaledCache.get(rates);
  if (cached !== void 0) return cached;
  const decimals = RATE_KEYS.map((key) => exactDecimal(rates[key], key));
  const places = Math.max(...decimals.map((d) => d.places));
  const scaled = {};
  RATE_KEYS.forEach((key, index) => {
    const { digits, places: own } = decimals[index];
    scaled[key] = digits * 10n ** BigInt(places - own);
  });
  const result = { scaled, scale: 10n ** BigInt(places) };
  scaledCache.set(rates, result);
  return result;
}
var DECIMAL_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
function exactDecimal(value, key) {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`price ${key} must be a finite, non-negative number of USD per million tokens, found ${describe(value)}`);
  }
  const match = DECIMAL_FORM.exec(String(value));
  if (match === null) throw new TypeError(`price ${key}: cannot read ${String(value)} as a decimal`);
  const fraction = match[2] ?? "";
  const exponent = Number(match[3] ?? "0");
  const places = fraction.length - exponent;
  const digits = BigInt(match[1] + fraction);
  return places >= 0 ? { digits, places } : { digits: digits * 10n ** BigInt(-places), places: 0 };
}
function toCost(total, scale, tier) {
  const micros = (total + scale - 1n) / scale;
  if (micros > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`a cost of ${micros} micro-dollars is out of range`);
  const value = Number(micros);
  return { micros: value, usd: value / 1e6, tier };
}
function tokenCount(what, value) {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) throw new TokenCountError(what, value);
  return value;
}
function describe(value) {
  if (typeof value === "string") return `"${value}" (a string)`;
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return String(value);
}
var rateSchema = { type: "number", minimum: 0, maximum: 1e6 };
var ratesProperties = Object.fromEntries(RATE_KEYS.map((key) => [key, rateSchema]));
var entrySchema = {
  type: "object",
  required: [...RATE_KEYS],
  additionalProperties: false,
  properties: {
    ...ratesProperties,
    long_prompt: {
      type: "object",
      required: ["threshold_tokens", ...RATE_KEYS],
      additionalProperties: false,
      properties: { threshold_tokens: { type: "integer", minimum: 1 }, ...ratesProperties }
    }
  }
};
var overridesSchema = {
  type: "object",
  minProperties: 1,
  propertyNames: { minLength: 1 },
  additionalProperties: entrySchema
};
var validators;
function entryValidator() {
  validators ??= compileValidators();
  return validators.entry;
}
function compileValidators() {
  const ajv = new import_ajv.Ajv({ allErrors: false, strict: true, validateSchema: false });
  return { entry: ajv.compile(entrySchema), overrides: ajv.compile(overridesSchema) };
}
function loadPriceOverrides(text, file) {
  const parsed = parseYamlSource(text, file);
  if (parsed.problem) {
    if (parsed.problem.kind === "duplicate-key") {
      throw new PriceFileError("price-file-duplicate-key", parsed.problem.at, "a model or price is given twice; the second would silently replace the first");
    }
    throw new PriceFileError("price-file-syntax", parsed.problem.at, `not valid JSON or YAML: ${parsed.problem.reason}`);
  }
  const source = parsed.source;
  const value = source.doc.toJS();
  validators ??= compileValidators();
  const validate = validators.overrides;
  if (validate(value)) return value;
  throw schemaError(source, value, validate.errors?.[0]);
}
function schemaError(source, value, problem) {
  const segments = (problem ? errorPath(problem) : []).map(String);
  const node = nodeAt(source, segments);
  const fail = (target, detail) => new PriceFileError("price-file-schema", locate(source, target), detail);
  const [model, field, subfield] = segments;
  const label = field === void 0 ? `model "${model}"` : subfield === void 0 ? `model "${model}": "${field}"` : `model "${model}": "long_prompt.${subfield}"`;
  const found = describe(valueAt(value, segments));
  const rateWords = (key) => RATE_WORDS[key] ?? key ?? "";
  switch (problem?.keyword) {
    case void 0:
      return fail(node, "invalid prices");
    case "type":
      if (model === void 0) return fail(node, `expected a mapping of model id to prices, found ${value === null || value === void 0 ? "nothing" : found}`);
      if (field === void 0 || field === "long_prompt" && subfield === void 0) return fail(node, `${label} must be a mapping of prices, found ${found}`);
      if (problem.params["type"] === "integer") return fail(node, `${label} must be a whole number of tokens, found ${found}`);
      return fail(node, `${label} must be a number of USD per million ${rateWords(subfield ?? field)} tokens, found ${found}`);
    case "required": {
      const missing = String(problem.params["missingProperty"]);
      const unit = missing === "threshold_tokens" ? "the prompt size, in tokens, above which these prices apply" : `USD per million ${rateWords(missing)} tokens`;
      return fail(node, `${label} is missing "${missing}" (${unit}); every price is needed, so that no token goes uncounted`);
    }
    case "additionalProperties": {
      const key = String(problem.params["additionalProperty"]);
      const expected = field === "long_prompt" ? `threshold_tokens, ${RATE_KEYS.join(", ")}` : `${RATE_KEYS.join(", ")} or long_prompt`;
      return fail(findPair(node, key) ?? node, `${label}: unknown key "${key}"; expected ${expected}`);
    }
    case "minimum":
      return fail(node, `${label} must be ${field === "long_prompt" && subfield === "threshold_tokens" ? "at least 1" : "zero or more"}, found ${found}`);
    case "maximum":
      return fail(node, `${label} is ${found} USD per million tokens; more than 1,000,000 must be a mistake`);
    case "minProperties":
      return fail(node, "the file gives no prices; expected at least one model id with its prices");
    case "minLength":
      return fail(findPair(node, "") ?? node, "a model id cannot be empty");
    default:
      return fail(node, `${label}: ${problem?.message ?? "invalid"}`);
  }
}

// src/agent/table-pricing.ts
var DEFAULT_CONTEXT_WINDOW = 2e5;
function tablePricing(options = {}) {
  let overrides = options.overrides ?? {};
  if (options.file) {
    let text;
    try {
      text = readFileSync(options.file, "utf8");
    } catch (error) {
      throw new PriceFileReadError(`cannot read the price file ${options.file}: ${error.message}`);
    }
    overrides = { ...loadPriceOverrides(text, options.file), ...overrides };
  }
  const prices = /* @__PURE__ */ new Map();
  const price = (model) => {
    let found = prices.get(model);
    if (!found) {
      found = priceFor(model, overrides);
      prices.set(model, found);
    }
    return found;
  };
  return {
    check: (model) => void price(model),
    // Leash's own requests use only 5-minute breakpoints, so a write the API does not split is a 5-minute one.
    costOf: (model, usage) => costOfUsage(usage, price(model), { unsplitCacheWrite: "5m" }).usd,
    worstCase(model, inputTokens) {
      const modelPrice = price(model);
      const input = worstCaseCost({ inputTokens, maxTokens: 0, cacheTtl: "5m" }, modelPrice);
      const long = modelPrice.long_prompt && inputTokens > modelPrice.long_prompt.threshold_tokens ? modelPrice.long_prompt : null;
      return { inputUsd: input.usd, outputUsdPerToken: (long ?? modelPrice).output / 1e6 };
    },
    contextWindow: () => DEFAULT_CONTEXT_WINDOW
  };
}
var PriceFileReadError = class extends Error {
  name = "PriceFileReadError";
};

export {
  tablePricing
};
