// The sticky comment and the issue queue against the fake GitHub, in-process: which comment is
// edited, what the body shows and escapes, and which issues the grinder takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionDenial, ResultEvent } from '../../src/agent/events.js';
import { createRedactor } from '../../src/agent/redact.js';
import { renderStickyComment, STICKY_MARKER, stickyKey, upsertStickyComment } from '../../src/github/comment.js';
import { createGitHubApi, type GitHubApi } from '../../src/github/github-api.js';
import { IssueQueue } from '../../src/github/issue-queue.js';
import { outcomeFromResult, type ActionOutcome } from '../../src/github/outcome.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/index.js';

let fake: FakeGitHub;
let api: GitHubApi;

beforeAll(async () => {
  fake = await startFakeGitHub({ repository: 'leash-org/app' });
  api = createGitHubApi({ apiUrl: fake.apiUrl, repository: 'leash-org/app', token: fake.token });
  fake.repo().setBranch('main', { 'README.md': 'x\n' });
});

afterAll(() => fake.close());

function denial(command: string, rule: { pattern: string; source: string } | null, decision: 'deny' | 'prompt' = 'deny'): PermissionDenial {
  return {
    tool_name: 'bash',
    tool_use_id: `t-${command}`,
    tool_input: { command },
    decision,
    scopes: [{ kind: 'command', text: command, decision, rule: rule && { ...rule, effect: 'deny', layer: 'repository' } }],
    reasons: decision === 'prompt' ? ['command substitution $(id) at 1:6'] : [],
    turn: 1,
  };
}

function outcome(result: string, denials: PermissionDenial[] = []): ActionOutcome {
  const envelope = {
    type: 'result',
    subtype: 'success',
    is_error: false,
    result,
    session_id: 's1',
    num_turns: 3,
    total_cost_usd: 0.0123,
    usage: { input_tokens: 10, output_tokens: 20, cache_creation_input_tokens: 30, cache_read_input_tokens: 40 },
    modelUsage: {},
    permission_denials: denials,
  } as unknown as ResultEvent;
  return outcomeFromResult('prompt', { name: 'task', sessionFile: null, envelope }, 1.9877);
}

const links = {
  runUrl: 'https://github.example/leash-org/app/actions/runs/7',
  artifact: { name: 'leash-review', url: 'https://github.example/a/9' },
  sha: 'abcdef1234',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the sticky comment', () => {
  it('shows the result verbatim in a fence no text can close, and every denial with its rule', () => {
    const body = renderStickyComment(
      outcome('Fixed it.\n```\n@everyone <img src=x onerror=alert(1)>\n```', [
        denial('git push origin main', { pattern: 'git push *', source: '.github/leash.yml:7' }),
        denial('echo $(id)', null, 'prompt'),
      ]),
      stickyKey('CI', 'review'),
      links,
    );
    expect(body.startsWith(`${STICKY_MARKER}\n<!-- leash:key=CI/review -->\n### ✅ Leash: success`)).toBe(true);
    expect(body).toContain('**$0.0123** · 3 turns · 100 tokens · 2 denials · $1.99 budget left');
    expect(body).toContain('````text\nFixed it.\n```\n@everyone <img src=x onerror=alert(1)>\n```\n````');
    expect(body).toContain('| bash | `git push origin main` | denied | `git push *` (repository, `.github/leash.yml:7`) |');
    expect(body).toContain('| bash | `echo $(id)` | needs approval | no rule covers `echo $(id)` |');
    expect(body).toContain('[workflow run](https://github.example/leash-org/app/actions/runs/7) · [artifact leash-review](https://github.example/a/9)');
    expect(body).toContain('Commit abcdef1');
  });

  it('lists ten denials and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) => denial(`rm file${i}`, { pattern: 'rm *', source: 'p.yml:2' }));
    const body = renderStickyComment(outcome('ok', many), stickyKey('CI', 'j'), links);
    expect(body.match(/^\| bash \| `rm file/gm)).toHaveLength(10);
    expect(body).toContain('…and 3 more in the job summary.');
  });

  it("is created once and then edited in place; another job's sticky and a person's comment are left alone", async () => {
    const repo = fake.repo();
    const pr = repo.addPullRequest({ title: 'p', user: 'octo', head: { ref: 'p' } });
    const human = repo.addComment(pr.number, { body: `I pasted ${STICKY_MARKER} in the middle of my comment`, user: 'octo' });
    const other = repo.addComment(pr.number, { body: `${STICKY_MARKER}\n${stickyKey('CI', 'lint')}\nthe lint job's`, user: 'github-actions[bot]' });
    const key = stickyKey('CI', 'review');
    const first = await upsertStickyComment(api, pr.number, key, `${STICKY_MARKER}\n${key}\nfirst`);
    expect(first.created).toBe(true);
    const second = await upsertStickyComment(api, pr.number, key, `${STICKY_MARKER}\n${key}\nsecond`);
    expect(second).toEqual({ id: first.id, created: false });
    const comments = repo.comments(pr.number);
    expect(comments.map((comment) => comment.id)).toEqual([human.id, other.id, first.id]);
    expect(comments[0]!.body).toBe(human.body);
    expect(comments[1]!.body).toBe(other.body);
    expect(comments[2]!.body).toBe(`${STICKY_MARKER}\n${key}\nsecond`);
  });

  it('finds its comment among more than a page of comments', async () => {
    const repo = fake.repo();
    const pr = repo.addPullRequest({ title: 'busy', user: 'octo', head: { ref: 'busy' } });
    const key = stickyKey('CI', 'review');
    const sticky = await upsertStickyComment(api, pr.number, key, `${STICKY_MARKER}\n${key}\nv1`);
    for (let i = 0; i < 120; i++) repo.addComment(pr.number, { body: `comment ${i}`, user: 'octo' });
    expect(await upsertStickyComment(api, pr.number, key, `${STICKY_MARKER}\n${key}\nv2`)).toEqual({ id: sticky.id, created: false });
    expect(repo.comments(pr.number)).toHaveLength(121);
  });
});

