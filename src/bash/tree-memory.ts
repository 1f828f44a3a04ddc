// Reading a tree-sitter tree straight out of the wasm runtime's memory, the way tree-sitter's own
// cursor walks it (lib/src/tree_cursor.c): hidden nodes are looked through, aliases rename and
// reveal, fields are found in the parent's production, or in a hidden parent's above it.
//
// Copying a tree through the cursor exports costs five to six calls into wasm per node, and with
// the wasm tiering budget the CLI runs with, those run as baseline code: a third of a bare parse.
// Reading the same facts out of memory costs a few array reads per node. It depends on the
// runtime's struct layouts (web-tree-sitter 0.27.2, ABI 15 grammars), so the layout is checked
// against the public API once per language (languageLayout) and whole copies against the public
// cursor at load (syntax.ts); when either disagrees, the cursor is used.

/** The runtime module's views of wasm memory; the runtime replaces them when memory grows. */
export interface RuntimeMemory {
  HEAPU8: Uint8Array;
  HEAPU16: Uint16Array;
  HEAPU32: Uint32Array;
}

/** Where a language's tables are, read from its `TSLanguage` struct. */
export interface LanguageLayout {
  /** Address of the `TSLanguage`, which every tree of the language points at. */
  address: number;
  fieldCount: number;
  maxAliasSequenceLength: number;
  fieldMapSlices: number;
  fieldMapEntries: number;
  publicSymbolMap: number;
  aliasSequences: number;
}

/** tree-sitter's error symbol: visible and public as itself. */
const ERROR_SYMBOL = 65535;

// Offsets in the wasm32 `TSLanguage` struct (lib/src/parser.h, ABI 15).
const LANGUAGE_SYMBOL_COUNT = 4;
const LANGUAGE_ALIAS_COUNT = 8;
const LANGUAGE_FIELD_COUNT = 32;
const LANGUAGE_MAX_ALIAS_SEQUENCE_LENGTH = 36;
const LANGUAGE_SYMBOL_NAMES = 56;
const LANGUAGE_FIELD_NAMES = 60;
const LANGUAGE_FIELD_MAP_SLICES = 64;
const LANGUAGE_FIELD_MAP_ENTRIES = 68;
const LANGUAGE_PUBLIC_SYMBOL_MAP = 76;
const LANGUAGE_ALIAS_SEQUENCES = 84;

// Offsets in the wasm32 `SubtreeHeapData` struct (lib/src/subtree.h); its children lie just before it.
const HEAP_PADDING_BYTES = 4;
const HEAP_ERROR_COST = 32;
const HEAP_SIZE_BYTES = 16;
const HEAP_CHILD_COUNT = 36;
const HEAP_SYMBOL = 40;
const HEAP_FLAGS = 44;
const HEAP_VISIBLE_CHILD_COUNT = 48;
const HEAP_PRODUCTION_ID = 66;
const SUBTREE_SIZE = 8;

// Bits of an inline subtree's first byte, and of a heap subtree's flags.
const INLINE_BIT = 1;
const INLINE_VISIBLE = 2;
const INLINE_EXTRA = 8;
const INLINE_MISSING = 32;
const HEAP_VISIBLE = 1;
const HEAP_EXTRA = 4;
const HEAP_MISSING = 512;

/** A `TSTree` starts with its root subtree; the language pointer follows it. */
const TREE_LANGUAGE = 8;

/** Whether the NUL-terminated UTF-8 string at `address` is `name` (a null name: a null pointer). */
function sameCString(memory: RuntimeMemory, address: number, name: string | null): boolean {
  if (address === 0 || name === null) return address === 0 && name === null;
  const bytes = memory.HEAPU8;
  const encoded = ASCII.test(name) ? null : new TextEncoder().encode(name);
  const length = encoded ? encoded.length : name.length;
  if (address + length >= bytes.length) return false;
  for (let i = 0; i < length; i++) {
    if (bytes[address + i] !== (encoded ? encoded[i] : name.charCodeAt(i))) return false;
  }
  return bytes[address + length] === 0;
}

const ASCII = /^[\x00-\x7f]*$/;

