// Entry point of the Action's main step (action.yml `runs.main`, bundled to dist/index.js).
import v8 from 'node:v8';
import { runMainStep } from './main-step.js';
import { workflowRuntime } from './runtime.js';

// As in the CLI: V8 would otherwise tier up the bash grammar in the background and make the
// process wait for that compile at exit.
v8.setFlagsFromString('--wasm-tiering-budget=1000000000');

// A cancelled job gets SIGINT, then SIGTERM: the first stops the run cleanly (its envelope,
// outputs and artifact are still written); a second one exits at once, and the post step
// uploads what was left.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort(new Error(`received ${signal}`));
  });
}

await runMainStep({ runtime: workflowRuntime(process.env), signal: stop.signal });
