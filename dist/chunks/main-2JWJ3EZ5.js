import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  LEASH_VERSION
} from "./chunk-JLONNOQR.js";
import "./chunk-XXTIPGWD.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import {
  PolicyError
} from "./chunk-G2SYH7FZ.js";
import "./chunk-MYU7RW7P.js";

// src/cli/main.ts
var USAGE = `leash \u2014 run coding agents headless in CI on a short leash

Usage:
  leash demo                                                  a whole scripted task, offline (no API key needed)
  leash run --prompt TEXT | --prompt-file F [--policy FILE] [--model M] [--max-turns N]
            [--max-budget-usd X] [--timeout 10m] [--output-format text|json|stream-json]
            [--session-dir DIR] [--resume SESSION] [--cwd DIR]      one headless task (exit 0 success, 1 error)
  leash run --resume SESSION --approve all|ID[,ID\u2026] [--approved-by WHO]   continue a session with held-back calls approved
  leash approvals SESSION [--json]                            what a session left for a person to approve
  leash report SESSION [--output FILE|-] [--format html|markdown]   a session as a self-contained HTML page (or summary markdown)
  leash run \u2026 --max-budget-usd X --ledger PATH [--daily-budget-usd X] [--monthly-budget-usd X]
                                                              reserve the run's cap in a spend ledger first (refused: exit 1)
  leash chain FILE [--concurrency N] [--ledger PATH] [--output-format text|json] [--session-dir DIR]
            [--policy FILE] [--cwd DIR] [--chain-id ID]       a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)
  leash grind --queue FILE --daily-budget-usd X [--task-budget-usd Y] [--monthly-budget-usd Z]
            [--max-tasks N] [--ledger PATH] [--output-format text|json] \u2026   one task at a time while the day's budget lasts (0 queue empty, 5 budget exhausted, 1 failure)
  leash budget status [--ledger PATH] [--daily-budget-usd X] [--monthly-budget-usd X] [--json]   spend per window and open reservations
  leash merge-envelopes FILE\u2026 [--output FILE] [--summary FILE]   add the envelopes of a matrix's shards into one (0 success, 1 failure, 5 budget exhausted)
  leash check --policy FILE [--cwd DIR] [--json] -- COMMAND   decide one bash command (exit 0 allow, 3 deny, 4 needs approval)
  leash check --policy FILE [--cwd DIR] --jsonl               decide JSON lines from stdin
  leash explain --policy FILE [--cwd DIR] -- COMMAND          the decision, for a person
  leash policy test FILE                                      run a policy's self-tests
  leash policy lint FILE                                      warn about patterns that do not mean what they seem
  leash policy init [FILE]                                    write a starter policy (default .github/leash.yml)
`;
var COMMANDS = {
  check: async () => (await import("./check-2C5DL2BY.js")).checkCommand,
  explain: async () => (await import("./explain-XB57DHFJ.js")).explainCommand,
  policy: async () => (await import("./policy-commands-7SPU5JXA.js")).policyCommand,
  run: async () => (await import("./run-IURPY3ZF.js")).runCommand,
  demo: async () => (await import("./demo-NQE7GDSP.js")).demoCommand,
  approvals: async () => (await import("./approvals-MKVI725P.js")).approvalsCommand,
  chain: async () => (await import("./chain-3WSNXEXQ.js")).chainCommand,
  grind: async () => (await import("./grind-IPOUN6V6.js")).grindCommand,
  budget: async () => (await import("./budget-LKPYTLEV.js")).budgetCommand,
  "merge-envelopes": async () => (await import("./merge-OD3SUAAV.js")).mergeEnvelopesCommand,
  report: async () => (await import("./report-M6UN4IOV.js")).reportCommand
};
async function runCli(argv, io) {
  const [verb, ...rest] = argv;
  if (verb === "--version" || verb === "-v") {
    writeLine(io.stdout, LEASH_VERSION);
    return 0;
  }
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    io.stdout.write(USAGE);
    return verb ? 0 : 2;
  }
  const load = Object.hasOwn(COMMANDS, verb) ? COMMANDS[verb] : void 0;
  try {
    if (!load) throw new UsageError(`unknown command "${verb}"; run leash --help`);
    const command = await load();
    return await command(rest, io);
  } catch (error) {
    if (error instanceof PolicyError || error instanceof UsageError || isUserMistake(error)) {
      writeLine(io.stderr, `leash: ${error.message}`);
      return 2;
    }
    if (error instanceof Error && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      writeLine(io.stderr, `leash ${verb}: ${error.message}`);
      return 2;
    }
    writeLine(io.stderr, `leash: internal error: ${error instanceof Error ? error.message : String(error)}${io.env.LEASH_DEBUG ? `
${error.stack ?? ""}` : " (set LEASH_DEBUG=1 for details)"}`);
    return 1;
  }
}
var USER_MISTAKES = /* @__PURE__ */ new Set([
  "UnknownModelPriceError",
  "PriceFileError",
  "PriceFileReadError",
  "SessionFileError",
  "ResumeError",
  "ApprovalError",
  "LedgerError",
  "BudgetFileError",
  "ChainFileError",
  "QueueFileError",
  "ToolLimitsError",
  "McpConfigError"
]);
function isUserMistake(error) {
  return error instanceof Error && (USER_MISTAKES.has(error.name) || USER_MISTAKES.has(error.constructor.name));
}
export {
  USAGE,
  runCli
};
