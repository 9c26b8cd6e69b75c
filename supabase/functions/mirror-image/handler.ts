// mirror-image: copies a listing photo that failed to load into the listing-photos bucket and
// answers its public URL. Only images from the project's own storage (decision 031), only JPEG, PNG
// or WebP, at most 15 MB. Anyone with the anon key may call it (the listing card does, for
// visitors), so a visitor's call is held to what that needs: a copy of an original object (never a
// resized or otherwise transformed variant, of which each photo has thousands), named by its
// content so asking again stores nothing new, within a per-IP rate limit, and never a change to the
// listing. Only the agent may make the copy the listing's header image, which is recorded as one of
// its listing_photos rows (as the back office's uploads are), so the audit log and the photo rows
// keep agreeing with the listing.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientIp, parseTrustedProxyHops } from '../_shared/form-http.ts';
import {
  type Env,
  failure,
  json,
  preflight,
  readJsonObject,
  readLimited,
  requireEnv,
} from '../_shared/http.ts';
import { sniffImage } from '../_shared/image.ts';
import { publicFetch, RefusedUrlError, type UrlRefusal } from '../_shared/public-fetch.ts';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const BUCKET = 'listing-photos';
const MAX_REDIRECTS = 3;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Visitors' calls per IP address and window, unless MIRROR_RATE_LIMIT says otherwise. */
export const DEFAULT_RATE_LIMIT = '30/600';

/** MIRROR_RATE_LIMIT as `<calls>/<seconds>` (`0/…` turns the limit off). */
function rateLimit(env: Env): { max: number; windowSeconds: number } {
  const value = env('MIRROR_RATE_LIMIT') ?? DEFAULT_RATE_LIMIT;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match || Number(match[2]) < 1) {
    throw new Error(
      `MIRROR_RATE_LIMIT must be <calls>/<seconds> such as ${DEFAULT_RATE_LIMIT} (0/… turns it off), got "${value}"`,
    );
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** A public object's own URL in the project's storage; its resized variants are under render/. */
const STORAGE_OBJECT = /^\/storage\/v1\/object\/public\/[^/]+\/./;
const STORAGE_VARIANT = /^\/storage\/v1\/render\/image\/public\/[^/]+\/./;

/**
 * The URL's path as a server would read it (percent-decoded, slashes collapsed), or undefined when
 * it steps out of its folder or hides a separator.
 */
function readPath(url: URL): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname)
      .toLowerCase()
      .replace(/\/{2,}/g, '/');
  } catch {
    return undefined;
  }
  return /[\\\0;]|\/\.\.?(\/|$)/.test(path) ? undefined : path;
}

const NOT_AN_ORIGINAL =
  "Only a photo's original URL can be copied: not a resized or transformed version, and no query string.";

/**
 * What is wrong with copying `url`, or undefined: it must be in the project's own storage (a public
 * object, or for the agent a resized variant of one), whatever the agent's session names
 * (decision 031); with `originalsOnly`, the object itself with no query, never one of its variants.
 */
function sourceProblem(url: URL, storageOrigin: string, originalsOnly: boolean): UrlRefusal | undefined {
  const storage = `${storageOrigin}/storage/v1/object/public/…`;
  if (url.origin !== storageOrigin) {
    return {
      code: 'host_not_allowed',
      message: `Images can only be copied from the project's storage (${storage}), not ${url.host || url.protocol}.`,
    };
  }
  const path = readPath(url);
  const original = path !== undefined && STORAGE_OBJECT.test(path);
  if (!original && !(path !== undefined && STORAGE_VARIANT.test(path))) {
    return {
      code: 'not_in_storage',
      message: `Images can only be copied from the project's storage (${storage}), not from ${url.pathname}.`,
    };
  }
  if (originalsOnly && (!original || url.search !== ''))
    return { code: 'not_an_original', message: NOT_AN_ORIGINAL };
  return undefined;
}

class Refusal extends Error {
  readonly response: Response;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.response = failure(status, code, message);
  }
}

