// Open houses (docs/decisions/049-open-houses.md): the agent adds and removes them; a visitor reads
// only the coming ones of listings they can see, and the listing carries them for the pages; an
// RSVP is a lead of its own kind, refused for an open house that is not on the calendar, and
// emailed to the agent and the visitor with the day on the agent's clock.
import { FIELD_ERRORS, FORM_TEXT, openHouseText } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke, workAllDay } from './lead-factories.ts';

const AGENT_EMAIL = 'agent.inbox@example.com';
const TIME_ZONE = 'America/Chicago';
let t: TestBackend;
let mail: TestMailServer;
let agent: Client;
let listing: { id: string; slug: string; address: string };

const HOUR = 3_600_000;
const at = (hoursFromNow: number) =>
  new Date(Math.round(Date.now() / HOUR + hoursFromNow) * HOUR).toISOString();
const coming = { starts_at: at(48), ends_at: at(50) };
const later = { starts_at: at(72), ends_at: at(74), note: 'Cider in the kitchen' };
const past = { starts_at: at(-50), ends_at: at(-48) };

beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestBackend({
    SMTP_URL: mail.url,
    AGENT_EMAIL,
    AGENT_TIME_ZONE: TIME_ZONE,
    LEAD_RATE_LIMIT: '1000/600',
    OUTBOX_INTERVAL_MS: '200',
  });
  await workAllDay(t.service);
  agent = await t.signIn(AGENT.email, AGENT.password);
  const { data, error } = await agent
    .from('listings')
    .insert({
      title: 'Brick Ranch by the Park',
      address: '318 W Lincoln Ave',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62704',
      price: 315000,
      status: 'current',
    })
    .select('id, slug, address')
    .single();
  if (error) throw error;
  listing = data;
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('open houses', () => {
  it('are added by the agent, and a visitor reads only the coming ones, first first, on the listing too', async () => {
    const added = await agent
      .from('open_houses')
      .insert([later, past, coming].map((row) => ({ ...row, listing_id: listing.id })));
    expect(added.error).toBeNull();

    const seen = await t.anon
      .from('open_houses')
      .select('starts_at, note')
      .eq('listing_id', listing.id)
      .order('starts_at');
    expect(seen.data?.map((row) => new Date(row.starts_at).toISOString())).toEqual([
      coming.starts_at,
      later.starts_at,
    ]);
    const row = await t.anon.from('listings').select('open_houses').eq('id', listing.id).single();
    expect(row.data?.open_houses).toMatchObject([
      { startsAt: expect.any(String), note: null },
      { note: 'Cider in the kitchen' },
    ]);
    const starts = (row.data?.open_houses as { startsAt: string }[]).map((o) =>
      new Date(o.startsAt).toISOString(),
    );
    expect(starts).toEqual([coming.starts_at, later.starts_at]);

    // The agent sees the past one too.
    const all = await agent.from('open_houses').select('id').eq('listing_id', listing.id);
    expect(all.data).toHaveLength(3);
  });

  it('cannot be added, changed or removed by a visitor or a signed-in stranger', async () => {
    const stranger = await t.stranger();
    for (const client of [t.anon, stranger]) {
      const insert = await client.from('open_houses').insert({ ...coming, listing_id: listing.id });
      expect(insert.error).not.toBeNull();
      const removed = await client.from('open_houses').delete().eq('listing_id', listing.id).select('id');
      expect(removed.data ?? []).toEqual([]);
    }
    const all = await agent.from('open_houses').select('id').eq('listing_id', listing.id);
    expect(all.data).toHaveLength(3);
  });

  it('refuse an end before the start', async () => {
    const { error } = await agent
      .from('open_houses')
      .insert({ listing_id: listing.id, starts_at: at(30), ends_at: at(29) });
    expect(error).not.toBeNull();
  });
});

describe('an RSVP to an open house', () => {
  const rsvp = (openHouse: string, email = 'rsvp.visitor@example.com') => ({
    kind: 'open_house',
    values: { openHouse, partySize: '2', name: 'Jordan Ellis', email, phone: '', consent: true },
    page: `/listing/${listing.slug}`,
    listingSlug: listing.slug,
    consentText: FORM_TEXT.consentLabel,
    elapsedMs: 15_000,
    website: '',
  });

  it('is a lead of its own kind, emailed to the agent and the visitor with the day on the agent’s clock', async () => {
    const answer = await invoke(t.anon, 'submit-lead', rsvp(coming.starts_at));
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const { data } = await t.service
      .from('leads')
      .select('kind, fields, listing_id')
      .eq('id', answer.body.id)
      .single();
    expect(data).toMatchObject({
      kind: 'open_house',
      listing_id: listing.id,
      fields: { openHouse: coming.starts_at, partySize: '2', name: 'Jordan Ellis' },
    });

    const day = openHouseText({ startsAt: coming.starts_at, endsAt: coming.ends_at }, TIME_ZONE);
    const [toAgent] = await mail.waitFor(1, (m) => addresses(m.to).includes(AGENT_EMAIL));
    expect(toAgent!.subject).toBe(
      `Open house RSVP: ${listing.address}, Springfield, IL 62704 · ${day} · 2 people · Jordan Ellis`,
    );
    const [toVisitor] = await mail.waitFor(1, (m) => addresses(m.to).includes('rsvp.visitor@example.com'));
    expect(toVisitor!.subject).toBe(`You're on the list for the open house on ${day}`);
  });

  it('is refused for an open house that is over or not on the calendar', async () => {
    for (const start of [past.starts_at, at(200)]) {
      const answer = await invoke(t.anon, 'submit-lead', rsvp(start, 'nobody@example.com'));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        message: expect.stringContaining('no longer on the calendar') as string,
        fieldErrors: { openHouse: FIELD_ERRORS.openHouse },
      });
    }
  });
});
