// Small helpers over node:http shared by the API handlers.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export type Headers = Record<string, string>;

export interface Reply {
  status: number;
  headers?: Headers;
  body?: string | Uint8Array;
}

export class PayloadTooLargeError extends Error {}

/** Reads the whole request body, refusing more than `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new PayloadTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** How deeply a request's JSON may nest: far more than any API call needs, far less than a stack. */
export const MAX_JSON_DEPTH = 64;

/** Whether parsed JSON nests deeper than `max` arrays and objects (walked without recursion). */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

export function send(response: ServerResponse, reply: Reply, head = false): void {
  const headers: Headers = { ...reply.headers };
  const body = reply.body ?? '';
  if (reply.status !== 204 && reply.status !== 304) {
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  }
  response.writeHead(reply.status, headers);
  response.end(head || reply.status === 204 || reply.status === 304 ? undefined : body);
}

/**
 * Writes a whole answer to a socket Node has no response object for (a request it could not read,
 * CONNECT), and closes it.
 */
export function sendRaw(socket: Duplex, reply: Reply): void {
  if (!socket.writable) return void socket.destroy();
  const body = reply.body ?? '';
  const headers: Headers = {
    ...reply.headers,
    'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status]}\r\n${lines.join('')}\r\n`);
  socket.end(body);
}

export function json(status: number, value: unknown, headers: Headers = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

/**
 * The URL a request asks for, read as a path on `base` (`//x` is the path `//x`, never a host), or
 * `undefined` when the request line holds no path a server can answer.
 */
export function requestTarget(target: string | undefined, base: string): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  try {
    const url = new URL(base);
    const query = target.indexOf('?');
    url.pathname = query === -1 ? target : target.slice(0, query);
    if (query !== -1) url.search = target.slice(query);
    return url;
  } catch {
    return undefined;
  }
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The bearer token of a request: its Authorization header, else its apikey (as Supabase's gateway does). */
export function bearerToken(request: IncomingMessage, url: URL): string | undefined {
  const authorization = header(request, 'authorization');
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? apiKey(request, url);
}

export function apiKey(request: IncomingMessage, url: URL): string | undefined {
  return header(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
}

/** Supabase's API answers any origin: the keys, not the origin, decide what a caller may do. */
export const CORS_HEADERS: Headers = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'content-range, content-length, content-type, preference-applied, x-supabase-api-version',
};

/** The methods the API answers (each path some of them). */
export const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export function preflight(request: IncomingMessage): Reply {
  return {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'access-control-allow-methods': API_METHODS,
      'access-control-allow-headers':
        header(request, 'access-control-request-headers') ??
        'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-upsert',
      'access-control-max-age': '86400',
    },
  };
}

/** Converts a node request into a web-standard Request (for functions and the site handler). */
export function toWebRequest(
  request: IncomingMessage,
  url: URL,
  body: Buffer | undefined,
  replace: Headers = {},
): Request {
  const headers = new globalThis.Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  for (const [name, value] of Object.entries(replace)) headers.set(name, value);
  const method = request.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || !body || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

/** Writes a web-standard Response to a node response. */
export async function sendWebResponse(response: ServerResponse, web: Response, head = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  web.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = web.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(web.status, headers);
  if (head || !web.body) {
    response.end();
    return;
  }
  const reader = web.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!response.write(value)) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
}
