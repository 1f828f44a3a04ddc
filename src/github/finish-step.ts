// The end of the main step, loaded only once the run is over (or refused): the artifact, the
// outputs, the job summary, the sticky comment and the verdict of `fail-on`. The report layer and
// the artifact client are needed here and not before the first model call.
import type { ApprovalEvent, ResultEvent } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import { readSessionFile } from '../agent/index.js';
import type { ArtifactDownloader, ArtifactUploader } from './artifact.js';
import { renderStickyComment, stickyKey, upsertStickyComment, type StickyApprovals } from './comment.js';
import { artifactUrl, runUrl, type WorkflowContext } from './context.js';
import type { GitHubApi, PullRequestRefs } from './github-api.js';
import type { ActionInputs } from './inputs.js';
import { writeExecutionFile } from './execution-file.js';
import { leaveSessionsBehind, stageAndUpload } from './leave-behind.js';
import { failureReasons, type ActionOutcome } from './outcome.js';
import { actionOutputs, OUTPUT_NAMES } from './outputs.js';
import type { ActionRuntime } from './runtime.js';
import { saveUploadedArtifact, type StepState } from './state.js';
import { renderFailureSummary, renderRefusalSummary, renderStepSummary } from './summary.js';

/** Everything a step has built by the time it finishes. */
export interface StepWorld {
  runtime: ActionRuntime;
  inputs: ActionInputs;
  context: WorkflowContext;
  redactor: Redactor;
  api: GitHubApi;
  state: StepState;
  deps: { upload?: ArtifactUploader; download?: ArtifactDownloader; now?: () => Date };
  say(line: string): void;
  /** The pull request the run is about (its head commit goes into the sticky comment's state). */
  pullRequest?: PullRequestRefs | null;
  /**
   * An approval step's sticky comment: edited in place (its own key kept) whatever `comment` says;
   * null leaves every comment alone (a resumed run that never started has nothing to change there).
   */
  sticky?: { id: number; key: string } | null;
}

/** What finishing left where others can point to it. */
export interface FinishedStep {
  artifact: { id: number; name: string; url: string } | null;
  /** The sticky comment written, if any (its address when the API gave it back). */
  comment: { id: number; htmlUrl: string | null } | null;
}

