// The contract between the engine's build and server and a site's server entry: what the engine's
// `entry-server.tsx`, built by Vite for Node with the site's definition, exports. The build
// prerenders with it and the site server renders fresh pages with it (docs/decisions/012-prerender.md,
// 015-page-data.md, 017-fresh-pages.md). The engine's Node side loads the built entry by its path.
import type { ShareCard } from './share-card.ts';

/**
 * The site's data, as an anonymous visitor reads it through the REST API: the agent's own listings
 * newest first, the approved reviews newest approval first, and `public.listings_version()` when
 * they were read. The rows' shape is the site's (its database types).
 */
export interface SiteData<Listing = unknown, Review = unknown> {
  /**
   * The agent's own listings (`source = 'agent'`), every one: the pages the build prerenders. A
   * feed's listings are read one at a time when their page is asked for (decision 058).
   */
  listings: Listing[];
  reviews: Review[];
  listingsVersion: string;
  /**
   * Each city with listings and how many (`public.listing_areas()`, the database's aggregate):
   * the neighbourhoods a URL may name (docs/decisions/054-search-in-the-database.md). Missing
   * where a caller made the data itself.
   */
  areas?: SiteArea[];
  /**
   * The project the data was read from and its anon key: a page that searches (`/listings`) reads
   * its results there for the query it renders. Missing where a caller made the data itself.
   */
  source?: { url: string; anonKey: string };
}

/** A city with listings, as `public.listing_areas()` answers it. */
export interface SiteArea {
  slug: string;
  city: string;
  listings: number;
}

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
  /**
   * The route modules that rendered, as the browser build's manifest names them (paths from the
   * site's folder: `src/routes/home.tsx`), whose chunks the page preloads.
   */
  modules: string[];
  /** The data the page rendered with, for the browser to hydrate with: a JSON script element. */
  data: string;
  /** The listings version the page shows, when it shows listings. */
  listingsVersion?: string;
  /** The picture shared with a link to the page, which the build (or the site's server) draws. */
  shareCard: ShareCard;
}

/** One article in the site's RSS feed. */
export interface FeedItem {
  title: string;
  url: string;
  description: string;
  isoDate: string;
  category: string;
}

/** The back office's installable app: its manifest, and its icons as SVG for the build to render. */
export interface AdminApp {
  manifestPath: string;
  manifest: unknown;
  icons: { path: string; size: number; svg: string }[];
}

/** What every share card is drawn on: the site's own card, the hero photo's path, the theme's colours. */
export interface ShareCardSetting {
  site: ShareCard;
  backdrop: string;
  colors: { surface: string; text: string; muted: string; accent: string };
}

/** The site's RSS feed. */
export interface Feed {
  title: string;
  description: string;
  items: FeedItem[];
}

/** What a site's built server entry exports. */
export interface ServerEntry {
  /**
   * Renders one path (with a query, for a page that renders by its query) with `site`'s data;
   * without `site`, a page with data renders as the browser does before its read answers (a shell).
   */
  render(location: string, site?: SiteData): Promise<RenderedPage>;
  /** Every path of the site that is a page the build renders. */
  pagePaths(site: SiteData): Promise<string[]>;
  /**
   * The pages the build leaves to the site's server, rendered when first asked (a route's
   * `onDemandPaths`): the sitemap lists them. A build from before this contract has none.
   */
  onDemandPaths?(site: SiteData): Promise<string[]>;
  /**
   * The query the page at `pathname` renders for, in its one spelling, keeping only values `site`
   * knows; `undefined` when the page does not read its query.
   */
  canonicalSearch(pathname: string, search: string, site?: SiteData): Promise<string | undefined>;
  /** The public origin the site is published at. */
  siteUrl(): string;
  /** The Supabase URL the pages call, when it is not the page's own origin. */
  supabaseUrl(): string | undefined;
  shareCards(): ShareCardSetting;
  adminApp(): AdminApp;
  /** The RSS feed a page module declares (`feed`), if any. */
  feed(): Promise<Feed | undefined>;
}
