// What the index tool's extractor promises beyond any one language: refusals that say what to
// do instead, the 2 MB limit in bytes, partial results from broken files, short output (wrapped
// lists, shortened signatures, a line cap), grammars loaded once, and concurrent calls.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSkeletonIndexer, SKELETON_MAX_BYTES, skeletonLanguageOf } from '../../src/agent/skeleton/index.js';
import type { SkeletonResult } from '../../src/agent/skeleton/index.js';
import { loadLanguage } from '../../src/agent/skeleton/languages.js';
import { WRAP_WIDTH } from '../../src/agent/skeleton/render.js';
import { MAX_LABEL_CHARS } from '../../src/agent/skeleton/text.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const grammarDir = join(repo, 'grammars');
const indexer = createSkeletonIndexer({ grammarDir });

function expectOk(result: SkeletonResult): Extract<SkeletonResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected a skeleton, got ${result.code}: ${result.reason}`);
  return result;
}

describe('languages by extension', () => {
  it('maps every supported extension, case-insensitively, and .d.ts to TypeScript', () => {
    expect(skeletonLanguageOf('src/a.ts')).toBe('typescript');
    expect(skeletonLanguageOf('types/index.d.ts')).toBe('typescript');
    expect(skeletonLanguageOf('App.TSX')).toBe('tsx');
    expect(skeletonLanguageOf('x.mjs')).toBe('javascript');
    expect(skeletonLanguageOf('x.cjs')).toBe('javascript');
    expect(skeletonLanguageOf('x.jsx')).toBe('javascript');
    expect(skeletonLanguageOf('x.pyi')).toBe('python');
    expect(skeletonLanguageOf('main.go')).toBe('go');
    expect(skeletonLanguageOf('lib.rs')).toBe('rust');
    expect(skeletonLanguageOf('README.md')).toBe('markdown');
    expect(skeletonLanguageOf('package.json')).toBe('json');
    expect(skeletonLanguageOf('ci.yml')).toBe('yaml');
    expect(skeletonLanguageOf('.github/leash.yaml')).toBe('yaml');
    expect(skeletonLanguageOf('Makefile')).toBeUndefined();
    expect(skeletonLanguageOf('notes.ts.bak')).toBeUndefined();
  });
});

describe('refusals', () => {
  it('refuses an unsupported extension and says to use read instead', async () => {
    const result = await indexer.skeletonOf('lib/app.rb', 'class App; end');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('unsupported_language');
    expect(result.reason).toContain('.rb files');
    expect(result.reason).toContain('read');
  });

  it('refuses a file without an extension', async () => {
    const result = await indexer.skeletonOf('Makefile', 'all:\n\techo hi\n');
    expect(result).toMatchObject({ ok: false, code: 'unsupported_language' });
    if (!result.ok) expect(result.reason).toContain('files without an extension');
  });

  it('refuses files over 2 MB, counting UTF-8 bytes rather than characters', async () => {
    expect(SKELETON_MAX_BYTES).toBe(2 * 1024 * 1024);
    // 1 MiB + 1 characters of two bytes each: under the limit in characters, over it in bytes.
    const text = `// ${'é'.repeat(1024 * 1024 + 1)}\n`;
    const result = await indexer.skeletonOf('big.ts', text);
    expect(result).toMatchObject({ ok: false, code: 'too_large' });
    if (!result.ok) {
      expect(result.reason).toContain('big.ts is 2.0 MB');
      expect(result.reason).toContain('up to 2.0 MB');
      expect(result.reason).toContain('grep');
    }
  });

  it('accepts a file of exactly 2 MB', async () => {
    const head = 'export const LIMIT = 1;\n// ';
    const text = `${head}${'x'.repeat(SKELETON_MAX_BYTES - head.length - 1)}\n`;
    expect(Buffer.byteLength(text)).toBe(SKELETON_MAX_BYTES);
    const result = expectOk(await indexer.skeletonOf('exact.js', text));
    expect(result.text).toContain('export const LIMIT = 1 [1]');
  });

  it('honours a smaller maxBytes', async () => {
    const small = createSkeletonIndexer({ grammarDir, maxBytes: 10 });
    expect(await small.skeletonOf('a.json', '{"a": 1, "b": 2}')).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('says the grammar is unavailable when the directory has none', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'leash-no-grammars-'));
    const result = await createSkeletonIndexer({ grammarDir: empty }).skeletonOf('a.py', 'x = 1\n');
    expect(result).toMatchObject({ ok: false, code: 'grammar_unavailable' });
    if (!result.ok) {
      expect(result.reason).toContain('python grammar');
      expect(result.reason).toContain(empty);
    }
    // The failure is not remembered: the real directory still works afterwards.
    expectOk(await indexer.skeletonOf('a.py', 'x = 1\n'));
  });
});

