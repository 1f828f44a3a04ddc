// The policy's sandbox profile (profile.ts) as the lists the library takes, and the explainer
// that names the rule behind each refusal from the same profile and network rules.
//
// bubblewrap binds concrete paths: the library takes write allows and denies as literal paths
// (a trailing `/**` is the folder) and skips any other glob there, while read denies may be
// globs it expands when each command is wrapped. So a deny-write prefix or glob is expanded
// here, against the live tree, every time a command is wrapped (`expandWriteDenies`).

import { readdirSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { globSync } from 'tinyglobby';
import { decideNetworkAccess, NETWORK_DEFAULT_SOURCE } from '../policy/index.js';
import type { Policy, RuleRef } from '../policy/index.js';
import { compileSandboxProfile, profileDecidesPath, type PathEntry, type SandboxProfile } from './profile.js';
import { DEFAULT_RULE, type SandboxRuleExplainer, type SandboxSpec } from './spec.js';
import type { SandboxDenialRule } from './types.js';

export interface ProfileDirs {
  workspaceRoot: string;
  homeDir: string;
  sessionTmpDir: string;
  env?: Readonly<Record<string, string | undefined>>;
}

export interface CompiledSandbox {
  spec: SandboxSpec;
  explain: SandboxRuleExplainer;
  profile: SandboxProfile;
  /** Decides a connection no library list matched (the proxy asks): the policy's own decision. */
  allowConnection(host: string, port: number): boolean;
}

/** Literal form of a subtree or exact entry; null for a prefix or glob. */
function literal(entry: PathEntry): string | null {
  if (entry.form === 'exact') return entry.path;
  if (entry.form === 'subtree') return entry.path === '/**' ? '/' : entry.path.slice(0, -3);
  return null;
}

/** What exists now under a deny-write prefix or glob: each becomes a literal deny. */
export function expandWriteDenies(entries: readonly PathEntry[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const path = literal(entry);
    if (path !== null) {
      out.push(path);
      continue;
    }
    if (entry.form === 'prefix') {
      const stem = entry.path.slice(0, -1);
      const dir = stem.endsWith('/') ? stem.slice(0, -1) || '/' : dirname(stem);
      const start = stem.endsWith('/') ? '' : basename(stem);
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      for (const name of names) if (name.startsWith(start)) out.push(join(dir, name));
      continue;
    }
    // A glob: from its literal start, match what is there now.
    const parts = entry.path.split('/');
    const firstWild = parts.findIndex((part) => part.includes('*'));
    const base = parts.slice(0, firstWild).join('/') || '/';
    const pattern = parts.slice(firstWild).join('/');
    const rest = pattern.replace(/\/\*\*$/, '');
    // A `…/**` entry denies each match whole, so what lies inside a match is never listed (a
    // repository's .git would otherwise add every object, one bind each) nor walked.
    const insideMatches = rest !== pattern ? [`${rest}/*`] : [];
    try {
      for (const match of globSync(rest, {
        cwd: base,
        absolute: true,
        onlyFiles: false,
        dot: true,
        followSymbolicLinks: false,
        expandDirectories: false,
        deep: 8,
        ignore: ['**/node_modules/**', ...insideMatches],
      })) {
        out.push(match.replace(/\/$/, ''));
      }
    } catch {
      // An unreadable base: nothing there to protect.
    }
  }
  return [...new Set(out)];
}

/** A host pattern in the library's syntax, or null when only the policy's own decision can say. */
function libraryHost(pattern: string): string | null {
  const trimmed = pattern.trim();
  if (trimmed === '*' || trimmed.startsWith('*:')) return null;
  return trimmed;
}

function denialRule(rule: RuleRef | null, fallbackSource: string | null): SandboxDenialRule {
  if (!rule) return { ...DEFAULT_RULE, source: fallbackSource };
  const floor = rule.layer === 'builtin' && /floor/i.test(rule.source);
  return { effect: floor ? 'floor' : rule.effect === 'deny' ? 'deny' : 'default', pattern: rule.pattern, layer: rule.layer, source: rule.source };
}

export function sandboxSpecOf(policy: Policy, dirs: ProfileDirs): CompiledSandbox {
  const profile = compileSandboxProfile(policy, {
    sessionTmpDir: dirs.sessionTmpDir,
    workspaceRoot: dirs.workspaceRoot,
    homeDir: dirs.homeDir,
    ...(dirs.env ? { env: dirs.env } : {}),
  });
  const spec: SandboxSpec = {
    allowWrite: profile.allowWrite.map(literal).filter((p): p is string => p !== null),
    denyWrite: expandWriteDenies(profile.denyWrite),
    // Inside, /proc is the sandbox's own (a new PID namespace shows only its processes), so other
    // processes' /proc entries are not there to hide; binding over host pids would race their exit.
    denyRead: profile.denyRead.map((entry) => literal(entry) ?? entry.path).filter((path) => !path.startsWith('/proc/')),
    network: {
      allow: profile.network.allow.map((r) => libraryHost(r.pattern)).filter((p): p is string => p !== null),
      deny: profile.network.deny.map((r) => r.pattern.trim()),
    },
  };
  const explain: SandboxRuleExplainer = {
    network: (host, port) => denialRule(decideNetworkAccess(policy, host, port).rule, NETWORK_DEFAULT_SOURCE),
    path: (kind, path) => {
      const decided = profileDecidesPath(profile, kind, path);
      if (decided.decision === 'allow') return DEFAULT_RULE;
      return denialRule(decided.entry?.rule ?? null, kind === 'write' ? 'built-in: commands write only where the write rules allow' : null);
    },
  };
  return { spec, explain, profile, allowConnection: (host, port) => decideNetworkAccess(policy, host, port).decision === 'allow' };
}

/** The deny-write list for one wrap: literal entries plus what prefixes and globs match now. */
export function liveWriteDenies(profile: SandboxProfile): string[] {
  return expandWriteDenies(profile.denyWrite);
}
