// Runs the built Action (dist/index.js, dist/post.js) as the runner does: a node process with
// INPUT_* variables, the file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY), an
// event payload, the fake GitHub and the fake Messages API. Everything lives in a temporary
// directory that `dispose()` removes, with the servers closed and no process left behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync, copyFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { startFakeGitHub, type FakeGitHub, type FakeWorkflowRun, type WorkflowRunSeed } from '../support/fake-github/index.js';
import { startFakeMessagesServer, type FakeMessagesServer, type ScriptedResponse, type ScriptFunction } from '../../src/demo/index.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds dist/ with the repository's own build script into a private directory: the script
 * always writes `<its root>/dist`, so it is copied into a scratch root whose src, grammars,
 * examples and node_modules link to the repository's. Another build of the shared dist/
 * running meanwhile cannot pull files from under a test.
 */
export function buildActionBundle(): { dist: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'leash-action-build-'));
  mkdirSync(join(root, 'scripts'));
  // The build script and the modules it imports, copied (a link would resolve back to the repository).
  for (const file of readdirSync(join(repoRoot, 'scripts')).filter((f) => f.endsWith('.mjs')))
    copyFileSync(join(repoRoot, 'scripts', file), join(root, 'scripts', file));
  for (const entry of ['src', 'grammars', 'examples', 'node_modules', 'package.json']) symlinkSync(join(repoRoot, entry), join(root, entry));
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (built.status !== 0) throw new Error(`build failed (${built.status}): ${built.stderr}${built.stdout}`);
  const dist = join(root, 'dist');
  for (const file of ['index.js', 'post.js']) if (!existsSync(join(dist, file))) throw new Error(`the build made no dist/${file}`);
  return { dist, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** The variables the runner sets for an action's inputs, defaults from action.yml included. */
export function actionInputEnv(inputs: Record<string, string>, githubToken: string): Record<string, string> {
  const action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = inputs[name] ?? (spec.default === undefined ? '' : String(spec.default).replace('${{ github.token }}', githubToken));
    env[`INPUT_${name.toUpperCase()}`] = value;
  }
  for (const name of Object.keys(inputs)) if (!(name in action.inputs)) throw new Error(`action.yml declares no input ${name}`);
  return env;
}

/** Parses the file-command format of GITHUB_OUTPUT and GITHUB_STATE: `name=value` and `name<<DELIM … DELIM`. */
export function parseFileCommands(text: string): Map<string, string> {
  const values = new Map<string, string>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && lines[j] !== delimiter) body.push(lines[j++]!);
      if (j >= lines.length) throw new Error(`unterminated value of ${name} (delimiter ${delimiter})`);
      values.set(name!, body.join('\n'));
      i = j;
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`not a file command line: ${JSON.stringify(line)}`);
    values.set(line.slice(0, eq), line.slice(eq + 1));
  }
  return values;
}

export interface StepResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Map<string, string>;
  state: Map<string, string>;
  summary: string;
}

/**
 * A script that answers each session on its own: the response is picked by how many assistant
 * turns the request already holds, so several sessions (or runs) each start at the first one.
 */
export function perSessionScript(responses: readonly ScriptedResponse[] | ((prompt: string) => readonly ScriptedResponse[])): ScriptFunction {
  return (request) => {
    const messages = request.body.messages;
    const turn = messages.filter((message) => message.role === 'assistant').length;
    const first = messages[0]?.content;
    const prompt = typeof first === 'string' ? first : (first ?? []).map((block) => (typeof block.text === 'string' ? block.text : '')).join('\n');
    const list = typeof responses === 'function' ? responses(prompt) : responses;
    return list[turn];
  };
}

/** The fakes, a workspace and a runner's directories for one test. */
export class ActionWorld {
  readonly root: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  private children = new Set<ChildProcess>();
  private step = 0;

  private constructor(
    readonly github: FakeGitHub,
    readonly messages: FakeMessagesServer,
    readonly dist: string,
  ) {
    this.root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-action-test-')));
    this.workspace = join(this.root, 'workspace');
    this.runnerTemp = join(this.root, 'runner-temp');
    mkdirSync(this.workspace, { recursive: true });
    mkdirSync(this.runnerTemp, { recursive: true });
  }

  /** What the fake model answers; replace it per test (see `perSessionScript`). */
  script: ScriptFunction = () => undefined;

