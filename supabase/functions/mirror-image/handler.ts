// mirror-image: copies a listing photo that failed to load from the site (or a configured host)
// into the listing-photos bucket and answers its public URL; optionally makes it the listing's
// header image. Only images from allowed hosts, only JPEG, PNG or WebP, at most 15 MB.
import { createClient } from '@supabase/supabase-js';
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

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const BUCKET = 'listing-photos';
const MAX_REDIRECTS = 3;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The origins images may come from: the site's, the Supabase project's, and MIRROR_ALLOWED_HOSTS. */
function allowedOrigins(env: Env): { origins: Set<string>; hosts: Set<string> } {
  const origins = new Set<string>();
  const hosts = new Set<string>();
  for (const url of [env('SITE_URL'), env('SUPABASE_URL')]) if (url) origins.add(new URL(url).origin);
  for (const entry of (env('MIRROR_ALLOWED_HOSTS') ?? '').split(',')) {
    const host = entry.trim().toLowerCase();
    if (!host) continue;
    if (host.includes('://')) origins.add(new URL(host).origin);
    else hosts.add(host);
  }
  return { origins, hosts };
}

function isAllowed(url: URL, allowed: ReturnType<typeof allowedOrigins>): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return allowed.origins.has(url.origin) || (url.protocol === 'https:' && allowed.hosts.has(url.hostname));
}

class Refusal extends Error {
  readonly response: Response;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.response = failure(status, code, message);
  }
}

/** Fetches without leaving the allowed hosts (redirects are checked hop by hop) and within the size limit. */
async function download(start: URL, allowed: ReturnType<typeof allowedOrigins>): Promise<Uint8Array> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', headers: { Accept: 'image/*' } });
    } catch {
      throw new Refusal(502, 'fetch_failed', `Could not reach ${url.origin}.`);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel();
      url = new URL(response.headers.get('location') ?? '', url);
      if (!isAllowed(url, allowed))
        throw new Refusal(400, 'host_not_allowed', `Redirect to ${url.host} is not allowed.`);
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Refusal(502, 'fetch_failed', `The image could not be fetched (HTTP ${response.status}).`);
    }
    const bytes = await readLimited(response, MAX_IMAGE_BYTES);
    if (bytes === 'too_large') throw new Refusal(413, 'too_large', 'The image is larger than 15 MB.');
    return bytes;
  }
  throw new Refusal(400, 'too_many_redirects', 'The image URL redirects too many times.');
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export default function createMirrorImage(env: Env): (request: Request) => Promise<Response> {
  const supabaseUrl = requireEnv(env, 'SUPABASE_URL');
  const serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const anonKey = requireEnv(env, 'SUPABASE_ANON_KEY');
  const admin = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const allowed = allowedOrigins(env);
  const siteUrl = env('SITE_URL') ?? supabaseUrl;

  /** Whether the caller's own token belongs to the agent (checked by the database, as RLS would). */
  async function callerIsAgent(request: Request): Promise<boolean> {
    const authorization = request.headers.get('Authorization');
    if (!authorization) return false;
    const asCaller = createClient(supabaseUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: authorization } },
    });
    const { data } = await asCaller.rpc('is_agent');
    return data === true;
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
        'slug must be a listing slug such as 1428-maplewood-ave-royal-oak.',
      );
    }
    if (typeof setHeader !== 'boolean')
      return failure(400, 'invalid_set_header', 'setHeader must be true or false.');
    let source: URL;
    try {
      if (typeof imageUrl !== 'string' || imageUrl === '') throw new TypeError('not a string');
      source = new URL(imageUrl, siteUrl);
    } catch {
      return failure(400, 'invalid_image_url', 'imageUrl must be a URL.');
    }
    if (!isAllowed(source, allowed)) {
      return failure(
        400,
        'host_not_allowed',
        `Images can only be mirrored from the site or a configured host, not ${source.host}.`,
      );
    }

    const { data: listing, error: listingError } = await admin
      .from('listings')
      .select('id, header_image_url, gallery_images')
      .eq('slug', slug)
      .maybeSingle();
    if (listingError) return failure(502, 'database_error', 'The listing could not be read.');
    if (!listing) return failure(404, 'listing_not_found', `No listing has the slug ${slug}.`);

    let bytes: Uint8Array;
    try {
      bytes = await download(source, allowed);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
    const type = sniffImage(bytes);
    if (!type) return failure(415, 'not_an_image', 'The file is not a JPEG, PNG or WebP image.');

    // Named by content: mirroring the same image again replaces nothing and stores nothing new.
    const path = `${slug}/mirrored-${(await sha256Hex(bytes)).slice(0, 20)}.${type.extension}`;
    const { error: uploadError } = await admin.storage
      .from(BUCKET)
      .upload(path, bytes, { contentType: type.mime, upsert: true, cacheControl: '31536000' });
    if (uploadError)
      return failure(502, 'upload_failed', `The image could not be stored: ${uploadError.message}`);
    const publicUrl = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;

    let headerSet = false;
    if (setHeader) {
      // A visitor's browser may only repair a listing with a copy of one of its own photos; anything
      // else is the agent's decision.
      // Stored URLs may be relative to the site or to the Supabase URL.
      const own = [listing.header_image_url, ...(listing.gallery_images ?? [])]
        .filter((url): url is string => typeof url === 'string')
        .flatMap((url) => [new URL(url, siteUrl).href, new URL(url, supabaseUrl).href]);
      const mayRepair = own.includes(source.href);
      if (!mayRepair && !(await callerIsAgent(request))) {
        return failure(
          403,
          'not_allowed',
          "Only the agent can set a header image that is not one of the listing's photos.",
        );
      }
      const { error: updateError } = await admin
        .from('listings')
        .update({ header_image_url: publicUrl })
        .eq('id', listing.id);
      if (updateError) return failure(502, 'update_failed', 'The listing could not be updated.');
      headerSet = true;
    }
    return json(200, { publicUrl, path, headerSet });
  };
}
