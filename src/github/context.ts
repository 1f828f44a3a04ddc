// What the runner tells a step about its run: the `GITHUB_*` variables and the event payload
// (`GITHUB_EVENT_PATH`). Read from an injected environment and file reader, never at import.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

export interface PullRequestContext {
  number: number;
  /** The base branch's commit the pull request was opened against: where the policy is read. */
  baseSha: string;
  baseRef: string;
  baseRepo: string;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when GitHub no longer knows it (a deleted fork). */
  headRepo: string | null;
}

export interface WorkflowContext {
  eventName: string;
  /** Who the run is for (`GITHUB_ACTOR`). */
  actor: string;
  /** Who started this attempt (`GITHUB_TRIGGERING_ACTOR`; differs from `actor` on a re-run). */
  triggeringActor: string;
  /** `User`, `Bot` or `Organization`, from the payload's sender when it is the triggering actor. */
  triggeringActorType: string | null;
  repository: string;
  serverUrl: string;
  apiUrl: string;
  runId: string;
  runAttempt: string;
  job: string;
  workflow: string;
  sha: string;
  workspace: string;
  runnerTemp: string;
  payload: Record<string, unknown>;
  /** Set on `pull_request`, `pull_request_target` and other events whose payload carries one. */
  pullRequest: PullRequestContext | null;
  /** The issue or pull request the event is about, for comments (`issue_comment`, `issues`, pull requests). */
  issueNumber: number | null;
  /** True for an `issue_comment` (or review comment) event on a pull request: its base must be asked for. */
  commentOnPullRequest: boolean;
  /** The comment an `issue_comment` event is about, as the payload has it; null on other events. */
  comment: EventComment | null;
}

export interface EventComment {
  id: number;
  body: string;
  /** Who wrote it, and the account's type (`User`, `Bot`, `Organization`). */
  author: string;
  authorType: string | null;
  htmlUrl: string;
}

/** A step's environment names the Action itself needs; a missing one is a runner problem, said plainly. */
export class ContextError extends Error {
  override name = 'ContextError';
  readonly code = 'CONTEXT';
}

export function readWorkflowContext(env: NodeJS.ProcessEnv, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): WorkflowContext {
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new ContextError(`${name} is not set: run Leash as a step of a GitHub Actions job`);
    return value;
  };
  const repository = need('GITHUB_REPOSITORY');
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      const parsed = JSON.parse(readFile(env.GITHUB_EVENT_PATH)) as unknown;
      if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
    } catch (error) {
      throw new ContextError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`);
    }
  }
  const actor = env.GITHUB_ACTOR ?? '';
  const triggeringActor = env.GITHUB_TRIGGERING_ACTOR || actor;
  const sender = obj(payload.sender);
  const senderLogin = str(sender.login);
  const pullRequest = pullRequestOf(payload, repository);
  const issue = obj(payload.issue);
  const issueNumber = pullRequest?.number ?? num(issue.number) ?? null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    actor,
    triggeringActor,
    triggeringActorType: senderLogin !== undefined && senderLogin.toLowerCase() === triggeringActor.toLowerCase() ? (str(sender.type) ?? null) : null,
    repository,
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    runId: env.GITHUB_RUN_ID ?? '0',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    job: env.GITHUB_JOB ?? 'job',
    workflow: env.GITHUB_WORKFLOW ?? 'workflow',
    sha: env.GITHUB_SHA ?? '',
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
    payload,
    pullRequest,
    issueNumber,
    commentOnPullRequest: pullRequest === null && issue.pull_request !== undefined && issue.pull_request !== null,
    comment: commentOf(payload),
  };
}

function commentOf(payload: Record<string, unknown>): EventComment | null {
  const comment = obj(payload.comment);
  const id = num(comment.id);
  if (id === undefined) return null;
  const user = obj(comment.user);
  return { id, body: str(comment.body) ?? '', author: str(user.login) ?? '', authorType: str(user.type) ?? null, htmlUrl: str(comment.html_url) ?? '' };
}

function pullRequestOf(payload: Record<string, unknown>, repository: string): PullRequestContext | null {
  const pull = obj(payload.pull_request);
  const number = num(pull.number) ?? num(payload.number);
  const base = obj(pull.base);
  const head = obj(pull.head);
  const baseSha = str(base.sha);
  if (number === undefined || baseSha === undefined) return null;
  return {
    number,
    baseSha,
    baseRef: str(base.ref) ?? '',
    baseRepo: str(obj(base.repo).full_name) ?? repository,
    headSha: str(head.sha) ?? '',
    headRef: str(head.ref) ?? '',
    headRepo: head.repo === null ? null : (str(obj(head.repo).full_name) ?? null),
  };
}

/** Link to the run's page (the attempt's, when it is not the first). */
export function runUrl(context: WorkflowContext): string {
  const attempt = context.runAttempt !== '1' && context.runAttempt !== '' ? `/attempts/${context.runAttempt}` : '';
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}${attempt}`;
}

export function artifactUrl(context: WorkflowContext, artifactId: number): string {
  return `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}/artifacts/${artifactId}`;
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
