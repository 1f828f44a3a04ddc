import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  fencedText
} from "./chunk-B6SSZOFE.js";
import {
  leaveSessionsBehind,
  renderFailureSummary,
  renderRefusalSummary,
  renderStepSummary,
  stageAndUpload
} from "./chunk-OIH6YWIE.js";
import {
  escapeMarkdownText,
  formatCount,
  formatUsd,
  markdownCode,
  renderExecutionFile,
  renderSandboxMarkdown,
  sandboxViewOfEnvelopes
} from "./chunk-LCJSPSB7.js";
import {
  saveUploadedArtifact
} from "./chunk-BY27SEW7.js";
import {
  artifactUrl,
  failureReasons,
  runUrl
} from "./chunk-IHANTJHR.js";
import {
  readSessionFile
} from "./chunk-MTESLMID.js";

// src/github/comment.ts
var STICKY_MARKER = "<!-- leash:sticky -->";
var MAX_RESULT_CHARS = 2e4;
var MAX_DENIAL_ROWS = 10;
var MAX_PENDING_ROWS = 20;
function stickyKey(workflow, job) {
  return `<!-- leash:key=${`${workflow}/${job}`.replace(/--+/g, "-").replace(/>/g, "")} -->`;
}
var STATE_MARKER = /^<!-- leash:state (\{[^\n]*\}) -->$/m;
var KEY_MARKER = /^<!-- leash:key=[^\n]* -->$/m;
var SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
function stateMarker(state) {
  return `<!-- leash:state ${JSON.stringify(state).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")} -->`;
}
function readStateMarker(body) {
  const match = STATE_MARKER.exec(body);
  if (!match) return null;
  let value;
  try {
    value = JSON.parse(match[1]);
  } catch {
    return null;
  }
  const state = value;
  const artifact = state.artifact;
  const artifactOk = artifact === null || typeof artifact === "object" && Number.isSafeInteger(artifact.id) && typeof artifact.name === "string";
  if (!Number.isSafeInteger(state.run_id) || !artifactOk || typeof state.head_sha !== "string" || !/^[0-9a-f]{7,64}$/.test(state.head_sha) || typeof state.session_id !== "string" || !SESSION_ID.test(state.session_id) || !Array.isArray(state.pending) || !state.pending.every((id) => typeof id === "string" && /^\d+$/.test(id))) {
    return null;
  }
  return {
    run_id: state.run_id,
    artifact: artifact === null ? null : { id: artifact.id, name: artifact.name },
    head_sha: state.head_sha,
    session_id: state.session_id,
    pending: state.pending
  };
}
function stickyKeyOf(body) {
  return KEY_MARKER.exec(body)?.[0] ?? null;
}
function approveCommand(ids) {
  return `/leash approve ${ids === "all" ? "all" : ids.join(",")}`;
}
function findApprovalSticky(comments) {
  const stickies = comments.filter((comment) => comment.body.startsWith(STICKY_MARKER) && comment.authorType === "Bot").map((comment) => ({ comment, key: stickyKeyOf(comment.body), state: readStateMarker(comment.body) })).filter((entry) => entry.key !== null && entry.state !== null);
  if (stickies.length === 0) {
    return { found: false, reason: "no Leash comment on this pull request names a session to resume (a review run with comment: sticky leaves one)" };
  }
  const waiting = stickies.filter((entry) => entry.state.pending.length > 0);
  if (waiting.length === 0) return { found: false, reason: "nothing on this pull request is waiting for approval" };
  if (waiting.length > 1) {
    const keys = waiting.map((entry) => entry.key.replace(/^<!-- leash:key=|\s*-->$/g, "")).join(", ");
    return {
      found: false,
      reason: `${waiting.length} Leash comments on this pull request have calls waiting for approval (${keys}), and an approval cannot say which one it is for; re-run all but one of those reviews first`
    };
  }
  return { found: true, ...waiting[0] };
}
var ICON = { success: "\u2705", queue_empty: "\u2705", budget_exhausted: "\u{1F4B8}", refused: "\u26D4" };
function renderStickyComment(outcome, key, links, approvals = null) {
  const lines = [STICKY_MARKER, key];
  if (approvals) lines.push(stateMarker(approvals.state));
  lines.push(`### ${ICON[outcome.conclusion] ?? "\u274C"} Leash: ${escapeMarkdownText(outcome.conclusion)}`, "");
  const tokens = outcome.tokens.input + outcome.tokens.output + outcome.tokens.cacheRead + outcome.tokens.cacheWrite;
  const facts = [
    `**${formatUsd(outcome.totalCostUsd)}**`,
    `${formatCount(outcome.numTurns)} ${outcome.numTurns === 1 ? "turn" : "turns"}`,
    `${formatCount(tokens)} tokens`,
    `${formatCount(outcome.denials.length)} ${outcome.denials.length === 1 ? "denial" : "denials"}`
  ];
  if (outcome.budgetRemainingUsd !== null) facts.push(`${formatUsd(Math.max(0, outcome.budgetRemainingUsd))} budget left`);
  if (approvals && approvals.pending.length > 0) facts.push(`**${formatCount(approvals.pending.length)} waiting for approval**`);
  lines.push(facts.join(" \xB7 "), "");
  if (outcome.tasks.length > 1) {
    lines.push("| Task | Status | Cost |", "| --- | --- | ---: |");
    for (const task of outcome.tasks) {
      const status = task.status ?? (task.envelope ? task.envelope.subtype : "no result");
      lines.push(`| ${escapeMarkdownText(task.name)} | ${escapeMarkdownText(status)} | ${formatUsd(task.envelope?.total_cost_usd ?? 0)} |`);
    }
    lines.push("");
  }
  if (outcome.result.trim() !== "") {
    lines.push("<details open><summary>Result</summary>", "", fencedText(cut(outcome.result, MAX_RESULT_CHARS)), "", "</details>", "");
  }
  if (approvals && approvals.pending.length > 0) lines.push(...pendingSection(approvals.pending, approvals.state.head_sha), "");
  if (approvals && approvals.given.length > 0) lines.push(...givenSection(approvals.given), "");
  const waiting = new Set((approvals?.pending ?? []).map(callKey));
  const refused = outcome.denials.filter((denial) => !waiting.has(callKey(denial)));
  if (refused.length > 0) {
    lines.push("**Refused calls**", "", "| Tool | Call | Decision | Rule |", "| --- | --- | --- | --- |");
    for (const denial of refused.slice(0, MAX_DENIAL_ROWS)) lines.push(denialRow(denial));
    if (refused.length > MAX_DENIAL_ROWS) lines.push("", `\u2026and ${refused.length - MAX_DENIAL_ROWS} more in the job summary.`);
    lines.push("");
  }
  const sandbox = renderSandboxMarkdown(
    sandboxViewOfEnvelopes(outcome.tasks.map((task) => task.envelope)),
    MAX_DENIAL_ROWS
  );
  if (sandbox !== "") lines.push(sandbox.replace("#### Sandbox", "**Sandbox**"), "");
  const linkParts = [approvals ? `[workflow run ${approvals.state.run_id}](${links.runUrl})` : `[workflow run](${links.runUrl})`];
  if (links.artifact) linkParts.push(`[artifact ${escapeMarkdownText(links.artifact.name)}](${links.artifact.url}) (transcripts, envelopes, HTML reports)`);
  if (approvals) linkParts.push(`session ${markdownCode(approvals.state.session_id)}`);
  lines.push(linkParts.join(" \xB7 "), "");
  lines.push(`<sub>Commit ${escapeMarkdownText(links.sha.slice(0, 7))} \xB7 updated ${escapeMarkdownText(links.updatedAt)} \xB7 edited in place on re-runs</sub>`);
  return `${lines.join("\n")}
`;
}
function pendingSection(pending, headSha) {
  const lines = [
    "**Waiting for approval**: the policy leaves these calls to a person with write access.",
    "",
    "| Id | Call | Scopes and why each needs a person |",
    "| --- | --- | --- |"
  ];
  for (const approval of pending.slice(0, MAX_PENDING_ROWS)) {
    const why = [
      ...approval.scopes.filter((scope) => scope.decision !== "allow").map(scopeWhy),
      ...approval.reasons.map((reason) => `needs a person because: ${escapeMarkdownText(reason)}`)
    ];
    lines.push(
      `| ${escapeMarkdownText(approval.id)} | ${escapeMarkdownText(approval.tool)} ${markdownCode(cut(callText(approval.tool_input), 300), "table")} | ${why.join("<br>") || "no scope recorded"} |`
    );
  }
  if (pending.length > MAX_PENDING_ROWS)
    lines.push("", `\u2026and ${pending.length - MAX_PENDING_ROWS} more (\`leash approvals SESSION\` on the artifact's session lists them all).`);
  const ids = pending.map((approval) => approval.id);
  const some = ids.length > 1 ? ` (or some of them, e.g. ${markdownCode(approveCommand(ids.slice(0, 1)))})` : "";
  lines.push(
    "",
    `To let them run, comment ${markdownCode(approveCommand(ids))}${some}, or ${markdownCode(approveCommand("all"))}. The session then resumes and may make exactly the approved calls: not a wider command, and never one a deny rule refuses. The calls were judged against commit ${markdownCode(headSha.slice(0, 7))}; after a push, an approval is refused and the review must run again.`
  );
  return lines;
}
function scopeWhy(scope) {
  const what = `${escapeMarkdownText(scope.kind)} ${markdownCode(cut(scope.text, 200), "table")}`;
  if (scope.floors?.length)
    return `${what}: allowed by ${scope.rule ? markdownCode(scope.rule.pattern, "table") : "the default"}, held back by the built-in floor ${scope.floors.map((floor) => markdownCode(floor, "table")).join(", ")}`;
  if (scope.rule) return `${what}: rule ${markdownCode(scope.rule.pattern, "table")} (${markdownCode(scope.rule.source, "table")})`;
  return `${what}: no rule covers it (the default is prompt)`;
}
function givenSection(given) {
  const lines = ["**Approved**", ""];
  for (const record of given) {
    const calls = record.approved.map((approval) => `[${escapeMarkdownText(approval.id)}] ${escapeMarkdownText(approval.tool)} ${markdownCode(cut(callText(approval.tool_input), 200))}`).join(", ");
    lines.push(`- ${escapeMarkdownText(record.approved_at)}: **${escapeMarkdownText(record.approved_by)}** approved ${calls}`);
  }
  return lines;
}
function callKey(call) {
  return `${call.tool_use_id}#${call.batch_index ?? 0}`;
}
function callText(toolInput) {
  const input = toolInput ?? {};
  return typeof input.command === "string" ? input.command : typeof input.path === "string" ? input.path : typeof input.pattern === "string" ? input.pattern : JSON.stringify(input);
}
function denialRow(denial) {
  const call = callText(denial.tool_input);
  const deciding = denial.scopes.find((scope) => scope.decision !== "allow");
  const rule = deciding?.rule ? `${markdownCode(deciding.rule.pattern, "table")} (${escapeMarkdownText(deciding.rule.layer)}, ${markdownCode(deciding.rule.source, "table")})` : deciding ? `no rule covers ${markdownCode(deciding.text, "table")}` : escapeMarkdownText(denial.reasons[0] ?? "no rule");
  const decision = denial.decision === "prompt" ? "needs approval" : "denied";
  return `| ${escapeMarkdownText(denial.tool_name)} | ${markdownCode(cut(call, 300), "table")} | ${decision} | ${rule} |`;
}
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
async function upsertStickyComment(api, issue, key, body) {
  const existing = (await api.comments(issue)).find((comment) => comment.body.startsWith(STICKY_MARKER) && comment.body.includes(key));
  if (existing) {
    await api.updateComment(existing.id, body);
    return { id: existing.id, created: false };
  }
  const created = await api.createComment(issue, body);
  return { id: created.id, created: true };
}

