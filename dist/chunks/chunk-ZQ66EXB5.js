import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  PolicyError
} from "./chunk-G2SYH7FZ.js";
import {
  canonicalPath,
  decideSelfTest,
  describeValue,
  findPair,
  locate,
  parseYamlSource,
  realFileSystem,
  require_ajv,
  require_dist,
  valueAt
} from "./chunk-NHXY32FO.js";
import {
  __toESM
} from "./chunk-MYU7RW7P.js";

// src/policy/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve } from "node:path";

// src/policy/builtin.ts
var BUILTIN_SOURCE = "built-in";
var BUILTIN_WORKSPACE_PATTERN = "./**";
function rule(tool, pattern, effect2) {
  return { pattern, effect: effect2, tool, layer: "builtin", source: BUILTIN_SOURCE };
}
function builtinLayer() {
  const tools = /* @__PURE__ */ new Map([
    ["read", { allow: [rule("read", BUILTIN_WORKSPACE_PATTERN, "allow")], deny: [], hasAllowList: false }],
    ["write", { allow: [rule("write", BUILTIN_WORKSPACE_PATTERN, "allow")], deny: [rule("write", ".git/**", "deny")], hasAllowList: false }]
  ]);
  return {
    layer: "builtin",
    default: { effect: "prompt", source: BUILTIN_SOURCE },
    tools,
    lifts: [],
    envPass: [],
    tests: []
  };
}

// src/policy/schema.ts
var import_ajv = __toESM(require_ajv(), 1);
var TOOL_SECTION_PATTERN = "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$";
var effect = { enum: ["allow", "prompt", "deny"] };
var patterns = { type: "array", items: { type: "string", minLength: 1 } };
var policySchema = {
  type: "object",
  required: ["version"],
  additionalProperties: false,
  properties: {
    version: { const: 1 },
    extends: { type: "array", items: { type: "string", minLength: 1 } },
    default: effect,
    tools: {
      type: "object",
      propertyNames: { pattern: TOOL_SECTION_PATTERN },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: { allow: patterns, deny: patterns, default: effect }
      }
    },
    floors: {
      type: "object",
      additionalProperties: false,
      properties: { lift: { type: "array", items: { type: "string", minLength: 1 } } }
    },
    env: {
      type: "object",
      additionalProperties: false,
      properties: { pass: { type: "array", items: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } } }
    },
    // MCP servers (docs/mcp.md): only its shape is checked here; src/agent/mcp/config.ts reads
    // it with its own positions when `leash run` starts the servers.
    mcp: { type: "object" },
    tests: {
      type: "array",
      items: {
        type: "object",
        required: ["expect"],
        additionalProperties: false,
        properties: {
          bash: { type: "string" },
          write: { type: "string", minLength: 1 },
          read: { type: "string", minLength: 1 },
          expect: effect,
          note: { type: "string" }
        }
      }
    }
  }
};
var TOP_LEVEL_KEYS = Object.keys(policySchema.properties);
var TOOL_SECTION_KEYS = ["allow", "deny", "default"];
var validator;
function firstSchemaError(value) {
  validator ??= new import_ajv.Ajv({ allErrors: false, strict: true, validateSchema: false }).compile(policySchema);
  if (validator(value)) return null;
  return validator.errors?.[0] ?? null;
}

