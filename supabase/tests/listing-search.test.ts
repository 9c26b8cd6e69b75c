// The listings search in the database (issue 27, decision 054): with more listings than a read
// may answer (max_rows = 1,000), each section's count, filters, order and keyset pages match what
// the spec's rules choose from every listing a visitor may see, with no listing lost or shown
// twice, and the neighbourhoods' counts come from the aggregate, row-level security applied.
import {
  EMPTY_FILTERS,
  LISTING_STATUSES,
  listingOf,
  type Database,
  type ListingFilters,
} from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { matchesFilters } from '../../packages/ui/src/rules/filters.ts';
import { readSiteData } from '../../packages/site-engine/src/build/pages.ts';
import {
  cursorOf,
  listingAreas,
  searchSection,
  searchSections,
  type SectionPage,
} from '../../packages/site-engine/src/features/listings/search.ts';
import type { SectionRequest } from '../../packages/site-engine/src/features/listings/search-url.ts';

type Row = Database['public']['Tables']['listings']['Row'];

const ADDED = 1500;
const CITIES = ['Lakeside', 'Oak Park', 'Riverside', 'Maple Hill', 'Cedar Falls'];
const TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'land'] as const;

let t: TestBackend;
/** A visitor's client (supabase-js, whose query builder the site's postgrest-js client is). */
let visitor: Parameters<typeof searchSection>[0];
/** Every listing a visitor may see, as the site's paged data read gets them. */
let visible: Row[];
/** The cities the site's data read got from the aggregate. */
let siteAreas: unknown;

beforeAll(async () => {
  t = await startTestBackend({ OUTBOX_INTERVAL_MS: '0' });
  const rows = Array.from({ length: ADDED }, (_, index) => {
    const status = LISTING_STATUSES[index % 4]!;
    return {
      title: `Search Row ${index + 1}`,
      address: `${index + 1} Search Ave`,
      // Spelled with stray spaces now and then: the slug is the filter's all the same.
      city: index % 17 === 0 ? ` ${CITIES[index % 5]} ` : CITIES[index % 5]!,
      state: 'OH',
      zip_code: '48000',
      property_type: TYPES[index % 5]!,
      status,
      // Every 13th without a price, many at the same price, so ties are paged by id.
      price: index % 13 === 0 ? null : 100_000 + (index % 40) * 10_000,
      closed_price: status === 'recently_closed' && index % 3 === 0 ? 95_000 + (index % 40) * 10_000 : null,
      bedrooms: index % 11 === 0 ? null : index % 6,
      bathrooms: index % 7 === 0 ? null : (index % 4) + (index % 2) * 0.5,
      // Ten listings a second: the newest-first order has ties too.
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 10) * 1000).toISOString(),
      description: 'A home on a quiet street.',
      // A few archived, a few kept off the internet: no visitor may find or count them.
      archived_at: index % 97 === 0 ? '2026-06-01T00:00:00Z' : null,
      internet_display: index % 89 !== 0,
    };
  });
  const { error } = await t.service.from('listings').insert(rows);
  expect(error).toBeNull();
  const key = t.backend.keys.anonKey;
  visitor = createClient<Database>(t.url, key, {
    auth: { persistSession: false },
  }) as unknown as Parameters<typeof searchSection>[0];
  const site = await readSiteData(t.url, key);
  visible = site.listings as Row[];
  siteAreas = site.areas;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const filters = (changes: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...changes });

/** What the spec's rules choose from every visible listing, in the order asked (ties by id). */
function expected(chosen: ListingFilters, status: Row['status']): string[] {
  const byKey = (row: Row) => (chosen.sort === 'newest' ? Date.parse(row.created_at) : row.shown_price);
  const direction = chosen.sort === 'price-asc' ? 1 : -1;
  return visible
    .filter((row) => row.status === status && matchesFilters(listingOf(row), chosen))
    .sort((a, b) => {
      const first = byKey(a);
      const second = byKey(b);
      if (first !== second) {
        if (first == null) return 1;
        if (second == null) return -1;
        return (first - second) * direction;
      }
      return (a.id < b.id ? -1 : 1) * direction;
    })
    .map((row) => row.id);
}

/** Every page of a section from the first, by its Next links; then back by its Previous links. */
async function pageThrough(chosen: ListingFilters, status: Row['status'], size: number) {
  const forward: SectionPage[] = [];
  let request: SectionRequest | undefined = { status, size };
  while (request) {
    const page = await searchSection(visitor, chosen, request);
    forward.push(page);
    request = page.next ? { status, size, after: page.next } : undefined;
  }
  const backward: SectionPage[] = [];
  let back: SectionRequest | undefined = forward.at(-1)?.previous
    ? { status, size, before: forward.at(-1)!.previous }
    : undefined;
  while (back) {
    const page = await searchSection(visitor, chosen, back);
    backward.unshift(page);
    back = page.previous ? { status, size, before: page.previous } : undefined;
  }
  return { forward, backward };
}

const ids = (pages: SectionPage[]) => pages.flatMap((page) => page.rows.map((row) => row.id));

