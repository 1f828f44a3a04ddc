// Loads web-tree-sitter and the bash grammar once per process. The .wasm files come from
// grammars/ (copied from their registry packages) or sit beside a bundle; nothing is fetched.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, Tree } from 'web-tree-sitter';
import { adoptTreeSitterExports, checkTreeSitterExports, copySyntaxTree, copySyntaxTreeAt, type SyntaxCopy, type SyntaxNode } from './syntax.js';

export interface BashParser {
  /** Parses a command string. The caller must call `tree.delete()` when done with it. */
  parse(source: string): Tree;
  /** Parses and copies a command string (see parseCopy); the caller deletes `errorTree` when there is one. */
  parseCopy(source: string): ParsedSyntax;
}

export interface ParsedSyntax {
  root: SyntaxNode;
  /** The tree, kept only when it holds a syntax error or a missing node; null when the parse is clean. */
  errorTree: Tree | null;
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
  throw new Error(`cannot find ${BASH_WASM} and ${RUNTIME_WASM} (looked in ${candidates.join(', ')}); run \`npm ci\` or \`npm run grammars\``);
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
  module: { currentParseCallback: ((index: number) => string) | null };
  parse(parser: number, inputBuffer: number, oldTree: number, ranges: number, rangeCount: number): number;
  deleteTree(tree: number): void;
}

let runtime: ParseExports | null = null;

/** The exports, taken off the module once: it holds hundreds of properties, and each lookup there is slow. */
function parseExports(module: object): ParseExports | null {
  const m = module as Partial<Record<'_ts_parser_parse_wasm' | '_ts_tree_delete', unknown>>;
  if (typeof m._ts_parser_parse_wasm !== 'function' || typeof m._ts_tree_delete !== 'function' || !('currentParseCallback' in m)) return null;
  return {
    module: module as ParseExports['module'],
    parse: m._ts_parser_parse_wasm as ParseExports['parse'],
    deleteTree: m._ts_tree_delete as ParseExports['deleteTree'],
  };
}

/** Trees this module's parsers made, and how many of them are not deleted yet (for the memory benchmark and tests). */
const trees = { parsed: 0, alive: 0 };

export function treeCounts(): { parsed: number; alive: number } {
  return { parsed: trees.parsed, alive: trees.alive };
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
 * A Tree made from a parse's address: Tree's methods (rootNode, and through it every node's
 * text) with what they read, without the work of Tree's constructor. It is not in the
 * finalisation registry: whoever parses deletes.
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

  /** What Tree reads node text through; only an error report or a test asks, so it is made then. */
  get textCallback(): (index: number) => string {
    return sliceFrom.bind(this.source);
  }

  delete(): void {
    if (this[0] === 0) return;
    runtime!.deleteTree(this[0]);
    this[0] = 0;
    trees.alive--;
  }
}
Object.setPrototypeOf(LightTree.prototype, Tree.prototype);

/**
 * Parser.parse without what a decision does not use, which costs a tenth of a short command's
 * parse: a callback and a Tree made per parse, the logger switch (a wasm call; no logger is ever
 * set on this parser) and the finalisation registry. Returns the tree's address; the caller deletes it.
 */
function parseAddress(exports: ParseExports, parser: Parser, source: string): number {
  const handles = parser as unknown as { 0: number; 1: number };
  parsing = source;
  exports.module.currentParseCallback = readParsing;
  let address: number;
  try {
    address = exports.parse(handles[0], handles[1], 0, 0, 0);
  } finally {
    exports.module.currentParseCallback = null;
    parsing = '';
  }
  if (!address) throw new Error('tree-sitter returned no tree');
  trees.parsed++;
  trees.alive++;
  return address;
}

/** A tree from Parser.parse itself (the runtime was initialised elsewhere), counted like the others. */
function parsePublic(parser: Parser, source: string): Tree {
  const tree = parser.parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  trees.parsed++;
  trees.alive++;
  const release = tree.delete;
  tree.delete = function deleteCounted(this: Tree): void {
    if ((this as unknown as { 0: number })[0] !== 0) trees.alive--;
    release.call(this);
  };
  return tree;
}

/**
 * The copy a decision walks, and the tree itself only when it holds a syntax error (for saying
 * what and where); then the caller deletes it. A clean tree is deleted here, and on the fast path
 * never becomes a Tree object at all.
 */
function parseCopy(parser: Parser, language: Language, source: string): ParsedSyntax {
  if (runtime) {
    const address = parseAddress(runtime, parser, source);
    let copy: SyntaxCopy | null;
    try {
      copy = copySyntaxTreeAt(address, language, source);
    } catch (error) {
      runtime.deleteTree(address);
      trees.alive--;
      throw error;
    }
    if (copy && !copy.hasError) {
      runtime.deleteTree(address);
      trees.alive--;
      return { root: copy.root, errorTree: null };
    }
    const tree = new LightTree(address, language, source) as unknown as Tree;
    return copy ? { root: copy.root, errorTree: tree } : copyOrDelete(tree, source);
  }
  return copyOrDelete(parsePublic(parser, source), source);
}

function copyOrDelete(tree: Tree, source: string): ParsedSyntax {
  let copy: SyntaxCopy;
  try {
    copy = copySyntaxTree(tree, source);
  } catch (error) {
    tree.delete();
    throw error;
  }
  if (copy.hasError) return { root: copy.root, errorTree: tree };
  tree.delete();
  return { root: copy.root, errorTree: null };
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
        return runtime ? (new LightTree(parseAddress(runtime, parser, source), language, source) as unknown as Tree) : parsePublic(parser, source);
      },
      parseCopy(source: string): ParsedSyntax {
        return parseCopy(parser, language, source);
      },
    };
    checkTreeSitterExports((source) => bash.parse(source));
    return bash;
  })();
  return bashParser;
}
