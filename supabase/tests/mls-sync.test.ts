// The MLS feed's import (issue 27, decision 051): mls-sync against a RESO Web API stand-in on
// loopback serving a made-up market, through the local backend. A full replication stores every
// listing the site may show, mapped from the Data Dictionary; a crash half way is resumed from the
// saved next link with no listing lost or stored twice; changes in the feed (a price, a status, a
// withdrawal, a seller's opt-out) reach the rows on the next run and nothing else moves; a run over
// an unchanged feed changes nothing; a 429 is waited out; wrong credentials are recorded, not a
// 5xx; visitors read what is shown and never the sync's state; the agent cannot change the feed's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  makeMarket,
  type Market,
  type PropertyRecord,
} from '../../packages/local-backend/src/reso/market.ts';
import { startResoService, type TestResoService } from '../../packages/local-backend/src/reso/stand-in.ts';
import createMlsSync, { type SyncReport } from '../functions/mls-sync/handler.ts';

/**
 * Listings in the market: 1,000 keeps the file quick; MLS_TEST_MARKET_SIZE tries another size (a
 * multiple of the page size), such as 10000.
 */
const MARKET_SIZE = Number(process.env.MLS_TEST_MARKET_SIZE ?? 1000);
const PAGE_SIZE = 100;
const CREDENTIALS = { clientId: 'agent-site', clientSecret: 'feed-secret-for-tests' };
const AGENT_MLS_ID = 'AGENT-0042';

let market: Market;
let reso: TestResoService;
let t: TestBackend;
let agent: Client;

