export { startFakeGitHub, FakeGitHub, FakeGitHubError, type FakeGitHubOptions } from './server.js';
export { FakeRepository, RepositoryError, type FakeLabel } from './repository.js';
export type { ClientEnvOptions } from './client-env.js';
export { readZipEntries, writeZip, ZipFormatError } from './zip.js';
export type {
  AccountType,
  ArtifactSeed,
  CacheEntrySeed,
  CommentSeed,
  FakeAccount,
  FakeArtifact,
  FakeCacheEntry,
  FakeComment,
  FakeIssue,
  FakePullRequestInfo,
  FakeTokenSpec,
  FakeWorkflowRun,
  FileContents,
  IssueSeed,
  PullRequestSeed,
  PullRequestSide,
  RecordedRequest,
  RepositoryRole,
  RequestSurface,
  Visibility,
  WorkflowRunSeed,
} from './types.js';
