// Builds a site: the browser bundle, then a server bundle that renders every page its routes
// declare to HTML (content, styles, head, the data it shows), the listing and back-office shells,
// then the sitemap, robots.txt, RSS feed and static-host headers. A site calls `buildSite` from
// its build script with its own folder; everything it renders comes from the site's Vite config,
// whose `siteEngine` plugin hands the engine the site's definition, and the engine's server entry
// (`entry-server.tsx`, built with that definition; the contract in `server-entry.ts`).
// The listings and reviews are read from SITE_DATA_URL with SITE_DATA_ANON_KEY, which default to
// VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (the project the pages call). A build for a real
// domain (VITE_SITE_URL) refuses to run while the agent's config has a sample value or dated
// content older than a quarter, naming each (ALLOW_SAMPLE_VALUES=1 publishes a demo). SITE_DIST_DIR writes the site elsewhere than
// <site>/dist, inside the site's folder (its server files go beside it, in <dir>-server, and
// import React and the rest from the site's node_modules).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { engineFile } from '../engine-files.ts';
import { sampleValuesIn, staleValuesIn } from '../sample.ts';
import type { ShareCard } from '../share-card.ts';
import type { Feed } from '../server-entry.ts';
import type { Manifest, RenderedPage, ServerEntry, SitemapEntry } from './pages.ts';
import {
  ADMIN_SHELLS,
  adminPrecache,
  type ChunkManifest,
  adminRedirects,
  buildServiceWorker,
  renderIcon,
  withAppLinks,
} from './admin-app.ts';
import { headersFile, LISTING_NOT_FOUND, LISTING_SHELL } from './headers-file.ts';
import { sampleRefusal, samplesIn } from './samples.ts';
import { shareCardRenderer } from './share-card.ts';
import {
  inlineStylesheets,
  pageWriter,
  onDemandEntries,
  readFeedListingCount,
  readSiteData,
  SERVER_FILES,
  sitemapFiles,
  xml,
} from './pages.ts';
import { engineModulesFrom } from './site-plugin.ts';

/** The server entry the build renders with: the engine's, with the site's definition. */
const SERVER_ENTRY = fileURLToPath(new URL(engineFile('../entry-server.tsx'), import.meta.url));

export interface BuildSiteOptions {
  /** The site's folder: its `vite.config.ts` (with the `siteEngine` plugin) and `index.html`. */
  root: string;
  /** The agent's config module, whose values marked `sample(...)` stop a build for a real domain. */
  agentConfig: string;
  env?: Record<string, string | undefined>;
}

/** A build that must not go ahead (missing settings, sample values for a real domain), and why. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}

/** An HTML file of the built site, by its path. */
const fileOf = (dist: string, path: string) =>
  path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');

/**
 * Where the site's data is read from (anonymously, through the REST API, so RLS decides what is
 * published), and the key the pages call the API with. The URL the pages call is a separate
 * setting: VITE_SUPABASE_URL, whose absence means the page's own origin (the local backend).
 */
function dataSource(env: Record<string, string | undefined>): { url: string; anonKey: string } {
  const url = env.SITE_DATA_URL || env.VITE_SUPABASE_URL;
  const anonKey = env.SITE_DATA_ANON_KEY || env.VITE_SUPABASE_ANON_KEY;
  const problems: string[] = [];
  if (!url)
    problems.push('SITE_DATA_URL (or VITE_SUPABASE_URL): the API to read the listings and reviews from');
  if (!anonKey) problems.push('SITE_DATA_ANON_KEY (or VITE_SUPABASE_ANON_KEY): its anon key');
  if (!env.VITE_SUPABASE_ANON_KEY)
    problems.push('VITE_SUPABASE_ANON_KEY: the anon key the pages call the API with');
  if (!url || !anonKey || problems.length > 0) {
    throw new BuildRefused(
      `The site build needs:\n  - ${problems.join('\n  - ')}\n` +
        'npm run build:site sets them, starting a local backend when no Supabase project is configured.',
    );
  }
  return { url: url.replace(/\/$/, ''), anonKey };
}

