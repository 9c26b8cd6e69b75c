import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FILES } from '../build/pages.ts';
import { freshPages } from './fresh-pages.ts';

// The listings as a stand-in REST API answers them, and what it was asked.
let version = 'v1';
let listings = [{ slug: 'a', title: 'House A', city: 'troy' }];
/** Each city with listings, as `listing_areas` answers it (the feed's cities among them). */
let areas: { slug: string; city: string; listings: number }[] = [];
/** The feed's listings, as the sitemap's keyset read answers them. */
let feed: { id: string; slug: string; updated_at: string }[] = [];
let available = true;
/** How long the version's answer takes, read when asked (a slow backend). */
let versionAnswerMs = 0;
const asked: string[] = [];

let api: Server;
let apiUrl = '';
const serverDir = mkdtempSync(join(tmpdir(), 'fresh-pages-'));
const root = mkdtempSync(join(tmpdir(), 'fresh-pages-site-'));

beforeAll(async () => {
  api = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (!available) return void response.writeHead(503).end('{}');
    // Rows from `offset` (or after the id `id=gt.…`), at most `limit` of them, as PostgREST pages
    // a read; with `Prefer: count=exact`, how many there are in Content-Range.
    const range = new URL(request.url ?? '/', 'http://api').searchParams;
    const from = Number(range.get('offset') ?? 0);
    const rows = (all: readonly object[]) => {
      const after = range.get('id')?.replace(/^gt\./, '');
      const kept = after ? all.filter((row) => (row as { id: string }).id > after) : all;
      return kept.slice(from, from + Number(range.get('limit') ?? kept.length));
    };
    const ofFeed = request.url?.startsWith('/rest/v1/listings') && request.url.includes('source=eq.mls');
    const body = request.url?.startsWith('/rest/v1/rpc/listings_version')
      ? version
      : request.url?.startsWith('/rest/v1/rpc/listing_areas')
        ? areas
        : ofFeed
          ? rows(feed)
          : request.url?.startsWith('/rest/v1/listings')
            ? rows(listings)
            : [];
    const counted =
      ofFeed && request.headers.prefer === 'count=exact' ? { 'Content-Range': `0-0/${feed.length}` } : {};
    const answer = () =>
      response.writeHead(200, { 'Content-Type': 'application/json', ...counted }).end(JSON.stringify(body));
    if (request.url?.startsWith('/rest/v1/rpc/listings_version') && versionAnswerMs > 0)
      setTimeout(answer, versionAnswerMs);
    else answer();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  // What the build leaves: a server entry that renders a page from the listings it is given.
  writeFileSync(
    join(serverDir, SERVER_FILES.entry),
    `export async function pagePaths(site) {
       return ['/', '/about', '/listings', ...site.listings.map((l) => '/listing/' + l.slug)];
     }
     // A city only the feed has: its page is the server's to render.
     export async function onDemandPaths(site) {
       return site.areas.filter((a) => !site.listings.some((l) => l.city === a.slug)).map((a) => '/areas/' + a.slug);
     }
     export async function canonicalSearch(path, search, site) {
       if (path !== '/listings') return undefined;
       // The featured areas, and with the site's data its listings' cities.
       const known = new Set(['ferndale', 'royal-oak', ...(site?.listings ?? []).map((l) => l.city)]);
       const areas = new URLSearchParams(search).getAll('area').filter((area) => !site || known.has(area));
       return [...new Set(areas)].filter(Boolean).sort().map((area) => 'area=' + area).join('&');
     }
     const card = (path, title) => ({
       path: '/images/share/' + (path === '/' ? 'home' : path.slice(1).split('/').join('-')) + '.jpg',
       alt: title, content: { kind: 'page', title }, siteName: 'Alex Morgan Real Estate', byline: 'Alex Morgan',
     });
     export async function render(path, site) {
       const shows = path !== '/about';
       // A listing's page has its listing when the site's data has it, or it is the feed's.
       const known = path.startsWith('/areas/')
         ? site.areas.some((a) => '/areas/' + a.slug === path)
         : !path.startsWith('/listing/') || path.startsWith('/listing/feed-') ||
           site.listings.some((l) => '/listing/' + l.slug === path);
       const titles = site.listings.map((l) => l.title).join(', ');
       return {
         status: 200, head: '', styles: '', modules: [], data: '',
         canonical: 'https://example.com' + path,
         lastModified: path.startsWith('/listing/') ? '2026-11-25' : undefined,
         html: shows ? path + ': ' + titles : 'about',
         listingsVersion: shows && known ? site.listingsVersion : undefined,
         shareCard: card(path, shows ? titles : 'About'),
       };
     }
     export function siteUrl() {
       return 'https://example.com';
     }
     export function shareCards() {
       return {
         site: card('/site', 'Alex Morgan Real Estate'),
         backdrop: '/scene.jpg',
         colors: { surface: '#14213d', text: '#ffffff', muted: '#cdd3df', accent: '#d99a3d' },
       };
     }`,
  );
  writeFileSync(
    join(root, 'scene.jpg'),
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e0a060' } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(join(serverDir, SERVER_FILES.template), '<main><!--app-html--></main>');
  writeFileSync(join(serverDir, SERVER_FILES.manifest), '{}');
  writeFileSync(
    join(serverDir, SERVER_FILES.pages),
    JSON.stringify({
      listingsVersion: 'v1',
      pages: [
        { path: '/', canonical: 'https://example.com/', showsListings: true },
        { path: '/about', canonical: 'https://example.com/about', showsListings: false },
        { path: '/listings', canonical: 'https://example.com/listings', showsListings: true },
        { path: '/listing/a', canonical: 'https://example.com/listing/a', showsListings: true },
      ],
      shareCards: [
        '/images/share/home.jpg',
        '/images/share/about.jpg',
        '/images/share/listings.jpg',
        '/images/share/listing-a.jpg',
      ],
    }),
  );
});

afterAll(() => {
  api.close();
  rmSync(serverDir, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  version = 'v1';
  listings = [{ slug: 'a', title: 'House A', city: 'troy' }];
  areas = [];
  feed = [];
  available = true;
  versionAnswerMs = 0;
  asked.length = 0;
});

const text = (page: Awaited<ReturnType<ReturnType<typeof freshPages>['page']>>) =>
  page && page !== 'gone' ? new TextDecoder().decode(page.body) : page;

// Each test's pages, whose render workers stop after it.
const opened: ReturnType<typeof freshPages>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((fresh) => fresh.close()));
});

