import { displayedPrice, type PropertyType } from '@agent-sites/schemas';
import type { ListingSummary } from './listing';

/** The property types a visitor can filter by, in the order the filter panel lists them. */
export { PROPERTY_TYPES, type PropertyType } from '@agent-sites/schemas';

export type BedsFilter = 'any' | '1' | '2' | '3' | '4';
export type BathsFilter = 'any' | '1' | '2' | '3';

/**
 * The listings page filters (spec §5), as the form holds them: strings, so the panel stays a plain
 * controlled form and the values survive a round trip through the URL.
 */
export interface ListingFilters {
  /** `'all'` or a city slug from `citySlug`. */
  neighborhood: string;
  /** Whole dollars as typed; non-digits are ignored. Empty for no minimum. */
  minPrice: string;
  /** Whole dollars as typed; non-digits are ignored. Empty for no maximum. */
  maxPrice: string;
  /** At least this many bedrooms. */
  beds: BedsFilter;
  /** At least this many bathrooms (a half bath counts: 2.5 meets "2+"). */
  baths: BathsFilter;
  propertyType: 'any' | PropertyType;
}

export const EMPTY_FILTERS: Readonly<ListingFilters> = Object.freeze({
  neighborhood: 'all',
  minPrice: '',
  maxPrice: '',
  beds: 'any',
  baths: 'any',
  propertyType: 'any',
});

/** What the filters read from a listing; `ListingSummary` satisfies it. */
export type FilterableListing = Pick<
  ListingSummary,
  'city' | 'status' | 'price' | 'closedPrice' | 'bedrooms' | 'bathrooms'
> & {
  /** `null` or missing when the agent has not set it. */
  propertyType?: PropertyType | null;
};

/** "Royal Oak" → "royal-oak": lowercase, spaces turned into hyphens (spec §5). */
export function citySlug(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "$400,000" → "400000". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when any filter would narrow the results: the panel then offers "Clear Filters". */
export function isFilterActive(filters: ListingFilters): boolean {
  return (
    !isAllNeighborhoods(filters.neighborhood) ||
    digitsOnly(filters.minPrice) !== '' ||
    digitsOnly(filters.maxPrice) !== '' ||
    filters.beds !== 'any' ||
    filters.baths !== 'any' ||
    filters.propertyType !== 'any'
  );
}

export interface NeighborhoodOption {
  /** The city slug, the value of `ListingFilters.neighborhood`. */
  value: string;
  /** The city as the listings spell it. */
  label: string;
  /** How many of the listings are in the city. */
  count: number;
}

/** One option per city present in `listings`, with its listing count, sorted by city name. */
export function neighborhoodOptions(listings: readonly Pick<ListingSummary, 'city'>[]): NeighborhoodOption[] {
  const bySlug = new Map<string, NeighborhoodOption>();
  for (const { city } of listings) {
    const value = citySlug(city);
    if (value === '') continue;
    const option = bySlug.get(value);
    if (option) option.count += 1;
    else bySlug.set(value, { value, label: city.trim(), count: 1 });
  }
  return [...bySlug.values()].sort((a, b) => a.label.localeCompare(b.label, 'en-US'));
}

/**
 * Whether a listing passes every filter (spec §5). Missing data never hides a listing from the
 * price, beds or baths filters: a home with "Price TBD" or unknown bedrooms still shows. The
 * property type is the exception: once a visitor picks "Condo", a listing whose type is unknown is
 * left out, because showing it would claim it is a condo.
 */
export function matchesFilters(listing: FilterableListing, filters: ListingFilters): boolean {
  if (!isAllNeighborhoods(filters.neighborhood) && citySlug(listing.city) !== filters.neighborhood) {
    return false;
  }

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

function isAllNeighborhoods(neighborhood: string): boolean {
  return neighborhood === 'all' || neighborhood === '';
}

function parseAmount(typed: string): number | null {
  const digits = digitsOnly(typed);
  return digits === '' ? null : Number(digits);
}

function atLeast(value: number | null, filter: BedsFilter | BathsFilter): boolean {
  if (filter === 'any' || value == null) return true;
  return value >= Number(filter);
}
