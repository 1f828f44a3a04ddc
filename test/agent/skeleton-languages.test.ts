// Per language: a fixture under test/fixtures/skeleton/ whose skeleton must list given items
// with exactly these one-based line ranges. The TypeScript fixtures end in .txt so that tsc and
// vitest leave them alone; they are indexed under their real name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSkeletonIndexer } from '../../src/agent/skeleton/index.js';
import type { SectionKind, SkeletonItem, SkeletonResult } from '../../src/agent/skeleton/index.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(repo, 'test', 'fixtures', 'skeleton');
const indexer = createSkeletonIndexer({ grammarDir: join(repo, 'grammars') });

type Outline = Extract<SkeletonResult, { ok: true }>;

async function outline(file: string): Promise<Outline> {
  const text = readFileSync(join(fixtures, file), 'utf8');
  const result = await indexer.skeletonOf(file.replace(/\.txt$/, ''), text);
  if (!result.ok) throw new Error(`${file}: ${result.reason}`);
  return result;
}

function section(result: Outline, kind: SectionKind): SkeletonItem[] {
  return result.skeleton.sections.find((s) => s.kind === kind)?.items ?? [];
}

function item(items: SkeletonItem[], name: string): SkeletonItem {
  const found = items.find((i) => i.name === name);
  if (!found) throw new Error(`no item named ${name}; have ${items.map((i) => i.name).join(', ')}`);
  return found;
}

function span(found: SkeletonItem): [number, number] {
  return [found.startLine, found.endLine];
}

function sectionOrder(text: string): string[] {
  // Section lines start at column 0: `doc [1-3]`, `imports [4-6]: …`, `types:`.
  return text
    .split('\n')
    .filter((line) => /^[a-z]+( \[[\d-]+\])?(:|$)/.test(line))
    .map((line) => line.split(/[ :]/)[0] as string);
}

describe('TypeScript', () => {
  it('lists the doc range, imports, exports, types, classes, functions and constants with their lines', async () => {
    const result = await outline('sample.ts.txt');
    expect(result.language).toBe('typescript');
    expect(result.partial).toBe(false);
    expect(span(item(section(result, 'doc'), 'doc'))).toEqual([1, 3]);
    const [imports] = section(result, 'imports');
    expect(imports && span(imports)).toEqual([4, 6]);
    expect(imports?.members).toEqual(['node:fs', 'node:path']);
    const [exports] = section(result, 'exports');
    expect(exports && span(exports)).toEqual([46, 46]);
    expect(exports?.members).toEqual(['./other.js *']);

    const types = section(result, 'types');
    expect(span(item(types, 'Options'))).toEqual([10, 14]);
    expect(item(types, 'Options').members).toEqual(['name', 'retries', 'run()']);
    expect(item(types, 'Mode').label).toBe("export type Mode = 'fast' | 'slow'");
    expect(span(item(types, 'Mode'))).toEqual([16, 16]);
    expect(span(item(types, 'Level'))).toEqual([18, 21]);
    expect(item(types, 'Level').members).toEqual(['Low', 'High']);

    const store = item(section(result, 'classes'), 'Store');
    expect(store.label).toBe('export class Store<T> extends Base implements Iterable<T>');
    expect(span(store)).toEqual([23, 36]);
    const members = store.children ?? [];
    expect(span(item(members, 'items'))).toEqual([24, 24]);
    expect(span(item(members, 'constructor'))).toEqual([26, 28]);
    // A signature over four lines comes back as one trimmed line.
    expect(item(members, 'load').label).toBe('async load(name: string, options: Options): Promise<T | undefined>');
    expect(span(item(members, 'load'))).toEqual([30, 35]);

    const functions = section(result, 'functions');
    expect(item(functions, 'parseMode').label).toBe('export function parseMode(text: string): Mode');
    expect(span(item(functions, 'parseMode'))).toEqual([38, 40]);
    expect(item(functions, 'handler').label).toBe('export const handler = async (event: string): Promise<void>');
    expect(span(item(functions, 'handler'))).toEqual([42, 44]);
    expect(span(item(section(result, 'constants'), 'MAX_ITEMS'))).toEqual([8, 8]);
  });

  it('renders sections in the fixed order with ranges and no bodies', async () => {
    const { text } = await outline('sample.ts.txt');
    expect(text.split('\n')[0]).toBe('46 lines');
    expect(sectionOrder(text)).toEqual(['doc', 'imports', 'exports', 'types', 'classes', 'functions', 'constants']);
    expect(text).toContain('\n  export function parseMode(text: string): Mode [38-40]\n');
    expect(text).toContain('\n  export interface Options [10-14]: name, retries, run()\n');
    expect(text).toContain('\n    async load(name: string, options: Options): Promise<T | undefined> [30-35]\n');
    expect(text).toContain('\nimports [4-6]: node:fs, node:path\n');
    expect(text).not.toContain('return');
    expect(text).not.toContain('console.log');
  });

  it('nests describe/it/test blocks with their titles and ranges', async () => {
    const result = await outline('sample.test.ts.txt');
    const tests = section(result, 'tests');
    const parser = item(tests, 'parser');
    expect(parser.label).toBe("describe 'parser'");
    expect(span(parser)).toEqual([3, 11]);
    expect(span(item(parser.children ?? [], 'parses numbers'))).toEqual([4, 6]);
    const errors = item(parser.children ?? [], 'errors');
    expect(span(errors)).toEqual([8, 10]);
    const skipped = item(errors.children ?? [], 'reports the line');
    expect(skipped.label).toBe("it.skip 'reports the line'");
    expect(span(skipped)).toEqual([9, 9]);
    expect(span(item(tests, 'top level'))).toEqual([13, 15]);
  });
});

