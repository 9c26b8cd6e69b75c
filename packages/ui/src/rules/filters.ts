import {
  digitsOnly,
  EMPTY_FILTERS,
  formatNumber,
  type ListingFilters,
  type ListingMode,
} from '@agent-sites/schemas';

/** The property types a visitor can filter by, in the order the filter panel lists them. */
export { PROPERTY_TYPES, type PropertyType } from '@agent-sites/schemas';
/** The filters' type, defaults, URL parameters and URL rules live with the saved searches' words. */
export {
  citySlug,
  digitsOnly,
  EMPTY_FILTERS,
  FILTER_PARAMS,
  filterParams,
  filtersFromParams,
  LISTING_MODES,
  LISTING_SORTS,
  type BathsFilter,
  type BedsFilter,
  type ListingFilters,
  type ListingMode,
  type ListingSort,
} from '@agent-sites/schemas';

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

/** Matching listings and offering neighborhoods: their own module, loaded where a page matches. */
export * from './matching';
