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
import {
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderJobSummary,
  renderSessionReport
} from "./chunk-LCJSPSB7.js";
import "./chunk-3ZMGYK5L.js";
import {
  sessionPath
} from "./chunk-MTESLMID.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/cli/report.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
var REPORT_COMMAND = {
  name: "report",
  summary: "a session as a self-contained HTML page (or the job summary's markdown)",
  usage: ["SESSION [flags]"],
  options: {
    output: {
      type: "string",
      short: "o",
      value: "FILE|-",
      description: "where to write it; - is stdout (default: beside the session file for html, stdout for markdown)"
    },
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
    throw new UsageError(
      `cannot read session ${positionals[0]} (${path}): ${error.code === "ENOENT" ? "no such file" : error.message}`
    );
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
