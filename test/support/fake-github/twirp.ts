import type { IncomingMessage, ServerResponse } from 'node:http';
import { ActionsStoreError, type ActionsStore } from './actions-store.js';
import type { BlobStore } from './blob-store.js';
import { readRequestBody, sendJson } from './http-io.js';
import type { FakeWorkflowRun } from './types.js';
import { canReadCacheScope, canWriteCacheScope, verifyRuntimeToken, type RuntimeTokenClaims } from './runtime-token.js';

/**
 * The results service as `@actions/artifact` and `@actions/cache` speak to it: twirp over
 * HTTP, `POST /twirp/<package.Service>/<Method>` with a JSON body in protobuf field names
 * (int64 as strings, wrappers as bare values, timestamps as RFC 3339), the runtime token as
 * a bearer token, and twirp's error body `{code, msg}` with its status mapping.
 */

export interface TwirpContext {
  origin: string;
  now(): Date;
  tokenSecret: Buffer;
  actions: ActionsStore;
  blobs: BlobStore;
}

type TwirpCode =
  'invalid_argument' | 'malformed' | 'unauthenticated' | 'permission_denied' | 'not_found' | 'bad_route' | 'already_exists' | 'failed_precondition';

const TWIRP_STATUS: Record<TwirpCode, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
};

