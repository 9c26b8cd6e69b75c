// 1,200 random and hostile submissions to the form functions: never a 5xx, every valid lead stored,
// and what is stored is byte for byte what the shared schema accepted (script tags, SQL and any
// Unicode stay text).
import { addDays, agentDay, FORM_TEXT } from '@agent-sites/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { leadSchemas } from '../functions/_shared/lead-submission.ts';

const ZONE = 'America/Detroit';
const LEAD_SCHEMAS = leadSchemas(ZONE);
import { post } from './lead-factories.ts';

let t: TestBackend;

beforeAll(async () => {
  // No mail service: emails become files; the timer is off so only the submissions load the database.
  t = await startTestBackend({ LEAD_RATE_LIMIT: '100000/600', OUTBOX_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

type Kind = keyof typeof LEAD_SCHEMAS;
const FUNCTION_OF = (kind: string) => (kind === 'guide' ? 'send-guide-email' : 'submit-lead');

const HOSTILE = [
  '<script>alert(document.cookie)</script>',
  "Robert'); DROP TABLE leads;--",
  '" onmouseover="alert(1)',
  '{{agent.email}} ${SITE_URL}',
  '\u202eevil\u202c',
  'Ümlaut naïve café 東京 🏡👨‍👩‍👧',
  '&amp; &lt;b&gt;',
  '\r\nBcc: victim@example.com',
];

/** Text a person (or an attacker) might type: hostile snippets, any well-formed Unicode, spaces. */
const text = (max: number) =>
  fc.oneof(
    fc.constantFrom(...HOSTILE),
    fc.string({ unit: 'grapheme', maxLength: Math.min(max, 200) }),
    fc
      .tuple(
        fc.constantFrom(' ', '\n', ''),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
      )
      .map(([space, value]) => `${space}${value}${space}`),
  );
const name = fc.oneof(fc.constantFrom('Jordan Ellis', 'Zoë O’Brien'), text(100));
const email = fc.oneof(fc.constantFrom('jordan@example.com', 'J+homes@Mail.Example.co'), fc.emailAddress());
const phone = fc.constantFrom('(248) 555-0123', '+1 313 555 0188', '2485550123', 'call me', '');

const VALUES: Record<Kind, fc.Arbitrary<Record<string, unknown>>> = {
  inquiry: fc.record({
    name,
    email,
    phone,
    lookingTo: fc.constantFrom('buy', 'sell', 'both', 'invest', 'rent', 'consult', 'lease'),
    timeline: fc.constantFrom('0-3', '3-6', '6-12', '12+', 'research'),
    budget: fc.constantFrom('', 'under-200k', 'over-1m', 'flexible'),
    area: text(200),
    notes: text(5000),
    consent: fc.constantFrom(true, true, false),
    extra: fc.anything(),
  }),
  tour: fc.record({
    name,
    email,
    phone,
    lookingTo: fc.constantFrom('buy', 'rent', 'lease'),
    timeline: fc.constantFrom('0-3', 'research', ''),
    tourDay: fc.constantFrom(
      agentDay(new Date(), ZONE),
      addDays(agentDay(new Date(), ZONE), 3),
      '2020-01-01',
      'tomorrow',
    ),
    tourTime: fc.constantFrom('morning', 'afternoon', 'evening', 'midnight'),
    tourType: fc.constantFrom('in-person', 'video', 'carrier pigeon'),
    moveIn: fc.constantFrom('', addDays(agentDay(new Date(), ZONE), 30), '1999-12-31'),
    occupants: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('', '3', 'two')),
    voucher: fc.constantFrom('', 'yes', 'no', 'maybe'),
    notes: text(5000),
    consent: fc.constantFrom(true, true, false),
  }),
  valuation: fc.record({
    address: text(200),
    city: fc.oneof(fc.constantFrom('Birmingham', 'Royal Oak'), text(100)),
    bedrooms: fc.constantFrom('', '3', '5+', '12'),
    bathrooms: fc.constantFrom('', '2.5', '3+', 'many'),
    condition: fc.constantFrom('', 'good', 'fixer', 'haunted'),
    reason: fc.constantFrom('', 'moving-away', 'curious', 'bored'),
    name,
    email,
    phone,
    timeline: fc.constantFrom('0-3', '12+', ''),
    notes: text(5000),
    consent: fc.constantFrom(true, true, false),
  }),
  relocation: fc.record({
    homeToSell: fc.constantFrom('yes', 'sold', 'no', 'keeping', '', 'maybe'),
    homeArea: fc.oneof(fc.constantFrom('Royal Oak', ''), text(200)),
    destination: fc.oneof(fc.constantFrom('Sarasota', ''), text(200)),
    budget: fc.constantFrom('', '400-500k', 'a lot'),
    timeline: fc.constantFrom('0-3', '6-12', ''),
    name,
    email,
    phone,
    notes: text(5000),
    consent: fc.constantFrom(true, true, false),
  }),
  // No open house starts at these (the seed's are relative to now): every RSVP here is refused.
  open_house: fc.record({
    openHouse: fc.constantFrom('2020-01-04T18:00:00Z', 'Saturday', '', 'x'.repeat(50)),
    partySize: fc.constantFrom('1', '2', '5+', '', '12'),
    name,
    email,
    phone,
    consent: fc.constantFrom(true, true, false),
  }),
  review: fc.record({
    name,
    location: text(100),
    experience: text(5000),
    rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, '4', 2.5)),
  }),
  partnership: fc.record({
    name,
    email,
    phone,
    needHelp: fc.constantFrom('mortgage', 'inspection', 'title-closing', 'insurance', 'contractor-other'),
    timeline: fc.constantFrom('', '0-3-months', 'just-researching'),
    notes: text(5000),
  }),
  guide: fc.record({ firstName: name, lastName: name, email, phone, message: text(5000) }),
  // Not sent to submit-lead (supabase/tests/saved-searches.test.ts has its own function).
  saved_search: fc.record({ email, phone, frequency: fc.constantFrom('instant', 'daily', 'weekly') }),
  subscribe: fc.record({ email }),
};

/** A submission the site could send: the envelope is right; the values may or may not validate. */
const plausible = fc
  .constantFrom<Kind>(
    'inquiry',
    'tour',
    'valuation',
    'relocation',
    'open_house',
    'review',
    'partnership',
    'guide',
    'subscribe',
  )
  .chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      values: VALUES[kind],
      page: fc.constantFrom('/', '/contact', '/listing/1428-maplewood-ave-royal-oak'),
      listingSlug: fc.constantFrom(undefined, '1428-maplewood-ave-royal-oak', 'no-such-home', '../../etc'),
      consentText: fc.constant(FORM_TEXT.consentLabel),
      elapsedMs: fc.integer({ min: 2500, max: 600_000 }),
      website: fc.constant(''),
    }),
  );

