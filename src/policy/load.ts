// Loading a policy file and the files it extends (DESIGN.md section 2): YAML parsed with the
// `yaml` package's positions, checked against the schema, layered, self-tested. Every error
// names `file:line:col` and what was expected. Files are read through `PolicyHost`, so the
// Action can read them from the base branch and tests from memory.
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { isMap, isScalar, isSeq, type Node as YamlNode, type Pair } from 'yaml';
import { checkInputTextSize, InputFileError, readInputFile } from '../yaml/index.js';
import { describeValue, findPair, locate, parseYamlSource, valueAt, type YamlSource } from '../yaml/index.js';
import type { BashParser } from '../bash/index.js';
import { canonicalPath, realFileSystem, type FileSystemView, type PathFolding } from '../paths/index.js';
import { builtinLayer } from './builtin.js';
import { decideSelfTest } from './decide.js';
import { knownFloorNames } from './floor-names.js';
import { nearestName } from './nearest-name.js';
import { PolicyError, type PolicyErrorCode, type SourceLocation } from './errors.js';
import { firstSchemaError, TOOL_SECTION_KEYS, TOP_LEVEL_KEYS } from './schema.js';
import type { Effect, LayerName, Policy, PolicyLayer, Rule, SandboxMode, SelfTest, ToolRules, ToolSection } from './types.js';

export interface PolicyHost {
  /** Throws `InputFileError` (size, kind of file, encoding) or a system error. */
  readFile(path: string): Promise<string>;
  fs: FileSystemView;
}

export const localPolicyHost: PolicyHost = {
  readFile: (path) => readInputFile(path),
  fs: realFileSystem,
};

export interface LoadPolicyOptions {
  /** The workspace root (`--cwd`, `GITHUB_WORKSPACE`); rules and scopes resolve against it. */
  workspace: string;
  home: string;
  /** Parses bash for the self-tests. */
  parser: BashParser;
  host?: PolicyHost;
  /** The layer the file itself becomes (default `repository`). */
  layer?: LayerName;
  /** A stop request (SIGTERM): loading ends before the next file with a `stopped` error. */
  signal?: AbortSignal;
  /** How the workspace's file system folds names (probed at start by the shell); `Policy.folding`. */
  folding?: PathFolding;
}

/** Loads a policy file with its `extends` chain on top of the built-in layer, running every file's self-tests. */
export async function loadPolicy(file: string, options: LoadPolicyOptions): Promise<Policy> {
  const host = options.host ?? localPolicyHost;
  const workspace = canonicalPath(resolve(options.workspace), '/', { home: options.home, fs: host.fs });
  const loader = new PolicyLoader(host, workspace, options.home, options.parser, options.signal, options.folding);
  const path = resolve(workspace, file);
  const text = await loader.read(path, null);
  const layers = await loader.loadFile(path, text, [], options.layer ?? 'repository');
  return { layers: [builtinLayer(), ...layers], workspace, home: options.home, fs: host.fs, ...(options.folding ? { folding: options.folding } : {}) };
}

/** A policy with nothing but the built-in layer: every tool prompts, reads and writes stay in the workspace. */
export function builtinPolicy(workspace: string, home: string, fs: FileSystemView = realFileSystem, folding?: PathFolding): Policy {
  return { layers: [builtinLayer()], workspace: canonicalPath(resolve(workspace), '/', { home, fs }), home, fs, ...(folding ? { folding } : {}) };
}

/** Adds a layer above the others (workflow inputs, a chain task's narrowing, session approvals). */
export function withLayer(policy: Policy, layer: PolicyLayer): Policy {
  return { ...policy, layers: [...policy.layers, layer] };
}

type ParsedFile = YamlSource;

class PolicyLoader {
  constructor(
    private readonly host: PolicyHost,
    private readonly workspace: string,
    private readonly home: string,
    private readonly parser: BashParser,
    private readonly signal?: AbortSignal,
    private readonly folding?: PathFolding,
  ) {}

