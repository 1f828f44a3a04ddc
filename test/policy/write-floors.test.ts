// Built-in write floors (DESIGN.md section 3, "Write floors"; src/policy/tables/write-floors.json):
// writing them needs approval even where a rule allows it, from a file tool, a redirect or a
// command's own option alike, unless the policy lifts the floor by name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { approvalLayer } from '../../src/agent/approvals.js';
import { decideBashCommand, decidePathAccess, lintPolicy, withLayer, WRITE_FLOORS, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const OPEN = { version: 1, tools: { bash: { allow: ['echo *', 'cp *', 'rm *', 'tee *', 'sed *'] }, write: { allow: ['**'] } } };

let parser: BashParser;
let open: Policy;
beforeAll(async () => {
  parser = await bashParser();
  open = await policyFrom(OPEN);
});

describe('each floor of the table, by its examples', () => {
  for (const floor of WRITE_FLOORS.filter((f) => f.match.length > 0)) {
    it(`${floor.name}: ${floor.why}`, () => {
      for (const path of floor.match) {
        const decision = decidePathAccess(open, 'write', path);
        expect(decision.decision, path).toBe('prompt');
        expect(decision.scopes[0]).toMatchObject({ decidedBy: 'floor', floors: [floor.name], rule: { pattern: '**' } });
      }
      for (const path of floor.not_match) {
        const decision = decidePathAccess(open, 'write', path);
        expect(decision.scopes[0]!.floors ?? [], path).not.toContain(floor.name);
      }
    });
  }

  it('reading a floored file is not held back', () => {
    expect(decidePathAccess(open, 'read', '.github/workflows/ci.yml').decision).toBe('allow');
  });
});

describe('the policy files in use and every file they extend', () => {
  it('holds writes to the repository file and the file it extends, whatever their names', async () => {
    const policy = await policyFrom({ ...OPEN, extends: ['../policies/org-rules.yaml'] }, { 'policies/org-rules.yaml': { version: 1 } });
    for (const path of ['.github/leash.yml', 'policies/org-rules.yaml']) {
      expect(decidePathAccess(policy, 'write', path).scopes[0], path).toMatchObject({ decision: 'prompt', floors: ['policy files'] });
    }
    expect(decidePathAccess(policy, 'write', 'policies/other.yaml').decision).toBe('allow');
  });
});

describe('a redirect and a command option meet the floors as a file tool does', () => {
  it.each([
    ['echo x > .github/workflows/ci.yml', 'workflows'],
    ['echo x | tee .husky/pre-commit', 'git hooks'],
    ['cp settings.json .claude/settings.json', 'agent settings'],
    ["sed -i 's/a/b/' .envrc", 'auto-run files'],
    ['echo x >> ~/.bashrc', 'auto-run files'],
    ['rm -r .github', 'workflows'],
  ])('%s', (command, floor) => {
    const decision = decideBashCommand(open, parser, command);
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes.find((s) => s.decidedBy === 'floor')?.floors).toContain(floor);
  });

  it('a command that walks the workspace in part (find -delete) is not held by them; one that writes it whole is', async () => {
    const finder = await policyFrom({ ...OPEN, tools: { ...OPEN.tools, bash: { allow: ['find *', 'rm *'] } }, floors: { lift: ['find -delete'] } });
    expect(decideBashCommand(finder, parser, 'find .github -name "*.orig" -delete').decision).toBe('allow');
    expect(decideBashCommand(finder, parser, 'rm -r .github').scopes.find((s) => s.kind === 'write')?.floors).toContain('workflows');
  });

  it('writing them needs approval from a command that writes some unknown part of a folder inside a floor, since every file it writes is there', async () => {
    const git = await policyFrom({
      ...OPEN,
      tools: { ...OPEN.tools, bash: { allow: ['git *', 'find *', 'sort *', 'mktemp *'] } },
      floors: { lift: ['find -delete'] },
    });
    for (const [command, floor] of [
      ['git checkout main -- .github/workflows', 'workflows'],
      ['git checkout HEAD .github/workflows/ci.yml', 'workflows'],
      ['git rm -r .github/workflows', 'workflows'],
      ['git clean -fdx .husky', 'git hooks'],
      ['git checkout-index -a --prefix=.husky/', 'git hooks'],
      ['find .github/workflows -name "*.orig" -delete', 'workflows'],
      ['sort -T .husky -o out.txt in.txt', 'git hooks'],
      ['mktemp -p .github/workflows', 'workflows'],
      ['git bundle create .husky/pre-commit HEAD', 'git hooks'],
      ['git submodule add https://example.com/x.git .github/workflows', 'workflows'],
    ] as const) {
      const decision = decideBashCommand(git, parser, command);
      expect(decision.decision, command).toBe('prompt');
      expect(decision.scopes.find((s) => s.decidedBy === 'floor')?.floors, command).toContain(floor);
    }
    // Above the floor, which part is written is not known: the sandbox holds the floor there.
    expect(decideBashCommand(git, parser, 'git restore --source=HEAD .github').decision).toBe('allow');
    expect(decideBashCommand(git, parser, 'git checkout main -- src').decision).toBe('allow');
  });

  it('outside the floors the same commands are allowed', () => {
    expect(decideBashCommand(open, parser, 'echo x > src/ci.yml && cp a b').decision).toBe('allow');
  });
});

describe('lifting and precedence', () => {
  it('floors.lift names a floor, which then no longer holds', async () => {
    const lifted = await policyFrom({ ...OPEN, floors: { lift: ['workflows', 'agent settings'] } });
    expect(decidePathAccess(lifted, 'write', '.github/workflows/ci.yml').decision).toBe('allow');
    expect(decidePathAccess(lifted, 'write', '.claude/settings.json').decision).toBe('allow');
    expect(decidePathAccess(lifted, 'write', '.envrc').decision).toBe('prompt');
    expect(lintPolicy(lifted).filter((w) => w.message.includes('not a built-in floor'))).toEqual([]);
  });

  it('a deny rule still denies a floored path', async () => {
    const policy = await policyFrom({ version: 1, tools: { write: { allow: ['**'], deny: ['.github/**'] } } });
    expect(decidePathAccess(policy, 'write', '.github/workflows/ci.yml').decision).toBe('deny');
  });

  it('a floor holds back an allow default too', async () => {
    const policy = await policyFrom({ version: 1, tools: { write: { allow: [], default: 'allow' } } });
    expect(decidePathAccess(policy, 'write', '.codex/config.toml').scopes[0]).toMatchObject({
      decision: 'prompt',
      decidedBy: 'floor',
      floors: ['agent settings'],
    });
  });

  it('a session approval of the floored write lifts it for that path alone', () => {
    const held = decidePathAccess(open, 'write', '.github/workflows/ci.yml').scopes[0]!;
    const approved = withLayer(
      open,
      approvalLayer([{ id: '1', tool: 'write', tool_use_id: 't', tool_input: {}, scopes: [held], reasons: [], turn: 1 }], 'a maintainer'),
    );
    expect(decidePathAccess(approved, 'write', '.github/workflows/ci.yml').decision).toBe('allow');
    expect(decidePathAccess(approved, 'write', '.github/workflows/release.yml').decision).toBe('prompt');
  });
});
