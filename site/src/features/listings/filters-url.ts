import { EMPTY_FILTERS, PROPERTY_TYPES, type ListingFilters } from '@agent-sites/ui';

const BEDS = ['any', '1', '2', '3', '4'] as const;
const BATHS = ['any', '1', '2', '3'] as const;
const TYPES = ['any', ...PROPERTY_TYPES.map((type) => type.value)] as const;

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The filters from a URL query, e.g. `?area=royal-oak&beds=3`; anything unknown is ignored. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  return {
    neighborhood: params.get('area') || EMPTY_FILTERS.neighborhood,
    minPrice: (params.get('min') ?? '').replace(/\D/g, ''),
    maxPrice: (params.get('max') ?? '').replace(/\D/g, ''),
    beds: pick(BEDS, params.get('beds'), 'any'),
    baths: pick(BATHS, params.get('baths'), 'any'),
    propertyType: pick(TYPES, params.get('type'), 'any'),
  };
}

/** The query for a set of filters: only the active ones, so a cleared view has a clean URL. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.neighborhood !== 'all') params.set('area', filters.neighborhood);
  if (filters.minPrice) params.set('min', filters.minPrice.replace(/\D/g, ''));
  if (filters.maxPrice) params.set('max', filters.maxPrice.replace(/\D/g, ''));
  if (filters.beds !== 'any') params.set('beds', filters.beds);
  if (filters.baths !== 'any') params.set('baths', filters.baths);
  if (filters.propertyType !== 'any') params.set('type', filters.propertyType);
  return params;
}

/**
 * `filters` with the values of the panel's fields by name (`ListingFilters` keys), as a visitor
 * chose them before the page's code arrived; read with the same rules as a URL, so a price keeps
 * only its digits and an unknown choice is ignored.
 */
export function withEdits(filters: ListingFilters, edits: ReadonlyMap<string, string>): ListingFilters {
  const merged: Record<string, string> = { ...filters };
  for (const [name, value] of edits) if (name in filters) merged[name] = value;
  return filtersFromSearch(searchFromFilters(merged as unknown as ListingFilters));
}
