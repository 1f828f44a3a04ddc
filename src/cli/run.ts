// `leash run` (DESIGN.md section 7): one headless task, from prompt to result envelope.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMessagesClient, type MessagesClient } from '../agent/messages-client.js';
import { systemClock } from '../agent/clock.js';
import { approvalLayer, pendingApprovals, selectApprovals } from '../agent/approvals.js';
import { DEFAULT_LIMITS, runAgent, type AgentLimits, type AgentOptions } from '../agent/loop.js';
import { withLayer } from '../policy/load.js';
import type { ResultEvent } from '../agent/events.js';
import { createLocalToolHost } from '../agent/local-tools.js';
import { McpConfigError, withMcpServers } from '../agent/mcp/index.js';
import { tablePricing } from '../agent/table-pricing.js';
import { createRedactor } from '../agent/redact.js';
import type { SpendGuard } from '../agent/spend.js';
import { readJsonSchemaFile, StructuredOutputSchemaError } from '../agent/structured-output.js';
import { parseTierModels, tierModels as withDefaultTierModels, TierModelsError, type TierModels } from '../agent/subagents.js';
import { readToolLimitsFile } from '../agent/tools/index.js';
import { readSessionFile, sessionPath } from '../agent/session-file.js';
import { runLedgerFlags, runOnLedger } from './budget.js';
import { cliSessionSandbox } from './sandbox.js';
import { policyContext } from './context.js';
import { parseDuration, parsePositiveInteger, parsePositiveNumber } from './flags.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { LEASH_VERSION } from './version.js';

export const DEFAULT_MODEL = 'claude-sonnet-5-5';

export const RUN_OPTIONS = {
  prompt: { type: 'string' },
  'prompt-file': { type: 'string' },
  policy: { type: 'string' },
  model: { type: 'string' },
  'max-turns': { type: 'string' },
  'max-budget-usd': { type: 'string' },
  timeout: { type: 'string' },
  'idle-timeout': { type: 'string' },
  'max-output-tokens': { type: 'string' },
  'output-format': { type: 'string', default: 'text' },
  'session-dir': { type: 'string' },
  resume: { type: 'string' },
  cwd: { type: 'string' },
  prices: { type: 'string' },
  'append-system-prompt': { type: 'string' },
  approve: { type: 'string' },
  'approved-by': { type: 'string' },
  ledger: { type: 'string' },
  'daily-budget-usd': { type: 'string' },
  'monthly-budget-usd': { type: 'string' },
  'tool-limits': { type: 'string' },
  'tier-models': { type: 'string' },
  'json-schema': { type: 'string' },
  sandbox: { type: 'string' },
} as const;

export type OutputFormat = 'text' | 'json' | 'stream-json';

/** Where sessions go unless `--session-dir` says otherwise. */
export function defaultSessionDir(io: CliIO): string {
  if (io.env.LEASH_SESSION_DIR) return resolve(io.cwd, io.env.LEASH_SESSION_DIR);
  const state = io.env.XDG_STATE_HOME || join(io.env.HOME || homedir(), '.local', 'state');
  return join(state, 'leash', 'sessions');
}

export function outputFormat(value: string | undefined): OutputFormat {
  if (value === 'text' || value === 'json' || value === 'stream-json') return value;
  throw new UsageError(`--output-format must be text, json or stream-json, not "${value}"`);
}

export function limitsFrom(values: Record<string, string | boolean | undefined>): AgentLimits {
  return {
    maxTurns: values['max-turns'] !== undefined ? parsePositiveInteger('--max-turns', String(values['max-turns'])) : null,
    maxBudgetUsd: values['max-budget-usd'] !== undefined ? parsePositiveNumber('--max-budget-usd', String(values['max-budget-usd'])) : null,
    timeoutMs: values.timeout !== undefined ? parseDuration('--timeout', String(values.timeout)) : null,
    idleTimeoutMs: values['idle-timeout'] !== undefined ? parseDuration('--idle-timeout', String(values['idle-timeout'])) : DEFAULT_LIMITS.idleTimeoutMs,
    maxOutputTokens: values['max-output-tokens'] !== undefined ? parsePositiveInteger('--max-output-tokens', String(values['max-output-tokens'])) : DEFAULT_LIMITS.maxOutputTokens,
  };
}

/** Prints a finished run in the asked format and returns the exit code: 0 success, 1 any error subtype. */
export function reportResult(result: ResultEvent, format: OutputFormat, io: CliIO): number {
  if (format === 'json') writeLine(io.stdout, JSON.stringify(result));
  if (format === 'text') {
    // Asked for a result in a schema's shape, the user gets that shape.
    writeLine(io.stdout, result.structured_output !== undefined ? JSON.stringify(result.structured_output) : result.result);
    if (result.is_error) writeLine(io.stderr, `leash: ${result.subtype}: ${result.result}`);
  }
  return result.subtype === 'success' && !result.is_error ? 0 : 1;
}

