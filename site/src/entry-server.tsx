import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { preloadDeferred } from './app/deferred.tsx';
import { renderHead, scriptSafeJson } from './app/head-tags.ts';
import { HeadCollector, HeadProvider } from './app/head.tsx';
import { preparePage, SiteRoutes } from './app/routes.tsx';
import { env } from './config/env.ts';
import { absoluteUrl } from './config/site.ts';
import {
  LISTINGS_DATA_ID,
  PAGE_DATA_ID,
  primeAllListings,
  primeListings,
  startPrerender,
} from './features/listings/known.ts';
import { FEATURED_DATA_ID, featured } from './features/listings/FeaturedListings.tsx';
import { toListing, type ListingRow } from './features/listings/rows.ts';
import {
  primeApprovedReviews,
  REVIEWS_DATA_ID,
  toApprovedReviews,
} from './features/reviews/approved-reviews.ts';

export { prerenderPaths } from './app/prerender-paths.ts';
export { feed } from './app/feed.ts';

export const siteUrl = () => env.siteUrl;
export const supabaseUrl = () => env.supabaseUrl;

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
}

export interface RenderData {
  /** The listing a `/listing/{slug}` page shows, as the REST API returned it. */
  listing?: ListingRow;
  /** Every listing, newest first, as the REST API returned them: `/listings` and `/` show them. */
  listings?: ListingRow[];
  /** The approved reviews `/reviews` shows after its featured ones, as the REST API returned them. */
  reviews?: unknown[];
}

/**
 * Renders one path to HTML at build time: the page's markup, its styled-components rules and its
 * head (title, description, canonical, sharing tags, structured data). A listing page is given
 * its listing, which it renders in full and hands to the browser for hydration; `/listings` every
 * listing, the home page its featured ones, and `/reviews` its approved reviews, likewise.
 */
export async function render(path: string, data: RenderData = {}): Promise<RenderedPage> {
  const route = await preparePage(path);
  startPrerender();
  const listing = data.listing && toListing(data.listing);
  if (listing) primeListings([listing]);
  const listings = data.listings?.map(toListing);
  if (listings) primeAllListings(listings);
  const reviews = toApprovedReviews(data.reviews ?? []);
  primeApprovedReviews(reviews);
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
              <StaticRouter location={path}>
                <SiteRoutes />
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
      // Data, never run: `script-src 'self'` stays free of inline scripts.
      data: [
        listing && `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(listing)}</script>`,
        listings &&
          path === '/listings' &&
          `<script type="application/json" id="${LISTINGS_DATA_ID}">${scriptSafeJson(listings)}</script>`,
        listings &&
          path === '/' &&
          `<script type="application/json" id="${FEATURED_DATA_ID}">${scriptSafeJson(featured(listings))}</script>`,
        reviews.length > 0 &&
          `<script type="application/json" id="${REVIEWS_DATA_ID}">${scriptSafeJson(reviews)}</script>`,
      ]
        .filter(Boolean)
        .join(''),
    };
  } finally {
    sheet.seal();
  }
}
