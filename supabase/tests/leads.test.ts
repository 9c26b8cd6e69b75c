// The lead forms end to end: supabase-js invokes the functions on a local backend whose mail goes
// to a real SMTP server on loopback; what the agent and the visitor receive is parsed and checked.
import { FIELD_ERRORS, FORM_TEXT, LEAD_KINDS, MESSAGES } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import {
  invoke,
  LISTING_SLUG,
  makeGuideRequest,
  makeInquiry,
  makeInquirySubmission,
  makePartnershipRequest,
  makeReview,
  post,
  workAllDay,
} from './lead-factories.ts';

const AGENT_EMAIL = 'agent.inbox@example.com';
let t: TestBackend;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestBackend({
    SMTP_URL: mail.url,
    AGENT_EMAIL,
    AGENT_NAME: 'Alex Morgan',
    AGENT_PHONE: '(248) 555-0142',
    LEAD_RATE_LIMIT: '1000/600',
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_RETRY_BASE_SECONDS: '1',
  });
});
/** The spec's 15 minutes at any hour these tests run (the hours: reply-hours.test.ts). */
beforeAll(() => workAllDay(t.service));
afterAll(async () => {
  await t.close();
  await mail.stop();
});

const to = (mail: ParsedMail) => addresses(mail.to);
const sentTo = (address: string, about: string) => (message: ParsedMail) =>
  to(message).includes(address) && (message.text ?? '').includes(about);

async function storedLead(id: string) {
  const { data, error } = await t.service.from('leads').select('*').eq('id', id).single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

describe('the lead kinds', () => {
  it('are the same in the shared vocabulary and the database, in the same order', async () => {
    const [row] = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ kinds: string }>(`select array_to_json(enum_range(null::public.lead_kind))::text as kinds`),
    );
    expect(JSON.parse(row!.kinds)).toEqual([...LEAD_KINDS]);
  });
});

describe('an inquiry about a listing', () => {
  it('is stored with its consent and listing, and emailed to the agent and the visitor', async () => {
    const email = 'tour.visitor@example.com';
    const values = makeInquiry({ email, notes: 'Is the <b>basement</b> finished?\nCall after 5pm.' });
    const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission({ values }));
    expect(answer).toMatchObject({ status: 200, body: { ok: true, id: expect.any(String) } });
    const id = answer.body.id as string;

    const lead = await storedLead(id);
    expect(lead).toMatchObject({
      kind: 'inquiry',
      state: 'new',
      fields: values,
      page: `/listing/${LISTING_SLUG}`,
      variant: 'tour',
      listing_slug: LISTING_SLUG,
      listing_title: expect.any(String),
      listing_address: '1428 Maplewood Ave, Royal Oak, MI 48067',
      ip: '127.0.0.1',
    });
    expect(lead.listing_id).toEqual(expect.any(String));
    const consents = await t.service.from('lead_consents').select('*').eq('lead_id', id);
    expect(consents.data).toEqual([
      expect.objectContaining({ consent_text: FORM_TEXT.consentLabel, ip: '127.0.0.1' }),
    ]);

    const [toAgent] = await mail.waitFor(1, sentTo(AGENT_EMAIL, email));
    expect(toAgent!.subject).toBe(
      'Question: 1428 Maplewood Ave, Royal Oak, MI 48067 · $389,900 · Jordan Ellis',
    );
    expect(addresses(toAgent!.replyTo)[0]).toBe(email);
    const text = toAgent!.text ?? '';
    for (const line of [
      'Name: Jordan Ellis',
      `Email: ${email}`,
      'Phone: (248) 555-0142',
      "I'm looking to: Buy a Home",
      'Ideal timeline: 3-6 months',
      'Budget range: $300K - $400K',
      'Preferred area(s) / neighborhoods: Royal Oak, Ferndale',
      'Is the <b>basement</b> finished?\nCall after 5pm.',
      'Consent: Yes',
      '1428 Maplewood Ave, Royal Oak, MI 48067',
      `Sent from: ${t.url}/listing/${LISTING_SLUG}`,
      `Agreed to: ${FORM_TEXT.consentLabel}`,
    ]) {
      expect(text).toContain(line);
    }
    // What the visitor typed is text in the HTML part too, never markup.
    expect(toAgent!.html).toContain('Is the &lt;b&gt;basement&lt;/b&gt; finished?');
    expect(toAgent!.html).not.toContain('<b>basement');
    expect(toAgent!.html).toContain(`${t.url}/listing/${LISTING_SLUG}`);

    const [toVisitor] = await mail.waitFor(1, sentTo(email, "I'll reply within 15 minutes"));
    expect(toVisitor!.subject).toBe("Thanks for your message: I'll reply within 15 minutes");
    expect(toVisitor!.text).toContain('(248) 555-0142');
    expect(toVisitor!.messageId).not.toBe(toAgent!.messageId);
  });

  it('is still stored when the listing slug is unknown, with a note saying so', async () => {
    const answer = await invoke(
      t.anon,
      'submit-lead',
      makeInquirySubmission({
        listingSlug: 'no-such-home',
        values: makeInquiry({ email: 'ghost@example.com' }),
      }),
    );
    expect(answer.status).toBe(200);
    const lead = await storedLead(answer.body.id as string);
    expect(lead).toMatchObject({ listing_id: null, listing_slug: 'no-such-home', listing_address: null });
    expect(lead.notes).toContain('"no-such-home", which does not exist');
  });
});