describe('TypeScript declaration files', () => {
  it('outlines declare module and namespaces with their contents, without the word declare', async () => {
    const text = [
      'declare module "store" {',
      '    namespace store {',
      '        interface Entry {',
      '            key: string;',
      '        }',
      '    }',
      '    export declare function open(path: string): store.Entry;',
      '    export = store;',
      '}',
      'export declare class Client {',
      '    get(key: string): string;',
      '}',
      '',
    ].join('\n');
    const result = await indexer.skeletonOf('types/store.d.ts', text);
    if (!result.ok) throw new Error(result.reason);
    const [module] = section(result as Outline, 'modules');
    expect(module && [module.label, module.startLine, module.endLine]).toEqual(['module "store"', 1, 9]);
    expect(module?.children?.map((c) => [c.label, c.startLine, c.endLine])).toEqual([
      ['namespace store', 2, 6],
      ['export function open(path: string): store.Entry', 7, 7],
      ['export = store', 8, 8],
    ]);
    expect(module?.children?.[0]?.children?.map((c) => [c.label, c.members])).toEqual([['interface Entry', ['key']]]);
    const client = item(section(result as Outline, 'classes'), 'Client');
    expect(client.label).toBe('export class Client');
    expect(client.children?.map((c) => [c.label, c.startLine])).toEqual([['get(key: string): string', 11]]);
  });
});

describe('TSX', () => {
  it('outlines components written with JSX', async () => {
    const result = await outline('sample.tsx.txt');
    expect(result.language).toBe('tsx');
    expect(result.partial).toBe(false);
    expect(span(item(section(result, 'types'), 'Props'))).toEqual([3, 5]);
    const header = item(section(result, 'functions'), 'Header');
    expect(header.label).toBe('export function Header({title}: Props): JSX.Element');
    expect(span(header)).toEqual([7, 9]);
    expect(span(item(section(result, 'functions'), 'Footer'))).toEqual([11, 11]);
  });
});

describe('JavaScript', () => {
  it('reads CommonJS: require as imports, classes, functions, module.exports', async () => {
    const result = await outline('sample.cjs');
    expect(result.language).toBe('javascript');
    const [imports] = section(result, 'imports');
    expect(imports && span(imports)).toEqual([2, 3]);
    expect(imports?.members).toEqual(['node:path', 'node:fs/promises']);
    const loader = item(section(result, 'classes'), 'Loader');
    expect(span(loader)).toEqual([5, 13]);
    expect(span(item(loader.children ?? [], 'constructor'))).toEqual([6, 8]);
    expect(span(item(loader.children ?? [], 'resolve'))).toEqual([10, 12]);
    expect(span(item(section(result, 'functions'), 'createLoader'))).toEqual([15, 17]);
    const [exports] = section(result, 'exports');
    expect(exports && span(exports)).toEqual([19, 20]);
  });

  it('reads ES modules (.mjs): generators and default-exported classes', async () => {
    const result = await outline('sample.mjs');
    expect(result.language).toBe('javascript');
    const lines = item(section(result, 'functions'), 'lines');
    expect(lines.label).toBe('export async function* lines(path)');
    expect(span(lines)).toEqual([3, 6]);
    const counter = item(section(result, 'classes'), 'Counter');
    expect(span(counter)).toEqual([8, 13]);
    expect(span(item(counter.children ?? [], 'count'))).toEqual([9, 9]);
    expect(span(item(counter.children ?? [], 'increment'))).toEqual([10, 12]);
  });

  it('reads JSX without parse errors', async () => {
    const result = await outline('sample.jsx');
    expect(result.partial).toBe(false);
    expect(span(item(section(result, 'functions'), 'App'))).toEqual([1, 7]);
  });
});

