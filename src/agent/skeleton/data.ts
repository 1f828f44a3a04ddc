import type { Node } from 'web-tree-sitter';
import type { SectionItems, SkeletonItem } from './types.js';
import { clip, collapseWhitespace, endLine, isComment, itemOf, leadingCommentRange, namedChildrenThroughErrors, unquote } from './text.js';

const MAX_KEY_CHARS = 60;
/** A sequence item is shown by its first line, this short. */
const MAX_SEQUENCE_ITEM_CHARS = 60;

/** JSON: the top-level keys with their ranges; for a top-level array, its length. */
export function extractJson(root: Node, source: string): SectionItems {
  const value = namedChildrenThroughErrors(root).find((node) => !isComment(node));
  if (!value) return {};
  if (value.type === 'object') {
    const keys = namedChildrenThroughErrors(value)
      .filter((pair) => pair.type === 'pair')
      .map((pair) => keyItem(pair, pair.childForFieldName('key')));
    return keys.length > 0 ? { keys } : {};
  }
  const label =
    value.type === 'array'
      ? `array of ${value.namedChildren.filter((c) => c && !isComment(c)).length} items`
      : clip(collapseWhitespace(source.slice(value.startIndex, value.endIndex)), MAX_KEY_CHARS);
  return { outline: [itemOf(value, label, value.type)] };
}

/**
 * YAML: the top-level keys of each document with their ranges; a top-level sequence lists its
 * items by their first line. Several documents are shown one line each.
 */
export function extractYaml(root: Node, source: string): SectionItems {
  const top = namedChildrenThroughErrors(root);
  const documents = top.filter((node) => node.type === 'document');
  const items: SectionItems = {};
  const doc = leadingCommentRange(top, () => false);
  if (doc) items.doc = [{ label: 'doc', name: 'doc', ...doc }];
  const keyGroups: SkeletonItem[] = [];
  const outline: SkeletonItem[] = [];
  documents.forEach((document, index) => {
    const { keys, sequence } = documentContents(document, source);
    if (documents.length === 1) {
      if (keys.length > 0) items.keys = keys;
    } else if (keys.length > 0) {
      keyGroups.push(itemOf(document, `document ${index + 1}`, `document ${index + 1}`, { children: keys }));
    }
    outline.push(...sequence);
  });
  if (keyGroups.length > 0) items.keys = keyGroups;
  if (outline.length > 0) items.outline = outline;
  return items;
}

function documentContents(document: Node, source: string): { keys: SkeletonItem[]; sequence: SkeletonItem[] } {
  let node: Node | null | undefined = namedChildrenThroughErrors(document).find((child) => !isComment(child));
  // block_node / flow_node wrap the collection, possibly behind an anchor or a tag.
  while (node && (node.type === 'block_node' || node.type === 'flow_node')) {
    node = node.namedChildren.find((child) => child && !isComment(child) && child.type !== 'anchor' && child.type !== 'tag');
  }
  if (!node) return { keys: [], sequence: [] };
  if (node.type === 'block_mapping' || node.type === 'flow_mapping') {
    const keys = namedChildrenThroughErrors(node)
      .filter((pair) => pair.type === 'block_mapping_pair' || pair.type === 'flow_pair')
      .map((pair) => keyItem(pair, pair.childForFieldName('key')));
    return { keys, sequence: [] };
  }
  if (node.type === 'block_sequence' || node.type === 'flow_sequence') {
    const sequence = namedChildrenThroughErrors(node)
      .filter((item) => !isComment(item))
      .map((item) => {
        const lineEnd = source.indexOf('\n', item.startIndex);
        const firstLine = source.slice(item.startIndex, lineEnd === -1 || lineEnd > item.endIndex ? item.endIndex : lineEnd);
        const label = clip(collapseWhitespace(firstLine), MAX_SEQUENCE_ITEM_CHARS);
        return { ...itemOf(item, label, label), endLine: endLine(item) };
      });
    return { keys: [], sequence };
  }
  return { keys: [], sequence: [] };
}

function keyItem(pair: Node, key: Node | null): SkeletonItem {
  const name = key ? unquote(collapseWhitespace(key.text)) : '';
  return itemOf(pair, clip(name, MAX_KEY_CHARS), name);
}
