import type { Listing } from '@agent-sites/schemas';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { primeListings } from './known.ts';
import type { ListingsRequest, Reading } from './ListingsData.tsx';
import type { CityListings } from './city-listings.ts';
import { cityQuery, featuredListingsQuery, listingQuery, listingsSearchQuery } from './queries.ts';
import type { ListingsSearch } from './search-results.ts';

/**
 * The listings' cache, kept across navigations. Mounted once, so react-query refetches on window
 * focus and reconnection as it does under a `QueryClientProvider`.
 */
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 } },
});
client.mount();

type Answer = Listing[] | Listing | ListingsSearch | CityListings | null;

/**
 * The live read of the listings (spec §7): react-query's own `QueryObserver` on the query, with a
 * stale time of 0, so it reads afresh at once and when the window regains focus. `initial` (what
 * the page already shows) seeds the query. Each state of the read goes to `onReading`; the
 * returned function stops watching. See docs/decisions/016-listing-reads.md.
 */
export function watchListings(
  request: ListingsRequest,
  initial: Answer | undefined,
  onReading: (reading: Reading<Answer>) => void,
): () => void {
  const report = ({ data, isPending, isError }: Reading<Answer>) => {
    if (Array.isArray(data)) primeListings(data);
    else if (data && 'sections' in data) primeListings(data.sections.flatMap((section) => section.listings));
    else if (data && 'figures' in data) primeListings([...data.onMarket.listings, ...data.sales.listings]);
    else if (data) primeListings([data]);
    onReading({ data, isPending, isError });
  };
  const observer =
    'slug' in request
      ? new QueryObserver(client, {
          ...listingQuery(request.slug),
          initialData: initial as Listing | null,
        })
      : 'search' in request
        ? new QueryObserver(client, {
            ...listingsSearchQuery(request.search, request.query),
            initialData: initial as ListingsSearch | undefined,
          })
        : 'city' in request
          ? new QueryObserver(client, {
              ...cityQuery(request.city),
              initialData: initial as CityListings | undefined,
            })
          : new QueryObserver(client, {
              ...featuredListingsQuery,
              initialData: initial as Listing[] | undefined,
            });
  const stop = observer.subscribe(report);
  report(observer.getCurrentResult());
  return stop;
}