const open = (queryRenders?: Parameters<typeof freshPages>[0]['queryRenders']) => {
  const fresh = freshPages({ serverDir, root, supabaseUrl: apiUrl, anonKey: 'anon', queryRenders });
  opened.push(fresh);
  return fresh;
};

describe('fresh pages', () => {
  const pages = () => open();

  it("serve the build's own files while the listings are those it was built with, reading nothing more", async () => {
    const fresh = pages();
    expect(await fresh.page('/listings')).toBeUndefined();
    expect(asked).toEqual(['/rest/v1/rpc/listings_version']);
  });

  it('never ask about a page that shows no listings', async () => {
    const fresh = pages();
    version = 'v2';
    expect(await fresh.page('/about')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  // Renders every page that shows listings (2-3 s alone, more on a busy machine).
  it('render the pages that show listings again once the listings change, with new and removed ones', async () => {
    const fresh = pages();
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'troy' }];
    expect(text(await fresh.page('/listings'))).toBe('<main>/listings: House B</main>');
    expect(text(await fresh.page('/'))).toBe('<main>/: House B</main>');
    expect(text(await fresh.page('/listing/b/'))).toBe('<main>/listing/b: House B</main>');
    expect(await fresh.page('/listing/a')).toBe('gone');
    const sitemap = text(await fresh.page('/sitemap.xml'));
    expect(sitemap).toContain('<loc>https://example.com/listing/b</loc><lastmod>2026-11-25</lastmod>');
    expect(sitemap).toContain('<loc>https://example.com/about</loc>');
    expect(sitemap).not.toContain('/listing/a<');
    // One read of the listings for all of them (its first page, then the empty one that ends it)
    // and a count of the feed's for the sitemap; then only the version is asked.
    expect(asked.filter((url) => url.startsWith('/rest/v1/listings'))).toHaveLength(3);
  }, 30_000);

  it('never answer a request with a check of the version that began before it', async () => {
    const fresh = pages();
    versionAnswerMs = 300;
    // A visitor's request starts a check, and the version it reads is the build's.
    const before = fresh.page('/listings');
    await vi.waitFor(() => expect(asked).toContain('/rest/v1/rpc/listings_version'));
    // Meanwhile the agent archives the listing and opens its page: that request is answered by
    // a check that follows the change.
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'troy' }];
    const after = fresh.page('/listing/a');
    expect(await before).toBeUndefined();
    expect(await after).toBe('gone');
  }, 30_000);

  it("draw the share card of a page the build did not draw one for, and leave the build's cards to it", async () => {
    const fresh = pages();
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'troy' }];
    await fresh.page('/listing/b');
    const card = await fresh.page('/images/share/listing-b.jpg');
    expect(card).not.toBe('gone');
    const { format, width, height } = await sharp((card as { body: Uint8Array }).body).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // The about page's card is the build's file; a card no page names is not there.
    expect(await fresh.page('/images/share/about.jpg')).toBeUndefined();
    expect(await fresh.page('/images/share/listing-c.jpg')).toBeUndefined();
  });

  it('keep the pages they have when the API cannot be reached', async () => {
    const fresh = pages();
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'troy' }];
    await fresh.page('/listings');
    available = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(text(await fresh.page('/listings'))).toBe('<main>/listings: House B</main>');
    // The operator's log says why the pages may be behind.
    expect(warn).toHaveBeenCalledWith('The site could not render its pages afresh:', expect.any(Error));
    warn.mockRestore();
  });
});

