// How soon does the Action make its first model call?
//
//   npx tsx bench/action-startup.ts [--runs N] [--dist DIR] [--node24 PATH] [--github-latency-ms MS] [--compare DIR]
//
// Runs the built Action (dist/index.js; `npm run build` first, as `npm run bench` does) as a
// process, the way the runner starts it: INPUT_* variables, the file commands, an event payload,
// the fake GitHub (trust check, and on a pull request the policy read from the base branch
// through the contents API) and the fake Messages API. Measured: the wall time from spawn to the
// fake Messages server receiving the first request (the loop's first call is a token count,
// then the first streamed message: both are shown), median of --runs (default 11) per event,
// against the wall time of `node -e 0` (spawn to exit) measured in the same run. Each series
// runs on this process's Node and on Node 24, the Action's runtime (action.yml: node24), each
// against its own `node -e 0`; Node 24 is the registry's node-linux-<arch> package, fetched with
// `npm pack` as .ci/run does (or --node24 PATH). Target: the first request within 4× `node -e 0`.
// --github-latency-ms answers every GitHub API request that much later (the fake answers at
// once; from a hosted runner GitHub's API takes tens of milliseconds), to show what of the start
// overlaps the trust check. Also reported: the bytes of JavaScript the bundle loads before its
// first line runs (its static import graph), a count that does not shake with the machine's load.
// Also the CPU time (user + system, from /proc) the Action spent up to its first model call,
// against `node -e 0`'s own: on a machine shared with other work it shakes far less than wall
// time, and it is what a cut before the first request must lower.
// --compare DIR runs a second build (say, main's dist/) interleaved with this one, each series
// against the same `node -e 0`, so a change is judged by ratios taken in one run.
// Prints a table, then one JSON line ({"bench":"action-startup", ...}).
//
// Where the time goes (CPU profiles of the Node 24 runs, December 2026): node's own start
// (`node -e 0`); parsing and linking the static import graph (the policy engine and bash parser
// with yaml, the loop, the SDK, the sandbox library, the tools); node loading its built-in
// undici on the first fetch (the trust check); then the trust check, the redactor, the bash
// grammar's wasm, the policy load and the sandbox's start. Cut since (docs/action.md, "Start
// time"): the MCP SDK and its zod, and node-forge, out of the static graph (3,702 KB to
// 2,704 KB); the price validators compiled ahead of time; the secret patterns' examples checked
// by the tests instead of at start; the sandbox's host checked once instead of twice; data files
// as JSON.parse of a string. Measured with --compare and left out: importing the agent's code
// only after the trust request is sent (+30 to +60 ms CPU on both Nodes, from the later dynamic
// import), minifying (no change within the noise), and node's compile cache (helps only warm;
// a hosted runner's RUNNER_TEMP is empty at every job).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arch, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub } from '../test/support/fake-github/index.js';
import { startFakeMessagesServer } from '../src/demo/index.js';

