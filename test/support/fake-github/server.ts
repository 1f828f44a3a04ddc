import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ActionsStore, type ArtifactRecord } from './actions-store.js';
import { BlobStore } from './blob-store.js';
import { buildClientEnv, type ClientEnvOptions } from './client-env.js';
import { sendJson } from './http-io.js';
import { FakeRepository } from './repository.js';
import { handleRestRequest, type RestApiContext } from './rest-api.js';
import { commentJson, issueJson, pullJson, repositoryJson, userJson } from './rest-shapes.js';
import { mintRuntimeToken, type CacheScopeGrant } from './runtime-token.js';
import { handleTwirpRequest, type TwirpContext } from './twirp.js';
import type {
  AccountType,
  ArtifactSeed,
  CacheEntrySeed,
  FakeAccount,
  FakeArtifact,
  FakeCacheEntry,
  FakeTokenSpec,
  FakeWorkflowRun,
  RecordedRequest,
  RequestSurface,
  Visibility,
  WorkflowRunSeed,
} from './types.js';
import { readZipEntries, writeZip } from './zip.js';

export interface FakeGitHubOptions {
  /** The repository the default run belongs to; default `octo-org/octo-repo`. */
  repository?: string;
  /** Default `private`: anonymous REST calls then get 404, as on GitHub. */
  visibility?: Visibility;
  defaultBranch?: string;
  /** REST tokens; default one write token for `github-actions[bot]`. */
  tokens?: FakeTokenSpec[];
  /** The clock for timestamps, expiry of artifacts, signed URLs and runtime tokens. */
  now?: () => Date;
  /** Retention when the uploader gives none (GitHub's default is 90 days). */
  defaultRetentionDays?: number;
  /** Exported as GITHUB_RETENTION_DAYS: the client clamps `retentionDays` to it. */
  maxRetentionDays?: number;
}

export class FakeGitHubError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FakeGitHubError';
  }
}

// Ids in the ranges real GitHub objects have, so code that stores them as numbers is exercised.
const FIRST_IDS = { account: 1001, repository: 500_001, comment: 2_000_000_001, label: 7_000_001, commit: 1 };

const GITHUB_ACTIONS_BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' as const };

function surfaceOf(path: string, blobs: BlobStore): RequestSurface {
  if (path.startsWith('/twirp/')) return 'twirp';
  return blobs.isBlobPath(path) ? 'blob' : 'rest';
}

/**
 * A running fake of the GitHub side of a workflow step: REST API, results service (artifacts
 * and cache v2, twirp) and blob storage on one loopback port. Seed it, point a client or a
 * child process at it with `clientEnv()`, then read back what the client did.
 */
export class FakeGitHub {
  /** Origin of the server; also the REST base URL (GITHUB_API_URL). */
  readonly url: string;
  readonly apiUrl: string;
  /** ACTIONS_RESULTS_URL (the clients use only its origin). */
  readonly resultsUrl: string;
  /** GITHUB_SERVER_URL: a `*.localhost` name so the clients do not take it for GHES. */
  readonly serverUrl: string;
  /** The first REST token: what `GITHUB_TOKEN` holds in `clientEnv()`. */
  readonly token: string;
  /** The run `clientEnv()` plays unless told otherwise. */
  readonly defaultRun: FakeWorkflowRun;
  readonly defaultRepository: FakeRepository;

  private readonly now: () => Date;
  private readonly secret = randomBytes(32);
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly repositories = new Map<string, FakeRepository>();
  private readonly tokens = new Map<string, FakeTokenSpec>();
  private readonly blobs: BlobStore;
  private readonly actions: ActionsStore;
  private readonly log: RecordedRequest[] = [];
  private readonly sequences = new Map<keyof typeof FIRST_IDS, number>();
  private closing: Promise<void> | undefined;
  private readonly maxRetentionDays: number | undefined;
  private nextRunId = 10_000_000_001;
  private nextRunNumber = 1;
  private readonly restContext: RestApiContext;
  private readonly twirpContext: TwirpContext;

