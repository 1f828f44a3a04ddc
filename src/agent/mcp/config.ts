// MCP server configuration (docs/mcp.md): `leash-mcp.yml` beside the policy file, or a
// top-level `mcp:` key in the policy file itself; when both exist the separate file wins and the
// key is ignored (with a warning). Read like the policy: the `yaml` package's positions, ajv for
// the shape, and every problem one `McpConfigError` naming `file:line:col` and what was expected.
import { dirname, isAbsolute, join, relative } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node as YamlNode, type Pair } from 'yaml';
import { checkInputTextSize, InputFileError, readInputFile } from '../../yaml/index.js';
import { describeValue, errorPath, findPair, parseYamlSource, typeWords, valueAt, type PathSegment } from '../../yaml/index.js';
import { referenceProblem } from './references.js';

/** The file read beside the policy file (`.github/leash.yml` → `.github/leash-mcp.yml`). */
export const MCP_CONFIG_FILE = 'leash-mcp.yml';
export const DEFAULT_DEFER_THRESHOLD = 10;
export const DEFAULT_STARTUP_TIMEOUT_MS = 10_000;
export const DEFAULT_TOOL_TIMEOUT_MS = 120_000;
/**
 * A server name becomes part of tool names (`mcp__<server>__<tool>`), which the Messages API
 * limits to letters, digits, `_` and `-`, and which the policy gate splits at the first `__`:
 * so no dots, no `__`, and no `_` at either end.
 */
export const SERVER_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]*(_[A-Za-z0-9-]+)*$';
const SERVER_NAME_MAX = 40;
const ENV_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

export type McpDefer = 'auto' | 'always' | 'never';

interface McpServerCommon {
  name: string;
  /** Spawn (stdio) or first request (http), initialize and the tool list must finish within this. */
  startupTimeoutMs: number;
  /** One tool call's limit. */
  toolTimeoutMs: number;
  /** `auto`: deferred when the server has more tools than the threshold. */
  defer: McpDefer;
  /** `file:line` of the server's entry. */
  source: string;
}

export interface McpStdioServerConfig extends McpServerCommon {
  type: 'stdio';
  command: string;
  args: string[];
  /** Values may hold `${NAME}` references to the runner's environment, expanded at start. */
  env: Record<string, string>;
}

export interface McpHttpServerConfig extends McpServerCommon {
  type: 'http';
  url: string;
  headers: Record<string, string>;
}

export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

export interface McpConfig {
  /** The file the servers came from, as messages name it. */
  file: string;
  deferThreshold: number;
  servers: McpServerConfig[];
  /** Things a person should know that are not errors (an `mcp:` key shadowed by the file). */
  warnings: string[];
}

export type McpConfigErrorCode = 'yaml-syntax' | 'duplicate-key' | 'schema' | 'duplicate-server' | 'bad-reference' | 'unreadable' | 'not-utf8';

export interface McpConfigLocation {
  file: string;
  line: number;
  col: number;
}

export class McpConfigError extends Error {
  override name = 'McpConfigError';
  readonly code: McpConfigErrorCode;
  readonly location: McpConfigLocation;

  constructor(code: McpConfigErrorCode, location: McpConfigLocation, detail: string) {
    super(`${location.file}:${location.line}:${location.col}: ${detail}`);
    this.code = code;
    this.location = location;
  }
}

export interface LoadMcpConfigOptions {
  /** The policy file (absolute); the MCP file is looked for beside it. */
  policyFile: string;
  /** Paths inside it are shown relative to it in messages. */
  workspace: string;
  /** Reads a file as text (default: the local file system); the Action may read from the base branch. */
  readFile?: (path: string) => Promise<string>;
}

// ------------------------------------------------------------------ schema

const scalar = { type: ['string', 'number', 'boolean'] };
const common = {
  name: { type: 'string', pattern: SERVER_NAME_PATTERN, maxLength: SERVER_NAME_MAX },
  type: { enum: ['stdio', 'http'] },
  startup_timeout_ms: { type: 'integer', minimum: 100, maximum: 600_000 },
  tool_timeout_ms: { type: 'integer', minimum: 100, maximum: 3_600_000 },
  defer: { enum: ['auto', 'always', 'never'] },
};

