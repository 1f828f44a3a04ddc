import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  decisionJson,
  decisionLines
} from "./chunk-4YLMHI4Z.js";
import {
  policyContext
} from "./chunk-4DQCF5TI.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import {
  decideBashCommand,
  decidePathAccess
} from "./chunk-RBMSRWKV.js";

// src/cli/check.ts
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
var CHECK_EXIT = { allow: 0, deny: 3, prompt: 4 };
var WRITE_TOOLS = /* @__PURE__ */ new Set(["write", "edit"]);
var READ_TOOLS = /* @__PURE__ */ new Set(["read", "grep", "glob", "index"]);
async function checkCommand(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      policy: { type: "string" },
      cwd: { type: "string" },
      json: { type: "boolean", default: false },
      jsonl: { type: "boolean", default: false }
    },
    allowPositionals: true
  });
  if (values.jsonl) {
    if (positionals.length > 0) throw new UsageError("leash check --jsonl reads commands from stdin; give no command after --");
    const context2 = await policyContext(io, values.policy, values.cwd);
    return checkLines(context2, io);
  }
  if (positionals.length === 0) throw new UsageError("leash check needs a command: leash check --policy FILE -- COMMAND");
  const command = positionals.join(" ");
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command);
  if (values.json) writeLine(io.stdout, JSON.stringify({ cmd: command, ...decisionJson(decision) }));
  else for (const line of decisionLines(command, decision)) writeLine(io.stdout, line);
  return CHECK_EXIT[decision.decision];
}
async function checkLines(context, io) {
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  let number = 0;
  let bad = 0;
  for await (const line of lines) {
    number++;
    if (line.trim() === "") continue;
    const answer = checkLine(context, line, number);
    if ("error" in answer) bad++;
    writeLine(io.stdout, JSON.stringify(answer));
  }
  return bad > 0 ? 2 : 0;
}
function checkLine(context, line, number) {
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
    const decision = decideBashCommand(context.policy, context.parser, record.cmd);
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
  checkCommand
};
