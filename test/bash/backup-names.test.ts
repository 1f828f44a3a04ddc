// DESIGN.md section 3, write scopes: every file a command writes is a write scope. `sed -i` and
// `perl -i` move the original to a backup name the option gives, and that move is a write too.
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

async function decide(command: string) {
  const policy = await policyFrom({ version: 1, tools: { bash: { allow: ['sed *', 'perl *'] }, write: { deny: ['.github/**', '.env*'] } } });
  return decideBashCommand(policy, await bashParser(), command);
}

describe('the backup an in-place edit makes is a write scope', () => {
  it.each([
    ["sed -i'.github/workflows/*' s/a/a/ evil.yml", '.github/workflows/evil.yml'],
    ['sed -iv s/a/b/ .en', '.env'],
    ['sed --in-place=nv s/a/b/ .e', '.env'],
    ["perl -pi'.github/*' -e 1 evil.yml", '.github/evil.yml'],
  ])('%s writes %s, which a write deny holds', async (command, backup) => {
    const decision = await decide(command);
    expect(decision.decision, command).toBe('deny');
    expect(decision.scopes.some((scope) => scope.kind === 'write' && scope.decision === 'deny' && scope.text.endsWith(backup))).toBe(true);
  });

  it('a suffix that names no denied file, or `*` alone, stays allowed', async () => {
    for (const command of ['sed -i.bak s/a/b/ src/a.ts', "sed -i'*' s/a/b/ src/a.ts", 'sed -i s/a/b/ src/a.ts', 'perl -pi.orig -e 1 a.txt'])
      expect((await decide(command)).decision, command).toBe('allow');
  });
});
