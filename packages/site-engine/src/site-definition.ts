// What a site hands the engine: its agent, its frame's words and links, its theme and its pages.
// The site writes one module that exports its definition (`src/site.ts`); the engine's Vite
// plugin (`siteEngine` in `build/site-plugin.ts`) makes it `virtual:agent-site`, which the
// engine's browser and server modules import. The engine never imports a site by its path
// (docs/decisions/038-the-site-definition.md).
import type { SiteNavItem, Theme } from '@agent-sites/ui';
import type { ComponentType } from 'react';
import type { PageDataFields, SiteData } from './app/page-data.tsx';
import type { Feed } from './server-entry.ts';

/**
 * A photo in the site's photos folder (JPEG, PNG, WebP or SVG). The build writes it in AVIF and
 * WebP at the widths each page needs (`build/pictures.ts`).
 */
export interface AgentPhoto {
  /** The file's name in the site's photos folder (`src/assets/photos/`). */
  file: string;
  /** What it shows, for screen readers; a portrait is named by its person's name without one. */
  alt?: string;
}

/** A brokerage and the state whose transactions go through it. */
export interface Brokerage {
  /** As the footer writes it: "Sample Realty Group, Springfield, Colorado". */
  name: string;
  /** The state, as people write it ("Colorado"); content names a brokerage by it. */
  state: string;
}

/**
 * The agent's identity, as the site's `config/agent.ts` writes it and the engine shows it: the
 * frame, the structured data, the forms, the back office.
 */
export interface AgentConfig {
  name: string;
  firstName: string;
  /** The licensed-broker line in the footer. */
  licenseLine: string;
  /**
   * The brokerages the agent works through, the main one first: one is the common case; an agent
   * licensed in two states has one for each. The footer, the legal pages and the articles name them.
   */
  brokerages: Brokerage[];
  phone: { display: string; href: string };
  email: string;
  socials: { facebook: string; instagram: string };
  /** The places the agent serves, for structured data. */
  serviceArea: string[];
  /** The state most listings are in, as its two capital letters: a new listing starts in it. */
  listingState: string;
  /**
   * The agent's IANA time zone: tour days, reply-by and received times are on this clock. The edge
   * functions take the same value from their AGENT_TIME_ZONE secret (decision 034).
   */
  timeZone: string;
  tagline: string;
  photos: {
    /** The agent's portrait: square works best, at least 480 px. */
    headshot: AgentPhoto;
    /** The home page's hero: a wide scene, at least 1600 px wide. */
    hero: AgentPhoto;
  };
}

/**
 * The site's words in the library's lead forms: the promise after a send and the examples in the
 * fields, which name the places the agent serves. Its own module (`siteEngine({ forms })`), read
 * only by the forms' chunks; a word left out is the library's neutral default.
 */
export interface FormCopy {
  /** What an inquiry, tour or valuation request says once it is delivered. */
  success?: string;
  /**
   * The same outside the agent's working hours, given the server's promise ("after 8 AM",
   * "tomorrow after 8 AM", "Monday after 9 AM"; decision 041). Without it, `success` is shown.
   */
  successAfterHours?: (when: string) => string;
  /** The inquiry's area field, buyers' variants. */
  areaPlaceholder?: string;
  /** The seller variant's area field: the home's address. */
  sellerAreaPlaceholder?: string;
  /** The valuation request's city field. */
  cityPlaceholder?: string;
  /** The review form's location field. */
  reviewLocationPlaceholder?: string;
  /** The guide request's dialog. */
  guide?: { triggerLabel?: string; title?: string; messagePlaceholder?: string };
  /**
   * Choices the site's forms offered once and the shared lists no longer have, by field (`reason`):
   * the back office reads old leads' values as they were offered.
   */
  retiredOptions?: Record<string, readonly { value: string; label: string }[]>;
}

/** A partner professional the site features on a profile of their own. */
export interface PartnerConfig {
  name: string;
  /** Their portrait on their profile. */
  profileImage: AgentPhoto;
}

