// The system prompt and tool definitions: ours, short and exact. Every byte here is sent (and
// paid for, at cache-read prices after the first turn) on every request.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';

export interface PromptContext {
  workspace: string;
  limits: { maxTurns: number | null; maxBudgetUsd: number | null; timeoutMs: number | null };
  /** Extra instructions from the user (`--append-system-prompt`). */
  append?: string;
  /** A subagent's role line, instead of the main agent's. */
  subagent?: 'research' | 'general';
  /** The result must be given through the structured_output tool. */
  structuredOutput?: boolean;
}

export function systemPrompt(context: PromptContext): string {
  const limits = [
    context.limits.maxTurns !== null ? `${context.limits.maxTurns} turns` : null,
    context.limits.maxBudgetUsd !== null ? `$${context.limits.maxBudgetUsd} of model spend` : null,
    context.limits.timeoutMs !== null ? `${Math.round(context.limits.timeoutMs / 60_000)} minutes` : null,
  ].filter(Boolean);
  const role =
    context.subagent === 'research'
      ? 'You are a research subagent of Leash: answer the question you were given by reading the repository; you cannot change files.'
      : context.subagent === 'general'
        ? 'You are a subagent of Leash: do the task you were given, then reply with what you did.'
        : 'You are Leash, a coding agent running headless in CI. Nobody is watching: do the task, then stop.';
  const lines = [
    role,
    `Repository root: ${context.workspace}. Paths are relative to it. Each bash call starts there; cd does not carry over.`,
    'A policy checks every tool call before it runs. A refused call returns an error naming the rule: do not retry it or a variant; work around it, or say in your summary what you needed and why. "Needs approval" means nobody can approve it now, so it is refused too.',
    "Prefer read, grep, glob and index to shell commands for looking at files. Use index to see a file's outline, then read only the line ranges you need. Tool output is cut at limits: ask for less.",
    limits.length > 0 ? `Limits: ${limits.join(', ')}. Near a limit you will be asked to wrap up.` : '',
    context.subagent ? '' : 'End with a short summary: what you changed, what you ran and its outcome, and what is left undone.',
    context.structuredOutput ? 'When you are done, give your result by calling structured_output.' : '',
    context.append ?? '',
  ];
  return lines.filter((line) => line !== '').join('\n');
}

const path = { type: 'string', description: 'File path, relative to the repository root.' } as const;

/** The built-in tools, by name. Names and inputs are fixed by DESIGN.md section 4. */
export const TOOL_DEFINITIONS: Record<string, Tool> = {
  bash: {
    name: 'bash',
    description: 'Run a bash command in the repository root. Output is stdout and stderr interleaved, cut at 2000 lines / 50 KB.',
    input_schema: {
      type: 'object',
      properties: {
        command: { type: 'string' },
        timeout_ms: { type: 'integer', minimum: 1000, description: 'Default 120000, at most 600000.' },
      },
      required: ['command'],
      additionalProperties: false,
    },
  },
  read: {
    name: 'read',
    description: 'Read a text file as numbered lines. offset is the first line (1-based), limit the number of lines (default 2000).',
    input_schema: {
      type: 'object',
      properties: { path, offset: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1 } },
      required: ['path'],
      additionalProperties: false,
    },
  },
  write: {
    name: 'write',
    description: 'Create or replace a file with the given content.',
    input_schema: {
      type: 'object',
      properties: { path, content: { type: 'string' } },
      required: ['path', 'content'],
      additionalProperties: false,
    },
  },
  edit: {
    name: 'edit',
    description: 'Replace old_string with new_string in a file. old_string must occur exactly once unless replace_all is true.',
    input_schema: {
      type: 'object',
      properties: { path, old_string: { type: 'string' }, new_string: { type: 'string' }, replace_all: { type: 'boolean' } },
      required: ['path', 'old_string', 'new_string'],
      additionalProperties: false,
    },
  },
  glob: {
    name: 'glob',
    description: 'List files matching a glob pattern (e.g. "src/**/*.ts"), newest first. Ignores .gitignored files.',
    input_schema: {
      type: 'object',
      properties: { pattern: { type: 'string' }, path: { type: 'string', description: 'Folder to search in (default: root).' } },
      required: ['pattern'],
      additionalProperties: false,
    },
  },
  grep: {
    name: 'grep',
    description: 'Search file contents with a JavaScript regular expression. Returns path:line: text. Ignores .gitignored files.',
    input_schema: {
      type: 'object',
      properties: {
        pattern: { type: 'string' },
        path: { type: 'string', description: 'File or folder to search (default: root).' },
        glob: { type: 'string', description: 'Only files matching this glob, e.g. "*.ts".' },
      },
      required: ['pattern'],
      additionalProperties: false,
    },
  },
  index: {
    name: 'index',
    description:
      'Outline of a source file: imports, types, functions with signatures, classes, tests, each with its line range. Then read only the ranges you need.',
    input_schema: { type: 'object', properties: { path }, required: ['path'], additionalProperties: false },
  },
  batch: {
    name: 'batch',
    description:
      'Make several independent tool calls in one turn; results come back in order. Use it for reads and searches that do not depend on each other. Each call is checked on its own; batch and task cannot be inside.',
    input_schema: {
      type: 'object',
      properties: {
        calls: {
          type: 'array',
          minItems: 1,
          maxItems: 20,
          items: {
            type: 'object',
            properties: { tool: { type: 'string' }, input: { type: 'object' } },
            required: ['tool', 'input'],
            additionalProperties: false,
          },
        },
      },
      required: ['calls'],
      additionalProperties: false,
    },
  },
  task: {
    name: 'task',
    description:
      'Hand a self-contained task to a subagent and get its answer. type research (read-only, default) or general; tier weak, medium or strong (default weak; never above yours). output_schema: a JSON Schema the answer must match.',
    input_schema: {
      type: 'object',
      properties: {
        prompt: { type: 'string' },
        type: { type: 'string', enum: ['research', 'general'] },
        tier: { type: 'string', enum: ['weak', 'medium', 'strong'] },
        output_schema: { type: 'object' },
      },
      required: ['prompt'],
      additionalProperties: false,
    },
  },
  tool_search: {
    name: 'tool_search',
    description: 'Find more tools by name or purpose; the best matches become callable from your next turn.',
    input_schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false },
  },
};