/**
 * Fetches from the project's storage only (redirects are checked hop by hop) and within the size
 * limit; with `originalsOnly`, every hop must be an original object too.
 */
async function download(start: URL, storageOrigin: string, originalsOnly: boolean): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await publicFetch(
      start,
      { headers: { Accept: 'image/*' } },
      {
        check: (url) => sourceProblem(url, storageOrigin, originalsOnly),
        trustedOrigins: [storageOrigin],
        maxRedirects: MAX_REDIRECTS,
      },
    );
  } catch (error) {
    if (error instanceof RefusedUrlError) throw new Refusal(400, error.code, error.message);
    throw new Refusal(502, 'fetch_failed', `Could not reach ${start.origin}.`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    // The host says there is nothing (for the caller) at that address: the caller asked for an
    // image that does not exist, which is theirs to fix. Anything else is the host failing.
    if (isNotThere(response.status)) {
      throw new Refusal(
        404,
        'image_not_found',
        `There is no image at that address (its host answered HTTP ${response.status}).`,
      );
    }
    throw new Refusal(502, 'fetch_failed', `The image could not be fetched (HTTP ${response.status}).`);
  }
  const bytes = await readLimited(response, MAX_IMAGE_BYTES);
  if (bytes === 'too_large') throw new Refusal(413, 'too_large', 'The image is larger than 15 MB.');
  return bytes;
}

/**
 * An upstream answer that means the image is not there: a 4xx other than a timeout (408) or a rate
 * limit (429), which are the host's trouble. Supabase Storage answers 400 for a missing object.
 */
