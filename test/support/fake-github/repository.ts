import { createHash } from 'node:crypto';
import type { CommentSeed, FakeAccount, FakeComment, FakeIssue, FileContents, IssueSeed, PullRequestSeed, RepositoryRole, Visibility } from './types.js';

/** What a repository needs from the fake as a whole: the clock, id sequences, accounts. */
export interface RepositoryContext {
  now(): Date;
  nextId(sequence: 'repository' | 'comment' | 'label' | 'commit'): number;
  ensureAccount(login: string): FakeAccount;
}

export interface FakeLabel {
  id: number;
  name: string;
  color: string;
}

function toBuffer(value: string | Uint8Array): Buffer {
  return typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
}

function normalisePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export class RepositoryError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

/**
 * One repository's seeded state: collaborators, commits and branches, issues, pull requests,
 * comments and labels. Tests seed through these methods and read back what a client changed.
 * Records handed out are copies; change state through the methods.
 */
export class FakeRepository {
  readonly id: number;
  readonly owner: string;
  readonly name: string;
  visibility: Visibility;
  readonly defaultBranch: string;

  private readonly roles = new Map<string, RepositoryRole>();
  private readonly commits = new Map<string, Map<string, Buffer>>();
  private readonly branches = new Map<string, string>();
  private readonly issueRecords = new Map<number, FakeIssue>();
  private readonly commentRecords = new Map<number, FakeComment>();
  private readonly labelRecords = new Map<string, FakeLabel>();
  private lastNumber = 0;

  constructor(
    private readonly context: RepositoryContext,
    fullName: string,
    options: { visibility?: Visibility; defaultBranch?: string } = {},
  ) {
    const [owner, name, ...rest] = fullName.split('/');
    if (!owner || !name || rest.length > 0) {
      throw new RepositoryError('BAD_REPOSITORY_NAME', `expected a repository name like "owner/name", got "${fullName}"`);
    }
    this.id = context.nextId('repository');
    this.owner = owner;
    this.name = name;
    this.visibility = options.visibility ?? 'private';
    this.defaultBranch = options.defaultBranch ?? 'main';
    context.ensureAccount(owner);
    this.commit({}, { branch: this.defaultBranch });
  }

  get fullName(): string {
    return `${this.owner}/${this.name}`;
  }

  // ---- collaborators -------------------------------------------------------------------

  /** Gives `login` a role on this repository (`null` removes it). */
  setRole(login: string, role: RepositoryRole | null): void {
    this.context.ensureAccount(login);
    if (role === null) this.roles.delete(login.toLowerCase());
    else this.roles.set(login.toLowerCase(), role);
  }

  /** The seeded role; the owner's personal repositories make the owner an admin. */
  roleOf(login: string): RepositoryRole | undefined {
    const role = this.roles.get(login.toLowerCase());
    if (role) return role;
    return login.toLowerCase() === this.owner.toLowerCase() ? 'admin' : undefined;
  }

  // ---- commits, branches, contents -----------------------------------------------------

  /**
   * Records a commit whose tree is exactly `files` and returns its sha. With `branch`, the
   * branch is created or moved to it; with `sha`, that sha is used (40 hex digits).
   */
  commit(files: FileContents, options: { branch?: string; sha?: string } = {}): string {
    const sha =
      options.sha ??
      createHash('sha1')
        .update(`${this.fullName}#${this.context.nextId('commit')}`)
        .digest('hex');
    if (!/^[0-9a-f]{40}$/.test(sha)) {
      throw new RepositoryError('BAD_SHA', `expected a commit sha of 40 lowercase hex digits, got "${sha}"`);
    }
    const tree = new Map<string, Buffer>();
    for (const [path, content] of Object.entries(files)) tree.set(normalisePath(path), toBuffer(content));
    this.commits.set(sha, tree);
    if (options.branch !== undefined) this.branches.set(options.branch, sha);
    return sha;
  }

  /** Points `branch` at a new commit holding `files`; returns the sha. */
  setBranch(branch: string, files: FileContents): string {
    return this.commit(files, { branch });
  }

  branchSha(branch: string): string | undefined {
    return this.branches.get(branch);
  }

