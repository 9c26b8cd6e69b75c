// The listings' version (issue 27): what the site's server and every open page ask to learn whether
// their listings are out of date. It moves on with every change a visitor could see, a listing
// added, changed, given a photo or removed, and stays put otherwise: a read, a lead, an update
// that matches no row. It is a counter, not a digest of every row, so asking costs the same at
// 12 listings or 50,000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { invoke, makeInquirySubmission } from './lead-factories.ts';

let t: TestBackend;
let agent: Client;

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

/** The version a visitor's page asks for, with the anon key. */
async function version(): Promise<string> {
  const { data, error } = await t.anon.rpc('listings_version');
  expect(error).toBeNull();
  return data as string;
}

/** Runs `change` and answers whether the version moved on. */
async function moves(change: () => PromiseLike<unknown>): Promise<boolean> {
  const before = await version();
  await change();
  return (await version()) !== before;
}

const listing = {
  title: 'Brick Ranch Near Memorial Park',
  address: '318 W Lincoln Ave',
  city: 'Royal Oak',
  state: 'MI',
  zip_code: '48067',
  price: 315000,
  status: 'current',
};

describe('the listings version', () => {
  let id = '';
  let slug = '';

  it('moves on when a listing is added, changed, given a photo or removed', async () => {
    expect(
      await moves(async () => {
        const { data, error } = await agent.from('listings').insert(listing).select('id, slug').single();
        expect(error).toBeNull();
        ({ id, slug } = data as { id: string; slug: string });
      }),
    ).toBe(true);
    expect(await moves(() => agent.from('listings').update({ price: 309000 }).eq('id', id))).toBe(true);
    expect(
      await moves(() =>
        agent
          .from('listing_photos')
          .insert({ listing_id: id, path: `${slug}/front.jpg`, position: 0 })
          .then(({ error }) => expect(error).toBeNull()),
      ),
    ).toBe(true);
    expect(
      await moves(() =>
        agent.from('listings').update({ archived_at: new Date().toISOString() }).eq('id', id),
      ),
    ).toBe(true);
    expect(await moves(() => agent.from('listings').delete().eq('id', id))).toBe(true);
  });

  it('stays put when nothing a page shows changed: a read, an update of no row, a lead', async () => {
    expect(await moves(() => t.anon.from('listings').select('id, price'))).toBe(false);
    expect(
      await moves(() =>
        agent.from('listings').update({ price: 1 }).eq('id', '00000000-0000-0000-0000-000000000000'),
      ),
    ).toBe(false);
    expect(
      await moves(async () => {
        const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission());
        expect(answer.status).toBe(200);
      }),
    ).toBe(false);
  });

  it('is the same for every asker, and tells them nothing else', async () => {
    const stranger = await t.stranger();
    expect((await stranger.rpc('listings_version')).data).toBe(await version());
    expect((await agent.rpc('listings_version')).data).toBe(await version());
    // The counter's table itself is no one's to read or write through the API.
    const read = await t.anon.from('listings_state').select('*');
    expect(read.data ?? []).toEqual([]);
    const write = await agent.from('listings_state').update({ version: 0 }).eq('id', true).select();
    expect(write.data ?? []).toEqual([]);
    expect(await version()).not.toBe('0');
  });
});
