// The Action's layer (DESIGN.md section 6): the two steps, and the pieces a caller may want on
// their own. The entry points are main.ts and post.ts (bundled to dist/index.js and dist/post.js).
export { runMainStep, type MainStepDependencies } from './main-step.js';
export { runPostStep, type PostStepDependencies } from './post-step.js';
export { actionsCoreRuntime, workflowRuntime, type ActionRuntime } from './runtime.js';
export { INPUT_DEFAULTS, INPUT_NAMES, InputError, readActionInputs, type ActionInputs, type ActionMode, type FailOn } from './inputs.js';
export { actionOutputs, envelopeOutput, OUTPUT_NAMES, type OutputName } from './outputs.js';
export { readWorkflowContext, ContextError, type WorkflowContext } from './context.js';
export { checkApprover, checkTrust, isBotActor, type TrustDecision, type TrustRules } from './trust.js';
export { createGitHubApi, GitHubApiError, type GitHubApi } from './github-api.js';
export { apiRepositoryFiles, pullRequestOfRun, workspaceFiles, type RepositoryFiles } from './policy-source.js';
export {
  approveCommand,
  findApprovalSticky,
  readStateMarker,
  renderStickyComment,
  stateMarker,
  STICKY_MARKER,
  stickyKey,
  upsertStickyComment,
  type StickyApprovals,
  type StickyState,
} from './comment.js';
export { parseApproveCommand, type ApproveCommand } from './approve-command.js';
export { DONE_LABEL, FAILED_LABEL, IssueQueue, type IssueQueueOptions } from './issue-queue.js';
