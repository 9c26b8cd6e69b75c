import { Suspense, use, useEffect, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { Layout } from './Layout.tsx';
import type { PageDataFields, SiteData } from './page-data.tsx';

type Params = Record<string, string | undefined>;

/**
 * A route module in `src/routes/`: its page, and what it needs to be rendered. Adding a page that
 * shows the site's data is one such module: `pageData` picks its share of the site's data, and
 * `paths`, for a path with parameters, says which pages exist (docs/decisions/015-page-data.md).
 */
interface PageModule {
  Component: ComponentType;
  /** Content the page needs before it can render, loaded with its code (e.g. an article's body). */
  prepare?: (params: Params) => Promise<unknown> | void;
  /**
   * The part of the site's data the page is rendered with; `undefined` when it has none. Only the
   * server runs it: what it needs beyond the page is imported inside it, out of the browser's first load.
   */
  pageData?: (
    site: SiteData,
    params: Params,
  ) => Promise<PageDataFields | undefined> | PageDataFields | undefined;
  /** The paths of this route that are pages (a path with parameters; others are their own path). */
  paths?: (site: SiteData, route: PageRoute) => string[];
  /**
   * For a page that renders by its URL query (the listings' filters): the query it reads, in its
   * one spelling (`''` for none). The site's server renders the page for that query, so a link or
   * a form sent without JavaScript opens on its results (docs/decisions/021-listings-search.md).
   */
  search?: (params: URLSearchParams, site?: SiteData) => string;
}

/** One page of the site: its path and the module in `src/routes/` that renders it. */
export interface PageRoute {
  id: string;
  path: string;
  /** The module's file name in `src/routes/`, so the prerenderer can preload its chunk. */
  module: string;
  load: () => Promise<PageModule>;
}

const page = (id: string, path: string, module: string, load: () => Promise<PageModule>): PageRoute => ({
  id,
  path,
  module,
  load,
});

/**
 * Every page of the site. Each is its own chunk, so a visitor downloads the code of the page in
 * front of them. The router is React Router's declarative one: the site has no loaders or
 * actions, and the data router would cost every page another 15 kB of JavaScript
 * (docs/decisions/004-prerender-and-hydrate.md).
 */
export const PAGES: PageRoute[] = [
  page('home', '/', 'home', () => import('../routes/home.tsx')),
  page('about', '/about', 'about', () => import('../routes/about.tsx')),
  page('listings', '/listings', 'listings', () => import('../routes/listings.tsx')),
  page('listing', '/listing/:slug', 'listing', () => import('../routes/listing.tsx')),
  page('buyers', '/buyers', 'buyers', () => import('../routes/buyers.tsx')),
  page('sellers', '/sellers', 'sellers', () => import('../routes/sellers.tsx')),
  page('florida', '/florida-michigan', 'florida-michigan', () => import('../routes/florida-michigan.tsx')),
  page('reviews', '/reviews', 'reviews', () => import('../routes/reviews.tsx')),
  page('blog', '/blog', 'blog', () => import('../routes/blog.tsx')),
  page('article', '/blog/:slug', 'article', () => import('../routes/article.tsx')),
  page('partnerships', '/partnerships', 'partnerships', () => import('../routes/partnerships.tsx')),
  page('partner', '/partners/:partnerId', 'partner', () => import('../routes/partner.tsx')),
  page('partner-by-name', '/partner/:name', 'partner', () => import('../routes/partner.tsx')),
  page('rental', '/rentals/:slug', 'rental', () => import('../routes/rental.tsx')),
  page('contact', '/contact', 'contact', () => import('../routes/contact.tsx')),
  page('guide', '/guides/michigan-to-florida', 'guide', () => import('../routes/guide.tsx')),
  page('privacy', '/privacy', 'legal', () => import('../routes/legal.tsx').then((m) => m.privacy)),
  page('terms', '/terms', 'legal', () => import('../routes/legal.tsx').then((m) => m.terms)),
  page('not-found', '*', 'not-found', () => import('../routes/not-found.tsx')),
];

/**
 * The agent's back office: outside the site's frame, rendered only in the browser (the server
 * answers every `/admin` path with its shell), and in chunks no public page loads.
 */
export const ADMIN: PageRoute = page('admin', '/admin/*', 'admin', () => import('../routes/admin.tsx'));

const ROUTES = [ADMIN, ...PAGES];

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();

function loadPage(route: PageRoute): Promise<PageModule> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route.id, module);
      return module;
    });
    loading.set(route.id, promise);
  }
  return promise;
}

