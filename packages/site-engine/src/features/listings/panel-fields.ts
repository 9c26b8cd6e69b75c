// What the panel beside the results says, read from its form while its own code is not there yet
// (docs/decisions/021-listings-search.md, addendum). Loaded on the first change, not with the page.
import { FILTER_PARAMS, filtersFromParams, withMode, type ListingFilters } from '@agent-sites/ui';
import { searchFromFilters } from './filters-url.ts';

/**
 * The filters a panel's fields say (`fields`, the form's data: each field is named after its URL
 * parameter), with the order kept from `filters` (the bar above the results has it, not the
 * panel). Buying or renting comes from the panel's own choice where it offers one; a new choice
 * starts its prices afresh, as the live panel does. Read with the same rules as a URL, with only
 * the `areas` known when they are given.
 */
export function withPanelFields(
  filters: ListingFilters,
  fields: URLSearchParams,
  areas?: ReadonlySet<string>,
): ListingFilters {
  const said = filtersFromParams(fields, areas);
  const kept = { ...said, mode: filters.mode, sort: filters.sort };
  return fields.has(FILTER_PARAMS.mode) ? withMode(kept, said.mode) : kept;
}

/**
 * The filters the panel's `form` says over `base` (see `withPanelFields`), or undefined when they
 * are the `current` ones already (the live panel has said them itself).
 */
export function panelFilters(
  form: HTMLFormElement,
  base: ListingFilters,
  current: ListingFilters,
  areas?: ReadonlySet<string>,
): ListingFilters | undefined {
  const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  const next = withPanelFields(base, fields, areas);
  return searchFromFilters(next) === searchFromFilters(current) ? undefined : next;
}
