import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActionsStore } from './actions-store.js';
import type { BlobStore } from './blob-store.js';
import { compileRoute, matchRoute, readRequestBody, sendBytes, sendEmpty, sendJson, type CompiledRoute } from './http-io.js';
import type { FakeRepository } from './repository.js';
import {
  artifactJson,
  commentJson,
  contentEntryJson,
  contentFileJson,
  issueJson,
  issueLabelsJson,
  permissionJson,
  pullJson,
  repositoryJson,
  workflowRunJson,
  type ShapeContext,
} from './rest-shapes.js';
import type { FakeAccount, FakeTokenSpec } from './types.js';

/** The REST side: GitHub's paths, JSON shapes, status codes, auth and pagination headers. */

export interface RestApiContext extends ShapeContext {
  origin: string;
  now(): Date;
  findToken(token: string): FakeTokenSpec | undefined;
  findAccount(login: string): FakeAccount | undefined;
  actions: ActionsStore;
  blobs: BlobStore;
}

interface RestRequest {
  ctx: RestApiContext;
  repo: FakeRepository;
  params: Record<string, string>;
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
  caller: FakeTokenSpec | undefined;
}

interface RestResult {
  status: number;
  body?: unknown;
  raw?: { bytes: Buffer; contentType: string };
  headers?: Record<string, string>;
}

type RestHandler = (req: RestRequest) => RestResult;

const DOCS = 'https://docs.github.com/rest';

function failure(status: number, message: string, extra: Record<string, unknown> = {}): RestResult {
  return { status, body: { message, documentation_url: DOCS, status: String(status), ...extra } };
}

const notFound = (): RestResult => failure(404, 'Not Found');

function validationFailed(message: string, field: string, resource: string): RestResult {
  return failure(422, message, { errors: [{ resource, code: 'missing_field', field }] });
}

function positiveInt(text: string | undefined): number | undefined {
  return text !== undefined && /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
}

/** Slices a list like GitHub (`per_page` ≤ 100, default 30) and writes the `Link` header. */
function paginate<T>(req: RestRequest, items: T[]): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, positiveInt(req.url.searchParams.get('per_page') ?? undefined) ?? 30);
  const page = positiveInt(req.url.searchParams.get('page') ?? undefined) ?? 1;
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const link = (target: number): string => {
    const url = new URL(req.url.pathname + req.url.search, req.ctx.apiUrl);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${link(page - 1)}>; rel="prev"`, `<${link(1)}>; rel="first"`);
  if (page < lastPage) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(lastPage)}>; rel="last"`);
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

function issueNumberOf(req: RestRequest): number | undefined {
  const number = positiveInt(req.params['number']);
  return number !== undefined && req.repo.issue(number) ? number : undefined;
}

// ---- handlers ------------------------------------------------------------------------------

const getRepository: RestHandler = (req) => ({ status: 200, body: repositoryJson(req.ctx, req.repo.fullName) });

/**
 * GitHub answers 404 for a login that is no account at all. For an account without a role it
 * answers `read` on a public repository (anyone may read it) and `none` on a private one.
 */
const getCollaboratorPermission: RestHandler = (req) => {
  const login = req.params['username'] ?? '';
  const account = req.ctx.findAccount(login);
  if (!account) return notFound();
  const role = req.repo.roleOf(login) ?? (req.repo.visibility === 'public' ? 'read' : 'none');
  return { status: 200, body: permissionJson(req.ctx, account.login, role) };
};

const listIssues: RestHandler = (req) => {
  const query = req.url.searchParams;
  const state = query.get('state') ?? 'open';
  const wanted = (query.get('labels') ?? '')
    .split(',')
    .map((label) => label.trim().toLowerCase())
    .filter((label) => label !== '');
  const sort = query.get('sort') ?? 'created';
  const direction = query.get('direction') ?? 'desc';
  const creator = query.get('creator')?.toLowerCase();
  const issues = req.repo
    .issues()
    .filter((issue) => state === 'all' || issue.state === state)
    .filter((issue) => wanted.every((label) => issue.labels.some((own) => own.toLowerCase() === label)))
    .filter((issue) => creator === undefined || issue.user.toLowerCase() === creator)
    .sort((a, b) => {
      const key = (issue: typeof a): number =>
        sort === 'updated' ? issue.updatedAt.getTime() : sort === 'comments' ? req.repo.comments(issue.number).length : issue.createdAt.getTime();
      const order = key(a) - key(b) || a.number - b.number;
      return direction === 'asc' ? order : -order;
    });
  const { page, headers } = paginate(req, issues);
  return { status: 200, body: page.map((issue) => issueJson(req.ctx, req.repo, issue)), headers };
};

