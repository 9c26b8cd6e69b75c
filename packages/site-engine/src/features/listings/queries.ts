import { queryOptions } from '@tanstack/react-query';
import { FEATURED_LISTINGS_KEY, cityKey, listingKey, searchKey } from './known.ts';
import type { CityListings } from './city-listings.ts';
import type { ListingsSearch } from './search-results.ts';
import type { UrlSearch } from './search-url.ts';
import type { Listing } from '@agent-sites/schemas';
import { toListing } from './rows.ts';

async function database() {
  const lib = await import('../../lib/database.ts');
  return lib.database();
}

/**
 * Refetched on mount and on window focus with stale time 0, so a change the agent makes shows the
 * next time a visitor looks.
 */
const ALWAYS_FRESH = { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;

/**
 * The home page's featured listings (spec §9): the first three current listings, newest first,
 * read as three rows (docs/decisions/054-search-in-the-database.md).
 */
export const featuredListingsQuery = queryOptions({
  queryKey: FEATURED_LISTINGS_KEY,
  ...ALWAYS_FRESH,
  queryFn: async (): Promise<Listing[]> => {
    const [{ featuredListings }, client] = await Promise.all([import('./search.ts'), database()]);
    return (await featuredListings(client)).map(toListing);
  },
});

/**
 * A search's results as `/listings` shows them (docs/decisions/054-search-in-the-database.md): the
 * sections' pages and the neighbourhoods' counts the URL's query asks for, read on the server.
 */
export const listingsSearchQuery = (search: UrlSearch, query: string) =>
  queryOptions({
    queryKey: searchKey(query),
    ...ALWAYS_FRESH,
    queryFn: async (): Promise<ListingsSearch> => {
      const [{ readListingsSearch }, client] = await Promise.all([import('./search-results.ts'), database()]);
      return readListingsSearch(client, search);
    },
  });

/** A city's page (`city.ts`): its homes on the market, the agent's sales there, its figures. */
export const cityQuery = (slug: string) =>
  queryOptions({
    queryKey: cityKey(slug),
    ...ALWAYS_FRESH,
    queryFn: async (): Promise<CityListings> => {
      const [{ readCity }, client] = await Promise.all([import('./city-listings.ts'), database()]);
      return readCity(client, slug);
    },
  });

/** One listing by slug; `null` when there is none. */
export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: listingKey(slug),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    queryFn: async (): Promise<Listing | null> => {
      const { data, error } = await (
        await database()
      )
        .from('listings')
        .select('*')
        .eq('slug', slug)
        .maybeSingle();
      if (error) throw error;
      return data ? toListing(data) : null;
    },
  });
