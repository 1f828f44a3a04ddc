// The memory reader (src/bash/tree-memory.ts) on a tree laid out by hand, byte by byte, as the
// runtime lays one out: hidden nodes looked through, an alias that makes a hidden leaf visible,
// a field found in a hidden parent's parent, an inherited field ignored, an extra without a field;
// the root's error flag; and a language struct refused when it does not say what the public API
// says. (That it reads the runtime's real trees as the cursor does is test/bash/syntax.test.ts's.)
import { describe, expect, it } from 'vitest';
import { languageLayout, readTree, treeHasError, type RuntimeMemory, type TreeBuilder } from '../../src/bash/tree-memory.js';

const TYPES = ['end', 'word', 'cmd', undefined, 'comment'];
const SYMBOL_NAMES = ['end', 'word', 'cmd', '_hidden', 'comment'];
const FIELDS = [null, 'name'];

const LANGUAGE = 1024;
const TREE = 256;
const ROOT = 512;
const HIDDEN = 640;

function memory(): RuntimeMemory {
  const buffer = new ArrayBuffer(4096);
  return { HEAPU8: new Uint8Array(buffer), HEAPU16: new Uint16Array(buffer), HEAPU32: new Uint32Array(buffer) };
}

function laidOut(): RuntimeMemory {
  const m = memory();
  const u32 = (address: number, value: number) => (m.HEAPU32[address >> 2] = value);
  const u16 = (address: number, value: number) => (m.HEAPU16[address >> 1] = value);
  const u8 = (address: number, value: number) => (m.HEAPU8[address] = value);
  let strings = 2048;
  const cString = (text: string) => {
    const at = strings;
    for (const byte of new TextEncoder().encode(text)) u8(strings++, byte);
    u8(strings++, 0);
    return at;
  };

  // The language: 5 symbols, 1 field, alias sequences 3 long.
  u32(LANGUAGE + 4, 5);
  u32(LANGUAGE + 8, 0);
  u32(LANGUAGE + 32, 1);
  u16(LANGUAGE + 36, 3);
  const symbolNames = 1200;
  SYMBOL_NAMES.forEach((name, id) => u32(symbolNames + 4 * id, cString(name)));
  u32(LANGUAGE + 56, symbolNames);
  const fieldNames = 1240;
  u32(fieldNames + 4, cString('name'));
  u32(LANGUAGE + 60, fieldNames);
  // Field map: production 1 gives child 1 the field `name`, child 2 only inherited; production 2 none.
  const slices = 1280;
  u16(slices + 4, 0);
  u16(slices + 6, 2);
  u16(slices + 8, 2);
  u16(slices + 10, 0);
  u32(LANGUAGE + 64, slices);
  const entries = 1300;
  [
    [1, 1, 0],
    [1, 2, 1],
  ].forEach(([field, child, inherited], i) => {
    u16(entries + 4 * i, field!);
    u8(entries + 4 * i + 2, child!);
    u8(entries + 4 * i + 3, inherited!);
  });
  u32(LANGUAGE + 68, entries);
  const publicSymbols = 1340;
  for (let id = 0; id < 5; id++) u16(publicSymbols + 2 * id, id);
  u32(LANGUAGE + 76, publicSymbols);
  // Production 1 aliases its third child to `word`.
  const aliases = 1360;
  u16(aliases + 2 * (1 * 3 + 2), 1);
  u32(LANGUAGE + 84, aliases);

  // The tree: its root subtree points at ROOT, then the language.
  u32(TREE, ROOT);
  u32(TREE + 8, LANGUAGE);
  // ROOT: a visible `cmd` at byte 2, 30 bytes long, production 1, four children (just before it).
  u32(ROOT + 4, 2);
  u32(ROOT + 16, 30);
  u32(ROOT + 36, 4);
  u16(ROOT + 40, 2);
  u16(ROOT + 44, 1);
  u32(ROOT + 48, 4);
  u16(ROOT + 66, 1);
  const child = (i: number) => ROOT - 8 * (4 - i);
  // 0: an inline visible `word`, 8 bytes.
  u8(child(0), 0b011);
  u8(child(0) + 1, 1);
  u8(child(0) + 7, 8);
  // 1: a hidden node (production 2) after 2 bytes of padding, 8 bytes, with one inline visible `word`.
  u32(child(1), HIDDEN);
  u32(HIDDEN + 4, 2);
  u32(HIDDEN + 16, 8);
  u32(HIDDEN + 36, 1);
  u16(HIDDEN + 40, 3);
  u16(HIDDEN + 44, 0);
  u32(HIDDEN + 48, 1);
  u16(HIDDEN + 66, 2);
  u8(HIDDEN - 8, 0b011);
  u8(HIDDEN - 8 + 1, 1);
  u8(HIDDEN - 8 + 7, 8);
  // 2: an inline hidden leaf, visible by the alias, after 2 bytes of padding, 8 bytes.
  u8(child(2), 0b001);
  u8(child(2) + 1, 3);
  u8(child(2) + 6, 2);
  u8(child(2) + 7, 8);
  // 3: an inline visible extra `comment`, 2 bytes.
  u8(child(3), 0b1011);
  u8(child(3) + 1, 4);
  u8(child(3) + 7, 2);
  return m;
}

