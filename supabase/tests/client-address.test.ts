// Rate limits and sign-in lockouts count the client's real address: the X-Forwarded-For entry the
// trusted proxy appended, never one the client wrote itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import { clientIp } from '../functions/_shared/form-http.ts';
import createSubmitLead from '../functions/submit-lead/handler.ts';
import { makeInquirySubmission } from './lead-factories.ts';
import { startInsideOneWindow } from './rate-window.ts';

const forwarded = (value: string) =>
  new Request('http://127.0.0.1/', { headers: { 'x-forwarded-for': value } });

describe('clientIp, in the functions', () => {
  it('is the entry the gateway appended, not the one the client wrote', () => {
    expect(clientIp(forwarded('203.0.113.9, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(forwarded('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(forwarded('1.1.1.1, 198.51.100.7, 10.0.0.5'), 2)).toBe('198.51.100.7');
  });

  it('is unknown when the gateway named no address', () => {
    expect(clientIp(new Request('http://127.0.0.1/'))).toBeUndefined();
    expect(clientIp(forwarded('198.51.100.7'), 2)).toBeUndefined();
    expect(clientIp(new Request('http://127.0.0.1/', { headers: { 'x-real-ip': '203.0.113.9' } }))).toBe(
      undefined,
    );
  });
});

describe('behind a proxy', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend({
      TRUSTED_PROXY_HOPS: '1',
      LEAD_RATE_LIMIT: '3/600',
      AUTH_LOCKOUT_MAX_FAILURES_PER_ADDRESS: '4',
      AUTH_LOCKOUT_MAX_FAILURES: '100',
      AUTH_LOCKOUT_DELAY_MS: '0',
    });
  });
  afterAll(() => t.close());

  const submit = (chain: string) =>
    fetch(`${t.url}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: {
        apikey: t.backend.keys.anonKey,
        authorization: `Bearer ${t.backend.keys.anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': chain,
      },
      body: JSON.stringify(makeInquirySubmission()),
    });

  it(
    'a visitor who writes a new address each time is still limited by the one the proxy saw',
    { timeout: 60_000 },
    async () => {
      await startInsideOneWindow(600);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await submit(`203.0.113.${i}, 198.51.100.7`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another visitor behind the same proxy is not blocked by the first.
      expect((await submit('198.51.100.8')).status).toBe(200);
      const { data } = await t.service.from('rate_limits').select('ip, hits').order('ip');
      expect(data).toEqual([
        { ip: '198.51.100.7', hits: 5 },
        { ip: '198.51.100.8', hits: 1 },
      ]);
    },
  );

  it('failed sign-ins lock the address the proxy saw, not every visitor behind the proxy', async () => {
    const signIn = (chain: string, password: string) =>
      fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: t.backend.keys.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': chain,
        },
        body: JSON.stringify({ email: 'agent@example.com', password }),
      });
    for (let i = 0; i < 4; i++)
      expect((await signIn(`10.9.9.${i}, 198.51.100.20`, 'wrong')).status).toBe(400);
    expect((await signIn('10.9.9.9, 198.51.100.20', 'agent-password-123')).status).toBe(429);
    expect((await signIn('198.51.100.21', 'agent-password-123')).status).toBe(200);
  });
});

describe('as on Supabase, behind its gateway', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  it('submit-lead limits the address the gateway appended', { timeout: 60_000 }, async () => {
    await startInsideOneWindow(600);
    const handler = createSubmitLead(
      (name) =>
        ({
          SUPABASE_URL: t.url,
          SUPABASE_SERVICE_ROLE_KEY: t.backend.keys.serviceRoleKey,
          AGENT_TIME_ZONE: 'America/Detroit',
          MAIL_DIR: `${t.dataDir}/mail`,
          LEAD_RATE_LIMIT: '2/600',
          OUTBOX_INTERVAL_MS: '0',
        })[name],
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await handler(
        new Request(`${t.url}/functions/v1/submit-lead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}, 198.51.100.30` },
          body: JSON.stringify(makeInquirySubmission()),
        }),
      );
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
