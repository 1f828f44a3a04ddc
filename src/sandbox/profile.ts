// The sandbox profile compiled from a loaded policy (DESIGN.md section 4a): where commands may
// write, what they may not write or read, and which hosts they may reach. Pure: it resolves
// paths (symlinks, through the policy's file system view) and reads nothing else. Every entry
// carries the rule it came from (pattern, effect, layer, `file:line`, or a built-in name), so a
// refusal at run time can name its rule as a decision does. The profile is made from the same
// rule lists the decisions read (policy/decide.ts `layeredPathRules`): a policy change changes
// both, with no second place to edit.
import {
  compilePathPattern,
  layeredPathRules,
  NESTED_GIT_RULE,
  networkRules,
  parsePattern,
  PathPatternResolver,
  secretPlacePaths,
  writeFloorPaths,
  type DefaultSetting,
  type LayerName,
  type Policy,
  type Rule,
  type RuleRef,
} from '../policy/index.js';
import { lexicalPath, type PathContext } from '../paths/index.js';

/**
 * `subtree`: the path and everything below it (written `/dir/**`); `exact`: that path alone;
 * `prefix`: every path that starts with the text before the trailing `*` (a policy's raw
 * `pfx*` pattern); `glob`: `*` is one path segment, `**` any number of them.
 */
export type PathEntryForm = 'subtree' | 'exact' | 'prefix' | 'glob';

export interface PathEntry {
  /** Absolute; a subtree ends in `/**`, a prefix in `*`. */
  path: string;
  form: PathEntryForm;
  /** The rule the entry came from; built-in entries name themselves in `source`. */
  rule: RuleRef;
}

export interface SandboxProfile {
  /** Commands may write here, and nowhere else. */
  allowWrite: PathEntry[];
  /** Never written, even inside an allowed place (deny wins). */
  denyWrite: PathEntry[];
  /** Never read. Everything else may be read: the sandbox bounds reads by denies alone. */
  denyRead: PathEntry[];
  /** Host rules, lowest layer first: `decideNetworkAccess` decides each connection from them. */
  network: { allow: RuleRef[]; deny: RuleRef[] };
  /** What the profile could not say exactly as the policy does, and what it did instead. */
  notes: string[];
}

export interface SandboxProfileOptions {
  /** The per-session temporary folder commands get as `TMPDIR`; writable. */
  sessionTmpDir: string;
  /** The run's environment, for secret places named by a variable (`$GITHUB_ENV`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default: the policy's workspace and home. */
  workspaceRoot?: string;
  homeDir?: string;
}

const BUILTIN: LayerName = 'builtin';

function builtinRef(pattern: string, effect: 'allow' | 'deny', source: string): RuleRef {
  return { pattern, effect, layer: BUILTIN, source };
}

function ref(rule: Rule): RuleRef {
  return { pattern: rule.pattern, effect: rule.effect, layer: rule.layer, source: rule.source };
}

