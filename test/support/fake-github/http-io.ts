import type { IncomingMessage, ServerResponse } from 'node:http';

/** Reads a whole request body. The fake only ever sees test-sized payloads. */
export async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendBytes(res: ServerResponse, status: number, body: Uint8Array | string, headers: Record<string, string>): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'content-length': String(bytes.byteLength), ...headers });
  res.end(bytes);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-length': '0', ...headers });
  res.end();
}

/** A route template such as `/repos/:owner/:repo/issues/:number`; a trailing `*name` takes the rest. */
export interface CompiledRoute<H> {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: H;
}

export function compileRoute<H>(method: string, template: string, handler: H): CompiledRoute<H> {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      if (segment.startsWith('*')) {
        names.push(segment.slice(1));
        return '?(.*)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}/?$`), names, handler };
}

export interface RouteMatch<H> {
  handler: H;
  params: Record<string, string>;
}

/**
 * Finds the route for a path. Returns `'method-not-allowed'` when the path exists under
 * another method, so the caller can answer like GitHub (404 for REST, bad_route for twirp).
 */
export function matchRoute<H>(routes: readonly CompiledRoute<H>[], method: string, path: string): RouteMatch<H> | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { handler: route.handler, params };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}