describe('partial parses', () => {
  it('still lists what it can from a file with syntax errors, and says it is partial', async () => {
    const text = ['def good(a):', '    return a', '', 'def broken(:', '    pass', '', 'def after(b):', '    return b', ''].join('\n');
    const result = expectOk(await indexer.skeletonOf('broken.py', text));
    expect(result.partial).toBe(true);
    expect(result.skeleton.errorLines.length).toBeGreaterThan(0);
    expect(result.text.split('\n')[0]).toMatch(/^8 lines, partial \(parse errors near line \d/);
    expect(result.text).toContain('def good(a) [1-2]');
    expect(result.text).toContain('def after(b) [7-8]');
  });

  it('is not partial for a clean file', async () => {
    const result = expectOk(await indexer.skeletonOf('ok.py', 'def f():\n    pass\n'));
    expect(result.partial).toBe(false);
    expect(result.text.split('\n')[0]).toBe('2 lines');
  });
});

describe('keeping it short', () => {
  it('puts many imports in one run with one range, wrapped at the wrap width', async () => {
    const modules = Array.from({ length: 40 }, (_, i) => `./module-number-${i}.js`);
    const text = `${modules.map((m, i) => `import { name${i} } from '${m}';`).join('\n')}\n\nexport function use(): void {}\n`;
    const result = expectOk(await indexer.skeletonOf('many.ts', text));
    const imports = result.skeleton.sections.find((s) => s.kind === 'imports')?.items ?? [];
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ startLine: 1, endLine: 40, members: modules });
    const importLines = result.text.split('\n').filter((line) => line.startsWith('imports') || line.startsWith('  ./module'));
    expect(importLines[0]).toMatch(/^imports \[1-40\]: \.\/module-number-0\.js, /);
    expect(importLines.length).toBeGreaterThan(5);
    for (const line of importLines) expect(line.length).toBeLessThanOrEqual(WRAP_WIDTH + 1);
    expect(importLines.join(' ')).toContain('./module-number-39.js');
    expect(result.text).toContain('  export function use(): void [42]');
  });

  it('shortens a very long signature with an ellipsis, keeping its start', async () => {
    const params = Array.from({ length: 30 }, (_, i) => `parameter${i}: string`).join(', ');
    const result = expectOk(await indexer.skeletonOf('long.ts', `export function tooMany(${params}): void {\n  return;\n}\n`));
    const [fn] = result.skeleton.sections.find((s) => s.kind === 'functions')?.items ?? [];
    expect(fn?.label.startsWith('export function tooMany(parameter0: string, ')).toBe(true);
    expect(fn?.label.endsWith('…')).toBe(true);
    expect(fn?.label.length).toBeLessThanOrEqual(MAX_LABEL_CHARS);
    expect(fn && [fn.startLine, fn.endLine]).toEqual([1, 3]);
  });

  it('folds inline object types before cutting a long signature', async () => {
    const text =
      'export function f(options: { alpha: string; beta: number; gamma: boolean; delta: string[]; epsilon: Record<string, number> }, name: string): number {\n  return 1;\n}\n';
    const result = expectOk(await indexer.skeletonOf('fold.ts', text));
    expect(result.text).toContain('  export function f(options: {…}, name: string): number [1-3]');
  });

  it('collapses whitespace and drops comments inside a signature', async () => {
    const text = ['def spread(', '    first,   # the first', '    second,', '):', '    pass', ''].join('\n');
    const result = expectOk(await indexer.skeletonOf('spread.py', text));
    expect(result.text).toContain('  def spread(first, second) [1-5]');
  });

  it('cuts a skeleton at the line cap and says how much is left', async () => {
    const text = Array.from({ length: 60 }, (_, i) => `export function f${i}(): void {}`).join('\n');
    const capped = createSkeletonIndexer({ grammarDir, maxLines: 20 });
    const result = expectOk(await capped.skeletonOf('many-functions.ts', text));
    const lines = result.text.split('\n');
    expect(result.truncated).toBe(true);
    expect(lines).toHaveLength(20);
    expect(lines[19]).toMatch(/^… 43 more lines not shown; grep for a name, or read a range$/);
  });

  it('says when there is nothing to outline', async () => {
    const result = expectOk(await indexer.skeletonOf('script.js', 'console.log("hi");\n'));
    expect(result.text).toBe('1 line\nnothing to outline; use read');
  });

  it('is much shorter than a file with bodies', async () => {
    const body = Array.from({ length: 30 }, (_, i) => `  const v${i} = compute(${i}) + other(${i});`).join('\n');
    const text = Array.from({ length: 5 }, (_, i) => `export function work${i}(input: number): number {\n${body}\n  return input;\n}\n`).join('\n');
    const result = expectOk(await indexer.skeletonOf('work.ts', text));
    expect(Buffer.byteLength(result.text) / Buffer.byteLength(text)).toBeLessThan(0.1);
  });
});

describe('grammar loading', () => {
  it('loads each grammar once per process and hands back the same one', async () => {
    const first = await loadLanguage(grammarDir, 'json');
    const second = await loadLanguage(grammarDir, 'json');
    expect(second.grammar).toBe(first.grammar);
    expect(second.parser).toBe(first.parser);
    const other = await loadLanguage(grammarDir, 'yaml');
    expect(other.grammar).not.toBe(first.grammar);
  });

  it('keeps concurrent calls for different languages apart on the shared parser', async () => {
    const inputs: Array<[string, string, string]> = [
      ['a.py', 'def py_fn():\n    pass\n', 'def py_fn() [1-2]'],
      ['a.go', 'package a\n\nfunc GoFn() {}\n', 'func GoFn() [3]'],
      ['a.rs', 'fn rust_fn() {}\n', 'fn rust_fn() [1]'],
      ['a.ts', 'function tsFn(): void {}\n', 'function tsFn(): void [1]'],
      ['a.md', '# Title\n', '# Title [1]'],
      ['a.json', '{"key": 1}\n', 'key [1]'],
      ['a.yaml', 'key: 1\n', 'key [1]'],
    ];
    const results = await Promise.all(inputs.map(([path, text]) => indexer.skeletonOf(path, text)));
    results.forEach((result, i) => {
      const ok = expectOk(result);
      expect(ok.partial).toBe(false);
      expect(ok.text).toContain(inputs[i]?.[2]);
    });
  });
});
