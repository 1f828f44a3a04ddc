#!/usr/bin/env node
// Entry point of the `leash` command.
import v8 from 'node:v8';

// Without this, V8 tiers the 1.3 MB bash grammar up in the background after a few parses and
// node waits for that compile at exit: about a second on every short `leash check`.
// LEASH_WASM_TIERING=default keeps V8's own budget, so bench/decisions.ts can show the difference.
if (process.env.LEASH_WASM_TIERING !== 'default') v8.setFlagsFromString('--wasm-tiering-budget=1000000000');

// The first SIGINT or SIGTERM stops the run cleanly (children killed, envelope written); a second one exits at once.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort(new Error(`received ${signal}`));
  });
}

// A reader that stops early (`leash check … | head -1`) closes the pipe: end quietly with the
// status a Unix tool killed by SIGPIPE has (128 + 13), rather than with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(141);
  });
}

const { runCli } = await import('./main.js');
const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  cwd: process.cwd(),
  signal: stop.signal,
});
process.exitCode = code;
