import type { Node } from 'web-tree-sitter';
import type { SkeletonItem } from './types.js';

/** Longest label kept whole; longer ones end in an ellipsis. Long enough for most signatures. */
export const MAX_LABEL_CHARS = 100;

export function startLine(node: Node): number {
  return node.startPosition.row + 1;
}

/**
 * One-based last line. Some grammars end a node at column 0 of the next line (a line comment
 * owns its newline, a markdown section its blank lines); that line is not part of it.
 */
export function endLine(node: Node): number {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}

export function itemOf(node: Node, label: string, name: string, extra: Pick<SkeletonItem, 'members' | 'children'> = {}): SkeletonItem {
  const item: SkeletonItem = { label, name, startLine: startLine(node), endLine: endLine(node) };
  if (extra.members && extra.members.length > 0) item.members = extra.members;
  if (extra.children && extra.children.length > 0) item.children = extra.children;
  return item;
}

/** Whitespace runs to one space, none just inside brackets, no trailing comma before a closer. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([([{]) /g, '$1')
    .replace(/ ([)\]}])/g, '$1')
    .replace(/,([)\]}])/g, '$1')
    .trim();
}

/** Cuts at `max` characters with an ellipsis, never inside a surrogate pair. */
export function clip(text: string, max = MAX_LABEL_CHARS): string {
  if (text.length <= max) return text;
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

export function isComment(node: Node): boolean {
  return node.type.endsWith('comment');
}

/** Source text in [from, to) with every comment inside `scope` in that span left out. */
export function textWithoutComments(source: string, scope: Node, from: number, to: number): string {
  const cuts: Array<[number, number]> = [];
  collectComments(scope, from, to, cuts);
  let out = '';
  let pos = from;
  for (const [start, end] of cuts) {
    out += `${source.slice(pos, start)} `;
    pos = end;
  }
  return out + source.slice(pos, to);
}

function collectComments(node: Node, from: number, to: number, cuts: Array<[number, number]>): void {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (!child || child.endIndex <= from) continue;
    if (child.startIndex >= to) break;
    if (isComment(child)) cuts.push([Math.max(child.startIndex, from), Math.min(child.endIndex, to)]);
    else if (child.childCount > 0) collectComments(child, from, to, cuts);
  }
}

const TRAILING_PUNCTUATION = /\s*(?:\{|:|=>|=|;|,)\s*$/;

/**
 * A declaration's head: the text from `from` up to `to` (usually where the body starts),
 * comments dropped, whitespace collapsed, the opener before the body (`{`, `:`, `=>`) dropped.
 */
export function headLabel(source: string, scope: Node, from: number, to: number): string {
  const text = collapseWhitespace(textWithoutComments(source, scope, from, to));
  return clip(shrinkBraces(text.replace(TRAILING_PUNCTUATION, '')));
}

/**
 * Shortens a long signature by folding inline object types and destructuring patterns to
 * `{…}`, longest innermost first, until it fits: the names around them say more per byte.
 */
export function shrinkBraces(text: string, max = MAX_LABEL_CHARS): string {
  let out = text;
  while (out.length > max) {
    let best: { start: number; end: number } | undefined;
    let open = -1;
    for (let i = 0; i < out.length; i++) {
      const char = out[i];
      if (char === '{') open = i;
      else if (char === '}' && open !== -1) {
        if (i - open > 2 && (!best || i - open > best.end - best.start)) best = { start: open, end: i };
        open = -1;
      }
    }
    if (!best) break;
    out = `${out.slice(0, best.start)}{…}${out.slice(best.end + 1)}`;
  }
  return out;
}

/** The node's whole text as one trimmed line (for short declarations such as `type X = A | B`). */
export function wholeLabel(source: string, node: Node, from = node.startIndex): string {
  return headLabel(source, node, from, node.endIndex);
}

/**
 * The text from `from` to the end of its line, with `…` when the declaration goes on: enough to
 * recognise `export const TABLE = [` without paying for the table.
 */
export function firstLineLabel(source: string, node: Node, from = node.startIndex): string {
  const lineEnd = source.indexOf('\n', from);
  const to = lineEnd === -1 || lineEnd >= node.endIndex ? node.endIndex : lineEnd;
  const head = collapseWhitespace(textWithoutComments(source, node, from, to)).replace(/\s*[;,]\s*$/, '');
  if (to >= node.endIndex) return clip(head);
  return `${clip(head, MAX_LABEL_CHARS - 1)}…`;
}

/** The text of a string literal without its quotes. */
export function unquote(text: string): string {
  const match = /^(?:[rbuf]{0,2})(['"`]{1,3})([\s\S]*)\1$/i.exec(text);
  return match?.[2] ?? text;
}

/** Named children, with ERROR nodes opened up: a broken region still yields what it holds. */
export function namedChildrenThroughErrors(node: Node): Node[] {
  const out: Node[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'ERROR') out.push(...namedChildrenThroughErrors(child));
    else out.push(child);
  }
  return out;
}

/**
 * The range of the comment block at the top of a file (after a `#!` line), when it is not the
 * comment of the first declaration: a blank line, an import, or nothing at all must follow it.
 */
export function leadingCommentRange(children: Node[], isImport: (node: Node) => boolean): { startLine: number; endLine: number } | undefined {
  const comments: Node[] = [];
  let next: Node | undefined;
  for (const child of children) {
    if (isComment(child) || child.type === 'hash_bang_line') {
      if (child.type === 'hash_bang_line' || child.text.startsWith('#!')) continue;
      comments.push(child);
      continue;
    }
    next = child;
    break;
  }
  // Drop the block glued to the first declaration: that is its own doc comment. Nobody
  // documents an import, so a block glued to one still describes the module.
  while (comments.length > 0 && next && !isImport(next)) {
    const last = comments[comments.length - 1] as Node;
    if (startLine(next) > endLine(last) + 1) break;
    next = comments.pop();
  }
  const first = comments[0];
  const last = comments[comments.length - 1];
  if (!first || !last) return undefined;
  return { startLine: startLine(first), endLine: endLine(last) };
}
