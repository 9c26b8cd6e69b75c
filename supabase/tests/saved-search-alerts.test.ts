// Saved-search alerts (issue 28, second stage) through the local backend, process-outbox on a
// fixed clock and a real SMTP catcher: the database's matching gives the listings page's answers;
// a new listing, a price cut and a status change reach an instant search once each, even when the
// feed sends a listing twice; a daily search gets one digest a day and nothing on a quiet day; a
// sender that crashes between its claim and its queueing loses nothing and sends nothing twice;
// the ceilings hold the rest for later; a hard bounce stops the address's searches; the one-click
// unsubscribe of an alert stops its search.
import { SAVED_SEARCH_TEXT, type SearchFilters } from '@agent-sites/schemas';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesFilters } from '../../packages/ui/src/rules/filters.ts';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { loadLeadConfig } from '../functions/_shared/config.ts';
import { queueSavedSearchAlerts, savedSearchAlertEmail } from '../functions/_shared/saved-search-alerts.ts';
import { functionEnv, invoke, processOutboxAt } from './lead-factories.ts';
import { alertsTo, confirmedSearch, homeLister } from './saved-search-factories.ts';

let t: TestBackend;
let mail: TestMailServer;
let agent: Client;
const BOUNCING = 'gone.away@example.com';
const WEBHOOK_KEY = Buffer.from('a signing key for the mail events test');
const WEBHOOK_SECRET = `whsec_${WEBHOOK_KEY.toString('base64')}`;

