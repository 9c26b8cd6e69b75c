import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 } },
  });
  // On the server every render starts empty (pages prerender their loading state); in the browser
  // the cache lives across navigations.
  if (typeof window === 'undefined') return client;
  browserClient ??= client;
  return browserClient;
}

/**
 * The listings' data cache, provided only by the pages that show listings, so the other pages
 * never download react-query.
 */
export function ListingsData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
