// When the runtime's exports do not read trees as web-tree-sitter does (another version, another
// build), the self-check refuses them and every decision goes through the public cursor, with the
// same answers. A file of its own: it leaves this process on the slow path.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser, type BashParser } from '../../src/bash/index.js';
import {
  adoptTreeSitterExports,
  checkTreeSitterExports,
  copySyntaxTree,
  readsTreeMemory,
  sameTree,
  usesTreeSitterExports,
  type TreeSitterExports,
} from '../../src/bash/syntax.js';
import { decideBashCommand } from '../../src/policy/index.js';
import { policyFrom } from '../helpers/policy.js';
import { readCorpus } from '../../bench/corpus/read.js';

let parser: BashParser;

beforeAll(async () => {
  parser = await loadBashParser();
});

describe('syntax copy without trusted exports', () => {
  it('refuses exports that read a tree differently, and then copies through the public cursor', async () => {
    const corpus = readCorpus().slice(0, 200);
    const policy = await policyFrom({
      version: 1,
      default: 'prompt',
      tools: { bash: { allow: ['git *', 'npm *', 'echo *', 'ls *', 'cat *'], deny: ['rm *', 'curl *'] } },
    });
    const before = corpus.map((command) => JSON.stringify(decideBashCommand(policy, parser, command)));

    // Reach the real exports the way parser.ts does: they are the module object Parser.init filled.
    expect(usesTreeSitterExports()).toBe(true);
    const probe = parser.parse('echo hi');
    const viaExports = copySyntaxTree(probe, 'echo hi', 'auto').root;
    probe.delete();
    expect(viaExports.endIndex).toBe(7);

    const { Parser } = await import('web-tree-sitter');
    const moduleOptions = {} as Record<string, unknown>;
    // A second init does not rebuild the runtime, so these options never become the module.
    await Parser.init(moduleOptions);
    expect(adoptTreeSitterExports(moduleOptions)).toBe(false);
    expect(usesTreeSitterExports()).toBe(false);
    // Without the exports, no memory reading either: it is checked against them.
    expect(readsTreeMemory()).toBe(false);

    const fake = {} as Record<string, (tree: number) => number>;
    const names: (keyof TreeSitterExports)[] = [
      '_ts_tree_root_node_wasm',
      '_ts_tree_cursor_new_wasm',
      '_ts_tree_cursor_delete_wasm',
      '_ts_tree_cursor_goto_first_child_wasm',
      '_ts_tree_cursor_goto_next_sibling_wasm',
      '_ts_tree_cursor_goto_parent_wasm',
      '_ts_tree_cursor_current_node_type_id_wasm',
      '_ts_tree_cursor_current_field_id_wasm',
      '_ts_tree_cursor_start_index_wasm',
      '_ts_tree_cursor_end_index_wasm',
      '_ts_node_has_error_wasm',
    ];
    for (const name of names) {
      fake[name] = () => {
        throw new Error(`${name} is not the runtime's`);
      };
    }
    expect(adoptTreeSitterExports(fake)).toBe(true);
    expect(checkTreeSitterExports((source) => parser.parse(source))).toBe(false);
    expect(usesTreeSitterExports()).toBe(false);

    // Decisions through the public cursor are the decisions made through the exports.
    const after = corpus.map((command) => JSON.stringify(decideBashCommand(policy, parser, command)));
    expect(after).toEqual(before);
  });

  it('refuses exports whose copy has the wrong shape or extent', () => {
    // Built on the public reader's answers: a copy that is right in shape but wrong in extent.
    const tree = parser.parse('ls -la');
    const good = copySyntaxTree(tree, 'ls -la', 'public').root;
    tree.delete();
    expect(good.endIndex).toBe(6);
    const counting = {} as Record<string, (tree: number) => number>;
    let calls = 0;
    for (const name of ['_ts_tree_root_node_wasm', '_ts_tree_cursor_new_wasm', '_ts_tree_cursor_delete_wasm'] as const) counting[name] = () => 0;
    // A cursor that never moves and says every node is the error symbol, from 0 to 0.
    counting._ts_tree_cursor_goto_first_child_wasm = () => 0;
    counting._ts_tree_cursor_goto_next_sibling_wasm = () => 0;
    counting._ts_tree_cursor_goto_parent_wasm = () => 0;
    counting._ts_tree_cursor_current_node_type_id_wasm = () => (calls++, 65535);
    counting._ts_tree_cursor_current_field_id_wasm = () => 0;
    counting._ts_tree_cursor_start_index_wasm = () => 0;
    counting._ts_tree_cursor_end_index_wasm = () => 0;
    counting._ts_node_has_error_wasm = () => 0;
    expect(adoptTreeSitterExports(counting)).toBe(true);
    expect(checkTreeSitterExports((source) => parser.parse(source))).toBe(false);
    expect(calls).toBeGreaterThan(0);
    expect(usesTreeSitterExports()).toBe(false);
    const again = parser.parse('ls -la');
    expect(sameTree(copySyntaxTree(again, 'ls -la').root, good)).toBe(true);
    again.delete();
  });
});
