import type { Node } from 'web-tree-sitter';
import type { SectionItems, SectionKind, SkeletonItem } from './types.js';
import { clip, endLine, startLine } from './text.js';

/** Sections whose consecutive statements are gathered into runs (one item, one range, a list). */
export type RunKind = 'imports' | 'exports';

/**
 * Gathers a file's items by section. Imports (and re-exports) are kept as runs: consecutive
 * statements, comments between them allowed, become one item whose members are the modules, so
 * forty imports cost one wrapped line with one range rather than forty lines.
 */
export class SectionCollector {
  private readonly sections: SectionItems = {};
  private readonly runs = new Map<RunKind, SkeletonItem>();

  add(kind: SectionKind, item: SkeletonItem | undefined): void {
    if (!item) return;
    (this.sections[kind] ??= []).push(item);
  }

  /** One import statement; `modules` are what it imports from (usually one). */
  addImport(node: Node, modules: string[]): void {
    this.addToRun('imports', node, modules);
  }

  /** One statement of a run; `members` are what it contributes to the run's list. */
  addToRun(kind: RunKind, node: Node, members: string[]): void {
    const wanted = members.filter((m) => m.length > 0);
    let run = this.runs.get(kind);
    if (!run) {
      run = { label: kind, name: wanted[0] ?? '', startLine: startLine(node), endLine: endLine(node), members: [] };
      this.runs.set(kind, run);
      this.add(kind, run);
    }
    run.endLine = Math.max(run.endLine, endLine(node));
    const list = (run.members ??= []);
    for (const member of wanted) if (!list.includes(member)) list.push(member);
    if (!run.name && wanted[0]) run.name = wanted[0];
  }

  /** Something else came between: the next import or re-export starts a new run. */
  endRuns(): void {
    this.runs.clear();
  }

  result(): SectionItems {
    this.runs.clear();
    return this.sections;
  }
}

/**
 * Every item of a nested scope (a namespace, a Rust `mod`) as one list in source order, for
 * showing under that scope. Import runs become `import a, b` lines, export runs `export …`.
 */
export function flattenSections(sections: SectionItems): SkeletonItem[] {
  const all: SkeletonItem[] = [];
  for (const [kind, items] of Object.entries(sections) as Array<[SectionKind, SkeletonItem[]]>) {
    for (const item of items) {
      if (kind === 'imports' || kind === 'exports') {
        const label = clip(`${kind === 'imports' ? 'import' : 'export'} ${(item.members ?? []).join(', ')}`);
        all.push({ label, name: item.name, startLine: item.startLine, endLine: item.endLine });
      } else {
        all.push(item);
      }
    }
  }
  return all.sort((a, b) => a.startLine - b.startLine);
}