/** The language the tree at `tree` was parsed with. */
export function treeLanguageAddress(memory: RuntimeMemory, tree: number): number {
  return memory.HEAPU32[(tree + TREE_LANGUAGE) >> 2]!;
}

/**
 * The layout of the language at `address`, when its struct says what the public API says: as many
 * symbols and fields, with the same names. Null otherwise (another ABI, another runtime).
 */
export function languageLayout(
  memory: RuntimeMemory,
  address: number,
  expected: { types: readonly (string | undefined)[]; fields: readonly (string | null)[] },
): LanguageLayout | null {
  const u32 = memory.HEAPU32;
  if (address === 0 || address % 4 !== 0 || address + LANGUAGE_ALIAS_SEQUENCES + 4 > memory.HEAPU8.length) return null;
  const symbolCount = u32[(address + LANGUAGE_SYMBOL_COUNT) >> 2]!;
  const aliasCount = u32[(address + LANGUAGE_ALIAS_COUNT) >> 2]!;
  const fieldCount = u32[(address + LANGUAGE_FIELD_COUNT) >> 2]!;
  if (symbolCount + aliasCount !== expected.types.length || fieldCount + 1 !== expected.fields.length) return null;
  const symbolNames = u32[(address + LANGUAGE_SYMBOL_NAMES) >> 2]!;
  for (let id = 0; id < expected.types.length; id++) {
    const name = expected.types[id];
    if (name !== undefined && !sameCString(memory, u32[(symbolNames + 4 * id) >> 2]!, name)) return null;
  }
  const fieldNames = u32[(address + LANGUAGE_FIELD_NAMES) >> 2]!;
  for (let id = 1; id <= fieldCount; id++) {
    if (!sameCString(memory, u32[(fieldNames + 4 * id) >> 2]!, expected.fields[id] ?? null)) return null;
  }
  const layout: LanguageLayout = {
    address,
    fieldCount,
    maxAliasSequenceLength: memory.HEAPU16[(address + LANGUAGE_MAX_ALIAS_SEQUENCE_LENGTH) >> 1]!,
    fieldMapSlices: u32[(address + LANGUAGE_FIELD_MAP_SLICES) >> 2]!,
    fieldMapEntries: u32[(address + LANGUAGE_FIELD_MAP_ENTRIES) >> 2]!,
    publicSymbolMap: u32[(address + LANGUAGE_PUBLIC_SYMBOL_MAP) >> 2]!,
    aliasSequences: u32[(address + LANGUAGE_ALIAS_SEQUENCES) >> 2]!,
  };
  // Every symbol's public symbol is a symbol.
  for (let id = 0; id < symbolCount; id++) {
    if (memory.HEAPU16[(layout.publicSymbolMap + 2 * id) >> 1]! >= expected.types.length) return null;
  }
  return layout;
}

/** What the reader hands each visible node to: its public type id, extent in UTF-16 units, field id (0 for none). */
export interface TreeBuilder<N> {
  /** Whether the children of `parent` need their field ids (0 is passed otherwise); asked once per parent. */
  wantsFields(parent: N): boolean;
  node(parent: N | null, typeId: number, startIndex: number, endIndex: number, fieldId: number): N;
}

/**
 * Whether the tree holds a syntax error or a missing node: tree-sitter's `ts_node_has_error` on
 * the root, which is whether the root subtree has an error cost (a missing node always has one).
 */
export function treeHasError(memory: RuntimeMemory, tree: number): boolean {
  const flags = memory.HEAPU8[tree]!;
  if (flags & INLINE_BIT) return (flags & INLINE_MISSING) !== 0;
  const p = memory.HEAPU32[tree >> 2]!;
  return (memory.HEAPU16[(p + HEAP_FLAGS) >> 1]! & HEAP_MISSING) !== 0 || memory.HEAPU32[(p + HEAP_ERROR_COST) >> 2]! > 0;
}

/**
 * Walks the tree at address `tree` in the cursor's order, handing every visible node to `builder`;
 * returns the root. A loop with its own stack, so a tree of any depth is fine.
 */
