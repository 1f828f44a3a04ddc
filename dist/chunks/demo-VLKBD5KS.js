import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DECISION_WORDS
} from "./chunk-HYRTLUAX.js";
import {
  DEFAULT_MODEL,
  defaultSessionDir,
  outputFormat
} from "./chunk-SR2MITGZ.js";
import {
  LEASH_VERSION
} from "./chunk-JCTJSGY6.js";
import "./chunk-IZTVNCXH.js";
import {
  homeFrom
} from "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import "./chunk-Q6H2KOSY.js";
import "./chunk-3ZMGYK5L.js";
import {
  DEFAULT_LIMITS,
  createLocalToolHost,
  createMessagesClient,
  createRedactor,
  gateToolCall,
  runAgent,
  systemClock,
  tablePricing
} from "./chunk-MTESLMID.js";
import {
  loadBashParser,
  loadPolicy
} from "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/cli/demo.ts
import { cpSync, existsSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// src/demo/fake-messages-server.ts
import { createServer } from "node:http";

// src/demo/api-errors.ts
var STATUS_OF_ERROR_TYPE = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529
};
var DEFAULT_MESSAGE_OF_ERROR_TYPE = {
  invalid_request_error: "Invalid request",
  authentication_error: "invalid x-api-key",
  billing_error: "Your credit balance is too low to access the Anthropic API.",
  permission_error: "Your API key does not have permission to use the specified resource.",
  not_found_error: "Not found",
  request_too_large: "Request exceeds the maximum allowed number of bytes.",
  rate_limit_error: "Number of request tokens has exceeded your per-minute rate limit",
  api_error: "Internal server error",
  timeout_error: "Request timed out",
  overloaded_error: "Overloaded"
};
function isApiErrorType(type) {
  return Object.hasOwn(STATUS_OF_ERROR_TYPE, type);
}
function statusOfErrorType(type) {
  return isApiErrorType(type) ? STATUS_OF_ERROR_TYPE[type] : 500;
}
function errorTypeOfStatus(status) {
  const match = Object.keys(STATUS_OF_ERROR_TYPE).find((type) => STATUS_OF_ERROR_TYPE[type] === status);
  if (match) return match;
  return status >= 500 ? "api_error" : "invalid_request_error";
}
function defaultErrorMessage(type) {
  return isApiErrorType(type) ? DEFAULT_MESSAGE_OF_ERROR_TYPE[type] : "Internal server error";
}
function apiErrorBody(type, message, requestId) {
  return { type: "error", error: { type, message }, request_id: requestId };
}

