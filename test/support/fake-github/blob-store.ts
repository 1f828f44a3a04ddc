import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody, sendBytes, sendEmpty } from './http-io.js';

/**
 * A stand-in for the Azure blob storage behind GitHub's signed artifact and cache URLs.
 * It accepts exactly what `@azure/storage-blob`'s BlockBlobClient sends: staged blocks
 * (`PUT ?comp=block&blockid=…`), a committed block list (`PUT ?comp=blocklist`, XML body)
 * or a single-shot upload (`PUT` with `x-ms-blob-type: BlockBlob`); and it serves committed
 * blobs on `GET`/`HEAD` (with `Range`). URLs are path-style, as the Azure SDK expects for an
 * IP host: `/<account>/<container>/<blob>`, signed like a SAS (`sp`, `se`, `sig`).
 */

export const BLOB_ACCOUNT = 'fakegithubblobs';
const STORAGE_VERSION = '2025-01-05';

export type BlobPermission = 'r' | 'cw';

interface StoredBlob {
  key: string;
  content: Buffer | undefined;
  contentType: string;
  contentDisposition: string | undefined;
  staged: Map<string, Buffer>;
  committedBlocks: Map<string, Buffer>;
  etag: string;
  lastModified: Date;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function httpDate(date: Date): string {
  return date.toUTCString();
}

function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

export class BlobStore {
  private readonly blobs = new Map<string, StoredBlob>();

  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  isBlobPath(path: string): boolean {
    return path.startsWith(`/${BLOB_ACCOUNT}/`);
  }

  /** Reserves an empty blob; `key` is `<container>/<name>`. */
  reserve(key: string, options: { contentDisposition?: string } = {}): void {
    this.blobs.set(key, {
      key,
      content: undefined,
      contentType: 'application/octet-stream',
      contentDisposition: options.contentDisposition,
      staged: new Map(),
      committedBlocks: new Map(),
      etag: `"0x${randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}"`,
      lastModified: this.now(),
    });
  }

  /** Stores finished content directly, as a seeded blob. */
  write(key: string, content: Uint8Array, contentType: string, contentDisposition?: string): void {
    this.reserve(key, contentDisposition === undefined ? {} : { contentDisposition });
    this.commit(key, Buffer.from(content), contentType);
  }

  content(key: string): Buffer | undefined {
    return this.blobs.get(key)?.content;
  }

  contentType(key: string): string | undefined {
    return this.blobs.get(key)?.contentType;
  }

  delete(key: string): void {
    this.blobs.delete(key);
  }

  signedUrl(origin: string, key: string, permission: BlobPermission, ttlSeconds: number): string {
    const expiry = new Date(this.now().getTime() + ttlSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const path = key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams({
      sv: STORAGE_VERSION,
      sr: 'b',
      sp: permission,
      se: expiry,
      sig: this.signature(key, permission, expiry),
    });
    return `${origin}/${BLOB_ACCOUNT}/${path}?${query.toString()}`;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const key = url.pathname
      .slice(BLOB_ACCOUNT.length + 2)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    const method = req.method ?? 'GET';
    const needed = method === 'PUT' ? 'w' : 'r';
    const denial = this.checkSignature(key, url.searchParams, needed);
    // Drain the body even when refusing, so the client sees the answer instead of a reset.
    const body = await readRequestBody(req);
    if (denial) return this.sendError(res, 403, 'AuthenticationFailed', denial);
    if (method === 'PUT') return this.handlePut(req, res, url, key, body);
    if (method === 'GET' || method === 'HEAD') return this.handleRead(req, res, key, method === 'HEAD');
    return this.sendError(res, 405, 'UnsupportedHttpVerb', `The resource doesn't support ${method}.`);
  }

  private signature(key: string, permission: string, expiry: string): string {
    return createHmac('sha256', this.secret).update(`${key}\n${permission}\n${expiry}`).digest('base64');
  }

  private checkSignature(key: string, query: URLSearchParams, needed: 'r' | 'w'): string | undefined {
    const permission = query.get('sp') ?? '';
    const expiry = query.get('se') ?? '';
    const given = Buffer.from(query.get('sig') ?? '');
    const expected = Buffer.from(this.signature(key, permission, expiry));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return 'Server failed to authenticate the request. The signature does not match.';
    }
    if (!permission.includes(needed)) {
      return `This request is not authorized to perform this operation using this permission (needs '${needed}', has '${permission}').`;
    }
    if (Date.parse(expiry) <= this.now().getTime()) {
      return `Signed expiry time [${expiry}] must be after signed start time [${this.now().toISOString()}].`;
    }
    return undefined;
  }

  private commit(key: string, content: Buffer, contentType: string): void {
    const blob = this.blobs.get(key);
    if (!blob) return;
    blob.content = content;
    blob.contentType = contentType;
    blob.lastModified = this.now();
    blob.etag = `"0x${createHash('sha1').update(content).update(String(blob.lastModified.getTime())).digest('hex').slice(0, 15).toUpperCase()}"`;
  }

