import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  homeFrom
} from "./chunk-FZZNL6TZ.js";
import {
  HelpRequest,
  UsageError,
  groupHelp,
  parseCommand,
  unknownCommandMessage,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  FileLedgerStore,
  formatBudgetStatus,
  openReservations,
  refusedRunEnvelope,
  remaining,
  runWithLedger,
  spendByWindow
} from "./chunk-Q6H2KOSY.js";

// src/cli/budget.ts
import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";

// src/cli/flags.ts
function parsePositiveInteger(flag, value) {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new UsageError(`${flag} must be a whole number of at least 1, not "${value}"`);
  }
  return number;
}
function parsePositiveNumber(flag, value) {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number <= 0) throw new UsageError(`${flag} must be a number above 0, not "${value}"`);
  return number;
}
var UNITS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDuration(flag, value) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value.trim());
  const amount = match ? Number(match[1]) * UNITS[match[2] ?? "s"] : NaN;
  if (!match || !Number.isFinite(amount) || amount <= 0) {
    throw new UsageError(`${flag} must be a duration like 90, 90s, 5m or 1h, not "${value}"`);
  }
  return Math.round(amount);
}

// src/cli/budget.ts
var EXIT_BUDGET_EXHAUSTED = 5;
function defaultLedgerPath(io) {
  if (io.env.LEASH_LEDGER) return resolve(io.cwd, io.env.LEASH_LEDGER);
  const state = io.env.XDG_STATE_HOME || join(homeFrom(io), ".local", "state");
  return join(state, "leash", "ledger.jsonl");
}
function ledgerPathFrom(io, flag) {
  return flag ? resolve(io.cwd, flag) : defaultLedgerPath(io);
}
function cliRunId(io) {
  if (io.env.GITHUB_RUN_ID) return `${io.env.GITHUB_RUN_ID}-${io.env.GITHUB_RUN_ATTEMPT || "1"}`;
  return `local-${randomUUID().slice(0, 8)}`;
}
function capsFrom(values) {
  const caps = {};
  if (values["daily-budget-usd"] !== void 0) caps.daily_usd = parsePositiveNumber("--daily-budget-usd", values["daily-budget-usd"]);
  if (values["monthly-budget-usd"] !== void 0) caps.monthly_usd = parsePositiveNumber("--monthly-budget-usd", values["monthly-budget-usd"]);
  return caps;
}
function runLedgerFlags(values, limits, io) {
  const caps = capsFrom(values);
  if (values.ledger === void 0) {
    if (caps.daily_usd !== void 0 || caps.monthly_usd !== void 0) {
      throw new UsageError("--daily-budget-usd and --monthly-budget-usd are checked against a ledger; give --ledger PATH too");
    }
    return null;
  }
  if (limits.maxBudgetUsd === null) {
    throw new UsageError("--ledger needs --max-budget-usd: the run reserves its cap in the ledger before it starts");
  }
  return { path: resolve(io.cwd, values.ledger), caps, capUsd: limits.maxBudgetUsd };
}
async function runOnLedger(flags, run, format, io, report) {
  const ledger = new FileLedgerStore(flags.path, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  const outcome = await runWithLedger({ ledger, runId: cliRunId(io), capUsd: flags.capUsd, caps: flags.caps, note: "leash run" }, run);
  if (!outcome.ok) {
    const envelope = refusedRunEnvelope(outcome.reason, /* @__PURE__ */ new Date());
    if (format === "text") writeLine(io.stderr, `leash: error_max_budget_usd: not started: ${outcome.reason} (ledger ${flags.path})`);
    else writeLine(io.stdout, JSON.stringify(envelope));
    return 1;
  }
  if (outcome.settleError !== void 0) {
    writeLine(
      io.stderr,
      `leash: warning: could not settle reservation ${outcome.reservationId} in ${flags.path}; it stays counted at the full cap: ${outcome.settleError}`
    );
  }
  return report(outcome.result, format, io);
}
var BUDGET_STATUS_COMMAND = {
  name: "budget status",
  summary: "spend per window and open reservations in a ledger",
  usage: ["[flags]"],
  options: {
    ledger: { type: "string", value: "PATH", description: "the spend ledger (default LEASH_LEDGER, else ~/.local/state/leash/ledger.jsonl)" },
    "daily-budget-usd": { type: "string", value: "USD", description: "show what is left of this daily cap" },
    "monthly-budget-usd": { type: "string", value: "USD", description: "show what is left of this monthly cap" },
    "chain-budget-usd": { type: "string", value: "USD", description: "show what is left of this cap for each chain" },
    json: { type: "boolean", default: false, description: "print one JSON object" }
  }
};
var BUDGET_COMMANDS = [BUDGET_STATUS_COMMAND];
var BUDGET_SUMMARY = "what a spend ledger holds";
async function budgetCommand(args, io) {
  const [sub, ...rest] = args;
  if (sub === void 0 || sub === "--help" || sub === "-h") {
    if (sub === void 0) throw new UsageError("leash budget needs a command: status (leash budget --help)");
    throw new HelpRequest(groupHelp("budget", BUDGET_SUMMARY, BUDGET_COMMANDS));
  }
  if (sub !== "status") throw new UsageError(unknownCommandMessage(sub, ["status"], "leash budget"));
  const { values, positionals } = parseCommand(BUDGET_STATUS_COMMAND, rest);
  if (positionals.length > 0) throw new UsageError("leash budget status takes no positional arguments");
  const caps = capsFrom(values);
  if (values["chain-budget-usd"] !== void 0) caps.chain_usd = parsePositiveNumber("--chain-budget-usd", values["chain-budget-usd"]);
  const path = ledgerPathFrom(io, values.ledger);
  const ledger = new FileLedgerStore(path, { onWarning: (message) => writeLine(io.stderr, `leash: warning: ${message}`) });
  const records = await ledger.read();
  const now = /* @__PURE__ */ new Date();
  if (!values.json) {
    writeLine(io.stdout, `Ledger ${path}`);
    io.stdout.write(formatBudgetStatus(records, now, caps));
    return 0;
  }
  const spend = spendByWindow(records, now);
  const left = (cap, totals) => cap === void 0 ? null : remaining(cap, totals);
  writeLine(
    io.stdout,
    JSON.stringify({
      ledger: path,
      time: now.toISOString(),
      today: { day: spend.today.day, ...spend.today.totals, cap_usd: caps.daily_usd ?? null, remaining_usd: left(caps.daily_usd, spend.today.totals) },
      month: { month: spend.month.month, ...spend.month.totals, cap_usd: caps.monthly_usd ?? null, remaining_usd: left(caps.monthly_usd, spend.month.totals) },
      chains: spend.chains.map((chain) => ({
        chain_id: chain.chain_id,
        ...chain.totals,
        cap_usd: caps.chain_usd ?? null,
        remaining_usd: left(caps.chain_usd, chain.totals)
      })),
      all: spend.all,
      open_reservations: openReservations(records).map((reservation) => ({
        ...reservation.record,
        age_ms: now.getTime() - Date.parse(reservation.record.time)
      }))
    })
  );
  return 0;
}

export {
  parsePositiveInteger,
  parsePositiveNumber,
  parseDuration,
  EXIT_BUDGET_EXHAUSTED,
  defaultLedgerPath,
  ledgerPathFrom,
  cliRunId,
  capsFrom,
  runLedgerFlags,
  runOnLedger,
  BUDGET_STATUS_COMMAND,
  BUDGET_COMMANDS,
  budgetCommand
};
