// `npm run bench:mls [-- 12 1000 10000 50000]`: the MLS feed's import at growing market sizes
// (issue 27, decision 051). For each size, a fresh backend in its own process and a RESO Web API
// stand-in on loopback with a made-up market of that many listings: the full replication's time
// (mls-sync called again while it answers "partial", as pg_cron would), then 100 changes in the
// feed (prices, a few statuses) and the incremental sync's time, with the backend's CPU seconds
// and memory. With TEST_DATABASE_URL (`node scripts/with-postgres.mjs npm run bench:mls`) each size
// gets its own PostgreSQL database; otherwise PGlite. Then the listings search (decision 054) as
// `/listings` reads it: 10 and then 50 visitors at once, each search the first page of every status
// section for a city, a price range and beds (the query builder's own reads), p50 and p99.
// Figures only: nothing here fails on timing. A sync that does not finish, or stores fewer rows
// than the feed shows, makes the run exit 1, so a broken import never reads as a fast one.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMPTY_FILTERS, type ListingFilters } from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { listingAreas, searchSections } from '../../site-engine/src/features/listings/search.ts';
import { localKeys } from '../src/index.ts';
import { createDatabase } from '../test/database.ts';
import { quantile, usage } from './figures.ts';
import { makeMarket } from '../src/reso/market.ts';
import { startResoService } from '../src/reso/stand-in.ts';
import { spawnBackend, stopBackend } from '../test/spawn-backend.ts';

const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => size > 0);
const sizes = SIZES.length > 0 ? SIZES : [12, 1000, 10_000];
const CHANGES = 100;
/** The feed's statuses the site shows (decision 051): every other leaves the site. */
const SHOWN = new Set(['Active', 'ComingSoon', 'ActiveUnderContract', 'Pending', 'Closed']);
const CREDENTIALS = { clientId: 'agent-site', clientSecret: 'bench-feed-secret' };
const { anonKey, serviceRoleKey } = localKeys();
/** Visitors searching at once, and how many searches each makes. */
const CLIENTS = [10, 50];
const SEARCHES = 400;
const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };

interface Report {
  status: 'done' | 'partial' | 'throttled' | 'failed';
  pages: number;
  stored: number;
  error?: string;
}

/** Calls mls-sync until the feed is stored up to now: the calls, pages and rows, and the time. */
async function syncToNow(url: string) {
  const started = performance.now();
  let calls = 0;
  let pages = 0;
  let stored = 0;
  for (;;) {
    calls += 1;
    const response = await fetch(`${url}/functions/v1/mls-sync`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'application/json' },
      body: '{}',
    });
    const report = (await response.json()) as Report;
    if (!response.ok || report.status === 'failed') throw new Error(`mls-sync: ${JSON.stringify(report)}`);
    pages += report.pages;
    stored += report.stored;
    if (report.status === 'done') break;
    if (calls > 1000) throw new Error('mls-sync never reached the end of the feed');
  }
  return { seconds: (performance.now() - started) / 1000, calls, pages, stored };
}

/** The MLS rows the site may show, as the API counts them. */
async function shownRows(url: string): Promise<number> {
  const response = await fetch(
    `${url}/rest/v1/listings?select=id&source=eq.mls&archived_at=is.null&internet_display=is.true&limit=1`,
    {
      headers: { ...service, prefer: 'count=exact' },
    },
  );
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

/**
 * `SEARCHES` searches by `clients` visitors at once, each a city of the aggregate, a price range
 * and beds, as /listings reads them (every section's first page, at once): p50 and p99 in ms.
 */
async function searchTimes(url: string, clients: number) {
  const visitor = createClient(url, anonKey, { auth: { persistSession: false } }) as unknown as Parameters<
    typeof searchSections
  >[0];
  const areas = await listingAreas(visitor);
  const times: number[] = [];
  let next = -20;
  const search = (index: number): ListingFilters => ({
    ...EMPTY_FILTERS,
    areas: areas.length ? [areas[index % areas.length]!.slug] : [],
    minPrice: String(100_000 + (index % 5) * 50_000),
    maxPrice: String(400_000 + (index % 7) * 100_000),
    beds: (['any', '2', '3', '4'] as const)[index % 4]!,
    sort: (['newest', 'price-asc', 'price-desc'] as const)[index % 3]!,
  });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < SEARCHES) {
        const index = next++;
        const started = performance.now();
        await searchSections(visitor, search(Math.abs(index)));
        // The first 20 warm the backend's caches up, and are not counted.
        if (index >= 0) times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return `${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.99).toFixed(0)}`;
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const rows: Record<string, string | number>[] = [];
let failed = false;
for (const size of sizes) {
  const market = makeMarket({ size, seed: 27, agentMlsId: 'AGENT-0042' });
  const reso = await startResoService(market, CREDENTIALS);
  const dataDir = mkdtempSync(join(tmpdir(), 'mls-bench-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const { child, url } = await spawnBackend({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    MLS_RESO_URL: reso.url,
    MLS_CLIENT_ID: CREDENTIALS.clientId,
    MLS_CLIENT_SECRET: CREDENTIALS.clientSecret,
    MLS_AGENT_MLS_ID: 'AGENT-0042',
  });
  try {
    const before = usage(child.pid);
    const full = await syncToNow(url);
    const afterFull = usage(child.pid);
    const shown = await shownRows(url);
    const expected = market.records.filter(
      (record) => SHOWN.has(record.StandardStatus) && record.InternetEntireListingDisplayYN !== false,
    ).length;

    // 100 changes, as a busy feed makes them between two syncs: mostly prices, some statuses.
    const keys = market.records.map((record) => record.ListingKey as string);
    const changed = new Set<string>();
    for (let i = 0; i < CHANGES; i++) {
      const key = keys[(i * 7919) % keys.length]!;
      changed.add(key);
      if (i % 10 === 0) market.changeStatus(key, 'Pending');
      else market.changePrice(key, 200_000 + i * 1_000);
    }
    const incremental = await syncToNow(url);
    const afterIncremental = usage(child.pid);
    const searches: Record<string, string> = {};
    for (const clients of CLIENTS)
      searches[`search p50 / p99 ms, ${clients} clients`] = await searchTimes(url, clients);
    rows.push({
      engine,
      listings: size,
      'full import s': Number(full.seconds.toFixed(1)),
      'calls, pages': `${full.calls}, ${full.pages}`,
      'rows stored': full.stored,
      'shown on site': shown,
      [`${CHANGES} changes s`]: Number(incremental.seconds.toFixed(2)),
      'listings changed, rows stored': `${changed.size}, ${incremental.stored}`,
      'backend CPU s (full, changes)': `${(afterFull.cpu - before.cpu).toFixed(1)}, ${(afterIncremental.cpu - afterFull.cpu).toFixed(1)}`,
      'backend MiB': Math.round(afterIncremental.rssMiB),
      ...searches,
    });
    // Every record the site may show is shown, and the changes reached the rows.
    if (shown !== expected || incremental.stored === 0) {
      console.error(
        `${size}: ${shown} rows shown of ${expected} in the feed, ${incremental.stored} changes stored`,
      );
      failed = true;
    }
  } finally {
    await stopBackend(child);
    await reso.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.table(rows);
console.log(
  `Load average while measuring: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
if (failed) process.exit(1);
