import { queryOptions } from '@tanstack/react-query';
import { ALL_LISTINGS_KEY, listingKey } from './ListingsData.tsx';
import { toListing, type ListingDetail, type ListingRow } from './rows.ts';

async function database() {
  const lib = await import('../../lib/database.ts');
  return lib.database();
}

async function functions() {
  const lib = await import('../../lib/supabase.ts');
  return lib.supabase().functions;
}

/**
 * All listings, newest first (spec §7). Refetched on mount and on window focus with stale time 0,
 * so a change the agent makes shows the next time a visitor looks.
 */
export const allListingsQuery = queryOptions({
  queryKey: ALL_LISTINGS_KEY,
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
  queryFn: async (): Promise<ListingDetail[]> => {
    const { data, error } = await (
      await database()
    )
      .from('listings')
      .select('*')
      .order('created_at', { ascending: false });
    if (error) throw error;
    return (data as ListingRow[]).map(toListing);
  },
});

/** One listing by slug; `null` when there is none. */
export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: listingKey(slug),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    queryFn: async (): Promise<ListingDetail | null> => {
      const { data, error } = await (
        await database()
      )
        .from('listings')
        .select('*')
        .eq('slug', slug)
        .maybeSingle();
      if (error) throw error;
      return data ? toListing(data as ListingRow) : null;
    },
  });

/**
 * The card image's fallback (spec §4): ask the backend to mirror the photo into storage and use
 * the copy; `null` lets the card show the placeholder.
 */
export async function mirrorImage(listing: {
  slug: string;
  imageUrl: string | null;
}): Promise<string | null> {
  if (!listing.imageUrl) return null;
  try {
    const { data, error } = await (
      await functions()
    ).invoke('mirror-image', {
      body: {
        imageUrl: new URL(listing.imageUrl, window.location.origin).toString(),
        slug: listing.slug,
        setHeader: true,
      },
    });
    if (error) return null;
    const publicUrl = (data as { publicUrl?: unknown } | null)?.publicUrl;
    return typeof publicUrl === 'string' ? publicUrl : null;
  } catch {
    return null;
  }
}
