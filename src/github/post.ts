// Entry point of the Action's post step (action.yml `runs.post`, bundled to dist/post.js).
import { runPostStep } from './post-step.js';
import { actionsCoreRuntime } from './runtime.js';

await runPostStep({ runtime: await actionsCoreRuntime(process.env) });
