import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-CVA27CKF.js";
import {
  DEFAULT_MODEL
} from "./chunk-SR2MITGZ.js";
import "./chunk-JCTJSGY6.js";
import {
  EXIT_BUDGET_EXHAUSTED,
  capsFrom,
  cliRunId,
  ledgerPathFrom,
  parsePositiveInteger,
  parsePositiveNumber
} from "./chunk-IZTVNCXH.js";
import "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  FileLedgerStore,
  FileQueue,
  formatUsd,
  runGrind
} from "./chunk-Q6H2KOSY.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-MTESLMID.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/cli/grind.ts
var GRIND_COMMAND = {
  name: "grind",
  summary: "one task at a time from a queue while the day's budget lasts (0 queue empty, 5 budget exhausted, 1 failure)",
  usage: ["--queue FILE --daily-budget-usd USD [flags]"],
  options: {
    queue: { type: "string", value: "FILE", description: "the queue: a YAML list or JSON lines of {id, prompt, ...}" },
    "daily-budget-usd": { type: "string", value: "USD", description: "the most a UTC day of grinding may spend" },
    "monthly-budget-usd": { type: "string", value: "USD", description: "the most a UTC month may spend" },
    "task-budget-usd": { type: "string", value: "USD", description: "the cap of a task that has no budget_usd of its own" },
    "max-tasks": { type: "string", value: "N", description: "stop after N tasks" },
    "max-turns": { type: "string", value: "N", description: "the turn limit of each task" },
    model: { type: "string", value: "MODEL", description: "the model of a task that names none (default LEASH_MODEL, else the built-in default)" },
    ledger: { type: "string", value: "PATH", description: "the spend ledger (default LEASH_LEDGER, else ~/.local/state/leash/ledger.jsonl)" },
    "output-format": { type: "string", value: "FORMAT", default: "text", description: "text (a table) or json (the grind envelope)" },
    "session-dir": { type: "string", value: "DIR", description: "where session files go" },
    policy: { type: "string", value: "FILE", description: "the policy; without it .github/leash.yml in the workspace, else only the built-in rules" },
    cwd: { type: "string", value: "DIR", description: "the workspace (default GITHUB_WORKSPACE, else the current directory)" },
    prices: { type: "string", value: "FILE", description: "a price table to use instead of the built-in one (or LEASH_PRICES)" },
    sandbox: {
      type: "string",
      value: "MODE",
      description: "required, auto (the default) or off: run the tasks' commands inside the OS sandbox made from the policy"
    }
  },
  notes: ["Exit 0 when the queue is empty (or --max-tasks ran), 5 when the budget cannot cover the next task, 1 on a failed task, 2 on bad usage."]
};
function grindExitCode(envelope) {
  switch (envelope.conclusion) {
    case "queue_empty":
      return 0;
    case "budget_exhausted":
      return EXIT_BUDGET_EXHAUSTED;
    case "stopped":
      return envelope.is_error ? 1 : 0;
    case "failure":
      return 1;
  }
}
async function grindCommand(args, io) {
  const { values, positionals } = parseCommand(GRIND_COMMAND, args);
  if (positionals.length > 0) throw new UsageError("leash grind takes no positional arguments; name the queue with --queue FILE");
  if (values.queue === void 0) throw new UsageError("leash grind needs --queue FILE (a YAML list or JSON lines of {id, prompt, ...})");
  if (values["daily-budget-usd"] === void 0) throw new UsageError("leash grind needs --daily-budget-usd X: the most a UTC day of grinding may spend");
  const format = taskOutputFormat(values["output-format"]);
  const caps = capsFrom(values);
  const dailyBudgetUsd = caps.daily_usd;
  const maxTasks = values["max-tasks"] === void 0 ? void 0 : parsePositiveInteger("--max-tasks", values["max-tasks"]);
  const maxTurns = values["max-turns"] === void 0 ? void 0 : parsePositiveInteger("--max-turns", values["max-turns"]);
  const taskBudget = values["task-budget-usd"] === void 0 ? void 0 : parsePositiveNumber("--task-budget-usd", values["task-budget-usd"]);
  const queue = await FileQueue.open(values.queue, { cwd: io.cwd, ...io.signal ? { signal: io.signal } : {} }).catch(asUsageError);
  const uncapped = queue.tasks.find((task) => task.capUsd === void 0);
  if (taskBudget === void 0 && uncapped !== void 0) {
    throw new UsageError(
      `${queue.source}:${queue.lines.get(uncapped.id) ?? 1}: task "${uncapped.id}" has no budget_usd, and --task-budget-usd is not given; every task needs a cap`
    );
  }
  const defaultModel = values.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const { runTask, close } = await agentTaskRunner(io, values, {
    defaultModel,
    models: queue.tasks.map((task) => ({ id: task.id, model: task.model ?? defaultModel })),
    limits: maxTurns === void 0 ? {} : { maxTurns },
    onSessionFile: (taskId, path) => writeLine(io.stderr, `[${taskId}] session: ${path}`)
  });
  const ledgerPath = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(ledgerPath, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  writeLine(
    io.stderr,
    `leash grind: ${queue.describe()}, daily budget ${formatUsd(dailyBudgetUsd)}${caps.monthly_usd === void 0 ? "" : `, monthly ${formatUsd(caps.monthly_usd)}`}; ledger ${ledgerPath}`
  );
  const envelope = await runGrind({
    queue,
    dailyBudgetUsd,
    ...caps.monthly_usd === void 0 ? {} : { monthlyBudgetUsd: caps.monthly_usd },
    taskCapUsd: taskBudget ?? dailyBudgetUsd,
    ledger,
    runTask,
    runId: cliRunId(io),
    ...io.signal === void 0 ? {} : { signal: io.signal },
    ...maxTasks === void 0 ? {} : { maxTasks },
    onProgress: (event) => writeLine(io.stderr, progressLine(event))
  }).finally(close);
  if (format === "json") {
    writeLine(io.stdout, JSON.stringify(envelope));
  } else {
    if (envelope.tasks.length > 0) for (const line of taskTable(envelope.tasks)) writeLine(io.stdout, line);
    writeLine(io.stdout);
    writeLine(
      io.stdout,
      `${envelope.conclusion}: ${formatUsd(envelope.total_cost_usd)} spent in this run; today ${formatUsd(envelope.budget.spent_today_usd)} of ${formatUsd(envelope.budget.daily_usd)}, ${formatUsd(envelope.budget.remaining_usd)} left; ${queue.describe()}`
    );
  }
  return grindExitCode(envelope);
}
export {
  GRIND_COMMAND,
  grindCommand,
  grindExitCode
};
