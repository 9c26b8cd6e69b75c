import {
  digitsOnly,
  LISTING_STATUSES,
  type Database,
  type ListingFilters,
  type ListingRow,
  type ListingSort,
  type ListingStatus,
} from '@agent-sites/schemas';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SearchCursor, SectionRequest } from './search-url.ts';

/**
 * The listings search in the database (issue 27, docs/decisions/054-search-in-the-database.md):
 * the spec's filters, the sort and a page of one status section, as PostgREST's own filters,
 * order and range through postgrest-js, so a page of results costs the same at 12 listings and at
 * 50,000 and no read asks for more than `max_rows`.
 */

/** Listings per page of the one section a visitor pages through: six rows of four on a wide screen. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The first page of each section on `/listings` without a `section` (every section at once): three
 * rows of homes for sale and one of each other status, each section with its count and its next
 * page. So the page a visitor or a search engine first gets weighs about what 12 listings' page
 * does, however large the market (issue 27; the figures in the README).
 */
export const FIRST_PAGE_SIZES: Readonly<Record<ListingStatus, number>> = {
  current: 12,
  coming_soon: 4,
  pending: 4,
  recently_closed: 4,
};

/** The column each order sorts by, and its direction; every order ends with `id` the same way. */
const SORT_KEYS: Record<ListingSort, { column: 'created_at' | 'shown_price'; ascending: boolean }> = {
  newest: { column: 'created_at', ascending: false },
  'price-asc': { column: 'shown_price', ascending: true },
  'price-desc': { column: 'shown_price', ascending: false },
};

/** A listing's key in an order, as a cursor carries it. */
export function cursorOf(
  row: Pick<ListingRow, 'id' | 'created_at' | 'shown_price'>,
  sort: ListingSort,
): SearchCursor {
  const value = row[SORT_KEYS[sort].column];
  return { key: value == null ? null : String(value), id: row.id };
}

/** A page of a section as the page shows it. */
export interface SectionPage {
  status: ListingStatus;
  rows: ListingRow[];
  /** How many listings of this status match the filters, on every page. */
  total: number;
  /** Where the next page starts (its `after`); none on the last page. */
  next?: SearchCursor;
  /** Where the previous page ends (its `before`); none on the first page. */
  previous?: SearchCursor;
}

/** A read of listings, every column, counted or not, rows or only the count. */
const selectListings = (client: PostgrestClient<Database>, count: 'exact' | undefined, head: boolean) =>
  client.from('listings').select('*', { count, head });
type ListingsFilter = ReturnType<typeof selectListings>;

const quoted = (value: string) => `"${value}"`;

/**
 * The filters (spec §5) as PostgREST filters, with the rules `matchesFilters` applies in the
 * library: missing data never hides a listing from the price, beds or baths filters, so each of
 * those also lets a null through; a chosen property type leaves out a listing without one.
 * Buying or renting decides which listings are searched (the rentals are not in the table).
 */
export function withFilters(query: ListingsFilter, filters: ListingFilters): ListingsFilter {
  let next = query;
  if (filters.areas.length > 0) next = next.in('city_slug', [...filters.areas]);
  const min = digitsOnly(filters.minPrice);
  const max = digitsOnly(filters.maxPrice);
  if (min) next = next.or(`shown_price.is.null,shown_price.gte.${Number(min)}`);
  if (max) next = next.or(`shown_price.is.null,shown_price.lte.${Number(max)}`);
  if (filters.beds !== 'any') next = next.or(`bedrooms.is.null,bedrooms.gte.${Number(filters.beds)}`);
  if (filters.baths !== 'any') next = next.or(`bathrooms.is.null,bathrooms.gte.${Number(filters.baths)}`);
  if (filters.propertyType !== 'any') next = next.eq('property_type', filters.propertyType);
  return next;
}

/**
 * The rows after `cursor` in the order (`later`), or before it, as one PostgREST condition. The
 * sort key may be null only by price, where listings without one come last in either direction.
 */
