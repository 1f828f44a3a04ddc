// The decision engine (DESIGN.md section 2): a deny from any layer wins; a scope is allowed
// when some allow covers it; otherwise the default of the most specific layer that sets one.
// A floor turns an allow into "needs approval" unless lifted. A call's decision is the
// strictest of its scopes', and any reason from the parse makes it at least `prompt`.
import { decomposeBash } from '../bash/decompose.js';
import type { BashParser } from '../bash/parser.js';
import type { CommandForm, CommandScope } from '../bash/types.js';
import { cachedFileSystem, canonicalPath, isWithin } from '../paths/resolve.js';
import { matchCommand, matchPath, parsePattern, PathPatternResolver, patternReachesInto, type ParsedPattern } from './patterns.js';
import {
  strictest,
  type Decision,
  type DefaultSetting,
  type Effect,
  type LayerName,
  type Policy,
  type Rule,
  type RuleRef,
  type ScopeDecision,
  type SelfTest,
  type SourceRange,
  type ToolSection,
} from './types.js';

/** Layers whose `allow` list for read or write replaces the built-in workspace allow. */
const NARROWING_LAYERS: ReadonlySet<LayerName> = new Set(['extends', 'repository', 'workflow']);
/** Layers that may lift a floor: the policy files and workflow inputs, never a task or an approval. */
const LIFTING_LAYERS: ReadonlySet<LayerName> = new Set(['builtin', 'extends', 'repository', 'workflow']);

interface CompiledRule {
  rule: Rule;
  pattern: ParsedPattern;
}

/** Rules of one tool across every layer, with command rules indexed by their first word. */
interface CompiledTool {
  deny: RuleIndex;
  allow: RuleIndex;
  default: DefaultSetting;
}

interface RuleIndex {
  all: CompiledRule[];
  byToken: Map<string, CompiledRule[]>;
  unindexed: CompiledRule[];
}

interface CompiledPolicy {
  tools: Map<ToolSection, CompiledTool>;
  lifts: Set<string>;
}

const compiledPolicies = new WeakMap<Policy, CompiledPolicy>();

function compiled(policy: Policy): CompiledPolicy {
  let entry = compiledPolicies.get(policy);
  if (!entry) {
    const lifts = new Set<string>();
    for (const layer of policy.layers) {
      if (LIFTING_LAYERS.has(layer.layer)) for (const lift of layer.lifts) lifts.add(lift.floor);
    }
    entry = { tools: new Map(), lifts };
    compiledPolicies.set(policy, entry);
  }
  return entry;
}

function indexRules(rules: CompiledRule[]): RuleIndex {
  const byToken = new Map<string, CompiledRule[]>();
  const unindexed: CompiledRule[] = [];
  for (const compiledRule of rules) {
    const token = firstToken(compiledRule.pattern);
    if (token === undefined) {
      unindexed.push(compiledRule);
      continue;
    }
    const list = byToken.get(token) ?? [];
    list.push(compiledRule);
    byToken.set(token, list);
  }
  return { all: rules, byToken, unindexed };
}

/** The first word every scope a command pattern covers must start with, when it has one. */
function firstToken(pattern: ParsedPattern): string | undefined {
  if (pattern.form === 'exact' || pattern.form === 'words') return pattern.body.split(' ')[0];
  if (pattern.form === 'raw' && pattern.body.includes(' ')) return pattern.body.split(' ')[0];
  return undefined;
}

function toolRules(policy: Policy, tool: ToolSection): CompiledTool {
  const cache = compiled(policy).tools;
  let entry = cache.get(tool);
  if (entry) return entry;
  const narrowed = policy.layers.some((layer) => NARROWING_LAYERS.has(layer.layer) && layer.tools.get(tool)?.hasAllowList);
  const deny: CompiledRule[] = [];
  const allow: CompiledRule[] = [];
  for (const layer of policy.layers) {
    const rules = layer.tools.get(tool);
    if (!rules) continue;
    for (const rule of rules.deny) deny.push({ rule, pattern: parsePattern(rule.pattern, rule.exact) });
    if (layer.layer === 'builtin' && narrowed) continue;
    for (const rule of rules.allow) allow.push({ rule, pattern: parsePattern(rule.pattern, rule.exact) });
  }
  entry = { deny: indexRules(deny), allow: indexRules(allow), default: defaultFor(policy, tool) };
  cache.set(tool, entry);
  return entry;
}

