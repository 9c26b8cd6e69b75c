import type { Listing } from '@agent-sites/schemas';
import type { UrlSearch } from './search-url.ts';
import type { CityListings } from './city-listings.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isEngaged, subscribeEngagement } from '../../app/engagement.ts';
import { usePageData } from '../../app/page-data.tsx';
import { knownListing } from './known.ts';
import { listingsChangedSince } from './listings-version.ts';

/**
 * The home page's featured three, one listing by its slug, a search's results (`search`, keyed
 * by its query in one spelling, `searchQuery`), or a city's page (`city`, its slug): never every
 * listing (docs/decisions/054-search-in-the-database.md).
 */
export type ListingsRequest =
  { featured: true } | { slug: string } | { search: UrlSearch; query: string } | { city: string };

/** What a page shows of a read: its data once there is some, whether it is waiting, whether it failed. */
export interface Reading<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** Whether `data` is the placeholder a page passed (its previous results) while the read answers. */
  isPlaceholderData?: boolean;
}

const requestKey = (request: ListingsRequest) =>
  'slug' in request
    ? `one:${request.slug}`
    : 'search' in request
      ? `search:${request.query}`
      : 'city' in request
        ? `city:${request.city}`
        : 'featured';

/**
 * Whether the listings have changed since `version`, the one the page was rendered with: asked
 * once the page is live, in a few bytes, so a visitor on a page older than the data sees it
 * corrected without doing anything (docs/decisions/017-fresh-pages.md).
 */
function useOutdated(version: string | undefined): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (version === undefined) return;
    let active = true;
    listingsChangedSince(version).then(
      (changed) => {
        if (active && changed) setOutdated(true);
      },
      // Offline or the backend is down: the page stays as it was rendered, and the visitor's
      // first interaction still reads afresh.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [version]);
  return outdated;
}

/**
 * Listings for a page: what the page already knows (prerendered, or read before a navigation) at
 * once, then a fresh read by react-query. The read starts at once when the page has nothing to
 * show or is older than the data (`useOutdated`), and otherwise on the visitor's first interaction
 * (`app/engagement.ts`): the prerendered page
 * becomes interactive without react-query and postgrest-js, and the read is done before the
 * visitor can act on what it shows.
 * See docs/decisions/016-listing-reads.md.
 */
export function useRead<T>(
  request: ListingsRequest,
  known: T | undefined,
  version: string | undefined,
  placeholder?: T,
): Reading<T> {
  const key = requestKey(request);
  const shown = known ?? placeholder;
  const [answer, setAnswer] = useState<{ key: string; reading: Reading<T> }>();
  const engaged = useSyncExternalStore(subscribeEngagement, isEngaged, () => false);
  const outdated = useOutdated(version);
  // Nothing to show (a client-side navigation, a listing newer than the build): read at once,
  // and keep reading once an answer has come. Effects run only once the page is live, so this
  // needs no flag of its own for hydration: such a flag would differ between the hydration and the
  // render after it, and React would render the whole page again at once to catch up
  // (docs/decisions/036-cheaper-hydration.md).
  // A placeholder is not what was asked for: its page reads at once too.
  const live = engaged || outdated || known === undefined || answer?.key === key;
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let active = true;
    // react-query, postgrest-js and the queries load when the page needs a fresh read.
    void import('./live-read.ts').then(({ watchListings }) => {
      if (!active) return;
      stop = watchListings(request, known as Listing[] | Listing | null | undefined, (reading) =>
        setAnswer({ key, reading: reading as Reading<T> }),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
    // The request is the key's (a new object each render is the same read), and what the page
    // shows when the read starts seeds it (react-query's `initialData`), not what it shows later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, key]);

  const fresh = answer?.key === key ? answer.reading : undefined;
  return fresh && (fresh.data !== undefined || shown === undefined)
    ? fresh
    : { data: shown, isPending: shown === undefined, isError: false, isPlaceholderData: known === undefined };
}

/**
 * The home page's featured listings (spec §9: the first three current, newest first): the page's
 * own, then a read of those three rows, not of every listing.
 */
export function useFeaturedListings() {
  const page = usePageData();
  return useRead<Listing[]>({ featured: true }, page?.featured, page?.listingsVersion);
}

/** One listing by its slug; `null` once the read finds none. */
export function useListing(slug: string) {
  const page = usePageData();
  const rendered = page?.listing?.slug === slug ? page.listing : undefined;
  return useRead<Listing | null>({ slug }, knownListing(slug) ?? rendered, page?.listingsVersion);
}

/**
 * A city's page (`city.ts`): the homes on the market there, the agent's sales and the figures, the
 * page's own, then a read of that city, never of every listing.
 */
export function useCity(slug: string) {
  const page = usePageData();
  return useRead<CityListings>({ city: slug }, page?.city, page?.listingsVersion);
}
