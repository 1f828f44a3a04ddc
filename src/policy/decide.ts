// The decision engine (DESIGN.md section 2): a deny from any layer wins; a scope is allowed
// when some allow covers it; otherwise the default of the most specific layer that sets one.
// A floor turns an allow into "needs approval" unless lifted. A call's decision is the
// strictest of its scopes', and any reason from the parse makes it at least `prompt`.
import { bareRepositoryAbove, decomposeBash } from '../bash/index.js';
import { rawPrefixEndsWord, subcommandRenamed } from '../bash/index.js';
import type { BashParser, KnownEnvironment } from '../bash/index.js';
import type { BashDecomposition, CommandForm, CommandScope, InputPath, PathScope } from '../bash/index.js';
import { processTableReach } from '../paths/index.js';
import { policyReason } from './reason-catalogue.js';
import { activeFolding, cachedFileSystem, canonicalPath, foldPath, isWithin, type PathFolding } from '../paths/index.js';
import { BUILTIN_BARE_REPOSITORY_PATTERN, BUILTIN_NESTED_GIT_PATTERN, BUILTIN_SOURCE } from './builtin.js';
import { decideNetworkAccess, NETWORK_DEFAULT_SOURCE } from './network.js';
import { secretPlacePaths } from './secret-places.js';
import { writeFloorPaths } from './write-floors.js';
import {
  compilePathPattern,
  matchCommand,
  parsePattern,
  pathPatternCovers,
  pathPatternMeets,
  PathPatternResolver,
  patternInside,
  patternMeetsInto,
  type ParsedPattern,
  type PathPattern,
} from './patterns.js';
import {
  strictest,
  type Decision,
  type DecisionReason,
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

const SPACE = 32;
const SLASH_CODE = 47;

interface CompiledRule {
  rule: Rule;
  pattern: ParsedPattern;
  /** The pattern with its subcommand under its own name (`npm run-script *` as `npm run *`), when that differs. */
  ownName: ParsedPattern | undefined;
  /** What a decision reports of the rule: one object for all of them, as with defaults. */
  ref: RuleRef;
}

/** Command (or MCP tool name) rules of one tool across every layer, indexed by their first word. */
interface CommandRules {
  deny: RuleIndex;
  allow: RuleIndex;
  default: DefaultSetting;
}

interface RuleIndex {
  /** Keyed by firstWordKey: a lookup cuts no word out of the scope's text. */
  byFirstWord: Map<number, CompiledRule[]>;
  unindexed: CompiledRule[];
}

interface PathRule {
  pattern: PathPattern;
  ref: RuleRef;
  /** A session approval of a path a write floor held back: for this exact path the floor is lifted. */
  liftsFloors: boolean;
}

/** One path of a write floor no policy layer lifts. */
interface FloorPath {
  floor: string;
  pattern: PathPattern;
}

/** Path rules of `read` or `write` across every layer, in layer order. */
interface PathRules {
  deny: PathRule[];
  allow: PathRule[];
  default: DefaultSetting;
}

/** What a policy's decisions need, worked out on its first decision. */
interface CompiledPolicy {
  bash: CommandRules;
  read: PathRules;
  write: PathRules;
  /** `mcp.<server>` sections, compiled on a server's first call. */
  mcp: Map<ToolSection, CommandRules>;
  lifts: Set<string>;
  /** Whole bash calls a session approved. */
  approvedCommands: Set<string>;
  /** The directories most paths lie under, for each decision's cached file system view. */
  anchors: readonly string[];
  /** Write floors (write-floors.ts) no layer lifts. */
  writeFloors: FloorPath[];
  /** Secret places (secret-places.ts) a decision with the sandbox on denies, as the sandbox does. */
  secretReads: PathRule[];
  /** A policy layer lists its own read allows: reads outside them are refused, which the sandbox (deny-read only) does not hold. */
  readAllowList: boolean;
  secretWrites: PathRule[];
  /** How the file system folds names (policy.folding), or null when it folds none. */
  folding: PathFolding | null;
}

const compiledPolicies = new WeakMap<Policy, CompiledPolicy>();

function compiled(policy: Policy): CompiledPolicy {
  let entry = compiledPolicies.get(policy);
  if (!entry) {
    entry = compilePolicy(policy);
    compiledPolicies.set(policy, entry);
  }
  return entry;
}

function compilePolicy(policy: Policy): CompiledPolicy {
  const lifts = new Set<string>();
  const approvedCommands = new Set<string>();
  for (const layer of policy.layers) {
    if (LIFTING_LAYERS.has(layer.layer)) for (const lift of layer.lifts) lifts.add(lift.floor);
    if (layer.layer === 'session') for (const command of layer.approvedCommands ?? []) approvedCommands.add(command);
  }
  return {
    bash: commandRules(policy, 'bash'),
    read: pathRules(policy, 'read'),
    write: pathRules(policy, 'write'),
    mcp: new Map(),
    lifts,
    approvedCommands,
    anchors: [policy.workspace],
    folding: activeFolding(policy.folding),
    ...secretRules(policy),
    readAllowList: listsOwnAllows(policy, 'read'),
    writeFloors: writeFloorPaths(policy)
      .filter((entry) => !lifts.has(entry.floor))
      .map((entry) => ({ floor: entry.floor, pattern: compilePathPattern(parsePattern(entry.pattern), policy) })),
  };
}

/**
 * The secret places a decision can name without the run's environment (those named by a
 * variable are the sandbox's alone), as deny rules; a glob (`/proc/*\/environ`) is left to the
 * process-path reason.
 */
function secretRules(policy: Policy): { secretReads: PathRule[]; secretWrites: PathRule[] } {
  const secretReads: PathRule[] = [];
  const secretWrites: PathRule[] = [];
  for (const secret of secretPlacePaths()) {
    if (secret.glob) continue;
    const rule: PathRule = { pattern: compilePathPattern(parsePattern(secret.pattern), policy), ref: secret.ref, liftsFloors: false };
    secretReads.push(rule);
    if (secret.place.denyWrite) secretWrites.push(rule);
  }
  return { secretReads, secretWrites };
}

/** Whether a policy layer lists its own allows for the tool, so the built-in allows drop out. */
function listsOwnAllows(policy: Policy, tool: ToolSection): boolean {
  return policy.layers.some((layer) => NARROWING_LAYERS.has(layer.layer) && layer.tools.get(tool)?.hasAllowList === true);
}

/** A tool's rules of every layer; the built-in allows drop out once a policy layer lists its own. */
function layeredRules(policy: Policy, tool: ToolSection): { deny: CompiledRule[]; allow: CompiledRule[] } {
  const compileRule = tool === 'bash' ? compileBashRule : compileNameRule;
  const narrowed = listsOwnAllows(policy, tool);
  const deny: CompiledRule[] = [];
  const allow: CompiledRule[] = [];
  for (const layer of policy.layers) {
    const rules = layer.tools.get(tool);
    if (!rules) continue;
    for (const rule of rules.deny) deny.push(compileRule(rule));
    if (layer.layer === 'builtin' && narrowed) continue;
    for (const rule of rules.allow) allow.push(compileRule(rule));
  }
  return { deny, allow };
}

/**
 * The `read` or `write` rules a decision uses, every layer's, lowest first (the built-in
 * workspace allow gone once a policy layer lists its own), and the default: what the sandbox
 * profile is compiled from, so the two read one list.
 */
export function layeredPathRules(policy: Policy, tool: 'read' | 'write'): { allow: Rule[]; deny: Rule[]; default: DefaultSetting } {
  const { allow, deny } = layeredRules(policy, tool);
  return { allow: allow.map((r) => r.rule), deny: deny.map((r) => r.rule), default: defaultFor(policy, tool) };
}

function compileNameRule(rule: Rule): CompiledRule {
  const pattern = parsePattern(rule.pattern, rule.exact);
  // An MCP tool's name is one word, which a raw prefix extends (`get_*`).
  if (pattern.form === 'raw') pattern.endsWord = false;
  return {
    rule,
    pattern,
    ownName: undefined,
    ref: { pattern: rule.pattern, effect: rule.effect, layer: rule.layer, source: rule.source },
  };
}

/** A bash rule naming a subcommand by another of its names also covers it under its own (`helm del *` covers `helm uninstall x`). */
function compileBashRule(rule: Rule): CompiledRule {
  const compiledRule = compileNameRule(rule);
  const { form, body } = compiledRule.pattern;
  if (form === 'raw') compiledRule.pattern.endsWord = rawPrefixEndsWord(body);
  if (form === 'words' || form === 'exact' || form === 'raw') {
    // A raw prefix's last word may be cut short (`npm pu*`), unless it is a whole subcommand (`npm pub*`).
    const own = subcommandRenamed(body, form === 'raw' && !compiledRule.pattern.endsWord);
    if (own !== null) compiledRule.ownName = form === 'raw' ? { form, body: own, endsWord: compiledRule.pattern.endsWord } : { form, body: own };
  }
  return compiledRule;
}

function commandRules(policy: Policy, tool: ToolSection): CommandRules {
  const { deny, allow } = layeredRules(policy, tool);
  return { deny: indexRules(deny), allow: indexRules(allow), default: defaultFor(policy, tool) };
}

function pathRules(policy: Policy, tool: 'read' | 'write'): PathRules {
  const { deny, allow } = layeredRules(policy, tool);
  const pathRule = ({ pattern, ref, rule }: CompiledRule): PathRule => ({
    pattern: compilePathPattern(pattern, policy),
    ref,
    liftsFloors: rule.liftsFloors === true,
  });
  return { deny: deny.map(pathRule), allow: allow.map(pathRule), default: defaultFor(policy, tool) };
}

function mcpRules(policy: Policy, section: ToolSection): CommandRules {
  const cache = compiled(policy).mcp;
  let entry = cache.get(section);
  if (!entry) {
    entry = commandRules(policy, section);
    cache.set(section, entry);
  }
  return entry;
}

function indexRules(rules: CompiledRule[]): RuleIndex {
  const byFirstWord = new Map<number, CompiledRule[]>();
  const unindexed: CompiledRule[] = [];
  for (const compiledRule of rules) {
    const word = firstWord(compiledRule.pattern);
    if (word === undefined) {
      unindexed.push(compiledRule);
      continue;
    }
    const key = firstWordKey(word);
    const list = byFirstWord.get(key) ?? [];
    list.push(compiledRule);
    byFirstWord.set(key, list);
  }
  return { byFirstWord, unindexed };
}

/** The first word every scope a command pattern covers must start with, when it has one. */
function firstWord(pattern: ParsedPattern): string | undefined {
  if (pattern.form === 'exact' || pattern.form === 'words') return pattern.body.split(' ')[0];
  if (pattern.form === 'raw' && pattern.body.includes(' ')) return pattern.body.split(' ')[0];
  return undefined;
}

/**
 * A number for the first word of `text` (up to its first space). Two words may share one: a
 * list then holds rules of both, in order, and a rule of the other word never matches the text.
 */
function firstWordKey(text: string): number {
  let key = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === SPACE) break;
    key = (Math.imul(key, 31) + code) | 0;
  }
  return key;
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

