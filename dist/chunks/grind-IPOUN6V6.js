import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-NP54H3JU.js";
import {
  DEFAULT_MODEL
} from "./chunk-LIFMHNDO.js";
import "./chunk-JLONNOQR.js";
import {
  EXIT_BUDGET_EXHAUSTED,
  capsFrom,
  cliRunId,
  ledgerPathFrom,
  parsePositiveInteger,
  parsePositiveNumber
} from "./chunk-LT4PUJ6Y.js";
import {
  FileLedgerStore,
  FileQueue,
  formatUsd,
  runGrind
} from "./chunk-QBHO7XI4.js";
import "./chunk-PZ45DCWX.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-O7KM4RQM.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-TDGH4ZBN.js";
import "./chunk-4DQCF5TI.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-RBMSRWKV.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";

// src/cli/grind.ts
import { parseArgs } from "node:util";
var GRIND_OPTIONS = {
  queue: { type: "string" },
  "daily-budget-usd": { type: "string" },
  "monthly-budget-usd": { type: "string" },
  "task-budget-usd": { type: "string" },
  "max-tasks": { type: "string" },
  "max-turns": { type: "string" },
  model: { type: "string" },
  ledger: { type: "string" },
  "output-format": { type: "string", default: "text" },
  "session-dir": { type: "string" },
  policy: { type: "string" },
  cwd: { type: "string" },
  prices: { type: "string" }
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
  const { values, positionals } = parseArgs({ args, options: GRIND_OPTIONS, allowPositionals: false });
  if (positionals.length > 0) throw new UsageError("leash grind takes no positional arguments; name the queue with --queue FILE");
  if (values.queue === void 0) throw new UsageError("leash grind needs --queue FILE (a YAML list or JSON lines of {id, prompt, ...})");
  if (values["daily-budget-usd"] === void 0) throw new UsageError("leash grind needs --daily-budget-usd X: the most a UTC day of grinding may spend");
  const format = taskOutputFormat(values["output-format"]);
  const caps = capsFrom(values);
  const dailyBudgetUsd = caps.daily_usd;
  const maxTasks = values["max-tasks"] === void 0 ? void 0 : parsePositiveInteger("--max-tasks", values["max-tasks"]);
  const maxTurns = values["max-turns"] === void 0 ? void 0 : parsePositiveInteger("--max-turns", values["max-turns"]);
  const taskBudget = values["task-budget-usd"] === void 0 ? void 0 : parsePositiveNumber("--task-budget-usd", values["task-budget-usd"]);
  const queue = await FileQueue.open(values.queue, { cwd: io.cwd }).catch(asUsageError);
  const uncapped = queue.tasks.find((task) => task.capUsd === void 0);
  if (taskBudget === void 0 && uncapped !== void 0) {
    throw new UsageError(`${queue.source}:${queue.lines.get(uncapped.id) ?? 1}: task "${uncapped.id}" has no budget_usd, and --task-budget-usd is not given; every task needs a cap`);
  }
  const defaultModel = values.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const { runTask } = await agentTaskRunner(io, values, {
    defaultModel,
    models: queue.tasks.map((task) => ({ id: task.id, model: task.model ?? defaultModel })),
    limits: maxTurns === void 0 ? {} : { maxTurns },
    onSessionFile: (taskId, path) => writeLine(io.stderr, `[${taskId}] session: ${path}`)
  });
  const ledgerPath = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(ledgerPath, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  writeLine(io.stderr, `leash grind: ${queue.describe()}, daily budget ${formatUsd(dailyBudgetUsd)}${caps.monthly_usd === void 0 ? "" : `, monthly ${formatUsd(caps.monthly_usd)}`}; ledger ${ledgerPath}`);
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
  });
  if (format === "json") {
    writeLine(io.stdout, JSON.stringify(envelope));
  } else {
    if (envelope.tasks.length > 0) for (const line of taskTable(envelope.tasks)) writeLine(io.stdout, line);
    writeLine(io.stdout);
    writeLine(io.stdout, `${envelope.conclusion}: ${formatUsd(envelope.total_cost_usd)} spent in this run; today ${formatUsd(envelope.budget.spent_today_usd)} of ${formatUsd(envelope.budget.daily_usd)}, ${formatUsd(envelope.budget.remaining_usd)} left; ${queue.describe()}`);
  }
  return grindExitCode(envelope);
}
export {
  grindCommand,
  grindExitCode
};
