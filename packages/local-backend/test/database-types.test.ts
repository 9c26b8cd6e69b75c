// The database types in packages/schemas are the migrations': generated as the Supabase CLI
// generates them (src/db/database-types.ts) from the migrated database, PGlite here or the
// PostgreSQL server in TEST_DATABASE_URL, where they must come out the same.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '@supabase/postgrest-typegen';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WORKSPACE_ROOT } from '../src/config.ts';
import { DATABASE_TYPES_FILE, databaseTypes, schemaScripts } from '../src/db/database-types.ts';
import { createDatabase } from './harness.ts';

/** PGlite or a node-postgres client: both answer `query(sql)` with its rows. */
let db: Queryable;
let close: () => Promise<void>;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createDatabase(serverUrl);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const sql of schemaScripts(join(WORKSPACE_ROOT, 'supabase'))) await client.query(sql);
    db = client;
    close = async () => {
      await client.end();
      await database.drop();
    };
  } else {
    // A copy of the run's migrated template: a new PGlite cluster takes seconds to initialise.
    const template = inject('pgliteTemplate');
    if (!template || !existsSync(template)) throw new Error('global-setup.ts made no PGlite template');
    const dir = mkdtempSync(join(tmpdir(), 'database-types-'));
    cpSync(template, dir, { recursive: true });
    const pglite = await PGlite.create({ dataDir: join(dir, 'pglite') });
    db = pglite;
    close = async () => {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
});
afterAll(() => close());

describe('the database types', () => {
  it('are checked in as the migrations make them', async () => {
    expect(
      readFileSync(DATABASE_TYPES_FILE, 'utf8'),
      'packages/schemas/src/database.types.ts differs from the migrations: run `npm run gen:types`',
    ).toBe(await databaseTypes(db));
  });

  it('give a column a migration adds to its table’s Row, Insert and Update', async () => {
    await db.query('begin');
    try {
      await db.query('alter table public.listings add column test_only_count integer');
      const types = await databaseTypes(db);
      const listings = types.slice(types.indexOf('      listings: {'));
      const part = (name: string) => {
        const start = listings.slice(listings.indexOf(`${name}: {`));
        return start.slice(0, start.indexOf('}'));
      };
      expect(part('Row')).toContain('test_only_count: number | null');
      expect(part('Insert')).toContain('test_only_count?: number | null');
      expect(part('Update')).toContain('test_only_count?: number | null');
    } finally {
      await db.query('rollback');
    }
  });
});
