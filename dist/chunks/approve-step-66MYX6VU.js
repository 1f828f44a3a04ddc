import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  findApprovalSticky,
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-RBKXSX7X.js";
import "./chunk-B6SSZOFE.js";
import {
  apiRepositoryFiles,
  describeError,
  prepareAgent,
  startEarlySetup
} from "./chunk-YJJUASJZ.js";
import {
  checkApprover,
  progressPrinter
} from "./chunk-IA7UUWCP.js";
import {
  actionsArtifactDownloader
} from "./chunk-OIH6YWIE.js";
import {
  markdownCode
} from "./chunk-LCJSPSB7.js";
import {
  InputError
} from "./chunk-DPT6KEM4.js";
import "./chunk-BY27SEW7.js";
import {
  promptOutcome,
  promptTaskName,
  runPromptSession
} from "./chunk-IHANTJHR.js";
import "./chunk-3ZMGYK5L.js";
import {
  ApprovalError,
  approvalLayer,
  pendingApprovals,
  readSessionFile,
  selectApprovals
} from "./chunk-MTESLMID.js";
import {
  withLayer
} from "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/github/approve-step.ts
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

// src/github/approve-command.ts
var APPROVE_FORMS = "`/leash approve all`, or `/leash approve` with the ids separated by commas, e.g. `/leash approve 1,3`, alone on the first line of the comment";
var APPROVE = /^\/leash\s+approve\s+(all|\d+(?:\s*,\s*\d+)*)$/;
function parseApproveCommand(body) {
  const first = body.split(/\r?\n/).find((line) => line.trim() !== "")?.trim() ?? "";
  const match = APPROVE.exec(first);
  if (!match) {
    const shown = first === "" ? "an empty comment" : markdownCode(first.length > 100 ? `${first.slice(0, 99)}\u2026` : first);
    return { ok: false, reason: `${shown} is not an approval Leash understands; write ${APPROVE_FORMS}` };
  }
  return {
    ok: true,
    spec: match[1].split(",").map((id) => id.trim()).join(",")
  };
}

