// A file of per-tool output limits (`leash run --tool-limits FILE`), JSON or YAML:
//   grep: { maxResults: 100 }
//   bash: { maxLines: 500 }
// Each tool may set only the limits it reads (limits.json `uses`), each a whole number of at
// least 1. A mistake is an error naming file:line:col, never a limit silently left as it was.
import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, type Node as YamlNode } from 'yaml';
import { locate, parseYamlSource } from '../../yaml/index.js';
import limitsTable from './limits.json' with { type: 'json' };
import type { ToolLimitOverrides, ToolLimits, ToolName } from './limits.js';

export type ToolLimitsErrorCode = 'tool-limits-read' | 'tool-limits-syntax' | 'tool-limits-schema';

export class ToolLimitsError extends Error {
  override name = 'ToolLimitsError';

  constructor(
    readonly code: ToolLimitsErrorCode,
    readonly at: { file: string; line: number; col: number } | { file: string },
    detail: string,
  ) {
    super('line' in at ? `${at.file}:${at.line}:${at.col}: ${detail}` : `${at.file}: ${detail}`);
  }
}

const USES = limitsTable.uses as unknown as Record<ToolName, (keyof ToolLimits)[]>;
const TOOLS = Object.keys(limitsTable.tools) as ToolName[];

export function readToolLimitsFile(path: string): ToolLimitOverrides {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ToolLimitsError('tool-limits-read', { file: path }, `cannot read the tool limits file: ${(error as Error).message}`);
  }
  return parseToolLimits(text, path);
}

export function parseToolLimits(text: string, file: string): ToolLimitOverrides {
  const parsed = parseYamlSource(text, file);
  if (parsed.problem) {
    const detail =
      parsed.problem.kind === 'duplicate-key'
        ? 'a key is given twice; the second would silently replace the first'
        : `not valid JSON or YAML: ${parsed.problem.reason}`;
    throw new ToolLimitsError('tool-limits-syntax', parsed.problem.at, detail);
  }
  const source = parsed.source;
  const fail = (node: YamlNode | null | undefined, detail: string) => new ToolLimitsError('tool-limits-schema', locate(source, node), detail);
  const root = source.doc.contents as YamlNode | null;
  if (root === null || (isScalar(root) && root.value === null)) return {};
  if (!isMap(root)) throw fail(root, `expected a mapping of tool name to limits (e.g. {grep: {maxResults: 100}}), found ${describe(root)}`);
  const overrides: ToolLimitOverrides = {};
  for (const item of root.items) {
    if (!isPair(item)) continue;
    const key = item.key as YamlNode;
    const tool = isScalar(key) ? String(key.value) : '';
    if (!TOOLS.includes(tool as ToolName)) throw fail(key, `unknown tool "${tool}"; tools with limits: ${TOOLS.filter((t) => USES[t].length > 0).join(', ')}`);
    const uses = USES[tool as ToolName];
    const value = item.value as YamlNode | null;
    if (!isMap(value))
      throw fail(value ?? key, `${tool}: expected a mapping of limit to value (e.g. {${uses[0] ?? 'maxLines'}: 100}), found ${describe(value)}`);
    const limits: Partial<ToolLimits> = {};
    for (const entry of value.items) {
      if (!isPair(entry)) continue;
      const fieldNode = entry.key as YamlNode;
      const field = isScalar(fieldNode) ? String(fieldNode.value) : '';
      if (!uses.includes(field as keyof ToolLimits)) {
        const known = uses.length > 0 ? `its limits are ${uses.join(', ')}` : 'it has no output limits';
        throw fail(fieldNode, `${tool} has no limit "${field}"; ${known}`);
      }
      const number = entry.value as YamlNode | null;
      const amount = isScalar(number) ? number.value : undefined;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
        throw fail(number ?? fieldNode, `${tool}.${field} must be a whole number of at least 1, found ${describe(number)}`);
      }
      limits[field as keyof ToolLimits] = amount;
    }
    overrides[tool as ToolName] = limits;
  }
  return overrides;
}

function describe(node: YamlNode | null | undefined): string {
  if (node === null || node === undefined) return 'nothing';
  if (isScalar(node)) return node.value === null ? 'nothing' : JSON.stringify(node.value);
  if (isMap(node)) return 'a mapping';
  return 'a list';
}
