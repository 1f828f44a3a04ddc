import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  fencedText
} from "./chunk-B6SSZOFE.js";
import {
  ActionsCacheLedgerStore,
  FileLedgerStore,
  FileQueue,
  chainIdFor,
  createAgentTaskRunner,
  dayWindow,
  defaultCacheLedgerPath,
  loadChainFile,
  refusedRunEnvelope,
  remaining,
  runChain,
  runGrind,
  runWithLedger,
  windowTotals
} from "./chunk-Q6H2KOSY.js";
import {
  accessWord,
  isBotActor,
  progressPrinter
} from "./chunk-IA7UUWCP.js";
import {
  formatUsd
} from "./chunk-LCJSPSB7.js";
import {
  LEASH_VERSION,
  outcomeFromTasks,
  promptOutcome,
  runPromptSession,
  runUrl
} from "./chunk-IHANTJHR.js";
import "./chunk-3ZMGYK5L.js";
import {
  createLocalToolHost,
  systemClock
} from "./chunk-MTESLMID.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/github/budget-modes.ts
import { resolve } from "node:path";

// src/github/issue-queue.ts
var DONE_LABEL = "leash:done";
var FAILED_LABEL = "leash:failed";
var ISSUE_MARKER = "<!-- leash:issue-result -->";
function issueTaskId(number) {
  return `issue-${number}`;
}
function issuePrompt(issue, repository) {
  const body = issue.body.trim() === "" ? "(no description)" : issue.body.trim();
  return `GitHub issue #${issue.number} in ${repository}: ${issue.title}

${body}`;
}
var IssueQueue = class {
  constructor(options) {
    this.options = options;
  }
  options;
  /** Issues handed out or refused by this queue: not offered again in this run. */
  seen = /* @__PURE__ */ new Set();
  numbers = /* @__PURE__ */ new Map();
  done = 0;
  failed = 0;
  describe() {
    return `open issues labelled "${this.options.label}" in ${this.options.repository} (${this.done} done, ${this.failed} failed in this run)`;
  }
  async next() {
    for (const issue of await this.options.api.openIssuesWithLabel(this.options.label)) {
      if (this.seen.has(issue.number)) continue;
      this.seen.add(issue.number);
      const refusal = await this.authorRefusal(issue);
      if (refusal !== null) {
        this.options.say(`[${issueTaskId(issue.number)}] refused: ${refusal}`);
        await this.finish(issue.number, FAILED_LABEL, `\u26D4 **Leash did not take this issue**: ${refusal}.

[Workflow run](${this.options.runUrl})`);
        this.failed += 1;
        continue;
      }
      const id = issueTaskId(issue.number);
      this.numbers.set(id, issue.number);
      return { id, prompt: issuePrompt(issue, this.options.repository) };
    }
    return null;
  }
  async mark(task, outcome) {
    const number = this.numbers.get(task.id);
    if (number === void 0) throw new Error(`${task.id} is not an issue this queue handed out`);
    const body = this.resultComment(outcome);
    if (outcome.status === "done") this.done += 1;
    else this.failed += 1;
    await this.finish(number, outcome.status === "done" ? DONE_LABEL : FAILED_LABEL, body);
  }
  async authorRefusal(issue) {
    const { trust } = this.options;
    const same = (name) => name.toLowerCase() === issue.author.toLowerCase();
    if (isBotActor(issue.author, issue.authorType)) {
      return trust.allowBots.some(same) ? null : `it was opened by the bot ${issue.author}, and bots are trusted only when named in allow-bots`;
    }
    if (trust.allowedActors.some(same)) return null;
    const level = await this.options.api.permissionOf(issue.author);
    if (level !== null && (level.permission === "admin" || level.permission === "write")) return null;
    return `its author ${issue.author} has ${level === null ? "no" : accessWord(level)} access to ${this.options.repository}; Leash works only on issues by people with write access (or named in allowed-actors), since the issue's text becomes the agent's task`;
  }
  resultComment(outcome) {
    const envelope = outcome.envelope;
    const lines = [];
    const head = outcome.status === "done" ? "\u2705 **Leash finished this task**" : outcome.status === "failed" ? "\u274C **Leash did not finish this task**" : "\u23ED\uFE0F **Leash set this task aside**";
    const facts = [];
    if (envelope) {
      facts.push(`\`${envelope.subtype}\``, `**${formatUsd(envelope.total_cost_usd)}**`, `${envelope.num_turns} turn${envelope.num_turns === 1 ? "" : "s"}`);
      const denials = envelope.permission_denials?.length ?? 0;
      if (denials > 0) facts.push(`${denials} refused call${denials === 1 ? "" : "s"}`);
    }
    facts.push(`[workflow run](${this.options.runUrl})`);
    lines.push(`${ISSUE_MARKER}
${head} \xB7 ${facts.join(" \xB7 ")}`);
    if (outcome.reason && outcome.status !== "done") lines.push("", `Why: ${outcome.reason.replace(/\s+/g, " ").slice(0, 500)}`);
    if (envelope && envelope.result.trim() !== "")
      lines.push("", "<details><summary>Result</summary>", "", fencedText(envelope.result.slice(0, 2e4)), "", "</details>");
    return this.options.redactor.redact(lines.join("\n"));
  }
  async finish(number, label, body) {
    const { api } = this.options;
    await api.createComment(number, this.options.redactor.redact(body));
    await api.addLabels(number, [label]);
    await api.removeLabel(number, this.options.label);
  }
};

