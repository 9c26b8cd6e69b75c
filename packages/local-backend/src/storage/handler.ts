// /storage/v1: upload, replace, remove, list and read objects as Supabase Storage does. Each change
// is a row in storage.objects written under the caller's role, so the bucket's policies decide; the
// bytes are written only when that row is allowed, and public buckets are readable by URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { type Caller, identify } from '../caller.ts';
import {
  CORS_HEADERS,
  header,
  json,
  PayloadTooLargeError,
  preflight,
  readBody,
  type Reply,
  send,
  toWebRequest,
} from '../http.ts';
import type { JwtVerifier } from '../jwt.ts';
import { DatabaseError } from '../db/database.ts';
import { transformImage, TransformError, transformOptions, type TransformOptions } from './transform.ts';
import {
  contentTypeFor,
  isValidBucketId,
  isValidObjectName,
  objectMetadata,
  type ObjectStore,
  upsertObjectRow,
} from './object-store.ts';

export interface StorageContext {
  db: Database;
  jwt: JwtVerifier;
  store: ObjectStore;
}

/** Above any bucket's own limit: the request is refused before it is read whole. */
const MAX_UPLOAD = 50 * 1024 * 1024;

class StorageError extends Error {
  readonly statusCode: string;
  readonly error: string;
  readonly httpStatus: number;
  constructor(statusCode: string, error: string, message: string, httpStatus = 400) {
    super(message);
    this.statusCode = statusCode;
    this.error = error;
    this.httpStatus = httpStatus;
  }
}

const notFound = () => new StorageError('404', 'not_found', 'Object not found');
const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');

function fromDatabaseError(error: DatabaseError): StorageError {
  if (error.code === '42501')
    return new StorageError('403', 'Unauthorized', error.message.replace(/ for table "objects"$/, ''));
  if (error.code === '23505') return new StorageError('409', 'Duplicate', 'The resource already exists');
  // A value the database cannot hold or a row it refuses: the request's fault.
  if (/^2[23]/.test(error.code)) return new StorageError('400', 'InvalidRequest', error.message);
  return new StorageError('500', 'internal', error.message, 500);
}

/** Splits `/object/<bucket>/<name...>` after a prefix; names arrive percent-encoded. */
function target(rest: string): { bucket: string; name: string } {
  const [bucket = '', ...parts] = rest.split('/');
  let name: string;
  try {
    name = parts.map((part) => decodeURIComponent(part)).join('/');
  } catch {
    throw new StorageError('400', 'InvalidKey', 'Invalid key: the path is not valid percent-encoding');
  }
  if (!isValidBucketId(bucket)) throw bucketNotFound();
  if (!isValidObjectName(name)) throw new StorageError('400', 'InvalidKey', `Invalid key: ${name}`);
  return { bucket, name };
}

export async function handleStorage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: StorageContext,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') return send(response, preflight(request));
  const path = url.pathname.slice('/storage/v1'.length);
  try {
    if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/public/')) {
      return send(
        response,
        await publicRead(context, path.slice('/object/public/'.length), request),
        method === 'HEAD',
      );
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith('/render/image/public/')) {
      return send(
        response,
        await renderImage(context, path.slice('/render/image/public/'.length), url, request),
        method === 'HEAD',
      );
    }
    const who = await identify(request, url, context.jwt, context.db);
    if (!who.ok)
      throw new StorageError('401', 'Unauthorized', who.message, who.code === 'no_api_key' ? 401 : 400);
    return send(response, await route(request, url, method, path, who.caller, context), method === 'HEAD');
  } catch (error) {
    let failure: StorageError;
    if (error instanceof StorageError) failure = error;
    else if (error instanceof DatabaseError) failure = fromDatabaseError(error);
    else if (error instanceof PayloadTooLargeError) {
      failure = new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
    } else {
      console.error('Unexpected error in /storage/v1:', error);
      failure = new StorageError('500', 'internal', 'Internal Server Error', 500);
    }
    send(
      response,
      json(
        failure.httpStatus,
        { statusCode: failure.statusCode, error: failure.error, message: failure.message },
        CORS_HEADERS,
      ),
    );
  }
}

