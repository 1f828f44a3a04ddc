// The process's bash parser (src/bash/parser.ts) parses through the runtime's exports rather
// than Parser.parse, and makes its trees without Tree's constructor. Its trees must read exactly
// as the public parser's: the same nodes, the same text, error flags, after later parses too.
import fc from 'fast-check';
import { Parser, Tree, type Node } from 'web-tree-sitter';
import { beforeAll, describe, expect, it } from 'vitest';
import { findGrammarDir, loadBashParser, loadLanguage, treeCounts, type BashParser } from '../../src/bash/parser.js';
import { copySyntaxTree, sameTree } from '../../src/bash/syntax.js';
import { readCorpus } from '../../bench/corpus/read.js';
import { propertySeed, shellFragments } from './arbitraries.js';

let bash: BashParser;
let reference: Parser;

beforeAll(async () => {
  bash = await loadBashParser();
  reference = new Parser();
  reference.setLanguage(await loadLanguage(findGrammarDir(), 'tree-sitter-bash.wasm'));
});

/** Every node's type, range, text and flags, depth first. */
function describeTree(root: Node): string[] {
  const out: string[] = [];
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    out.push(`${node.type} ${node.startIndex}-${node.endIndex} ${JSON.stringify(node.text)} error=${node.hasError} missing=${node.isMissing}`);
    for (let i = node.childCount - 1; i >= 0; i--) pending.push(node.child(i)!);
  }
  return out;
}

function sameAsPublic(source: string): void {
  const expected = reference.parse(source)!;
  const actual = bash.parse(source);
  try {
    expect(describeTree(actual.rootNode)).toEqual(describeTree(expected.rootNode));
  } finally {
    expected.delete();
    actual.delete();
  }
}

describe('the bash parser', () => {
  it('reads every corpus command as Parser.parse does', () => {
    for (const command of readCorpus()) sameAsPublic(command);
  });

  it('reads what Parser.parse does on broken, long and non-ASCII input', () => {
    for (const source of ['if then fi', 'echo "unterminated', 'cat <<EOF\nx', 'x'.repeat(30_000), `echo ${'é'.repeat(6_000)} 🦀`, '', '\u0000\u0001']) {
      sameAsPublic(source);
    }
    fc.assert(
      fc.property(shellFragments(), (source) => sameAsPublic(source)),
      { seed: propertySeed('parser reads as Parser.parse'), numRuns: 300 },
    );
  });

  it('copies as the public tree is copied, keeping the tree only when it holds an error', () => {
    const alive = treeCounts().alive;
    const sources = [...readCorpus(), 'if then fi', 'echo "unterminated', 'cat <<EOF\nx', 'a && ', ''];
    for (const source of sources) {
      const expected = reference.parse(source)!;
      const parsed = bash.parseCopy(source);
      try {
        const copy = copySyntaxTree(expected, source, 'public');
        expect(sameTree(parsed.root, copy.root), source).toBe(true);
        expect(parsed.errorTree !== null, source).toBe(expected.rootNode.hasError);
        if (parsed.errorTree) expect(parsed.errorTree.rootNode.toString()).toBe(expected.rootNode.toString());
      } finally {
        expected.delete();
        parsed.errorTree?.delete();
      }
    }
    expect(treeCounts().alive).toBe(alive);
  });

  it('counts the trees it makes until they are deleted', () => {
    const before = treeCounts();
    const tree = bash.parse('git status');
    const broken = bash.parseCopy('if then');
    bash.parseCopy('git status').errorTree?.delete();
    expect(treeCounts()).toEqual({ parsed: before.parsed + 3, alive: before.alive + 2 });
    tree.delete();
    broken.errorTree!.delete();
    broken.errorTree!.delete();
    expect(treeCounts()).toEqual({ parsed: before.parsed + 3, alive: before.alive });
  });

  it('gives a tree whose text stays its own after later parses', () => {
    const first = bash.parse('echo one && rm -rf two');
    const second = bash.parse('ls three');
    try {
      expect(first.rootNode.text).toBe('echo one && rm -rf two');
      expect(first.rootNode.descendantsOfType('word').map((node) => node.text)).toEqual(['echo', 'one', 'rm', '-rf', 'two']);
      expect(second.rootNode.text).toBe('ls three');
    } finally {
      first.delete();
      second.delete();
    }
  });

  it('gives trees that are Trees and can be deleted twice', () => {
    const tree = bash.parse('git status');
    expect(tree).toBeInstanceOf(Tree);
    expect(tree.language).toBe(reference.language);
    tree.delete();
    expect((tree as unknown as { 0: number })[0]).toBe(0);
    expect(() => tree.delete()).not.toThrow();
  });
});
