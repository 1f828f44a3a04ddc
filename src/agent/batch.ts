// The `batch` tool's plan and its one result: calls that only read may run together, a call
// with side effects runs alone and in its place, so a read after a write sees the write; the
// results come back in order, each under a header naming the call.
import type { Effect } from '../policy/index.js';
import type { ToolOutcome } from './tool-host.js';

/** Read-only calls of one batch running at once, at most. */
export const BATCH_READ_CONCURRENCY = 4;

export interface BatchItem {
  tool: string;
  input: Record<string, unknown>;
}

/**
 * The batch split into steps run one after another: a run of consecutive read-only calls is
 * one step (its calls may overlap), any other call is a step of its own. Indices into `items`.
 */
export function batchSteps(items: readonly BatchItem[], readOnly: (tool: string) => boolean): number[][] {
  const steps: number[][] = [];
  for (let index = 0; index < items.length; index += 1) {
    const last = steps[steps.length - 1];
    const shared = readOnly(items[index]!.tool) && last !== undefined && readOnly(items[last[0]!]!.tool);
    if (shared) last.push(index);
    else steps.push([index]);
  }
  return steps;
}

const SUMMARY_VALUE_CHARS = 60;
const SUMMARY_CHARS = 120;
/** Inputs that are bulk content, not what names a call. */
const BULK_FIELDS = new Set(['content', 'old_string', 'new_string']);

/** `path="src/a.ts" offset=10 limit=20`: enough to tell the calls of a batch apart. */
export function summarizeInput(input: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (BULK_FIELDS.has(key)) {
      if (typeof value === 'string') parts.push(`${key}=(${value.length} chars)`);
      continue;
    }
    const text = JSON.stringify(value) ?? String(value);
    parts.push(`${key}=${text.length > SUMMARY_VALUE_CHARS ? `${text.slice(0, SUMMARY_VALUE_CHARS - 1)}…` : text}`);
  }
  const joined = parts.join(' ');
  return joined.length > SUMMARY_CHARS ? `${joined.slice(0, SUMMARY_CHARS - 1)}…` : joined;
}

export interface BatchItemResult {
  decision: Effect;
  outcome: ToolOutcome;
}

function statusOf(result: BatchItemResult): string {
  if (result.decision === 'deny') return 'denied';
  if (result.decision === 'prompt') return 'needs approval';
  if (result.outcome.isError) return 'error';
  return result.outcome.partial ? 'partial' : 'ok';
}

/** The batch's one tool result: each call's output under `=== 2/3 grep pattern="x": ok ===`, in order. */
export function batchResultText(items: readonly BatchItem[], results: readonly BatchItemResult[]): string {
  return items
    .map((item, index) => {
      const result = results[index]!;
      const summary = summarizeInput(item.input);
      const header = `=== ${index + 1}/${items.length} ${item.tool}${summary ? ` ${summary}` : ''}: ${statusOf(result)} ===`;
      return `${header}\n${result.outcome.content.replace(/\n+$/, '')}`;
    })
    .join('\n\n');
}
