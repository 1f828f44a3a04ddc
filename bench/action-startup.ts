// How soon does the Action make its first model call?
//
//   npx tsx bench/action-startup.ts [--runs N] [--dist DIR]
//
// Runs the built Action (dist/index.js; `npm run build` first, as `npm run bench` does) as a
// process, the way the runner starts it: INPUT_* variables, the file commands, an event payload,
// the fake GitHub (trust check, and on a pull request the policy read from the base branch
// through the contents API) and the fake Messages API. Measured: the wall time from spawn to the
// fake Messages server receiving the first request (the loop's first call is a token count,
// then the first streamed message: both are shown), median of --runs (default 11) per event,
// against the wall time of `node -e 0` (spawn to exit) measured in the same run. Target: the
// first request within 4× `node -e 0`. Prints a table, then one JSON line
// ({"bench":"action-startup", ...}).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub } from '../src/testing/fake-github/index.js';
import { startFakeMessagesServer } from '../src/testing/index.js';

const TARGET_RATIO = 4;
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

async function main(): Promise<void> {
  const runs = Number(option('--runs', '11'));
  if (!Number.isInteger(runs) || runs < 3) throw new Error('--runs must be a whole number of at least 3');
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const dist = resolve(option('--dist', join(repoRoot, 'dist')));
  if (!existsSync(join(dist, 'index.js'))) throw new Error(`${join(dist, 'index.js')} does not exist: run npm run build first`);

  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bench-startup-')));
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(runnerTemp, { recursive: true });
  writeFileSync(join(workspace, '.github', 'leash.yml'), POLICY);

  // The server's clock is this process's high-resolution one, so `receivedAt` (taken when a
  // request's headers arrive) compares with the moment of the spawn.
  const clock = () => performance.timeOrigin + performance.now();
  const messages = await startFakeMessagesServer({ minCacheableTokens: 0, now: clock, script: () => ({ content: 'Done.' }) });
  const github = await startFakeGitHub({ repository: 'leash-org/app' });
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
      ...github.clientEnv({ runId, workspace, runnerTemp, eventPath }),
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
  const timeOne = (runId: number): Promise<{ request: number; message: number }> =>
    new Promise((resolvePromise, reject) => {
      const env = stepEnv(runId);
      const seen = messages.requests.length;
      const started = clock();
      const child = spawn(process.execPath, [...(process.env.LEASH_BENCH_NODE_ARGS ? process.env.LEASH_BENCH_NODE_ARGS.split(' ') : []), join(dist, 'index.js')], { cwd: workspace, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        const mine = messages.requests.slice(seen);
        const message = mine.find((request) => request.path === '/v1/messages');
        if (code !== 0 || mine.length === 0 || message === undefined) reject(new Error(`the Action ended with ${code} (${mine.length} model requests): ${stderr}`));
        else resolvePromise({ request: mine[0]!.receivedAt - started, message: message.receivedAt - started });
      });
    });

  const baseline: number[] = [];
  const measured: Record<keyof typeof events, number[]> = { push: [], pull_request: [] };
  const messagesAt: Record<keyof typeof events, number[]> = { push: [], pull_request: [] };
  try {
    // One warm-up of each, so the file cache holds the bundle for every measured run alike.
    spawnSync(process.execPath, ['-e', '0']);
    await timeOne(events.push.id);
    await timeOne(events.pull_request.id);
    for (let i = 0; i < runs; i++) {
      // Interleaved, so a busy moment on a shared machine touches every series alike.
      const started = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      baseline.push(performance.now() - started);
      for (const name of Object.keys(events) as (keyof typeof events)[]) {
        const times = await timeOne(events[name].id);
        measured[name].push(times.request);
        messagesAt[name].push(times.message);
      }
    }
  } finally {
    await Promise.all([github.close(), messages.close()]);
    rmSync(root, { recursive: true, force: true });
  }

  const base = median(baseline);
  const rows: [string, number][] = [['node -e 0 (spawn to exit)', base]];
  for (const name of Object.keys(events) as (keyof typeof events)[]) {
    rows.push([`leash action, ${name}: spawn to first model request`, median(measured[name])]);
    rows.push([`leash action, ${name}: spawn to first streamed message`, median(messagesAt[name])]);
  }
  console.log(`median of ${runs} runs each`);
  console.log(`${'what'.padEnd(62)} ${'ms'.padStart(8)} ${'× node -e 0'.padStart(12)}`);
  for (const [label, ms] of rows) console.log(`${label.padEnd(62)} ${ms.toFixed(1).padStart(8)} ${(ms / base).toFixed(2).padStart(12)}`);
  const pushRatio = median(measured.push) / base;
  const prRatio = median(measured.pull_request) / base;
  console.log(
    JSON.stringify({
      bench: 'action-startup',
      runs,
      node_e0_ms: Math.round(base * 10) / 10,
      push_first_request_ms: Math.round(median(measured.push) * 10) / 10,
      pull_request_first_request_ms: Math.round(median(measured.pull_request) * 10) / 10,
      push_first_message_ms: Math.round(median(messagesAt.push) * 10) / 10,
      pull_request_first_message_ms: Math.round(median(messagesAt.pull_request) * 10) / 10,
      push_ratio: Math.round(pushRatio * 100) / 100,
      pull_request_ratio: Math.round(prRatio * 100) / 100,
      targets: { push_ratio: TARGET_RATIO, pull_request_ratio: TARGET_RATIO },
      pass: { push_ratio: pushRatio <= TARGET_RATIO, pull_request_ratio: prRatio <= TARGET_RATIO },
    }),
  );
}

await main();
