import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { preloadDeferred } from './app/deferred.tsx';
import { HeadCollector, HeadProvider } from './app/head.tsx';
import { PageDataProvider, type PageData, type SiteData } from './app/page-data.tsx';
import { canonicalSearch, pageDataFor, pagePaths, preparePage, SiteRoutes } from './app/routes.tsx';
import { feed } from './features/blog/feed.ts';
import { env } from './config/env.ts';
import type {
  AdminApp,
  RenderedPage,
  ServerEntry,
  ShareCardSetting,
} from '@agent-sites/site-engine/server-entry';
import { pageDataScript, renderHead, shareCardOf } from './app/head-tags.ts';
import { siteShareCard } from './app/share-card.ts';
import { heroPhoto } from './config/photos/hero.ts';
import { absoluteUrl } from './config/site.ts';
import { APP_ICONS, APP_MANIFEST_PATH, appIconSvg, appManifest } from './features/admin/app-manifest.ts';
import { theme } from './theme.ts';

export { canonicalSearch, feed, pagePaths };
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
    surface: theme.color.surface.inverse,
    text: theme.color.text.inverse,
    muted: theme.color.text.inverseMuted,
    accent: theme.color.brand.accent,
  },
});

/** The back office as an app: its manifest, and its icons as SVG for the build to render. */
export const adminApp = (): AdminApp => ({
  manifestPath: APP_MANIFEST_PATH,
  manifest: appManifest(),
  icons: APP_ICONS.map((icon) => ({ ...icon, svg: appIconSvg(icon.kind) })),
});

/**
 * Renders one path to HTML: the page's markup, its styled-components rules and its head (title,
 * description, canonical, sharing tags, structured data). The page is rendered with the share of
 * `site` its route module declares (`pageData`), which it carries for the browser to hydrate
 * with. Without `site`, a page with data renders as in the browser before its read answers (the
 * listing page's shell). `location` is a path, with a query (`/listings?area=ferndale`) for a page
 * that renders by its query (`canonicalSearch`); the page data then carries that query, so hydration renders the same.
 */
export async function render(location: string, site?: SiteData): Promise<RenderedPage> {
  const [path = '/', query = ''] = location.split('?', 2);
  const route = await preparePage(path);
  const fields = site && (await pageDataFor(path, site));
  const data: PageData | undefined = fields && { path, ...fields, ...(query ? { search: query } : {}) };
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
      status: !route || route.id === 'not-found' ? 404 : 200,
      head: renderHead(collector.head),
      canonical: absoluteUrl(collector.head.path),
      lastModified: collector.head.lastModified,
      styles: sheet.getStyleTags(),
      html,
      modules: route ? [route.module] : [],
      data: data ? pageDataScript(data) : '',
      listingsVersion: data?.listingsVersion,
      shareCard: shareCardOf(collector.head),
    };
  } finally {
    sheet.seal();
  }
}

// The engine loads this module's build by its path: it must keep the engine's contract.
void ({
  render,
  pagePaths,
  canonicalSearch,
  siteUrl,
  supabaseUrl,
  shareCards,
  adminApp,
  feed,
} satisfies ServerEntry);
