// `npm run bench:alerts [-- 10000 1000]`: saved-search alerts at scale (issue 28, decision 055). A
// fresh backend in its own process holds a market of made-up MLS listings (10,000) and confirmed
// saved searches (1,000) with varied filters; one feed page of 100 changed listings (90 price cuts,
// 10 gone pending) is stored through apply_mls_page, whose trigger matches them against every
// search: its time, and the events it recorded. Then the sender (queueSavedSearchAlerts, in this
// process) queues every due email in batches of 50, with its time and this process's heap after
// each batch, which should stay flat. With TEST_DATABASE_URL (`node scripts/with-postgres.mjs npm
// run bench:alerts`) the backend uses PostgreSQL; otherwise PGlite.
// Figures only: nothing here fails on timing. Recording no event, or queueing fewer emails than
// the events' searches need, makes the run exit 1, so broken matching never reads as a fast one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { functionSettings } from '../../site/src/config/functions.ts';
import { loadLeadConfig } from '../functions/_shared/config.ts';
import { queueSavedSearchAlerts } from '../functions/_shared/saved-search-alerts.ts';
import { localKeys } from '../../packages/local-backend/src/index.ts';
import { createDatabase } from '../../packages/local-backend/test/database.ts';
import { spawnBackend, stopBackend } from '../../packages/local-backend/test/spawn-backend.ts';

const [LISTINGS = 10_000, SEARCHES = 1_000] = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => size > 0);
const CHANGES = 100;
const PAGE = 500;
const PLACES = Array.from({ length: 20 }, (_, i) => `Testville ${String.fromCharCode(65 + i)}`);
const slug = (place: string) => place.toLowerCase().replace(/\s+/g, '-');
const { serviceRoleKey } = localKeys();

/** A listing of the made-up market, as the feed's page carries it. */
function record(i: number, modified: Date, price = 150_000 + ((i * 7919) % 850) * 1_000, status = 'current') {
  return {
    mls_listing_key: `BENCH-${i}`,
    mls_listing_id: String(3_000_000 + i),
    mls_modified_at: modified.toISOString(),
    mls_status: status === 'pending' ? 'Pending' : 'Active',
    title: `${i} Bench Street`,
    address: `${i} Bench Street`,
    city: PLACES[i % PLACES.length],
    state: 'NY',
    zip_code: '10001',
    status,
    price,
    bedrooms: 1 + (i % 5),
    bathrooms: 1 + (i % 3),
    // On the market for months: the first replication is news to nobody.
    listing_date: '2026-01-15',
  };
}

