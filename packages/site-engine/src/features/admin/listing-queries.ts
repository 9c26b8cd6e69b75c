import {
  listingColumns,
  type ListingDraft,
  type ListingRow,
  type Tables,
  type TablesUpdate,
} from '@agent-sites/schemas';
import { SubmitError } from '@agent-sites/ui';
import { useCallback } from 'react';
import { everyRow } from '../../lib/every-row.ts';
import { adminSupabase } from '../../lib/supabase.ts';
import { saveProblem, type DatabaseError } from './listings.ts';
import { useResource } from './use-resource.ts';

/** A row of `listing_photos` (supabase/README.md, the back office's contract). */
export type ListingPhotoRow = Tables<'listing_photos'>;

const BUCKET = 'listing-photos';
const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** A refused save as the listing form shows it (`SubmitError`), or a plain error. */
function saveError(error: DatabaseError): Error {
  const problem = saveProblem(error);
  return problem ? new SubmitError(problem.message, problem.fieldErrors) : new Error(error.message);
}

const failure = (what: string, error: { message: string }) => new Error(`${what}: ${error.message}`);

/** Every listing, archived ones too, newest first. */
export function useAdminListings() {
  // Page by page: one read answers at most `max_rows` rows (docs/decisions/053-idx-display.md).
  return useResource('all', () =>
    everyRow(async (from, to) => {
      const { data, error } = await adminSupabase()
        .from('listings')
        .select('*')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, to);
      if (error) throw failure('Reading the listings', error);
      return data;
    }),
  );
}

/** Adds a listing; answers the saved row (with the slug the database made). */
export async function createListing(draft: ListingDraft): Promise<ListingRow> {
  const { data, error } = await adminSupabase()
    .from('listings')
    .insert(listingColumns(draft))
    .select('*')
    .single();
  if (error) throw saveError(error);
  return data;
}

/** A photo's thumbnail: a 400 px wide copy through Storage's image transformation. */
export function thumbnailUrl(path: string): string {
  return adminSupabase()
    .storage.from(BUCKET)
    .getPublicUrl(path, { transform: { width: 400 } }).data.publicUrl;
}

/** One listing with its photos, and every change the edit page makes to them. */
export function useAdminListing(id: string) {
  const resource = useResource<{ listing: ListingRow; photos: ListingPhotoRow[] } | null>(id, async () => {
    if (!UUID.test(id)) return null;
    const [listing, photos] = await Promise.all([
      adminSupabase().from('listings').select('*').eq('id', id).maybeSingle(),
      adminSupabase()
        .from('listing_photos')
        .select('*')
        .eq('listing_id', id)
        .order('position')
        .order('created_at'),
    ]);
    if (listing.error) throw failure('Reading the listing', listing.error);
    if (photos.error) throw failure('Reading the photos', photos.error);
    return listing.data ? { listing: listing.data, photos: photos.data } : null;
  });
  const { setData, data } = resource;

  const setListing = useCallback(
    (listing: ListingRow) => setData((current) => (current ? { ...current, listing } : current)),
    [setData],
  );
  const setPhotos = useCallback(
    (change: (photos: ListingPhotoRow[]) => ListingPhotoRow[]) =>
      setData((current) => (current ? { ...current, photos: change(current.photos) } : current)),
    [setData],
  );

  /** Writes columns of the listing and shows the saved row. */
  const update = useCallback(
    async (columns: TablesUpdate<'listings'>) => {
      const { data: row, error } = await adminSupabase()
        .from('listings')
        .update(columns)
        .eq('id', id)
        .select('*')
        .single();
      if (error) throw saveError(error);
      setListing(row);
    },
    [id, setListing],
  );

  /** Sends one photo to the `listing-photo` function; answers its error code on refusal. */
  const upload = useCallback(
    async (file: File): Promise<{ ok: true } | { ok: false; code?: string }> => {
      const body = new FormData();
      body.append('file', file, file.name);
      body.append('listing', id);
      const { data: answer, error } = await adminSupabase().functions.invoke('listing-photo', { body });
      if (error) {
        const response = (error as { context?: unknown }).context;
        const details =
          response instanceof Response
            ? ((await response.json().catch(() => ({}))) as { error?: { code?: string } })
            : {};
        return { ok: false, code: details.error?.code };
      }
      const photo = (answer as { photo?: ListingPhotoRow } | null)?.photo;
      if (photo) setPhotos((photos) => [...photos, photo]);
      return { ok: true };
    },
    [id, setPhotos],
  );

  const photos = data?.photos;

  /** Saves the gallery's new order (every photo's id, first first) and shows it. */
  const reorder = useCallback(
    async (order: string[]) => {
      const { error } = await adminSupabase().rpc('reorder_listing_photos', {
        listing: id,
        photo_ids: order,
      });
      if (error) throw failure('Reordering the photos', error);
      setPhotos((current) =>
        order
          .map((photoId, position) => {
            const photo = current.find((candidate) => candidate.id === photoId);
            return photo ? { ...photo, position } : undefined;
          })
          .filter((photo): photo is ListingPhotoRow => photo !== undefined),
      );
    },
    [id, setPhotos],
  );

  /** Changes a photo's alt text or makes it the header (the database unsets the previous one). */
  const updatePhoto = useCallback(
    async (photoId: string, change: Partial<Pick<ListingPhotoRow, 'alt_text' | 'is_header'>>) => {
      const { data: row, error } = await adminSupabase()
        .from('listing_photos')
        .update(change)
        .eq('id', photoId)
        .select('*')
        .single();
      if (error) throw failure('Saving the photo', error);
      setPhotos((current) =>
        current.map((photo) =>
          photo.id === photoId ? row : row.is_header ? { ...photo, is_header: false } : photo,
        ),
      );
    },
    [setPhotos],
  );

  /** Removes the photo's file from storage first (SQL cannot), then its row. */
  const removePhoto = useCallback(
    async (photo: ListingPhotoRow) => {
      const removed = await adminSupabase().storage.from(BUCKET).remove([photo.path]);
      if (removed.error) throw failure('Removing the photo file', removed.error);
      const { error } = await adminSupabase().from('listing_photos').delete().eq('id', photo.id);
      if (error) throw failure('Removing the photo', error);
      setPhotos((current) => current.filter((candidate) => candidate.id !== photo.id));
    },
    [setPhotos],
  );

  /** Deletes the listing: its photos' files first, then the row (its photo rows go with it). */
  const remove = useCallback(async () => {
    const paths = (photos ?? []).map((photo) => photo.path);
    if (paths.length > 0) {
      const removed = await adminSupabase().storage.from(BUCKET).remove(paths);
      if (removed.error) throw failure('Removing the photo files', removed.error);
    }
    const { error } = await adminSupabase().from('listings').delete().eq('id', id);
    if (error) throw failure('Deleting the listing', error);
  }, [id, photos]);

  return { ...resource, update, upload, reorder, updatePhoto, removePhoto, remove };
}
