// Ranges are the point of a skeleton: the model reads `[start-end]` with read offset/limit and
// must land on the thing it chose. Checked on every fixture and on this repository's own
// src/**/*.ts: the first line of each range (after decorators, attributes and comments) holds
// the declared name, every range lies inside the file, and children lie inside their parent.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSkeletonIndexer } from '../../src/agent/skeleton/index.js';
import type { SectionKind, Skeleton, SkeletonItem } from '../../src/agent/skeleton/index.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(repo, 'test', 'fixtures', 'skeleton');
const indexer = createSkeletonIndexer({ grammarDir: join(repo, 'grammars') });

/** Lines that may come before a declaration's name inside its own range. */
const PREAMBLE = /^\s*(?:@|#\[|\/\/|\/\*|\*)/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path, keep));
    else if (entry.isFile() && keep(entry.name)) out.push(path);
  }
  return out.sort();
}

/** Problems with one file's ranges, as readable strings (empty when all is well). */
async function rangeProblems(path: string, logicalName: string): Promise<string[]> {
  const text = readFileSync(path, 'utf8');
  const result = await indexer.skeletonOf(logicalName, text);
  if (!result.ok) return [`${logicalName}: ${result.reason}`];
  return skeletonProblems(result.skeleton, text.split('\n'), relative(repo, path));
}

function skeletonProblems(skeleton: Skeleton, lines: string[], file: string): string[] {
  const lineCount = skeleton.lineCount;
  const problems: string[] = [];
  const where = (item: SkeletonItem): string => `${file} ${item.label} [${item.startLine}-${item.endLine}]`;

  const check = (item: SkeletonItem, kind: SectionKind, parent?: SkeletonItem): void => {
    if (item.startLine < 1 || item.endLine < item.startLine || item.endLine > lineCount) {
      problems.push(`${where(item)}: outside the file's ${lineCount} lines`);
      return;
    }
    if (parent && (item.startLine < parent.startLine || item.endLine > parent.endLine)) {
      problems.push(`${where(item)}: outside its parent ${parent.label} [${parent.startLine}-${parent.endLine}]`);
    }
    const first = lines.slice(item.startLine - 1, item.endLine).find((line) => !PREAMBLE.test(line)) ?? '';
    if (kind === 'doc') {
      const opener = lines[item.startLine - 1] ?? '';
      if (item.label === 'doc' && !/^\s*(?:\/\/|\/\*|#|"""|''')/.test(opener))
        problems.push(`${where(item)}: does not start a comment or docstring: ${opener}`);
    } else if (kind === 'imports' || kind === 'exports') {
      // A run: its first module is named somewhere in its range.
      const span = lines.slice(item.startLine - 1, item.endLine).join('\n');
      const module = (item.members?.[0] ?? '').split(' ')[0] ?? '';
      if (!span.includes(module.replace(/^\.+/, ''))) problems.push(`${where(item)}: ${module} is not in its range`);
    } else {
      const name = item.name.split(/\s/)[0] ?? '';
      if (!name || !first.includes(name)) problems.push(`${where(item)}: first line does not name ${item.name}: ${first.trim()}`);
    }
    for (const child of item.children ?? []) check(child, kind, item);
  };
  for (const section of skeleton.sections) for (const item of section.items) check(item, section.kind);
  return problems;
}

describe('ranges land on what they name', () => {
  const fixtureFiles = filesUnder(fixtures, () => true);

  it('has a fixture per language', () => {
    expect(fixtureFiles.map((f) => f.split('.').slice(1).join('.'))).toEqual(
      expect.arrayContaining(['ts.txt', 'tsx.txt', 'cjs', 'mjs', 'jsx', 'py', 'go', 'rs', 'md', 'json', 'yaml']),
    );
  });

  for (const file of fixtureFiles) {
    it(`in fixture ${relative(fixtures, file)}`, async () => {
      expect(await rangeProblems(file, file.replace(/\.txt$/, ''))).toEqual([]);
    });
  }

  it("in this repository's own src/**/*.ts", async () => {
    const sources = filesUnder(join(repo, 'src'), (name) => name.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const file of sources) problems.push(...(await rangeProblems(file, file)));
    expect(problems).toEqual([]);
  });

  it('catches ranges that are off by one line', async () => {
    // The check must be able to fail: the skeleton of a file, checked against the same file
    // with one line added at the top, names nothing where its ranges point.
    const text = readFileSync(join(fixtures, 'sample.go'), 'utf8');
    const result = await indexer.skeletonOf('sample.go', text);
    if (!result.ok) throw new Error(result.reason);
    const shifted = ['', ...text.split('\n')];
    expect(skeletonProblems(result.skeleton, text.split('\n'), 'sample.go')).toEqual([]);
    const problems = skeletonProblems(result.skeleton, shifted, 'sample.go');
    expect(problems).toContainEqual(expect.stringMatching(/^sample\.go func NewStore\(name string\) \*Store \[30-32\]: first line does not name NewStore/));
    expect(problems.length).toBeGreaterThan(5);
  });
});
