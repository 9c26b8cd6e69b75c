import type { Listing, ListingRow } from '@agent-sites/schemas';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteData as EngineSiteData } from '../server-entry.ts';
import type { ApprovedReview } from '../features/reviews/approved-reviews.ts';
import type { Results } from '../features/results/results.ts';
import type { ListingsSearch } from '../features/listings/search-results.ts';
import type { CityListings } from '../features/listings/city-listings.ts';

/**
 * The page-data contract (docs/decisions/015-page-data.md): what the site's data pages are
 * rendered with. The build reads it once, as an anonymous visitor would; the site's server reads
 * it again when the listings change (docs/decisions/017-fresh-pages.md). A route module declares
 * what it takes from it (`pageData`) and, for a path with parameters, which paths exist
 * (`paths`); the page reads its share with `usePageData()`.
 */
export type SiteData = EngineSiteData<ListingRow>;

/** What one page was rendered with: the fields its route module's `pageData` chose. */
export interface PageDataFields {
  /** The listings version the page shows; the open page asks whether it is still the newest. */
  listingsVersion?: string;
  listing?: Listing;
  featured?: Listing[];
  /** A search's results (`/listings`): its sections' pages and the neighbourhoods' counts. */
  listingsSearch?: ListingsSearch;
  /** A city's homes on the market, the agent's sales there and its figures (a neighbourhood page). */
  city?: CityListings;
  reviews?: ApprovedReview[];
  /**
   * The URL query the page was rendered for, when its route renders by its query (the listings'
   * filters, `search` in a route module) and the site's server rendered it for one.
   */
  search?: string;
  /** The agent's results strip, computed from the listings and approved reviews. */
  results?: Results;
}

/** A page's data, for the path it was rendered for. */
export interface PageData extends PageDataFields {
  path: string;
  /** When the page was rendered (ms since 1970): what it shows by the time, it shows as of then. */
  renderedAt?: number;
}

/** The one JSON script element a prerendered page carries its data in. */
export const PAGE_DATA_ID = 'page-data';

const isPageData = (value: unknown): value is PageData =>
  typeof value === 'object' && value !== null && typeof (value as PageData).path === 'string';

/** The data this document was prerendered with, if it carries any. */
export function readPageData(document: Pick<Document, 'getElementById'>): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isPageData(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

const PageDataContext = createContext<PageData | undefined>(undefined);

/** Gives the pages the data the document was rendered with: the prerenderer's, or the page's own. */
export function PageDataProvider({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** A path as the pages compare them: without a trailing slash, except the root. */
export const normalPath = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * The data the page on screen was rendered with, or nothing: after a navigation inside the app
 * the document's data belongs to another page, and the page reads afresh.
 */
export function usePageData(): PageDataFields | undefined {
  const data = useContext(PageDataContext);
  const { pathname } = useLocation();
  return data && data.path === normalPath(pathname) ? data : undefined;
}

/**
 * When the document's page was rendered, whichever page is on screen now: the time hydration
 * shows things by (`useShownTime`).
 */
export function useRenderedAt(): number | undefined {
  return useContext(PageDataContext)?.renderedAt;
}
