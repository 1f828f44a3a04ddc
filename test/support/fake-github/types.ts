/** Public record and seed types of the fake GitHub server. Dates are `Date`s, bytes `Buffer`s. */

/** The five base roles a repository can grant; GitHub's REST `permission` folds them to four. */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read';

export type AccountType = 'User' | 'Bot' | 'Organization';

export type Visibility = 'public' | 'private';

export interface FakeAccount {
  login: string;
  id: number;
  type: AccountType;
}

/** A REST token and who it acts as. `access: 'read'` makes every write answer 403. */
export interface FakeTokenSpec {
  token: string;
  login: string;
  type?: AccountType;
  access?: 'read' | 'write';
}

/** Files of one commit: path (no leading slash) → content. */
export type FileContents = Record<string, string | Uint8Array>;

export interface PullRequestSide {
  ref: string;
  sha: string;
  repoFullName: string;
}

export interface FakePullRequestInfo {
  head: PullRequestSide;
  base: PullRequestSide;
  /** The test merge commit (`refs/pull/N/merge`, `merge_commit_sha`): the head tree, as if merged into base. */
  mergeSha: string;
  draft: boolean;
  merged: boolean;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  labels: string[];
  user: string;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  /** Present when this issue number is a pull request (GitHub numbers both from one sequence). */
  pull?: FakePullRequestInfo;
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface IssueSeed {
  number?: number;
  title: string;
  body?: string | null;
  labels?: string[];
  user?: string;
  state?: 'open' | 'closed';
  createdAt?: Date;
}

export interface PullRequestSeed extends IssueSeed {
  /**
   * `files` are what the PR changes: the head tree is the base tree with them written over it,
   * readable at `sha`, `refs/pull/N/head` and (same repository) `ref`.
   */
  head: { ref: string; sha?: string; repoFullName?: string; files?: FileContents };
  /** Defaults to the repository's default branch at its current commit. */
  base?: { ref?: string };
  draft?: boolean;
}

export interface CommentSeed {
  body: string;
  user?: string;
  createdAt?: Date;
}

export interface FakeWorkflowRun {
  id: number;
  runNumber: number;
  repository: string;
  /** The results service's ids for the run and its (single) job, carried in the runtime token. */
  backendId: string;
  jobBackendId: string;
  event: string;
  ref: string;
  sha: string;
  headRef: string | undefined;
  baseRef: string | undefined;
  actor: string;
  workflow: string;
  job: string;
  /** The pull request a `pull_request`/`pull_request_target` run is for, or the issue of an `issue_comment` run. */
  issueNumber: number | undefined;
  /** The comment that triggered an `issue_comment` run. */
  commentId: number | undefined;
  /** Cache scopes the runtime token grants, in lookup order (own ref first). */
  cacheScopes: { scope: string; permission: 1 | 2 | 3 }[];
}

/**
 * How a run was triggered decides its ref, sha and cache scopes, as on GitHub:
 * - nothing given: a `push` to the default branch;
 * - `pullRequest`: a `pull_request` run on `refs/pull/N/merge` at the test merge commit, or
 *   with `event: 'pull_request_target'` a run on the base branch at its head;
 * - `comment` (a comment id): an `issue_comment` run on the default branch.
 */
export interface WorkflowRunSeed {
  id?: number;
  repository?: string;
  event?: string;
  ref?: string;
  sha?: string;
  pullRequest?: number;
  comment?: number;
  /** Defaults to the PR's or the comment's author, else the repository owner. */
  actor?: string;
  workflow?: string;
  job?: string;
  /** `false` gives a read-only cache token (as for untrusted triggers): saves are denied. */
  cacheWritable?: boolean;
}

export interface FakeArtifact {
  id: number;
  name: string;
  runId: number;
  repository: string;
  /** Size of the uploaded blob (the zip) in bytes, 0 until finalized. */
  size: number;
  digest: string | undefined;
  mimeType: string;
  createdAt: Date;
  expiresAt: Date;
  /** Whole days between creation and expiry, as the client asked (or the default retention). */
  retentionDays: number;
  finalized: boolean;
  /** The uploaded blob (a zip unless uploaded with `skipArchive`), once finalized. */
  bytes: Buffer | undefined;
}

export interface ArtifactSeed {
  name: string;
  runId?: number;
  /** Files to zip, or the ready blob in `bytes`. */
  files?: FileContents;
  bytes?: Uint8Array;
  mimeType?: string;
  retentionDays?: number;
  createdAt?: Date;
}

export interface FakeCacheEntry {
  id: number;
  key: string;
  version: string;
  /** The git ref the entry was saved under (the saving run's first writable scope). */
  scope: string;
  size: number;
  createdAt: Date;
  finalized: boolean;
  bytes: Buffer | undefined;
}

export interface CacheEntrySeed {
  key: string;
  version: string;
  bytes: Uint8Array;
  scope?: string;
  createdAt?: Date;
}

export type RequestSurface = 'rest' | 'twirp' | 'blob';

export interface RecordedRequest {
  method: string;
  /** Path without the query string; twirp calls read `/twirp/<service>/<method>`. */
  path: string;
  query: string;
  status: number;
  surface: RequestSurface;
}