const database = process.env.TEST_DATABASE_URL
  ? await createDatabase(process.env.TEST_DATABASE_URL)
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'alerts-bench-'));
const { child, url } = await spawnBackend({
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url ?? '',
  OUTBOX_INTERVAL_MS: '0',
});
let failed = false;
try {
  const service = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const { data, error } = await service.rpc(name, args);
    if (error) throw new Error(`${name}: ${error.message}`);
    return data as unknown;
  };

  const start = new Date(Date.UTC(2026, 10, 1));
  for (let first = 0; first < LISTINGS; first += PAGE) {
    const page = Array.from({ length: Math.min(PAGE, LISTINGS - first) }, (_, j) => record(first + j, start));
    await rpc('apply_mls_page', { listings: page });
  }

  for (let i = 0; i < SEARCHES; i++) {
    const filters = {
      mode: 'sale',
      areas: i % 10 === 0 ? [] : [slug(PLACES[i % PLACES.length]!)],
      minPrice: '',
      maxPrice: String(300_000 + (i % 7) * 100_000),
      beds: ['any', '2', '3'][i % 3],
      baths: 'any',
      propertyType: 'any',
    };
    await rpc('save_search', {
      lead: {
        id: crypto.randomUUID(),
        kind: 'saved_search',
        fields: { email: `bench.${i}@example.com` },
        page: '/listings',
        ip: null,
        user_agent: 'bench',
      },
      search: {
        email: `bench.${i}@example.com`,
        frequency: ['instant', 'daily', 'weekly'][i % 3],
        filters,
        summary: `Bench search ${i}`,
        token_hash: Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join(''),
      },
      consent_text: 'Bench consent',
      outbox: [],
      rate_limit: 0,
    });
  }
  const confirmed = await service
    .from('saved_searches')
    .update({ confirmed_at: start.toISOString(), expires_at: null })
    .is('confirmed_at', null);
  if (confirmed.error) throw new Error(confirmed.error.message);

  // One feed page of 100 changed listings: 90 price cuts, 10 gone pending.
  const changed = Array.from({ length: CHANGES }, (_, n) => {
    const i = (n * 97) % LISTINGS;
    const was = record(i, start).price;
    return n % 10 === 0
      ? record(i, new Date(start.getTime() + 60_000), was, 'pending')
      : record(i, new Date(start.getTime() + 60_000), Math.max(100_000, was - 25_000));
  });
  const pageStarted = performance.now();
  const stored = (await rpc('apply_mls_page', { listings: changed })) as { stored: number };
  const pageSeconds = (performance.now() - pageStarted) / 1000;
  const { count: events } = await service
    .from('saved_search_events')
    .select('id', { count: 'exact', head: true });
  /** Every row of a table, a page at a time (the API answers at most 1,000 rows a read). */
  const everyRow = async (table: string, columns: string) => {
    const all: Record<string, unknown>[] = [];
    for (let from = 0; ; from += 1_000) {
      const { data, error } = await service
        .from(table)
        .select(columns)
        .order('id')
        .range(from, from + 999);
      if (error) throw new Error(`${table}: ${error.message}`);
      all.push(...((data ?? []) as unknown as Record<string, unknown>[]));
      if ((data ?? []).length < 1_000) return all;
    }
  };
  const searchesWithEvents = await everyRow('saved_search_events', 'id, search_id');

  // The sender, with no hourly ceiling in the way, a week on (every digest due).
  const config = loadLeadConfig(
    (name) => ({ ...functionSettings, SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })[name],
  );
  const unlimited = { ...config, savedSearchCeilings: { perRecipientPerDay: 1_000, perHour: 1_000_000 } };
  const now = new Date(Date.now() + 8 * 24 * 3_600_000);
  const heap: number[] = [];
  let emails = 0;
  const sendStarted = performance.now();
  for (;;) {
    const queued = await queueSavedSearchAlerts(service, unlimited, { now, batch: 50 });
    globalThis.gc?.();
    heap.push(process.memoryUsage().heapUsed / 2 ** 20);
    emails += queued;
    if (queued === 0) break;
  }
  const sendSeconds = (performance.now() - sendStarted) / 1000;

  const rows = searchesWithEvents;
  const frequencies = await everyRow('saved_searches', 'id, frequency');
  const frequencyOf = new Map(frequencies.map((row) => [row.id as string, row.frequency as string]));
  // One email per instant event, one digest per other search with events.
  const expected =
    rows.filter((row) => frequencyOf.get(row.search_id as string) === 'instant').length +
    new Set(
      rows
        .filter((row) => frequencyOf.get(row.search_id as string) !== 'instant')
        .map((row) => row.search_id),
    ).size;

  console.table([
    {
      engine: database ? 'PostgreSQL' : 'PGlite',
      listings: LISTINGS,
      searches: SEARCHES,
      [`page of ${CHANGES} changes s`]: Number(pageSeconds.toFixed(2)),
      'rows stored': stored.stored,
      'events recorded': events ?? 0,
      'emails queued': emails,
      'sender s': Number(sendSeconds.toFixed(2)),
      'sender heap MiB (first, last, max)': `${heap[0]?.toFixed(1)}, ${heap.at(-1)?.toFixed(1)}, ${Math.max(...heap).toFixed(1)}`,
    },
  ]);
  if (!events || emails !== expected) {
    console.error(`${events} events recorded; ${emails} emails queued of ${expected} expected`);
    failed = true;
  }
} finally {
  await stopBackend(child);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
