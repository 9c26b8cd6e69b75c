import { usePageData } from '../../app/page-data.tsx';
import { useRead } from './ListingsData.tsx';
import type { ListingsSearch } from './search-results.ts';
import { searchFromUrl, searchQuery, type UrlSearch } from './search-url.ts';

/**
 * A search's results (`/listings`), read by its query in one spelling (`searchQuery`): the page's
 * own when it was rendered for that query, then a read of that search, never of every listing.
 * `previous` (the results shown for the last query) stays on screen while another query's read
 * answers, marked `isPlaceholderData`. See docs/decisions/054-search-in-the-database.md.
 */
export function useListingsSearch(search: UrlSearch, previous?: ListingsSearch) {
  const page = usePageData();
  const query = searchQuery(search);
  // The page data's query may name a card's tour as well: only its search counts here.
  const rendered =
    page?.listingsSearch && searchQuery(searchFromUrl(new URLSearchParams(page.search ?? ''))) === query
      ? page.listingsSearch
      : undefined;
  return useRead<ListingsSearch>({ search, query }, rendered, page?.listingsVersion, previous);
}