/** The default of the most specific layer that sets one; within a layer the tool's own default wins. */
function defaultFor(policy: Policy, tool: ToolSection): DefaultSetting {
  for (let i = policy.layers.length - 1; i >= 0; i--) {
    const layer = policy.layers[i]!;
    const own = layer.tools.get(tool)?.default;
    if (own) return own;
    if (layer.default) return layer.default;
  }
  return { effect: 'prompt', source: 'built-in' };
}

function ref(rule: Rule): RuleRef {
  return { pattern: rule.pattern, effect: rule.effect, layer: rule.layer, source: rule.source };
}

function findCommandRule(index: RuleIndex, texts: readonly string[]): Rule | undefined {
  for (const text of texts) {
    const rule = findCommandRuleFor(index, text);
    if (rule) return rule;
  }
  return undefined;
}

function findCommandRuleFor(index: RuleIndex, text: string): Rule | undefined {
  const space = text.indexOf(' ');
  const candidates = index.byToken.get(space < 0 ? text : text.slice(0, space));
  if (candidates) {
    for (const candidate of candidates) {
      if (matchCommand(candidate.pattern, text)) return candidate.rule;
    }
  }
  for (const candidate of index.unindexed) {
    if (matchCommand(candidate.pattern, text)) return candidate.rule;
  }
  return undefined;
}

/** The first rule covering one of the scope's forms, in form order; `allowOnly` skips deny-only forms. */
function findFormRule(index: RuleIndex, forms: readonly CommandForm[], allowOnly: boolean): Rule | undefined {
  for (const form of forms) {
    if (allowOnly && form.denyOnly) continue;
    const rule = findCommandRuleFor(index, form.text);
    if (rule) return rule;
  }
  return undefined;
}

// ------------------------------------------------------------------ scopes
// Decisions are written out field by field, in one order, rather than spread from a shared
// base: a spread costs more than the rest of a command scope's decision.

function decideCommandScope(rules: CompiledTool, lifts: ReadonlySet<string>, scope: CommandScope): ScopeDecision | null {
  const denied = findFormRule(rules.deny, scope.forms, false);
  if (denied) return { kind: 'command', text: scope.text, range: scope.range, decision: 'deny', rule: ref(denied), decidedBy: 'rule' };
  // A wrapper seen through answers only to a deny rule that names it.
  if (scope.denyOnly) return null;
  const unlifted = scope.floors.length === 0 ? scope.floors : scope.floors.filter((floor) => !lifts.has(floor));
  const allowed = findFormRule(rules.allow, scope.forms, true);
  if (allowed) {
    // A session approval of a floored scope lifts the floor for that exact scope alone.
    if (unlifted.length > 0 && !allowed.liftsFloors) {
      return { kind: 'command', text: scope.text, range: scope.range, decision: 'prompt', rule: ref(allowed), decidedBy: 'floor', floors: unlifted };
    }
    return { kind: 'command', text: scope.text, range: scope.range, decision: 'allow', rule: ref(allowed), decidedBy: 'rule' };
  }
  const fallback = rules.default;
  if (fallback.effect === 'allow' && unlifted.length > 0) {
    return { kind: 'command', text: scope.text, range: scope.range, decision: 'prompt', rule: null, decidedBy: 'floor', default: fallback, floors: unlifted };
  }
  return { kind: 'command', text: scope.text, range: scope.range, decision: fallback.effect, rule: null, decidedBy: 'default', default: fallback };
}

/** Decides one path for `read` or `write`; `recursive` covers everything below it too. */
function decidePathScope(
  policy: Policy,
  tool: 'read' | 'write',
  path: string,
  recursive: boolean,
  resolver: PathPatternResolver,
  range?: SourceRange,
): ScopeDecision {
  const rules = toolRules(policy, tool);
  const text = displayPath(policy, path) + (recursive && !path.endsWith('/') ? '/' : '');
  let decided: ScopeDecision | undefined;
  for (const candidate of rules.deny.all) {
    const hit = matchPath(candidate.pattern, path, resolver) || (recursive && patternReachesInto(candidate.pattern, path, resolver));
    if (hit) {
      decided = { kind: tool, text, path, decision: 'deny', rule: ref(candidate.rule), decidedBy: 'rule' };
      break;
    }
  }
  if (!decided) {
    for (const candidate of rules.allow.all) {
      if (matchPath(candidate.pattern, path, resolver)) {
        decided = { kind: tool, text, path, decision: 'allow', rule: ref(candidate.rule), decidedBy: 'rule' };
        break;
      }
    }
  }
  decided ??= { kind: tool, text, path, decision: rules.default.effect, rule: null, decidedBy: 'default', default: rules.default };
  if (range) decided.range = range;
  return decided;
}

