// DESIGN.md section 3, "no code runs unless the policy allowed that code": a variable given to
// make on the command line is make text, and `$(shell …)` in it runs a command when make starts.
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

async function decide(command: string) {
  const policy = await policyFrom({ version: 1, tools: { bash: { allow: ['make *'] } } });
  return decideBashCommand(policy, await bashParser(), command);
}

describe('make text given on the command line is code', () => {
  it.each(["make 'X:=$(shell id)'", "make 'X:=$(file >.env,pwned)'", "make 'CFLAGS=$(shell id)' test", "make 'X=${shell id}'"])(
    '%s needs approval',
    async (command) => {
      const decision = await decide(command);
      expect(decision.decision, command).toBe('prompt');
      expect(decision.scopes[0]!.floors).toContain('make VAR=$(…)');
    },
  );

  it('an assignment whose value is not known before it runs may hold make text', async () => {
    expect((await decide('make V=$(git describe --tags) dist')).decision).toBe('prompt');
  });

  it('plain values stay allowed', async () => {
    for (const command of ['make V=1 test', 'make CFLAGS=-O2 all', 'make -j4 PREFIX=/usr install'])
      expect((await decide(command)).decision, command).toBe('allow');
  });
});
