// The listings page's filters (spec §5) as the forms, the URL and the saved searches hold them:
// the type, its URL parameters and the rules that read them. The library's filter forms and the
// functions that store a saved search read them from here (docs/decisions/052-saved-searches.md).
import { PROPERTY_TYPES, type PropertyType } from './listing-vocabulary.ts';

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

/** "lake-forest-park" → "Lake Forest Park": a chosen city no listing spells any more. */
export function cityFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A saved search's filters: the listings page's, without the order of the results. */
export type SearchFilters = Omit<ListingFilters, 'sort'>;

/** What each filter is called when a saved search refuses it. */
const FILTER_NAMES: Record<keyof SearchFilters, string> = {
  mode: 'buy or rent',
  areas: 'neighborhood',
  minPrice: 'lowest price',
  maxPrice: 'highest price',
  beds: 'bedrooms',
  baths: 'bathrooms',
  propertyType: 'property type',
};

/**
 * The filters a saved search is asked for in `params` (the listings page's URL parameters, as its
 * form's hidden fields send them), read as strictly as a public endpoint must: where
 * `filtersFromParams` quietly drops a value no field offers, this refuses it, naming the filter
 * (never echoing the value). A price must be digits.
 */
export function savedSearchFilters(params: URLSearchParams): SearchFilters | { error: string } {
  const filters = filtersFromParams(params);
  const kept = filterParams(filters);
  for (const [key, param] of Object.entries(FILTER_PARAMS) as [keyof ListingFilters, string][]) {
    if (key === 'sort') continue;
    for (const sent of params.getAll(param)) {
      const value = key === 'areas' ? sent.trim().toLowerCase() : sent;
      const default_ = value === '' || (key === 'mode' && value === 'sale') || value === 'any';
      const price = key === 'minPrice' || key === 'maxPrice';
      if (price ? !/^\d{0,9}$/.test(value) : !default_ && !kept.getAll(param).includes(value))
        return { error: `The search's ${FILTER_NAMES[key]} is not one the listings page offers.` };
    }
  }
  const { sort: _sort, ...search } = filters;
  return search;
}