/** An object of a public bucket, described; `rest` is `<bucket>/<name>`. */
async function publicObject(context: StorageContext, rest: string) {
  const { bucket, name } = target(rest);
  const info = await context.store.bucket(bucket);
  if (!info) throw bucketNotFound();
  if (!info.public) throw notFound();
  const described = await context.store.describe(bucket, name);
  if (!described) throw notFound();
  return { bucket, name, described };
}

const maxAge = (cacheControl: string) =>
  cacheControl.startsWith('max-age') ? cacheControl : `max-age=${cacheControl}`;

/**
 * A public object is shown by pages of other origins: the site's, when a static host serves it
 * apart from the Supabase project (`<img>` loads are not CORS requests, so the API's
 * `same-origin` resource policy would block them).
 */
const PUBLIC_IMAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** A public image resized (Supabase's `/render/image/public/...`); see transform.ts. */
async function renderImage(
  context: StorageContext,
  rest: string,
  url: URL,
  request: IncomingMessage,
): Promise<Reply> {
  let options: TransformOptions;
  try {
    options = transformOptions(url.searchParams, header(request, 'accept'));
  } catch (error) {
    if (error instanceof TransformError) throw new StorageError('400', 'InvalidRequest', error.message);
    throw error;
  }
  const { bucket, name, described } = await publicObject(context, rest);
  if (!/^image\/(?:jpeg|png|webp|avif|gif)$/.test(described.contentType)) {
    throw new StorageError('400', 'InvalidRequest', 'Only images can be transformed');
  }
  let image: { body: Uint8Array; contentType: string };
  try {
    image = await transformImage(
      `${bucket}/${name}#${described.etag}`,
      () => context.store.readFile(bucket, name),
      described.contentType,
      options,
    );
  } catch {
    throw new StorageError('422', 'TransformationFailed', 'The image could not be transformed', 422);
  }
  const etag = `"${described.etag.replace(/"/g, '')}-${options.width ?? ''}x${options.height ?? ''}-${options.resize}-${options.quality}-${image.contentType.slice(6)}"`;
  const headers = {
    ...CORS_HEADERS,
    'content-type': image.contentType,
    'cache-control': maxAge(described.cacheControl),
    etag,
    vary: 'Accept',
    ...PUBLIC_IMAGE_HEADERS,
  };
  if (header(request, 'if-none-match') === etag) return { status: 304, headers };
  return { status: 200, headers, body: image.body };
}

async function publicRead(context: StorageContext, rest: string, request: IncomingMessage): Promise<Reply> {
  const { bucket, name, described } = await publicObject(context, rest);
  const headers = {
    ...CORS_HEADERS,
    'content-type': described.contentType,
    'cache-control': maxAge(described.cacheControl),
    etag: described.etag,
    'last-modified': new Date(described.updatedAt).toUTCString(),
    ...PUBLIC_IMAGE_HEADERS,
  };
  if (described.etag && header(request, 'if-none-match') === described.etag) return { status: 304, headers };
  try {
    return { status: 200, headers, body: await context.store.readFile(bucket, name) };
  } catch {
    throw notFound();
  }
}

interface Upload {
  data: Uint8Array;
  contentType: string;
  cacheControl: string;
}

async function readUpload(request: IncomingMessage, url: URL, name: string): Promise<Upload> {
  const raw = await readBody(request, MAX_UPLOAD);
  const type = header(request, 'content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await toWebRequest(request, url, raw).formData();
    } catch {
      throw new StorageError('400', 'InvalidRequest', 'The body is not valid multipart/form-data');
    }
    let file: File | undefined;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file) throw new StorageError('400', 'InvalidRequest', 'No file found in the form data');
    const cacheControl = form.get('cacheControl');
    return {
      data: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type && file.type !== 'application/octet-stream' ? file.type : contentTypeFor(name),
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : '3600'}`,
    };
  }
  const cacheControl = header(request, 'cache-control') ?? 'max-age=3600';
  return {
    data: new Uint8Array(raw),
    contentType: type.split(';')[0]?.trim() || contentTypeFor(name),
    cacheControl: cacheControl.startsWith('max-age') ? cacheControl : `max-age=${cacheControl}`,
  };
}

async function route(
  request: IncomingMessage,
  url: URL,
  method: string,
  path: string,
  caller: Caller,
  context: StorageContext,
): Promise<Reply> {
  const actor = { role: caller.role, claims: caller.claims };
  if (path.startsWith('/object/list/') && method === 'POST') {
    return list(request, path.slice('/object/list/'.length), caller, context);
  }
  if (path.startsWith('/object/authenticated/') && (method === 'GET' || method === 'HEAD')) {
    return authenticatedRead(context, path.slice('/object/authenticated/'.length), caller);
  }
  if (path.startsWith('/object/')) {
    const rest = path.slice('/object/'.length);
    if (method === 'DELETE' && !rest.includes('/')) return removeMany(request, rest, caller, context);
    const { bucket, name } = target(rest);
    if (method === 'GET' || method === 'HEAD') return authenticatedRead(context, rest, caller);
    if (method === 'POST' || method === 'PUT') {
      const info = await context.store.bucket(bucket);
      if (!info) throw bucketNotFound();
      const upload = await readUpload(request, url, name);
      if (info.file_size_limit !== null && upload.data.byteLength > info.file_size_limit) {
        throw new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
      }
      if (info.allowed_mime_types?.length && !info.allowed_mime_types.includes(upload.contentType)) {
        throw new StorageError(
          '415',
          'invalid_mime_type',
          `mime type ${upload.contentType} is not supported`,
        );
      }
      const upsert = method === 'PUT' || header(request, 'x-upsert') === 'true';
      const owner = caller.role === 'authenticated' ? (caller.claims.sub ?? null) : null;
      const metadata = objectMetadata(upload.data, upload.contentType, upload.cacheControl);
      const id = await context.db.transaction(actor, {}, async (tx) => {
        let row: { id: string };
        if (upsert) row = await upsertObjectRow(tx, bucket, name, metadata, owner);
        else {
          const rows = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ($1, $2, $3::uuid, $3, $4::jsonb) returning id::text as id`,
            [bucket, name, owner, JSON.stringify(metadata)],
          );
          row = rows[0] ?? { id: '' };
        }
        await context.store.writeFile(bucket, name, upload.data);
        return row.id;
      });
      return json(200, { Id: id, Key: `${bucket}/${name}` }, CORS_HEADERS);
    }
    if (method === 'DELETE') {
      const removed = await removeObjects(context, caller, bucket, [name]);
      if (removed.length === 0) throw notFound();
      return json(200, { message: 'Successfully deleted' }, CORS_HEADERS);
    }
  }
  if (path === '/bucket' && method === 'GET') {
    const rows = await context.db.transaction(actor, { readOnly: true }, (tx) =>
      tx.query(
        'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets',
      ),
    );
    return json(200, rows, CORS_HEADERS);
  }
  throw new StorageError(
    '400',
    'InvalidRequest',
    `${method} /storage/v1${path} is not supported by the local backend`,
  );
}

