import {
  filterParams,
  filtersFromParams,
  LISTING_STATUSES,
  type ListingFilters,
  type ListingSort,
  type ListingStatus,
} from '@agent-sites/schemas';

/**
 * A listings search as its URL spells it (docs/decisions/054-search-in-the-database.md): the
 * filters, one section's page and its cursor, read from a URL and written in one spelling. No
 * database here: the page's own code needs these for its links, and the reads
 * (`search.ts`) load with the live read.
 */

/** Where a page starts or ends: the sort key of a row (`null` for a listing without a price) and its id. */
export interface SearchCursor {
  key: string | null;
  id: string;
}

/** One page of one section: after a row (the next page), before one (the previous), or the first. */
export interface SectionRequest {
  status: ListingStatus;
  after?: SearchCursor;
  before?: SearchCursor;
  /** Listings per page; `SEARCH_PAGE_SIZE` unless a test asks for fewer. */
  size?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const PRICE = /^\d{1,9}$/;

/** A cursor in a URL: `<key>~<id>`, the key empty for a listing without a price. */
export function cursorParam(cursor: SearchCursor): string {
  return `${cursor.key ?? ''}~${cursor.id}`;
}

/**
 * The cursor a URL's `after` or `before` names for an order, or `undefined` when it is not one
 * this page could have written (a timestamp and an id for the newest first, digits or nothing and
 * an id by price): anything else is ignored, as every unknown value of the search is.
 */
export function cursorFromParam(value: string | null, sort: ListingSort): SearchCursor | undefined {
  if (value === null || value.length > 80) return undefined;
  const at = value.lastIndexOf('~');
  if (at < 0) return undefined;
  const key = value.slice(0, at);
  const id = value.slice(at + 1).toLowerCase();
  if (!UUID.test(id)) return undefined;
  if (sort === 'newest')
    return TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key)) ? { key, id } : undefined;
  if (key === '') return { key: null, id };
  return PRICE.test(key) ? { key, id } : undefined;
}

/** The URL parameters of a section's page, beside the filters' own (`FILTER_PARAMS`). */
export const PAGE_PARAMS = { section: 'section', after: 'after', before: 'before' } as const;

/** What a URL asks `/listings` for: the filters, and one section's page when it names one. */
export interface UrlSearch {
  filters: ListingFilters;
  /** The one section paged through (`?section=pending&after=…`); none for every first page. */
  section?: SectionRequest;
}

/**
 * The search a URL asks for, read as the filters are (`filtersFromParams`, with `knownAreas`
 * when given): a `section` that is not a status, and a cursor this page could not have written,
 * are ignored. `after` wins over `before`; a cursor needs its section.
 */
export function searchFromUrl(params: URLSearchParams, knownAreas?: ReadonlySet<string>): UrlSearch {
  const filters = filtersFromParams(params, knownAreas);
  const status = LISTING_STATUSES.find((value) => value === params.get(PAGE_PARAMS.section));
  if (!status) return { filters };
  const after = cursorFromParam(params.get(PAGE_PARAMS.after), filters.sort);
  const before = after ? undefined : cursorFromParam(params.get(PAGE_PARAMS.before), filters.sort);
  return { filters, section: { status, ...(after ? { after } : {}), ...(before ? { before } : {}) } };
}

/**
 * A search's query in one spelling: the filters' own parameters, then the section and its
 * cursor. The site's server renders `/listings` for it and the live read is keyed by it.
 */
export function searchQuery(search: UrlSearch): string {
  const params = filterParams(search.filters);
  const section = search.section;
  if (section) {
    params.set(PAGE_PARAMS.section, section.status);
    if (section.after) params.set(PAGE_PARAMS.after, cursorParam(section.after));
    else if (section.before) params.set(PAGE_PARAMS.before, cursorParam(section.before));
  }
  return params.toString();
}

/**
 * The address of a section's page, in one spelling (`searchQuery`). The previous page of the
 * second page is its section's first page (`before` omitted), so the links of a section lead to
 * one address per page.
 */
export function sectionHref(
  filters: ListingFilters,
  status: ListingStatus,
  cursor?: { after: SearchCursor } | { before: SearchCursor },
): string {
  return `/listings?${searchQuery({ filters, section: { status, ...cursor } })}`;
}