// src/demo/messages-script.ts
var STOP_REASONS = /* @__PURE__ */ new Set([
  "end_turn",
  "tool_use",
  "max_tokens",
  "pause_turn",
  "refusal",
  "stop_sequence",
  "model_context_window_exceeded"
]);
var FAULT_KINDS = /* @__PURE__ */ new Set([
  "http_error",
  "reset_before_response",
  "reset_mid_stream",
  "malformed_event",
  "error_event",
  "stall",
  "stall_before_headers"
]);
var ScriptError = class extends Error {
  code = "FAKE_SCRIPT_INVALID";
};
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isNonNegativeInteger(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
function checkBlock(block, where) {
  if (!isRecord(block)) throw new ScriptError(`${where}: expected a content block object, found ${JSON.stringify(block)}`);
  switch (block["type"]) {
    case "text":
      if (typeof block["text"] !== "string") throw new ScriptError(`${where}: a text block needs a string "text"`);
      return;
    case "tool_use":
      if (typeof block["name"] !== "string" || block["name"] === "") {
        throw new ScriptError(`${where}: a tool_use block needs a non-empty string "name"`);
      }
      if (!isRecord(block["input"])) throw new ScriptError(`${where}: a tool_use block needs an object "input"`);
      if (block["id"] !== void 0 && typeof block["id"] !== "string") {
        throw new ScriptError(`${where}: a tool_use "id" must be a string`);
      }
      return;
    case "thinking":
      if (typeof block["thinking"] !== "string") {
        throw new ScriptError(`${where}: a thinking block needs a string "thinking"`);
      }
      return;
    case "redacted_thinking":
      if (typeof block["data"] !== "string") {
        throw new ScriptError(`${where}: a redacted_thinking block needs a string "data"`);
      }
      return;
    default:
      throw new ScriptError(`${where}: unknown block type ${JSON.stringify(block["type"])} (expected text, tool_use, thinking or redacted_thinking)`);
  }
}
function checkFault(fault, where) {
  if (!isRecord(fault) || typeof fault["kind"] !== "string" || !FAULT_KINDS.has(fault["kind"])) {
    throw new ScriptError(`${where}: expected a fault with kind one of ${[...FAULT_KINDS].join(", ")}`);
  }
  if (fault["times"] !== void 0 && !(isNonNegativeInteger(fault["times"]) && fault["times"] >= 1)) {
    throw new ScriptError(`${where}.times: expected an integer >= 1`);
  }
  if (fault["kind"] === "http_error") {
    const status = fault["status"];
    if (typeof status !== "number" || !Number.isInteger(status) || status < 400 || status > 599) {
      throw new ScriptError(`${where}.status: expected an HTTP error status (400-599)`);
    }
  }
  if ("afterEvents" in fault || ["reset_mid_stream", "malformed_event", "error_event", "stall"].includes(fault["kind"])) {
    if (!isNonNegativeInteger(fault["afterEvents"])) {
      throw new ScriptError(`${where}.afterEvents: expected an integer >= 0`);
    }
  }
}
function checkScriptedResponse(response, index) {
  const where = `script[${index}]`;
  if (!isRecord(response)) throw new ScriptError(`${where}: expected a scripted response object`);
  const content = response["content"];
  if (content !== void 0 && typeof content !== "string") {
    if (!Array.isArray(content)) throw new ScriptError(`${where}.content: expected a string or a list of blocks`);
    content.forEach((block, blockIndex) => checkBlock(block, `${where}.content[${blockIndex}]`));
  }
  const stopReason = response["stop_reason"];
  if (stopReason !== void 0 && (typeof stopReason !== "string" || !STOP_REASONS.has(stopReason))) {
    throw new ScriptError(`${where}.stop_reason: expected one of ${[...STOP_REASONS].join(", ")}`);
  }
  if (response["omitUsage"] !== void 0 && typeof response["omitUsage"] !== "boolean") {
    throw new ScriptError(`${where}.omitUsage: expected true or false`);
  }
  if (response["eventDelayMs"] !== void 0 && !isNonNegativeInteger(response["eventDelayMs"])) {
    throw new ScriptError(`${where}.eventDelayMs: expected an integer >= 0`);
  }
  if (response["fault"] !== void 0) checkFault(response["fault"], `${where}.fault`);
}
function scriptedBlocks(response) {
  const content = response.content ?? [];
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}
var ScriptCursor = class {
  #script;
  #index = 0;
  #current = null;
  #faultsServed = 0;
  #queue = Promise.resolve();
  constructor(script) {
    if (typeof script !== "function") {
      if (!Array.isArray(script)) throw new ScriptError("script: expected a list of scripted responses or a function");
      script.forEach((response, index) => checkScriptedResponse(response, index));
    }
    this.#script = script;
  }
  /** Scripted responses not yet consumed; `null` for a script function. */
  get remaining() {
    return typeof this.#script === "function" ? null : this.#script.length - this.#index;
  }
  next(request) {
    const step = this.#queue.then(() => this.#take(request));
    this.#queue = step.catch(() => void 0);
    return step;
  }
  async #take(request) {
    if (this.#current === null) {
      const script = this.#script;
      const produced = typeof script === "function" ? await script(request, this.#index) : script[this.#index];
      if (produced === void 0 || produced === null) return { exhausted: true, served: this.#index };
      if (typeof script === "function") checkScriptedResponse(produced, this.#index);
      this.#current = produced;
      this.#faultsServed = 0;
    }
    const response = this.#current;
    const index = this.#index;
    const fault = response.fault ?? null;
    if (fault && fault.times !== void 0 && this.#faultsServed < fault.times) {
      this.#faultsServed += 1;
      return { exhausted: false, response, index, fault };
    }
    this.#current = null;
    this.#index += 1;
    const faultNow = fault && fault.times === void 0 ? fault : null;
    return { exhausted: false, response, index, fault: faultNow };
  }
};
function lastToolResults(body) {
  const last = body.messages.at(-1);
  if (!last || typeof last.content === "string") return [];
  return last.content.filter((block) => block["type"] === "tool_result").map((block) => {
    const content = block["content"];
    const text = typeof content === "string" ? content : Array.isArray(content) ? content.filter((inner) => isRecord(inner) && inner["type"] === "text").map((inner) => inner.text).join("\n") : "";
    return { tool_use_id: String(block["tool_use_id"]), content: text, is_error: block["is_error"] === true };
  });
}

// src/demo/prompt-cache.ts
import { createHash } from "node:crypto";

// src/demo/token-count.ts
function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    return text === void 0 ? "null" : text;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
  }
  const record = value;
  const members = Object.keys(record).sort().filter((key) => record[key] !== void 0).map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(",")}}`;
}
function utf8ByteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function countTextTokens(text) {
  return Math.ceil(utf8ByteLength(text) / 4);
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function readCacheControl(block) {
  if (!isRecord2(block)) return null;
  const control = block["cache_control"];
  if (!isRecord2(control) || control["type"] !== "ephemeral") return null;
  const ttl = control["ttl"];
  return ttl === "1h" || ttl === "5m" ? { type: "ephemeral", ttl } : { type: "ephemeral" };
}
function withoutCacheControl(block) {
  if (!isRecord2(block)) return block;
  const { cache_control: _dropped, ...rest } = block;
  if (rest["type"] === "tool_result" && Array.isArray(rest["content"])) {
    rest["content"] = rest["content"].map((inner) => withoutCacheControl(inner));
  }
  return rest;
}
function nestedCacheControl(block) {
  if (!isRecord2(block) || block["type"] !== "tool_result" || !Array.isArray(block["content"])) return null;
  for (const inner of block["content"]) {
    const control = readCacheControl(inner);
    if (control) return control;
  }
  return null;
}
function textBlock(text) {
  return { type: "text", text };
}
function makePromptBlock(section, messageIndex, role, raw) {
  const block = withoutCacheControl(raw);
  return {
    section,
    messageIndex,
    role,
    block,
    cacheControl: readCacheControl(raw) ?? nestedCacheControl(raw),
    tokens: countTextTokens(canonicalJson(block))
  };
}
function listPromptBlocks(request) {
  const blocks = [];
  for (const tool of request.tools ?? []) {
    blocks.push(makePromptBlock("tools", null, null, tool));
  }
  const system = request.system;
  if (typeof system === "string") {
    blocks.push(makePromptBlock("system", null, null, textBlock(system)));
  } else if (Array.isArray(system)) {
    for (const block of system) blocks.push(makePromptBlock("system", null, null, block));
  }
  (request.messages ?? []).forEach((message, messageIndex) => {
    const role = isRecord2(message) && typeof message["role"] === "string" ? message["role"] : null;
    const content = isRecord2(message) ? message["content"] : void 0;
    if (typeof content === "string") {
      blocks.push(makePromptBlock("messages", messageIndex, role, textBlock(content)));
    } else if (Array.isArray(content)) {
      for (const block of content) blocks.push(makePromptBlock("messages", messageIndex, role, block));
    }
  });
  return blocks;
}
function countRequestTokens(request) {
  return listPromptBlocks(request).reduce((sum, block) => sum + block.tokens, 0);
}
function outputPayload(block) {
  if (!isRecord2(block)) return "";
  switch (block["type"]) {
    case "text":
      return typeof block["text"] === "string" ? block["text"] : "";
    case "thinking":
      return typeof block["thinking"] === "string" ? block["thinking"] : "";
    case "redacted_thinking":
      return typeof block["data"] === "string" ? block["data"] : "";
    case "tool_use":
      return `${typeof block["name"] === "string" ? block["name"] : ""}${canonicalJson(block["input"] ?? {})}`;
    default:
      return canonicalJson(block);
  }
}
function countOutputTokens(content) {
  const total = content.reduce((sum, block) => sum + countTextTokens(outputPayload(block)), 0);
  return Math.max(1, total);
}

// src/demo/prompt-cache.ts
var DEFAULT_CACHE_TTL_MS = 5 * 60 * 1e3;
var ONE_HOUR_CACHE_TTL_MS = 60 * 60 * 1e3;
var DEFAULT_MIN_CACHEABLE_TOKENS = 1024;
var CACHE_LOOKBACK_BLOCKS = 20;
var MAX_CACHE_BREAKPOINTS = 4;
function findBreakpoints(blocks, topLevelCacheControl) {
  const positions = /* @__PURE__ */ new Set();
  blocks.forEach((block, index) => {
    if (block.cacheControl) positions.add(index);
  });
  if (topLevelCacheControl && blocks.length > 0) positions.add(blocks.length - 1);
  return [...positions].sort((a, b) => a - b);
}
function countBreakpointMarkers(blocks, topLevelCacheControl) {
  return blocks.filter((block) => block.cacheControl).length + (topLevelCacheControl ? 1 : 0);
}
function prefixHashes(model, blocks) {
  const hashes = [];
  let previous = createHash("sha256").update(`model:${model}`).digest("hex");
  for (const block of blocks) {
    const position = canonicalJson({
      section: block.section,
      message: block.messageIndex,
      role: block.role,
      block: block.block
    });
    previous = createHash("sha256").update(previous).update(position).digest("hex");
    hashes.push(previous);
  }
  return hashes;
}
function createPromptCache(options = {}) {
  const ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const minTokens = options.minCacheableTokens ?? DEFAULT_MIN_CACHEABLE_TOKENS;
  const lookback = options.lookbackBlocks ?? CACHE_LOOKBACK_BLOCKS;
  const now = options.now ?? Date.now;
  const entries = /* @__PURE__ */ new Map();
  const isLive = (hash, at) => {
    if (hash === void 0) return false;
    const entry = entries.get(hash);
    if (!entry) return false;
    if (entry.expiresAt <= at) {
      entries.delete(hash);
      return false;
    }
    return true;
  };
  return {
    account(model, blocks, breakpoints) {
      const at = now();
      const hashes = prefixHashes(model, blocks);
      const cumulative = [0];
      for (const block of blocks) cumulative.push((cumulative.at(-1) ?? 0) + block.tokens);
      const total = cumulative.at(-1) ?? 0;
      const prefixTokens = (lastIndex) => cumulative[lastIndex + 1] ?? 0;
      let readEnd = -1;
      for (const breakpoint of breakpoints) {
        for (let position = breakpoint; position >= 0 && position > breakpoint - lookback; position -= 1) {
          if (position <= readEnd) break;
          if (isLive(hashes[position], at)) {
            readEnd = position;
            break;
          }
        }
      }
      if (readEnd >= 0) {
        const hash = hashes[readEnd];
        const entry = entries.get(hash);
        entry.expiresAt = at + entry.ttlMs;
      }
      const read = readEnd >= 0 ? prefixTokens(readEnd) : 0;
      const usage = {
        input_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: read,
        cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 }
      };
      let writtenEnd = readEnd;
      for (const breakpoint of breakpoints) {
        if (breakpoint <= readEnd || prefixTokens(breakpoint) < minTokens) continue;
        const oneHour = blocks[breakpoint]?.cacheControl?.ttl === "1h";
        const lifetime = oneHour ? ONE_HOUR_CACHE_TTL_MS : ttlMs;
        entries.set(hashes[breakpoint], { expiresAt: at + lifetime, ttlMs: lifetime });
        const written = prefixTokens(breakpoint) - (writtenEnd >= 0 ? prefixTokens(writtenEnd) : 0);
        usage.cache_creation_input_tokens += written;
        if (oneHour) usage.cache_creation.ephemeral_1h_input_tokens += written;
        else usage.cache_creation.ephemeral_5m_input_tokens += written;
        writtenEnd = breakpoint;
      }
      usage.input_tokens = total - usage.cache_read_input_tokens - usage.cache_creation_input_tokens;
      return usage;
    },
    size() {
      const at = now();
      for (const hash of [...entries.keys()]) isLive(hash, at);
      return entries.size;
    },
    clear() {
      entries.clear();
    }
  };
}

// src/demo/response-message.ts
import { createHash as createHash2 } from "node:crypto";
var BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function deterministicId(prefix, sequence) {
  const digest = createHash2("sha256").update(`${prefix}:${sequence}`).digest();
  let suffix = "";
  for (let i = 0; i < 22; i += 1) suffix += BASE62[(digest[i] ?? 0) % 62];
  return `${prefix}_01${suffix}`;
}
function createIdSource() {
  const counters = /* @__PURE__ */ new Map();
  return {
    next(prefix) {
      const sequence = counters.get(prefix) ?? 0;
      counters.set(prefix, sequence + 1);
      return deterministicId(prefix, sequence);
    }
  };
}
function defaultSignature(thinking) {
  return createHash2("sha256").update(`signature:${thinking}`).digest("base64");
}
function buildResponseMessage(response, request, cacheUsage, ids) {
  const content = scriptedBlocks(response).map((block) => {
    switch (block.type) {
      case "text":
        return { type: "text", text: block.text, citations: null };
      case "tool_use":
        return {
          type: "tool_use",
          id: block.id ?? ids.next("toolu"),
          name: block.name,
          input: block.input,
          caller: { type: "direct" }
        };
      case "thinking":
        return { type: "thinking", thinking: block.thinking, signature: block.signature ?? defaultSignature(block.thinking) };
      case "redacted_thinking":
        return { type: "redacted_thinking", data: block.data };
    }
  });
  const stopReason = response.stop_reason ?? (content.some((block) => block.type === "tool_use") ? "tool_use" : "end_turn");
  const stopSequence = stopReason === "stop_sequence" ? response.stop_sequence ?? request.stop_sequences?.[0] ?? null : null;
  const overrides = response.usage ?? {};
  const outputTokens = overrides.output_tokens ?? Math.min(countOutputTokens(content), request.max_tokens);
  const usage = {
    input_tokens: overrides.input_tokens ?? cacheUsage.input_tokens,
    cache_creation_input_tokens: overrides.cache_creation_input_tokens ?? cacheUsage.cache_creation_input_tokens,
    cache_read_input_tokens: overrides.cache_read_input_tokens ?? cacheUsage.cache_read_input_tokens,
    cache_creation: { ...cacheUsage.cache_creation },
    output_tokens: outputTokens,
    output_tokens_details: null,
    server_tool_use: null,
    service_tier: "standard",
    inference_geo: null,
    speed: null
  };
  return {
    id: ids.next("msg"),
    type: "message",
    role: "assistant",
    model: response.model ?? request.model,
    content,
    stop_reason: stopReason,
    stop_sequence: stopSequence,
    stop_details: stopReason === "refusal" ? { type: "refusal", category: null, explanation: null } : null,
    container: null,
    diagnostics: null,
    // A gateway that reports no counts sends an empty usage object; the SDK passes it on as it is.
    usage: response.omitUsage ? {} : usage
  };
}

// src/demo/sse.ts
function formatSseEvent(event, data) {
  return `event: ${event}
