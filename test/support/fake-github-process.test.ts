import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from './fake-github/index.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// What Leash's Action will do as a real process, with nothing but the environment a runner
// gives it: no base URLs or tokens passed in code. Bare imports resolve from the repository
// root because `node --input-type=module -e` resolves against the working directory.
const CHILD_SCRIPT = `
import * as github from '@actions/github';
import { DefaultArtifactClient } from '@actions/artifact';
import * as cache from '@actions/cache';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const { context } = github;
const { owner, repo } = context.repo;
const octokit = github.getOctokit(process.env.GITHUB_TOKEN);
const number = context.payload.pull_request.number;
const pull = (await octokit.rest.pulls.get({ owner, repo, pull_number: number })).data;
const permission = (await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: context.actor })).data;
const policyFile = (await octokit.rest.repos.getContent({ owner, repo, path: '.github/leash.yml', ref: pull.base.sha })).data;
const comment = (await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body: 'leash ran in run ' + context.runId })).data;

const workspace = process.env.GITHUB_WORKSPACE;
await mkdir(join(workspace, 'out'), { recursive: true });
await writeFile(join(workspace, 'out', 'envelope.json'), JSON.stringify({ subtype: 'success', total_cost_usd: 0.07 }));
const artifact = await new DefaultArtifactClient().uploadArtifact(
  'leash-run', [join(workspace, 'out', 'envelope.json')], join(workspace, 'out'), { retentionDays: 1 });

await mkdir(join(workspace, 'ledger'), { recursive: true });
await writeFile(join(workspace, 'ledger', 'spend.jsonl'), '{"usd":0.07}\\n');
const cacheId = await cache.saveCache([join(workspace, 'ledger')], 'leash-ledger-' + context.runId);

process.stdout.write('\\nRESULT ' + JSON.stringify({
  runId: context.runId,
  eventName: context.eventName,
  actor: context.actor,
  permission: permission.permission,
  policy: Buffer.from(policyFile.content, 'base64').toString('utf8'),
  commentId: comment.id,
  artifactId: artifact.id,
  cacheId,
}) + '\\n');
`;

let fake: FakeGitHub;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'leash-fake-github-process-'));
  fake = await startFakeGitHub({ repository: 'leash-org/app' });
});

afterAll(async () => {
  await fake?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('fake GitHub as seen by a separate process', () => {
  it('serves a child that has only clientEnv(): octokit, artifact upload and cache save all land in the fake', async () => {
    const repo = fake.repo();
    repo.setBranch('main', { '.github/leash.yml': 'version: 1\ndefault: deny\n' });
    repo.setRole('contrib-cat', 'write');
    const pr = repo.addPullRequest({
      title: 'try the leash',
      user: 'contrib-cat',
      head: { ref: 'feature', files: { '.github/leash.yml': 'version: 1\ndefault: allow\n' } },
    });
    const prRun = fake.addWorkflowRun({ pullRequest: pr.number });
    const workspace = join(root, 'workspace');
    const runnerTemp = join(root, 'runner-temp');
    await mkdir(workspace);
    await mkdir(runnerTemp);
    const eventPath = join(root, 'event.json');
    await writeFile(eventPath, JSON.stringify(fake.eventPayload(prRun.id)));

    const env = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? root,
      ...fake.clientEnv({ runId: prRun.id, workspace, runnerTemp, eventPath }),
    };
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT], {
      cwd: repoRoot,
      env,
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const line = stdout.split('\n').find((text) => text.startsWith('RESULT '));
    expect(line, stdout).toBeDefined();
    const result = JSON.parse((line as string).slice('RESULT '.length)) as Record<string, unknown>;

    expect(result).toMatchObject({
      runId: prRun.id,
      eventName: 'pull_request',
      actor: 'contrib-cat',
      permission: 'write',
      policy: 'version: 1\ndefault: deny\n',
    });
    expect(repo.comments(pr.number)).toEqual([
      expect.objectContaining({ id: result['commentId'], body: `leash ran in run ${prRun.id}`, user: 'github-actions[bot]' }),
    ]);
    const artifact = fake.artifact('leash-run', prRun.id);
    expect(artifact).toMatchObject({ id: result['artifactId'], retentionDays: 1, runId: prRun.id });
    expect(JSON.parse(fake.artifactFiles('leash-run', prRun.id).get('envelope.json')?.toString('utf8') ?? 'null')).toEqual({
      subtype: 'success',
      total_cost_usd: 0.07,
    });
    expect(fake.cacheEntries({ keyPrefix: 'leash-ledger-' })).toEqual([
      expect.objectContaining({ id: result['cacheId'], key: `leash-ledger-${prRun.id}`, scope: `refs/pull/${pr.number}/merge`, finalized: true }),
    ]);
    expect(fake.requests.filter((request) => request.status >= 400)).toEqual([]);
  });
});