beforeAll(async () => {
  market = makeMarket({ size: MARKET_SIZE, seed: 27, agentMlsId: AGENT_MLS_ID });
  reso = await startResoService(market, CREDENTIALS);
  t = await startTestBackend({
    MLS_RESO_URL: reso.url,
    MLS_CLIENT_ID: CREDENTIALS.clientId,
    MLS_CLIENT_SECRET: CREDENTIALS.clientSecret,
    MLS_AGENT_MLS_ID: AGENT_MLS_ID,
    // This made-up MLS lets sale prices be shown; the last test turns that off.
    MLS_CLOSE_PRICES: 'show',
    MLS_PAGE_SIZE: String(PAGE_SIZE),
    OUTBOX_INTERVAL_MS: '0',
  });
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(async () => {
  await t?.close();
  await reso?.stop();
});

/** Calls mls-sync as pg_cron does, with the service role key; the answer's status and body. */
async function sync(body: Record<string, unknown> = {}, key = t.backend.keys.serviceRoleKey) {
  const response = await fetch(`${t.url}/functions/v1/mls-sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as SyncReport & Record<string, unknown> };
}

const SHOWN = new Set(['Active', 'ComingSoon', 'ActiveUnderContract', 'Pending', 'Closed']);

/** The keys the feed's records in `records` leave on the site: a shown status, on the internet. */
const visibleKeys = (records: readonly PropertyRecord[]) =>
  records
    .filter((record) => SHOWN.has(record.StandardStatus) && record.InternetEntireListingDisplayYN !== false)
    .map((record) => record.ListingKey)
    .sort();

/** The keys the feed's records in `records` store as rows (opted out ones too: the agent sees them). */
const storedKeys = (records: readonly PropertyRecord[]) =>
  records
    .filter((record) => SHOWN.has(record.StandardStatus))
    .map((record) => record.ListingKey)
    .sort();

/** The feed's records in the order the sync reads them. */
const inFeedOrder = () =>
  [...market.records].sort(
    (a, b) =>
      a.ModificationTimestamp.localeCompare(b.ModificationTimestamp) ||
      a.ListingKey.localeCompare(b.ListingKey),
  );

interface MlsRow {
  id: string;
  mls_listing_key: string;
  updated_at: string;
  archived_at: string | null;
}

/** Every MLS row, as the service role sees them, a page of the API at a time. */
async function mlsRows(columns = 'id, mls_listing_key, updated_at, archived_at'): Promise<MlsRow[]> {
  const rows: MlsRow[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await t.service
      .from('listings')
      .select(columns)
      .eq('source', 'mls')
      .order('mls_listing_key')
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...(data as unknown as MlsRow[]));
    if (data.length < 1000) return rows;
  }
}

async function keysVisibleTo(client: Client): Promise<string[]> {
  const keys: string[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('listings')
      .select('mls_listing_key')
      .eq('source', 'mls')
      .order('mls_listing_key')
      .range(from, from + 999);
    if (error) throw error;
    keys.push(...data.map((row) => row.mls_listing_key as string));
    if (data.length < 1000) return keys;
  }
}

async function syncState() {
  const { data, error } = await t.service.from('mls_sync_state').select('*').single();
  if (error) throw error;
  return data as { high_water_mark: string | null; next_link: string | null; last_error: string | null };
}

describe('before the first run', () => {
  it('has no MLS listings, and visitors cannot read the sync state', async () => {
    expect(await mlsRows()).toEqual([]);
    const state = await t.anon.from('mls_sync_state').select('*');
    expect(state.data ?? []).toEqual([]);
  });

  it('refuses a caller without the service role key, changing nothing', async () => {
    const answer = await sync({}, t.backend.keys.anonKey);
    expect(answer.status).toBe(403);
    expect(await mlsRows()).toEqual([]);
  });

  it('runs no page with a budget of none', async () => {
    const answer = await sync({ maxPages: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'partial', pages: 0, stored: 0 });
    expect(await mlsRows()).toEqual([]);
  });
});

describe('a full replication', () => {
  it('cut off after three pages keeps exactly those pages, and the next run finishes without a gap or a double', async () => {
    reso.dropAfter(3);
    const cut = await sync();
    reso.dropAfter(undefined);
    expect(cut.status).toBe(200);
    expect(cut.body.status).toBe('failed');
    expect(cut.body.error).toMatch(/could not be read/);
    const firstPages = inFeedOrder().slice(0, 3 * PAGE_SIZE);
    expect((await mlsRows()).map((row) => row.mls_listing_key)).toEqual(storedKeys(firstPages));
    const state = await syncState();
    expect(state.last_error).toMatch(/could not be read/);
    expect(new URL(state.next_link!).searchParams.get('$skip')).toBe(String(3 * PAGE_SIZE));

    const requestsBefore = reso.requests.length;
    const rest = await sync();
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('done');
    // It went on from the saved link: the fourth page first, the first three never again.
    const resumed = reso.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/odata/Property');
    expect(resumed[0]?.query.$skip).toBe(String(3 * PAGE_SIZE));
    expect(resumed).toHaveLength(MARKET_SIZE / PAGE_SIZE - 3);
    const rows = await mlsRows();
    expect(rows.map((row) => row.mls_listing_key)).toEqual(storedKeys(market.records));
    expect(new Set(rows.map((row) => row.mls_listing_key)).size).toBe(rows.length);
    expect(rest.body.skipped).toBe(0);
    expect(cut.body.stored + rest.body.stored).toBe(rows.length);
    const after = await syncState();
    expect(after).toMatchObject({ next_link: null, last_error: null });
    expect(after.high_water_mark && new Date(after.high_water_mark).toISOString()).toBe(
      inFeedOrder().at(-1)!.ModificationTimestamp,
    );
  });

  it('maps the Data Dictionary onto the listing: price, rooms, place, status, office, photos by Order', async () => {
    const record = market.records.find(
      (candidate) =>
        candidate.StandardStatus === 'Active' && candidate.Media.length >= 3 && candidate.BedroomsTotal,
    )!;
    const { data, error } = await t.anon
      .from('listings')
      .select('*')
      .eq('mls_listing_key', record.ListingKey)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      source: 'mls',
      mls_listing_id: record.ListingId,
      status: 'current',
      mls_status: 'Active',
      price: record.ListPrice,
      bedrooms: record.BedroomsTotal,
      bathrooms: record.BathroomsTotalInteger,
      square_feet: record.LivingArea,
      address: record.UnparsedAddress,
      title: record.UnparsedAddress,
      city: record.City,
      state: record.StateOrProvince,
      zip_code: record.PostalCode,
      description: record.PublicRemarks,
      list_office_name: record.ListOfficeName,
      list_agent_mls_id: record.ListAgentMlsId,
      listed_by_agent: false,
      listing_date: record.ListingContractDate,
      latitude: record.Latitude,
      longitude: record.Longitude,
    });
    const byOrder = [...record.Media].sort((a, b) => a.Order - b.Order).map((media) => media.MediaURL);
    expect(data!.gallery_images).toEqual(byOrder);
    expect(data!.header_image_url).toBe(byOrder[0]);
  });

  it('maps every shown StandardStatus onto the site’s four, with a closed listing’s sale', async () => {
    const statuses: Record<string, string> = {
      Active: 'current',
      ComingSoon: 'coming_soon',
      ActiveUnderContract: 'pending',
      Pending: 'pending',
      Closed: 'recently_closed',
    };
    for (const [standard, status] of Object.entries(statuses)) {
      const record = market.records.find((candidate) => candidate.StandardStatus === standard)!;
      const { data } = await t.service
        .from('listings')
        .select('status, closed_price, closed_on')
        .eq('mls_listing_key', record.ListingKey)
        .single();
      expect(data, standard).toEqual({
        status,
        closed_price: standard === 'Closed' ? record.ClosePrice : null,
        closed_on: standard === 'Closed' ? record.CloseDate : null,
      });
    }
  });

  it('marks the agent’s own listings in the feed, by their MLS id, as theirs', async () => {
    const own = market.records.filter(
      (record) => record.ListAgentMlsId === AGENT_MLS_ID && SHOWN.has(record.StandardStatus),
    );
    expect(own.length).toBeGreaterThan(0);
    const { data } = await t.service
      .from('listings')
      .select('mls_listing_key')
      .eq('source', 'mls')
      .eq('listed_by_agent', true)
      .order('mls_listing_key');
    expect(data!.map((row) => row.mls_listing_key)).toEqual(own.map((record) => record.ListingKey).sort());
  });

  it('shows visitors the listings with a shown status that the seller allowed online, and only those', async () => {
    const visible = await keysVisibleTo(t.anon);
    expect(visible).toEqual(visibleKeys(market.records));
    const optedOut = market.records.find(
      (record) => record.InternetEntireListingDisplayYN === false && SHOWN.has(record.StandardStatus),
    )!;
    expect(visible).not.toContain(optedOut.ListingKey);
    const withdrawn = market.records.find((record) => record.StandardStatus === 'Withdrawn')!;
    expect(visible).not.toContain(withdrawn.ListingKey);
    // The agent sees the opted-out one in the back office; nobody sees what never was shown.
    expect(await keysVisibleTo(agent)).toContain(optedOut.ListingKey);
    expect((await mlsRows()).map((row) => row.mls_listing_key)).not.toContain(withdrawn.ListingKey);
  });
});

/** The listing the feed withdrew after it was shown (set below). */
let withdrawnKey = '';

describe('running again', () => {
  it('over an unchanged feed changes nothing, with the token it has', async () => {
    const before = await mlsRows();
    const version = await t.anon.rpc('listings_version');
    const requestsBefore = reso.requests.length;
    const answer = await sync();
    // The token of the last run is still good: it is not asked for again.
    expect(reso.requests.slice(requestsBefore).map((request) => request.path)).toEqual(['/odata/Property']);
    expect(answer.body).toMatchObject({ status: 'done', stored: 0, removed: 0, skipped: 0 });
    expect(await mlsRows()).toEqual(before);
    expect((await t.anon.rpc('listings_version')).data).toBe(version.data);
  });

  it('brings a price change, a status change, a withdrawal, an opt-out and a new listing, and nothing else', async () => {
    const active = market.records.filter(
      (record) => record.StandardStatus === 'Active' && record.InternetEntireListingDisplayYN !== false,
    );
    const [priced, pending, withdrawn, optedOut] = active;
    const before = new Map((await mlsRows()).map((row) => [row.mls_listing_key, row]));
    const mark = (await syncState()).high_water_mark!;
    market.changePrice(priced!.ListingKey, 399_900);
    market.changeStatus(pending!.ListingKey, 'Pending');
    market.withdraw(withdrawn!.ListingKey);
    withdrawnKey = withdrawn!.ListingKey;
    market.optOut(optedOut!.ListingKey);
    const added = market.add();
    const requestsBefore = reso.requests.length;

    const answer = await sync();
    expect(answer.body).toMatchObject({ status: 'done', received: 5, stored: 4, removed: 1, skipped: 0 });
    const asked = reso.requests.slice(requestsBefore).find((request) => request.path === '/odata/Property')!;
    expect(asked.query.$filter).toBe(`ModificationTimestamp gt ${new Date(mark).toISOString()}`);

    const read = async (key: string) =>
      (await t.service.from('listings').select('*').eq('mls_listing_key', key).single()).data!;
    expect(await read(priced!.ListingKey)).toMatchObject({ price: 399_900, status: 'current' });
    expect(await read(pending!.ListingKey)).toMatchObject({ status: 'pending', mls_status: 'Pending' });
    expect(await read(added.ListingKey)).toMatchObject({ status: 'current', price: added.ListPrice });
    const visible = await keysVisibleTo(t.anon);
    expect(visible).not.toContain(withdrawn!.ListingKey);
    expect(visible).not.toContain(optedOut!.ListingKey);
    expect(visible).toContain(added.ListingKey);
    expect(visible).toEqual(visibleKeys(market.records));

    // Every other row is as it was.
    const changed = new Set([priced, pending, withdrawn, optedOut].map((record) => record!.ListingKey));
    for (const row of await mlsRows()) {
      if (changed.has(row.mls_listing_key) || row.mls_listing_key === added.ListingKey) continue;
      expect(row).toEqual(before.get(row.mls_listing_key));
    }
  });

  it('brings a withdrawn listing back when the feed makes it active again', async () => {
    market.changeStatus(withdrawnKey, 'Active');
    const answer = await sync();
    expect(answer.body).toMatchObject({ status: 'done', stored: 1 });
    expect(await keysVisibleTo(t.anon)).toContain(withdrawnKey);
  });
});

describe('the feed’s limits and faults', () => {
  it('waits as long as a 429’s Retry-After says, then goes on', async () => {
    const key = market.records.find((record) => record.StandardStatus === 'Active')!.ListingKey;
    market.changePrice(key, 123_400);
    reso.throttle(2, 1);
    const requestsBefore = reso.requests.length;
    const answer = await sync();
    expect(answer.body).toMatchObject({ status: 'done', stored: 1 });
    const statuses = reso.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/odata/Property')
      .map((request) => request.status);
    expect(statuses).toEqual([429, 429, 200]);
    const { data } = await t.anon.from('listings').select('price').eq('mls_listing_key', key).single();
    expect(data!.price).toBe(123_400);
  });

  it('stops cleanly when a 429 asks to wait past the run’s budget, and the next run goes on', async () => {
    const key = market.records.find((record) => record.StandardStatus === 'Active')!.ListingKey;
    market.changePrice(key, 123_500);
    reso.throttle(1, 3600);
    const stopped = await sync();
    expect(stopped).toMatchObject({ status: 200, body: { status: 'throttled', pages: 0, stored: 0 } });
    expect(stopped.body.error).toMatch(/asked to wait 3600 s \(429\), past this run's time budget/);
    expect(await sync()).toMatchObject({ body: { status: 'done', stored: 1 } });
  });

  it('skips and counts a record with bad values, stores the rest and moves on', async () => {
    const [bad, worse, good] = market.records.filter(
      (record) => record.StandardStatus === 'Active' && record.InternetEntireListingDisplayYN !== false,
    );
    const badBefore = (
      await t.service.from('listings').select('*').eq('mls_listing_key', bad!.ListingKey).single()
    ).data;
    market.change(bad!.ListingKey, { ListPrice: -5 });
    market.change(worse!.ListingKey, { BedroomsTotal: 'four' });
    market.changePrice(good!.ListingKey, 250_000);
    const answer = await sync();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'done',
      received: 3,
      stored: 1,
      skipped: 2,
      skippedReasons: { 'ListPrice is out of range': 1, 'BedroomsTotal is not a number': 1 },
    });
    expect(
      (await t.service.from('listings').select('*').eq('mls_listing_key', bad!.ListingKey).single()).data,
    ).toEqual(badBefore);
    // The mark moved past them: the next run does not read them again.
    expect(await sync()).toMatchObject({ body: { status: 'done', received: 0 } });
  });

  it('records wrong credentials in the sync state and answers without a 5xx', async () => {
    reso.setSecret('a-secret-rotated-at-the-mls');
    reso.revokeTokens();
    const answer = await sync();
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('failed');
    expect(answer.body.error).toMatch(
      /refused the client id and secret \(MLS_CLIENT_ID, MLS_CLIENT_SECRET\).*401/,
    );
    const state = await agent.from('mls_sync_state').select('last_error, last_error_at').single();
    expect(state.data!.last_error).toBe(answer.body.error);
    expect(state.data!.last_error_at).not.toBeNull();

    reso.setSecret(CREDENTIALS.clientSecret);
    expect(await sync()).toMatchObject({ status: 200, body: { status: 'done' } });
    expect((await syncState()).last_error).toBeNull();
  });
});

describe('two runs at once', () => {
  it('the second does nothing while the first holds the sync', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.service.from('mls_sync_state').update({ running_until: later }).eq('id', true);
    const requestsBefore = reso.requests.length;
    const answer = await sync();
    expect(answer).toMatchObject({ status: 200, body: { status: 'busy' } });
    expect(reso.requests.length).toBe(requestsBefore);
    await t.service.from('mls_sync_state').update({ running_until: null }).eq('id', true);
    expect(await sync()).toMatchObject({ body: { status: 'done' } });
  });
});

describe('who may do what with the feed’s rows', () => {
  it('visitors read shown MLS listings but never the sync state', async () => {
    expect((await keysVisibleTo(t.anon)).length).toBeGreaterThan(0);
    const state = await t.anon.from('mls_sync_state').select('*');
    expect(state.data ?? []).toEqual([]);
    const stranger = await t.stranger();
    expect((await stranger.from('mls_sync_state').select('*')).data ?? []).toEqual([]);
    expect((await agent.from('mls_sync_state').select('high_water_mark')).data).toHaveLength(1);
  });

  it('the agent cannot change, delete or add an MLS listing, nor add photos to one', async () => {
    const [row] = await mlsRows('id, mls_listing_key, updated_at, archived_at, price');
    const before = (await t.service.from('listings').select('*').eq('id', row!.id).single()).data;

    const update = await agent.from('listings').update({ price: 1 }).eq('id', row!.id).select('id');
    expect(update.data).toEqual([]);
    const remove = await agent.from('listings').delete().eq('id', row!.id).select('id');
    expect(remove.data).toEqual([]);
    expect((await t.service.from('listings').select('*').eq('id', row!.id).single()).data).toEqual(before);

    const insert = await agent.from('listings').insert({
      source: 'mls',
      mls_listing_key: 'made-up-key',
      title: 'A listing the agent typed as the feed’s',
      address: '1 Main St',
      city: 'Springfield',
      state: 'XX',
      zip_code: '10101',
    });
    expect(insert.error?.code).toBe('42501');

    const photo = await agent
      .from('listing_photos')
      .insert({ listing_id: row!.id, path: `${before!.slug}/front.jpg` });
    expect(photo.error?.code).toBe('42501');

    // Their own listing cannot become the feed's either.
    const own = await agent.from('listings').select('id').eq('source', 'agent').limit(1).single();
    const takeOver = await agent
      .from('listings')
      .update({ source: 'mls', mls_listing_key: 'another-key' })
      .eq('id', own.data!.id)
      .select('id');
    expect(takeOver.error?.code).toBe('42501');
  });
});

describe('an MLS that does not let sale prices be shown', () => {
  it('keeps none: the next run takes every stored one away, and the sales stay closed on their day', async () => {
    const soldBefore = await t.anon
      .from('listings')
      .select('mls_listing_key, closed_on')
      .eq('source', 'mls')
      .eq('status', 'recently_closed')
      .not('closed_price', 'is', null)
      .order('mls_listing_key')
      .limit(1000);
    expect(soldBefore.data!.length).toBeGreaterThan(0);

    const env: Record<string, string> = {
      ...t.env,
      SUPABASE_URL: t.url,
      SUPABASE_SERVICE_ROLE_KEY: t.backend.keys.serviceRoleKey,
      MLS_CLOSE_PRICES: 'hide',
    };
    const run = await createMlsSync((name) => env[name])(
      new Request(`${t.url}/functions/v1/mls-sync`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    );
    expect(run.status).toBe(200);

    const visible = await t.anon
      .from('listings')
      .select('mls_listing_key, closed_on, closed_price')
      .in(
        'mls_listing_key',
        soldBefore.data!.map((row) => row.mls_listing_key),
      )
      .order('mls_listing_key');
    expect(visible.data).toEqual(soldBefore.data!.map((row) => ({ ...row, closed_price: null })));
    const left = await t.service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('source', 'mls')
      .not('closed_price', 'is', null);
    expect(left.count).toBe(0);
  });
});