// src/github/ledger.ts
import { join } from "node:path";
var LEDGER_SCOPE = "default";
function openLedger(kind, context, workDir, warn) {
  if (kind === "off") return new FileLedgerStore(join(workDir, "ledger.jsonl"), { onWarning: warn });
  return new ActionsCacheLedgerStore({
    scope: LEDGER_SCOPE,
    path: defaultCacheLedgerPath(context.runnerTemp, LEDGER_SCOPE),
    runId: context.runId,
    runAttempt: context.runAttempt,
    onWarning: warn
  });
}
function ledgerRunId(context) {
  return `${context.runId}-${context.runAttempt}-${context.job}`;
}

// src/github/task-runner.ts
function actionTaskRunner(options) {
  const { setup } = options;
  return createAgentTaskRunner({
    client: setup.client,
    model: options.model,
    policy: setup.policy,
    policyPath: setup.policyPath,
    parser: setup.parser,
    tools: (policy) => createLocalToolHost({ workspace: setup.workspace, policy, env: options.env, sandbox: setup.sandbox.sandbox }),
    sandbox: setup.sandbox.status,
    pricing: setup.pricing,
    redactor: options.redactor,
    clock: systemClock,
    limits: setup.limits,
    sessionDir: options.sessionDir,
    leashVersion: LEASH_VERSION,
    apiKeySource: "ANTHROPIC_API_KEY",
    onSessionFile: (path, task) => options.sessionFiles.set(task.id, path)
  });
}