const SERVER_SCHEMAS = {
  stdio: {
    type: 'object',
    required: ['name', 'type', 'command'],
    additionalProperties: false,
    properties: {
      ...common,
      command: { type: 'string', minLength: 1 },
      args: { type: 'array', items: scalar },
      env: { type: 'object', propertyNames: { type: 'string', pattern: ENV_NAME_PATTERN }, additionalProperties: scalar },
    },
  },
  http: {
    type: 'object',
    required: ['name', 'type', 'url'],
    additionalProperties: false,
    properties: {
      ...common,
      url: { type: 'string', pattern: '^https?://' },
      headers: { type: 'object', additionalProperties: scalar },
    },
  },
} as const;

const ENTRY_SCHEMA = { type: 'object', required: ['name', 'type'], properties: { name: common.name, type: common.type } };

const topLevel = (withVersion: boolean) => ({
  type: 'object',
  required: withVersion ? ['version', 'servers'] : ['servers'],
  additionalProperties: false,
  properties: {
    ...(withVersion ? { version: { const: 1 } } : {}),
    defer_threshold: { type: 'integer', minimum: 0 },
    servers: { type: 'array', items: { type: 'object' } },
  },
});

const PATTERN_WORDS: Record<string, string> = {
  [SERVER_NAME_PATTERN]: 'letters, digits, - and single _ inside (it becomes part of the tool names mcp__<server>__<tool>)',
  [ENV_NAME_PATTERN]: 'a variable name (letters, digits, _)',
  '^https?://': 'an http:// or https:// URL',
};

interface Validators {
  file: ValidateFunction;
  key: ValidateFunction;
  entry: ValidateFunction;
  stdio: ValidateFunction;
  http: ValidateFunction;
}

let validators: Validators | undefined;

function compiled(): Validators {
  if (!validators) {
    // All errors, so an unknown key (a typo) is reported before the missing key it explains; verbose for the allowed keys.
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, validateSchema: false });
    validators = {
      file: ajv.compile(topLevel(true)),
      key: ajv.compile(topLevel(false)),
      entry: ajv.compile(ENTRY_SCHEMA),
      stdio: ajv.compile(SERVER_SCHEMAS.stdio),
      http: ajv.compile(SERVER_SCHEMAS.http),
    };
  }
  return validators;
}

// ------------------------------------------------------------------ loading

/**
 * The MCP configuration for a policy file: `leash-mcp.yml` beside it, else the policy's own
 * `mcp:` key, else null (no servers).
 */
