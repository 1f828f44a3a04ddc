import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  LEASH_VERSION
} from "./chunk-JCTJSGY6.js";
import {
  HelpRequest,
  UsageError,
  unknownCommandMessage,
  writeLine
} from "./chunk-XRGLNYXW.js";
import "./chunk-3ZMGYK5L.js";
import {
  PolicyError
} from "./chunk-DNBXAQMH.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";

// src/cli/main.ts
var COMMANDS = {
  demo: { summary: "a whole scripted task, offline (no API key needed)", load: async () => (await import("./demo-VLKBD5KS.js")).demoCommand },
  run: {
    summary: "one headless task, from prompt to result envelope (exit 0 success, 1 any error, 2 bad usage)",
    load: async () => (await import("./run-AADYU2SQ.js")).runCommand
  },
  approvals: {
    summary: "what a session left for a person to approve, and how to approve it",
    load: async () => (await import("./approvals-KDBQMPYL.js")).approvalsCommand
  },
  report: { summary: "a session as a self-contained HTML page (or the job summary's markdown)", load: async () => (await import("./report-L536SG23.js")).reportCommand },
  chain: {
    summary: "a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)",
    load: async () => (await import("./chain-OEOBFIHH.js")).chainCommand
  },
  grind: {
    summary: "one task at a time from a queue while the day's budget lasts (0 queue empty, 5 budget exhausted, 1 failure)",
    load: async () => (await import("./grind-PWHURGGQ.js")).grindCommand
  },
  budget: { summary: "what a spend ledger holds: leash budget status", load: async () => (await import("./budget-3I7CITY7.js")).budgetCommand },
  "merge-envelopes": {
    summary: "add the envelopes of a matrix's shards into one (0 success, 1 failure, 5 budget exhausted)",
    load: async () => (await import("./merge-JX73KWUS.js")).mergeEnvelopesCommand
  },
  check: {
    summary: "decide one bash command (exit 0 allow, 3 deny, 4 needs approval), or JSON lines from stdin",
    load: async () => (await import("./check-Q6IWBYWN.js")).checkCommand
  },
  explain: {
    summary: "the decision on one bash command, for a person: each scope and the rule that decided it",
    load: async () => (await import("./explain-WJIPJZ7G.js")).explainCommand
  },
  policy: { summary: "test, lint or start a policy file: leash policy test|lint|init", load: async () => (await import("./policy-commands-H2WZ24KV.js")).policyCommand }
};
function usage() {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  return [
    "leash: run coding agents headless in CI on a short leash",
    "",
    "Usage: leash COMMAND [flags]",
    "",
    "Commands:",
    ...Object.entries(COMMANDS).map(([name, entry]) => `  ${name.padEnd(width)}${entry.summary}`),
    "",
    "Run leash COMMAND --help (or leash help COMMAND) for its flags; leash --version prints the version.",
    ""
  ].join("\n");
}
async function runCli(argv, io) {
  let [verb, ...rest] = argv;
  if (verb === "--version" || verb === "-v") {
    writeLine(io.stdout, LEASH_VERSION);
    return 0;
  }
  if (verb === "help" && rest.length > 0) [verb, ...rest] = [rest[0], "--help"];
  if (!verb || verb === "--help" || verb === "-h" || verb === "help") {
    (verb ? io.stdout : io.stderr).write(usage());
    return verb ? 0 : 2;
  }
  const entry = Object.hasOwn(COMMANDS, verb) ? COMMANDS[verb] : void 0;
  try {
    if (!entry)
      throw new UsageError(
        verb.startsWith("-") ? `unknown flag ${verb}; flags go after the command (leash --help lists the commands)` : unknownCommandMessage(verb, Object.keys(COMMANDS), "leash")
      );
    const command = await entry.load();
    return await command(rest, io);
  } catch (error) {
    if (error instanceof HelpRequest) {
      io.stdout.write(error.text);
      return 0;
    }
    if (error instanceof PolicyError || error instanceof UsageError || isUserMistake(error)) {
      writeLine(io.stderr, `leash: ${error instanceof UsageError ? oneLine(error.message) : error.message}`);
      return 2;
    }
    writeLine(
      io.stderr,
      `leash: internal error: ${error instanceof Error ? error.message : String(error)}${io.env.LEASH_DEBUG ? `
${error.stack ?? ""}` : " (set LEASH_DEBUG=1 for details)"}`
    );
    return 1;
  }
}
function oneLine(message) {
  return message.replace(/\s*\n\s*/g, " ");
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
  COMMANDS,
  runCli,
  usage
};