/** The page for a path, or undefined when the path needs the not-found page's `*`. */
export function matchPage(pathname: string) {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, id: route.id })),
    pathname,
  );
  const match = matches?.[0];
  const route = ROUTES.find((candidate) => candidate.id === match?.route.id);
  return route && match ? { route, params: match.params } : undefined;
}

/**
 * Loads the code and content of the page at `pathname`, so it renders at once: before hydrating
 * (the first render must be exactly the prerendered HTML) and before prerendering.
 */
export async function preparePage(pathname: string): Promise<PageRoute | undefined> {
  const match = matchPage(pathname);
  if (!match) return undefined;
  const module = await loadPage(match.route);
  await module.prepare?.(match.params);
  return match.route;
}

/** The data the page at `pathname` is rendered with, as its route module declares it. */
export async function pageDataFor(pathname: string, site: SiteData): Promise<PageDataFields | undefined> {
  const match = matchPage(pathname);
  if (!match) return undefined;
  return (await loadPage(match.route)).pageData?.(site, match.params);
}

/**
 * The query the page at `pathname` renders for, in its one spelling, with only the values `site`
 * knows when it is given (its listings' cities), or `undefined` when the page does not read its
 * query (every other page is the same whatever follows `?`).
 */
export async function canonicalSearch(
  pathname: string,
  search: string,
  site?: SiteData,
): Promise<string | undefined> {
  if (!queryRoutes.has(pathname)) {
    if (queryRoutes.size >= QUERY_ROUTES_KEPT) queryRoutes.clear();
    queryRoutes.set(pathname, matchPage(pathname)?.route);
  }
  const route = queryRoutes.get(pathname);
  return route && (await loadPage(route)).search?.(new URLSearchParams(search), site);
}

/**
 * The route of each path asked for its query, a few hundred at most: the site's server asks on
 * every request with a query, and matching a path ranks every route afresh. The server's alone.
 */
const queryRoutes = new Map<string, PageRoute | undefined>();
const QUERY_ROUTES_KEPT = 500;

/** Every path of the site that is a page, in the order of `PAGES`. */
export async function pagePaths(site: SiteData): Promise<string[]> {
  const paths = await Promise.all(
    PAGES.map(async (route) =>
      /[:*]/.test(route.path) ? ((await loadPage(route)).paths?.(site, route) ?? []) : [route.path],
    ),
  );
  return paths.flat();
}

let pageLive = () => {};

/**
 * Resolves once the first page is live: hydrated or rendered, with its effects (its islands'
 * listeners among them) run. The page sits in a Suspense boundary, which React hydrates after the
 * frame around it, so an effect of the frame comes too early for anything on the page.
 */
export const firstPageLive = new Promise<void>((resolve) => (pageLive = resolve));

function PageElement({ route }: { route: PageRoute }) {
  const module = loaded.get(route.id) ?? use(loadPage(route));
  // A parent's effects run after its children's: the whole page's have run by now.
  useEffect(() => pageLive(), []);
  return <module.Component />;
}

const pageElement = (route: PageRoute) => (
  <Suspense fallback={null}>
    <PageElement route={route} />
  </Suspense>
);

/** The site: the frame around whichever page the path names; the back office has its own. */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path={ADMIN.path} element={pageElement(ADMIN)} />
      <Route element={<Layout />}>
        {PAGES.map((route) => (
          <Route key={route.id} path={route.path} element={pageElement(route)} />
        ))}
      </Route>
    </Routes>
  );
}
