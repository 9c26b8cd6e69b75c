// The forms as a relay: anyone can type a stranger's address into a form, so every email the
// stranger then receives from the agent carries only the agent's own words (no name, notes,
// message or links typed into the form, no consent text from the client), and the consent kept is
// the server's copy of what the form showed. What arrives over SMTP is parsed and read as the
// recipient would: the subject, the text part and the HTML part.
import { CONSENT_TEXTS, formatDay, FORM_TEXT, MESSAGES } from '@agent-sites/schemas';
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
import {
  invoke,
  LISTING_SLUG,
  makeGuideRequest,
  makeInquiry,
  makeInquirySubmission,
  makePartnershipRequest,
  makeTourRequest,
  makeValuationRequest,
  workAllDay,
} from './lead-factories.ts';

const AGENT_EMAIL = 'agent.inbox@example.com';
/** The host an abuser wants strangers to visit, in every field they can type into. */
const LURE = 'refund-desk.example.net';
const HOSTILE_CONSENT = `I agree. URGENT: your escrow payment failed, pay it today at https://${LURE}/pay`;

let t: TestBackend;
let mail: TestMailServer;
let agent: Client;

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
  agent = await t.signIn(AGENT.email, AGENT.password);
});
/** The spec's 15 minutes at any hour these tests run (the hours: reply-hours.test.ts). */
beforeAll(() => workAllDay(t.service));
afterAll(async () => {
  await t.close();
  await mail.stop();
});

/** Mail to `email` whose subject starts with `subject` (and whose text mentions `about`). */
const sentTo =
  (email: string, subject: string, about = '') =>
  (message: ParsedMail) =>
    addresses(message.to).some((address) => address.toLowerCase() === email.toLowerCase()) &&
    (message.subject ?? '').startsWith(subject) &&
    (message.text ?? '').includes(about);

/** Everything the recipient reads: the subject, the text part and the HTML part. */
const parts = (message: ParsedMail) => ({
  subject: message.subject ?? '',
  text: message.text ?? '',
  html: typeof message.html === 'string' ? message.html : '',
});

/** Every link in an email: URLs in the text part and hrefs in the HTML part. */
function links(message: ParsedMail): string[] {
  const { text, html } = parts(message);
  return [
    ...[...text.matchAll(/\b(?:https?:\/\/|www\.)[^\s"'<>]+/g)].map((match) => match[0]),
    ...[...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')),
  ];
}

/**
 * The agent's own places: the site (and functions, on the backend's origin), a phone to call or
 * text (the agent's, or in the agent's own email the visitor's), the agent's address.
 */
function isAgentsOwn(href: string): boolean {
  return (
    href === t.url ||
    href.startsWith(`${t.url}/`) ||
    href.startsWith('tel:') ||
    href.startsWith('sms:') ||
    href === `mailto:${AGENT_EMAIL}`
  );
}

/**
 * Asserts that none of `typed` reaches the recipient, in any part, and that every link is the
 * agent's, or one of `replyTo` (the agent's own email links to the visitor's address).
 */
function expectOnlyAgentsWords(message: ParsedMail, typed: string[], replyTo?: string) {
  for (const [part, content] of Object.entries(parts(message))) {
    for (const text of [LURE, ...typed]) {
      expect(content.includes(text), `${part} of "${message.subject}" shows "${text}"`).toBe(false);
    }
  }
  const toVisitor = (href: string) => replyTo !== undefined && href.startsWith(`mailto:${replyTo}?`);
  expect(links(message).filter((href) => !isAgentsOwn(href) && !toVisitor(href))).toEqual([]);
}

async function outboxMentions(text: string): Promise<boolean> {
  const { data, error } = await t.service.from('outbox').select('payload');
  if (error) throw error;
  return data.some((row) => JSON.stringify(row.payload).includes(text));
}

describe('an inquiry’s confirmation', () => {
  it('carries none of what the visitor typed, only the agent’s words, listing and contact details', async () => {
    const email = 'stranger.one@example.com';
    const values = makeInquiry({
      email,
      name: `Claim your refund at https://${LURE}/claim`,
      area: `Call 900-555-0199 or visit www.${LURE}`,
      notes: `Your mortgage payment failed. Pay now: https://${LURE}/pay <a href="https://${LURE}/pay">Pay here</a>`,
    });
    const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission({ values }));
    expect(answer.status).toBe(200);

    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Thanks for your message'));
    expect(confirmation!.subject).toBe("Thanks for your message: I'll reply within 15 minutes");
    expectOnlyAgentsWords(confirmation!, [
      'Claim your refund',
      'Call 900-555-0199',
      'mortgage payment failed',
      'Pay here',
    ]);
    const { text, html } = parts(confirmation!);
    expect(text).toMatch(/^Hello,\n/);
    // The next step, the listing and the agent's phone, in the agent's words.
    expect(text).toContain(
      "I'll reply within 15 minutes by phone or email about Updated Colonial Near Downtown Royal Oak, 1428 Maplewood Ave, Royal Oak, MI 48067.",
    );
    expect(text).toContain('call or text me at (248) 555-0142');
    for (const part of [text, html]) {
      expect(part).toContain('1428 Maplewood Ave, Royal Oak, MI 48067');
      expect(part).toContain(`${t.url}/listing/${LISTING_SLUG}`);
      expect(part).toContain('(248) 555-0142');
    }

    // The agent's own email still has every field, as text.
    const [toAgent] = await mail.waitFor(1, sentTo(AGENT_EMAIL, 'Question: 1428 Maplewood Ave', email));
    expect(toAgent!.subject).toContain('Claim your refund');
    expect(toAgent!.text).toContain(values.notes);
    expect(toAgent!.html).not.toContain('<a href="https://refund-desk');
  });
});

describe('a tour request’s confirmation', () => {
  it('names the next step, the slot, the listing and the agent’s phone, and nothing the visitor typed', async () => {
    const email = 'stranger.tour@example.com';
    const values = makeTourRequest({
      email,
      name: `Claim your refund at https://${LURE}/claim`,
      notes: `Your deposit bounced, pay at https://${LURE}/pay`,
      tourTime: 'evening',
    });
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'tour',
      values,
      page: `/listing/${LISTING_SLUG}`,
      listingSlug: LISTING_SLUG,
      consentText: FORM_TEXT.consentLabel,
      elapsedMs: 9000,
    });
    expect(answer.status).toBe(200);
    const day = formatDay(values.tourDay);
    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Your tour request'));
    expect(confirmation!.subject).toBe(`Your tour request for ${day}: I'll call you to confirm`);
    expectOnlyAgentsWords(confirmation!, ['Claim your refund', 'deposit bounced']);
    const { text } = parts(confirmation!);
    expect(text).toContain(
      `I'll call you within 15 minutes to confirm your tour of Updated Colonial Near Downtown Royal Oak, 1428 Maplewood Ave, Royal Oak, MI 48067 on ${day}, in the evening (4 - 7 PM).`,
    );
    expect(text).toContain('call or text me at (248) 555-0142');
    expect(text).toContain('$389,900');
  });

  it('never repeats the home a page named, which a client could have written', async () => {
    const email = 'stranger.rental@example.com';
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'tour',
      values: makeTourRequest({ email, lookingTo: 'rent' }),
      page: '/rentals/hamtramck-2-bedroom-flat',
      home: { address: `Refunds at ${LURE}`, price: 'Call 900-555-0199' },
      consentText: FORM_TEXT.consentLabel,
      elapsedMs: 9000,
    });
    expect(answer.status).toBe(200);
    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Your tour request'));
    expectOnlyAgentsWords(confirmation!, ['Refunds at', 'Call 900-555-0199']);
    expect(parts(confirmation!).text).toContain("I'll call you within 15 minutes to confirm your tour on ");
  });
});