const getIssue: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  return { status: 200, body: issueJson(req.ctx, req.repo, req.repo.issue(number)!) };
};

const updateIssue: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  const body = (req.body ?? {}) as { title?: unknown; body?: unknown; state?: unknown; labels?: unknown };
  if (body.state !== undefined && body.state !== 'open' && body.state !== 'closed') {
    return failure(422, 'Validation Failed', { errors: [{ resource: 'Issue', code: 'invalid', field: 'state' }] });
  }
  const labels = Array.isArray(body.labels)
    ? body.labels.map((label: unknown) => (typeof label === 'string' ? label : String((label as { name?: unknown }).name)))
    : undefined;
  const issue = req.repo.updateIssue(number, {
    ...(typeof body.title === 'string' ? { title: body.title } : {}),
    ...(typeof body.body === 'string' || body.body === null ? { body: body.body } : {}),
    ...(body.state === 'open' || body.state === 'closed' ? { state: body.state } : {}),
    ...(labels ? { labels } : {}),
  });
  return { status: 200, body: issueJson(req.ctx, req.repo, issue) };
};

const listComments: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  const since = req.url.searchParams.get('since');
  const comments = req.repo.comments(number).filter((comment) => since === null || comment.updatedAt.getTime() >= Date.parse(since));
  const { page, headers } = paginate(req, comments);
  return { status: 200, body: page.map((comment) => commentJson(req.ctx, req.repo, comment)), headers };
};

const createComment: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  const text = (req.body as { body?: unknown } | undefined)?.body;
  if (typeof text !== 'string' || text === '') {
    return validationFailed('Invalid request.\n\n"body" wasn\'t supplied.', 'body', 'IssueComment');
  }
  const comment = req.repo.addComment(number, { body: text, user: req.caller?.login ?? req.repo.owner });
  return {
    status: 201,
    body: commentJson(req.ctx, req.repo, comment),
    headers: { location: `${req.ctx.apiUrl}/repos/${req.repo.fullName}/issues/comments/${comment.id}` },
  };
};

function commentOf(req: RestRequest): number | undefined {
  const id = positiveInt(req.params['id']);
  return id !== undefined && req.repo.comment(id) ? id : undefined;
}

const getComment: RestHandler = (req) => {
  const id = commentOf(req);
  if (id === undefined) return notFound();
  return { status: 200, body: commentJson(req.ctx, req.repo, req.repo.comment(id)!) };
};

const updateComment: RestHandler = (req) => {
  const id = commentOf(req);
  if (id === undefined) return notFound();
  const text = (req.body as { body?: unknown } | undefined)?.body;
  if (typeof text !== 'string' || text === '') {
    return validationFailed('Invalid request.\n\n"body" wasn\'t supplied.', 'body', 'IssueComment');
  }
  return { status: 200, body: commentJson(req.ctx, req.repo, req.repo.updateComment(id, text)!) };
};

const deleteComment: RestHandler = (req) => {
  const id = commentOf(req);
  if (id === undefined) return notFound();
  req.repo.deleteComment(id);
  return { status: 204 };
};

const listLabels: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  return { status: 200, body: issueLabelsJson(req.ctx, req.repo, req.repo.issue(number)!.labels) };
};

/** Accepts `{labels: [...]}`, a bare array, and label objects `{name}`, as GitHub does. */
const addLabels: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  const raw = Array.isArray(req.body) ? req.body : (req.body as { labels?: unknown } | undefined)?.labels;
  if (!Array.isArray(raw) || raw.length === 0) {
    return validationFailed('Invalid request.\n\nNo subschema in "anyOf" matched.', 'labels', 'Label');
  }
  const names = raw.map((label: unknown) => (typeof label === 'string' ? label : String((label as { name?: unknown }).name ?? '')));
  if (names.some((name) => name.trim() === '')) {
    return validationFailed('Invalid request.\n\nLabel names must not be empty.', 'labels', 'Label');
  }
  const labels = req.repo.addLabels(number, names);
  return { status: 200, body: issueLabelsJson(req.ctx, req.repo, labels) };
};