/** The blog's RSS 2.0 feed. */
function rssXml(siteUrl: string, feed: Feed): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
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
`;
}

/** The comment React writes where a Suspense boundary left its content to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

/** A listing added after the build: its page loading, rendered afresh in the browser. */
const LISTING_SHELL_PATH = '/listing/new-listing';

/**
 * Builds the site in `root` into its `dist` (or SITE_DIST_DIR) and the server files beside it.
 * Throws `BuildRefused` with the reason when it must not run.
 */
export async function buildSite({ root, agentConfig, env = process.env }: BuildSiteOptions): Promise<string> {
  const dist = env.SITE_DIST_DIR ? resolve(env.SITE_DIST_DIR) : join(root, 'dist');
  // The server entry and page template, beside the site: the site's server renders with them too.
  const serverDir = `${dist}-server`;
  const allowSamples = env.ALLOW_SAMPLE_VALUES === '1';

  // Before anything is built: the agent's config, with every value still marked sample(...) and
  // every dated content past its time.
  // Named as the site's developer finds it: from the folder that holds the site.
  const configFile = relative(dirname(root), agentConfig);
  const config = (await import(pathToFileURL(agentConfig).href)) as Record<string, unknown>;
  const configRefusal = sampleRefusal(
    env.VITE_SITE_URL,
    [...sampleValuesIn(config), ...staleValuesIn(config, new Date())],
    allowSamples,
    'config',
    configFile,
  );
  if (configRefusal) throw new BuildRefused(configRefusal);

  // The site's data to prerender with. When the listings change later, the site's server renders
  // their pages again (`server/fresh-pages.ts`), and a static host is rebuilt through its hook
  // (docs/decisions/017-fresh-pages.md).
  const source = dataSource(env);
  const site = await readSiteData(source.url, source.anonKey);

  await rm(dist, { recursive: true, force: true });
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, manifest: false },
  });

  const server = (await import(pathToFileURL(join(serverDir, SERVER_FILES.entry)).href)) as ServerEntry;
  const template = await inlineStylesheets(await readFile(join(dist, 'index.html'), 'utf8'), (asset) =>
    readFile(join(dist, asset), 'utf8'),
  );
  const manifest = await readFile(join(dist, '.vite/manifest.json'), 'utf8');
  const page = pageWriter(template, JSON.parse(manifest) as Manifest);

  const write = async (path: string, html: string) => {
    const file = fileOf(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  const siteUrl = server.siteUrl();
  const pages: (SitemapEntry & { showsListings: boolean })[] = [];
  // Every document's share card, by the path it is served at: pages, shells and the 404 page.
  const shareCards = new Map<string, ShareCard>();
  const cardOf = (rendered: RenderedPage) => shareCards.set(rendered.shareCard.path, rendered.shareCard);
  // The sample identity values the pages carry: a build for a real domain stops on them.
  const samples = new Set<string>();
  for (const path of await server.pagePaths(site)) {
    const rendered = await server.render(path, site);
    if (rendered.status !== 200) throw new Error(`${path} rendered with status ${rendered.status}`);
    // React's mark for a part it left to the browser: a visitor without JavaScript, and a search
    // engine, would get an empty box there.
    if (rendered.html.includes(CLIENT_RENDERED))
      throw new Error(`${path}: a part of the page did not render on the server (it suspended)`);
    const html = page(rendered, path);
    cardOf(rendered);
    for (const sample of samplesIn(html)) samples.add(sample);
    await write(path, html);
    pages.push({
      path,
      canonical: rendered.canonical,
      lastModified: rendered.lastModified,
      showsListings: rendered.listingsVersion !== undefined,
    });
  }
  // Sample marks copied anywhere into a page (the config's were named before the build).
  const refusal = sampleRefusal(siteUrl, [...samples], allowSamples, 'pages', configFile);
  if (refusal) throw new BuildRefused(refusal);

  const shell = await server.render(LISTING_SHELL_PATH);
  cardOf(shell);
  await mkdir(join(dist, '_shells'), { recursive: true });
  const listingShell = page(shell, LISTING_SHELL_PATH);
  await writeFile(join(dist, LISTING_SHELL.slice(1)), listingShell);
  // Static hosts answer it too, until a rebuild: Cloudflare Pages as the nearest 404 page, Netlify
  // through netlify.toml (headers-file.ts).
  await mkdir(join(dist, 'listing'), { recursive: true });
  await writeFile(join(dist, LISTING_NOT_FOUND.slice(1)), listingShell);
  // The back office: sign-in and the inbox prerendered, and one shell for every other /admin path,
  // its frame saying it is checking the sign-in. Their data-path matches no real path, so the
  // browser renders them afresh rather than hydrating (service-worker/admin-shells.ts says why).
  // The back office installs as an app: its manifest and icons, and a service worker that keeps the
  // shells, the back office's code and its last answers for offline use and shows lead alerts.
  const adminApp = server.adminApp();
  // The engine's modules as the manifest names them: from the site's folder.
  const engineModules = engineModulesFrom(root);
  const adminShells: string[] = [];
  for (const adminShell of ADMIN_SHELLS) {
    const rendered = await server.render(adminShell.path);
    cardOf(rendered);
    const html = withAppLinks(
      page(
        {
          ...rendered,
          modules: [
            ...rendered.modules,
            ...adminShell.modules.map((module) => `${engineModules}/${engineFile(module)}`),
          ],
        },
        '/admin/*',
      ),
      adminApp.manifestPath,
      adminApp.icons[0]?.path ?? '/favicon.svg',
    );
    await writeFile(join(dist, '_shells', adminShell.file), html);
    adminShells.push(html);
  }
  await writeFile(
    join(dist, adminApp.manifestPath.slice(1)),
    `${JSON.stringify(adminApp.manifest, null, 2)}\n`,
  );
  for (const icon of adminApp.icons) {
    await mkdir(dirname(join(dist, icon.path)), { recursive: true });
    await writeFile(join(dist, icon.path), await renderIcon(icon.svg, icon.size));
  }
  await buildServiceWorker(
    root,
    dist,
    adminPrecache(
      adminShells.join('\n'),
      JSON.parse(manifest) as ChunkManifest,
      [adminApp.manifestPath, ...adminApp.icons.map((icon) => icon.path), '/favicon.svg'],
      engineModules,
    ),
  );
  const notFound = await server.render('/404');
  cardOf(notFound);
  if (notFound.status !== 404) throw new Error(`/404 rendered with status ${notFound.status}`);
  await writeFile(join(dist, '404.html'), page(notFound, '/404'));

  // The feed's listings' pages are rendered on demand, and so are their sitemap's files: the
  // build counts them for the index (decision 058). The pages the routes leave to the server (a
  // neighbourhood only the feed has) are listed with the built ones.
  const feedListings = site.source ? await readFeedListingCount(site.source.url, site.source.anonKey) : 0;
  const onDemand = onDemandEntries(siteUrl, await server.onDemandPaths?.(site));
  for (const [path, body] of sitemapFiles([...pages, ...onDemand], { feedListings }))
    await writeFile(join(dist, path.slice(1)), body);
  // The share cards: a listing's photo, price and address, any other page's title; the site's own
  // card for structured data. Listings added later get theirs from the site's server (017).
  const cards = server.shareCards();
  shareCards.set(cards.site.path, cards.site);
  const renderCard = shareCardRenderer({
    distDir: dist,
    backdrop: cards.backdrop,
    apiUrl: source.url,
    colors: cards.colors,
  });
  await mkdir(join(dist, 'images/share'), { recursive: true });
  const queue = [...shareCards.values()];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let card = queue.shift(); card; card = queue.shift()) {
        await writeFile(join(dist, card.path), await renderCard(card));
      }
    }),
  );
  // For the site's server, which renders the pages that show listings again when they change.
  await writeFile(join(serverDir, SERVER_FILES.template), template);
  await writeFile(join(serverDir, SERVER_FILES.manifest), manifest);
  await writeFile(
    join(serverDir, SERVER_FILES.pages),
    JSON.stringify({ listingsVersion: site.listingsVersion, pages, shareCards: [...shareCards.keys()] }),
  );
  // No Disallow line for the back office: its sign-in keeps it private, and such a line would only
  // tell whoever reads this file where it is (docs/decisions/027-the-back-office-and-crawlers.md).
  await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  const feed = await server.feed();
  if (feed) await writeFile(join(dist, 'rss.xml'), rssXml(siteUrl, feed));

  // Header rules for static hosts that read a `_headers` file (Netlify, Cloudflare Pages), allowing
  // the API origin the pages were built to call.
  await writeFile(join(dist, '_headers'), headersFile({ supabaseUrl: server.supabaseUrl() }));
  // The back office's shells by path, for static hosts that read `_redirects` (Netlify, Cloudflare
  // Pages); `server/handler.ts` does the same.
  await writeFile(join(dist, '_redirects'), adminRedirects());

  return `prerendered ${pages.length} pages (${site.listings.length} listings, ${site.reviews.length} approved reviews), 404.html and ${shareCards.size} share cards into ${dist}`;
}
