import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DECISION_WORDS
} from "./chunk-HYRTLUAX.js";
import {
  DEFAULT_POLICY_FILE,
  policyContext
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
  STARTER_POLICY,
  decideSelfTest,
  lintPolicy,
  selfTestSubject
} from "./chunk-DNBXAQMH.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";

// src/cli/policy-commands.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
var CWD_OPTION = {
  type: "string",
  value: "DIR",
  description: "the workspace the policy's paths resolve in (default GITHUB_WORKSPACE, else the current directory)"
};
var POLICY_TEST_COMMAND = {
  name: "policy test",
  summary: "run a policy's self-tests (exit 0 all pass, 2 a test fails or the policy does not load)",
  usage: ["FILE [--cwd DIR]"],
  options: { cwd: CWD_OPTION }
};
var POLICY_LINT_COMMAND = {
  name: "policy lint",
  summary: "warn about patterns that do not mean what they seem (exit 0 clean, 1 warnings, 2 does not load)",
  usage: ["FILE [--cwd DIR]"],
  options: { cwd: CWD_OPTION }
};
var POLICY_INIT_COMMAND = {
  name: "policy init",
  summary: "write a starter policy of read-only commands with self-tests (default .github/leash.yml)",
  usage: ["[FILE] [--force]"],
  options: { force: { type: "boolean", default: false, description: "replace the file if it exists" } }
};
var POLICY_COMMANDS = [POLICY_TEST_COMMAND, POLICY_LINT_COMMAND, POLICY_INIT_COMMAND];
var POLICY_SUMMARY = "test, lint or start a policy file";
async function policyCommand(args, io) {
  const [verb, ...rest] = args;
  switch (verb) {
    case "test":
      return policyTest(rest, io);
    case "lint":
      return policyLint(rest, io);
    case "init":
      return policyInit(rest, io);
    case "--help":
    case "-h":
      throw new HelpRequest(groupHelp("policy", POLICY_SUMMARY, POLICY_COMMANDS));
    case void 0:
      throw new UsageError("leash policy needs a command: test, lint or init (leash policy --help)");
    default:
      throw new UsageError(unknownCommandMessage(verb, ["test", "lint", "init"], "leash policy"));
  }
}
function fileArgument(spec, positionals) {
  const file = positionals[0] ?? (spec === POLICY_INIT_COMMAND ? DEFAULT_POLICY_FILE : void 0);
  if (!file || positionals.length > 1) throw new UsageError(`leash ${spec.name} takes one policy file: leash ${spec.name} ${spec.usage[0]}`);
  return file;
}
async function policyTest(rest, io) {
  const { values, positionals } = parseCommand(POLICY_TEST_COMMAND, rest);
  const file = fileArgument(POLICY_TEST_COMMAND, positionals);
  const { policy, parser } = await policyContext(io, file, values.cwd);
  let count = 0;
  for (const layer of policy.layers) {
    for (const test of layer.tests) {
      const decision = decideSelfTest(policy, parser, test);
      const check = test.check;
      const subject = check.tool === "bash" ? `bash ${JSON.stringify(check.command)}` : check.tool === "network" ? selfTestSubject(test) : `${check.tool} ${JSON.stringify(check.path)}`;
      writeLine(io.stdout, `ok  ${test.source}  ${subject} -> ${DECISION_WORDS[decision.decision]}`);
      count++;
    }
  }
  writeLine(io.stdout, count === 0 ? `no self-tests in ${file}; add some under tests:` : `${count} self-test${count === 1 ? "" : "s"} passed`);
  return 0;
}
async function policyLint(rest, io) {
  const { values, positionals } = parseCommand(POLICY_LINT_COMMAND, rest);
  const file = fileArgument(POLICY_LINT_COMMAND, positionals);
  const { policy } = await policyContext(io, file, values.cwd);
  const warnings = lintPolicy(policy);
  for (const warning of warnings) writeLine(io.stdout, `${warning.source}: warning: ${warning.message}`);
  writeLine(io.stdout, warnings.length === 0 ? `${file}: no warnings` : `${warnings.length} warning${warnings.length === 1 ? "" : "s"}`);
  return warnings.length === 0 ? 0 : 1;
}
async function policyInit(rest, io) {
  const { values, positionals } = parseCommand(POLICY_INIT_COMMAND, rest);
  const file = fileArgument(POLICY_INIT_COMMAND, positionals);
  const force = values.force ?? false;
  const target = resolve(io.cwd, file);
  if (existsSync(target) && !force) throw new UsageError(`${file} already exists; pass --force to replace it`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, STARTER_POLICY);
  writeLine(io.stdout, `wrote ${file}: a starter policy of read-only commands with self-tests. Edit it, then run: leash policy test ${file}`);
  return 0;
}
export {
  POLICY_COMMANDS,
  POLICY_INIT_COMMAND,
  POLICY_LINT_COMMAND,
  POLICY_TEST_COMMAND,
  policyCommand
};