// src/github/execution-file.ts
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var EXECUTION_FILE_NAME = "leash-execution-output.json";
function writeExecutionFile(tasks, redactor, workDir) {
  const texts = [];
  for (const task of tasks) {
    if (task.sessionFile === null) continue;
    try {
      texts.push(redactor.redact(readFileSync(task.sessionFile, "utf8")));
    } catch {
    }
  }
  if (texts.length === 0) return null;
  const path = join(workDir, EXECUTION_FILE_NAME);
  writeFileSync(path, renderExecutionFile(texts));
  return path;
}

// src/github/outputs.ts
var OUTPUT_NAMES = [
  "conclusion",
  "result",
  "total-cost-usd",
  "input-tokens",
  "output-tokens",
  "cache-read-tokens",
  "cache-write-tokens",
  "num-turns",
  "session-id",
  "denials",
  "budget-remaining-usd",
  "artifact-id",
  "envelope",
  "execution_file"
];
var MAX_ENVELOPE_OUTPUT_CHARS = 512 * 1024;
function envelopeOutput(envelope) {
  if (envelope === null) return "";
  const json = JSON.stringify(envelope);
  if (json.length <= MAX_ENVELOPE_OUTPUT_CHARS) return json;
  const head = {
    truncated: true,
    note: `the envelope is ${json.length} characters; the whole of it is envelope.json in the artifact`
  };
  for (const key of ["type", "subtype", "conclusion", "is_error", "session_id", "chain_id", "num_turns", "total_cost_usd", "budget", "duration_ms"]) {
    if (key in envelope) head[key] = envelope[key];
  }
  return JSON.stringify(head);
}
function usdText(usd) {
  return (Math.round(usd * 1e6) / 1e6).toFixed(6).replace(/\.?0+$/, "") || "0";
}
function actionOutputs(outcome, artifactId, executionFile = null) {
  return {
    conclusion: outcome.conclusion,
    result: outcome.result,
    "total-cost-usd": usdText(outcome.totalCostUsd),
    "input-tokens": String(outcome.tokens.input),
    "output-tokens": String(outcome.tokens.output),
    "cache-read-tokens": String(outcome.tokens.cacheRead),
    "cache-write-tokens": String(outcome.tokens.cacheWrite),
    "num-turns": String(outcome.numTurns),
    "session-id": outcome.sessionIds.join(","),
    denials: String(outcome.denials.length),
    "budget-remaining-usd": outcome.budgetRemainingUsd === null ? "" : usdText(Math.max(0, outcome.budgetRemainingUsd)),
    "artifact-id": artifactId === null ? "" : String(artifactId),
    envelope: envelopeOutput(outcome.envelope),
    // claude-code-action's name, so workflows written for it read this output unchanged.
    execution_file: executionFile ?? ""
  };
}

