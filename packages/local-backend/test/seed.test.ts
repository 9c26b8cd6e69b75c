// SEED_SQL: a fresh database gets another site's own seed instead of the project's (a second
// agent's site runs on the same migrations with its own listings). Always on PGlite, so the
// PostgreSQL run leaves it out, as it does processes.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { loadConfig, startBackend } from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'local-backend-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SEED_SQL', () => {
  it("seeds a fresh database with the named file: the site's visitors see its listings and no other", async () => {
    const seed = join(dir, 'seed.sql');
    writeFileSync(
      seed,
      `insert into public.listings (slug, title, address, city, state, zip_code, price, status)
       values ('2150-aspen-ridge-dr-fort-collins', 'Foothills Ranch', '2150 Aspen Ridge Dr', 'Fort Collins',
               'CO', '80525', 612000, 'current');\n`,
    );
    const backend = await startBackend(
      loadConfig({ PORT: '0', DATA_DIR: join(dir, 'data'), SEED_SQL: seed, OUTBOX_INTERVAL_MS: '0' }, dir),
    );
    try {
      expect(backend.migrations.seeded).toBe(true);
      const anon = createClient(backend.url, backend.keys.anonKey, { auth: { persistSession: false } });
      const { data, error } = await anon.from('listings').select('slug, city, state');
      expect(error).toBeNull();
      expect(data).toEqual([{ slug: '2150-aspen-ridge-dr-fort-collins', city: 'Fort Collins', state: 'CO' }]);
    } finally {
      await backend.close();
    }
  }, 180_000);

  it('refuses to start when the file it names does not exist, saying which', () => {
    expect(() => loadConfig({ SEED_SQL: 'no-such-seed.sql' }, dir)).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_SQL: 'no-such-seed.sql' }, dir)).toThrow(
      `SEED_SQL must name a SQL file, and ${join(dir, 'no-such-seed.sql')} does not exist`,
    );
  });
});
