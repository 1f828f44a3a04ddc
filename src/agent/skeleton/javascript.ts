import type { Node } from 'web-tree-sitter';
import { flattenSections, SectionCollector } from './collect.js';
import type { SectionItems, SkeletonItem } from './types.js';
import {
  clip,
  collapseWhitespace,
  firstLineLabel,
  headLabel,
  isComment,
  itemOf,
  leadingCommentRange,
  namedChildrenThroughErrors,
  textWithoutComments,
  unquote,
  wholeLabel,
} from './text.js';

/** Calls whose callback holds tests (vitest, jest, mocha, node:test). */
const TEST_CALLEES = new Set(['describe', 'it', 'test', 'suite', 'context', 'specify', 'bench', 'fdescribe', 'fit', 'xdescribe', 'xit', 'xtest']);

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);
const CLASS_VALUES = new Set(['class']);
const MAX_TEST_TITLE_CHARS = 80;

/** TypeScript, TSX and JavaScript (with JSX) share one grammar family and one extractor. */
export function extractJavaScriptFamily(root: Node, source: string): SectionItems {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = leadingCommentRange(top, (node) => node.type === 'import_statement');
  if (doc) collector.add('doc', { label: 'doc', name: 'doc', ...doc });
  visitStatements(top, source, collector);
  const sections = collector.result();
  for (const items of Object.values(sections)) dropDeclare(items);
  return sections;
}

/** `declare` says nothing a reader of an outline needs (a .d.ts declares everything). */
function dropDeclare(items: SkeletonItem[]): void {
  for (const item of items) {
    item.label = item.label.replace(/^((?:export )?(?:default )?)declare /, '$1');
    if (item.children) dropDeclare(item.children);
  }
}

function visitStatements(statements: Node[], source: string, collector: SectionCollector): void {
  for (const node of statements) {
    if (isComment(node)) continue;
    if (!isImportLike(node) && !isReExport(node)) collector.endRuns();
    visitStatement(node, source, collector, node.startIndex);
  }
}

function isImportLike(node: Node): boolean {
  if (node.type === 'import_statement') return true;
  if (node.type !== 'lexical_declaration' && node.type !== 'variable_declaration') return false;
  return declarators(node).every((d) => requiredModule(d.childForFieldName('value')) !== undefined);
}

/**
 * A statement that goes into an export run: an export that declares nothing (`export * from`,
 * `export {a}`, `export default x`) or a CommonJS `module.exports = …` of a plain value.
 */
function isReExport(node: Node): boolean {
  if (node.type === 'expression_statement') {
    const expression = node.namedChildren[0];
    const left = expression?.type === 'assignment_expression' ? expression.childForFieldName('left') : null;
    const right = expression?.childForFieldName('right');
    return (
      left !== null && right !== null && right !== undefined && isCommonJsExport(left) && !FUNCTION_VALUES.has(right.type) && !CLASS_VALUES.has(right.type)
    );
  }
  if (node.type !== 'export_statement' || node.childForFieldName('declaration')) return false;
  const value = node.childForFieldName('value');
  return !value || !(FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type));
}

/** `from` is where the label starts: an `export` or `declare` in front belongs to it. */
function visitStatement(node: Node, source: string, collector: SectionCollector, from: number): void {
  switch (node.type) {
    case 'import_statement':
      collector.addImport(node, [importSource(node)]);
      return;
    case 'export_statement':
      visitExport(node, source, collector);
      return;
    case 'ambient_declaration':
      visitAmbient(node, source, collector, from);
      return;
    case 'function_declaration':
    case 'generator_function_declaration':
      collector.add('functions', functionItem(node, source, from));
      return;
    case 'function_signature':
      collector.add('functions', itemOf(node, wholeLabel(source, node, from), nameOf(node)));
      return;
    case 'class_declaration':
    case 'abstract_class_declaration':
    case 'class':
      collector.add('classes', classItem(node, source, from));
      return;
    case 'interface_declaration':
      collector.add('types', interfaceItem(node, source, from));
      return;
    case 'type_alias_declaration':
      collector.add('types', typeAliasItem(node, source, from));
      return;
    case 'enum_declaration':
      collector.add('types', enumItem(node, source, from));
      return;
    case 'lexical_declaration':
    case 'variable_declaration':
      visitVariables(node, source, collector, from);
      return;
    case 'module':
    case 'internal_module':
      collector.add('modules', moduleItem(node, source, from));
      return;
    case 'expression_statement':
      visitExpression(node, source, collector);
      return;
    default:
      return;
  }
}

