import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readZipEntries, startFakeGitHub, writeZip, type FakeGitHub } from './fake-github/index.js';

// `@actions/github` reads GITHUB_API_URL when it is first imported (its default base URL,
// which `@actions/artifact`'s findBy paths use), and `@actions/artifact` reads
// ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT at import. So the fake starts and the environment is
// set before any `@actions/*` module is imported, with dynamic imports below.
type GitHubModule = typeof import('@actions/github');
type ArtifactModule = typeof import('@actions/artifact');
type CacheModule = typeof import('@actions/cache');

let fake: FakeGitHub;
let root: string;
let github: GitHubModule;
let artifactModule: ArtifactModule;
let cache: CacheModule;
let clockMs = Date.now();
const savedEnv = { ...process.env };

async function listFiles(dir: string, prefix = ''): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const [inner, bytes] of await listFiles(path, `${prefix}${entry.name}/`)) files.set(inner, bytes);
    } else if (entry.isFile()) {
      files.set(`${prefix}${entry.name}`, await readFile(path));
    }
  }
  return files;
}

/** Path → size and sha256: equal exactly when the bytes are, and cheap to diff when not. */
function fingerprint(files: Map<string, Buffer>): Record<string, string> {
  return Object.fromEntries(
    [...files.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, bytes]) => [path, `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`]),
  );
}

function octokit(token = fake.token): ReturnType<GitHubModule['getOctokit']> {
  return github.getOctokit(token, { baseUrl: fake.apiUrl });
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leash-fake-github-'));
  await mkdir(join(root, 'workspace'));
  await mkdir(join(root, 'runner-temp'));
  fake = await startFakeGitHub({
    repository: 'leash-org/app',
    tokens: [
      { token: 'ghs_writeToken', login: 'github-actions[bot]', type: 'Bot', access: 'write' },
      { token: 'ghs_readOnlyToken', login: 'github-actions[bot]', type: 'Bot', access: 'read' },
    ],
    now: () => new Date(clockMs),
  });
  Object.assign(process.env, fake.clientEnv({ workspace: join(root, 'workspace'), runnerTemp: join(root, 'runner-temp') }));
  github = await import('@actions/github');
  artifactModule = await import('@actions/artifact');
  cache = await import('@actions/cache');
});