export function compileSandboxProfile(policy: Policy, options: SandboxProfileOptions): SandboxProfile {
  const ctx: PathContext = { workspace: options.workspaceRoot ?? policy.workspace, home: options.homeDir ?? policy.home, fs: policy.fs };
  const resolver = new PathPatternResolver(ctx);
  const notes: string[] = [];

  const allowWrite = new EntryList();
  const denyWrite = new EntryList();
  const denyRead = new EntryList();

  const write = layeredPathRules(policy, 'write');
  const read = layeredPathRules(policy, 'read');

  // Where commands may write: the write allows, the session's TMPDIR, the policy's caches.
  for (const rule of write.allow) {
    // An approval's exact write opens for the call it was given for, not for the whole session
    // (runtime.ts `grants`, from the scopes a `session` rule decided).
    if (rule.layer === 'session') continue;
    const entries = ruleEntries(rule.pattern, resolver, false);
    if (entries.some((entry) => entry.form === 'prefix')) {
      // A folder cannot be opened for writing by a name's prefix: opening the folder would allow more.
      notes.push(
        `write allow "${rule.pattern}" (${rule.source}) is a raw prefix, which the sandbox cannot open for writing; commands cannot write there (file tools still can)`,
      );
      continue;
    }
    for (const entry of entries) allowWrite.add(entry.path, entry.form, ref(rule));
  }
  if (write.default.effect === 'allow') {
    allowWrite.add('/**', 'subtree', defaultRef(policy, write.default));
  }
  const tmp = lexicalPath(options.sessionTmpDir, ctx.workspace, ctx.home);
  allowWrite.add(subtreePath(resolver.canonical(tmp)), 'subtree', builtinRef('$TMPDIR', 'allow', "built-in: the session's temporary folder (TMPDIR)"));
  for (const layer of policy.layers) {
    for (const rule of layer.caches ?? []) {
      const entries = ruleEntries(rule.pattern, resolver, false);
      if (entries.some((entry) => entry.form === 'prefix')) {
        notes.push(
          `caches entry "${rule.pattern}" (${rule.source}) is a raw prefix, which the sandbox cannot open for writing; name the folder (\`~/.npm/**\`)`,
        );
        continue;
      }
      for (const entry of entries) allowWrite.add(entry.path, entry.form, ref(rule));
    }
  }

  // What is never written: the write denies (the built-in `.git/**` among them), a `.git` at
  // any depth, the write floors no layer lifts.
  for (const rule of write.deny) for (const entry of ruleEntries(rule.pattern, resolver, true)) denyWrite.add(entry.path, entry.form, ref(rule));
  denyWrite.add(`${subtreeBase(resolver.canonical(ctx.workspace))}/**/.git/**`, 'glob', NESTED_GIT_RULE);
  const lifted = liftedFloors(policy);
  for (const floor of writeFloorPaths(policy)) {
    if (lifted.has(floor.floor)) continue;
    for (const entry of ruleEntries(floor.pattern, resolver, true)) denyWrite.add(entry.path, entry.form, floor.ref);
  }

  // What is never read: the read denies and the built-in secret places.
  for (const rule of read.deny) for (const entry of ruleEntries(rule.pattern, resolver, true)) denyRead.add(entry.path, entry.form, ref(rule));
  for (const secret of secretPlacePaths(options.env ?? {})) {
    const entries = secret.glob
      ? [{ path: lexicalPath(secret.pattern, ctx.workspace, ctx.home), form: 'glob' as const }]
      : ruleEntries(secret.pattern, resolver, true);
    for (const entry of entries) {
      denyRead.add(entry.path, entry.form, secret.ref);
      if (secret.place.denyWrite) denyWrite.add(entry.path, entry.form, secret.ref);
    }
  }

  const network = networkRules(policy);
  return {
    allowWrite: allowWrite.entries,
    denyWrite: denyWrite.entries,
    denyRead: denyRead.entries,
    network: { allow: network.allow.map(ref), deny: network.deny.map(ref) },
    notes,
  };
}

/** Entries in the order they were added, each path and form once (the first rule keeps it). */
class EntryList {
  readonly entries: PathEntry[] = [];
  private readonly seen = new Set<string>();

