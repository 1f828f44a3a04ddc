// The sandbox profile compiled from a policy (src/sandbox/profile.ts): every entry from a rule
// of the policy, or a named built-in, with its provenance.
import { describe, expect, it } from 'vitest';
import {
  compileSandboxProfile,
  decideNetworkAccess,
  pathEntryCovers,
  profileDecidesPath,
  SECRET_PLACES,
  type PathEntry,
  type SandboxProfile,
} from '../../src/sandbox/index.js';
import { HOME, policyFrom, WS } from '../helpers/policy.js';

const TMP = '/tmp/leash-session-1';
// Written out, so the `file:line` each entry names can be read off.
const ORG = `version: 1
tools:
  write:
    deny: ["secrets/**"]
  read:
    deny: [".env*", "~/notes/**"]
network:
  allow:
    - registry.npmjs.org
    - "*.example.com"
  deny:
    - evil.example.com
`;
const REPO_TEXT = `version: 1
extends: [./org.yml]
tools:
  write:
    allow:
      - src/**
      - test/**
    deny:
      - src/generated/**
network:
  allow:
    - "*.github.com:443"
caches:
  - ~/.npm/**
`;
const REPO = {
  version: 1,
  extends: ['./org.yml'],
  tools: { write: { allow: ['src/**', 'test/**'], deny: ['src/generated/**'] } },
  network: { allow: ['*.github.com:443'] },
  caches: ['~/.npm/**'],
};

async function layered(repo: object | string = REPO_TEXT): Promise<SandboxProfile> {
  const policy = await policyFrom(repo, { '.github/org.yml': ORG });
  return compileSandboxProfile(policy, { sessionTmpDir: TMP, env: {} });
}

function find(entries: PathEntry[], path: string): PathEntry | undefined {
  return entries.find((entry) => entry.path === path);
}