interface Seen {
  type: number;
  start: number;
  end: number;
  field: number;
  parent: number;
}

function read(m: RuntimeMemory): Seen[] {
  const layout = languageLayout(m, LANGUAGE, { types: TYPES, fields: FIELDS });
  expect(layout).not.toBeNull();
  const seen: Seen[] = [];
  const builder: TreeBuilder<number> = {
    wantsFields: () => true,
    node(parent, type, start, end, field) {
      seen.push({ type, start, end, field, parent: parent ?? -1 });
      return seen.length - 1;
    },
  };
  readTree(m, TREE, layout!, builder);
  return seen;
}

describe('tree memory reader', () => {
  it('reads visible nodes in cursor order, with UTF-16 extents, aliases and fields', () => {
    expect(read(laidOut())).toEqual([
      { type: 2, start: 1, end: 16, field: 0, parent: -1 },
      // Child 0 of production 1 has no field.
      { type: 1, start: 1, end: 5, field: 0, parent: 0 },
      // Under the hidden node (child 1): its own production names no field for its child 0, its parent's names child 1.
      { type: 1, start: 6, end: 10, field: 1, parent: 0 },
      // The hidden leaf, made a `word` by the alias; child 2's field is only inherited, so none.
      { type: 1, start: 11, end: 15, field: 0, parent: 0 },
      // An extra has no field and takes no structural index.
      { type: 4, start: 15, end: 16, field: 0, parent: 0 },
    ]);
  });

  it('asks for fields only where the parent wants them', () => {
    const m = laidOut();
    const layout = languageLayout(m, LANGUAGE, { types: TYPES, fields: FIELDS })!;
    const fields: number[] = [];
    readTree(m, TREE, layout, { wantsFields: () => false, node: (_parent, _type, _start, _end, field) => (fields.push(field), 0) });
    expect(fields).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads the error flag from the root: an error cost, or a missing root', () => {
    const m = laidOut();
    expect(treeHasError(m, TREE)).toBe(false);
    m.HEAPU32[(ROOT + 32) >> 2] = 100;
    expect(treeHasError(m, TREE)).toBe(true);
    m.HEAPU32[(ROOT + 32) >> 2] = 0;
    m.HEAPU16[(ROOT + 44) >> 1] = 1 | 512;
    expect(treeHasError(m, TREE)).toBe(true);
    // An inline root: only its missing bit says so.
    const inline = memory();
    inline.HEAPU8[TREE] = 0b000011;
    expect(treeHasError(inline, TREE)).toBe(false);
    inline.HEAPU8[TREE] = 0b100011;
    expect(treeHasError(inline, TREE)).toBe(true);
  });

  it('refuses a language struct whose counts or names differ from the public API', () => {
    const m = laidOut();
    expect(languageLayout(m, LANGUAGE, { types: TYPES, fields: FIELDS })).not.toBeNull();
    expect(languageLayout(m, LANGUAGE, { types: [...TYPES, 'extra'], fields: FIELDS })).toBeNull();
    expect(languageLayout(m, LANGUAGE, { types: ['end', 'word', 'command', undefined, 'comment'], fields: FIELDS })).toBeNull();
    expect(languageLayout(m, LANGUAGE, { types: TYPES, fields: [null, 'label'] })).toBeNull();
    expect(languageLayout(m, LANGUAGE + 4, { types: TYPES, fields: FIELDS })).toBeNull();
    expect(languageLayout(memory(), LANGUAGE, { types: TYPES, fields: FIELDS })).toBeNull();
  });
});