function findCommandRule(index: RuleIndex, text: string): CompiledRule | undefined {
  const candidates = index.byFirstWord.get(firstWordKey(text));
  if (candidates) {
    for (const candidate of candidates) {
      if (matchCommand(candidate.pattern, text) || (candidate.ownName !== undefined && matchCommand(candidate.ownName, text))) return candidate;
    }
  }
  for (const candidate of index.unindexed) {
    if (matchCommand(candidate.pattern, text)) return candidate;
  }
  return undefined;
}

/** The first rule covering one of the scope's forms, in form order; `allowOnly` skips deny-only forms. */
function findFormRule(index: RuleIndex, forms: readonly CommandForm[], allowOnly: boolean): CompiledRule | undefined {
  for (const form of forms) {
    if (allowOnly && form.denyOnly) continue;
    const rule = findCommandRule(index, form.text);
    if (rule) return rule;
  }
  return undefined;
}

// ------------------------------------------------------------------ scopes
// Decisions are written out field by field, in one order, rather than spread from a shared
// base: a spread costs more than the rest of a command scope's decision.

function decideCommandScope(rules: CommandRules, lifts: ReadonlySet<string>, scope: CommandScope): ScopeDecision | null {
  const denied = findFormRule(rules.deny, scope.forms, false);
  if (denied) return { kind: 'command', text: scope.text, range: scope.range, decision: 'deny', rule: denied.ref, decidedBy: 'rule' };
  // A wrapper seen through answers only to a deny rule that names it.
  if (scope.denyOnly) return null;
  const unlifted = scope.floors.length === 0 ? scope.floors : unliftedFloors(scope.floors, lifts);
  // A command a runner runs (`uv run git -c x log`): the allow rules saw the runner; a floor still holds.
  if (scope.runBy !== null) return unlifted.length === 0 ? null : runnerFloor(rules, scope, unlifted);
  const allowed = findFormRule(rules.allow, scope.forms, true);
  if (allowed) {
    // A session approval of a floored scope lifts the floor for that exact scope alone.
    if (unlifted.length > 0 && !allowed.rule.liftsFloors) {
      return { kind: 'command', text: scope.text, range: scope.range, decision: 'prompt', rule: allowed.ref, decidedBy: 'floor', floors: unlifted };
    }
    return { kind: 'command', text: scope.text, range: scope.range, decision: 'allow', rule: allowed.ref, decidedBy: 'rule' };
  }
  const fallback = rules.default;
  if (fallback.effect === 'allow' && unlifted.length > 0) {
    return { kind: 'command', text: scope.text, range: scope.range, decision: 'prompt', rule: null, decidedBy: 'floor', default: fallback, floors: unlifted };
  }
  return { kind: 'command', text: scope.text, range: scope.range, decision: fallback.effect, rule: null, decidedBy: 'default', default: fallback };
}