afterAll(async () => {
  for (const key of Object.keys(process.env)) {
    if (!(key in savedEnv)) delete process.env[key];
  }
  Object.assign(process.env, savedEnv);
  await fake?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

beforeEach(() => {
  clockMs += 60_000;
});

describe('fake GitHub REST API through @actions/github octokit', () => {
  it('reports collaborator permissions the way GitHub does (legacy permission + role_name)', async () => {
    const repo = fake.repo();
    repo.setRole('maintainer-mo', 'maintain');
    repo.setRole('triager-tia', 'triage');
    repo.setRole('writer-wes', 'write');
    fake.addAccount('stranger-sam');
    const client = octokit();
    const permission = async (username: string): Promise<{ permission: string; role_name: string }> =>
      (await client.rest.repos.getCollaboratorPermissionLevel({ owner: 'leash-org', repo: 'app', username })).data;

    expect(await permission('maintainer-mo')).toMatchObject({ permission: 'write', role_name: 'maintain' });
    expect(await permission('triager-tia')).toMatchObject({ permission: 'read', role_name: 'triage' });
    const writer = await client.rest.repos.getCollaboratorPermissionLevel({ owner: 'leash-org', repo: 'app', username: 'writer-wes' });
    expect(writer.data.permission).toBe('write');
    expect(writer.data.user).toMatchObject({ login: 'writer-wes', type: 'User', permissions: { push: true, admin: false } });
    expect(await permission('leash-org')).toMatchObject({ permission: 'admin' });
    // An account without a role: `none` on a private repository, `read` on a public one.
    expect(await permission('stranger-sam')).toMatchObject({ permission: 'none', role_name: 'none' });
    const publicRepo = fake.addRepository('leash-org/public-site', { visibility: 'public' });
    expect(publicRepo.visibility).toBe('public');
    const onPublic = await client.rest.repos.getCollaboratorPermissionLevel({ owner: 'leash-org', repo: 'public-site', username: 'stranger-sam' });
    expect(onPublic.data).toMatchObject({ permission: 'read', role_name: 'read' });
    // A login that is no account at all is 404.
    expect(await statusOf(permission('ghost-nobody'))).toBe(404);
  });

  it('checks the token like GitHub: 401 bad credentials, 404 hidden private repo, 403 read-only write', async () => {
    fake.repo().addIssue({ number: 900, title: 'auth probe' });
    expect(await statusOf(octokit('ghs_wrong').rest.issues.get({ owner: 'leash-org', repo: 'app', issue_number: 900 }))).toBe(401);
    const { GitHub } = await import('@actions/github/lib/utils');
    const anonymous = new GitHub({ baseUrl: fake.apiUrl });
    expect(await statusOf(anonymous.rest.issues.get({ owner: 'leash-org', repo: 'app', issue_number: 900 }))).toBe(404);
    const readOnly = octokit('ghs_readOnlyToken');
    expect(await statusOf(readOnly.rest.issues.get({ owner: 'leash-org', repo: 'app', issue_number: 900 }))).toBe(200);
    expect(await statusOf(readOnly.rest.issues.createComment({ owner: 'leash-org', repo: 'app', issue_number: 900, body: 'hi' }))).toBe(403);
    expect(fake.repo().comments(900)).toEqual([]);
    const authHeaders = fake.requests.filter((r) => r.surface === 'rest').map((r) => r.status);
    expect(authHeaders).toEqual(expect.arrayContaining([401, 404, 403]));
  });

  it('lists issues by label and state, newest first, with Link pagination', async () => {
    const repo = fake.addRepository('leash-org/queue');
    const queued: number[] = [];
    for (let index = 0; index < 5; index++) {
      clockMs += 1000;
      queued.push(repo.addIssue({ title: `task ${index}`, labels: ['leash:queue', 'chore'] }).number);
    }
    repo.addIssue({ title: 'unlabelled' });
    repo.addIssue({ title: 'only one of the two labels', labels: ['chore'] });
    repo.addIssue({ title: 'done already', labels: ['leash:queue'], state: 'closed' });
    const client = octokit();

    const first = await client.rest.issues.listForRepo({ owner: 'leash-org', repo: 'queue', labels: 'leash:queue,chore', per_page: 2 });
    expect(first.data.map((issue) => issue.number)).toEqual([queued[4], queued[3]]);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain('page=3');

    const all = await client.paginate(client.rest.issues.listForRepo, { owner: 'leash-org', repo: 'queue', labels: 'leash:queue', per_page: 2 });
    expect(all.map((issue) => issue.number)).toEqual([...queued].reverse());
    expect(all[0]?.labels.map((label) => (typeof label === 'string' ? label : label.name))).toEqual(['leash:queue', 'chore']);

    const closed = await client.rest.issues.listForRepo({ owner: 'leash-org', repo: 'queue', labels: 'leash:queue', state: 'closed' });
    expect(closed.data.map((issue) => issue.title)).toEqual(['done already']);
    expect(closed.headers.link).toBeUndefined();
  });

  it('creates, lists, updates and deletes comments with GitHub fields', async () => {
    const issue = fake.repo().addIssue({ title: 'review me', user: 'writer-wes' });
    fake.repo().addComment(issue.number, { body: 'earlier human comment', user: 'writer-wes' });
    const client = octokit();
    const created = await client.rest.issues.createComment({ owner: 'leash-org', repo: 'app', issue_number: issue.number, body: 'leash: started' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      body: 'leash: started',
      user: { login: 'github-actions[bot]', type: 'Bot' },
      created_at: new Date(clockMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(created.data.html_url).toBe(`${fake.serverUrl}/leash-org/app/issues/${issue.number}#issuecomment-${created.data.id}`);

    const listed = await client.rest.issues.listComments({ owner: 'leash-org', repo: 'app', issue_number: issue.number });
    expect(listed.data.map((c) => [c.body, c.user?.login, c.author_association])).toEqual([
      ['earlier human comment', 'writer-wes', 'COLLABORATOR'],
      ['leash: started', 'github-actions[bot]', 'NONE'],
    ]);

    clockMs += 5_000;
    const updated = await client.rest.issues.updateComment({ owner: 'leash-org', repo: 'app', comment_id: created.data.id, body: 'leash: done, $0.12' });
    expect(updated.data.body).toBe('leash: done, $0.12');
    expect(Date.parse(updated.data.updated_at)).toBeGreaterThan(Date.parse(updated.data.created_at));
    expect(fake.repo().comment(created.data.id)?.body).toBe('leash: done, $0.12');

    await client.rest.issues.deleteComment({ owner: 'leash-org', repo: 'app', comment_id: created.data.id });
    expect(await statusOf(client.rest.issues.getComment({ owner: 'leash-org', repo: 'app', comment_id: created.data.id }))).toBe(404);
    expect(
      fake
        .repo()
        .comments(issue.number)
        .map((c) => c.body),
    ).toEqual(['earlier human comment']);
    expect(await statusOf(client.rest.issues.createComment({ owner: 'leash-org', repo: 'app', issue_number: issue.number, body: '' }))).toBe(422);
  });

  it('adds and removes labels', async () => {
    const issue = fake.repo().addIssue({ title: 'grind me', labels: ['leash:queue'] });
    const client = octokit();
    const added = await client.rest.issues.addLabels({ owner: 'leash-org', repo: 'app', issue_number: issue.number, labels: ['leash:running'] });
    expect(added.data.map((label) => label.name)).toEqual(['leash:queue', 'leash:running']);
    const removed = await client.rest.issues.removeLabel({ owner: 'leash-org', repo: 'app', issue_number: issue.number, name: 'leash:queue' });
    expect(removed.data.map((label) => label.name)).toEqual(['leash:running']);
    expect(fake.repo().issue(issue.number)?.labels).toEqual(['leash:running']);
    expect(await statusOf(client.rest.issues.removeLabel({ owner: 'leash-org', repo: 'app', issue_number: issue.number, name: 'leash:queue' }))).toBe(404);
  });

  it('serves pull requests, including one from a fork, and the policy file per ref', async () => {
    const repo = fake.repo();
    const baseSha = repo.setBranch('main', { '.github/leash.yml': 'version: 1\ndefault: deny\n', 'README.md': '# app\n' });
    const pr = repo.addPullRequest({
      title: 'widen the leash',
      user: 'outsider-oli',
      head: { ref: 'patch-1', repoFullName: 'outsider-oli/app', files: { '.github/leash.yml': 'version: 1\ndefault: allow\n' } },
    });
    const client = octokit();
    const pull = await client.rest.pulls.get({ owner: 'leash-org', repo: 'app', pull_number: pr.number });
    expect(pull.data.head).toMatchObject({ ref: 'patch-1', sha: pr.pull?.head.sha, repo: { full_name: 'outsider-oli/app', fork: true } });
    expect(pull.data.base).toMatchObject({ ref: 'main', sha: baseSha, repo: { full_name: 'leash-org/app' } });
    expect(pull.data.user?.login).toBe('outsider-oli');

    const policyAt = async (ref: string): Promise<string> => {
      const { data } = await client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: '.github/leash.yml', ref });
      if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file');
      return Buffer.from(data.content, 'base64').toString('utf8');
    };
    expect(await policyAt(pull.data.base.ref)).toBe('version: 1\ndefault: deny\n');
    expect(await policyAt(pull.data.base.sha)).toBe('version: 1\ndefault: deny\n');
    expect(await policyAt(pull.data.head.sha)).toBe('version: 1\ndefault: allow\n');
    expect(await policyAt(`refs/pull/${pr.number}/head`)).toBe('version: 1\ndefault: allow\n');
    // The merge ref (GITHUB_SHA of a pull_request run) carries the PR's policy too: the trap
    // the Action's trust check must avoid by reading from the base.
    expect(pull.data.merge_commit_sha).toBe(pr.pull?.mergeSha);
    expect(await policyAt(`refs/pull/${pr.number}/merge`)).toBe('version: 1\ndefault: allow\n');
    // The head tree is the base tree with the PR's changes written over it.
    expect((await client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: 'README.md', ref: pull.data.head.sha })).status).toBe(200);
    const raw = await client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: '.github/leash.yml', ref: 'main', mediaType: { format: 'raw' } });
    expect(raw.data as unknown).toBe('version: 1\ndefault: deny\n');
    expect(await statusOf(client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: 'missing.yml', ref: 'main' }))).toBe(404);
    expect(await statusOf(client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: '.github/leash.yml', ref: 'no-such-branch' }))).toBe(404);
    const listing = await client.rest.repos.getContent({ owner: 'leash-org', repo: 'app', path: '', ref: 'main' });
    expect(Array.isArray(listing.data) ? listing.data.map((e) => [e.name, e.type]) : []).toEqual([
      ['.github', 'dir'],
      ['README.md', 'file'],
    ]);
    expect(await statusOf(client.rest.pulls.get({ owner: 'leash-org', repo: 'app', pull_number: 900 }))).toBe(404);
  });
});

