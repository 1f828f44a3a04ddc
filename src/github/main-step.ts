// The Action's main step: inputs → trust → policy from the right place → the same core calls
// `leash run` makes → outputs, job summary, artifact and comment. Every way it can stop early is
// a failed step that says why.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createRedactor, type Redactor } from '../agent/index.js';
import { prepareAgent, startEarlySetup, type AgentSetup, type EarlySetup } from './agent-setup.js';
import type { ArtifactDownloader, ArtifactUploader } from './artifact.js';
import type { BudgetModeContext } from './budget-modes.js';
import { readWorkflowContext, type WorkflowContext } from './context.js';
import { describeError } from './errors.js';
import type { StepWorld } from './finish-step.js';
import { createGitHubApi } from './github-api.js';
import { InputError, readActionInputs, type ActionInputs } from './inputs.js';
import type { ActionOutcome } from './outcome.js';
import { apiRepositoryFiles, pullRequestOfRun, workspaceFiles, type RepositoryFiles } from './policy-source.js';
import { progressPrinter } from './progress.js';
import { promptOutcome, promptTaskName, runPromptSession } from './prompt-mode.js';
import type { ActionRuntime } from './runtime.js';
import { maskInputSecrets } from './secrets.js';
import { createStepDirectories, saveStepState, type StepState } from './state.js';
import { checkTrust } from './trust.js';

export interface MainStepDependencies {
  runtime: ActionRuntime;
  /** Fires on SIGINT/SIGTERM (a cancelled job): the run stops and still leaves its results. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  upload?: ArtifactUploader;
  /** Fetches an earlier run's artifact (`approve-comment`); `@actions/artifact` when not given. */
  download?: ArtifactDownloader;
  now?: () => Date;
}