export function readTree<N>(memory: RuntimeMemory, tree: number, layout: LanguageLayout, builder: TreeBuilder<N>): N {
  // The frame arrays are kept for the next walk: every decision copies a tree. A walk never
  // starts another, but if one ever did, it would make its own.
  const frames = (spareFrames ?? new Frames()) as Frames<N>;
  spareFrames = null;
  try {
    return new MemoryWalk(memory, layout, builder, frames).read(tree);
  } finally {
    // Nodes are not kept alive by the spare arrays.
    frames.targets.length = 0;
    spareFrames = frames as Frames<unknown>;
  }
}

/**
 * A walk's frames, in parallel arrays: one frame per node whose children are being walked,
 * visible or looked through; a frame's entry is that node as a child of the frame below it.
 */
class Frames<N> {
  readonly addresses: number[] = [];
  readonly childIndexes: number[] = [];
  readonly structuralIndexes: number[] = [];
  /** Where the next child starts, in bytes of UTF-16 text. */
  readonly positions: number[] = [];
  readonly productions: number[] = [];
  readonly targets: N[] = [];
  /** Whether the frame's visible node (its own, or the one it is looked through for) wants fields. */
  readonly targetsWantFields: boolean[] = [];
  readonly entryStructuralIndexes: number[] = [];
  readonly entryVisible: boolean[] = [];
  readonly entryExtra: boolean[] = [];
}

let spareFrames: Frames<unknown> | null = null;

/** One walk's state: the memory views as they are now (the runtime replaces them when memory grows) and the frames. */
class MemoryWalk<N> {
  private readonly u8: Uint8Array;
  private readonly u16: Uint16Array;
  private readonly u32: Uint32Array;
  private readonly addresses: number[];
  private readonly childIndexes: number[];
  private readonly structuralIndexes: number[];
  private readonly positions: number[];
  private readonly productions: number[];
  private readonly targets: N[];
  private readonly targetsWantFields: boolean[];
  private readonly entryStructuralIndexes: number[];
  private readonly entryVisible: boolean[];
  private readonly entryExtra: boolean[];
  private top = -1;

  constructor(
    memory: RuntimeMemory,
    private readonly layout: LanguageLayout,
    private readonly builder: TreeBuilder<N>,
    frames: Frames<N>,
  ) {
    this.u8 = memory.HEAPU8;
    this.u16 = memory.HEAPU16;
    this.u32 = memory.HEAPU32;
    this.addresses = frames.addresses;
    this.childIndexes = frames.childIndexes;
    this.structuralIndexes = frames.structuralIndexes;
    this.positions = frames.positions;
    this.productions = frames.productions;
    this.targets = frames.targets;
    this.targetsWantFields = frames.targetsWantFields;
    this.entryStructuralIndexes = frames.entryStructuralIndexes;
    this.entryVisible = frames.entryVisible;
    this.entryExtra = frames.entryExtra;
  }

