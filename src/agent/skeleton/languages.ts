import { basename, extname, join, resolve } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import type { SkeletonLanguage } from './types.js';

/** File name in the grammar directory (see scripts/copy-grammars.mjs) per language. */
export const GRAMMAR_FILES: Readonly<Record<SkeletonLanguage, string>> = {
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  javascript: 'tree-sitter-javascript.wasm',
  python: 'tree-sitter-python.wasm',
  go: 'tree-sitter-go.wasm',
  rust: 'tree-sitter-rust.wasm',
  markdown: 'tree-sitter-markdown.wasm',
  json: 'tree-sitter-json.wasm',
  yaml: 'tree-sitter-yaml.wasm',
};

/** Extension (lower case, with the dot) → language. `.d.ts` is `.ts`. */
export const EXTENSION_LANGUAGES: Readonly<Record<string, SkeletonLanguage>> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.jsx': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.py': 'python',
  '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.json': 'json',
  '.jsonc': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
};

export function skeletonLanguageOf(path: string): SkeletonLanguage | undefined {
  return EXTENSION_LANGUAGES[extname(basename(path)).toLowerCase()];
}

export function supportedExtensions(): string[] {
  return Object.keys(EXTENSION_LANGUAGES);
}

// Process-wide state: the runtime is initialised once and each grammar is loaded once, on
// first use, however many indexers are created (a failed load is forgotten, so it can retry).
let runtime: Promise<Parser> | undefined;
const grammars = new Map<string, Promise<Language>>();

function sharedParser(grammarDir: string): Promise<Parser> {
  // Parser.init finds web-tree-sitter.wasm through locateFile; it sits beside the grammars.
  runtime ??= Parser.init({ locateFile: (file: string) => join(grammarDir, file) })
    .then(() => new Parser())
    .catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
  return runtime;
}

/**
 * The shared parser and the language's grammar, loading either on first use. The caller sets
 * the language and parses in the same synchronous step, so concurrent calls cannot interleave.
 */
export async function loadLanguage(grammarDir: string, language: SkeletonLanguage): Promise<{ parser: Parser; grammar: Language }> {
  const parser = await sharedParser(grammarDir);
  const file = resolve(grammarDir, GRAMMAR_FILES[language]);
  let loading = grammars.get(file);
  if (!loading) {
    loading = Language.load(file);
    grammars.set(file, loading);
    loading.catch(() => grammars.delete(file));
  }
  return { parser, grammar: await loading };
}
