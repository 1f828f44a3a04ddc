import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/github/state.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
var KEYS = {
  workDir: "leash-work-dir",
  sessionDir: "leash-session-dir",
  artifactName: "leash-artifact-name",
  retentionDays: "leash-retention-days",
  artifactId: "leash-artifact-id"
};
function createStepDirectories(runnerTemp, runId, job) {
  mkdirSync(runnerTemp, { recursive: true });
  const workDir = mkdtempSync(join(runnerTemp, `leash-${runId}-${job.replace(/[^A-Za-z0-9._-]+/g, "-")}-`));
  const sessionDir = join(workDir, "sessions");
  mkdirSync(sessionDir, { recursive: true });
  return { workDir, sessionDir };
}
function saveStepState(runtime, state) {
  runtime.saveState(KEYS.workDir, state.workDir);
  runtime.saveState(KEYS.sessionDir, state.sessionDir);
  runtime.saveState(KEYS.artifactName, state.artifactName);
  runtime.saveState(KEYS.retentionDays, String(state.retentionDays));
}
function readStepState(runtime) {
  const workDir = runtime.getState(KEYS.workDir);
  const sessionDir = runtime.getState(KEYS.sessionDir);
  if (workDir === "" || sessionDir === "") return null;
  const retention = Number(runtime.getState(KEYS.retentionDays));
  return {
    workDir,
    sessionDir,
    artifactName: runtime.getState(KEYS.artifactName) || "leash",
    retentionDays: Number.isInteger(retention) && retention > 0 ? retention : 7
  };
}
function saveUploadedArtifact(runtime, artifactId) {
  runtime.saveState(KEYS.artifactId, String(artifactId));
}
function uploadedArtifact(runtime) {
  const value = runtime.getState(KEYS.artifactId);
  return /^\d+$/.test(value) ? Number(value) : null;
}

export {
  createStepDirectories,
  saveStepState,
  readStepState,
  saveUploadedArtifact,
  uploadedArtifact
};