  constructor(
    private readonly server: Server,
    port: number,
    options: FakeGitHubOptions = {},
  ) {
    this.now = options.now ?? ((): Date => new Date());
    this.url = `http://127.0.0.1:${port}`;
    this.apiUrl = this.url;
    this.resultsUrl = `${this.url}/`;
    this.serverUrl = `http://github.localhost:${port}`;
    this.maxRetentionDays = options.maxRetentionDays;
    this.blobs = new BlobStore(this.secret, this.now);
    this.actions = new ActionsStore(this.blobs, this.now, options.defaultRetentionDays ?? 90);
    this.accounts.set(GITHUB_ACTIONS_BOT.login, { ...GITHUB_ACTIONS_BOT });
    const tokens = options.tokens ?? [{ token: `ghs_${randomBytes(18).toString('hex')}`, login: GITHUB_ACTIONS_BOT.login, type: 'Bot', access: 'write' }];
    if (tokens.length === 0) throw new FakeGitHubError('NO_TOKENS', 'expected at least one REST token in options.tokens');
    tokens.forEach((spec) => this.addToken(spec));
    this.token = (tokens[0] as FakeTokenSpec).token;
    this.defaultRepository = this.addRepository(options.repository ?? 'octo-org/octo-repo', {
      ...(options.visibility ? { visibility: options.visibility } : {}),
      ...(options.defaultBranch ? { defaultBranch: options.defaultBranch } : {}),
    });
    this.restContext = {
      apiUrl: this.apiUrl,
      serverUrl: this.serverUrl,
      origin: this.url,
      now: this.now,
      account: (login) => this.ensureAccount(login),
      findAccount: (login) => this.accounts.get(login.toLowerCase()),
      repository: (fullName) => this.repositories.get(fullName.toLowerCase()),
      findToken: (token) => this.tokens.get(token),
      actions: this.actions,
      blobs: this.blobs,
    };
    this.twirpContext = { origin: this.url, now: this.now, tokenSecret: this.secret, actions: this.actions, blobs: this.blobs };
    this.defaultRun = this.addWorkflowRun({});
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.handle(req, res));
  }

  // ---- accounts, tokens, repositories ---------------------------------------------------

  /** Adds an account (a `[bot]` suffix makes a Bot unless `type` says otherwise). */
  addAccount(login: string, type?: AccountType): FakeAccount {
    const existing = this.accounts.get(login.toLowerCase());
    if (existing) {
      if (type) existing.type = type;
      return { ...existing };
    }
    const account: FakeAccount = {
      login,
      id: this.nextId('account'),
      type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User'),
    };
    this.accounts.set(login.toLowerCase(), account);
    return { ...account };
  }

  private ensureAccount(login: string): FakeAccount {
    return this.accounts.get(login.toLowerCase()) ?? this.addAccount(login);
  }

  addToken(spec: FakeTokenSpec): void {
    this.ensureAccount(spec.login);
    if (spec.type) this.addAccount(spec.login, spec.type);
    this.tokens.set(spec.token, { access: 'write', ...spec });
  }

  addRepository(fullName: string, options: { visibility?: Visibility; defaultBranch?: string } = {}): FakeRepository {
    if (this.repositories.has(fullName.toLowerCase())) {
      throw new FakeGitHubError('DUPLICATE_REPOSITORY', `repository ${fullName} already exists`);
    }
    const repo = new FakeRepository(
      { now: this.now, nextId: (sequence) => this.nextId(sequence), ensureAccount: (login) => this.ensureAccount(login) },
      fullName,
      options,
    );
    this.repositories.set(fullName.toLowerCase(), repo);
    return repo;
  }

  /** A seeded repository; without a name, the default one. */
  repo(fullName?: string): FakeRepository {
    if (fullName === undefined) return this.defaultRepository;
    const repo = this.repositories.get(fullName.toLowerCase());
    if (!repo) throw new FakeGitHubError('NO_SUCH_REPOSITORY', `repository ${fullName} was never added (use addRepository)`);
    return repo;
  }

  private nextId(sequence: keyof typeof FIRST_IDS): number {
    const next = this.sequences.get(sequence) ?? FIRST_IDS[sequence];
    this.sequences.set(sequence, next + 1);
    return next;
  }

  // ---- workflow runs and runtime tokens -------------------------------------------------

  addWorkflowRun(seed: WorkflowRunSeed): FakeWorkflowRun {
    const repo = this.repo(seed.repository);
    const comment = seed.comment === undefined ? undefined : repo.comment(seed.comment);
    if (seed.comment !== undefined && !comment) {
      throw new FakeGitHubError('NO_SUCH_COMMENT', `comment ${seed.comment} does not exist in ${repo.fullName}`);
    }
    const issueNumber = comment?.issueNumber ?? seed.pullRequest;
    const issue = issueNumber === undefined ? undefined : repo.issue(issueNumber);
    if (seed.pullRequest !== undefined && !issue?.pull) {
      throw new FakeGitHubError('NO_SUCH_PULL_REQUEST', `pull request #${seed.pullRequest} does not exist in ${repo.fullName}`);
    }
    const event = seed.event ?? (comment ? 'issue_comment' : seed.pullRequest !== undefined ? 'pull_request' : 'push');
    const defaultRef = `refs/heads/${repo.defaultBranch}`;
    const defaultSha = repo.branchSha(repo.defaultBranch) ?? '0'.repeat(40);
    // Only pull_request(_target) runs carry head/base refs; an issue_comment run is a default-branch run.
    const pull = event === 'pull_request' || event === 'pull_request_target' ? issue?.pull : undefined;
    let ref = defaultRef;
    let sha = defaultSha;
    if (pull && event === 'pull_request') {
      ref = `refs/pull/${issueNumber}/merge`;
      sha = pull.mergeSha;
    } else if (pull) {
      ref = `refs/heads/${pull.base.ref}`;
      sha = pull.base.sha;
    }
    ref = seed.ref ?? ref;
    sha = seed.sha ?? (seed.ref !== undefined ? repo.resolveRef(seed.ref) : undefined) ?? sha;
    const readScopes = [pull ? `refs/heads/${pull.base.ref}` : undefined, defaultRef].filter((scope): scope is string => scope !== undefined && scope !== ref);
    const cacheScopes: CacheScopeGrant[] = [
      { scope: ref, permission: seed.cacheWritable === false ? 1 : 3 },
      ...[...new Set(readScopes)].map((scope) => ({ scope, permission: 1 as const })),
    ];
    const actor = seed.actor ?? comment?.user ?? issue?.user ?? repo.owner;
    this.ensureAccount(actor);
    return this.actions.addRun({
      id: seed.id ?? this.nextRunId++,
      runNumber: this.nextRunNumber++,
      repository: repo.fullName,
      event,
      ref,
      sha,
      headRef: pull?.head.ref,
      baseRef: pull?.base.ref,
      actor,
      workflow: seed.workflow ?? 'CI',
      job: seed.job ?? 'leash',
      issueNumber,
      commentId: comment?.id,
      cacheScopes,
    });
  }

  /**
   * The webhook payload of a run's event, for GITHUB_EVENT_PATH (write it to a file and pass
   * the path to `clientEnv`): `pull_request`/`pull_request_target` carry `number` and
   * `pull_request`, `issue_comment` carries `issue` and `comment`, `push` carries `ref`/`after`.
   * The objects are the REST shapes at the time of the call.
   */
  eventPayload(runId?: number): Record<string, unknown> {
    const run = this.requireRun(runId);
    const repo = this.repo(run.repository);
    const common = { repository: repositoryJson(this.restContext, repo.fullName), sender: userJson(this.restContext, run.actor) };
    const issue = run.issueNumber === undefined ? undefined : repo.issue(run.issueNumber);
    if ((run.event === 'pull_request' || run.event === 'pull_request_target') && issue?.pull) {
      return { action: 'synchronize', number: issue.number, pull_request: pullJson(this.restContext, repo, issue), ...common };
    }
    const comment = run.commentId === undefined ? undefined : repo.comment(run.commentId);
    if (run.event === 'issue_comment' && issue && comment) {
      return { action: 'created', issue: issueJson(this.restContext, repo, issue), comment: commentJson(this.restContext, repo, comment), ...common };
    }
    if (run.event === 'push') {
      return { ref: run.ref, before: '0'.repeat(40), after: run.sha, pusher: { name: run.actor }, ...common };
    }
    return common;
  }

  run(id: number): FakeWorkflowRun | undefined {
    const run = this.actions.run(id);
    return run ? { ...run, cacheScopes: run.cacheScopes.map((grant) => ({ ...grant })) } : undefined;
  }

  private requireRun(id: number | undefined): FakeWorkflowRun {
    const run = this.actions.run(id ?? this.defaultRun.id);
    if (!run) throw new FakeGitHubError('NO_SUCH_RUN', `workflow run ${String(id)} was never added (use addWorkflowRun)`);
    return run;
  }

  /** ACTIONS_RUNTIME_TOKEN for a run: a JWT whose `scp` carries the run's backend ids. */
  runtimeToken(runId?: number): string {
    const run = this.requireRun(runId);
    return mintRuntimeToken(
      this.secret,
      { workflowRunBackendId: run.backendId, workflowJobRunBackendId: run.jobBackendId, cacheScopes: run.cacheScopes },
      this.now(),
    );
  }

  /** Everything a client process needs in its environment to talk to this fake as `runId`. */
  clientEnv(options: ClientEnvOptions = {}): Record<string, string> {
    const run = this.requireRun(options.runId);
    return buildClientEnv({
      apiUrl: this.apiUrl,
      resultsUrl: this.resultsUrl,
      serverUrl: this.serverUrl,
      repositoryId: this.repo(run.repository).id,
      run,
      token: this.token,
      runtimeToken: this.runtimeToken(run.id),
      maxRetentionDays: this.maxRetentionDays,
      options,
    });
  }

  // ---- artifacts and cache entries --------------------------------------------------------

  /** Artifacts, oldest first; pending uploads included (see `finalized`). */
  artifacts(filter: { runId?: number; name?: string } = {}): FakeArtifact[] {
    return this.actions
      .allArtifactRecords()
      .filter((record) => filter.runId === undefined || record.run.id === filter.runId)
      .filter((record) => filter.name === undefined || record.name === filter.name)
      .map((record) => this.actions.toPublicArtifact(record));
  }

  /** One finalized artifact by id, or by name (newest of that name, in `runId` if given). */
  artifact(idOrName: number | string, runId?: number): FakeArtifact | undefined {
    const record = this.findArtifactRecord(idOrName, runId);
    return record ? this.actions.toPublicArtifact(record) : undefined;
  }

  /** The files inside a finalized zip artifact, path → bytes. */
  artifactFiles(idOrName: number | string, runId?: number): Map<string, Buffer> {
    const record = this.findArtifactRecord(idOrName, runId);
    const bytes = record ? this.actions.toPublicArtifact(record).bytes : undefined;
    if (!record || !bytes) throw new FakeGitHubError('NO_SUCH_ARTIFACT', `no finalized artifact ${JSON.stringify(idOrName)}`);
    if (record.mimeType !== 'application/zip') {
      throw new FakeGitHubError('NOT_A_ZIP', `artifact ${record.name} was uploaded unzipped (${record.mimeType}); read .bytes instead`);
    }
    return readZipEntries(bytes);
  }

  private findArtifactRecord(idOrName: number | string, runId: number | undefined): ArtifactRecord | undefined {
    return this.actions
      .allArtifactRecords()
      .filter((record) => record.finalized)
      .filter((record) => runId === undefined || record.run.id === runId)
      .filter((record) => (typeof idOrName === 'number' ? record.id === idOrName : record.name === idOrName))
      .sort((a, b) => b.id - a.id)[0];
  }

  /** An artifact as if a run had uploaded it: `files` are zipped, or `bytes` stored as given. */
  seedArtifact(seed: ArtifactSeed): FakeArtifact {
    const run = this.requireRun(seed.runId);
    if ((seed.files === undefined) === (seed.bytes === undefined)) {
      throw new FakeGitHubError('BAD_ARTIFACT_SEED', `artifact ${seed.name}: give exactly one of files or bytes`);
    }
    const bytes = seed.files ? writeZip(seed.files) : (seed.bytes as Uint8Array);
    const record = this.actions.seedArtifact({
      run,
      name: seed.name,
      bytes,
      mimeType: seed.mimeType ?? 'application/zip',
      retentionDays: seed.retentionDays,
      createdAt: seed.createdAt,
    });
    return this.actions.toPublicArtifact(record);
  }

  cacheEntries(filter: { keyPrefix?: string } = {}): FakeCacheEntry[] {
    return this.actions
      .cacheRecordsList()
      .filter((record) => filter.keyPrefix === undefined || record.key.startsWith(filter.keyPrefix))
      .map((record) => this.actions.toPublicCacheEntry(record));
  }

  /** A finalized cache entry; `scope` defaults to the default branch's ref. */
  seedCacheEntry(seed: CacheEntrySeed): FakeCacheEntry {
    const record = this.actions.seedCacheEntry({
      key: seed.key,
      version: seed.version,
      scope: seed.scope ?? `refs/heads/${this.defaultRepository.defaultBranch}`,
      bytes: seed.bytes,
      createdAt: seed.createdAt,
    });
    return this.actions.toPublicCacheEntry(record);
  }

  // ---- request log and lifecycle --------------------------------------------------------

  /** Every request served so far, in the order the responses finished. */
  get requests(): RecordedRequest[] {
    return this.log.map((entry) => ({ ...entry }));
  }

  clearRequests(): void {
    this.log.length = 0;
  }

  /** Stops listening and drops open connections; safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
      // Keep-alive sockets of the clients would otherwise hold close() open.
      this.server.closeAllConnections();
    });
    return this.closing;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    const surface = surfaceOf(url.pathname, this.blobs);
    res.on('finish', () => {
      this.log.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        status: res.statusCode,
        surface,
      });
    });
    const served =
      surface === 'twirp'
        ? handleTwirpRequest(this.twirpContext, req, res, url)
        : surface === 'blob'
          ? this.blobs.handle(req, res, url)
          : handleRestRequest(this.restContext, req, res, url);
    served.catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) sendJson(res, 500, { message: `fake GitHub failed: ${message}` });
      else res.destroy();
    });
  }
}

/** Starts a fake on 127.0.0.1 with an ephemeral port. Close it with `close()`. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  try {
    return new FakeGitHub(server, port, options);
  } catch (error) {
    server.close();
    throw error;
  }
}
