import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  inputVariable
} from "./chunk-DPT6KEM4.js";

// src/github/runtime.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
function escapeCommandData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function fileCommandEntry(name, value) {
  const delimiter = `leash_${randomUUID()}`;
  if (name.includes("\n") || name.includes("<<") || name.includes("=")) throw new Error(`not a valid file command name: ${JSON.stringify(name)}`);
  if (value.includes(delimiter)) throw new Error("a value holds the file command delimiter");
  return `${name}<<${delimiter}
${value}
${delimiter}
`;
}
function workflowRuntime(env = process.env, stdout = process.stdout) {
  const command = (name, message) => stdout.write(`::${name}::${escapeCommandData(message)}
`);
  const appendTo = (variable, text) => {
    const path = env[variable];
    if (!path) return false;
    appendFileSync(path, text, "utf8");
    return true;
  };
  return {
    env,
    info: (line) => stdout.write(`${line}
`),
    warning: (message) => command("warning", message),
    setSecret: (value) => {
      if (value !== "") command("add-mask", value);
    },
    setOutput(name, value) {
      if (!appendTo("GITHUB_OUTPUT", fileCommandEntry(name, value))) stdout.write(`output ${name}: ${value}
`);
    },
    saveState(name, value) {
      appendTo("GITHUB_STATE", fileCommandEntry(name, value));
    },
    getState: (name) => env[`STATE_${name}`] ?? "",
    async appendSummary(markdown) {
      appendTo("GITHUB_STEP_SUMMARY", markdown.endsWith("\n") ? markdown : `${markdown}
`);
    },
    setFailed(message) {
      process.exitCode = 1;
      command("error", message);
    }
  };
}
async function actionsCoreRuntime(env = process.env) {
  const core = await import("./core-ANBRNLGH.js");
  return {
    env,
    info: (line) => core.info(line),
    warning: (message) => core.warning(message),
    setSecret: (value) => core.setSecret(value),
    setOutput: (name, value) => core.setOutput(name, value),
    saveState: (name, value) => core.saveState(name, value),
    getState: (name) => core.getState(name),
    async appendSummary(markdown) {
      if (!env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
      core.summary.emptyBuffer();
    },
    setFailed: (message) => core.setFailed(message)
  };
}

// src/github/secrets.ts
function maskInputSecrets(runtime) {
  const secrets = [];
  for (const [input, name] of [
    ["anthropic-api-key", "ANTHROPIC_API_KEY"],
    ["github-token", "GITHUB_TOKEN"]
  ]) {
    const value = (runtime.env[inputVariable(input)] ?? "").trim();
    if (value !== "") {
      runtime.setSecret(value);
      secrets.push({ name, value });
    }
  }
  return secrets;
}

export {
  maskInputSecrets,
  workflowRuntime,
  actionsCoreRuntime
};
