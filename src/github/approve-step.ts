// The approval step (`approve-comment: true`, DESIGN.md 6a): a `/leash approve …` comment on a
// pull request resumes the session a Leash run left waiting, with exactly the approved calls as a
// `session` layer of exact rules, the policy read from the base branch as on any pull request.
// Everything here is GitHub's side (who wrote the comment, which run it answers, fetching that
// run's artifact, replying); what an approval means is the core's (src/agent/approvals.ts).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApprovalError, approvalLayer, pendingApprovals, selectApprovals } from '../agent/index.js';
import type { LeashEvent, PendingApproval, ResultEvent, UserEvent } from '../agent/index.js';
import { readSessionFile } from '../agent/index.js';
import { withLayer } from '../policy/index.js';
import { prepareAgent, startEarlySetup } from './agent-setup.js';
import { actionsArtifactDownloader } from './artifact.js';
import { parseApproveCommand } from './approve-command.js';
import type { BudgetModeContext } from './budget-modes.js';
import { findApprovalSticky, type StickyState } from './comment.js';
import type { EventComment } from './context.js';
import { describeError } from './errors.js';
import { finishStep, leaveAfterFailure, refuseStep, type StepWorld } from './finish-step.js';
import type { PullRequestRefs } from './github-api.js';
import { InputError } from './inputs.js';
import type { ActionOutcome } from './outcome.js';
import { apiRepositoryFiles } from './policy-source.js';
import { progressPrinter } from './progress.js';
import { promptOutcome, promptTaskName, runPromptSession, type SessionStart } from './prompt-mode.js';
import { checkApprover } from './trust.js';

/** An approval that passed every check: the session to resume and what it may now do. */
interface CheckedApproval {
  pullRequest: PullRequestRefs;
  sticky: { id: number; key: string; htmlUrl: string };
  state: StickyState;
  /** The session file, copied into this step's session directory, and its events. */
  sessionFile: string;
  events: LeashEvent[];
  approved: PendingApproval[];
  approvedBy: string;
}

type Checked = { ok: true; approval: CheckedApproval } | { ok: false; reason: string };

/** `signal` fires on SIGINT/SIGTERM (a cancelled job): the resumed run stops and still leaves its results. */
export async function runApprovalStep(world: StepWorld, signal: AbortSignal): Promise<void> {
  const { runtime, context, redactor } = world;
  const comment = context.comment;
  const issue = context.issueNumber;
  if (context.eventName !== 'issue_comment' || comment === null || issue === null) {
    const error = new InputError(
      'approve-comment',
      `approve-comment: true acts on a /leash approve comment (an issue_comment event); this run is a ${context.eventName || 'run without an event'} event`,
    );
    runtime.setFailed(redactor.redact(describeError(error)));
    return;
  }
  const reply = async (text: string): Promise<void> => {
    try {
      await world.api.createComment(issue, redactor.redact(text));
    } catch (error) {
      runtime.warning(redactor.redact(`could not reply to the approval comment: ${(error as Error).message}`));
    }
  };
  const thisApproval = comment.htmlUrl ? `[this approval](${comment.htmlUrl})` : 'this approval';

  let checked: Checked;
  try {
    checked = await checkApproval(world, comment, issue);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    await reply(`⚠️ Leash could not act on ${thisApproval}: ${message}`);
    return;
  }
  if (!checked.ok) {
    world.say(`Leash: refused the approval: ${checked.reason}`);
    await reply(`⛔ Leash did not act on ${thisApproval}: ${checked.reason}.\n\nNo model was called and nothing was spent.`);
    await refuseStep(world, checked.reason);
    return;
  }

  const approval = checked.approval;
  world.pullRequest = approval.pullRequest;
  world.sticky = { id: approval.sticky.id, key: approval.sticky.key };
  let outcome: ActionOutcome;
  try {
    outcome = await resumeSession(world, approval, signal);
  } catch (error) {
    const message = describeError(error);
    runtime.setFailed(redactor.redact(message));
    await leaveAfterFailure(world);
    await reply(`⚠️ Leash could not finish ${thisApproval}: ${message}`);
    return;
  }
  const envelope = outcome.envelope as unknown as ResultEvent;
  const calls = approval.approved.map((item) => `[${item.id}]`).join(', ');
  if (envelope.session_id === '') {
    // The ledger refused the cap before the session started: what waits still waits, and the
    // sticky comment, which says so, stays as it is.
    world.sticky = null;
    await finishStep(world, outcome);
    await reply(
      `💸 Leash did not resume the session for ${thisApproval}: ${envelope.result} ${calls} still ${approval.approved.length === 1 ? 'waits' : 'wait'} for approval; approve again when the budget allows.`,
    );
    return;
  }
  const finished = await finishStep(world, outcome);
  const waiting = envelope.pending_approvals?.length ?? 0;
  const where = finished.comment?.htmlUrl || approval.sticky.htmlUrl;
  await reply(
    `${outcome.conclusion === 'success' ? '✅' : '❌'} Leash resumed the session with ${calls} approved by @${approval.approvedBy} (${thisApproval}): ` +
      `**${outcome.conclusion}**, $${outcome.totalCostUsd.toFixed(4)}, ${outcome.numTurns} ${outcome.numTurns === 1 ? 'turn' : 'turns'}` +
      `${waiting > 0 ? `; ${waiting} ${waiting === 1 ? 'call waits' : 'calls wait'} for approval again` : ''}. ` +
      `The details are in ${where ? `[the Leash comment](${where})` : 'the Leash comment'}.`,
  );
}

