import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  defaultSessionDir
} from "./chunk-LIFMHNDO.js";
import "./chunk-JLONNOQR.js";
import "./chunk-LT4PUJ6Y.js";
import "./chunk-QBHO7XI4.js";
import "./chunk-PZ45DCWX.js";
import {
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderJobSummary,
  renderSessionReport
} from "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-O7KM4RQM.js";
import "./chunk-XXTIPGWD.js";
import {
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

// src/cli/report.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
async function reportCommand(args, io) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      output: { type: "string", short: "o" },
      format: { type: "string", default: "html" },
      "session-dir": { type: "string" },
      title: { type: "string" }
    },
    allowPositionals: true
  });
  if (positionals.length !== 1) throw new UsageError("leash report takes one session: a session id or a session file");
  if (values.format !== "html" && values.format !== "markdown") throw new UsageError(`--format must be html or markdown, not "${values.format}"`);
  const sessionDir = values["session-dir"] ? resolve(io.cwd, values["session-dir"]) : defaultSessionDir(io);
  const path = sessionPath(positionals[0], sessionDir, io.cwd);
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read session ${positionals[0]} (${path}): ${error.code === "ENOENT" ? "no such file" : error.message}`);
  }
  let events;
  try {
    events = readSessionEvents(text);
  } catch (error) {
    throw new UsageError(`${path}: ${error.message}`);
  }
  const rendered = values.format === "html" ? renderSessionReport(events, { title: values.title, generatedAt: (/* @__PURE__ */ new Date()).toISOString() }) : renderJobSummary({ title: values.title, tasks: [jobSummaryTaskFromEvents(positionals[0], events)] });
  const output = values.output ?? (values.format === "html" ? path.replace(/\.jsonl$/, "") + ".html" : "-");
  if (output === "-") {
    io.stdout.write(rendered);
    return 0;
  }
  const target = resolve(io.cwd, output);
  writeFileSync(target, rendered);
  writeLine(io.stderr, `wrote ${target}`);
  return 0;
}
export {
  reportCommand
};
