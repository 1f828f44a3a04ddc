// The job summary: the report layer's markdown (the result, the task table with its cost chart,
// every tool call, every denial with its rule and file:line) read from the redacted session
// files, with the links of this run.
import { readFileSync } from 'node:fs';
import type { ResultEvent } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import type { JsonObject } from '../report/index.js';
import {
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderJobSummary,
  renderSandboxMarkdown,
  sandboxViewOfEnvelopes,
  type JobSummaryTask,
} from '../report/index.js';
import { escapeMarkdownText, fencedBlock } from '../report/index.js';
import type { TaskRecord } from './outcome.js';

export interface SummaryLinks {
  runUrl: string;
  artifact: { name: string; url: string } | null;
}

/** Builds the report layer's task from the session file when there is one, else from the envelope alone. */
export function summaryTask(task: TaskRecord, redactor: Redactor): JobSummaryTask {
  if (task.sessionFile !== null) {
    try {
      const events = readSessionEvents(redactor.redact(readFileSync(task.sessionFile, 'utf8')));
      const fromEvents = jobSummaryTaskFromEvents(task.name, events);
      // A session whose own file lacks the envelope (a chain task refused before its first call) takes the one we have.
      if (fromEvents.envelope === null && task.envelope !== null) return { ...fromEvents, envelope: asJson(redactor.redactValue(task.envelope)) };
      return fromEvents;
    } catch {
      // Fall through: an unreadable file still gets its row from the envelope.
    }
  }
  return { name: task.name, envelope: task.envelope === null ? null : asJson(redactor.redactValue(task.envelope)) };
}

/** An envelope as the report layer reads it: plain JSON. */
function asJson(envelope: ResultEvent): JsonObject {
  return envelope as unknown as JsonObject;
}

/** The step's summary; `result` is the step's result text (a chain's account of its tasks), led with. */
export function renderStepSummary(tasks: readonly TaskRecord[], redactor: Redactor, links: SummaryLinks, title = 'Leash', result?: string): string {
  const summaryTasks = tasks.map((task) => summaryTask(task, redactor));
  const markdown = renderJobSummary({ title, tasks: summaryTasks, ...(result === undefined ? {} : { result }) });
  const sandbox = renderSandboxMarkdown(sandboxViewOfEnvelopes(summaryTasks.map((task) => task.envelope)));
  return `${markdown.trimEnd()}\n\n${sandbox === '' ? '' : `${sandbox.trimEnd()}\n\n`}${footer(links)}\n`;
}

export function footer(links: SummaryLinks): string {
  const parts = [`[Workflow run](${links.runUrl})`];
  if (links.artifact) parts.push(`transcripts, envelopes and HTML reports: [artifact ${escapeMarkdownText(links.artifact.name)}](${links.artifact.url})`);
  return parts.join(' · ');
}

/** The summary of a step the trust check stopped: nothing ran, and this is why. */
export function renderRefusalSummary(reason: string, links: SummaryLinks): string {
  return `### Leash refused to run\n\n${escapeMarkdownText(reason)}\n\nNo model was called and nothing was spent.\n\n${footer(links)}\n`;
}

/** The summary of a step that stopped on an error before it ran (a policy that does not load): the error, where it is. */
export function renderFailureSummary(message: string, links: SummaryLinks): string {
  return `### Leash failed before the run\n\n${fencedBlock(message)}\n\nNo model was called and nothing was spent.\n\n${footer(links)}\n`;
}
