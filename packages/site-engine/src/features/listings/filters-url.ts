import { filterParams, filtersFromParams, type ListingFilters } from '@agent-sites/ui';

/**
 * The filters from a URL query, e.g. `?area=springfield&area=lakeside&beds=3` (the library's rules),
 * with only the `areas` known (`knownAreas`) when they are given.
 */
export function filtersFromSearch(
  search: string | URLSearchParams,
  areas?: ReadonlySet<string>,
): ListingFilters {
  return filtersFromParams(new URLSearchParams(search), areas);
}

/** The query for a set of filters: only the active ones, so a cleared view has a clean URL. */
export function searchFromFilters(filters: ListingFilters): string {
  return filterParams(filters).toString();
}

/**
 * `filters` with the values of named fields (the filter forms name each field after its URL
 * parameter), as a visitor chose them before the page's code arrived; read with the same rules
 * as a URL, so a price keeps only its digits and an unknown choice is ignored.
 */
export function withEdits(filters: ListingFilters, edits: ReadonlyMap<string, string>): ListingFilters {
  const params = filterParams(filters);
  for (const [name, value] of edits) params.set(name, value);
  return filtersFromParams(params);
}
