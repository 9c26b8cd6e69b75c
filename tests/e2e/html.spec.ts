import { expect, test } from '@playwright/test';
import { ROUTES } from './routes.ts';

// What a search engine or a visitor without JavaScript receives: the prerendered HTML itself.

for (const { path, h1 } of ROUTES) {
  test(`${path} answers prerendered HTML with its head, content and security headers`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(heading).toMatch(h1);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as { '@type': string },
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(
      expect.arrayContaining(['RealEstateAgent', 'Organization']),
    );
    expect(html).toContain('data-styled');

    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
}

test('articles carry BlogPosting data and the FAQ carries FAQPage data', async ({ request }) => {
  const article = await (await request.get('/blog/buyer-broker-agreements-2025')).text();
  expect(article).toContain('"@type":"BlogPosting"');
  expect(article).toContain('"@type":"BreadcrumbList"');
  const florida = await (await request.get('/florida-michigan')).text();
  expect(florida).toContain('"@type":"FAQPage"');
});

test('both partner addresses name one canonical URL', async ({ request }) => {
  const canonical = async (path: string) =>
    /<link rel="canonical" href="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
  const byId = await canonical('/partners/jordan-reyes');
  expect(byId).toMatch(/\/partners\/jordan-reyes$/);
  expect(await canonical('/partner/jordan-reyes')).toBe(byId);
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('Return to Home');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

test('hashed assets are cached for a year and compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The first chunk of the page's own code (the entry script is too small to be worth compressing).
  const script = /data-chunks="([^" ]+)/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
});

test('sitemap, robots.txt and the RSS feed list the site', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of ROUTES.filter((route) => !route.path.startsWith('/partner/'))) {
    expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
  }
  expect(sitemap).not.toContain('/partner/jordan-reyes<');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const rss = await (await request.get('/rss.xml')).text();
  expect(rss.match(/<item>/g)).toHaveLength(5);
});
