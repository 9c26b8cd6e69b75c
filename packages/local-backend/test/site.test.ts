// The site beside the API: the backend serves one only when given it (`startBackend(config, { site })`,
// as scripts/serve.mjs does with the built site); otherwise it says it serves only the API.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type SiteApi, startBackend } from '../src/index.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

describe('without a site', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  it('answers every path outside the API with 404 JSON naming what it serves', async () => {
    for (const path of ['/', '/listings', '/admin/leads']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({
        message:
          'Not found: this server serves no site, only the API under /rest/v1, /auth/v1, /storage/v1 and /functions/v1.',
      });
    }
  });
});

describe('with a site', () => {
  let t: TestBackend;
  const told: SiteApi[] = [];
  beforeAll(async () => {
    t = await startTestBackend(
      {},
      {
        site: (api) => {
          told.push(api);
          return (request) =>
            new Response(`site: ${new URL(request.url).pathname}`, {
              headers: { 'content-type': 'text/plain', 'x-frame-options': 'SAMEORIGIN' },
            });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('makes it once, listening, with its own URL and anon key', async () => {
    expect(told).toEqual([{ url: t.url, anonKey: t.backend.keys.anonKey }]);
    expect((await fetch(`${t.url}/auth/v1/health`)).status).toBe(200);
  });

  it('gives it every path outside the API, with the headers the site chose', async () => {
    const response = await fetch(`${t.url}/listing/1428-maplewood-ave-royal-oak`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('site: /listing/1428-maplewood-ave-royal-oak');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const api = await fetch(`${t.url}/rest/v1/listings?select=id&limit=1`, {
      headers: { apikey: t.backend.keys.anonKey },
    });
    expect(api.status).toBe(200);
  });

  it('answers TRACE on a page with 405 and the methods a page answers, never asking the site', async () => {
    const { hostname, port } = new URL(t.url);
    const answer = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const asked = request({ host: hostname, port, path: '/about', method: 'TRACE' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }),
        );
      });
      asked.on('error', reject);
      asked.end();
    });
    expect(answer).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: JSON.stringify({ message: 'Method not allowed: this address answers GET, HEAD.' }),
    });
  });
});

it('a site that fails to start stops the backend and frees its DATA_DIR', async () => {
  const t = await startTestBackend();
  try {
    await t.backend.close();
    await expect(
      startBackend(loadConfig(t.env, t.dataDir), {
        site: () => {
          throw new Error('the site is not built');
        },
      }),
    ).rejects.toThrow('the site is not built');
    const again = await startBackend(loadConfig(t.env, t.dataDir));
    await again.close();
  } finally {
    await t.close();
  }
});
