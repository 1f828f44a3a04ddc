// Shared pieces of the budget tests: temporary directories, envelopes for runners that do not
// call a model, and a task runner scripted per task.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Anthropic } from '@anthropic-ai/sdk';
import { systemClock } from '../../src/agent/clock.js';
import { emptyUsage, type ResultEvent } from '../../src/agent/events.js';
import { createLocalToolHost } from '../../src/agent/local-tools.js';
import { DEFAULT_LIMITS } from '../../src/agent/loop.js';
import { createRedactor } from '../../src/agent/redact.js';
import { tablePricing } from '../../src/agent/table-pricing.js';
import { loadBashParser } from '../../src/bash/parser.js';
import { createAgentTaskRunner, type RunTask, type TaskSpec } from '../../src/budget/index.js';
import { loadPolicy } from '../../src/policy/load.js';
import { repoRoot } from '../helpers/conformance.js';

const dirs: string[] = [];

export function tempDir(prefix = 'leash-budget-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  dirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
}

/** A result envelope as the loop writes it, for runners that do not call a model. */
export function envelopeOf(fields: Partial<ResultEvent> & { total_cost_usd: number }): ResultEvent {
  const subtype = fields.subtype ?? 'success';
  return {
    type: 'result',
    subtype,
    is_error: subtype !== 'success',
    result: 'done',
    uuid: crypto.randomUUID(),
    session_id: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    duration_ms: 1,
    duration_api_ms: 1,
    num_turns: 1,
    stop_reason: 'end_turn',
    session_cost_usd: fields.total_cost_usd,
    usage: emptyUsage(),
    modelUsage: {},
    permission_denials: [],
    pending_approvals: [],
    terminal_reason: subtype === 'success' ? 'completed' : 'model_error',
    ...fields,
  };
}

export interface ScriptedTask {
  /** What the task costs (settled), USD. */
  cost?: number;
  subtype?: ResultEvent['subtype'];
  result?: string;
  /** Milliseconds the task takes. */
  delayMs?: number;
  /** Throw instead of returning an envelope. */
  throws?: string;
}

export interface ScriptedRunner {
  runTask: RunTask;
  /** Every call, in the order tasks started. */
  calls: Array<{ task: TaskSpec; prompt: string; capUsd: number | null }>;
  /** The most tasks that ran at the same time. */
  maxConcurrent: () => number;
}

/** A runner whose tasks end as `script[task.id]` says (default: succeed at $0.01 after 5 ms). */
export function scriptedRunner(script: Record<string, ScriptedTask> = {}): ScriptedRunner {
  const calls: ScriptedRunner['calls'] = [];
  let running = 0;
  let most = 0;
  const runTask: RunTask = async (task, context) => {
    calls.push({ task, prompt: context.prompt, capUsd: context.spend.capUsd });
    running += 1;
    most = Math.max(most, running);
    try {
      const plan = script[task.id] ?? {};
      await new Promise((resolve) => setTimeout(resolve, plan.delayMs ?? 5));
      if (plan.throws !== undefined) throw new Error(plan.throws);
      const cost = plan.cost ?? 0.01;
      return envelopeOf({
        total_cost_usd: cost,
        result: plan.result ?? `result of ${task.id}`,
        ...(plan.subtype === undefined ? {} : { subtype: plan.subtype }),
      });
    } finally {
      running -= 1;
    }
  };
  return { runTask, calls, maxConcurrent: () => most };
}

/** The real agent loop as a chain's runner, against a (fake) Messages API at `baseURL`. */
export async function agentRunner(options: {
  baseURL: string;
  workspace: string;
  home: string;
  sessionDir: string;
  model?: string;
  maxOutputTokens?: number;
  onSessionFile?: (path: string, task: TaskSpec) => void;
}): Promise<RunTask> {
  const parser = await loadBashParser();
  const policyPath = join(options.workspace, '.github', 'leash.yml');
  const policy = await loadPolicy(policyPath, { workspace: options.workspace, home: options.home, parser });
  const env = { PATH: process.env.PATH, HOME: options.home };
  return createAgentTaskRunner({
    client: new Anthropic({ apiKey: 'test-key', baseURL: options.baseURL, maxRetries: 0 }),
    model: options.model ?? 'claude-sonnet-5-5',
    policy,
    policyPath,
    parser,
    tools: (narrowed) => createLocalToolHost({ workspace: options.workspace, policy: narrowed, env }),
    pricing: tablePricing(),
    redactor: createRedactor({ env }),
    clock: systemClock,
    limits: { ...DEFAULT_LIMITS, ...(options.maxOutputTokens === undefined ? {} : { maxOutputTokens: options.maxOutputTokens }) },
    sessionDir: options.sessionDir,
    leashVersion: 'test',
    apiKeySource: 'ANTHROPIC_API_KEY',
    retry: { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 1_000 },
    ...(options.onSessionFile === undefined ? {} : { onSessionFile: options.onSessionFile }),
  });
}

/** The task a Messages request belongs to: prompts in these tests carry `[task:ID]`. */
export function taskOfRequest(body: { messages: Array<{ content: unknown }> }): string {
  return /\[task:([^\]]+)\]/.exec(JSON.stringify(body.messages[0]?.content ?? ''))?.[1] ?? '?';
}

// ------------------------------------------------------------------ real `leash` processes

const TSX_LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const BIN = join(repoRoot, 'src', 'cli', 'bin.ts');
const children: ChildProcess[] = [];

export interface LeashProcess {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): { stdout: string; stderr: string };
}

/** `leash ARGS` as its own process, from the TypeScript sources (named by absolute URL). */
export function spawnLeash(args: string[], env: NodeJS.ProcessEnv, cwd: string): LeashProcess {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, BIN, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  return { child, done, output: () => ({ stdout, stderr }) };
}

/** Kills whatever spawnLeash started that is still running, and waits for it. */
export async function stopLeashProcesses(): Promise<void> {
  while (children.length > 0) {
    const child = children.pop()!;
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGKILL');
      await closed;
    }
  }
}

export async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
