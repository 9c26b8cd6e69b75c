import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { preloadDeferred } from './app/deferred.tsx';
import { HeadCollector, HeadProvider } from './app/head.tsx';
import { PageDataProvider, type PageData, type SiteData } from './app/page-data.tsx';
import { pageDataFor, preparePage, SiteRoutes } from './app/routes.tsx';
import { env } from './config/env.ts';
import { pageDataScript, renderHead, shareCardOf } from './app/head-tags.ts';
import { siteShareCard, type ShareCard } from './app/share-card.ts';
import { heroPhoto } from './config/photos/hero.ts';
import { absoluteUrl } from './config/site.ts';
import { APP_ICONS, APP_MANIFEST_PATH, appIconSvg, appManifest } from './features/admin/app-manifest.ts';
import { theme } from './theme.ts';

export { canonicalSearch, pagePaths } from './app/routes.tsx';
export type { SiteData } from './app/page-data.tsx';
export { feed } from './app/feed.ts';

export const siteUrl = () => env.siteUrl;
export const supabaseUrl = () => env.supabaseUrl;

export type { ShareCard } from './app/share-card.ts';

/**
 * What every share card is drawn on: the site's own card (`site.shareImage`, for structured data)
 * and the hero photo, as the browser's build wrote it under `dist/`.
 */
export const shareCards = () => ({
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
export const adminApp = () => ({
  manifestPath: APP_MANIFEST_PATH,
  manifest: appManifest(),
  icons: APP_ICONS.map((icon) => ({ ...icon, svg: appIconSvg(icon.kind) })),
});

export interface RenderedPage {
  /** The page's HTTP status (404 for unknown paths). */
  status: number;
  head: string;
  /** The page's canonical URL, which the sitemap lists. */
  canonical: string;
  /** When the page's content last changed (ISO date), if it knows. */
  lastModified?: string;
  styles: string;
  html: string;
  /** The modules in `src/routes/` that rendered, whose chunks the page should preload. */
  modules: string[];
  /** The data the page rendered with, for the browser to hydrate with: a JSON script element. */
  data: string;
  /** The listings version the page shows, when it shows listings. */
  listingsVersion?: string;
  /** The picture shared with a link to the page, which the build (or the site's server) renders. */
  shareCard: ShareCard;
}

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
