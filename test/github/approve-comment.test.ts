// The pieces of the approval step on their own: the words a comment must use, the hidden state
// line and who may have written it, the list of held calls in the sticky comment, and the trust
// check of the commenter (and of whoever re-ran the step) against the fake GitHub.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingApproval, ResultEvent } from '../../src/agent/events.js';
import { parseApproveCommand } from '../../src/github/approve-command.js';
import { findApprovalSticky, readStateMarker, renderStickyComment, stateMarker, STICKY_MARKER, stickyKey, type StickyState } from '../../src/github/comment.js';
import { readWorkflowContext } from '../../src/github/context.js';
import { createGitHubApi, type CommentInfo, type GitHubApi } from '../../src/github/github-api.js';
import { outcomeFromResult } from '../../src/github/outcome.js';
import { checkApprover, type TrustRules } from '../../src/github/trust.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

describe('parseApproveCommand', () => {
  it.each([
    ['/leash approve all', 'all'],
    ['/leash approve 2', '2'],
    ['/leash approve 1,3', '1,3'],
    ['  /leash approve 1, 3 ,4  \nThe deploy script is fine; the rest can wait.', '1,3,4'],
    ['\n\n/leash  approve   12', '12'],
  ])('%j approves %s', (body, spec) => {
    expect(parseApproveCommand(body)).toEqual({ ok: true, spec });
  });

  it.each([
    '/leash approve',
    '/leash approve please',
    '/leash approve 1 and 2',
    '/leash approve 1;rm -rf /',
    '/leash approve all,1',
    '/leash approve -1',
    'Please /leash approve 1',
    '/leash approved 1',
    '/LEASH APPROVE ALL',
    '',
  ])('%j is not an approval, and the reason names the accepted forms', (body) => {
    const parsed = parseApproveCommand(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.reason).toContain('write `/leash approve all`, or `/leash approve` with the ids separated by commas, e.g. `/leash approve 1,3`');
  });

  it('shows the first line in a code span no backtick can close', () => {
    const parsed = parseApproveCommand('/leash approve `x` @everyone');
    expect(parsed).toEqual({ ok: false, reason: expect.stringMatching(/^``\/leash approve `x` @everyone`` is not an approval/) });
  });
});

const STATE: StickyState = {
  run_id: 10000000001,
  artifact: { id: 7, name: 'leash-review' },
  head_sha: 'a'.repeat(40),
  session_id: 'b4d0c1e2-0000-4000-8000-000000000001',
  pending: ['1', '2'],
};

describe('the hidden state line', () => {
  it('reads back what it wrote, and nothing a value could smuggle out of the HTML comment', () => {
    expect(readStateMarker(`x\n${stateMarker(STATE)}\ny`)).toEqual(STATE);
    const sneaky = { ...STATE, artifact: { id: 7, name: 'a --> <img src=x>' } };
    const line = stateMarker(sneaky);
    expect(line.match(/-->/g)).toHaveLength(1);
    expect(line).not.toContain('<img');
    expect(readStateMarker(line)).toEqual(sneaky);
  });

  it.each([
    ['a session id that is a path', { ...STATE, session_id: '../../etc/passwd' }],
    ['a head that is not a commit', { ...STATE, head_sha: 'main' }],
    ['a run id that is not a number', { ...STATE, run_id: '1' }],
    ['ids that are not numbers', { ...STATE, pending: ['1', 'all'] }],
    ['an artifact without an id', { ...STATE, artifact: { name: 'x' } }],
  ])('refuses %s', (_, state) => {
    expect(readStateMarker(`<!-- leash:state ${JSON.stringify(state)} -->`)).toBeNull();
  });
});

function comment(id: number, body: string, authorType = 'Bot'): CommentInfo {
  return {
    id,
    body,
    author: authorType === 'Bot' ? 'github-actions[bot]' : 'mallory',
    authorType,
    htmlUrl: `https://github.example/pull/1#issuecomment-${id}`,
  };
}

const sticky = (key: string, state: StickyState) => `${STICKY_MARKER}\n${key}\n${stateMarker(state)}\n### Leash`;

