import { expect, test, type APIResponse } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { headersFile } from '@agent-sites/site-engine/build';
import { securityHeaders } from '@agent-sites/site-engine/server';
import { ROUTES } from './routes.ts';
import { sitemapText } from './sitemap.ts';

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

/** The one JSON element a prerendered page carries its data in, checked to be for `path`. */
function pageData<T>(html: string, path: string): T & { path: string; listingsVersion?: string } {
  const text = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(text ?? '{}') as T & { path: string };
  expect(data.path).toBe(path);
  return data;
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

test("/listings carries its listings: every card, the featured areas' counts and hydration data", async ({
  request,
}) => {
  const html = await (await request.get('/listings')).text();
  // Each section's first page (docs/decisions/054-search-in-the-database.md).
  const { listingsSearch } = pageData<{
    listingsSearch?: { sections: { listings: { slug: string; title: string }[] }[] };
  }>(html, '/listings');
  const listings = listingsSearch?.sections.flatMap((section) => section.listings) ?? [];
  expect(listings.length).toBeGreaterThanOrEqual(10);
  for (const listing of listings) {
    expect(html).toContain(`href="/listing/${listing.slug}"`);
    expect(html).toContain(`>${listing.title.replace(/&/g, '&amp;')}<`);
  }
  expect(html).toMatch(/\d+ homes? match/);
  expect(html).toMatch(/>\d+ listings?<\/button>/);
  expect(html).not.toContain('data-skeleton');
});

test('the home page carries its three featured listings, current ones, newest first', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const { featured = [] } = pageData<{ featured?: { slug: string; status: string }[] }>(html, '/');
  expect(featured.map((listing) => listing.status)).toEqual(['current', 'current', 'current']);
  for (const listing of featured) expect(html).toContain(`href="/listing/${listing.slug}"`);
  expect(html).not.toContain('data-skeleton');
});

test('a listing page carries its listing: head, share card, RealEstateListing and hydration data', async ({
  request,
}) => {
  const html = await (await request.get('/listing/655-henrietta-st-birmingham')).text();
  expect(html).toContain('<title>Walkable Birmingham Townhome | Birmingham, MI | ');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/listing\/655-henrietta-st-birmingham"/);
  expect(html).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"]+\/images\/share\/listing-655-henrietta-st-birmingham-[0-9a-f]{8}\.jpg"/,
  );
  const listing = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === 'RealEstateListing');
  expect(listing).toMatchObject({
    name: 'Walkable Birmingham Townhome',
    about: {
      '@type': 'House',
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 3.5,
      address: { streetAddress: '655 Henrietta St', addressLocality: 'Birmingham', postalCode: '48009' },
    },
    offers: { '@type': 'Offer', price: 725000, priceCurrency: 'USD' },
  });
  // The listing as data for hydration, never as a script that runs.
  expect(
    pageData<{ listing?: { slug: string } }>(html, '/listing/655-henrietta-st-birmingham').listing?.slug,
  ).toBe('655-henrietta-st-birmingham');
  expect(html).not.toMatch(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)[^>]*>/);
  expect(html).toContain('Listed at $725,000');
  // The day it was listed, never a bare year.
  expect(html).toMatch(
    /<dt>Listed<\/dt><dd>(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}<\/dd>/,
  );
});

test('each page is shared with a card of its own, a 1200 by 630 JPEG', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/about', '/blog']) {
    const html = await (await request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toBeDefined();
    expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
    const response = await request.get(new URL(image ?? '').pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(await response.body()).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    seen.add(image ?? '');
  }
  expect(seen.size).toBe(3);
});

test('the sitemap lists every listing with the date it last changed', async ({ request }) => {
  const sitemap = await sitemapText(request);
  const listings = [
    ...sitemap.matchAll(/<loc>[^<]+\/listing\/([a-z0-9-]+)<\/loc><lastmod>(\d{4}-\d\d-\d\d)</g),
  ];
  expect(listings.map((match) => match[1])).toEqual(
    expect.arrayContaining(['1428-maplewood-ave-royal-oak', 'lot-7-orchard-ridge-rochester-hills']),
  );
  expect(listings).toHaveLength(16);
});

test('an unknown listing answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/listing/no-such-home');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Oops! Page not found');
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Oops! Page not found');
  expect(html).toContain('Return to Home');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

