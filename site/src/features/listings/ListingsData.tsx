import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListingDetail } from './rows.ts';

const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 } },
  });

let client: QueryClient | undefined;

/**
 * The listings' data cache. In the browser it lives across navigations; the prerenderer starts a
 * fresh one for every page (`startPrerender`).
 */
export function listingsClient(): QueryClient {
  client ??= newClient();
  return client;
}

/** The query key of every listing, shared by its query and the data `/listings` was prerendered with. */
export const ALL_LISTINGS_KEY = ['listings'] as const;

/** The query key of one listing, shared by its query and the data a page was prerendered with. */
export const listingKey = (slug: string) => ['listings', slug] as const;

/**
 * Puts listings into the cache before the first render: the prerenderer with the listing it renders,
 * the browser with the same listing read from the page, so hydration meets the HTML it was given.
 * With a stale time of 0 the page still refetches them once it is on screen.
 */
export function primeListings(listings: readonly ListingDetail[]) {
  for (const listing of listings) listingsClient().setQueryData(listingKey(listing.slug), listing);
}

/** The same for `/listings`: every listing, newest first, as its query returns them. */
export function primeAllListings(listings: readonly ListingDetail[]) {
  listingsClient().setQueryData(ALL_LISTINGS_KEY, listings);
}

/** The JSON script element a prerendered listing page carries its listing in (`entry-server.tsx`). */
export const PAGE_DATA_ID = 'listing-data';

/** The JSON script element `/listings` carries every listing it was prerendered with in. */
export const LISTINGS_DATA_ID = 'listings-data';

/** Prerendering: a fresh cache for the next page. */
export function startPrerender() {
  client = newClient();
}

/**
 * Provides the listings' cache, only on the pages that show listings, so the other pages never
 * download react-query.
 */
export function ListingsData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={listingsClient()}>{children}</QueryClientProvider>;
}
