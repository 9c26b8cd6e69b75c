// Hostile values in the lead forms' requests, as a hand-made request (never the site) sends them;
// never a 5xx. A `__proto__` or `constructor` key in the values is dropped like any key the form
// does not have, and never followed. A list or an object where text, a number or a yes/no belongs,
// and nesting deeper than 32 levels, get a 400 in the functions' one envelope (`{ error: { code,
// message, fieldErrors? } }`) with the message the form itself would show, and nothing is stored.
import { FIELD_ERRORS, MESSAGES } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { makeGuideRequest, makeInquiry, makeInquirySubmission, makeReview, post } from './lead-factories.ts';

let t: TestBackend;

/** How deep a body may nest objects and arrays, and what a deeper one is told. */
const MAX_JSON_DEPTH = 32;
const TOO_DEEP = 'The request body nests objects and arrays too deeply (32 levels at most).';

beforeAll(async () => {
  // Emails become files and the outbox timer is off: only the requests here touch the database.
  t = await startTestBackend({ LEAD_RATE_LIMIT: '100000/600', OUTBOX_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

type Form = 'submit-lead' | 'send-guide-email';

/** Sends a body written out as JSON text (so a `__proto__` key is sent as it is written). */
async function send(name: Form, body: string) {
  const answer = await post(t.url, t.backend.keys.anonKey, name, body);
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

/** JSON text of an envelope whose values are given as JSON text. */
const envelope = (kind: string, values: string, page = '/reviews') =>
  `{"kind":${JSON.stringify(kind)},"values":${values},"page":${JSON.stringify(page)}}`;

/** The values as JSON text with one field's value replaced by raw JSON text. */
const withRaw = (values: Record<string, unknown>, field: string, raw: string) =>
  JSON.stringify({ ...values, [field]: '__RAW__' }).replace('"__RAW__"', raw);

async function stored() {
  const leads = await t.service.from('leads').select('id', { count: 'exact', head: true });
  const outbox = await t.service.from('outbox').select('id', { count: 'exact', head: true });
  return { leads: leads.count, outbox: outbox.count };
}

/** The answer to a request that must be refused with the form's field messages, storing nothing. */
async function refusedFields(name: Form, body: string) {
  const before = await stored();
  const answer = await send(name, body);
  expect(await stored()).toEqual(before);
  return answer;
}

const invalid = (fieldErrors: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'invalid', message: MESSAGES.requiredFields, fieldErrors } },
});

it('still stores an inquiry as the site sends it', async () => {
  const answer = await send('submit-lead', JSON.stringify(makeInquirySubmission()));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
});

describe('keys that are not fields of the form', () => {
  const review = makeReview();
  const clean = JSON.stringify(review).slice(1, -1);

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'])(
    'drops a "%s" key in the values, as any key the form does not have, and stores the lead without it',
    async (key) => {
      const answer = await send(
        'submit-lead',
        envelope('review', `{${JSON.stringify(key)}:{"polluted":true,"name":"x"},${clean}}`),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { data } = await t.service
        .from('leads')
        .select('fields')
        .eq('id', answer.body.id as string)
        .single();
      expect(data!.fields).toEqual({ ...review });
      expect(Object.keys(data!.fields as object).sort()).toEqual(Object.keys(review).sort());
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('never reads a field from the values’ __proto__: the form’s fields are still missing', async () => {
    const answer = await refusedFields(
      'submit-lead',
      envelope('review', '{"__proto__":{"name":"Maria","experience":"Great","rating":5}}'),
    );
    expect(answer).toEqual(invalid({ name: FIELD_ERRORS.name, experience: FIELD_ERRORS.experience }));
  });

  it('drops __proto__ and constructor in the guide request too', async () => {
    const values = JSON.stringify(makeGuideRequest()).slice(1, -1);
    const answer = await send(
      'send-guide-email',
      envelope(
        'guide',
        `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${values}}`,
        '/florida-michigan',
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('a list or an object where the form sends text, a number or a yes/no', () => {
  const review = makeReview();
  const inquiry = makeInquiry();
  const guide = makeGuideRequest();

  it.each([
    ['name', '["Maria"]', FIELD_ERRORS.name],
    ['name', '{"toString":"x"}', FIELD_ERRORS.name],
    ['name', '{"first":"Maria"}', FIELD_ERRORS.name],
    ['name', '[]', FIELD_ERRORS.name],
    ['experience', '["Great"]', FIELD_ERRORS.experience],
    ['location', '{"city":"Troy"}', FIELD_ERRORS.text],
    ['rating', '[5]', FIELD_ERRORS.rating],
    ['rating', '{"toString":"x"}', FIELD_ERRORS.rating],
  ])('refuses a review whose %s is %s with the field’s message', async (field, raw, message) => {
    const answer = await refusedFields('submit-lead', envelope('review', withRaw(review, field, raw)));
    expect(answer).toEqual(invalid({ [field]: message }));
  });

  it.each([
    ['email', '["a@example.com"]', FIELD_ERRORS.emailFormat],
    ['email', '{"toString":"a@example.com"}', FIELD_ERRORS.emailFormat],
    ['phone', '{"toString":"(248) 555-0142"}', FIELD_ERRORS.phoneFormat],
    ['lookingTo', '["buy"]', FIELD_ERRORS.lookingTo],
    ['timeline', '{"valueOf":"3-6"}', FIELD_ERRORS.timeline],
    ['budget', '["flexible"]', FIELD_ERRORS.option],
    ['notes', '{"toString":"x"}', FIELD_ERRORS.text],
    ['consent', '[true]', MESSAGES.consentRequired.description],
    ['consent', '{"toString":"true"}', MESSAGES.consentRequired.description],
    ['email', JSON.stringify(`${'j'.repeat(240)}@example.com`), FIELD_ERRORS.emailLocalTooLong],
    ['email', JSON.stringify(`jordan@${'m'.repeat(64)}.com`), FIELD_ERRORS.emailDomainLabelTooLong],
  ])('refuses an inquiry whose %s is %s with the field’s message', async (field, raw, message) => {
    const body = JSON.stringify(makeInquirySubmission({ values: '__VALUES__' })).replace(
      '"__VALUES__"',
      withRaw(inquiry, field, raw),
    );
    const answer = await refusedFields('submit-lead', body);
    expect(answer).toEqual(invalid({ [field]: message }));
  });

  it.each([
    ['email', '["a@example.com"]', FIELD_ERRORS.emailFormat],
    ['firstName', '{"toString":"x"}', FIELD_ERRORS.firstName],
    ['message', '["Moving in May"]', FIELD_ERRORS.text],
  ])('refuses a guide request whose %s is %s with the field’s message', async (field, raw, message) => {
    const answer = await refusedFields(
      'send-guide-email',
      envelope('guide', withRaw(guide, field, raw), '/florida-michigan'),
    );
    expect(answer).toEqual(invalid({ [field]: message }));
  });

  it('refuses a subscription whose email is a list', async () => {
    const answer = await refusedFields(
      'submit-lead',
      envelope('subscribe', '{"email":["reader@example.com"]}', '/blog'),
    );
    expect(answer).toEqual(invalid({ email: FIELD_ERRORS.emailFormat }));
  });

  it('names the other fields’ problems alongside', async () => {
    const answer = await refusedFields('submit-lead', envelope('review', '{"name":["Maria"],"rating":5}'));
    expect(answer).toEqual(invalid({ name: FIELD_ERRORS.name, experience: FIELD_ERRORS.experience }));
  });

  it('still takes a number or a yes/no where the form sends text, as the schema converts it', async () => {
    const answer = await send(
      'submit-lead',
      envelope('review', JSON.stringify({ ...review, name: 12345, location: true, rating: '4' })),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { data } = await t.service
      .from('leads')
      .select('fields')
      .eq('id', answer.body.id as string)
      .single();
    expect(data!.fields).toEqual({ ...review, name: '12345', location: 'true', rating: 4 });
  });
});

describe('deep nesting', () => {
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const tooDeep = { status: 400, body: { error: { code: 'bad_request', message: TOO_DEEP } } };

  it.each<[string, Form, string]>([
    ['an array 5,000 deep beside the envelope', 'submit-lead', `{"x":${deepArray(5_000)}}`],
    ['a body of objects 5,000 deep', 'submit-lead', deepObject(5_000)],
    ['an array 15,000 deep beside the envelope', 'send-guide-email', `{"a":${deepArray(15_000)}}`],
    [
      'an array 5,000 deep in place of a field',
      'submit-lead',
      envelope('review', withRaw(makeReview(), 'name', deepArray(5_000))),
    ],
    [
      'an array 5,000 deep in place of the values',
      'send-guide-email',
      envelope('guide', deepArray(5_000), '/florida-michigan'),
    ],
    ['an array 5,000 deep as the kind', 'submit-lead', `{"kind":${deepArray(5_000)},"page":"/"}`],
  ])('refuses %s with 400, storing nothing', async (_name, form, body) => {
    const before = await stored();
    expect(await send(form, body)).toEqual(tooDeep);
    expect(await stored()).toEqual(before);
  });

  it(`reads a body ${MAX_JSON_DEPTH} levels deep, and refuses one level more`, async () => {
    // The body is a level, the values another, and the unknown field the rest.
    const body = (depth: number) => envelope('review', withRaw(makeReview(), 'extra', deepArray(depth - 2)));
    const deepest = await send('submit-lead', body(MAX_JSON_DEPTH));
    expect(deepest.status, JSON.stringify(deepest.body)).toBe(200);
    const before = await stored();
    expect(await send('submit-lead', body(MAX_JSON_DEPTH + 1))).toEqual(tooDeep);
    expect(await stored()).toEqual(before);
  });
});
