import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-3ZMGYK5L.js";
import {
  createLocalToolHost,
  runAgent,
  systemClock
} from "./chunk-MTESLMID.js";

// src/github/context.ts
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
var ContextError = class extends Error {
  name = "ContextError";
  code = "CONTEXT";
};
function readWorkflowContext(env, readFile = (path) => readFileSync(path, "utf8")) {
  const need = (name) => {
    const value = env[name];
    if (!value) throw new ContextError(`${name} is not set: run Leash as a step of a GitHub Actions job`);
    return value;
  };
  const repository = need("GITHUB_REPOSITORY");
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      const parsed = JSON.parse(readFile(env.GITHUB_EVENT_PATH));
      if (typeof parsed === "object" && parsed !== null) payload = parsed;
    } catch (error) {
      throw new ContextError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${error.message}`);
    }
  }
  const actor = env.GITHUB_ACTOR ?? "";
  const triggeringActor = env.GITHUB_TRIGGERING_ACTOR || actor;
  const sender = obj(payload.sender);
  const senderLogin = str(sender.login);
  const pullRequest = pullRequestOf(payload, repository);
  const issue = obj(payload.issue);
  const issueNumber = pullRequest?.number ?? num(issue.number) ?? null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? "",
    actor,
    triggeringActor,
    triggeringActorType: senderLogin !== void 0 && senderLogin.toLowerCase() === triggeringActor.toLowerCase() ? str(sender.type) ?? null : null,
    repository,
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runId: env.GITHUB_RUN_ID ?? "0",
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? "1",
    job: env.GITHUB_JOB ?? "job",
    workflow: env.GITHUB_WORKFLOW ?? "workflow",
    sha: env.GITHUB_SHA ?? "",
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
    payload,
    pullRequest,
    issueNumber,
    commentOnPullRequest: pullRequest === null && issue.pull_request !== void 0 && issue.pull_request !== null,
    comment: commentOf(payload)
  };
}
function commentOf(payload) {
  const comment = obj(payload.comment);
  const id = num(comment.id);
  if (id === void 0) return null;
  const user = obj(comment.user);
  return { id, body: str(comment.body) ?? "", author: str(user.login) ?? "", authorType: str(user.type) ?? null, htmlUrl: str(comment.html_url) ?? "" };
}
function pullRequestOf(payload, repository) {
  const pull = obj(payload.pull_request);
  const number = num(pull.number) ?? num(payload.number);
  const base = obj(pull.base);
  const head = obj(pull.head);
  const baseSha = str(base.sha);
  if (number === void 0 || baseSha === void 0) return null;
  return {
    number,
    baseSha,
    baseRef: str(base.ref) ?? "",
    baseRepo: str(obj(base.repo).full_name) ?? repository,
    headSha: str(head.sha) ?? "",
    headRef: str(head.ref) ?? "",
    headRepo: head.repo === null ? null : str(obj(head.repo).full_name) ?? null
  };
}
function runUrl(context) {
  const attempt = context.runAttempt !== "1" && context.runAttempt !== "" ? `/attempts/${context.runAttempt}` : "";
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}${attempt}`;
}
function artifactUrl(context, artifactId) {
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}/artifacts/${artifactId}`;
}
function obj(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function num(value) {
  return typeof value === "number" && Number.isInteger(value) ? value : void 0;
}

// src/github/outcome.ts
function tokensOf(result) {
  const entries = Object.values(result.modelUsage ?? {});
  if (entries.length > 0) {
    return entries.reduce(
      (sum, entry) => ({
        input: sum.input + entry.inputTokens,
        output: sum.output + entry.outputTokens,
        cacheRead: sum.cacheRead + entry.cacheReadInputTokens,
        cacheWrite: sum.cacheWrite + entry.cacheCreationInputTokens
      }),
      emptyTokens()
    );
  }
  const usage = result.usage;
  return { input: usage.input_tokens, output: usage.output_tokens, cacheRead: usage.cache_read_input_tokens, cacheWrite: usage.cache_creation_input_tokens };
}
function emptyTokens() {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}
function addTokens(a, b) {
  return { input: a.input + b.input, output: a.output + b.output, cacheRead: a.cacheRead + b.cacheRead, cacheWrite: a.cacheWrite + b.cacheWrite };
}
function resultConclusion(result) {
  if (result.subtype === "success" && !result.is_error) return "success";
  return result.subtype === "error_max_budget_usd" ? "budget_exhausted" : "failure";
}
function outcomeFromResult(mode, task, budgetRemainingUsd) {
  const result = task.envelope;
  const conclusion = resultConclusion(result);
  return {
    mode,
    conclusion,
    failed: conclusion === "failure",
    budgetExhausted: conclusion === "budget_exhausted",
    result: result.result,
    totalCostUsd: result.total_cost_usd,
    tokens: tokensOf(result),
    numTurns: result.num_turns,
    sessionIds: result.session_id ? [result.session_id] : [],
    denials: result.permission_denials ?? [],
    budgetRemainingUsd,
    envelope: result,
    tasks: [task]
  };
}
function failureReasons(outcome, failOn) {
  const reasons = [];
  if (failOn.includes("error") && outcome.failed) reasons.push(`the run ended with ${outcome.conclusion}: ${firstLine(outcome.result)}`);
  if (failOn.includes("budget") && outcome.budgetExhausted) reasons.push(`the budget ran out: ${firstLine(outcome.result)}`);
  if (failOn.includes("denial") && outcome.denials.length > 0) {
    reasons.push(`the policy refused ${outcome.denials.length} call${outcome.denials.length === 1 ? "" : "s"} (fail-on: denial)`);
  }
  return reasons;
}
function firstLine(text) {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.length > 300 ? `${line.slice(0, 299)}\u2026` : line;
}
function outcomeFromTasks(mode, envelope, sessionFiles, budgetRemainingUsd) {
  const ran = envelope.tasks.filter((task) => task.envelope !== void 0);
  const succeeded = envelope.tasks.filter((task) => task.status === "succeeded").length;
  const lines = [`${succeeded} of ${envelope.tasks.length} task${envelope.tasks.length === 1 ? "" : "s"} succeeded (${envelope.conclusion}).`];
  for (const task of envelope.tasks) {
    if (task.status !== "succeeded") lines.push(`${task.id}: ${task.status}${task.reason ? ` (${firstLine(task.reason)})` : ""}`);
  }
  return {
    mode,
    conclusion: envelope.conclusion,
    failed: envelope.conclusion === "failure" || envelope.conclusion === "stopped" && envelope.is_error,
    budgetExhausted: envelope.conclusion === "budget_exhausted",
    result: lines.join("\n"),
    totalCostUsd: envelope.total_cost_usd,
    tokens: ran.reduce((sum, task) => addTokens(sum, tokensOf(task.envelope)), emptyTokens()),
    numTurns: ran.reduce((sum, task) => sum + task.envelope.num_turns, 0),
    sessionIds: ran.map((task) => task.envelope.session_id).filter((id) => id !== ""),
    denials: ran.flatMap((task) => task.envelope.permission_denials ?? []),
    budgetRemainingUsd,
    envelope,
    tasks: envelope.tasks.map((task) => ({
      name: task.id,
      sessionFile: sessionFiles.get(task.id) ?? null,
      envelope: task.envelope ?? null,
      status: task.status,
      ...task.reason === void 0 ? {} : { reason: task.reason }
    }))
  };
}

// src/github/version.ts
var LEASH_VERSION = package_default.version;

// src/github/prompt-mode.ts
function promptTaskName(prompt, redactor) {
  const line = redactor.redact(
    prompt.split("\n").find((l) => l.trim() !== "")?.trim() ?? "prompt"
  );
  return line.length > 60 ? `${line.slice(0, 59)}\u2026` : line;
}
async function runPromptSession(options) {
  const { setup } = options;
  const tools = await createLocalToolHost({ workspace: setup.workspace, policy: setup.policy, env: options.env, sandbox: setup.sandbox.sandbox });
  let sessionFile = null;
  const result = await runAgent({
    client: setup.client,
    model: options.model,
    prompt: options.prompt,
    policy: setup.policy,
    policyPath: setup.policyPath,
    parser: setup.parser,
    tools,
    pricing: setup.pricing,
    redactor: options.redactor,
    clock: systemClock,
    limits: setup.limits,
    sessionDir: options.sessionDir,
    emit: options.emit,
    signal: options.signal,
    leashVersion: LEASH_VERSION,
    apiKeySource: "ANTHROPIC_API_KEY",
    sandbox: setup.sandbox.status,
    ...options.spend ? { spend: options.spend } : {},
    ...options.resume ? { resume: options.resume } : {},
    ...options.approval ? { approval: options.approval } : {},
    onSessionFile: (path) => {
      sessionFile = path;
    }
  });
  return { result: options.redactor.redactValue(result), sessionFile };
}
function promptOutcome(mode, name, run, budgetRemainingUsd) {
  const task = { name, sessionFile: run.sessionFile, envelope: run.result };
  return outcomeFromResult(mode, task, budgetRemainingUsd);
}

export {
  readWorkflowContext,
  runUrl,
  artifactUrl,
  failureReasons,
  outcomeFromTasks,
  LEASH_VERSION,
  promptTaskName,
  runPromptSession,
  promptOutcome
};