// src/github/finish-step.ts
async function leaveAfterFailure(world) {
  const { runtime, state, redactor, context, deps } = world;
  await leaveSessionsBehind({
    runtime,
    state,
    redactor,
    note: "The main step failed before it finished; these are the sessions it left.",
    links: { runUrl: runUrl(context) },
    artifactUrlOf: (id) => artifactUrl(context, id),
    ...deps.upload ? { upload: deps.upload } : {},
    ...deps.now ? { now: deps.now } : {}
  }).catch((error) => runtime.warning(redactor.redact(`could not upload the sessions left behind: ${error.message}`)));
}
async function reportFailure(world, message) {
  const { runtime, redactor, context } = world;
  const text = redactor.redact(message);
  runtime.setOutput("conclusion", "failure");
  runtime.setOutput("result", text);
  await runtime.appendSummary(redactor.redact(renderFailureSummary(text, { runUrl: runUrl(context), artifact: null })));
}
async function refuseStep(world, reason) {
  const { runtime, redactor, context } = world;
  runtime.setOutput("conclusion", "refused");
  runtime.setOutput("result", redactor.redact(`Leash refused to run: ${reason}`));
  await runtime.appendSummary(redactor.redact(renderRefusalSummary(reason, { runUrl: runUrl(context), artifact: null })));
  runtime.setFailed(redactor.redact(`Leash refused to run: ${reason}`));
}
async function finishStep(world, outcome) {
  const { runtime, redactor, context, inputs, state, deps } = world;
  const links = { runUrl: runUrl(context) };
  const generatedAt = (deps.now?.() ?? /* @__PURE__ */ new Date()).toISOString();
  let artifact = null;
  try {
    const uploaded = await stageAndUpload({
      state,
      redactor,
      generatedAt,
      sessions: outcome.tasks.filter((task) => task.sessionFile !== null).map((task) => ({ name: task.name, sessionFile: task.sessionFile })),
      envelope: outcome.envelope,
      taskEnvelopes: outcome.tasks.length > 1 ? outcome.tasks.filter((task) => task.envelope !== null).map((task) => ({ name: task.name, envelope: task.envelope })) : [],
      summary: renderStepSummary(outcome.tasks, redactor, { ...links, artifact: null }, "Leash", outcome.result),
      upload: deps.upload
    });
    if (uploaded) {
      saveUploadedArtifact(runtime, uploaded.id);
      artifact = { id: uploaded.id, name: uploaded.name, url: artifactUrl(context, uploaded.id) };
      world.say(`Leash: uploaded artifact ${uploaded.name} (${uploaded.size} bytes, kept ${state.retentionDays} days)`);
    }
  } catch (error) {
    runtime.warning(redactor.redact(`could not upload the artifact: ${error.message}`));
  }
  let executionFile = null;
  try {
    executionFile = writeExecutionFile(outcome.tasks, redactor, state.workDir);
  } catch (error) {
    runtime.warning(redactor.redact(`could not write the execution file: ${error.message}`));
  }
  const outputs = actionOutputs(outcome, artifact?.id ?? null, executionFile);
  for (const name of OUTPUT_NAMES) runtime.setOutput(name, redactor.redact(outputs[name]));
  await runtime.appendSummary(redactor.redact(renderStepSummary(outcome.tasks, redactor, { ...links, artifact }, "Leash", outcome.result)));
  let comment = null;
  if (world.sticky !== null && (inputs.comment === "sticky" || world.sticky)) {
    if (context.issueNumber === null) {
      world.say("Leash: comment: sticky, but this run is not about a pull request or an issue; no comment");
    } else {
      try {
        const key = world.sticky?.key ?? stickyKey(context.workflow, context.job);
        const headSha = world.pullRequest?.head.sha || context.pullRequest?.headSha || context.sha;
        const approvals = stickyApprovals(world, outcome, artifact, headSha);
        const body = redactor.redact(renderStickyComment(outcome, key, { ...links, artifact, sha: headSha, updatedAt: generatedAt }, approvals));
        if (world.sticky) {
          const updated = await world.api.updateComment(world.sticky.id, body);
          comment = { id: world.sticky.id, htmlUrl: updated.htmlUrl };
          world.say(`Leash: updated the sticky comment on #${context.issueNumber}`);
        } else {
          const sticky = await upsertStickyComment(world.api, context.issueNumber, key, body);
          comment = { id: sticky.id, htmlUrl: null };
          world.say(`Leash: ${sticky.created ? "created" : "updated"} the sticky comment on #${context.issueNumber}`);
        }
      } catch (error) {
        runtime.warning(redactor.redact(`could not write the sticky comment: ${error.message}`));
      }
    }
  }
  const reasons = failureReasons(outcome, inputs.failOn);
  if (reasons.length > 0) runtime.setFailed(redactor.redact(`Leash: ${reasons.join("; ")}`));
  return { artifact, comment };
}
function stickyApprovals(world, outcome, artifact, headSha) {
  const pullRequest = world.pullRequest ?? null;
  const task = outcome.tasks.length === 1 ? outcome.tasks[0] : null;
  const envelope = task?.envelope;
  if (pullRequest === null || !task || !envelope || envelope.session_id === "" || !/^\d+$/.test(world.context.runId)) return null;
  let given = [];
  if (task.sessionFile !== null) {
    try {
      given = readSessionFile(task.sessionFile).filter((event) => event.type === "system" && event.subtype === "approval");
    } catch {
      given = [];
    }
  }
  const pending = envelope.pending_approvals ?? [];
  if (pending.length === 0 && given.length === 0) return null;
  return {
    state: {
      run_id: Number(world.context.runId),
      artifact: artifact ? { id: artifact.id, name: artifact.name } : null,
      head_sha: headSha,
      session_id: envelope.session_id,
      pending: pending.map((approval) => approval.id)
    },
    pending,
    given
  };
}

export {
  findApprovalSticky,
  leaveAfterFailure,
  reportFailure,
  refuseStep,
  finishStep
};
