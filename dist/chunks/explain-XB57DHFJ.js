import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT
} from "./chunk-KVDZOMYM.js";
import {
  DECISION_WORDS,
  scopeWhy
} from "./chunk-4YLMHI4Z.js";
import {
  policyContext
} from "./chunk-4DQCF5TI.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import {
  decideBashCommand
} from "./chunk-RBMSRWKV.js";
import "./chunk-MYU7RW7P.js";

// src/cli/explain.ts
import { parseArgs } from "node:util";
async function explainCommand(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: { policy: { type: "string" }, cwd: { type: "string" } },
    allowPositionals: true
  });
  if (positionals.length === 0) throw new UsageError("leash explain needs a command: leash explain --policy FILE -- COMMAND");
  const command = positionals.join(" ");
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command);
  const out = (line = "") => writeLine(io.stdout, line);
  out(`command: ${command}`);
  out(`policy:  ${context.policy.layers.map((l) => l.file ? `${l.layer} ${l.file}` : l.layer).join(" <- ")}`);
  out(`workspace: ${context.workspace}`);
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
    for (const reason of decision.reasons) out(`  - ${reason}`);
  }
  out();
  out(`Decision: ${DECISION_WORDS[decision.decision]}${summary(decision.decision, decision.scopes, decision.reasons)}`);
  return CHECK_EXIT[decision.decision];
}
function where(command, scope) {
  if (!scope.range) return "";
  const fragment = command.slice(scope.range.startIndex, scope.range.endIndex).replace(/\s+/g, " ");
  const at = `${scope.range.start.row + 1}:${scope.range.start.column + 1}`;
  return fragment && fragment !== scope.text ? ` from \`${fragment.length > 50 ? `${fragment.slice(0, 49)}\u2026` : fragment}\` at ${at}` : ` at ${at}`;
}
function summary(decision, scopes, reasons) {
  if (decision === "allow") return " (every scope is allowed and nothing hides what runs)";
  if (decision === "deny") return " (the strictest scope is denied; a deny always wins)";
  const held = scopes.filter((s) => s.decision === "prompt").length;
  return ` (${held} scope${held === 1 ? "" : "s"} and ${reasons.length} reason${reasons.length === 1 ? "" : "s"} need a person; in CI that is a refusal)`;
}
export {
  explainCommand
};