/** The site around the agent: its name, where it is published, and its frame's links and words. */
export interface SiteConfig {
  /** The site's name, after each page's title and in its sharing tags. */
  name: string;
  /**
   * The origin the site is published at when `VITE_SITE_URL` is not set: a placeholder until
   * launch, which canonical URLs, sitemaps and sharing tags use meanwhile.
   */
  defaultUrl: string;
  /** Open Graph's locale, e.g. `en_US`. */
  locale: string;
  /**
   * The site's own share card (its name and tagline on the hero photo), for structured data;
   * each page has its own. The build draws both.
   */
  shareImage: string;
  /** Under the agent's name in the header. */
  headerTagline: string;
  /** The header's links, in order. */
  nav: SiteNavItem[];
  /** The header's call to action. */
  cta: SiteNavItem;
  /** The footer's quick links. */
  quickLinks: SiteNavItem[];
  /** The footer's legal pages. */
  legalLinks: SiteNavItem[];
  /** The footer's fair-housing statement. */
  equalHousing: string;
  /** The agent's address region in structured data (a state's two letters, e.g. `CO`). */
  addressRegion: string;
}

type Params = Record<string, string | undefined>;

/**
 * A route module in the site's `src/routes/`: its page, and what it needs to be rendered. Adding
 * a page that shows the site's data is one such module: `pageData` picks its share of the site's
 * data, and `paths`, for a path with parameters, says which pages exist
 * (docs/decisions/015-page-data.md).
 */
export interface PageModule {
  Component: ComponentType;
  /** Content the page needs before it can render, loaded with its code (e.g. an article's body). */
  prepare?: (params: Params) => Promise<unknown> | void;
  /**
   * The part of the site's data the page is rendered with; `undefined` when it has none. Only the
   * server runs it: what it needs beyond the page is imported inside it, out of the browser's first load.
   * `query` is the URL query the page renders for (its `search`'s spelling; empty for none): a
   * page that searches reads its results for it (docs/decisions/054-search-in-the-database.md).
   */
  pageData?: (
    site: SiteData,
    params: Params,
    query: URLSearchParams,
  ) => Promise<PageDataFields | undefined> | PageDataFields | undefined;
  /** The paths of this route that are pages (a path with parameters; others are their own path). */
  paths?: (site: SiteData, route: PageRoute) => string[];
  /**
   * Pages of this route that exist but that the build leaves to the site's server, which renders
   * each when first asked and keeps it until the listings change (a neighbourhood only the MLS
   * feed has: docs/decisions/058-listing-pages-on-demand.md). The sitemap lists them. A page not
   * in `paths` or here is rendered on demand too when its `pageData` finds its data; this says
   * which ones exist.
   */
  onDemandPaths?: (site: SiteData, route: PageRoute) => string[];
  /**
   * For a page that renders by its URL query (the listings' filters): the query it reads, in its
   * one spelling (`''` for none). The site's server renders the page for that query, so a link or
   * a form sent without JavaScript opens on its results (docs/decisions/021-listings-search.md).
   * It may be async, to load server-only code (a card's tour: docs/decisions/040-the-cards-tour.md).
   */
  search?: (params: URLSearchParams, site?: SiteData) => string | Promise<string>;
  /**
   * The site's RSS feed, from the page that lists the articles; the build writes it to `rss.xml`.
   * Only the server runs it.
   */
  feed?: () => Promise<Feed | undefined> | Feed | undefined;
}

/** One page of the site: its path and the module that renders it. */
export interface PageRoute {
  id: string;
  path: string;
  /** The module's file name in the site's `src/routes/`, so the prerenderer can preload its chunk. */
  module: string;
  load: () => Promise<PageModule>;
}

/**
 * A page of the site, rendered by `src/routes/<module>.tsx`, whose code `load` imports (its own
 * chunk: `() => import('./routes/home.tsx')`). The path `*` is the not-found page, answered with 404.
 */
export const page = (
  id: string,
  path: string,
  module: string,
  load: () => Promise<PageModule>,
): PageRoute => ({
  id,
  path,
  module,
  load,
});

/** Everything the engine takes from a site. */
export interface SiteDefinition {
  agent: AgentConfig;
  /** The partner the site features, whose portrait the build writes (`agent-photo:partner`). */
  partner?: PartnerConfig;
  site: SiteConfig;
  theme: Theme;
  /**
   * Every public page, in the sitemap's order. Each is its own chunk, so a visitor downloads the
   * code of the page in front of them; the back office (`/admin/*`) is the engine's own.
   */
  pages: readonly PageRoute[];
}