// src/github/approve-step.ts
async function runApprovalStep(world, signal) {
  const { runtime, context, redactor } = world;
  const comment = context.comment;
  const issue = context.issueNumber;
  if (context.eventName !== "issue_comment" || comment === null || issue === null) {
    const error = new InputError(
      "approve-comment",
      `approve-comment: true acts on a /leash approve comment (an issue_comment event); this run is a ${context.eventName || "run without an event"} event`
    );
    runtime.setFailed(redactor.redact(describeError(error)));
    return;
  }
  const reply = async (text) => {
    try {
      await world.api.createComment(issue, redactor.redact(text));
    } catch (error) {
      runtime.warning(redactor.redact(`could not reply to the approval comment: ${error.message}`));
    }
  };
  const thisApproval = comment.htmlUrl ? `[this approval](${comment.htmlUrl})` : "this approval";
  let checked;
  try {
    checked = await checkApproval(world, comment, issue);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    await reply(`\u26A0\uFE0F Leash could not act on ${thisApproval}: ${message}`);
    return;
  }
  if (!checked.ok) {
    world.say(`Leash: refused the approval: ${checked.reason}`);
    await reply(`\u26D4 Leash did not act on ${thisApproval}: ${checked.reason}.

No model was called and nothing was spent.`);
    await refuseStep(world, checked.reason);
    return;
  }
  const approval = checked.approval;
  world.pullRequest = approval.pullRequest;
  world.sticky = { id: approval.sticky.id, key: approval.sticky.key };
  let outcome;
  try {
    outcome = await resumeSession(world, approval, signal);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    await leaveAfterFailure(world);
    await reply(`\u26A0\uFE0F Leash could not finish ${thisApproval}: ${message}`);
    return;
  }
  const envelope = outcome.envelope;
  const calls = approval.approved.map((item) => `[${item.id}]`).join(", ");
  if (envelope.session_id === "") {
    world.sticky = null;
    await finishStep(world, outcome);
    await reply(
      `\u{1F4B8} Leash did not resume the session for ${thisApproval}: ${envelope.result} ${calls} still ${approval.approved.length === 1 ? "waits" : "wait"} for approval; approve again when the budget allows.`
    );
    return;
  }
  const finished = await finishStep(world, outcome);
  const waiting = envelope.pending_approvals?.length ?? 0;
  const where = finished.comment?.htmlUrl || approval.sticky.htmlUrl;
  await reply(
    `${outcome.conclusion === "success" ? "\u2705" : "\u274C"} Leash resumed the session with ${calls} approved by @${approval.approvedBy} (${thisApproval}): **${outcome.conclusion}**, $${outcome.totalCostUsd.toFixed(4)}, ${outcome.numTurns} ${outcome.numTurns === 1 ? "turn" : "turns"}${waiting > 0 ? `; ${waiting} ${waiting === 1 ? "call waits" : "calls wait"} for approval again` : ""}. The details are in ${where ? `[the Leash comment](${where})` : "the Leash comment"}.`
  );
}
async function checkApproval(world, comment, issue) {
  const { context, inputs, api } = world;
  if (!context.commentOnPullRequest)
    return { ok: false, reason: `#${issue} is an issue, not a pull request; /leash approve answers a Leash review on a pull request` };
  const pullRequest = await api.pullRequest(issue);
  const trust = await checkApprover(context, comment, pullRequest, inputs, api);
  if (!trust.trusted) return { ok: false, reason: trust.reason };
  world.say(`Leash: ${trust.why}`);
  const command = parseApproveCommand(comment.body);
  if (!command.ok) return { ok: false, reason: command.reason };
  const lookup = findApprovalSticky(await api.comments(issue));
  if (!lookup.found) return { ok: false, reason: lookup.reason };
  const { state } = lookup;
  if (state.head_sha !== pullRequest.head.sha) {
    return {
      ok: false,
      reason: `the pull request's head moved since run ${state.run_id} (from ${state.head_sha.slice(0, 7)} to ${pullRequest.head.sha.slice(0, 7)}): the calls were judged against older code; re-run the review`
    };
  }
  if (state.artifact === null) return { ok: false, reason: `run ${state.run_id} uploaded no artifact, so its session cannot be resumed; re-run the review` };
  const dir = join(world.state.workDir, "earlier");
  mkdirSync(dir, { recursive: true });
  const download = world.deps.download ?? actionsArtifactDownloader(inputs.githubToken, context.repository);
  try {
    await download({ runId: state.run_id, artifactId: state.artifact.id, artifactName: state.artifact.name }, dir);
  } catch (error) {
    return {
      ok: false,
      reason: `cannot fetch artifact ${state.artifact.name} (id ${state.artifact.id}) of run ${state.run_id}: ${error.message}; re-run the review`
    };
  }
  let events;
  try {
    events = readSessionFile(join(dir, "sessions", `${state.session_id}.jsonl`));
  } catch (error) {
    return {
      ok: false,
      reason: `artifact ${state.artifact.name} of run ${state.run_id} holds no readable session ${state.session_id} (${error.message}); re-run the review`
    };
  }
  const pending = pendingApprovals(events);
  const init = events.find((event) => event.type === "system" && event.subtype === "init");
  if (init?.session_id !== state.session_id || pending.map((p) => p.id).join(",") !== state.pending.join(",")) {
    return {
      ok: false,
      reason: `the Leash comment and the session in run ${state.run_id}'s artifact do not agree on what waits for approval; re-run the review`
    };
  }
  let approved;
  try {
    approved = selectApprovals(pending, command.spec);
  } catch (error) {
    if (error instanceof ApprovalError) return { ok: false, reason: `cannot approve: ${error.message}` };
    throw error;
  }
  const sessionFile = join(world.state.sessionDir, `${state.session_id}.jsonl`);
  copyFileSync(join(dir, "sessions", `${state.session_id}.jsonl`), sessionFile);
  return {
    ok: true,
    approval: {
      pullRequest,
      sticky: { id: lookup.comment.id, key: lookup.key, htmlUrl: lookup.comment.htmlUrl },
      state,
      sessionFile,
      events,
      approved,
      approvedBy: comment.author
    }
  };
}
async function resumeSession(world, approval, signal) {
  const { inputs, context, runtime, redactor } = world;
  const env = runtime.env;
  const early = startEarlySetup(inputs, context.workspace, env);
  const pr = approval.pullRequest;
  const files = apiRepositoryFiles(world.api, pr.base.sha, pr.base.ref, context.workspace);
  world.say(`Leash: policy ${inputs.policy}, read from ${files.origin}`);
  const setup = await prepareAgent({ inputs, workspace: context.workspace, env, files, early, say: world.say, signal });
  setup.policy = withLayer(setup.policy, approvalLayer(approval.approved, approval.approvedBy));
  const ids = approval.approved.map((item) => item.id).join(",");
  world.say(`Leash: resuming session ${approval.state.session_id} of run ${approval.state.run_id} with ${ids} approved by ${approval.approvedBy}`);
  const start = {
    prompt: null,
    resume: { path: approval.sessionFile, events: approval.events },
    approval: { approved: approval.approved, approvedBy: approval.approvedBy, approvedAt: (world.deps.now?.() ?? /* @__PURE__ */ new Date()).toISOString() }
  };
  const name = `${promptTaskName(firstPrompt(approval.events) ?? `session ${approval.state.session_id}`, redactor)} (approved ${ids})`;
  if (inputs.dailyBudgetUsd === null) {
    const run = await runPromptSession({
      setup,
      model: inputs.model,
      ...start,
      env,
      redactor,
      sessionDir: world.state.sessionDir,
      signal,
      emit: progressPrinter(world.say)
    });
    return promptOutcome("approve", name, run, Math.max(0, inputs.maxBudgetUsd - run.result.total_cost_usd));
  }
  const budget = await import("./budget-modes-BPZDPMMQ.js");
  const mode = {
    inputs,
    context,
    files,
    setup,
    env,
    redactor,
    api: world.api,
    sessionDir: world.state.sessionDir,
    workDir: world.state.workDir,
    signal,
    say: world.say,
    warn: (message) => runtime.warning(redactor.redact(message))
  };
  return budget.runPromptUnderDailyBudget(mode, start, name, "approve");
}
function firstPrompt(events) {
  for (const event of events) {
    if (event.type !== "user" || event.parent_tool_use_id) continue;
    const content = event.message.content;
    const text = typeof content === "string" ? content : content.find((block) => block.type === "text" && typeof block.text === "string");
    if (typeof text === "string") return text;
    if (text) return text.text;
  }
  return null;
}
export {
  runApprovalStep
};
