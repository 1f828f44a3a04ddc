import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  defaultSessionDir
} from "./chunk-SR2MITGZ.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-IZTVNCXH.js";
import "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import "./chunk-Q6H2KOSY.js";
import "./chunk-3ZMGYK5L.js";
import {
  describeInput,
  pendingApprovals,
  readSessionFile,
  sessionPath
} from "./chunk-MTESLMID.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/cli/approvals.ts
import { resolve } from "node:path";
var APPROVALS_COMMAND = {
  name: "approvals",
  summary: "what a session left for a person to approve, and how to approve it",
  usage: ["SESSION [flags]"],
  options: {
    "session-dir": { type: "string", value: "DIR", description: "where to look for a session given by id" },
    json: { type: "boolean", default: false, description: "print the pending calls as JSON" }
  }
};
async function approvalsCommand(args, io) {
  const { values, positionals } = parseCommand(APPROVALS_COMMAND, args);
  if (positionals.length !== 1) throw new UsageError("leash approvals takes one session: a session id or a session file");
  const sessionDir = values["session-dir"] ? resolve(io.cwd, values["session-dir"]) : defaultSessionDir(io);
  const path = sessionPath(positionals[0], sessionDir, io.cwd);
  let events;
  try {
    events = readSessionFile(path);
  } catch (error) {
    throw new UsageError(error.message);
  }
  const pending = pendingApprovals(events);
  if (values.json) {
    writeLine(io.stdout, JSON.stringify(pending));
    return 0;
  }
  if (pending.length === 0) {
    writeLine(io.stdout, `Nothing is pending approval in ${path}.`);
    return 0;
  }
  writeLine(io.stdout, `${pending.length} call${pending.length === 1 ? "" : "s"} held back for approval in ${path}:`);
  for (const approval of pending) {
    writeLine(io.stdout);
    writeLine(io.stdout, `[${approval.id}] ${approval.tool} ${describeInput(approval)}   (turn ${approval.turn})`);
    for (const scope of approval.scopes) {
      const why = scope.floors?.length ? `allowed by "${scope.rule?.pattern ?? "the default"}", held back by the built-in floor ${scope.floors.join(", ")}` : scope.rule ? `rule "${scope.rule.pattern}" (${scope.rule.source})` : "no rule covers it (the default is prompt)";
      writeLine(io.stdout, `    ${scope.kind} ${scope.text}: ${why}`);
    }
    for (const reason of approval.reasons) writeLine(io.stdout, `    needs a person because: ${reason}`);
  }
  writeLine(io.stdout);
  const ids = pending.map((p) => p.id).join(",");
  writeLine(io.stdout, `Approve with: leash run --resume ${positionals[0]} --approve ${ids}   (or --approve all; add --approved-by NAME)`);
  writeLine(io.stdout, "An approval covers exactly these scopes, never a prefix of them, and never lifts a deny rule.");
  return 0;
}
export {
  APPROVALS_COMMAND,
  approvalsCommand
};
