// What every mode needs before its first model call, built from the inputs as `leash run`
// builds it from flags: the bash parser, the policy (read from where trust says), the price
// table, the Anthropic client and the limits.
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { createMessagesClient, type MessagesClient } from '../agent/index.js';
import { DEFAULT_LIMITS, type AgentLimits } from '../agent/index.js';
import type { Pricing } from '../agent/index.js';
import { tablePricing } from '../agent/index.js';
import { probePathFolding } from '../paths/index.js';
import { loadBashParser, type BashParser } from '../bash/index.js';
import { loadPolicy } from '../policy/index.js';
import type { Policy } from '../policy/index.js';
import type { ActionInputs } from './inputs.js';
import { policyHostFor, type RepositoryFiles } from './policy-source.js';
import type { SessionSandbox } from '../sandbox/index.js';
import { prepareActionSandbox } from './sandbox-setup.js';

export interface AgentSetup {
  parser: BashParser;
  policy: Policy;
  /** The policy file as the session's init event names it. */
  policyPath: string;
  pricing: Pricing;
  client: MessagesClient;
  limits: AgentLimits;
  workspace: string;
  /** The session's OS sandbox (or the status saying why there is none). */
  sandbox: SessionSandbox;
}

/** The part of the set-up that needs no trust and no policy: started while the trust check waits for GitHub. */
export interface EarlySetup {
  pricing: Pricing;
  parser: Promise<BashParser>;
}

/**
 * Starts the bash parser (its wasm compiles in the background) and checks the model's price (an
 * unknown model fails here, before anything runs). Neither reads the repository or spends
 * anything, so both may start before the actor is known to be trusted.
 */
export function startEarlySetup(inputs: ActionInputs, workspace: string, env: NodeJS.ProcessEnv): EarlySetup {
  const parser = loadBashParser();
  // Observed at once: if the trust check refuses the run, nobody awaits this promise.
  parser.catch(() => undefined);
  const pricing = tablePricing(env.LEASH_PRICES ? { file: resolve(workspace, env.LEASH_PRICES) } : {});
  pricing.check(inputs.model);
  return { pricing, parser };
}

export interface AgentSetupOptions {
  inputs: ActionInputs;
  workspace: string;
  env: NodeJS.ProcessEnv;
  /** Where the policy and the files it extends are read from (the base branch on pull requests). */
  files: RepositoryFiles;
  early: EarlySetup;
  /** Lines for the step's log (the sandbox preflight, a sandbox that cannot run). */
  say?: (line: string) => void;
  /** The step's stop signal (a cancelled job): loading the policy stops between files. */
  signal?: AbortSignal;
}

export async function prepareAgent(options: AgentSetupOptions): Promise<AgentSetup> {
  const { inputs, env } = options;
  const pricing = options.early.pricing;
  const parser = await options.early.parser;
  const policyPath = resolve(options.workspace, inputs.policy);
  // Deny rules and floors meet every spelling the workspace's file system takes for a path.
  const probe = probePathFolding(options.workspace);
  if (probe.failed) options.say?.(`leash: ${probe.failed}: deny rules and floors meet every spelling a file system may fold`);
  const policy = await loadPolicy(policyPath, {
    folding: probe.folding,
    workspace: options.workspace,
    home: env.HOME || homedir(),
    parser,
    host: policyHostFor(options.files),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const client = createMessagesClient({
    apiKey: inputs.anthropicApiKey,
    baseURL: inputs.anthropicBaseUrl ?? undefined,
    // The loop retries itself, and says so in the transcript.
    maxRetries: 0,
    timeout: 10 * 60_000,
  });
  const limits: AgentLimits = {
    ...DEFAULT_LIMITS,
    maxTurns: inputs.maxTurns,
    maxBudgetUsd: inputs.maxBudgetUsd,
    timeoutMs: inputs.timeoutMs,
  };
  const sandbox = await prepareActionSandbox({ inputs, policy, env, ...(options.say ? { say: options.say } : {}) });
  return { parser, policy, policyPath, pricing, client, limits, workspace: policy.workspace, sandbox };
}