export async function loadMcpConfig(options: LoadMcpConfigOptions): Promise<McpConfig | null> {
  const read = options.readFile ?? ((path: string) => readInputFile(path));
  const display = (path: string) => {
    const rel = relative(options.workspace, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  };
  const sidecar = join(dirname(options.policyFile), MCP_CONFIG_FILE);
  const sidecarText = await readOptional(read, sidecar, display(sidecar));
  const policyText = await readOptional(read, options.policyFile, display(options.policyFile));

  const policyKey = policyText === null ? null : mcpKeyOf(policyText, display(options.policyFile));
  if (sidecarText !== null) {
    const config = parseConfig(sidecarText, display(sidecar), []);
    if (policyKey) config.warnings.push(`the mcp: key at ${policyKey.at} is ignored: ${config.file} configures the MCP servers`);
    return config;
  }
  if (policyText !== null && policyKey) return parseConfig(policyText, display(options.policyFile), ['mcp']);
  return null;
}

async function readOptional(read: (path: string) => Promise<string>, path: string, shown: string): Promise<string | null> {
  try {
    const text = await read(path);
    checkInputTextSize(text, shown);
    return text;
  } catch (error) {
    if (error instanceof InputFileError) {
      if (error.code === 'not-found') return null;
      if (error.code === 'not-utf8') throw new McpConfigError('not-utf8', { ...error.at, file: shown }, error.detail);
      throw new McpConfigError('unreadable', { file: shown, line: 1, col: 1 }, `cannot read the MCP configuration: ${error.detail}`);
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new McpConfigError('unreadable', { file: shown, line: 1, col: 1 }, `cannot read the MCP configuration: ${(error as Error).message}`);
  }
}

/** Where the policy's `mcp:` key is, when it has one (the policy loader has already checked the file parses). */
function mcpKeyOf(text: string, file: string): { at: string } | null {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return null;
  const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === 'mcp');
  if (!pair) return null;
  const pos = lines.linePos((pair.key as YamlNode).range?.[0] ?? 0);
  return { at: `${file}:${pos.line}` };
}

type Segment = PathSegment;

interface Source {
  doc: Document.Parsed;
  lines: LineCounter;
  file: string;
  /** Where the configuration sits in the document: [] for the file, ['mcp'] in a policy. */
  base: Segment[];
}

/** Parses and checks one configuration; `base` is where it sits in the document. */
export function parseConfig(text: string, file: string, base: Segment[]): McpConfig {
  const parsed = parseYamlSource(text, file);
  if (parsed.problem)
    throw new McpConfigError(parsed.problem.kind === 'duplicate-key' ? 'duplicate-key' : 'yaml-syntax', parsed.problem.at, parsed.problem.detail);
  const { doc, lines } = parsed.source;
  const source: Source = { doc, lines, file, base };
  const whole = parsed.source.value;
  const value = base.length === 0 ? whole : valueAt(whole, base);
  if (value === null || value === undefined) {
    fail(
      source,
      'schema',
      [],
      base.length === 0 ? 'the file is empty; expected `version: 1` and a `servers:` list' : 'mcp is empty; expected a mapping with a `servers:` list',
    );
  }
  const { file: fileSchema, key: keySchema, entry, stdio, http } = compiled();
  check(source, base.length === 0 ? fileSchema : keySchema, value, [], value);
  const raw = value as { defer_threshold?: number; servers: Record<string, unknown>[] };

  const servers: McpServerConfig[] = [];
  const seen = new Map<string, number>();
  raw.servers.forEach((server, index) => {
    check(source, entry, server, ['servers', index], value);
    check(source, server.type === 'stdio' ? stdio : http, server, ['servers', index], value);
    const name = String(server.name);
    const first = seen.get(name);
    if (first !== undefined) {
      fail(
        source,
        'duplicate-server',
        ['servers', index, 'name'],
        `server name "${name}" is used twice (first at line ${locate(source, ['servers', first]).line}); names must be unique`,
      );
    }
    seen.set(name, index);
    servers.push(buildServer(source, server, index));
  });
  return { file, deferThreshold: raw.defer_threshold ?? DEFAULT_DEFER_THRESHOLD, servers, warnings: [] };
}

function buildServer(source: Source, server: Record<string, unknown>, index: number): McpServerConfig {
  const at = (path: Segment[], text: string) => {
    const problem = referenceProblem(text);
    if (problem) fail(source, 'bad-reference', ['servers', index, ...path], problem);
    return text;
  };
  const strings = (record: unknown, key: string) =>
    Object.fromEntries(Object.entries((record ?? {}) as Record<string, unknown>).map(([name, value]) => [name, at([key, name], String(value))]));
  const loc = locate(source, ['servers', index]);
  const common = {
    name: String(server.name),
    startupTimeoutMs: (server.startup_timeout_ms as number | undefined) ?? DEFAULT_STARTUP_TIMEOUT_MS,
    toolTimeoutMs: (server.tool_timeout_ms as number | undefined) ?? DEFAULT_TOOL_TIMEOUT_MS,
    defer: (server.defer as McpDefer | undefined) ?? 'auto',
    source: `${loc.file}:${loc.line}`,
  };
  if (server.type === 'stdio') {
    return {
      ...common,
      type: 'stdio',
      command: at(['command'], String(server.command)),
      args: ((server.args ?? []) as unknown[]).map((arg, i) => at(['args', i], String(arg))),
      env: strings(server.env, 'env'),
    };
  }
  return { ...common, type: 'http', url: at(['url'], String(server.url)), headers: strings(server.headers, 'headers') };
}

// ------------------------------------------------------------------ errors

function check(source: Source, validate: ValidateFunction, value: unknown, at: Segment[], root: unknown): void {
  if (validate(value)) return;
  const errors = validate.errors ?? [];
  const error = errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0]!;
  const path = [...at, ...errorPath(error)];
  const here = label(path, root);
  const found = describeValue(valueAt(root, path));
  const parent = (error.parentSchema ?? {}) as { properties?: Record<string, unknown> };
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const kind = path[0] === 'servers' && path.length === 2 ? ` (a ${String((valueAt(root, path) as Record<string, unknown>).type)} server)` : '';
      fail(source, 'schema', path, `unknown key "${key}" in ${here}${kind}; expected one of: ${Object.keys(parent.properties ?? {}).join(', ')}`, key);
    }
    // falls through: fail() never returns
    case 'required': {
      const key = String(error.params.missingProperty);
      const hint =
        key === 'version'
          ? '; the file starts with `version: 1`'
          : key === 'command'
            ? '; a stdio server names the program to start'
            : key === 'url'
              ? '; an http server names its endpoint'
              : '';
      fail(source, 'schema', path, `${here} is missing "${key}"${hint}`);
    }
    // falls through
    case 'type':
      fail(source, 'schema', path, `${here} must be ${typeWords(error.params.type as string | string[])}, found ${found}`);
    // falls through
    case 'enum':
      fail(source, 'schema', path, `${here} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}, found ${found}`);
    // falls through
    case 'const':
      fail(source, 'schema', path, `unsupported version ${JSON.stringify(valueAt(root, path))}; this Leash reads \`version: 1\``);
    // falls through
    case 'pattern':
      if (error.propertyName !== undefined) {
        fail(source, 'schema', path, `${here} has the key "${error.propertyName}", which is not ${PATTERN_WORDS[ENV_NAME_PATTERN]}`, error.propertyName);
      }
      fail(
        source,
        'schema',
        path,
        `${here} must be ${PATTERN_WORDS[String(error.params.pattern)] ?? `text matching ${String(error.params.pattern)}`}, found ${found}`,
      );
    // falls through
    case 'propertyNames':
      fail(source, 'schema', path, `${here} has a key that is not ${PATTERN_WORDS[ENV_NAME_PATTERN]}`);
    // falls through
    case 'minimum':
    case 'maximum':
      fail(source, 'schema', path, `${here} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(error.params.limit)}, found ${found}`);
    // falls through
    case 'minLength':
      fail(source, 'schema', path, `${here} cannot be empty`);
    // falls through
    case 'maxLength':
      fail(source, 'schema', path, `${here} must be at most ${String(error.params.limit)} characters long, found ${found}`);
    // falls through
    default:
      fail(source, 'schema', path, `${here}: ${error.message ?? 'invalid'}`);
  }
}