/**
 * A floor met by a command a runner runs holds back the allow that covered the runner (or the
 * default), unless a session approved this very command with its floor.
 */
function runnerFloor(rules: CommandRules, scope: CommandScope, unlifted: string[]): ScopeDecision | null {
  const approved = findFormRule(rules.allow, scope.forms, true);
  if (approved?.rule.liftsFloors) return null;
  const runner = findCommandRule(rules.allow, scope.runBy!);
  if (runner) return { kind: 'command', text: scope.text, range: scope.range, decision: 'prompt', rule: runner.ref, decidedBy: 'floor', floors: unlifted };
  return {
    kind: 'command',
    text: scope.text,
    range: scope.range,
    decision: 'prompt',
    rule: null,
    decidedBy: 'floor',
    default: rules.default,
    floors: unlifted,
  };
}

function unliftedFloors(floors: readonly string[], lifts: ReadonlySet<string>): string[] {
  const unlifted: string[] = [];
  for (const floor of floors) if (!lifts.has(floor)) unlifted.push(floor);
  return unlifted;
}

/**
 * Decides one path for `read` or `write`; `recursive` covers everything below it too. A
 * `partial` scope touches only some of what lies below, not known which: a deny below it (not
 * covering it) adds a reason to `reasons` instead of denying.
 */