data: ${JSON.stringify(data)}

`;
}
function splitIntoChunks(text, size) {
  const codePoints = Array.from(text);
  const chunks = [];
  for (let start = 0; start < codePoints.length; start += size) {
    chunks.push(codePoints.slice(start, start + size).join(""));
  }
  return chunks;
}
function streamEvent(data) {
  return { event: data.type, data, ping: false };
}
function blockSkeleton(block) {
  switch (block.type) {
    case "text":
      return { ...block, text: "" };
    case "thinking":
      return { ...block, thinking: "", signature: "" };
    case "tool_use":
      return { ...block, input: {} };
    default:
      return block;
  }
}
function blockDeltas(block, chunking) {
  switch (block.type) {
    case "text":
      return splitIntoChunks(block.text, chunking.textChunkChars).map((text) => ({ type: "text_delta", text }));
    case "thinking":
      return [
        ...splitIntoChunks(block.thinking, chunking.textChunkChars).map((thinking) => ({ type: "thinking_delta", thinking })),
        { type: "signature_delta", signature: block.signature }
      ];
    case "tool_use": {
      const json = JSON.stringify(block.input ?? {});
      return [
        { type: "input_json_delta", partial_json: "" },
        ...splitIntoChunks(json, chunking.jsonChunkChars).map((partial_json) => ({ type: "input_json_delta", partial_json }))
      ];
    }
    default:
      return [];
  }
}
function buildMessageEvents(message, chunking) {
  const events = [];
  events.push(
    streamEvent({
      type: "message_start",
      message: {
        ...message,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        stop_details: null,
        // The API reports a token or so of output at the start; the final count comes in message_delta.
        usage: message.usage.output_tokens === void 0 ? { ...message.usage } : { ...message.usage, output_tokens: Math.min(1, message.usage.output_tokens) }
      }
    })
  );
  message.content.forEach((block, index) => {
    events.push(streamEvent({ type: "content_block_start", index, content_block: blockSkeleton(block) }));
    for (const delta of blockDeltas(block, chunking)) {
      events.push(streamEvent({ type: "content_block_delta", index, delta }));
    }
    events.push(streamEvent({ type: "content_block_stop", index }));
  });
  events.push(
    streamEvent({
      type: "message_delta",
      delta: {
        stop_reason: message.stop_reason,
        stop_sequence: message.stop_sequence,
        stop_details: message.stop_details,
        container: null
      },
      usage: {
        input_tokens: message.usage.input_tokens,
        cache_creation_input_tokens: message.usage.cache_creation_input_tokens,
        cache_read_input_tokens: message.usage.cache_read_input_tokens,
        output_tokens: message.usage.output_tokens,
        output_tokens_details: null,
        server_tool_use: null
      }
    })
  );
  events.push(streamEvent({ type: "message_stop" }));
  return interleavePings(events, chunking.pingEveryEvents);
}
function pingEvent() {
  return { event: "ping", data: { type: "ping" }, ping: true };
}
function interleavePings(events, every) {
  const firstPingAfter = events.findIndex((event) => event.event === "content_block_start");
  const result = [];
  events.forEach((event, index) => {
    result.push(event);
    const isLast = index === events.length - 1;
    if (isLast) return;
    if (index === (firstPingAfter === -1 ? 0 : firstPingAfter)) result.push(pingEvent());
    else if (every > 0 && (index + 1) % every === 0) result.push(pingEvent());
  });
  return result;
}
function errorEvent(body) {
  return { event: "error", data: body, ping: false };
}

// src/demo/fake-messages-server.ts
var DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
function isRecord3(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function flattenHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}
function wait(ms, signal) {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve2) => {
    const onAbort = () => {
      if (timer) clearTimeout(timer);
      resolve2(false);
    };
    const timer = Number.isFinite(ms) ? setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve2(true);
    }, ms) : void 0;
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
function writeChunk(res, chunk) {
  if (res.destroyed || res.writableEnded) return Promise.resolve();
  return new Promise((resolve2) => {
    const done = () => {
      res.off("close", done);
      resolve2();
    };
    res.once("close", done);
    res.write(chunk, done);
  });
}
function sendJson(exchange, status, body, headers = {}) {
  const { res, record } = exchange;
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  record.status = status;
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    "request-id": record.requestId,
    ...headers
  });
  res.end(text);
}
function sendApiError(exchange, status, type, message, headers = {}) {
  sendJson(exchange, status, apiErrorBody(type, message, exchange.record.requestId), headers);
}
function validateBody(body, countTokens) {
  if (!isRecord3(body)) return "The request body is not a JSON object";
  if (typeof body["model"] !== "string" || body["model"] === "") return "model: Field required";
  if (!countTokens) {
    const maxTokens = body["max_tokens"];
    if (maxTokens === void 0) return "max_tokens: Field required";
    if (typeof maxTokens !== "number" || !Number.isInteger(maxTokens) || maxTokens < 1) {
      return "max_tokens: Input should be an integer greater than or equal to 1";
    }
    if (body["stream"] !== void 0 && typeof body["stream"] !== "boolean") {
      return "stream: Input should be a valid boolean";
    }
  }
  const messages = body["messages"];
  if (messages === void 0) return "messages: Field required";
  if (!Array.isArray(messages)) return "messages: Input should be a valid list";
  if (messages.length === 0) return "messages: at least one message is required";
  for (const [index, message] of messages.entries()) {
    if (!isRecord3(message)) return `messages.${index}: Input should be a valid dictionary`;
    if (message["role"] !== "user" && message["role"] !== "assistant") {
      return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    }
    const content = message["content"];
    if (typeof content !== "string" && !Array.isArray(content)) return `messages.${index}.content: Field required`;
  }
  const system = body["system"];
  if (system !== void 0 && typeof system !== "string" && !Array.isArray(system)) {
    return "system: Input should be a valid string or a list of text blocks";
  }
  const tools = body["tools"];
  if (tools !== void 0 && !(Array.isArray(tools) && tools.every(isRecord3))) {
    return "tools: Input should be a valid list of tool definitions";
  }
  const markers = countBreakpointMarkers(listPromptBlocks(body), isRecord3(body["cache_control"]));
  if (markers > MAX_CACHE_BREAKPOINTS) {
    return `A maximum of ${MAX_CACHE_BREAKPOINTS} blocks with cache_control may be provided. Found ${markers}.`;
  }
  return null;
}
function readBody(req, limit) {
  return new Promise((resolve2, reject) => {
    const chunks = [];
    let byteSize = 0;
    req.on("data", (chunk) => {
      byteSize += chunk.length;
      if (byteSize <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve2({ raw: Buffer.concat(chunks), byteSize, tooLarge: byteSize > limit }));
    req.on("error", reject);
  });
}
function reportedUsage(message) {
  return {
    input_tokens: message.usage.input_tokens,
    output_tokens: message.usage.output_tokens,
    cache_creation_input_tokens: message.usage.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: message.usage.cache_read_input_tokens ?? 0
  };
}
function isEarlyFault(fault) {
  return fault?.kind === "http_error" || fault?.kind === "reset_before_response" || fault?.kind === "stall_before_headers";
}
async function startFakeMessagesServer(options) {
  const cursor = new ScriptCursor(options.script);
  const now = options.now ?? Date.now;
  const settings = {
    latencyMs: options.latencyMs ?? 0,
    chunking: {
      textChunkChars: Math.max(1, options.textChunkChars ?? 16),
      jsonChunkChars: Math.max(1, options.jsonChunkChars ?? 12),
      pingEveryEvents: Math.max(0, options.pingEveryEvents ?? 0)
    },
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    apiKey: options.apiKey
  };
  const promptCache = createPromptCache({
    ...options.cacheTtlMs !== void 0 ? { ttlMs: options.cacheTtlMs } : {},
    ...options.minCacheableTokens !== void 0 ? { minCacheableTokens: options.minCacheableTokens } : {},
    ...options.cacheLookbackBlocks !== void 0 ? { lookbackBlocks: options.cacheLookbackBlocks } : {},
    now
  });
  const ids = createIdSource();
  const requests = [];
  const sockets = /* @__PURE__ */ new Set();
  const closing = new AbortController();
  const server = createServer((req, res) => {
    void handleRequest(req, res).catch((error) => {
      if (!res.headersSent && !res.destroyed) {
        const text = JSON.stringify(apiErrorBody("api_error", `fake Messages API server failed: ${String(error)}`, ""));
        res.writeHead(500, { "content-type": "application/json" }).end(text);
      } else {
        res.destroy();
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  async function handleRequest(req, res) {
    const receivedAt = now();
    const record = {
      seq: requests.length,
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: flattenHeaders(req),
      body: void 0,
      rawBody: "",
      byteSize: 0,
      receivedAt,
      stream: false,
      requestId: ids.next("req"),
      status: null,
      scriptIndex: null,
      fault: null,
      usage: null
    };
    requests.push(record);
    const stop = new AbortController();
    const stopOnClose = () => stop.abort();
    if (closing.signal.aborted) stop.abort();
    closing.signal.addEventListener("abort", stopOnClose, { once: true });
    res.on("close", () => {
      closing.signal.removeEventListener("abort", stopOnClose);
      stop.abort();
    });
    const exchange = { res, record, signal: stop.signal };
    const { raw, byteSize, tooLarge } = await readBody(req, settings.maxBodyBytes);
    record.byteSize = byteSize;
    record.rawBody = raw.toString("utf8");
    if (record.rawBody !== "") {
      try {
        record.body = JSON.parse(record.rawBody);
      } catch {
        record.body = void 0;
      }
    }
    const path = record.path.split("?")[0];
    const route = req.method === "POST" && path === "/v1/messages" ? "messages" : req.method === "POST" && path === "/v1/messages/count_tokens" ? "count_tokens" : null;
    if (route === null) {
      sendApiError(exchange, 404, "not_found_error", `Not found: ${req.method ?? ""} ${path ?? ""}`);
      return;
    }
    if (settings.apiKey !== void 0) {
      const bearer = record.headers["authorization"]?.replace(/^Bearer\s+/i, "");
      if (record.headers["x-api-key"] !== settings.apiKey && bearer !== settings.apiKey) {
        sendApiError(exchange, 401, "authentication_error", "invalid x-api-key");
        return;
      }
    }
    if (tooLarge) {
      sendApiError(exchange, 413, "request_too_large", defaultErrorMessage("request_too_large"));
      return;
    }
    if (record.body === void 0) {
      sendApiError(exchange, 400, "invalid_request_error", "The request body is not valid JSON");
      return;
    }
    const problem = validateBody(record.body, route === "count_tokens");
    if (problem !== null) {
      sendApiError(exchange, 400, "invalid_request_error", problem);
      return;
    }
    const body = record.body;
    if (route === "count_tokens") {
      const inputTokens = countRequestTokens(body);
      record.usage = {
        input_tokens: inputTokens,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0
      };
      sendJson(exchange, 200, { input_tokens: inputTokens });
      return;
    }
    record.stream = body.stream === true;
    await answerMessages(exchange, body);
  }
  async function answerMessages(exchange, body) {
    const { record } = exchange;
    let step;
    try {
      step = await cursor.next({ ...record, body });
    } catch (error) {
      const reason = error instanceof ScriptError ? error.message : `the script function threw: ${String(error)}`;
      sendApiError(exchange, 500, "api_error", `fake Messages API server: ${reason}`, { "x-should-retry": "false" });
      return;
    }
    if (step.exhausted) {
      sendApiError(
        exchange,
        500,
        "api_error",
        `fake Messages API server: the script is exhausted (${step.served} scripted response(s) served; request #${record.seq} to POST /v1/messages has none left)`,
        { "x-should-retry": "false" }
      );
      return;
    }
    record.scriptIndex = step.index;
    record.fault = step.fault?.kind ?? null;
    const fault = step.fault;
    if (isEarlyFault(fault)) {
      await answerFaultBeforeModel(exchange, fault);
      return;
    }
    const blocks = listPromptBlocks(body);
    const breakpoints = findBreakpoints(blocks, isRecord3(body.cache_control));
    const cacheUsage = promptCache.account(body.model, blocks, breakpoints);
    const message = buildResponseMessage(step.response, body, cacheUsage, ids);
    record.usage = reportedUsage(message);
    if (record.stream) await streamMessage(exchange, step.response, message, fault);
    else await answerJsonMessage(exchange, message, fault);
  }
  async function answerFaultBeforeModel(exchange, fault) {
    const { res } = exchange;
    switch (fault.kind) {
      case "http_error": {
        const type = fault.errorType ?? errorTypeOfStatus(fault.status);
        const headers = {};
        const retryAfter = fault.retryAfterSeconds ?? (fault.status === 429 ? 1 : void 0);
        if (retryAfter !== void 0) headers["retry-after"] = String(retryAfter);
        if (fault.status === 429) {
          headers["anthropic-ratelimit-requests-remaining"] = "0";
          headers["anthropic-ratelimit-requests-reset"] = new Date(now() + (retryAfter ?? 1) * 1e3).toISOString();
        }
        sendApiError(exchange, fault.status, type, fault.message ?? defaultErrorMessage(type), {
          ...headers,
          ...fault.headers
        });
        return;
      }
      case "reset_before_response":
        res.socket?.resetAndDestroy();
        return;
      case "stall_before_headers":
        await stallThenClose(exchange, fault.closeAfterMs);
        return;
    }
  }
  async function stallThenClose(exchange, closeAfterMs) {
    await wait(closeAfterMs ?? Number.POSITIVE_INFINITY, exchange.signal);
    exchange.res.destroy();
  }
  async function answerJsonMessage(exchange, message, fault) {
    const { res, record } = exchange;
    const text = JSON.stringify(message);
    const headers = {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(text)),
      "request-id": record.requestId
    };
    switch (fault?.kind) {
      case void 0:
        sendJson(exchange, 200, message);
        return;
      case "reset_mid_stream": {
        record.status = 200;
        res.writeHead(200, headers);
        await writeChunk(res, text.slice(0, Math.floor(text.length / 2)));
        res.destroy();
        return;
      }
      case "malformed_event": {
        record.status = 200;
        const truncated = text.slice(0, Math.floor(text.length / 2));
        res.writeHead(200, { ...headers, "content-length": String(Buffer.byteLength(truncated)) });
        res.end(truncated);
        return;
      }
      case "error_event": {
        const type = fault.errorType ?? "overloaded_error";
        sendApiError(exchange, statusOfErrorType(type), type, fault.message ?? defaultErrorMessage(type));
        return;
      }
      case "stall": {
        record.status = 200;
        res.writeHead(200, headers);
        res.flushHeaders();
        await stallThenClose(exchange, fault.closeAfterMs);
        return;
      }
    }
  }
  async function streamMessage(exchange, response, message, fault) {
    const { res, record, signal } = exchange;
    const events = buildMessageEvents(message, settings.chunking);
    const delayMs = response.eventDelayMs ?? settings.latencyMs;
    record.status = 200;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      "request-id": record.requestId
    });
    res.flushHeaders();
    const faultAt = fault?.afterEvents ?? null;
    let sent = 0;
    for (const event of events) {
      if (!event.ping && sent === faultAt && fault) {
        const carryOn = await streamFault(exchange, fault, event);
        if (!carryOn) return;
      }
      if (delayMs > 0 && !await wait(delayMs, signal)) return;
      if (signal.aborted) return;
      await writeChunk(res, formatSseEvent(event.event, event.data));
      if (!event.ping) sent += 1;
    }
    if (fault && faultAt !== null && faultAt >= sent) {
      const carryOn = await streamFault(exchange, fault, null);
      if (!carryOn) return;
    }
    res.end();
  }
  async function streamFault(exchange, fault, next) {
    const { res, record } = exchange;
    switch (fault.kind) {
      case "reset_mid_stream":
        res.destroy();
        return false;
      case "malformed_event": {
        const name = next?.event ?? "message_delta";
        const json = JSON.stringify(next?.data ?? { type: "message_delta" });
        await writeChunk(res, `event: ${name}
data: ${json.slice(0, Math.max(1, Math.floor(json.length / 2)))}

`);
        return true;
      }
      case "error_event": {
        const type = fault.errorType ?? "overloaded_error";
        const error = errorEvent(apiErrorBody(type, fault.message ?? defaultErrorMessage(type), record.requestId));
        await writeChunk(res, formatSseEvent(error.event, error.data));
        res.end();
        return false;
      }
      case "stall":
        await stallThenClose(exchange, fault.closeAfterMs);
        return false;
    }
  }
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve2();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake Messages API server: no TCP address");
  const host = options.host ?? "127.0.0.1";
  const urlHost = host.includes(":") ? `[${host}]` : host;
  let closed = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    host,
    port: address.port,
    requests,
    get remainingScriptedResponses() {
      return cursor.remaining;
    },
    promptCache,
    close() {
      closed ??= new Promise((resolve2, reject) => {
        closing.abort();
        server.close((error) => error ? reject(error) : resolve2());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      });
      return closed;
    }
  };
}

