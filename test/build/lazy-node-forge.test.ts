// node-forge is kept out of the bundles' start (scripts/lazy-node-forge.mjs): the sandbox
// library's CA code, bundled with the plugin, parses no node-forge at load and still makes a
// CA certificate and a CRL (which read pki.getTBSCertificate and asn1.Class/Type, taken at
// load), loading node-forge from dist/vendor/ when it first needs it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { FORGE_FILE, buildNodeForge, lazyNodeForge } from '../../scripts/lazy-node-forge.mjs';
import { repoRoot } from '../helpers/conformance.js';

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leash-lazy-forge-'));
  const entry = join(dir, 'entry.mjs');
  writeFileSync(
    entry,
    [
      `import { generateCa, generateEmptyCrl } from ${JSON.stringify(join(repoRoot, 'node_modules/@anthropic-ai/sandbox-runtime/dist/sandbox/mitm-ca.js'))};`,
      `const before = Object.keys(require.cache).some((file) => file.includes('node-forge'));`,
      // As in the sandbox library, the CA is made after the bundle has loaded, never while it loads.
      `await new Promise((turn) => setTimeout(turn, 0));`,
      `const ca = generateCa({ cn: 'leash test CA', validityDays: 1 });`,
      `const crl = generateEmptyCrl(ca.cert, ca.keyPem);`,
      `console.log(JSON.stringify({ before, after: Object.keys(require.cache).some((file) => file.includes('node-forge')), cert: ca.certPem.split(/\\r?\\n/)[0], crl: crl.length > 100 }));`,
    ].join('\n'),
  );
  await build({
    entryPoints: { index: entry },
    outdir: join(dir, 'dist'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    banner: { js: "import { createRequire as __testCreateRequire } from 'node:module'; const require = __testCreateRequire(import.meta.url);" },
    plugins: [lazyNodeForge],
  });
  await buildNodeForge(repoRoot, join(dir, 'dist', FORGE_FILE));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('node-forge, loaded on first use', () => {
  it('is not in the bundle that imports it', () => {
    const bundle = readFileSync(join(dir, 'dist', 'index.js'), 'utf8');
    expect(bundle).toContain('sandbox-runtime/dist/sandbox/mitm-ca.js');
    expect(bundle).not.toMatch(/node_modules\/node-forge\//);
  });

  it('is loaded from dist/vendor/ when the CA code first runs, and the CA is made', () => {
    const out = JSON.parse(execFileSync(process.execPath, [join(dir, 'dist', 'index.js')], { encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toEqual({ before: false, after: true, cert: '-----BEGIN CERTIFICATE-----', crl: true });
  });
});