function decidePathScope(
  policy: Policy,
  compiledPolicy: CompiledPolicy,
  rules: PathRules,
  tool: 'read' | 'write',
  path: string,
  recursive: boolean,
  resolver: PathPatternResolver,
  range?: SourceRange,
  partial = false,
  reasons?: DecisionReason[],
  sandboxed = false,
  worktree = false,
): ScopeDecision {
  const text = displayPath(policy, path) + (recursive && !path.endsWith('/') ? '/' : '');
  let decided: ScopeDecision | undefined;
  let below: PathRule | undefined;
  for (const candidate of rules.deny) {
    if (pathPatternMeets(candidate.pattern, path, resolver)) {
      decided = { kind: tool, text, path, decision: 'deny', rule: candidate.ref, decidedBy: 'rule' };
      break;
    }
    if (recursive && patternMeetsInto(candidate.pattern, path, resolver)) {
      if (partial) {
        // git refuses to write into the repository's own `.git` through the worktree (`git clean`, `git checkout -- .`).
        if (!(worktree && patternInside(candidate.pattern, resolver.canonical(`${policy.workspace}/.git`), resolver))) below ??= candidate;
        continue;
      }
      decided = { kind: tool, text, path, decision: 'deny', rule: candidate.ref, decidedBy: 'rule' };
      break;
    }
  }
  if (!decided && tool === 'write' && inNestedGitDirectory(policy.workspace, path, resolver.folding)) {
    decided = { kind: tool, text, path, decision: 'deny', rule: NESTED_GIT_RULE, decidedBy: 'rule' };
  }
  if (!decided && tool === 'write' && bareRepositoryAbove(path, policy.workspace, resolver.ctx.fs) !== null) {
    decided = { kind: tool, text, path, decision: 'deny', rule: BARE_REPOSITORY_RULE, decidedBy: 'rule' };
  }
  if (!decided && sandboxed) {
    // The sandbox refuses these whatever the rules allow; the decision says so first.
    const secret = (tool === 'read' ? compiledPolicy.secretReads : compiledPolicy.secretWrites).find((candidate) =>
      pathPatternMeets(candidate.pattern, path, resolver),
    );
    if (secret) decided = { kind: tool, text, path, decision: 'deny', rule: secret.ref, decidedBy: 'rule' };
  }
  if (below && !decided && reasons) {
    reasons.push(policyReason('partial-deny', { path: text, tool, rule: below.ref }));
  }
  if (!decided) {
    for (const candidate of rules.allow) {
      if (pathPatternCovers(candidate.pattern, path, resolver)) {
        decided = { kind: tool, text, path, decision: 'allow', rule: candidate.ref, decidedBy: 'rule' };
        break;
      }
    }
  }
  decided ??= { kind: tool, text, path, decision: rules.default.effect, rule: null, decidedBy: 'default', default: rules.default };
  // A partial scope (`find . -name x -delete`) touches some unknown part of what lies below: a floor
  // below it is not known to be written (`find -delete` is a command floor of its own, and the
  // sandbox holds the floors deny-write). A floor the scope lies in is: every file it touches is
  // there (`git checkout main -- .github/workflows`).
  if (tool === 'write' && decided.decision === 'allow' && compiledPolicy.writeFloors.length > 0) {
    const floors = writeFloorsMet(compiledPolicy.writeFloors, path, recursive && !partial, resolver);
    // A session approval of this very path, held back by a floor before, lifts it here alone.
    if (floors.length > 0 && !rules.allow.some((candidate) => candidate.liftsFloors && pathPatternCovers(candidate.pattern, path, resolver))) {
      decided.decision = 'prompt';
      decided.decidedBy = 'floor';
      decided.floors = floors;
    }
  }
  // The scope itself is held, so that approving it (an exact session allow) lets it through.
  if (tool === 'write' && decided.decision === 'allow' && reasons && hardLinkReason(policy, rules, path, text, resolver, reasons)) {
    decided.decision = 'prompt';
  }
  if (range) decided.range = range;
  return decided;
}

