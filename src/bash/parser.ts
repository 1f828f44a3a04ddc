// Loads web-tree-sitter and the bash grammar once per process. The .wasm files come from
// grammars/ (copied from their registry packages) or sit beside a bundle; nothing is fetched.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Tree } from 'web-tree-sitter';
import { adoptTreeSitterExports, checkTreeSitterExports } from './syntax.js';

export interface BashParser {
  /** Parses a command string. The caller must call `tree.delete()` when done with it. */
  parse(source: string): Tree;
}

const BASH_WASM = 'tree-sitter-bash.wasm';
const RUNTIME_WASM = 'web-tree-sitter.wasm';

/**
 * The folder holding the grammar .wasm files: beside the running bundle (dist/), or the
 * repository's grammars/ when running from source.
 */
export function findGrammarDir(fromUrl: string = import.meta.url): string {
  const here = dirname(fileURLToPath(fromUrl));
  // A bundle's chunks sit one folder below it; the sources two folders below grammars/.
  const candidates = [here, join(here, '..'), join(here, 'grammars'), join(here, '..', 'grammars'), join(here, '..', '..', 'grammars')];
  for (const dir of candidates) {
    if (existsSync(join(dir, BASH_WASM)) && existsSync(join(dir, RUNTIME_WASM))) return dir;
  }
  throw new Error(
    `cannot find ${BASH_WASM} and ${RUNTIME_WASM} (looked in ${candidates.join(', ')}); run \`npm ci\` or \`npm run grammars\``,
  );
}

let runtimeReady: Promise<void> | undefined;
const languages = new Map<string, Promise<Language>>();

/** Initialises the tree-sitter runtime from `grammarDir` (once per process). */
export function initTreeSitter(grammarDir: string): Promise<void> {
  runtimeReady ??= (async () => {
    const moduleOptions = { locateFile: (file: string) => join(grammarDir, file) };
    await Parser.init(moduleOptions);
    // The options object is now the runtime module (when this was the first init): syntax.ts
    // reads trees through its exports, several times faster than through TreeCursor.
    adoptTreeSitterExports(moduleOptions);
  })();
  return runtimeReady;
}

/** Loads a grammar .wasm once per process. */
export async function loadLanguage(grammarDir: string, wasmFile: string): Promise<Language> {
  await initTreeSitter(grammarDir);
  const path = join(grammarDir, wasmFile);
  let language = languages.get(path);
  if (!language) {
    language = Language.load(path);
    languages.set(path, language);
  }
  return language;
}

let bashParser: Promise<BashParser> | undefined;

/** The process's bash parser. */
export function loadBashParser(grammarDir: string = findGrammarDir()): Promise<BashParser> {
  bashParser ??= (async () => {
    const language = await loadLanguage(grammarDir, BASH_WASM);
    const parser = new Parser();
    parser.setLanguage(language);
    const bash: BashParser = {
      parse(source: string): Tree {
        const tree = parser.parse(source);
        if (!tree) throw new Error('tree-sitter returned no tree');
        return tree;
      },
    };
    checkTreeSitterExports((source) => bash.parse(source));
    return bash;
  })();
  return bashParser;
}
