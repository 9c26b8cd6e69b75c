import { describe, expect, it } from 'vitest';
import {
  FEED_SITEMAP_FILE,
  inlineStylesheets,
  pageWriter,
  SITEMAP_FILE,
  sitemapFiles,
  type RenderedPage,
} from './pages.ts';

const TEMPLATE = `<!doctype html><html><head><!--app-head--><style>@font-face{font-family:"Inter";src:url(/assets/inter.woff2) format("woff2")}@font-face{font-family:"Lora";src:url(/assets/lora.woff2) format("woff2")}</style><!--app-styles--></head><body><div id="root" data-path="<!--app-path-->" data-chunks="<!--app-chunks-->"><!--app-html--></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/main.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/routes/listing.tsx': { file: 'assets/listing.js', imports: ['_shared.js', '_gallery.js'] },
  '_gallery.js': { file: 'assets/gallery.js' },
};

const rendered = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  head: '<title>A home</title>',
  canonical: 'https://example.com/listing/a',
  styles: '<style data-styled>.a{font-family:"Inter"}</style>',
  html: '<h1>A home</h1>',
  modules: ['src/routes/listing.tsx'],
  data: '<script type="application/json" id="page-data">{}</script>',
  shareCard: {
    path: '/images/share/listing-a-00000000.jpg',
    alt: 'A home',
    content: { kind: 'page', title: 'A home' },
    siteName: 'Alex Morgan Real Estate',
    byline: 'Alex Morgan · (248) 555-0142',
  },
  ...overrides,
});

describe('pageWriter', () => {
  const write = pageWriter(TEMPLATE, MANIFEST);

  it('preloads only the font faces the page styles name', () => {
    const html = write(rendered(), '/listing/a');
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"');
    expect(html).not.toContain('lora.woff2" as="font"');
  });

  it("lists the route's chunks that the entry does not already hold", () => {
    const html = write(rendered(), '/listing/a');
    expect(html).toContain('data-chunks="/assets/listing.js /assets/gallery.js"');
  });

  it('puts head, data, styles, path and markup in their places', () => {
    const html = write(rendered(), '/listing/a');
    expect(html).toMatch(/<title>A home<\/title>\n\s+<script type="application\/json" id="page-data">/);
    expect(html).toContain('data-path="/listing/a"');
    expect(html).toContain(
      '<div id="root" data-path="/listing/a" data-chunks="/assets/listing.js /assets/gallery.js"><h1>A home</h1></div>',
    );
  });

  it('writes a price with a dollar sign as it is, never as a replacement pattern', () => {
    const html = write(rendered({ html: "<p>$725,000 and $& and $' and $`</p>" }), '/listing/a');
    expect(html).toContain("<p>$725,000 and $& and $' and $`</p>");
  });
});

describe('sitemapFiles', () => {
  it('lists the pages whose canonical URL is their own, with their dates, escaped, in one file', () => {
    const files = sitemapFiles([
      { path: '/', canonical: 'https://example.com/' },
      { path: '/listing/a', canonical: 'https://example.com/listing/a', lastModified: '2026-11-25' },
      { path: '/partner/jordan', canonical: 'https://example.com/partners/jordan' },
      { path: '/search', canonical: 'https://example.com/search?q=a&b' },
    ]);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml')!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://example.com/</loc></url>');
    expect(xml).toContain('<url><loc>https://example.com/listing/a</loc><lastmod>2026-11-25</lastmod></url>');
    expect(xml).not.toContain('/partners/jordan');
    expect(xml).toContain('<loc>https://example.com/search?q=a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('past the limit, makes /sitemap.xml an index of files that each list at most the limit', () => {
    const entries = Array.from({ length: 7 }, (_, index) => ({
      path: `/listing/${index}`,
      canonical: `https://example.com/listing/${index}`,
    }));
    const files = sitemapFiles(entries, { limit: 3 });
    expect([...files.keys()].sort()).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
      '/sitemap.xml',
    ]);
    expect(files.get('/sitemap.xml')).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(files.get('/sitemap.xml')!.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://example.com/sitemap-1.xml</loc>',
      '<loc>https://example.com/sitemap-2.xml</loc>',
      '<loc>https://example.com/sitemap-3.xml</loc>',
    ]);
    const counts = ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'].map(
      (path) => files.get(path)!.match(/<url>/g)!.length,
    );
    expect(counts).toEqual([3, 3, 1]);
    // Every page is listed once, across the files.
    const listed = [...files.values()].join('').match(/listing\/\d/g);
    expect(new Set(listed).size).toBe(7);
    expect(listed).toHaveLength(7);
    for (const path of files.keys()) expect(path).toMatch(SITEMAP_FILE);
  });

  it("with a feed, indexes the site's pages and a file of the feed's listings for each limit's worth, which the server writes", () => {
    const files = sitemapFiles(
      [
        { path: '/', canonical: 'https://example.com/' },
        { path: '/about', canonical: 'https://example.com/about' },
      ],
      { feedListings: 7, limit: 3 },
    );
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap.xml']);
    expect(files.get('/sitemap-1.xml')!.match(/<url>/g)).toHaveLength(2);
    const indexed = files.get('/sitemap.xml')!.match(/<loc>[^<]+<\/loc>/g)!;
    expect(indexed).toEqual([
      '<loc>https://example.com/sitemap-1.xml</loc>',
      '<loc>https://example.com/sitemap-feed-1.xml</loc>',
      '<loc>https://example.com/sitemap-feed-2.xml</loc>',
      '<loc>https://example.com/sitemap-feed-3.xml</loc>',
    ]);
    for (const loc of indexed) expect(new URL(loc.slice(5, -6)).pathname).toMatch(SITEMAP_FILE);
    expect(FEED_SITEMAP_FILE.exec('/sitemap-feed-3.xml')?.[1]).toBe('3');
    expect(FEED_SITEMAP_FILE.test('/sitemap-feed-0.xml')).toBe(false);
    // Exactly the limit's worth: one file, none empty.
    expect(
      sitemapFiles([{ path: '/', canonical: 'https://example.com/' }], { feedListings: 3, limit: 3 })
        .get('/sitemap.xml')!
        .match(/sitemap-feed-\d/g),
    ).toEqual(['sitemap-feed-1']);
  });
});

describe('inlineStylesheets', () => {
  it("puts the stylesheets' rules in the page, so no request blocks the first paint", async () => {
    const html = await inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/fonts-1.css"></head>',
      async (path) => (path === 'assets/fonts-1.css' ? '@font-face{font-family:"Inter"}</style>' : ''),
    );
    expect(html).toBe('<head><style>@font-face{font-family:"Inter"}<\\/style></style></head>');
  });
});