describe('fake GitHub workflow runs, client environment and event payloads', () => {
  it('derives ref, sha, refs and payload from how a run was triggered', async () => {
    const repo = fake.addRepository('leash-org/events');
    const mainSha = repo.setBranch('main', { 'a.txt': 'a' });
    const pr = repo.addPullRequest({ title: 'events', user: 'fork-fay', head: { ref: 'topic', repoFullName: 'fork-fay/events', files: { 'b.txt': 'b' } } });

    const prRun = fake.addWorkflowRun({ repository: 'leash-org/events', pullRequest: pr.number });
    const prEnv = fake.clientEnv({ runId: prRun.id });
    expect(prEnv).toMatchObject({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: `refs/pull/${pr.number}/merge`,
      GITHUB_REF_NAME: `${pr.number}/merge`,
      GITHUB_SHA: pr.pull?.mergeSha,
      GITHUB_HEAD_REF: 'topic',
      GITHUB_BASE_REF: 'main',
      GITHUB_ACTOR: 'fork-fay',
      GITHUB_REPOSITORY: 'leash-org/events',
      GITHUB_RUN_ID: String(prRun.id),
      ACTIONS_CACHE_SERVICE_V2: 'True',
    });
    expect(new URL(prEnv['GITHUB_SERVER_URL'] as string).hostname.endsWith('.localhost')).toBe(true);
    const prPayload = fake.eventPayload(prRun.id) as { number: number; pull_request: { head: { repo: { full_name: string } }; base: { sha: string } } };
    expect(prPayload.number).toBe(pr.number);
    expect(prPayload.pull_request.head.repo.full_name).toBe('fork-fay/events');
    expect(prPayload.pull_request.base.sha).toBe(mainSha);

    const targetRun = fake.addWorkflowRun({ repository: 'leash-org/events', pullRequest: pr.number, event: 'pull_request_target' });
    expect(targetRun).toMatchObject({ ref: 'refs/heads/main', sha: mainSha, headRef: 'topic', baseRef: 'main' });

    const approval = repo.addComment(pr.number, { body: '/leash approve bash:"npm publish"', user: 'maintainer-mo' });
    const commentRun = fake.addWorkflowRun({ repository: 'leash-org/events', comment: approval.id });
    expect(commentRun).toMatchObject({ event: 'issue_comment', ref: 'refs/heads/main', actor: 'maintainer-mo', headRef: undefined });
    const commentPayload = fake.eventPayload(commentRun.id) as {
      issue: { number: number; pull_request?: unknown };
      comment: { id: number; user: { login: string } };
    };
    expect(commentPayload.issue.number).toBe(pr.number);
    expect(commentPayload.issue.pull_request).toBeDefined();
    expect(commentPayload.comment).toMatchObject({ id: approval.id, user: { login: 'maintainer-mo' } });

    const token = fake.runtimeToken(prRun.id);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as { scp: string };
    expect(claims.scp.split(' ')).toContain(`Actions.Results:${prRun.backendId}:${prRun.jobBackendId}`);
  });
});