describe('the issue queue', () => {
  it('takes issues by writers and named bots oldest first, skips pull requests, refuses the rest once', async () => {
    const repo = fake.repo();
    repo.setRole('writer', 'write');
    repo.setRole('reader', 'read');
    fake.addAccount('helper[bot]', 'Bot');
    const first = repo.addIssue({ title: 'first', body: 'do one', user: 'writer', labels: ['todo'] });
    const byReader = repo.addIssue({ title: 'by a reader', user: 'reader', labels: ['todo'] });
    const byBot = repo.addIssue({ title: 'by a bot', user: 'helper[bot]', labels: ['todo'] });
    repo.addPullRequest({ title: 'a pull request', user: 'writer', head: { ref: 'q' }, labels: ['todo'] });
    const said: string[] = [];
    const queue = new IssueQueue({
      api,
      label: 'todo',
      repository: 'leash-org/app',
      runUrl: 'https://run',
      trust: { allowedActors: [], allowBots: ['helper[bot]'], allowForks: [] },
      redactor: createRedactor({ env: {} }),
      say: (line) => said.push(line),
    });
    const one = await queue.next();
    expect(one).toEqual({ id: `issue-${first.number}`, prompt: `GitHub issue #${first.number} in leash-org/app: first\n\ndo one` });
    const two = await queue.next();
    expect(two?.id).toBe(`issue-${byBot.number}`);
    expect(repo.issue(byReader.number)!.labels).toEqual(['leash:failed']);
    expect(repo.comments(byReader.number)[0]!.body).toContain('its author reader has read access');
    expect(said.some((line) => line.includes(`issue-${byReader.number}`))).toBe(true);
    expect(await queue.next()).toBeNull();

    await queue.mark(one!, { status: 'failed', reason: 'error_max_turns: ran out of turns' });
    expect(repo.issue(first.number)!.labels).toEqual(['leash:failed']);
    expect(repo.comments(first.number)[0]!.body).toContain('Leash did not finish this task');
    expect(repo.comments(first.number)[0]!.body).toContain('Why: error_max_turns: ran out of turns');
    expect(queue.describe()).toBe('open issues labelled "todo" in leash-org/app (0 done, 2 failed in this run)');
  });
});
