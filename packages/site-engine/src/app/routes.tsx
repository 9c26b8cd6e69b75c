import { Suspense, use, useEffect } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import definition from 'virtual:agent-site';
import type { PageModule, PageRoute } from '../site-definition.ts';
import { Layout } from './Layout.tsx';
import type { PageDataFields, SiteData } from './page-data.tsx';

export type { PageModule, PageRoute };

/**
 * Every page of the site, as its definition lists them (`src/site.ts`), each its own chunk. The
 * router is React Router's declarative one: the site has no loaders or actions, and the data
 * router would cost every page another 15 kB of JavaScript (docs/decisions/004-prerender-and-hydrate.md).
 */
export const PAGES: readonly PageRoute[] = definition.pages;

/**
 * The agent's back office: outside the site's frame, rendered only in the browser (the server
 * answers every `/admin` path with its shell), and in chunks no public page loads.
 */
export const ADMIN: PageRoute = {
  id: 'admin',
  path: '/admin/*',
  // The engine's own `routes/admin.tsx`, not a module of the site's (`moduleOf` in entry-server.tsx).
  module: 'admin',
  load: () => import('../routes/admin.tsx'),
};

const ROUTES = [ADMIN, ...PAGES];

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();

export function loadPage(route: PageRoute): Promise<PageModule> {
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

/**
 * The data the page at `pathname` is rendered with, for the URL query it renders for (`query`, in
 * its one spelling), as its route module declares it.
 */
export async function pageDataFor(
  pathname: string,
  site: SiteData,
  query = '',
): Promise<PageDataFields | undefined> {
  const match = matchPage(pathname);
  if (!match) return undefined;
  return (await loadPage(match.route)).pageData?.(site, match.params, new URLSearchParams(query));
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

/**
 * The pages the build leaves to the site's server (a route's `onDemandPaths`), in the order of
 * `PAGES`: they exist, and the sitemap lists them.
 */
export async function onDemandPaths(site: SiteData): Promise<string[]> {
  const paths = await Promise.all(
    PAGES.filter((route) => /[:*]/.test(route.path)).map(
      async (route) => (await loadPage(route)).onDemandPaths?.(site, route) ?? [],
    ),
  );
  return paths.flat();
}

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
