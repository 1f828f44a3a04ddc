import type { Node } from 'web-tree-sitter';
import type { SectionItems, SkeletonItem } from './types.js';
import { clip, collapseWhitespace, endLine, startLine } from './text.js';

const MAX_HEADING_CHARS = 100;

interface Heading {
  level: number;
  text: string;
  line: number;
}

/**
 * The heading outline. A heading's range runs to the line before the next heading of the same
 * or a higher level (trailing blank lines dropped), so reading it reads the whole section.
 */
export function extractMarkdown(root: Node, source: string): SectionItems {
  const headings: Heading[] = [];
  const items: SectionItems = {};
  for (const child of root.namedChildren) {
    if (child && (child.type === 'minus_metadata' || child.type === 'plus_metadata')) {
      items.doc = [{ label: 'front matter', name: 'front matter', startLine: startLine(child), endLine: endLine(child) }];
    }
  }
  collectHeadings(root, headings);
  const lines = source.split('\n');
  const outline: SkeletonItem[] = headings.map((heading, index) => {
    const next = headings.slice(index + 1).find((h) => h.level <= heading.level);
    let last = next ? next.line - 1 : lines.length;
    while (last > heading.line && (lines[last - 1] ?? '').trim() === '') last--;
    const label = `${'#'.repeat(heading.level)} ${clip(heading.text, MAX_HEADING_CHARS)}`;
    return { label, name: heading.text, startLine: heading.line, endLine: last };
  });
  if (outline.length > 0) items.outline = outline;
  return items;
}

/** Headings of the document and its sections, in order; code blocks and quotes are not searched. */
function collectHeadings(node: Node, out: Heading[]): void {
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'section') collectHeadings(child, out);
    else if (child.type === 'atx_heading' || child.type === 'setext_heading') {
      const heading = headingOf(child);
      if (heading) out.push(heading);
    }
  }
}

function headingOf(node: Node): Heading | undefined {
  let level = 0;
  for (const child of node.children) {
    const match = child ? /^(?:atx_h(\d)_marker|setext_h(\d)_underline)$/.exec(child.type) : null;
    if (match) level = Number(match[1] ?? match[2]);
  }
  if (level === 0) return undefined;
  const content = node.childForFieldName('heading_content');
  // An ATX heading may close with #s; they are not part of its title.
  const text = collapseWhitespace(content ? content.text : '').replace(/\s+#+$/, '');
  return { level, text, line: startLine(node) };
}