describe("a feed listing's page (decision 058)", () => {
  const pages = () => open();

  it('is rendered when first asked, kept with its cache header, and rendered again once the listings change', async () => {
    const fresh = pages();
    const first = await fresh.page('/listing/feed-1');
    expect(text(first)).toBe('<main>/listing/feed-1: House A</main>');
    expect((first as { cacheControl?: string }).cacheControl).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(await fresh.page('/listing/feed-1')).toBe(first);
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'troy' }];
    const again = await fresh.page('/listing/feed-1');
    expect(text(again)).toBe('<main>/listing/feed-1: House B</main>');
  }, 30_000);

  it('is nothing for a slug no listing has, so the shell or the 404 page answers', async () => {
    expect(await pages().page('/listing/nobody-lives-here')).toBeUndefined();
  });

  it('has its share card drawn when first asked for', async () => {
    const fresh = pages();
    await fresh.page('/listing/feed-2');
    const card = await fresh.page('/images/share/listing-feed-2.jpg');
    const { format, width } = await sharp((card as { body: Uint8Array }).body).metadata();
    expect({ format, width }).toEqual({ format: 'jpeg', width: 1200 });
  }, 30_000);

  it("is in the sitemap's file of the feed, which the index names and the server writes when asked", async () => {
    const fresh = pages();
    feed = [
      { id: '00000000-0000-0000-0000-000000000001', slug: 'feed-2', updated_at: '2026-11-20T10:00:00Z' },
      { id: '00000000-0000-0000-0000-000000000002', slug: 'feed-3', updated_at: '2026-11-21T10:00:00Z' },
    ];
    version = 'v2';
    const index = text(await fresh.page('/sitemap.xml'));
    expect(index).toContain('<sitemapindex');
    expect(index!.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://example.com/sitemap-1.xml</loc>',
      '<loc>https://example.com/sitemap-feed-1.xml</loc>',
    ]);
    expect(text(await fresh.page('/sitemap-1.xml'))).toContain('<loc>https://example.com/about</loc>');
    // Counting the feed read no listing of it.
    expect(asked.filter((url) => url.includes('source=eq.mls'))).toEqual([
      '/rest/v1/listings?select=id&source=eq.mls&limit=1',
    ]);
    const file = await fresh.page('/sitemap-feed-1.xml');
    expect(text(file)).toContain(
      '<loc>https://example.com/listing/feed-2</loc><lastmod>2026-11-20</lastmod>',
    );
    expect(text(file)).toContain(
      '<loc>https://example.com/listing/feed-3</loc><lastmod>2026-11-21</lastmod>',
    );
    expect((file as { cacheControl?: string }).cacheControl).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    );
    // Kept while the listings stay the same; a file past the feed's last is gone.
    expect(await fresh.page('/sitemap-feed-1.xml')).toBe(file);
    expect(await fresh.page('/sitemap-feed-2.xml')).toBe('gone');
    // A number no feed reaches is gone as well, without a read of the listings.
    const askedBefore = asked.length;
    expect(await fresh.page('/sitemap-feed-99999999999999999999999.xml')).toBe('gone');
    expect(asked.slice(askedBefore).filter((url) => url.startsWith('/rest/v1/listings'))).toEqual([]);
    // Written again once they change.
    feed = feed.slice(1);
    version = 'v3';
    const again = text(await fresh.page('/sitemap-feed-1.xml'));
    expect(again).not.toContain('/listing/feed-2<');
    expect(again).toContain('/listing/feed-3<');
  }, 30_000);
});

describe('a neighbourhood only the feed has (decision 058)', () => {
  it('is rendered when first asked, kept, listed in the sitemap; a city no listing has is nothing', async () => {
    const fresh = open();
    areas = [
      { slug: 'troy', city: 'Troy', listings: 1 },
      { slug: 'springfield', city: 'Springfield', listings: 40 },
    ];
    const first = await fresh.page('/areas/springfield');
    expect(text(first)).toBe('<main>/areas/springfield: House A</main>');
    expect((first as { cacheControl?: string }).cacheControl).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(await fresh.page('/areas/springfield/')).toBe(first);
    expect(await fresh.page('/areas/atlantis')).toBeUndefined();
    version = 'v2';
    expect(text(await fresh.page('/sitemap.xml'))).toContain(
      '<loc>https://example.com/areas/springfield</loc>',
    );
  }, 30_000);
});

