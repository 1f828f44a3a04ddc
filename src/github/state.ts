// What the main step tells the post step (`core.saveState` → `getState`): where the sessions
// are, what to call the artifact, and whether main already uploaded it. Saved before the run
// starts, since a cancelled or killed main step has no later moment to save anything.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRuntime } from './runtime.js';

export interface StepState {
  /** This step's own directory under RUNNER_TEMP. */
  workDir: string;
  /** Where the loop writes the session files. */
  sessionDir: string;
  artifactName: string;
  retentionDays: number;
}

const KEYS = {
  workDir: 'leash-work-dir',
  sessionDir: 'leash-session-dir',
  artifactName: 'leash-artifact-name',
  retentionDays: 'leash-retention-days',
  artifactId: 'leash-artifact-id',
} as const;

/** A fresh directory for one step: `<RUNNER_TEMP>/leash-<run>-<job>-XXXXXX/` with `sessions/` in it. */
export function createStepDirectories(runnerTemp: string, runId: string, job: string): { workDir: string; sessionDir: string } {
  mkdirSync(runnerTemp, { recursive: true });
  const workDir = mkdtempSync(join(runnerTemp, `leash-${runId}-${job.replace(/[^A-Za-z0-9._-]+/g, '-')}-`));
  const sessionDir = join(workDir, 'sessions');
  mkdirSync(sessionDir, { recursive: true });
  return { workDir, sessionDir };
}

export function saveStepState(runtime: ActionRuntime, state: StepState): void {
  runtime.saveState(KEYS.workDir, state.workDir);
  runtime.saveState(KEYS.sessionDir, state.sessionDir);
  runtime.saveState(KEYS.artifactName, state.artifactName);
  runtime.saveState(KEYS.retentionDays, String(state.retentionDays));
}

/** Null when the main step saved nothing (it failed before it made its directories). */
export function readStepState(runtime: ActionRuntime): StepState | null {
  const workDir = runtime.getState(KEYS.workDir);
  const sessionDir = runtime.getState(KEYS.sessionDir);
  if (workDir === '' || sessionDir === '') return null;
  const retention = Number(runtime.getState(KEYS.retentionDays));
  return {
    workDir,
    sessionDir,
    artifactName: runtime.getState(KEYS.artifactName) || 'leash',
    retentionDays: Number.isInteger(retention) && retention > 0 ? retention : 7,
  };
}

export function saveUploadedArtifact(runtime: ActionRuntime, artifactId: number): void {
  runtime.saveState(KEYS.artifactId, String(artifactId));
}

export function uploadedArtifact(runtime: ActionRuntime): number | null {
  const value = runtime.getState(KEYS.artifactId);
  return /^\d+$/.test(value) ? Number(value) : null;
}
