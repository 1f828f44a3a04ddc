// What a step leaves behind, for the main step when it finishes and for the post step when main
// did not: the artifact staged in the step's directory and uploaded, and the job summary.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResultEvent } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import { readSessionEvents } from '../report/index.js';
import { stageArtifact, uploadArtifact, type ArtifactUploader, type StagedSession, type UploadedArtifact } from './artifact.js';
import type { TaskRecord } from './outcome.js';
import { promptTaskName } from './prompt-mode.js';
import type { ActionRuntime } from './runtime.js';
import { saveUploadedArtifact, type StepState } from './state.js';
import { renderStepSummary, type SummaryLinks } from './summary.js';

export interface StageAndUploadOptions {
  state: StepState;
  redactor: Redactor;
  generatedAt: string;
  sessions: readonly StagedSession[];
  envelope: Record<string, unknown> | null;
  taskEnvelopes?: readonly { name: string; envelope: unknown }[];
  summary?: string;
  upload?: ArtifactUploader;
}

/** Stages the artifact in a fresh directory of the step and uploads it; null when there is nothing to upload. */
export async function stageAndUpload(options: StageAndUploadOptions): Promise<UploadedArtifact | null> {
  let dir = join(options.state.workDir, 'artifact');
  for (let n = 2; existsSync(dir); n++) dir = join(options.state.workDir, `artifact-${n}`);
  const files = stageArtifact({
    dir,
    sessions: options.sessions,
    envelope: options.envelope,
    taskEnvelopes: options.taskEnvelopes ?? [],
    ...(options.summary === undefined ? {} : { summary: options.summary }),
    redactor: options.redactor,
    generatedAt: options.generatedAt,
  });
  if (files.length === 0) return null;
  return uploadArtifact(options.state.artifactName, files, dir, options.state.retentionDays, options.upload);
}

/** The sessions in a session directory, oldest first, with the envelope each reached (if any). */
export function sessionTaskRecords(sessionDir: string, redactor: Redactor): TaskRecord[] {
  if (!existsSync(sessionDir)) return [];
  const files = readdirSync(sessionDir)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => join(sessionDir, name));
  const records: (TaskRecord & { started: string })[] = [];
  for (const file of files) {
    let events: Record<string, unknown>[] = [];
    try {
      events = readSessionEvents(redactor.redact(readFileSync(file, 'utf8')));
    } catch {
      events = [];
    }
    const prompt = events.find((event) => event.type === 'user');
    const text = ((prompt?.message as { content?: { type: string; text?: string }[] } | undefined)?.content ?? []).find((block) => block.type === 'text')?.text;
    const results = events.filter((event) => event.type === 'result');
    const started = typeof events[0]?.timestamp === 'string' ? events[0].timestamp : '';
    records.push({
      name: text ? promptTaskName(text, redactor) : (file.split('/').pop() ?? file).replace(/\.jsonl$/, ''),
      sessionFile: file,
      envelope: (results[results.length - 1] as unknown as ResultEvent | undefined) ?? null,
      started,
    });
  }
  return records.sort((a, b) => a.started.localeCompare(b.started)).map(({ started: _started, ...record }) => record);
}

export interface LeaveSessionsOptions {
  runtime: ActionRuntime;
  state: StepState;
  redactor: Redactor;
  /** Said at the top of the summary: why these sessions are all there is. */
  note: string;
  links: Omit<SummaryLinks, 'artifact'>;
  artifactUrlOf: (id: number) => string;
  upload?: ArtifactUploader;
  now?: () => Date;
}

/**
 * Uploads the session files a step left without finishing (killed, cancelled, crashed), with
 * their reports and whatever envelopes they reached, and says so in the job summary.
 */
export async function leaveSessionsBehind(options: LeaveSessionsOptions): Promise<UploadedArtifact | null> {
  const { runtime, state, redactor } = options;
  const tasks = sessionTaskRecords(state.sessionDir, redactor);
  if (tasks.length === 0) return null;
  const generatedAt = (options.now?.() ?? new Date()).toISOString();
  const summaryWith = (artifact: SummaryLinks['artifact']) => `> ${options.note}\n\n${renderStepSummary(tasks, redactor, { ...options.links, artifact })}`;
  const uploaded = await stageAndUpload({
    state,
    redactor,
    generatedAt,
    sessions: tasks.map((task) => ({ name: task.name, sessionFile: task.sessionFile! })),
    envelope: null,
    taskEnvelopes: tasks.filter((task) => task.envelope !== null).map((task) => ({ name: task.envelope!.session_id || task.name, envelope: task.envelope })),
    summary: summaryWith(null),
    ...(options.upload ? { upload: options.upload } : {}),
  });
  if (uploaded) saveUploadedArtifact(runtime, uploaded.id);
  await runtime.appendSummary(redactor.redact(summaryWith(uploaded ? { name: uploaded.name, url: options.artifactUrlOf(uploaded.id) } : null)));
  return uploaded;
}