function beyond(sort: ListingSort, cursor: SearchCursor, later: boolean): string {
  const { column, ascending } = SORT_KEYS[sort];
  const op = ascending === later ? 'gt' : 'lt';
  const id = `id.${op}.${cursor.id}`;
  const nullable = column === 'shown_price';
  if (cursor.key === null)
    return later ? `and(${column}.is.null,${id})` : `${column}.not.is.null,and(${column}.is.null,${id})`;
  const key = column === 'created_at' ? quoted(cursor.key) : cursor.key;
  const parts = [`${column}.${op}.${key}`, `and(${column}.eq.${key},${id})`];
  if (later && nullable) parts.push(`${column}.is.null`);
  return parts.join(',');
}

/**
 * One page of one section: its rows in the order asked (one more read to learn whether another
 * page follows) and how many match. A page after or before a cursor is a keyset read (an index
 * range, whatever page it is); its count is a second, `head`, read without the cursor.
 */
export async function searchSection(
  client: PostgrestClient<Database>,
  filters: ListingFilters,
  request: SectionRequest,
): Promise<SectionPage> {
  const size = request.size ?? SEARCH_PAGE_SIZE;
  const { column, ascending } = SORT_KEYS[filters.sort];
  const cursor = request.after ?? request.before;
  const backwards = request.after === undefined && request.before !== undefined;
  const base = (head: boolean) =>
    withFilters(
      selectListings(client, cursor && !head ? undefined : 'exact', head).eq('status', request.status),
      filters,
    );
  let rows = base(false);
  if (cursor) rows = rows.or(beyond(filters.sort, cursor, !backwards));
  const forward = ascending !== backwards;
  const read = rows
    .order(column, { ascending: forward, nullsFirst: backwards })
    .order('id', { ascending: forward })
    .range(0, size);
  const [answer, counted] = await Promise.all([read, cursor ? base(true) : undefined]);
  if (answer.error) throw answer.error;
  if (counted?.error) throw counted.error;
  const total = (cursor ? counted?.count : answer.count) ?? 0;
  const more = answer.data.length > size;
  const page = answer.data.slice(0, size);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : request.after !== undefined;
  return {
    status: request.status,
    rows: page,
    total,
    next: hasNext && last ? cursorOf(last, filters.sort) : undefined,
    previous: hasPrevious && first ? cursorOf(first, filters.sort) : undefined,
  };
}

/**
 * The first page of every section that has listings, in the spec's order (Current Listings,
 * Coming Soon, Pending, Recently Closed): the page without a `section` in its URL, each section
 * `FIRST_PAGE_SIZES` long unless `size` is given.
 */
export async function searchSections(
  client: PostgrestClient<Database>,
  filters: ListingFilters,
  size?: number,
): Promise<SectionPage[]> {
  const pages = await Promise.all(
    LISTING_STATUSES.map((status) =>
      searchSection(client, filters, { status, size: size ?? FIRST_PAGE_SIZES[status] }),
    ),
  );
  return pages.filter((page) => page.total > 0);
}

/** A neighbourhood with listings: the filter's slug, the city as spelled, and how many listings. */
export interface ListingArea {
  slug: string;
  city: string;
  listings: number;
}

/** Every neighbourhood with listings the visitor may see, from the database's aggregate. */
export async function listingAreas(client: PostgrestClient<Database>): Promise<ListingArea[]> {
  const { data, error } = await client.rpc('listing_areas');
  if (error) throw error;
  return data.map((area) => ({ slug: area.slug, city: area.city, listings: Number(area.listings) }));
}

/**
 * The home page's featured listings (spec §9): the first three current listings, newest first,
 * read as three rows rather than picked from every listing.
 */
export async function featuredListings(client: PostgrestClient<Database>): Promise<ListingRow[]> {
  const { data, error } = await client
    .from('listings')
    .select('*')
    .eq('status', 'current')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(3);
  if (error) throw error;
  return data;
}