describe('a profile compiled from a layered policy with extends', () => {
  it('allows writes only where the write rules allow, the session TMPDIR and the caches', async () => {
    const profile = await layered();
    expect(profile.allowWrite.map((e) => e.path)).toEqual([`${WS}/src/**`, `${WS}/test/**`, `${TMP}/**`, `${HOME}/.npm/**`]);
    expect(find(profile.allowWrite, `${WS}/src/**`)!.rule).toEqual({ pattern: 'src/**', effect: 'allow', layer: 'repository', source: '.github/leash.yml:6' });
    expect(find(profile.allowWrite, `${HOME}/.npm/**`)!.rule).toMatchObject({ pattern: '~/.npm/**', layer: 'repository', source: '.github/leash.yml:14' });
    expect(find(profile.allowWrite, `${TMP}/**`)!.rule).toMatchObject({ pattern: '$TMPDIR', layer: 'builtin' });
  });

  it('the built-in workspace allow while no policy layer lists its own write allows', async () => {
    const profile = await layered({ version: 1, extends: ['./org.yml'] });
    expect(find(profile.allowWrite, `${WS}/**`)!.rule).toEqual({ pattern: './**', effect: 'allow', layer: 'builtin', source: 'built-in' });
  });

  it('makes the write denies of every layer, .git and the write floors deny-write', async () => {
    const profile = await layered();
    expect(find(profile.denyWrite, `${WS}/secrets/**`)!.rule).toEqual({ pattern: 'secrets/**', effect: 'deny', layer: 'extends', source: '.github/org.yml:4' });
    expect(find(profile.denyWrite, `${WS}/src/generated/**`)!.rule.layer).toBe('repository');
    expect(find(profile.denyWrite, `${WS}/.git/**`)!.rule).toMatchObject({ pattern: '.git/**', source: 'built-in' });
    expect(find(profile.denyWrite, `${WS}/**/.git/**`)!.form).toBe('glob');
    expect(find(profile.denyWrite, `${WS}/.github/workflows/**`)!.rule.source).toBe('built-in floor "workflows"');
    expect(find(profile.denyWrite, `${WS}/.claude/**`)!.rule.source).toBe('built-in floor "agent settings"');
    expect(find(profile.denyWrite, `${WS}/.envrc`)!.rule.source).toBe('built-in floor "auto-run files"');
    // The policy in use and the file it extends.
    expect(find(profile.denyWrite, `${WS}/.github/leash.yml`)!.rule.source).toBe('built-in floor "policy files"');
    expect(find(profile.denyWrite, `${WS}/.github/org.yml`)!.rule.source).toBe('built-in floor "policy files"');
  });

  it('makes the read denies of every layer and the secret places deny-read', async () => {
    const profile = await layered();
    expect(find(profile.denyRead, `${WS}/.env*`)).toMatchObject({ form: 'prefix', rule: { pattern: '.env*', layer: 'extends', source: '.github/org.yml:6' } });
    expect(find(profile.denyRead, `${HOME}/notes/**`)!.rule.pattern).toBe('~/notes/**');
    expect(find(profile.denyRead, `${HOME}/.ssh/**`)!.rule).toEqual({
      pattern: '~/.ssh/**',
      effect: 'deny',
      layer: 'builtin',
      source: 'built-in secret place "ssh"',
    });
    expect(find(profile.denyRead, '/proc/*/environ')!.form).toBe('glob');
  });

  it('carries the network rules of every layer with their provenance', async () => {
    const profile = await layered();
    expect(profile.network.allow).toEqual([
      { pattern: 'registry.npmjs.org', effect: 'allow', layer: 'extends', source: '.github/org.yml:9' },
      { pattern: '*.example.com', effect: 'allow', layer: 'extends', source: '.github/org.yml:10' },
      { pattern: '*.github.com:443', effect: 'allow', layer: 'repository', source: '.github/leash.yml:12' },
    ]);
    expect(profile.network.deny).toEqual([{ pattern: 'evil.example.com', effect: 'deny', layer: 'extends', source: '.github/org.yml:12' }]);
  });

  it('gives every entry its rule: pattern, effect, layer and a source', async () => {
    const profile = await layered();
    for (const entry of [...profile.allowWrite, ...profile.denyWrite, ...profile.denyRead]) {
      expect(entry.path.startsWith('/')).toBe(true);
      expect(entry.rule.pattern.length).toBeGreaterThan(0);
      expect(entry.rule.source).toMatch(/^(built-in|\.github\/(leash|org)\.yml:\d+)/);
      expect(['allow', 'deny']).toContain(entry.rule.effect);
    }
  });

  it('changes when the policy changes, with no second place to edit', async () => {
    const before = await layered();
    const after = await layered({ ...REPO, tools: { write: { allow: ['lib/**'], deny: ['lib/vendor/**'] }, read: { deny: ['private/**'] } }, caches: [] });
    expect(profileDecidesPath(before, 'write', `${WS}/src/x.ts`).decision).toBe('allow');
    expect(profileDecidesPath(after, 'write', `${WS}/src/x.ts`)).toEqual({ decision: 'deny', entry: null });
    expect(profileDecidesPath(after, 'write', `${WS}/lib/x.ts`).entry!.rule.pattern).toBe('lib/**');
    expect(profileDecidesPath(after, 'write', `${WS}/lib/vendor/x.ts`).entry!.rule.pattern).toBe('lib/vendor/**');
    expect(profileDecidesPath(after, 'read', `${WS}/private/key`).entry!.rule.pattern).toBe('private/**');
    expect(profileDecidesPath(before, 'read', `${WS}/private/key`).decision).toBe('allow');
    expect(find(after.allowWrite, `${HOME}/.npm/**`)).toBeUndefined();
  });

  it('a lifted write floor is not deny-write', async () => {
    const profile = await layered({ ...REPO, floors: { lift: ['workflows'] } });
    expect(find(profile.denyWrite, `${WS}/.github/workflows/**`)).toBeUndefined();
    expect(find(profile.denyWrite, `${WS}/.claude/**`)).toBeDefined();
  });

  it('a write default of allow opens everything but the denies', async () => {
    const profile = await layered({ version: 1, tools: { write: { allow: [], default: 'allow' } } });
    expect(find(profile.allowWrite, '/**')!.rule).toMatchObject({ pattern: 'default: allow', layer: 'repository', source: '.github/leash.yml:5' });
    expect(profileDecidesPath(profile, 'write', `${WS}/.git/config`).decision).toBe('deny');
  });

  it('leaves a raw-prefix write allow out rather than opening its folder, and says so', async () => {
    const profile = await layered({ version: 1, tools: { write: { allow: ['src/gen*'] } } });
    expect(profile.allowWrite.map((e) => e.path)).toEqual([`${TMP}/**`]);
    expect(profile.notes[0]).toContain('"src/gen*"');
  });
});

