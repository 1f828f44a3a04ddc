// The syntax copy (src/bash/syntax.ts) must answer exactly as the web-tree-sitter nodes it copies:
// same types, named flags, ranges, positions, text, children and fields, read through the
// runtime's exports and through the public cursor alike, over the corpus and random input.
import fc from 'fast-check';
import type { Node, Tree } from 'web-tree-sitter';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser, type BashParser } from '../../src/bash/index.js';
import { copySyntaxTree, readsTreeMemory, sameTree, usesTreeSitterExports, type SyntaxNode } from '../../src/bash/syntax.js';
import { readCorpus } from '../../bench/corpus/read.js';
import { propertySeed, shellFragments } from './arbitraries.js';

/** Node types whose fields the decomposition asks for (FIELD_PARENTS in syntax.ts). */
const FIELD_PARENTS = new Set([
  'command',
  'redirected_statement',
  'file_redirect',
  'variable_assignment',
  'for_statement',
  'c_style_for_statement',
  'case_statement',
  'function_definition',
  'ERROR',
]);

let parser: BashParser;

beforeAll(async () => {
  parser = await loadBashParser();
});

function describeNode(node: { type: string; startIndex: number; endIndex: number } | null): string {
  return node ? `${node.type}@${node.startIndex}-${node.endIndex}` : 'none';
}

/** Every difference between a real node and its copy, with the path to it. */
function differences(real: Node, copy: SyntaxNode, fields: readonly (string | null)[], path = 'root', structuralPrevious: Node | null = null): string[] {
  const out: string[] = [];
  const here = `${path}(${real.type})`;
  const compare = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${here} ${what}: real ${JSON.stringify(a)}, copy ${JSON.stringify(b)}`);
  };
  compare('type', real.type, copy.type);
  compare('isNamed', real.isNamed, copy.isNamed);
  compare('startIndex', real.startIndex, copy.startIndex);
  compare('endIndex', real.endIndex, copy.endIndex);
  compare('startPosition', real.startPosition, copy.startPosition);
  compare('endPosition', real.endPosition, copy.endPosition);
  compare('text', real.text, copy.text);
  compare('namedChildCount', real.namedChildCount, copy.namedChildCount);
  // The copy's previous sibling is the one before it among its parent's children, which is what
  // the decomposition reads. tree-sitter's own answer agrees except beside a zero-width (missing)
  // node, where it searches by position and can skip to or past it ("echo|(echo&(echo").
  compare('previousSibling', describeNode(structuralPrevious), describeNode(copy.previousSibling));
  const zeroWidth = (node: Node | null) => node !== null && node.startIndex === node.endIndex;
  if (!zeroWidth(real) && !zeroWidth(real.previousSibling) && !zeroWidth(structuralPrevious)) {
    compare('previousSibling (tree-sitter)', describeNode(real.previousSibling), describeNode(copy.previousSibling));
  }
  const children = real.children.filter((child): child is Node => child !== null);
  compare('children', children.map(describeNode), copy.children.map(describeNode));
  compare('namedChildren', real.namedChildren.map(describeNode), copy.namedChildren.map(describeNode));
  if (FIELD_PARENTS.has(real.type)) {
    for (const field of fields) {
      if (!field) continue;
      compare(`field ${field}`, describeNode(real.childForFieldName(field)), describeNode(copy.childForFieldName(field)));
      compare(`fields ${field}`, real.childrenForFieldName(field).map(describeNode), copy.childrenForFieldName(field).map(describeNode));
    }
  }
  if (out.length === 0) {
    children.forEach((child, i) => out.push(...differences(child, copy.children[i]!, fields, `${path}.${i}`, children[i - 1] ?? null)));
  }
  return out;
}

function check(source: string): void {
  const tree: Tree = parser.parse(source);
  try {
    // 'auto' is the memory reader in this process (asserted below).
    const viaMemory = copySyntaxTree(tree, source, 'auto');
    const viaExports = copySyntaxTree(tree, source, 'exports');
    const viaCursor = copySyntaxTree(tree, source, 'public');
    const problems = differences(tree.rootNode, viaMemory.root, tree.language.fields);
    expect(problems.slice(0, 5), `source ${JSON.stringify(source)}`).toEqual([]);
    expect(viaMemory.hasError, `error flag of ${JSON.stringify(source)}`).toBe(tree.rootNode.hasError);
    expect(viaExports.hasError).toBe(tree.rootNode.hasError);
    expect(viaCursor.hasError).toBe(tree.rootNode.hasError);
    expect(sameTree(viaMemory.root, viaCursor.root), `memory and cursor disagree on ${JSON.stringify(source)}`).toBe(true);
    expect(sameTree(viaExports.root, viaCursor.root), `exports and cursor disagree on ${JSON.stringify(source)}`).toBe(true);
  } finally {
    tree.delete();
  }
}

describe('syntax copy', () => {
  it('reads trees through the runtime exports in this process (the fast path is not silently off)', () => {
    expect(usesTreeSitterExports()).toBe(true);
  });

  it('reads trees straight out of wasm memory in this process (its self-check passed)', () => {
    expect(readsTreeMemory()).toBe(true);
  });

  it('matches the real nodes on every corpus command', () => {
    for (const command of readCorpus()) check(command);
  });

  it('matches the real nodes on nested, broken and unicode input', () => {
    const cases = [
      '',
      ' ',
      '\n\n',
      'echo é 𝄞 "ü $x" \'ñ\'',
      'a\r\nb\rc',
      'echo "unterminated',
      "echo 'unterminated",
      'if then fi',
      '((',
      '$(',
      '`',
      `echo ${'$('.repeat(40)}x${')'.repeat(40)}`,
      `${'{ '.repeat(60)}true${'; }'.repeat(60)}`,
      `${'('.repeat(60)}x${')'.repeat(60)}`,
      'cat <<EOF\n$(id)\nEOF',
      'cat <<-"EOF" >x\n\tbody\n\tEOF\necho after',
      'x=$((1+2)) y=${z:-w} cmd',
      'for ((i=0;i<3;i++)); do :; done',
      'case $x in a|b) echo;; *) ;; esac',
      'f() { g; }; f',
      'echo \u0000 \ud800 \udfff x',
      'a && b || c | d & e; f\ng',
      'x=1 () PATH=. ',
      'x=1 y=$( z=2 (',
      'a=b c=d ) e',
      'echo<<EOF\necho>(',
      'x=1 > f y=2 (',
      '{ `EOF\n>&2',
      "echo<<'EOF'\necho }",
    ];
    for (const source of cases) check(source);
  });

  it('matches the real nodes on random strings and shell-like fragments', () => {
    const seed = propertySeed('syntax copy');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 80 }), shellFragments()), (source) => {
        check(source);
      }),
      { seed, numRuns: 600 },
    );
  });
});
