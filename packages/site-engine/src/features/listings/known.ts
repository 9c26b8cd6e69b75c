import type { Listing } from '@agent-sites/schemas';

/**
 * What this visit has read of the listings (`live-read.ts`), kept across navigations: a
 * navigation from /listings to a listing needs no loading state, and the live reader then reads
 * afresh. The page's own data (`app/page-data.tsx`) comes first on a prerendered page. No
 * react-query here, so a page's first load goes without it.
 */
const bySlug = new Map<string, Listing>();

/** The query key of the home page's featured listings (not a slug's: a slug has no capitals). */
export const FEATURED_LISTINGS_KEY = ['listings', { featured: true }] as const;

/** The query key of a search's results (`/listings`), by its query in one spelling (`searchQuery`). */
export const searchKey = (query: string) => ['listings', { search: query }] as const;

/** The query key of a city's page (`city.ts`); a slug has no capitals. */
export const cityKey = (slug: string) => ['listings', { city: slug }] as const;

/** The query key of one listing. */
export const listingKey = (slug: string) => ['listings', slug] as const;

/** One listing, if this page knows it. */
export function knownListing(slug: string): Listing | undefined {
  return bySlug.get(slug);
}

/** Remembers one listing: the page it was prerendered for, or a fresh read. */
export function primeListings(listings: readonly Listing[]) {
  for (const listing of listings) bySlug.set(listing.slug, listing);
}
