// Built-in secret places (DESIGN.md section 4a), from tables/secret-places.json: files no command
// has business reading. The sandbox profile makes them deny-read (src/sandbox/profile.ts), and a
// decision made with the sandbox on denies them too, so a file tool and a sandboxed command
// never disagree about them.
import { isAbsolute } from 'node:path';
import secretPlacesTable from './tables/secret-places.json' with { type: 'json' };
import type { RuleRef } from './types.js';

export interface SecretPlaceSpec {
  name: string;
  /** `~/` home, `$NAME` a variable of the run, `dir/**` a subtree, `*` one segment, else exact. */
  paths: string[];
  /** Writing them is refused too (the runner's file commands). */
  denyWrite?: boolean;
  why: string;
  match: string[];
  not_match: string[];
}

export const SECRET_PLACES: readonly SecretPlaceSpec[] = (secretPlacesTable as { places: SecretPlaceSpec[] }).places;

export interface SecretPlacePath {
  place: SecretPlaceSpec;
  /** The path as a policy pattern (`~/.ssh/**`), a variable expanded; `glob` when it holds a `*` inside. */
  pattern: string;
  glob: boolean;
  ref: RuleRef;
}

/**
 * Every secret place's paths, those named by a variable expanded from `env` (left out when it is
 * not set or not absolute; with no `env`, all of them).
 */
export function secretPlacePaths(env?: Readonly<Record<string, string | undefined>>): SecretPlacePath[] {
  const out: SecretPlacePath[] = [];
  for (const place of SECRET_PLACES) {
    for (const written of place.paths) {
      const pattern = expandVariable(written, env ?? {});
      if (pattern === null) continue;
      const glob = pattern.replace(/\/\*\*$/, '').includes('*');
      out.push({ place, pattern, glob, ref: { pattern: written, effect: 'deny', layer: 'builtin', source: `built-in secret place "${place.name}"` } });
    }
  }
  return out;
}

function expandVariable(path: string, env: Readonly<Record<string, string | undefined>>): string | null {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)(.*)$/.exec(path);
  if (!match) return path;
  const value = env[match[1]!];
  if (value === undefined || value === '' || !isAbsolute(value)) return null;
  return `${value}${match[2]}`;
}
