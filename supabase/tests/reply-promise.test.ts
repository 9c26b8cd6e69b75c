// The pages' live promise (decision 047): reply-promise answers what a lead sent now would be
// promised, by the rule the submission applies (reply-hours.test.ts), with the function's clock
// fixed. The test backend's agent keeps the default hours, 8 AM to 8 PM on the agent's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import createReplyPromise from '../functions/reply-promise/handler.ts';
import { functionEnv } from './lead-factories.ts';

/** Friday 27 November 2026, 4:08 AM in Detroit (EST, UTC-5), and noon that day. */
const FOUR_AM = new Date('2026-11-27T09:08:00Z');
const NOON = new Date('2026-11-27T17:00:00Z');
/** 9:30 PM that Friday: work starts again at 8 AM on Saturday. */
const NIGHT = new Date('2026-11-28T02:30:00Z');

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => {
  await t.close();
});

/** Asks the function, its clock at `now`, as a page would: a plain GET. */
async function ask(now: Date, query: string, init: RequestInit = {}) {
  const handler = createReplyPromise(functionEnv(t), () => now);
  const response = await handler(new Request(`${t.url}/functions/v1/reply-promise${query}`, init));
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('the promise a page makes', () => {
  it('before working hours is the hour they start, due 15 minutes later, cacheable for a minute', async () => {
    const { response, body } = await ask(FOUR_AM, '?kind=tour');
    expect(response.status).toBe(200);
    expect(body).toEqual({
      kind: 'tour',
      reply: { text: 'after 8 AM', inHours: false, by: '2026-11-27T13:15:00.000Z' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('in working hours is the spec’s 15 minutes', async () => {
    const { body } = await ask(NOON, '?kind=inquiry');
    expect(body.reply).toEqual({ text: 'within 15 minutes', inHours: true, by: '2026-11-27T17:15:00.000Z' });
  });

  it('after the day’s work names tomorrow', async () => {
    const { body } = await ask(NIGHT, '?kind=valuation');
    expect(body.reply).toMatchObject({ text: 'tomorrow after 8 AM', inHours: false });
  });

  it('keeps a partner request’s 24 hours at any hour, and owes a guide request nothing', async () => {
    expect((await ask(FOUR_AM, '?kind=partnership')).body.reply).toMatchObject({
      text: 'within 24 hours',
      inHours: true,
    });
    expect((await ask(FOUR_AM, '?kind=guide')).body).toEqual({ kind: 'guide', reply: null });
  });

  it('follows the hours the agent sets', async () => {
    const early = { start: '04:00', end: '12:00' };
    const week = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, early]));
    const before = await t.service.from('alert_settings').select('working_hours').eq('id', true).single();
    const set = await t.service.from('alert_settings').update({ working_hours: week }).eq('id', true);
    expect(set.error).toBeNull();
    try {
      expect((await ask(FOUR_AM, '?kind=tour')).body.reply).toMatchObject({
        text: 'within 15 minutes',
        inHours: true,
      });
    } finally {
      await t.service
        .from('alert_settings')
        .update({ working_hours: before.data!.working_hours })
        .eq('id', true);
    }
  });
});

describe('what it refuses', () => {
  it('refuses an unknown or missing kind with 400 and the kinds it knows', async () => {
    for (const query of ['?kind=mortgage', '', '?kind=']) {
      const { response, body } = await ask(NOON, query);
      expect(response.status, query).toBe(400);
      expect(body, query).toEqual({
        error: {
          code: 'bad_request',
          message: expect.stringMatching(/^kind must be one of inquiry, tour, /),
        },
      });
    }
  });

  it('answers only GET: a POST is refused with 405 and what it allows', async () => {
    const { response, body } = await ask(NOON, '?kind=tour', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(body).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

it('is served by the local backend to anyone, without a key, with the API’s security headers', async () => {
  const response = await fetch(`${t.url}/functions/v1/reply-promise?kind=tour`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ kind: 'tour', reply: { inHours: expect.any(Boolean) } });
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  const refused = await fetch(`${t.url}/functions/v1/reply-promise?kind=%3Cscript%3E`);
  expect(refused.status).toBe(400);
  expect(await refused.text()).not.toContain('<script>');
});
