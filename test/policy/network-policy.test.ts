// The `network`, `caches` and `sandbox` policy keys (docs/policy.md): their schema with errors
// at file:line:col, layering with provenance, self-tests, lint warnings, the starter's list, and
// how `sandbox:` combines with a flag.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { decideNetworkScope, lintPolicy, PolicyError, resolveSandboxMode, STARTER_POLICY } from '../../src/policy/index.js';
import { decideNetworkAccess } from '../../src/sandbox/index.js';
import { policyFrom } from '../helpers/policy.js';

async function loadError(text: string, others: Record<string, string | object> = {}): Promise<PolicyError> {
  try {
    await policyFrom(text, others);
  } catch (error) {
    if (error instanceof PolicyError) return error;
    throw error;
  }
  throw new Error('expected the policy to be refused');
}

describe('the network key', () => {
  it('refuses what is not a host pattern, at its file:line:col', async () => {
    const error = await loadError('version: 1\nnetwork:\n  allow:\n    - "https://registry.npmjs.org/"\n');
    expect(error.code).toBe('schema');
    expect(error.message).toMatch(
      /^\.github\/leash\.yml:4:7: entry 1 of network\.allow is not a host pattern: a string \("https:\/\/registry\.npmjs\.org\/"\)/,
    );
    expect((await loadError('version: 1\nnetwork:\n  allow: ["a.*.com"]\n')).message).toContain('is not a host pattern');
    expect((await loadError('version: 1\nnetwork:\n  open: ["a.com"]\n')).message).toContain('unknown key "open" in network; expected one of: allow, deny');
  });

  it('takes hosts, names below a host, addresses and ports', async () => {
    const policy = await policyFrom({
      version: 1,
      network: { allow: ['registry.npmjs.org', '*.pythonhosted.org', '127.0.0.1:8080', '[::1]:9000', 'Example.COM'] },
    });
    expect(decideNetworkAccess(policy, 'files.pythonhosted.org', 443).decision).toBe('allow');
    expect(decideNetworkAccess(policy, 'example.com.', 443).decision).toBe('allow');
    expect(decideNetworkAccess(policy, '::1', 9000).decision).toBe('allow');
    expect(decideNetworkAccess(policy, '127.0.0.1', 8081).decision).toBe('deny');
  });

  it('a deny in an extended file wins over an allow in the repository file, with its file:line', async () => {
    const policy = await policyFrom('version: 1\nextends: [./org.yml]\nnetwork:\n  allow: ["*.example.com"]\n', {
      '.github/org.yml': 'version: 1\nnetwork:\n  deny:\n    - upload.example.com\n',
    });
    expect(decideNetworkAccess(policy, 'upload.example.com', 443)).toEqual({
      decision: 'deny',
      rule: { pattern: 'upload.example.com', effect: 'deny', layer: 'extends', source: '.github/org.yml:4' },
    });
    expect(decideNetworkAccess(policy, 'www.example.com', 443).rule).toMatchObject({ layer: 'repository', source: '.github/leash.yml:4' });
  });

  it('a connection no rule names is refused by the default, which says so', async () => {
    const decision = decideNetworkScope(await policyFrom({ version: 1 }), 'pypi.org', 443);
    expect(decision.decision).toBe('deny');
    expect(decision.scopes[0]).toMatchObject({ kind: 'network', text: 'pypi.org:443', decidedBy: 'default', rule: null });
  });
});

describe('network self-tests', () => {
  it('pass when the connection is decided as expected, 443 when no port is given', async () => {
    await expect(
      policyFrom({
        version: 1,
        network: { allow: ['api.github.com:443'] },
        tests: [
          { network: 'api.github.com:443', expect: 'allow' },
          { network: 'api.github.com', expect: 'allow' },
          { network: 'api.github.com:22', expect: 'deny' },
        ],
      }),
    ).resolves.toBeDefined();
  });

  it('a failing one is a load error naming its line and the rule or default', async () => {
    const error = await loadError(
      'version: 1\nnetwork:\n  deny: [evil.test]\n  allow: ["*.test"]\ntests:\n  - { network: "evil.test:443", expect: allow }\n  - { network: "pypi.org:443", expect: allow }\n',
    );
    expect(error.code).toBe('self-test-failed');
    expect(error.message).toBe(
      '.github/leash.yml:6:5: self-test failed: network "evil.test:443" expected allow, got deny (rule "evil.test" deny, .github/leash.yml:3)',
    );
    const byDefault = await loadError('version: 1\ntests:\n  - { network: "pypi.org:443", expect: allow }\n');
    expect(byDefault.message).toContain('got deny (default deny, built-in: no network for commands');
  });

  it('refuses expect: prompt, a wildcard and a port out of range', async () => {
    expect((await loadError('version: 1\ntests:\n  - { network: "a.test", expect: prompt }\n')).message).toContain(
      'a connection is allowed or denied, never asked about',
    );
    expect((await loadError('version: 1\ntests:\n  - { network: "*.a.test", expect: deny }\n')).message).toContain('is not a host to connect to');
    expect((await loadError('version: 1\ntests:\n  - { network: "a.test:70000", expect: deny }\n')).message).toContain('expected a port from 0 to 65535');
  });
});

