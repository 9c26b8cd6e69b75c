// `npm run bench:site [-- 12 1000 10000 50000]`: the site's own costs as the market grows (issue 27,
// decisions 054 and 058). For each size, a fresh backend in its own process, seeded as `npm start`
// is (the agent's 12 listings), with a RESO Web API stand-in's made-up market of that many listings
// imported through `mls-sync` (none at 12: the seed alone); then the site built against it, and its
// server (`createSiteHandler`, as `npm start` and a deploy run it) asked for:
// - `/listings` as a search engine gets it: its HTML and the page data inside, raw and gzipped;
// - the JavaScript each route loads before the visitor does anything (scripts and module preloads,
//   gzipped), the largest of the home page, `/listings`, a neighbourhood page and a listing page;
// - 20 feed listings' pages, each the first time (rendered on demand) and again (from the cache):
//   the median and slowest time to the whole page, in this process;
// with the build's time and the backend's memory. With TEST_DATABASE_URL
// (`node scripts/with-postgres.mjs npm run bench:site`) each size gets its own PostgreSQL database.
// Figures only, printed with each one's change from the seed alone; nothing fails on timing. A
// build that fails or a page that does not answer 200 makes the run exit 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createSiteHandler } from '@agent-sites/site-engine/server';
import { quantile, usage } from '../packages/local-backend/bench/figures.ts';
import { localKeys } from '../packages/local-backend/src/index.ts';
import { syncToNow } from '../packages/local-backend/src/reso/live-market.ts';
import { makeMarket } from '../packages/local-backend/src/reso/market.ts';
import { startResoService } from '../packages/local-backend/src/reso/stand-in.ts';
import { createDatabase } from '../packages/local-backend/test/database.ts';
import { spawnBackend, stopBackend } from '../packages/local-backend/test/spawn-backend.ts';

const SITE = fileURLToPath(new URL('../site', import.meta.url));
const SIZES = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => size > 0);
const sizes = SIZES.length > 0 ? SIZES : [12, 1000, 10_000];
/** At this size and below, the seed's own listings alone: no feed. */
const SEED_ONLY = 12;
const CREDENTIALS = { clientId: 'agent-site', clientSecret: 'bench-feed-secret' };
const { anonKey, serviceRoleKey } = localKeys();
const service = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
const PAGES = 20;

/** Builds the site against the backend at `url` into `dist`: the seconds it took. */
function build(url: string, dist: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/build.ts'], {
    cwd: SITE,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SITE_DATA_URL: url,
      SITE_DATA_ANON_KEY: anonKey,
      VITE_SUPABASE_ANON_KEY: anonKey,
      SITE_DIST_DIR: dist,
    },
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`the build exited with ${code}`)),
    ),
  );
}