/**
 * A file in the workspace with more than one name (a hard link, as pnpm's store makes): a write
 * through this name changes the file under the others too, which may lie outside the workspace,
 * so a write the rules allow needs approval. Which other names it has cannot be asked cheaply.
 * True when it is one (the reason added).
 */
function hardLinkReason(policy: Policy, rules: PathRules, path: string, text: string, resolver: PathPatternResolver, reasons: DecisionReason[]): boolean {
  const fs = resolver.ctx.fs;
  if (!fs.hardLinkCount || path === policy.workspace || !isWithin(path, policy.workspace)) return false;
  const names = fs.hardLinkCount(path);
  if (names === null || names < 2) return false;
  // A session approval of this very path was given with the link in view.
  if (rules.allow.some((candidate) => candidate.ref.layer === 'session' && pathPatternCovers(candidate.pattern, path, resolver))) return false;
  const reason = policyReason('hard-link', { path: text, names });
  if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
  return true;
}

/** The write floors a write to `path` (everything below it too, when `recursive`) meets, by name. */
function writeFloorsMet(floors: readonly FloorPath[], path: string, recursive: boolean, resolver: PathPatternResolver): string[] {
  const met: string[] = [];
  for (const entry of floors) {
    if (met.includes(entry.floor)) continue;
    if (pathPatternMeets(entry.pattern, path, resolver) || (recursive && patternMeetsInto(entry.pattern, path, resolver))) met.push(entry.floor);
  }
  return met;
}

/**
 * A path a tool with no file table names: a deny rule covering it (for writing, then reading)
 * needs approval, since what the tool does with it is not known before it runs.
 */
function mentionReasons(policy: Policy, compiledPolicy: CompiledPolicy, mention: PathScope, resolver: PathPatternResolver, reasons: DecisionReason[]): void {
  for (const [tool, rules] of [
    ['write', compiledPolicy.write],
    ['read', compiledPolicy.read],
  ] as const) {
    let rule = rules.deny.find(
      (candidate) =>
        pathPatternMeets(candidate.pattern, mention.path, resolver) || (mention.stem !== undefined && globMayName(candidate.pattern, mention, resolver)),
    )?.ref;
    if (!rule && tool === 'write' && inNestedGitDirectory(policy.workspace, mention.path, resolver.folding)) rule = NESTED_GIT_RULE;
    if (!rule) continue;
    const text = displayPath(policy, mention.path) + (mention.recursive && !mention.path.endsWith('/') ? '/' : '');
    const where = `${mention.range.start.row + 1}:${mention.range.start.column + 1}`;
    const reason = policyReason('mention-deny', { path: text, where, tool, rule });
    if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
    return;
  }
}

/**
 * Files a tool takes from what another reads may be any files (DESIGN.md section 3, "A decision
 * holds for every value"): a deny rule or a write floor that some of them could meet makes the
 * call need approval, naming it. The allow lists are not asked, as for a mention.
 */
function inputPathReason(compiledPolicy: CompiledPolicy, input: InputPath, reasons: DecisionReason[]): void {
  const rules = input.kind === 'read' ? compiledPolicy.read : compiledPolicy.write;
  const met = rules.deny[0]?.ref ?? (input.kind === 'write' ? compiledPolicy.writeFloors[0]?.floor : undefined);
  if (met === undefined) return;
  const where = `${input.range.start.row + 1}:${input.range.start.column + 1}`;
  const reason = policyReason('input-path', { program: input.tool, input: input.input, where, kind: input.kind, met });
  if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
}

