import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  leaveSessionsBehind
} from "./chunks/chunk-OIH6YWIE.js";
import "./chunks/chunk-LCJSPSB7.js";
import {
  actionsCoreRuntime,
  maskInputSecrets
} from "./chunks/chunk-WQCDB2L2.js";
import "./chunks/chunk-DPT6KEM4.js";
import {
  readStepState,
  uploadedArtifact
} from "./chunks/chunk-BY27SEW7.js";
import {
  artifactUrl,
  readWorkflowContext,
  runUrl
} from "./chunks/chunk-IHANTJHR.js";
import "./chunks/chunk-3ZMGYK5L.js";
import {
  createRedactor
} from "./chunks/chunk-MTESLMID.js";
import "./chunks/chunk-DNBXAQMH.js";
import "./chunks/chunk-M7ZNMJEP.js";
import "./chunks/chunk-SNW77LRN.js";
import "./chunks/chunk-R7BMGMQG.js";
import "./chunks/chunk-MYU7RW7P.js";

// src/github/post-step.ts
async function runPostStep(deps) {
  const { runtime } = deps;
  const redactor = createRedactor({ env: runtime.env, secrets: maskInputSecrets(runtime) });
  const state = readStepState(runtime);
  if (state === null) {
    runtime.info("Leash post: the main step stopped before it started a run; nothing to upload");
    return;
  }
  const uploaded = uploadedArtifact(runtime);
  if (uploaded !== null) {
    runtime.info(`Leash post: the main step uploaded its artifact (id ${uploaded}); nothing left to do`);
    return;
  }
  try {
    const context = readWorkflowContext(runtime.env);
    const artifact = await leaveSessionsBehind({
      runtime,
      state,
      redactor,
      note: "The main step did not finish (cancelled, killed or failed). These are the sessions it left, up to their last complete event.",
      links: { runUrl: runUrl(context) },
      artifactUrlOf: (id) => artifactUrl(context, id),
      ...deps.upload ? { upload: deps.upload } : {},
      ...deps.now ? { now: deps.now } : {}
    });
    runtime.info(
      artifact ? `Leash post: uploaded what the main step left as artifact ${artifact.name} (id ${artifact.id})` : "Leash post: the main step left no session files; nothing to upload"
    );
  } catch (error) {
    runtime.warning(redactor.redact(`Leash post: could not upload what the main step left: ${error.message}`));
  }
}

// src/github/post.ts
await runPostStep({ runtime: await actionsCoreRuntime(process.env) });
