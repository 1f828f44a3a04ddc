import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  defaultSessionDir
} from "./chunk-LIFMHNDO.js";
import "./chunk-JLONNOQR.js";
import "./chunk-LT4PUJ6Y.js";
import "./chunk-QBHO7XI4.js";
import "./chunk-PZ45DCWX.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-O7KM4RQM.js";
import "./chunk-XXTIPGWD.js";
import {
  describeInput,
  pendingApprovals,
  readSessionFile,
  sessionPath
} from "./chunk-TDGH4ZBN.js";
import "./chunk-4DQCF5TI.js";
import {
  UsageError,
  writeLine
} from "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-RBMSRWKV.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";

// src/cli/approvals.ts
import { parseArgs } from "node:util";
import { resolve } from "node:path";
async function approvalsCommand(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: { "session-dir": { type: "string" }, json: { type: "boolean", default: false } },
    allowPositionals: true
  });
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
  approvalsCommand
};
