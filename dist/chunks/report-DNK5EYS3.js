import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  defaultSessionDir
} from "./chunk-XZLFR2MI.js";
import "./chunk-TRZH7I5Q.js";
import "./chunk-X4FXX64N.js";
import {
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderJobSummary,
  renderSessionReport
} from "./chunk-52GVJFM6.js";
import "./chunk-ISJOOY42.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-AISP5E55.js";
import "./chunk-HYQZEHIN.js";
import "./chunk-76CSM222.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-NR6CZTG4.js";
import "./chunk-WPQZ3GSF.js";
import "./chunk-GT3NZWK7.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-P5JAMYG3.js";
import "./chunk-25OMSHXE.js";
import "./chunk-AW646JIY.js";
import "./chunk-G2SYH7FZ.js";
import {
  sessionPath
} from "./chunk-Z7PJ7R2U.js";
import "./chunk-LJOXV47Y.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";

// src/cli/report.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
var REPORT_COMMAND = {
  name: "report",
  summary: "a session as a self-contained HTML page (or the job summary's markdown)",
  usage: ["SESSION [flags]"],
  options: {
    output: { type: "string", short: "o", value: "FILE|-", description: "where to write it; - is stdout (default: beside the session file for html, stdout for markdown)" },
    format: { type: "string", value: "FORMAT", default: "html", description: "html or markdown" },
    "session-dir": { type: "string", value: "DIR", description: "where to look for a session given by id" },
    title: { type: "string", value: "TEXT", description: "the title of the page" }
  }
};
async function reportCommand(args, io) {
  const { values, positionals } = parseCommand(REPORT_COMMAND, args);
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
  const rendered = values.format === "html" ? renderSessionReport(events, { title: values.title, generatedAt: (/* @__PURE__ */ new Date()).toISOString() }) : renderJobSummary({ title: values.title, tasks: [jobSummaryTaskFromEvents(null, events)] });
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
  REPORT_COMMAND,
  reportCommand
};
