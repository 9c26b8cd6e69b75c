// Turning rendered pages into the HTML files a visitor receives, for the build (every page) and for
// the site's server (the pages that show listings, again when the listings change): the page
// template with the app's head, styles, markup and chunk list filled in, and the sitemap.
// See docs/decisions/012-prerender.md and 017-fresh-pages.md.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { everyRow } from '../lib/every-row.ts';
import type { RenderedPage, ServerEntry, SiteData } from '../server-entry.ts';

export type { RenderedPage, ServerEntry, SiteData };

/** Vite's build manifest: each source module's chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A page in the sitemap. */
export interface SitemapEntry {
  path: string;
  canonical: string;
  lastModified?: string;
}

/** Escapes text for XML content and attribute values. */
export const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page template from Vite's `index.html`: its stylesheets (the fonts' @font-face rules, about
 * 1 kB) inlined, since a stylesheet request would block the first paint.
 */
export async function inlineStylesheets(
  indexHtml: string,
  readAsset: (path: string) => Promise<string>,
): Promise<string> {
  let template = indexHtml;
  for (const match of indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readAsset(match[1] ?? '');
    template = template.replace(match[0], `<style>${css.replace(/<\//g, '<\\/')}</style>`);
  }
  return template;
}

/** Writes rendered pages into the page template. */
export interface PageWriter {
  (rendered: RenderedPage, path: string): string;
}

/**
 * A page writer for `template` (with its fonts inlined) and the browser build's `manifest`. Each
 * page preloads the font faces its styles name (found only once styles apply, they would arrive
 * after the first paint and shift the text) and lists the chunks of its route module that the
 * entry does not already hold, which `boot.ts` preloads with the app.
 */