// src/cli/demo-script.ts
var FIX_OLD = "    .replace(/[^a-z0-9]+/g, '-');";
var FIX_NEW = "    .replace(/[^a-z0-9]+/g, '-')\n    .replace(/^-+|-+$/g, '');";
var demoScript = (request, index) => {
  const results = lastToolResults(request.body);
  const said = results.map((r) => r.content).join("\n");
  switch (index) {
    case 0:
      return {
        content: [
          { type: "text", text: "I will read the code and run the tests first." },
          { type: "tool_use", name: "read", input: { path: "src/slugify.js" } },
          { type: "tool_use", name: "bash", input: { command: "npm test 2>&1 | tail -n 25" } }
        ]
      };
    case 1:
      return {
        content: [
          {
            type: "text",
            text: /fail [1-9]/.test(said) ? "The second test fails: punctuation at the ends of the title leaves dashes at the ends of the slug. I will trim them." : "The tests did not fail as described; I will still make slugify trim dashes at the ends."
          },
          { type: "tool_use", name: "edit", input: { path: "src/slugify.js", old_string: FIX_OLD, new_string: FIX_NEW } }
        ]
      };
    case 2:
      return {
        content: [
          { type: "text", text: "Running the tests again." },
          { type: "tool_use", name: "bash", input: { command: 'npm test 2>&1 | grep -E "^# (pass|fail)"' } }
        ]
      };
    case 3:
      return {
        content: [
          { type: "text", text: /fail 0/.test(said) ? "All tests pass. Publishing the fix." : "The tests still fail; publishing anyway to show the policy." },
          { type: "tool_use", name: "bash", input: { command: "git push origin main" } }
        ]
      };
    case 4: {
      const refused = /Denied by the policy/.test(said);
      return {
        content: [
          {
            type: "text",
            text: refused ? "Fixed slugify: it now trims leading and trailing dashes (src/slugify.js), and both tests pass. I could not push: the policy denies `git push`, so the change is left in the working tree for the workflow to publish." : "Fixed slugify and pushed the change."
          }
        ],
        stop_reason: "end_turn"
      };
    }
    default:
      return void 0;
  }
};

