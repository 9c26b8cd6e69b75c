import type { Database, Listing, ListingStatus } from '@agent-sites/schemas';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { anonClient, type DataSource } from './anon-client.ts';
import { toListing } from './rows.ts';
import { featuredListings, listingAreas, searchSection, searchSections, type ListingArea } from './search.ts';
import type { SearchCursor, UrlSearch } from './search-url.ts';

// `/listings`' results as the page shows them (docs/decisions/054-search-in-the-database.md): the
// search's reads (`search.ts`), as listings the site shows.

/** A section as a page shows it: its listings, how many match, and where its neighbours start. */
export interface ShownSection {
  status: ListingStatus;
  listings: Listing[];
  total: number;
  /** The next page's `after`; none on the last page. */
  next?: SearchCursor;
  /** The previous page's `before`; none on the first page. */
  previous?: SearchCursor;
}

/** What `/listings` shows for a search: its sections' pages and every neighbourhood with listings. */
export interface ListingsSearch {
  sections: ShownSection[];
  areas: ListingArea[];
}

/**
 * The search a URL asks for, as `/listings` shows it: the one section it pages through, or the
 * first page of every section with listings, and the neighbourhoods' aggregate, read at once. The
 * site's server renders the page with it and the browser's live read is the same read. A search
 * to rent reads no listings (the rentals are not in the table).
 */
export async function readListingsSearch(
  client: PostgrestClient<Database>,
  search: UrlSearch,
): Promise<ListingsSearch> {
  const pages = () =>
    search.section
      ? searchSection(client, search.filters, search.section).then((page) => [page])
      : searchSections(client, search.filters);
  const [sections, areas] = await Promise.all([
    search.filters.mode === 'rent' ? [] : pages(),
    listingAreas(client),
  ]);
  return {
    sections: sections.map(({ rows, ...page }) => ({ ...page, listings: rows.map(toListing) })),
    areas,
  };
}

/**
 * `readListingsSearch` from the project at `source` (its URL and anon key), as an anonymous
 * visitor reads it: the site's server renders `/listings` with the project it read the site's
 * data from.
 */
export const readListingsSearchAt = (source: DataSource, search: UrlSearch) =>
  readListingsSearch(anonClient(source), search);

/** The home page's featured listings (`featuredListings`) from the project at `source`. */
export const readFeaturedAt = async (source: DataSource): Promise<Listing[]> =>
  (await featuredListings(anonClient(source))).map(toListing);
