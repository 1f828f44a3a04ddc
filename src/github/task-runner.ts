// The `RunTask` chains and grinds run their tasks with: the real agent loop, on the set-up the
// step built (policy from the right place, prices, client, limits), with each task's tools built
// from its own narrowed policy, and its session file remembered for the artifact.
import { systemClock } from '../agent/index.js';
import { createLocalToolHost } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import { createAgentTaskRunner, type RunTask } from '../budget/index.js';
import type { AgentSetup } from './agent-setup.js';
import { LEASH_VERSION } from './version.js';

export interface ActionTaskRunnerOptions {
  setup: AgentSetup;
  /** The model of a task that names none. */
  model: string;
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  sessionDir: string;
  /** Each task's session file, as soon as it is opened (a retried task gets a new one). */
  sessionFiles: Map<string, string>;
}

export function actionTaskRunner(options: ActionTaskRunnerOptions): RunTask {
  const { setup } = options;
  return createAgentTaskRunner({
    client: setup.client,
    model: options.model,
    policy: setup.policy,
    policyPath: setup.policyPath,
    parser: setup.parser,
    tools: (policy) => createLocalToolHost({ workspace: setup.workspace, policy, env: options.env, sandbox: setup.sandbox.sandbox }),
    sandbox: setup.sandbox.status,
    pricing: setup.pricing,
    redactor: options.redactor,
    clock: systemClock,
    limits: setup.limits,
    sessionDir: options.sessionDir,
    leashVersion: LEASH_VERSION,
    apiKeySource: 'ANTHROPIC_API_KEY',
    onSessionFile: (path, task) => options.sessionFiles.set(task.id, path),
  });
}