describe('Python', () => {
  it('lists the docstring, imports, classes with members, functions, constants and tests', async () => {
    const result = await outline('sample.py');
    expect(result.language).toBe('python');
    expect(span(item(section(result, 'doc'), 'doc'))).toEqual([1, 4]);
    const [imports] = section(result, 'imports');
    expect(imports && span(imports)).toEqual([5, 6]);
    expect(imports?.members).toEqual(['os', 'typing']);
    expect(span(item(section(result, 'constants'), 'DEFAULT_NAME'))).toEqual([8, 8]);

    const config = item(section(result, 'classes'), 'Config');
    expect(config.label).toBe('@dataclass class Config');
    expect(span(config)).toEqual([11, 21]);
    const members = config.children ?? [];
    expect(span(item(members, 'name'))).toEqual([13, 13]);
    expect(item(members, 'describe').label).toBe('def describe(self, verbose: bool = False) -> str');
    expect(span(item(members, 'describe'))).toEqual([16, 17]);
    expect(item(members, 'label').label).toBe('@property def label(self) -> str');
    expect(span(item(members, 'label'))).toEqual([19, 21]);

    const fetch = item(section(result, 'functions'), 'fetch');
    expect(fetch.label).toBe('async def fetch(url: str, *, timeout: Optional[float] = None) -> bytes');
    expect(span(fetch)).toEqual([24, 25]);

    const tests = section(result, 'tests');
    expect(span(item(tests, 'test_fetch_returns_bytes'))).toEqual([28, 29]);
    const testClass = item(tests, 'TestConfig');
    expect(span(testClass)).toEqual([32, 37]);
    // Test methods only: the helper is not a test.
    expect((testClass.children ?? []).map((c) => [c.name, c.startLine, c.endLine])).toEqual([['test_describe', 33, 34]]);
    expect(section(result, 'functions').map((f) => f.name)).toEqual(['fetch']);
  });
});

describe('Go', () => {
  it('lists the package doc, imports, types with fields, methods, functions, constants and tests', async () => {
    const result = await outline('sample.go');
    expect(result.language).toBe('go');
    expect(span(item(section(result, 'doc'), 'doc'))).toEqual([1, 1]);
    const [imports] = section(result, 'imports');
    expect(imports && span(imports)).toEqual([4, 7]);
    expect(imports?.members).toEqual(['fmt', 'strings']);
    const types = section(result, 'types');
    expect(item(types, 'Store').label).toBe('type Store struct');
    expect(span(item(types, 'Store'))).toEqual([17, 20]);
    expect(item(types, 'Store').members).toEqual(['Name', 'items']);
    expect(span(item(types, 'Loader'))).toEqual([22, 24]);
    expect(item(types, 'Loader').members).toEqual(['Load()']);
    const functions = section(result, 'functions');
    expect(item(functions, 'Add').label).toBe('func (s *Store) Add(item string)');
    expect(span(item(functions, 'Add'))).toEqual([26, 28]);
    expect(span(item(functions, 'NewStore'))).toEqual([30, 32]);
    const constants = section(result, 'constants');
    expect(span(item(constants, 'MaxItems'))).toEqual([9, 9]);
    expect(item(constants, 'defaultName').label).toBe('var defaultName = "sample"');
    expect(span(item(constants, 'defaultName'))).toEqual([12, 12]);
    expect(span(item(constants, 'verbose'))).toEqual([13, 13]);
    expect(span(item(section(result, 'tests'), 'TestAdd'))).toEqual([34, 36]);
  });
});

