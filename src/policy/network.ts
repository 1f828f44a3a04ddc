// The `network` policy key (docs/policy.md, "Network"): which hosts commands may connect to
// through the sandbox's proxy. A deny from any layer wins, an allow from any layer lets the
// connection through, and a connection no rule covers is refused: commands get no network by
// default. The model's own API calls are Leash's and never meet these rules.
import type { Policy, Rule, RuleRef } from './types.js';

export interface HostPattern {
  /** `any`: every host; `below`: names under `host` (not `host` itself); `exact`: `host` alone. */
  form: 'any' | 'below' | 'exact';
  /** Lower case, without a trailing dot or IPv6 brackets; empty for `any`. */
  host: string;
  /** null: every port. */
  port: number | null;
}

/** Reads a host pattern the schema has let through (policy-schema.ts `HOST_PATTERN`). */
export function parseHostPattern(pattern: string): HostPattern {
  let rest = pattern.trim();
  let port: number | null = null;
  const portMatch = /:(\d+)$/.exec(rest);
  // A bare IPv6 address is not allowed by the schema; a bracketed one keeps its colons inside.
  if (portMatch && (!rest.startsWith('[') || rest.lastIndexOf(']') < portMatch.index)) {
    port = Number(portMatch[1]);
    rest = rest.slice(0, portMatch.index);
  }
  if (rest === '*') return { form: 'any', host: '', port };
  if (rest.startsWith('*.')) return { form: 'below', host: normalHost(rest.slice(2)), port };
  return { form: 'exact', host: normalHost(rest), port };
}

/** How hosts compare: case-insensitive, a trailing dot and IPv6 brackets dropped. */
export function normalHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h;
}

export function hostPatternCovers(pattern: HostPattern, host: string, port: number): boolean {
  if (pattern.port !== null && pattern.port !== port) return false;
  const h = normalHost(host);
  switch (pattern.form) {
    case 'any':
      return true;
    case 'below':
      return h.endsWith(`.${pattern.host}`);
    case 'exact':
      return h === pattern.host;
  }
}

export interface NetworkDecision {
  decision: 'allow' | 'deny';
  /** The rule that decided, or null when the default (no network) did. */
  rule: RuleRef | null;
}

interface CompiledNetworkRule {
  pattern: HostPattern;
  ref: RuleRef;
}

interface CompiledNetwork {
  allow: CompiledNetworkRule[];
  deny: CompiledNetworkRule[];
}

const compiledNetworks = new WeakMap<Policy, CompiledNetwork>();

/** Every layer's network rules, lowest layer first, as the decision and the profile read them. */
export function networkRules(policy: Policy): { allow: Rule[]; deny: Rule[] } {
  const allow: Rule[] = [];
  const deny: Rule[] = [];
  for (const layer of policy.layers) {
    if (!layer.network) continue;
    allow.push(...layer.network.allow);
    deny.push(...layer.network.deny);
  }
  return { allow, deny };
}

export function ruleRef(rule: Rule): RuleRef {
  return { pattern: rule.pattern, effect: rule.effect, layer: rule.layer, source: rule.source };
}

function compiledNetwork(policy: Policy): CompiledNetwork {
  let entry = compiledNetworks.get(policy);
  if (!entry) {
    const { allow, deny } = networkRules(policy);
    const compile = (rule: Rule): CompiledNetworkRule => ({ pattern: parseHostPattern(rule.pattern), ref: ruleRef(rule) });
    entry = { allow: allow.map(compile), deny: deny.map(compile) };
    compiledNetworks.set(policy, entry);
  }
  return entry;
}

/**
 * Decides one connection a sandboxed command opens to `host:port` (the sandbox's proxy asks for
 * each one). `host` is the name the command asked for, or an address when it asked for one.
 */
export function decideNetworkAccess(policy: Policy, host: string, port: number): NetworkDecision {
  const rules = compiledNetwork(policy);
  for (const candidate of rules.deny) if (hostPatternCovers(candidate.pattern, host, port)) return { decision: 'deny', rule: candidate.ref };
  for (const candidate of rules.allow) if (hostPatternCovers(candidate.pattern, host, port)) return { decision: 'allow', rule: candidate.ref };
  return { decision: 'deny', rule: null };
}

/** How the default that refuses a connection no rule covers is named in decisions and reports. */
export const NETWORK_DEFAULT_SOURCE = 'built-in: no network for commands unless network.allow names the host';
