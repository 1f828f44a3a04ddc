// Built-in write floors (DESIGN.md section 3, "Write floors"), from tables/write-floors.json:
// files whose contents run code later or widen what the agent may do. A write a rule allows
// still needs approval there unless a policy lifts the floor by name; the sandbox profile holds
// them deny-write (src/sandbox/profile.ts).
import writeFloorsTable from './tables/write-floors.json' with { type: 'json' };
import type { Policy, RuleRef } from './types.js';

export interface WriteFloorSpec {
  name: string;
  /** Policy path patterns (relative to the workspace root, `~/` home). */
  paths: string[];
  /** Covers the policy files in use and every file they extend. */
  policyFiles?: boolean;
  why: string;
  match: string[];
  not_match: string[];
}

export const WRITE_FLOORS: readonly WriteFloorSpec[] = (writeFloorsTable as { floors: WriteFloorSpec[] }).floors;

export const WRITE_FLOOR_NAMES: readonly string[] = WRITE_FLOORS.map((floor) => floor.name);

/** One path a write floor covers, as a pattern the engine compiles, with how a decision names it. */
export interface WriteFloorPath {
  floor: string;
  pattern: string;
  ref: RuleRef;
}

/** Layers whose files are the policy in use: what a write could widen. */
const POLICY_FILE_LAYERS = new Set(['extends', 'repository', 'workflow']);

/** Every path of every write floor for this policy, lifted or not; policy files as absolute paths. */
export function writeFloorPaths(policy: Policy): WriteFloorPath[] {
  const out: WriteFloorPath[] = [];
  for (const floor of WRITE_FLOORS) {
    const patterns = [...floor.paths];
    if (floor.policyFiles) {
      for (const layer of policy.layers) if (layer.file && POLICY_FILE_LAYERS.has(layer.layer) && !patterns.includes(layer.file)) patterns.push(layer.file);
    }
    for (const pattern of patterns) {
      out.push({ floor: floor.name, pattern, ref: { pattern, effect: 'deny', layer: 'builtin', source: `built-in floor "${floor.name}"` } });
    }
  }
  return out;
}