  add(path: string, form: PathEntryForm, rule: RuleRef): void {
    const key = `${form}\0${path}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.entries.push({ path, form, rule });
  }
}

/**
 * The entries a policy path pattern becomes: its canonical path (links resolved, as decisions
 * resolve them), and for a deny also the path as written when a link makes the two differ, so
 * neither way in stays open.
 */
function ruleEntries(pattern: string, resolver: PathPatternResolver, both: boolean): { path: string; form: PathEntryForm }[] {
  const parsed = parsePattern(pattern);
  const compiledPattern = compilePathPattern(parsed, resolver.ctx);
  const out: { path: string; form: PathEntryForm }[] = [];
  const push = (path: string, form: PathEntryForm) => {
    if (!out.some((entry) => entry.path === path && entry.form === form)) out.push({ path, form });
  };
  switch (compiledPattern.form) {
    case 'universal':
      push('/**', 'subtree');
      break;
    case 'subtree': {
      push(subtreePath(resolver.canonical(compiledPattern.path)), 'subtree');
      if (both) push(subtreePath(compiledPattern.path), 'subtree');
      break;
    }
    case 'raw':
      push(`${resolver.prefix(compiledPattern)}*`, 'prefix');
      if (both) push(`${compiledPattern.prefix}*`, 'prefix');
      break;
    case 'words':
    case 'exact':
      push(resolver.canonical(compiledPattern.path), 'exact');
      if (both) push(compiledPattern.path, 'exact');
      break;
  }
  return out;
}

function subtreeBase(path: string): string {
  return path === '/' ? '' : path;
}

function subtreePath(path: string): string {
  return `${subtreeBase(path)}/**`;
}

/** Floors some policy file or workflow input lifts (a task or an approval cannot). */
function liftedFloors(policy: Policy): Set<string> {
  const lifted = new Set<string>();
  for (const layer of policy.layers) {
    if (layer.layer === 'task' || layer.layer === 'session') continue;
    for (const lift of layer.lifts) lifted.add(lift.floor);
  }
  return lifted;
}

/** A default that lets writes through everywhere, named as a rule: `default: allow` and where it is set. */
function defaultRef(policy: Policy, setting: DefaultSetting): RuleRef {
  const layer = policy.layers.find(
    (candidate) => candidate.default?.source === setting.source || [...candidate.tools.values()].some((rules) => rules.default?.source === setting.source),
  );
  return { pattern: `default: ${setting.effect}`, effect: 'allow', layer: layer?.layer ?? BUILTIN, source: setting.source };
}

/** Does an entry cover a canonical absolute path? */
export function pathEntryCovers(entry: PathEntry, path: string): boolean {
  switch (entry.form) {
    case 'exact':
      return path === entry.path;
    case 'subtree': {
      const base = entry.path.slice(0, -3);
      return base === '' || path === base || path.startsWith(`${base}/`);
    }
    case 'prefix':
      return path.startsWith(entry.path.slice(0, -1));
    case 'glob':
      return globRegExp(entry.path).test(path);
  }
}

const globCache = new Map<string, RegExp>();

/** `*` one segment, `**` any number of them (`/a/**` covers `/a` too), everything else literal. */
function globRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (!re) {
    let source = '';
    for (let i = 0; i < glob.length; i++) {
      const ch = glob[i]!;
      if (ch === '*' && glob[i + 1] === '*') {
        // `/**/` is zero or more segments; a trailing `/**` is the folder and all below it.
        if (glob[i + 2] === '/') {
          source = source.replace(/\/$/, '');
          source += '(?:/[^/]+)*/';
          i += 2;
        } else {
          source = source.replace(/\/$/, '');
          source += '(?:/.*)?';
          i += 1;
        }
      } else if (ch === '*') {
        source += '[^/]*';
      } else {
        source += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      }
    }
    re = new RegExp(`^${source}$`);
    globCache.set(glob, re);
  }
  return re;
}

/**
 * What the profile says of one access, with the entry that decided: a write needs an allowing
 * entry and no denying one; a read needs no denying one. `entry` is null for a write no allow
 * covers (the sandbox's default: nowhere else).
 */
export function profileDecidesPath(profile: SandboxProfile, access: 'read' | 'write', path: string): { decision: 'allow' | 'deny'; entry: PathEntry | null } {
  const denies = access === 'read' ? profile.denyRead : profile.denyWrite;
  const denied = denies.find((entry) => pathEntryCovers(entry, path));
  if (denied) return { decision: 'deny', entry: denied };
  if (access === 'read') return { decision: 'allow', entry: null };
  const allowed = profile.allowWrite.find((entry) => pathEntryCovers(entry, path));
  return allowed ? { decision: 'allow', entry: allowed } : { decision: 'deny', entry: null };
}
