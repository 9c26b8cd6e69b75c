// The agent's side of saved searches (issue 28; docs/decisions/056-saved-search-agent.md), through
// the local backend with a real SMTP catcher and SMS service, process-outbox and the saved-search
// function on fixed clocks: an alert's listing links record taps and redirect to the listing page
// only; a second tap on a listing in a day texts the agent once; a tour from a saved-search visitor
// says so; the agent sees a search's matches a page at a time and sends one listing by hand, once.
import { FORM_TEXT } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { startMailServer, type TestMailServer } from '../../packages/local-backend/test/mail-server.ts';
import { startSmsService, type TestSmsService } from '../../packages/local-backend/test/sms-service.ts';
import { smsSafe } from '../functions/_shared/alert-text.ts';
import { loadLeadConfig } from '../functions/_shared/config.ts';
import createSavedSearch from '../functions/saved-search/handler.ts';
import {
  functionEnv,
  invoke,
  LISTING_SLUG,
  makeTourRequest,
  processOutboxAt,
  workAllDay,
} from './lead-factories.ts';
import { alertsTo, confirmedSearch, savedSearch, homeLister } from './saved-search-factories.ts';

const SMS = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'sms-auth-token-for-tests' };

let t: TestBackend;
let mail: TestMailServer;
let sms: TestSmsService;
let agent: Client;
let stranger: Client;

beforeAll(async () => {
  mail = await startMailServer();
  sms = await startSmsService(SMS);
  t = await startTestBackend({
    SMTP_URL: mail.url,
    LEAD_RATE_LIMIT: '1000/600',
    OUTBOX_INTERVAL_MS: '0',
    SMS_ACCOUNT_SID: SMS.accountSid,
    SMS_AUTH_TOKEN: SMS.authToken,
    SMS_FROM: '+13135550100',
    AGENT_MOBILE: '+12485550142',
    SMS_API_URL: sms.url,
  });
  agent = await t.signIn(AGENT.email, AGENT.password);
  stranger = await t.stranger();
  await workAllDay(t.service);
  const settings = await t.service
    .from('alert_settings')
    .update({ quiet_hours_enabled: false, sms_enabled: true, sms_per_hour: 100, sms_per_day: 400 })
    .eq('id', true);
  if (settings.error) throw settings.error;
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
  await sms?.stop();
});

const MINUTE = 60_000;
const soon = (offset = 0) => new Date(Date.now() + 1000 + offset);
const save = (email: string, search: string, frequency: 'instant' | 'daily' | 'weekly') =>
  savedSearch(t, mail, email, search, frequency);
const saveConfirmed = (email: string, search: string, frequency: 'instant' | 'daily' | 'weekly') =>
  confirmedSearch(t, mail, email, search, frequency);

/** A 4-bed home unless said otherwise: the searches here ask for 4+ beds. */
const fourBeds = homeLister(() => agent, 'Alder Court', 500);
const list = (fields: Record<string, unknown> = {}) => fourBeds({ bedrooms: 4, ...fields });

/** The saved-search function with its clock at `now`, as a mail client's GET of a link reaches it. */
function openAt(link: string, now: Date): Promise<Response> {
  return createSavedSearch(functionEnv(t), () => now)(new Request(link, { redirect: 'manual' }));
}

const siteUrl = () => loadLeadConfig(functionEnv(t)).siteUrl;
const texts = (words: string) => sms.messages.filter((message) => message.body.includes(words));

