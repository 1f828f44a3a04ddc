// A write in part that git makes through the worktree (`git checkout -- .`, `git restore .`,
// `git clean`, `git rm -r`, `git checkout-index -a`) never reaches the repository's own `.git`:
// git refuses a path with a `.git` part (verify_path). So the built-in deny on `.git/**` holds no
// such write back, while a deny on anything else below still does (docs/policy.md).
import { describe, expect, it } from 'vitest';
import { decideBashCommand, type Decision } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const OPEN = { version: 1, default: 'prompt', tools: { bash: { allow: ['git *', 'tar *', 'find *'] } } };
const GUARDED = { ...OPEN, tools: { ...OPEN.tools, write: { deny: ['.github/**', '.git/hooks/pre*'] } } };

async function decide(command: string, policy: object = OPEN): Promise<Decision> {
  return decideBashCommand(await policyFrom(policy), await bashParser(), command);
}

describe("a write in part git makes through the worktree does not reach the repository's own .git", () => {
  it.each(['git checkout -- .', 'git restore .', 'git clean -fdx -e node_modules', 'git rm -r --quiet .', 'git checkout-index -a -f'])(
    '%s meets no deny inside .git',
    async (command) => {
      const decision = await decide(command);
      expect(decision.reasons, command).toEqual([]);
      expect(decision.decision, command).toBe('allow');
      // A rule of the policy's own inside .git is not met either; one elsewhere below still is.
      const guarded = await decide(command, GUARDED);
      expect(guarded.decision, command).toBe('prompt');
      expect(guarded.reasons.join('\n'), command).toMatch(/rule "\.github\/\*\*"/);
      expect(guarded.reasons.join('\n'), command).not.toMatch(/\.git\/hooks/);
    },
  );

  it('a write that is not through the worktree still meets it', async () => {
    expect((await decide('git checkout-index -a --prefix=.git/hooks/')).decision).toBe('deny');
    expect((await decide('git clean -fd .git')).decision).toBe('deny');
    for (const command of ['tar -xf a.tar', 'find . -name "*.orig" -delete']) {
      const decision = await decide(command);
      expect(decision.decision, command).toBe('prompt');
      expect(decision.reasons.join('\n'), command).toMatch(/rule "\.git\/\*\*"/);
    }
  });
});