/** A REST read with the service role: the rows. */
async function rest<T>(url: string, query: string, init: RequestInit = {}): Promise<T[]> {
  const response = await fetch(`${url}/rest/v1/${query}`, {
    ...init,
    headers: { ...service, 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** The gzipped JavaScript a page's HTML loads before any interaction: its scripts and preloads. */
async function javascriptOf(html: string, dist: string): Promise<number> {
  // The entry script, its preloads and the route's chunks (`data-chunks`), outside the page data.
  const markup = html.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
  const files = new Set([...markup.matchAll(/\/assets\/[^"\s]+\.js/g)].map((match) => match[0]));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(join(dist, file))).length;
  return bytes;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
interface Figures {
  size: number;
  buildSeconds: number;
  listingsHtml: number;
  listingsHtmlGzip: number;
  pageData: number;
  javascript: number;
  cold: number[];
  warm: number[];
  backendMiB: number;
}
const measured: Figures[] = [];
let failed = false;

for (const size of sizes) {
  const market = size > SEED_ONLY ? makeMarket({ size, seed: 27, agentMlsId: 'AGENT-0042' }) : undefined;
  const reso = market ? await startResoService(market, CREDENTIALS) : undefined;
  const work = mkdtempSync(join(tmpdir(), 'site-scale-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const { child, url } = await spawnBackend({
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: database?.url ?? '',
    OUTBOX_INTERVAL_MS: '0',
    ...(reso && {
      MLS_RESO_URL: reso.url,
      MLS_CLIENT_ID: CREDENTIALS.clientId,
      MLS_CLIENT_SECRET: CREDENTIALS.clientSecret,
      MLS_AGENT_MLS_ID: 'AGENT-0042',
    }),
  });
  try {
    if (reso) await syncToNow(url, serviceRoleKey);
    // Inside the site's folder, as its server files must be to find its packages (build-site.ts).
    const dist = join(SITE, 'node_modules/.cache/site-scale/dist');
    const buildSeconds = await build(url, dist);
    const site = createSiteHandler({ root: dist, supabaseUrl: url, anonKey });
    const get = async (path: string) => {
      const response = await site(new Request(`http://127.0.0.1${path}`));
      const body = await response.text();
      if (response.status !== 200) {
        console.error(`${size}: ${path} answered ${response.status}`);
        failed = true;
      }
      return body;
    };

    const listings = await get('/listings');
    const pageData = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
      listings,
    )?.[1];
    const [area] = await rest<{ slug: string }>(url, 'rpc/listing_areas', { method: 'POST', body: '{}' });
    const [own] = await rest<{ slug: string }>(url, 'listings?select=slug&source=eq.agent&limit=1');
    const feed = market
      ? await rest<{ slug: string }>(
          url,
          `listings?select=slug&source=eq.mls&internet_display=is.true&archived_at=is.null&order=id&limit=${PAGES}`,
        )
      : [];
    let javascript = 0;
    for (const path of ['/', '/listings', `/areas/${area?.slug ?? ''}`, `/listing/${own!.slug}`])
      javascript = Math.max(javascript, await javascriptOf(await get(path), dist));

    const time = async (path: string) => {
      const started = performance.now();
      await get(path);
      return performance.now() - started;
    };
    const cold: number[] = [];
    for (const { slug } of feed) cold.push(await time(`/listing/${slug}`));
    const warm: number[] = [];
    for (const { slug } of feed) warm.push(await time(`/listing/${slug}`));
    if (feed[0])
      javascript = Math.max(javascript, await javascriptOf(await get(`/listing/${feed[0].slug}`), dist));

    measured.push({
      size,
      buildSeconds,
      listingsHtml: Buffer.byteLength(listings),
      listingsHtmlGzip: gzipSync(listings).length,
      pageData: Buffer.byteLength(pageData ?? ''),
      javascript,
      cold: cold.sort((a, b) => a - b),
      warm: warm.sort((a, b) => a - b),
      backendMiB: usage(child.pid).rssMiB,
    });
  } finally {
    await stopBackend(child);
    await reso?.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
    rmSync(join(SITE, 'node_modules/.cache/site-scale'), { recursive: true, force: true });
  }
}

const base = measured.find((figures) => figures.size <= SEED_ONLY);
console.table(
  measured.map((figures) => {
    /** A figure with its change from the seed alone's, when that was measured. */
    const against = (of: (f: Figures) => number, shown: string) => {
      if (!base || figures === base) return shown;
      const change = ((of(figures) - of(base)) / of(base)) * 100;
      return `${shown} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`;
    };
    return {
      engine,
      listings: figures.size <= SEED_ONLY ? `${figures.size} (seed, no feed)` : figures.size + 12,
      'build s': against((f) => f.buildSeconds, figures.buildSeconds.toFixed(1)),
      '/listings HTML kB': against((f) => f.listingsHtml, kB(figures.listingsHtml)),
      'gzip kB': against((f) => f.listingsHtmlGzip, kB(figures.listingsHtmlGzip)),
      'page data kB': against((f) => f.pageData, kB(figures.pageData)),
      'JS per route kB gz (most)': against((f) => f.javascript, kB(figures.javascript)),
      'feed page cold ms p50 / max': figures.cold.length
        ? `${quantile(figures.cold, 0.5).toFixed(0)} / ${figures.cold.at(-1)!.toFixed(0)}`
        : '-',
      'warm ms p50 / max': figures.warm.length
        ? `${quantile(figures.warm, 0.5).toFixed(1)} / ${figures.warm.at(-1)!.toFixed(1)}`
        : '-',
      'backend MiB': Math.round(figures.backendMiB),
    };
  }),
);
console.log(
  `Load average while measuring: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
// The site's server keeps its render worker: the run ends here.
process.exit(failed ? 1 : 0);
