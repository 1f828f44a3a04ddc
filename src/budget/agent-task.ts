/**
 * A `RunTask` that runs a chain or grind task with the real agent loop: the task's model and
 * max turns, its cap as the run's hard cap (through the `SpendGuard` the chain hands over, so
 * anything the task's agent starts shares it), the policy narrowed by the task's own denies,
 * and the prompt with the results of its needs already inserted by the chain.
 */

import { runAgent, type AgentLimits, type AgentOptions } from '../agent/index.js';
import type { ToolHost } from '../agent/index.js';
import { withLayer } from '../policy/index.js';
import type { Policy, PolicyLayer, Rule, ToolRules, ToolSection } from '../policy/index.js';
import type { RunTask, TaskSpec } from './chain-types.js';

export interface AgentTaskBase extends Omit<
  AgentOptions,
  'prompt' | 'tools' | 'spend' | 'signal' | 'emit' | 'resume' | 'resumeNote' | 'onSessionFile' | 'limits'
> {
  /** The model of a task that names none. */
  model: string;
  /** Limits every task starts from; a task's `maxTurns` and cap replace max turns and the budget. */
  limits: AgentLimits;
  /**
   * Builds the tools for one task from its (narrowed) policy: file tools drop what the policy
   * does not let them read, so they must see the task's own denies.
   */
  tools: (policy: Policy) => ToolHost | Promise<ToolHost>;
  /** Told where each task's session file is, as soon as it is opened. */
  onSessionFile?: (path: string, task: TaskSpec) => void;
}

/** The runner chains and grinds use for their tasks. */
export function createAgentTaskRunner(base: AgentTaskBase): RunTask {
  const { tools: makeTools, onSessionFile, limits, ...agent } = base;
  return async (task, context) => {
    const model = task.model ?? base.model;
    // An unknown model is refused before anything runs (and before any money is spent).
    base.pricing.check(model);
    const policy = narrowPolicy(base.policy, task.narrowing);
    const tools = await makeTools(policy);
    return runAgent({
      ...agent,
      model,
      prompt: context.prompt,
      policy,
      tools,
      limits: { ...limits, maxTurns: task.maxTurns ?? limits.maxTurns, maxBudgetUsd: task.capUsd },
      spend: context.spend,
      signal: context.signal,
      ...(context.onEvent === undefined ? {} : { emit: context.onEvent }),
      onSessionFile: (path) => onSessionFile?.(path, task),
    });
  };
}

/** The policy a task runs under: its denies as a `task` layer above the others. */
export function narrowPolicy(policy: Policy, narrowing: TaskSpec['narrowing']): Policy {
  if (narrowing === undefined) return policy;
  return withLayer(policy, narrowingLayer(narrowing));
}

/**
 * A chain task's narrowing as a policy layer: deny rules only, from `source` (`chain.yml:LINE`).
 * A `task` layer cannot lift floors or replace the built-in read/write allows (decide.ts), and
 * this one has no allows and no default, so it can only take permissions away.
 */
export function narrowingLayer(narrowing: NonNullable<TaskSpec['narrowing']>): PolicyLayer {
  const tools = new Map<ToolSection, ToolRules>();
  for (const tool of ['bash', 'write', 'read'] as const) {
    const patterns = narrowing[tool];
    if (patterns === undefined || patterns.length === 0) continue;
    const deny: Rule[] = patterns.map((pattern) => ({ pattern, effect: 'deny', tool, layer: 'task', source: narrowing.source }));
    tools.set(tool, { allow: [], deny, hasAllowList: false });
  }
  return { layer: 'task', file: narrowing.source.replace(/:\d+$/, ''), tools, lifts: [], envPass: [], tests: [] };
}
