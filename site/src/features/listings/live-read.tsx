import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { primeAllListings, primeListings } from './known.ts';
import type { ListingsRequest, Reading } from './ListingsData.tsx';
import { allListingsQuery, listingQuery } from './queries.ts';
import type { ListingDetail } from './rows.ts';

/** The listings' cache, kept across navigations. */
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 } },
});

export interface LiveReadProps {
  request: ListingsRequest;
  /** What the page already shows: the query starts from it and reads afresh at once. */
  initial: ListingDetail[] | ListingDetail | undefined;
  /** Called with each new state of the read. */
  onReading: (reading: Reading<ListingDetail[] | ListingDetail | null>) => void;
}

function useReport(
  { data, isPending, isError }: Reading<ListingDetail[] | ListingDetail | null>,
  onReading: LiveReadProps['onReading'],
) {
  useEffect(() => {
    if (Array.isArray(data)) primeAllListings(data);
    else if (data) primeListings([data]);
    onReading({ data, isPending, isError });
  }, [data, isPending, isError, onReading]);
}

function ReadAll({ initial, onReading }: Omit<LiveReadProps, 'request'>) {
  const query = useQuery({ ...allListingsQuery, initialData: initial as ListingDetail[] | undefined });
  useReport(query, onReading);
  return null;
}

function ReadOne({ slug, initial, onReading }: Omit<LiveReadProps, 'request'> & { slug: string }) {
  const query = useQuery({ ...listingQuery(slug), initialData: initial as ListingDetail | undefined });
  useReport(query, onReading);
  return null;
}

/**
 * The live read of the listings (spec §7): react-query with a stale time of 0, refetched when it
 * mounts and when the window regains focus. It renders nothing; the page shows what it reports.
 */
export default function LiveRead({ request, ...props }: LiveReadProps) {
  return (
    <QueryClientProvider client={client}>
      {'slug' in request ? <ReadOne slug={request.slug} {...props} /> : <ReadAll {...props} />}
    </QueryClientProvider>
  );
}
