// The `execution_file` output: claude-code-action's form of the step's transcript (docs/events.md),
// written beside the sessions so that a workflow built on claude-code-action's output reads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redactor } from '../agent/index.js';
import { renderExecutionFile } from '../report/index.js';
import type { TaskRecord } from './outcome.js';

export const EXECUTION_FILE_NAME = 'leash-execution-output.json';

/** Writes every task's events, redacted, as one JSON array; its path, or null when no task left a session. */
export function writeExecutionFile(tasks: readonly TaskRecord[], redactor: Redactor, workDir: string): string | null {
  const texts: string[] = [];
  for (const task of tasks) {
    if (task.sessionFile === null) continue;
    try {
      texts.push(redactor.redact(readFileSync(task.sessionFile, 'utf8')));
    } catch {
      // A session file that cannot be read leaves its events out; the artifact says what exists.
    }
  }
  if (texts.length === 0) return null;
  const path = join(workDir, EXECUTION_FILE_NAME);
  writeFileSync(path, renderExecutionFile(texts));
  return path;
}