export async function runMainStep(deps: MainStepDependencies): Promise<void> {
  const { runtime } = deps;
  const env = runtime.env;
  const secrets = maskInputSecrets(runtime);
  // Built on first use: after the trust check's request is on its way, when all goes well.
  let redactorBuilt: Redactor | undefined;
  const redactorNow = (): Redactor => (redactorBuilt ??= createRedactor({ env, secrets }));

  let inputs: ActionInputs;
  let context: WorkflowContext;
  let state: StepState;
  try {
    inputs = readActionInputs(env);
    for (const line of inputs.deprecations) runtime.warning(line);
    context = readWorkflowContext(env);
    const dirs = createStepDirectories(context.runnerTemp, context.runId, context.job);
    state = { ...dirs, artifactName: inputs.artifactName ?? `leash-${context.job}`, retentionDays: inputs.artifactRetentionDays };
    saveStepState(runtime, state);
  } catch (error) {
    runtime.setFailed(redactorNow().redact(describeError(error)));
    return;
  }
  const api = createGitHubApi({
    apiUrl: context.apiUrl,
    repository: context.repository,
    token: inputs.githubToken,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  if (inputs.mode.kind === 'approve') {
    // A comment that approves held calls: its own checks (the commenter, the comment, the earlier
    // run) come before anything is read from the repository or spent.
    const redactor = redactorNow();
    const { runApprovalStep } = await import('./approve-step.js');
    await runApprovalStep({ runtime, inputs, context, redactor, api, state, deps, say: (line) => runtime.info(redactor.redact(line)) }, deps.signal);
    return;
  }

  // The trust check waits on GitHub; meanwhile the work that needs neither trust nor the policy
  // happens (the redactor, the parser's wasm, the price table), and on a pull request the base
  // branch's policy file is already being fetched. Nothing runs or is spent before trust.
  const trustChecked = (async () => {
    const pullRequest = await pullRequestOfRun(context, api);
    return { pullRequest, trust: await checkTrust(context, pullRequest, inputs, api) };
  })();
  trustChecked.catch(() => undefined);
  // Each piece of work below holds the thread for tens of milliseconds; between them the
  // requests' connections and answers make progress.
  await nextTurn();
  const redactor = redactorNow();
  const say = (line: string) => runtime.info(redactor.redact(line));
  const world: StepWorld = { runtime, inputs, context, redactor, api, state, deps, say };

  let outcome: ActionOutcome;
  try {
    const payloadPullRequest = context.pullRequest;
    const baseFiles = payloadPullRequest ? apiRepositoryFiles(api, payloadPullRequest.baseSha, payloadPullRequest.baseRef, context.workspace) : null;
    baseFiles?.prefetch(resolve(context.workspace, inputs.policy));
    let early: EarlySetup | { error: unknown };
    await nextTurn();
    try {
      early = startEarlySetup(inputs, context.workspace, env);
    } catch (error) {
      early = { error };
    }
    const { pullRequest, trust } = await trustChecked;
    world.pullRequest = pullRequest;
    if (!trust.trusted) {
      const { refuseStep } = await import('./finish-step.js');
      await refuseStep(world, trust.reason);
      return;
    }
    if ('error' in early) throw early.error;
    say(`Leash: ${trust.why}`);
    const files = baseFiles ?? (pullRequest ? apiRepositoryFiles(api, pullRequest.base.sha, pullRequest.base.ref, context.workspace) : workspaceFiles());
    say(`Leash: policy ${inputs.policy}, read from ${files.origin}`);
    outcome = await runMode(world, deps, files, early);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    const { leaveAfterFailure, reportFailure } = await import('./finish-step.js');
    await reportFailure(world, message).catch((failure) =>
      runtime.warning(redactor.redact(`could not write the failure summary: ${(failure as Error).message}`)),
    );
    await leaveAfterFailure(world);
    return;
  }
  // Loaded after the run: the report, the artifact client and the comment are not needed before it.
  const { finishStep } = await import('./finish-step.js');
  await finishStep(world, outcome);
}

/** Lets pending I/O callbacks run before the next stretch of work. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function runMode(world: StepWorld, deps: MainStepDependencies, files: RepositoryFiles, early: EarlySetup): Promise<ActionOutcome> {
  const { inputs, context, runtime } = world;
  const setup = await prepareAgent({ inputs, workspace: context.workspace, env: runtime.env, files, early, say: world.say, signal: deps.signal });
  try {
    return await runModeWithSetup(world, deps, files, setup);
  } finally {
    await setup.sandbox.sandbox?.close();
  }
}

async function runModeWithSetup(world: StepWorld, deps: MainStepDependencies, files: RepositoryFiles, setup: AgentSetup): Promise<ActionOutcome> {
  const { inputs, context, redactor, runtime } = world;
  const mode = inputs.mode;
  if ((mode.kind === 'prompt' || mode.kind === 'prompt-file') && inputs.dailyBudgetUsd === null) {
    const prompt = mode.kind === 'prompt' ? mode.prompt : await readPromptFile(resolve(context.workspace, mode.path), mode.path);
    const run = await runPromptSession({
      setup,
      model: inputs.model,
      prompt,
      env: runtime.env,
      redactor,
      sessionDir: world.state.sessionDir,
      signal: deps.signal,
      emit: progressPrinter(world.say),
    });
    return promptOutcome(mode.kind, promptTaskName(prompt, redactor), run, Math.max(0, inputs.maxBudgetUsd - run.result.total_cost_usd));
  }
  // The modes that keep a ledger load the budget layer (and, for the cache, @actions/cache) only when used.
  const budget = await import('./budget-modes.js');
  const budgetMode: BudgetModeContext = {
    inputs,
    context,
    files,
    setup,
    env: runtime.env,
    redactor,
    api: world.api,
    sessionDir: world.state.sessionDir,
    workDir: world.state.workDir,
    signal: deps.signal,
    say: world.say,
    warn: (message) => runtime.warning(redactor.redact(message)),
  };
  switch (mode.kind) {
    case 'prompt':
    case 'prompt-file': {
      const prompt = mode.kind === 'prompt' ? mode.prompt : await readPromptFile(resolve(context.workspace, mode.path), mode.path);
      return budget.runPromptUnderDailyBudget(budgetMode, { prompt }, promptTaskName(prompt, redactor), mode.kind);
    }
    case 'approve':
      throw new Error('approve-comment: true runs through the approval step, not as a mode of a run');
    case 'chain':
      return budget.runChainMode(budgetMode, mode.path);
    case 'queue':
    case 'queue-label':
      return budget.runGrindMode(budgetMode);
  }
}

async function readPromptFile(path: string, shown: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new InputError(
      'prompt-file',
      `cannot read ${shown}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file in the workspace' : (error as Error).message}`,
    );
  }
}
