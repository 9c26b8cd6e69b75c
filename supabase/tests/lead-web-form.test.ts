// A lead form sent by a browser without JavaScript (docs/decisions/046-forms-without-javascript.md):
// a plain web form, no JWT, no JSON. The function checks it with the same schemas as the site's
// JSON, stores it the same way and answers with a small page: the thanks and the agent's promise,
// or what was wrong and how to call instead, every text escaped.
import { FIELD_ERRORS, FORM_TEXT, MESSAGES } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { LISTING_SLUG, makeInquiry, makeTourRequest, workAllDay } from './lead-factories.ts';
import { startInsideOneWindow } from './rate-window.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend({ LEAD_RATE_LIMIT: '6/600', OUTBOX_INTERVAL_MS: '0' });
  await workAllDay(t.service);
});
afterAll(() => t.close());

/** Posts the fields as a browser posts a form: url-encoded, with no Authorization or apikey header. */
async function postForm(fields: Record<string, string>) {
  const response = await fetch(`${t.url}/functions/v1/submit-lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

/** The form's values as text fields, the consent box ticked as a browser sends it. */
const asFields = (values: Record<string, unknown>) => ({
  ...Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) =>
      value === undefined || key === 'consent' ? [] : [[key, String(value)]],
    ),
  ),
  consent: 'on',
  consentText: FORM_TEXT.consentLabel,
});

async function leadsFrom(page: string) {
  const { data, error } = await t.service.from('leads').select('*').eq('page', page);
  if (error) throw error;
  return data;
}

describe('a lead form sent without JavaScript', () => {
  it('stores a tour request for the house and thanks the visitor with the promise and a way back', async () => {
    const tour = makeTourRequest({ name: 'Jordan Ellis' });
    const answer = await postForm({
      kind: 'tour',
      page: '/listings?tour=x',
      listingSlug: LISTING_SLUG,
      website: '',
      ...asFields(tour),
    });
    expect(answer.status, answer.html).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.html).toContain('Thank you, I have your message');
    expect(answer.html).toContain('I&#39;ll respond within 15 minutes.');
    expect(answer.html).toMatch(/href="http[^"]+\/listings\?tour=x"/);
    const [lead] = await leadsFrom('/listings?tour=x');
    expect(lead).toMatchObject({
      kind: 'tour',
      state: 'new',
      listing_slug: LISTING_SLUG,
      fields: { tourDay: tour.tourDay, tourTime: 'afternoon', name: 'Jordan Ellis', consent: true },
    });
    const consent = await t.service.from('lead_consents').select('consent_text').eq('lead_id', lead!.id);
    expect(consent.data?.[0]?.consent_text).toBe(FORM_TEXT.consentLabel);
  });

  it('refuses a form with wrong fields with a page that says what is wrong, stores nothing, and echoes nothing', async () => {
    const answer = await postForm({
      kind: 'inquiry',
      page: '/contact',
      ...asFields(makeInquiry({ name: '<script>alert(1)</script>', email: 'not an email' })),
      consent: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.html).toContain('Please check the form');
    expect(answer.html).toContain(FIELD_ERRORS.emailFormat.replace(/'/g, '&#39;'));
    expect(answer.html).toContain(MESSAGES.consentRequired.description.replace(/'/g, '&#39;'));
    expect(answer.html).toContain('href="tel:');
    expect(answer.html).not.toContain('<script');
    expect(await leadsFrom('/contact')).toEqual([]);
  });

  it('links back only to a page of the site', async () => {
    const answer = await postForm({ kind: 'inquiry', page: '//evil.example/"><b>', name: '' });
    expect(answer.status).toBe(400);
    expect(answer.html).not.toContain('evil.example');
    expect(answer.html).not.toContain('<b>');
  });

  it('keeps the honeypot: a filled-in website field is stored as spam and sends no email', async () => {
    const answer = await postForm({
      kind: 'inquiry',
      page: '/about',
      website: 'http://spam.example',
      ...asFields(makeInquiry()),
    });
    expect(answer.status).toBe(200);
    const [lead] = await leadsFrom('/about');
    expect(lead?.state).toBe('spam');
    const outbox = await t.service.from('outbox').select('id').eq('lead_id', lead!.id);
    expect(outbox.data).toEqual([]);
  });

  it('keeps the rate limit: past it, a page says to try later or call', { timeout: 60_000 }, async () => {
    // Six leads in ten minutes from one address (this file's earlier ones count too), then no more.
    await startInsideOneWindow(600);
    const fields = { kind: 'inquiry', page: '/buyers', ...asFields(makeInquiry()) };
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 7; i++) {
      const answer = await postForm(fields);
      statuses.push(answer.status);
      last = answer.html;
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(7);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toContain('Too many messages');
    expect(last).toContain('href="tel:');
  });
});
