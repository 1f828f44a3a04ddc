// What the OS sandbox costs: per bash call, and per session to start it.
//
//   npx tsx bench/sandbox.ts [--calls N] [--git-objects N]
//
// The workspace is a checkout: a .git folder with N loose objects (default 2000, as in a repository
// in use), because what the sandbox does per call grows with what is in the workspace.
// In one run, on the same commands, alternating so load on a shared machine hits both alike:
//   - baseline: each command through the bash tool's executor (runBashCommand), unsandboxed;
//   - sandboxed, cold: the same, wrapped by the session's sandbox when the call comes (wrap + run +
//     reading refusals), as after another tool changed files;
//   - sandboxed, prepared: the wrap made while the model's turn streams (`prepare`), as the loop
//     does when no tool ran since, then run + reading refusals;
//   - start-up: opening a session sandbox (detection, proxies, the probe), several times.
// Prints the median and p90 added per call (sandboxed minus baseline) and the start-up median,
// then one JSON line ({"bench":"sandbox", ...}). Targets: ≤ 60 ms added per call at the median,
// ≤ 300 ms per session.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runBashCommand } from '../src/agent/tools/bash.js';
import { builtinPolicy } from '../src/policy/load.js';
import { openSessionSandbox } from '../src/sandbox/index.js';

const argv = process.argv.slice(2);
const callsArg = Number(argv[argv.indexOf('--calls') + 1]);
const CALLS = argv.includes('--calls') && callsArg > 0 ? Math.floor(callsArg) : 40;
const objectsArg = Number(argv[argv.indexOf('--git-objects') + 1]);
const GIT_OBJECTS = argv.includes('--git-objects') && objectsArg >= 0 ? Math.floor(objectsArg) : 2000;
const SESSIONS = 5;
const MODEL_TURN_MS = 150;
const COMMANDS = ['true', 'echo hello', 'ls -la input.txt', 'cat input.txt | wc -l', 'grep -c line input.txt; echo done'];

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'leash-bench-sandbox-'));
  const workspace = join(root, 'ws');
  await mkdir(workspace);
  await writeFile(join(workspace, 'input.txt'), Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n'));
  for (let i = 0; i < GIT_OBJECTS; i += 1) {
    const dir = join(workspace, '.git', 'objects', (i % 256).toString(16).padStart(2, '0'));
    if (i < 256) await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${i.toString(16).padStart(38, '0')}`), '');
  }
  const policy = builtinPolicy(workspace, join(root, 'home'));
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(root, 'home') };

  const startups: number[] = [];
  for (let i = 0; i < SESSIONS; i += 1) {
    const t = performance.now();
    const session = await openSessionSandbox({ mode: 'required', policy, homeDir: env.HOME, tmpRoot: root });
    startups.push(performance.now() - t);
    await session.sandbox?.close();
  }

  const session = await openSessionSandbox({ mode: 'required', policy, homeDir: env.HOME, tmpRoot: root });
  const sandbox = session.sandbox!;
  const base: number[] = [];
  const boxed: number[] = [];
  const added: number[] = [];
  const boxedReady: number[] = [];
  const addedReady: number[] = [];
  const run = (command: string, extra: Record<string, string> = {}) =>
    runBashCommand({ command, cwd: workspace, env: { ...env, ...extra }, timeoutMs: 30_000 });
  // Warm-up: the first calls pay for module loading and page cache.
  for (const command of COMMANDS) {
    await run(command);
    const w = await sandbox.wrapCommand(command, 'warm');
    await run(w.script, w.env);
    w.finish('', workspace);
  }
  const check = (
    command: string,
    plain: { exitCode: number | null; output: string },
    inside: { exitCode: number | null; output: string },
    refused: unknown[],
  ) => {
    if (inside.exitCode !== plain.exitCode || inside.output !== plain.output || refused.length > 0) {
      throw new Error(`the sandboxed run of ${JSON.stringify(command)} differs: ${JSON.stringify({ plain: plain.output, inside: inside.output, refused })}`);
    }
  };
  for (let i = 0; i < CALLS; i += 1) {
    const command = COMMANDS[i % COMMANDS.length]!;
    let t = performance.now();
    const plain = await run(command);
    const b = performance.now() - t;
    // Cold: the wrap is made when the call comes (a call right after another tool changed files).
    t = performance.now();
    const wrapped = await sandbox.wrapCommand(command, `call-${i}`);
    const inside = await run(wrapped.script, wrapped.env);
    const refused = wrapped.finish(inside.output, workspace);
    const s = performance.now() - t;
    check(command, plain, inside, refused);
    // Prepared: the loop asks for the wrap as the model's turn starts; the turn takes longer than
    // the wrap (MODEL_TURN_MS, far less than a real model's), then the call takes it.
    sandbox.prepare();
    await new Promise((resolve) => setTimeout(resolve, MODEL_TURN_MS));
    t = performance.now();
    const end = sandbox.beginCall('bash', `ready-${i}`);
    const ready = await sandbox.wrapCommand(command, `ready-${i}`);
    const insideReady = await run(ready.script, ready.env);
    const refusedReady = ready.finish(insideReady.output, workspace);
    end();
    const p = performance.now() - t;
    check(command, plain, insideReady, refusedReady);
    base.push(b);
    boxed.push(s);
    added.push(s - b);
    boxedReady.push(p);
    addedReady.push(p - b);
  }
  await sandbox.close();
  await rm(root, { recursive: true, force: true });

  const result = {
    bench: 'sandbox',
    calls: CALLS,
    git_objects: GIT_OBJECTS,
    baseline_median_ms: round(quantile(base, 0.5)),
    sandboxed_median_ms: round(quantile(boxed, 0.5)),
    added_per_call_median_ms: round(quantile(addedReady, 0.5)),
    added_per_call_p90_ms: round(quantile(addedReady, 0.9)),
    sandboxed_prepared_median_ms: round(quantile(boxedReady, 0.5)),
    added_per_call_cold_median_ms: round(quantile(added, 0.5)),
    added_per_call_cold_p90_ms: round(quantile(added, 0.9)),
    ratio_median: round(quantile(boxed, 0.5) / quantile(base, 0.5)),
    session_startup_median_ms: round(quantile(startups, 0.5)),
    session_startup_max_ms: round(Math.max(...startups)),
    targets: { added_per_call_median_ms: 60, session_startup_median_ms: 300 },
    pass: { added_per_call_median_ms: quantile(addedReady, 0.5) <= 60, session_startup_median_ms: quantile(startups, 0.5) <= 300 },
  };
  console.log(`baseline per call: median ${result.baseline_median_ms} ms; sandboxed: median ${result.sandboxed_median_ms} ms (×${result.ratio_median})`);
  console.log(
    `added per call, wrap made during the model's turn: median ${result.added_per_call_median_ms} ms, p90 ${result.added_per_call_p90_ms} ms (target ≤ 60 ms at the median)`,
  );
  console.log(
    `added per call, wrap made when the call comes (cold): median ${result.added_per_call_cold_median_ms} ms, p90 ${result.added_per_call_cold_p90_ms} ms`,
  );
  console.log(`session start-up: median ${result.session_startup_median_ms} ms, max ${result.session_startup_max_ms} ms (target ≤ 300 ms)`);
  console.log(JSON.stringify(result));
}

await main();
