// Deferred approval in the Action, end to end (DESIGN.md 6a): the built dist/index.js run as the
// runner runs it, against the fake GitHub (REST, artifacts) and the fake Messages API. A review
// holds back two calls and lists them in the sticky comment; a writer's `/leash approve 1` resumes
// that session from the review's artifact, where exactly the approved call runs; the comment is
// edited in place and records who approved what. Then every way an approval is refused.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { readStateMarker, STICKY_MARKER } from '../../src/github/comment.js';
import type { FakeComment } from '../support/fake-github/index.js';
import { lastToolResults, type ScriptFunction } from '../../src/demo/index.js';
import { bodyOf } from '../helpers/agent.js';
import { ActionWorld, buildActionBundle, type StepResult } from './helpers.js';

const POLICY = `version: 1
default: prompt
tools:
  bash:
    allow: ["echo *", "ls *"]
    deny: ["git push *"]
`;

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

/**
 * The review asks for two calls no rule covers (held for a person) and one a deny rule refuses.
 * Resumed, it reads the approval note and retries: both held calls, a wider variant of the
 * approved one, and the denied push.
 */
const MODEL: ScriptFunction = (request) => {
  const messages = request.body.messages;
  const turn = messages.filter((message) => message.role === 'assistant').length;
  const last = JSON.stringify(messages.at(-1)?.content ?? '');
  if (turn === 0)
    return { content: [{ type: 'text', text: 'Making the markers.' }, bash('touch marker-a'), bash('touch marker-b'), bash('git push origin main')] };
  if (turn === 1) return { content: 'Two calls wait for a person; the push is not allowed.' };
  // Each resumed invocation opens with the approval note, then ends once its calls are answered.
  if (turn % 2 === 0) {
    return /A maintainer \(\w+\) approved/.test(last)
      ? { content: [bash('touch marker-a'), bash('touch marker-b'), bash('touch marker-a marker-c'), bash('git push origin main')] }
      : { content: 'I was not told of any approval.' };
  }
  return { content: turn === 3 ? 'Done with what was approved.' : 'Done again.' };
};

let bundle: ReturnType<typeof buildActionBundle>;
let world: ActionWorld;

beforeAll(async () => {
  bundle = buildActionBundle();
  world = await ActionWorld.start(bundle.dist);
  const repo = world.github.repo();
  repo.setBranch('main', { '.github/leash.yml': POLICY, 'README.md': 'app\n' });
  repo.setRole('alice', 'write');
  repo.setRole('carol', 'maintain');
  repo.setRole('bob', 'read');
  world.github.addAccount('renovate[bot]', 'Bot');
  repo.setRole('renovate[bot]', 'write');
  world.script = MODEL;
}, 180_000);

afterAll(async () => {
  await world?.dispose();
  bundle?.dispose();
});

function modelCalls(): number {
  return world.messages.requests.filter((request) => request.path === '/v1/messages').length;
}

function stickies(pr: number): FakeComment[] {
  return world.github
    .repo()
    .comments(pr)
    .filter((comment) => comment.body.startsWith(STICKY_MARKER));
}

/** The checkout a review starts from: no markers (only an allowed call may make one). */
function freshCheckout(): void {
  world.checkout({ '.github/leash.yml': POLICY, 'README.md': 'app\n' });
  for (const marker of ['marker-a', 'marker-b', 'marker-c']) rmSync(join(world.workspace, marker), { force: true });
}

/** Runs the review on a pull request; `headSha` overrides the payload's head (the commit the run checked out). */
async function review(pr: number, artifactName: string, headSha?: string): Promise<{ main: StepResult; envelope: ResultEvent; runId: number }> {
  freshCheckout();
  const run = world.github.addWorkflowRun({ pullRequest: pr, workflow: 'leash review', job: 'review' });
  const env = world.stepEnv(run, { prompt: 'Make the markers.', comment: 'sticky', 'artifact-name': artifactName });
  if (headSha !== undefined) {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH!, 'utf8')) as { pull_request: { head: { sha: string } } };
    payload.pull_request.head.sha = headSha;
    writeFileSync(env.GITHUB_EVENT_PATH!, JSON.stringify(payload));
  }
  const main = await world.runStep('index', env);
  expect(main.code, main.stdout + main.stderr).toBe(0);
  return { main, envelope: JSON.parse(main.outputs.get('envelope')!) as ResultEvent, runId: run.id };
}

