// Decisions with the sandbox on (docs/policy.md, "Decisions with the sandbox on"): a path not
// known before the command runs is enforced by the sandbox instead of needing approval; command
// rules, floors and every other reason stand; with the sandbox off nothing changes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { gateToolCall, sandboxEnforcedText } from '../../src/agent/tool-gate.js';
import { decideBashCommand, decidePathAccess, SANDBOX_ENFORCED_REASONS, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

let parser: BashParser;
let policy: Policy;
beforeAll(async () => {
  parser = await bashParser();
  policy = await policyFrom({
    version: 1,
    tools: { bash: { allow: ['cat *', 'echo *', 'cp *', 'cd *', 'ls *', 'git *'], deny: ['git push *'] }, read: { deny: ['.env*'] } },
  });
});

describe('a path not known before the command runs', () => {
  it.each([
    ['cat "$X"', 'unknown-path-variable'],
    ['echo hi > "$OUT"', 'unknown-redirect-target'],
    ['cp a "$D/b"', 'unknown-path-variable'],
    ['cat $(git ls-files)', 'unknown-path-substitution'],
    ['cd "$D" && echo x > y', 'unknown-directory'],
  ])('%s needs approval with the sandbox off, and is enforced by it when on', (command, code) => {
    const off = decideBashCommand(policy, parser, command);
    expect(off.decision).toBe('prompt');
    expect(off.reasonDetails.map((r) => r.code)).toContain(code);
    expect(off.sandboxEnforced).toBeUndefined();
    const on = decideBashCommand(policy, parser, command, { sandbox: true });
    expect(on.decision).toBe('allow');
    expect(on.reasons).toEqual([]);
    expect(on.sandboxEnforced!.map((r) => r.code)).toContain(code);
    expect(sandboxEnforcedText(on)).toContain('Enforced by the sandbox');
  });

  it('the codes it covers are exactly these', () => {
    expect([...SANDBOX_ENFORCED_REASONS].sort()).toEqual([
      'input-path',
      'linked-earlier',
      'non-static-path',
      'unknown-directory',
      'unknown-path-glob',
      'unknown-path-substitution',
      'unknown-path-variable',
      'unknown-redirect-target',
    ]);
  });
});

describe('what the sandbox does not know stands', () => {
  it.each([
    ['$CMD x', 'non-static-command'],
    ['git $(whoami)', 'non-static-subcommand'],
    ['cat /proc/1/environ', 'process-path'],
  ])('%s still needs approval (%s)', (command, code) => {
    const on = decideBashCommand(policy, parser, command, { sandbox: true });
    expect(on.decision).toBe('prompt');
    expect(on.reasonDetails.map((r) => r.code)).toContain(code);
  });

  it('command rules, deny rules and floors are unchanged', () => {
    expect(decideBashCommand(policy, parser, 'git push "$REMOTE"', { sandbox: true }).decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'make "$X"', { sandbox: true }).decision).toBe('prompt');
    const floored = decideBashCommand(policy, parser, 'git -c core.pager=sh log > "$OUT"', { sandbox: true });
    expect(floored.decision).toBe('prompt');
    expect(floored.scopes.find((s) => s.decidedBy === 'floor')?.floors).toEqual(['git -c']);
    expect(decideBashCommand(policy, parser, 'echo x > .github/workflows/ci.yml', { sandbox: true }).decision).toBe('prompt');
    expect(decideBashCommand(policy, parser, 'cat .env', { sandbox: true }).decision).toBe('deny');
  });

  it('a deny below a folder a command walks in part stays a reason', async () => {
    const walker = await policyFrom({ version: 1, tools: { bash: { allow: ['find *'] }, write: { deny: ['secrets/**'] } } });
    const on = decideBashCommand(walker, parser, 'find . -name "*.tmp" -delete', { sandbox: true });
    expect(on.decision).toBe('prompt');
    expect(on.reasonDetails.map((r) => r.code)).toEqual(['partial-deny']);
  });
});

describe('the secret places, for file tools and commands alike', () => {
  it('a read the rules allow is denied with the sandbox on, naming the place; unchanged with it off', async () => {
    const wide = await policyFrom({ version: 1, tools: { bash: { allow: ['cat *'] }, read: { allow: ['**', '~/**'] } } });
    expect(decidePathAccess(wide, 'read', '~/.ssh/id_rsa').decision).toBe('allow');
    const on = decidePathAccess(wide, 'read', '~/.ssh/id_rsa', { sandbox: true });
    expect(on.decision).toBe('deny');
    expect(on.scopes[0]!.rule).toEqual({ pattern: '~/.ssh/**', effect: 'deny', layer: 'builtin', source: 'built-in secret place "ssh"' });
    const gated = gateToolCall('read', { path: '~/.npmrc' }, { policy: wide, parser, sandbox: true })!;
    expect(gated.scopes[0]!.rule?.source).toBe('built-in secret place "registry tokens"');
    expect(decideBashCommand(wide, parser, 'cat ~/.aws/credentials').decision).toBe('allow');
    expect(decideBashCommand(wide, parser, 'cat ~/.aws/credentials', { sandbox: true }).decision).toBe('deny');
    expect(decidePathAccess(wide, 'read', '~/.gitconfig', { sandbox: true }).decision).toBe('allow');
  });
});

describe('reason codes reach the decision', () => {
  it('each reason with its code, in order, from the parse and from the engine', () => {
    const decision = decideBashCommand(policy, parser, 'eval "$X" > "$OUT"');
    expect(decision.reasonDetails.map((r) => r.message)).toEqual(decision.reasons);
    expect(decision.reasonDetails.map((r) => r.code)).toEqual(['non-static-code', 'unknown-redirect-target']);
    expect(decidePathAccess(policy, 'read', '/proc/1/cwd/x').reasonDetails[0]!.code).toBe('process-path');
  });
});

describe('a read allow-list is not a bound the sandbox holds (it denies reads, it does not list them)', () => {
  it('with a policy layer listing its own read allows, a read path not known before it runs still needs approval under the sandbox', async () => {
    const listed = await policyFrom({ version: 1, tools: { bash: { allow: ['cat *', 'echo *', 'cp *'] }, read: { allow: ['src/**', 'README.md'] } } });
    for (const command of ['cat $(echo Makefile)', 'cat "$X"', 'cp "$X" src/x']) {
      const on = decideBashCommand(listed, parser, command, { sandbox: true });
      expect(on.decision, command).toBe('prompt');
      expect(
        on.reasonDetails.map((r) => r.code).some((code) => code.startsWith('unknown-path')),
        command,
      ).toBe(true);
    }
    // A write not known is the sandbox's still: it holds the write rules whole.
    expect(decideBashCommand(listed, parser, 'echo x > "$OUT"', { sandbox: true }).decision).toBe('allow');
    expect(decideBashCommand(listed, parser, 'cat src/a.ts', { sandbox: true }).decision).toBe('allow');
  });

  it("with only read denies, the same read is the sandbox's to enforce", () => {
    expect(decideBashCommand(policy, parser, 'cat $(echo Makefile)', { sandbox: true }).decision).toBe('allow');
  });
});