const removeLabel: RestHandler = (req) => {
  const number = issueNumberOf(req);
  if (number === undefined) return notFound();
  if (!req.repo.removeLabel(number, req.params['name'] ?? '')) return failure(404, 'Label does not exist');
  return { status: 200, body: issueLabelsJson(req.ctx, req.repo, req.repo.issue(number)!.labels) };
};

const getPull: RestHandler = (req) => {
  const number = positiveInt(req.params['number']);
  const issue = number === undefined ? undefined : req.repo.issue(number);
  if (!issue?.pull) return notFound();
  return { status: 200, body: pullJson(req.ctx, req.repo, issue) };
};

const getContent: RestHandler = (req) => {
  const path = (req.params['path'] ?? '').replace(/^\/+|\/+$/g, '');
  const refParam = req.url.searchParams.get('ref') ?? undefined;
  const sha = req.repo.resolveRef(refParam);
  if (sha === undefined) return failure(404, `No commit found for the ref ${refParam ?? ''}`);
  const ref = refParam ?? req.repo.defaultBranch;
  const tree = req.repo.treeAt(sha) ?? new Map<string, Buffer>();
  const file = tree.get(path);
  const wantsRaw = /\.raw\b|vnd\.github\.raw/.test(String(req.headers['accept'] ?? ''));
  if (file) {
    if (wantsRaw) return { status: 200, raw: { bytes: file, contentType: 'text/plain; charset=utf-8' } };
    return { status: 200, body: contentFileJson(req.ctx, req.repo, path, ref, file) };
  }
  const prefix = path === '' ? '' : `${path}/`;
  const children = new Map<string, { type: 'file'; content: Buffer } | { type: 'dir' }>();
  for (const [filePath, content] of tree) {
    if (!filePath.startsWith(prefix)) continue;
    const [first, ...rest] = filePath.slice(prefix.length).split('/');
    if (!first) continue;
    children.set(`${prefix}${first}`, rest.length === 0 ? { type: 'file', content } : { type: 'dir' });
  }
  if (children.size === 0 && path !== '') return notFound();
  const listing = [...children.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([childPath, entry]) => contentEntryJson(req.ctx, req.repo, childPath, ref, entry));
  return { status: 200, body: listing };
};

function runOf(req: RestRequest): ReturnType<ActionsStore['run']> {
  const id = positiveInt(req.params['run_id']);
  const run = id === undefined ? undefined : req.ctx.actions.run(id);
  return run && run.repository.toLowerCase() === req.repo.fullName.toLowerCase() ? run : undefined;
}

const getRun: RestHandler = (req) => {
  const run = runOf(req);
  return run ? { status: 200, body: workflowRunJson(req.ctx, run) } : notFound();
};

const listRunArtifacts: RestHandler = (req) => {
  const run = runOf(req);
  if (!run) return notFound();
  const name = req.url.searchParams.get('name');
  const records = req.ctx.actions.artifactsOfRun(run.id).filter((record) => name === null || record.name === name);
  const { page, headers } = paginate(req, records);
  return {
    status: 200,
    body: {
      total_count: records.length,
      artifacts: page.map((record) => artifactJson(req.ctx, record, req.ctx.actions.isExpired(record))),
    },
    headers,
  };
};

function artifactOf(req: RestRequest): ReturnType<ActionsStore['artifactRecord']> {
  const id = positiveInt(req.params['artifact_id']);
  const record = id === undefined ? undefined : req.ctx.actions.artifactRecord(id);
  return record?.finalized && record.run.repository.toLowerCase() === req.repo.fullName.toLowerCase() ? record : undefined;
}

const getArtifact: RestHandler = (req) => {
  const record = artifactOf(req);
  return record ? { status: 200, body: artifactJson(req.ctx, record, req.ctx.actions.isExpired(record)) } : notFound();
};

/** GitHub answers with a short-lived redirect to blob storage; an expired artifact is 410 Gone. */
const downloadArtifact: RestHandler = (req) => {
  const record = artifactOf(req);
  if (!record || req.params['format'] !== 'zip') return notFound();
  if (!req.caller) return failure(401, 'You must have the actions scope to download artifacts.');
  if (req.ctx.actions.isExpired(record)) return failure(410, 'Artifact has expired');
  return { status: 302, headers: { location: req.ctx.blobs.signedUrl(req.ctx.origin, record.blobKey, 'r', 60) } };
};