describe('a valuation request’s confirmation', () => {
  it('names the next step and the agent’s phone, never the address typed', async () => {
    const email = 'stranger.valuation@example.com';
    const values = makeValuationRequest({
      email,
      address: `Visit ${LURE} for your refund`,
      city: 'Call 900-555-0199',
    });
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'valuation',
      values,
      page: '/sellers',
      consentText: FORM_TEXT.consentLabel,
      elapsedMs: 9000,
    });
    expect(answer.status).toBe(200);
    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Your home valuation request'));
    expect(confirmation!.subject).toBe("Your home valuation request: I'll call you within 15 minutes");
    expectOnlyAgentsWords(confirmation!, ['Visit ', 'Call 900-555-0199']);
    expect(parts(confirmation!).text).toContain('call or text me at (248) 555-0142');
  });
});

describe('the consent kept', () => {
  async function consentOf(id: string) {
    const { data, error } = await t.service.from('lead_consents').select('consent_text').eq('lead_id', id);
    if (error) throw error;
    return data.map((row) => row.consent_text as string);
  }

  it('is the server’s copy of what the form showed, and that copy is what the emails quote', async () => {
    const email = 'stranger.two@example.com';
    const answer = await invoke(
      t.anon,
      'submit-lead',
      makeInquirySubmission({
        values: makeInquiry({ email }),
        consentText: `\n  ${FORM_TEXT.consentLabel}  `,
      }),
    );
    expect(answer.status).toBe(200);
    expect(await consentOf(answer.body.id as string)).toEqual([CONSENT_TEXTS.inquiry![0]]);
    expect(CONSENT_TEXTS.inquiry![0]).toBe(FORM_TEXT.consentLabel);

    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Thanks for your message'));
    expect(confirmation!.text).toContain(`You agreed to: "${FORM_TEXT.consentLabel}".`);
    expect(confirmation!.html).toContain(`You agreed to: &quot;${FORM_TEXT.consentLabel}&quot;.`);
    const [toAgent] = await mail.waitFor(1, sentTo(AGENT_EMAIL, 'Question: 1428 Maplewood Ave', email));
    expect(toAgent!.text).toContain(`Agreed to: ${FORM_TEXT.consentLabel}\n`);
  });

  it('refuses an inquiry whose consent text the form never showed: nothing stored, nothing sent', async () => {
    const email = 'stranger.three@example.com';
    const answer = await invoke(
      t.anon,
      'submit-lead',
      makeInquirySubmission({ values: makeInquiry({ email }), consentText: HOSTILE_CONSENT }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: 'invalid',
        message: 'The consent text sent is not the one this form shows. Reload the page and try again.',
        fieldErrors: { consent: MESSAGES.consentRequired.description },
      },
    });
    const leads = await t.service.from('leads').select('fields');
    expect(leads.data!.filter((lead) => JSON.stringify(lead.fields).includes(email))).toEqual([]);
    const consents = await t.service
      .from('lead_consents')
      .select('lead_id')
      .eq('consent_text', HOSTILE_CONSENT);
    expect(consents.data).toEqual([]);
    expect(await outboxMentions('escrow payment failed')).toBe(false);
    expect(await outboxMentions(email)).toBe(false);
  });

  it('is none for a form that asks for no consent, whatever the client sends', async () => {
    const values = makePartnershipRequest({ name: 'Dana Whitfield', email: 'stranger.four@example.com' });
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'partnership',
      values,
      page: '/partnerships',
      consentText: HOSTILE_CONSENT,
      elapsedMs: 9000,
    });
    expect(answer.status).toBe(200);
    expect(await consentOf(answer.body.id as string)).toEqual([]);
    const [toAgent] = await mail.waitFor(
      1,
      sentTo(AGENT_EMAIL, 'Partner request: Mortgage & Pre-Approval · Dana Whitfield'),
    );
    expect(toAgent!.text).not.toContain('Agreed to');
    expectOnlyAgentsWords(toAgent!, [HOSTILE_CONSENT], values.email);
  });
});