interface Case {
  body: string;
  contentType: string;
  /** The submission as JSON, when the body is one the site could send. */
  submission?: Record<string, unknown>;
}

const hostile: fc.Arbitrary<Case> = fc.oneof(
  // Anything at all as JSON, including nested junk.
  fc.jsonValue().map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })),
  // Wrong types in every place of the envelope.
  fc
    .record({
      kind: fc.oneof(fc.constantFrom('inquiry', 'guide', 'review'), fc.anything()),
      values: fc.anything(),
      page: fc.anything(),
      listingSlug: fc.anything(),
      variant: fc.anything(),
      consentText: fc.anything(),
      elapsedMs: fc.anything(),
      website: fc.anything(),
    })
    .map((value) => ({ body: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
  // Huge strings, NUL and half surrogates.
  fc.constantFrom('x'.repeat(40_000), 'a\u0000b', '\ud800', 'y'.repeat(6000)).map((big) => ({
    body: JSON.stringify({ kind: 'review', page: '/', values: { name: big, experience: big } }),
    contentType: 'application/json',
  })),
  // Malformed JSON and other media types.
  fc.string().map((body) => ({ body: `{${body}`, contentType: 'application/json' })),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '')
    .map((contentType) => ({ body: 'kind=inquiry&name=x', contentType })),
  // Any web form a browser (or a robot) can post.
  fc
    .dictionary(
      fc.constantFrom('kind', 'page', 'name', 'email', 'phone', 'message', 'website', 'x'),
      fc.string(),
    )
    .map((fields) => ({
      body: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    })),
);

const anyCase: fc.Arbitrary<Case> = fc.oneof(
  plausible.map((submission) => ({
    body: JSON.stringify(submission),
    contentType: 'application/json; charset=utf-8',
    submission: JSON.parse(JSON.stringify(submission)) as Record<string, unknown>,
  })),
  hostile,
);

async function expectedFields(submission: Record<string, unknown>) {
  const schema = LEAD_SCHEMAS[submission.kind as Kind];
  try {
    return (await schema.validate(submission.values, { abortEarly: false, stripUnknown: true })) as object;
  } catch {
    return undefined;
  }
}

describe('random and hostile submissions', () => {
  it('never get a 5xx, and every valid lead is stored exactly as validated', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        anyCase,
        fc.constantFrom('submit-lead', 'send-guide-email'),
        async (sample, target) => {
          const name = sample.submission ? FUNCTION_OF(String(sample.submission.kind)) : target;
          const answer = await post(t.url, t.backend.keys.anonKey, name, sample.body, sample.contentType);
          expect(answer.status, answer.text).toBeLessThan(500);
          // A browser's web form (no JavaScript, decision 046) is answered with a page, the rest with JSON.
          if (sample.contentType === 'application/x-www-form-urlencoded') {
            expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
            return;
          }
          expect(() => JSON.parse(answer.text) as unknown).not.toThrow();
          if (!sample.submission) return;
          const expected = await expectedFields(sample.submission);
          // An RSVP to an open house that is not on the calendar is refused, however well it is filled in.
          if (!expected || sample.submission.kind === 'open_house') {
            expect(answer.status, answer.text).toBe(400);
            return;
          }
          expect(answer.status, answer.text).toBe(200);
          const id = (JSON.parse(answer.text) as { id: string }).id;
          const { data } = await t.service.from('leads').select('fields, state').eq('id', id).single();
          expect(data).toEqual({ fields: expected, state: 'new' });
          stored += 1;
        },
      ),
      { numRuns: 1200 },
    );
    expect(stored).toBeGreaterThan(100);
  }, 600_000);
});
