import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Node request as a web `Request` (bodies are not needed for serving files). */
export function toWebRequest(req: IncomingMessage): Request {
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
export async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) res.end(new Uint8Array(await response.arrayBuffer()));
  else res.end();
}
