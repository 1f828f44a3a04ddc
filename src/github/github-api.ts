// The few GitHub REST calls the Action makes, over the runtime's own `fetch`. Octokit would
// cost a fifth of a second of module loading before the trust check, which runs before the first
// model call; these are ten plain requests. The base URL and token are parameters, so a test
// points the client at the fake GitHub without touching the process's environment.

export interface GitHubApiOptions {
  /** `GITHUB_API_URL`, e.g. https://api.github.com */
  apiUrl: string;
  /** `owner/name` */
  repository: string;
  token: string;
  fetch?: typeof fetch;
  /** Per request (default 30 s). */
  timeoutMs?: number;
}

export interface PermissionLevel {
  /** GitHub's legacy field: `admin`, `write`, `read` or `none` (`maintain` reads as `write`). */
  permission: string;
  /** The real role: `admin`, `maintain`, `write`, `triage`, `read`, or a custom role's name. */
  roleName: string | null;
}

export interface PullRequestRefs {
  number: number;
  base: { ref: string; sha: string; repo: string };
  head: { ref: string; sha: string; repo: string | null };
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  author: string;
  authorType: string;
  labels: string[];
  isPullRequest: boolean;
  createdAt: string;
}

export interface CommentInfo {
  id: number;
  body: string;
  author: string;
  authorType: string;
  htmlUrl: string;
}

export interface GitHubApi {
  readonly repository: string;
  /** The actor's permission on the repository, or null when GitHub knows no such account (404). */
  permissionOf(login: string): Promise<PermissionLevel | null>;
  pullRequest(number: number): Promise<PullRequestRefs>;
  /** A file's text at `ref`, or null when the path does not exist there. */
  fileAt(path: string, ref: string): Promise<string | null>;
  /** Open issues (not pull requests) carrying `label`, oldest first. */
  openIssuesWithLabel(label: string): Promise<IssueInfo[]>;
  comments(issue: number): Promise<CommentInfo[]>;
  createComment(issue: number, body: string): Promise<CommentInfo>;
  updateComment(id: number, body: string): Promise<CommentInfo>;
  addLabels(issue: number, labels: string[]): Promise<void>;
  /** Removes a label; a label the issue does not carry is not an error. */
  removeLabel(issue: number, label: string): Promise<void>;
}

/** A REST call that did not answer 2xx: says which call, the status and GitHub's message. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
  readonly code = 'GITHUB_API';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly apiMessage: string,
  ) {
    super(`GitHub API ${method} ${path} answered ${status}${apiMessage ? `: ${apiMessage}` : ''}`);
  }
}

interface Answer {
  status: number;
  json: unknown;
  text: string;
  next: string | null;
}

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const repo = `/repos/${options.repository.split('/').map(encodeURIComponent).join('/')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(method: string, pathOrUrl: string, body?: unknown, accept = 'application/vnd.github+json', allow: number[] = []): Promise<Answer> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${base}${pathOrUrl}`;
    const shown = url.startsWith(base) ? url.slice(base.length) : url;
    const headers: Record<string, string> = {
      accept,
      'user-agent': 'leash-action',
      'x-github-api-version': '2022-11-28',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // Reads are retried once on a server error or a dropped connection; writes are not, since a
    // comment posted twice is worse than one reported as failed.
    const attempts = method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (attempt < attempts) continue;
        throw new GitHubApiError(method, shown, 0, `no answer (${(error as Error).message})`);
      }
      const text = await response.text();
      if (response.status >= 500 && attempt < attempts) continue;
      let json: unknown = undefined;
      if (accept.includes('json') && text !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      if ((response.status < 200 || response.status > 299) && !allow.includes(response.status)) {
        const message = typeof (json as { message?: unknown })?.message === 'string' ? (json as { message: string }).message : text.slice(0, 200);
        throw new GitHubApiError(method, shown, response.status, message);
      }
      return { status: response.status, json, text, next: nextLink(response.headers.get('link')) };
    }
  }

  async function all(path: string): Promise<unknown[]> {
    const items: unknown[] = [];
    let url: string | null = path;
    // A repository with thousands of comments on one pull request is possible; 50 pages of 100 is the bound.
    for (let page = 0; url !== null && page < 50; page++) {
      const answer = await call('GET', url);
      if (Array.isArray(answer.json)) items.push(...answer.json);
      url = answer.next;
    }
    return items;
  }

  return {
    repository: options.repository,
    async permissionOf(login) {
      const answer = await call('GET', `${repo}/collaborators/${encodeURIComponent(login)}/permission`, undefined, undefined, [404]);
      if (answer.status === 404) return null;
      const json = record(answer.json);
      return { permission: str(json.permission) ?? 'none', roleName: str(json.role_name) ?? null };
    },
    async pullRequest(number) {
      const json = record((await call('GET', `${repo}/pulls/${number}`)).json);
      const side = (value: unknown) => {
        const s = record(value);
        return { ref: str(s.ref) ?? '', sha: str(s.sha) ?? '', repo: str(record(s.repo).full_name) ?? null };
      };
      const base = side(json.base);
      return { number, base: { ...base, repo: base.repo ?? options.repository }, head: side(json.head) };
    },
    async fileAt(path, ref) {
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      const answer = await call('GET', `${repo}/contents/${encoded}?ref=${encodeURIComponent(ref)}`, undefined, 'application/vnd.github.raw', [404]);
      return answer.status === 404 ? null : answer.text;
    },
    async openIssuesWithLabel(label) {
      const items = await all(`${repo}/issues?state=open&labels=${encodeURIComponent(label)}&sort=created&direction=asc&per_page=100`);
      return items.map(issueInfo).filter((issue) => !issue.isPullRequest);
    },
    async comments(issue) {
      return (await all(`${repo}/issues/${issue}/comments?per_page=100`)).map(commentInfo);
    },
    async createComment(issue, body) {
      return commentInfo((await call('POST', `${repo}/issues/${issue}/comments`, { body })).json);
    },
    async updateComment(id, body) {
      return commentInfo((await call('PATCH', `${repo}/issues/comments/${id}`, { body })).json);
    },
    async addLabels(issue, labels) {
      await call('POST', `${repo}/issues/${issue}/labels`, { labels });
    },
    async removeLabel(issue, label) {
      await call('DELETE', `${repo}/issues/${issue}/labels/${encodeURIComponent(label)}`, undefined, undefined, [404]);
    },
  };
}

function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match) return match[1] ?? null;
  }
  return null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function issueInfo(value: unknown): IssueInfo {
  const json = record(value);
  const user = record(json.user);
  return {
    number: Number(json.number),
    title: str(json.title) ?? '',
    body: str(json.body) ?? '',
    author: str(user.login) ?? '',
    authorType: str(user.type) ?? 'User',
    labels: (Array.isArray(json.labels) ? json.labels : []).map((label) => (typeof label === 'string' ? label : (str(record(label).name) ?? ''))),
    isPullRequest: json.pull_request !== undefined && json.pull_request !== null,
    createdAt: str(json.created_at) ?? '',
  };
}

function commentInfo(value: unknown): CommentInfo {
  const json = record(value);
  const user = record(json.user);
  return {
    id: Number(json.id),
    body: str(json.body) ?? '',
    author: str(user.login) ?? '',
    authorType: str(user.type) ?? 'User',
    htmlUrl: str(json.html_url) ?? '',
  };
}
