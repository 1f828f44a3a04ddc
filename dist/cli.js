#!/usr/bin/env node
import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/cli/bin.ts
import v8 from "node:v8";
v8.setFlagsFromString("--wasm-tiering-budget=1000000000");
var { runCli } = await import("./chunks/main-BSTDTQIA.js");
var code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd()
});
process.exitCode = code;