/**
 * Everything that must hold before anything is read from the repository or spent: a comment on a
 * pull request, by someone trusted, in the accepted form, answering the one Leash comment that
 * waits, whose calls were judged against the pull request's current head; then that run's session,
 * fetched from its artifact, with the approved ids among what it holds.
 */
async function checkApproval(world: StepWorld, comment: EventComment, issue: number): Promise<Checked> {
  const { context, inputs, api } = world;
  if (!context.commentOnPullRequest)
    return { ok: false, reason: `#${issue} is an issue, not a pull request; /leash approve answers a Leash review on a pull request` };
  const pullRequest = await api.pullRequest(issue);
  const trust = await checkApprover(context, comment, pullRequest, inputs, api);
  if (!trust.trusted) return { ok: false, reason: trust.reason };
  world.say(`Leash: ${trust.why}`);
  const command = parseApproveCommand(comment.body);
  if (!command.ok) return { ok: false, reason: command.reason };

  const lookup = findApprovalSticky(await api.comments(issue));
  if (!lookup.found) return { ok: false, reason: lookup.reason };
  const { state } = lookup;
  if (state.head_sha !== pullRequest.head.sha) {
    return {
      ok: false,
      reason: `the pull request's head moved since run ${state.run_id} (from ${state.head_sha.slice(0, 7)} to ${pullRequest.head.sha.slice(0, 7)}): the calls were judged against older code; re-run the review`,
    };
  }
  if (state.artifact === null) return { ok: false, reason: `run ${state.run_id} uploaded no artifact, so its session cannot be resumed; re-run the review` };

  const dir = join(world.state.workDir, 'earlier');
  mkdirSync(dir, { recursive: true });
  const download = world.deps.download ?? actionsArtifactDownloader(inputs.githubToken, context.repository);
  try {
    await download({ runId: state.run_id, artifactId: state.artifact.id, artifactName: state.artifact.name }, dir);
  } catch (error) {
    return {
      ok: false,
      reason: `cannot fetch artifact ${state.artifact.name} (id ${state.artifact.id}) of run ${state.run_id}: ${(error as Error).message}; re-run the review`,
    };
  }
  let events: LeashEvent[];
  try {
    events = readSessionFile(join(dir, 'sessions', `${state.session_id}.jsonl`));
  } catch (error) {
    return {
      ok: false,
      reason: `artifact ${state.artifact.name} of run ${state.run_id} holds no readable session ${state.session_id} (${(error as Error).message}); re-run the review`,
    };
  }
  const pending = pendingApprovals(events);
  const init = events.find((event) => event.type === 'system' && event.subtype === 'init');
  if (init?.session_id !== state.session_id || pending.map((p) => p.id).join(',') !== state.pending.join(',')) {
    return {
      ok: false,
      reason: `the Leash comment and the session in run ${state.run_id}'s artifact do not agree on what waits for approval; re-run the review`,
    };
  }
  let approved: PendingApproval[];
  try {
    approved = selectApprovals(pending, command.spec);
  } catch (error) {
    if (error instanceof ApprovalError) return { ok: false, reason: `cannot approve: ${error.message}` };
    throw error;
  }
  // The loop appends the resumed invocation to this copy; it is what the new artifact carries.
  const sessionFile = join(world.state.sessionDir, `${state.session_id}.jsonl`);
  copyFileSync(join(dir, 'sessions', `${state.session_id}.jsonl`), sessionFile);
  return {
    ok: true,
    approval: {
      pullRequest,
      sticky: { id: lookup.comment.id, key: lookup.key, htmlUrl: lookup.comment.htmlUrl },
      state,
      sessionFile,
      events,
      approved,
      approvedBy: comment.author,
    },
  };
}