export function pageWriter(template: string, manifest: Manifest): PageWriter {
  const fontFaces = [...template.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, rule = '']) => {
    const family = /font-family:\s*["']?([^;"']+)/.exec(rule)?.[1];
    const url = /url\(["']?([^)"']+\.woff2)/.exec(rule)?.[1];
    return family && url ? [{ family, url }] : [];
  });
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) chunksOf(imported, seen);
    return seen;
  };
  const entryChunks = chunksOf('index.html');

  return (rendered, path) => {
    const preloads = fontFaces
      .filter(({ family }) => rendered.styles.includes(family))
      .map(({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
    const chunks = [...new Set(rendered.modules.flatMap((module) => [...chunksOf(module)]))]
      .filter((file) => !entryChunks.has(file))
      .map((file) => `/${file}`);
    // Functions as replacements, so a `$` in a page is never read as a pattern.
    return template
      .replace('<!--app-head-->', () =>
        [...preloads, rendered.head, rendered.data].filter(Boolean).join('\n    '),
      )
      .replace('<!--app-styles-->', () => rendered.styles)
      .replace('<!--app-path-->', () => xml(path))
      .replace('<!--app-chunks-->', () => chunks.join(' '))
      .replace('<!--app-html-->', () => rendered.html);
  };
}

/**
 * The sitemap's entries of the pages the site's server renders when first asked (a route's
 * `onDemandPaths`), at `siteUrl`: their canonical address is their path.
 */
export const onDemandEntries = (siteUrl: string, paths: readonly string[] = []): SitemapEntry[] =>
  paths.map((path) => ({ path, canonical: `${siteUrl}${path}` }));

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_URLS = 50_000;

/** A sitemap file's path: `/sitemap.xml`, `/sitemap-2.xml` beside an index, or a feed's file. */
export const SITEMAP_FILE = /^\/sitemap(?:-(?:feed-)?[1-9]\d*)?\.xml$/;

/**
 * A file of the feed's listings in the sitemap's index (`/sitemap-feed-1.xml`, …): the site's
 * server writes it when asked (`readFeedSitemapFile`); its number, from 1, is the match's first
 * group. At most six digits (a billion listings): a longer number is gone without a read (its
 * offset would be past what the database takes, a failed read and a log line per request).
 */
export const FEED_SITEMAP_FILE = /^\/sitemap-feed-([1-9]\d{0,5})\.xml$/;

const urlset = (urls: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;

const urlOf = (entry: SitemapEntry) =>
  `  <url><loc>${xml(entry.canonical)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}</url>`;

export interface SitemapOptions {
  /**
   * How many listings the feed has (decision 058): their files (`/sitemap-feed-1.xml`, …) are in
   * the index, and the site's server writes each when asked. @default 0
   */
  feedListings?: number;
  /** The most URLs a file lists. @default SITEMAP_URLS */
  limit?: number;
}

/**
 * The sitemap of the pages whose canonical URL is their own path, by file: `/sitemap.xml` alone,
 * or, past `limit` URLs or with a feed, `/sitemap.xml` as an index of `/sitemap-1.xml`,
 * `/sitemap-2.xml`, … of at most `limit` URLs each, and of the feed's files, which it does not
 * return (the server's). Search engines take at most 50,000 URLs a file.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  { feedListings = 0, limit = SITEMAP_URLS }: SitemapOptions = {},
): Map<string, string> {
  const listed = entries.filter((entry) => new URL(entry.canonical).pathname === entry.path);
  const urls = listed.map(urlOf);
  if (urls.length <= limit && feedListings === 0) return new Map([['/sitemap.xml', urlset(urls)]]);
  const origin = new URL(listed[0]!.canonical).origin;
  const files = new Map<string, string>();
  const parts: string[] = [];
  const index = (path: string) => parts.push(`  <sitemap><loc>${xml(origin + path)}</loc></sitemap>`);
  for (let from = 0; from < urls.length; from += limit) {
    const path = `/sitemap-${parts.length + 1}.xml`;
    files.set(path, urlset(urls.slice(from, from + limit)));
    index(path);
  }
  for (let file = 1; (file - 1) * limit < feedListings; file += 1) index(`/sitemap-feed-${file}.xml`);
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${parts.join('\n')}
</sitemapindex>
`,
  );
  return files;
}

/** Rows read anonymously through the REST API, as the site reads them. */
async function readRest<T>(url: string, anonKey: string, what: string, query: string): Promise<T> {
  const response = await fetch(`${url}/rest/v1/${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`Reading the ${what} from ${url} failed: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The version of the listings now (`public.listings_version()`): a few bytes. */
export const readListingsVersion = (url: string, anonKey: string) =>
  readRest<string>(url, anonKey, 'listings version', 'rpc/listings_version');

/**
 * The site's data as an anonymous visitor reads it: the agent's own listings (not the feed's,
 * decision 058) newest first, every row of them however many, the approved
 * reviews newest approval first, each city's number of listings (the aggregate
 * `listing_areas`, one row a city), and the listings' version (`listingsVersion` when the caller has
 * just read it). The version is read first, so a change during the read makes the pages look older
 * than they are, never newer.
 */
export async function readSiteData(
  url: string,
  anonKey: string,
  listingsVersion?: string,
): Promise<SiteData> {
  listingsVersion ??= await readListingsVersion(url, anonKey);
  // Page by page: one read answers at most `max_rows` rows (1,000 on a hosted project). The id
  // breaks ties, so every page is in the same order.
  const pages = (what: string, query: string) =>
    everyRow((from, to) =>
      readRest<{ id: string }[]>(
        url,
        anonKey,
        what,
        `${query},id.desc&offset=${from}&limit=${to - from + 1}`,
      ),
    );
  const [listings, reviews, areas] = await Promise.all([
    // The agent's own listings: the feed's are read one at a time, when their page is asked for.
    pages('listings', 'listings?select=*&source=eq.agent&order=created_at.desc'),
    pages('reviews', 'reviews?select=id,name,location,text,rating,approved_at&order=approved_at.desc'),
    readRest<{ slug: string; city: string; listings: number }[]>(url, anonKey, 'areas', 'rpc/listing_areas'),
  ]);
  return {
    listings,
    reviews,
    listingsVersion,
    areas: areas.map((area) => ({ ...area, listings: Number(area.listings) })),
    source: { url, anonKey },
  };
}

/** The rows a keyset page of the feed's listings for the sitemap asks for: PostgREST's `max_rows`. */
const FEED_PAGE = 1000;

/** The feed's listings a visitor may see: their number alone (a count, no rows), for the sitemap's index. */
export async function readFeedListingCount(url: string, anonKey: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/listings?select=id&source=eq.mls&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Prefer: 'count=exact' },
  });
  const total = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1];
  if (!response.ok || total === undefined)
    throw new Error(`Counting the feed's listings at ${url} failed: HTTP ${response.status}`);
  return Number(total);
}

/**
 * The sitemap's file `file` (from 1) of the feed's listings (decision 058), whose pages are
 * rendered on demand: `limit` of them in `id` order from the file's first, with their days of
 * change; `undefined` past the last. The first read skips the files before (an offset on the
 * primary key), each next one asks a thousand after the last id (keyset: never a read without a
 * range, and no read skips rows). Its pages' canonical addresses are at `siteUrl`.
 */
export async function readFeedSitemapFile(
  url: string,
  anonKey: string,
  siteUrl: string,
  file: number,
  limit = SITEMAP_URLS,
): Promise<string | undefined> {
  const urls: string[] = [];
  let after = '';
  for (;;) {
    const size = Math.min(FEED_PAGE, limit - urls.length);
    const rows = await readRest<{ id: string; slug: string; updated_at: string }[]>(
      url,
      anonKey,
      "the feed's listings",
      `listings?select=id,slug,updated_at&source=eq.mls&order=id.asc&limit=${size}${
        after ? `&id=gt.${after}` : `&offset=${(file - 1) * limit}`
      }`,
    );
    for (const row of rows) {
      const path = `/listing/${row.slug}`;
      urls.push(urlOf({ path, canonical: `${siteUrl}${path}`, lastModified: row.updated_at.slice(0, 10) }));
    }
    if (rows.length < size || urls.length === limit) break;
    after = rows.at(-1)!.id;
  }
  return urls.length === 0 ? undefined : urlset(urls);
}

/** What the build leaves beside the site for its server: the server entry and the page template. */
export const SERVER_FILES = {
  entry: 'entry-server.js',
  template: 'template.html',
  manifest: 'manifest.json',
  /** The pages the build wrote, for the sitemap, and the listings version they show. */
  pages: 'pages.json',
} as const;

export interface BuiltPages {
  listingsVersion: string;
  pages: (SitemapEntry & { showsListings: boolean })[];
  /** The share cards the build drew, by the path each is served at. */
  shareCards?: string[];
}

/** The pages the build wrote into `serverDir`'s site, and the listings version they show. */
export async function readBuiltPages(serverDir: string): Promise<BuiltPages> {
  return JSON.parse(await readFile(join(serverDir, SERVER_FILES.pages), 'utf8')) as BuiltPages;
}

/** The prerenderer the build left in `serverDir`: its entry, and a writer for its template. */
export async function loadPrerenderer(serverDir: string) {
  const [template, manifest] = await Promise.all([
    readFile(join(serverDir, SERVER_FILES.template), 'utf8'),
    readFile(join(serverDir, SERVER_FILES.manifest), 'utf8'),
  ]);
  // React chooses its build by NODE_ENV when it is first imported: a site's server renders with
  // the production one (faster, and no component stacks in a page) unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const server = (await import(pathToFileURL(join(serverDir, SERVER_FILES.entry)).href)) as ServerEntry;
  return { server, write: pageWriter(template, JSON.parse(manifest) as Manifest) };
}
