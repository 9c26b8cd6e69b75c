// The agent's email for each kind of lead (issue 17): the subject names the kind and the facts it
// needs first, a lead that promises a reply says by when (Detroit time), the visitor is one tap
// away (tel:, sms:, mailto:) and so is the lead in the back office; a review carries an Approve
// link, a tour its calendar file. Each lead goes through submit-lead as the site sends it; its
// emails arrive over a real SMTP server on loopback and are read as the agent's mail client would.
import { formatDay, FORM_TEXT, type LeadKind, replyByText, tourSlot } from '@agent-sites/schemas';
import ICAL from 'ical.js';
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
  makeTourRequest,
  makeValuationRequest,
  workAllDay,
} from './lead-factories.ts';

const AGENT_EMAIL = 'agent.kinds@example.com';
const MAPLEWOOD = '1428 Maplewood Ave, Royal Oak, MI 48067';
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
  });
});
/** The spec's 15 minutes at any hour these tests run (the hours: reply-hours.test.ts). */
beforeAll(() => workAllDay(t.service));
afterAll(async () => {
  await t.close();
  await mail.stop();
});

/** Sends a lead as the site does and returns its id and the agent's email about it. */
async function submit(
  kind: LeadKind,
  body: Record<string, unknown>,
): Promise<{ id: string; email: ParsedMail }> {
  const answer = await invoke(t.anon, kind === 'guide' ? 'send-guide-email' : 'submit-lead', {
    kind,
    elapsedMs: 9000,
    website: '',
    ...(['inquiry', 'tour', 'valuation'].includes(kind) ? { consentText: FORM_TEXT.consentLabel } : {}),
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = answer.body.id as string;
  const [email] = await mail.waitFor(
    1,
    (message) => addresses(message.to).includes(AGENT_EMAIL) && (message.text ?? '').includes(id),
  );
  return { id, email: email! };
}

const hrefs = (message: ParsedMail) =>
  [...String(message.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

/**
 * The reply-by time the email must show: the promise after the lead was received. The function
 * stamps the lead a moment before the database does, so across a minute's turn it may read one
 * minute earlier than the stored time gives.
 */
async function expectedReplyBy(kind: LeadKind, id: string): Promise<string[]> {
  const { data } = await t.service.from('leads').select('created_at').eq('id', id).single();
  const received = Date.parse((data as { created_at: string }).created_at);
  return [received, received - 60_000].map(
    (at) => `${replyByText(kind, new Date(at), 'America/Detroit')} (Detroit time)`,
  );
}

/** What every agent's email has: the lead in the back office, and no form jargon. */
function expectBackOfficeLink(email: ParsedMail, id: string) {
  const url = `${t.url}/admin/leads/${id}`;
  expect(hrefs(email)).toContain(url);
  expect(email.text).toContain(`Open in the back office: ${url}`);
  expect(email.text).not.toMatch(/^Form:/m);
}

/** Call, Text and Email the visitor, one tap each, in both parts of the email. */
function expectOneTapReplies(email: ParsedMail, visitor: { phone: string; email: string }) {
  const digits = `+1${visitor.phone.replace(/\D/g, '')}`;
  const links = hrefs(email);
  expect(links).toContain(`tel:${digits}`);
  expect(links).toContain(`sms:${digits}`);
  expect(links.some((href) => href.startsWith(`mailto:${visitor.email}?subject=`))).toBe(true);
  expect(email.text).toContain(`Call: tel:${digits}`);
  expect(email.text).toContain(`Text: sms:${digits}`);
}

async function expectReplyBy(email: ParsedMail, kind: LeadKind, id: string) {
  const [onTime, minuteBefore] = await expectedReplyBy(kind, id);
  const shown = [onTime!, minuteBefore!].find((text) => email.text?.includes(text));
  expect(shown, `"${onTime}" in:\n${email.text}`).toBeDefined();
  expect(email.html).toContain(shown);
}

describe("the agent's email about", () => {
  it('a tour request names the address, the price and the slot, is due in 15 minutes, and carries the slot as a calendar file', async () => {
    const values = makeTourRequest({ email: 'tour.kind@example.com', tourTime: 'morning' });
    const { id, email } = await submit('tour', {
      values,
      page: `/listing/${LISTING_SLUG}`,
      listingSlug: LISTING_SLUG,
    });
    expect(email.subject).toBe(
      `Tour request: ${MAPLEWOOD} · $389,900 · ${formatDay(values.tourDay)}, Morning (9 AM - noon) · Jordan Ellis`,
    );
    await expectReplyBy(email, 'tour', id);
    expectOneTapReplies(email, values);
    expectBackOfficeLink(email, id);
    expect(email.text).toContain(
      `Listing:\nUpdated Colonial Near Downtown Royal Oak\n${MAPLEWOOD}\n$389,900 · Available`,
    );

    const [calendar] = email.attachments;
    expect(calendar).toMatchObject({ filename: 'tour-request.ics', contentType: 'text/calendar' });
    const file = new ICAL.Component(ICAL.parse(calendar!.content.toString('utf8')));
    expect(file.getFirstPropertyValue('method')).toBe('PUBLISH');
    // The file's own VTIMEZONE says what America/Detroit is.
    for (const zone of file.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevent = file.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toMatch(new RegExp(`^tour-${id}@`));
    expect(event.location).toBe(MAPLEWOOD);
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Detroit');
    expect(event.startDate.toString()).toBe(`${values.tourDay}T09:00:00`);
    expect(event.endDate.toString()).toBe(`${values.tourDay}T12:00:00`);
    const slot = tourSlot(values.tourDay, 'morning', 'America/Detroit');
    expect(event.startDate.toJSDate()).toEqual(slot.start);
    expect(event.endDate.toJSDate()).toEqual(slot.end);
  });

  it('a tour of the rental names the flat as its page does, and its rent', async () => {
    const values = makeTourRequest({
      email: 'rental.kind@example.com',
      lookingTo: 'rent',
      tourTime: 'evening',
      tourType: 'video',
      occupants: 3,
      voucher: 'yes',
    });
    const { email } = await submit('tour', {
      values,
      page: '/rentals/hamtramck-2-bedroom-flat',
      home: { address: '11426 Lumpkin Street, Lower Flat, Hamtramck, MI 48212', price: '$950 per month' },
    });
    expect(email.subject).toBe(
      `Tour request: 11426 Lumpkin Street, Lower Flat, Hamtramck, MI 48212 · $950 per month · ${formatDay(values.tourDay)}, Evening (4 - 7 PM), by video · Jordan Ellis`,
    );
    expect(email.text).toContain('Occupants: 3');
    expect(email.text).toContain('Housing voucher: Yes, I have a housing voucher');
  });

  it('a valuation request leads with the property address, and is due in 15 minutes', async () => {
    const values = makeValuationRequest();
    const { id, email } = await submit('valuation', { values, page: '/sellers' });
    expect(email.subject).toBe('Valuation request: 2217 Vinsetta Blvd, Royal Oak · Tomasz Nowak');
    expect(email.text?.split('\n').slice(0, 2)).toEqual([
      'Valuation request from Tomasz Nowak',
      '2217 Vinsetta Blvd, Royal Oak',
    ]);
    expect(email.text).not.toContain('Preferred area');
    await expectReplyBy(email, 'valuation', id);
    expectOneTapReplies(email, values);
    expectBackOfficeLink(email, id);
  });

  it('a question about a listing names the listing and its price, and is due in 15 minutes', async () => {
    const values = makeInquiry({ email: 'question.kind@example.com' });
    const { id, email } = await submit('inquiry', makeInquirySubmission({ values, variant: 'buyer' }));
    expect(email.subject).toBe(`Question: ${MAPLEWOOD} · $389,900 · Jordan Ellis`);
    await expectReplyBy(email, 'inquiry', id);
    expectOneTapReplies(email, values);
    expectBackOfficeLink(email, id);
  });

  it('a question from the contact page says what the visitor is looking to do', async () => {
    const values = makeInquiry({ email: 'contact.kind@example.com', lookingTo: 'sell', timeline: '0-3' });
    const { email } = await submit('inquiry', { values, page: '/contact', variant: 'full' });
    expect(email.subject).toBe('Question: Sell My Home, 0-3 months · Jordan Ellis');
  });

  it('a partner request is due in 24 hours', async () => {
    const values = makePartnershipRequest({ email: 'partner.kind@example.com' });
    const { id, email } = await submit('partnership', { values, page: '/partnerships' });
    expect(email.subject).toBe('Partner request: Mortgage & Pre-Approval · Andre Williams');
    await expectReplyBy(email, 'partnership', id);
    expectOneTapReplies(email, values);
    expectBackOfficeLink(email, id);
  });

  it('a guide request promises no reply, and still opens the lead and the visitor in one tap', async () => {
    const values = makeGuideRequest({ email: 'guide.kind@example.com', phone: '(313) 555-0119' });
    const { id, email } = await submit('guide', { values, page: '/florida-michigan', variant: 'florida' });
    expect(email.subject).toBe('Guide request: Priya Shah');
    expect(email.text).not.toContain('Reply by');
    expectOneTapReplies(email, values);
    expectBackOfficeLink(email, id);
  });

  it('a review promises no reply and carries an Approve link that opens that review', async () => {
    const values = makeReview({ name: 'Review Kind Visitor', rating: 4 });
    const { id, email } = await submit('review', { values, page: '/reviews' });
    expect(email.subject).toBe('Review to approve: 4★ · Review Kind Visitor');
    expect(email.text).not.toContain('Reply by');
    expect(hrefs(email).some((href) => href.startsWith('tel:') || href.startsWith('sms:'))).toBe(false);
    const { data } = await t.service.from('reviews').select('id').eq('lead_id', id).single();
    const approve = `${t.url}/admin/reviews/${(data as { id: string }).id}`;
    expect(hrefs(email)).toContain(approve);
    expect(email.text).toContain(`Approve: ${approve}`);
    expectBackOfficeLink(email, id);
  });

  it('a subscription promises no reply and names the address', async () => {
    const { id, email } = await submit('subscribe', {
      values: { email: 'subscriber.kind@example.com' },
      page: '/blog',
    });
    expect(email.subject).toBe('New blog subscriber: subscriber.kind@example.com');
    expect(email.text).not.toContain('Reply by');
    expectBackOfficeLink(email, id);
  });
});
