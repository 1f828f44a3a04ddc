// What a subagent (the `task` tool) may be: its tier and the model behind it, its tools, how many
// run at once. A subagent never gets a tier above its parent's, never gets `task` (it cannot
// start subagents of its own), and a research subagent only reads.
import pLimit, { type LimitFunction } from 'p-limit';

export type Tier = 'weak' | 'medium' | 'strong';
export type SubagentType = 'research' | 'general';

/** Weakest first, so a tier's index orders it. */
export const TIERS: readonly Tier[] = ['weak', 'medium', 'strong'];

export type TierModels = Record<Tier, string>;

export const DEFAULT_TIER_MODELS: Readonly<TierModels> = { weak: 'claude-haiku-5-5', medium: 'claude-sonnet-5-5', strong: 'claude-opus-5-5' };

/** A subagent's own turn limit unless configured. */
export const DEFAULT_SUBAGENT_MAX_TURNS = 30;

/** Subagents running at once in this process, across every run, unless configured. */
export const DEFAULT_SUBAGENT_CONCURRENCY = 8;

/** The tools a research subagent gets (with `batch` of them): they read, none writes or runs anything. */
export const RESEARCH_TOOLS: ReadonlySet<string> = new Set(['read', 'glob', 'grep', 'index']);

/** Tools that only read, so several of them may run at once (in a batch). */
export const READ_ONLY_TOOLS: ReadonlySet<string> = RESEARCH_TOOLS;

/** Tools the loop itself provides; none of them may be called inside a batch. */
export const LOOP_TOOLS: ReadonlySet<string> = new Set(['batch', 'task', 'structured_output']);

export interface SubagentOptions {
  /** Tier → model; a partial mapping fills in from DEFAULT_TIER_MODELS. */
  tierModels?: Partial<TierModels>;
  /** A subagent's own turn limit (default 30). */
  maxTurns?: number;
  /** Bounds subagents running at once; the process-wide limiter when not given. */
  limit?: LimitFunction;
}

export class TierModelsError extends Error {
  override name = 'TierModelsError';
  readonly code = 'invalid_tier_models';
}

/** `weak=claude-haiku-5-5,strong=claude-opus-5-5` → a full mapping (tiers left out keep their default). */
export function parseTierModels(spec: string): TierModels {
  const mapping: TierModels = { ...DEFAULT_TIER_MODELS };
  const seen = new Set<string>();
  for (const part of spec.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const match = /^([a-z]+)\s*=\s*(\S+)$/.exec(part);
    if (!match) throw new TierModelsError(`expected TIER=MODEL pairs separated by commas (e.g. weak=claude-haiku-5-5), found "${part}"`);
    const tier = match[1] as Tier;
    if (!TIERS.includes(tier)) throw new TierModelsError(`unknown tier "${match[1]}" in "${part}"; the tiers are ${TIERS.join(', ')}`);
    if (seen.has(tier)) throw new TierModelsError(`tier "${tier}" is given twice`);
    seen.add(tier);
    mapping[tier] = match[2]!;
  }
  if (seen.size === 0) throw new TierModelsError(`expected TIER=MODEL pairs separated by commas (e.g. weak=claude-haiku-5-5), found "${spec}"`);
  return mapping;
}

export function tierModels(given?: Partial<TierModels>): TierModels {
  return { ...DEFAULT_TIER_MODELS, ...given };
}

/** The tier of a model in the mapping (a dated snapshot of a mapped model counts); `strong` when it is not there. */
export function tierOfModel(model: string, mapping: TierModels): Tier {
  for (const tier of TIERS) if (mapping[tier] === model) return tier;
  for (const tier of TIERS) if (model.startsWith(`${mapping[tier]}-`)) return tier;
  return 'strong';
}

/** A subagent gets what it asked for, but never more than its parent has. */
export function clampTier(requested: Tier, parent: Tier): Tier {
  return TIERS.indexOf(requested) <= TIERS.indexOf(parent) ? requested : parent;
}

let processLimit: LimitFunction | undefined;

/** The limiter every run in this process shares, created on first use. */
export function processSubagentLimit(): LimitFunction {
  processLimit ??= pLimit(DEFAULT_SUBAGENT_CONCURRENCY);
  return processLimit;
}
