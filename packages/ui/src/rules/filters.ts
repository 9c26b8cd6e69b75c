import { displayedPrice, formatNumber, PROPERTY_TYPES, type PropertyType } from '@agent-sites/schemas';
import type { ListingSummary } from './listing';

/** The property types a visitor can filter by, in the order the filter panel lists them. */
export { PROPERTY_TYPES, type PropertyType } from '@agent-sites/schemas';

export type BedsFilter = 'any' | '1' | '2' | '3' | '4';
export type BathsFilter = 'any' | '1' | '2' | '3';

/** What the visitor is looking to do: buy a home for sale, or rent one. */
export const LISTING_MODES = [
  { value: 'sale', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
] as const;
export type ListingMode = (typeof LISTING_MODES)[number]['value'];

/** The orders the results can be shown in; the first is the default. */
export const LISTING_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price (Low to High)' },
  { value: 'price-desc', label: 'Price (High to Low)' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

const BEDS: readonly BedsFilter[] = ['any', '1', '2', '3', '4'];
const BATHS: readonly BathsFilter[] = ['any', '1', '2', '3'];

/**
 * The listings page filters (spec §5) and the results' order, as the forms hold them: strings, so
 * the fields stay plain form controls and the values survive a round trip through the URL.
 */
export interface ListingFilters {
  /** Homes for sale, or homes for rent. */
  mode: ListingMode;
  /** City slugs from `citySlug`; empty for every neighborhood. */
  areas: readonly string[];
  /** Whole dollars as typed (a month, when renting); non-digits are ignored. Empty for no minimum. */
  minPrice: string;
  /** Whole dollars as typed (a month, when renting); non-digits are ignored. Empty for no maximum. */
  maxPrice: string;
  /** At least this many bedrooms. */
  beds: BedsFilter;
  /** At least this many bathrooms (a half bath counts: 2.5 meets "2+"). */
  baths: BathsFilter;
  propertyType: 'any' | PropertyType;
  /** The order of the results: not a filter, so "Clear Filters" keeps it. */
  sort: ListingSort;
}

export const EMPTY_FILTERS: Readonly<ListingFilters> = Object.freeze({
  mode: 'sale',
  areas: Object.freeze([]),
  minPrice: '',
  maxPrice: '',
  beds: 'any',
  baths: 'any',
  propertyType: 'any',
  sort: 'newest',
});

/**
 * The URL query parameter of each filter, which is also the name of its field in every filter
 * form (`FilterPanel`, `HomeSearch`): a form sent without JavaScript (a GET) lands on the URL the
 * page would have written itself, e.g. `/listings?area=oak-park&area=riverside&max=400000&beds=3`.
 */
export const FILTER_PARAMS = {
  mode: 'for',
  areas: 'area',
  minPrice: 'min',
  maxPrice: 'max',
  beds: 'beds',
  baths: 'baths',
  propertyType: 'type',
  sort: 'sort',
} as const satisfies Record<keyof ListingFilters, string>;

/** "Oak Park" → "oak-park": lowercase, spaces turned into hyphens (spec §5). */
export function citySlug(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, '-');
}

/** "$400,000" → "400000". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** What `citySlug` makes of a city's name ("st.-clair-shores"); anything else in a URL is not a city. */
const AREA_SLUG = /^[a-z0-9][a-z0-9.'-]{0,59}$/;
/** The most digits a price in a URL keeps: $999,999,999, above any home's price or rent. */
const PRICE_DIGITS = 9;

/** A price from a URL: its digits, at most `PRICE_DIGITS` of them. */
const priceParam = (value: string | null) => digitsOnly(value ?? '').slice(0, PRICE_DIGITS);

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The filters a URL query (or a filter form sent without JavaScript) asks for. Anything unknown is
 * ignored: a value no field offers, a parameter the page does not know, a city that is not a
 * slug, and, when `knownAreas` is given, a city not among them (a URL's words are nobody's
 * neighborhood until a listing is there). Several `area` parameters choose several
 * neighborhoods; one (the old single-area URL) chooses one. Prices keep their digits only
 * (`?min=%24300%2C000` is $300,000), nine at most.
 */
export function filtersFromParams(params: URLSearchParams, knownAreas?: ReadonlySet<string>): ListingFilters {
  const areas = new Set(
    params
      .getAll(FILTER_PARAMS.areas)
      .map((area) => area.trim().toLowerCase())
      // "all" was the single-area URL's "every neighborhood".
      .filter((area) => area !== 'all' && AREA_SLUG.test(area) && (knownAreas?.has(area) ?? true)),
  );
  return {
    mode: pick(
      LISTING_MODES.map((mode) => mode.value),
      params.get(FILTER_PARAMS.mode),
      'sale',
    ),
    areas: [...areas].sort(),
    minPrice: priceParam(params.get(FILTER_PARAMS.minPrice)),
    maxPrice: priceParam(params.get(FILTER_PARAMS.maxPrice)),
    beds: pick(BEDS, params.get(FILTER_PARAMS.beds), 'any'),
    baths: pick(BATHS, params.get(FILTER_PARAMS.baths), 'any'),
    propertyType: pick(
      ['any', ...PROPERTY_TYPES.map((type) => type.value)],
      params.get(FILTER_PARAMS.propertyType),
      'any',
    ),
    sort: pick(
      LISTING_SORTS.map((sort) => sort.value),
      params.get(FILTER_PARAMS.sort),
      'newest',
    ),
  };
}

/**
 * The URL query for a set of filters: only what differs from `EMPTY_FILTERS`, in one order, with
 * the neighborhoods sorted, so a cleared view has a clean URL and one search has one address.
 */
export function filterParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.mode !== 'sale') params.set(FILTER_PARAMS.mode, filters.mode);
  for (const area of [...new Set(filters.areas)].sort()) params.append(FILTER_PARAMS.areas, area);
  const min = digitsOnly(filters.minPrice);
  const max = digitsOnly(filters.maxPrice);
  if (min) params.set(FILTER_PARAMS.minPrice, min);
  if (max) params.set(FILTER_PARAMS.maxPrice, max);
  if (filters.beds !== 'any') params.set(FILTER_PARAMS.beds, filters.beds);
  if (filters.baths !== 'any') params.set(FILTER_PARAMS.baths, filters.baths);
  if (filters.propertyType !== 'any') params.set(FILTER_PARAMS.propertyType, filters.propertyType);
  if (filters.sort !== 'newest') params.set(FILTER_PARAMS.sort, filters.sort);
  return params;
}