/** A comment on `pr` by `user`, and the approval workflow's step run on it. */
async function approve(
  pr: number,
  user: string,
  body: string,
  inputs: Record<string, string> = {},
): Promise<{ step: StepResult; comment: FakeComment; runId: number }> {
  const comment = world.github.repo().addComment(pr, { body, user });
  const run = world.github.addWorkflowRun({ comment: comment.id, workflow: 'leash approve', job: 'approve' });
  const step = await world.runStep('index', world.stepEnv(run, { 'approve-comment': 'true', 'artifact-name': 'leash-approval', ...inputs }));
  return { step, comment, runId: run.id };
}

/** Comments on `pr` after `after` (by id) that are not the sticky: the replies. */
function repliesSince(pr: number, after: number): FakeComment[] {
  return world.github
    .repo()
    .comments(pr)
    .filter((comment) => comment.id > after && !comment.body.startsWith(STICKY_MARKER));
}

describe('a writer approves one of two held calls', () => {
  it('lists the held calls with the comment that approves them; the approval resumes the session and runs exactly that call', async () => {
    const repo = world.github.repo();
    const pr = repo.addPullRequest({ title: 'markers', user: 'alice', head: { ref: 'markers', files: { 'src/a.txt': 'a\n' } } });
    const headSha = repo.issue(pr.number)!.pull!.head.sha;
    const { main, envelope, runId } = await review(pr.number, 'leash-review');
    expect(envelope.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([
      ['1', 'touch marker-a'],
      ['2', 'touch marker-b'],
    ]);
    expect(existsSync(join(world.workspace, 'marker-a'))).toBe(false);

    // The sticky comment: the held calls with ids, scopes and why, the exact comment to write,
    // the run, the artifact and the head commit; the denied push among the refused calls only.
    const [sticky] = stickies(pr.number);
    expect(stickies(pr.number)).toHaveLength(1);
    const body = sticky!.body;
    expect(body).toContain('**Waiting for approval**');
    expect(body).toContain('| 1 | bash `touch marker-a` | command `touch marker-a`: no rule covers it (the default is prompt) |');
    expect(body).toContain('| 2 | bash `touch marker-b` | command `touch marker-b`: no rule covers it (the default is prompt) |');
    expect(body).toContain('comment `/leash approve 1,2`');
    expect(body).toContain('`/leash approve all`');
    expect(body).toContain(`commit \`${headSha.slice(0, 7)}\``);
    expect(body).toContain(`[workflow run ${runId}](`);
    expect(body).toContain(`/artifacts/${main.outputs.get('artifact-id')})`);
    expect(body).toMatch(/\| bash \| `git push origin main` \| denied \| `git push \*`/);
    expect(body).not.toMatch(/\| \d+ \| bash `git push/);
    expect(readStateMarker(body)).toEqual({
      run_id: runId,
      artifact: { id: Number(main.outputs.get('artifact-id')), name: 'leash-review' },
      head_sha: headSha,
      session_id: envelope.session_id,
      pending: ['1', '2'],
    });

    const before = modelCalls();
    const { step, comment, runId: approvalRunId } = await approve(pr.number, 'alice', '/leash approve 1\nThe first marker is fine.');
    expect(step.code, step.stdout + step.stderr).toBe(0);
    expect(step.stdout).toContain('alice has write access to leash-org/app');
    expect(step.stdout).toContain(`read from base commit ${repo.branchSha('main')!.slice(0, 7)} of main`);
    expect(modelCalls() - before).toBe(2);

    // The model was told what was approved, by whom; exactly call 1 ran.
    const requests = world.messages.requests.filter((request) => request.path === '/v1/messages').slice(before);
    const note = JSON.stringify(bodyOf(requests[0]).messages.at(-1));
    expect(note).toContain('A maintainer (alice) approved this call');
    expect(note).toContain('[1] bash `touch marker-a`');
    expect(note).not.toContain('[2]');
    expect(existsSync(join(world.workspace, 'marker-a'))).toBe(true);
    expect(existsSync(join(world.workspace, 'marker-b'))).toBe(false);
    expect(existsSync(join(world.workspace, 'marker-c'))).toBe(false);
    const results = lastToolResults(bodyOf(requests[1]));
    expect(results.map((result) => result.is_error)).toEqual([false, true, true, true]);
    expect(results[1]!.content).toMatch(/approval/i);

    // Call 2 and the wider variant of call 1 are held again with new ids; the push stays denied.
    const after = JSON.parse(step.outputs.get('envelope')!) as ResultEvent;
    expect(after).toMatchObject({ subtype: 'success', session_id: envelope.session_id, result: 'Done with what was approved.' });
    expect(after.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([
      ['3', 'touch marker-b'],
      ['4', 'touch marker-a marker-c'],
    ]);
    const push = after.permission_denials.find((denial) => (denial.tool_input as { command: string }).command === 'git push origin main');
    expect(push).toMatchObject({
      decision: 'deny',
      scopes: [expect.objectContaining({ rule: expect.objectContaining({ pattern: 'git push *', layer: 'repository' }) })],
    });

    // The budget of the resumed run is its new spend only.
    expect(after.total_cost_usd).toBeGreaterThan(0);
    expect(after.session_cost_usd).toBeGreaterThan(after.total_cost_usd);
    expect(Number(step.outputs.get('total-cost-usd'))).toBeCloseTo(after.total_cost_usd, 6);
    expect(Number(step.outputs.get('budget-remaining-usd'))).toBeCloseTo(2 - after.total_cost_usd, 6);
    expect(step.outputs.get('conclusion')).toBe('success');

    // A new artifact holds the whole session, with the approval recorded in it.
    const artifact = world.github.artifact('leash-approval', approvalRunId)!;
    expect(step.outputs.get('artifact-id')).toBe(String(artifact.id));
    const session = world.github.artifactFiles(artifact.id).get(`sessions/${envelope.session_id}.jsonl`)!.toString('utf8');
    const approvalEvent = session
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((event) => event.subtype === 'approval')!;
    expect(approvalEvent).toMatchObject({ approved_by: 'alice', approved: [expect.objectContaining({ id: '1' })] });
    expect(session.split('\n').filter((line) => line.includes('"type":"result"'))).toHaveLength(2);

    // One sticky comment, edited in place: the new result and cost, who approved what and when,
    // the calls waiting now, and the approval run's artifact in its state.
    const now = stickies(pr.number);
    expect(now).toHaveLength(1);
    expect(now[0]!.id).toBe(sticky!.id);
    const updated = now[0]!.body;
    expect(updated.startsWith(`${STICKY_MARKER}\n<!-- leash:key=leash review/review -->`)).toBe(true);
    expect(updated).toContain('Done with what was approved.');
    expect(updated).toContain(`**$${after.total_cost_usd.toFixed(4)}**`);
    expect(updated).toMatch(
      new RegExp(`- ${String(approvalEvent.approved_at).replace(/[.]/g, '\\.')}: \\*\\*alice\\*\\* approved \\[1\\] bash \`touch marker-a\``),
    );
    expect(updated).toContain('comment `/leash approve 3,4`');
    expect(updated).toContain('| 4 | bash `touch marker-a marker-c` |');
    expect(updated).toContain(`[workflow run ${approvalRunId}](`);
    expect(readStateMarker(updated)).toEqual({
      run_id: approvalRunId,
      artifact: { id: artifact.id, name: 'leash-approval' },
      head_sha: headSha,
      session_id: envelope.session_id,
      pending: ['3', '4'],
    });

    // The commenter is answered.
    const replies = repliesSince(pr.number, comment.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.user).toBe('github-actions[bot]');
    expect(replies[0]!.body).toContain('✅ Leash resumed the session with [1] approved by @alice');
    expect(replies[0]!.body).toContain('2 calls wait for approval again');

    // The updated comment is itself what the next approval resumes from.
    const second = await approve(pr.number, 'carol', '/leash approve 3');
    expect(second.step.code, second.step.stdout + second.step.stderr).toBe(0);
    expect(existsSync(join(world.workspace, 'marker-b'))).toBe(true);
    expect(existsSync(join(world.workspace, 'marker-c'))).toBe(false);
    const third = JSON.parse(second.step.outputs.get('envelope')!) as ResultEvent;
    expect(third).toMatchObject({ session_id: envelope.session_id, result: 'Done again.' });
    // An approval holds for the invocation it was given to: call 1's repeat waits again, as does the wider command.
    expect(third.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([
      ['5', 'touch marker-a'],
      ['6', 'touch marker-a marker-c'],
    ]);
    const latest = stickies(pr.number);
    expect(latest.map((c) => c.id)).toEqual([sticky!.id]);
    const approvedLines = latest[0]!.body.split('\n').filter((line) => / approved \[/.test(line));
    expect(approvedLines).toEqual([
      expect.stringContaining('**alice** approved [1] bash `touch marker-a`'),
      expect.stringContaining('**carol** approved [3] bash `touch marker-b`'),
    ]);
    expect(readStateMarker(latest[0]!.body)).toMatchObject({ run_id: second.runId, pending: ['5', '6'] });
  });
});

describe('the budget of a resumed run', () => {
  it('under a daily budget, reserves the cap and settles only the new spend in the ledger', async () => {
    const repo = world.github.repo();
    const pr = repo.addPullRequest({ title: 'ledger', user: 'alice', head: { ref: 'ledger', files: { 'src/f.txt': 'f\n' } } });
    const { envelope: first } = await review(pr.number, 'leash-review-ledger');
    const { step } = await approve(pr.number, 'alice', '/leash approve 2', { 'daily-budget-usd': '5', 'max-budget-usd': '0.5', ledger: 'off' });
    expect(step.code, step.stdout + step.stderr).toBe(0);
    const after = JSON.parse(step.outputs.get('envelope')!) as ResultEvent;
    expect(after.session_cost_usd).toBeCloseTo(first.total_cost_usd + after.total_cost_usd, 6);
    const ledger = readFileSync(join(step.state.get('leash-work-dir')!, 'ledger.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; amount_usd: number; session_id?: string; note?: string });
    expect(ledger.map((record) => record.kind)).toEqual(['reserve', 'settle']);
    expect(ledger[0]).toMatchObject({ amount_usd: 0.5, note: expect.stringContaining('action approval: Make the markers. (approved 2)') });
    expect(ledger[1]).toMatchObject({ amount_usd: after.total_cost_usd, session_id: first.session_id });
    expect(Number(step.outputs.get('budget-remaining-usd'))).toBeCloseTo(5 - after.total_cost_usd, 6);
    expect(existsSync(join(world.workspace, 'marker-b'))).toBe(true);
    expect(existsSync(join(world.workspace, 'marker-a'))).toBe(false);
  });
});

describe('a resumed run the budget does not let start', () => {
  it('leaves the sticky comment and what waits as they were, says so in the reply, and a later approval still works', async () => {
    const repo = world.github.repo();
    const pr = repo.addPullRequest({ title: 'no budget', user: 'alice', head: { ref: 'no-budget', files: { 'src/g.txt': 'g\n' } } });
    await review(pr.number, 'leash-review-no-budget');
    const before = stickies(pr.number)[0]!;
    const calls = modelCalls();
    const { step, comment } = await approve(pr.number, 'alice', '/leash approve 1', { 'daily-budget-usd': '0.1', 'max-budget-usd': '0.5', ledger: 'off' });
    expect(step.code).toBe(1);
    expect(step.outputs.get('conclusion')).toBe('budget_exhausted');
    expect(modelCalls()).toBe(calls);
    expect(stickies(pr.number)).toEqual([before]);
    const replies = repliesSince(pr.number, comment.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(
      /^💸 Leash did not resume the session for \[this approval\]\([^)]+\): Not started: .+ \[1\] still waits for approval; approve again when the budget allows\.$/,
    );

    const { step: again } = await approve(pr.number, 'alice', '/leash approve 1');
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(existsSync(join(world.workspace, 'marker-a'))).toBe(true);
  });
});

describe('what an approval can never do', () => {
  it('approving all lets exactly the held calls run: the denied push has no id and stays denied, a wider command is held again', async () => {
    const repo = world.github.repo();
    const pr = repo.addPullRequest({ title: 'all markers', user: 'alice', head: { ref: 'all-markers', files: { 'src/b.txt': 'b\n' } } });
    const { envelope } = await review(pr.number, 'leash-review-all');
    // The denied call is not among what can be approved: its would-be id is unknown.
    const third = await approve(pr.number, 'alice', '/leash approve 3');
    expect(third.step.code).toBe(1);
    expect(repliesSince(pr.number, third.comment.id)[0]!.body).toContain('cannot approve: no pending approval with id 3; pending: 1, 2');

    const { step } = await approve(pr.number, 'alice', '/leash approve all');
    expect(step.code, step.stdout + step.stderr).toBe(0);
    expect(existsSync(join(world.workspace, 'marker-a'))).toBe(true);
    expect(existsSync(join(world.workspace, 'marker-b'))).toBe(true);
    // `touch marker-a marker-c` shares the approved `touch marker-a` as a prefix: not covered.
    expect(existsSync(join(world.workspace, 'marker-c'))).toBe(false);
    const after = JSON.parse(step.outputs.get('envelope')!) as ResultEvent;
    expect(after.session_id).toBe(envelope.session_id);
    expect(after.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([['3', 'touch marker-a marker-c']]);
    expect(after.permission_denials.filter((denial) => denial.decision === 'deny').map((denial) => denial.tool_input)).toEqual([
      { command: 'git push origin main' },
    ]);
    const updated = stickies(pr.number)[0]!.body;
    expect(updated).toMatch(/\*\*alice\*\* approved \[1\] bash `touch marker-a`, \[2\] bash `touch marker-b`/);
    expect(updated).toContain('| bash | `git push origin main` | denied | `git push *`');
  });
});

describe('refused approvals: a reply, a failed step, no model call, nothing uploaded, the comment untouched', () => {
  let pr: number;
  let stickyBody: string;

  beforeAll(async () => {
    pr = world.github.repo().addPullRequest({ title: 'refusals', user: 'alice', head: { ref: 'refusals', files: { 'src/c.txt': 'c\n' } } }).number;
    await review(pr, 'leash-review-refusals');
    stickyBody = stickies(pr)[0]!.body;
  }, 60_000);

  async function expectRefused(on: number, user: string, body: string, reason: string, inputs: Record<string, string> = {}): Promise<void> {
    const calls = modelCalls();
    const artifacts = world.github.artifacts().length;
    const sticky = stickies(on)[0]?.body;
    const { step, comment } = await approve(on, user, body, inputs);
    expect(step.code, step.stdout).toBe(1);
    expect(step.stdout).toContain(`::error::Leash refused to run: ${reason}`);
    expect(step.outputs.get('conclusion')).toBe('refused');
    expect(step.summary).toContain('### Leash refused to run');
    const replies = repliesSince(on, comment.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain(`⛔ Leash did not act on [this approval](`);
    expect(replies[0]!.body).toContain(reason);
    expect(replies[0]!.body).toContain('No model was called and nothing was spent.');
    expect(modelCalls()).toBe(calls);
    expect(world.github.artifacts().length).toBe(artifacts);
    expect(stickies(on)[0]?.body).toBe(sticky);
  }

  it('a comment by a reader', async () => {
    await expectRefused(pr, 'bob', '/leash approve 1', 'bob has read access to leash-org/app; Leash runs only for actors with write access');
  });

  it('a comment by a bot with write access, even one named in allow-bots', async () => {
    const reason = 'the approval was written by the bot renovate[bot]; only a person approves what the policy left to a person';
    await expectRefused(pr, 'renovate[bot]', '/leash approve 1', reason);
    await expectRefused(pr, 'renovate[bot]', '/leash approve all', reason, { 'allow-bots': 'renovate[bot]' });
  });

  it('a comment that is not one of the accepted forms, or names an id that is not waiting', async () => {
    await expectRefused(
      pr,
      'alice',
      '/leash approve please',
      '`/leash approve please` is not an approval Leash understands; write `/leash approve all`, or `/leash approve` with the ids separated by commas, e.g. `/leash approve 1,3`',
    );
    await expectRefused(pr, 'alice', '/leash approve 1 and 2', '`/leash approve 1 and 2` is not an approval Leash understands');
    await expectRefused(pr, 'alice', '/leash approve 7', 'cannot approve: no pending approval with id 7; pending: 1, 2');
    expect(stickies(pr)[0]!.body).toBe(stickyBody);
  });

  it("a comment after the pull request's head moved since the review", async () => {
    const repo = world.github.repo();
    const moved = repo.addPullRequest({ title: 'moved on', user: 'alice', head: { ref: 'moved', files: { 'src/d.txt': 'd\n' } } });
    const now = repo.issue(moved.number)!.pull!.head.sha;
    // The review ran on the commit before the latest push.
    const older = repo.commit({ '.github/leash.yml': POLICY, 'src/d.txt': 'older\n' });
    await review(moved.number, 'leash-review-moved', older);
    expect(readStateMarker(stickies(moved.number)[0]!.body)?.head_sha).toBe(older);
    await expectRefused(
      moved.number,
      'alice',
      '/leash approve 1',
      `the pull request's head moved since run ${readStateMarker(stickies(moved.number)[0]!.body)!.run_id} (from ${older.slice(0, 7)} to ${now.slice(0, 7)}): the calls were judged against older code; re-run the review`,
    );
  });

  it("a sticky-looking comment written by a person is never taken for Leash's", async () => {
    const repo = world.github.repo();
    const other = repo.addPullRequest({ title: 'no review yet', user: 'alice', head: { ref: 'forged', files: { 'src/e.txt': 'e\n' } } });
    // A copy of a real sticky comment (its marker names a real run and artifact), posted by a person.
    repo.addComment(other.number, { body: stickyBody.replace(readStateMarker(stickyBody)!.head_sha, repo.issue(other.number)!.pull!.head.sha), user: 'bob' });
    await expectRefused(other.number, 'alice', '/leash approve 1', 'no Leash comment on this pull request names a session to resume');
  });

  it('a comment on an issue', async () => {
    const issue = world.github.repo().addIssue({ title: 'an issue', user: 'alice' });
    await expectRefused(issue.number, 'alice', '/leash approve 1', `#${issue.number} is an issue, not a pull request`);
  });

  it('a run that is not about a comment fails naming the input, and replies nowhere', async () => {
    const calls = modelCalls();
    const step = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { 'approve-comment': 'true' }));
    expect(step.code).toBe(1);
    expect(step.stdout).toContain(
      '::error::Leash: input approve-comment: approve-comment: true acts on a /leash approve comment (an issue_comment event); this run is a push event',
    );
    expect(modelCalls()).toBe(calls);
    const both = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { 'approve-comment': 'true', prompt: 'x' }));
    expect(both.stdout).toContain(
      '::error::Leash: input approve-comment: approve-comment: true resumes the session a /leash approve comment names; give no prompt with it',
    );
  });
});
