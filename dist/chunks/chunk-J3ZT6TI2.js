import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  decisionJson,
  decisionLines
} from "./chunk-HYRTLUAX.js";
import {
  policyContext
} from "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  InputFileError,
  decideBashCommand,
  decidePathAccess,
  readInputFile
} from "./chunk-DNBXAQMH.js";

// src/cli/check.ts
import { createInterface } from "node:readline";

// src/cli/environment-flags.ts
import { resolve } from "node:path";
var VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var ENVIRONMENT_OPTIONS = {
  env: {
    type: "string",
    multiple: true,
    value: "NAME=VALUE",
    description: "decide with this variable set (repeatable); with --env or --env-file, every other variable is unset"
  },
  "env-file": {
    type: "string",
    value: "FILE",
    description: "decide with the variables of FILE set (NAME=VALUE lines, # comments); --env wins over it"
  }
};
async function knownEnvironmentFrom(io, entries, file) {
  if (!file && !entries?.length) return void 0;
  const values = {};
  if (file) {
    let text;
    try {
      text = await readInputFile(resolve(io.cwd, file), { display: file, ...io.signal ? { signal: io.signal } : {} });
    } catch (error) {
      throw new UsageError(`cannot read --env-file ${error instanceof InputFileError ? error.message : `${file}: ${error.message}`}`);
    }
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i].replace(/\r$/, "");
      if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
      const entry = variableEntry(line);
      if (!entry) throw new UsageError(`${file}:${i + 1}:1: expected NAME=VALUE (NAME a shell variable name), found ${JSON.stringify(line)}`);
      values[entry[0]] = entry[1];
    }
  }
  for (const given of entries ?? []) {
    const entry = variableEntry(given);
    if (!entry) throw new UsageError(`--env expects NAME=VALUE (NAME a shell variable name), found ${JSON.stringify(given)}`);
    values[entry[0]] = entry[1];
  }
  return { values };
}
function variableEntry(text) {
  const eq = text.indexOf("=");
  if (eq <= 0) return null;
  const name = text.slice(0, eq);
  return VARIABLE_NAME.test(name) ? [name, text.slice(eq + 1)] : null;
}

// src/cli/check.ts
var CHECK_EXIT = { allow: 0, deny: 3, prompt: 4 };
var WRITE_TOOLS = /* @__PURE__ */ new Set(["write", "edit"]);
var READ_TOOLS = /* @__PURE__ */ new Set(["read", "grep", "glob", "index"]);
var CHECK_COMMAND = {
  name: "check",
  summary: "decide one bash command (exit 0 allow, 3 deny, 4 needs approval), or JSON lines from stdin",
  usage: [
    "[--policy FILE] [--cwd DIR] [--json] [--sandbox] [--env NAME=VALUE]... [--env-file FILE] -- COMMAND",
    "[--policy FILE] [--cwd DIR] [--sandbox] [--env NAME=VALUE]... [--env-file FILE] --jsonl"
  ],
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
    },
    ...ENVIRONMENT_OPTIONS
  },
  notes: ["Exit 0 allowed, 3 denied, 4 needs approval, 2 bad usage or bad policy (or a bad --jsonl line)."]
};
async function checkCommand(args, io) {
  const { values, positionals } = parseCommand(CHECK_COMMAND, args);
  if (values.jsonl) {
    if (positionals.length > 0) throw new UsageError("leash check --jsonl reads commands from stdin; give no command after --");
    const environment2 = await knownEnvironmentFrom(io, values.env, values["env-file"]);
    const context2 = await policyContext(io, values.policy, values.cwd);
    return checkLines(context2, io, { sandbox: values.sandbox, ...environment2 ? { environment: environment2 } : {} });
  }
  if (positionals.length === 0) throw new UsageError("leash check needs a command: leash check --policy FILE -- COMMAND");
  const command = positionals.join(" ");
  const environment = await knownEnvironmentFrom(io, values.env, values["env-file"]);
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command, { sandbox: values.sandbox, ...environment ? { environment } : {} });
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
  if ("cmd" in record && ("path" in record || "tool" in record)) {
    return { ...id, error: `stdin:${number}: a line holds "cmd" or "tool" and "path", not both`, line: number };
  }
  if (typeof record.cmd === "string") {
    const decision = decideBashCommand(context.policy, context.parser, record.cmd, options);
    return { ...id, cmd: record.cmd, ...decisionJson(decision) };
  }
  if (typeof record.tool === "string" && typeof record.path === "string") {
    const tool = WRITE_TOOLS.has(record.tool) ? "write" : READ_TOOLS.has(record.tool) ? "read" : void 0;
    if (!tool) return { ...id, error: `stdin:${number}: unknown tool "${record.tool}"; expected write, edit, read, grep, glob or index`, line: number };
    if (record.path === "") return { ...id, error: `stdin:${number}: "path" is empty; expected the path the ${record.tool} tool is given`, line: number };
    const decision = decidePathAccess(context.policy, tool, record.path);
    return { ...id, tool: record.tool, path: record.path, ...decisionJson(decision) };
  }
  return { ...id, error: `stdin:${number}: expected "cmd" (a string), or "tool" and "path"`, line: number };
}

export {
  ENVIRONMENT_OPTIONS,
  knownEnvironmentFrom,
  CHECK_EXIT,
  CHECK_COMMAND,
  checkCommand
};
