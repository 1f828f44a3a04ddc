// The tree-sitter .wasm files Leash ships, and the registry packages they come from:
// [package, file inside the package, name in grammars/ and dist/].
export const GRAMMAR_FILES = [
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
