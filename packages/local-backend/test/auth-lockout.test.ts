// Failed password sign-ins are slowed, then locked, per email and per address, in the database:
// refused with 429 over_request_rate_limit while locked (even with the right password), and the
// right password works again once the lock has passed.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend({
    AUTH_LOCKOUT_MAX_FAILURES: '3',
    AUTH_LOCKOUT_MAX_FAILURES_PER_ADDRESS: '8',
    AUTH_LOCKOUT_SECONDS: '2',
    AUTH_LOCKOUT_SLOW_AFTER: '2',
    AUTH_LOCKOUT_DELAY_MS: '1000',
  });
  for (const email of ['owner@example.com', 'neighbour@example.com']) {
    await t.service.auth.admin.createUser({ email, password: 'right-password', email_confirm: true });
  }
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  createClient(t.url, t.backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  }).auth.signInWithPassword({ email, password });

/** A raw sign-in, for the status and headers supabase-js does not show. */
const post = (email: string, password: string) =>
  fetch(`${t.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: t.backend.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** Tries a wrong password, waiting out any slow-down first (waiting is not failing). */
async function fail(email: string) {
  await vi.waitFor(
    async () => {
      const { error } = await signIn(email, 'wrong-password');
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    },
    { timeout: 10_000, interval: 200 },
  );
}

async function failuresOf(key: string) {
  const rows = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
    tx.query<{ failures: number; blocked: boolean }>(
      'select failures, blocked_until > now() as blocked from auth.sign_in_failures where key = $1',
      [key],
    ),
  );
  return rows[0];
}

describe('sign-in lockout', () => {
  it('slows a guessed email, then locks it, and the lock holds against the right password', async () => {
    const email = 'owner@example.com';
    await fail(email);
    await fail(email);
    // Two failures: the next attempt must wait a second.
    const slowed = await post(email, 'wrong-password');
    expect(slowed.status).toBe(429);
    expect(await slowed.json()).toEqual({
      code: 'over_request_rate_limit',
      msg: 'Too many failed sign-in attempts. Try again in 1 second.',
    });
    expect(slowed.headers.get('retry-after')).toBe('1');

    await fail(email);
    expect(await failuresOf(`email:${email}`)).toEqual({ failures: 0, blocked: true });
    const { data, error } = await signIn(email, 'right-password');
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in [12] seconds?\.$/),
    });
  });

  it('lets the right password in once the lock has passed, and forgets the failures', async () => {
    const email = 'owner@example.com';
    await vi.waitFor(
      async () => {
        const { error } = await signIn(email, 'right-password');
        expect(error).toBeNull();
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(await failuresOf(`email:${email}`)).toBeUndefined();
    const { error } = await signIn(email, 'wrong-password');
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('locks an unknown email the same way, so a lock reveals nothing', async () => {
    const email = 'nobody-here@example.com';
    for (let i = 0; i < 3; i++) await fail(email);
    const { error } = await signIn(email, 'any-password');
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('locks an address that tries many emails, until the lock passes', async () => {
    const address = await failuresOf('ip:127.0.0.1');
    const remaining = 8 - (address?.failures ?? 0);
    for (let i = 0; i < remaining; i++) await fail(`guess-${i}@example.com`);
    const { error } = await signIn(AGENT.email, AGENT.password);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await vi.waitFor(
      async () => {
        const { error: again } = await signIn(AGENT.email, AGENT.password);
        expect(again).toBeNull();
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it('counts parallel guesses: no more than the limit get their password checked', async () => {
    const email = 'neighbour@example.com';
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(email, 'wrong-password')));
    const statuses = answers.map((answer) => answer.status).sort();
    // The first two are checked (the second slows the rest), the others wait.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a stranger cannot lock the agent out', () => {
  let s: TestBackend;
  /** The cookie the agent's phone holds. */
  let phone: string | undefined;
  beforeAll(async () => {
    // The defaults: 5 failures lock an email, 20 lock an address, for 15 minutes.
    s = await startTestBackend({ AUTH_LOCKOUT_DELAY_MS: '0' });
  });
  afterAll(() => s.close());

  /** A sign-in as a browser sends it, with the cookies it holds; answers the status and its cookie. */
  const attempt = async (password: string, cookie?: string) => {
    const response = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: s.backend.keys.anonKey,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email: AGENT.email, password }),
    });
    await response.body?.cancel();
    return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] };
  };

  it('the agent’s own browser signs in with the right password while the email and address are locked', async () => {
    const agentsPhone = await attempt(AGENT.password);
    expect(agentsPhone.status).toBe(200);
    expect(agentsPhone.cookie).toMatch(/^sb-device=/);

    // A stranger guesses the agent's password from this same address, until both are locked.
    const strangers: number[] = [];
    for (let i = 0; i < 22; i++) strangers.push((await attempt(`guess-${i}`)).status);
    expect(strangers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(strangers.at(-1)).toBe(429);
    // Guessing stays impractical: even the right password is refused to a browser the account
    // has not seen, and so are forged or foreign device cookies.
    expect((await attempt(AGENT.password)).status).toBe(429);
    expect((await attempt(AGENT.password, 'sb-device=AAAAAAAAAAAAAAAAAAAAAA.' + 'A'.repeat(43))).status).toBe(
      429,
    );

    // The agent's phone still signs in, and is a known device again after.
    const again = await attempt(AGENT.password, agentsPhone.cookie);
    expect(again.status).toBe(200);
    expect(again.cookie).toMatch(/^sb-device=/);
    phone = again.cookie;
  });

  it('a known device is limited too: a stolen device cookie gives no more guesses than an email', async () => {
    const device = phone;
    expect(device).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`guess-${i}`, device)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await attempt(AGENT.password, device)).status).toBe(429);
  });
});
