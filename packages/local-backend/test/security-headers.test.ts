// Every answer of the backend carries security headers, whichever API gives it and whatever its
// status: nothing the API sends is a page, so nothing in it may run, be framed or be sniffed.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/server.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

it('on every API, for successes, refusals and unknown paths', async () => {
  const key = t.backend.keys.anonKey;
  const requests: [string, RequestInit][] = [
    ['/rest/v1/listings?select=id', { headers: { apikey: key } }],
    ['/rest/v1/listings?select=nope', { headers: { apikey: key } }],
    ['/rest/v1/listings', {}],
    ['/auth/v1/settings', {}],
    ['/auth/v1/token?grant_type=password', { method: 'POST', headers: { apikey: key }, body: '{' }],
    ['/storage/v1/object/public/listing-photos/none.jpg', {}],
    ['/functions/v1/no-such-function', { method: 'POST', headers: { apikey: key } }],
    ['/some/page', { method: 'POST' }],
  ];
  for (const [path, init] of requests) {
    const response = await fetch(`${t.url}${path}`, init);
    await response.body?.cancel();
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      expect(response.headers.get(name), `${init.method ?? 'GET'} ${path} ${name}`).toBe(value);
    }
  }
});

it('keeps its answers from being loaded by other sites, except public photos, which any site may show', async () => {
  const key = t.backend.keys.anonKey;
  const photo = '/storage/v1/object/public/listing-photos/1428-maplewood-ave-royal-oak/photo-1.jpg';
  const cases: [string, RequestInit, string][] = [
    ['/rest/v1/listings?select=id', { headers: { apikey: key } }, 'same-origin'],
    ['/auth/v1/settings', {}, 'same-origin'],
    ['/functions/v1/submit-lead', { method: 'POST', headers: { apikey: key }, body: '{' }, 'same-origin'],
    ['/storage/v1/object/public/listing-photos/none.jpg', {}, 'same-origin'],
    // The site shows them from the Supabase project's origin, which is rarely the site's own.
    [photo, {}, 'cross-origin'],
    [photo.replace('/object/public/', '/render/image/public/') + '?width=400', {}, 'cross-origin'],
  ];
  for (const [path, init, policy] of cases) {
    const response = await fetch(`${t.url}${path}`, init);
    await response.body?.cancel();
    expect(response.headers.get('cross-origin-resource-policy'), `${path} (${response.status})`).toBe(policy);
  }
});

it('reads a path that starts with two slashes as a path, never as a host or a server error', async () => {
  for (const path of ['//', '//evil.example/rest/v1/listings', '//?a=1']) {
    const response = await fetch(`${t.url}${path}`);
    await response.body?.cancel();
    expect(response.status, path).toBe(404);
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
});

it('refuses a request line that names no path with a 400 and a message', async () => {
  const { hostname, port } = new URL(t.url);
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const asked = request({ host: hostname, port, path: '*', method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    asked.on('error', reject);
    asked.end();
  });
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ message: 'The request names no path on this server.' });
});

/** Sends raw bytes and reads the whole answer: status, headers (lower-cased names) and body. */
function ask(raw: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
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
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    expect(answer.headers[name], `${label}: ${name}`).toBe(value);
  }
}

it.each(['TRACE', 'TRACK', 'CONNECT'])(
  'answers %s, a method no web Request carries, with 405 and Allow on every API and page',
  async (method) => {
    const key = t.backend.keys.anonKey;
    for (const path of [
      '/',
      '/rest/v1/listings',
      '/auth/v1/settings',
      '/storage/v1/object/public/listing-photos/x.jpg',
      '/functions/v1/subscription',
      '/functions/v1/submit-lead',
    ]) {
      const target = method === 'CONNECT' ? 'example.com:443' : path;
      const answer = await ask(
        `${method} ${target} HTTP/1.1\r\nHost: x\r\napikey: ${key}\r\nConnection: close\r\n\r\n`,
      );
      const label = `${method} ${target}`;
      expect(answer.status, label).toBe(405);
      expect(answer.headers['allow'], label).toMatch(/^GET, HEAD/);
      expect(JSON.parse(answer.body), label).toEqual({
        message: expect.stringMatching(/^Method not allowed: /) as unknown,
      });
      expectSecurityHeaders(answer, label);
    }
  },
);

it('answers a request line Node cannot read with 400 and the security headers', async () => {
  const answer = await ask('GET /a b c\r\n\r\n');
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ message: 'Bad request: the request could not be read.' });
  expectSecurityHeaders(answer, 'malformed');
});

it('answers headers too large with 431 and the security headers', async () => {
  const answer = await ask(
    `GET /rest/v1/listings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  expect(answer.status).toBe(431);
  expect(JSON.parse(answer.body)).toEqual({ message: 'Request headers too large.' });
  expectSecurityHeaders(answer, 'too large');
});