/** Runs the session on from where it stopped, under the base branch's policy plus the approvals. */
async function resumeSession(world: StepWorld, approval: CheckedApproval, signal: AbortSignal): Promise<ActionOutcome> {
  const { inputs, context, runtime, redactor } = world;
  const env = runtime.env;
  const early = startEarlySetup(inputs, context.workspace, env);
  const pr = approval.pullRequest;
  const files = apiRepositoryFiles(world.api, pr.base.sha, pr.base.ref, context.workspace);
  world.say(`Leash: policy ${inputs.policy}, read from ${files.origin}`);
  const setup = await prepareAgent({ inputs, workspace: context.workspace, env, files, early, say: world.say, signal });
  setup.policy = withLayer(setup.policy, approvalLayer(approval.approved, approval.approvedBy));
  const ids = approval.approved.map((item) => item.id).join(',');
  world.say(`Leash: resuming session ${approval.state.session_id} of run ${approval.state.run_id} with ${ids} approved by ${approval.approvedBy}`);

  const start: SessionStart = {
    prompt: null,
    resume: { path: approval.sessionFile, events: approval.events },
    approval: { approved: approval.approved, approvedBy: approval.approvedBy, approvedAt: (world.deps.now?.() ?? new Date()).toISOString() },
  };
  const name = `${promptTaskName(firstPrompt(approval.events) ?? `session ${approval.state.session_id}`, redactor)} (approved ${ids})`;
  if (inputs.dailyBudgetUsd === null) {
    const run = await runPromptSession({
      setup,
      model: inputs.model,
      ...start,
      env,
      redactor,
      sessionDir: world.state.sessionDir,
      signal,
      emit: progressPrinter(world.say),
    });
    // The cap and what is left of it count this invocation alone: the envelope's total_cost_usd.
    return promptOutcome('approve', name, run, Math.max(0, inputs.maxBudgetUsd - run.result.total_cost_usd));
  }
  const budget = await import('./budget-modes.js');
  const mode: BudgetModeContext = {
    inputs,
    context,
    files,
    setup,
    env,
    redactor,
    api: world.api,
    sessionDir: world.state.sessionDir,
    workDir: world.state.workDir,
    signal,
    say: world.say,
    warn: (message) => runtime.warning(redactor.redact(message)),
  };
  return budget.runPromptUnderDailyBudget(mode, start, name, 'approve');
}

/** The task the session was started with: its first (non-synthetic) user text. */
function firstPrompt(events: readonly LeashEvent[]): string | null {
  for (const event of events) {
    if (event.type !== 'user' || (event as UserEvent).parent_tool_use_id) continue;
    const content = (event as UserEvent).message.content;
    const text =
      typeof content === 'string' ? content : content.find((block) => block.type === 'text' && typeof (block as { text?: unknown }).text === 'string');
    if (typeof text === 'string') return text;
    if (text) return (text as { text: string }).text;
  }
  return null;
}