  read(tree: number): N {
    const { u8, u16, u32 } = this;
    // The root: the tree's first eight bytes.
    let rootStart: number;
    let rootEnd: number;
    let rootSymbol: number;
    let rootChildren = 0;
    if (u8[tree]! & INLINE_BIT) {
      rootSymbol = u8[tree + 1]!;
      rootStart = u8[tree + 6]!;
      rootEnd = rootStart + u8[tree + 7]!;
    } else {
      const p = u32[tree >> 2]!;
      rootSymbol = u16[(p + HEAP_SYMBOL) >> 1]!;
      rootStart = u32[(p + HEAP_PADDING_BYTES) >> 2]!;
      rootEnd = rootStart + u32[(p + HEAP_SIZE_BYTES) >> 2]!;
      rootChildren = u32[(p + HEAP_CHILD_COUNT) >> 2]!;
    }
    const root = this.builder.node(null, this.publicSymbol(rootSymbol), rootStart >> 1, rootEnd >> 1, 0);
    if (rootChildren === 0) return root;

    this.push(u32[tree >> 2]!, rootStart, root, 0, true, false);
    while (this.top >= 0) {
      const top = this.top;
      const parent = this.addresses[top]!;
      const count = u32[(parent + HEAP_CHILD_COUNT) >> 2]!;
      const index = this.childIndexes[top]!;
      if (index >= count) {
        this.top--;
        continue;
      }
      const child = parent - SUBTREE_SIZE * (count - index);
      const inline = (u8[child]! & INLINE_BIT) !== 0;
      const heap = inline ? 0 : u32[child >> 2]!;
      let visible: boolean;
      let extra: boolean;
      let size: number;
      if (inline) {
        const flags = u8[child]!;
        visible = (flags & INLINE_VISIBLE) !== 0;
        extra = (flags & INLINE_EXTRA) !== 0;
        size = u8[child + 7]!;
      } else {
        const flags = u16[(heap + HEAP_FLAGS) >> 1]!;
        visible = (flags & HEAP_VISIBLE) !== 0;
        extra = (flags & HEAP_EXTRA) !== 0;
        size = u32[(heap + HEAP_SIZE_BYTES) >> 2]!;
      }
      const start = this.positions[top]!;
      const structural = this.structuralIndexes[top]!;
      let alias = 0;
      if (!extra) {
        const production = this.productions[top]!;
        if (production !== 0) {
          alias = u16[(this.layout.aliasSequences + 2 * (production * this.layout.maxAliasSequenceLength + structural)) >> 1]!;
        }
        if (alias !== 0) visible = true;
        this.structuralIndexes[top] = structural + 1;
      }
      // The walk moves past this child, and past the next one's padding.
      let next = start + size;
      if (index + 1 < count) {
        const sibling = parent - SUBTREE_SIZE * (count - index - 1);
        next += u8[sibling]! & INLINE_BIT ? u8[sibling + 6]! : u32[(u32[sibling >> 2]! + HEAP_PADDING_BYTES) >> 2]!;
      }
      this.positions[top] = next;
      this.childIndexes[top] = index + 1;

      const grandchildren = inline ? 0 : u32[(heap + HEAP_CHILD_COUNT) >> 2]!;
      if (visible) {
        const target = this.targets[top]!;
        const symbol = alias !== 0 ? alias : inline ? u8[child + 1]! : u16[(heap + HEAP_SYMBOL) >> 1]!;
        const field = this.targetsWantFields[top] ? this.fieldOf(top, structural, extra) : 0;
        const node = this.builder.node(target, this.publicSymbol(symbol), start >> 1, (start + size) >> 1, field);
        if (grandchildren > 0) this.push(heap, start, node, structural, true, extra);
      } else if (grandchildren > 0 && u32[(heap + HEAP_VISIBLE_CHILD_COUNT) >> 2]! > 0) {
        this.push(heap, start, this.targets[top]!, structural, false, extra);
      }
    }
    return root;
  }

  private publicSymbol(symbol: number): number {
    return symbol === ERROR_SYMBOL ? ERROR_SYMBOL : this.u16[(this.layout.publicSymbolMap + 2 * symbol) >> 1]!;
  }

  private push(address: number, position: number, target: N, structural: number, visible: boolean, extra: boolean): void {
    const top = ++this.top;
    this.addresses[top] = address;
    this.childIndexes[top] = 0;
    this.structuralIndexes[top] = 0;
    this.positions[top] = position;
    this.productions[top] = this.u16[(address + HEAP_PRODUCTION_ID) >> 1]!;
    this.targets[top] = target;
    this.targetsWantFields[top] = visible ? this.builder.wantsFields(target) : this.targetsWantFields[top - 1]!;
    this.entryStructuralIndexes[top] = structural;
    this.entryVisible[top] = visible;
    this.entryExtra[top] = extra;
  }

  /** The field of the child at `structural` of frame `frame`, looking up through hidden frames as the cursor does. */
  private fieldOf(frame: number, structural: number, extra: boolean): number {
    const { u8, u16, layout } = this;
    if (layout.fieldCount === 0) return 0;
    for (let k = frame; k >= 0; k--) {
      if (extra) return 0;
      const slice = layout.fieldMapSlices + 4 * this.productions[k]!;
      const start = u16[slice >> 1]!;
      const length = u16[(slice + 2) >> 1]!;
      for (let j = 0; j < length; j++) {
        const entry = layout.fieldMapEntries + 4 * (start + j);
        if (u8[entry + 3] === 0 && u8[entry + 2] === structural) return u16[entry >> 1]!;
      }
      if (this.entryVisible[k]) return 0;
      structural = this.entryStructuralIndexes[k]!;
      extra = this.entryExtra[k]!;
    }
    return 0;
  }
}