describe('findApprovalSticky', () => {
  it('takes the one bot-written sticky comment with calls waiting, and keeps its key', () => {
    const found = findApprovalSticky([
      comment(1, sticky(stickyKey('lint', 'lint'), { ...STATE, pending: [] })),
      comment(2, sticky(stickyKey('review', 'review'), STATE)),
      comment(3, '/leash approve 1', 'User'),
    ]);
    expect(found).toEqual({ found: true, comment: expect.objectContaining({ id: 2 }), key: '<!-- leash:key=review/review -->', state: STATE });
  });

  it("never takes a person's comment for Leash's, whatever markers it carries", () => {
    expect(findApprovalSticky([comment(4, sticky(stickyKey('review', 'review'), STATE), 'User')])).toEqual({
      found: false,
      reason: 'no Leash comment on this pull request names a session to resume (a review run with comment: sticky leaves one)',
    });
  });

  it('says when nothing waits, and refuses to guess between two comments that both have calls waiting', () => {
    expect(findApprovalSticky([comment(1, sticky(stickyKey('review', 'review'), { ...STATE, pending: [] }))])).toEqual({
      found: false,
      reason: 'nothing on this pull request is waiting for approval',
    });
    const two = findApprovalSticky([comment(1, sticky(stickyKey('review', 'a'), STATE)), comment(2, sticky(stickyKey('review', 'b'), STATE))]);
    expect(two).toEqual({
      found: false,
      reason: expect.stringContaining('2 Leash comments on this pull request have calls waiting for approval (review/a, review/b)'),
    });
  });
});

describe('the held calls in the sticky comment', () => {
  const held = (id: string, command: string, extra: Partial<PendingApproval> = {}): PendingApproval => ({
    id,
    tool: 'bash',
    tool_use_id: `t${id}`,
    tool_input: { command },
    scopes: [{ kind: 'command', text: command, decision: 'prompt', rule: null }],
    reasons: [],
    turn: 1,
    ...extra,
  });

  it('shows each call, every held scope and why, and the comment that approves them; they are not repeated as refused', () => {
    const pending = [
      held('1', 'make deploy | tee log', {
        scopes: [
          { kind: 'command', text: 'make deploy', decision: 'prompt', rule: null },
          { kind: 'command', text: 'tee log', decision: 'allow', rule: { pattern: 'tee *', effect: 'allow', layer: 'repository', source: 'p.yml:4' } },
        ],
      }),
      held('2', 'git -c core.pager=x log', {
        scopes: [
          {
            kind: 'command',
            text: 'git -c core.pager=x log',
            decision: 'prompt',
            rule: { pattern: 'git log*', effect: 'allow', layer: 'repository', source: 'p.yml:5' },
            floors: ['git -c'],
          },
        ],
      }),
      held('3', 'echo $(date)', { reasons: ['command substitution `$(date)` runs a command at 1:6'] }),
    ];
    const envelope = {
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'Waiting.',
      session_id: STATE.session_id,
      num_turns: 2,
      total_cost_usd: 0.01,
      usage: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      modelUsage: {},
      permission_denials: pending.map((p) => ({
        tool_name: 'bash',
        tool_use_id: p.tool_use_id,
        tool_input: p.tool_input,
        decision: 'prompt',
        scopes: p.scopes,
        reasons: p.reasons,
        turn: 1,
      })),
      pending_approvals: pending,
    } as unknown as ResultEvent;
    const outcome = outcomeFromResult('prompt', { name: 'task', sessionFile: null, envelope }, 1.99);
    const links = {
      runUrl: 'https://github.example/r/1',
      artifact: { name: 'leash-review', url: 'https://github.example/a/7' },
      sha: STATE.head_sha,
      updatedAt: '2026-01-02T03:04:05.000Z',
    };
    const body = renderStickyComment(outcome, stickyKey('CI', 'review'), links, {
      state: { ...STATE, pending: ['1', '2', '3'] },
      pending,
      given: [{ approved: [held('9', 'touch x')], approved_by: 'alice', approved_at: '2026-01-01T00:00:00.000Z' }],
    });
    expect(readStateMarker(body)).toEqual({ ...STATE, pending: ['1', '2', '3'] });
    expect(body).toContain('**3 waiting for approval**');
    expect(body).toContain('| 1 | bash `make deploy \\| tee log` | command `make deploy`: no rule covers it (the default is prompt) |');
    expect(body).toContain(
      '| 2 | bash `git -c core.pager=x log` | command `git -c core.pager=x log`: allowed by `git log*`, held back by the built-in floor `git -c` |',
    );
    expect(body).toContain(
      '| 3 | bash `echo $(date)` | command `echo $(date)`: no rule covers it (the default is prompt)<br>needs a person because: command substitution \\`$(date)\\` runs a command at 1:6 |',
    );
    expect(body).toContain('comment `/leash approve 1,2,3` (or some of them, e.g. `/leash approve 1`), or `/leash approve all`');
    expect(body).toContain(`judged against commit \`${'a'.repeat(7)}\``);
    expect(body).toContain('- 2026-01-01T00:00:00.000Z: **alice** approved [9] bash `touch x`');
    expect(body).toContain(`[workflow run ${STATE.run_id}](https://github.example/r/1)`);
    expect(body).toContain(`session \`${STATE.session_id}\``);
    expect(body).not.toContain('**Refused calls**');
  });
});