/**
 * Whether a glob a tool is given (`.en*`, `.gi[t]/config`, `~/.ss*`) may name a path a deny rule
 * covers: the rule's path lies in the glob's folder and its name there starts with the glob's stem.
 */
function globMayName(pattern: PathPattern, mention: PathScope, resolver: PathPatternResolver): boolean {
  if (pattern.form === 'universal') return true;
  const target = pattern.form === 'raw' ? resolver.prefix(pattern) : resolver.canonical(pattern.path);
  const folder = mention.path === '/' ? '' : mention.path;
  const start = `${folder}/${mention.stem}`;
  if (target.startsWith(start) || (pattern.form === 'raw' && start.startsWith(target))) return true;
  if (resolver.folding === null) return false;
  // The stem is the start of a name: its trailing dots are not the name's end.
  const foldedTarget = pattern.form === 'raw' ? resolver.foldedPrefix(pattern) : resolver.folded(target);
  const foldedStart = foldPath(folder === '' ? '/' : folder, resolver.folding).replace(/\/$/, '') + `/${foldStem(mention.stem!, resolver.folding)}`;
  return foldedTarget.startsWith(foldedStart) || (pattern.form === 'raw' && foldedStart.startsWith(foldedTarget));
}

/** A glob's stem (the start of a name) folded as the file system compares names, trailing dots kept. */
function foldStem(stem: string, folding: PathFolding): string {
  return foldPath(`/${stem}`, { ...folding, dropsTrailingDotsSpaces: false }).slice(1);
}

export const NESTED_GIT_RULE: RuleRef = { pattern: BUILTIN_NESTED_GIT_PATTERN, effect: 'deny', layer: 'builtin', source: BUILTIN_SOURCE };
/** A bare repository planted below the workspace root is a `.git` by another name (bash/elsewhere.ts). */
export const BARE_REPOSITORY_RULE: RuleRef = { pattern: BUILTIN_BARE_REPOSITORY_PATTERN, effect: 'deny', layer: 'builtin', source: BUILTIN_SOURCE };

/**
 * Whether a path inside the workspace is a `.git` entry, or lies in one, below the workspace root:
 * a repository planted there runs its config's programs when git runs in that folder
 * (`git -C vendor/x status`). The root's own `.git` is the built-in `.git/**` rule's.
 */
function inNestedGitDirectory(workspace: string, path: string, folding: PathFolding | null): boolean {
  if (folding !== null) {
    // `vendor/x/.GIT/config` is that repository's config where the file system folds case.
    workspace = foldPath(workspace, folding);
    path = foldPath(path, folding);
  }
  if (!isWithin(path, workspace) || path === workspace) return false;
  const at = path.indexOf('/.git', workspace.length + 1);
  for (let i = at; i >= 0; i = path.indexOf('/.git', i + 1)) {
    const end = i + 5;
    if (end === path.length || path.charCodeAt(end) === SLASH_CODE) return true;
  }
  return false;
}

/** Inside the workspace: relative to it; under home: `~/…`; elsewhere absolute. */
export function displayPath(policy: Pick<Policy, 'workspace' | 'home'>, path: string): string {
  if (path === policy.workspace) return '.';
  if (isWithin(path, policy.workspace)) {
    const relative = path.slice(policy.workspace.length + 1);
    // A folder named `~` in the workspace must not read as the home directory.
    return relative.startsWith('~') ? `./${relative}` : relative;
  }
  if (policy.home && policy.home !== '/' && isWithin(path, policy.home)) return path === policy.home ? '~' : `~/${path.slice(policy.home.length + 1)}`;
  return path;
}

function combine(scopes: ScopeDecision[], details: DecisionReason[], sandboxEnforced?: DecisionReason[]): Decision {
  let decision: Effect = details.length > 0 ? 'prompt' : 'allow';
  for (const scope of scopes) decision = strictest(decision, scope.decision);
  const reasons: string[] = [];
  for (const detail of details) reasons.push(detail.message);
  const out: Decision = { decision, scopes, reasons, reasonDetails: details };
  if (sandboxEnforced) out.sandboxEnforced = sandboxEnforced;
  return out;
}

/**
 * Reasons (src/bash/types.ts `ReasonCode`) that only say a path is not known before the command
 * runs: a variable, a substitution's output, a glob that climbs out, a redirect target; a
 * relative path where the working directory is not known; a link an earlier command may have
 * made. With the sandbox on, it enforces the write rules and the read and write denies on
 * whatever path that turns out to be, so these no longer need approval (docs/policy.md,
 * "Decisions with the sandbox on"). Every other reason stands.
 */
