// Reading a person's YAML with positions, shared by every file Leash reads (policy, MCP
// configuration, chain and queue files, price and tool-limit files, JSON Schemas): the `yaml`
// package keeps each node's offset, so every problem can name `file:line:col`. Each reader
// turns a problem into its own error class; the wording of the shared parts is the same.
import type { ErrorObject } from 'ajv';
import { isAlias, isMap, isPair, isScalar, LineCounter, parseDocument, visit, type Document, type Node as YamlNode, type Pair } from 'yaml';

export interface YamlSource {
  doc: Document.Parsed;
  lines: LineCounter;
  /** The file as messages name it. */
  file: string;
  /** The document as plain values, aliases expanded within the limits below. */
  value: unknown;
}

export interface SourcePosition {
  file: string;
  line: number;
  col: number;
}

export type PathSegment = string | number;

/** The first thing that keeps a text from being YAML at all. */
export interface YamlProblem {
  kind: 'syntax' | 'duplicate-key' | 'alias';
  at: SourcePosition;
  /** The sentence Leash uses for it. */
  detail: string;
  /** The parser's own first line, for readers that word it their way. */
  reason: string;
}

/**
 * How far aliases may expand, as the `yaml` package counts it (an anchor's uses times the aliases
 * inside it): a few hundred nested aliases can otherwise stand for billions of nodes.
 */
export const MAX_ALIAS_EXPANSION = 100;
/** Aliases in one document: each one is resolved by a scan of the document's anchors. */
export const MAX_ALIASES = 1000;

/** Parses YAML text (JSON is YAML too); duplicate keys are a problem, not a silent overwrite. */
export function parseYamlSource(text: string, file: string): { source: YamlSource; problem?: undefined } | { problem: YamlProblem; source?: undefined } {
  const lines = new LineCounter();
  // `uniqueKeys: true` compares each key with every earlier key of its mapping (quadratic: 36 s
  // for 50,000 keys); the pass below finds the same duplicates with one lookup per key.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const at = (offset: number): SourcePosition => {
    const pos = lines.linePos(offset);
    return { file, line: pos.line, col: pos.col };
  };
  const error = doc.errors[0];
  if (error !== undefined) {
    const reason = error.message.split('\n')[0] ?? error.message;
    return { problem: { kind: 'syntax', at: at(error.pos[0]), reason, detail: `YAML syntax error: ${reason}` } };
  }
  const structural = checkKeysAndAliases(doc);
  if (structural !== undefined) {
    const { offset, ...problem } = structural;
    return { problem: { ...problem, at: at(offset) } };
  }
  try {
    const value = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION }) as unknown;
    return { source: { doc, lines, file, value } };
  } catch (thrown) {
    // The pass above has found every undefined alias, so this is the expansion limit.
    if (!(thrown instanceof ReferenceError)) throw thrown;
    const reason = thrown.message;
    return {
      problem: {
        kind: 'alias',
        at: at(firstNestedAlias(doc)),
        reason,
        detail: `aliases expand too far (more than ${MAX_ALIAS_EXPANSION} uses of an anchor that holds aliases): a YAML bomb, refused`,
      },
    };
  }
}

interface StructuralProblem {
  kind: YamlProblem['kind'];
  offset: number;
  reason: string;
  detail: string;
}