  /** Paths inside the workspace are shown relative to it, others absolute. */
  display(path: string): string {
    const rel = relative(this.workspace, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  }

  async read(path: string, from: { at: SourceLocation; entry: string } | null): Promise<string> {
    const display = this.display(path);
    this.stopIfAsked(display);
    try {
      const text = await this.host.readFile(path);
      checkInputTextSize(text, display);
      return text;
    } catch (error) {
      // Bytes that are not UTF-8 are an error in that file, at their place.
      if (error instanceof InputFileError && error.code === 'not-utf8') throw new PolicyError('not-utf8', { ...error.at, file: display }, error.detail);
      const why =
        error instanceof InputFileError
          ? error.code === 'not-found'
            ? 'file not found'
            : error.detail
          : (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'file not found'
            : String((error as Error).message);
      if (from) {
        throw new PolicyError('extends-missing', from.at, `cannot load extends entry ${from.entry} (${this.display(path)}): ${why}`);
      }
      throw new PolicyError('unreadable', { file: display, line: 1, col: 1 }, `cannot read the policy file: ${why}`);
    }
  }

  /** Parsing one file cannot be interrupted, so a stop is honoured between files and steps. */
  private stopIfAsked(display: string): void {
    if (this.signal?.aborted)
      throw new PolicyError('stopped', { file: display, line: 1, col: 1 }, 'loading stopped: Leash was asked to stop (SIGTERM or SIGINT)');
  }

  async loadFile(path: string, text: string, stack: string[], layerName: LayerName): Promise<PolicyLayer[]> {
    const parsed = this.parse(path, text);
    this.stopIfAsked(parsed.file);
    const value = parsed.value;
    this.validate(parsed, value);
    const policy = value as RawPolicy;

    const below: PolicyLayer[] = [];
    const extendsNode = parsed.doc.get('extends', true);
    const entries = isSeq(extendsNode) ? extendsNode.items : [];
    for (const [index, entry] of (policy.extends ?? []).entries()) {
      const at = this.location(parsed, entries[index] as YamlNode | undefined);
      const target = resolve(dirname(path), entry);
      if (target === path || stack.includes(target)) {
        const cycle = [...stack, path, target].slice([...stack, path].indexOf(target)).map((p) => this.display(p));
        throw new PolicyError('extends-cycle', at, `extends cycle: ${cycle.join(' -> ')}`);
      }
      const targetText = await this.read(target, { at, entry });
      below.push(...(await this.loadFile(target, targetText, [...stack, path], 'extends')));
    }

    const layer = this.buildLayer(parsed, policy, path, layerName);
    this.runSelfTests(parsed, layer, below);
    return [...below, layer];
  }

  private parse(path: string, text: string): ParsedFile {
    const display = this.display(path);
    const parsed = parseYamlSource(text, display);
    if (parsed.problem)
      throw new PolicyError(parsed.problem.kind === 'duplicate-key' ? 'duplicate-key' : 'yaml-syntax', parsed.problem.at, parsed.problem.detail);
    return parsed.source;
  }

  private location(parsed: ParsedFile, node: YamlNode | Pair | null | undefined): SourceLocation {
    return locate(parsed, node);
  }

  private fail(parsed: ParsedFile, code: PolicyErrorCode, node: YamlNode | Pair | null | undefined, detail: string): never {
    throw new PolicyError(code, this.location(parsed, node), detail);
  }

  private validate(parsed: ParsedFile, value: unknown): void {
    const root = parsed.doc.contents as YamlNode | null;
    if (value === null || value === undefined) {
      this.fail(parsed, 'schema', root, 'the policy is empty; expected a mapping that starts with `version: 1`');
    }
    const error = firstSchemaError(value);
    if (error) {
      const segments = error.instancePath
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
      const path = segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const node = path.length === 0 ? root : (parsed.doc.getIn(path, true) as YamlNode | undefined);
      const label = describePath(segments);
      const found = describeValue(valueAt(value, segments));
      switch (error.keyword) {
        case 'additionalProperties': {
          const key = String(error.params.additionalProperty);
          const expected = expectedKeys(segments);
          this.fail(
            parsed,
            'schema',
            findPair(node, key) ?? node,
            `unknown key "${key}" ${label === 'the policy' ? 'at the top level' : `in ${label}`}; expected one of: ${expected}`,
          );
        }
        // falls through: fail() never returns
        case 'pattern':
          if (error.propertyName !== undefined) {
            this.fail(
              parsed,
              'schema',
              findPair(node, error.propertyName) ?? node,
              `unknown tool section "${error.propertyName}" under tools; expected bash, write, read or mcp.<server>`,
            );
          }
          if (segments[0] === 'network') {
            this.fail(
              parsed,
              'schema',
              node,
              `${label} is not a host pattern: ${found}; expected a host (\`registry.npmjs.org\`), \`*.host\` for the names below it, or \`*\`, each with an optional \`:port\``,
            );
          }
          if (segments[0] === 'tests') {
            this.fail(
              parsed,
              'schema',
              node,
              `${label} is not a host to connect to: ${found}; expected a host with an optional \`:port\` (\`registry.npmjs.org:443\`), without wildcards`,
            );
          }
          this.fail(parsed, 'schema', node, `${label} is not a valid environment variable name: ${found}`);
        // falls through
        case 'propertyNames':
          this.fail(parsed, 'schema', node, `${label} has a key that is not a tool section; expected bash, write, read or mcp.<server>`);
        // falls through
        case 'required': {
          const key = String(error.params.missingProperty);
          const detail =
            key === 'version'
              ? 'missing key "version"; a policy starts with `version: 1`'
              : `${label} is missing "${key}"; expected ${key}: allow | prompt | deny`;
          this.fail(parsed, 'schema', node, detail);
        }
        // falls through
        case 'type':
          this.fail(parsed, 'schema', node, `${label} must be ${describeType(String(error.params.type), segments)}, found ${found}`);
        // falls through
        case 'enum':
          if (segments.length === 1 && segments[0] === 'sandbox') this.fail(parsed, 'schema', node, `sandbox must be required, auto or off, found ${found}`);
          this.fail(parsed, 'schema', node, `${label} must be allow, prompt or deny, found ${found}`);
        // falls through
        case 'const':
          this.fail(parsed, 'schema', node, `unsupported version ${JSON.stringify(valueAt(value, segments))}; this Leash reads \`version: 1\``);
        // falls through
        case 'minLength':
          this.fail(parsed, 'schema', node, `empty ${label}; a pattern or path cannot be empty`);
        // falls through
        default:
          this.fail(parsed, 'schema', node, `${label}: ${error.message ?? 'invalid'}`);
      }
    }
    const tests = (value as RawPolicy).tests ?? [];
    const testsNode = parsed.doc.get('tests', true);
    tests.forEach((test, index) => {
      const tools = ['bash', 'write', 'read', 'network'].filter((key) => key in test);
      const item = isSeq(testsNode) ? (testsNode.items[index] as YamlNode) : undefined;
      if (tools.length !== 1) {
        this.fail(
          parsed,
          'schema',
          item,
          `self-test ${index + 1} must name exactly one of bash, write, read or network, found ${tools.length === 0 ? 'none' : tools.join(' and ')}`,
        );
      }
      if (test.network !== undefined && test.expect === 'prompt') {
        this.fail(
          parsed,
          'schema',
          item,
          `self-test ${index + 1} expects prompt for a network connection; a connection is allowed or denied, never asked about`,
        );
      }
      if (test.network !== undefined && networkTarget(test.network).port > 65535) {
        this.fail(parsed, 'schema', item, `self-test ${index + 1} names port ${networkTarget(test.network).port}; expected a port from 0 to 65535`);
      }
    });
    this.checkPatternsAreOneLine(parsed, value as RawPolicy);
    this.checkLiftNames(parsed, value as RawPolicy);
  }

  /**
   * A pattern is one line of text: a command is matched with its whitespace collapsed and a path
   * never holds a NUL, so a line break or NUL in a pattern matches nothing it seems to (and a
   * line break can hide a second command from a reviewer).
   */
  private checkPatternsAreOneLine(parsed: ParsedFile, policy: RawPolicy): void {
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      for (const effect of ['allow', 'deny'] as const) {
        (raw[effect] ?? []).forEach((pattern, index) => {
          const bad = /[\n\r\0]/.exec(pattern);
          if (bad === null) return;
          const what = bad[0] === '\0' ? 'a NUL character' : 'a line break';
          const node = parsed.doc.getIn(['tools', section, effect, index], true) as YamlNode | undefined;
          this.fail(
            parsed,
            'schema',
            node,
            `entry ${index + 1} of tools.${section}.${effect} holds ${what}: ${describeValue(pattern)}; a pattern is one line without NUL (write one entry per command)`,
          );
        });
      }
    }
  }

  /** A lift names a built-in floor; a misspelt one would leave the floor in place without a word. */
  private checkLiftNames(parsed: ParsedFile, policy: RawPolicy): void {
    const known = knownFloorNames();
    const knownSet = new Set(known);
    (policy.floors?.lift ?? []).forEach((name, index) => {
      if (knownSet.has(name)) return;
      const suggestion = nearestName(name, known);
      const program = name.trim().split(/\s+/)[0] ?? '';
      const sameProgram = known.filter((floor) => floor.split(' ')[0] === program);
      const hint = suggestion !== undefined ? `; did you mean "${suggestion}"?` : '';
      const list = sameProgram.length > 0 ? `the floors of ${program}: ${sameProgram.join(', ')}` : `known floors: ${known.join(', ')}`;
      const node = parsed.doc.getIn(['floors', 'lift', index], true) as YamlNode | undefined;
      this.fail(parsed, 'unknown-floor', node, `floors.lift "${name}" is not a built-in floor${hint} (${list})`);
    });
  }

  private buildLayer(parsed: ParsedFile, policy: RawPolicy, path: string, layerName: LayerName): PolicyLayer {
    const at = (node: YamlNode | Pair | null | undefined) => {
      const loc = this.location(parsed, node);
      return `${loc.file}:${loc.line}`;
    };
    const tools = new Map<ToolSection, ToolRules>();
    // One pass over the tools mapping: looking each section up by key (`getIn`) scans the
    // mapping every time, which made 50,000 sections take minutes.
    const toolsNode = parsed.doc.get('tools', true);
    const sectionNodes = new Map<string, YamlNode>();
    if (isMap(toolsNode)) for (const pair of toolsNode.items) if (isScalar(pair.key)) sectionNodes.set(String(pair.key.value), pair.value as YamlNode);
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      const tool = section as ToolSection;
      const sectionNode = sectionNodes.get(section);
      const rules = (effect: 'allow' | 'deny'): Rule[] => {
        const seq = isMap(sectionNode) ? sectionNode.get(effect, true) : undefined;
        return (raw[effect] ?? []).map((pattern, index) => ({
          pattern,
          effect,
          tool,
          layer: layerName,
          source: at(isSeq(seq) ? (seq.items[index] as YamlNode) : undefined),
        }));
      };
      const entry: ToolRules = { allow: rules('allow'), deny: rules('deny'), hasAllowList: raw.allow !== undefined };
      if (raw.default) entry.default = { effect: raw.default, source: at(isMap(sectionNode) ? (sectionNode.get('default', true) as YamlNode) : undefined) };
      tools.set(tool, entry);
    }
    const liftSeq = parsed.doc.getIn(['floors', 'lift'], true);
    const testSeq = parsed.doc.get('tests', true);
    const tests: SelfTest[] = (policy.tests ?? []).map((test, index) => ({
      check:
        test.bash !== undefined
          ? { tool: 'bash', command: test.bash }
          : test.write !== undefined
            ? { tool: 'write', path: test.write }
            : test.network !== undefined
              ? { tool: 'network', ...networkTarget(test.network) }
              : { tool: 'read', path: test.read! },
      expect: test.expect,
      source: at(isSeq(testSeq) ? (testSeq.items[index] as YamlNode) : undefined),
    }));
    const layer: PolicyLayer = {
      layer: layerName,
      file: path,
      tools,
      lifts: (policy.floors?.lift ?? []).map((floor, index) => ({ floor, source: at(isSeq(liftSeq) ? (liftSeq.items[index] as YamlNode) : undefined) })),
      envPass: policy.env?.pass ?? [],
      tests,
    };
    const listed = (keys: (string | number)[], patterns: string[] | undefined, tool: 'network' | 'caches', effect: 'allow' | 'deny'): Rule[] => {
      const seq = parsed.doc.getIn(keys, true);
      return (patterns ?? []).map((pattern, index) => ({
        pattern,
        effect,
        tool,
        layer: layerName,
        source: at(isSeq(seq) ? (seq.items[index] as YamlNode) : undefined),
      }));
    };
    if (policy.network) {
      layer.network = {
        allow: listed(['network', 'allow'], policy.network.allow, 'network', 'allow'),
        deny: listed(['network', 'deny'], policy.network.deny, 'network', 'deny'),
      };
    }
    if (policy.caches) layer.caches = listed(['caches'], policy.caches, 'caches', 'allow');
    if (policy.sandbox) layer.sandbox = { mode: policy.sandbox, source: at(parsed.doc.get('sandbox', true) as YamlNode) };
    if (policy.default) layer.default = { effect: policy.default, source: at(parsed.doc.get('default', true) as YamlNode) };
    return layer;
  }