// src/github/budget-modes.ts
function ledgerOf(mode) {
  return openLedger(mode.inputs.ledger, mode.context, mode.workDir, (message) => mode.warn(message));
}
function progressLine(event) {
  const cost = event.costUsd === void 0 ? "" : ` ($${event.costUsd.toFixed(4)})`;
  const text = event.kind === "turn" && event.detail !== void 0 ? event.detail : `${event.kind}${event.detail === void 0 ? "" : `: ${event.detail}`}`;
  return `[${event.taskId}] ${text}${cost}`;
}
async function runPromptUnderDailyBudget(mode, start, name, kind) {
  const { inputs } = mode;
  const ledger = ledgerOf(mode);
  const daily = inputs.dailyBudgetUsd;
  let sessionFile = null;
  const outcome = await runWithLedger(
    {
      ledger,
      runId: ledgerRunId(mode.context),
      capUsd: inputs.maxBudgetUsd,
      caps: { daily_usd: daily },
      note: `action ${kind === "approve" ? "approval" : "prompt"}: ${name}`
    },
    async (spend) => {
      const run = await runPromptSession({
        setup: mode.setup,
        model: inputs.model,
        ...start,
        env: mode.env,
        redactor: mode.redactor,
        sessionDir: mode.sessionDir,
        signal: mode.signal,
        emit: progressPrinter(mode.say),
        spend
      });
      sessionFile = run.sessionFile;
      return run.result;
    }
  );
  if (outcome.ok && outcome.settleError) mode.warn(`the ledger could not record this run's spend: ${outcome.settleError}`);
  const result = outcome.ok ? outcome.result : mode.redactor.redactValue(refusedRunEnvelope(outcome.reason, /* @__PURE__ */ new Date()));
  const records = await ledger.read();
  const left = remaining(daily, windowTotals(records, dayWindow(/* @__PURE__ */ new Date())));
  return promptOutcome(kind, name, { result, sessionFile }, left);
}
async function runChainMode(mode, path) {
  const { inputs, context } = mode;
  const chain = await loadChainFile(path, { cwd: context.workspace, defaultTaskBudgetUsd: inputs.maxBudgetUsd, readFile: (file) => mode.files.readFile(file) });
  if (inputs.chainBudgetUsd !== null) chain.budgetUsd = inputs.chainBudgetUsd;
  if (inputs.dailyBudgetUsd !== null) chain.dailyBudgetUsd = inputs.dailyBudgetUsd;
  const model = chain.model ?? inputs.model;
  for (const task of chain.tasks) mode.setup.pricing.check(task.model ?? model);
  const chainId = chainIdFor(chain);
  const sessionFiles = /* @__PURE__ */ new Map();
  mode.say(`Leash: chain ${chainId}, ${chain.tasks.length} task${chain.tasks.length === 1 ? "" : "s"} from ${chain.source} (${mode.files.origin})`);
  const envelope = await runChain({
    chain,
    chainId,
    runId: ledgerRunId(context),
    ledger: ledgerOf(mode),
    runTask: actionTaskRunner({ setup: mode.setup, model, env: mode.env, redactor: mode.redactor, sessionDir: mode.sessionDir, sessionFiles }),
    signal: mode.signal,
    onProgress: (event) => mode.say(progressLine(event))
  });
  const redacted = mode.redactor.redactValue(envelope);
  return outcomeFromTasks("chain", redacted, sessionFiles, redacted.budget.remaining_usd);
}
async function runGrindMode(mode) {
  const { inputs, context } = mode;
  const sessionFiles = /* @__PURE__ */ new Map();
  let queue;
  if (inputs.mode.kind === "queue") {
    const file = await FileQueue.open(resolve(context.workspace, inputs.mode.path), { cwd: context.workspace });
    for (const task of file.tasks) mode.setup.pricing.check(task.model ?? inputs.model);
    queue = file;
  } else if (inputs.mode.kind === "queue-label") {
    queue = new IssueQueue({
      api: mode.api,
      label: inputs.mode.label,
      repository: context.repository,
      runUrl: runUrl(context),
      trust: { allowedActors: inputs.allowedActors, allowBots: inputs.allowBots, allowForks: inputs.allowForks },
      redactor: mode.redactor,
      say: mode.say
    });
  } else {
    throw new Error(`not a grinder mode: ${inputs.mode.kind}`);
  }
  mode.say(`Leash: grinding ${queue.describe()}, daily budget $${inputs.dailyBudgetUsd}`);
  const envelope = await runGrind({
    queue,
    dailyBudgetUsd: inputs.dailyBudgetUsd,
    taskCapUsd: inputs.maxBudgetUsd,
    ledger: ledgerOf(mode),
    runTask: actionTaskRunner({ setup: mode.setup, model: inputs.model, env: mode.env, redactor: mode.redactor, sessionDir: mode.sessionDir, sessionFiles }),
    runId: ledgerRunId(context),
    signal: mode.signal,
    onProgress: (event) => mode.say(progressLine(event))
  });
  const redacted = mode.redactor.redactValue(envelope);
  return outcomeFromTasks(inputs.mode.kind, redacted, sessionFiles, redacted.budget.remaining_usd);
}
export {
  runChainMode,
  runGrindMode,
  runPromptUnderDailyBudget
};
