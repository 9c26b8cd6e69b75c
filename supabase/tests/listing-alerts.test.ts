// Coming-soon alerts: visitors who asked about a listing while it was coming soon get exactly one
// "now available" email when it becomes current, however often its status flips, with a link that
// stops further alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke, makeInquiry, makeInquirySubmission } from './lead-factories.ts';

let t: TestBackend;
let mail: TestMailServer;
let agent: Client;

beforeAll(async () => {
  mail = await startMailServer();
  // No timer: each test runs process-outbox itself, and it has sent everything when it answers.
  t = await startTestBackend({ SMTP_URL: mail.url, LEAD_RATE_LIMIT: '100/600', OUTBOX_INTERVAL_MS: '0' });
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

async function comingSoon(address: string) {
  const { data, error } = await agent
    .from('listings')
    .insert({
      title: 'Craftsman Coming Soon',
      address,
      city: 'Ferndale',
      state: 'MI',
      zip_code: '48220',
      status: 'coming_soon',
      price: 299000,
    })
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  return data as { id: string; slug: string };
}

async function setStatus(id: string, status: string) {
  const { error } = await agent.from('listings').update({ status }).eq('id', id);
  expect(error).toBeNull();
}

async function askAbout(slug: string, email: string, extra: Record<string, unknown> = {}) {
  const answer = await invoke(
    t.anon,
    'submit-lead',
    makeInquirySubmission({
      values: makeInquiry({ email }),
      listingSlug: slug,
      page: `/listing/${slug}`,
      ...extra,
    }),
  );
  expect(answer.status).toBe(200);
}

async function processOutbox() {
  const answer = await invoke(t.service, 'process-outbox', {});
  expect(answer.status).toBe(200);
  return answer.body as { alertsQueued: number };
}

const alertsTo = (email: string) =>
  mail.messages.filter(
    (message: ParsedMail) =>
      message.subject?.startsWith('Now available:') && addresses(message.to).includes(email),
  );

describe('coming-soon alerts', () => {
  it('email each visitor once when the listing becomes current, however often it flips', async () => {
    const listing = await comingSoon('2410 Hilton Rd');
    await askAbout(listing.slug, 'ava.brooks@example.com');
    await askAbout(listing.slug, 'Ava.Brooks@example.com');
    await askAbout(listing.slug, 'sam.ortiz@example.com');
    await askAbout(listing.slug, 'bot@example.com', { website: 'http://spam.example' });

    await setStatus(listing.id, 'current');
    expect(await processOutbox()).toMatchObject({ alertsQueued: 2 });
    // Asked while it was already current: a tour request, not an alert.
    await askAbout(listing.slug, 'late.visitor@example.com');
    await setStatus(listing.id, 'coming_soon');
    await setStatus(listing.id, 'current');
    expect(await processOutbox()).toMatchObject({ alertsQueued: 0 });

    expect(alertsTo('ava.brooks@example.com')).toHaveLength(1);
    expect(alertsTo('sam.ortiz@example.com')).toHaveLength(1);
    expect(alertsTo('bot@example.com')).toHaveLength(0);
    expect(alertsTo('late.visitor@example.com')).toHaveLength(0);
    const [alert] = alertsTo('sam.ortiz@example.com');
    expect(alert!.subject).toBe('Now available: 2410 Hilton Rd, Ferndale');
    expect(alert!.text).toContain(`/listing/${listing.slug}`);
    expect(alert!.text).toContain('$299,000');
  });

  it('stop for an address that follows the link in one', async () => {
    const first = await comingSoon('118 W Troy St');
    await askAbout(first.slug, 'jo.kim@example.com');
    await setStatus(first.id, 'current');
    await processOutbox();
    const [alert] = alertsTo('jo.kim@example.com');
    const stopUrl = /(http:\/\/\S+\/functions\/v1\/subscription\?action=stop-alerts&token=\w+)/.exec(
      alert!.text ?? '',
    )![1]!;
    const header = alert!.headerLines
      .find((line) => line.key === 'list-unsubscribe')
      ?.line.replace(/\r\n\s+/g, ' ');
    expect(header).toBe(`List-Unsubscribe: <${stopUrl}>`);

    // Opening the link (a mail scanner does too) asks; its button stops the alerts.
    const asked = await fetch(stopUrl);
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain('<h1>Stop listing alerts?</h1>');
    const action =
      /<form method="post" action="([^"]+)"><button type="submit">Stop listing alerts<\/button>/.exec(
        question,
      )![1]!;
    const page = await fetch(new URL(action.replace(/&amp;/g, '&'), stopUrl), { method: 'POST' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>No more listing alerts</h1>');

    const second = await comingSoon('120 W Troy St');
    await askAbout(second.slug, 'jo.kim@example.com');
    await setStatus(second.id, 'current');
    expect(await processOutbox()).toMatchObject({ alertsQueued: 0 });
    expect(alertsTo('jo.kim@example.com')).toHaveLength(1);
  });

  it('are visible to the agent only', async () => {
    expect((await agent.from('listing_alerts').select('email, status')).data!.length).toBeGreaterThan(0);
    expect((await t.anon.from('listing_alerts').select('email')).error?.code).toBe('42501');
    const stranger = await t.stranger();
    expect((await stranger.from('listing_alerts').select('email')).data).toEqual([]);
    expect((await stranger.rpc('stop_listing_alerts', { token: 'x' })).error?.code).toBe('42501');
  });
});
