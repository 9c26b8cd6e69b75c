// The agent's back office data: the lead inbox's response times against each kind's promised reply
// and its search, reviews from the review form moderated before visitors see them, and the audit
// log of every change the agent makes, which nobody can write through the API.
import { LEAD_KIND_TEXT, LEAD_KINDS } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  invoke,
  LISTING_SLUG,
  makeInquiry,
  makeInquirySubmission,
  makePartnershipRequest,
  makeReview,
  makeTourRequest,
  makeValuationRequest,
  workAllDay,
} from './lead-factories.ts';

let t: TestBackend;
let agent: Client;
let agentId: string;

beforeAll(async () => {
  t = await startTestBackend({ LEAD_RATE_LIMIT: '100/600' });
  agent = await t.signIn(AGENT.email, AGENT.password);
  agentId = (await agent.auth.getUser()).data.user!.id;
  await workAllDay(t.service);
});
afterAll(() => t.close());

async function submit(body: Record<string, unknown>) {
  const answer = await invoke(t.anon, 'submit-lead', body);
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

/**
 * Moves a lead's arrival back in time, as if it had come in `minutes` ago, and its reply-by with
 * it (sent in working hours, which these tests hold all day: reply-hours.test.ts tests the hours).
 */
async function arrivedMinutesAgo(id: string, minutes: number) {
  const { data } = await t.service.from('leads').select('created_at, reply_by').eq('id', id).single();
  const createdAt = Date.now() - minutes * 60_000;
  const moved = createdAt - Date.parse(data!.created_at as string);
  const replyBy = data!.reply_by
    ? new Date(Date.parse(data!.reply_by as string) + moved).toISOString()
    : null;
  const { error } = await t.service
    .from('leads')
    .update({ created_at: new Date(createdAt).toISOString(), reply_by: replyBy })
    .eq('id', id);
  expect(error).toBeNull();
}

/** Marks a lead contacted `minutes` after it came in, as if the agent had called then. */
async function answeredAfterMinutes(id: string, minutes: number) {
  const { error } = await agent.from('leads').update({ state: 'contacted' }).eq('id', id);
  expect(error).toBeNull();
  const { data } = await t.service.from('leads').select('created_at').eq('id', id).single();
  const answered = new Date(Date.parse(data!.created_at as string) + minutes * 60_000).toISOString();
  const moved = await t.service.from('leads').update({ first_contacted_at: answered }).eq('id', id);
  expect(moved.error).toBeNull();
}

describe('the lead inbox', () => {
  it('gives each lead’s wait to first contact and the share answered within 15 minutes', async () => {
    const quick = await submit(makeInquirySubmission());
    const slow = await submit(makeInquirySubmission());
    const waiting = await submit(makeInquirySubmission());
    await arrivedMinutesAgo(quick, 5);
    await arrivedMinutesAgo(slow, 40);
    await arrivedMinutesAgo(waiting, 20);
    for (const id of [quick, slow]) {
      const { error } = await agent.from('leads').update({ state: 'contacted' }).eq('id', id);
      expect(error).toBeNull();
    }

    const rows = await agent
      .from('lead_response_times')
      .select('id, wait_seconds, waiting, promise_kept')
      .in('id', [quick, slow, waiting]);
    const byId = Object.fromEntries(rows.data!.map((row) => [row.id, row]));
    expect(byId[quick]).toMatchObject({ waiting: false, promise_kept: true });
    expect(byId[quick].wait_seconds).toBeGreaterThanOrEqual(299);
    expect(byId[slow]).toMatchObject({ waiting: false, promise_kept: false });
    expect(byId[waiting]).toMatchObject({ waiting: true, promise_kept: false });

    const stats = await agent.rpc('lead_response_stats', {
      since: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(stats.error).toBeNull();
    expect(stats.data).toMatchObject({
      leads: 3,
      answered: 2,
      answered_in_time: 1,
      waiting: 1,
      overdue: 1,
      share_in_time: 0.3333,
    });
    expect(stats.data.by_kind.inquiry).toMatchObject({ reply_within_minutes: 15, leads: 3 });
  });

  it('times each kind against the reply the shared vocabulary promises it, and no other', async () => {
    const windows = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ kind: string; minutes: number | null }>(
        `select kind::text, (extract(epoch from public.lead_reply_window(kind)) / 60)::integer as minutes
           from unnest(enum_range(null::public.lead_kind)) as kind`,
      ),
    );
    expect(Object.fromEntries(windows.map((row) => [row.kind, row.minutes]))).toEqual(
      Object.fromEntries(LEAD_KINDS.map((kind) => [kind, LEAD_KIND_TEXT[kind].replyWithinMinutes])),
    );
  });

  it('counts a partner request answered after 3 hours as in time, a tour answered after 20 minutes as late, and no review', async () => {
    const partner = await submit({
      kind: 'partnership',
      values: makePartnershipRequest(),
      page: '/partnerships',
      elapsedMs: 9000,
    });
    const tour = await submit({
      kind: 'tour',
      values: makeTourRequest(),
      page: `/listing/${LISTING_SLUG}`,
      listingSlug: LISTING_SLUG,
      consentText: makeInquirySubmission().consentText,
      elapsedMs: 9000,
    });
    const quickTour = await submit({
      kind: 'tour',
      values: makeTourRequest({ name: 'Renee Kowalski' }),
      page: `/listing/${LISTING_SLUG}`,
      listingSlug: LISTING_SLUG,
      consentText: makeInquirySubmission().consentText,
      elapsedMs: 9000,
    });
    const review = await submit({ kind: 'review', values: makeReview(), page: '/reviews', elapsedMs: 9000 });
    await arrivedMinutesAgo(partner, 5 * 60);
    await arrivedMinutesAgo(tour, 60);
    await arrivedMinutesAgo(quickTour, 30);
    await arrivedMinutesAgo(review, 60);
    await answeredAfterMinutes(partner, 3 * 60);
    await answeredAfterMinutes(tour, 20);
    await answeredAfterMinutes(quickTour, 4);
    await answeredAfterMinutes(review, 10);

    const rows = await agent
      .from('lead_response_times')
      .select('id, promise_kept, reply_within, overdue')
      .in('id', [partner, tour, quickTour, review]);
    const byId = Object.fromEntries(rows.data!.map((row) => [row.id, row]));
    expect(byId[partner]).toMatchObject({ promise_kept: true, reply_within: '24:00:00', overdue: false });
    expect(byId[tour]).toMatchObject({ promise_kept: false, reply_within: '00:15:00' });
    expect(byId[quickTour]).toMatchObject({ promise_kept: true });
    expect(byId[review]).toBeUndefined();

    const stats = await agent.rpc('lead_response_stats', {});
    expect(stats.error).toBeNull();
    expect(stats.data.by_kind.partnership).toEqual({
      reply_within_minutes: 1440,
      leads: 1,
      answered: 1,
      answered_in_time: 1,
      waiting: 0,
      overdue: 0,
      share_in_time: 1,
      median_first_response_seconds: 3 * 60 * 60,
    });
    expect(stats.data.by_kind.tour).toEqual({
      reply_within_minutes: 15,
      leads: 2,
      answered: 2,
      answered_in_time: 1,
      waiting: 0,
      overdue: 0,
      share_in_time: 0.5,
      median_first_response_seconds: 12 * 60,
    });
    for (const kind of ['review', 'guide', 'subscribe']) expect(stats.data.by_kind).not.toHaveProperty(kind);
  });

  it('keeps the first contact time when the lead moves on', async () => {
    const id = await submit(makeInquirySubmission());
    await agent.from('leads').update({ state: 'contacted' }).eq('id', id);
    const first = (await agent.from('leads').select('first_contacted_at').eq('id', id).single()).data;
    await agent.from('leads').update({ state: 'closed', notes: 'Bought elsewhere.' }).eq('id', id);
    const later = (await agent.from('leads').select('first_contacted_at').eq('id', id).single()).data;
    expect(later).toEqual(first);
  });

  it('finds a lead by every word searched in its name, email, phone or address', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const asked = await submit(
      makeInquirySubmission({
        values: makeInquiry({
          name: `Dana Whitfield${tag}`,
          email: `dana.${tag}@example.com`,
          phone: '(586) 555-0119',
        }),
      }),
    );
    const valued = await submit({
      kind: 'valuation',
      values: makeValuationRequest({
        address: `${tag} Vinewood St`,
        city: 'Wyandotte',
        email: `marcus.${tag}@example.com`,
      }),
      page: '/sellers',
      consentText: makeInquirySubmission().consentText,
      elapsedMs: 9000,
    });
    const found = async (search: string) => {
      const { data, error } = await agent
        .rpc('search_leads', { search })
        .select('id')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      return (data as Array<{ id: string }>)
        .map((row) => row.id)
        .filter((id) => [asked, valued].includes(id));
    };
    expect(await found(`whitfield${tag}`)).toEqual([asked]);
    expect(await found(`DANA WHITFIELD${tag.toUpperCase()}`)).toEqual([asked]);
    expect(await found(`dana.${tag}@example.com`)).toEqual([asked]);
    expect(await found('5865550119')).toEqual([asked]);
    expect(await found('586-555-0119')).toEqual([asked]);
    expect(await found('(586) 555-0119')).toEqual([asked]);
    expect(await found(`${tag} vinewood`)).toEqual([valued]);
    expect(await found(`wyandotte ${tag}`)).toEqual([valued]);
    expect(await found(`whitfield${tag} wyandotte`)).toEqual([]);
    expect(await found('100%_')).toEqual([]);

    // Filters, order and limit apply to its rows as to the table's.
    const { data } = await agent
      .rpc('search_leads', { search: tag })
      .select('id, kind')
      .eq('kind', 'valuation');
    expect(data).toEqual([{ id: valued, kind: 'valuation' }]);
  });

  it('searches for the agent only, and refuses a search longer than 200 characters', async () => {
    const stranger = await t.stranger();
    expect((await stranger.rpc('search_leads', { search: 'dana' })).data).toEqual([]);
    expect((await t.anon.rpc('search_leads', { search: 'dana' })).error?.code).toBe('42501');
    const long = await agent.rpc('search_leads', { search: 'x'.repeat(201) });
    expect(long.error).toMatchObject({ code: '22023', message: 'Search for 200 characters or fewer.' });
  });

  it('refuses the statistics to anyone but the agent', async () => {
    const stranger = await t.stranger();
    for (const client of [t.anon, stranger]) {
      const { error } = await client.rpc('lead_response_stats', {});
      expect(error?.code).toBe('42501');
    }
    expect((await stranger.from('lead_response_times').select('id')).data).toEqual([]);
    expect((await t.anon.from('lead_response_times').select('id')).error?.code).toBe('42501');
  });
});