export const SANDBOX_ENFORCED_REASONS: ReadonlySet<string> = new Set([
  'unknown-path-variable',
  'unknown-path-substitution',
  'unknown-path-glob',
  'unknown-redirect-target',
  'non-static-path',
  'unknown-directory',
  'linked-earlier',
  'input-path',
]);

// ------------------------------------------------------------------ calls

export interface DecideOptions {
  /** Where a bash command starts, absolute (default: the workspace root). */
  cwd?: string;
  /**
   * The command runs inside the OS sandbox compiled from this policy: a path not known before it
   * runs is enforced there instead of needing approval (`SANDBOX_ENFORCED_REASONS`).
   */
  sandbox?: boolean;
  /**
   * The environment the command gets (DESIGN.md section 3): its variables have their values and
   * every other one is unset. Absent, every variable the command does not set is any value.
   */
  environment?: KnownEnvironment;
}

/** Decides a bash command: every scope it decomposes into, and every reason from the parse. */
export function decideBashCommand(policy: Policy, parser: BashParser, command: string, options?: DecideOptions): Decision {
  const compiledPolicy = compiled(policy);
  // The command's paths and the rules' paths share most directories: look each up once.
  const fs = cachedFileSystem(policy.fs, compiledPolicy.anchors);
  const decomposition = decomposeBash(parser, command, {
    workspace: policy.workspace,
    home: policy.home,
    cwd: options?.cwd,
    fs,
    environment: options?.environment,
  });
  /** Made for the first path scope: most commands have none. */
  let resolver: PathPatternResolver | undefined;
  let pathReasons: DecisionReason[] | undefined;
  const scopes: ScopeDecision[] = [];
  for (const scope of decomposition.scopes) {
    if (scope.kind === 'command') {
      const decided = decideCommandScope(compiledPolicy.bash, compiledPolicy.lifts, scope);
      if (decided) scopes.push(decided);
    } else {
      resolver ??= new PathPatternResolver({ workspace: policy.workspace, home: policy.home, fs }, compiledPolicy.folding);
      const rules = scope.kind === 'read' ? compiledPolicy.read : compiledPolicy.write;
      // A write may meet a hard link (hardLinkReason), a partial scope a deny below it.
      if (scope.partial || scope.kind === 'write') pathReasons ??= [];
      const decided = decidePathScope(
        policy,
        compiledPolicy,
        rules,
        scope.kind,
        scope.path,
        scope.recursive,
        resolver,
        scope.range,
        scope.partial,
        pathReasons,
        options?.sandbox === true,
        scope.worktree === true,
      );
      // A glob not expanded reaches a deny inside its folder only for some names (a dotfile only
      // with dotglob): approval. A deny on the folder itself holds for every name.
      if (scope.unexpandedGlob && decided.decision === 'deny') {
        const folder = decidePathScope(
          policy,
          compiledPolicy,
          rules,
          scope.kind,
          scope.path,
          false,
          resolver,
          scope.range,
          false,
          undefined,
          options?.sandbox === true,
        );
        if (folder.decision !== 'deny') decided.decision = 'prompt';
      }
      scopes.push(decided);
    }
  }
  if (decomposition.mentions) {
    resolver ??= new PathPatternResolver({ workspace: policy.workspace, home: policy.home, fs }, compiledPolicy.folding);
    pathReasons ??= [];
    for (const mention of decomposition.mentions) mentionReasons(policy, compiledPolicy, mention, resolver, pathReasons);
  }
  if (decomposition.inputPaths) {
    pathReasons ??= [];
    for (const input of decomposition.inputPaths) inputPathReason(compiledPolicy, input, pathReasons);
  }
  if (resolver) pathReasons = processTableReasons(decomposition, pathReasons);
  const reasons: DecisionReason[] = [];
  const sandboxed = options?.sandbox === true;
  const enforced: DecisionReason[] | undefined = sandboxed ? [] : undefined;
  // A session approval of this exact command text: the person saw what the parse could not show.
  const approvals = compiledPolicy.approvedCommands;
  if (approvals.size === 0 || !approvals.has(command)) {
    for (const reason of decomposition.reasons) {
      const detail = { code: reason.code, message: reason.message };
      // The sandbox holds an unknown read to the read denies, not to an allow-list of what may be read.
      if (enforced && SANDBOX_ENFORCED_REASONS.has(reason.code) && !(reason.reads && compiledPolicy.readAllowList)) enforced.push(detail);
      else reasons.push(detail);
    }
    if (pathReasons) {
      for (const reason of pathReasons) {
        if (enforced && SANDBOX_ENFORCED_REASONS.has(reason.code)) enforced.push(reason);
        else if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
      }
    }
  }
  return combine(scopes, reasons, enforced);
}