function visitExport(node: Node, source: string, collector: SectionCollector): void {
  const from = afterDecorators(node);
  const declaration = node.childForFieldName('declaration');
  if (declaration) {
    visitStatement(declaration, source, collector, from);
    return;
  }
  const value = node.childForFieldName('value');
  if (value && FUNCTION_VALUES.has(value.type)) {
    collector.add('functions', functionItem(value, source, from, node));
    return;
  }
  if (value && CLASS_VALUES.has(value.type)) {
    collector.add('classes', classItem(value, source, from, node));
    return;
  }
  // Re-exports, export lists, `export default x`, `export = x`: listed like imports, as
  // `./mod.js *`, `./mod.js {a, b as c}`, `{a, b}`, `default x`. The module comes first and
  // the names are never cut: in a barrel file they are the whole point.
  const exportSource = node.childForFieldName('source');
  const what = collapseWhitespace(textWithoutComments(source, node, from, exportSource ? exportSource.startIndex : node.endIndex))
    .replace(/^export\s*/, '')
    .replace(/\s*(?:from\s*)?;?$/, '')
    .replace(/\b([\w$]+) as \1\b/g, '$1');
  collector.addToRun('exports', node, [exportSource ? `${unquote(exportSource.text)} ${what}` : what]);
}

function visitAmbient(node: Node, source: string, collector: SectionCollector, from: number): void {
  const inner = node.namedChildren.find((child) => child && !isComment(child));
  if (!inner) return;
  if (inner.type === 'statement_block') {
    // `declare global { ... }`
    const children = flattenSections(collectBody(inner, source));
    collector.add('modules', itemOf(node, headLabel(source, node, from, inner.startIndex), 'global', { children }));
    return;
  }
  visitStatement(inner, source, collector, from);
}

function visitVariables(node: Node, source: string, collector: SectionCollector, from: number): void {
  const list = declarators(node);
  const special = list.some((d) => {
    const value = d.childForFieldName('value');
    return value !== null && (FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type) || requiredModule(value) !== undefined);
  });
  if (!special) {
    collector.add('constants', itemOf(node, firstLineLabel(source, node, from), nameOf(list[0] ?? node)));
    return;
  }
  for (const declarator of list) {
    // One declarator: the label keeps `export const`; several: each stands alone.
    const start = list.length === 1 ? from : declarator.startIndex;
    const value = declarator.childForFieldName('value');
    const module = requiredModule(value);
    if (module !== undefined) {
      collector.addImport(node, [module]);
    } else if (value && FUNCTION_VALUES.has(value.type)) {
      const body = value.childForFieldName('body');
      const label = headLabel(source, node, start, body ? body.startIndex : value.endIndex);
      collector.add('functions', itemOf(list.length === 1 ? node : declarator, label, nameOf(declarator)));
    } else if (value && CLASS_VALUES.has(value.type)) {
      collector.add('classes', classItem(value, source, start, list.length === 1 ? node : declarator, nameOf(declarator)));
    } else {
      collector.add('constants', itemOf(declarator, firstLineLabel(source, declarator, start), nameOf(declarator)));
    }
  }
}