/** After a failure mid-way: whatever sessions started still go into the artifact. */
export async function leaveAfterFailure(world: StepWorld): Promise<void> {
  const { runtime, state, redactor, context, deps } = world;
  await leaveSessionsBehind({
    runtime,
    state,
    redactor,
    note: 'The main step failed before it finished; these are the sessions it left.',
    links: { runUrl: runUrl(context) },
    artifactUrlOf: (id) => artifactUrl(context, id),
    ...(deps.upload ? { upload: deps.upload } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  }).catch((error) => runtime.warning(redactor.redact(`could not upload the sessions left behind: ${(error as Error).message}`)));
}

/**
 * A step stopped by an error after its checks (a policy that does not load, a bad chain file):
 * the outputs `conclusion: failure` and `result` carry the error, with its `file:line:col`, and
 * the summary says it. Nothing ran, so there is nothing else to report.
 */
export async function reportFailure(world: StepWorld, message: string): Promise<void> {
  const { runtime, redactor, context } = world;
  const text = redactor.redact(message);
  runtime.setOutput('conclusion', 'failure');
  runtime.setOutput('result', text);
  await runtime.appendSummary(redactor.redact(renderFailureSummary(text, { runUrl: runUrl(context), artifact: null })));
}

/** A refused run: the reason in the outputs, the summary and the failed step; nothing else happens. */
export async function refuseStep(world: StepWorld, reason: string): Promise<void> {
  const { runtime, redactor, context } = world;
  runtime.setOutput('conclusion', 'refused');
  runtime.setOutput('result', redactor.redact(`Leash refused to run: ${reason}`));
  await runtime.appendSummary(redactor.redact(renderRefusalSummary(reason, { runUrl: runUrl(context), artifact: null })));
  runtime.setFailed(redactor.redact(`Leash refused to run: ${reason}`));
}

export async function finishStep(world: StepWorld, outcome: ActionOutcome): Promise<FinishedStep> {
  const { runtime, redactor, context, inputs, state, deps } = world;
  const links = { runUrl: runUrl(context) };
  const generatedAt = (deps.now?.() ?? new Date()).toISOString();

  let artifact: { id: number; name: string; url: string } | null = null;
  try {
    const uploaded = await stageAndUpload({
      state,
      redactor,
      generatedAt,
      sessions: outcome.tasks.filter((task) => task.sessionFile !== null).map((task) => ({ name: task.name, sessionFile: task.sessionFile! })),
      envelope: outcome.envelope,
      taskEnvelopes:
        outcome.tasks.length > 1 ? outcome.tasks.filter((task) => task.envelope !== null).map((task) => ({ name: task.name, envelope: task.envelope })) : [],
      summary: renderStepSummary(outcome.tasks, redactor, { ...links, artifact: null }, 'Leash', outcome.result),
      upload: deps.upload,
    });
    if (uploaded) {
      saveUploadedArtifact(runtime, uploaded.id);
      artifact = { id: uploaded.id, name: uploaded.name, url: artifactUrl(context, uploaded.id) };
      world.say(`Leash: uploaded artifact ${uploaded.name} (${uploaded.size} bytes, kept ${state.retentionDays} days)`);
    }
  } catch (error) {
    runtime.warning(redactor.redact(`could not upload the artifact: ${(error as Error).message}`));
  }

  let executionFile: string | null = null;
  try {
    executionFile = writeExecutionFile(outcome.tasks, redactor, state.workDir);
  } catch (error) {
    runtime.warning(redactor.redact(`could not write the execution file: ${(error as Error).message}`));
  }
  const outputs = actionOutputs(outcome, artifact?.id ?? null, executionFile);
  for (const name of OUTPUT_NAMES) runtime.setOutput(name, redactor.redact(outputs[name]));
  await runtime.appendSummary(redactor.redact(renderStepSummary(outcome.tasks, redactor, { ...links, artifact }, 'Leash', outcome.result)));

  let comment: FinishedStep['comment'] = null;
  if (world.sticky !== null && (inputs.comment === 'sticky' || world.sticky)) {
    if (context.issueNumber === null) {
      world.say('Leash: comment: sticky, but this run is not about a pull request or an issue; no comment');
    } else {
      try {
        const key = world.sticky?.key ?? stickyKey(context.workflow, context.job);
        const headSha = world.pullRequest?.head.sha || context.pullRequest?.headSha || context.sha;
        const approvals = stickyApprovals(world, outcome, artifact, headSha);
        const body = redactor.redact(renderStickyComment(outcome, key, { ...links, artifact, sha: headSha, updatedAt: generatedAt }, approvals));
        if (world.sticky) {
          const updated = await world.api.updateComment(world.sticky.id, body);
          comment = { id: world.sticky.id, htmlUrl: updated.htmlUrl };
          world.say(`Leash: updated the sticky comment on #${context.issueNumber}`);
        } else {
          const sticky = await upsertStickyComment(world.api, context.issueNumber, key, body);
          comment = { id: sticky.id, htmlUrl: null };
          world.say(`Leash: ${sticky.created ? 'created' : 'updated'} the sticky comment on #${context.issueNumber}`);
        }
      } catch (error) {
        runtime.warning(redactor.redact(`could not write the sticky comment: ${(error as Error).message}`));
      }
    }
  }

  const reasons = failureReasons(outcome, inputs.failOn);
  if (reasons.length > 0) runtime.setFailed(redactor.redact(`Leash: ${reasons.join('; ')}`));
  return { artifact, comment };
}

/**
 * The approval part of the comment, for one session on a pull request: what waits for a person,
 * what was approved so far (from the session file), and the state a `/leash approve` comment
 * resumes from. Chains and grinds run many sessions; their held calls stay in the summary.
 */
function stickyApprovals(world: StepWorld, outcome: ActionOutcome, artifact: FinishedStep['artifact'], headSha: string): StickyApprovals | null {
  const pullRequest = world.pullRequest ?? null;
  const task = outcome.tasks.length === 1 ? outcome.tasks[0]! : null;
  const envelope = task?.envelope as ResultEvent | null | undefined;
  if (pullRequest === null || !task || !envelope || envelope.session_id === '' || !/^\d+$/.test(world.context.runId)) return null;
  let given: ApprovalEvent[] = [];
  if (task.sessionFile !== null) {
    try {
      given = readSessionFile(task.sessionFile).filter((event): event is ApprovalEvent => event.type === 'system' && event.subtype === 'approval');
    } catch {
      given = [];
    }
  }
  const pending = envelope.pending_approvals ?? [];
  if (pending.length === 0 && given.length === 0) return null;
  return {
    state: {
      run_id: Number(world.context.runId),
      artifact: artifact ? { id: artifact.id, name: artifact.name } : null,
      head_sha: headSha,
      session_id: envelope.session_id,
      pending: pending.map((approval) => approval.id),
    },
    pending,
    given,
  };
}