// src/policy/load.ts
var localPolicyHost = {
  readFile: (path) => readFile(path, "utf8"),
  fs: realFileSystem
};
async function loadPolicy(file, options) {
  const host = options.host ?? localPolicyHost;
  const workspace = canonicalPath(resolve(options.workspace), "/", { home: options.home, fs: host.fs });
  const loader = new PolicyLoader(host, workspace, options.home, options.parser);
  const path = resolve(workspace, file);
  const text = await loader.read(path, null);
  const layers = await loader.loadFile(path, text, [], options.layer ?? "repository");
  return { layers: [builtinLayer(), ...layers], workspace, home: options.home, fs: host.fs };
}
function builtinPolicy(workspace, home, fs = realFileSystem) {
  return { layers: [builtinLayer()], workspace: canonicalPath(resolve(workspace), "/", { home, fs }), home, fs };
}
function withLayer(policy, layer) {
  return { ...policy, layers: [...policy.layers, layer] };
}
var PolicyLoader = class {
  constructor(host, workspace, home, parser) {
    this.host = host;
    this.workspace = workspace;
    this.home = home;
    this.parser = parser;
  }
  host;
  workspace;
  home;
  parser;
  /** Paths inside the workspace are shown relative to it, others absolute. */
  display(path) {
    const rel = relative(this.workspace, path);
    return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
  }
  async read(path, from) {
    try {
      return await this.host.readFile(path);
    } catch (error) {
      const why = error.code === "ENOENT" ? "file not found" : String(error.message);
      if (from) {
        throw new PolicyError("extends-missing", from.at, `cannot load extends entry ${from.entry} (${this.display(path)}): ${why}`);
      }
      throw new PolicyError("unreadable", { file: this.display(path), line: 1, col: 1 }, `cannot read the policy file: ${why}`);
    }
  }
  async loadFile(path, text, stack, layerName) {
    const parsed = this.parse(path, text);
    const value = parsed.doc.toJS();
    this.validate(parsed, value);
    const policy = value;
    const below = [];
    const extendsNode = parsed.doc.get("extends", true);
    const entries = (0, import_yaml.isSeq)(extendsNode) ? extendsNode.items : [];
    for (const [index, entry] of (policy.extends ?? []).entries()) {
      const at = this.location(parsed, entries[index]);
      const target = resolve(dirname(path), entry);
      if (target === path || stack.includes(target)) {
        const cycle = [...stack, path, target].slice([...stack, path].indexOf(target)).map((p) => this.display(p));
        throw new PolicyError("extends-cycle", at, `extends cycle: ${cycle.join(" -> ")}`);
      }
      const targetText = await this.read(target, { at, entry });
      below.push(...await this.loadFile(target, targetText, [...stack, path], "extends"));
    }
    const layer = this.buildLayer(parsed, policy, path, layerName);
    this.runSelfTests(parsed, layer, below);
    return [...below, layer];
  }
  parse(path, text) {
    const display = this.display(path);
    const parsed = parseYamlSource(text, display);
    if (parsed.problem) throw new PolicyError(parsed.problem.kind === "duplicate-key" ? "duplicate-key" : "yaml-syntax", parsed.problem.at, parsed.problem.detail);
    return { doc: parsed.source.doc, lines: parsed.source.lines, file: display };
  }
  location(parsed, node) {
    return locate(parsed, node);
  }
  fail(parsed, code, node, detail) {
    throw new PolicyError(code, this.location(parsed, node), detail);
  }
  validate(parsed, value) {
    const root = parsed.doc.contents;
    if (value === null || value === void 0) {
      this.fail(parsed, "schema", root, "the policy is empty; expected a mapping that starts with `version: 1`");
    }
    const error = firstSchemaError(value);
    if (error) {
      const segments = error.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
      const path = segments.map((s) => /^\d+$/.test(s) ? Number(s) : s);
      const node = path.length === 0 ? root : parsed.doc.getIn(path, true);
      const label = describePath(segments);
      const found = describeValue(valueAt(value, segments));
      switch (error.keyword) {
        case "additionalProperties": {
          const key = String(error.params.additionalProperty);
          const expected = expectedKeys(segments);
          this.fail(parsed, "schema", findPair(node, key) ?? node, `unknown key "${key}" ${label === "the policy" ? "at the top level" : `in ${label}`}; expected one of: ${expected}`);
        }
        // falls through: fail() never returns
        case "pattern":
          if (error.propertyName !== void 0) {
            this.fail(parsed, "schema", findPair(node, error.propertyName) ?? node, `unknown tool section "${error.propertyName}" under tools; expected bash, write, read or mcp.<server>`);
          }
          this.fail(parsed, "schema", node, `${label} is not a valid environment variable name: ${found}`);
        // falls through
        case "propertyNames":
          this.fail(parsed, "schema", node, `${label} has a key that is not a tool section; expected bash, write, read or mcp.<server>`);
        // falls through
        case "required": {
          const key = String(error.params.missingProperty);
          const detail = key === "version" ? 'missing key "version"; a policy starts with `version: 1`' : `${label} is missing "${key}"; expected ${key}: allow | prompt | deny`;
          this.fail(parsed, "schema", node, detail);
        }
        // falls through
        case "type":
          this.fail(parsed, "schema", node, `${label} must be ${describeType(String(error.params.type), segments)}, found ${found}`);
        // falls through
        case "enum":
          this.fail(parsed, "schema", node, `${label} must be allow, prompt or deny, found ${found}`);
        // falls through
        case "const":
          this.fail(parsed, "schema", node, `unsupported version ${JSON.stringify(valueAt(value, segments))}; this Leash reads \`version: 1\``);
        // falls through
        case "minLength":
          this.fail(parsed, "schema", node, `empty ${label}; a pattern or path cannot be empty`);
        // falls through
        default:
          this.fail(parsed, "schema", node, `${label}: ${error.message ?? "invalid"}`);
      }
    }
    const tests = value.tests ?? [];
    const testsNode = parsed.doc.get("tests", true);
    tests.forEach((test, index) => {
      const tools = ["bash", "write", "read"].filter((key) => key in test);
      if (tools.length !== 1) {
        const item = (0, import_yaml.isSeq)(testsNode) ? testsNode.items[index] : void 0;
        this.fail(parsed, "schema", item, `self-test ${index + 1} must name exactly one of bash, write or read, found ${tools.length === 0 ? "none" : tools.join(" and ")}`);
      }
    });
  }
  buildLayer(parsed, policy, path, layerName) {
    const at = (node) => {
      const loc = this.location(parsed, node);
      return `${loc.file}:${loc.line}`;
    };
    const tools = /* @__PURE__ */ new Map();
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      const tool = section;
      const rules = (effect2) => {
        const seq = parsed.doc.getIn(["tools", section, effect2], true);
        return (raw[effect2] ?? []).map((pattern, index) => ({
          pattern,
          effect: effect2,
          tool,
          layer: layerName,
          source: at((0, import_yaml.isSeq)(seq) ? seq.items[index] : void 0)
        }));
      };
      const entry = { allow: rules("allow"), deny: rules("deny"), hasAllowList: raw.allow !== void 0 };
      if (raw.default) entry.default = { effect: raw.default, source: at(parsed.doc.getIn(["tools", section, "default"], true)) };
      tools.set(tool, entry);
    }
    const liftSeq = parsed.doc.getIn(["floors", "lift"], true);
    const testSeq = parsed.doc.get("tests", true);
    const tests = (policy.tests ?? []).map((test, index) => ({
      check: test.bash !== void 0 ? { tool: "bash", command: test.bash } : test.write !== void 0 ? { tool: "write", path: test.write } : { tool: "read", path: test.read },
      expect: test.expect,
      source: at((0, import_yaml.isSeq)(testSeq) ? testSeq.items[index] : void 0)
    }));
    const layer = {
      layer: layerName,
      file: path,
      tools,
      lifts: (policy.floors?.lift ?? []).map((floor, index) => ({ floor, source: at((0, import_yaml.isSeq)(liftSeq) ? liftSeq.items[index] : void 0) })),
      envPass: policy.env?.pass ?? [],
      tests
    };
    if (policy.default) layer.default = { effect: policy.default, source: at(parsed.doc.get("default", true)) };
    return layer;
  }
  runSelfTests(parsed, layer, below) {
    if (layer.tests.length === 0) return;
    const policy = { layers: [builtinLayer(), ...below, layer], workspace: this.workspace, home: this.home, fs: this.host.fs };
    const testSeq = parsed.doc.get("tests", true);
    layer.tests.forEach((test, index) => {
      const decision = decideSelfTest(policy, this.parser, test);
      if (decision.decision === test.expect) return;
      const subject = test.check.tool === "bash" ? `bash "${test.check.command}"` : `${test.check.tool} "${test.check.path}"`;
      const decisive = decision.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule ? ` (rule "${decisive.rule.pattern}" ${decisive.rule.effect}, ${decisive.rule.source})` : decision.reasons[0] ? ` (${decision.reasons[0]})` : decisive?.default ? ` (default ${decisive.default.effect}, ${decisive.default.source})` : "";
      this.fail(parsed, "self-test-failed", (0, import_yaml.isSeq)(testSeq) ? testSeq.items[index] : void 0, `self-test failed: ${subject} expected ${test.expect}, got ${decision.decision}${why}`);
    });
  }
};
function describePath(segments) {
  if (segments.length === 0) return "the policy";
  if (segments[0] === "tests" && segments.length >= 2) {
    const rest = segments.slice(2);
    return `self-test ${Number(segments[1]) + 1}${rest.length ? ` ${rest.join(".")}` : ""}`;
  }
  const last = segments[segments.length - 1];
  if (/^\d+$/.test(last)) return `entry ${Number(last) + 1} of ${segments.slice(0, -1).join(".")}`;
  return segments.join(".");
}
function expectedKeys(segments) {
  if (segments.length === 0) return TOP_LEVEL_KEYS.join(", ");
  if (segments[0] === "tools") return TOOL_SECTION_KEYS.join(", ");
  if (segments[0] === "floors") return "lift";
  if (segments[0] === "env") return "pass";
  if (segments[0] === "tests") return "bash, write or read, and expect (and an optional note)";
  return "(none)";
}
function describeType(type, segments) {
  const last = segments[segments.length - 1] ?? "";
  if (type === "array") return last === "extends" ? "a list of file paths" : "a list of patterns (strings)";
  if (type === "object") return last === "tools" ? "a mapping of tool sections (bash, write, read, mcp.<server>)" : "a mapping";
  if (type === "string") return "a string";
  return `of type ${type}`;
}

export {
  loadPolicy,
  builtinPolicy,
  withLayer
};