  private runSelfTests(parsed: ParsedFile, layer: PolicyLayer, below: PolicyLayer[]): void {
    if (layer.tests.length === 0) return;
    const policy: Policy = {
      layers: [builtinLayer(), ...below, layer],
      workspace: this.workspace,
      home: this.home,
      fs: this.host.fs,
      ...(this.folding ? { folding: this.folding } : {}),
    };
    const testSeq = parsed.doc.get('tests', true);
    layer.tests.forEach((test, index) => {
      const decision = decideSelfTest(policy, this.parser, test);
      if (decision.decision === test.expect) return;
      const subject = selfTestSubject(test);
      const decisive = decision.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule
        ? ` (rule "${decisive.rule.pattern}" ${decisive.rule.effect}, ${decisive.rule.source})`
        : decision.reasons[0]
          ? ` (${decision.reasons[0]})`
          : decisive?.default
            ? ` (default ${decisive.default.effect}, ${decisive.default.source})`
            : '';
      this.fail(
        parsed,
        'self-test-failed',
        isSeq(testSeq) ? (testSeq.items[index] as YamlNode) : undefined,
        `self-test failed: ${subject} expected ${test.expect}, got ${decision.decision}${why}`,
      );
    });
  }
}

interface RawPolicy {
  version: 1;
  extends?: string[];
  default?: Effect;
  tools?: Record<string, { allow?: string[]; deny?: string[]; default?: Effect }>;
  floors?: { lift?: string[] };
  env?: { pass?: string[] };
  network?: { allow?: string[]; deny?: string[] };
  caches?: string[];
  sandbox?: SandboxMode;
  tests?: { bash?: string; write?: string; read?: string; network?: string; expect: Effect }[];
}

