// What the Action parses before its first model request, and what `leash check` parses before its
// first decision: the static import graph of the entry (and of the command's own module, which the
// CLI imports on demand). Packages first used later (or only by some runs) must sit behind a
// dynamic import, so that esbuild puts them in chunks the start never reads (docs/action.md,
// "Start time").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { lazyNodeForge } from '../../scripts/lazy-node-forge.mjs';
import { repoRoot } from '../helpers/conformance.js';

let out: string;
let metafile: Metafile;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'leash-start-path-'));
  // The bundler settings of scripts/build.mjs that decide the chunks: ESM with splitting, and node-forge kept out.
  const result = await build({
    entryPoints: { index: join(repoRoot, 'src/github/main.ts'), cli: join(repoRoot, 'src/cli/bin.ts') },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [lazyNodeForge],
  });
  metafile = result.metafile;
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The output that holds `source` (an entry, or a module imported dynamically, which starts its own chunk). */
function outputHolding(source: string): string {
  const found = Object.keys(metafile.outputs).find((file) => Object.keys(metafile.outputs[file]!.inputs).some((input) => input.endsWith(source)));
  if (!found) throw new Error(`no output holds ${source}`);
  return found;
}

/** The bundled inputs of the outputs holding `sources` and of every chunk they import statically, transitively. */
function inputsLoadedFrom(...sources: string[]): string[] {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]!.imports) if (imported.kind === 'import-statement' && !imported.external) walk(imported.path);
  };
  for (const source of sources) walk(outputHolding(source));
  return [...seen].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
}

function inputsLoadedAtStart(): string[] {
  return inputsLoadedFrom('src/github/main.ts');
}

describe("the Action's start path", () => {
  it('does not load the MCP SDK (the Action starts no MCP servers) or zod, which it brings', () => {
    const loaded = inputsLoadedAtStart();
    expect(loaded.some((input) => input.includes('src/github/main-step.ts'))).toBe(true);
    expect(loaded.filter((input) => input.includes('node_modules/@modelcontextprotocol/'))).toEqual([]);
    // The sandbox library has its own zod 3, which the Action does load when it opens the sandbox.
    expect(loaded.filter((input) => input.includes('node_modules/zod/') && !input.includes('sandbox-runtime/node_modules/zod/'))).toEqual([]);
  });

  it('does not parse node-forge, which the sandbox library needs only for TLS termination', () => {
    expect(inputsLoadedAtStart().filter((input) => input.includes('node_modules/node-forge/'))).toEqual([]);
  });
});

describe("`leash check`'s start path", () => {
  // A decision needs the policy, the parser and the path resolver; the model client and the OS
  // sandbox library are over a megabyte of JavaScript that only runs need. The path folding probe
  // once sat in agent/ and pulled both in, which made a check process 1.5 times slower.
  it('does not load the Anthropic SDK, the sandbox library or the agent loop', () => {
    const loaded = inputsLoadedFrom('src/cli/bin.ts', 'src/cli/main.ts', 'src/cli/check.ts');
    expect(loaded.some((input) => input.endsWith('src/cli/check.ts'))).toBe(true);
    expect(loaded.some((input) => input.endsWith('src/paths/folding-probe.ts'))).toBe(true);
    expect(loaded.filter((input) => /node_modules\/@anthropic-ai\/|src\/agent\/|src\/sandbox\//.test(input))).toEqual([]);
  });
});
