// How much smaller is the `index` skeleton than the file it outlines? Every byte a tool
// returns is paid again on every later turn, so the ratio (skeleton bytes / file bytes) is the
// number that matters. Measured on real files: this repository's src/**/*.ts and files of each
// language found on this machine (node_modules, Python's library, Go and Rust sources, docs).
//
//   npx tsx bench/index-ratio.ts [--sample N] [--root DIR]... [--only-roots]
//
// --root adds a directory to search; --only-roots searches only those (and node_modules),
// to measure one corpus, e.g. a library's sources apart from its test inputs.
//
// Prints a table, then one JSON line ({"bench":"index-ratio", ...}) for a runner to collect.
// Target: median at most 0.25 for every language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSkeletonIndexer, SKELETON_MAX_BYTES, skeletonLanguageOf } from '../src/agent/skeleton/index.js';
import type { SkeletonLanguage } from '../src/agent/skeleton/index.js';

const LANGUAGES: readonly SkeletonLanguage[] = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'markdown', 'json', 'yaml'];
const TARGET_MEDIAN = 0.25;
/** Stop walking a language's roots once this many candidates are known. */
const MAX_CANDIDATES = 100_000;
const MAX_DEPTH = 14;

interface Row {
  name: string;
  files: number;
  median: number;
  p90: number;
  refused: number;
  ms: number;
}

async function main(): Promise<void> {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { sample, roots, onlyRoots } = parseArgs(process.argv.slice(2));
  const indexer = createSkeletonIndexer({ grammarDir: join(repo, 'grammars') });

  const ownSources = walk([join(repo, 'src')], () => true).filter((file) => file.endsWith('.ts'));
  const candidates = collectCandidates([join(repo, 'node_modules'), ...roots, ...(onlyRoots ? [] : defaultRoots())]);
  const rows: Row[] = [await measure('leash src/**/*.ts', ownSources, indexer)];
  for (const language of LANGUAGES) {
    const all = candidates.get(language) ?? [];
    if (language !== 'typescript') {
      rows.push(await measure(language, evenSample(all, sample), indexer));
      continue;
    }
    // A declaration file is already an outline, so its ratio says little about what index
    // saves; it gets a row of its own instead of drowning the sources (node_modules holds
    // far more .d.ts than .ts).
    const declarations = all.filter((file) => file.endsWith('.d.ts'));
    const sources = all.filter((file) => !file.endsWith('.d.ts'));
    rows.push(await measure('typescript', [...ownSources, ...evenSample(sources, sample)], indexer));
    rows.push(await measure('typescript .d.ts', evenSample(declarations, sample), indexer));
  }

  printTable(rows, repo);
  const summary: Record<string, unknown> = { bench: 'index-ratio', target_median: TARGET_MEDIAN };
  for (const row of rows) {
    summary[row.name === rows[0]?.name ? 'leash_src' : row.name.replace(' .d.ts', '_dts')] = {
      files: row.files,
      median: round(row.median),
      p90: round(row.p90),
      refused: row.refused,
      ms: Math.round(row.ms),
    };
  }
  summary.all_under_target = rows.every((row) => row.files === 0 || row.median <= TARGET_MEDIAN || row.name.endsWith('.d.ts'));
  console.log(JSON.stringify(summary));
}

function parseArgs(args: string[]): { sample: number; roots: string[]; onlyRoots: boolean } {
  let sample = 300;
  let onlyRoots = false;
  const roots: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--sample' && value) {
      sample = Number(value);
      i++;
    } else if (arg === '--root' && value) {
      roots.push(value);
      i++;
    } else if (arg === '--only-roots') {
      onlyRoots = true;
    } else {
      throw new Error(`index-ratio: unexpected argument ${arg}; expected --sample N, --root DIR or --only-roots`);
    }
  }
  if (!Number.isInteger(sample) || sample < 1) throw new Error(`index-ratio: --sample must be a positive integer, got ${sample}`);
  return { sample, roots, onlyRoots };
}

