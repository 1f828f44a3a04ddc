// A plain JavaScript copy of a tree-sitter tree, read in one cursor pass. Every property of a
// web-tree-sitter `Node` is a call into wasm (its type, its children, its end, its text), and the
// decomposition asks each node for several of them, often more than once: asking node by node
// costs several times the parse. The copy answers the questions the decomposition asks, with the
// same answers (test/bash/syntax.test.ts compares them with the real nodes).
//
// The cursor is read through the runtime's own exports when they are at hand: web-tree-sitter's
// `TreeCursor` copies the cursor's state in and out of wasm memory around every call, which
// costs more than the call; the exports leave it where the last call put it. Without them (another
// part of the process initialised the runtime first) the public `TreeCursor` reads the same.
import type { Language, Tree, TreeCursor } from 'web-tree-sitter';
import { languageLayout, readTree, treeHasError, treeLanguageAddress, type LanguageLayout, type RuntimeMemory, type TreeBuilder } from './tree-memory.js';

/**
 * Node types whose children's field names the decomposition reads. Only these children carry a
 * field in the copy (reading a field is one more wasm call per node); asking any other node for
 * a field is a programming error and throws.
 */
const FIELD_PARENTS: ReadonlySet<string> = new Set([
  'command',
  'redirected_statement',
  'file_redirect',
  'heredoc_redirect',
  'variable_assignment',
  'for_statement',
  'c_style_for_statement',
  'case_statement',
  'function_definition',
  // A statement that does not parse can leave one where an assignment was expected.
  'ERROR',
]);

/**
 * Node types whose `childForFieldName` finds nothing: web-tree-sitter looks a single field up in
 * the node's production, and an ERROR node has none, though its children may carry the fields a
 * cursor (and so `childrenForFieldName`) reports from the rule the parser had started.
 */
const NO_SINGLE_FIELD: ReadonlySet<string> = new Set(['ERROR']);

export interface Point {
  row: number;
  column: number;
}

/** The source a tree was parsed from, with its line starts found once, when a position is first asked for. */
class SourceText {
  private lineStarts: number[] | undefined;

  constructor(readonly text: string) {}

