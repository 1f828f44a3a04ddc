import { extname } from 'node:path';
import type { Node } from 'web-tree-sitter';
import { extractJson, extractYaml } from './data.js';
import { extractGo } from './go.js';
import { extractJavaScriptFamily } from './javascript.js';
import { loadLanguage, skeletonLanguageOf, supportedExtensions } from './languages.js';
import { extractMarkdown } from './markdown.js';
import { extractPython } from './python.js';
import { DEFAULT_MAX_LINES, orderSections, renderSkeleton } from './render.js';
import { extractRust } from './rust.js';
import type { SectionItems, Skeleton, SkeletonLanguage, SkeletonResult } from './types.js';

/** Files larger than this are refused: a skeleton of a bundle or a data dump helps nobody. */
export const SKELETON_MAX_BYTES = 2 * 1024 * 1024;
/** Parse errors listed in the header of a partial skeleton. */
const MAX_ERROR_LINES = 3;

type Extractor = (root: Node, source: string) => SectionItems;

const EXTRACTORS: Readonly<Record<SkeletonLanguage, Extractor>> = {
  typescript: extractJavaScriptFamily,
  tsx: extractJavaScriptFamily,
  javascript: extractJavaScriptFamily,
  python: extractPython,
  go: extractGo,
  rust: extractRust,
  markdown: extractMarkdown,
  json: extractJson,
  yaml: extractYaml,
};

export interface SkeletonIndexerOptions {
  /** Directory holding web-tree-sitter.wasm and the grammars (`grammars/`, or beside the bundle). */
  grammarDir: string;
  /** Refuse files above this many bytes (UTF-8). Default SKELETON_MAX_BYTES. */
  maxBytes?: number;
  /** Cut the rendered skeleton after this many lines. Default 400. */
  maxLines?: number;
}

export interface SkeletonIndexer {
  /**
   * The skeleton of one file's text. `path` picks the language by extension and appears in
   * refusals; nothing is read from disk but the grammar, loaded on first use.
   */
  skeletonOf(path: string, text: string): Promise<SkeletonResult>;
}

export function createSkeletonIndexer(options: SkeletonIndexerOptions): SkeletonIndexer {
  const maxBytes = options.maxBytes ?? SKELETON_MAX_BYTES;
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  return {
    async skeletonOf(path: string, text: string): Promise<SkeletonResult> {
      const language = skeletonLanguageOf(path);
      if (!language) return unsupported(path);
      const bytes = Buffer.byteLength(text, 'utf8');
      if (bytes > maxBytes) {
        return {
          ok: false,
          code: 'too_large',
          reason:
            `${path} is ${formatBytes(bytes)}; index outlines files up to ${formatBytes(maxBytes)}. ` +
            'Use grep to find the lines you need, then read them with offset/limit.',
        };
      }
      let loaded: Awaited<ReturnType<typeof loadLanguage>>;
      try {
        loaded = await loadLanguage(options.grammarDir, language);
      } catch (error) {
        return {
          ok: false,
          code: 'grammar_unavailable',
          reason: `index could not load the ${language} grammar from ${options.grammarDir} (${errorText(error)}); use read instead.`,
        };
      }
      const skeleton = skeletonFromParse(loaded, language, text);
      const { text: rendered, truncated } = renderSkeleton(skeleton, maxLines);
      return { ok: true, language, text: rendered, skeleton, partial: skeleton.partial, truncated };
    },
  };
}

function skeletonFromParse({ parser, grammar }: Awaited<ReturnType<typeof loadLanguage>>, language: SkeletonLanguage, text: string): Skeleton {
  // Set the language and parse in one synchronous step: the parser is shared.
  parser.setLanguage(grammar);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${language} file`);
  try {
    const root = tree.rootNode;
    const sections = orderSections(EXTRACTORS[language](root, text));
    const partial = root.hasError;
    return {
      language,
      lineCount: countLines(text),
      sections,
      partial,
      errorLines: partial ? firstErrorLines(root, MAX_ERROR_LINES) : [],
    };
  } finally {
    tree.delete();
  }
}

function unsupported(path: string): SkeletonResult {
  const ext = extname(path);
  const what = ext ? `${ext} files` : 'files without an extension';
  return {
    ok: false,
    code: 'unsupported_language',
    reason: `index cannot outline ${what} (it knows ${supportedExtensions().join(' ')}). ` + 'Use read with offset/limit, or grep, instead.',
  };
}

/** One-based lines of the first `limit` ERROR or MISSING nodes, searching only broken subtrees. */
function firstErrorLines(root: Node, limit: number): number[] {
  const lines: number[] = [];
  const visit = (node: Node): void => {
    if (lines.length >= limit) return;
    if (node.isError || node.isMissing) {
      const line = node.startPosition.row + 1;
      if (!lines.includes(line)) lines.push(line);
      return;
    }
    for (const child of node.children) {
      if (child && (child.hasError || child.isMissing)) visit(child);
      if (lines.length >= limit) return;
    }
  };
  visit(root);
  return lines;
}

function countLines(text: string): number {
  if (text.length === 0) return 0;
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return text.endsWith('\n') ? count - 1 : count;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