describe('the built-in secret places (tables/secret-places.json), by their examples', () => {
  const env = {
    RUNNER_TEMP: '/runner/_temp',
    GITHUB_ENV: '/runner/_temp/_runner_file_commands/set_env_1',
    GITHUB_OUTPUT: '/runner/_temp/_runner_file_commands/set_output_1',
  };
  for (const place of SECRET_PLACES) {
    it(`${place.name}: ${place.why}`, async () => {
      const policy = await policyFrom({ version: 1 });
      const profile = compileSandboxProfile(policy, { sessionTmpDir: TMP, env });
      for (const path of place.match) {
        const hit = profile.denyRead.find((entry) => pathEntryCovers(entry, path));
        expect(hit, path).toBeDefined();
        expect(hit!.rule.source).toBe(`built-in secret place "${place.name}"`);
        if (place.denyWrite) expect(profileDecidesPath(profile, 'write', path).decision, path).toBe('deny');
      }
      for (const path of place.not_match)
        expect(
          profile.denyRead.some((entry) => entry.rule.source === `built-in secret place "${place.name}"` && pathEntryCovers(entry, path)),
          path,
        ).toBe(false);
    });
  }

  it('leaves out a place named by a variable the run does not set', async () => {
    const profile = compileSandboxProfile(await policyFrom({ version: 1 }), { sessionTmpDir: TMP, env: {} });
    expect(profile.denyRead.some((entry) => entry.rule.pattern === '$GITHUB_ENV')).toBe(false);
  });
});

describe('decideNetworkAccess', () => {
  it('denies by default, allows what an allow names, and a deny of any layer wins', async () => {
    const policy = await policyFrom(REPO_TEXT, { '.github/org.yml': ORG });
    expect(decideNetworkAccess(policy, 'pypi.org', 443)).toEqual({ decision: 'deny', rule: null });
    expect(decideNetworkAccess(policy, 'registry.npmjs.org', 443)).toMatchObject({
      decision: 'allow',
      rule: { pattern: 'registry.npmjs.org', source: '.github/org.yml:9' },
    });
    expect(decideNetworkAccess(policy, 'REGISTRY.npmjs.org.', 80).decision).toBe('allow');
    expect(decideNetworkAccess(policy, 'evil.example.com', 443)).toMatchObject({ decision: 'deny', rule: { pattern: 'evil.example.com' } });
    expect(decideNetworkAccess(policy, 'good.example.com', 443).decision).toBe('allow');
    // `*.host` is the names below it, not the host itself.
    expect(decideNetworkAccess(policy, 'example.com', 443).decision).toBe('deny');
    // A port in the pattern is the only port it allows.
    expect(decideNetworkAccess(policy, 'api.github.com', 443).decision).toBe('allow');
    expect(decideNetworkAccess(policy, 'api.github.com', 22).decision).toBe('deny');
  });

  it('an IPv6 loopback with its port, and `*` for any host', async () => {
    const policy = await policyFrom({ version: 1, network: { allow: ['[::1]:8080', '127.0.0.1'] } });
    expect(decideNetworkAccess(policy, '::1', 8080).decision).toBe('allow');
    expect(decideNetworkAccess(policy, '[::1]', 8081).decision).toBe('deny');
    expect(decideNetworkAccess(policy, '127.0.0.1', 9).decision).toBe('allow');
    const any = await policyFrom({ version: 1, network: { allow: ['*:443'] } });
    expect(decideNetworkAccess(any, 'anything.test', 443).decision).toBe('allow');
    expect(decideNetworkAccess(any, 'anything.test', 80).decision).toBe('deny');
  });
});
