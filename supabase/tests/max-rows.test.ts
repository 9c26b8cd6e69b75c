// The local backend answers as a hosted Supabase project does (issue 27, decision 053): one read
// gets at most `[api] max_rows` rows (1,000, supabase/config.toml), silently, with Content-Range
// saying which; the site's data read pages through with ranges, so a market past 1,000 listings
// loses no card, page or sitemap entry.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { DEFAULT_MAX_ROWS, readMaxRows } from '../../packages/local-backend/src/functions/project-config.ts';
import {
  readFeedListingCount,
  readFeedSitemapFile,
  readSiteData,
} from '../../packages/site-engine/src/build/pages.ts';

const ADDED = 1500;

let t: TestBackend;
let shown: number;

beforeAll(async () => {
  t = await startTestBackend({ OUTBOX_INTERVAL_MS: '0' });
  const rows = Array.from({ length: ADDED }, (_, index) => ({
    title: `Brick Ranch ${index + 1}`,
    address: `${index + 1} Test Row Ave`,
    city: 'Testville',
    state: 'MI',
    zip_code: '48000',
    property_type: 'single_family' as const,
    status: 'current' as const,
    price: 200_000 + index,
    description: 'A ranch on a quiet street.',
  }));
  const { error } = await t.service.from('listings').insert(rows);
  expect(error).toBeNull();
  const { count, error: countError } = await t.service
    .from('listings')
    .select('id', { count: 'exact', head: true })
    .is('archived_at', null);
  expect(countError).toBeNull();
  shown = count ?? 0;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a read of more rows than max_rows', () => {
  it('answers the first 1,000 without an error, as the hosted API does', async () => {
    expect(shown).toBeGreaterThanOrEqual(ADDED);
    const { data, error, status } = await t.anon.from('listings').select('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1000);
  });

  it('says in Content-Range which rows came, and of how many when counted', async () => {
    const key = t.backend.keys.anonKey;
    const headers = { apikey: key, authorization: `Bearer ${key}` };
    const plain = await fetch(`${t.url}/rest/v1/listings?select=id`, { headers });
    expect(plain.headers.get('content-range')).toBe('0-999/*');
    const counted = await fetch(`${t.url}/rest/v1/listings?select=id`, {
      headers: { ...headers, prefer: 'count=exact' },
    });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe(`0-999/${shown}`);
    expect((await counted.json()) as unknown[]).toHaveLength(1000);
  });

  it('answers no more than 1,000 to a range or a limit asking for more', async () => {
    const ranged = await t.anon.from('listings').select('id').range(0, 1499);
    expect(ranged.data).toHaveLength(1000);
    const limited = await t.anon.from('listings').select('id').limit(1200);
    expect(limited.data).toHaveLength(1000);
    const next = await t.anon.from('listings').select('id').order('id').range(1000, 1999);
    expect(next.data).toHaveLength(shown - 1000);
  });
});

describe("the site's data read", () => {
  it('gets every listing visitors may see, each once, newest first', async () => {
    const site = await readSiteData(t.url, t.backend.keys.anonKey);
    const listings = site.listings as { id: string; created_at: string; title: string }[];
    expect(listings).toHaveLength(shown);
    expect(new Set(listings.map((listing) => listing.id)).size).toBe(shown);
    const titles = new Set(listings.map((listing) => listing.title));
    for (let index = 1; index <= ADDED; index++) expect(titles.has(`Brick Ranch ${index}`)).toBe(true);
    const times = listings.map((listing) => listing.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("the sitemap's read of the feed's listings (decision 058)", () => {
  it('counts and lists every one a visitor may see, each once, a thousand at a time after the last id', async () => {
    const feed = Array.from({ length: 1_100 }, (_, index) => ({
      title: `Feed Colonial ${index + 1}`,
      address: `${index + 1} Feed Ave`,
      city: 'Feedville',
      state: 'MI',
      zip_code: '48000',
      property_type: 'single_family' as const,
      status: 'current' as const,
      description: 'A colonial from the feed.',
      source: 'mls' as const,
      mls_listing_key: `max-rows-${index + 1}`,
      listed_by_agent: false,
      // Every hundredth kept off the internet by its seller: not in the sitemap.
      internet_display: index % 100 !== 0,
    }));
    expect((await t.service.from('listings').insert(feed)).error).toBeNull();
    const anonKey = t.backend.keys.anonKey;
    expect(await readFeedListingCount(t.url, anonKey)).toBe(1_089);
    const locs = (xml: string | undefined) =>
      [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // One file of them all: a thousand, then the rest after the last id.
    const all = locs(await readFeedSitemapFile(t.url, anonKey, 'https://example.com', 1));
    expect(all).toHaveLength(1_089);
    expect(new Set(all).size).toBe(1_089);
    expect(all[0]).toMatch(/^https:\/\/example\.com\/listing\/[a-z0-9-]+$/);
    expect(await readFeedSitemapFile(t.url, anonKey, 'https://example.com', 1)).toMatch(
      /<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    // Files of 600: the second starts where the first ended; there is no third.
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((file) => readFeedSitemapFile(t.url, anonKey, 'https://example.com', file, 600)),
    );
    expect([...locs(first), ...locs(second)]).toEqual(all);
    expect(third).toBeUndefined();
    // The site's data is the agent's own listings: none of the feed's.
    const site = await readSiteData(t.url, t.backend.keys.anonKey);
    expect((site.listings as { title: string }[]).some((row) => row.title.startsWith('Feed Colonial'))).toBe(
      false,
    );
  });
});

describe('max_rows from supabase/config.toml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'max-rows-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it("reads [api]'s max_rows, and no other table's", () => {
    expect(readMaxRows(join(import.meta.dirname, '..', 'config.toml'))).toBe(1000);
    expect(readMaxRows(file('a.toml', '[db]\nmax_rows = 5\n[api]\nport = 1\nmax_rows = 250 # fewer\n'))).toBe(
      250,
    );
  });

  it("keeps Supabase's default without the line or the file", () => {
    expect(readMaxRows(file('b.toml', '[api]\nport = 54321\n'))).toBe(DEFAULT_MAX_ROWS);
    expect(readMaxRows(join(dir, 'missing.toml'))).toBe(DEFAULT_MAX_ROWS);
  });
});
