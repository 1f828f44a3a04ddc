import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  decisionJson,
  decisionLines
} from "./chunk-HYRTLUAX.js";
import {
  policyContext
} from "./chunk-F7ENACBJ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-6W3REWGX.js";
import {
  decideBashCommand,
  decidePathAccess
} from "./chunk-NDSPGFOO.js";

// src/cli/check.ts
import { createInterface } from "node:readline";
var CHECK_EXIT = { allow: 0, deny: 3, prompt: 4 };
var WRITE_TOOLS = /* @__PURE__ */ new Set(["write", "edit"]);
var READ_TOOLS = /* @__PURE__ */ new Set(["read", "grep", "glob", "index"]);
var CHECK_COMMAND = {
  name: "check",
  summary: "decide one bash command (exit 0 allow, 3 deny, 4 needs approval), or JSON lines from stdin",
  usage: ["[--policy FILE] [--cwd DIR] [--json] [--sandbox] -- COMMAND", "[--policy FILE] [--cwd DIR] [--sandbox] --jsonl"],
  options: {
    policy: { type: "string", value: "FILE", description: "the policy; without it .github/leash.yml in the workspace, else only the built-in rules" },
    cwd: { type: "string", value: "DIR", description: "the workspace (default GITHUB_WORKSPACE, else the current directory)" },
    json: { type: "boolean", default: false, description: "print the decision as one JSON object" },
    jsonl: {
      type: "boolean",
      default: false,
      description: 'read {"cmd": "..."} or {"tool": "write", "path": "..."} lines on stdin, write one decision per line'
    },
    // Decide as the agent loop does when its commands run in the sandbox (docs/policy.md).
    sandbox: {
      type: "boolean",
      default: false,
      description: "decide as the agent loop does when commands run in the OS sandbox: paths not known before they run are left to it"
    }
  },
  notes: ["Exit 0 allowed, 3 denied, 4 needs approval, 2 bad usage or bad policy (or a bad --jsonl line)."]
};
async function checkCommand(args, io) {
  const { values, positionals } = parseCommand(CHECK_COMMAND, args);
  if (values.jsonl) {
    if (positionals.length > 0) throw new UsageError("leash check --jsonl reads commands from stdin; give no command after --");
    const context2 = await policyContext(io, values.policy, values.cwd);
    return checkLines(context2, io, { sandbox: values.sandbox });
  }
  if (positionals.length === 0) throw new UsageError("leash check needs a command: leash check --policy FILE -- COMMAND");
  const command = positionals.join(" ");
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command, { sandbox: values.sandbox });
  if (values.json) writeLine(io.stdout, JSON.stringify({ cmd: command, ...decisionJson(decision) }));
  else for (const line of decisionLines(command, decision)) writeLine(io.stdout, line);
  return CHECK_EXIT[decision.decision];
}
async function checkLines(context, io, options) {
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  let number = 0;
  let bad = 0;
  for await (const line of lines) {
    number++;
    if (line.trim() === "") continue;
    const answer = checkLine(context, line, number, options);
    if ("error" in answer) bad++;
    writeLine(io.stdout, JSON.stringify(answer));
  }
  return bad > 0 ? 2 : 0;
}
function checkLine(context, line, number, options) {
  let input;
  try {
    input = JSON.parse(line);
  } catch (error) {
    return { error: `stdin:${number}: not JSON: ${error.message}`, line: number };
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { error: `stdin:${number}: expected an object like {"cmd": "..."} or {"tool": "write", "path": "..."}`, line: number };
  }
  const record = input;
  const id = "id" in record ? { id: record.id } : {};
  if (typeof record.cmd === "string") {
    const decision = decideBashCommand(context.policy, context.parser, record.cmd, options);
    return { ...id, cmd: record.cmd, ...decisionJson(decision) };
  }
  if (typeof record.tool === "string" && typeof record.path === "string") {
    const tool = WRITE_TOOLS.has(record.tool) ? "write" : READ_TOOLS.has(record.tool) ? "read" : void 0;
    if (!tool) return { ...id, error: `stdin:${number}: unknown tool "${record.tool}"; expected write, edit, read, grep, glob or index`, line: number };
    const decision = decidePathAccess(context.policy, tool, record.path);
    return { ...id, tool: record.tool, path: record.path, ...decisionJson(decision) };
  }
  return { ...id, error: `stdin:${number}: expected "cmd" (a string), or "tool" and "path"`, line: number };
}

export {
  CHECK_EXIT,
  CHECK_COMMAND,
  checkCommand
};
