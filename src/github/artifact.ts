// The one artifact a step leaves: the redacted session files, the envelopes and an HTML report
// per session, with a short retention. Staged in a directory first (that is also what the post
// step finds when the main step was killed), then uploaded with `@actions/artifact`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Redactor } from '../agent/index.js';
import { readSessionEvents, renderSessionReport } from '../report/index.js';

export interface StagedSession {
  /** The task's name, for the report's title. */
  name: string;
  sessionFile: string;
}

export interface StageOptions {
  /** An empty directory: it becomes the artifact's root. */
  dir: string;
  sessions: readonly StagedSession[];
  /** `envelope.json`: the step's top-level envelope. */
  envelope: Record<string, unknown> | null;
  /** `envelopes/<name>.json`: each task's own envelope, for chains and grinds. */
  taskEnvelopes?: readonly { name: string; envelope: unknown }[];
  /** `summary.md`: the job summary, so a downloaded artifact reads on its own. */
  summary?: string;
  redactor: Redactor;
  generatedAt: string;
}

/**
 * Writes the artifact's files and returns their paths. Each session file is redacted once more
 * on the way (the loop redacted every line as it wrote it; a file that outlived an older Leash,
 * or a secret registered later, is still caught), and its report is rendered from that copy.
 */
export function stageArtifact(options: StageOptions): string[] {
  const files: string[] = [];
  const write = (relative: string, text: string) => {
    const path = join(options.dir, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    files.push(path);
  };
  const seen = new Set<string>();
  for (const session of options.sessions) {
    const stem = basename(session.sessionFile).replace(/\.jsonl$/, '');
    if (seen.has(stem)) continue;
    seen.add(stem);
    let text: string;
    try {
      text = options.redactor.redact(readFileSync(session.sessionFile, 'utf8'));
    } catch {
      continue;
    }
    write(`sessions/${stem}.jsonl`, text);
    write(`reports/${stem}.html`, renderReport(text, session.name, options.generatedAt));
  }
  if (options.envelope !== null) write('envelope.json', `${JSON.stringify(options.redactor.redactValue(options.envelope), null, 2)}\n`);
  for (const task of options.taskEnvelopes ?? []) {
    write(`envelopes/${safeFileName(task.name)}.json`, `${JSON.stringify(options.redactor.redactValue(task.envelope), null, 2)}\n`);
  }
  if (options.summary !== undefined) write('summary.md', options.redactor.redact(options.summary));
  return files;
}

function renderReport(text: string, name: string, generatedAt: string): string {
  try {
    return renderSessionReport(readSessionEvents(text), { title: `Leash · ${name}`, generatedAt });
  } catch (error) {
    // A session file damaged beyond its last line still ships; the report says why it is missing.
    return `<!doctype html><meta charset="utf-8"><title>Leash report</title><p>No report: the session file could not be read (${escapeHtml((error as Error).message)}).</p>\n`;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function safeFileName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'task'
  );
}

export interface UploadedArtifact {
  id: number;
  name: string;
  size: number;
}

/** The upload call of `@actions/artifact`, injectable. */
export type ArtifactUploader = (name: string, files: string[], rootDir: string, retentionDays: number) => Promise<{ id?: number; size?: number }>;

export const defaultArtifactUploader: ArtifactUploader = async (name, files, rootDir, retentionDays) => {
  // Loaded here, after the run: the artifact client and the Azure SDK under it take longer to
  // load than everything the run itself needs.
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient().uploadArtifact(name, files, rootDir, { retentionDays });
};

/**
 * Uploads under `name`; when a run already has an artifact of that name (a matrix whose shards
 * share the default name, a main step killed halfway through its upload), under `name-2`,
 * `name-3`, … instead: an artifact name is unique within a run.
 */
export async function uploadArtifact(
  name: string,
  files: string[],
  rootDir: string,
  retentionDays: number,
  upload: ArtifactUploader = defaultArtifactUploader,
): Promise<UploadedArtifact> {
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? name : `${name}-${attempt}`;
    try {
      const response = await upload(candidate, files, rootDir, retentionDays);
      if (response.id === undefined) throw new Error('the artifact service returned no artifact id');
      return { id: response.id, name: candidate, size: response.size ?? 0 };
    } catch (error) {
      const conflict = /\(409\)|already exists/i.test((error as Error).message);
      if (!conflict || attempt >= 20) throw error;
    }
  }
}

/** Where an earlier run left a session: the run, and the artifact of it a sticky comment names. */
export interface ArtifactLocation {
  runId: number;
  artifactId: number;
  artifactName: string;
}

/** Fetches an artifact of another run of this repository into `dir`, unzipped; injectable. */
export type ArtifactDownloader = (location: ArtifactLocation, dir: string) => Promise<void>;

/**
 * `@actions/artifact` through the public API (`findBy`), which reaches other runs' artifacts with
 * a token allowed `actions: read`. The artifact is looked up by name within the named run first,
 * so an id that is not that run's artifact of that name is refused, not downloaded.
 */
export function actionsArtifactDownloader(token: string, repository: string): ArtifactDownloader {
  return async (location, dir) => {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const [repositoryOwner = '', repositoryName = ''] = repository.split('/');
    const findBy = { token, workflowRunId: location.runId, repositoryOwner, repositoryName };
    const client = new DefaultArtifactClient();
    const { artifact } = await client.getArtifact(location.artifactName, { findBy });
    if (artifact.id !== location.artifactId) {
      throw new Error(`run ${location.runId}'s artifact ${location.artifactName} has id ${artifact.id}, not ${location.artifactId}`);
    }
    await client.downloadArtifact(artifact.id, { path: dir, findBy });
  };
}
