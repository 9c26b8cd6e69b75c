// Every back-office read and write, tried without a session (anon), with the agent's own token
// once it has expired, and as a signed-in user who is not the agent: each is refused (an error, or
// no rows where row-level security hides them), and nothing in the database or the bucket changes.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { DEVELOPMENT_JWT_SECRET, signJwt } from '../../packages/local-backend/src/index.ts';
import { invoke, makeInquirySubmission, makeReview } from './lead-factories.ts';

let t: TestBackend;
let agent: Client;
let stranger: Client;
let expired: Client;
let expiredToken: string;

const SLUG = '1428-maplewood-ave-royal-oak';
const BUCKET = 'listing-photos';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const ids = { listing: '', archived: '', photo: '', lead: '', review: '' };

beforeAll(async () => {
  t = await startTestBackend({ LEAD_RATE_LIMIT: '100/600' });
  agent = await t.signIn(AGENT.email, AGENT.password);
  stranger = await t.stranger();
  // The agent's own identity, but past its expiry: as refused as no identity at all.
  const me = (await agent.auth.getUser()).data.user!;
  expiredToken = signJwt(
    {
      role: 'authenticated',
      sub: me.id,
      email: me.email,
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) - 60,
    },
    DEVELOPMENT_JWT_SECRET,
  );
  expired = createClient(t.url, t.backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${expiredToken}` } },
  });

  const listing = await t.service.from('listings').select('id').eq('slug', SLUG).single();
  ids.listing = listing.data!.id as string;
  const photo = await t.service
    .from('listing_photos')
    .select('id')
    .eq('listing_id', ids.listing)
    .limit(1)
    .single();
  ids.photo = photo.data!.id as string;
  const archived = await agent
    .from('listings')
    .insert({
      title: 'Hidden Home',
      address: '1 Archive Rd',
      city: 'Novi',
      state: 'MI',
      zip_code: '48375',
      archived_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  ids.archived = archived.data!.id as string;
  ids.lead = (await invoke(t.anon, 'submit-lead', makeInquirySubmission())).body.id as string;
  const reviewLead = (
    await invoke(t.anon, 'submit-lead', {
      kind: 'review',
      values: makeReview(),
      page: '/reviews',
      elapsedMs: 9000,
    })
  ).body.id as string;
  ids.review = (await t.service.from('reviews').select('id').eq('lead_id', reviewLead).single()).data!
    .id as string;
});
afterAll(() => t.close());

/** Everything a refused request could have changed. */
async function snapshot() {
  const [listings, photos, leads, reviews, audit, objects] = await Promise.all([
    t.service.from('listings').select('*').order('id'),
    t.service.from('listing_photos').select('*').order('id'),
    t.service.from('leads').select('id, state, notes, first_contacted_at').order('id'),
    t.service.from('reviews').select('id, status, text').order('id'),
    t.service.from('audit_log').select('id', { count: 'exact', head: true }),
    t.service.storage.from(BUCKET).list(SLUG),
  ]);
  return {
    listings: listings.data,
    photos: photos.data,
    leads: leads.data,
    reviews: reviews.data,
    audit: audit.count,
    objects: objects.data?.map((object) => object.name),
  };
}

interface Outcome {
  status: number;
  error: { code?: string; message?: string } | null;
  data: unknown;
}

const OPERATIONS: [string, (client: Client) => PromiseLike<Outcome>][] = [
  [
    'insert a listing',
    (c) =>
      c
        .from('listings')
        .insert({ title: 'X', address: '2 Intruder St', city: 'Troy', state: 'MI', zip_code: '48084' })
        .select(),
  ],
  ['change a listing', (c) => c.from('listings').update({ price: 1 }).eq('id', ids.listing).select()],
  ['delete a listing', (c) => c.from('listings').delete().eq('id', ids.listing).select()],
  [
    'archive a listing',
    (c) =>
      c.from('listings').update({ archived_at: new Date().toISOString() }).eq('id', ids.listing).select(),
  ],
  ['read an archived listing', (c) => c.from('listings').select('id').eq('id', ids.archived)],
  [
    'add a photo row',
    (c) =>
      c
        .from('listing_photos')
        .insert({ listing_id: ids.listing, path: `${SLUG}/x.jpg` })
        .select(),
  ],
  [
    'change a photo row',
    (c) => c.from('listing_photos').update({ alt_text: 'x', is_header: true }).eq('id', ids.photo).select(),
  ],
  ['delete a photo row', (c) => c.from('listing_photos').delete().eq('id', ids.photo).select()],
  [
    'reorder photos',
    (c) => c.rpc('reorder_listing_photos', { listing: ids.listing, photo_ids: [ids.photo] }),
  ],
  ['read leads', (c) => c.from('leads').select('id')],
  [
    'change a lead',
    (c) => c.from('leads').update({ state: 'contacted', notes: 'x' }).eq('id', ids.lead).select(),
  ],
  ['read lead response times', (c) => c.from('lead_response_times').select('id')],
  ['read lead statistics', (c) => c.rpc('lead_response_stats', {})],
  ['search the leads', (c) => c.rpc('search_leads', { search: 'a' })],
  ['read failed deliveries', (c) => c.rpc('failed_deliveries')],
  ['retry a delivery', (c) => c.rpc('retry_delivery', { delivery: ids.lead })],
  ['read listing alerts', (c) => c.from('listing_alerts').select('id')],
  ['read a pending review', (c) => c.from('reviews').select('id').eq('id', ids.review)],
  ['approve a review', (c) => c.from('reviews').update({ status: 'approved' }).eq('id', ids.review).select()],
  ['read the audit log', (c) => c.from('audit_log').select('id')],
  [
    'write the audit log',
    (c) =>
      c
        .from('audit_log')
        .insert({ actor: ids.lead, table_name: 'listings', row_id: ids.listing, action: 'delete' }),
  ],
];

/** Refused: an error, or nothing at all (row-level security hiding every row); never a 5xx. */
function expectRefused(outcome: Outcome) {
  expect(outcome.status).toBeLessThan(500);
  if (outcome.error === null) expect(outcome.data ?? []).toEqual([]);
}

describe.each([
  ['without a session (anon)', () => t.anon, 401],
  ['with the agent’s expired token', () => expired, 401],
  ['as a signed-in user who is not the agent', () => stranger, 403],
])('%s', (who, client, writeStatus) => {
  it.each(OPERATIONS)('cannot %s', async (_name, operation) => {
    const before = await snapshot();
    const outcome = await operation(client());
    expectRefused(outcome);
    if (who.includes('expired')) {
      expect(outcome).toMatchObject({ status: 401, error: { code: 'PGRST303', message: 'JWT expired' } });
    } else if (outcome.error) {
      expect(outcome.status).toBe(writeStatus);
      expect(outcome.error.code).toBe('42501');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cannot upload, replace or remove a photo in the bucket', async () => {
    const before = await snapshot();
    const storage = client().storage.from(BUCKET);
    expect(
      (await storage.upload(`${SLUG}/intruder.jpg`, JPEG, { contentType: 'image/jpeg' })).error,
    ).not.toBeNull();
    expect(
      (await storage.upload(`${SLUG}/photo-1.jpg`, JPEG, { contentType: 'image/jpeg', upsert: true })).error,
    ).not.toBeNull();
    const removed = await storage.remove([`${SLUG}/photo-1.jpg`]);
    expect(removed.error !== null || removed.data?.length === 0).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('cannot upload through the listing-photo function', async () => {
    const before = await snapshot();
    const token = who.includes('expired')
      ? expiredToken
      : ((await client().auth.getSession()).data.session?.access_token ?? t.backend.keys.anonKey);
    const response = await fetch(`${t.url}/functions/v1/listing-photo?listing=${SLUG}`, {
      method: 'POST',
      headers: {
        apikey: t.backend.keys.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'image/jpeg',
      },
      body: JPEG,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (who.includes('expired'))
      expect({ status: response.status, body }).toEqual({
        status: 401,
        body: { code: 401, msg: 'Invalid JWT' },
      });
    else
      expect({ status: response.status, body }).toEqual({
        status: 403,
        body: { error: { code: 'not_agent', message: 'Only the agent can upload listing photos.' } },
      });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the agent', () => {
  it('can do each of them (the refusals above are about who asks, not what)', async () => {
    for (const [name, operation] of OPERATIONS) {
      if (name === 'write the audit log' || name.startsWith('delete')) continue;
      const outcome = await operation(agent);
      expect({ name, error: outcome.error }).toEqual({ name, error: null });
    }
    const seen = await agent.from('listings').select('id').eq('id', ids.archived);
    expect(seen.data).toEqual([{ id: ids.archived }]);
  });
});
