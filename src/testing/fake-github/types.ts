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
  /** `files` become the head commit's tree, readable at `sha`, `refs/pull/N/head` and (same repo) `ref`. */
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
  /** Cache scopes the runtime token grants, in lookup order (own ref first). */
  cacheScopes: { scope: string; permission: 1 | 2 | 3 }[];
}

export interface WorkflowRunSeed {
  id?: number;
  repository?: string;
  event?: string;
  /** Defaults to `refs/heads/<default branch>`, or `refs/pull/<n>/merge` when `pullRequest` is given. */
  ref?: string;
  sha?: string;
  /** Makes this a `pull_request` run of that PR: head/base refs and the merge ref are taken from it. */
  pullRequest?: number;
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
