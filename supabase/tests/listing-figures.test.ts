// A city's figures and page from the aggregate and bounded reads (issue 27, decision 054): what a
// neighbourhood page and the agent's results strip show, made of exactly the listings a visitor
// may see, with the agent's own sales told apart from the feed's.
import type { Database } from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { listingFigures, readCityRows } from '../../packages/site-engine/src/features/listings/city.ts';

type Insert = Database['public']['Tables']['listings']['Insert'];

let t: TestBackend;
let visitor: Parameters<typeof readCityRows>[0];
/** Every visible listing's figures before the test's homes were added (the seed's). */
let before: Awaited<ReturnType<typeof listingFigures>>;

let made = 0;
function home(city: string, changes: Partial<Insert>): Insert {
  made += 1;
  return {
    title: `Figures Home ${made}`,
    slug: `figures-home-${made}`,
    address: `${made} Figure St`,
    city,
    state: 'OH',
    zip_code: '44000',
    property_type: 'single_family',
    status: 'current',
    listing_date: '2025-03-01',
    description: 'A home for the figures.',
    // A batch insert names every column of every row: a column one row leaves out would be null.
    price: null,
    closed_price: null,
    closed_on: null,
    archived_at: null,
    internet_display: true,
    source: 'agent',
    mls_listing_key: null,
    list_office_name: null,
    listed_by_agent: true,
    ...changes,
  };
}

/** One of the agent's sales, listed at `price` on `listed` and closed `days` later at `closedPrice`. */
function sale(city: string, listed: string, days: number, price: number, closedPrice: number | null): Insert {
  const closedOn = new Date(Date.parse(`${listed}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return home(city, {
    status: 'recently_closed',
    price,
    closed_price: closedPrice,
    listing_date: listed,
    closed_on: closedOn,
  });
}

/** A home another office sold, from the MLS feed. */
const feedSale = (city: string, key: string): Insert =>
  home(city, {
    status: 'recently_closed',
    price: 900_000,
    closed_price: 990_000,
    closed_on: '2025-04-01',
    source: 'mls',
    mls_listing_key: key,
    list_office_name: 'Another Realty',
    listed_by_agent: false,
  });

beforeAll(async () => {
  t = await startTestBackend({ OUTBOX_INTERVAL_MS: '0' });
  visitor = createClient<Database>(t.url, t.backend.keys.anonKey, {
    auth: { persistSession: false },
  }) as unknown as Parameters<typeof readCityRows>[0];
  before = await listingFigures(visitor);
  const { error } = await t.service.from('listings').insert([
    home('Alder Bend', { price: 389_900 }),
    home('Alder Bend', { price: 264_500 }),
    home('Alder Bend', { price: 725_000 }),
    home('Alder Bend', { price: null }),
    home('Alder Bend', { price: 500_000, status: 'pending' }),
    home('Alder Bend', { price: 450_000, status: 'coming_soon', listing_date: null }),
    // Archived and kept off the internet: no visitor counts them.
    home('Alder Bend', { price: 10_000, archived_at: '2026-01-01T00:00:00Z' }),
    home('Alder Bend', {
      price: 20_000,
      internet_display: false,
      source: 'mls',
      mls_listing_key: 'hidden-1',
      listed_by_agent: false,
    }),
    sale('Alder Bend', '2025-06-01', 9, 289_000, 296_500),
    sale('Alder Bend', '2025-05-01', 21, 279_900, 274_000),
    sale('Alder Bend', '2025-04-01', 14, 339_000, 345_000),
    feedSale('Alder Bend', 'feed-1'),
    sale('Birch Hollow', '2025-06-01', 10, 300_000, null),
    sale('Birch Hollow', '2025-06-01', 20, 300_000, 310_000),
    sale('Birch Hollow', '2025-06-01', 31, 300_000, 320_000),
    sale('Birch Hollow', '2025-06-01', 40, 300_000, 330_000),
    feedSale('Cedar Flats', 'feed-2'),
  ]);
  expect(error).toBeNull();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("a city's figures", () => {
  it("count the homes for sale a visitor may see and the agent's own sales, with medians over the homes that have the figure", async () => {
    expect(await listingFigures(visitor, 'alder-bend')).toEqual({
      forSale: 4,
      medianListPrice: { value: 389_900, of: 3 },
      sold: 3,
      medianSalePrice: { value: 296_500, of: 3 },
      medianDaysOnMarket: { value: 14, of: 3 },
      saleToList: {
        value: expect.closeTo((296_500 / 289_000 + 274_000 / 279_900 + 345_000 / 339_000) / 3, 9),
        of: 3,
      },
    });
  });

  it('count a sale without a price for days on market only, and an even count averages the middle two', async () => {
    const figures = await listingFigures(visitor, 'birch-hollow');
    expect(figures.medianSalePrice).toEqual({ value: 320_000, of: 3 });
    expect(figures.medianDaysOnMarket).toEqual({ value: 25.5, of: 4 });
    expect(figures.forSale).toBe(0);
  });

  it("are zeros with no median for a city of only another office's sales, and for a city with no listings", async () => {
    expect(await listingFigures(visitor, 'cedar-flats')).toEqual({ forSale: 0, sold: 0 });
    // Its page exists all the same: a visitor may see a listing there.
    expect((await readCityRows(visitor, 'cedar-flats')).name).toBe('Cedar Flats');
    expect(await listingFigures(visitor, 'no-such-city')).toEqual({ forSale: 0, sold: 0 });
  });

  it("without a city are every visible listing's: the agent's results", async () => {
    const everywhere = await listingFigures(visitor);
    expect(everywhere.forSale).toBe(before.forSale + 4);
    expect(everywhere.sold).toBe(before.sold + 7);
    expect(everywhere.medianDaysOnMarket?.of).toBe((before.medianDaysOnMarket?.of ?? 0) + 7);
    expect(everywhere.saleToList?.of).toBe((before.saleToList?.of ?? 0) + 6);
    // The service role sees the archived listing and the one kept off the internet.
    expect((await listingFigures(t.service as unknown as typeof visitor, 'alder-bend')).forSale).toBe(6);
  });
});

describe("a city's page", () => {
  it("shows the homes on the market newest first and the agent's sales there, each with its count", async () => {
    const city = await readCityRows(visitor, 'alder-bend');
    expect(city.name).toBe('Alder Bend');
    expect(city.onMarket.total).toBe(6);
    expect(city.onMarket.rows.map((row) => row.status).sort()).toEqual([
      'coming_soon',
      'current',
      'current',
      'current',
      'current',
      'pending',
    ]);
    expect(city.sales.total).toBe(3);
    expect(city.sales.rows.map((row) => row.closed_on)).toEqual(['2025-06-10', '2025-05-22', '2025-04-15']);
    expect(city.sales.rows.every((row) => row.listed_by_agent)).toBe(true);
    expect(city.figures.sold).toBe(3);
  });

  it('is empty, never an error, for a word that is no city', async () => {
    const city = await readCityRows(visitor, 'scam-call-900-555-0199-now');
    expect(city.name).toBeUndefined();
    expect(city.onMarket).toEqual({ rows: [], total: 0 });
    expect(city.sales).toEqual({ rows: [], total: 0 });
  });
});