describe('the search with more listings than one read answers', () => {
  it('has more visible listings than max_rows, and none that is archived or kept off the internet', () => {
    expect(visible.length).toBeGreaterThan(1000);
    expect(visible.some((row) => row.title === 'Search Row 1')).toBe(false); // index 0: archived
    expect(visible.some((row) => row.title === 'Search Row 90')).toBe(false); // index 89: off the internet
  });

  it('pages every section to its end and back by keyset, each listing once, past max_rows in all', async () => {
    // Every listing, no filter, newest first, in pages of 100: the four sections together hold
    // more than one read may answer.
    const chosen = EMPTY_FILTERS;
    for (const status of LISTING_STATUSES) {
      const want = expected(chosen, status);
      const { forward, backward } = await pageThrough(chosen, status, 100);
      expect(ids(forward), status).toEqual(want);
      expect(forward.every((page) => page.total === want.length)).toBe(true);
      expect(ids(backward), status).toEqual(want.slice(0, want.length - (forward.at(-1)?.rows.length ?? 0)));
    }
  }, 120_000);

  it.each([
    [
      'a city, a top price and beds, by price low to high',
      filters({ areas: ['oak-park'], maxPrice: '300000', beds: '3', sort: 'price-asc' }),
    ],
    [
      'two cities, a price range and baths, by price high to low',
      filters({
        areas: ['lakeside', 'riverside'],
        minPrice: '150000',
        maxPrice: '350000',
        baths: '2',
        sort: 'price-desc',
      }),
    ],
    ['a property type, newest first', filters({ propertyType: 'condo' })],
  ])(
    'counts, filters, sorts and pages %s as the spec’s rules do',
    async (_, chosen) => {
      for (const status of LISTING_STATUSES) {
        const want = expected(chosen, status);
        const { forward, backward } = await pageThrough(chosen, status, 24);
        expect(ids(forward), status).toEqual(want);
        expect(forward[0]?.total, status).toBe(want.length);
        expect(ids(backward), status).toEqual(
          want.slice(0, want.length - (forward.at(-1)?.rows.length ?? 0)),
        );
      }
    },
    120_000,
  );

  it('shows only the sections with a match, each with its first page (12 for sale, 4 of the others) and its count', async () => {
    const chosen = filters({ areas: ['maple-hill'], minPrice: '380000' });
    const sections = await searchSections(visitor, chosen);
    const wanted = LISTING_STATUSES.filter((status) => expected(chosen, status).length > 0);
    expect(sections.map((section) => section.status)).toEqual(wanted);
    for (const section of sections) {
      const want = expected(chosen, section.status);
      const size = section.status === 'current' ? 12 : 4;
      expect(section.total).toBe(want.length);
      expect(section.rows.map((row) => row.id)).toEqual(want.slice(0, size));
      expect(section.previous).toBeUndefined();
      expect(section.next).toEqual(
        want.length > size ? cursorOf(section.rows[size - 1]!, 'newest') : undefined,
      );
    }
    // The market is large enough for the first pages to be full.
    expect(sections.find((section) => section.status === 'current')?.rows).toHaveLength(12);
  });

  it('keeps a listing that is added during the paging off the pages already read, and pages on', async () => {
    const first = await searchSection(visitor, EMPTY_FILTERS, { status: 'coming_soon', size: 50 });
    const { error } = await t.service.from('listings').insert({
      title: 'Brand New Search Row',
      address: '1 New Search Ave',
      city: 'Lakeside',
      state: 'OH',
      zip_code: '48000',
      status: 'coming_soon',
    });
    expect(error).toBeNull();
    const second = await searchSection(visitor, EMPTY_FILTERS, {
      status: 'coming_soon',
      size: 50,
      after: first.next,
    });
    const seen = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(second.total).toBe(first.total + 1);
    const { error: cleanup } = await t.service.from('listings').delete().eq('title', 'Brand New Search Row');
    expect(cleanup).toBeNull();
  });
});

describe('the neighbourhoods from the aggregate', () => {
  it('counts each city’s listings a visitor may see, in one small answer', async () => {
    const areas = await listingAreas(visitor);
    const counts = new Map<string, number>();
    for (const row of visible) counts.set(row.city_slug!, (counts.get(row.city_slug!) ?? 0) + 1);
    expect(new Map(areas.map((area) => [area.slug, area.listings]))).toEqual(counts);
    expect(areas.find((area) => area.slug === 'oak-park')?.city).toBe('Oak Park');
    const total = areas.reduce((sum, area) => sum + area.listings, 0);
    expect(total).toBe(visible.length);
    // The site's data carries the same: the known neighbourhoods of a URL come from it.
    expect(siteAreas).toEqual(areas);
  });

  it('answers one city’s row alone when asked for it, and nothing for a city without listings', async () => {
    const areas = await listingAreas(visitor);
    const oakPark = areas.find((area) => area.slug === 'oak-park')!;
    const { data, error } = await visitor.rpc('listing_areas', { p_city_slug: 'oak-park' });
    expect(error).toBeNull();
    expect(data!.map((row) => ({ ...row, listings: Number(row.listings) }))).toEqual([oakPark]);
    const none = await visitor.rpc('listing_areas', { p_city_slug: 'atlantis' });
    expect(none.data).toEqual([]);
  });

  it('counts the archived and the opted-out for the agent’s service role only', async () => {
    const { data, error } = await t.service.rpc('listing_areas');
    expect(error).toBeNull();
    const all = (data as { listings: number }[]).reduce((sum, area) => sum + Number(area.listings), 0);
    expect(all).toBeGreaterThan(visible.length);
  });
});
