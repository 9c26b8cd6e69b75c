// Abuse: a per-IP rate limit kept in the database (429 with Retry-After, nothing stored), and a
// database that cannot be reached (503, never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import createSubmitLead from '../functions/submit-lead/handler.ts';
import { invoke, makeInquirySubmission, makeReview } from './lead-factories.ts';
import { startInsideOneWindow } from './rate-window.ts';

let t: TestBackend;
const WINDOW_SECONDS = 600;

beforeAll(async () => {
  t = await startTestBackend({ LEAD_RATE_LIMIT: `3/${WINDOW_SECONDS}` });
});

afterAll(() => t.close());

describe('the rate limit', () => {
  it(
    'refuses a fourth lead from one address within the window, and stores none of it',
    { timeout: 60_000 },
    async () => {
      await startInsideOneWindow(WINDOW_SECONDS);
      const review = { kind: 'review', values: makeReview({ name: 'Rate Limited' }), page: '/reviews' };
      for (let i = 0; i < 3; i++) expect((await invoke(t.anon, 'submit-lead', review)).status).toBe(200);
      const refused = await invoke(t.anon, 'submit-lead', makeInquirySubmission());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        error: { code: 'rate_limited', message: expect.stringMatching(/^Too many messages/) },
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const { count } = await t.service.from('leads').select('id', { count: 'exact', head: true });
      expect(count).toBe(3);
      const limits = await t.service.from('rate_limits').select('ip, hits');
      expect(limits.data).toEqual([{ ip: '127.0.0.1', hits: 4 }]);
    },
  );
});

describe('a database that cannot be reached', () => {
  it('answers 503 with a message to try again', async () => {
    const handler = createSubmitLead(
      (name) =>
        ({
          SUPABASE_URL: 'http://127.0.0.1:9',
          SUPABASE_SERVICE_ROLE_KEY: 'key',
          AGENT_TIME_ZONE: 'America/Detroit',
          MAIL_DIR: '/nonexistent',
        })[name],
    );
    const response = await handler(
      new Request('http://127.0.0.1/functions/v1/submit-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(makeInquirySubmission()),
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: { code: 'unavailable', message: expect.stringContaining('Please try again in a minute') },
    });
  });
});
