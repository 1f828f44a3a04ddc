// Who may run Leash: each rule of the trust check in-process against the fake GitHub, then each
// refusal as the built Action meets it, a failed step that names the reason, with no model call.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkflowContext } from '../../src/github/context.js';
import { createGitHubApi, type GitHubApi } from '../../src/github/github-api.js';
import { pullRequestOfRun } from '../../src/github/policy-source.js';
import { checkTrust, type TrustRules } from '../../src/github/trust.js';
import { startFakeGitHub, type FakeGitHub, type WorkflowRunSeed } from '../support/fake-github/index.js';
import { ActionWorld, buildActionBundle, perSessionScript } from './helpers.js';

const NONE: TrustRules = { allowedActors: [], allowBots: [], allowForks: [] };

describe('checkTrust', () => {
  let fake: FakeGitHub;
  let api: GitHubApi;
  let dir: string;

  beforeAll(async () => {
    fake = await startFakeGitHub({ repository: 'leash-org/app' });
    api = createGitHubApi({ apiUrl: fake.apiUrl, repository: 'leash-org/app', token: fake.token });
    dir = mkdtempSync(join(tmpdir(), 'leash-trust-'));
    const repo = fake.repo();
    repo.setBranch('main', { 'README.md': 'x\n' });
    for (const role of ['admin', 'maintain', 'write', 'triage', 'read'] as const) repo.setRole(`${role}-person`, role);
    fake.addAccount('no-role-person');
    fake.addAccount('dependabot[bot]', 'Bot');
    fake.addAccount('ci-helper', 'Bot');
  });

  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function decide(seed: WorkflowRunSeed, rules: TrustRules = NONE) {
    const run = fake.addWorkflowRun(seed);
    const eventPath = join(dir, `event-${run.id}.json`);
    writeFileSync(eventPath, JSON.stringify(fake.eventPayload(run.id)));
    const context = readWorkflowContext(fake.clientEnv({ runId: run.id, eventPath }));
    return checkTrust(context, await pullRequestOfRun(context, api), rules, api);
  }

  it('lets admin, maintain and write in, and refuses triage, read, no role and unknown logins', async () => {
    for (const login of ['admin-person', 'maintain-person', 'write-person']) {
      expect(await decide({ actor: login }), login).toMatchObject({ trusted: true, actor: login });
    }
    expect(await decide({ actor: 'maintain-person' })).toMatchObject({ why: 'maintain-person has maintain access to leash-org/app' });
    expect(await decide({ actor: 'triage-person' })).toMatchObject({
      trusted: false,
      reason: expect.stringContaining('triage-person has triage access to leash-org/app; Leash runs only for actors with write access'),
    });
    expect(await decide({ actor: 'read-person' })).toMatchObject({ trusted: false, reason: expect.stringContaining('read-person has read access') });
    expect(await decide({ actor: 'no-role-person' })).toMatchObject({
      trusted: false,
      reason: expect.stringContaining('no-role-person has no access to leash-org/app'),
    });
    // A login GitHub does not know: the permission API answers 404, which is no access.
    const run = fake.addWorkflowRun({ actor: 'write-person' });
    const eventPath = join(dir, 'ghost.json');
    writeFileSync(eventPath, JSON.stringify(fake.eventPayload(run.id)));
    const context = { ...readWorkflowContext(fake.clientEnv({ runId: run.id, eventPath })), triggeringActor: 'ghost-of-nobody' };
    expect(await checkTrust(context, null, NONE, api)).toMatchObject({
      trusted: false,
      reason: expect.stringContaining('ghost-of-nobody has no access to leash-org/app'),
    });
  });

  it('lets a login named in allowed-actors in without write access, by name and case-insensitively', async () => {
    expect(await decide({ actor: 'read-person' }, { ...NONE, allowedActors: ['Read-Person'] })).toMatchObject({
      trusted: true,
      why: 'read-person is named in allowed-actors',
    });
    expect(await decide({ actor: 'triage-person' }, { ...NONE, allowedActors: ['read-person'] })).toMatchObject({ trusted: false });
  });

  it('refuses bots (a [bot] login or a Bot account) unless named in allow-bots, even with write access', async () => {
    fake.repo().setRole('dependabot[bot]', 'write');
    expect(await decide({ actor: 'dependabot[bot]' })).toMatchObject({
      trusted: false,
      reason: expect.stringContaining('started by the bot dependabot[bot]; bots may run Leash only when named in allow-bots'),
    });
    expect(await decide({ actor: 'ci-helper' })).toMatchObject({ trusted: false, reason: expect.stringContaining('the bot ci-helper') });
    expect(await decide({ actor: 'dependabot[bot]' }, { ...NONE, allowBots: ['dependabot[bot]'] })).toMatchObject({ trusted: true });
    expect(await decide({ actor: 'dependabot[bot]' }, { ...NONE, allowBots: ['renovate[bot]'] })).toMatchObject({ trusted: false });
    // allowed-actors is for people: it does not let a bot in.
    expect(await decide({ actor: 'dependabot[bot]' }, { ...NONE, allowedActors: ['dependabot[bot]'] })).toMatchObject({ trusted: false });
  });

  it('refuses a pull request from a fork unless the fork or its owner is named in allow-forks', async () => {
    const repo = fake.repo();
    const pr = repo.addPullRequest({
      title: 'from a fork',
      user: 'write-person',
      head: { ref: 'patch', repoFullName: 'write-person/app', files: { 'a.txt': 'x' } },
    });
    for (const event of ['pull_request', 'pull_request_target']) {
      expect(await decide({ pullRequest: pr.number, event })).toMatchObject({
        trusted: false,
        reason: expect.stringContaining(`pull request #${pr.number} comes from the fork write-person/app, not from leash-org/app`),
      });
    }
    expect(await decide({ pullRequest: pr.number }, { ...NONE, allowForks: ['write-person/app'] })).toMatchObject({ trusted: true });
    expect(await decide({ pullRequest: pr.number }, { ...NONE, allowForks: ['WRITE-PERSON'] })).toMatchObject({ trusted: true });
    expect(await decide({ pullRequest: pr.number }, { ...NONE, allowForks: ['someone-else'] })).toMatchObject({ trusted: false });
    // An allowed fork still needs a trusted actor.
    const theirs = repo.addPullRequest({ title: 'from a reader fork', user: 'read-person', head: { ref: 'p', repoFullName: 'read-person/app' } });
    expect(await decide({ pullRequest: theirs.number }, { ...NONE, allowForks: ['read-person'] })).toMatchObject({
      trusted: false,
      reason: expect.stringContaining('read-person has read access'),
    });
  });

  it("checks the pull request behind a comment: a comment on a fork's pull request is refused", async () => {
    const repo = fake.repo();
    const pr = repo.addPullRequest({ title: 'fork again', user: 'write-person', head: { ref: 'p2', repoFullName: 'write-person/app' } });
    const comment = repo.addComment(pr.number, { body: '@leash please review', user: 'write-person' });
    expect(await decide({ comment: comment.id })).toMatchObject({ trusted: false, reason: expect.stringContaining('comes from the fork write-person/app') });
    const local = repo.addPullRequest({ title: 'same repo', user: 'write-person', head: { ref: 'p3' } });
    const ok = repo.addComment(local.number, { body: '@leash please review', user: 'write-person' });
    expect(await decide({ comment: ok.id })).toMatchObject({ trusted: true });
  });

  it('fails closed when the token is bad: the permission call is an error, not a pass', async () => {
    const bad = createGitHubApi({ apiUrl: fake.apiUrl, repository: 'leash-org/app', token: 'not-a-token' });
    const run = fake.addWorkflowRun({ actor: 'write-person' });
    const eventPath = join(dir, 'bad.json');
    writeFileSync(eventPath, JSON.stringify(fake.eventPayload(run.id)));
    const context = readWorkflowContext(fake.clientEnv({ runId: run.id, eventPath }));
    await expect(checkTrust(context, null, NONE, bad)).rejects.toThrow(/answered 401: Bad credentials/);
  });
});