/**
 * How many filters narrow the results, as the Filters button shows it: renting, the
 * neighborhoods (one filter however many are ticked), each price bound, beds, baths and type.
 */
export function activeFilterCount(filters: ListingFilters): number {
  return [
    filters.mode !== 'sale',
    filters.areas.length > 0,
    digitsOnly(filters.minPrice) !== '',
    digitsOnly(filters.maxPrice) !== '',
    filters.beds !== 'any',
    filters.baths !== 'any',
    filters.propertyType !== 'any',
  ].filter(Boolean).length;
}

/** True when any filter would narrow the results: the page then offers "Clear Filters". */
export function isFilterActive(filters: ListingFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** "Clear Filters": every filter back to its default; the order the visitor chose stays. */
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

/**
 * The filters for buying or renting. Switching clears the price range: a sale price is no
 * monthly rent, and a rent of $1,500 would hide every home for sale.
 */
export function withMode(filters: ListingFilters, mode: ListingMode): ListingFilters {
  if (filters.mode === mode) return filters;
  return { ...filters, mode, minPrice: '', maxPrice: '' };
}

/**
 * How many listings match: "7 homes match", and with a breakdown "7 homes match: 4 for sale, 3
 * pending or closed", so a visitor is not promised homes that are already sold.
 */
export function resultCountText(count: number, pendingOrClosed?: number): string {
  const matches = `${formatNumber(count)} ${count === 1 ? 'home matches' : 'homes match'}`;
  if (pendingOrClosed === undefined || count === 0) return matches;
  const forSale = formatNumber(count - pendingOrClosed);
  return `${matches}: ${forSale} for sale, ${formatNumber(pendingOrClosed)} pending or closed`;
}

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

/** "lake-forest-park" → "Lake Forest Park": a chosen city no listing spells any more. */
function cityFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * One option per city present in `listings`, with its listing count, sorted by city name. A city
 * in `chosen` that none of `listings` is in (chosen among the homes for sale, then Rent pressed)
 * is offered too, with a count of 0, so the visitor can see it is chosen and untick it. Its label
 * is made from its slug: choose only known cities (`filtersFromParams`' `knownAreas`), never a
 * URL's words as they came.
 */
export function neighborhoodOptions(
  listings: readonly Pick<ListingSummary, 'city'>[],
  chosen: readonly string[] = [],
): NeighborhoodOption[] {
  const bySlug = new Map<string, NeighborhoodOption>();
  for (const { city } of listings) {
    const value = citySlug(city);
    if (value === '') continue;
    const option = bySlug.get(value);
    if (option) option.count += 1;
    else bySlug.set(value, { value, label: city.trim(), count: 1 });
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