describe('pages rendered for their query', () => {
  const pages = () => open();
  // A read of the listings starts at their first row.
  const listingReads = () =>
    asked.filter((url) => url.startsWith('/rest/v1/listings') && url.includes('offset=0&')).length;

  it('render a page that reads its query for that query, in its one spelling, and keep it', async () => {
    const fresh = pages();
    expect(text(await fresh.page('/listings', '?area=ferndale&area=royal-oak&area='))).toBe(
      '<main>/listings?area=ferndale&area=royal-oak: House A</main>',
    );
    const again = await fresh.page('/listings/', '?area=royal-oak&area=ferndale');
    expect(text(again)).toBe('<main>/listings?area=ferndale&area=royal-oak: House A</main>');
    // The data is read once, and the page rendered once, while the listings stay the same.
    expect(listingReads()).toBe(1);
    expect(await fresh.page('/listings', '?area=ferndale&area=royal-oak')).toBe(again);
  });

  it("render it again from the new listings once they change, knowing a new listing's city", async () => {
    const fresh = pages();
    await fresh.page('/listings', '?area=ferndale');
    expect(await fresh.page('/listings', '?area=hazel-park')).toBeUndefined();
    version = 'v2';
    listings = [{ slug: 'b', title: 'House B', city: 'hazel-park' }];
    expect(text(await fresh.page('/listings', '?area=ferndale'))).toBe(
      '<main>/listings?area=ferndale: House B</main>',
    );
    expect(text(await fresh.page('/listings', '?area=hazel-park'))).toBe(
      '<main>/listings?area=hazel-park: House B</main>',
    );
  });

  it("leave a page that reads no query, and a query that spells nothing, to the page's own answer", async () => {
    const fresh = pages();
    expect(await fresh.page('/', '?area=ferndale')).toBeUndefined();
    expect(await fresh.page('/listings', '?utm_source=newsletter')).toBeUndefined();
    expect(await fresh.page('/listings', '')).toBeUndefined();
    // A page that shows no listings is not even asked about.
    expect(await fresh.page('/about', '?area=ferndale')).toBeUndefined();
    expect(listingReads()).toBe(0);
    // One ask of the version for each of the three others, the query's page and its own alike.
    expect(asked.filter((url) => url.startsWith('/rest/v1/rpc/listings_version'))).toHaveLength(3);
  });

  it('render every made-up neighborhood as the page without it, the same page each time', async () => {
    const fresh = pages();
    const known = await fresh.page('/listings', '?area=ferndale');
    const made = await fresh.page('/listings', '?area=scam-call-900-555-0199-now&area=ferndale');
    expect(made).toBe(known);
    expect(text(made)).not.toContain('scam');
    // A query of made-up words only is no filter: the page's own answer.
    expect(await fresh.page('/listings', '?area=scam-call-900-555-0199-now')).toBeUndefined();
  });

  it('render a page asked for by many at once only once, with its compressed copies', async () => {
    const fresh = pages();
    const [first, ...others] = await Promise.all(
      [1, 2, 3].map(() => fresh.page('/listings', '?area=royal-oak')),
    );
    for (const other of others) expect(other).toBe(first);
    const { gzip = new Uint8Array(), br = new Uint8Array() } = first && first !== 'gone' ? first : {};
    expect(gunzipSync(gzip).toString()).toBe(text(first));
    expect(brotliDecompressSync(br).toString()).toBe(text(first));
  });

  it("answer with the page's own file at once while as many renders as allowed are waiting", async () => {
    const fresh = open({ waiting: 0 });
    const [rendered, refused] = await Promise.all([
      fresh.page('/listings', '?area=royal-oak'),
      fresh.page('/listings', '?area=ferndale'),
    ]);
    expect(text(rendered)).toBe('<main>/listings?area=royal-oak: House A</main>');
    expect(refused).toBeUndefined();
    // Once the line is free, the refused query renders.
    expect(text(await fresh.page('/listings', '?area=ferndale'))).toBe(
      '<main>/listings?area=ferndale: House A</main>',
    );
  });

  it('keep only as many pages as allowed, the latest used', async () => {
    const fresh = open({ keptPages: 1 });
    const first = await fresh.page('/listings', '?area=royal-oak');
    await fresh.page('/listings', '?area=ferndale');
    const again = await fresh.page('/listings', '?area=royal-oak');
    expect(text(again)).toBe(text(first));
    expect(again).not.toBe(first);
  });

  it("answer nothing when the API cannot be reached, so the page's own file is served", async () => {
    const fresh = pages();
    available = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fresh.page('/listings', '?area=ferndale')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'The site could not render /listings for its query:',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
