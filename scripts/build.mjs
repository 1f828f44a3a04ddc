// Bundles the CLI and the Action with esbuild into dist/ (ESM; the toolkit packages are ESM
// only), with the tree-sitter .wasm files beside the bundles. dist/ is committed: the Action
// runs it as is, and CI checks it is what the sources build.
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAMMAR_FILES } from './grammar-files.mjs';
import { FORGE_FILE, buildNodeForge, lazyNodeForge } from './lazy-node-forge.mjs';
import { thirdPartyNotices } from './third-party-notices.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const grammars = join(root, 'grammars');

// Each entry: [source, output name]. Entries that do not exist yet are skipped.
const entries = [
  ['src/cli/bin.ts', 'cli'],
  ['src/github/main.ts', 'index'],
  ['src/github/post.ts', 'post'],
].filter(([source]) => existsSync(join(root, source)));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/** Fields of src/bash/tables/*.json that only the tests and readers use: examples and comments. */
const TABLE_TEST_FIELDS = new Set(['$comment', 'examples', 'needsApproval', 'match', 'not_match', 'ordinary']);

function withoutTestFields(value) {
  if (Array.isArray(value)) return value.map(withoutTestFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TABLE_TEST_FIELDS.has(key))
      .map(([key, inner]) => [key, withoutTestFields(inner)]),
  );
}

// The tables carry their tested examples beside each entry, a third of their size; every leash
// process would parse them at start and never read them. Every data file of src/ (the tables
// too) becomes a module whose default export is `JSON.parse` of one string: V8 reads a string
// and JSON faster than the object literal esbuild's json loader writes (for the bash tables,
// 7-11 ms CPU against 12-15 ms on Node 24). Their importers take the default export only.
const sourceJsonAsParse = {
  name: 'source-json-as-parse',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]src[\\/].+\.json$/ }, (args) => {
      const data = JSON.parse(readFileSync(args.path, 'utf8'));
      const kept = /[\\/]src[\\/]bash[\\/]tables[\\/][^\\/]+\.json$/.test(args.path) ? withoutTestFields(data) : data;
      return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(kept))});`, loader: 'js' };
    });
  },
};

const bundled = await build({
  entryPoints: Object.fromEntries(entries.map(([source, name]) => [name, join(root, source)])),
  outdir: dist,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: false,
  sourcemap: false,
  // Every bundled package's licence is in THIRD_PARTY_NOTICES.txt, written below from the metafile.
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);" },
  // web-tree-sitter probes for a browser environment with these; they are never used on node.
  external: [],
  plugins: [sourceJsonAsParse, lazyNodeForge],
});

const forgeBuilt = await buildNodeForge(root, join(dist, FORGE_FILE));

for (const file of readdirSync(grammars).filter((f) => f.endsWith('.wasm'))) {
  copyFileSync(join(grammars, file), join(dist, file));
}

writeFileSync(
  join(dist, 'THIRD_PARTY_NOTICES.txt'),
  thirdPartyNotices(
    root,
    { inputs: { ...bundled.metafile.inputs, ...forgeBuilt.metafile.inputs } },
    GRAMMAR_FILES.map(([pkg]) => pkg),
  ),
);

// The sandbox library runs its prebuilt seccomp helper (x64, arm64) and the JVM's proxy agent from
// a vendor/ folder it looks for beside the bundle's chunks (dist/vendor/...): copied, not downloaded.
const sandboxVendor = join(root, 'node_modules', '@anthropic-ai', 'sandbox-runtime', 'vendor');
for (const part of ['seccomp/x64/apply-seccomp', 'seccomp/arm64/apply-seccomp', 'java-proxy-agent/srt-proxy-agent.jar']) {
  if (!existsSync(join(sandboxVendor, part))) continue;
  mkdirSync(dirname(join(dist, 'vendor', part)), { recursive: true });
  copyFileSync(join(sandboxVendor, part), join(dist, 'vendor', part));
}

// `leash demo` works in a copy of this small repository; it ships beside the bundle.
cpSync(join(root, 'examples', 'demo-repo'), join(dist, 'demo-repo'), { recursive: true });
