import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { preloadDeferred } from './app/deferred.tsx';
import { HeadCollector, HeadProvider } from './app/head.tsx';
import { PageDataProvider, type PageData, type SiteData } from './app/page-data.tsx';
import {
  ADMIN,
  canonicalSearch,
  loadPage,
  pageDataFor,
  onDemandPaths,
  pagePaths,
  PAGES,
  preparePage,
  SiteRoutes,
  type PageRoute,
} from './app/routes.tsx';
import { env } from './config/env.ts';
import { engineFile } from './engine-files.ts';
import type { AdminApp, Feed, RenderedPage, ServerEntry, ShareCardSetting } from './server-entry.ts';
import { pageDataScript, renderHead, shareCardOf } from './app/head-tags.ts';
import { siteShareCard } from './app/share-card.ts';
import { heroPhoto } from './config/photos/hero.ts';
import { absoluteUrl } from './config/site.ts';
import { APP_ICONS, APP_MANIFEST_PATH, appIconSvg, appManifest } from './features/admin/app-manifest.ts';
import definition, { engineBuilt, engineModules } from 'virtual:agent-site';

export { canonicalSearch, onDemandPaths, pagePaths };
export type { SiteData } from './app/page-data.tsx';

export const siteUrl = () => env.siteUrl;
export const supabaseUrl = () => env.supabaseUrl;

export type { RenderedPage };

/**
 * What every share card is drawn on: the site's own card (`site.shareImage`, for structured data)
 * and the hero photo, as the browser's build wrote it under `dist/`.
 */
export const shareCards = (): ShareCardSetting => ({
  site: siteShareCard(),
  backdrop: heroPhoto.src,
  colors: {
    surface: definition.theme.color.surface.inverse,
    text: definition.theme.color.text.inverse,
    muted: definition.theme.color.text.inverseMuted,
    accent: definition.theme.color.brand.accent,
  },
});

/** The back office as an app: its manifest, and its icons as SVG for the build to render. */
export const adminApp = (): AdminApp => ({
  manifestPath: APP_MANIFEST_PATH,
  manifest: appManifest(),
  icons: APP_ICONS.map((icon) => ({ ...icon, svg: appIconSvg(icon.kind) })),
});

/**
 * The module that renders `route`, as the browser build's manifest names it (a path from the site's
 * folder): a page of the site's `src/routes/`, or the engine's back office.
 */
const moduleOf = (route: PageRoute) =>
  route === ADMIN
    ? `${engineModules}/${engineFile('routes/admin.tsx', engineBuilt)}`
    : `src/routes/${route.module}.tsx`;

/** The site's RSS feed, from the page module that declares one (`feed`), if any. */
export async function feed(): Promise<Feed | undefined> {
  for (const route of PAGES) {
    const found = await (await loadPage(route)).feed?.();
    if (found) return found;
  }
  return undefined;
}

/**
 * Renders one path to HTML: the page's markup, its styled-components rules and its head (title,
 * description, canonical, sharing tags, structured data). The page is rendered with the share of
 * `site` its route module declares (`pageData`), which it carries for the browser to hydrate
 * with. Without `site`, a page with data renders as in the browser before its read answers (the
 * listing page's shell). `location` is a path, with a query (`/listings?area=lakeside`) for a page
 * that renders by its query (`canonicalSearch`); the page data then carries that query, so hydration renders the same.
 */
export async function render(location: string, site?: SiteData): Promise<RenderedPage> {
  const [path = '/', query = ''] = location.split('?', 2);
  const route = await preparePage(path);
  const fields = site && (await pageDataFor(path, site, query));
  const data: PageData | undefined = fields && {
    path,
    renderedAt: Date.now(),
    ...fields,
    ...(query ? { search: query } : {}),
  };
  // After the page's module has loaded, so the deferred forms it declares render in full.
  await preloadDeferred();
  const collector = new HeadCollector();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <HeadProvider collector={collector}>
            <App>
              <StaticRouter location={location}>
                <PageDataProvider data={data}>
                  <SiteRoutes />
                </PageDataProvider>
              </StaticRouter>
            </App>
          </HeadProvider>
        </StrictMode>,
      ),
    );
    if (!collector.head) throw new Error(`${path}: the page declares no <Seo> head`);
    return {
      status: !route || route.path === '*' ? 404 : 200,
      head: renderHead(collector.head),
      canonical: absoluteUrl(collector.head.path),
      lastModified: collector.head.lastModified,
      styles: sheet.getStyleTags(),
      html,
      modules: route ? [moduleOf(route)] : [],
      data: data ? pageDataScript(data) : '',
      listingsVersion: data?.listingsVersion,
      shareCard: shareCardOf(collector.head),
    };
  } finally {
    sheet.seal();
  }
}

// The engine's build and server load this module's build by its path: it keeps their contract.
void ({
  render,
  pagePaths,
  onDemandPaths,
  canonicalSearch,
  siteUrl,
  supabaseUrl,
  shareCards,
  adminApp,
  feed,
} satisfies ServerEntry);