// src/cli/demo.ts
function findDemoRepo(fromUrl = import.meta.url) {
  const here = dirname(fileURLToPath(fromUrl));
  for (const candidate of [
    join(here, "demo-repo"),
    join(here, "..", "demo-repo"),
    join(here, "..", "..", "examples", "demo-repo"),
    join(here, "..", "examples", "demo-repo")
  ]) {
    if (existsSync(join(candidate, ".github", "leash.yml"))) return candidate;
  }
  throw new Error("cannot find the demo repository (examples/demo-repo)");
}
var DEMO_COMMAND = {
  name: "demo",
  summary: "a whole scripted task, offline (no API key needed)",
  usage: ["[flags]"],
  options: {
    "output-format": {
      type: "string",
      value: "FORMAT",
      default: "text",
      description: "text (a walk-through), json (the envelope) or stream-json (every event)"
    },
    "session-dir": { type: "string", value: "DIR", description: "where the session file goes" },
    latency: { type: "string", value: "MS", description: "make the local model answer this many milliseconds late" }
  }
};
async function demoCommand(args, io) {
  const { values, positionals } = parseCommand(DEMO_COMMAND, args);
  if (positionals.length > 0) throw new UsageError("leash demo takes no positional arguments");
  const format = outputFormat(values["output-format"]);
  const latencyMs = values.latency !== void 0 ? Number(values.latency) : 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new UsageError("--latency must be a number of milliseconds");
  const workspace = realpathSync(mkdtempSync(join(tmpdir(), "leash-demo-")));
  cpSync(findDemoRepo(), workspace, { recursive: true });
  const parser = await loadBashParser();
  const policyFile = join(workspace, ".github", "leash.yml");
  const policy = await loadPolicy(policyFile, { workspace, home: homeFrom(io), parser });
  const server = await startFakeMessagesServer({ script: demoScript, latencyMs, minCacheableTokens: 0 });
  const say = (line = "") => {
    if (format === "text") writeLine(io.stdout, line);
  };
  try {
    say("leash demo: a scripted agent fixes a failing test in a copy of examples/demo-repo, offline.");
    say(`  workspace  ${workspace}`);
    say(`  policy     .github/leash.yml (default: prompt; bash allows ls, cat, grep, tail, npm test, node --test, git status/diff; denies git push, curl)`);
    say(`  model      ${DEFAULT_MODEL}, played by Leash's local fake of the Messages API at ${server.url}`);
    say();
    const client = createMessagesClient({ apiKey: "demo-key-not-secret", baseURL: server.url, maxRetries: 0 });
    const tools = await createLocalToolHost({ workspace, policy, env: io.env });
    let sessionFile = "";
    const render = eventRenderer(say, (name, input) => gateToolCall(name, input, { policy, parser }));
    const result = await runAgent({
      client,
      model: DEFAULT_MODEL,
      prompt: "The test for slugify fails. Find out why, fix it, make sure the tests pass, and publish the fix.",
      policy,
      policyPath: policyFile,
      parser,
      tools,
      pricing: tablePricing({}),
      redactor: createRedactor({ env: io.env }),
      clock: systemClock,
      limits: { ...DEFAULT_LIMITS, maxTurns: 10, maxBudgetUsd: 1, timeoutMs: 12e4, maxOutputTokens: 4096 },
      sessionDir: values["session-dir"] ? resolve(io.cwd, values["session-dir"]) : defaultSessionDir(io),
      emit: (line) => format === "stream-json" ? writeLine(io.stdout, line) : render(JSON.parse(line)),
      signal: io.signal,
      leashVersion: LEASH_VERSION,
      apiKeySource: "ANTHROPIC_API_KEY",
      onSessionFile: (path) => {
        sessionFile = path;
      }
    });
    if (format === "json") writeLine(io.stdout, JSON.stringify(result));
    if (format === "text") {
      say();
      say("The result envelope (the last line of the session file, and what `--output-format json` prints):");
      say(JSON.stringify(result, null, 2));
      say();
      say(`Session file (Claude Code stream-json shapes, redacted): ${sessionFile}`);
      say(`The edited file is in ${join(workspace, "src", "slugify.js")}.`);
      say('Try it on your own repository: leash policy init, then leash run --prompt "\u2026" with ANTHROPIC_API_KEY set.');
    }
    return result.subtype === "success" ? 0 : 1;
  } finally {
    await server.close();
  }
}
function eventRenderer(say, decide) {
  const pendingCalls = /* @__PURE__ */ new Map();
  return (event) => renderEvent(event, say, decide, pendingCalls);
}
function renderEvent(event, say, decide, pendingCalls) {
  if (event.type === "assistant") {
    const assistant = event;
    say(`turn ${assistant.turn}  ($${assistant.cost_usd.toFixed(4)}, ${assistant.message.usage.output_tokens} tokens out)`);
    for (const block of assistant.message.content) {
      if (block.type === "text") say(`  model: ${block.text}`);
      if (block.type === "tool_use") pendingCalls.set(block.id, { name: block.name, input: block.input });
    }
    return;
  }
  if (event.type === "user" && event.tool_results) {
    const user = event;
    for (const meta of user.tool_results ?? []) {
      const call = pendingCalls.get(meta.tool_use_id);
      if (!call) continue;
      const subject = call.name === "bash" ? String(call.input.command) : String(call.input.path ?? call.input.pattern ?? "");
      const decision = decide(call.name, call.input);
      const decisive = decision?.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule ? ` by "${decisive.rule.pattern}" (${decisive.rule.source})` : decisive?.default ? ` (no rule; default ${decisive.default.effect})` : "";
      const mark = meta.decision === "allow" ? "ok " : meta.decision === "deny" ? "NO " : "?? ";
      const exit = meta.exit_code !== null ? `, exit ${meta.exit_code}` : "";
      say(`  ${mark} ${call.name.padEnd(5)} ${subject.padEnd(40)} ${DECISION_WORDS[meta.decision]}${why}${exit}`);
      const block = user.message.content.find((b) => b.type === "tool_result" && b.tool_use_id === meta.tool_use_id);
      const text = block && block.type === "tool_result" && typeof block.content === "string" ? block.content : "";
      const lines = text.split("\n").filter((l) => l.trim() !== "");
      const shown = call.name === "bash" && meta.decision === "allow" ? lines.slice(-6) : lines.slice(0, meta.decision === "allow" ? 4 : 3);
      for (const line of shown) say(`        | ${line.length > 100 ? `${line.slice(0, 99)}\u2026` : line}`);
    }
    return;
  }
  if (event.type === "result") {
    const result = event;
    say();
    say(`result: ${result.subtype}: ${result.result}`);
    say(
      `  $${result.total_cost_usd.toFixed(4)} in ${result.num_turns} turns; tokens in ${result.usage.input_tokens} (cache read ${result.usage.cache_read_input_tokens}, cache write ${result.usage.cache_creation_input_tokens}), out ${result.usage.output_tokens}; ${result.permission_denials.length} refused call(s)`
    );
  }
}
export {
  DEMO_COMMAND,
  demoCommand,
  findDemoRepo
};