class TwirpError extends Error {
  constructor(
    readonly code: TwirpCode,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
type TwirpMethod = (ctx: TwirpContext, body: Json, claims: RuntimeTokenClaims) => Json;

const ARTIFACT_SERVICE = 'github.actions.results.api.v1.ArtifactService';
const CACHE_SERVICE = 'github.actions.results.api.v1.CacheService';
const UPLOAD_URL_TTL_SECONDS = 6 * 60 * 60;
const DOWNLOAD_URL_TTL_SECONDS = 60 * 60;

function stringField(body: Json, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function int64Field(body: Json, name: string): number | undefined {
  const value = body[name];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}

function timestamp(date: Date): string {
  return date.toISOString();
}

/** The artifact calls carry the run's backend ids; they must be the ones the token was minted for. */
function runOfRequest(ctx: TwirpContext, body: Json, claims: RuntimeTokenClaims): FakeWorkflowRun {
  const runBackendId = stringField(body, 'workflow_run_backend_id');
  const jobBackendId = stringField(body, 'workflow_job_run_backend_id');
  if (!runBackendId || !jobBackendId) {
    throw new TwirpError('invalid_argument', 'workflow_run_backend_id and workflow_job_run_backend_id are required');
  }
  if (runBackendId !== claims.workflowRunBackendId) {
    throw new TwirpError('permission_denied', 'the runtime token does not grant access to this workflow run');
  }
  const run = ctx.actions.runByBackendId(runBackendId);
  if (!run) throw new TwirpError('not_found', `workflow run ${runBackendId} not found`);
  return run;
}

function requireName(body: Json): string {
  const name = stringField(body, 'name');
  if (!name) throw new TwirpError('invalid_argument', 'name is required');
  return name;
}

const createArtifact: TwirpMethod = (ctx, body, claims) => {
  const run = runOfRequest(ctx, body, claims);
  const name = requireName(body);
  const expiresAtText = stringField(body, 'expires_at');
  const expiresAt = expiresAtText ? new Date(expiresAtText) : undefined;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) {
    throw new TwirpError('invalid_argument', `expires_at "${expiresAtText}" is not an RFC 3339 timestamp`);
  }
  const record = ctx.actions.createArtifact({
    run,
    jobBackendId: stringField(body, 'workflow_job_run_backend_id'),
    name,
    mimeType: stringField(body, 'mime_type') || 'application/zip',
    expiresAt,
  });
  return { ok: true, signed_upload_url: ctx.blobs.signedUrl(ctx.origin, record.blobKey, 'cw', UPLOAD_URL_TTL_SECONDS) };
};

const finalizeArtifact: TwirpMethod = (ctx, body, claims) => {
  const run = runOfRequest(ctx, body, claims);
  const size = int64Field(body, 'size');
  if (size === undefined) throw new TwirpError('invalid_argument', 'size is required');
  const hash = stringField(body, 'hash') || undefined;
  const record = ctx.actions.finalizeArtifact(run, requireName(body), size, hash);
  return { ok: true, artifact_id: String(record.id) };
};

const listArtifacts: TwirpMethod = (ctx, body, claims) => {
  const run = runOfRequest(ctx, body, claims);
  const nameFilter = stringField(body, 'name_filter');
  const idFilter = int64Field(body, 'id_filter');
  const artifacts = ctx.actions
    .artifactsOfRun(run.id)
    .filter((record) => !ctx.actions.isExpired(record))
    .filter((record) => !nameFilter || record.name === nameFilter)
    .filter((record) => idFilter === undefined || record.id === idFilter)
    .map((record) => ({
      workflow_run_backend_id: record.run.backendId,
      workflow_job_run_backend_id: record.jobBackendId,
      database_id: String(record.id),
      name: record.name,
      size: String(record.size),
      created_at: timestamp(record.createdAt),
      ...(record.digest ? { digest: record.digest } : {}),
    }));
  return { artifacts };
};

const getSignedArtifactUrl: TwirpMethod = (ctx, body, claims) => {
  const run = runOfRequest(ctx, body, claims);
  const name = requireName(body);
  const record = ctx.actions.findArtifactByName(run, name);
  if (!record || ctx.actions.isExpired(record)) throw new TwirpError('not_found', `artifact "${name}" not found`);
  return { signed_url: ctx.blobs.signedUrl(ctx.origin, record.blobKey, 'r', DOWNLOAD_URL_TTL_SECONDS) };
};

const deleteArtifact: TwirpMethod = (ctx, body, claims) => {
  const run = runOfRequest(ctx, body, claims);
  const name = requireName(body);
  const record = ctx.actions.findArtifactByName(run, name);
  if (!record) throw new TwirpError('not_found', `artifact "${name}" not found`);
  ctx.actions.deleteArtifact(record.id);
  return { ok: true, artifact_id: String(record.id) };
};

function requireKeyAndVersion(body: Json): { key: string; version: string } {
  const key = stringField(body, 'key');
  const version = stringField(body, 'version');
  if (!key) throw new TwirpError('invalid_argument', 'key is required');
  if (!version) throw new TwirpError('invalid_argument', 'version is required');
  return { key, version };
}

function writableScope(claims: RuntimeTokenClaims): string | undefined {
  return claims.cacheScopes.find(canWriteCacheScope)?.scope;
}

/** A read-only token is refused with `ok: false` and the `cache write denied:` prefix the client looks for. */
const createCacheEntry: TwirpMethod = (ctx, body, claims) => {
  const { key, version } = requireKeyAndVersion(body);
  const scope = writableScope(claims);
  if (!scope) return { ok: false, message: 'cache write denied: the runtime token grants no writable cache scope' };
  const record = ctx.actions.createCacheEntry(key, version, scope);
  return { ok: true, signed_upload_url: ctx.blobs.signedUrl(ctx.origin, record.blobKey, 'cw', UPLOAD_URL_TTL_SECONDS) };
};

const finalizeCacheEntry: TwirpMethod = (ctx, body, claims) => {
  const { key, version } = requireKeyAndVersion(body);
  const scope = writableScope(claims);
  if (!scope) return { ok: false, message: 'cache write denied: the runtime token grants no writable cache scope' };
  const size = int64Field(body, 'size_bytes');
  if (size === undefined) throw new TwirpError('invalid_argument', 'size_bytes is required');
  const record = ctx.actions.finalizeCacheEntry(key, version, scope, size);
  return { ok: true, entry_id: String(record.id) };
};

const getCacheEntryDownloadUrl: TwirpMethod = (ctx, body, claims) => {
  const { key, version } = requireKeyAndVersion(body);
  const restoreKeys = Array.isArray(body['restore_keys']) ? body['restore_keys'].filter((k): k is string => typeof k === 'string') : [];
  const scopes = claims.cacheScopes.filter(canReadCacheScope).map((grant) => grant.scope);
  if (scopes.length === 0) {
    throw new TwirpError('permission_denied', 'cache read denied: the runtime token grants no readable cache scope');
  }
  const record = ctx.actions.findCacheEntry([key, ...restoreKeys], version, scopes);
  if (!record) return { ok: false, signed_download_url: '', matched_key: '' };
  return {
    ok: true,
    signed_download_url: ctx.blobs.signedUrl(ctx.origin, record.blobKey, 'r', DOWNLOAD_URL_TTL_SECONDS),
    matched_key: record.key,
  };
};

const methods: Record<string, TwirpMethod> = {
  [`${ARTIFACT_SERVICE}/CreateArtifact`]: createArtifact,
  [`${ARTIFACT_SERVICE}/FinalizeArtifact`]: finalizeArtifact,
  [`${ARTIFACT_SERVICE}/ListArtifacts`]: listArtifacts,
  [`${ARTIFACT_SERVICE}/GetSignedArtifactURL`]: getSignedArtifactUrl,
  [`${ARTIFACT_SERVICE}/DeleteArtifact`]: deleteArtifact,
  [`${CACHE_SERVICE}/CreateCacheEntry`]: createCacheEntry,
  [`${CACHE_SERVICE}/FinalizeCacheEntryUpload`]: finalizeCacheEntry,
  [`${CACHE_SERVICE}/GetCacheEntryDownloadURL`]: getCacheEntryDownloadUrl,
};

function sendTwirpError(res: ServerResponse, code: TwirpCode, msg: string): void {
  sendJson(res, TWIRP_STATUS[code], { code, msg });
}

export async function handleTwirpRequest(ctx: TwirpContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const rawBody = await readRequestBody(req);
  const method = methods[url.pathname.slice('/twirp/'.length)];
  if (req.method !== 'POST' || !method) {
    return sendTwirpError(res, 'bad_route', `no handler for ${req.method ?? ''} ${url.pathname}`);
  }
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return sendTwirpError(res, 'bad_route', 'the fake results service speaks JSON only (Content-Type: application/json)');
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers['authorization'] ?? ''));
  if (!bearer) return sendTwirpError(res, 'unauthenticated', 'a bearer runtime token is required');
  const check = verifyRuntimeToken(ctx.tokenSecret, bearer[1] ?? '', ctx.now());
  if (!check.ok) return sendTwirpError(res, 'unauthenticated', check.reason);
  let body: Json;
  try {
    const parsed: unknown = rawBody.length > 0 ? JSON.parse(rawBody.toString('utf8')) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Json;
  } catch {
    return sendTwirpError(res, 'malformed', 'the request body is not a JSON object');
  }
  try {
    sendJson(res, 200, method(ctx, body, check.claims));
  } catch (error) {
    if (error instanceof TwirpError) return sendTwirpError(res, error.code, error.message);
    if (error instanceof ActionsStoreError) return sendTwirpError(res, error.twirpCode, error.message);
    throw error;
  }
}
