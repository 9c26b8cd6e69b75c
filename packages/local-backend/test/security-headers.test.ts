// Every answer of the backend carries security headers, whichever API gives it and whatever its
// status: nothing the API sends is a page, so nothing in it may run, be framed or be sniffed.
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
