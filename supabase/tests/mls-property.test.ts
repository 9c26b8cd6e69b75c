// mls-sync's reading of the feed, without a backend (decision 051): the replication URL it asks
// for, Retry-After in both forms, an OData page, and each RESO Property value checked and mapped
// onto a listing row, a removal or a counted skip; a page the database refuses part of.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import createMlsSync, { loadMlsSettings, storePage } from '../functions/mls-sync/handler.ts';
import { type FeedRules, mapProperty, type MlsListingRow } from '../functions/mls-sync/property.ts';
import {
  parsePage,
  ResoClient,
  ResoError,
  replicationUrl,
  retryAfterSeconds,
} from '../functions/mls-sync/reso.ts';

const BASE = 'https://api.mls.example/odata';

describe('the replication URL', () => {
  it('asks for every Property changed after the mark, oldest first, a page at a time, with Media', () => {
    const url = new URL(replicationUrl(BASE, new Date('2026-03-01T10:00:00Z'), 200));
    expect(url.pathname).toBe('/odata/Property');
    expect(url.searchParams.get('$filter')).toBe('ModificationTimestamp gt 2026-03-01T10:00:00.000Z');
    expect(url.searchParams.get('$orderby')).toBe('ModificationTimestamp asc,ListingKey asc');
    expect(url.searchParams.get('$top')).toBe('200');
    expect(url.searchParams.get('$expand')).toBe('Media($select=MediaURL,Order,MediaCategory)');
    expect(url.searchParams.get('$select')?.split(',')).toContain('InternetEntireListingDisplayYN');
    // Spaces travel as %20: an OData server does not read `+` as a space.
    expect(url.search).not.toContain('+');
    expect(url.search).toContain('ModificationTimestamp%20gt%20');
  });

  it('asks for everything on the first run', () => {
    expect(new URL(replicationUrl(BASE, undefined, 50)).searchParams.has('$filter')).toBe(false);
  });
});

