// The production server's Node side: what it answers before, or instead of, the site's handler.
// Every answer a client can get carries the security headers, and none is a 5xx or a hang-up.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { securityHeaders } from './headers.ts';
import { createNodeServer } from './node-adapter.ts';

const headers = securityHeaders({ supabaseUrl: 'https://project.example.co' });
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createNodeServer(async (request) => new Response(`page for ${request.method}`), headers);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer: status, headers (lower-cased names) and body. */
function ask(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const found: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        found[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers: found, body });
    });
  });
}

function expectSecurityHeaders(answer: { headers: Record<string, string> }, label: string) {
  for (const [name, value] of Object.entries(headers)) {
    expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
}

it('answers a page as the handler does', async () => {
  const answer = await ask('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('page for GET');
});

it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])(
  'answers %s, a method no web Request carries, with 405, Allow and the security headers',
  async (method) => {
    const target = method === 'CONNECT' ? 'example.com:443' : '/';
    const answer = await ask(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status, method).toBe(405);
    expect(answer.headers['allow'], method).toBe('GET, HEAD');
    expect(answer.body, method).toBe('Method not allowed: this server answers GET and HEAD only.\n');
    expectSecurityHeaders(answer, method);
  },
);

it('answers a malformed request line with 400 and the security headers', async () => {
  const answer = await ask('GET /a b c\r\n\r\n');
  expect(answer.status).toBe(400);
  expect(answer.body).toBe('Bad request: the request could not be read.\n');
  expectSecurityHeaders(answer, 'malformed');
});

it('answers headers too large with 431 and the security headers', async () => {
  const answer = await ask(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(answer.status).toBe(431);
  expect(answer.body).toBe('Request headers too large.\n');
  expectSecurityHeaders(answer, 'too large');
});

it('answers 500 with the security headers when the handler fails, and keeps serving', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failing = createNodeServer(() => Promise.reject(new Error('broken')), headers);
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  const { port: failingPort } = failing.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${failingPort}/`);
    expect(response.status).toBe(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`http://127.0.0.1:${failingPort}/`)).status).toBe(500);
    expect(logged).toHaveBeenCalledWith('Unexpected error:', new Error('broken'));
  } finally {
    logged.mockRestore();
    failing.closeAllConnections();
    await new Promise((resolve) => failing.close(resolve));
  }
});