const TARGET_RATIO = 4;
const NODE24_VERSION = process.env.LEASH_CI_NODE24 ?? '24.22.3';
const POLICY = `version: 1
default: deny
tools:
  bash:
    allow: ["git status *", "git diff *", "npm test*", "ls *"]
    deny: ["git push *"]
tests:
  - { bash: "git diff HEAD~1", expect: allow }
  - { bash: "git push origin main", expect: deny }
`;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** User and system CPU time of a running process, from /proc (Linux; NaN elsewhere), in ms. */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name's closing parenthesis: state is the first, utime the 12th, stime the 13th; in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** A proxy in front of `target` that answers each request `ms` late. */
async function lateProxy(target: string, ms: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((incoming, answer) => {
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () =>
      setTimeout(() => {
        const forward = httpRequest(
          new URL(incoming.url ?? '/', target),
          { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
          (reply) => {
            answer.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(answer);
          },
        );
        forward.on('error', () => answer.destroy());
        forward.end(Buffer.concat(body));
      }, ms),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** The bytes of JavaScript an entry loads before its first line runs: itself and its static imports, transitively. */
function staticImportBytes(entry: string): number {
  const seen = new Map<string, number>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, Buffer.byteLength(text));
    for (const match of text.matchAll(/^\s*import\s+(?:[^'"]*?from\s+)?["'](\.[^"']+)["']/gm)) walk(resolve(dirname(file), match[1]!));
  };
  walk(entry);
  return [...seen.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** Node 24's binary: --node24, this process's own when it is 24, else the registry package, kept in the temp directory between runs. */
function node24Binary(): string {
  const given = option('--node24', '');
  if (given) return resolve(given);
  if (process.versions.node.startsWith('24.')) return process.execPath;
  const nodeArch = arch() === 'arm64' ? 'arm64' : 'x64';
  const dir = join(tmpdir(), `leash-bench-node-${NODE24_VERSION}-${nodeArch}`);
  const binary = join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--silent', `node-linux-${nodeArch}@${NODE24_VERSION}`], { cwd: dir, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack node-linux-${nodeArch}@${NODE24_VERSION} failed: ${packed.stderr}`);
  const untarred = spawnSync('tar', ['xzf', packed.stdout.trim().split('\n').pop()!], { cwd: dir, encoding: 'utf8' });
  if (untarred.status !== 0 || !existsSync(binary)) throw new Error(`cannot unpack Node ${NODE24_VERSION}: ${untarred.stderr}`);
  return binary;
}

async function main(): Promise<void> {
  const runs = Number(option('--runs', '11'));
  if (!Number.isInteger(runs) || runs < 3) throw new Error('--runs must be a whole number of at least 3');
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const built = resolve(option('--dist', join(repoRoot, 'dist')));
  if (!existsSync(join(built, 'index.js'))) throw new Error(`${join(built, 'index.js')} does not exist: run npm run build first`);

  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bench-startup-')));
  // Run from a copy with no node_modules above it, as the runner checks the Action out: from the
  // repository, a bundled dependency's optional require() (fdir's of picomatch) finds and loads
  // the development copy, which costs time the Action never spends.
  const dists = [{ label: '', dir: join(root, 'action', 'dist') }];
  cpSync(built, dists[0]!.dir, { recursive: true });
  const compare = option('--compare', '');
  if (compare) {
    dists.push({ label: 'compare_', dir: join(root, 'compare', 'dist') });
    cpSync(resolve(compare), dists[1]!.dir, { recursive: true });
  }
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(runnerTemp, { recursive: true });
  writeFileSync(join(workspace, '.github', 'leash.yml'), POLICY);

  // The server's clock is this process's high-resolution one, so `receivedAt` (taken when a
  // request's headers arrive) compares with the moment of the spawn.
  const clock = () => performance.timeOrigin + performance.now();
  // The CPU the Action spent up to its first model call, read from /proc as that call arrives:
  // on a machine shared with other work, CPU time shakes far less than wall time.
  let running: { pid: number; cpuMs?: number } | null = null;
  const messages = await startFakeMessagesServer({
    minCacheableTokens: 0,
    now: clock,
    script: () => {
      if (running && running.cpuMs === undefined) running.cpuMs = cpuMsOf(running.pid);
      return { content: 'Done.' };
    },
  });
  const github = await startFakeGitHub({ repository: 'leash-org/app' });
  const latencyMs = Number(option('--github-latency-ms', '0'));
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('--github-latency-ms must be a number of milliseconds');
  const githubProxy = latencyMs > 0 ? await lateProxy(github.url, latencyMs) : null;
  const repo = github.repo();
  repo.setBranch('main', { '.github/leash.yml': POLICY });
  repo.setRole('alice', 'write');
  const pr = repo.addPullRequest({ title: 'bench', user: 'alice', head: { ref: 'feature', files: { 'src/a.ts': 'export {};\n' } } });

  const events = {
    push: github.addWorkflowRun({ actor: 'alice' }),
    pull_request: github.addWorkflowRun({ pullRequest: pr.number }),
  };

  let step = 0;
  const stepEnv = (runId: number): Record<string, string> => {
    const dir = join(root, `step-${++step}`);
    mkdirSync(dir);
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify(github.eventPayload(runId)));
    for (const file of ['output', 'state', 'summary']) writeFileSync(join(dir, file), '');
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: root,
      ...Object.fromEntries(
        Object.entries(github.clientEnv({ runId, workspace, runnerTemp, eventPath })).map(([name, value]) => [
          name,
          githubProxy && typeof value === 'string' ? value.replace(github.url, githubProxy.url) : value,
        ]),
      ),
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STATE: join(dir, 'state'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      INPUT_PROMPT: 'Say done.',
      'INPUT_ANTHROPIC-API-KEY': 'sk-ant-api03-bench-key-not-a-secret-000000000000',
      'INPUT_ANTHROPIC-BASE-URL': messages.url,
      'INPUT_ARTIFACT-NAME': `bench-${step}`,
    };
  };

  /** Spawn → first request and first streamed message; waits for the step to end (it uploads its artifact) so runs do not overlap. */
  const timeOne = (node: string, dist: string, runId: number): Promise<{ request: number; message: number; cpu: number }> =>
    new Promise((resolvePromise, reject) => {
      const env = stepEnv(runId);
      const seen = messages.requests.length;
      const started = clock();
      const child = spawn(node, [...(process.env.LEASH_BENCH_NODE_ARGS ? process.env.LEASH_BENCH_NODE_ARGS.split(' ') : []), join(dist, 'index.js')], {
        cwd: workspace,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const watched: { pid: number; cpuMs?: number } = { pid: child.pid ?? -1 };
      running = watched;
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        const mine = messages.requests.slice(seen);
        const message = mine.find((request) => request.path === '/v1/messages');
        if (code !== 0 || mine.length === 0 || message === undefined)
          reject(new Error(`the Action ended with ${code} (${mine.length} model requests): ${stderr}`));
        else resolvePromise({ request: mine[0]!.receivedAt - started, message: message.receivedAt - started, cpu: watched.cpuMs ?? NaN });
      });
    });

  const binaries = [
    { key: `node${process.versions.node.split('.')[0]}`, path: process.execPath },
    { key: 'node24', path: node24Binary() },
  ].filter((node, index, all) => all.findIndex((other) => other.key === node.key) === index);
  const nodes = dists.flatMap((dist) => binaries.map((node) => ({ key: `${dist.label}${node.key}`, baselineKey: node.key, path: node.path, dist: dist.dir })));
  type Series = {
    baseline: number[];
    baselineCpu: number[];
    request: Record<keyof typeof events, number[]>;
    message: Record<keyof typeof events, number[]>;
    cpu: Record<keyof typeof events, number[]>;
  };
  const series: Record<string, Series> = Object.fromEntries(
    nodes.map((node) => [
      node.key,
      { baseline: [], baselineCpu: [], request: { push: [], pull_request: [] }, message: { push: [], pull_request: [] }, cpu: { push: [], pull_request: [] } },
    ]),
  );
  try {
    // One warm-up of each, so the file cache holds the bundle for every measured run alike.
    for (const node of nodes) {
      spawnSync(node.path, ['-e', '0']);
      await timeOne(node.path, node.dist, events.push.id);
      await timeOne(node.path, node.dist, events.pull_request.id);
    }
    for (let i = 0; i < runs; i++) {
      // Interleaved, so a busy moment on a shared machine touches every series alike.
      for (const node of nodes) {
        if (node.key === node.baselineKey) {
          const started = performance.now();
          const own = spawnSync(node.path, ['-e', 'const u = process.cpuUsage(); console.log((u.user + u.system) / 1000)'], { encoding: 'utf8' });
          series[node.key]!.baseline.push(performance.now() - started);
          series[node.key]!.baselineCpu.push(Number(own.stdout.trim()));
        }
        for (const name of Object.keys(events) as (keyof typeof events)[]) {
          const times = await timeOne(node.path, node.dist, events[name].id);
          series[node.key]!.request[name].push(times.request);
          series[node.key]!.message[name].push(times.message);
          series[node.key]!.cpu[name].push(times.cpu);
        }
      }
    }
  } finally {
    await Promise.all([github.close(), messages.close(), githubProxy?.close()]);
    rmSync(root, { recursive: true, force: true });
  }

  const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
  const result: Record<string, unknown> = {
    bench: 'action-startup',
    runs,
    github_latency_ms: latencyMs,
    static_import_bytes: staticImportBytes(join(built, 'index.js')),
    ...(compare ? { compare_static_import_bytes: staticImportBytes(join(resolve(compare), 'index.js')) } : {}),
  };
  const targets: Record<string, number> = {};
  const pass: Record<string, boolean> = {};
  console.log(
    `median of ${runs} runs each; GitHub answers ${latencyMs} ms late; index.js loads ${result.static_import_bytes} bytes of JavaScript before its first line`,
  );
  console.log(`${'what'.padEnd(66)} ${'ms'.padStart(8)} ${'× node -e 0'.padStart(12)}`);
  for (const node of nodes) {
    const { request, message, cpu } = series[node.key]!;
    const { baseline, baselineCpu } = series[node.baselineKey]!;
    const baseCpu = median(baselineCpu);
    const base = median(baseline);
    const own = node.key === node.baselineKey;
    const rows: [string, number][] = own ? [[`${node.key}: node -e 0 (spawn to exit)`, base]] : [];
    if (own) {
      result[`${node.key}_node_e0_ms`] = round(base);
      result[`${node.key}_node_e0_cpu_ms`] = round(baseCpu);
      rows.push([`${node.key}: node -e 0, CPU`, baseCpu]);
    }
    for (const name of Object.keys(events) as (keyof typeof events)[]) {
      rows.push([`${node.key}: leash action, ${name}: spawn to first model request`, median(request[name])]);
      rows.push([`${node.key}: leash action, ${name}: spawn to first streamed message`, median(message[name])]);
      rows.push([`${node.key}: leash action, ${name}: CPU before the first model request`, median(cpu[name])]);
      result[`${node.key}_${name}_cpu_ms`] = round(median(cpu[name]));
      result[`${node.key}_${name}_cpu_ratio`] = round(median(cpu[name]) / baseCpu, 2);
      result[`${node.key}_${name}_first_request_ms`] = round(median(request[name]));
      result[`${node.key}_${name}_first_message_ms`] = round(median(message[name]));
      const ratio = median(request[name]) / base;
      result[`${node.key}_${name}_ratio`] = round(ratio, 2);
      if (!own) continue;
      targets[`${node.key}_${name}_ratio`] = TARGET_RATIO;
      pass[`${node.key}_${name}_ratio`] = ratio <= TARGET_RATIO;
    }
    for (const [label, ms] of rows)
      console.log(`${label.padEnd(66)} ${ms.toFixed(1).padStart(8)} ${(ms / (label.includes('CPU') ? baseCpu : base)).toFixed(2).padStart(12)}`);
  }
  console.log(JSON.stringify({ ...result, targets, pass }));
}

await main();
