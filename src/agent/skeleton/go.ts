import type { Node } from 'web-tree-sitter';
import { SectionCollector } from './collect.js';
import type { SectionItems, SkeletonItem } from './types.js';
import { endLine, firstLineLabel, headLabel, isComment, itemOf, namedChildrenThroughErrors, startLine, unquote, wholeLabel } from './text.js';

/** `go test` runs these by name. */
const TEST_FUNCTION = /^(Test|Benchmark|Fuzz|Example)([A-Z0-9_]|$)/;

export function extractGo(root: Node, source: string): SectionItems {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = packageDoc(top);
  if (doc) collector.add('doc', { label: 'doc', name: 'doc', ...doc });
  for (const node of top) {
    if (isComment(node)) continue;
    if (node.type !== 'import_declaration') collector.endRuns();
    switch (node.type) {
      case 'import_declaration':
        collector.addImport(
          node,
          node.descendantsOfType('import_spec').flatMap((spec) => importPath(spec)),
        );
        break;
      case 'const_declaration':
      case 'var_declaration': {
        const list = specs(node);
        const alone = isAlone(node, list);
        for (const spec of list) collector.add('constants', valueItem(node, spec, alone, source));
        break;
      }
      case 'type_declaration': {
        const list = specs(node);
        const alone = isAlone(node, list);
        for (const spec of list) collector.add('types', typeItem(node, spec, alone, source));
        break;
      }
      case 'function_declaration':
      case 'method_declaration': {
        const name = node.childForFieldName('name')?.text ?? '';
        if (node.type === 'function_declaration' && TEST_FUNCTION.test(name)) {
          collector.add('tests', itemOf(node, name, name));
        } else {
          const body = node.childForFieldName('body');
          collector.add('functions', itemOf(node, headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex), name));
        }
        break;
      }
      default:
        break;
    }
  }
  return collector.result();
}

/** The comment block glued to the `package` clause: Go's package documentation. */
function packageDoc(top: Node[]): { startLine: number; endLine: number } | undefined {
  const index = top.findIndex((node) => node.type === 'package_clause');
  if (index <= 0) return undefined;
  let first: Node | undefined;
  let expected = startLine(top[index] as Node) - 1;
  for (let i = index - 1; i >= 0; i--) {
    const node = top[i] as Node;
    if (!isComment(node) || endLine(node) !== expected) break;
    first = node;
    expected = startLine(node) - 1;
  }
  if (!first) return undefined;
  return { startLine: startLine(first), endLine: startLine(top[index] as Node) - 1 };
}

function importPath(spec: Node): string[] {
  const path = spec.childForFieldName('path');
  return path ? [unquote(path.text)] : [];
}

/** The specs of a declaration, whether written alone or in a `( ... )` group. */
function specs(node: Node): Node[] {
  const out: Node[] = [];
  for (const child of node.namedChildren) {
    if (!child || isComment(child)) continue;
    if (child.type.endsWith('_spec_list')) out.push(...specs(child));
    else if (child.type.endsWith('_spec') || child.type === 'type_alias') out.push(child);
  }
  return out;
}

/** `const x = 1` rather than one spec of a `const ( ... )` group. */
function isAlone(declaration: Node, list: Node[]): boolean {
  return list.length === 1 && !declaration.namedChildren.some((c) => c?.type.endsWith('_spec_list'));
}

/** A lone spec's range and label include its keyword; one in a group stands alone. */
function spanOf(declaration: Node, spec: Node, alone: boolean): { span: Node; from: number } {
  return alone ? { span: declaration, from: declaration.startIndex } : { span: spec, from: spec.startIndex };
}

function valueItem(declaration: Node, spec: Node, alone: boolean, source: string): SkeletonItem {
  const { span, from } = spanOf(declaration, spec, alone);
  const names = spec.childrenForFieldName('name').map((n) => n?.text ?? '');
  const keyword = span !== spec ? '' : declaration.type === 'var_declaration' ? 'var ' : 'const ';
  return itemOf(span, keyword + firstLineLabel(source, span, from), names.join(', '));
}

/** `type S struct` with its field names; `type I interface` with its method names. */
function typeItem(declaration: Node, spec: Node, alone: boolean, source: string): SkeletonItem {
  const { span, from } = spanOf(declaration, spec, alone);
  const name = spec.childForFieldName('name')?.text ?? '';
  const type = spec.childForFieldName('type');
  const prefix = span === spec ? 'type ' : '';
  if (type && (type.type === 'struct_type' || type.type === 'interface_type')) {
    const body = type.type === 'struct_type' ? (type.namedChildren.find((c) => c?.type === 'field_declaration_list') ?? type) : type;
    const open = source.indexOf('{', type.startIndex);
    const to = open !== -1 && open < type.endIndex ? open : type.endIndex;
    return itemOf(span, prefix + headLabel(source, span, from, to), name, { members: memberNames(body) });
  }
  return itemOf(span, prefix + wholeLabel(source, span, from), name);
}

function memberNames(body: Node): string[] {
  const names: string[] = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member)) continue;
    if (member.type === 'field_declaration') {
      const fieldNames = member.childrenForFieldName('name').map((n) => n?.text ?? '');
      // An embedded field has no name: its type is the name.
      names.push(...(fieldNames.length > 0 ? fieldNames : [member.childForFieldName('type')?.text ?? member.text]));
    } else if (member.type === 'method_elem' || member.type === 'method_spec') {
      names.push(`${member.childForFieldName('name')?.text ?? ''}()`);
    } else if (member.type === 'type_elem' || member.type === 'constraint_elem') {
      names.push(member.text);
    }
  }
  return names;
}