beforeAll(async () => {
  mail = await startMailServer(undefined, (address) => address === BOUNCING);
  // No timer: every run of the sender is this file's, at the clock it sets.
  t = await startTestBackend({
    SMTP_URL: mail.url,
    LEAD_RATE_LIMIT: '1000/600',
    OUTBOX_INTERVAL_MS: '0',
    RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The sender's clock, a little ahead of the database's so that events just recorded are due. */
const soon = (offset = 0) => new Date(Date.now() + 1000 + offset);

const received = (email: string) => mail.messages.filter(alertsTo(email));
/** A header as sent, unfolded. */
const header = (message: ParsedMail, key: string) =>
  message.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');

const saveConfirmed = (email: string, search: string, frequency: 'instant' | 'daily' | 'weekly') =>
  confirmedSearch(t, mail, email, search, frequency);

const list = homeLister(() => agent, 'Birch Lane', 100);

async function change(id: string, fields: Record<string, unknown>) {
  const { error } = await agent.from('listings').update(fields).eq('id', id);
  expect(error).toBeNull();
}

async function eventsOf(searchId: string) {
  const { data } = await t.service
    .from('saved_search_events')
    .select('event, event_key, queued_at, outbox_id')
    .eq('search_id', searchId);
  return data ?? [];
}

describe('matching in the database', () => {
  const filters = (overrides: Partial<SearchFilters>): SearchFilters => ({
    mode: 'sale',
    areas: [],
    minPrice: '',
    maxPrice: '',
    beds: 'any',
    baths: 'any',
    propertyType: 'any',
    ...overrides,
  });
  const home = {
    city: 'Lakeside',
    status: 'current' as const,
    price: 440000 as number | null,
    closedPrice: null as number | null,
    bedrooms: 3 as number | null,
    bathrooms: 2 as number | null,
    propertyType: 'single_family' as const,
  };
  // [what it is, the listing, the filters, whether the listings page shows it]
  const cases: [string, typeof home | Record<string, unknown>, SearchFilters, boolean][] = [
    ['no filters', home, filters({}), true],
    ['its neighborhood', home, filters({ areas: ['lakeside', 'stonebridge'] }), true],
    ['another neighborhood', home, filters({ areas: ['stonebridge'] }), false],
    ['a city of two words', { ...home, city: ' Maple  Hollow ' }, filters({ areas: ['maple-hollow'] }), true],
    ['under the maximum', home, filters({ maxPrice: '450000' }), true],
    ['at the maximum', home, filters({ maxPrice: '440000' }), true],
    ['over the maximum', home, filters({ maxPrice: '430000' }), false],
    ['under the minimum', home, filters({ minPrice: '450000' }), false],
    [
      'no price, with a price range',
      { ...home, price: null },
      filters({ minPrice: '1', maxPrice: '2' }),
      true,
    ],
    [
      'closed: its sale price counts',
      { ...home, status: 'recently_closed', closedPrice: 460000 },
      filters({ maxPrice: '450000' }),
      false,
    ],
    ['enough beds', home, filters({ beds: '3' }), true],
    ['too few beds', home, filters({ beds: '4' }), false],
    ['unknown beds', { ...home, bedrooms: null }, filters({ beds: '4' }), true],
    ['a half bath counts', { ...home, bathrooms: 2.5 }, filters({ baths: '2' }), true],
    ['too few baths', { ...home, bathrooms: 1.5 }, filters({ baths: '2' }), false],
    ['its type', home, filters({ propertyType: 'single_family' }), true],
    ['another type', home, filters({ propertyType: 'condo' }), false],
    ['a rental search: the listings are for sale', home, filters({ mode: 'rent' }), false],
  ];

  it.each(cases)('%s: the same answer as the listings page', async (_name, listing, search, shown) => {
    const l = listing as typeof home;
    // The page: homes for sale are filtered only when buying (renting shows the rentals instead).
    const page = search.mode === 'sale' && matchesFilters(l, { ...search, sort: 'newest' });
    const { data, error } = await t.service.rpc('saved_search_matches', {
      filters: search,
      city: l.city,
      status: l.status,
      price: l.price,
      closed_price: l.closedPrice,
      bedrooms: l.bedrooms,
      bathrooms: l.bathrooms,
      property_type: l.propertyType,
    });
    expect(error).toBeNull();
    expect(page).toBe(shown);
    expect(data).toBe(shown);
  });
});

describe('instant alerts', () => {
  const email = 'instant.buyer@example.com';
  let search: { id: string };

  it('sends a new listing, a price cut and a status change once each, with photos, links and list headers', async () => {
    search = await saveConfirmed(email, 'beds=3&area=lakeside&max=450000', 'instant');
    const first = await list({ price: 450000, header_image_url: 'https://images.example.com/birch.jpg' });
    await list({ city: 'Stonebridge' });
    await processOutboxAt(t, soon());
    const [fresh] = await mail.waitFor(1, alertsTo(email));
    expect(fresh!.subject).toBe(`New listing: ${first.address}, Lakeside`);

    await change(first.id, { price: 429000 });
    await processOutboxAt(t, soon());
    await change(first.id, { status: 'pending' });
    await processOutboxAt(t, soon());
    const [, cut, pending] = await mail.waitFor(3, alertsTo(email));

    expect(cut!.subject).toBe(`Price cut from $450,000 to $429,000: ${first.address}, Lakeside`);
    expect(cut!.text).toContain('Price cut from $450,000 to $429,000');
    expect(cut!.text).toContain('$429,000 · 3 beds · 2 baths');
    // The listing's link goes through the saved-search function (which records the tap) to its page.
    const tour = /See the home and book a tour: (\S+)/.exec(cut!.text ?? '')![1]!;
    expect(tour).toMatch(
      new RegExp(`^${t.url}/functions/v1/saved-search\\?action=open&token=[\\w-]+&listing=${first.id}$`),
    );
    const opened = await fetch(tour, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${t.url}/listing/${first.slug}#contact`);
    expect(cut!.text).toContain(
      'A home that matches your search "3+ bed homes in Lakeside under $450,000" has news.',
    );
    expect(cut!.html).toContain('<img src="https://images.example.com/birch.jpg" alt="Photo of');
    expect(cut!.html).toContain(`href="${tour.replaceAll('&', '&amp;')}"`);
    expect(header(cut!, 'list-id')).toMatch(/^List-Id: Saved home searches <saved-searches\.[\w.-]+>$/i);
    expect(header(cut!, 'list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/\S+\/functions\/v1\/saved-search\?action=unsubscribe&token=[\w-]+>$/,
    );
    expect(header(cut!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(cut!.text).toMatch(
      /Change how often you hear from me, or pause: http:\/\/\S+action=manage&token=/,
    );
    expect(cut!.text).toContain(
      `Change the filters (see the search and save it again): ${t.url}/listings?area=lakeside&max=450000&beds=3`,
    );
    expect(pending!.subject).toBe(`Now pending: ${first.address}, Lakeside`);

    // Nothing changed: nothing more.
    await processOutboxAt(t, soon(MINUTE));
    expect(received(email)).toHaveLength(3);
    expect((await eventsOf(search.id)).map((event) => event.event).sort()).toEqual([
      'new',
      'price',
      'status',
    ]);
  });

  it('records a listing the feed sends twice, or withdraws and sends again, once', async () => {
    const record = (minutes: number) => ({
      mls_listing_key: 'FEED-1',
      mls_listing_id: '2611001',
      mls_modified_at: new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString(),
      mls_status: 'Active',
      title: '7 Quarry Road',
      address: '7 Quarry Road',
      city: 'Lakeside',
      state: 'NY',
      zip_code: '10002',
      status: 'current',
      price: 399000,
      bedrooms: 4,
      bathrooms: 3,
    });
    const page = async (listings: object[], removals: object[] = []) => {
      const { error } = await t.service.rpc('apply_mls_page', { listings, removals });
      expect(error).toBeNull();
    };
    await page([record(0)]);
    await page([record(0)]);
    await processOutboxAt(t, soon());
    await mail.waitFor(4, alertsTo(email));
    // Withdrawn, then sent again: shown again, but the visitor heard of it already.
    await page(
      [],
      [{ mls_listing_key: 'FEED-1', mls_status: 'Withdrawn', mls_modified_at: record(1).mls_modified_at }],
    );
    await page([record(2)]);
    const { data } = await t.service
      .from('listings')
      .select('archived_at')
      .eq('mls_listing_key', 'FEED-1')
      .single();
    expect(data!.archived_at).toBeNull();
    await processOutboxAt(t, soon(MINUTE));
    expect(received(email).filter((message) => message.subject?.includes('7 Quarry Road'))).toHaveLength(1);
  });

  it("does not call a listing on the market for months new when the feed's first replication stores it", async () => {
    const { error } = await t.service.rpc('apply_mls_page', {
      listings: [
        {
          mls_listing_key: 'FEED-OLD',
          mls_listing_id: '2511001',
          mls_modified_at: new Date(Date.UTC(2026, 10, 1, 9)).toISOString(),
          mls_status: 'Active',
          title: '9 Quarry Road',
          address: '9 Quarry Road',
          city: 'Lakeside',
          state: 'NY',
          zip_code: '10002',
          status: 'current',
          price: 389000,
          bedrooms: 3,
          listing_date: '2026-05-01',
        },
      ],
    });
    expect(error).toBeNull();
    const { data: home } = await t.service
      .from('listings')
      .select('id')
      .eq('mls_listing_key', 'FEED-OLD')
      .single();
    const { data: events } = await t.service
      .from('saved_search_events')
      .select('id')
      .eq('listing_id', home!.id);
    expect(events).toEqual([]);
  });

  it("stops the search with one click on an alert's List-Unsubscribe header", async () => {
    const [latest] = received(email).slice(-1);
    const url = /<(\S+)>/.exec(header(latest!, 'list-unsubscribe')!)![1]!;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    await list({ price: 300000 });
    await processOutboxAt(t, soon(MINUTE));
    expect(received(email)).toHaveLength(4);
    expect(await eventsOf(search.id)).toHaveLength(4);
  });
});

describe("the agent's side", () => {
  it('reads what a saved search was sent, with its homes; visitors read nothing, nobody but the service role the link hashes', async () => {
    const { data: search } = await agent
      .from('saved_searches')
      .select('id, summary, stopped_at')
      .ilike('email', 'instant.buyer@example.com')
      .single();
    expect(search!.summary).toBe('3+ bed homes in Lakeside under $450,000');
    // The back office's read (useSavedSearch).
    const { data: sent, error } = await agent
      .from('saved_search_events')
      .select('event, event_key, detail, queued_at, listing_id')
      .eq('search_id', search!.id)
      .not('queued_at', 'is', null)
      .order('queued_at', { ascending: false });
    expect(error).toBeNull();
    expect(sent!.map((change) => change.event)).toEqual(['new', 'status', 'price', 'new']);
    const { data: home } = await agent
      .from('listings')
      .select('address')
      .eq('id', sent![0]!.listing_id)
      .single();
    expect(home!.address).toBe('7 Quarry Road');

    const visitor = await t.anon.from('saved_search_events').select('id');
    expect(visitor.data ?? []).toEqual([]);
    const links = await agent.from('saved_search_links').select('token_hash');
    expect(links.data ?? []).toEqual([]);
  });
});

describe('daily digests', () => {
  const email = 'daily.buyer@example.com';

  it('sends one digest a day with every change, and nothing on a quiet day', async () => {
    await saveConfirmed(email, 'area=stonebridge', 'daily');
    const one = await list({ city: 'Stonebridge', price: 500000 });
    await list({ city: 'Stonebridge', status: 'coming_soon', price: null });
    await change(one.id, { price: 480000 });

    // Not a day yet since the confirmation: nothing.
    await processOutboxAt(t, soon());
    expect(received(email)).toHaveLength(0);

    await processOutboxAt(t, soon(DAY));
    const [digest] = await mail.waitFor(1, alertsTo(email));
    expect(digest!.subject).toBe('3 updates for your search: Homes for sale in Stonebridge');
    expect(digest!.text).toContain(
      'Here is what changed today among homes that match "Homes for sale in Stonebridge".',
    );
    expect(digest!.text).toContain('Price cut from $500,000 to $480,000');
    expect(digest!.text).toContain('New listing, coming soon');
    expect(digest!.text?.match(/See the home and book a tour/g)).toHaveLength(3);
    expect(header(digest!, 'list-id')).toMatch(/^List-Id: Saved home searches/i);
    expect(header(digest!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // A quiet day: no empty digest. A change the day after goes in the next one.
    await processOutboxAt(t, soon(2 * DAY));
    expect(received(email)).toHaveLength(1);
    await change(one.id, { status: 'pending' });
    await processOutboxAt(t, soon(2 * DAY + MINUTE));
    const [, next] = await mail.waitFor(2, alertsTo(email));
    expect(next!.subject).toBe('1 update for your search: Homes for sale in Stonebridge');
    expect(next!.text).toContain('Now pending');
  });
});

describe('weekly digests', () => {
  it('waits a week after the confirmation, then sends the week in one digest', async () => {
    const email = 'weekly.buyer@example.com';
    await saveConfirmed(email, 'area=weekly-wood', 'weekly');
    await list({ city: 'Weekly Wood' });
    await list({ city: 'Weekly Wood' });
    const confirmedAt = Date.now();
    await processOutboxAt(t, new Date(confirmedAt + 6 * DAY));
    expect(received(email)).toHaveLength(0);
    await processOutboxAt(t, new Date(confirmedAt + 7 * DAY + MINUTE));
    const [digest] = await mail.waitFor(1, alertsTo(email));
    expect(digest!.subject).toBe('2 updates for your search: Homes for sale in Weekly Wood');
    expect(digest!.text).toContain('Here is what changed this week among homes that match');
  });
});

describe('a sender that crashes', () => {
  it('loses nothing and sends nothing twice when it dies between its claim and its queueing', async () => {
    const email = 'crash.buyer@example.com';
    const search = await saveConfirmed(email, 'area=quarry-hill', 'instant');
    for (let home = 0; home < 3; home++) await list({ city: 'Quarry Hill' });
    const config = loadLeadConfig(functionEnv(t));
    const at = soon(3 * DAY);
    await expect(
      queueSavedSearchAlerts(t.service, config, {
        now: at,
        afterClaim: () => {
          throw new Error('killed mid-batch');
        },
      }),
    ).rejects.toThrow('killed mid-batch');
    // Claimed, held for the lease, not queued: a second sender now finds nothing to take.
    expect((await eventsOf(search.id)).every((event) => event.queued_at === null)).toBe(true);
    expect(await queueSavedSearchAlerts(t.service, config, { now: new Date(at.getTime() + MINUTE) })).toBe(0);

    // After the lease the restarted sender takes them; a run after that finds nothing.
    await processOutboxAt(t, new Date(at.getTime() + 3 * MINUTE));
    await processOutboxAt(t, new Date(at.getTime() + 4 * MINUTE));
    await mail.waitFor(3, alertsTo(email));
    const events = await eventsOf(search.id);
    expect(events).toHaveLength(3);
    expect(new Set(events.map((event) => event.outbox_id)).size).toBe(3);
    await processOutboxAt(t, new Date(at.getTime() + 5 * MINUTE));
    expect(received(email)).toHaveLength(3);
  });
});

describe('ceilings', () => {
  it('sends one address at most its daily ceiling and all of them at most the hourly one; the rest waits', async () => {
    const searches = [
      await saveConfirmed('many.alerts@example.com', 'area=ceiling-town', 'instant'),
      await saveConfirmed('other.alerts@example.com', 'area=ceiling-town', 'instant'),
    ];
    for (let home = 0; home < 4; home++) await list({ city: 'Ceiling Town' });
    const config = loadLeadConfig(functionEnv(t));
    const tight = { ...config, savedSearchCeilings: { perRecipientPerDay: 3, perHour: 5 } };
    const at = soon(10 * DAY);
    const later = (ms: number) =>
      queueSavedSearchAlerts(t.service, tight, { now: new Date(at.getTime() + ms) });
    const queued = async () =>
      Promise.all(
        searches.map(async ({ id }) => (await eventsOf(id)).filter((event) => event.queued_at).length),
      );

    // 8 emails due: the hour takes 5, neither address more than 3.
    expect(await later(0)).toBe(5);
    expect(Math.max(...(await queued()))).toBe(3);
    // Within the hour: nothing more.
    expect(await later(30 * MINUTE)).toBe(0);
    // The next hour: only what the addresses' day still allows; the rest waits for their next day.
    expect(await later(61 * MINUTE)).toBe(1);
    expect(await queued()).toEqual([3, 3]);
    expect(await later(DAY + MINUTE)).toBe(2);
    expect(await queued()).toEqual([4, 4]);
  });
});

describe('bounces', () => {
  it("stops an address's searches when the mail server refuses it for good", async () => {
    const saved = await invoke(t.anon, 'saved-search', {
      values: { email: BOUNCING, frequency: 'instant' },
      search: 'area=far-shore',
      consentText: SAVED_SEARCH_TEXT.emailConsent,
      page: '/listings',
    });
    expect(saved.status).toBe(200);
    await processOutboxAt(t, new Date());
    const { data } = await t.service
      .from('saved_searches')
      .select('id, lead_id, stopped_at, stopped_reason')
      .eq('email', BOUNCING)
      .single();
    expect(data!.stopped_reason).toMatch(/^Bounced: The mail server refused the recipient \(550\)/);
    const { data: sent } = await t.service.from('outbox').select('status').eq('lead_id', data!.lead_id);
    expect(sent).toEqual([{ status: 'failed' }]);

    // Even confirmed, a stopped search records and sends nothing.
    await t.service
      .from('saved_searches')
      .update({ confirmed_at: new Date().toISOString(), expires_at: null })
      .eq('id', data!.id);
    await list({ city: 'Far Shore' });
    expect(await eventsOf(data!.id)).toEqual([]);
  });
});

describe('complaints and bounces from the email provider', () => {
  /** A webhook as Resend sends it, signed as Svix signs it. */
  const post = (event: object, key = WEBHOOK_KEY, sentAt = new Date()) => {
    const body = JSON.stringify(event);
    const id = 'msg_test_1';
    const timestamp = String(Math.floor(sentAt.getTime() / 1000));
    const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    return fetch(`${t.url}/functions/v1/saved-search?action=mail-event`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': `v1,${signature}`,
      },
      body,
    });
  };

  it("stops the searches of an alert's address on a complaint, and refuses what is not signed", async () => {
    const email = 'complains.later@example.com';
    const search = await saveConfirmed(email, 'area=complaint-cove', 'instant');
    await list({ city: 'Complaint Cove' });
    await processOutboxAt(t, soon(20 * DAY));
    await mail.waitFor(1, alertsTo(email));
    const [event] = await eventsOf(search.id);
    // As the outbox records a message Resend took.
    await t.service
      .from('outbox')
      .update({ provider_ref: 'resend:4ef9a417-02e9-4d39-ad75-9611e0fcc33c' })
      .eq('id', event!.outbox_id!);
    const complaint = {
      type: 'email.complained',
      created_at: new Date().toISOString(),
      data: { email_id: '4ef9a417-02e9-4d39-ad75-9611e0fcc33c' },
    };

    const forged = await post(complaint, Buffer.from('another key'));
    expect(forged.status).toBe(401);
    const stale = await post(complaint, WEBHOOK_KEY, new Date(Date.now() - 10 * MINUTE));
    expect(stale.status).toBe(401);
    const stateOf = async () =>
      (
        await t.service
          .from('saved_searches')
          .select('stopped_at, stopped_reason')
          .eq('id', search.id)
          .single()
      ).data!;
    expect((await stateOf()).stopped_at).toBeNull();

    const answered = await post(complaint);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ stopped: 1 });
    expect((await stateOf()).stopped_reason).toBe('Complaint: the recipient marked an email as spam');
    // The alert's manage link says so, and offers no Resume.
    const [alert] = received(email);
    const manage = /(http:\/\/\S+action=manage&token=[\w-]+)/.exec(alert!.text ?? '')![1]!;
    const page = await (await fetch(manage)).text();
    expect(page).toContain(
      '(stopped: my emails to this address could not be delivered or were reported as spam)',
    );
    expect(page).not.toContain('>Resume<');
    expect(page).not.toContain('>Pause<');
    expect(page).toContain('>Delete<');
    await list({ city: 'Complaint Cove' });
    await processOutboxAt(t, soon(20 * DAY + MINUTE));
    expect(received(email)).toHaveLength(1);
  });
});

describe('the alert email as rendered', () => {
  const search = {
    id: 'search',
    lead_id: 'lead',
    email: 'reader@example.com',
    summary: 'Homes for sale in Lakeside',
    frequency: 'instant' as const,
    filters: {
      mode: 'sale' as const,
      areas: ['lakeside'],
      minPrice: '',
      maxPrice: '',
      beds: 'any' as const,
      baths: 'any' as const,
      propertyType: 'any' as const,
    },
  };
  const listing = {
    id: '0d6f5c1e-3f43-4a8e-9a55-6f2d1c0b7a10',
    slug: 'a-home',
    title: 'A home',
    address: '<img src=x onerror=alert(1)> Mill Street',
    city: 'Lakeside',
    status: 'current' as const,
    price: 300000,
    bedrooms: 1,
    bathrooms: 1,
    square_feet: null,
    header_image_url: '/storage/v1/object/public/listing-photos/a-home/front.jpg',
  };
  const links = {
    manage: 'https://functions.example.com/manage',
    unsubscribe: 'https://functions.example.com/unsubscribe',
  };

  it('shows listing text as text, a storage photo at its full address, and no photo that is not http(s)', () => {
    const config = loadLeadConfig(functionEnv(t));
    const event = {
      id: 'e1',
      event: 'new' as const,
      event_key: 'new',
      detail: { newStatus: 'current' as const },
    };
    const email = savedSearchAlertEmail(search, [{ ...event, listing }], links, config);
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; Mill Street');
    expect(email.html).toContain(
      `<img src="${t.url}/storage/v1/object/public/listing-photos/a-home/front.jpg"`,
    );
    expect(email.text).toContain('$300,000 · 1 bed · 1 bath');
    expect(email.headers).toMatchObject({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const scripted = savedSearchAlertEmail(
      search,
      [{ ...event, listing: { ...listing, header_image_url: 'javascript:alert(1)' } }],
      links,
      config,
    );
    expect(scripted.html).not.toContain('javascript:');
    expect(scripted.html).not.toMatch(/<img src="/);
  });
});