  /** Tree-sitter's position of a UTF-16 index: rows end at `\n`, columns count code units. */
  position(index: number): Point {
    const starts = (this.lineStarts ??= lineStartsOf(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return { row: low, column: index - starts[low]! };
  }
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The children of a node that has none: shared, so frozen. */
const NO_NODES = Object.freeze([]) as unknown as SyntaxNode[];

export class SyntaxNode {
  /** Every child, anonymous ones too; most nodes are leaves, which share one empty list. */
  children: SyntaxNode[] = NO_NODES;
  parent: SyntaxNode | null = null;
  /** Position among the parent's children. */
  index = 0;
  /** The named children, filled as the copy is made. */
  named: SyntaxNode[] | undefined;
  private cachedText: string | undefined;

  constructor(
    private readonly source: SourceText,
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
    /** The field this node fills in its parent, when the parent's type is one whose fields are read. */
    readonly fieldName: string | null,
  ) {}

  get text(): string {
    return (this.cachedText ??= this.source.text.slice(this.startIndex, this.endIndex));
  }

  get startPosition(): Point {
    return this.source.position(this.startIndex);
  }

  get endPosition(): Point {
    return this.source.position(this.endIndex);
  }

  get namedChildren(): SyntaxNode[] {
    return this.named ?? NO_NODES;
  }

  get namedChildCount(): number {
    return this.namedChildren.length;
  }

  get previousSibling(): SyntaxNode | null {
    return this.parent && this.index > 0 ? this.parent.children[this.index - 1]! : null;
  }

  childForFieldName(field: string): SyntaxNode | null {
    if (!this.hasFields() || NO_SINGLE_FIELD.has(this.type)) return null;
    for (const child of this.children) if (child.fieldName === field) return child;
    return null;
  }

  childrenForFieldName(field: string): SyntaxNode[] {
    if (!this.hasFields()) return [];
    return this.children.filter((child) => child.fieldName === field);
  }

  /** False for a leaf, which has no fields to miss; throws when the copy did not read this type's fields. */
  private hasFields(): boolean {
    if (this.children.length === 0) return false;
    if (!FIELD_PARENTS.has(this.type)) {
      throw new Error(`the fields of a ${this.type} node are not read into the syntax copy; add it to FIELD_PARENTS`);
    }
    return true;
  }
}

// ---------------------------------------------------------------- reading the cursor

/** One cursor over a tree: where it is, and the moves the copy makes. */
interface CursorReader {
  /** Whether the tree holds a syntax error or a missing node. */
  readonly hasError: boolean;
  typeId(): number;
  fieldId(): number;
  startIndex(): number;
  endIndex(): number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
  close(): void;
}

/**
 * The web-tree-sitter runtime's exports this copy uses. Each takes the tree's address and works
 * on the cursor the runtime keeps in its transfer buffer, as web-tree-sitter's own classes do.
 */
export interface TreeSitterExports {
  _ts_tree_root_node_wasm(tree: number): void;
  _ts_tree_cursor_new_wasm(tree: number): void;
  _ts_tree_cursor_delete_wasm(tree: number): void;
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
  /** Of the node in the transfer buffer (the root, just after `_ts_tree_root_node_wasm`). */
  _ts_node_has_error_wasm(tree: number): number;
}

const EXPORT_NAMES: readonly (keyof TreeSitterExports)[] = [
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

/**
 * The exports a copy calls, taken off the module once: the module object holds hundreds of
 * properties, and looking a function up there on every call costs more than many of the calls.
 */
interface CursorCalls {
  rootNode(tree: number): void;
  hasError(tree: number): number;
  newCursor(tree: number): void;
  deleteCursor(tree: number): void;
  gotoFirstChild(tree: number): number;
  gotoNextSibling(tree: number): number;
  gotoParent(tree: number): number;
  typeId(tree: number): number;
  fieldId(tree: number): number;
  startIndex(tree: number): number;
  endIndex(tree: number): number;
}

let runtimeExports: CursorCalls | null = null;
/** The runtime module, for its views of wasm memory; set only while the exports are used. */
let runtimeMemory: RuntimeMemory | null = null;
/** Whether trees are read straight out of memory (tree-memory.ts); only after the self-check agreed. */
let readsMemory = false;

/**
 * Emscripten turns the options object given to `Parser.init` into the runtime module, exports
 * and all, unless the runtime was already initialised by another caller. Returns whether the
 * exports were found and will be used.
 */
export function adoptTreeSitterExports(moduleOptions: object): boolean {
  const candidate = moduleOptions as Partial<Record<keyof TreeSitterExports, unknown>>;
  readsMemory = false;
  heapViews = null;
  if (!EXPORT_NAMES.every((name) => typeof candidate[name] === 'function')) {
    runtimeExports = null;
    runtimeMemory = null;
    return false;
  }
  const views = moduleOptions as Partial<Record<keyof RuntimeMemory, unknown>>;
  runtimeMemory =
    views.HEAPU8 instanceof Uint8Array && views.HEAPU16 instanceof Uint16Array && views.HEAPU32 instanceof Uint32Array
      ? (moduleOptions as RuntimeMemory)
      : null;
  const m = moduleOptions as TreeSitterExports;
  runtimeExports = {
    rootNode: m._ts_tree_root_node_wasm,
    hasError: m._ts_node_has_error_wasm,
    newCursor: m._ts_tree_cursor_new_wasm,
    deleteCursor: m._ts_tree_cursor_delete_wasm,
    gotoFirstChild: m._ts_tree_cursor_goto_first_child_wasm,
    gotoNextSibling: m._ts_tree_cursor_goto_next_sibling_wasm,
    gotoParent: m._ts_tree_cursor_goto_parent_wasm,
    typeId: m._ts_tree_cursor_current_node_type_id_wasm,
    fieldId: m._ts_tree_cursor_current_field_id_wasm,
    startIndex: m._ts_tree_cursor_start_index_wasm,
    endIndex: m._ts_tree_cursor_end_index_wasm,
  };
  return true;
}

/** Stops using the runtime's exports (after a failed self-check, or in tests of the public path). */
export function forgetTreeSitterExports(): void {
  runtimeExports = null;
  runtimeMemory = null;
  heapViews = null;
  readsMemory = false;
}

export function usesTreeSitterExports(): boolean {
  return runtimeExports !== null;
}

/** Whether trees are copied straight out of wasm memory (only while the exports are trusted: the memory reader is checked against them). */
export function readsTreeMemory(): boolean {
  return readsMemory && runtimeExports !== null;
}

class PublicReader implements CursorReader {
  private readonly cursor: TreeCursor;
  readonly hasError: boolean;

  constructor(tree: Tree) {
    this.hasError = tree.rootNode.hasError;
    this.cursor = tree.walk();
  }

  typeId(): number {
    return this.cursor.nodeTypeId;
  }

  fieldId(): number {
    return this.cursor.currentFieldId;
  }

  startIndex(): number {
    return this.cursor.startIndex;
  }

  endIndex(): number {
    return this.cursor.endIndex;
  }

  gotoFirstChild(): boolean {
    return this.cursor.gotoFirstChild();
  }

  gotoNextSibling(): boolean {
    return this.cursor.gotoNextSibling();
  }

  gotoParent(): boolean {
    return this.cursor.gotoParent();
  }

  close(): void {
    this.cursor.delete();
  }
}

// ---------------------------------------------------------------- the copy

interface LanguageTables {
  language: Language;
  types: readonly string[];
  fields: readonly (string | null)[];
  named: readonly boolean[];
  /** Whether the children of a node of this type carry their field names in the copy (FIELD_PARENTS). */
  readsFields: readonly boolean[];
}

const tablesByLanguage = new WeakMap<Language, LanguageTables>();

/** Type names, field names and which types are named, read once per language (no wasm calls while copying). */
function languageTables(language: Language): LanguageTables {
  let tables = tablesByLanguage.get(language);
  if (!tables) {
    // `types` has holes for hidden symbols, which a cursor never stops on.
    const types = Array.from({ length: language.types.length }, (_, id) => language.types[id] || 'ERROR');
    const named = Array.from({ length: language.types.length }, (_, id) => language.nodeTypeIsNamed(id));
    const readsFields = types.map((type) => FIELD_PARENTS.has(type));
    tables = { language, types, fields: language.fields, named, readsFields };
    tablesByLanguage.set(language, tables);
  }
  return tables;
}

export interface SyntaxCopy {
  root: SyntaxNode;
  /** Whether the tree holds a syntax error or a missing node (web-tree-sitter's `rootNode.hasError`). */
  hasError: boolean;
}

/** Copies `tree` (parsed from `source`) into plain objects; the tree may be deleted afterwards. */
/**
 * `via`: 'auto' reads the fastest way this process trusts (memory, the exports, or the public
 * cursor); 'exports' and 'public' force those ways, for the self-check and tests.
 */
export function copySyntaxTree(tree: Tree, source: string, via: 'auto' | 'exports' | 'public' = 'auto'): SyntaxCopy {
  const address = (tree as unknown as { 0: number })[0];
  if (via === 'auto') {
    const copy = copySyntaxTreeAt(address, tree.language, source);
    if (copy) return copy;
  }
  const tables = languageTables(tree.language);
  const calls = via === 'public' ? null : runtimeExports;
  if (calls) return copyThroughExports(calls, address, tables, new SourceText(source));
  const reader = new PublicReader(tree);
  try {
    return { root: copyWith(reader, tables, new SourceText(source)), hasError: reader.hasError };
  } finally {
    reader.close();
  }
}

/**
 * The copy of the tree at `address` read straight out of wasm memory, when this process trusts
 * that reader (checkTreeSitterExports) and the language's layout matches; null otherwise, and the
 * caller copies through a Tree.
 */
export function copySyntaxTreeAt(address: number, language: Language, source: string): SyntaxCopy | null {
  if (!readsMemory || runtimeExports === null) return null;
  const memory = memoryViews();
  if (!memory) return null;
  const tables = languageTables(language);
  const layout = memoryLayout(memory, tables, address);
  return layout ? copyFromMemory(memory, layout, address, tables, new SourceText(source)) : null;
}

/** The runtime's views of wasm memory, kept between copies: reading them off the module (hundreds of properties) is slow. */
let heapViews: RuntimeMemory | null = null;

function memoryViews(): RuntimeMemory | null {
  // Growing wasm memory detaches the old buffer, and the runtime makes new views on the new one.
  if (heapViews === null || heapViews.HEAPU8.byteLength === 0) {
    heapViews = runtimeMemory ? { HEAPU8: runtimeMemory.HEAPU8, HEAPU16: runtimeMemory.HEAPU16, HEAPU32: runtimeMemory.HEAPU32 } : null;
  }
  return heapViews;
}

const layoutsByLanguage = new WeakMap<Language, LanguageLayout | null>();

/** The language's struct layout, checked against the public API once; null when it does not match, or is not this tree's. */
function memoryLayout(memory: RuntimeMemory, tables: LanguageTables, tree: number): LanguageLayout | null {
  let layout = layoutsByLanguage.get(tables.language);
  if (layout === undefined) {
    const address = (tables.language as unknown as { 0: number })[0];
    layout = languageLayout(memory, address, { types: tables.language.types, fields: tables.fields });
    layoutsByLanguage.set(tables.language, layout);
  }
  return layout && treeLanguageAddress(memory, tree) === layout.address ? layout : null;
}

/** The copy read out of wasm memory (tree-memory.ts), error flag and all. */
function copyFromMemory(memory: RuntimeMemory, layout: LanguageLayout, tree: number, tables: LanguageTables, text: SourceText): SyntaxCopy {
  return { root: readTree(memory, tree, layout, new SyntaxBuilder(tables, text)), hasError: treeHasError(memory, tree) };
}

/** Makes the copy's nodes for the memory reader. */
class SyntaxBuilder implements TreeBuilder<SyntaxNode> {
  constructor(
    private readonly tables: LanguageTables,
    private readonly text: SourceText,
  ) {}

  wantsFields(parent: SyntaxNode): boolean {
    return FIELD_PARENTS.has(parent.type);
  }

  node(parent: SyntaxNode | null, typeId: number, startIndex: number, endIndex: number, fieldId: number): SyntaxNode {
    const { types, fields, named } = this.tables;
    // The error symbol (65535) is past the end of the tables; web-tree-sitter names it ERROR, named.
    const isNamed = named[typeId] ?? true;
    const node = new SyntaxNode(this.text, types[typeId] ?? 'ERROR', isNamed, startIndex, endIndex, parent ? (fields[fieldId] ?? null) : null);
    if (parent) attach(parent, node, isNamed);
    return node;
  }
}

function attach(parent: SyntaxNode, node: SyntaxNode, isNamed: boolean): void {
  node.parent = parent;
  if (parent.children === NO_NODES) {
    parent.children = [node];
  } else {
    node.index = parent.children.length;
    parent.children.push(node);
  }
  if (isNamed) (parent.named ??= []).push(node);
}

/**
 * The copy through the runtime's exports: the same walk as copyWith over the public cursor, with
 * the calls held in locals, since this loop runs for every node of every command decided.
 */
function copyThroughExports(calls: CursorCalls, tree: number, tables: LanguageTables, text: SourceText): SyntaxCopy {
  const { types, fields, named, readsFields } = tables;
  const { typeId, fieldId, startIndex, endIndex, gotoFirstChild, gotoNextSibling, gotoParent } = calls;
  // The root goes into the transfer buffer; its error flag is read from there, then the cursor
  // is made from it, as web-tree-sitter's own Node.walk() does.
  calls.rootNode(tree);
  const hasError = calls.hasError(tree) !== 0;
  calls.newCursor(tree);
  try {
    // The error symbol (65535) is past the end of the tables; web-tree-sitter names it ERROR, named.
    let id = typeId(tree);
    const root = new SyntaxNode(text, types[id] ?? 'ERROR', named[id] ?? true, startIndex(tree), endIndex(tree), null);
    if (gotoFirstChild(tree) === 0) return { root, hasError };
    let parent = root;
    let parentReadsFields = readsFields[id] ?? true;
    for (;;) {
      id = typeId(tree);
      const isNamed = named[id] ?? true;
      const field = parentReadsFields ? (fields[fieldId(tree)] ?? null) : null;
      const node = new SyntaxNode(text, types[id] ?? 'ERROR', isNamed, startIndex(tree), endIndex(tree), field);
      attach(parent, node, isNamed);
      if (gotoFirstChild(tree) !== 0) {
        parent = node;
        parentReadsFields = readsFields[id] ?? true;
        continue;
      }
      while (gotoNextSibling(tree) === 0) {
        if (gotoParent(tree) === 0 || parent === root) return { root, hasError };
        parent = parent.parent!;
        parentReadsFields = FIELD_PARENTS.has(parent.type);
      }
    }
  } finally {
    calls.deleteCursor(tree);
  }
}

function copyWith(reader: CursorReader, tables: LanguageTables, text: SourceText): SyntaxNode {
  const { types, fields, named } = tables;
  const make = (parent: SyntaxNode | null): SyntaxNode => {
    const typeId = reader.typeId();
    // The error symbol (65535) is past the end of the tables; web-tree-sitter names it ERROR, named.
    const type = types[typeId] ?? 'ERROR';
    const isNamed = named[typeId] ?? true;
    const field = parent !== null && FIELD_PARENTS.has(parent.type) ? (fields[reader.fieldId()] ?? null) : null;
    const node = new SyntaxNode(text, type, isNamed, reader.startIndex(), reader.endIndex(), field);
    if (parent) attach(parent, node, isNamed);
    return node;
  };
  const root = make(null);
  let parent = root;
  if (!reader.gotoFirstChild()) return root;
  for (;;) {
    const node = make(parent);
    if (reader.gotoFirstChild()) {
      parent = node;
      continue;
    }
    while (!reader.gotoNextSibling()) {
      if (!reader.gotoParent() || parent === root) return root;
      parent = parent.parent!;
    }
  }
}

/**
 * A command the copy through the exports must read as web-tree-sitter does before the exports
 * are trusted: named and anonymous nodes, nesting, fields. Short, since every process pays for it.
 */
const SELF_CHECK_SOURCE = 'X=1 git -C a log >"$f" 2>&1 | wc -l && for i in a; do echo `id`; done';
/** And one that does not parse, for the error flag. */
const SELF_CHECK_BROKEN = 'echo (';

/**
 * And one for the memory reader (tree-memory.ts) alone: aliased nodes (a case pattern is a
 * `word` by alias), fields found through hidden parents, extras (a comment, a line
 * continuation), a heredoc, a missing node, and text beyond ASCII (positions count UTF-16 units).
 */
const MEMORY_CHECK_SOURCE = 'case $1 in a|b) f() { :; } ;; esac # é\ncat <<E >x \\\n&& [[ -n "$z" ]]\n${y:-$(id)} 𝄞\nE\nif x; then';

/**
 * Uses the runtime's exports only when their copies of two known commands have the trees' own
 * shape (the S-expression, from one call), extent and error flag; otherwise (a changed runtime) goes on with the
 * public cursor. Then reads trees out of memory only when the memory reader copies those two and
 * one more exactly as the checked exports do. Returns whether the exports are used.
 */
export function checkTreeSitterExports(parse: (source: string) => Tree): boolean {
  readsMemory = false;
  if (!runtimeExports) return false;
  let memoryAgrees = runtimeMemory !== null;
  for (const source of [SELF_CHECK_SOURCE, SELF_CHECK_BROKEN, MEMORY_CHECK_SOURCE]) {
    if (!runtimeExports) break;
    const tree = parse(source);
    try {
      const copy = copySyntaxTree(tree, source, 'exports');
      if (source !== MEMORY_CHECK_SOURCE) {
        const root = tree.rootNode;
        const same =
          sExpression(copy.root) === root.toString() &&
          copy.root.startIndex === root.startIndex &&
          copy.root.endIndex === root.endIndex &&
          copy.hasError === root.hasError;
        if (!same) runtimeExports = null;
      }
      if (runtimeExports && memoryAgrees) memoryAgrees = sameCopyFromMemory(tree, source, copy);
    } catch {
      runtimeExports = null;
    } finally {
      tree.delete();
    }
  }
  readsMemory = runtimeExports !== null && memoryAgrees;
  return runtimeExports !== null;
}

/** Whether the memory reader copies `tree` as `expected` (the checked exports' copy) has it. */
function sameCopyFromMemory(tree: Tree, source: string, expected: SyntaxCopy): boolean {
  if (!runtimeExports || !runtimeMemory) return false;
  const tables = languageTables(tree.language);
  const address = (tree as unknown as { 0: number })[0];
  try {
    const layout = memoryLayout(runtimeMemory, tables, address);
    if (!layout) return false;
    const copy = copyFromMemory(runtimeMemory, layout, address, tables, new SourceText(source));
    return sameTree(copy.root, expected.root) && copy.hasError === expected.hasError;
  } catch {
    return false;
  }
}

/** The copy written as tree-sitter's `Node.toString()` writes a tree: named nodes, with their fields. */
export function sExpression(node: SyntaxNode): string {
  const inner = node.namedChildren.map((child) => `${child.fieldName ? `${child.fieldName}: ` : ''}${sExpression(child)}`);
  return `(${node.type}${inner.length > 0 ? ` ${inner.join(' ')}` : ''})`;
}

export function sameTree(a: SyntaxNode, b: SyntaxNode): boolean {
  if (a.type !== b.type || a.isNamed !== b.isNamed || a.startIndex !== b.startIndex || a.endIndex !== b.endIndex) return false;
  if (a.fieldName !== b.fieldName || a.children.length !== b.children.length) return false;
  return a.children.every((child, i) => sameTree(child, b.children[i]!));
}