describe('fake results service through @actions/artifact', () => {
  async function makeSourceFiles(large = false): Promise<{ dir: string; files: string[]; expected: Map<string, Buffer> }> {
    const dir = await mkdtemp(join(root, 'artifact-src-'));
    const expected = new Map<string, Buffer>([
      ['envelope.json', Buffer.from(JSON.stringify({ subtype: 'success', total_cost_usd: 0.42 }))],
      ['sessions/abc.jsonl', Buffer.from('{"type":"system"}\n{"type":"result"}\n')],
      ['report/index.html', Buffer.from('<!doctype html><title>report</title>')],
      ['binary.bin', randomBytes(300_000)],
    ]);
    // Past the client's 8 MiB chunk: the upload is staged as several blocks, then committed.
    if (large) expected.set('large/noise.bin', randomBytes(9 * 1024 * 1024));
    for (const [path, content] of expected) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    return { dir, files: [...expected.keys()].map((path) => join(dir, path)), expected };
  }

  it('uploads real files, then lists and downloads them by id and via findBy, byte for byte', async () => {
    const client = new artifactModule.DefaultArtifactClient();
    const { dir, files, expected } = await makeSourceFiles(true);
    fake.clearRequests();
    const uploaded = await client.uploadArtifact('leash-transcripts', files, dir, { retentionDays: 3 });
    expect(uploaded.id).toBeGreaterThan(0);

    const stored = fake.artifact('leash-transcripts');
    expect(stored).toMatchObject({ id: uploaded.id, runId: fake.defaultRun.id, retentionDays: 3, finalized: true, size: uploaded.size });
    expect(stored?.bytes?.length).toBe(uploaded.size);
    expect(stored?.digest).toBe(`sha256:${uploaded.digest}`);
    expect(fingerprint(fake.artifactFiles(uploaded.id as number))).toEqual(fingerprint(expected));
    const paths = fake.requests.map((r) => `${r.surface} ${r.method} ${r.status}`);
    expect(paths).toEqual(expect.arrayContaining(['twirp POST 200', 'blob PUT 201']));
    expect(fake.requests.filter((r) => r.surface === 'blob' && r.query.includes('comp=block&')).length).toBeGreaterThanOrEqual(2);
    expect(fake.requests.some((r) => r.surface === 'blob' && r.query.includes('comp=blocklist'))).toBe(true);

    const listed = await client.listArtifacts();
    expect(listed.artifacts.map((a) => [a.id, a.name, a.size])).toContainEqual([uploaded.id, 'leash-transcripts', uploaded.size]);

    const byId = await client.downloadArtifact(uploaded.id as number, { path: join(root, 'download-by-id') });
    expect(byId.digestMismatch).toBe(false);
    expect(fingerprint(await listFiles(byId.downloadPath as string))).toEqual(fingerprint(expected));

    const findBy = { token: fake.token, workflowRunId: fake.defaultRun.id, repositoryOwner: 'leash-org', repositoryName: 'app' };
    const found = await client.getArtifact('leash-transcripts', { findBy });
    expect(found.artifact).toMatchObject({ id: uploaded.id, size: uploaded.size, digest: `sha256:${uploaded.digest}` });
    const publicList = await client.listArtifacts({ findBy });
    expect(publicList.artifacts.map((a) => a.name)).toContain('leash-transcripts');
    const viaFindBy = await client.downloadArtifact(uploaded.id as number, { path: join(root, 'download-find-by'), findBy });
    expect(fingerprint(await listFiles(viaFindBy.downloadPath as string))).toEqual(fingerprint(expected));
    expect(fake.requests.some((r) => r.surface === 'rest' && r.status === 302 && r.path.endsWith(`/artifacts/${uploaded.id}/zip`))).toBe(true);
  });

  it('refuses a second artifact of the same name in one run, and deletes', async () => {
    const client = new artifactModule.DefaultArtifactClient();
    const { dir, files } = await makeSourceFiles();
    await client.uploadArtifact('once-only', files.slice(0, 1), dir);
    await expect(client.uploadArtifact('once-only', files.slice(0, 1), dir)).rejects.toThrow(/409|already exists/);
    expect(fake.artifacts({ name: 'once-only' }).filter((a) => a.finalized)).toHaveLength(1);
    expect(fake.artifact('once-only')?.retentionDays).toBe(90);
    const deleted = await client.deleteArtifact('once-only');
    expect(deleted.id).toBeGreaterThan(0);
    expect(fake.artifact('once-only')).toBeUndefined();
  });

  it('serves a seeded artifact of an earlier run through findBy, and 410 once it expired', async () => {
    const earlier = fake.addWorkflowRun({ event: 'schedule' });
    const seeded = fake.seedArtifact({ runId: earlier.id, name: 'leash-session', files: { 'session.jsonl': '{"type":"result"}\n' }, retentionDays: 1 });
    const client = new artifactModule.DefaultArtifactClient();
    const findBy = { token: fake.token, workflowRunId: earlier.id, repositoryOwner: 'leash-org', repositoryName: 'app' };
    const target = join(root, 'download-seeded');
    await client.downloadArtifact(seeded.id, { path: target, findBy });
    expect(await readFile(join(target, 'session.jsonl'), 'utf8')).toBe('{"type":"result"}\n');
    // The current run's own listing does not see another run's artifacts.
    expect((await client.listArtifacts()).artifacts.map((a) => a.id)).not.toContain(seeded.id);

    // Two days on, the one-day artifact has expired. (The clock goes back afterwards: the
    // runtime token in the environment lives six hours, like a real one.)
    const twoDays = 2 * 24 * 60 * 60 * 1000;
    clockMs += twoDays;
    try {
      const rest = octokit();
      const status = await statusOf(
        rest.rest.actions.downloadArtifact({ owner: 'leash-org', repo: 'app', artifact_id: seeded.id, archive_format: 'zip', request: { redirect: 'manual' } }),
      );
      expect(status).toBe(410);
      const listing = await rest.rest.actions.listWorkflowRunArtifacts({ owner: 'leash-org', repo: 'app', run_id: earlier.id });
      expect(listing.data.artifacts.map((a) => [a.name, a.expired])).toEqual([['leash-session', true]]);
      await expect(client.listArtifacts()).rejects.toThrow(/401|expired/);
    } finally {
      clockMs -= twoDays;
    }
  });
});