describe('failed deliveries', () => {
  it('are listed for the agent, who can send one again; nobody else sees or retries them', async () => {
    const lead = await submit(makeInquirySubmission());
    const row = await t.service
      .from('outbox')
      .update({ status: 'failed', last_error: 'SMTP 554 rejected', attempts: 30 })
      .eq('lead_id', lead)
      .eq('kind', 'agent_email')
      .select('id')
      .single();
    const id = row.data!.id as string;
    const failed = await agent.rpc('failed_deliveries');
    expect(failed.data).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'agent_email',
        lead_id: lead,
        last_error: 'SMTP 554 rejected',
        attempts: 30,
      }),
    );
    const stranger = await t.stranger();
    for (const client of [t.anon, stranger]) {
      expect((await client.rpc('failed_deliveries')).error?.code).toBe('42501');
      expect((await client.rpc('retry_delivery', { delivery: id })).error?.code).toBe('42501');
    }
    expect((await agent.rpc('retry_delivery', { delivery: id })).data).toBe(true);
    const retried = await t.service.from('outbox').select('status, attempts').eq('id', id).single();
    expect(retried.data).toMatchObject({ attempts: expect.any(Number) });
    expect(['pending', 'sending', 'sent']).toContain(retried.data!.status);
  });
});

describe('reviews', () => {
  const shown = 'id, name, location, text, rating, approved_at';

  it('become pending reviews that visitors cannot see until the agent approves them', async () => {
    const leadId = await submit({ kind: 'review', values: makeReview(), page: '/reviews', elapsedMs: 9000 });
    const pending = await agent
      .from('reviews')
      .select('id, status, name, rating')
      .eq('lead_id', leadId)
      .single();
    expect(pending.data).toMatchObject({ status: 'pending', name: 'Maria Delgado', rating: 5 });
    const id = pending.data!.id as string;
    expect((await t.anon.from('reviews').select(shown).eq('id', id)).data).toEqual([]);

    const approved = await agent
      .from('reviews')
      .update({ status: 'approved' })
      .eq('id', id)
      .select('approved_at');
    expect(approved.data![0]!.approved_at).toEqual(expect.any(String));
    expect((await t.anon.from('reviews').select(shown).eq('id', id)).data).toEqual([
      {
        id,
        name: 'Maria Delgado',
        location: 'Birmingham, MI',
        text: 'Sold our Birmingham colonial in nine days, over asking.',
        rating: 5,
        approved_at: approved.data![0]!.approved_at,
      },
    ]);
    // Only the shown fields: not the lead, not the moderation status.
    expect((await t.anon.from('reviews').select('lead_id').eq('id', id)).error?.code).toBe('42501');

    await agent.from('reviews').update({ status: 'rejected' }).eq('id', id);
    expect((await t.anon.from('reviews').select(shown).eq('id', id)).data).toEqual([]);
  });

  it('are not made from spam, and only the agent moderates, never rewriting the text', async () => {
    const spam = await submit({
      kind: 'review',
      values: makeReview({ name: 'Bot' }),
      page: '/reviews',
      elapsedMs: 9000,
      website: 'http://spam.example',
    });
    expect((await agent.from('reviews').select('id').eq('lead_id', spam)).data).toEqual([]);

    const leadId = await submit({ kind: 'review', values: makeReview(), page: '/reviews', elapsedMs: 9000 });
    const { id } = (await agent.from('reviews').select('id').eq('lead_id', leadId).single()).data!;
    const stranger = await t.stranger();
    const moderated = await stranger.from('reviews').update({ status: 'approved' }).eq('id', id).select('id');
    expect(moderated.data).toEqual([]);
    const anon = await t.anon.from('reviews').update({ status: 'approved' }).eq('id', id);
    expect(anon.error?.code).toBe('42501');
    const rewrite = await agent.from('reviews').update({ text: 'Best agent ever!' }).eq('id', id);
    expect(rewrite.error).toMatchObject({ code: '42501' });
    expect((await agent.from('reviews').select('status').eq('id', id).single()).data).toEqual({
      status: 'pending',
    });
  });
});

