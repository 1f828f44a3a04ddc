import type { SectionItems, SectionKind, Skeleton, SkeletonItem, SkeletonSection } from './types.js';

/** Sections always come in this order, whatever the language. */
export const SECTION_ORDER: readonly SectionKind[] = [
  'doc',
  'imports',
  'exports',
  'types',
  'classes',
  'functions',
  'constants',
  'modules',
  'tests',
  'outline',
  'keys',
];

/** Sections whose items are listed one per line under a header (the others are inline). */
const LISTED_SECTIONS: ReadonlySet<SectionKind> = new Set(['types', 'classes', 'functions', 'constants', 'modules', 'tests', 'outline']);

/** Wrap long inline lists (imports, keys, member names) at this width. */
export const WRAP_WIDTH = 100;
/** Members shown inline after a type before the rest are counted instead. */
export const MAX_INLINE_MEMBERS = 40;
/** A skeleton longer than this many lines is cut, and says so. */
export const DEFAULT_MAX_LINES = 400;

export function orderSections(items: SectionItems): SkeletonSection[] {
  const sections: SkeletonSection[] = [];
  for (const kind of SECTION_ORDER) {
    const list = items[kind];
    if (list && list.length > 0) sections.push({ kind, items: list });
  }
  return sections;
}

/** `[12]` for one line, `[12-40]` for more: one-based and inclusive, ready for read offset/limit. */
export function formatRange(item: Pick<SkeletonItem, 'startLine' | 'endLine'>): string {
  return item.startLine === item.endLine ? `[${item.startLine}]` : `[${item.startLine}-${item.endLine}]`;
}

export function renderSkeleton(skeleton: Skeleton, maxLines = DEFAULT_MAX_LINES): { text: string; truncated: boolean } {
  const lines = [headerLine(skeleton)];
  for (const section of skeleton.sections) renderSection(section, lines);
  if (skeleton.sections.length === 0) lines.push('nothing to outline; use read');
  if (lines.length <= maxLines) return { text: lines.join('\n'), truncated: false };
  const kept = lines.slice(0, Math.max(1, maxLines - 1));
  kept.push(`… ${lines.length - kept.length} more lines not shown; grep for a name, or read a range`);
  return { text: kept.join('\n'), truncated: true };
}

function headerLine(skeleton: Skeleton): string {
  // The language is plain from the path the model asked for; the length is not.
  const base = `${skeleton.lineCount} line${skeleton.lineCount === 1 ? '' : 's'}`;
  if (!skeleton.partial) return base;
  const where = skeleton.errorLines.length > 0 ? ` near line ${skeleton.errorLines.join(', ')}` : '';
  return `${base}, partial (parse errors${where})`;
}

function renderSection(section: SkeletonSection, lines: string[]): void {
  switch (section.kind) {
    case 'doc':
      for (const item of section.items) lines.push(`${item.label} ${formatRange(item)}`);
      return;
    case 'imports':
    case 'exports':
      for (const item of section.items) {
        wrapList(`${section.kind} ${formatRange(item)}: `, item.members ?? [], '  ', lines);
      }
      return;
    case 'keys':
      renderKeys(section.items, lines);
      return;
    default:
      if (!LISTED_SECTIONS.has(section.kind)) return;
      lines.push(`${section.kind}:`);
      for (const item of section.items) renderItem(item, '  ', lines);
  }
}

function renderItem(item: SkeletonItem, indent: string, lines: string[]): void {
  const head = `${indent}${item.label} ${formatRange(item)}`;
  if (item.members && item.members.length > 0) {
    wrapList(`${head}: `, limitMembers(item.members), `${indent}    `, lines);
  } else {
    lines.push(head);
  }
  for (const child of item.children ?? []) renderItem(child, `${indent}  `, lines);
}

/** Keys are listed inline; a group (a YAML document) gets its own line with its keys. */
function renderKeys(items: SkeletonItem[], lines: string[]): void {
  const flat = items.filter((item) => !item.children);
  if (flat.length > 0) wrapList('keys: ', flat.map(keyEntry), '  ', lines);
  for (const group of items.filter((item) => item.children)) {
    wrapList(`${group.label} ${formatRange(group)}: `, (group.children ?? []).map(keyEntry), '  ', lines);
  }
}

function keyEntry(item: SkeletonItem): string {
  return `${item.label} ${formatRange(item)}`;
}

function limitMembers(members: string[]): string[] {
  if (members.length <= MAX_INLINE_MEMBERS) return members;
  return [...members.slice(0, MAX_INLINE_MEMBERS), `+${members.length - MAX_INLINE_MEMBERS} more`];
}

/** `prefix` then the parts joined by ", ", wrapped at WRAP_WIDTH with `indent` on later lines. */
function wrapList(prefix: string, parts: string[], indent: string, lines: string[]): void {
  let line = prefix;
  let empty = true;
  for (const part of parts) {
    const piece = empty ? part : `, ${part}`;
    if (!empty && line.length + piece.length > WRAP_WIDTH) {
      lines.push(`${line},`);
      line = `${indent}${part}`;
    } else {
      line += piece;
    }
    empty = false;
  }
  lines.push(line.trimEnd());
}
