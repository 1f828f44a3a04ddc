// The build writes a licence notice for every package it bundles or copies into dist/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { packageFolderOf, thirdPartyNotices } from '../../scripts/third-party-notices.mjs';
import { repoRoot } from '../helpers/conformance.js';

let root: string;

function addPackage(folder: string, manifest: Record<string, unknown>, files: Record<string, string> = {}): void {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'index.js'), '');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'leash-notices-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('thirdPartyNotices', () => {
  it('finds the package folder of plain, scoped and nested inputs', () => {
    expect(packageFolderOf(root, 'node_modules/yaml/dist/index.js')).toBe(join(root, 'node_modules/yaml'));
    expect(packageFolderOf(root, 'node_modules/@actions/core/lib/core.js')).toBe(join(root, 'node_modules/@actions/core'));
    expect(packageFolderOf(root, 'node_modules/a/node_modules/@s/b/x.js')).toBe(join(root, 'node_modules/a/node_modules/@s/b'));
    expect(packageFolderOf(root, 'src/cli/bin.ts')).toBeUndefined();
  });

  it('lists every bundled and copied package once, with its licence text, and none of our own files', () => {
    addPackage('node_modules/alpha', { name: 'alpha', version: '1.0.0', license: 'MIT' }, { LICENSE: 'alpha licence text' });
    addPackage('node_modules/@s/beta', { name: '@s/beta', version: '2.0.0', license: 'ISC' }, { 'LICENSE.md': 'beta licence text', NOTICE: 'beta notice' });
    addPackage('node_modules/gamma', { name: 'gamma', version: '3.0.0', license: { type: 'BSD-2-Clause' } });
    const metafile = {
      inputs: {
        'node_modules/alpha/index.js': {},
        'node_modules/alpha/other.js': {},
        'node_modules/@s/beta/index.js': {},
        'src/cli/bin.ts': {},
      },
    };
    const text: string = thirdPartyNotices(root, metafile, ['gamma']);
    expect(text).toContain('these 3 packages');
    expect(text).toContain('@s/beta@2.0.0 (ISC)');
    expect(text).toContain('beta licence text');
    expect(text).toContain('beta notice');
    expect(text).toContain('alpha licence text');
    expect(text).toContain('gamma@3.0.0 (BSD-2-Clause)');
    expect(text).toContain('its package.json says BSD-2-Clause');
    expect(text.match(/^alpha@1\.0\.0/gm)).toHaveLength(1);
    expect(text.indexOf('@s/beta@')).toBeLessThan(text.indexOf('alpha@'));
  });

  it('refuses a package that states no licence anywhere', () => {
    addPackage('node_modules/nolicence', { name: 'nolicence', version: '0.0.1' });
    expect(() => thirdPartyNotices(root, { inputs: { 'node_modules/nolicence/index.js': {} } }, [])).toThrow(
      /no licence for bundled package\(s\): nolicence@0\.0\.1/,
    );
  });

  it('the committed notices name the packages the bundle is built on', () => {
    const text = readFileSync(join(repoRoot, 'dist', 'THIRD_PARTY_NOTICES.txt'), 'utf8');
    for (const name of ['@anthropic-ai/sdk', '@actions/core', 'yaml', 'web-tree-sitter', 'tree-sitter-bash', 'p-limit']) {
      expect(text, name).toMatch(new RegExp(`^${name.replace(/[/.]/g, '\\$&')}@\\d`, 'm'));
    }
  });
});
