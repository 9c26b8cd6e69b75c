// listing-photo: the agent uploads a photo for a listing. The content must be a JPEG, PNG or WebP
// (by its bytes, not its name), not empty and at most 20 MB; location and other metadata are taken
// out (orientation kept) before it is stored in the listing-photos bucket and recorded as a row of
// listing_photos. Only the agent: the caller's own JWT is checked with public.is_agent().
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  type Env,
  failure,
  json,
  preflight,
  readLimited,
  requireEnv,
  unstorableText,
} from '../_shared/http.ts';
import { MalformedImageError, sniffImage, stripImageMetadata } from '../_shared/image.ts';

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const BUCKET = 'listing-photos';
/** A multipart body carries its boundaries and fields besides the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TOO_LARGE = 'The photo is larger than 20 MB. Export it smaller (a long side of 4000 pixels is plenty).';

interface Upload {
  bytes: Uint8Array;
  listing: string;
  altText: string;
  isHeader: boolean;
}

/**
 * The photo and its settings: a multipart form (`file`, `listing`, `altText`, `isHeader`) or the raw
 * bytes as the body with the settings in the query (`?listing=…&altText=…&isHeader=true`).
 */
async function readUpload(request: Request): Promise<Upload | Response> {
  const query = new URL(request.url).searchParams;
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const body = await readLimited(request, MAX_PHOTO_BYTES + (multipart ? MULTIPART_OVERHEAD : 0));
  if (body === 'too_large') return failure(413, 'too_large', TOO_LARGE);
  const settings = {
    listing: query.get('listing'),
    altText: query.get('altText'),
    isHeader: query.get('isHeader'),
  };
  let bytes = body;
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(body as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      return failure(400, 'bad_request', 'The form could not be read: send the photo as the field "file".');
    }
    const file = form.get('file');
    if (!(file instanceof Blob))
      return failure(400, 'no_file', 'Choose a photo to upload (the form field "file").');
    bytes = new Uint8Array(await file.arrayBuffer());
    for (const key of ['listing', 'altText', 'isHeader'] as const) {
      const value = form.get(key);
      if (typeof value === 'string') settings[key] = value;
    }
  }
  if (!settings.listing)
    return failure(400, 'no_listing', 'Say which listing the photo is for (listing: its id or slug).');
  // The database refuses such text: a 400 here rather than a failed query or row.
  if (unstorableText(settings.listing))
    return failure(400, 'invalid_listing', 'The listing must be named by its id or slug.');
  const altText = (settings.altText ?? '').trim();
  if (altText.length > 300)
    return failure(400, 'alt_text_too_long', 'The description of the photo can have at most 300 characters.');
  if (unstorableText(altText)) {
    return failure(
      400,
      'invalid_alt_text',
      'The description of the photo contains characters that cannot be stored (NUL or broken Unicode).',
    );
  }
  return { bytes, listing: settings.listing, altText, isHeader: settings.isHeader === 'true' };
}

export default function createListingPhoto(env: Env): (request: Request) => Promise<Response> {
  const supabaseUrl = requireEnv(env, 'SUPABASE_URL');
  const serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const anonKey = requireEnv(env, 'SUPABASE_ANON_KEY');
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const admin = createClient(supabaseUrl, serviceRoleKey, options);

  /** A client acting as the caller: row-level security and the audit log see the agent. */
  const asCaller = (authorization: string): SupabaseClient =>
    createClient(supabaseUrl, anonKey, { ...options, global: { headers: { Authorization: authorization } } });

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
    const authorization = request.headers.get('Authorization') ?? '';
    const caller = asCaller(authorization);
    const { data: isAgent, error: authError } = await caller.rpc('is_agent');
    if (authError) return failure(401, 'not_signed_in', 'Sign in again to upload photos.');
    if (isAgent !== true) return failure(403, 'not_agent', 'Only the agent can upload listing photos.');

    const upload = await readUpload(request);
    if (upload instanceof Response) return upload;
    if (upload.bytes.byteLength === 0)
      return failure(400, 'empty_file', 'The file is empty. Choose a photo to upload.');
    if (upload.bytes.byteLength > MAX_PHOTO_BYTES) return failure(413, 'too_large', TOO_LARGE);
    const type = sniffImage(upload.bytes);
    if (!type) {
      return failure(
        415,
        'not_an_image',
        'The file is not a JPEG, PNG or WebP photo (its content was checked, not its name).',
      );
    }
    let stripped: ReturnType<typeof stripImageMetadata>;
    try {
      stripped = stripImageMetadata(upload.bytes, type);
    } catch (error) {
      if (!(error instanceof MalformedImageError)) throw error;
      return failure(
        415,
        'damaged_image',
        `The file starts like a ${type.extension.toUpperCase()} photo but is damaged or cut short.`,
      );
    }

    const column = UUID.test(upload.listing) ? 'id' : 'slug';
    const { data: listing, error: listingError } = await caller
      .from('listings')
      .select('id, slug')
      .eq(column, upload.listing)
      .maybeSingle();
    if (listingError) return failure(502, 'database_error', 'The listing could not be read.');
    if (!listing) return failure(404, 'listing_not_found', `No listing is ${upload.listing}.`);

    const path = `${listing.slug}/${crypto.randomUUID()}.${type.extension}`;
    const stored = await admin.storage
      .from(BUCKET)
      .upload(path, stripped.bytes, { contentType: type.mime, cacheControl: '31536000' });
    if (stored.error)
      return failure(502, 'upload_failed', `The photo could not be stored: ${stored.error.message}`);

    const last = await caller
      .from('listing_photos')
      .select('position')
      .eq('listing_id', listing.id)
      .order('position', { ascending: false })
      .limit(1);
    const { data: photo, error: rowError } = await caller
      .from('listing_photos')
      .insert({
        listing_id: listing.id,
        path,
        position: (last.data?.[0]?.position ?? -1) + 1,
        alt_text: upload.altText,
        is_header: upload.isHeader,
        content_type: type.mime,
        size_bytes: stripped.bytes.byteLength,
      })
      .select('id, listing_id, path, position, alt_text, is_header, content_type, size_bytes, created_at')
      .single();
    if (rowError) {
      await admin.storage.from(BUCKET).remove([path]);
      return failure(502, 'record_failed', `The photo could not be recorded: ${rowError.message}`);
    }
    return json(201, {
      photo,
      publicUrl: admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl,
      removedMetadata: stripped.removed,
    });
  };
}