function visitExpression(node: Node, source: string, collector: SectionCollector): void {
  const expression = node.namedChildren[0];
  if (!expression) return;
  if (expression.type === 'internal_module') {
    // A bare `namespace x { ... }` parses as an expression statement.
    collector.add('modules', moduleItem(expression, source, node.startIndex));
    return;
  }
  if (expression.type === 'call_expression') {
    collector.add('tests', testItem(expression, node, source));
    return;
  }
  if (expression.type !== 'assignment_expression') return;
  const left = expression.childForFieldName('left');
  const right = expression.childForFieldName('right');
  if (!left || !right || !isCommonJsExport(left)) return;
  if (FUNCTION_VALUES.has(right.type)) {
    collector.add('functions', functionItem(right, source, node.startIndex, node, collapseWhitespace(left.text)));
  } else if (CLASS_VALUES.has(right.type)) {
    collector.add('classes', classItem(right, source, node.startIndex, node, collapseWhitespace(left.text)));
  } else {
    collector.addToRun('exports', node, [firstLineLabel(source, node)]);
  }
}

/** `module.exports`, `module.exports.x`, `exports.x`. */
function isCommonJsExport(left: Node): boolean {
  const text = left.text;
  return text === 'module.exports' || text.startsWith('module.exports.') || text.startsWith('exports.');
}

function functionItem(node: Node, source: string, from: number, span: Node = node, name?: string): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, span, from, body ? body.startIndex : node.endIndex);
  return itemOf(span, label, name ?? nameOf(node, 'default'));
}

function classItem(node: Node, source: string, from: number, span: Node = node, name?: string): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, span, afterDecorators(node, from), body ? body.startIndex : node.endIndex);
  const children = body ? classMembers(body, source) : [];
  return itemOf(span, label, name ?? nameOf(node, 'default'), { children });
}

function classMembers(body: Node, source: string): SkeletonItem[] {
  const members: SkeletonItem[] = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member) || member.type === 'decorator') continue;
    const from = afterDecorators(member);
    switch (member.type) {
      case 'method_definition':
        members.push(functionItem(member, source, from));
        break;
      case 'public_field_definition':
      case 'field_definition': {
        const value = member.childForFieldName('value');
        const name = nameOf(member);
        if (value && FUNCTION_VALUES.has(value.type)) {
          const valueBody = value.childForFieldName('body');
          members.push(itemOf(member, headLabel(source, member, from, valueBody ? valueBody.startIndex : value.endIndex), name));
        } else {
          members.push(itemOf(member, firstLineLabel(source, member, from), name));
        }
        break;
      }
      case 'method_signature':
      case 'abstract_method_signature':
      case 'index_signature':
      case 'function_signature':
        members.push(itemOf(member, wholeLabel(source, member, from), nameOf(member, '[index]')));
        break;
      default:
        break;
    }
  }
  return members;
}

function interfaceItem(node: Node, source: string, from: number): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  return itemOf(node, label, nameOf(node), { members: body ? typeMemberNames(body) : [] });
}

function typeAliasItem(node: Node, source: string, from: number): SkeletonItem {
  const value = node.childForFieldName('value');
  if (value && value.type === 'object_type') {
    // Like an interface: the head, then the member names.
    const label = headLabel(source, node, from, value.startIndex);
    return itemOf(node, label, nameOf(node), { members: typeMemberNames(value) });
  }
  return itemOf(node, wholeLabel(source, node, from), nameOf(node));
}

function enumItem(node: Node, source: string, from: number): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  const members: string[] = [];
  for (const member of body?.namedChildren ?? []) {
    if (!member || isComment(member)) continue;
    members.push(member.type === 'enum_assignment' ? nameOf(member) : member.text);
  }
  return itemOf(node, label, nameOf(node), { members });
}