describe('the built Action refuses with a failed step and no model call', () => {
  let bundle: ReturnType<typeof buildActionBundle>;
  let world: ActionWorld;

  beforeAll(async () => {
    bundle = buildActionBundle();
    world = await ActionWorld.start(bundle.dist);
    const repo = world.github.repo();
    repo.setBranch('main', { '.github/leash.yml': 'version: 1\ndefault: deny\n' });
    repo.setRole('alice', 'write');
    repo.setRole('bob', 'read');
    world.github.addAccount('renovate[bot]', 'Bot');
    repo.setRole('renovate[bot]', 'write');
    world.checkout({ '.github/leash.yml': 'version: 1\ndefault: deny\n' });
    world.script = perSessionScript([{ content: 'Done.' }]);
  }, 180_000);

  afterAll(async () => {
    await world?.dispose();
    bundle?.dispose();
  });

  const modelCalls = () => world.messages.requests.length;

  async function expectRefused(seed: WorkflowRunSeed, inputs: Record<string, string>, reason: string): Promise<void> {
    const before = modelCalls();
    const artifacts = world.github.artifacts().length;
    const main = await world.runStep('index', world.stepEnv(seed, { prompt: 'Do the thing', ...inputs }));
    expect(main.code, main.stdout).toBe(1);
    expect(main.stdout).toContain(`::error::Leash refused to run: ${reason}`);
    expect(main.outputs.get('conclusion')).toBe('refused');
    expect(main.summary).toContain('### Leash refused to run');
    expect(modelCalls()).toBe(before);
    expect(world.github.artifacts().length).toBe(artifacts);
  }

  it('an actor with read access', async () => {
    await expectRefused({ actor: 'bob' }, {}, 'bob has read access to leash-org/app; Leash runs only for actors with write access');
  });

  it('an actor GitHub does not know', async () => {
    const before = modelCalls();
    const main = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { prompt: 'x' }, { GITHUB_TRIGGERING_ACTOR: 'nobody-at-all-here' }));
    expect(main.code).toBe(1);
    expect(main.stdout).toContain('::error::Leash refused to run: nobody-at-all-here has no access to leash-org/app');
    expect(modelCalls()).toBe(before);
  });

  it('a bot with write access, until it is named in allow-bots', async () => {
    await expectRefused({ actor: 'renovate[bot]' }, {}, 'the run was started by the bot renovate[bot]; bots may run Leash only when named in allow-bots');
    const allowed = await world.runStep('index', world.stepEnv({ actor: 'renovate[bot]' }, { prompt: 'x', 'allow-bots': 'renovate[bot]' }));
    expect(allowed.code, allowed.stdout).toBe(0);
    expect(allowed.stdout).toContain('the bot renovate[bot] is named in allow-bots');
  });

  it('a pull request from a fork, until the fork is named in allow-forks', async () => {
    const pr = world.github
      .repo()
      .addPullRequest({ title: 'from a fork', user: 'alice', head: { ref: 'f', repoFullName: 'alice/app', files: { 'x.txt': 'x' } } });
    await expectRefused({ pullRequest: pr.number }, {}, `pull request #${pr.number} comes from the fork alice/app, not from leash-org/app`);
    const allowed = await world.runStep('index', world.stepEnv({ pullRequest: pr.number }, { prompt: 'x', 'allow-forks': 'alice/app' }));
    expect(allowed.code, allowed.stdout).toBe(0);
  });
});