/** Every one of the site's security headers on `response`, exactly as the server defines them. */
function expectSecurityHeaders(response: APIResponse, baseURL: string | undefined, what: string) {
  // The local backend serves the API on the site's origin, and names it in the policy.
  const expected = securityHeaders({ supabaseUrl: baseURL });
  expect(Object.keys(expected).length, what).toBeGreaterThanOrEqual(7);
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers()[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

test('every response of the site carries the security headers, whatever the method or path', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const asset = /data-chunks="([^" ]+)/.exec(html)?.[1] ?? '';
  expect(asset).toMatch(/^\/assets\//);
  const etag = (await request.get('/')).headers()['etag'] ?? '';
  const cases = [
    { method: 'GET', path: '/', status: 200 },
    { method: 'GET', path: asset, status: 200 },
    { method: 'GET', path: '/admin/sign-in', status: 200 },
    { method: 'GET', path: '/no-such-page', status: 404 },
    { method: 'GET', path: '/%E0%A4%A', status: 400 },
    { method: 'HEAD', path: '/', status: 200 },
    { method: 'HEAD', path: '/no-such-page', status: 404 },
    { method: 'GET', path: '/', status: 304, headers: { 'If-None-Match': etag } },
    { method: 'POST', path: '/', status: 405 },
    { method: 'POST', path: '/contact', status: 405 },
    { method: 'PUT', path: '/listings', status: 405 },
    { method: 'PATCH', path: '/admin/sign-in', status: 405 },
    { method: 'DELETE', path: asset, status: 405 },
    { method: 'OPTIONS', path: '/', status: 405 },
    { method: 'POST', path: '/no-such-page', status: 404 },
  ];
  for (const { method, path, status, headers } of cases) {
    const what = `${method} ${path}`;
    const response = await request.fetch(path, {
      method,
      headers,
      ...(method === 'POST' ? { data: 'name=Dana' } : {}),
      maxRedirects: 0,
    });
    expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response, baseURL, what);
    if (status === 405) {
      expect(response.headers()['allow'], what).toBe('GET, HEAD');
      expect(await response.text(), what).toBe(
        'Method not allowed: this address answers GET and HEAD only.\n',
      );
    }
  }
});

test("the build's _headers for static hosts sends the same headers, allowing the API it was built for", async () => {
  const file = await readFile(new URL('../../site/dist/_headers', import.meta.url), 'utf8');
  expect(file).toBe(headersFile({ supabaseUrl: process.env.VITE_SUPABASE_URL }));
  const connect = /connect-src ([^;\n]+)/.exec(file)?.[1];
  const api = process.env.VITE_SUPABASE_URL;
  // Without VITE_SUPABASE_URL the pages call the local backend on their own origin: 'self'.
  expect(connect).toBe(api ? `'self' ${new URL(api).origin}` : "'self'");
});

test('the back office answers every /admin path with a shell: sign-in and the inbox prerendered, the rest its frame', async ({
  request,
}) => {
  const signIn = await request.get('/admin/sign-in');
  expect(signIn.status()).toBe(200);
  const signInHtml = await signIn.text();
  // The heading paints with the HTML; the fields wait for the check of a stored sign-in.
  expect(signInHtml).toMatch(/<h1[^>]*>Sign in to the back office<\/h1>/);
  expect(signInHtml).toContain('Checking your sign-in');
  expect(signInHtml).not.toMatch(/<input|<form/);
  expect(signInHtml).toMatch(/<link rel="canonical" href="[^"]*\/admin\/sign-in"/);
  // The inbox: its heading, search and filters paint with the HTML; its rows wait for the sign-in.
  for (const path of ['/admin', '/admin/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>Leads<\/h1>/);
    expect(html, path).toContain('Reading the leads…');
    expect(html, path).toMatch(/<ul[^>]*aria-busy="true"/);
    expect(html, path).not.toContain('Sign in to the back office');
  }
  for (const path of ['/admin/leads/5f0c2a8e-0000-4000-8000-000000000001', '/admin/listings']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('Checking your sign-in');
    expect(html, path).not.toMatch(/Sign in to the back office|<h1[^>]*>Leads</);
  }
  for (const path of ['/admin', '/admin/sign-in', '/admin/listings']) {
    const html = await (await request.get(path)).text();
    // Rendered afresh in the browser, never hydrated (decision 027).
    expect(html, path).toMatch(/data-path="\/admin\/\*"/);
    // With JavaScript off, it says what the back office needs rather than checking forever.
    expect(html, path).toMatch(/<noscript>.*The back office needs JavaScript.*<\/noscript>/s);
  }
  for (const path of ['/admin', '/admin/sign-in']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
  // Its pages are never listed, nor named in robots.txt for whoever reads it (decision 027).
  const sitemap = await sitemapText(request);
  expect(sitemap).not.toContain('/admin');
  expect(await (await request.get('/robots.txt')).text()).not.toContain('/admin');
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
  const sitemap = await sitemapText(request);
  for (const { path } of ROUTES.filter((route) => !route.path.startsWith('/partner/'))) {
    expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
  }
  expect(sitemap).not.toContain('/partner/jordan-reyes<');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const rss = await (await request.get('/rss.xml')).text();
  expect(rss.match(/<item>/g)).toHaveLength(5);
});

test('a page preloads the fonts its text is set in, and only those', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*crossorigin>/g)].map(
    (match) => match[1] ?? '',
  );
  // The default theme sets headings in Fraunces and body text in the platform's own font, which
  // needs no download (decision 020); the coastal theme's Nunito is not needed here.
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toContain('fraunces');
  for (const url of preloaded) expect((await request.get(url)).headers()['content-type']).toBe('font/woff2');
});
