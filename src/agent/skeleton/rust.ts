import type { Node } from 'web-tree-sitter';
import { flattenSections, SectionCollector } from './collect.js';
import type { SectionItems, SkeletonItem } from './types.js';
import { collapseWhitespace, endLine, firstLineLabel, headLabel, isComment, itemOf, namedChildrenThroughErrors, startLine, wholeLabel } from './text.js';

/** `#[test]`, `#[tokio::test]`, `#[rstest]`, `#[test_case(...)]` mark a test function. */
const TEST_ATTRIBUTE = /^#\s*\[\s*(?:\w+::)*(?:test|rstest|test_case)\b/;

export function extractRust(root: Node, source: string): SectionItems {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = innerDocRange(top);
  if (doc) collector.add('doc', { label: 'doc', name: 'doc', ...doc });
  visitItems(top, source, collector);
  return collector.result();
}

/** The inner doc comments (`//!`, or a block opened with `/*!`) at the top: the crate or module doc. */
function innerDocRange(top: Node[]): { startLine: number; endLine: number } | undefined {
  let first: Node | undefined;
  let last: Node | undefined;
  for (const node of top) {
    if (!isComment(node)) break;
    const inner = /^(?:\/\/!|\/\*!)/.test(node.text);
    if (inner && (!last || startLine(node) <= endLine(last) + 1)) {
      first ??= node;
      last = node;
    } else if (last) {
      break;
    }
  }
  return first && last ? { startLine: startLine(first), endLine: endLine(last) } : undefined;
}

function visitItems(items: Node[], source: string, collector: SectionCollector): void {
  let attributes: Node[] = [];
  for (const node of items) {
    if (isComment(node)) continue;
    if (node.type === 'attribute_item') {
      attributes.push(node);
      continue;
    }
    if (node.type !== 'use_declaration' && node.type !== 'extern_crate_declaration') collector.endRuns();
    visitItem(node, attributes, source, collector);
    attributes = [];
  }
}

function visitItem(node: Node, attributes: Node[], source: string, collector: SectionCollector): void {
  switch (node.type) {
    case 'use_declaration': {
      const argument = node.childForFieldName('argument');
      collector.addImport(node, [collapseWhitespace(argument ? argument.text : node.text)]);
      return;
    }
    case 'extern_crate_declaration':
      collector.addImport(node, [node.childForFieldName('name')?.text ?? '']);
      return;
    case 'function_item': {
      const name = nameOf(node);
      if (attributes.some((a) => TEST_ATTRIBUTE.test(a.text))) collector.add('tests', itemOf(node, name, name));
      else collector.add('functions', functionItem(node, source));
      return;
    }
    case 'function_signature_item':
      collector.add('functions', itemOf(node, wholeLabel(source, node), nameOf(node)));
      return;
    case 'macro_definition':
      collector.add('functions', itemOf(node, `macro_rules! ${nameOf(node)}`, nameOf(node)));
      return;
    case 'struct_item':
    case 'union_item':
    case 'enum_item':
    case 'trait_item':
      collector.add('types', typeItem(node, source));
      return;
    case 'type_item':
      collector.add('types', itemOf(node, wholeLabel(source, node), nameOf(node)));
      return;
    case 'impl_item':
      collector.add('classes', implItem(node, source));
      return;
    case 'const_item':
    case 'static_item':
      collector.add('constants', itemOf(node, firstLineLabel(source, node), nameOf(node)));
      return;
    case 'mod_item':
    case 'foreign_mod_item':
      visitModule(node, source, collector);
      return;
    default:
      return;
  }
}

function functionItem(node: Node, source: string): SkeletonItem {
  const body = node.childForFieldName('body');
  return itemOf(node, headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex), nameOf(node));
}

/** Structs, unions and enums with their field or variant names; traits with their items. */
function typeItem(node: Node, source: string): SkeletonItem {
  const body = node.childForFieldName('body');
  if (!body || body.type === 'ordered_field_declaration_list') {
    return itemOf(node, wholeLabel(source, node), nameOf(node));
  }
  const members: string[] = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member) || member.type === 'attribute_item') continue;
    const name = nameOf(member);
    if (member.type === 'function_item' || member.type === 'function_signature_item') members.push(`${name}()`);
    else if (name) members.push(name);
  }
  return itemOf(node, headLabel(source, node, node.startIndex, body.startIndex), nameOf(node), { members });
}

/** `impl<T> Trait for Type` with its functions, constants and associated types below. */
function implItem(node: Node, source: string): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex);
  const children: SkeletonItem[] = [];
  for (const member of body?.namedChildren ?? []) {
    if (!member) continue;
    if (member.type === 'function_item') children.push(functionItem(member, source));
    else if (member.type === 'function_signature_item' || member.type === 'type_item') {
      children.push(itemOf(member, wholeLabel(source, member), nameOf(member)));
    } else if (member.type === 'const_item') {
      children.push(itemOf(member, firstLineLabel(source, member), nameOf(member)));
    }
  }
  const type = node.childForFieldName('type');
  return itemOf(node, label, type ? collapseWhitespace(type.text) : '', { children });
}

/**
 * `mod x;` is listed as is. An inline `mod x { ... }` lists its items below it, except its
 * tests, which go to the tests section grouped under the module (`mod tests` and its tests).
 */
function visitModule(node: Node, source: string, collector: SectionCollector): void {
  const body = node.childForFieldName('body');
  const name = node.type === 'foreign_mod_item' ? 'extern' : nameOf(node);
  if (!body) {
    collector.add('modules', itemOf(node, wholeLabel(source, node), name));
    return;
  }
  const inner = new SectionCollector();
  visitItems(namedChildrenThroughErrors(body), source, inner);
  const { tests, ...rest } = inner.result();
  const label = headLabel(source, node, node.startIndex, body.startIndex);
  const children = flattenSections(rest);
  const onlyImports = children.every((child) => child.label.startsWith('import '));
  if (tests && tests.length > 0) collector.add('tests', itemOf(node, label, name, { children: tests }));
  if (!tests || tests.length === 0 || !onlyImports) collector.add('modules', itemOf(node, label, name, { children }));
}

function nameOf(node: Node): string {
  return node.childForFieldName('name')?.text ?? '';
}