/** Where this machine keeps source of each language, when it has any. */
function defaultRoots(): string[] {
  const roots = ['/usr/share', '/usr/src', '/root/.cargo/registry', '/root/.rustup', '/root/go/pkg/mod', '/usr/local/go'];
  for (const base of ['/usr/lib', '/usr/local/lib']) {
    for (const entry of safeReaddir(base)) {
      if (/^(python3|go|rustlib)/.test(entry)) roots.push(join(base, entry));
    }
  }
  return roots.filter((root) => safeStat(root)?.isDirectory());
}

function collectCandidates(roots: string[]): Map<SkeletonLanguage, string[]> {
  const byLanguage = new Map<SkeletonLanguage, string[]>();
  const seen = new Set<string>();
  walk(roots, (file) => {
    const language = skeletonLanguageOf(file);
    if (!language || seen.has(file)) return true;
    seen.add(file);
    const list = byLanguage.get(language) ?? [];
    if (list.length < MAX_CANDIDATES) list.push(file);
    byLanguage.set(language, list);
    return true;
  });
  return byLanguage;
}

/**
 * Compiler test inputs (rustc's test/ui, Go's testdata) are programs of a few lines written to
 * exercise a compiler, not files anyone asks an agent to work in; most of the Rust on this kind
 * of machine is such inputs, and an outline of a five-line file is as long as the file.
 */
const COMPILER_TEST_INPUTS = /\/tests?\/ui$|\/testdata$/;

/** Files under the roots (no symlinks followed), in a stable order. */
function walk(roots: string[], visit: (file: string) => boolean): string[] {
  const out: string[] = [];
  const stack = roots.map((root) => ({ dir: root, depth: 0 }));
  while (stack.length > 0) {
    const { dir, depth } = stack.pop() as { dir: string; depth: number };
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : -1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < MAX_DEPTH && entry.name !== '.git' && !COMPILER_TEST_INPUTS.test(path)) stack.push({ dir: path, depth: depth + 1 });
      else if (entry.isFile() && visit(path)) out.push(path);
    }
  }
  return out;
}

/** Up to `count` files spread evenly over the sorted list, so every run measures the same ones. */
function evenSample(files: string[], count: number): string[] {
  const sorted = [...files].sort();
  if (sorted.length <= count) return sorted;
  const step = sorted.length / count;
  return Array.from({ length: count }, (_, i) => sorted[Math.floor(i * step)] as string);
}

async function measure(name: string, files: string[], indexer: ReturnType<typeof createSkeletonIndexer>): Promise<Row> {
  const ratios: number[] = [];
  let refused = 0;
  let ms = 0;
  for (const file of files) {
    const size = safeStat(file)?.size ?? 0;
    if (size === 0 || size > SKELETON_MAX_BYTES) continue;
    const text = readFileSync(file, 'utf8');
    const started = performance.now();
    const result = await indexer.skeletonOf(file, text);
    ms += performance.now() - started;
    if (!result.ok) {
      refused++;
      continue;
    }
    ratios.push(Buffer.byteLength(result.text) / Buffer.byteLength(text));
  }
  ratios.sort((a, b) => a - b);
  return { name, files: ratios.length, median: quantile(ratios, 0.5), p90: quantile(ratios, 0.9), refused, ms };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const lowValue = sorted[low] as number;
  const highValue = sorted[high] as number;
  return lowValue + (highValue - lowValue) * (position - low);
}

function printTable(rows: Row[], repo: string): void {
  const header = ['language', 'files', 'median', 'p90', 'ms/file', 'target'];
  const body = rows.map((row) => [
    row.name,
    String(row.files),
    row.files > 0 ? row.median.toFixed(3) : '-',
    row.files > 0 ? row.p90.toFixed(3) : '-',
    row.files > 0 ? (row.ms / row.files).toFixed(2) : '-',
    row.files === 0 ? 'no files' : row.median <= TARGET_MEDIAN ? 'ok' : row.name.endsWith('.d.ts') ? 'over (n/a)' : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`index skeleton size / file size (repository: ${relative(process.cwd(), repo) || '.'})`);
  console.log(line(header));
  for (const cells of body) console.log(line(cells));
}

function round(value: number): number | null {
  return Number.isNaN(value) ? null : Math.round(value * 1000) / 1000;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function safeStat(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

await main();
