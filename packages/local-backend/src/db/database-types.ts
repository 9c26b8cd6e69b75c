// The database's TypeScript types as `supabase gen types typescript --db-url` writes them, made from
// the migrations without Docker. The pinned CLI (2.117.0) runs postgres-meta 0.99.0 in a container
// for this, and postgres-meta's type generation is @supabase/postgrest-typegen (0.2.0 was released
// with it): called here in this process, on a PGlite database given the platform's pieces and every
// migration, it writes the same bytes. See docs/decisions/035-one-listing-shape.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  generateTypescript,
  introspect,
  sortGeneratorMetadata,
  type Queryable,
} from '@supabase/postgrest-typegen';
import { WORKSPACE_ROOT } from '../config.ts';
import { listMigrations, PLATFORM_SQL } from './migrate.ts';

/** Where the generated types are checked in: the shared package, beside the listing mapper. */
export const DATABASE_TYPES_FILE = join(WORKSPACE_ROOT, 'packages/schemas/src/database.types.ts');

/**
 * The types of `db`'s `public` schema (the one the API serves, supabase/config.toml), with the
 * settings the CLI gives postgres-meta for `--db-url`: one-to-one relationships detected and no
 * PostgREST version (a bare database has none to report). `db` is PGlite or a node-postgres client.
 */
export async function databaseTypes(db: Queryable): Promise<string> {
  const metadata = await introspect(db, { includedSchemas: ['public'] });
  return generateTypescript(sortGeneratorMetadata(metadata), {
    detectOneToOneRelationships: true,
    defaultSchema: 'public',
  });
}

/**
 * The scripts that make a bare database the project's, in order: what a Supabase project already
 * has (platform.sql), then every migration, as `supabase db push` applies them. No seed: rows
 * change no type.
 */
export function schemaScripts(projectDir: string): string[] {
  return [
    PLATFORM_SQL,
    ...listMigrations(projectDir).map((migration) => readFileSync(migration.path, 'utf8')),
  ];
}

/** The types `projectDir`'s migrations give, read from a throwaway in-memory PGlite database. */
export async function migrationTypes(projectDir: string): Promise<string> {
  const db = await PGlite.create();
  try {
    for (const sql of schemaScripts(projectDir)) await db.exec(sql);
    return await databaseTypes(db);
  } finally {
    await db.close();
  }
}
