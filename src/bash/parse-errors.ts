// What a parse error is and where, read from the tree before it is deleted; and the range of a node.
import type { Node as TreeNode } from 'web-tree-sitter';
import { clip, code } from './reason-text.js';
import type { Point } from './syntax.js';
import type { SourceRange } from './types.js';

/** What a parse error is and where, read from the tree before it is deleted. */
export interface ParseError {
  what: string;
  range: SourceRange;
}

export function describeParseError(root: TreeNode): ParseError {
  const bad = findError(root);
  const what = bad ? (bad.isMissing ? `missing \`${bad.type}\`` : `unexpected ${code(clip(bad.text, 20))}`) : 'a syntax error';
  return { what, range: rangeOf(bad ?? root) };
}

interface Ranged {
  startIndex: number;
  endIndex: number;
  startPosition: Point;
  endPosition: Point;
}

export function rangeOf(node: Ranged): SourceRange {
  // Each position is worked out, as a new object, when asked for: ask once and keep it.
  return { startIndex: node.startIndex, endIndex: node.endIndex, start: node.startPosition, end: node.endPosition };
}

/** The first ERROR or missing node, depth first, looking only into parts that hold one; a loop, so any depth is fine. */
function findError(root: TreeNode): TreeNode | null {
  const pending: TreeNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'ERROR' || node.isMissing) return node;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child && (child.hasError || child.isMissing || child.type === 'ERROR')) pending.push(child);
    }
  }
  return null;
}