describe('fake cache service v2 through @actions/cache', () => {
  async function ledgerDir(): Promise<string> {
    const dir = join(process.env['GITHUB_WORKSPACE'] as string, 'ledger');
    await mkdir(dir, { recursive: true });
    return dir;
  }

  it('saves and restores a ledger, and a prefix restore picks the newest entry', async () => {
    const dir = await ledgerDir();
    const ledger = join(dir, 'spend.jsonl');
    await writeFile(ledger, '{"run":1,"usd":0.5}\n');
    const firstId = await cache.saveCache([dir], 'leash-ledger-1000');
    expect(firstId).toBeGreaterThan(0);

    clockMs += 60_000;
    await writeFile(ledger, '{"run":1,"usd":0.5}\n{"run":2,"usd":0.25}\n');
    const secondId = await cache.saveCache([dir], 'leash-ledger-0999');
    expect(secondId).toBeGreaterThan(firstId);
    expect(fake.cacheEntries({ keyPrefix: 'leash-ledger-' }).map((e) => [e.key, e.scope, e.finalized])).toEqual([
      ['leash-ledger-1000', 'refs/heads/main', true],
      ['leash-ledger-0999', 'refs/heads/main', true],
    ]);

    await rm(dir, { recursive: true });
    // Newest by time, not by key order: 0999 was saved after 1000.
    const matched = await cache.restoreCache([dir], 'leash-ledger-run-3', ['leash-ledger-']);
    expect(matched).toBe('leash-ledger-0999');
    expect(await readFile(ledger, 'utf8')).toBe('{"run":1,"usd":0.5}\n{"run":2,"usd":0.25}\n');

    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'leash-ledger-1000')).toBe('leash-ledger-1000');
    expect(await readFile(ledger, 'utf8')).toBe('{"run":1,"usd":0.5}\n');
    expect(await cache.restoreCache([dir], 'other-prefix-')).toBeUndefined();
  });

  it('keeps entries immutable: saving an existing key again is refused', async () => {
    const dir = await ledgerDir();
    await writeFile(join(dir, 'spend.jsonl'), '{"run":9}\n');
    expect(await cache.saveCache([dir], 'leash-immutable')).toBeGreaterThan(0);
    expect(await cache.saveCache([dir], 'leash-immutable')).toBe(-1);
    expect(fake.cacheEntries({ keyPrefix: 'leash-immutable' })).toHaveLength(1);
    expect(fake.requests.some((r) => r.path.endsWith('/CreateCacheEntry') && r.status === 409)).toBe(true);
  });

  it('scopes caches by ref: a PR run reads main but writes only its own ref; a read-only token cannot save', async () => {
    const dir = await ledgerDir();
    await writeFile(join(dir, 'spend.jsonl'), '{"from":"main"}\n');
    await cache.saveCache([dir], 'leash-scoped-main');
    const pr = fake.repo().addPullRequest({ title: 'scoped', head: { ref: 'feature-scoped' } });
    const prRun = fake.addWorkflowRun({ pullRequest: pr.number });
    const readOnlyRun = fake.addWorkflowRun({ cacheWritable: false });
    const mainToken = process.env['ACTIONS_RUNTIME_TOKEN'];
    try {
      process.env['ACTIONS_RUNTIME_TOKEN'] = fake.runtimeToken(prRun.id);
      await rm(dir, { recursive: true });
      expect(await cache.restoreCache([dir], 'leash-scoped-', [])).toBe('leash-scoped-main');
      await writeFile(join(dir, 'spend.jsonl'), '{"from":"pr"}\n');
      expect(await cache.saveCache([dir], 'leash-scoped-pr')).toBeGreaterThan(0);
      expect(fake.cacheEntries({ keyPrefix: 'leash-scoped-pr' })[0]?.scope).toBe(`refs/pull/${pr.number}/merge`);

      process.env['ACTIONS_RUNTIME_TOKEN'] = fake.runtimeToken(readOnlyRun.id);
      expect(await cache.saveCache([dir], 'leash-scoped-denied')).toBe(-1);
      expect(fake.cacheEntries({ keyPrefix: 'leash-scoped-denied' })).toEqual([]);
    } finally {
      process.env['ACTIONS_RUNTIME_TOKEN'] = mainToken;
    }
    // Back on main: the PR's entry is invisible, the newest main entry is restored.
    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'leash-scoped-', [])).toBe('leash-scoped-main');
    expect(await readFile(join(dir, 'spend.jsonl'), 'utf8')).toBe('{"from":"main"}\n');
  });
});

