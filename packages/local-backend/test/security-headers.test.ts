// Every answer of the backend carries security headers, whichever API gives it and whatever its
// status: nothing the API sends is a page, so nothing in it may run, be framed or be sniffed.
import { request } from 'node:http';
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
