// Brings a database to the state `supabase db reset` would leave a new project in: the platform
// pieces, every migration in order (each once), and on a fresh database the seed and seed photos.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type Database, textArray } from './database.ts';
import type { ObjectStore } from '../storage/object-store.ts';

// What a Supabase project already has (platform.sql, also what `npm run test:deploy` gives the real
// CLI), then what only the local backend keeps (local.sql).
export const PLATFORM_SQL = readFileSync(new URL('./platform.sql', import.meta.url), 'utf8');
const LOCAL_SQL = readFileSync(new URL('./local.sql', import.meta.url), 'utf8');

export interface MigrationReport {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export function listMigrations(projectDir: string): { version: string; name: string; path: string }[] {
  const dir = join(projectDir, 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match)
        throw new Error(`Migration ${file} must be named <14-digit timestamp>_<snake_case_name>.sql`);
      return { version: match[1] ?? '', name: match[2] ?? '', path: join(dir, file) };
    });
}

/**
 * Applies what the database lacks; a fresh one then gets `seedPath` (the project's `seed.sql`
 * unless another site's seed is named) and the project's seed photos.
 */
export async function migrate(
  db: Database,
  projectDir: string,
  store: ObjectStore,
  seedPath = join(projectDir, 'seed.sql'),
): Promise<MigrationReport> {
  await db.script(PLATFORM_SQL);
  await db.script(LOCAL_SQL);
  const done = await db.transaction('admin', { readOnly: true }, (tx) =>
    tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const appliedBefore = new Set(done.map((row) => row.version));
  const fresh = appliedBefore.size === 0;
  const applied: string[] = [];
  for (const migration of listMigrations(projectDir)) {
    if (appliedBefore.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.script(sql, async (tx) => {
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, textArray([sql])],
        );
      });
    } catch (error) {
      throw new Error(
        `Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    applied.push(`${migration.version}_${migration.name}`);
  }
  let seeded = false;
  if (fresh && existsSync(seedPath)) {
    const sql = readFileSync(seedPath, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    await db.script(sql, async (tx) => {
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        relative(dirname(projectDir), seedPath),
        hash,
      ]);
    });
    await store.seedBuckets(projectDir);
    seeded = true;
  }
  return { fresh, applied, seeded };
}
