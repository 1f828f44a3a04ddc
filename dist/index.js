import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  apiRepositoryFiles,
  describeError,
  prepareAgent,
  pullRequestOfRun,
  startEarlySetup,
  workspaceFiles
} from "./chunks/chunk-YJJUASJZ.js";
import {
  checkTrust,
  progressPrinter
} from "./chunks/chunk-IA7UUWCP.js";
import {
  maskInputSecrets,
  workflowRuntime
} from "./chunks/chunk-WQCDB2L2.js";
import {
  InputError,
  readActionInputs
} from "./chunks/chunk-DPT6KEM4.js";
import {
  createStepDirectories,
  saveStepState
} from "./chunks/chunk-BY27SEW7.js";
import {
  promptOutcome,
  promptTaskName,
  readWorkflowContext,
  runPromptSession
} from "./chunks/chunk-IHANTJHR.js";
import "./chunks/chunk-3ZMGYK5L.js";
import {
  createRedactor
} from "./chunks/chunk-MTESLMID.js";
import "./chunks/chunk-DNBXAQMH.js";
import "./chunks/chunk-M7ZNMJEP.js";
import "./chunks/chunk-SNW77LRN.js";
import "./chunks/chunk-R7BMGMQG.js";
import "./chunks/chunk-MYU7RW7P.js";

// src/github/main.ts
import v8 from "node:v8";

