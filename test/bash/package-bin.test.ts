// The program a package runner starts for a package spec (src/bash/package-bin.ts): the name a
// deny rule naming that program would name.
import { describe, expect, it } from 'vitest';
import { packageBin } from '../../src/bash/package-bin.js';

describe('packageBin: the bin a package spec most likely runs', () => {
  it.each([
    ['eslint', 'eslint'],
    ['npm@10', 'npm'],
    ['prettier@3.2.0', 'prettier'],
    ['create-vite@latest', 'create-vite'],
    ['@scope/tool', 'tool'],
    ['@scope/tool@1', 'tool'],
    ['@scope/tool@^1.2', 'tool'],
    ['npm:npm@10', 'npm'],
    ['x@npm:npm@10', 'npm'],
    ['x@npm:@scope/tool@2', 'tool'],
    ['github:npm/cli', 'cli'],
    ['npm/cli#v10.0.0', 'cli'],
    ['git+https://github.com/o/tool.git#main', 'tool'],
    ['https://registry.example.com/tool/-/tool-1.2.3.tgz', 'tool'],
    ['file:vendor/tool-2.0.0.tar.gz', 'tool'],
  ])('%s runs %s', (spec, bin) => {
    expect(packageBin(spec)).toBe(bin);
  });

  it('leaves a path as written: the file or folder it names runs', () => {
    for (const spec of ['./bin/x', '../tool', '/usr/bin/git', '~/bin/x']) expect(packageBin(spec)).toBe(spec);
  });

  it('leaves a spec it reads no name from as written', () => {
    for (const spec of ['', '@scope/', 'github:']) expect(packageBin(spec)).toBe(spec);
  });
});