describe('the other forms', () => {
  it('stores a review as text and tells the agent its rating', async () => {
    const values = makeReview({ experience: '<script>alert("x")</script> Great agent & friend' });
    const answer = await invoke(t.anon, 'submit-lead', { kind: 'review', values, page: '/reviews' });
    expect(answer.status).toBe(200);
    expect((await storedLead(answer.body.id as string)).fields).toEqual(values);
    const [toAgent] = await mail.waitFor(1, (m) => m.subject === 'Review to approve: 5★ · Maria Delgado');
    expect(toAgent!.text).toContain('<script>alert("x")</script> Great agent & friend');
    expect(toAgent!.html).not.toContain('<script>');
    expect(toAgent!.replyTo).toBeUndefined();
  });

  it('sends a partnership request to the agent with the visitor as Reply-To', async () => {
    const values = makePartnershipRequest();
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'partnership',
      values,
      page: '/partnerships',
      elapsedMs: 9000,
    });
    expect(answer.status).toBe(200);
    const [toAgent] = await mail.waitFor(
      1,
      (m) => m.subject === 'Partner request: Mortgage & Pre-Approval · Andre Williams',
    );
    expect(addresses(toAgent!.replyTo)[0]).toBe(values.email);
    expect(toAgent!.text).toContain('Timeline: 0-3 months');
  });

  it('emails the Michigan-to-Florida guide with a link to the full guide', async () => {
    const values = makeGuideRequest({ email: 'guide.reader@example.com' });
    const answer = await invoke(t.anon, 'send-guide-email', {
      kind: 'guide',
      values,
      page: '/florida-michigan',
      variant: 'florida',
      elapsedMs: 8000,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [guide] = await mail.waitFor(1, (m) => to(m).includes(values.email));
    expect(guide!.subject).toBe('Your Michigan-to-Florida Move Guide');
    expect(guide!.html).toContain(`href="${t.url}/guides/michigan-to-florida"`);
    for (const deadline of ['January 1', 'March 1', 'Form 2602', 'Within 30 days']) {
      expect(guide!.text).toContain(deadline);
    }
    expect(guide!.text).toContain('Alex Morgan\n(248) 555-0142');
    await mail.waitFor(1, (m) => m.subject === 'Guide request: Priya Shah');
  });
});

describe('refusals', () => {
  it('answers the schema’s own messages for every invalid field', async () => {
    const answer = await invoke(
      t.anon,
      'submit-lead',
      makeInquirySubmission({
        values: makeInquiry({ name: ' ', email: 'jordan@example', lookingTo: 'lease', consent: false }),
      }),
    );
    expect(answer).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        error: {
          code: 'invalid',
          message: MESSAGES.requiredFields,
          fieldErrors: {
            name: FIELD_ERRORS.name,
            email: FIELD_ERRORS.emailFormat,
            lookingTo: FIELD_ERRORS.option,
            consent: MESSAGES.consentRequired.description,
          },
        },
      },
    });
  });

  it('refuses an inquiry without the consent text it showed', async () => {
    const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission({ consentText: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'invalid', fieldErrors: { consent: MESSAGES.consentRequired.description } },
    });
  });

  it.each([
    ['malformed JSON', '{"kind": "inquiry",', 'application/json', 400, 'bad_request'],
    ['a JSON array', '[1, 2]', 'application/json', 400, 'bad_request'],
    ['an unknown kind', '{"kind":"loan","values":{},"page":"/"}', 'application/json', 400, 'bad_request'],
    [
      'a guide sent to submit-lead',
      '{"kind":"guide","values":{},"page":"/"}',
      'application/json',
      400,
      'bad_request',
    ],
    // A web form is answered with a page (lead-web-form.test.ts); other encodings are refused.
    ['a multipart body', 'kind=inquiry', 'multipart/form-data; boundary=x', 400, 'bad_request'],
    [
      'a home named on two lines',
      JSON.stringify({
        kind: 'tour',
        values: {},
        page: '/',
        home: { address: '1 Main St\nBcc: x@example.com' },
      }),
      'application/json',
      400,
      'bad_request',
    ],
    [
      'a home that is a list',
      JSON.stringify({ kind: 'tour', values: {}, page: '/', home: ['1 Main St'] }),
      'application/json',
      400,
      'bad_request',
    ],
    [
      'a body over 32 kB',
      JSON.stringify({ kind: 'review', page: '/', values: { experience: 'x'.repeat(40_000) } }),
      'application/json',
      413,
      'too_large',
    ],
  ])('answers %s with a clear JSON refusal', async (_case, body, contentType, status, code) => {
    const answer = await post(t.url, t.backend.keys.anonKey, 'submit-lead', body, contentType);
    expect(answer.status).toBe(status);
    const { error } = JSON.parse(answer.text) as { error: { code: string; message: string } };
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('answers the browser’s preflight with CORS headers', async () => {
    const response = await fetch(`${t.url}/functions/v1/submit-lead`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('spam', () => {
  it.each([
    ['the hidden website field filled in', { website: 'http://spam.example' }],
    ['a form sent 300 ms after it appeared', { elapsedMs: 300 }],
  ])('stores %s as spam, answers success and sends nothing', async (_case, overrides) => {
    const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission(overrides));
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const lead = await storedLead(answer.body.id as string);
    expect(lead.state).toBe('spam');
    expect(lead.notes).toMatch(/^Spam: /);
    const outbox = await t.service
      .from('outbox')
      .select('id')
      .eq('lead_id', answer.body.id as string);
    expect(outbox.data).toEqual([]);
  });
});
