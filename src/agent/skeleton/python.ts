import type { Node } from 'web-tree-sitter';
import { SectionCollector } from './collect.js';
import type { SectionItems, SkeletonItem } from './types.js';
import {
  collapseWhitespace,
  endLine,
  firstLineLabel,
  headLabel,
  isComment,
  itemOf,
  leadingCommentRange,
  namedChildrenThroughErrors,
  startLine,
} from './text.js';

const IMPORT_TYPES = new Set(['import_statement', 'import_from_statement', 'future_import_statement']);
/** Top-level blocks whose bodies still define the module (platform switches, optional imports). */
const TRANSPARENT_BLOCKS = new Set([
  'if_statement',
  'elif_clause',
  'else_clause',
  'try_statement',
  'except_clause',
  'except_group_clause',
  'finally_clause',
  'with_statement',
]);
/** pytest collects `test*` functions and `Test*` classes; unittest uses TestCase subclasses. */
const TEST_FUNCTION = /^test/;
const TEST_CLASS = /^Test/;
/** Nested classes deeper than this are shown as one line without their members. */
const MAX_CLASS_DEPTH = 2;

export function extractPython(root: Node, source: string): SectionItems {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = moduleDocstring(top) ?? leadingCommentRange(top, (node) => IMPORT_TYPES.has(node.type));
  if (doc) collector.add('doc', { label: 'doc', name: 'doc', ...doc });
  visitBlock(top, source, collector);
  return collector.result();
}

function moduleDocstring(top: Node[]): { startLine: number; endLine: number } | undefined {
  const first = top.find((node) => !isComment(node));
  if (!first || first.type !== 'expression_statement') return undefined;
  const value = first.namedChildren[0];
  if (!value || (value.type !== 'string' && value.type !== 'concatenated_string')) return undefined;
  return { startLine: startLine(first), endLine: endLine(first) };
}

function visitBlock(statements: Node[], source: string, collector: SectionCollector): void {
  for (const node of statements) {
    if (isComment(node)) continue;
    if (IMPORT_TYPES.has(node.type)) {
      collector.addImport(node, importedModules(node));
      continue;
    }
    if (node.type === 'block') {
      visitBlock(namedChildrenThroughErrors(node), source, collector);
      continue;
    }
    if (TRANSPARENT_BLOCKS.has(node.type)) {
      if (isMainGuard(node)) continue;
      visitBlock(
        namedChildrenThroughErrors(node).filter((c) => isBlockLike(c)),
        source,
        collector,
      );
      continue;
    }
    collector.endRuns();
    visitStatement(node, source, collector);
  }
}

/** Children of if/try/with worth descending into: their blocks and clauses, not conditions. */
function isBlockLike(node: Node): boolean {
  return node.type === 'block' || TRANSPARENT_BLOCKS.has(node.type);
}

