import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DECISION_WORDS
} from "./chunk-4YLMHI4Z.js";
import {
  policyContext
} from "./chunk-4DQCF5TI.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import {
  STARTER_POLICY,
  lintPolicy
} from "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import {
  decideSelfTest
} from "./chunk-RBMSRWKV.js";
import "./chunk-MYU7RW7P.js";

// src/cli/policy-commands.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
var POLICY_USAGE = "leash policy test FILE | leash policy lint FILE | leash policy init [FILE] [--force]";
async function policyCommand(args, io) {
  const [verb, ...rest] = args;
  switch (verb) {
    case "test":
      return policyTest(rest, io);
    case "lint":
      return policyLint(rest, io);
    case "init":
      return policyInit(rest, io);
    default:
      throw new UsageError(`unknown policy command ${verb ? `"${verb}"` : "(none)"}; usage: ${POLICY_USAGE}`);
  }
}
function fileArgument(rest, verb) {
  const { values, positionals } = parseArgs({
    args: rest,
    options: { cwd: { type: "string" }, force: { type: "boolean", default: false } },
    allowPositionals: true
  });
  const file = positionals[0] ?? (verb === "init" ? ".github/leash.yml" : void 0);
  if (!file || positionals.length > 1) throw new UsageError(`leash policy ${verb} takes one policy file; usage: ${POLICY_USAGE}`);
  return { file, cwd: values.cwd, force: values.force ?? false };
}
async function policyTest(rest, io) {
  const { file, cwd } = fileArgument(rest, "test");
  const { policy, parser } = await policyContext(io, file, cwd);
  let count = 0;
  for (const layer of policy.layers) {
    for (const test of layer.tests) {
      const decision = decideSelfTest(policy, parser, test);
      const subject = test.check.tool === "bash" ? `bash ${JSON.stringify(test.check.command)}` : `${test.check.tool} ${JSON.stringify(test.check.path)}`;
      writeLine(io.stdout, `ok  ${test.source}  ${subject} -> ${DECISION_WORDS[decision.decision]}`);
      count++;
    }
  }
  writeLine(io.stdout, count === 0 ? `no self-tests in ${file}; add some under tests:` : `${count} self-test${count === 1 ? "" : "s"} passed`);
  return 0;
}
async function policyLint(rest, io) {
  const { file, cwd } = fileArgument(rest, "lint");
  const { policy } = await policyContext(io, file, cwd);
  const warnings = lintPolicy(policy);
  for (const warning of warnings) writeLine(io.stdout, `${warning.source}: warning: ${warning.message}`);
  writeLine(io.stdout, warnings.length === 0 ? `${file}: no warnings` : `${warnings.length} warning${warnings.length === 1 ? "" : "s"}`);
  return warnings.length === 0 ? 0 : 1;
}
async function policyInit(rest, io) {
  const { file, force } = fileArgument(rest, "init");
  const target = resolve(io.cwd, file);
  if (existsSync(target) && !force) throw new UsageError(`${file} already exists; pass --force to replace it`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, STARTER_POLICY);
  writeLine(io.stdout, `wrote ${file}: a starter policy of read-only commands with self-tests. Edit it, then run: leash policy test ${file}`);
  return 0;
}
export {
  policyCommand
};