  private commonHeaders(req: IncomingMessage): Record<string, string> {
    return {
      'x-ms-request-id': randomUUID(),
      'x-ms-version': String(req.headers['x-ms-version'] ?? STORAGE_VERSION),
      'x-ms-client-request-id': String(req.headers['x-ms-client-request-id'] ?? ''),
      date: httpDate(this.now()),
      server: 'Windows-Azure-Blob/1.0 Microsoft-HTTPAPI/2.0',
    };
  }

  private handlePut(req: IncomingMessage, res: ServerResponse, url: URL, key: string, body: Buffer): void {
    let blob = this.blobs.get(key);
    if (!blob) {
      this.reserve(key);
      blob = this.blobs.get(key) as StoredBlob;
    }
    const comp = url.searchParams.get('comp');
    const contentType = String(req.headers['x-ms-blob-content-type'] ?? 'application/octet-stream');
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid');
      if (!blockId) return this.sendError(res, 400, 'MissingRequiredQueryParameter', 'blockid is required.');
      blob.staged.set(blockId, body);
      return sendEmpty(res, 201, {
        ...this.commonHeaders(req),
        'content-md5': md5Base64(body),
        'x-ms-request-server-encrypted': 'true',
      });
    }
    if (comp === 'blocklist') {
      const xml = body.toString('utf8');
      const parts: Buffer[] = [];
      const committed = new Map<string, Buffer>();
      for (const match of xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)) {
        const kind = match[1];
        const blockId = match[2] ?? '';
        const block =
          kind === 'Committed'
            ? blob.committedBlocks.get(blockId)
            : kind === 'Uncommitted'
              ? blob.staged.get(blockId)
              : (blob.staged.get(blockId) ?? blob.committedBlocks.get(blockId));
        if (!block) {
          return this.sendError(res, 400, 'InvalidBlockList', `The specified block list is invalid: block ${blockId} (${kind}) is unknown.`);
        }
        parts.push(block);
        committed.set(blockId, block);
      }
      blob.staged.clear();
      blob.committedBlocks = committed;
      this.commit(key, Buffer.concat(parts), contentType);
      return sendEmpty(res, 201, {
        ...this.commonHeaders(req),
        etag: blob.etag,
        'last-modified': httpDate(blob.lastModified),
        'x-ms-request-server-encrypted': 'true',
      });
    }
    if (comp !== null) {
      return this.sendError(res, 400, 'InvalidQueryParameterValue', `comp=${comp} is not supported by the fake blob store.`);
    }
    if (String(req.headers['x-ms-blob-type'] ?? '') !== 'BlockBlob') {
      return this.sendError(res, 400, 'MissingRequiredHeader', 'An HTTP header that is mandatory for this request is not specified: x-ms-blob-type.');
    }
    blob.staged.clear();
    blob.committedBlocks.clear();
    this.commit(key, body, contentType);
    return sendEmpty(res, 201, {
      ...this.commonHeaders(req),
      etag: blob.etag,
      'last-modified': httpDate(blob.lastModified),
      'content-md5': md5Base64(body),
      'x-ms-request-server-encrypted': 'true',
    });
  }

  private handleRead(req: IncomingMessage, res: ServerResponse, key: string, headOnly: boolean): void {
    const blob = this.blobs.get(key);
    if (!blob?.content) {
      if (headOnly) return sendEmpty(res, 404, { ...this.commonHeaders(req), 'x-ms-error-code': 'BlobNotFound' });
      return this.sendError(res, 404, 'BlobNotFound', 'The specified blob does not exist.');
    }
    const content = blob.content;
    const headers: Record<string, string> = {
      ...this.commonHeaders(req),
      'content-type': blob.contentType,
      etag: blob.etag,
      'last-modified': httpDate(blob.lastModified),
      'accept-ranges': 'bytes',
      'x-ms-blob-type': 'BlockBlob',
      'x-ms-server-encrypted': 'true',
    };
    if (blob.contentDisposition) headers['content-disposition'] = blob.contentDisposition;
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers['range'] ?? req.headers['x-ms-range'] ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), content.length - 1) : content.length - 1;
      if (start >= content.length || end < start) {
        return this.sendError(res, 416, 'InvalidRange', 'The range specified is invalid for the current size of the resource.');
      }
      const slice = content.subarray(start, end + 1);
      headers['content-range'] = `bytes ${start}-${end}/${content.length}`;
      if (headOnly) return sendEmpty(res, 206, { ...headers, 'content-length': String(slice.length) });
      return sendBytes(res, 206, slice, headers);
    }
    headers['content-md5'] = md5Base64(content);
    if (headOnly) return sendEmpty(res, 200, { ...headers, 'content-length': String(content.length) });
    return sendBytes(res, 200, content, headers);
  }

  private sendError(res: ServerResponse, status: number, code: string, message: string): void {
    const xml =
      '<?xml version="1.0" encoding="utf-8"?>' +
      `<Error><Code>${code}</Code><Message>${escapeXml(message)}\nRequestId:${randomUUID()}\nTime:${this.now().toISOString()}</Message></Error>`;
    sendBytes(res, status, xml, {
      'content-type': 'application/xml',
      'x-ms-error-code': code,
      'x-ms-request-id': randomUUID(),
      'x-ms-version': STORAGE_VERSION,
    });
  }
}
