import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  escapeMarkdownText,
  fencedBlock,
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderJobSummary,
  renderSandboxMarkdown,
  renderSessionReport,
  sandboxViewOfEnvelopes
} from "./chunk-LCJSPSB7.js";
import {
  saveUploadedArtifact
} from "./chunk-BY27SEW7.js";
import {
  promptTaskName
} from "./chunk-IHANTJHR.js";

// src/github/artifact.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
function stageArtifact(options) {
  const files = [];
  const write = (relative, text) => {
    const path = join(options.dir, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    files.push(path);
  };
  const seen = /* @__PURE__ */ new Set();
  for (const session of options.sessions) {
    const stem = basename(session.sessionFile).replace(/\.jsonl$/, "");
    if (seen.has(stem)) continue;
    seen.add(stem);
    let text;
    try {
      text = options.redactor.redact(readFileSync(session.sessionFile, "utf8"));
    } catch {
      continue;
    }
    write(`sessions/${stem}.jsonl`, text);
    write(`reports/${stem}.html`, renderReport(text, session.name, options.generatedAt));
  }
  if (options.envelope !== null) write("envelope.json", `${JSON.stringify(options.redactor.redactValue(options.envelope), null, 2)}
`);
  for (const task of options.taskEnvelopes ?? []) {
    write(`envelopes/${safeFileName(task.name)}.json`, `${JSON.stringify(options.redactor.redactValue(task.envelope), null, 2)}
`);
  }
  if (options.summary !== void 0) write("summary.md", options.redactor.redact(options.summary));
  return files;
}
function renderReport(text, name, generatedAt) {
  try {
    return renderSessionReport(readSessionEvents(text), { title: `Leash \xB7 ${name}`, generatedAt });
  } catch (error) {
    return `<!doctype html><meta charset="utf-8"><title>Leash report</title><p>No report: the session file could not be read (${escapeHtml(error.message)}).</p>
`;
  }
}
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function safeFileName(name) {
  return name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 100) || "task";
}
var defaultArtifactUploader = async (name, files, rootDir, retentionDays) => {
  const { DefaultArtifactClient } = await import("./artifact-FBRB6HAD.js");
  return new DefaultArtifactClient().uploadArtifact(name, files, rootDir, { retentionDays });
};
async function uploadArtifact(name, files, rootDir, retentionDays, upload = defaultArtifactUploader) {
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? name : `${name}-${attempt}`;
    try {
      const response = await upload(candidate, files, rootDir, retentionDays);
      if (response.id === void 0) throw new Error("the artifact service returned no artifact id");
      return { id: response.id, name: candidate, size: response.size ?? 0 };
    } catch (error) {
      const conflict = /\(409\)|already exists/i.test(error.message);
      if (!conflict || attempt >= 20) throw error;
    }
  }
}
function actionsArtifactDownloader(token, repository) {
  return async (location, dir) => {
    const { DefaultArtifactClient } = await import("./artifact-FBRB6HAD.js");
    const [repositoryOwner = "", repositoryName = ""] = repository.split("/");
    const findBy = { token, workflowRunId: location.runId, repositoryOwner, repositoryName };
    const client = new DefaultArtifactClient();
    const { artifact } = await client.getArtifact(location.artifactName, { findBy });
    if (artifact.id !== location.artifactId) {
      throw new Error(`run ${location.runId}'s artifact ${location.artifactName} has id ${artifact.id}, not ${location.artifactId}`);
    }
    await client.downloadArtifact(artifact.id, { path: dir, findBy });
  };
}

