/**
 * Reading a person's YAML (chain files, queue files) with positions, the way the policy loader
 * does: the shared reader in src/yaml keeps every node's offset, ajv checks the shape, and each
 * problem becomes one `BudgetFileError` naming `file:line:col`, what was expected and what was found.
 */

import type { ErrorObject } from 'ajv';
import type { Node as YamlNode, Pair } from 'yaml';
import { describeValue, errorPath, locate, parseYamlSource as parseShared, typeWords, valueAt, type PathSegment, type YamlSource } from '../yaml/index.js';
import { checkInputTextSize, InputFileError, readInputFile } from '../yaml/index.js';
import { BudgetFileError, type BudgetFileErrorCode, type FileLocation } from './budget-file-error.js';

export { describeValue, errorPath, locate, locatePath, nodeAt, pairAt, pickSchemaError, valueAt, type PathSegment, type YamlSource } from '../yaml/index.js';

/** Parses YAML text; a syntax error or a duplicate key is a `BudgetFileError` at its position. */
export function parseYamlSource(text: string, file: string): YamlSource {
  const parsed = parseShared(text, file);
  if (parsed.problem) throw new BudgetFileError(parsed.problem.kind === 'duplicate-key' ? 'duplicate-key' : 'syntax', parsed.problem.at, parsed.problem.detail);
  return parsed.source;
}

/**
 * Reads a chain, queue or prompt file through the shared reader (size, kind of file, UTF-8).
 * Bytes that are not UTF-8 are an error at their place; anything else that keeps the file from
 * being read is `code` at `at` (the file's start, or the entry that named it), with `what`.
 */
export async function readBudgetFile(
  path: string,
  display: string,
  read: ((path: string) => Promise<string>) | undefined,
  failure: { code: BudgetFileErrorCode; at: FileLocation; what: string },
  signal?: AbortSignal,
): Promise<string> {
  try {
    const text = read ? await read(path) : await readInputFile(path, { display, signal });
    checkInputTextSize(text, display);
    return text;
  } catch (error) {
    if (error instanceof InputFileError && error.code === 'not-utf8') {
      throw new BudgetFileError('not-utf8', { ...error.at, file: display }, error.detail);
    }
    throw new BudgetFileError(failure.code, failure.at, `${failure.what}: ${unreadableReason(error)}`);
  }
}

export function unreadableReason(error: unknown): string {
  if (error instanceof InputFileError) return error.code === 'not-found' ? 'file not found' : error.detail;
  return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
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
      return {
        path,
        detail: `${here} must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}, found ${found}`,
      };
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