/** Duplicate keys, aliases to an anchor not set before them, and too many aliases, in one walk. */
function checkKeysAndAliases(doc: Document.Parsed): StructuralProblem | undefined {
  const anchors = new Map<string, YamlNode>();
  let aliases = 0;
  let problem: StructuralProblem | undefined;
  visit(doc, {
    Node(_key, node, path) {
      if (isMap(node)) {
        // By the key's text, as the plain object it becomes has it: `1` and `"1"` are one key there.
        const seen = new Set<string>();
        for (const pair of node.items) {
          if (!isScalar(pair.key)) continue;
          if (seen.has(String(pair.key.value))) {
            problem = {
              kind: 'duplicate-key',
              offset: pair.key.range?.[0] ?? 0,
              reason: 'Map keys must be unique',
              detail: `duplicate key "${String(pair.key.value)}": a second entry would silently replace the first`,
            };
            return visit.BREAK;
          }
          seen.add(String(pair.key.value));
        }
      }
      if (isAlias(node)) {
        aliases += 1;
        const target = anchors.get(node.source);
        if (target === undefined) {
          problem = {
            kind: 'alias',
            offset: node.range?.[0] ?? 0,
            reason: `Unresolved alias: ${node.source}`,
            detail: `alias *${node.source} names no anchor &${node.source} set before it`,
          };
          return visit.BREAK;
        }
        if (path.includes(target)) {
          problem = {
            kind: 'alias',
            offset: node.range?.[0] ?? 0,
            reason: `Recursive alias: ${node.source}`,
            detail: `alias *${node.source} sits inside its own anchor &${node.source}: the value would contain itself`,
          };
          return visit.BREAK;
        }
        if (aliases > MAX_ALIASES) {
          problem = {
            kind: 'alias',
            offset: node.range?.[0] ?? 0,
            reason: 'too many aliases',
            detail: `more than ${MAX_ALIASES} aliases in one document, refused`,
          };
          return visit.BREAK;
        }
      }
      if (node.anchor) anchors.set(node.anchor, node);
      return undefined;
    },
  });
  return problem;
}

/** Where an expansion blows up: the first alias of an anchor that itself holds aliases. */
function firstNestedAlias(doc: Document.Parsed): number {
  const anchored = new Map<string, YamlNode>();
  let first: number | undefined;
  let nested: number | undefined;
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) {
        first ??= node.range?.[0];
        const target = anchored.get(node.source);
        if (target !== undefined && holdsAlias(target)) {
          nested = node.range?.[0];
          return visit.BREAK;
        }
      }
      if (node.anchor) anchored.set(node.anchor, node);
      return undefined;
    },
  });
  return nested ?? first ?? 0;
}

function holdsAlias(node: YamlNode): boolean {
  let found = false;
  visit(node, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/** The node at a path of keys and indexes, if the document has one there. */
export function nodeAt(source: YamlSource, path: readonly PathSegment[]): YamlNode | undefined {
  if (path.length === 0) return (source.doc.contents as YamlNode | null) ?? undefined;
  return source.doc.getIn(path, true) as YamlNode | undefined;
}

/** The key/value pair `key` of a mapping node, so a message can point at the key. */
export function findPair(node: YamlNode | null | undefined, key: string): Pair | undefined {
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

export function pairAt(source: YamlSource, path: readonly PathSegment[], key: string): Pair | undefined {
  return findPair(nodeAt(source, path), key);
}

/** Where a node (or a pair's key) starts; the file's start when there is no node. */
export function locate(source: YamlSource, node: YamlNode | Pair | null | undefined): SourcePosition {
  const range = isPair(node) ? (node.key as YamlNode | null)?.range : (node as YamlNode | null | undefined)?.range;
  const pos = source.lines.linePos(range?.[0] ?? 0);
  return { file: source.file, line: pos.line, col: pos.col };
}

/** The nearest node at or above `path` that the document has (a missing value points at its parent). */
export function locatePath(source: YamlSource, path: readonly PathSegment[]): SourcePosition {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = nodeAt(source, path.slice(0, length));
    if (node !== undefined) return locate(source, node);
  }
  return { file: source.file, line: 1, col: 1 };
}

/**
 * The error to report of those ajv found: an unknown key first, as it is usually a typo that
 * also explains a "missing" one (`promt:` for `prompt:`).
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

/** The value at a path of a parsed document. */
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

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'nothing',
};

/** A JSON Schema type (or several) in words: `a whole number`, `a string or a list`. */
export function typeWords(type: string | readonly string[]): string {
  const list = (typeof type === 'string' ? type.split(',') : [...type]).map((t) => TYPE_WORDS[t] ?? `of type ${t}`);
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}
