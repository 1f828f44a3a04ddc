// Copies the tree-sitter runtime and grammar .wasm files from their registry packages into
// grammars/, so nothing is downloaded at run time and the bundle can ship them beside itself.
import { copyFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAMMAR_FILES } from './grammar-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const grammars = join(root, 'grammars');
mkdirSync(grammars, { recursive: true });

for (const [pkg, file, name] of GRAMMAR_FILES) {
  // Packages hide package.json behind "exports", so look for the folder itself.
  const from = join(root, 'node_modules', pkg, file);
  if (!existsSync(from)) {
    console.error(`copy-grammars: ${from} is missing; is ${pkg} installed (npm ci)?`);
    process.exit(1);
  }
  copyFileSync(from, join(grammars, name));
}