describe('lint warns of broad network allows', () => {
  it('any host, a whole top-level domain, and shared hosting domains', async () => {
    const policy = await policyFrom(
      'version: 1\nnetwork:\n  allow:\n    - "*"\n    - "*.com"\n    - "*.github.io"\n    - "registry.npmjs.org"\n    - "*.npmjs.org"\n',
    );
    const warnings = lintPolicy(policy).filter((w) => w.message.startsWith('network allow'));
    expect(warnings.map((w) => w.source)).toEqual(['.github/leash.yml:4', '.github/leash.yml:5', '.github/leash.yml:6']);
    expect(warnings[0]!.message).toContain('any host');
    expect(warnings[2]!.message).toContain('anyone can host one');
  });
});

describe('lint warns of caches that open too much', () => {
  it('the home folder, a folder holding the workspace, everything, and a raw prefix', async () => {
    const policy = await policyFrom('version: 1\ncaches:\n  - ~/**\n  - /**\n  - ~/.cache/pip*\n  - ~/.npm/**\n  - /\n');
    const warnings = lintPolicy(policy).filter((w) => w.message.startsWith('caches'));
    expect(warnings.map((w) => w.source)).toEqual(['.github/leash.yml:3', '.github/leash.yml:4', '.github/leash.yml:5']);
    const ws = await policyFrom('version: 1\ncaches: ["/**"]\n');
    expect(lintPolicy(ws).some((w) => w.message.includes('the file system'))).toBe(true);
  });
});

describe('the caches and sandbox keys', () => {
  it('are read with their provenance, and refuse a wrong value', async () => {
    const policy = await policyFrom('version: 1\nsandbox: required\ncaches:\n  - ~/.npm/**\n');
    const repository = policy.layers.at(-1)!;
    expect(repository.sandbox).toEqual({ mode: 'required', source: '.github/leash.yml:2' });
    expect(repository.caches).toEqual([{ pattern: '~/.npm/**', effect: 'allow', tool: 'caches', layer: 'repository', source: '.github/leash.yml:4' }]);
    expect((await loadError('version: 1\nsandbox: maybe\n')).message).toBe(
      '.github/leash.yml:2:10: sandbox must be required, auto or off, found a string ("maybe")',
    );
  });
});

describe('resolveSandboxMode', () => {
  it('a flag cannot lower a policy layer that requires the sandbox, and says so', async () => {
    const policy = await policyFrom('version: 1\nextends: [./org.yml]\nsandbox: off\n', { '.github/org.yml': 'version: 1\nsandbox: required\n' });
    const resolved = resolveSandboxMode(policy, { requested: 'off', requestedBy: '--sandbox', fallback: 'auto' });
    expect(resolved).toMatchObject({ mode: 'required', source: '.github/org.yml:2' });
    expect(resolved.overruled).toContain('--sandbox off is set aside');
  });

  it('otherwise the flag, then the policy, then the default', async () => {
    const auto = await policyFrom('version: 1\nsandbox: auto\n');
    expect(resolveSandboxMode(auto, { requested: 'off', fallback: 'required' })).toEqual({ mode: 'off', source: '--sandbox' });
    expect(resolveSandboxMode(auto, { requested: 'required', fallback: 'off' }).mode).toBe('required');
    expect(resolveSandboxMode(auto, { fallback: 'required' })).toEqual({ mode: 'auto', source: '.github/leash.yml:2' });
    const none = await policyFrom({ version: 1 });
    expect(resolveSandboxMode(none, { fallback: 'required', fallbackSource: 'the Action on Linux' })).toEqual({
      mode: 'required',
      source: 'the Action on Linux',
    });
  });
});

describe('the starter policy', () => {
  it('loads with its self-tests, gives commands no network, and lists registries and code hosts to uncomment', async () => {
    const policy = await policyFrom(STARTER_POLICY);
    expect(decideNetworkAccess(policy, 'registry.npmjs.org', 443).decision).toBe('deny');
    const uncommented = STARTER_POLICY.replace(/^(\s*)# ("[a-z])/gm, '$1$2');
    const hosts = (parse(uncommented) as { network: { allow: string[] } }).network.allow;
    expect(hosts).toEqual(
      expect.arrayContaining([
        'registry.npmjs.org',
        'pypi.org',
        'files.pythonhosted.org',
        'crates.io',
        'proxy.golang.org',
        'rubygems.org',
        'github.com',
        'gitlab.com',
      ]),
    );
    const opened = await policyFrom(uncommented);
    expect(decideNetworkAccess(opened, 'registry.npmjs.org', 443).decision).toBe('allow');
    expect(lintPolicy(opened).filter((w) => w.message.startsWith('network allow'))).toEqual([]);
  });
});
