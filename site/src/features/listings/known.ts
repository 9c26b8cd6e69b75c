import type { ListingDetail } from './rows.ts';

/**
 * What this page knows of the listings without asking: what it was prerendered with, and since
 * then what the live reader last read (`live-read.tsx`). Pages show it at once, so hydration meets
 * the HTML it was given and a navigation from /listings to a listing needs no loading state; the
 * live reader then reads afresh. No react-query here, so a page's first load goes without it.
 */
let all: ListingDetail[] | undefined;
const bySlug = new Map<string, ListingDetail>();

/** The query key of every listing, newest first. */
export const ALL_LISTINGS_KEY = ['listings'] as const;

/** The query key of one listing. */
export const listingKey = (slug: string) => ['listings', slug] as const;

/** The JSON script element a prerendered listing page carries its listing in (`entry-server.tsx`). */
export const PAGE_DATA_ID = 'listing-data';

/** The JSON script element `/listings` carries every listing it was prerendered with in. */
export const LISTINGS_DATA_ID = 'listings-data';

/** Every listing, newest first, if this page knows them. */
export function knownListings(): ListingDetail[] | undefined {
  return all;
}

/** One listing, if this page knows it. */
export function knownListing(slug: string): ListingDetail | undefined {
  return bySlug.get(slug);
}

/** Remembers one listing: the page it was prerendered for, or a fresh read. */
export function primeListings(listings: readonly ListingDetail[]) {
  for (const listing of listings) bySlug.set(listing.slug, listing);
}

/** Remembers every listing (and each of them on its own). */
export function primeAllListings(listings: ListingDetail[]) {
  all = listings;
  primeListings(listings);
}

/** Prerendering: the next page knows only what it is given. */
export function startPrerender() {
  all = undefined;
  bySlug.clear();
}
