// The lint rule that keeps each layer's public surface its index.ts, and layers pointing down.
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs lint rule without types
import { layerBoundaries, LAYER_ORDER } from '../../scripts/eslint/layer-boundaries.mjs';
import { repoRoot } from '../helpers/conformance.js';

const srcRoot = join(repoRoot, 'src');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { leash: { rules: { 'layer-boundaries': layerBoundaries } } },
          rules: { 'leash/layer-boundaries': ['error', { srcRoot }] },
        },
      ],
      { filename: join(srcRoot, file) },
    )
    .map((message) => message.message);
}

describe('leash/layer-boundaries', () => {
  it('lets a layer import a lower layer through its index.ts', () => {
    expect(lint('cli/x.ts', "import { loadPolicy } from '../policy/index.js';")).toEqual([]);
    expect(lint('agent/tools/x.ts', "import type { Policy } from '../../policy/index.js';")).toEqual([]);
  });

  it('refuses a deep import into another layer, static, re-exported or dynamic', () => {
    expect(lint('cli/x.ts', "import { loadPolicy } from '../policy/load.js';")).toEqual([
      "'cli' may use 'policy' only through its public surface 'policy/index.ts', not 'policy/load.js'",
    ]);
    expect(lint('github/x.ts', "export { runAgent } from '../agent/loop.js';")).toHaveLength(1);
    expect(lint('cli/x.ts', "const m = await import('../agent/loop.js');")).toHaveLength(1);
  });

  it('refuses an import of a higher layer, even through its index.ts', () => {
    const [message] = lint('bash/x.ts', "import type { Policy } from '../policy/index.js';");
    expect(message).toContain("'bash' may not import 'policy'");
  });

  it('leaves imports inside a layer and of packages alone', () => {
    expect(lint('bash/x.ts', "import { wrappers } from './wrappers.js';\nimport { parse } from 'yaml';")).toEqual([]);
    expect(lint('agent/tools/x.ts', "import { redactSecrets } from '../redact.js';")).toEqual([]);
  });

  it('names a folder of src/ that is not in the layer order', () => {
    expect(lint('cli/x.ts', "import { x } from '../nowhere/index.js';")[0]).toContain("'nowhere' is not a known layer");
  });

  it('orders every folder of src/', async () => {
    const { readdirSync, statSync } = await import('node:fs');
    const folders = readdirSync(srcRoot)
      .filter((name) => statSync(join(srcRoot, name)).isDirectory())
      .sort();
    expect(folders).toEqual((LAYER_ORDER as string[][]).flat().sort());
  });
});