export async function runCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: RUN_OPTIONS, allowPositionals: false });
  if (positionals.length > 0) throw new UsageError('leash run takes no positional arguments; give the task with --prompt or --prompt-file');
  const format = outputFormat(values['output-format']);
  const limits = limitsFrom(values);
  const ledger = runLedgerFlags(values, limits, io);
  let prompt: string | null = values.prompt ?? null;
  if (values['prompt-file']) {
    if (prompt !== null) throw new UsageError('give --prompt or --prompt-file, not both');
    try {
      prompt = readFileSync(resolve(io.cwd, values['prompt-file']), 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read --prompt-file ${values['prompt-file']}: ${(error as Error).message}`);
    }
  }
  if (prompt === null && !values.resume) throw new UsageError('leash run needs --prompt TEXT or --prompt-file FILE (or --resume SESSION)');

  const apiKey = io.env.ANTHROPIC_API_KEY;
  const authToken = io.env.ANTHROPIC_AUTH_TOKEN;
  if (!apiKey && !authToken) {
    throw new UsageError('ANTHROPIC_API_KEY is not set; set it (and ANTHROPIC_BASE_URL for another endpoint), or try `leash demo`, which runs offline');
  }
  const model = values.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const pricing = tablePricing(values.prices ? { file: resolve(io.cwd, values.prices) } : io.env.LEASH_PRICES ? { file: resolve(io.cwd, io.env.LEASH_PRICES) } : {});
  pricing.check(model);
  const toolLimits = values['tool-limits'] ? readToolLimitsFile(resolve(io.cwd, values['tool-limits'])) : undefined;
  const { jsonSchema, tierModels } = agentShapeFlags(values, io);
  // Every model a subagent may run on needs a price before the run starts, as the main model does.
  for (const tierModel of Object.values(withDefaultTierModels(tierModels))) pricing.check(tierModel);

  const context = await policyContext(io, values.policy, values.cwd);
  const sessionDir = values['session-dir'] ? resolve(io.cwd, values['session-dir']) : defaultSessionDir(io);
  const resume = values.resume ? loadResume(values.resume, sessionDir, io) : undefined;
  let approval: AgentOptions['approval'];
  if (values.approve !== undefined) {
    if (!resume) throw new UsageError('--approve continues a session: give --resume SESSION too');
    const approvedBy = values['approved-by'] ?? io.env.GITHUB_ACTOR ?? io.env.USER ?? 'cli';
    let approved;
    try {
      approved = selectApprovals(pendingApprovals(resume.events), values.approve);
    } catch (error) {
      throw new UsageError(`cannot approve: ${(error as Error).message}`);
    }
    context.policy = withLayer(context.policy, approvalLayer(approved, approvedBy));
    approval = { approved, approvedBy, approvedAt: new Date().toISOString() };
  }
  const client = createMessagesClient({
    apiKey: apiKey ?? null,
    authToken: authToken ?? null,
    baseURL: io.env.ANTHROPIC_BASE_URL || undefined,
    maxRetries: 0,
    timeout: 10 * 60_000,
  });
  const sandbox = await cliSessionSandbox(values.sandbox, context.policy, io);
  const local = await createLocalToolHost({ workspace: context.workspace, policy: context.policy, env: io.env, sandbox: sandbox.sandbox });
  // MCP servers from the configuration beside the policy; a bad one is a usage error before any model call.
  const tools = await withMcpServers(local, {
    policyFile: values.policy ? resolve(io.cwd, values.policy) : null,
    workspace: context.workspace,
    env: io.env,
    clientVersion: LEASH_VERSION,
    signal: io.signal,
    warn: (line) => writeLine(io.stderr, `leash: ${line}`),
    sandbox: sandbox.sandbox,
  }).catch(async (error: unknown) => {
    await sandbox.sandbox?.close();
    throw error instanceof McpConfigError ? new UsageError(error.message) : error;
  });
  const run = (spend?: SpendGuard) => runAgent({
    client,
    model,
    prompt,
    policy: context.policy,
    policyPath: values.policy ? resolve(io.cwd, values.policy) : null,
    parser: context.parser,
    tools,
    pricing,
    redactor: createRedactor({ env: io.env }),
    clock: systemClock,
    limits,
    sessionDir,
    resume,
    emit: format === 'stream-json' ? (line) => writeLine(io.stdout, line) : undefined,
    signal: io.signal,
    leashVersion: LEASH_VERSION,
    apiKeySource: apiKey ? 'ANTHROPIC_API_KEY' : 'none',
    appendSystemPrompt: values['append-system-prompt'],
    approval,
    spend,
    toolLimits,
    jsonSchema,
    subagents: { tierModels },
    sandbox: sandbox.status,
    onSessionFile: (path) => {
      // Said at once, so whoever watches the run knows where the transcript grows.
      if (format !== 'stream-json') writeLine(io.stderr, `session: ${path}`);
    },
  });
  // With a ledger, the run's cap is reserved before it starts and settled with its real cost after.
  try {
    if (ledger) return await runOnLedger(ledger, run, format, io, reportResult);
    return reportResult(await run(), format, io);
  } finally {
    // Servers (and everything they started) end with the run, however it ended.
    await tools.close();
    await sandbox.sandbox?.close();
  }
}

/** `--json-schema FILE` and `--tier-models SPEC`; a mistake in either is a usage error (exit 2). */
function agentShapeFlags(values: { 'json-schema'?: string; 'tier-models'?: string }, io: CliIO): { jsonSchema?: Record<string, unknown>; tierModels?: TierModels } {
  try {
    return {
      jsonSchema: values['json-schema'] ? readJsonSchemaFile(resolve(io.cwd, values['json-schema'])) : undefined,
      tierModels: values['tier-models'] ? parseTierModels(values['tier-models']) : undefined,
    };
  } catch (error) {
    if (error instanceof StructuredOutputSchemaError) throw new UsageError(`--json-schema ${error.message}`);
    if (error instanceof TierModelsError) throw new UsageError(`--tier-models: ${error.message}`);
    throw error;
  }
}

function loadResume(session: string, sessionDir: string, io: CliIO) {
  const path = sessionPath(session, sessionDir, io.cwd);
  try {
    return { path, events: readSessionFile(path) };
  } catch (error) {
    throw new UsageError(`cannot resume ${session}: ${(error as Error).message}`);
  }
}
