async function functions() {
  const lib = await import('../../lib/supabase.ts');
  return lib.supabase().functions;
}

/**
 * The card image's fallback (spec §4): ask the backend to mirror the photo into storage and use
 * the copy; `null` lets the card show the placeholder. A visitor's copy changes nothing about the
 * listing (only the agent may make a copy its header image), so no `setHeader` here.
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
      },
    });
    if (error) return null;
    const publicUrl = (data as { publicUrl?: unknown } | null)?.publicUrl;
    return typeof publicUrl === 'string' ? publicUrl : null;
  } catch {
    return null;
  }
}
