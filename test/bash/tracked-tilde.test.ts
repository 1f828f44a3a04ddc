// Issue 14, "Refusals that are too strict": `~+` and `~-` resolve to the directories Leash tracks
// (DESIGN.md section 3: `cd DIR` moves the tracked working directory for the rest of the list).
import { beforeAll, describe, expect, it } from 'vitest';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import type { BashParser } from '../../src/bash/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

let parser: BashParser;
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  policy = await policyFrom({
    version: 1,
    default: 'prompt',
    tools: { bash: { allow: ['cat *', 'ls *', 'rm *', 'cd *'] }, read: { deny: ['.env', '**/.env'] }, write: { allow: ['out/**'] } },
  });
});

const decide = (command: string) => decideBashCommand(policy, parser, command);
const paths = (command: string) =>
  decide(command)
    .scopes.filter((scope) => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${scope.path}`);

describe('`~+` and `~-` resolve to the directories Leash tracks', () => {
  it('`~+` is the tracked working directory', () => {
    expect(decide('cat ~+/README.md').decision).toBe('allow');
    expect(decide('cat .env').decision).toBe('deny');
    expect(paths('cat ~+/README.md')).toEqual(['read /ws/README.md']);
    expect(decide('cat ~+/.env').decision).toBe('deny');
    expect(paths('cd out && cat ~+/x')).toEqual(['read /ws/out/x']);
  });

  it('bash expands them from $PWD and $OLDPWD as they are: set some other way than `cd`, they are not known', () => {
    for (const command of ['PWD=/root/.ssh; cat ~+/id_rsa', 'read PWD; cat ~+/x', 'cd out && OLDPWD=/root; cat ~-/x']) {
      const decision = decide(command);
      expect(decision.decision, command).toBe('prompt');
      expect(decision.reasons.join('\n'), command).toMatch(/not known before it runs/);
    }
    expect(paths('echo "$PWD" && cat ~+/README.md')).toEqual(['read /ws/README.md']);
  });

  it('`~-` is the directory before the last `cd`', () => {
    expect(paths('cd out && cat ~-/x')).toEqual(['read /ws/x']);
    expect(decide('cd out && cat ~-/.env').decision).toBe('deny');
    // `rm -rf ~-` after `cd out` removes the workspace itself, which the write rules do not allow.
    expect(decide('cd out && rm -rf ~-').decision).not.toBe('allow');
    expect(paths('cd out && rm -rf ~-/out/y')).toContain('write /ws/out/y');
  });

  it('`~-` before any `cd`, or after one that may have failed, is not known', () => {
    expect(decide('cat ~-/x').decision).toBe('prompt');
    expect(decide('cd out; cat ~-/x').decision).toBe('prompt');
    // Quoted, it is a file named `~-`.
    expect(paths("cat '~-'/x")).toEqual(['read /ws/~-/x']);
  });
});