const isNotThere = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export default function createMirrorImage(env: Env): (request: Request) => Promise<Response> {
  const supabaseUrl = requireEnv(env, 'SUPABASE_URL');
  const serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const anonKey = requireEnv(env, 'SUPABASE_ANON_KEY');
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const admin = createClient(supabaseUrl, serviceRoleKey, options);
  const storageOrigin = new URL(supabaseUrl).origin;
  const limit = rateLimit(env);
  const trustedHops = parseTrustedProxyHops(env('TRUSTED_PROXY_HOPS'));
  if (trustedHops === undefined) {
    throw new Error(`TRUSTED_PROXY_HOPS must be the number of proxies in front of the functions (1 to 10)`);
  }

  /** A client acting as the caller: row-level security and the audit log see who it is. */
  const asCaller = (authorization: string): SupabaseClient =>
    createClient(supabaseUrl, anonKey, { ...options, global: { headers: { Authorization: authorization } } });

  /** The caller's client when its own token is the agent's (checked by the database, as RLS would). */
  async function agentCaller(request: Request): Promise<SupabaseClient | undefined> {
    const authorization = request.headers.get('Authorization');
    // The anon key is never the agent's: a visitor's call skips the round trip to ask.
    if (!authorization || authorization === `Bearer ${anonKey}`) return undefined;
    const caller = asCaller(authorization);
    const { data } = await caller.rpc('is_agent');
    return data === true ? caller : undefined;
  }

  /** Counts a visitor's call against its address's limit: a 429 to answer, or nothing. */
  async function countVisitorCall(request: Request): Promise<Response | undefined> {
    const { data, error } = await admin.rpc('take_rate_limit', {
      scope: 'mirror-image',
      client: clientIp(request, trustedHops) ?? 'unknown',
      max_hits: limit.max,
      window_seconds: limit.windowSeconds,
    });
    if (error) return failure(502, 'database_error', 'The rate limit could not be checked.');
    const result = data as { status: 'counted' | 'rate_limited'; retry_after?: number };
    if (result.status !== 'rate_limited') return undefined;
    const seconds = result.retry_after ?? limit.windowSeconds;
    const response = failure(
      429,
      'rate_limited',
      `Too many images copied from your connection. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    );
    response.headers.set('Retry-After', String(seconds));
    return response;
  }

  /**
   * Makes the stored copy the listing's header as the agent would in the back office: a photo row
   * (the copy's, added last in the gallery if it has none yet) marked as the header, written with
   * the agent's own token, so the audit log records it and the listing's header_image_url and
   * gallery_images follow the photo rows by trigger.
   */
  async function setHeaderPhoto(
    agent: SupabaseClient,
    listingId: string,
    path: string,
    type: { mime: string },
    size: number,
  ): Promise<boolean> {
    const existing = await agent
      .from('listing_photos')
      .select('id')
      .eq('listing_id', listingId)
      .eq('path', path)
      .maybeSingle();
    if (existing.error) return false;
    if (existing.data) {
      const { error } = await agent
        .from('listing_photos')
        .update({ is_header: true })
        .eq('id', existing.data.id as string);
      return !error;
    }
    const last = await agent
      .from('listing_photos')
      .select('position')
      .eq('listing_id', listingId)
      .order('position', { ascending: false })
      .limit(1);
    if (last.error) return false;
    const { error } = await agent.from('listing_photos').insert({
      listing_id: listingId,
      path,
      position: ((last.data?.[0]?.position as number | undefined) ?? -1) + 1,
      is_header: true,
      content_type: type.mime,
      size_bytes: size,
    });
    return !error;
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const { imageUrl, slug, setHeader = false } = body;
    if (typeof slug !== 'string' || !SLUG.test(slug)) {
      return failure(
        400,
        'invalid_slug',
        'slug must be a listing slug such as 1428-maplewood-ave-springfield.',
      );
    }
    if (typeof setHeader !== 'boolean')
      return failure(400, 'invalid_set_header', 'setHeader must be true or false.');
    let source: URL;
    try {
      if (typeof imageUrl !== 'string' || imageUrl === '') throw new TypeError('not a string');
      source = new URL(imageUrl, `${supabaseUrl}/`);
    } catch {
      return failure(400, 'invalid_image_url', 'imageUrl must be a URL.');
    }
    const outside = sourceProblem(source, storageOrigin, false);
    if (outside) return failure(400, outside.code, outside.message);

    // A visitor (anon key, or a signed-in user who is not the agent) gets a copy and nothing more.
    const agent = await agentCaller(request);
    if (!agent) {
      if (setHeader) {
        return failure(
          403,
          'not_allowed',
          "Only the agent can change a listing's header image. Leave out setHeader to get a copy.",
        );
      }
      const variant = sourceProblem(source, storageOrigin, true);
      if (variant) return failure(400, variant.code, variant.message);
      const limited = await countVisitorCall(request);
      if (limited) return limited;
    }

    let query = admin.from('listings').select('id').eq('slug', slug);
    // Visitors never see an archived listing, so they cannot add to one either.
    if (!agent) query = query.is('archived_at', null);
    const { data: listing, error: listingError } = await query.maybeSingle();
    if (listingError) return failure(502, 'database_error', 'The listing could not be read.');
    if (!listing) return failure(404, 'listing_not_found', `No listing has the slug ${slug}.`);

    let bytes: Uint8Array;
    try {
      bytes = await download(source, storageOrigin, !agent);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
    const type = sniffImage(bytes);
    if (!type) return failure(415, 'not_an_image', 'The file is not a JPEG, PNG or WebP image.');

    // Named by content: however the same object is asked for, and however often, it is one object.
    const path = `${slug}/mirrored-${(await sha256Hex(bytes)).slice(0, 20)}.${type.extension}`;
    const { error: uploadError } = await admin.storage
      .from(BUCKET)
      .upload(path, bytes, { contentType: type.mime, upsert: true, cacheControl: '31536000' });
    if (uploadError)
      return failure(502, 'upload_failed', `The image could not be stored: ${uploadError.message}`);
    const publicUrl = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;

    let headerSet = false;
    if (setHeader && agent) {
      if (!(await setHeaderPhoto(agent, listing.id as string, path, type, bytes.byteLength)))
        return failure(502, 'update_failed', 'The listing could not be updated.');
      headerSet = true;
    }
    return json(200, { publicUrl, path, headerSet });
  };
}
