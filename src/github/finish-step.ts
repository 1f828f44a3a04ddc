// The end of the main step, loaded only once the run is over (or refused): the artifact, the
// outputs, the job summary, the sticky comment and the verdict of `fail-on`. The report layer and
// the artifact client are needed here and not before the first model call.
import type { Redactor } from '../agent/redact.js';
import type { ArtifactUploader } from './artifact.js';
import { renderStickyComment, stickyKey, upsertStickyComment } from './comment.js';
import { artifactUrl, runUrl, type WorkflowContext } from './context.js';
import type { GitHubApi } from './github-api.js';
import type { ActionInputs } from './inputs.js';
import { leaveSessionsBehind, stageAndUpload } from './leave-behind.js';
import { failureReasons, type ActionOutcome } from './outcome.js';
import { actionOutputs, OUTPUT_NAMES } from './outputs.js';
import type { ActionRuntime } from './runtime.js';
import { saveUploadedArtifact, type StepState } from './state.js';
import { renderRefusalSummary, renderStepSummary } from './summary.js';

/** Everything a step has built by the time it finishes. */
export interface StepWorld {
  runtime: ActionRuntime;
  inputs: ActionInputs;
  context: WorkflowContext;
  redactor: Redactor;
  api: GitHubApi;
  state: StepState;
  deps: { upload?: ArtifactUploader; now?: () => Date };
  say(line: string): void;
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

/** A refused run: the reason in the outputs, the summary and the failed step; nothing else happens. */
export async function refuseStep(world: StepWorld, reason: string): Promise<void> {
  const { runtime, redactor, context } = world;
  runtime.setOutput('conclusion', 'refused');
  runtime.setOutput('result', redactor.redact(`Leash refused to run: ${reason}`));
  await runtime.appendSummary(redactor.redact(renderRefusalSummary(reason, { runUrl: runUrl(context), artifact: null })));
  runtime.setFailed(redactor.redact(`Leash refused to run: ${reason}`));
}

export async function finishStep(world: StepWorld, outcome: ActionOutcome): Promise<void> {
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
      taskEnvelopes: outcome.tasks.length > 1 ? outcome.tasks.filter((task) => task.envelope !== null).map((task) => ({ name: task.name, envelope: task.envelope })) : [],
      summary: renderStepSummary(outcome.tasks, redactor, { ...links, artifact: null }),
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

  const outputs = actionOutputs(outcome, artifact?.id ?? null);
  for (const name of OUTPUT_NAMES) runtime.setOutput(name, redactor.redact(outputs[name]));
  await runtime.appendSummary(redactor.redact(renderStepSummary(outcome.tasks, redactor, { ...links, artifact })));

  if (inputs.comment === 'sticky') {
    if (context.issueNumber === null) {
      world.say('Leash: comment: sticky, but this run is not about a pull request or an issue; no comment');
    } else {
      try {
        const key = stickyKey(context.workflow, context.job);
        const body = renderStickyComment(outcome, key, { ...links, artifact, sha: context.pullRequest?.headSha || context.sha, updatedAt: generatedAt });
        const sticky = await upsertStickyComment(world.api, context.issueNumber, key, redactor.redact(body));
        world.say(`Leash: ${sticky.created ? 'created' : 'updated'} the sticky comment on #${context.issueNumber}`);
      } catch (error) {
        runtime.warning(redactor.redact(`could not write the sticky comment: ${(error as Error).message}`));
      }
    }
  }

  const reasons = failureReasons(outcome, inputs.failOn);
  if (reasons.length > 0) runtime.setFailed(redactor.redact(`Leash: ${reasons.join('; ')}`));
}
