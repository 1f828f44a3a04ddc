// DESIGN.md section 3: path arguments of file readers are read scopes, so `cat ~/.ssh/id_rsa`
// meets the read rules. `git add FILE` reads the file into the index, where `git diff` and
// `git show :FILE` print it, so a file it names is read; a folder it stages reads only what git
// does not ignore, which is left to git (docs/policy.md).
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

async function decide(command: string) {
  const policy = await policyFrom({
    version: 1,
    tools: { bash: { allow: ['git add *', 'git diff *', 'git show *'] }, read: { deny: ['.env*', '~/.ssh/**'] } },
  });
  return decideBashCommand(policy, await bashParser(), command);
}

describe('a file `git add` names is read, and a read deny holds it', () => {
  it.each(['git add -N .env', 'git add .env', 'git add --intent-to-add -- .env.local', 'git add src/a.ts .env && git diff --cached'])(
    '%s is denied',
    async (command) => {
      const decision = await decide(command);
      expect(decision.decision, command).toBe('deny');
      expect(decision.scopes.some((scope) => scope.kind === 'read' && scope.decision === 'deny' && scope.text.startsWith('.env'))).toBe(true);
    },
  );

  it('staging a folder, everything, or a named source file stays allowed', async () => {
    for (const command of ['git add .', 'git add -A', 'git add src', 'git add src/a.ts README.md', 'git add -u && git diff --cached'])
      expect((await decide(command)).decision, command).toBe('allow');
  });

  it('a pathspec pattern that may name a denied file needs approval', async () => {
    expect((await decide("git add '*.env'")).decision).toBe('prompt');
  });
});
