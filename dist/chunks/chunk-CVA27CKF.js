import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  cliSessionSandbox,
  defaultSessionDir
} from "./chunk-SR2MITGZ.js";
import {
  LEASH_VERSION
} from "./chunk-JCTJSGY6.js";
import {
  EXIT_BUDGET_EXHAUSTED,
  cliRunId,
  ledgerPathFrom,
  parsePositiveInteger
} from "./chunk-IZTVNCXH.js";
import {
  policyContext
} from "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  BudgetFileError,
  FileLedgerStore,
  chainIdFor,
  createAgentTaskRunner,
  formatUsd,
  loadChainFile,
  runChain
} from "./chunk-Q6H2KOSY.js";
import {
  DEFAULT_LIMITS,
  createLocalToolHost,
  createMessagesClient,
  createRedactor,
  systemClock,
  tablePricing
} from "./chunk-MTESLMID.js";

// src/cli/chain.ts
import { resolve } from "node:path";
var CHAIN_COMMAND = {
  name: "chain",
  summary: "a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)",
  usage: ["FILE [flags]"],
  options: {
    concurrency: { type: "string", value: "N", description: "run at most N tasks at once" },
    ledger: { type: "string", value: "PATH", description: "the spend ledger (default LEASH_LEDGER, else ~/.local/state/leash/ledger.jsonl)" },
    "output-format": { type: "string", value: "FORMAT", default: "text", description: "text (a table) or json (the chain envelope)" },
    "session-dir": { type: "string", value: "DIR", description: "where session files go" },
    policy: { type: "string", value: "FILE", description: "the policy; without it .github/leash.yml in the workspace, else only the built-in rules" },
    cwd: { type: "string", value: "DIR", description: "the workspace (default GITHUB_WORKSPACE, else the current directory)" },
    "chain-id": { type: "string", value: "ID", description: "the chain's id in the ledger (default: from the file)" },
    prices: { type: "string", value: "FILE", description: "a price table to use instead of the built-in one (or LEASH_PRICES)" },
    sandbox: {
      type: "string",
      value: "MODE",
      description: "required, auto (the default) or off: run the tasks' commands inside the OS sandbox made from the policy"
    }
  },
  notes: ["Exit 0 success, 1 failure, 2 bad usage or a bad file, 5 budget exhausted."]
};
function taskOutputFormat(value) {
  if (value === "text" || value === "json") return value;
  throw new UsageError(`--output-format must be text or json, not "${value}"`);
}
function asUsageError(error) {
  if (error instanceof BudgetFileError) throw new UsageError(error.message);
  throw error;
}
async function agentTaskRunner(io, flags, options) {
  const apiKey = io.env.ANTHROPIC_API_KEY;
  const authToken = io.env.ANTHROPIC_AUTH_TOKEN;
  if (!apiKey && !authToken) {
    throw new UsageError("ANTHROPIC_API_KEY is not set; set it (and ANTHROPIC_BASE_URL for another endpoint)");
  }
  const priceFile = flags.prices ?? io.env.LEASH_PRICES;
  const pricing = tablePricing(priceFile ? { file: resolve(io.cwd, priceFile) } : {});
  for (const { id, model } of options.models) {
    try {
      pricing.check(model);
    } catch (error) {
      throw new UsageError(`task "${id}": ${error.message}`);
    }
  }
  const context = await policyContext(io, flags.policy, flags.cwd);
  const sandbox = await cliSessionSandbox(flags.sandbox, context.policy, io);
  const client = createMessagesClient({
    apiKey: apiKey ?? null,
    authToken: authToken ?? null,
    baseURL: io.env.ANTHROPIC_BASE_URL || void 0,
    maxRetries: 0,
    timeout: 10 * 6e4
  });
  const runTask = createAgentTaskRunner({
    client,
    model: options.defaultModel,
    policy: context.policy,
    policyPath: context.policyFile,
    parser: context.parser,
    tools: (policy) => createLocalToolHost({ workspace: context.workspace, policy, env: io.env, sandbox: sandbox.sandbox }),
    sandbox: sandbox.status,
    pricing,
    redactor: createRedactor({ env: io.env }),
    clock: systemClock,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sessionDir: flags["session-dir"] ? resolve(io.cwd, flags["session-dir"]) : defaultSessionDir(io),
    leashVersion: LEASH_VERSION,
    apiKeySource: apiKey ? "ANTHROPIC_API_KEY" : "none",
    onSessionFile: (path, task) => options.onSessionFile(task.id, path)
  });
  return { runTask, pricing, close: async () => void await sandbox.sandbox?.close() };
}
function progressLine(event) {
  const cost = event.costUsd === void 0 ? "" : ` (${formatUsd(event.costUsd)})`;
  const text = event.kind === "turn" && event.detail !== void 0 ? event.detail : `${event.kind}${event.detail === void 0 ? "" : `: ${event.detail}`}`;
  return `[${event.taskId}] ${text}${cost}`;
}
function taskTable(tasks) {
  const rows = [["task", "status", "cost", "turns", "note"]];
  for (const task of tasks) {
    const note = (task.status === "succeeded" && task.envelope !== void 0 ? task.envelope.result : task.reason ?? "").replace(/\s+/g, " ").trim();
    rows.push([
      task.id,
      task.status,
      formatUsd(task.costUsd),
      task.envelope === void 0 ? "-" : String(task.envelope.num_turns),
      note.length > 100 ? `${note.slice(0, 99)}\u2026` : note
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map(
    (row) => row.map((cell, column) => column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])).join("  ").trimEnd()
  );
}
function chainExitCode(envelope) {
  if (envelope.conclusion === "success") return 0;
  return envelope.conclusion === "budget_exhausted" ? EXIT_BUDGET_EXHAUSTED : 1;
}
async function chainCommand(args, io) {
  const { values, positionals } = parseCommand(CHAIN_COMMAND, args);
  if (positionals.length !== 1) throw new UsageError("leash chain takes one chain file: leash chain FILE [--concurrency N] [--ledger PATH] \u2026");
  const format = taskOutputFormat(values["output-format"]);
  const concurrency = values.concurrency === void 0 ? void 0 : parsePositiveInteger("--concurrency", values.concurrency);
  const chain = await loadChainFile(positionals[0], { cwd: io.cwd, ...io.signal ? { signal: io.signal } : {} }).catch(asUsageError);
  let chainId;
  try {
    chainId = chainIdFor(chain, values["chain-id"]);
  } catch (error) {
    throw new UsageError(`--chain-id: ${error.message}`);
  }
  const defaultModel = chain.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const { runTask, close } = await agentTaskRunner(io, values, {
    defaultModel,
    models: chain.tasks.map((task) => ({ id: task.id, model: task.model ?? defaultModel })),
    onSessionFile: (taskId, path) => writeLine(io.stderr, `[${taskId}] session: ${path}`)
  });
  const ledgerPath = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(ledgerPath, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  const budget = [
    chain.budgetUsd === null ? null : `budget ${formatUsd(chain.budgetUsd)}`,
    chain.dailyBudgetUsd === null ? null : `daily ${formatUsd(chain.dailyBudgetUsd)}`,
    chain.monthlyBudgetUsd === null ? null : `monthly ${formatUsd(chain.monthlyBudgetUsd)}`
  ].filter(Boolean).join(", ");
  writeLine(
    io.stderr,
    `leash chain ${chainId}: ${chain.tasks.length} task${chain.tasks.length === 1 ? "" : "s"} from ${chain.source}${budget ? `, ${budget}` : ""}; ledger ${ledgerPath}`
  );
  const envelope = await runChain({
    chain,
    chainId,
    runId: cliRunId(io),
    ledger,
    runTask,
    ...concurrency === void 0 ? {} : { concurrency },
    ...io.signal === void 0 ? {} : { signal: io.signal },
    onProgress: (event) => writeLine(io.stderr, progressLine(event))
  }).finally(close);
  if (format === "json") {
    writeLine(io.stdout, JSON.stringify(envelope));
  } else {
    for (const line of taskTable(envelope.tasks)) writeLine(io.stdout, line);
    const left = envelope.budget.remaining_usd === null ? "" : `, ${formatUsd(envelope.budget.remaining_usd)} left`;
    writeLine(io.stdout);
    writeLine(
      io.stdout,
      `${envelope.conclusion}: chain ${chainId}, ${formatUsd(envelope.total_cost_usd)} spent in this run, ${formatUsd(envelope.budget.spent_usd)} in the chain so far${left}`
    );
  }
  return chainExitCode(envelope);
}

export {
  CHAIN_COMMAND,
  taskOutputFormat,
  asUsageError,
  agentTaskRunner,
  progressLine,
  taskTable,
  chainExitCode,
  chainCommand
};
