/**
 * Reading a person's YAML (chain files, queue files) with positions, the way the policy loader
 * does: the `yaml` package keeps every node's offset, ajv checks the shape, and each problem
 * becomes one `BudgetFileError` naming `file:line:col`, what was expected and what was found.
 */

import type { ErrorObject } from 'ajv';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node as YamlNode, type Pair } from 'yaml';

import { BudgetFileError, type BudgetFileErrorCode, type FileLocation } from './budget-file-error.js';

export interface YamlSource {
  doc: Document.Parsed;
  lines: LineCounter;
  /** The file as messages name it. */
  file: string;
}

export type PathSegment = string | number;

/** Parses YAML text; a syntax error or a duplicate key is a `BudgetFileError` at its position. */
export function parseYamlSource(text: string, file: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error !== undefined) {
    const pos = lines.linePos(error.pos[0]);
    const at = { file, line: pos.line, col: pos.col };
    if (error.code === 'DUPLICATE_KEY') {
      const key = /^["']?([^:"'\s]+)/.exec(text.slice(error.pos[0]))?.[1] ?? '';
      throw new BudgetFileError('duplicate-key', at, `duplicate key "${key}": a second entry would silently replace the first`);
    }
    throw new BudgetFileError('syntax', at, `YAML syntax error: ${error.message.split('\n')[0] ?? error.message}`);
  }
  return { doc, lines, file };
}

/** The node at a path of keys and indexes, if the document has one there. */
export function nodeAt(source: YamlSource, path: readonly PathSegment[]): YamlNode | undefined {
  if (path.length === 0) return (source.doc.contents as YamlNode | null) ?? undefined;
  return source.doc.getIn(path, true) as YamlNode | undefined;
}

/** The key/value pair `key` of the mapping at `path`, so a message can point at the key. */
export function pairAt(source: YamlSource, path: readonly PathSegment[], key: string): Pair | undefined {
  const node = nodeAt(source, path);
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

/** Where a node (or a pair's key) starts; the file's start when there is no node. */
export function locate(source: YamlSource, node: YamlNode | Pair | null | undefined): FileLocation {
  const range = isPair(node) ? (node.key as YamlNode | null)?.range : (node as YamlNode | null | undefined)?.range;
  const pos = source.lines.linePos(range?.[0] ?? 0);
  return { file: source.file, line: pos.line, col: pos.col };
}

/** The nearest node at or above `path` that the document has (a missing value points at its parent). */
export function locatePath(source: YamlSource, path: readonly PathSegment[]): FileLocation {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = nodeAt(source, path.slice(0, length));
    if (node !== undefined) return locate(source, node);
  }
  return { file: source.file, line: 1, col: 1 };
}

/** `file:line` of a node, the form a policy rule's `source` takes. */
export function sourceOf(source: YamlSource, node: YamlNode | Pair | null | undefined): string {
  const at = locate(source, node);
  return `${at.file}:${at.line}`;
}

export function fail(code: BudgetFileErrorCode, at: FileLocation, detail: string): never {
  throw new BudgetFileError(code, at, detail);
}

/**
 * The error to report of those ajv found (compiled with `allErrors`): an unknown key first, as
 * it is usually a typo that also explains a "missing" one (`promt:` for `prompt:`).
 */
export function pickSchemaError(errors: readonly ErrorObject[] | null | undefined): ErrorObject | undefined {
  return errors?.find((error) => error.keyword === 'additionalProperties') ?? errors?.[0];
}

/** The instance path of an ajv error as keys and indexes. */
export function errorPath(error: ErrorObject): PathSegment[] {
  if (error.instancePath === '') return [];
  return error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * One sentence for a person about the first schema error, and where it points. `label` names a
 * path ("task 2 (\"fix\") budget_usd"); `value` is the whole document, to say what was found.
 * The schema must be compiled with `verbose: true` (for the allowed keys and descriptions).
 */
export function explainSchemaError(
  error: ErrorObject,
  value: unknown,
  label: (path: readonly PathSegment[]) => string,
): { path: PathSegment[]; key?: string; detail: string } {
  const path = errorPath(error);
  const found = describeValue(valueAt(value, path));
  const here = label(path);
  const schema = (error.parentSchema ?? {}) as { description?: string; properties?: Record<string, unknown> };
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params['additionalProperty']);
      const expected = Object.keys(schema.properties ?? {}).join(', ');
      return { path, key, detail: `unknown key "${key}" in ${here}; expected one of: ${expected}` };
    }
    case 'required':
      return { path, detail: `${here} is missing "${String(error.params['missingProperty'])}"` };
    case 'type':
      return { path, detail: `${here} must be ${typeWords(String(error.params['type']))}, found ${found}` };
    case 'const':
      return { path, detail: `${here} must be ${JSON.stringify(error.params['allowedValue'])}, found ${found}` };
    case 'enum':
      return { path, detail: `${here} must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, found ${found}` };
    case 'exclusiveMinimum':
      return { path, detail: `${here} must be above ${String(error.params['limit'])}, found ${found}` };
    case 'minimum':
      return { path, detail: `${here} must be at least ${String(error.params['limit'])}, found ${found}` };
    case 'maximum':
      return { path, detail: `${here} must be at most ${String(error.params['limit'])}, found ${found}` };
    case 'minLength':
      return { path, detail: `${here} cannot be empty` };
    case 'maxLength':
      return { path, detail: `${here} must be at most ${String(error.params['limit'])} characters long` };
    case 'minItems':
      return { path, detail: `${here} must list at least ${String(error.params['limit'])} entr${error.params['limit'] === 1 ? 'y' : 'ies'}` };
    case 'pattern':
      return { path, detail: `${here} must be ${schema.description ?? `text matching ${String(error.params['pattern'])}`}, found ${found}` };
    default:
      return { path, detail: `${here}: ${error.message ?? 'invalid'}` };
  }
}

export function valueAt(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A value as a message shows it: `a string ("x")`, `a number (3)`, `a list`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `a string (${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`;
  return `a ${typeof value} (${String(value)})`;
}

function typeWords(type: string): string {
  switch (type) {
    case 'number':
      return 'a number';
    case 'integer':
      return 'a whole number';
    case 'string':
      return 'a string';
    case 'array':
      return 'a list';
    case 'object':
      return 'a mapping';
    case 'boolean':
      return 'true or false';
    default:
      return `of type ${type}`;
  }
}
