import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  ENVIRONMENT_OPTIONS,
  knownEnvironmentFrom
} from "./chunk-J3ZT6TI2.js";
import {
  DECISION_WORDS,
  scopeWhy
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
  decideBashCommand
} from "./chunk-DNBXAQMH.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";

// src/cli/explain.ts
var EXPLAIN_COMMAND = {
  name: "explain",
  summary: "the decision on one bash command, for a person: each scope and the rule that decided it",
  usage: ["[--policy FILE] [--cwd DIR] [--sandbox] [--env NAME=VALUE]... [--env-file FILE] -- COMMAND"],
  options: {
    policy: { type: "string", value: "FILE", description: "the policy; without it .github/leash.yml in the workspace, else only the built-in rules" },
    cwd: { type: "string", value: "DIR", description: "the workspace (default GITHUB_WORKSPACE, else the current directory)" },
    sandbox: { type: "boolean", default: false, description: "explain as the agent loop decides when commands run in the OS sandbox" },
    ...ENVIRONMENT_OPTIONS
  },
  notes: ["Exit 0 allowed, 3 denied, 4 needs approval, 2 bad usage or bad policy."]
};
async function explainCommand(args, io) {
  const { values, positionals } = parseCommand(EXPLAIN_COMMAND, args);
  if (positionals.length === 0) throw new UsageError("leash explain needs a command: leash explain --policy FILE -- COMMAND");
  const command = positionals.join(" ");
  const environment = await knownEnvironmentFrom(io, values.env, values["env-file"]);
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command, { sandbox: values.sandbox, ...environment ? { environment } : {} });
  const out = (line = "") => writeLine(io.stdout, line);
  out(`command: ${command}`);
  out(`policy:  ${context.policy.layers.map((l) => l.file ? `${l.layer} ${l.file}` : l.layer).join(" <- ")}`);
  out(`workspace: ${context.workspace}`);
  out(
    `environment: ${environment ? `${Object.keys(environment.values).length} variable(s) from --env/--env-file, every other one unset` : "not known (every variable the command does not set is any value)"}`
  );
  out();
  out(`What it runs and touches (${decision.scopes.length} scope${decision.scopes.length === 1 ? "" : "s"}):`);
  if (decision.scopes.length === 0) out("  nothing: the command is empty or only comments");
  decision.scopes.forEach((scope, index) => {
    out(`  ${index + 1}. ${scope.kind} ${JSON.stringify(scope.text)}${where(command, scope)}`);
    if (scope.path && scope.path !== scope.text) out(`     resolves to ${scope.path}`);
    out(`     ${DECISION_WORDS[scope.decision]}: ${scopeWhy(scope)}`);
  });
  if (decision.reasons.length > 0) {
    out();
    out("Why it needs approval whatever the rules say:");
    for (const reason of decision.reasonDetails) out(`  - ${reason.message} [${reason.code}]`);
  }
  if (decision.sandboxEnforced?.length) {
    out();
    out(
      "Enforced by the sandbox instead of needing approval (the sandbox holds the write rules and the read and write denies on whatever path it turns out to be):"
    );
    for (const reason of decision.sandboxEnforced) out(`  - ${reason.message} [${reason.code}]`);
  }
  out();
  out(
    `Decision: ${DECISION_WORDS[decision.decision]}${summary(decision.decision, decision.scopes, decision.reasons, Boolean(decision.sandboxEnforced?.length))}`
  );
  return CHECK_EXIT[decision.decision];
}
function where(command, scope) {
  if (!scope.range) return "";
  const fragment = command.slice(scope.range.startIndex, scope.range.endIndex).replace(/\s+/g, " ");
  const at = `${scope.range.start.row + 1}:${scope.range.start.column + 1}`;
  return fragment && fragment !== scope.text ? ` from \`${fragment.length > 50 ? `${fragment.slice(0, 49)}\u2026` : fragment}\` at ${at}` : ` at ${at}`;
}
function summary(decision, scopes, reasons, sandboxed) {
  if (decision === "allow")
    return sandboxed ? " (every scope is allowed; the paths not known before it runs are the sandbox's to enforce)" : " (every scope is allowed and nothing hides what runs)";
  if (decision === "deny") return " (the strictest scope is denied; a deny always wins)";
  const held = scopes.filter((s) => s.decision === "prompt").length;
  return ` (${held} scope${held === 1 ? "" : "s"} and ${reasons.length} reason${reasons.length === 1 ? "" : "s"} need a person; in CI that is a refusal)`;
}
export {
  EXPLAIN_COMMAND,
  explainCommand
};