/** Member names of an interface body or object type: `a`, `run()`, `[index]`, `new()`. */
function typeMemberNames(body: Node): string[] {
  const names: string[] = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member)) continue;
    switch (member.type) {
      case 'property_signature':
        names.push(nameOf(member));
        break;
      case 'method_signature':
        names.push(`${nameOf(member)}()`);
        break;
      case 'call_signature':
        names.push('()');
        break;
      case 'construct_signature':
        names.push('new()');
        break;
      case 'index_signature':
        names.push('[index]');
        break;
      default:
        break;
    }
  }
  return names;
}

function moduleItem(node: Node, source: string, from: number): SkeletonItem {
  const body = node.childForFieldName('body');
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  const children = body ? flattenSections(collectBody(body, source)) : [];
  const nameNode = node.childForFieldName('name');
  return itemOf(node, label, nameNode ? unquote(nameNode.text) : 'module', { children });
}

function collectBody(body: Node, source: string): SectionItems {
  const collector = new SectionCollector();
  visitStatements(namedChildrenThroughErrors(body), source, collector);
  return collector.result();
}

/** A `describe`/`it`/`test` call (also `.skip`, `.each(...)`) with the tests nested in it. */
function testItem(call: Node, span: Node, source: string): SkeletonItem | undefined {
  const callee = call.childForFieldName('function');
  if (!callee || !TEST_CALLEES.has(rootIdentifier(callee))) return undefined;
  const args = call.childForFieldName('arguments');
  const argList = args ? args.namedChildren.filter((a): a is Node => a !== null && !isComment(a)) : [];
  const title = argList[0];
  const titleText = title ? clip(collapseWhitespace(title.text), MAX_TEST_TITLE_CHARS) : '';
  const calleeText = callee.type === 'call_expression' ? (callee.childForFieldName('function')?.text ?? callee.text) : callee.text;
  const label = `${collapseWhitespace(calleeText)} ${titleText}`.trim();
  const children: SkeletonItem[] = [];
  const callback = [...argList].reverse().find((a) => FUNCTION_VALUES.has(a.type));
  const body = callback?.childForFieldName('body');
  if (body && body.type === 'statement_block') {
    for (const statement of body.namedChildren) {
      const inner = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
      if (!statement || !inner || inner.type !== 'call_expression') continue;
      const child = testItem(inner, statement, source);
      if (child) children.push(child);
    }
  }
  return itemOf(span, label, title ? unquote(title.text) : label, { children });
}

/** `describe.each([...])` → `describe`; `test.concurrent.skip` → `test`. */
function rootIdentifier(node: Node): string {
  let current: Node | null = node;
  while (current) {
    if (current.type === 'identifier') return current.text;
    if (current.type === 'member_expression') current = current.childForFieldName('object');
    else if (current.type === 'call_expression') current = current.childForFieldName('function');
    else return '';
  }
  return '';
}

function declarators(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null && c.type === 'variable_declarator');
}

/** The module of `require('x')` or `require('x').y`, if that is what the value is. */
function requiredModule(value: Node | null): string | undefined {
  let current = value;
  while (current && current.type === 'member_expression') current = current.childForFieldName('object');
  if (!current || current.type !== 'call_expression') return undefined;
  if (current.childForFieldName('function')?.text !== 'require') return undefined;
  const arg = current.childForFieldName('arguments')?.namedChildren[0];
  return arg && arg.type === 'string' ? unquote(arg.text) : undefined;
}

function importSource(node: Node): string {
  const source = node.childForFieldName('source') ?? node.descendantsOfType('string')[0] ?? null;
  return source ? unquote(source.text) : collapseWhitespace(node.text);
}

function nameOf(node: Node, fallback = ''): string {
  const name = node.childForFieldName('name') ?? node.childForFieldName('property');
  return name ? name.text : fallback;
}

/** Where the label starts once leading decorators are skipped (they can be long calls). */
function afterDecorators(node: Node, from = node.startIndex): number {
  let start = from;
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (!child) continue;
    if (child.type !== 'decorator' && !isComment(child)) break;
    const next = node.child(i + 1);
    if (next && child.startIndex >= from) start = next.startIndex;
  }
  return start;
}
