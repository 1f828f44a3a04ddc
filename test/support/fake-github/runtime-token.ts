import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The runner's ACTIONS_RUNTIME_TOKEN is a JWT. `@actions/artifact` decodes (never verifies)
 * its `scp` claim to find the backend ids of the run and job: the scope
 * `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`. The cache service reads
 * the `ac` claim: a JSON list of the cache scopes (git refs) the job may read (1), write (2)
 * or both (3). The fake signs with HMAC-SHA256 so it can refuse tokens it did not mint.
 */
export interface CacheScopeGrant {
  scope: string;
  permission: 1 | 2 | 3;
}

export interface RuntimeTokenClaims {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  cacheScopes: CacheScopeGrant[];
}

const CACHE_READ = 1;
const CACHE_WRITE = 2;

export function canReadCacheScope(grant: CacheScopeGrant): boolean {
  return (grant.permission & CACHE_READ) !== 0;
}

export function canWriteCacheScope(grant: CacheScopeGrant): boolean {
  return (grant.permission & CACHE_WRITE) !== 0;
}

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function sign(secret: Buffer, signingInput: string): string {
  return createHmac('sha256', secret).update(signingInput).digest('base64url');
}

export function mintRuntimeToken(secret: Buffer, claims: RuntimeTokenClaims, now: Date, lifetimeSeconds = 6 * 60 * 60): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = { typ: 'JWT', alg: 'HS256' };
  const ids = `${claims.workflowRunBackendId}:${claims.workflowJobRunBackendId}`;
  const payload = {
    iss: 'fake-github',
    aud: 'fake-github-actions',
    nbf: issuedAt - 60,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
    scp: `Actions.ExampleScope Actions.Results:${ids} Actions.UploadArtifacts:${ids}`,
    ac: JSON.stringify(claims.cacheScopes.map((grant) => ({ Scope: grant.scope, Permission: grant.permission }))),
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${sign(secret, signingInput)}`;
}

export type RuntimeTokenCheck = { ok: true; claims: RuntimeTokenClaims } | { ok: false; reason: string };

export function verifyRuntimeToken(secret: Buffer, token: string, now: Date): RuntimeTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'token is not a JWT' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${headerPart}.${payloadPart}`));
  const given = Buffer.from(signaturePart);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'token signature is not valid' };
  }
  let payload: { exp?: unknown; scp?: unknown; ac?: unknown };
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return { ok: false, reason: 'token payload is not JSON' };
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) {
    return { ok: false, reason: 'token has expired' };
  }
  const results =
    typeof payload.scp === 'string'
      ? payload.scp
          .split(' ')
          .map((scope) => scope.split(':'))
          .find((p) => p[0] === 'Actions.Results')
      : undefined;
  if (!results || results.length !== 3) return { ok: false, reason: 'token has no Actions.Results scope' };
  const grants = typeof payload.ac === 'string' ? (JSON.parse(payload.ac) as unknown) : [];
  const cacheScopes: CacheScopeGrant[] = Array.isArray(grants)
    ? grants.flatMap((grant: { Scope?: unknown; Permission?: unknown }) =>
        typeof grant.Scope === 'string' && (grant.Permission === 1 || grant.Permission === 2 || grant.Permission === 3)
          ? [{ scope: grant.Scope, permission: grant.Permission }]
          : [],
      )
    : [];
  return {
    ok: true,
    claims: {
      workflowRunBackendId: results[1] ?? '',
      workflowJobRunBackendId: results[2] ?? '',
      cacheScopes,
    },
  };
}