describe('reviews from unexpected values', () => {
  it('never cost the lead itself: no text, no review; an odd name or rating gets the defaults', async () => {
    const store = async (fields: Record<string, unknown>) => {
      const { data, error } = await t.service.rpc('submit_lead', {
        lead: { kind: 'review', fields, page: '/reviews' },
        rate_limit: 0,
      });
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    const empty = await store({ name: 'Kim' });
    expect((await t.service.from('leads').select('id').eq('id', empty)).data).toEqual([{ id: empty }]);
    expect((await t.service.from('reviews').select('id').eq('lead_id', empty)).data).toEqual([]);
    const odd = await store({ name: '  ', experience: 'Great help with our condo.', rating: 'ten' });
    const review = await t.service.from('reviews').select('name, rating, status').eq('lead_id', odd).single();
    expect(review.data).toEqual({ name: 'Anonymous', rating: 5, status: 'pending' });
  });
});

describe('the audit log', () => {
  it('records who changed which listing, photo, lead and review, and how', async () => {
    const listing = await agent
      .from('listings')
      .insert({ title: 'Audit Home', address: '5 Ledger Ln', city: 'Troy', state: 'MI', zip_code: '48084' })
      .select('id, slug')
      .single();
    const id = listing.data!.id as string;
    await agent.from('listings').update({ price: 410000 }).eq('id', id);
    await agent.from('listings').delete().eq('id', id);

    const { data } = await agent
      .from('audit_log')
      .select('actor, table_name, row_id, action, changed_columns, changes')
      .eq('row_id', id)
      .order('id');
    expect(data!.map((row) => [row.action, row.actor, row.table_name])).toEqual([
      ['insert', agentId, 'listings'],
      ['update', agentId, 'listings'],
      ['delete', agentId, 'listings'],
    ]);
    expect(data![1]).toMatchObject({ changed_columns: ['price'], changes: { price: { new: 410000 } } });
    expect(data![2]!.changes).toMatchObject({ slug: { old: '5-ledger-ln-troy' } });
  });

  it('records a lead’s state and notes, not the visitor’s own submission', async () => {
    const lead = await submit(makeInquirySubmission());
    expect((await agent.from('audit_log').select('id').eq('row_id', lead)).data).toEqual([]);
    await agent.from('leads').update({ state: 'contacted', notes: 'Left a voicemail.' }).eq('id', lead);
    const { data } = await agent.from('audit_log').select('action, changed_columns').eq('row_id', lead);
    expect(data).toEqual([{ action: 'update', changed_columns: ['first_contacted_at', 'notes', 'state'] }]);
  });

  it('cannot be written, changed or deleted by anyone through the API, and only the agent reads it', async () => {
    const before = (await t.service.from('audit_log').select('*', { count: 'exact', head: true })).count;
    const stranger = await t.stranger();
    for (const client of [t.anon, stranger, agent, t.service]) {
      const insert = await client
        .from('audit_log')
        .insert({ actor: agentId, table_name: 'listings', row_id: agentId, action: 'insert' });
      expect(insert.error?.code).toBe('42501');
      const update = await client.from('audit_log').update({ action: 'delete' }).gt('id', 0);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('audit_log').delete().gt('id', 0);
      expect(remove.error?.code).toBe('42501');
    }
    expect((await t.service.from('audit_log').select('*', { count: 'exact', head: true })).count).toBe(
      before,
    );
    expect((await stranger.from('audit_log').select('id')).data).toEqual([]);
    expect((await t.anon.from('audit_log').select('id')).error?.code).toBe('42501');
  });
});
