// Builds the site: the browser bundle, then a server bundle that renders every public path to
// HTML (content, styles, head), every listing the backend has to its own page, the listing and
// back-office shells, then the sitemap, robots.txt, RSS feed and static-host headers.
//   node scripts/build.mjs      (run from site/, as `pnpm --filter @agent-sites/site build`)
// The listings come from VITE_SUPABASE_URL when set, else from a freshly seeded local backend
// (docs/decisions/007-prerendered-listings.md).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { headersFile } from '../build/headers-file.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const serverOut = join(root, 'node_modules/.prerender');

// Without a Supabase project configured, the site talks to the local backend on its own origin
// with the backend's development anon key (see packages/local-backend/README.md).
if (!process.env.VITE_SUPABASE_ANON_KEY) {
  const { localKeys } = await import('../../packages/local-backend/src/index.ts');
  process.env.VITE_SUPABASE_ANON_KEY = localKeys(process.env.JWT_SECRET).anonKey;
}

/** Rows read anonymously through the REST API, as the site reads them. */
async function readRows(url, anonKey, what, query) {
  const response = await fetch(`${url}/rest/v1/${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  });
  if (!response.ok) throw new Error(`Reading the ${what} from ${url} failed: HTTP ${response.status}`);
  return response.json();
}

/** Every listing, newest first, and the approved reviews, newest approval first. */
async function readData(url, anonKey) {
  const [listings, reviews] = await Promise.all([
    readRows(url, anonKey, 'listings', 'listings?select=*&order=created_at.desc'),
    readRows(
      url,
      anonKey,
      'reviews',
      'reviews?select=id,name,location,text,rating,approved_at&order=approved_at.desc',
    ),
  ]);
  return { listings, reviews };
}

/**
 * The listings and approved reviews to prerender: the Supabase project's when one is configured;
 * otherwise those of a local backend started here on a throwaway PGlite folder, which holds the
 * seed, as does the database `npm start` and the end-to-end tests serve on first run. Listings
 * added later are rendered in the browser (the site handler answers their paths with the listing
 * page's shell); reviews approved later are read by /reviews in the browser.
 */
async function buildData() {
  if (process.env.VITE_SUPABASE_URL) {
    return readData(process.env.VITE_SUPABASE_URL.replace(/\/$/, ''), process.env.VITE_SUPABASE_ANON_KEY);
  }
  const { loadConfig, startBackend } = await import('../../packages/local-backend/src/index.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'agent-sites-build-'));
  const backend = await startBackend(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, 'no-site'),
      JWT_SECRET: process.env.JWT_SECRET,
    }),
  );
  try {
    return await readData(backend.url, process.env.VITE_SUPABASE_ANON_KEY);
  } finally {
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
const { listings, reviews } = await buildData();

await rm(dist, { recursive: true, force: true });
await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true, manifest: false },
});

const server = await import(pathToFileURL(join(serverOut, 'entry-server.js')).href);
// The fonts' @font-face rules (1 kB) go inline: a stylesheet request would block the first paint.
let template = await readFile(join(dist, 'index.html'), 'utf8');
for (const match of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
  const css = await readFile(join(dist, match[1]), 'utf8');
  template = template.replace(match[0], `<style>${css.replace(/<\//g, '<\\/')}</style>`);
}
// The theme's fonts are found only once the page's styles apply, so they would arrive after the
// first paint and shift the text as they swap in. Each page preloads the faces its styles name.
const fontFaces = [...template.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, rule]) => {
  const family = /font-family:\s*["']?([^;"']+)/.exec(rule)?.[1];
  const url = /url\(["']?([^)"']+\.woff2)/.exec(rule)?.[1];
  return family && url ? [{ family, url }] : [];
});
function fontPreloads(styles) {
  return fontFaces
    .filter(({ family }) => styles.includes(family))
    .map(({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
}
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk of a route module and every chunk it imports, which `boot.ts` preloads with the app. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, seen);
  return seen;
}
const entryChunks = chunksOf('index.html');

function page(rendered, path) {
  const chunks = [...new Set(rendered.modules.flatMap((name) => [...chunksOf(`src/routes/${name}.tsx`)]))]
    .filter((file) => !entryChunks.has(file))
    .map((file) => `/${file}`);
  return template
    .replace(
      '<!--app-head-->',
      [...fontPreloads(rendered.styles), rendered.head, rendered.data].filter(Boolean).join('\n    '),
    )
    .replace('<!--app-styles-->', rendered.styles)
    .replace('<!--app-path-->', path)
    .replace('<!--app-chunks-->', chunks.join(' '))
    .replace('<!--app-html-->', rendered.html);
}

async function write(path, html) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

const siteUrl = server.siteUrl();
const LISTING_SHELL_PATH = '/listing/new-listing';
const pages = [];
for (const path of server.prerenderPaths()) {
  const data = path === '/reviews' ? { reviews } : path === '/listings' || path === '/' ? { listings } : {};
  const rendered = await server.render(path, data);
  if (rendered.status !== 200) throw new Error(`${path} rendered with status ${rendered.status}`);
  await write(path, page(rendered, path));
  pages.push({ path, canonical: rendered.canonical, lastModified: rendered.lastModified });
}
for (const listing of listings) {
  const path = `/listing/${listing.slug}`;
  const rendered = await server.render(path, { listing });
  if (rendered.status !== 200) throw new Error(`${path} rendered with status ${rendered.status}`);
  await write(path, page(rendered, path));
  pages.push({ path, canonical: rendered.canonical, lastModified: rendered.lastModified });
}
// A listing added after the build: its page loading, rendered afresh in the browser.
const shell = await server.render(LISTING_SHELL_PATH);
await mkdir(join(dist, '_shells'), { recursive: true });
await writeFile(join(dist, '_shells/listing.html'), page(shell, LISTING_SHELL_PATH));
// The back office: one shell for every /admin path, its frame saying it is checking the sign-in.
// Its data-path matches no real path, so the browser always renders it afresh rather than hydrating.
const adminShell = await server.render('/admin');
if (!adminShell.head.includes('noindex')) throw new Error('The /admin shell must be noindex');
await writeFile(join(dist, '_shells/admin.html'), page(adminShell, '/admin/*'));
const notFound = await server.render('/404');
if (notFound.status !== 404) throw new Error(`/404 rendered with status ${notFound.status}`);
await writeFile(join(dist, '404.html'), page(notFound, '/404'));

const xml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const canonicalPages = pages.filter((entry) => new URL(entry.canonical).pathname === entry.path);
await writeFile(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${canonicalPages
  .map(
    (entry) =>
      `  <url><loc>${xml(entry.canonical)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`,
);
await writeFile(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);

const feed = server.feed();
await writeFile(
  join(dist, 'rss.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${siteUrl}/blog</link>
    <description>${xml(feed.description)}</description>
    <language>en-us</language>
    <atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>
${feed.items
  .map(
    (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.url)}</link>
      <guid>${xml(item.url)}</guid>
      <description>${xml(item.description)}</description>
      <category>${xml(item.category)}</category>
      <pubDate>${new Date(`${item.isoDate}T12:00:00Z`).toUTCString()}</pubDate>
    </item>`,
  )
  .join('\n')}
  </channel>
</rss>
`,
);

// Header rules for static hosts that read a `_headers` file (Netlify, Cloudflare Pages), allowing
// the API origin the pages were built to call.
await writeFile(join(dist, '_headers'), headersFile({ supabaseUrl: server.supabaseUrl() }));

// The back office's one shell for every /admin path, for static hosts that read `_redirects`
// (Netlify, Cloudflare Pages); `server/handler.ts` does the same.
await writeFile(
  join(dist, '_redirects'),
  '/admin /_shells/admin.html 200\n/admin/* /_shells/admin.html 200\n',
);

console.log(
  `prerendered ${pages.length} pages (${listings.length} listings, ${reviews.length} approved reviews) and 404.html into ${dist}`,
);