  static async start(dist: string, options: { repository?: string } = {}): Promise<ActionWorld> {
    const github = await startFakeGitHub({ repository: options.repository ?? 'leash-org/app' });
    // The script reads the world, made just after the server; requests come only later.
    // eslint-disable-next-line prefer-const
    let world: ActionWorld | undefined;
    const messages = await startFakeMessagesServer({ script: (request, index) => world!.script(request, index), minCacheableTokens: 0 });
    world = new ActionWorld(github, messages, dist);
    return world;
  }

  /** Writes files into the checkout (what actions/checkout would have left). */
  checkout(files: Record<string, string>): void {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(this.workspace, path)), { recursive: true });
      writeFileSync(join(this.workspace, path), content);
    }
  }

  /** The whole environment of a step of `run`, with these inputs. */
  stepEnv(run: FakeWorkflowRun | WorkflowRunSeed, inputs: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
    const theRun = 'backendId' in run ? run : this.github.addWorkflowRun(run);
    const dir = join(this.root, `step-${++this.step}`);
    mkdirSync(dir);
    const eventPath = join(dir, 'event.json');
    writeFileSync(eventPath, JSON.stringify(this.github.eventPayload(theRun.id)));
    for (const file of ['output', 'state', 'summary', 'env', 'path']) writeFileSync(join(dir, file), '');
    const client = this.github.clientEnv({ runId: theRun.id, workspace: this.workspace, runnerTemp: this.runnerTemp, eventPath });
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: join(this.root, 'home'),
      ...client,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STATE: join(dir, 'state'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary'),
      GITHUB_ENV: join(dir, 'env'),
      GITHUB_PATH: join(dir, 'path'),
      // Steps testing other features run without the OS sandbox (the Action's default on Linux is
      // required, with a preflight); test/sandbox and the preflight's own test cover it.
      ...actionInputEnv(
        { 'anthropic-base-url': this.messages.url, 'anthropic-api-key': 'sk-ant-api03-test-key-not-a-secret-0000000000', sandbox: 'off', ...inputs },
        client.GITHUB_TOKEN ?? '',
      ),
      ...extra,
    };
  }

  /** Runs dist/index.js (or post.js) to its end; `killWhen` SIGKILLs it, `signalWhen` sends it the signal it names, once they say so. */
  runStep(
    entry: 'index' | 'post',
    env: Record<string, string>,
    options: { killWhen?: () => boolean; signalWhen?: () => NodeJS.Signals | null; timeoutMs?: number } = {},
  ): Promise<StepResult> {
    return new Promise((resolvePromise, reject) => {
      const child = spawn(process.execPath, [join(this.dist, `${entry}.js`)], { cwd: this.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
      this.children.add(child);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      let poll: ReturnType<typeof setInterval> | undefined;
      if (options.killWhen || options.signalWhen) {
        const { killWhen, signalWhen } = options;
        poll = setInterval(() => {
          if (killWhen?.()) child.kill('SIGKILL');
          const signal = signalWhen?.();
          if (signal) child.kill(signal);
        }, 5);
      }
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`dist/${entry}.js did not finish in time:\n${Buffer.concat(out).toString()}\n${Buffer.concat(err).toString()}`));
      }, options.timeoutMs ?? 60_000);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (poll) clearInterval(poll);
        this.children.delete(child);
        resolvePromise({
          code,
          signal,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
          outputs: parseFileCommands(readFileSync(env.GITHUB_OUTPUT!, 'utf8')),
          state: parseFileCommands(readFileSync(env.GITHUB_STATE!, 'utf8')),
          summary: readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8'),
        });
      });
    });
  }

  /** The post step's environment: the main step's, with its saved state as STATE_* variables (what the runner does). */
  postEnv(mainEnv: Record<string, string>, main: StepResult): Record<string, string> {
    const env = { ...mainEnv };
    for (const [name, value] of main.state) env[`STATE_${name}`] = value;
    const dir = join(this.root, `step-${++this.step}`);
    mkdirSync(dir);
    for (const file of ['output', 'state', 'summary']) writeFileSync(join(dir, file), '');
    return { ...env, GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STATE: join(dir, 'state'), GITHUB_STEP_SUMMARY: join(dir, 'summary') };
  }

  async dispose(): Promise<void> {
    for (const child of this.children) child.kill('SIGKILL');
    await Promise.all([this.github.close(), this.messages.close()]);
    rmSync(this.root, { recursive: true, force: true });
  }
}