/** A self-test's `host:port` (the port 443 when left out; a bracketed IPv6 address loses its brackets). */
export function networkTarget(text: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(text);
  const host = match?.[1] ?? text;
  return { host: host.startsWith('[') ? host.slice(1, -1) : host, port: match?.[2] !== undefined ? Number(match[2]) : 443 };
}

/** How a self-test names what it checks: `bash "git push"`, `write "src/x"`, `network "host:443"`. */
export function selfTestSubject(test: SelfTest): string {
  const check = test.check;
  if (check.tool === 'bash') return `bash "${check.command}"`;
  if (check.tool === 'network') return `network "${check.host.includes(':') ? `[${check.host}]` : check.host}:${check.port}"`;
  return `${check.tool} "${check.path}"`;
}

function describePath(segments: string[]): string {
  if (segments.length === 0) return 'the policy';
  if (segments[0] === 'tests' && segments.length >= 2) {
    const rest = segments.slice(2);
    return `self-test ${Number(segments[1]) + 1}${rest.length ? ` ${rest.join('.')}` : ''}`;
  }
  const last = segments[segments.length - 1]!;
  if (/^\d+$/.test(last)) return `entry ${Number(last) + 1} of ${segments.slice(0, -1).join('.')}`;
  return segments.join('.');
}

function expectedKeys(segments: string[]): string {
  if (segments.length === 0) return TOP_LEVEL_KEYS.join(', ');
  if (segments[0] === 'tools') return TOOL_SECTION_KEYS.join(', ');
  if (segments[0] === 'floors') return 'lift';
  if (segments[0] === 'env') return 'pass';
  if (segments[0] === 'network') return 'allow, deny';
  if (segments[0] === 'tests') return 'bash, write, read or network, and expect (and an optional note)';
  return '(none)';
}

function describeType(type: string, segments: string[]): string {
  const last = segments[segments.length - 1] ?? '';
  if (type === 'array')
    return last === 'extends' ? 'a list of file paths' : last === 'caches' ? 'a list of folder patterns (`~/.npm/**`)' : 'a list of patterns (strings)';
  if (type === 'object') return last === 'tools' ? 'a mapping of tool sections (bash, write, read, mcp.<server>)' : 'a mapping';
  if (type === 'string') return 'a string';
  return `of type ${type}`;
}