describe('checkApprover', () => {
  let fake: FakeGitHub;
  let api: GitHubApi;
  let dir: string;
  const NONE: TrustRules = { allowedActors: [], allowBots: [], allowForks: [] };

  beforeAll(async () => {
    fake = await startFakeGitHub({ repository: 'leash-org/app' });
    api = createGitHubApi({ apiUrl: fake.apiUrl, repository: 'leash-org/app', token: fake.token });
    dir = mkdtempSync(join(tmpdir(), 'leash-approver-'));
    const repo = fake.repo();
    repo.setBranch('main', { 'README.md': 'x\n' });
    repo.setRole('writer', 'write');
    repo.setRole('reader', 'read');
    fake.addAccount('helper[bot]', 'Bot');
    repo.setRole('helper[bot]', 'write');
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function decide(author: string, rules: TrustRules = NONE, triggeringActor?: string) {
    const repo = fake.repo();
    const pr = repo.addPullRequest({ title: 'p', user: 'writer', head: { ref: `p-${Math.random().toString(16).slice(2)}` } });
    const posted = repo.addComment(pr.number, { body: '/leash approve 1', user: author });
    const run = fake.addWorkflowRun({ comment: posted.id });
    const eventPath = join(dir, `event-${run.id}.json`);
    writeFileSync(eventPath, JSON.stringify(fake.eventPayload(run.id)));
    const env = { ...fake.clientEnv({ runId: run.id, eventPath }), ...(triggeringActor ? { GITHUB_TRIGGERING_ACTOR: triggeringActor } : {}) };
    const context = readWorkflowContext(env);
    expect(context.comment).toMatchObject({ id: posted.id, author, body: '/leash approve 1' });
    return checkApprover(context, context.comment!, await api.pullRequest(pr.number), rules, api);
  }

  it('lets a writer approve; a reader, or a login named nowhere, cannot', async () => {
    expect(await decide('writer')).toMatchObject({ trusted: true, actor: 'writer' });
    expect(await decide('reader')).toMatchObject({ trusted: false, reason: expect.stringContaining('reader has read access') });
    expect(await decide('reader', { ...NONE, allowedActors: ['reader'] })).toMatchObject({ trusted: true });
  });

  it('never lets a bot approve, even one named in allow-bots', async () => {
    for (const rules of [NONE, { ...NONE, allowBots: ['helper[bot]'] }]) {
      expect(await decide('helper[bot]', rules)).toMatchObject({
        trusted: false,
        reason: expect.stringContaining('written by the bot helper[bot]; only a person approves'),
      });
    }
  });

  it("checks whoever re-ran the step as well: a writer's approval re-run by a reader is refused", async () => {
    expect(await decide('writer', NONE, 'reader')).toMatchObject({
      trusted: false,
      actor: 'reader',
      reason: expect.stringContaining('reader has read access'),
    });
    expect(await decide('writer', NONE, 'writer')).toMatchObject({ trusted: true });
  });
});
