// `prompt` / `prompt-file`: one headless session, the same call `leash run` makes; and the same
// session resumed with approvals (`approve-comment`), as `leash run --resume --approve` does.
import { systemClock } from '../agent/index.js';
import type { LeashEvent, PendingApproval, ResultEvent } from '../agent/index.js';
import { createLocalToolHost } from '../agent/index.js';
import { runAgent } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import type { SpendGuard } from '../agent/index.js';
import type { AgentSetup } from './agent-setup.js';
import { outcomeFromResult, type ActionOutcome, type TaskRecord } from './outcome.js';
import { LEASH_VERSION } from './version.js';

/** How a session starts: a new prompt, or an earlier session resumed with approvals. */
export interface SessionStart {
  /** Null when resuming: the session goes on from where it stopped. */
  prompt: string | null;
  resume?: { path: string; events: LeashEvent[] };
  approval?: { approved: PendingApproval[]; approvedBy: string; approvedAt: string };
}

export interface PromptRunOptions extends SessionStart {
  setup: AgentSetup;
  model: string;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  sessionDir: string;
  signal: AbortSignal;
  /** Each event line, redacted (progress in the log). */
  emit?: (line: string) => void;
  /** A guard shared with the ledger's reservation, when a daily budget is kept. */
  spend?: SpendGuard;
}

/** A task's name in tables: the prompt's first line, short. */
export function promptTaskName(prompt: string, redactor: Redactor): string {
  const line = redactor.redact(
    prompt
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? 'prompt',
  );
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** Runs the session; returns its envelope (redacted) and where its session file is. */
export async function runPromptSession(options: PromptRunOptions): Promise<{ result: ResultEvent; sessionFile: string | null }> {
  const { setup } = options;
  const tools = await createLocalToolHost({ workspace: setup.workspace, policy: setup.policy, env: options.env, sandbox: setup.sandbox.sandbox });
  let sessionFile: string | null = null;
  const result = await runAgent({
    client: setup.client,
    model: options.model,
    prompt: options.prompt,
    policy: setup.policy,
    policyPath: setup.policyPath,
    parser: setup.parser,
    tools,
    pricing: setup.pricing,
    redactor: options.redactor,
    clock: systemClock,
    limits: setup.limits,
    sessionDir: options.sessionDir,
    emit: options.emit,
    signal: options.signal,
    leashVersion: LEASH_VERSION,
    apiKeySource: 'ANTHROPIC_API_KEY',
    sandbox: setup.sandbox.status,
    ...(options.spend ? { spend: options.spend } : {}),
    ...(options.resume ? { resume: options.resume } : {}),
    ...(options.approval ? { approval: options.approval } : {}),
    onSessionFile: (path) => {
      sessionFile = path;
    },
  });
  return { result: options.redactor.redactValue(result), sessionFile };
}

export function promptOutcome(
  mode: string,
  name: string,
  run: { result: ResultEvent; sessionFile: string | null },
  budgetRemainingUsd: number | null,
): ActionOutcome {
  const task: TaskRecord & { envelope: ResultEvent } = { name, sessionFile: run.sessionFile, envelope: run.result };
  return outcomeFromResult(mode, task, budgetRemainingUsd);
}
