import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "leash",
  version: "0.1.0",
  description: "Run coding agents headless in CI on a short leash: a policy decides every tool call, every dollar is capped, every session leaves a transcript.",
  type: "module",
  license: "MIT",
  private: true,
  bin: {
    leash: "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    grammars: "node scripts/copy-grammars.mjs",
    postinstall: "node scripts/copy-grammars.mjs",
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    pretest: "node scripts/system-deps.mjs",
    test: "tsc --noEmit && vitest run",
    bench: "node scripts/run-bench.mjs",
    "generate:validator": "tsx scripts/generate-policy-validator.ts",
    lint: "eslint . && prettier --check .",
    format: "prettier --write ."
  },
  dependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@anthropic-ai/sandbox-runtime": "0.0.78",
    "@anthropic-ai/sdk": "1.14.0",
    "@kerebron/wasm": "0.8.9",
    "@modelcontextprotocol/sdk": "1.32.2",
    "@tree-sitter-grammars/tree-sitter-yaml": "0.7.1",
    ajv: "8.20.0",
    "csv-parse": "7.0.3",
    ignore: "7.0.17",
    "p-limit": "7.3.3",
    tinyglobby: "0.2.17",
    "tree-sitter-bash": "0.25.1",
    "tree-sitter-go": "0.25.0",
    "tree-sitter-javascript": "0.25.0",
    "tree-sitter-json": "0.24.8",
    "tree-sitter-python": "0.25.0",
    "tree-sitter-rust": "0.24.0",
    "tree-sitter-typescript": "0.23.2",
    "web-tree-sitter": "0.27.2",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  devDependencies: {
    "@actions/workflow-parser": "0.3.61",
    "@eslint/js": "10.0.1",
    "@types/node": "20.19.43",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    "fast-check": "4.11.0",
    "playwright-core": "1.65.1",
    prettier: "3.10.1",
    tsx: "4.23.15",
    typescript: "5.9.3",
    "typescript-eslint": "8.73.0",
    vite: "8.3.8",
    vitest: "4.1.12"
  }
};

export {
  package_default
};