// src/github/main-step.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/github/github-api.ts
var GitHubApiError = class extends Error {
  constructor(method, path, status, apiMessage) {
    super(`GitHub API ${method} ${path} answered ${status}${apiMessage ? `: ${apiMessage}` : ""}`);
    this.method = method;
    this.path = path;
    this.status = status;
    this.apiMessage = apiMessage;
  }
  method;
  path;
  status;
  apiMessage;
  name = "GitHubApiError";
  code = "GITHUB_API";
};
function createGitHubApi(options) {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, "");
  const repo = `/repos/${options.repository.split("/").map(encodeURIComponent).join("/")}`;
  const timeoutMs = options.timeoutMs ?? 3e4;
  async function call(method, pathOrUrl, body, accept = "application/vnd.github+json", allow = []) {
    const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${base}${pathOrUrl}`;
    const shown = url.startsWith(base) ? url.slice(base.length) : url;
    const headers = {
      accept,
      "user-agent": "leash-action",
      "x-github-api-version": "2022-11-28"
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body !== void 0) headers["content-type"] = "application/json";
    const attempts = method === "GET" ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      let response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: body === void 0 ? void 0 : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs)
        });
      } catch (error) {
        if (attempt < attempts) continue;
        throw new GitHubApiError(method, shown, 0, `no answer (${error.message})`);
      }
      const text = await response.text();
      if (response.status >= 500 && attempt < attempts) continue;
      let json = void 0;
      if (accept.includes("json") && text !== "") {
        try {
          json = JSON.parse(text);
        } catch {
          json = void 0;
        }
      }
      if ((response.status < 200 || response.status > 299) && !allow.includes(response.status)) {
        const message = typeof json?.message === "string" ? json.message : text.slice(0, 200);
        throw new GitHubApiError(method, shown, response.status, message);
      }
      return { status: response.status, json, text, next: nextLink(response.headers.get("link")) };
    }
  }
  async function all(path) {
    const items = [];
    let url = path;
    for (let page = 0; url !== null && page < 50; page++) {
      const answer = await call("GET", url);
      if (Array.isArray(answer.json)) items.push(...answer.json);
      url = answer.next;
    }
    return items;
  }
  return {
    repository: options.repository,
    async permissionOf(login) {
      const answer = await call("GET", `${repo}/collaborators/${encodeURIComponent(login)}/permission`, void 0, void 0, [404]);
      if (answer.status === 404) return null;
      const json = record(answer.json);
      return { permission: str(json.permission) ?? "none", roleName: str(json.role_name) ?? null };
    },
    async pullRequest(number) {
      const json = record((await call("GET", `${repo}/pulls/${number}`)).json);
      const side = (value) => {
        const s = record(value);
        return { ref: str(s.ref) ?? "", sha: str(s.sha) ?? "", repo: str(record(s.repo).full_name) ?? null };
      };
      const base2 = side(json.base);
      return { number, base: { ...base2, repo: base2.repo ?? options.repository }, head: side(json.head) };
    },
    async fileAt(path, ref) {
      const encoded = path.split("/").map(encodeURIComponent).join("/");
      const answer = await call("GET", `${repo}/contents/${encoded}?ref=${encodeURIComponent(ref)}`, void 0, "application/vnd.github.raw", [404]);
      return answer.status === 404 ? null : answer.text;
    },
    async openIssuesWithLabel(label) {
      const items = await all(`${repo}/issues?state=open&labels=${encodeURIComponent(label)}&sort=created&direction=asc&per_page=100`);
      return items.map(issueInfo).filter((issue) => !issue.isPullRequest);
    },
    async comments(issue) {
      return (await all(`${repo}/issues/${issue}/comments?per_page=100`)).map(commentInfo);
    },
    async createComment(issue, body) {
      return commentInfo((await call("POST", `${repo}/issues/${issue}/comments`, { body })).json);
    },
    async updateComment(id, body) {
      return commentInfo((await call("PATCH", `${repo}/issues/comments/${id}`, { body })).json);
    },
    async addLabels(issue, labels) {
      await call("POST", `${repo}/issues/${issue}/labels`, { labels });
    },
    async removeLabel(issue, label) {
      await call("DELETE", `${repo}/issues/${issue}/labels/${encodeURIComponent(label)}`, void 0, void 0, [404]);
    }
  };
}
function nextLink(header) {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match) return match[1] ?? null;
  }
  return null;
}
function record(value) {
  return typeof value === "object" && value !== null ? value : {};
}
function str(value) {
  return typeof value === "string" ? value : void 0;
}
function issueInfo(value) {
  const json = record(value);
  const user = record(json.user);
  return {
    number: Number(json.number),
    title: str(json.title) ?? "",
    body: str(json.body) ?? "",
    author: str(user.login) ?? "",
    authorType: str(user.type) ?? "User",
    labels: (Array.isArray(json.labels) ? json.labels : []).map((label) => typeof label === "string" ? label : str(record(label).name) ?? ""),
    isPullRequest: json.pull_request !== void 0 && json.pull_request !== null,
    createdAt: str(json.created_at) ?? ""
  };
}
function commentInfo(value) {
  const json = record(value);
  const user = record(json.user);
  return {
    id: Number(json.id),
    body: str(json.body) ?? "",
    author: str(user.login) ?? "",
    authorType: str(user.type) ?? "User",
    htmlUrl: str(json.html_url) ?? ""
  };
}

// src/github/main-step.ts
async function runMainStep(deps) {
  const { runtime } = deps;
  const env = runtime.env;
  const secrets = maskInputSecrets(runtime);
  let redactorBuilt;
  const redactorNow = () => redactorBuilt ??= createRedactor({ env, secrets });
  let inputs;
  let context;
  let state;
  try {
    inputs = readActionInputs(env);
    for (const line of inputs.deprecations) runtime.warning(line);
    context = readWorkflowContext(env);
    const dirs = createStepDirectories(context.runnerTemp, context.runId, context.job);
    state = { ...dirs, artifactName: inputs.artifactName ?? `leash-${context.job}`, retentionDays: inputs.artifactRetentionDays };
    saveStepState(runtime, state);
  } catch (error) {
    runtime.setFailed(redactorNow().redact(describeError(error)));
    return;
  }
  const api = createGitHubApi({
    apiUrl: context.apiUrl,
    repository: context.repository,
    token: inputs.githubToken,
    ...deps.fetch ? { fetch: deps.fetch } : {}
  });
  if (inputs.mode.kind === "approve") {
    const redactor2 = redactorNow();
    const { runApprovalStep } = await import("./chunks/approve-step-66MYX6VU.js");
    await runApprovalStep({ runtime, inputs, context, redactor: redactor2, api, state, deps, say: (line) => runtime.info(redactor2.redact(line)) }, deps.signal);
    return;
  }
  const trustChecked = (async () => {
    const pullRequest = await pullRequestOfRun(context, api);
    return { pullRequest, trust: await checkTrust(context, pullRequest, inputs, api) };
  })();
  trustChecked.catch(() => void 0);
  await nextTurn();
  const redactor = redactorNow();
  const say = (line) => runtime.info(redactor.redact(line));
  const world = { runtime, inputs, context, redactor, api, state, deps, say };
  let outcome;
  try {
    const payloadPullRequest = context.pullRequest;
    const baseFiles = payloadPullRequest ? apiRepositoryFiles(api, payloadPullRequest.baseSha, payloadPullRequest.baseRef, context.workspace) : null;
    baseFiles?.prefetch(resolve(context.workspace, inputs.policy));
    let early;
    await nextTurn();
    try {
      early = startEarlySetup(inputs, context.workspace, env);
    } catch (error) {
      early = { error };
    }
    const { pullRequest, trust } = await trustChecked;
    world.pullRequest = pullRequest;
    if (!trust.trusted) {
      const { refuseStep } = await import("./chunks/finish-step-6TM6XBY7.js");
      await refuseStep(world, trust.reason);
      return;
    }
    if ("error" in early) throw early.error;
    say(`Leash: ${trust.why}`);
    const files = baseFiles ?? (pullRequest ? apiRepositoryFiles(api, pullRequest.base.sha, pullRequest.base.ref, context.workspace) : workspaceFiles());
    say(`Leash: policy ${inputs.policy}, read from ${files.origin}`);
    outcome = await runMode(world, deps, files, early);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    const { leaveAfterFailure, reportFailure } = await import("./chunks/finish-step-6TM6XBY7.js");
    await reportFailure(world, message).catch(
      (failure) => runtime.warning(redactor.redact(`could not write the failure summary: ${failure.message}`))
    );
    await leaveAfterFailure(world);
    return;
  }
  const { finishStep } = await import("./chunks/finish-step-6TM6XBY7.js");
  await finishStep(world, outcome);
}
function nextTurn() {
  return new Promise((resolve2) => setImmediate(resolve2));
}
async function runMode(world, deps, files, early) {
  const { inputs, context, runtime } = world;
  const setup = await prepareAgent({ inputs, workspace: context.workspace, env: runtime.env, files, early, say: world.say, signal: deps.signal });
  try {
    return await runModeWithSetup(world, deps, files, setup);
  } finally {
    await setup.sandbox.sandbox?.close();
  }
}
async function runModeWithSetup(world, deps, files, setup) {
  const { inputs, context, redactor, runtime } = world;
  const mode = inputs.mode;
  if ((mode.kind === "prompt" || mode.kind === "prompt-file") && inputs.dailyBudgetUsd === null) {
    const prompt = mode.kind === "prompt" ? mode.prompt : await readPromptFile(resolve(context.workspace, mode.path), mode.path);
    const run = await runPromptSession({
      setup,
      model: inputs.model,
      prompt,
      env: runtime.env,
      redactor,
      sessionDir: world.state.sessionDir,
      signal: deps.signal,
      emit: progressPrinter(world.say)
    });
    return promptOutcome(mode.kind, promptTaskName(prompt, redactor), run, Math.max(0, inputs.maxBudgetUsd - run.result.total_cost_usd));
  }
  const budget = await import("./chunks/budget-modes-BPZDPMMQ.js");
  const budgetMode = {
    inputs,
    context,
    files,
    setup,
    env: runtime.env,
    redactor,
    api: world.api,
    sessionDir: world.state.sessionDir,
    workDir: world.state.workDir,
    signal: deps.signal,
    say: world.say,
    warn: (message) => runtime.warning(redactor.redact(message))
  };
  switch (mode.kind) {
    case "prompt":
    case "prompt-file": {
      const prompt = mode.kind === "prompt" ? mode.prompt : await readPromptFile(resolve(context.workspace, mode.path), mode.path);
      return budget.runPromptUnderDailyBudget(budgetMode, { prompt }, promptTaskName(prompt, redactor), mode.kind);
    }
    case "approve":
      throw new Error("approve-comment: true runs through the approval step, not as a mode of a run");
    case "chain":
      return budget.runChainMode(budgetMode, mode.path);
    case "queue":
    case "queue-label":
      return budget.runGrindMode(budgetMode);
  }
}
async function readPromptFile(path, shown) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    throw new InputError(
      "prompt-file",
      `cannot read ${shown}: ${error.code === "ENOENT" ? "no such file in the workspace" : error.message}`
    );
  }
}

// src/github/main.ts
v8.setFlagsFromString("--wasm-tiering-budget=1000000000");
var stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort(new Error(`received ${signal}`));
  });
}
await runMainStep({ runtime: workflowRuntime(process.env), signal: stop.signal });
