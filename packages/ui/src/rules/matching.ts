import {
  cityFromSlug,
  citySlug,
  digitsOnly,
  displayedPrice,
  type BathsFilter,
  type BedsFilter,
  type ListingFilters,
  type ListingSort,
  type PropertyType,
} from '@agent-sites/schemas';
import type { ListingSummary } from './listing';

// The filters' rules applied to listings in the browser (spec §5): which listings match and which
// neighborhoods a page offers. Apart from `filters.ts` (the filters' state and words, which every
// listings page needs at once), so a page that searches in the database loads them only where it
// matches listings itself (docs/decisions/054-search-in-the-database.md).

/** What the filters read from a listing; `ListingSummary` satisfies it. */
export type FilterableListing = Pick<
  ListingSummary,
  'city' | 'status' | 'price' | 'closedPrice' | 'bedrooms' | 'bathrooms'
> & {
  /** `null` or missing when the agent has not set it. */
  propertyType?: PropertyType | null;
};

export interface NeighborhoodOption {
  /** The city slug, a value of `ListingFilters.areas`. */
  value: string;
  /** The city as the listings spell it. */
  label: string;
  /** How many of the listings are in the city. */
  count: number;
}

/**
 * One option per city present in `listings`, with its listing count, sorted by city name. An
 * entry with a `count` stands for that many homes in its city (a database's count per city), so a
 * page that has not read every listing offers the same options. A city
 * in `chosen` that none of `listings` is in (chosen among the homes for sale, then Rent pressed)
 * is offered too, with a count of 0, so the visitor can see it is chosen and untick it. Its label
 * is made from its slug: choose only known cities (`filtersFromParams`' `knownAreas`), never a
 * URL's words as they came.
 */
export function neighborhoodOptions(
  listings: readonly (Pick<ListingSummary, 'city'> & { count?: number })[],
  chosen: readonly string[] = [],
): NeighborhoodOption[] {
  const bySlug = new Map<string, NeighborhoodOption>();
  for (const { city, count = 1 } of listings) {
    const value = citySlug(city);
    if (value === '') continue;
    const option = bySlug.get(value);
    if (option) option.count += count;
    else bySlug.set(value, { value, label: city.trim(), count });
  }
  for (const value of chosen) {
    if (!bySlug.has(value)) bySlug.set(value, { value, label: cityFromSlug(value), count: 0 });
  }
  return [...bySlug.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
}

/**
 * Whether a listing passes every filter (spec §5). Missing data never hides a listing from the
 * price, beds or baths filters: a home with "Price TBD" or unknown bedrooms still shows. The
 * property type is the exception: once a visitor picks "Condo", a listing whose type is unknown is
 * left out, because showing it would claim it is a condo. Buying or renting decides which
 * listings a page filters (its homes for sale or its rentals), not whether one matches.
 */
export function matchesFilters(listing: FilterableListing, filters: ListingFilters): boolean {
  if (filters.areas.length > 0 && !filters.areas.includes(citySlug(listing.city))) return false;

  const amount = displayedPrice(listing);
  if (amount != null) {
    const min = parseAmount(filters.minPrice);
    const max = parseAmount(filters.maxPrice);
    if (min != null && amount < min) return false;
    if (max != null && amount > max) return false;
  }

  if (!atLeast(listing.bedrooms, filters.beds)) return false;
  if (!atLeast(listing.bathrooms, filters.baths)) return false;

  if (filters.propertyType !== 'any' && listing.propertyType !== filters.propertyType) return false;

  return true;
}

/**
 * The listings in the chosen order, as a new array. `newest` keeps the order given (the site
 * reads listings newest first); by price, a listing without one comes last either way, and
 * listings at the same price keep their order.
 */
export function sortListings<T extends FilterableListing>(listings: readonly T[], sort: ListingSort): T[] {
  if (sort === 'newest') return [...listings];
  const direction = sort === 'price-asc' ? 1 : -1;
  return [...listings].sort((a, b) => {
    const first = displayedPrice(a);
    const second = displayedPrice(b);
    if (first == null || second == null) return Number(first == null) - Number(second == null);
    return (first - second) * direction;
  });
}

function parseAmount(typed: string): number | null {
  const digits = digitsOnly(typed);
  return digits === '' ? null : Number(digits);
}

function atLeast(value: number | null, filter: BedsFilter | BathsFilter): boolean {
  if (filter === 'any' || value == null) return true;
  return value >= Number(filter);
}