describe('a next link', () => {
  it('is followed only on the feed’s own origin: the token goes nowhere else', async () => {
    const client = new ResoClient({
      baseUrl: BASE,
      tokenUrl: `${BASE}/oauth2/token`,
      clientId: 'id',
      clientSecret: 'secret',
      scope: undefined,
    });
    await expect(
      client.page('https://elsewhere.example/odata/Property?$skip=200', Date.now()),
    ).rejects.toThrow(
      'The MLS feed gave a next link to another site (https://elsewhere.example); it was not followed.',
    );
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('an OData page', () => {
  it('has its value and next link', () => {
    expect(
      parsePage('{"value":[{"ListingKey":"a"}],"@odata.nextLink":"https://x/odata/Property?$skip=1"}'),
    ).toEqual({ value: [{ ListingKey: 'a' }], nextLink: 'https://x/odata/Property?$skip=1' });
    expect(parsePage('{"value":[]}')).toEqual({ value: [], nextLink: undefined });
  });

  it('is refused, in words, when it is not one', () => {
    expect(() => parsePage('<html>')).toThrow(ResoError);
    expect(() => parsePage('{"values":[]}')).toThrow(/without a "value" list/);
    expect(() => parsePage('{"value":[],"@odata.nextLink":42}')).toThrow(/nextLink/);
  });
});

/** An Active record with every field the sync reads; override what the test is about. */
const record = (overrides: Record<string, unknown> = {}) => ({
  ListingKey: 'K-1',
  ListingId: '2600001',
  StandardStatus: 'Active',
  ModificationTimestamp: '2026-03-01T10:00:00.123Z',
  ListPrice: 349900.4,
  ClosePrice: null,
  CloseDate: null,
  ListingContractDate: '2026-02-01',
  BedroomsTotal: 3,
  BathroomsTotalInteger: 2,
  LivingArea: 1850.6,
  UnparsedAddress: '12 Main St',
  City: 'Springfield',
  StateOrProvince: 'XX',
  PostalCode: '10101',
  PublicRemarks: 'Bright rooms.',
  ListOfficeName: 'Hometown Realty',
  ListAgentMlsId: 'AG1',
  Latitude: 41.123456789,
  Longitude: -83.5,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  InternetEntireListingDisplayYN: true,
  Media: [],
  ...overrides,
});

const stored = (value: unknown, rules: FeedRules = { closePrices: true }): MlsListingRow => {
  const outcome = mapProperty(value, rules);
  if (outcome.kind !== 'store') throw new Error(`expected a row, got ${JSON.stringify(outcome)}`);
  return outcome.row;
};
const skipped = (value: unknown) => {
  const outcome = mapProperty(value);
  return outcome.kind === 'skip' ? outcome.reason : `not skipped: ${outcome.kind}`;
};

describe('a Property record', () => {
  it('becomes a listing row in whole dollars and feet, in UTC', () => {
    expect(stored(record())).toMatchObject({
      mls_listing_key: 'K-1',
      mls_listing_id: '2600001',
      mls_modified_at: '2026-03-01T10:00:00.123Z',
      mls_status: 'Active',
      status: 'current',
      price: 349900,
      square_feet: 1851,
      property_type: 'condo',
      title: '12 Main St',
      address: '12 Main St',
      latitude: 41.123457,
      internet_display: true,
      listed_by_agent: false,
    });
    expect(stored(record({ ModificationTimestamp: '2026-03-01T05:00:00-05:00' })).mls_modified_at).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });

  it('maps the shown statuses onto the site’s four; a closed one keeps its sale', () => {
    expect(stored(record({ StandardStatus: 'ComingSoon' })).status).toBe('coming_soon');
    expect(stored(record({ StandardStatus: 'ActiveUnderContract' })).status).toBe('pending');
    expect(stored(record({ StandardStatus: 'Pending' })).status).toBe('pending');
    expect(
      stored(record({ StandardStatus: 'Closed', ClosePrice: 340000, CloseDate: '2026-02-20' })),
    ).toMatchObject({ status: 'recently_closed', closed_price: 340000, closed_on: '2026-02-20' });
    // A sale price on a listing not closed is not shown; a close before the listing is dropped.
    expect(stored(record({ ClosePrice: 340000 })).closed_price).toBeNull();
    expect(stored(record({ StandardStatus: 'Closed', CloseDate: '2026-01-01' })).closed_on).toBeNull();
  });

  it('keeps no sale price unless the MLS lets it be shown, and keeps the sale’s day either way', () => {
    const sold = record({ StandardStatus: 'Closed', ClosePrice: 340000, CloseDate: '2026-02-20' });
    expect(stored(sold, {})).toMatchObject({ status: 'recently_closed', closed_price: null, price: 349900 });
    expect(stored(sold, { closePrices: false }).closed_on).toBe('2026-02-20');
  });

  it('takes every other status off the site', () => {
    for (const status of [
      'Withdrawn',
      'Expired',
      'Canceled',
      'Delete',
      'Hold',
      'Incomplete',
      'SomethingNew',
    ]) {
      expect(mapProperty(record({ StandardStatus: status }))).toEqual({
        kind: 'remove',
        removal: { mls_listing_key: 'K-1', mls_status: status, mls_modified_at: '2026-03-01T10:00:00.123Z' },
      });
    }
  });

  it('keeps a seller’s opt-out, and marks the agent’s own listing by their MLS id', () => {
    expect(stored(record({ InternetEntireListingDisplayYN: false })).internet_display).toBe(false);
    expect(stored(record(), { agentMlsId: 'AG1' }).listed_by_agent).toBe(true);
    expect(stored(record(), { agentMlsId: 'AG2' }).listed_by_agent).toBe(false);
  });

  it('orders photos by Order, keeping only https photos', () => {
    const row = stored(
      record({
        Media: [
          { MediaURL: 'https://m.example/3.jpg', Order: 3, MediaCategory: 'Photo' },
          { MediaURL: 'https://m.example/1.jpg', Order: 1, MediaCategory: 'Photo' },
          { MediaURL: 'https://m.example/plan.pdf', Order: 0, MediaCategory: 'FloorPlan' },
          { MediaURL: 'http://m.example/2.jpg', Order: 2 },
          { MediaURL: 'javascript:alert(1)', Order: 2 },
          { MediaURL: 'https://m.example/unordered.jpg' },
          'not media',
        ],
      }),
    );
    expect(row.gallery_images).toEqual([
      'https://m.example/1.jpg',
      'https://m.example/3.jpg',
      'https://m.example/unordered.jpg',
    ]);
    expect(row.header_image_url).toBe('https://m.example/1.jpg');
  });

  it('reads ZIP+4 either way, 0 as unknown, and cleans what the database cannot store', () => {
    expect(stored(record({ PostalCode: '101011234' })).zip_code).toBe('10101-1234');
    expect(stored(record({ LivingArea: 0, ListPrice: 0, Latitude: 0 }))).toMatchObject({
      square_feet: null,
      price: null,
      latitude: null,
      longitude: null,
    });
    expect(stored(record({ PublicRemarks: 'Nul\u0000 and half \uD800 a pair' })).description).toBe(
      'Nul and half  a pair',
    );
  });

  it('is skipped, saying why, when a value is missing, of the wrong type, out of range or too long', () => {
    expect(skipped('text')).toBe('not a record');
    expect(skipped(record({ ListingKey: undefined }))).toBe('no ListingKey');
    expect(skipped(record({ ModificationTimestamp: 'yesterday' }))).toBe('no ModificationTimestamp');
    expect(skipped(record({ ModificationTimestamp: '9999-12-31T00:00:00Z' }))).toBe(
      'ModificationTimestamp is in the future',
    );
    expect(skipped(record({ ModificationTimestamp: '2026-03-01T10:00:00' }))).toBe(
      'no ModificationTimestamp',
    );
    expect(skipped(record({ ListPrice: '349900' }))).toBe('ListPrice is not a number');
    expect(skipped(record({ ListPrice: 2e8 }))).toBe('ListPrice is out of range');
    expect(skipped(record({ BedroomsTotal: 2.5 }))).toBe('BedroomsTotal is not a whole number');
    expect(skipped(record({ BathroomsTotalInteger: 51 }))).toBe('BathroomsTotalInteger is out of range');
    expect(skipped(record({ UnparsedAddress: 'x'.repeat(121) }))).toBe(
      'UnparsedAddress is longer than 120 characters',
    );
    expect(skipped(record({ City: ' ' }))).toBe('no City');
    expect(skipped(record({ StateOrProvince: 'xx' }))).toBe('StateOrProvince is not a two-letter code');
    expect(skipped(record({ PostalCode: 'ABCDE' }))).toBe('PostalCode is not a ZIP code');
    expect(skipped(record({ Latitude: 91 }))).toBe('Latitude is out of range');
    expect(skipped(record({ ListingContractDate: '2026-13-45' }))).toBe('ListingContractDate is not a date');
    expect(skipped(record({ ListingContractDate: '2026-02-30' }))).toBe('ListingContractDate is not a date');
    expect(skipped(record({ InternetEntireListingDisplayYN: 'N' }))).toBe(
      'InternetEntireListingDisplayYN is not true or false',
    );
    expect(skipped(record({ Media: 'photos' }))).toBe('Media is not a list');
    expect(skipped(record({ PropertyType: 'ResidentialLease', PropertySubType: null }))).toBe(
      'not a home for sale (PropertyType)',
    );
  });
});

describe('a page the database refuses part of', () => {
  /** A database that refuses, as a check constraint does (23514), any call holding key `K-bad`. */
  function refusingDatabase() {
    const calls: { listings: MlsListingRow[]; checkpoint: unknown }[] = [];
    const admin = {
      rpc: (_name: string, args: { listings: MlsListingRow[]; checkpoint: unknown }) => {
        calls.push(args);
        const refused = args.listings.some((row) => row.mls_listing_key === 'K-bad');
        return Promise.resolve(
          refused
            ? { data: null, error: { code: '23514', message: 'new row violates check constraint' } }
            : { data: { stored: args.listings.length, removed: 0 }, error: null },
        );
      },
    };
    return { calls, admin: admin as unknown as SupabaseClient };
  }

  it('stores the others one by one, skips and counts the refused one, and still saves the checkpoint', async () => {
    const { calls, admin } = refusingDatabase();
    const reasons: string[] = [];
    const checkpoint = { high_water_mark: '2026-03-01T10:00:00.123Z', next_link: null };
    const rows = ['K-1', 'K-bad', 'K-2'].map((key) => stored(record({ ListingKey: key })));
    const result = await storePage(admin, rows, [], checkpoint, (reason) => reasons.push(reason));
    expect(result).toEqual({ stored: 2, removed: 0 });
    expect(reasons).toEqual(['refused by the database']);
    expect(calls.at(-1)).toMatchObject({ listings: [], checkpoint });
  });

  it('stops the run when the database itself fails, saving nothing', async () => {
    const admin = {
      rpc: () => Promise.resolve({ data: null, error: { code: '08006', message: 'connection failure' } }),
    } as unknown as SupabaseClient;
    await expect(
      storePage(admin, [stored(record())], [], { high_water_mark: null, next_link: null }, () => {}),
    ).rejects.toThrow('connection failure');
  });
});

describe('the feed’s settings', () => {
  const settings = (values: Record<string, string>) => loadMlsSettings((name) => values[name]);
  const feed = {
    MLS_RESO_URL: 'https://api.mls.example/odata/',
    MLS_CLIENT_ID: 'id',
    MLS_CLIENT_SECRET: 'secret',
  };

  it('are off without any of the three, and a feed with them', () => {
    expect(settings({})).toEqual({ kind: 'off' });
    expect(settings(feed)).toEqual({
      kind: 'ok',
      config: {
        reso: {
          baseUrl: 'https://api.mls.example/odata',
          tokenUrl: 'https://api.mls.example/odata/oauth2/token',
          clientId: 'id',
          clientSecret: 'secret',
          scope: undefined,
        },
        rules: { agentMlsId: undefined, closePrices: false },
        pageSize: 200,
        timeBudgetMs: 100_000,
      },
    });
  });

  it('name every problem at once', () => {
    const wrong = settings({
      MLS_RESO_URL: 'http://api.mls.example/odata',
      MLS_CLIENT_ID: 'id',
      MLS_PAGE_SIZE: '5000',
      MLS_TIME_BUDGET_SECONDS: 'soon',
      MLS_CLOSE_PRICES: 'yes',
    });
    expect(wrong.kind).toBe('problem');
    const message = wrong.kind === 'problem' ? wrong.message : '';
    expect(message).toContain('MLS_RESO_URL must be an https: URL');
    expect(message).toContain('MLS_CLIENT_SECRET is not set');
    expect(message).toContain('MLS_PAGE_SIZE must be a whole number from 1 to 1000, got "5000"');
    expect(message).toContain('MLS_TIME_BUDGET_SECONDS must be a whole number from 1 to 3600, got "soon"');
    expect(message).toContain('MLS_CLOSE_PRICES must be show or hide, got "yes"');
  });

  it('show sale prices only when MLS_CLOSE_PRICES says show', () => {
    const rules = (value?: string) => {
      const read = settings(value === undefined ? feed : { ...feed, MLS_CLOSE_PRICES: value });
      return read.kind === 'ok' ? read.config.rules.closePrices : read;
    };
    expect([rules(), rules('hide'), rules('show')]).toEqual([false, false, true]);
  });
});

describe('a call to mls-sync', () => {
  // A database nobody answers at: these answers come before any query.
  const env: Record<string, string> = {
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  };
  const call = (init: RequestInit, values = env) =>
    createMlsSync((name) => values[name])(new Request('http://127.0.0.1/functions/v1/mls-sync', init));
  const asService = { authorization: 'Bearer service-role-key' };

  it('is refused to anyone but the service role, for anything but POST, with a body that is not options', async () => {
    expect((await call({ method: 'POST', headers: { authorization: 'Bearer anon-key' } })).status).toBe(403);
    expect((await call({ method: 'GET', headers: asService })).status).toBe(405);
    const bad = await call({ method: 'POST', headers: asService, body: '{"maxPages": -1}' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'bad_request', message: 'maxPages must be a whole number from 0 to 1000000.' },
    });
  });

  it('says there is no feed when none is set up', async () => {
    const answer = await call({ method: 'POST', headers: asService, body: '{}' });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('not_configured');
  });
});
