// Runs the real agent loop against the fake Messages API, through the real SDK, in a
// temporary workspace.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Anthropic } from '@anthropic-ai/sdk';
import { systemClock } from '../../src/agent/clock.js';
import type { LeashEvent, ResultEvent } from '../../src/agent/events.js';
import { createLocalToolHost } from '../../src/agent/local-tools.js';
import { DEFAULT_LIMITS, runAgent, type AgentLimits, type AgentOptions } from '../../src/agent/loop.js';
import { createRedactor } from '../../src/agent/redact.js';
import type { ToolHost } from '../../src/agent/tool-host.js';
import { tablePricing } from '../../src/agent/table-pricing.js';
import { loadBashParser } from '../../src/bash/parser.js';
import { loadPolicy } from '../../src/policy/load.js';
import {
  startFakeMessagesServer,
  type FakeMessagesServer,
  type FakeMessagesServerOptions,
  type MessagesRequestBody,
  type MessagesScript,
  type RecordedRequest,
} from '../../src/demo/index.js';

export const TEST_MODEL = 'claude-sonnet-5-5';

export const DEFAULT_TEST_POLICY = `version: 1
default: prompt
tools:
  bash:
    allow: ["echo *", "cat *", "ls *", "sleep *", "true", "printf *", "env", "printenv *"]
    deny: ["git push *", "rm *"]
`;

export interface ScriptedRun {
  result: ResultEvent;
  events: LeashEvent[];
  lines: string[];
  server: FakeMessagesServer;
  workspace: string;
  sessionFile: string;
  home: string;
}

export interface ScriptedRunOptions {
  script: MessagesScript;
  policy?: string;
  files?: Record<string, string>;
  limits?: Partial<AgentLimits>;
  prompt?: string;
  env?: NodeJS.ProcessEnv;
  server?: Partial<FakeMessagesServerOptions>;
  agent?: Partial<AgentOptions>;
  /** Wraps the local tool host (to watch or slow its calls). */
  wrapTools?: (host: ToolHost) => ToolHost;
  /** The fetch the SDK client uses (to watch requests from the client's side). */
  fetch?: typeof fetch;
}

const cleanups: (() => Promise<void> | void)[] = [];

export async function cleanUpRuns(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()!();
}

export function makeWorkspace(files: Record<string, string> = {}, policy = DEFAULT_TEST_POLICY): { root: string; workspace: string; home: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-loop-')));
  const workspace = join(root, 'ws');
  const home = join(root, 'home');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(workspace, '.github', 'leash.yml'), policy);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), content);
  }
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  return { root, workspace, home };
}

export async function runScripted(options: ScriptedRunOptions): Promise<ScriptedRun> {
  const { root, workspace, home } = makeWorkspace(options.files, options.policy);
  const server = await startFakeMessagesServer({ minCacheableTokens: 0, ...options.server, script: options.script });
  cleanups.push(() => server.close());
  const parser = await loadBashParser();
  const policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home, parser });
  const env = options.env ?? { PATH: process.env.PATH, HOME: home };
  const lines: string[] = [];
  let sessionFile = '';
  const result = await runAgent({
    client: new Anthropic({ apiKey: 'test-key', baseURL: server.url, maxRetries: 0, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    model: TEST_MODEL,
    prompt: options.prompt ?? 'Do the task.',
    policy,
    policyPath: join(workspace, '.github', 'leash.yml'),
    parser,
    tools: (options.wrapTools ?? ((host) => host))(await createLocalToolHost({ workspace, policy, env })),
    pricing: tablePricing(),
    redactor: createRedactor({ env }),
    clock: systemClock,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sessionDir: join(root, 'sessions'),
    emit: (line) => lines.push(line),
    leashVersion: 'test',
    apiKeySource: 'ANTHROPIC_API_KEY',
    retry: { maxRetries: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 },
    onSessionFile: (path) => {
      sessionFile = path;
    },
    ...options.agent,
  });
  return { result, events: lines.map((l) => JSON.parse(l) as LeashEvent), lines, server, workspace, sessionFile, home };
}

/** The tool_result blocks of the request the server received at `index`. */
export function toolResultsOf(run: ScriptedRun, index: number): { tool_use_id: string; content: string; is_error?: boolean }[] {
  const body = run.server.requests.filter((r) => r.path === '/v1/messages')[index]?.body as { messages: { content: unknown }[] } | undefined;
  const last = body?.messages.at(-1)?.content;
  return Array.isArray(last) ? ((last as { type: string }[]).filter((b) => b.type === 'tool_result') as never) : [];
}

export function messagesRequests(run: ScriptedRun) {
  return run.server.requests.filter((r) => r.path === '/v1/messages');
}

/** A recorded Messages request's body. */
export function bodyOf(request: RecordedRequest | undefined): MessagesRequestBody {
  if (!request?.body) throw new Error('no such request');
  return request.body as MessagesRequestBody;
}