// src/github/summary.ts
import { readFileSync as readFileSync2 } from "node:fs";
function summaryTask(task, redactor) {
  if (task.sessionFile !== null) {
    try {
      const events = readSessionEvents(redactor.redact(readFileSync2(task.sessionFile, "utf8")));
      const fromEvents = jobSummaryTaskFromEvents(task.name, events);
      if (fromEvents.envelope === null && task.envelope !== null) return { ...fromEvents, envelope: asJson(redactor.redactValue(task.envelope)) };
      return fromEvents;
    } catch {
    }
  }
  return { name: task.name, envelope: task.envelope === null ? null : asJson(redactor.redactValue(task.envelope)) };
}
function asJson(envelope) {
  return envelope;
}
function renderStepSummary(tasks, redactor, links, title = "Leash", result) {
  const summaryTasks = tasks.map((task) => summaryTask(task, redactor));
  const markdown = renderJobSummary({ title, tasks: summaryTasks, ...result === void 0 ? {} : { result } });
  const sandbox = renderSandboxMarkdown(sandboxViewOfEnvelopes(summaryTasks.map((task) => task.envelope)));
  return `${markdown.trimEnd()}

${sandbox === "" ? "" : `${sandbox.trimEnd()}

`}${footer(links)}
`;
}
function footer(links) {
  const parts = [`[Workflow run](${links.runUrl})`];
  if (links.artifact) parts.push(`transcripts, envelopes and HTML reports: [artifact ${escapeMarkdownText(links.artifact.name)}](${links.artifact.url})`);
  return parts.join(" \xB7 ");
}
function renderRefusalSummary(reason, links) {
  return `### Leash refused to run

${escapeMarkdownText(reason)}

No model was called and nothing was spent.

${footer(links)}
`;
}
function renderFailureSummary(message, links) {
  return `### Leash failed before the run

${fencedBlock(message)}

No model was called and nothing was spent.

${footer(links)}
`;
}

// src/github/leave-behind.ts
import { existsSync, readdirSync, readFileSync as readFileSync3 } from "node:fs";
import { join as join2 } from "node:path";
async function stageAndUpload(options) {
  let dir = join2(options.state.workDir, "artifact");
  for (let n = 2; existsSync(dir); n++) dir = join2(options.state.workDir, `artifact-${n}`);
  const files = stageArtifact({
    dir,
    sessions: options.sessions,
    envelope: options.envelope,
    taskEnvelopes: options.taskEnvelopes ?? [],
    ...options.summary === void 0 ? {} : { summary: options.summary },
    redactor: options.redactor,
    generatedAt: options.generatedAt
  });
  if (files.length === 0) return null;
  return uploadArtifact(options.state.artifactName, files, dir, options.state.retentionDays, options.upload);
}
function sessionTaskRecords(sessionDir, redactor) {
  if (!existsSync(sessionDir)) return [];
  const files = readdirSync(sessionDir).filter((name) => name.endsWith(".jsonl")).map((name) => join2(sessionDir, name));
  const records = [];
  for (const file of files) {
    let events = [];
    try {
      events = readSessionEvents(redactor.redact(readFileSync3(file, "utf8")));
    } catch {
      events = [];
    }
    const prompt = events.find((event) => event.type === "user");
    const text = (prompt?.message?.content ?? []).find((block) => block.type === "text")?.text;
    const results = events.filter((event) => event.type === "result");
    const started = typeof events[0]?.timestamp === "string" ? events[0].timestamp : "";
    records.push({
      name: text ? promptTaskName(text, redactor) : (file.split("/").pop() ?? file).replace(/\.jsonl$/, ""),
      sessionFile: file,
      envelope: results[results.length - 1] ?? null,
      started
    });
  }
  return records.sort((a, b) => a.started.localeCompare(b.started)).map(({ started: _started, ...record }) => record);
}
async function leaveSessionsBehind(options) {
  const { runtime, state, redactor } = options;
  const tasks = sessionTaskRecords(state.sessionDir, redactor);
  if (tasks.length === 0) return null;
  const generatedAt = (options.now?.() ?? /* @__PURE__ */ new Date()).toISOString();
  const summaryWith = (artifact) => `> ${options.note}

${renderStepSummary(tasks, redactor, { ...options.links, artifact })}`;
  const uploaded = await stageAndUpload({
    state,
    redactor,
    generatedAt,
    sessions: tasks.map((task) => ({ name: task.name, sessionFile: task.sessionFile })),
    envelope: null,
    taskEnvelopes: tasks.filter((task) => task.envelope !== null).map((task) => ({ name: task.envelope.session_id || task.name, envelope: task.envelope })),
    summary: summaryWith(null),
    ...options.upload ? { upload: options.upload } : {}
  });
  if (uploaded) saveUploadedArtifact(runtime, uploaded.id);
  await runtime.appendSummary(redactor.redact(summaryWith(uploaded ? { name: uploaded.name, url: options.artifactUrlOf(uploaded.id) } : null)));
  return uploaded;
}

export {
  actionsArtifactDownloader,
  renderStepSummary,
  renderRefusalSummary,
  renderFailureSummary,
  stageAndUpload,
  leaveSessionsBehind
};
