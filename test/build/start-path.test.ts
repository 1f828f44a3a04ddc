// What the Action parses before its first model request: the static import graph of its entry.
// Packages first used later (or only by some runs) must sit behind a dynamic import, so that
// esbuild puts them in chunks the start never reads (docs/action.md, "Start time").
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
    entryPoints: { index: join(repoRoot, 'src/github/main.ts') },
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

/** The bundled inputs of the entry's output and of every chunk it imports statically, transitively. */
function inputsLoadedAtStart(): string[] {
  const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint?.endsWith('src/github/main.ts'));
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]!.imports) if (imported.kind === 'import-statement' && !imported.external) walk(imported.path);
  };
  walk(entry!);
  return [...seen].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
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
