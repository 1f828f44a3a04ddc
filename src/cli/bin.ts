#!/usr/bin/env node
// Entry point of the `leash` command.
import v8 from 'node:v8';

// Without this, V8 tiers the 1.3 MB bash grammar up in the background after a few parses and
// node waits for that compile at exit: about a second on every short `leash check`.
v8.setFlagsFromString('--wasm-tiering-budget=1000000000');

const { runCli } = await import('./main.js');
const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
});
process.exitCode = code;