const deleteArtifact: RestHandler = (req) => {
  const record = artifactOf(req);
  if (!record) return notFound();
  req.ctx.actions.deleteArtifact(record.id);
  return { status: 204 };
};

const REPO = '/repos/:owner/:repo';
const routes: CompiledRoute<RestHandler>[] = [
  compileRoute('GET', REPO, getRepository),
  compileRoute('GET', `${REPO}/collaborators/:username/permission`, getCollaboratorPermission),
  compileRoute('GET', `${REPO}/issues/comments/:id`, getComment),
  compileRoute('PATCH', `${REPO}/issues/comments/:id`, updateComment),
  compileRoute('DELETE', `${REPO}/issues/comments/:id`, deleteComment),
  compileRoute('GET', `${REPO}/issues`, listIssues),
  compileRoute('GET', `${REPO}/issues/:number`, getIssue),
  compileRoute('PATCH', `${REPO}/issues/:number`, updateIssue),
  compileRoute('GET', `${REPO}/issues/:number/comments`, listComments),
  compileRoute('POST', `${REPO}/issues/:number/comments`, createComment),
  compileRoute('GET', `${REPO}/issues/:number/labels`, listLabels),
  compileRoute('POST', `${REPO}/issues/:number/labels`, addLabels),
  compileRoute('DELETE', `${REPO}/issues/:number/labels/:name`, removeLabel),
  compileRoute('GET', `${REPO}/pulls/:number`, getPull),
  compileRoute('GET', `${REPO}/contents/*path`, getContent),
  compileRoute('GET', `${REPO}/actions/runs/:run_id`, getRun),
  compileRoute('GET', `${REPO}/actions/runs/:run_id/artifacts`, listRunArtifacts),
  compileRoute('GET', `${REPO}/actions/artifacts/:artifact_id`, getArtifact),
  compileRoute('DELETE', `${REPO}/actions/artifacts/:artifact_id`, deleteArtifact),
  compileRoute('GET', `${REPO}/actions/artifacts/:artifact_id/:format`, downloadArtifact),
];

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function standardHeaders(): Record<string, string> {
  return {
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': `FAKE:${Math.random().toString(16).slice(2, 10).toUpperCase()}`,
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
  };
}

function send(res: ServerResponse, result: RestResult): void {
  const headers = { ...standardHeaders(), ...result.headers };
  if (result.raw) return sendBytes(res, result.status, result.raw.bytes, { ...headers, 'content-type': result.raw.contentType });
  if (result.body === undefined) return sendEmpty(res, result.status, headers);
  return sendJson(res, result.status, result.body, headers);
}

/**
 * Serves one REST request. Auth as GitHub does it: a bad token is 401 everywhere; no token
 * reads public repositories only (a private one is 404, not 403, so its existence stays
 * hidden); writes need a token (401) whose access includes writing (403 otherwise).
 */
export async function handleRestRequest(ctx: RestApiContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const rawBody = await readRequestBody(req);
  const method = req.method ?? 'GET';
  const authorization = req.headers['authorization'];
  let caller: FakeTokenSpec | undefined;
  if (authorization !== undefined) {
    const match = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(authorization);
    caller = match ? ctx.findToken(match[1] ?? '') : undefined;
    if (!caller) return send(res, failure(401, 'Bad credentials'));
  }
  const found = matchRoute(routes, method, url.pathname);
  if (found === undefined || found === 'method-not-allowed') return send(res, notFound());
  const repo = ctx.repository(`${found.params['owner']}/${found.params['repo']}`);
  if (!repo || (repo.visibility === 'private' && !caller)) return send(res, notFound());
  if (WRITE_METHODS.has(method)) {
    if (!caller) return send(res, failure(401, 'Requires authentication'));
    if (caller.access === 'read') return send(res, failure(403, 'Resource not accessible by integration'));
  }
  let body: unknown;
  if (rawBody.length > 0) {
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return send(res, failure(400, 'Problems parsing JSON'));
    }
  }
  send(res, found.handler({ ctx, repo, params: found.params, url, headers: req.headers, body, caller }));
}