function fail(source: Source, code: McpConfigErrorCode, path: Segment[], detail: string, key?: string): never {
  throw new McpConfigError(code, locate(source, path, key), detail);
}

/** The position of the node at `path` (or of its key `key`), else of the nearest node above it. */
function locate(source: Source, path: Segment[], key?: string): McpConfigLocation {
  const full = [...source.base, ...path];
  for (let length = full.length; length >= 0; length -= 1) {
    const node = (length === 0 ? source.doc.contents : source.doc.getIn(full.slice(0, length), true)) as YamlNode | null | undefined;
    if (!node) continue;
    const target: YamlNode | Pair = (key !== undefined && length === full.length && findPair(node, key)) || node;
    const range = isPair(target) ? (target.key as YamlNode | null)?.range : target.range;
    const pos = source.lines.linePos(range?.[0] ?? 0);
    return { file: source.file, line: pos.line, col: pos.col };
  }
  return { file: source.file, line: 1, col: 1 };
}

/** A path as a person reads it: `server 2 ("github") env.TOKEN`, `entry 1 of server 1 ("files") args`. */
function label(path: Segment[], root: unknown): string {
  if (path.length === 0) return 'the MCP configuration';
  if (path[0] !== 'servers' || path.length === 1) return path.join('.');
  const index = Number(path[1]);
  const name = (valueAt(root, ['servers', index]) as { name?: unknown } | undefined)?.name;
  const server = `server ${index + 1}${typeof name === 'string' && name !== '' ? ` ("${name}")` : ''}`;
  const rest = path.slice(2);
  if (rest.length === 0) return server;
  const last = rest[rest.length - 1];
  if (typeof last === 'number') return `entry ${last + 1} of ${server} ${rest.slice(0, -1).join('.')}`;
  return `${server} ${rest.join('.')}`;
}
