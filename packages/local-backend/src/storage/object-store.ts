// Object bytes on disk under DATA_DIR/storage/<bucket>/<name>; their rows in storage.objects.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Database, Queryable } from '../db/database.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  json: 'application/json',
  txt: 'text/plain',
};

export function contentTypeFor(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Supabase's rules for keys, plus what keeps a key inside its bucket folder. */
export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || name.startsWith('/') || name.endsWith('/')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isValidBucketId(id: string): boolean {
  return /^[a-z0-9][a-z0-9._-]{0,62}$/i.test(id);
}

export interface BucketInfo {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface StoredObject {
  contentType: string;
  cacheControl: string;
  size: number;
  etag: string;
  updatedAt: string;
}

/** Parses the `[storage.buckets.<id>]` tables of supabase/config.toml (the only part read here). */
export function configuredBuckets(
  projectDir: string,
): { id: string; public: boolean; objectsPath?: string }[] {
  const file = join(projectDir, 'config.toml');
  if (!existsSync(file)) return [];
  const buckets: { id: string; public: boolean; objectsPath?: string }[] = [];
  let current: (typeof buckets)[number] | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const table = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (table) {
      const id = /^storage\.buckets\.([A-Za-z0-9._-]+)$/.exec(table[1] ?? '')?.[1];
      current = id ? { id, public: false } : undefined;
      if (current) buckets.push(current);
      continue;
    }
    const pair = /^\s*([a-z_]+)\s*=\s*(.+?)\s*$/.exec(line);
    if (!current || !pair) continue;
    if (pair[1] === 'public') current.public = pair[2] === 'true';
    if (pair[1] === 'objects_path') current.objectsPath = JSON.parse(pair[2] ?? '""') as string;
  }
  return buckets;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export class ObjectStore {
  readonly #root: string;
  readonly #db: Database;
  #buckets: Map<string, BucketInfo> | undefined;
  /** Metadata of public objects, so serving a photo does not queue behind database work. */
  readonly #meta = new Map<string, StoredObject | null>();

  constructor(root: string, db: Database) {
    this.#root = root;
    this.#db = db;
  }

  #file(bucket: string, name: string): string {
    return join(this.#root, bucket, ...name.split('/'));
  }

  async bucket(id: string): Promise<BucketInfo | undefined> {
    if (!this.#buckets) {
      const rows = await this.#db.transaction('admin', { readOnly: true }, (tx) =>
        tx.query<BucketInfo & { file_size_limit: string | number | null }>(
          'select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets',
        ),
      );
      this.#buckets = new Map(
        rows.map((row) => [row.id, { ...row, file_size_limit: Number(row.file_size_limit) || null }]),
      );
    }
    return this.#buckets.get(id);
  }

  forgetBuckets(): void {
    this.#buckets = undefined;
  }

  async writeFile(bucket: string, name: string, data: Uint8Array): Promise<void> {
    const file = this.#file(bucket, name);
    await mkdir(dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    this.#meta.delete(`${bucket}/${name}`);
  }

  async removeFile(bucket: string, name: string): Promise<void> {
    await rm(this.#file(bucket, name), { force: true });
    this.#meta.delete(`${bucket}/${name}`);
  }

  readFile(bucket: string, name: string): Promise<Buffer> {
    return readFile(this.#file(bucket, name));
  }

  /** The stored object's metadata as the backend sees it (no RLS): for public reads. */
  async describe(bucket: string, name: string): Promise<StoredObject | null> {
    const key = `${bucket}/${name}`;
    if (this.#meta.has(key)) return this.#meta.get(key) ?? null;
    const rows = await this.#db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ metadata: Record<string, unknown> | null; updated_at: string }>(
        `select metadata, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
         from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      ),
    );
    const row = rows[0];
    const described: StoredObject | null = row
      ? {
          contentType: String(row.metadata?.mimetype ?? contentTypeFor(name)),
          cacheControl: String(row.metadata?.cacheControl ?? 'max-age=3600'),
          size: Number(row.metadata?.size ?? 0),
          etag: String(row.metadata?.eTag ?? ''),
          updatedAt: row.updated_at,
        }
      : null;
    if (this.#meta.size > 5000) this.#meta.clear();
    this.#meta.set(key, described);
    return described;
  }

  /** Uploads each configured bucket's objects_path (as `supabase seed buckets` does). */
  async seedBuckets(projectDir: string): Promise<number> {
    let count = 0;
    for (const bucket of configuredBuckets(projectDir)) {
      if (!bucket.objectsPath) continue;
      const dir = join(projectDir, bucket.objectsPath);
      if (!existsSync(dir)) continue;
      for await (const file of walk(dir)) {
        const name = relative(dir, file).split(sep).join('/');
        if (!isValidObjectName(name) || name.split('/').some((part) => part.startsWith('.'))) continue;
        const data = await readFile(file);
        await this.#db.transaction('admin', {}, async (tx) => {
          await tx.query(
            `insert into storage.buckets (id, name, public) values ($1, $1, $2) on conflict (id) do nothing`,
            [bucket.id, bucket.public],
          );
          await upsertObjectRow(
            tx,
            bucket.id,
            name,
            objectMetadata(data, contentTypeFor(name), 'max-age=3600'),
            null,
          );
          await this.writeFile(bucket.id, name, data);
        });
        count += 1;
      }
    }
    this.forgetBuckets();
    return count;
  }
}

export function objectMetadata(
  data: Uint8Array,
  mimetype: string,
  cacheControl: string,
): Record<string, unknown> {
  const eTag = `"${randomUUID().replaceAll('-', '')}"`;
  return {
    eTag,
    size: data.byteLength,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: data.byteLength,
    httpStatusCode: 200,
  };
}

export async function upsertObjectRow(
  tx: Queryable,
  bucket: string,
  name: string,
  metadata: Record<string, unknown>,
  owner: string | null,
): Promise<{ id: string }> {
  const rows = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3, $4::jsonb)
     on conflict (bucket_id, name) do update
       set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()
     returning id::text as id`,
    [bucket, name, owner, JSON.stringify(metadata)],
  );
  return rows[0] ?? { id: '' };
}
