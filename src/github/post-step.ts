// The Action's post step: runs after main whatever happened to it (`post-if: always()`). When
// main was cancelled, killed or crashed before it uploaded its artifact, this uploads what it
// left: the session files written so far (each complete line of a killed run is valid), their
// reports and the envelopes they reached, and says in the job summary that the run did not finish.
import { createRedactor } from '../agent/index.js';
import type { ArtifactUploader } from './artifact.js';
import { artifactUrl, readWorkflowContext, runUrl } from './context.js';
import { leaveSessionsBehind } from './leave-behind.js';
import { maskInputSecrets } from './secrets.js';
import type { ActionRuntime } from './runtime.js';
import { readStepState, uploadedArtifact } from './state.js';

export interface PostStepDependencies {
  runtime: ActionRuntime;
  upload?: ArtifactUploader;
  now?: () => Date;
}

export async function runPostStep(deps: PostStepDependencies): Promise<void> {
  const { runtime } = deps;
  const redactor = createRedactor({ env: runtime.env, secrets: maskInputSecrets(runtime) });
  const state = readStepState(runtime);
  if (state === null) {
    runtime.info('Leash post: the main step stopped before it started a run; nothing to upload');
    return;
  }
  const uploaded = uploadedArtifact(runtime);
  if (uploaded !== null) {
    runtime.info(`Leash post: the main step uploaded its artifact (id ${uploaded}); nothing left to do`);
    return;
  }
  // Nothing here may fail the job: the main step already said how it ended.
  try {
    const context = readWorkflowContext(runtime.env);
    const artifact = await leaveSessionsBehind({
      runtime,
      state,
      redactor,
      note: 'The main step did not finish (cancelled, killed or failed). These are the sessions it left, up to their last complete event.',
      links: { runUrl: runUrl(context) },
      artifactUrlOf: (id) => artifactUrl(context, id),
      ...(deps.upload ? { upload: deps.upload } : {}),
      ...(deps.now ? { now: deps.now } : {}),
    });
    runtime.info(
      artifact
        ? `Leash post: uploaded what the main step left as artifact ${artifact.name} (id ${artifact.id})`
        : 'Leash post: the main step left no session files; nothing to upload',
    );
  } catch (error) {
    runtime.warning(redactor.redact(`Leash post: could not upload what the main step left: ${(error as Error).message}`));
  }
}