describe('taps on an alert’s listing links', () => {
  let email: string;
  let home: { id: string; slug: string; address: string };
  let other: { id: string; slug: string; address: string };
  let link: string;
  let otherLink: string;
  let sentAt: Date;
  let leadId: string;

  beforeAll(async () => {
    email = `opens.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = await saveConfirmed(email, 'beds=4', 'instant');
    leadId = search.lead_id;
    home = await list();
    other = await list();
    await processOutboxAt(t, soon());
    const alerts = await mail.waitFor(2, alertsTo(email));
    const linkTo = (listing: { address: string }) => {
      const alert = alerts.find((message) => message.subject?.includes(listing.address))!;
      return /(http:\/\/\S+\/functions\/v1\/saved-search\?action=open&token=[\w-]+&listing=[\w-]+)/.exec(
        alert.text ?? '',
      )![1]!;
    };
    link = linkTo(home);
    otherLink = linkTo(other);
    const { data: events } = await t.service
      .from('saved_search_events')
      .select('outbox_id')
      .eq('search_id', search.id);
    const { data: sent } = await t.service
      .from('outbox')
      .select('sent_at')
      .in(
        'id',
        (events ?? []).map((event) => event.outbox_id as string),
      );
    sentAt = new Date(Math.max(...(sent ?? []).map((row) => Date.parse(row.sent_at as string))));
  });

  /** The texts about this search's taps (its lead's own new-lead text aside). */
  const opened = () => texts(leadId).filter((message) => message.body.includes(' opened '));
  const after = (ms: number) => new Date(sentAt.getTime() + ms);

  it('redirects to the listing page on the site with a 303', async () => {
    const answer = await openAt(link, after(5 * MINUTE));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${siteUrl()}/listing/${home.slug}#contact`);
  });

  it('texts the agent on the second tap of the day, and only once per search that day', async () => {
    // A mail scanner's opens on delivery, then a double tap: none of them counts.
    await openAt(link, after(10_000));
    await openAt(link, after(20_000));
    await openAt(link, after(5 * MINUTE + 20_000));
    await processOutboxAt(t, after(6 * MINUTE));
    expect(opened()).toEqual([]);

    expect((await openAt(link, after(40 * MINUTE))).status).toBe(303);
    await processOutboxAt(t, after(41 * MINUTE));
    await sms.waitFor(1, (message) => message.body.includes(leadId) && message.body.includes(' opened '));
    // The address shown as a text shows it: with its dots broken, so that it is not a link.
    expect(opened().map((message) => message.body)).toEqual([
      `${smsSafe(email)} opened ${home.address}, Lakeside twice today from their saved search\n${siteUrl()}/admin/leads/${leadId}`,
    ]);

    // More taps the same day, on this listing or another, text nothing more.
    await openAt(link, after(50 * MINUTE));
    await openAt(otherLink, after(51 * MINUTE));
    await openAt(otherLink, after(55 * MINUTE));
    await processOutboxAt(t, after(56 * MINUTE));
    expect(opened()).toHaveLength(1);
  });

  it('answers 404 to a wrong token or listing, and never redirects elsewhere', async () => {
    const wrongToken = link.replace(/token=[\w-]+/, `token=${'x'.repeat(43)}`);
    expect((await openAt(wrongToken, after(60 * MINUTE))).status).toBe(404);
    const unknownListing = link.replace(/listing=[\w-]+/, `listing=${crypto.randomUUID()}`);
    expect((await openAt(unknownListing, after(60 * MINUTE))).status).toBe(404);
    for (const target of ['https://evil.example/', '//evil.example', `${home.slug}`]) {
      const forged = link.replace(/listing=[\w-]+/, `listing=${encodeURIComponent(target)}`);
      const answer = await openAt(forged, after(60 * MINUTE));
      expect(answer.status).toBe(404);
      expect(answer.headers.get('location')).toBeNull();
    }
    const extra = await openAt(`${link}&to=https://evil.example/`, after(60 * MINUTE));
    expect(extra.headers.get('location')).toBe(`${siteUrl()}/listing/${home.slug}#contact`);
  });
});

/** A tour request of the seed's listing from `name` at `email`, sent and its messages processed: its lead's id. */
async function requestTour(name: string, email: string): Promise<string> {
  const answer = await invoke(t.anon, 'submit-lead', {
    kind: 'tour',
    values: makeTourRequest({ name, email }),
    page: `/listing/${LISTING_SLUG}`,
    listingSlug: LISTING_SLUG,
    consentText: FORM_TEXT.consentLabel,
    elapsedMs: 9000,
  });
  expect(answer.status).toBe(200);
  await processOutboxAt(t, soon());
  return answer.body.id as string;
}