  /**
   * Resolves what GitHub accepts as `ref`: a branch (`main`, `heads/main`, `refs/heads/main`),
   * a full or abbreviated (7+) commit sha, `refs/pull/<n>/head` or `refs/pull/<n>/merge`.
   */
  resolveRef(ref: string | undefined): string | undefined {
    if (ref === undefined || ref === '') return this.branches.get(this.defaultBranch);
    const branch = ref.replace(/^refs\//, '').replace(/^heads\//, '');
    const bySha = this.branches.get(branch);
    if (bySha) return bySha;
    const pull = /^(?:refs\/)?pull\/(\d+)\/(head|merge)$/.exec(ref);
    if (pull) {
      const info = this.issueRecords.get(Number(pull[1]))?.pull;
      return pull[2] === 'head' ? info?.head.sha : info?.mergeSha;
    }
    if (/^[0-9a-f]{7,40}$/.test(ref)) {
      const matches = [...this.commits.keys()].filter((sha) => sha.startsWith(ref));
      if (matches.length === 1) return matches[0];
    }
    return undefined;
  }

  /** The tree of a commit, as path → bytes. */
  treeAt(sha: string): ReadonlyMap<string, Buffer> | undefined {
    return this.commits.get(sha);
  }

  readFile(ref: string | undefined, path: string): Buffer | undefined {
    const sha = this.resolveRef(ref);
    return sha === undefined ? undefined : this.commits.get(sha)?.get(normalisePath(path));
  }

  // ---- issues and pull requests --------------------------------------------------------

  private nextNumber(requested: number | undefined): number {
    if (requested !== undefined) {
      if (this.issueRecords.has(requested)) {
        throw new RepositoryError('DUPLICATE_NUMBER', `issue or pull request #${requested} already exists in ${this.fullName}`);
      }
      this.lastNumber = Math.max(this.lastNumber, requested);
      return requested;
    }
    this.lastNumber += 1;
    return this.lastNumber;
  }

  private newIssue(seed: IssueSeed): FakeIssue {
    const createdAt = seed.createdAt ?? this.context.now();
    const user = seed.user ?? this.owner;
    this.context.ensureAccount(user);
    const labels = [...new Set(seed.labels ?? [])];
    labels.forEach((label) => this.ensureLabel(label));
    const state = seed.state ?? 'open';
    return {
      number: this.nextNumber(seed.number),
      title: seed.title,
      body: seed.body ?? null,
      state,
      labels,
      user,
      createdAt,
      updatedAt: createdAt,
      closedAt: state === 'closed' ? createdAt : null,
    };
  }

  addIssue(seed: IssueSeed): FakeIssue {
    const issue = this.newIssue(seed);
    this.issueRecords.set(issue.number, issue);
    return this.issue(issue.number) as FakeIssue;
  }

  addPullRequest(seed: PullRequestSeed): FakeIssue {
    const baseRef = seed.base?.ref ?? this.defaultBranch;
    const baseSha = this.branches.get(baseRef) ?? this.commit({}, { branch: baseRef });
    const headRepo = seed.head.repoFullName ?? this.fullName;
    const sameRepo = headRepo.toLowerCase() === this.fullName.toLowerCase();
    const existingHead = sameRepo && !seed.head.files && !seed.head.sha ? this.branches.get(seed.head.ref) : undefined;
    let headSha: string;
    if (existingHead !== undefined) {
      headSha = existingHead;
    } else {
      const headTree: FileContents = Object.fromEntries(this.commits.get(baseSha) ?? new Map<string, Buffer>());
      Object.assign(headTree, seed.head.files ?? {});
      headSha = this.commit(headTree, {
        ...(seed.head.sha === undefined ? {} : { sha: seed.head.sha }),
        ...(sameRepo ? { branch: seed.head.ref } : {}),
      });
    }
    const mergeSha = this.commit(Object.fromEntries(this.commits.get(headSha) ?? new Map<string, Buffer>()));
    const issue = this.newIssue(seed);
    issue.pull = {
      head: { ref: seed.head.ref, sha: headSha, repoFullName: headRepo },
      base: { ref: baseRef, sha: baseSha, repoFullName: this.fullName },
      mergeSha,
      draft: seed.draft ?? false,
      merged: false,
    };
    this.issueRecords.set(issue.number, issue);
    return this.issue(issue.number) as FakeIssue;
  }

  issue(number: number): FakeIssue | undefined {
    const issue = this.issueRecords.get(number);
    if (!issue) return undefined;
    return {
      ...issue,
      labels: [...issue.labels],
      ...(issue.pull ? { pull: { ...issue.pull, head: { ...issue.pull.head }, base: { ...issue.pull.base } } } : {}),
    };
  }

  issues(): FakeIssue[] {
    return [...this.issueRecords.keys()].sort((a, b) => a - b).map((n) => this.issue(n) as FakeIssue);
  }

  updateIssue(number: number, change: { title?: string; body?: string | null; state?: 'open' | 'closed'; labels?: string[] }): FakeIssue {
    const issue = this.requireIssue(number);
    const now = this.context.now();
    if (change.title !== undefined) issue.title = change.title;
    if (change.body !== undefined) issue.body = change.body;
    if (change.state !== undefined && change.state !== issue.state) {
      issue.state = change.state;
      issue.closedAt = change.state === 'closed' ? now : null;
    }
    if (change.labels !== undefined) {
      change.labels.forEach((label) => this.ensureLabel(label));
      issue.labels = [...new Set(change.labels)];
    }
    issue.updatedAt = now;
    return this.issue(number) as FakeIssue;
  }

  // ---- labels --------------------------------------------------------------------------

  private ensureLabel(name: string): FakeLabel {
    const existing = this.labelRecords.get(name.toLowerCase());
    if (existing) return existing;
    const color = createHash('md5').update(name).digest('hex').slice(0, 6);
    const label = { id: this.context.nextId('label'), name, color };
    this.labelRecords.set(name.toLowerCase(), label);
    return label;
  }

  label(name: string): FakeLabel | undefined {
    const label = this.labelRecords.get(name.toLowerCase());
    return label ? { ...label } : undefined;
  }

  /** Adds labels (created on the repository when new, as GitHub does); returns the issue's labels. */
  addLabels(number: number, names: string[]): string[] {
    const issue = this.requireIssue(number);
    for (const name of names) {
      const label = this.ensureLabel(name);
      if (!issue.labels.some((existing) => existing.toLowerCase() === label.name.toLowerCase())) {
        issue.labels.push(label.name);
      }
    }
    issue.updatedAt = this.context.now();
    return [...issue.labels];
  }

  /** Removes one label; returns false when the issue did not carry it. */
  removeLabel(number: number, name: string): boolean {
    const issue = this.requireIssue(number);
    const index = issue.labels.findIndex((label) => label.toLowerCase() === name.toLowerCase());
    if (index < 0) return false;
    issue.labels.splice(index, 1);
    issue.updatedAt = this.context.now();
    return true;
  }

  // ---- comments ------------------------------------------------------------------------

  addComment(number: number, seed: CommentSeed): FakeComment {
    this.requireIssue(number);
    const user = seed.user ?? this.owner;
    this.context.ensureAccount(user);
    const createdAt = seed.createdAt ?? this.context.now();
    const comment: FakeComment = {
      id: this.context.nextId('comment'),
      issueNumber: number,
      body: seed.body,
      user,
      createdAt,
      updatedAt: createdAt,
    };
    this.commentRecords.set(comment.id, comment);
    return { ...comment };
  }

  comment(id: number): FakeComment | undefined {
    const comment = this.commentRecords.get(id);
    return comment ? { ...comment } : undefined;
  }

  /** Comments of one issue (oldest first), or of the whole repository. */
  comments(number?: number): FakeComment[] {
    return [...this.commentRecords.values()]
      .filter((comment) => number === undefined || comment.issueNumber === number)
      .sort((a, b) => a.id - b.id)
      .map((comment) => ({ ...comment }));
  }

  updateComment(id: number, body: string): FakeComment | undefined {
    const comment = this.commentRecords.get(id);
    if (!comment) return undefined;
    comment.body = body;
    comment.updatedAt = this.context.now();
    return { ...comment };
  }

  deleteComment(id: number): boolean {
    return this.commentRecords.delete(id);
  }

  private requireIssue(number: number): FakeIssue {
    const issue = this.issueRecords.get(number);
    if (!issue) throw new RepositoryError('NO_SUCH_ISSUE', `issue #${number} does not exist in ${this.fullName}`);
    return issue;
  }
}