describe('the guide', () => {
  it('greets no one by the name typed and repeats none of the message', async () => {
    const email = 'stranger.five@example.com';
    const values = makeGuideRequest({
      email,
      firstName: `Refund at ${LURE}`,
      lastName: 'Call 900-555-0199',
      message: `Your account is locked: https://${LURE}/unlock`,
    });
    const answer = await invoke(t.anon, 'send-guide-email', {
      kind: 'guide',
      values,
      page: '/florida-michigan',
      elapsedMs: 8000,
    });
    expect(answer.status).toBe(200);
    const [guide] = await mail.waitFor(1, sentTo(email, 'Your Michigan-to-Florida Move Guide'));
    expectOnlyAgentsWords(guide!, ['Refund at', 'Call 900-555-0199', 'account is locked']);
    expect(guide!.text).toMatch(/^Hello,\n/);
    expect(guide!.html).toContain(`href="${t.url}/guides/michigan-to-florida"`);
  });
});

describe('a subscription', () => {
  it('confirms and welcomes without repeating the address typed (its +tag is anyone’s text)', async () => {
    const email = `reader+${LURE}-claim@example.com`;
    const answer = await invoke(t.anon, 'submit-lead', {
      kind: 'subscribe',
      values: { email },
      page: '/blog',
      elapsedMs: 5000,
    });
    expect(answer.status).toBe(200);
    const [confirmation] = await mail.waitFor(1, sentTo(email, 'Please confirm your subscription'));
    expectOnlyAgentsWords(confirmation!, ['reader+']);

    const confirmUrl = /(http:\/\/\S+\/functions\/v1\/subscription\?action=confirm&token=[\w-]+)/.exec(
      confirmation!.text ?? '',
    )![1]!;
    // The link's page asks; its button posts back to the same address, which confirms.
    expect((await fetch(confirmUrl)).status).toBe(200);
    expect((await fetch(confirmUrl, { method: 'POST' })).status).toBe(200);
    const [welcome] = await mail.waitFor(1, sentTo(email, "You're subscribed"));
    expectOnlyAgentsWords(welcome!, ['reader+']);
  });
});

describe('a coming-soon alert', () => {
  it('greets no one by the name typed into the inquiry', async () => {
    const { data: listing, error } = await agent
      .from('listings')
      .insert({
        title: 'Bungalow Coming Soon',
        address: '611 W Troy St',
        city: 'Ferndale',
        state: 'MI',
        zip_code: '48220',
        status: 'coming_soon',
        price: 289000,
      })
      .select('id, slug')
      .single();
    expect(error).toBeNull();
    const email = 'stranger.six@example.com';
    const answer = await invoke(
      t.anon,
      'submit-lead',
      makeInquirySubmission({
        values: makeInquiry({ email, name: `Refund-at-${LURE} now` }),
        listingSlug: listing!.slug,
        page: `/listing/${listing!.slug}`,
      }),
    );
    expect(answer.status).toBe(200);
    expect(
      (await agent.from('listings').update({ status: 'current' }).eq('id', listing!.id)).error,
    ).toBeNull();
    const [alert] = await mail.waitFor(1, sentTo(email, 'Now available: 611 W Troy St'));
    expectOnlyAgentsWords(alert!, ['Refund-at']);
    expect(alert!.text).toMatch(/^Hello,\n/);
  });
});