describe('a tour from a saved-search visitor', () => {
  it('tells the agent the visitor has a saved search, in its plain words', async () => {
    const email = `touring.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = await saveConfirmed(email, 'beds=3&max=500000', 'weekly');
    const id = await requestTour('Dana Whitfield', email);
    await sms.waitFor(1, (message) => message.body.includes(id));
    const [text] = texts(id);
    expect(text!.body).toContain('Tour request from Dana Whitfield');
    expect(text!.body).toContain(`Has a saved search: ${search.summary}`);
    expect(search.summary).toBe('3+ bed homes under $500,000');

    // The agent's email says it too, with the way to the search in the back office.
    const [agentMail] = await mail.waitFor(
      1,
      (message) =>
        message.subject?.startsWith('Tour request:') === true && message.text?.includes(id) === true,
    );
    const searchLink = `/admin/leads/${search.lead_id}`;
    expect(agentMail!.text).toContain(`Has a saved search: ${search.summary}.`);
    expect(agentMail!.text).toContain(`Open the search: `);
    expect(agentMail!.text).toContain(searchLink);
    expect(agentMail!.html).toContain(`Has a saved search: 3+ bed homes under $500,000.`);
    expect(agentMail!.html).toContain(`${searchLink}"`);
  });

  it('says nothing of a search to the agent when the visitor has none, or has only unsubscribed', async () => {
    const email = `no.search.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = await saveConfirmed(email, 'beds=2', 'daily');
    const stop = await t.service
      .from('saved_searches')
      .update({ unsubscribed_at: new Date().toISOString() })
      .eq('id', search.id);
    expect(stop.error).toBeNull();
    const id = await requestTour('Casey Brook', email);
    const [agentMail] = await mail.waitFor(
      1,
      (message) =>
        message.subject?.startsWith('Tour request:') === true && message.text?.includes(id) === true,
    );
    expect(agentMail!.text).toContain('Casey Brook');
    expect(agentMail!.text).not.toContain('saved search');
  });
});

describe('the agent sends a listing to a search by hand', () => {
  it('shows the search’s matches a page at a time, each saying whether it was sent', async () => {
    const email = `matches.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = await saveConfirmed(email, 'beds=4', 'weekly');
    const homes = [await list({ bedrooms: 5 }), await list({ bedrooms: 6 }), await list({ bedrooms: 5 })];
    await list({ bedrooms: 2 });
    const first = await agent.rpc('saved_search_current_matches', { search: search.id, page_size: 2 });
    expect(first.error).toBeNull();
    const page = first.data as { total: number; matches: { id: string; sent: boolean }[] };
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.matches.map((match) => match.id)).toEqual([homes[2]!.id, homes[1]!.id]);
    const second = await agent.rpc('saved_search_current_matches', {
      search: search.id,
      page_size: 2,
      page_offset: 2,
    });
    expect((second.data as typeof page).matches[0]!.id).toBe(homes[0]!.id);
  });

  it('queues one email however often it is pressed, even for a weekly search', async () => {
    const email = `picked.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = await saveConfirmed(email, 'beds=4', 'weekly');
    const home = await list({ bedrooms: 5 });
    const send = () => agent.rpc('send_saved_search_listing', { search: search.id, listing: home.id });
    const [one, two] = await Promise.all([send(), send()]);
    expect([one.data, two.data].sort()).toEqual(['already', 'queued']);
    expect((await send()).data).toBe('already');

    await processOutboxAt(t, soon());
    await processOutboxAt(t, soon(MINUTE));
    const [picked] = await mail.waitFor(1, alertsTo(email));
    expect(picked!.subject).toBe(`Picked for you: ${home.address}, Lakeside`);
    expect(picked!.text).toContain('I picked this home for you');
    expect(mail.messages.filter(alertsTo(email))).toHaveLength(1);

    const listed = await agent.rpc('saved_search_current_matches', { search: search.id, page_size: 50 });
    const match = (listed.data as { matches: { id: string; sent: boolean }[] }).matches.find(
      (m) => m.id === home.id,
    );
    expect(match?.sent).toBe(true);
  });

  it('is refused for a search not confirmed, unsubscribed or stopped, with words saying why', async () => {
    const home = await list({ bedrooms: 5 });
    const unconfirmed = (
      await save(`unconfirmed.${crypto.randomUUID().slice(0, 8)}@example.com`, 'beds=4', 'instant')
    ).search;
    const send = (search: string) => agent.rpc('send_saved_search_listing', { search, listing: home.id });
    expect((await send(unconfirmed.id)).error?.message).toBe(
      'The visitor has not confirmed this search from the email yet.',
    );
    const gone = await saveConfirmed(
      `gone.${crypto.randomUUID().slice(0, 8)}@example.com`,
      'beds=4',
      'instant',
    );
    await t.service
      .from('saved_searches')
      .update({ unsubscribed_at: new Date().toISOString() })
      .eq('id', gone.id);
    expect((await send(gone.id)).error?.message).toBe('The visitor unsubscribed from this search.');
    const stopped = await saveConfirmed(
      `bounced.${crypto.randomUUID().slice(0, 8)}@example.com`,
      'beds=4',
      'instant',
    );
    await t.service
      .from('saved_searches')
      .update({ stopped_at: new Date().toISOString() })
      .eq('id', stopped.id);
    expect((await send(stopped.id)).error?.message).toBe(
      'This search was stopped: its emails bounced or were reported as spam.',
    );
    const { count } = await t.service
      .from('saved_search_events')
      .select('id', { count: 'exact', head: true })
      .in('search_id', [unconfirmed.id, gone.id, stopped.id])
      .eq('event', 'picked');
    expect(count).toBe(0);
  });

  it('refuses a signed-in stranger and an anonymous visitor, and records nothing', async () => {
    const search = await saveConfirmed(
      `target.${crypto.randomUUID().slice(0, 8)}@example.com`,
      'beds=4',
      'instant',
    );
    const home = await list({ bedrooms: 5 });
    const asStranger = await stranger.rpc('send_saved_search_listing', {
      search: search.id,
      listing: home.id,
    });
    expect(asStranger.error?.message).toBe('Only the agent can send a listing to a saved search.');
    const asAnon = await t.anon.rpc('send_saved_search_listing', { search: search.id, listing: home.id });
    expect(asAnon.error).not.toBeNull();
    const matches = await stranger.rpc('saved_search_current_matches', { search: search.id });
    expect(matches.error?.message).toBe("Only the agent can see a saved search's matches.");
    const { count } = await t.service
      .from('saved_search_events')
      .select('id', { count: 'exact', head: true })
      .eq('search_id', search.id)
      .eq('event', 'picked');
    expect(count).toBe(0);
  });
});
