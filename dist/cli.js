#!/usr/bin/env node
import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/cli/bin.ts
import v8 from "node:v8";
if (process.env.LEASH_WASM_TIERING !== "default") v8.setFlagsFromString("--wasm-tiering-budget=1000000000");
var stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort(new Error(`received ${signal}`));
  });
}
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(141);
  });
}
var { runCli } = await import("./chunks/main-B4I7GAK5.js");
var code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  signal: stop.signal
});
process.exitCode = code;