/** Inside the workspace: relative to it; under home: `~/…`; elsewhere absolute. */
export function displayPath(policy: Pick<Policy, 'workspace' | 'home'>, path: string): string {
  if (path === policy.workspace) return '.';
  if (isWithin(path, policy.workspace)) return path.slice(policy.workspace.length + 1);
  if (policy.home && policy.home !== '/' && isWithin(path, policy.home)) return path === policy.home ? '~' : `~/${path.slice(policy.home.length + 1)}`;
  return path;
}

function combine(scopes: ScopeDecision[], reasons: string[]): Decision {
  let decision: Effect = reasons.length > 0 ? 'prompt' : 'allow';
  for (const scope of scopes) decision = strictest(decision, scope.decision);
  return { decision, scopes, reasons };
}

// ------------------------------------------------------------------ calls

export interface DecideOptions {
  /** Where a bash command starts, absolute (default: the workspace root). */
  cwd?: string;
}

/** Decides a bash command: every scope it decomposes into, and every reason from the parse. */
export function decideBashCommand(policy: Policy, parser: BashParser, command: string, options: DecideOptions = {}): Decision {
  // The command's paths and the rules' paths share most directories: look each up once.
  const fs = cachedFileSystem(policy.fs, [policy.workspace]);
  const decomposition = decomposeBash(parser, command, {
    workspace: policy.workspace,
    home: policy.home,
    cwd: options.cwd,
    fs,
  });
  const resolver = new PathPatternResolver({ workspace: policy.workspace, home: policy.home, fs });
  const bash = toolRules(policy, 'bash');
  const lifts = compiled(policy).lifts;
  const scopes: ScopeDecision[] = [];
  for (const scope of decomposition.scopes) {
    if (scope.kind === 'command') {
      const decided = decideCommandScope(bash, lifts, scope);
      if (decided) scopes.push(decided);
    } else {
      scopes.push(decidePathScope(policy, scope.kind, scope.path, scope.recursive, resolver, scope.range));
    }
  }
  const approved = policy.layers.some((layer) => layer.layer === 'session' && layer.approvedCommands?.includes(command));
  return combine(scopes, approved ? [] : decomposition.reasons.map((r) => r.message));
}

/** Decides a file tool's path (`read`, `write`, `edit`, `grep`, …); relative paths resolve against the workspace root. */
export function decidePathAccess(policy: Policy, tool: 'read' | 'write', path: string, options: { recursive?: boolean } = {}): Decision {
  const ctx = { workspace: policy.workspace, home: policy.home, fs: cachedFileSystem(policy.fs, [policy.workspace]) };
  const resolved = canonicalPath(path, policy.workspace, ctx);
  const scope = decidePathScope(policy, tool, resolved, options.recursive === true, new PathPatternResolver(ctx));
  return combine([scope], []);
}

/** Decides a call to tool `name` of MCP server `server` against the `mcp.<server>` rules. */
export function decideMcpTool(policy: Policy, server: string, name: string): Decision {
  const section: ToolSection = `mcp.${server}`;
  const rules = toolRules(policy, section);
  const base = { kind: 'mcp' as const, text: name };
  const denied = findCommandRule(rules.deny, [name]);
  if (denied) return combine([{ ...base, decision: 'deny', rule: ref(denied), decidedBy: 'rule' }], []);
  const allowed = findCommandRule(rules.allow, [name]);
  if (allowed) return combine([{ ...base, decision: 'allow', rule: ref(allowed), decidedBy: 'rule' }], []);
  return combine([{ ...base, decision: rules.default.effect, rule: null, decidedBy: 'default', default: rules.default }], []);
}

export function decideSelfTest(policy: Policy, parser: BashParser, test: SelfTest): Decision {
  return test.check.tool === 'bash'
    ? decideBashCommand(policy, parser, test.check.command)
    : decidePathAccess(policy, test.check.tool, test.check.path);
}