/**
 * A path scope or mention that reaches a process's own directory by any spelling (a glob, a
 * recursive walk of `/proc` or `/`, `/dev/fd`) needs approval, as the literal path does. The
 * parse already gives its reason for a literal path; this adds the others.
 */
function processTableReasons(decomposition: BashDecomposition, reasons: DecisionReason[] | undefined): DecisionReason[] | undefined {
  const paths: PathScope[] = [];
  for (const scope of decomposition.scopes) if (scope.kind !== 'command') paths.push(scope);
  if (decomposition.mentions) paths.push(...decomposition.mentions);
  for (const scope of paths) {
    const reached = processTableReach(scope.path, scope.recursive);
    if (reached === null) continue;
    const { row, column } = scope.range.start;
    const said = decomposition.reasons.some(
      (reason) => reason.code === 'process-path' && reason.range.start.row === row && reason.range.start.column === column,
    );
    if (said) continue;
    const reason = policyReason('process-path', { path: `\`${scope.written}\``, reached, walks: scope.recursive });
    reason.message += ` at ${row + 1}:${column + 1}`;
    reasons ??= [];
    if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
  }
  return reasons;
}

/**
 * Decides a file tool's path (`read`, `write`, `edit`, `grep`, …); relative paths resolve against
 * the workspace root. `searches`: the tool walks the folder (`glob`, `grep`) and checks each file
 * it finds on its own; only a folder that holds process directories needs approval as a whole.
 */
export function decidePathAccess(
  policy: Policy,
  tool: 'read' | 'write',
  path: string,
  options: { recursive?: boolean; searches?: boolean; sandbox?: boolean } = {},
): Decision {
  const compiledPolicy = compiled(policy);
  const ctx = { workspace: policy.workspace, home: policy.home, fs: cachedFileSystem(policy.fs, compiledPolicy.anchors) };
  const resolved = canonicalPath(path, policy.workspace, ctx);
  const recursive = options.recursive === true;
  const reasons: DecisionReason[] = [];
  const scope = decidePathScope(
    policy,
    compiledPolicy,
    compiledPolicy[tool],
    tool,
    resolved,
    recursive,
    new PathPatternResolver(ctx, compiledPolicy.folding),
    undefined,
    false,
    reasons,
    options.sandbox === true,
  );
  // The walk stops at a process's own directory (canonicalPath): what lies below is not known here.
  const walked = recursive || options.searches === true;
  const reached = processTableReach(resolved, walked);
  if (reached !== null) reasons.push(policyReason('process-path', { path, reached, walks: walked && processTableReach(resolved, false) === null }));
  return combine([scope], reasons);
}

/** Decides a call to tool `name` of MCP server `server` against the `mcp.<server>` rules. */
export function decideMcpTool(policy: Policy, server: string, name: string): Decision {
  const rules = mcpRules(policy, `mcp.${server}`);
  const base = { kind: 'mcp' as const, text: name };
  const denied = findCommandRule(rules.deny, name);
  if (denied) return combine([{ ...base, decision: 'deny', rule: denied.ref, decidedBy: 'rule' }], []);
  const allowed = findCommandRule(rules.allow, name);
  if (allowed) return combine([{ ...base, decision: 'allow', rule: allowed.ref, decidedBy: 'rule' }], []);
  return combine([{ ...base, decision: rules.default.effect, rule: null, decidedBy: 'default', default: rules.default }], []);
}

export function decideSelfTest(policy: Policy, parser: BashParser, test: SelfTest): Decision {
  const check = test.check;
  if (check.tool === 'bash') return decideBashCommand(policy, parser, check.command);
  if (check.tool === 'network') return decideNetworkScope(policy, check.host, check.port);
  return decidePathAccess(policy, check.tool, check.path);
}

/** A connection decided as a call: one `network` scope (`host:port`), for self-tests and `leash explain`. */
export function decideNetworkScope(policy: Policy, host: string, port: number): Decision {
  const { decision, rule } = decideNetworkAccess(policy, host, port);
  const text = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const scope: ScopeDecision = rule
    ? { kind: 'network', text, decision, rule, decidedBy: 'rule' }
    : { kind: 'network', text, decision, rule: null, decidedBy: 'default', default: { effect: 'deny', source: NETWORK_DEFAULT_SOURCE } };
  return combine([scope], []);
}
