// Each precedence rule of DESIGN.md section 2, a test named after it.
import { describe, expect, it } from 'vitest';
import { decideBashCommand, decideMcpTool, decidePathAccess, withLayer } from '../../src/policy/index.js';
import type { PolicyLayer } from '../../src/policy/types.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

async function bash(policy: object, command: string, others: Record<string, object> = {}) {
  return decideBashCommand(await policyFrom(policy, others), await bashParser(), command);
}

describe('precedence', () => {
  it('a matching deny from any layer wins over an allow in a more specific layer', async () => {
    const decision = await bash({ version: 1, extends: ['./org.yml'], tools: { bash: { allow: ['git push *'] } } }, 'git push origin main', {
      '.github/org.yml': { version: 1, tools: { bash: { deny: ['git push *'] } } },
    });
    expect(decision.decision).toBe('deny');
    expect(decision.scopes[0]!.rule).toMatchObject({ pattern: 'git push *', effect: 'deny', layer: 'extends', source: '.github/org.yml:5' });
  });

  it('a scope is allowed when some allow covers it and no deny matches', async () => {
    const decision = await bash({ version: 1, default: 'deny', tools: { bash: { allow: ['npm test *'] } } }, 'npm test -- --ci');
    expect(decision.decision).toBe('allow');
    expect(decision.scopes[0]!.rule?.source).toBe('.github/leash.yml:6');
  });

  it('otherwise the tool default of the most specific layer that sets one applies', async () => {
    const decision = await bash({ version: 1, extends: ['./org.yml'], default: 'deny', tools: { bash: { default: 'prompt' } } }, 'make', {
      '.github/org.yml': { version: 1, default: 'allow' },
    });
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes[0]).toMatchObject({ decidedBy: 'default', rule: null, default: { effect: 'prompt', source: '.github/leash.yml:7' } });
  });

  it('a file default of a more specific layer beats a tool default of a lower one', async () => {
    const decision = await bash({ version: 1, extends: ['./org.yml'], default: 'deny' }, 'make', {
      '.github/org.yml': { version: 1, tools: { bash: { default: 'allow' } } },
    });
    expect(decision.decision).toBe('deny');
  });

  it('the built-in default is prompt when no layer sets one', async () => {
    expect((await bash({ version: 1 }, 'make')).decision).toBe('prompt');
  });

  it('a floor turns an allow into needs approval unless the policy lifts it', async () => {
    const held = await bash({ version: 1, tools: { bash: { allow: ['git *'] } } }, 'git -c core.pager=cat log');
    expect(held.decision).toBe('prompt');
    expect(held.scopes[0]).toMatchObject({ decidedBy: 'floor', floors: ['git -c'] });
    const lifted = await bash({ version: 1, tools: { bash: { allow: ['git *'] } }, floors: { lift: ['git -c'] } }, 'git -c core.pager=cat log');
    expect(lifted.decision).toBe('allow');
  });

  it('a floor does not soften a deny default: an uncovered floored command is denied', async () => {
    expect((await bash({ version: 1, default: 'deny' }, 'git -c x=y log')).decision).toBe('deny');
  });

  it('one call, many scopes: the strictest scope decides (deny over prompt over allow)', async () => {
    const decision = await bash({ version: 1, default: 'prompt', tools: { bash: { allow: ['npm test *'], deny: ['curl *'] } } }, 'npm test && make && curl x');
    expect(decision.scopes.map((s) => s.decision)).toEqual(['allow', 'prompt', 'deny']);
    expect(decision.decision).toBe('deny');
  });

  it('a reason from the parse needs approval even under allow-all, and a deny elsewhere still wins', async () => {
    const reason = await bash({ version: 1, default: 'allow', tools: { bash: { allow: ['*'] } } }, '$(whoami) --version');
    expect(reason.decision).toBe('prompt');
    expect(reason.reasons[0]).toMatch(/the command name `\$\(whoami\)` is not known before it runs at 1:1/);
    const denied = await bash({ version: 1, tools: { bash: { allow: ['*'], deny: ['git push *'] } } }, 'echo $(date); git push');
    expect(denied.decision).toBe('deny');
  });

  it('a write allow list of a policy layer replaces the built-in workspace allow', async () => {
    const policy = await policyFrom({ version: 1, default: 'deny', tools: { write: { allow: ['src/**'] } } });
    expect(decidePathAccess(policy, 'write', 'src/a.ts').decision).toBe('allow');
    expect(decidePathAccess(policy, 'write', 'docs/a.md').decision).toBe('deny');
    expect(decidePathAccess(policy, 'read', 'docs/a.md').decision).toBe('allow');
  });

  it('the built-in .git/** write deny stands whatever the policy says', async () => {
    const policy = await policyFrom({ version: 1, default: 'allow', tools: { write: { allow: ['**', '.git/**'] } } });
    const decision = decidePathAccess(policy, 'write', '.git/hooks/pre-commit');
    expect(decision.decision).toBe('deny');
    expect(decision.scopes[0]!.rule).toMatchObject({ layer: 'builtin', source: 'built-in', pattern: '.git/**' });
  });

  it('the built-in deny also stands for a .git below the workspace root: git run there reads its config', async () => {
    const policy = await policyFrom({ version: 1, default: 'allow', tools: { write: { allow: ['**'] } } });
    for (const path of ['vendor/x/.git/config', 'vendor/x/.git', 'a/b/.git/hooks/pre-commit']) {
      const decision = decidePathAccess(policy, 'write', path);
      expect(decision.decision, path).toBe('deny');
      expect(decision.scopes[0]!.rule, path).toMatchObject({ layer: 'builtin', source: 'built-in', pattern: '**/.git/**' });
    }
    for (const path of ['vendor/x/.github/x.yml', 'vendor/x/.gitignore', 'vendor/x.git/config']) {
      expect(decidePathAccess(policy, 'write', path).decision, path).toBe('allow');
    }
    const planted = await bash({ version: 1, tools: { bash: { allow: ['*'] } } }, "printf '[core]\\n\\tfsmonitor = ./x.sh\\n' > sub/.git/config");
    expect(planted.decision).toBe('deny');
    expect((await bash({ version: 1, tools: { bash: { allow: ['*'] } } }, 'mkdir -p sub/.git/objects')).decision).toBe('deny');
  });

  it('a recursive write of a folder holding a denied path is denied (rm -rf . would remove .git)', async () => {
    const decision = await bash({ version: 1, default: 'allow', tools: { bash: { allow: ['rm *'] } } }, 'rm -rf .');
    expect(decision.decision).toBe('deny');
    expect(decision.scopes.find((s) => s.kind === 'write')?.rule?.pattern).toBe('.git/**');
  });

  it('a session layer approval is exact: it covers the approved command and nothing that shares its prefix', async () => {
    const base = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { deny: ['git push *'] } } });
    const session: PolicyLayer = {
      layer: 'session',
      tools: new Map([
        [
          'bash',
          {
            allow: [
              { pattern: 'npm install left-pad', effect: 'allow', tool: 'bash', layer: 'session', source: 'approval 1', exact: true },
              { pattern: 'git push origin main', effect: 'allow', tool: 'bash', layer: 'session', source: 'approval 2', exact: true },
              { pattern: 'echo *', effect: 'allow', tool: 'bash', layer: 'session', source: 'approval 3', exact: true },
            ],
            deny: [],
            hasAllowList: true,
          },
        ],
      ]),
      lifts: [],
      envPass: [],
      tests: [],
    };
    const policy = withLayer(base, session);
    const parser = await bashParser();
    expect(decideBashCommand(policy, parser, 'npm install left-pad').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'npm install left-pad evil').decision).toBe('prompt');
    expect(decideBashCommand(policy, parser, 'git push origin main').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'echo hi').decision).toBe('prompt');
    // A session allow list never narrows the built-in workspace allow for writes.
    expect(decidePathAccess(policy, 'write', 'src/a.ts').decision).toBe('allow');
  });

  it('MCP tools are decided by mcp.<server> rules, exact names, with the file default otherwise', async () => {
    const policy = await policyFrom({ version: 1, default: 'deny', tools: { 'mcp.github': { allow: ['get_issue', 'list_*'], deny: ['list_secrets'] } } });
    expect(decideMcpTool(policy, 'github', 'get_issue').decision).toBe('allow');
    expect(decideMcpTool(policy, 'github', 'get_issues').decision).toBe('deny');
    expect(decideMcpTool(policy, 'github', 'list_pulls').decision).toBe('allow');
    expect(decideMcpTool(policy, 'github', 'list_secrets').decision).toBe('deny');
    expect(decideMcpTool(policy, 'slack', 'get_issue').decision).toBe('deny');
  });
});
