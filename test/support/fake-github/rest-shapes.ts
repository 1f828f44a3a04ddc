import { createHash } from 'node:crypto';
import type { ArtifactRecord } from './actions-store.js';
import type { FakeLabel, FakeRepository } from './repository.js';
import type { FakeAccount, FakeComment, FakeIssue, FakeWorkflowRun, RepositoryRole } from './types.js';

/** JSON in the shapes GitHub's REST API returns (the fields clients read, not every field). */

export interface ShapeContext {
  apiUrl: string;
  serverUrl: string;
  account(login: string): FakeAccount;
  repository(fullName: string): FakeRepository | undefined;
}

function nodeId(kind: string, id: number): string {
  return Buffer.from(`0:${kind}${id}`).toString('base64').replace(/=+$/, '');
}

function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function userJson(ctx: ShapeContext, login: string): Record<string, unknown> {
  const account = ctx.account(login);
  return {
    login: account.login,
    id: account.id,
    node_id: nodeId(account.type, account.id),
    avatar_url: `${ctx.serverUrl}/avatars/u/${account.id}?v=4`,
    gravatar_id: '',
    url: `${ctx.apiUrl}/users/${account.login}`,
    html_url: `${ctx.serverUrl}/${account.login}`,
    type: account.type,
    site_admin: false,
  };
}

/** A repository object; a fork that was never seeded is described from its name alone. */
export function repositoryJson(ctx: ShapeContext, fullName: string, baseRepo?: FakeRepository): Record<string, unknown> {
  const repo = ctx.repository(fullName);
  const [owner = '', name = ''] = fullName.split('/');
  const id = repo?.id ?? createHash('sha1').update(fullName).digest().readUInt32BE(0);
  return {
    id,
    node_id: nodeId('Repository', id),
    name: repo?.name ?? name,
    full_name: repo?.fullName ?? fullName,
    owner: userJson(ctx, repo?.owner ?? owner),
    private: (repo?.visibility ?? baseRepo?.visibility) === 'private',
    visibility: repo?.visibility ?? baseRepo?.visibility ?? 'private',
    fork: repo === undefined && baseRepo !== undefined,
    html_url: `${ctx.serverUrl}/${fullName}`,
    url: `${ctx.apiUrl}/repos/${fullName}`,
    default_branch: repo?.defaultBranch ?? baseRepo?.defaultBranch ?? 'main',
  };
}

export function authorAssociation(repo: FakeRepository, login: string): string {
  if (login.toLowerCase() === repo.owner.toLowerCase()) return 'OWNER';
  return repo.roleOf(login) ? 'COLLABORATOR' : 'NONE';
}

