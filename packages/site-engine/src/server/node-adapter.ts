import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Duplex } from 'node:stream';

/** Methods a web `Request` refuses to carry (the Fetch standard's forbidden methods). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const ALLOW = 'GET, HEAD';
const NOT_ALLOWED = `Method not allowed: this server answers ${ALLOW.replace(', ', ' and ')} only.\n`;

/** A Node request as a web `Request` (bodies are not needed for serving files). */
function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
  });
}

/** Writes a web `Response` to a Node response. */
async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) res.end(new Uint8Array(await response.arrayBuffer()));
  else res.end();
}

/**
 * A Node server answering with `handler`, and with `headers` on every answer, those Node or the
 * web `Request` refuse before the handler could see them included: a method no `Request` carries
 * (405), a request line Node cannot read (400), headers too large (431).
 */
export function createNodeServer(
  handler: (request: Request) => Promise<Response>,
  headers: Record<string, string>,
): Server {
  const server = createServer((req, res) => {
    if (FORBIDDEN_METHODS.has(req.method ?? '')) {
      return void res.writeHead(405, plainText(NOT_ALLOWED, { ...headers, Allow: ALLOW })).end(NOT_ALLOWED);
    }
    handler(toWebRequest(req))
      .then((response) => writeWebResponse(res, response))
      .catch((error: unknown) => {
        console.error('Unexpected error:', error);
        if (res.headersSent) return void res.destroy();
        const body = 'Internal server error\n';
        res.writeHead(500, plainText(body, headers)).end(body);
      });
  });
  // CONNECT never reaches the request listener: without this, Node hangs up on it.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    answerRaw(socket, 405, { ...headers, Allow: ALLOW }, NOT_ALLOWED),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const [status, body] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers too large.\n']
        : error.code === 'HPE_INVALID_METHOD'
          ? [405, NOT_ALLOWED]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request timeout.\n']
            : [400, 'Bad request: the request could not be read.\n'];
    answerRaw(socket, status, status === 405 ? { ...headers, Allow: ALLOW } : headers, body);
  });
  return server;
}

/** Writes a whole answer to a socket Node has no response object for, and closes it. */
function answerRaw(socket: Duplex, status: number, headers: Record<string, string>, body: string): void {
  if (!socket.writable) return void socket.destroy();
  const all = { ...plainText(body, headers), Connection: 'close' };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
}

/** `headers` with those of a plain-text `body`. */
function plainText(body: string, headers: Record<string, string>): Record<string, string> {
  return {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  };
}