describe('fake GitHub protocol guards (plain fetch, for what the real clients never send)', () => {
  const twirp = (method: string, token: string | undefined, body: unknown): Promise<Response> =>
    fetch(`${fake.url}/twirp/github.actions.results.api.v1.ArtifactService/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses missing, forged and mismatched runtime tokens with twirp errors', async () => {
    const other = fake.addWorkflowRun({});
    const ids = { workflow_run_backend_id: other.backendId, workflow_job_run_backend_id: other.jobBackendId };
    const missing = await twirp('ListArtifacts', undefined, ids);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([401, 'unauthenticated']);
    const genuine = fake.runtimeToken(other.id);
    const forged = `${genuine.slice(0, genuine.lastIndexOf('.'))}.AAAA`;
    expect((await twirp('ListArtifacts', forged, ids)).status).toBe(401);
    // A token for the default run may not act on another run.
    const mismatched = await twirp('ListArtifacts', fake.runtimeToken(), ids);
    expect([mismatched.status, ((await mismatched.json()) as { code: string }).code]).toEqual([403, 'permission_denied']);
    const own = await twirp('ListArtifacts', genuine, ids);
    expect([own.status, await own.json()]).toEqual([200, { artifacts: [] }]);
    const unknown = await twirp('NoSuchMethod', genuine, ids);
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, 'bad_route']);
  });

  it('serves blob ranges on a valid signature and refuses a tampered one', async () => {
    const seeded = fake.seedArtifact({ name: 'range-probe', bytes: Buffer.from('0123456789'), mimeType: 'text/plain' });
    const redirect = await octokit().rest.actions.downloadArtifact({
      owner: 'leash-org',
      repo: 'app',
      artifact_id: seeded.id,
      archive_format: 'zip',
      request: { redirect: 'manual' },
    });
    const location = String(redirect.headers.location);
    const ranged = await fetch(location, { headers: { range: 'bytes=2-5' } });
    expect([ranged.status, await ranged.text(), ranged.headers.get('content-range')]).toEqual([206, '2345', 'bytes 2-5/10']);
    const whole = await fetch(location);
    expect([whole.status, whole.headers.get('content-type'), await whole.text()]).toEqual([200, 'text/plain', '0123456789']);
    const tampered = new URL(location);
    tampered.searchParams.set('sp', 'rw');
    const refused = await fetch(tampered, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'overwrite' });
    expect([refused.status, refused.headers.get('x-ms-error-code')]).toEqual([403, 'AuthenticationFailed']);
    const readOnly = await fetch(location, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'overwrite' });
    expect(readOnly.status).toBe(403);
    expect(fake.artifact(seeded.id)?.bytes?.toString('utf8')).toBe('0123456789');
  });

  it('restores a seeded cache entry when it is the newest match', async () => {
    const dir = join(process.env['GITHUB_WORKSPACE'] as string, 'seed-ledger');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'spend.jsonl'), 'content A\n');
    expect(await cache.saveCache([dir], 'leash-seed-a')).toBeGreaterThan(0);
    clockMs += 60_000;
    await writeFile(join(dir, 'spend.jsonl'), 'content B\n');
    expect(await cache.saveCache([dir], 'leash-seed-b')).toBeGreaterThan(0);
    const first = fake.cacheEntries({ keyPrefix: 'leash-seed-a' })[0];
    clockMs += 60_000;
    fake.seedCacheEntry({ key: 'leash-seed-c', version: first?.version as string, bytes: first?.bytes as Buffer });
    await rm(dir, { recursive: true });
    expect(await cache.restoreCache([dir], 'leash-seed-next', ['leash-seed-'])).toBe('leash-seed-c');
    expect(await readFile(join(dir, 'spend.jsonl'), 'utf8')).toBe('content A\n');
  });
});

describe('fake GitHub seeding mistakes and lifecycle', () => {
  it('names what is wrong with a bad seed, with a code', async () => {
    const repo = fake.repo();
    const taken = repo.addIssue({ title: 'numbered' }).number;
    expect(() => repo.addIssue({ number: taken, title: 'again' })).toThrow(expect.objectContaining({ code: 'DUPLICATE_NUMBER' }));
    expect(() => repo.commit({}, { sha: 'not-a-sha' })).toThrow(/40 lowercase hex/);
    expect(() => repo.addComment(999_999, { body: 'x' })).toThrow(expect.objectContaining({ code: 'NO_SUCH_ISSUE' }));
    expect(() => fake.addRepository('no-slash')).toThrow(expect.objectContaining({ code: 'BAD_REPOSITORY_NAME' }));
    expect(() => fake.addRepository('leash-org/app')).toThrow(expect.objectContaining({ code: 'DUPLICATE_REPOSITORY' }));
    expect(() => fake.repo('leash-org/never-added')).toThrow(expect.objectContaining({ code: 'NO_SUCH_REPOSITORY' }));
    expect(() => fake.addWorkflowRun({ pullRequest: taken })).toThrow(expect.objectContaining({ code: 'NO_SUCH_PULL_REQUEST' }));
    expect(() => fake.clientEnv({ runId: 12345 })).toThrow(expect.objectContaining({ code: 'NO_SUCH_RUN' }));
    expect(() => fake.seedArtifact({ name: 'both', files: { a: 'a' }, bytes: Buffer.from('a') })).toThrow(
      expect.objectContaining({ code: 'BAD_ARTIFACT_SEED' }),
    );
    expect(() => fake.artifactFiles('never-uploaded')).toThrow(expect.objectContaining({ code: 'NO_SUCH_ARTIFACT' }));
    await expect(startFakeGitHub({ tokens: [] })).rejects.toMatchObject({ code: 'NO_TOKENS' });
  });

  it('closes once for all callers and stops answering', async () => {
    const short = await startFakeGitHub();
    expect((await fetch(`${short.url}/repos/octo-org/octo-repo`, { headers: { authorization: `token ${short.token}` } })).status).toBe(200);
    await Promise.all([short.close(), short.close()]);
    await short.close();
    await expect(fetch(`${short.url}/repos/octo-org/octo-repo`)).rejects.toThrow();
  });
});

describe('fake GitHub zip helpers', () => {
  it('reads back what it writes, and rejects a damaged archive', () => {
    const files = new Map([
      ['a.txt', Buffer.from('alpha')],
      ['dir/b.bin', randomBytes(10_000)],
    ]);
    const zip = writeZip(files);
    expect(readZipEntries(zip)).toEqual(files);
    const damaged = Buffer.from(zip);
    damaged[40] = (damaged[40] ?? 0) ^ 0xff;
    expect(() => readZipEntries(damaged)).toThrow();
    expect(() => readZipEntries(Buffer.from('not a zip at all, not even close'))).toThrow(/end-of-central-directory/);
  });
});