export function labelJson(ctx: ShapeContext, repo: FakeRepository, label: FakeLabel): Record<string, unknown> {
  return {
    id: label.id,
    node_id: nodeId('Label', label.id),
    url: `${ctx.apiUrl}/repos/${repo.fullName}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    default: false,
    description: null,
  };
}

export function issueLabelsJson(ctx: ShapeContext, repo: FakeRepository, names: string[]): Record<string, unknown>[] {
  return names.flatMap((name) => {
    const label = repo.label(name);
    return label ? [labelJson(ctx, repo, label)] : [];
  });
}

export function issueJson(ctx: ShapeContext, repo: FakeRepository, issue: FakeIssue): Record<string, unknown> {
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const html = `${ctx.serverUrl}/${repo.fullName}`;
  const json: Record<string, unknown> = {
    id: issue.number + repo.id * 100_000,
    node_id: nodeId(issue.pull ? 'PullRequest' : 'Issue', issue.number + repo.id * 100_000),
    url: `${api}/issues/${issue.number}`,
    repository_url: api,
    labels_url: `${api}/issues/${issue.number}/labels{/name}`,
    comments_url: `${api}/issues/${issue.number}/comments`,
    html_url: `${html}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`,
    number: issue.number,
    state: issue.state,
    state_reason: issue.state === 'closed' ? 'completed' : null,
    title: issue.title,
    body: issue.body,
    user: userJson(ctx, issue.user),
    labels: issueLabelsJson(ctx, repo, issue.labels),
    assignee: null,
    assignees: [],
    locked: false,
    comments: repo.comments(issue.number).length,
    created_at: iso(issue.createdAt),
    updated_at: iso(issue.updatedAt),
    closed_at: issue.closedAt ? iso(issue.closedAt) : null,
    author_association: authorAssociation(repo, issue.user),
  };
  if (issue.pull) {
    json['draft'] = issue.pull.draft;
    json['pull_request'] = {
      url: `${api}/pulls/${issue.number}`,
      html_url: `${html}/pull/${issue.number}`,
      diff_url: `${html}/pull/${issue.number}.diff`,
      patch_url: `${html}/pull/${issue.number}.patch`,
      merged_at: null,
    };
  }
  return json;
}

export function pullJson(ctx: ShapeContext, repo: FakeRepository, issue: FakeIssue): Record<string, unknown> {
  const pull = issue.pull;
  if (!pull) throw new Error(`#${issue.number} is not a pull request`);
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const html = `${ctx.serverUrl}/${repo.fullName}`;
  const side = (s: typeof pull.head): Record<string, unknown> => {
    const owner = s.repoFullName.split('/')[0] ?? '';
    return {
      label: `${owner}:${s.ref}`,
      ref: s.ref,
      sha: s.sha,
      user: userJson(ctx, owner),
      repo: repositoryJson(ctx, s.repoFullName, repo),
    };
  };
  return {
    id: issue.number + repo.id * 100_000,
    node_id: nodeId('PullRequest', issue.number + repo.id * 100_000),
    url: `${api}/pulls/${issue.number}`,
    html_url: `${html}/pull/${issue.number}`,
    diff_url: `${html}/pull/${issue.number}.diff`,
    patch_url: `${html}/pull/${issue.number}.patch`,
    issue_url: `${api}/issues/${issue.number}`,
    comments_url: `${api}/issues/${issue.number}/comments`,
    number: issue.number,
    state: issue.state,
    locked: false,
    title: issue.title,
    body: issue.body,
    user: userJson(ctx, issue.user),
    labels: issueLabelsJson(ctx, repo, issue.labels),
    created_at: iso(issue.createdAt),
    updated_at: iso(issue.updatedAt),
    closed_at: issue.closedAt ? iso(issue.closedAt) : null,
    merged_at: null,
    merge_commit_sha: pull.mergeSha,
    draft: pull.draft,
    merged: pull.merged,
    mergeable: null,
    head: side(pull.head),
    base: side(pull.base),
    author_association: authorAssociation(repo, issue.user),
  };
}

export function commentJson(ctx: ShapeContext, repo: FakeRepository, comment: FakeComment): Record<string, unknown> {
  const issue = repo.issue(comment.issueNumber);
  const kind = issue?.pull ? 'pull' : 'issues';
  return {
    id: comment.id,
    node_id: nodeId('IssueComment', comment.id),
    url: `${ctx.apiUrl}/repos/${repo.fullName}/issues/comments/${comment.id}`,
    html_url: `${ctx.serverUrl}/${repo.fullName}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${ctx.apiUrl}/repos/${repo.fullName}/issues/${comment.issueNumber}`,
    body: comment.body,
    user: userJson(ctx, comment.user),
    created_at: iso(comment.createdAt),
    updated_at: iso(comment.updatedAt),
    author_association: authorAssociation(repo, comment.user),
  };
}

/** GitHub's `permission` keeps the four legacy levels: maintain reads as write, triage as read. */
export function legacyPermission(role: RepositoryRole | 'none'): 'admin' | 'write' | 'read' | 'none' {
  if (role === 'maintain') return 'write';
  if (role === 'triage') return 'read';
  return role;
}

export function permissionJson(ctx: ShapeContext, login: string, role: RepositoryRole | 'none'): Record<string, unknown> {
  const rank = ['none', 'read', 'triage', 'write', 'maintain', 'admin'].indexOf(role);
  return {
    permission: legacyPermission(role),
    role_name: role,
    user: {
      ...userJson(ctx, login),
      permissions: { admin: rank >= 5, maintain: rank >= 4, push: rank >= 3, triage: rank >= 2, pull: rank >= 1 },
      role_name: role,
    },
  };
}

export function gitBlobSha(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

export function contentFileJson(ctx: ShapeContext, repo: FakeRepository, path: string, ref: string, content: Buffer): Record<string, unknown> {
  const sha = gitBlobSha(content);
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const self = `${api}/contents/${path}?ref=${encodeURIComponent(ref)}`;
  const html = `${ctx.serverUrl}/${repo.fullName}/blob/${ref}/${path}`;
  // GitHub wraps the base64 at 60 characters and ends it with a newline.
  const base64 = (content.toString('base64').match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('');
  return {
    type: 'file',
    encoding: 'base64',
    size: content.length,
    name: path.split('/').pop() ?? path,
    path,
    content: base64,
    sha,
    url: self,
    git_url: `${api}/git/blobs/${sha}`,
    html_url: html,
    download_url: null,
    _links: { self, git: `${api}/git/blobs/${sha}`, html },
  };
}

export function contentEntryJson(
  ctx: ShapeContext,
  repo: FakeRepository,
  path: string,
  ref: string,
  entry: { type: 'file'; content: Buffer } | { type: 'dir' },
): Record<string, unknown> {
  const api = `${ctx.apiUrl}/repos/${repo.fullName}`;
  const sha = entry.type === 'file' ? gitBlobSha(entry.content) : createHash('sha1').update(`tree ${path}`).digest('hex');
  const self = `${api}/contents/${path}?ref=${encodeURIComponent(ref)}`;
  const html = `${ctx.serverUrl}/${repo.fullName}/${entry.type === 'file' ? 'blob' : 'tree'}/${ref}/${path}`;
  return {
    type: entry.type,
    size: entry.type === 'file' ? entry.content.length : 0,
    name: path.split('/').pop() ?? path,
    path,
    sha,
    url: self,
    git_url: `${api}/git/${entry.type === 'file' ? 'blobs' : 'trees'}/${sha}`,
    html_url: html,
    download_url: null,
    _links: { self, git: `${api}/git/${entry.type === 'file' ? 'blobs' : 'trees'}/${sha}`, html },
  };
}

function headBranchOf(run: FakeWorkflowRun): string {
  return run.headRef ?? run.ref.replace(/^refs\/heads\//, '');
}

export function workflowRunJson(ctx: ShapeContext, run: FakeWorkflowRun): Record<string, unknown> {
  const api = `${ctx.apiUrl}/repos/${run.repository}`;
  return {
    id: run.id,
    name: run.workflow,
    node_id: nodeId('WorkflowRun', run.id),
    head_branch: headBranchOf(run),
    head_sha: run.sha,
    run_number: run.runNumber,
    run_attempt: 1,
    event: run.event,
    status: 'in_progress',
    conclusion: null,
    url: `${api}/actions/runs/${run.id}`,
    html_url: `${ctx.serverUrl}/${run.repository}/actions/runs/${run.id}`,
    artifacts_url: `${api}/actions/runs/${run.id}/artifacts`,
    actor: userJson(ctx, run.actor),
    triggering_actor: userJson(ctx, run.actor),
    repository: repositoryJson(ctx, run.repository),
  };
}

export function artifactJson(ctx: ShapeContext, record: ArtifactRecord, expired: boolean): Record<string, unknown> {
  const api = `${ctx.apiUrl}/repos/${record.run.repository}`;
  const repoId = ctx.repository(record.run.repository)?.id ?? 0;
  return {
    id: record.id,
    node_id: nodeId('Artifact', record.id),
    name: record.name,
    size_in_bytes: record.size,
    url: `${api}/actions/artifacts/${record.id}`,
    archive_download_url: `${api}/actions/artifacts/${record.id}/zip`,
    expired,
    digest: record.digest ?? null,
    created_at: iso(record.createdAt),
    updated_at: iso(record.createdAt),
    expires_at: iso(record.expiresAt),
    workflow_run: {
      id: record.run.id,
      repository_id: repoId,
      head_repository_id: repoId,
      head_branch: headBranchOf(record.run),
      head_sha: record.run.sha,
    },
  };
}
