import { citySlug, filterParams, filtersFromParams, type ListingFilters } from '@agent-sites/ui';
import { featuredAreas } from '../../content/pages/listings.ts';
import { RENTALS } from './rentals.ts';

/**
 * The neighborhoods a URL may choose: the cities of `listings` (every listing the site shows), of
 * the rentals and of the featured areas. A URL's other words in `area` are dropped, so a link never
 * shows a stranger's words as a chosen neighborhood on the agent's site, and every such link is
 * the same page (docs/decisions/028-rendering-by-query.md). `undefined` while the listings are not
 * read yet (a navigation from another page): the URL's areas then stand until they are.
 */
export function knownAreas(
  listings: readonly { city: string }[] | undefined,
): ReadonlySet<string> | undefined {
  if (!listings) return undefined;
  return new Set(
    [...listings, ...RENTALS]
      .map((home) => citySlug(home.city))
      .concat(featuredAreas.areas.map((area) => area.slug))
      .filter(Boolean),
  );
}

/**
 * The filters from a URL query, e.g. `?area=royal-oak&area=ferndale&beds=3` (the library's rules),
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
