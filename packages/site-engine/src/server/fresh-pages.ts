import {
  loadPrerenderer,
  readBuiltPages,
  FEED_SITEMAP_FILE,
  onDemandEntries,
  readFeedListingCount,
  readFeedSitemapFile,
  readListingsVersion,
  readSiteData,
  SITEMAP_FILE,
  sitemapFiles,
  type SiteData,
  type SitemapEntry,
} from '../build/pages.ts';
import { shareCardRenderer } from '../build/share-card.ts';
import type { ShareCard } from '../share-card.ts';
import { FEED_SITEMAP_CACHE, ON_DEMAND_CACHE } from './headers.ts';
import { jobQueue, lruCache, renderWorker, type WorkerPage } from './query-renders.ts';

/** A listing's page, new ones included. */
const LISTING_PAGE = /^\/listing\/[^/]+$/;
/** A path that may be a page the build did not write: a route's, with a parameter, never a file's. */
const NEW_PAGE = /^\/[a-z0-9-]+\/[a-z0-9-]+$/;
/** A page's share card (`src/app/share-card.ts`). */
const SHARE_CARD = /^\/images\/share\/[a-z0-9-]+\.jpg$/;

export interface FreshPagesOptions {
  /** Where the build left its server entry and page template (`site/dist-server`). */
  serverDir: string;
  /** The built site (`site/dist`): the share cards the build drew, and the hero scene for new ones. */
  root: string;
  /** The project the pages read, and its anon key: read as any visitor would. */
  supabaseUrl: string;
  anonKey: string;
  now?: () => number;
  /**
   * How pages are rendered for a query (docs/decisions/028-rendering-by-query.md): one at a time
   * in a worker thread, with how many more waiting (default 4: beyond that a request gets the
   * page's own file at once), and how many of them are kept (default 256 pages, 32 MiB with
   * their compressed copies), the latest used.
   */
  queryRenders?: { waiting?: number; keptPages?: number; keptBytes?: number };
}

/**
 * A page rendered since the build: its HTML (or the sitemap's XML) and when it was rendered, which
 * the handler treats as a file's modification time (its ETag, and its compressed copies kept on it).
 */
export interface FreshPage {
  body: Uint8Array;
  mtimeMs: number;
  /** Its compressed copies, when they were made with it (a page rendered for a query). */
  gzip?: Uint8Array;
  br?: Uint8Array;
  /** How long a cache may keep it, when not as its path says (a listing's page rendered on demand). */
  cacheControl?: string;
}

interface Rendered {
  version: string;
  /** The data the pages were rendered from, for pages rendered later for a query. */
  site: SiteData;
  /** Pages that show listings, rendered with the listings of `version`, by path. */
  pages: Map<string, FreshPage>;
  /** Paths the build wrote that are no longer pages (a listing taken down). */
  gone: Set<string>;
  /**
   * The sitemap's files by path: `/sitemap.xml`, and the files of the site's pages it indexes past
   * 50,000 URLs (the feed's are written when asked, `feedSitemap`).
   */
  sitemaps: Map<string, FreshPage>;
  /** Share cards of pages rendered since the build (a new or changed listing's), by path. */
  cards: Map<string, FreshPage>;
}

/**
 * The pages that show listings (a listing's page, `/listings`, `/` and the sitemap), as fresh as
 * the listings: on a request for one of them, the server asks for the listings' version
 * (`public.listings_version()`, a few bytes; requests at the same moment share one ask); when it
 * differs from the one the pages show, it reads the site's data again and renders those pages
 * with the build's own server entry and template, in a worker thread (`query-renders.ts`). Other
 * pages are the build's files, served without asking. See docs/decisions/017-fresh-pages.md and
 * 028-rendering-by-query.md.
 */
