import { asObject, asString } from './json-access.js';

// The one thing a reader wants to see of a call at a glance: the command of a bash
// call, the path of a file tool, the pattern of a search. Claude Code's spellings
// (`Bash`, `file_path`) are read too, so its transcripts render the same way.

export interface ToolTarget {
  kind: 'command' | 'path' | 'pattern' | 'prompt' | 'query' | 'input';
  text: string;
}

export function normalToolName(name: string): string {
  return name.toLowerCase();
}

export function toolTarget(toolName: string, input: unknown): ToolTarget {
  const fields = asObject(input) ?? {};
  const pick = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = asString(fields[key]);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const name = normalToolName(toolName);
  const command = name === 'bash' ? pick('command') : undefined;
  if (command !== undefined) return { kind: 'command', text: command };
  if (name === 'glob' || name === 'grep') {
    const pattern = pick('pattern');
    if (pattern !== undefined) return { kind: 'pattern', text: pattern };
  }
  if (name === 'task') {
    const prompt = pick('prompt', 'description');
    if (prompt !== undefined) return { kind: 'prompt', text: prompt };
  }
  if (name === 'tool_search') {
    const query = pick('query');
    if (query !== undefined) return { kind: 'query', text: query };
  }
  const path = pick('path', 'file_path', 'notebook_path');
  if (path !== undefined) return { kind: 'path', text: path };
  return { kind: 'input', text: compactJson(input) };
}

export function compactJson(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

export function prettyJson(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return String(value);
  }
}