async function authenticatedRead(context: StorageContext, rest: string, caller: Caller): Promise<Reply> {
  const { bucket, name } = target(rest);
  const rows = await context.db.transaction(
    { role: caller.role, claims: caller.claims },
    { readOnly: true },
    (tx) =>
      tx.query<{ metadata: Record<string, unknown> | null }>(
        'select metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      ),
  );
  const row = rows[0];
  if (!row) throw notFound();
  return {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'content-type': String(row.metadata?.mimetype ?? contentTypeFor(name)),
      'cache-control': 'no-cache',
    },
    body: await context.store.readFile(bucket, name).catch(() => {
      throw notFound();
    }),
  };
}

async function removeObjects(context: StorageContext, caller: Caller, bucket: string, names: string[]) {
  const removed = await context.db.transaction({ role: caller.role, claims: caller.claims }, {}, (tx) =>
    tx.query<{ name: string; id: string; metadata: unknown; created_at: string; updated_at: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
       returning name, id::text as id, bucket_id, metadata, created_at::text, updated_at::text`,
      [
        bucket,
        `{${names.map((name) => `"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
      ],
    ),
  );
  for (const row of removed) await context.store.removeFile(bucket, row.name);
  return removed;
}

async function removeMany(request: IncomingMessage, bucket: string, caller: Caller, context: StorageContext) {
  if (!isValidBucketId(bucket)) throw bucketNotFound();
  let prefixes: unknown;
  try {
    prefixes = (JSON.parse((await readBody(request, 1024 * 1024)).toString('utf8')) as { prefixes?: unknown })
      .prefixes;
  } catch {
    throw new StorageError('400', 'InvalidRequest', 'Body must be JSON with a prefixes array');
  }
  if (
    !Array.isArray(prefixes) ||
    prefixes.some((item) => typeof item !== 'string' || !isValidObjectName(item))
  ) {
    throw new StorageError('400', 'InvalidRequest', 'prefixes must be an array of object names');
  }
  const removed = await removeObjects(context, caller, bucket, prefixes as string[]);
  return json(
    200,
    removed.map((row) => ({ ...row, bucket_id: bucket })),
    CORS_HEADERS,
  );
}

/** A whole number from a list request's JSON, or the default; anything else is refused. */
function whole(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new StorageError('400', 'InvalidRequest', `${name} must be a whole number, 0 or more`);
  }
  return value;
}

async function list(request: IncomingMessage, bucket: string, caller: Caller, context: StorageContext) {
  if (!isValidBucketId(bucket)) throw bucketNotFound();
  let options: { prefix?: unknown; limit?: unknown; offset?: unknown; search?: unknown };
  try {
    options = JSON.parse((await readBody(request, 1024 * 1024)).toString('utf8') || '{}') as typeof options;
  } catch {
    throw new StorageError('400', 'InvalidRequest', 'Body must be JSON');
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new StorageError('400', 'InvalidRequest', 'Body must be a JSON object');
  const prefix =
    typeof options.prefix === 'string' && options.prefix !== ''
      ? `${options.prefix.replace(/\/$/, '')}/`
      : '';
  const limit = whole(options.limit, 'limit', 100);
  const offset = whole(options.offset, 'offset', 0);
  if (limit < 1 || limit > 1000) throw new StorageError('400', 'InvalidRequest', 'limit must be 1 to 1000');
  const search = typeof options.search === 'string' ? options.search : '';
  // One level, as Storage lists: objects directly under the prefix, and folders as entries with null ids.
  const rows = await context.db.transaction(
    { role: caller.role, claims: caller.claims },
    { readOnly: true },
    (tx) =>
      tx.query(
        `with entries as (
         select split_part(substr(name, length($2) + 1), '/', 1) as entry, name, id, metadata, created_at, updated_at,
                position('/' in substr(name, length($2) + 1)) > 0 as is_folder
         from storage.objects where bucket_id = $1 and starts_with(name, $2)
       )
       select entry as name,
              case when bool_or(is_folder) then null else (array_agg(id::text))[1] end as id,
              case when bool_or(is_folder) then null else (array_agg(metadata))[1] end as metadata,
              case when bool_or(is_folder) then null else min(created_at)::text end as created_at,
              case when bool_or(is_folder) then null else max(updated_at)::text end as updated_at
       from entries
       where entry ilike '%' || $3 || '%'
       group by entry order by entry limit $4 offset $5`,
        [bucket, prefix, search, limit, offset],
      ),
  );
  return json(200, rows, CORS_HEADERS);
}