function isMainGuard(node: Node): boolean {
  if (node.type !== 'if_statement') return false;
  const condition = node.childForFieldName('condition');
  return condition !== null && /__name__\s*==\s*['"]__main__['"]/.test(condition.text);
}

function visitStatement(node: Node, source: string, collector: SectionCollector): void {
  const definition = node.type === 'decorated_definition' ? node.childForFieldName('definition') : node;
  if (!definition) return;
  switch (definition.type) {
    case 'function_definition': {
      const name = nameOf(definition);
      if (TEST_FUNCTION.test(name)) collector.add('tests', itemOf(node, name, name));
      else collector.add('functions', functionItem(node, definition, source));
      return;
    }
    case 'class_definition':
      if (isTestClass(definition)) collector.add('tests', testClassItem(node, definition));
      else collector.add('classes', classItem(node, definition, source, 1));
      return;
    case 'expression_statement':
      collector.add('constants', assignmentItem(definition, source));
      return;
    case 'type_alias_statement':
      collector.add('types', itemOf(definition, firstLineLabel(source, definition), definition.childForFieldName('left')?.text ?? ''));
      return;
    default:
      return;
  }
}

/** `def f(a, b=1) -> int`, with decorator names (not their arguments) in front. */
function functionItem(span: Node, definition: Node, source: string): SkeletonItem {
  const body = definition.childForFieldName('body');
  const head = headLabel(source, definition, definition.startIndex, body ? body.startIndex : definition.endIndex);
  return itemOf(span, `${decoratorPrefix(span)}${head}`, nameOf(definition));
}

function classItem(span: Node, definition: Node, source: string, depth: number): SkeletonItem {
  const body = definition.childForFieldName('body');
  const head = headLabel(source, definition, definition.startIndex, body ? body.startIndex : definition.endIndex);
  const children: SkeletonItem[] = [];
  if (body && depth <= MAX_CLASS_DEPTH) {
    for (const member of namedChildrenThroughErrors(body)) {
      const inner = member.type === 'decorated_definition' ? member.childForFieldName('definition') : member;
      if (!inner) continue;
      if (inner.type === 'function_definition') children.push(functionItem(member, inner, source));
      else if (inner.type === 'class_definition') children.push(classItem(member, inner, source, depth + 1));
      else if (inner.type === 'expression_statement') {
        const field = assignmentItem(inner, source);
        if (field) children.push(field);
      }
    }
  }
  return itemOf(span, `${decoratorPrefix(span)}${head}`, nameOf(definition), { children });
}

function isTestClass(definition: Node): boolean {
  if (TEST_CLASS.test(nameOf(definition))) return true;
  const bases = definition.childForFieldName('superclasses');
  return bases !== null && /\bTestCase\b/.test(bases.text);
}

/** A test class lists its test methods by name; fixtures and helpers are left out. */
function testClassItem(span: Node, definition: Node): SkeletonItem {
  const children: SkeletonItem[] = [];
  const body = definition.childForFieldName('body');
  for (const member of body ? namedChildrenThroughErrors(body) : []) {
    const inner = member.type === 'decorated_definition' ? member.childForFieldName('definition') : member;
    if (inner?.type !== 'function_definition') continue;
    const name = nameOf(inner);
    if (TEST_FUNCTION.test(name)) children.push(itemOf(member, name, name));
  }
  const name = nameOf(definition);
  return itemOf(span, `class ${name}`, name, { children });
}

/** `X: int = 1`, `__all__ = [...]`: module constants and class fields, first line only. */
function assignmentItem(statement: Node, source: string): SkeletonItem | undefined {
  const assignment = statement.namedChildren[0];
  if (!assignment || assignment.type !== 'assignment') return undefined;
  const left = assignment.childForFieldName('left');
  if (!left || (left.type !== 'identifier' && left.type !== 'pattern_list')) return undefined;
  return itemOf(statement, firstLineLabel(source, statement), collapseWhitespace(left.text));
}

function importedModules(node: Node): string[] {
  if (node.type === 'future_import_statement') return ['__future__'];
  if (node.type === 'import_from_statement') {
    const module = node.childForFieldName('module_name');
    if (!module) return [];
    const text = collapseWhitespace(module.text);
    // `from . import a, b` names modules of the package: `.a`, `.b` say more than `.`.
    if (/^\.+$/.test(text)) return node.childrenForFieldName('name').map((name) => `${text}${name?.text.split(' ')[0] ?? ''}`);
    return [text];
  }
  // `import a.b as c, d`
  return node.childrenForFieldName('name').flatMap((name) => {
    if (!name) return [];
    const dotted = name.type === 'aliased_import' ? name.childForFieldName('name') : name;
    return dotted ? [dotted.text] : [];
  });
}

function decoratorPrefix(span: Node): string {
  if (span.type !== 'decorated_definition') return '';
  const names = span.namedChildren
    .filter((child): child is Node => child !== null && child.type === 'decorator')
    .map((decorator) => {
      const expression = decorator.namedChildren[0];
      const callee = expression?.type === 'call' ? expression.childForFieldName('function') : expression;
      return `@${collapseWhitespace(callee?.text ?? '')}`;
    });
  return names.length > 0 ? `${names.join(' ')} ` : '';
}

function nameOf(node: Node): string {
  return node.childForFieldName('name')?.text ?? '';
}