describe('Rust', () => {
  it('lists crate docs, uses, types, impls with their fns, functions, constants and #[test] fns', async () => {
    const result = await outline('sample.rs');
    expect(result.language).toBe('rust');
    expect(span(item(section(result, 'doc'), 'doc'))).toEqual([1, 2]);
    const [imports] = section(result, 'imports');
    expect(imports && span(imports)).toEqual([4, 5]);
    expect(imports?.members).toEqual(['std::collections::HashMap', 'std::fmt']);
    const types = section(result, 'types');
    expect(span(item(types, 'Store'))).toEqual([10, 13]);
    expect(item(types, 'Store').members).toEqual(['name', 'items']);
    expect(item(types, 'Mode').members).toEqual(['Fast', 'Slow']);
    expect(span(item(types, 'Describe'))).toEqual([20, 22]);

    const impls = section(result, 'classes');
    const display = impls.find((i) => i.label === 'impl fmt::Display for Store');
    expect(display && span(display)).toEqual([30, 34]);
    expect(display?.children?.map((c) => [c.label, c.startLine, c.endLine])).toEqual([["fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result", 31, 33]]);
    const inherent = impls.find((i) => i.label === 'impl Store');
    expect(inherent?.children?.map((c) => [c.name, c.startLine, c.endLine])).toEqual([['new', 25, 27]]);

    expect(span(item(section(result, 'functions'), 'parse_mode'))).toEqual([36, 38]);
    expect(span(item(section(result, 'constants'), 'LIMIT'))).toEqual([7, 7]);
    const testModule = item(section(result, 'tests'), 'tests');
    expect(span(testModule)).toEqual([41, 48]);
    expect(testModule.children?.map((c) => [c.name, c.startLine, c.endLine])).toEqual([['parses_fast', 45, 47]]);
    // A module holding only tests is not listed again under modules.
    expect(section(result, 'modules')).toEqual([]);
  });
});

describe('Markdown', () => {
  it('outlines headings, each range running to the next heading of its level or higher', async () => {
    const result = await outline('sample.md');
    expect(result.language).toBe('markdown');
    expect(section(result, 'outline').map((h) => [h.label, h.startLine, h.endLine])).toEqual([
      ['# Leash', 1, 20],
      ['## Install', 5, 16],
      ['### From source', 14, 16],
      ['## Usage', 18, 20],
    ]);
    // The "# not a heading" inside the code fence stays out.
    expect(result.text).not.toContain('not a heading');
  });

  it('shows front matter and setext headings', async () => {
    const text = ['---', 'title: x', '---', 'Title', '=====', '', 'Part', '----', 'body'].join('\n');
    const result = await indexer.skeletonOf('page.md', text);
    if (!result.ok) throw new Error(result.reason);
    expect(section(result as Outline, 'doc').map((d) => [d.label, d.startLine, d.endLine])).toEqual([['front matter', 1, 3]]);
    expect(section(result as Outline, 'outline').map((h) => [h.label, h.startLine, h.endLine])).toEqual([
      ['# Title', 4, 9],
      ['## Part', 7, 9],
    ]);
  });
});

describe('JSON', () => {
  it('lists the top-level keys with their ranges', async () => {
    const result = await outline('sample.json');
    expect(result.language).toBe('json');
    expect(section(result, 'keys').map((k) => [k.name, k.startLine, k.endLine])).toEqual([
      ['name', 2, 2],
      ['version', 3, 3],
      ['scripts', 4, 6],
      ['files', 7, 9],
    ]);
    expect(result.text).toBe('10 lines\nkeys: name [2], version [3], scripts [4-6], files [7-9]');
  });

  it('describes a top-level array by its length', async () => {
    const result = await indexer.skeletonOf('list.json', '[\n  1,\n  2,\n  3\n]\n');
    if (!result.ok) throw new Error(result.reason);
    expect(result.text).toBe('5 lines\noutline:\n  array of 3 items [1-5]');
  });
});

describe('YAML', () => {
  it('lists the leading comment and the top-level keys with their ranges', async () => {
    const result = await outline('sample.yaml');
    expect(result.language).toBe('yaml');
    expect(span(item(section(result, 'doc'), 'doc'))).toEqual([1, 1]);
    expect(section(result, 'keys').map((k) => [k.name, k.startLine, k.endLine])).toEqual([
      ['name', 3, 3],
      ['on', 4, 6],
      ['jobs', 7, 11],
    ]);
  });

  it('keeps several documents apart and lists a top-level sequence by its items', async () => {
    const text = ['a: 1', 'b:', '  c: 2', '---', 'd: 3', '---', '- name: first', '  run: x', '- name: second'].join('\n');
    const result = await indexer.skeletonOf('multi.yml', text);
    if (!result.ok) throw new Error(result.reason);
    const keys = section(result as Outline, 'keys');
    expect(keys.map((d) => [d.label, d.startLine, d.endLine, d.children?.map((k) => `${k.name}:${k.startLine}-${k.endLine}`)])).toEqual([
      ['document 1', 1, 3, ['a:1-1', 'b:2-3']],
      ['document 2', 4, 5, ['d:5-5']],
    ]);
    expect(section(result as Outline, 'outline').map((s) => [s.label, s.startLine, s.endLine])).toEqual([
      ['- name: first', 7, 8],
      ['- name: second', 9, 9],
    ]);
  });
});