export function freshPages(options: FreshPagesOptions) {
  const { supabaseUrl, anonKey, now = Date.now, queryRenders = {} } = options;
  const encoder = new TextEncoder();
  // The pages list is small and read at once; the server entry (React and every page's code) is
  // imported only when the listings have changed or a query is asked, here for the pages' paths
  // and queries; the pages themselves render in a worker thread.
  let built: ReturnType<typeof readBuiltPages> | undefined;
  let prerenderer: ReturnType<typeof loadPrerenderer> | undefined;
  let renderCard: ReturnType<typeof shareCardRenderer> | undefined;
  let rendered: Rendered | undefined;
  /** The check of the listings' version under way, and the one that follows it. */
  let checking: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  // The data as the build read it, once a page is rendered for a query before the listings change.
  let builtSite: Promise<SiteData> | undefined;
  const worker = renderWorker(options.serverDir);
  const renders = jobQueue<FreshPage | undefined>({
    concurrency: 1,
    waiting: queryRenders.waiting ?? 4,
  });
  // Pages rendered on request, as many and as large as allowed, the latest used kept.
  const renderedPages = () =>
    lruCache<FreshPage>({
      maxEntries: queryRenders.keptPages ?? 256,
      maxBytes: queryRenders.keptBytes ?? 32 * 1024 * 1024,
      size: (page) => page.body.byteLength + (page.gzip?.byteLength ?? 0) + (page.br?.byteLength ?? 0),
    });
  const queryPages = renderedPages();
  // Pages the build did not write (a feed listing's, a neighbourhood only the feed has) rendered
  // when first asked, for the listings' version they show.
  const onDemandPages = renderedPages();
  // The share cards those pages name, drawn when first asked for, and those drawn.
  const namedCards = lruCache<ShareCard>({ maxEntries: 1024, maxBytes: 8 * 1024 * 1024, size: () => 1024 });
  const drawnCards = lruCache<FreshPage>({
    maxEntries: 256,
    maxBytes: 16 * 1024 * 1024,
    size: (card) => card.body.byteLength,
  });
  // The feed's sitemap files, written when asked, for the listings' version they list.
  const feedSitemaps = lruCache<FreshPage>({
    maxEntries: 4,
    maxBytes: 32 * 1024 * 1024,
    size: (file) => file.body.byteLength,
  });
  const sitemapReads = jobQueue<FreshPage | undefined>({ concurrency: 1, waiting: 0 });
  const asFresh = (page: WorkerPage): FreshPage => ({
    body: page.body,
    gzip: page.gzip,
    br: page.br,
    mtimeMs: now(),
  });

  /** Draws a page's share card with the build's own scene and colours (its server entry's). */
  async function drawCard(card: ShareCard): Promise<FreshPage> {
    const { server } = await (prerenderer ??= loadPrerenderer(options.serverDir));
    const shared = server.shareCards();
    renderCard ??= shareCardRenderer({
      distDir: options.root,
      backdrop: shared.backdrop,
      apiUrl: supabaseUrl,
      colors: shared.colors,
    });
    return { body: new Uint8Array(await renderCard(card)), mtimeMs: now() };
  }

  async function renderAgain(): Promise<void> {
    built ??= readBuiltPages(options.serverDir);
    const { pages: builtPages, listingsVersion: builtVersion, shareCards: builtCards = [] } = await built;
    const version = await readListingsVersion(supabaseUrl, anonKey);
    if (version === (rendered?.version ?? builtVersion)) return;
    prerenderer ??= loadPrerenderer(options.serverDir);
    const { server } = await prerenderer;
    const site = await readSiteData(supabaseUrl, anonKey, version);
    const builtByPath = new Map(builtPages.map((entry) => [entry.path, entry]));
    const drawn = new Set(builtCards);
    const pages = new Map<string, FreshPage>();
    const cards = new Map<string, FreshPage>();
    const entries: SitemapEntry[] = [];
    const paths = await server.pagePaths(site);
    for (const path of paths) {
      const before = builtByPath.get(path);
      // A page the build wrote that shows no listings stays as it is.
      if (before && !before.showsListings) {
        entries.push(before);
        continue;
      }
      // Off the main thread, in line with the renders for a query, however long the line.
      const page = await worker.render({ location: path, path }, site);
      if (page.status !== 200) continue;
      pages.set(path, asFresh(page));
      // A card the build did not draw (a new listing, or a changed price or photo): drawn now,
      // once, so the page never names a picture that is not there.
      const card = page.shareCard;
      if (!drawn.has(card.path)) {
        const before = rendered?.cards.get(card.path);
        if (before) cards.set(card.path, before);
        else cards.set(card.path, await drawCard(card));
      }
      entries.push({ path, canonical: page.canonical, lastModified: page.lastModified });
    }
    // The pages the routes leave to the server (a neighbourhood only the feed has) are listed too.
    entries.push(...onDemandEntries(server.siteUrl(), await server.onDemandPaths?.(site)));
    const current = new Set(paths);
    rendered = {
      version: site.listingsVersion,
      site,
      pages,
      gone: new Set(builtPages.map((entry) => entry.path).filter((path) => !current.has(path))),
      sitemaps: new Map(
        [...sitemapFiles(entries, { feedListings: await readFeedListingCount(supabaseUrl, anonKey) })].map(
          ([path, xml]) => [path, { body: encoder.encode(xml), mtimeMs: now() }],
        ),
      ),
      cards,
    };
  }

  /** Checks the listings' version and renders the pages again when it changed. */
  function check(): Promise<void> {
    const run: Promise<void> = renderAgain()
      .catch((error: unknown) => {
        // The backend is down or the build left no server entry: the pages stay as they were.
        console.warn('The site could not render its pages afresh:', error);
      })
      .finally(() => {
        if (checking === run) checking = undefined;
      });
    checking = run;
    return run;
  }

  /**
   * The pages as fresh as the listings now. A check already under way may have read the version
   * before the change this request comes after (the agent archives a listing, then opens its
   * page): the request waits for the check that follows it, which every request arriving in the
   * meantime shares, so a change is never missed and the checks never pile up.
   */
  async function current(): Promise<Rendered | undefined> {
    if (!checking) await check();
    else {
      following ??= checking.then(() => {
        following = undefined;
        return check();
      });
      await following;
    }
    return rendered;
  }

  /** Whether the page at `path` changes with the listings: the sitemap, a listing's page, or one the build rendered with them. */
  async function showsListings(path: string): Promise<boolean> {
    if (SITEMAP_FILE.test(path) || LISTING_PAGE.test(path)) return true;
    try {
      built ??= readBuiltPages(options.serverDir);
      return (await built).pages.some((entry) => entry.path === path && entry.showsListings);
    } catch {
      return false;
    }
  }

  /** `/listing/b/` or `/listings/index.html` → the page's path. */
  const pagePath = (pathname: string) => pathname.replace(/\/(?:index\.html)?$/, '') || '/';

  /**
   * The page at `path` rendered for the URL query `search`, when its route reads one (the
   * listings' filters, `canonicalSearch`): a link, or a filter form sent without JavaScript,
   * opens on its results. The query is first brought to its one spelling with only the values
   * the listings know, so every spelling of one search, and every made-up neighborhood, is one
   * page. Rendered in the worker from the listings as they are now (`state`, else as the build
   * read them), one at a time, and kept (the latest used) until they change. `undefined` when
   * the page reads no query, the query spells no filter, or too many renders wait already: the
   * page's own answer is then the one to send, and its script applies the query.
   */
  async function pageForQuery(
    path: string,
    search: string,
    state: Rendered | undefined,
  ): Promise<FreshPage | undefined> {
    if (search === '' || SITEMAP_FILE.test(path)) return undefined;
    try {
      prerenderer ??= loadPrerenderer(options.serverDir);
      const { server } = await prerenderer;
      const asked = search.replace(/^\?/, '');
      // A query that spells no filter (`?utm_source=…`) reads nothing more.
      if (!(await server.canonicalSearch(path, asked))) return undefined;
      const site = state?.site ?? (await (builtSite ??= readSiteData(supabaseUrl, anonKey)));
      const query = await server.canonicalSearch(path, asked, site);
      if (!query) return undefined;
      const location = `${path}?${query}`;
      const key = `${site.listingsVersion} ${location}`;
      const kept = queryPages.get(key);
      if (kept) return kept;
      return await renders.run(key, async () => {
        const page = await worker.render({ location, path, compress: true }, site);
        if (page.status !== 200) return undefined;
        const fresh = asFresh(page);
        queryPages.set(key, fresh);
        return fresh;
      });
    } catch (error) {
      // The backend is down: the page's own file answers, and its script applies the query.
      builtSite = undefined;
      console.warn(`The site could not render ${path} for its query:`, error);
      return undefined;
    }
  }

  /**
   * A page the build did not write (decision 058): a feed listing's, or a neighbourhood that only
   * the feed has. Rendered in the worker from the data the pages show (`state`, else the build's),
   * its route reading what it shows (the listing by its slug, the city), and kept, the latest
   * used, until the listings change. `undefined` when the route found nothing there (no listing
   * has that slug, no city has that name: the handler then answers the shell or 404), when too
   * many renders wait already (the shell answers, and the page reads its listing), or when the
   * backend is down.
   */
  async function pageOnDemand(path: string, state: Rendered | undefined): Promise<FreshPage | undefined> {
    try {
      built ??= readBuiltPages(options.serverDir);
      if ((await built).pages.some((entry) => entry.path === path)) return undefined;
      const site = state?.site ?? (await (builtSite ??= readSiteData(supabaseUrl, anonKey)));
      const key = `${site.listingsVersion} ${path}`;
      const kept = onDemandPages.get(key);
      if (kept) return kept;
      return await renders.run(key, async () => {
        const page = await worker.render({ location: path, path, compress: true }, site);
        // Rendered without its data (no listing has this slug, no city this name): not a page.
        if (page.status !== 200 || page.listingsVersion === undefined) return undefined;
        const fresh: FreshPage = { ...asFresh(page), cacheControl: ON_DEMAND_CACHE };
        onDemandPages.set(key, fresh);
        namedCards.set(page.shareCard.path, page.shareCard);
        return fresh;
      });
    } catch (error) {
      builtSite = undefined;
      console.warn(`The site could not render ${path}:`, error);
      return undefined;
    }
  }

  /**
   * The feed's sitemap file `file` (decision 058), read when asked (a thousand listings a read)
   * for the listings' version the pages show, and kept until they change; a CDN may keep it an
   * hour (`FEED_SITEMAP_CACHE`). `'gone'` past the feed's last file; `undefined` (the build has no
   * such file: 404) when the backend is down. One read at a time, shared by those who ask at once.
   */
  async function feedSitemap(
    file: number,
    state: Rendered | undefined,
  ): Promise<FreshPage | 'gone' | undefined> {
    try {
      built ??= readBuiltPages(options.serverDir);
      const version = state?.version ?? (await built).listingsVersion;
      const key = `${version} ${file}`;
      const kept = feedSitemaps.get(key);
      if (kept) return kept;
      const read = await sitemapReads.run(
        key,
        async () => {
          const { server } = await (prerenderer ??= loadPrerenderer(options.serverDir));
          const xml = await readFeedSitemapFile(supabaseUrl, anonKey, server.siteUrl(), file);
          if (xml === undefined) return undefined;
          const fresh: FreshPage = {
            body: encoder.encode(xml),
            mtimeMs: now(),
            cacheControl: FEED_SITEMAP_CACHE,
          };
          feedSitemaps.set(key, fresh);
          return fresh;
        },
        true,
      );
      return read ?? 'gone';
    } catch (error) {
      console.warn(`The site could not write its sitemap's feed file ${file}:`, error);
      return undefined;
    }
  }

  /** The share card of a page rendered on demand, drawn once when first asked for. */
  async function cardOnDemand(path: string): Promise<FreshPage | undefined> {
    const drawn = drawnCards.get(path);
    if (drawn) return drawn;
    const card = namedCards.get(path);
    if (!card) return undefined;
    try {
      const fresh = await drawCard(card);
      drawnCards.set(path, fresh);
      return fresh;
    } catch (error) {
      console.warn(`The site could not draw ${path}:`, error);
      return undefined;
    }
  }

  return {
    /** Stops the render worker (tests); the next render starts it again. */
    close: () => worker.close(),

    /**
     * What a GET of `pathname` (with its URL query, `search`) gets instead of the build's file:
     * the page rendered for its query (`pageForQuery`), the page (or a new listing's share card)
     * rendered afresh, `'gone'` for a page that no longer exists, or `undefined` for the build's
     * own file. One ask of the listings' version serves both.
     */
    async page(pathname: string, search = ''): Promise<FreshPage | 'gone' | undefined> {
      if (SHARE_CARD.test(pathname)) {
        return (await current())?.cards.get(pathname) ?? (await cardOnDemand(pathname));
      }
      const path = pagePath(pathname);
      if (!(await showsListings(path))) {
        if (!NEW_PAGE.test(path)) return undefined;
        // A page that is new since the build (a new city's), once the pages were rendered afresh,
        // or one the build leaves to the server (a neighbourhood only the feed has).
        const state = await current();
        return state?.pages.get(path) ?? (await pageOnDemand(path, state));
      }
      const state = await current();
      if (state?.gone.has(path)) return 'gone';
      const feedFile = FEED_SITEMAP_FILE.exec(path)?.[1];
      if (feedFile) return feedSitemap(Number(feedFile), state);
      const forQuery = await pageForQuery(path, search, state);
      if (forQuery) return forQuery;
      const freshPage = state?.pages.get(path);
      if (freshPage) return freshPage;
      if (LISTING_PAGE.test(path)) return pageOnDemand(path, state);
      if (!state) return undefined;
      if (SITEMAP_FILE.test(path)) return state.sitemaps.get(path) ?? 'gone';
      return undefined;
    },
  };
}

export type FreshPages = ReturnType<typeof freshPages>;
