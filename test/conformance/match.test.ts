// The prefix-scope matcher against ../shared/conformance/match.yaml.
import { describe, expect, it } from 'vitest';
import { canonicalPath, emptyFileSystem } from '../../src/paths/resolve.js';
import { matchCommand, matchPath, parsePattern, PathPatternResolver } from '../../src/policy/patterns.js';
import { readConformance } from '../helpers/conformance.js';

interface MatchCase {
  id: string;
  pattern: string;
  scope: string;
  kind: 'command' | 'path';
  matches: boolean;
  workspace?: string;
  home?: string;
}

const { cases } = readConformance<{ cases: MatchCase[] }>('match.yaml');

describe('conformance: match.yaml', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(50));

  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const pattern = parsePattern(c.pattern);
    if (c.kind === 'command') {
      expect(matchCommand(pattern, c.scope)).toBe(c.matches);
      return;
    }
    const ctx = { workspace: c.workspace ?? '/ws', home: c.home ?? '/home/u', fs: emptyFileSystem };
    const path = canonicalPath(c.scope, ctx.workspace, ctx);
    expect(matchPath(pattern, path, new PathPatternResolver(ctx))).toBe(c.matches);
  });
});
