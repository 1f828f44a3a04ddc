// Copies the tree-sitter runtime and grammar .wasm files from their registry packages into
// grammars/, so nothing is downloaded at run time and the bundle can ship them beside itself.
import { copyFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const grammars = join(root, 'grammars');
mkdirSync(grammars, { recursive: true });

// [package, file inside the package, name in grammars/]
const wasmFiles = [
  ['web-tree-sitter', 'web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
  ['tree-sitter-bash', 'tree-sitter-bash.wasm', 'tree-sitter-bash.wasm'],
  ['tree-sitter-typescript', 'tree-sitter-typescript.wasm', 'tree-sitter-typescript.wasm'],
  ['tree-sitter-typescript', 'tree-sitter-tsx.wasm', 'tree-sitter-tsx.wasm'],
  ['tree-sitter-javascript', 'tree-sitter-javascript.wasm', 'tree-sitter-javascript.wasm'],
  ['tree-sitter-python', 'tree-sitter-python.wasm', 'tree-sitter-python.wasm'],
  ['tree-sitter-go', 'tree-sitter-go.wasm', 'tree-sitter-go.wasm'],
  ['tree-sitter-rust', 'tree-sitter-rust.wasm', 'tree-sitter-rust.wasm'],
  ['tree-sitter-json', 'tree-sitter-json.wasm', 'tree-sitter-json.wasm'],
  ['@tree-sitter-grammars/tree-sitter-yaml', 'tree-sitter-yaml.wasm', 'tree-sitter-yaml.wasm'],
  // The markdown grammar's own package ships no .wasm; this package carries the upstream
  // release build (tree-sitter-grammars/tree-sitter-markdown v0.5.3, block grammar).
  ['@kerebron/wasm', 'assets/tree-sitter-markdown/tree-sitter-markdown.wasm', 'tree-sitter-markdown.wasm'],
];

for (const [pkg, file, name] of wasmFiles) {
  // Packages hide package.json behind "exports", so look for the folder itself.
  const from = join(root, 'node_modules', pkg, file);
  if (!existsSync(from)) {
    console.error(`copy-grammars: ${from} is missing; is ${pkg} installed (npm ci)?`);
    process.exit(1);
  }
  copyFileSync(from, join(grammars, name));
}
