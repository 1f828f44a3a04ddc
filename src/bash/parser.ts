// Loads web-tree-sitter and the bash grammar once per process. The .wasm files come from
// grammars/ (copied from their registry packages) or sit beside a bundle; nothing is fetched.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, Tree } from 'web-tree-sitter';
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
    runtime = parseExports(moduleOptions);
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

/** The runtime's parse and delete exports, when this module initialised the runtime. */
interface ParseExports {
  _ts_parser_parse_wasm(parser: number, inputBuffer: number, oldTree: number, ranges: number, rangeCount: number): number;
  _ts_tree_delete(tree: number): void;
  currentParseCallback: ((index: number) => string) | null;
  currentProgressCallback: unknown;
  currentLogCallback: unknown;
}

let runtime: ParseExports | null = null;

function parseExports(module: object): ParseExports | null {
  const m = module as Partial<Record<keyof ParseExports, unknown>>;
  return typeof m._ts_parser_parse_wasm === 'function' && typeof m._ts_tree_delete === 'function' && 'currentParseCallback' in m
    ? (module as ParseExports)
    : null;
}

/** The parse callback's source: one parse runs at a time, and the callback is not kept past it. */
let parsing = '';

/** The parse callback: the source from `index` on, as Parser.parse reads a string. */
function readParsing(index: number): string {
  return parsing.slice(index);
}

function sliceFrom(this: string, index: number): string {
  return this.slice(index);
}

/**
 * A Tree made by `parseLight`: Tree's methods (rootNode, and through it every node's text) with
 * what they read, but without the work of Tree's constructor. It is not in the finalisation
 * registry: whoever parses deletes.
 */
class LightTree {
  // Declared, not initialised: a class field initialiser defines the element, which costs more than the assignment below.
  declare 0: number;

  constructor(
    address: number,
    readonly language: Language,
    private readonly source: string,
  ) {
    this[0] = address;
  }

  /** What Tree reads node text through; only an error report asks, so it is made then. */
  get textCallback(): (index: number) => string {
    return sliceFrom.bind(this.source);
  }

  delete(): void {
    if (this[0] !== 0 && runtime) runtime._ts_tree_delete(this[0]);
    this[0] = 0;
  }
}
Object.setPrototypeOf(LightTree.prototype, Tree.prototype);

/**
 * Parser.parse without what a decision does not use, which costs a tenth of a short command's
 * parse: a callback and a Tree made per parse, the logger switch (a wasm call; no logger is ever
 * set on this parser) and the finalisation registry (every tree is deleted by its caller).
 */
function parseLight(exports: ParseExports, parser: Parser, language: Language, source: string): Tree {
  const handles = parser as unknown as { 0: number; 1: number };
  parsing = source;
  exports.currentParseCallback = readParsing;
  exports.currentProgressCallback = null;
  exports.currentLogCallback = null;
  let address: number;
  try {
    address = exports._ts_parser_parse_wasm(handles[0], handles[1], 0, 0, 0);
  } finally {
    exports.currentParseCallback = null;
    parsing = '';
  }
  if (!address) throw new Error('tree-sitter returned no tree');
  return new LightTree(address, language, source) as unknown as Tree;
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
        if (runtime) return parseLight(runtime, parser, language, source);
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
