// /auth/v1 through supabase-js: password sign-in, refresh, the current user, sign-out and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const fresh = () =>
  createClient(t.url, t.backend.keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('password sign-in', () => {
  it('signs the agent in with a session and an authenticated JWT', async () => {
    const client = fresh();
    const { data, error } = await client.auth.signInWithPassword(AGENT);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: AGENT.email, role: 'authenticated', aud: 'authenticated' });
    expect(data.session!.token_type).toBe('bearer');
    expect(data.session!.expires_in).toBe(3600);
    expect(claims(data.session!.access_token)).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      email: AGENT.email,
      aal: 'aal1',
    });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const attempt of [
      { email: AGENT.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: AGENT.password },
    ]) {
      const { data, error } = await fresh().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('accepts the email in any case', async () => {
    const { error } = await fresh().auth.signInWithPassword({
      email: AGENT.email.toUpperCase(),
      password: AGENT.password,
    });
    expect(error).toBeNull();
  });

  it('has no sign-up: the agent account is made by an administrator', async () => {
    const { error } = await fresh().auth.signUp({ email: 'new@example.com', password: 'a-long-password' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });
});

describe('sessions', () => {
  it('returns the signed-in user', async () => {
    const client = await t.signIn(AGENT.email, AGENT.password);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user!.email).toBe(AGENT.email);
  });

  it('refreshes with rotation: the new refresh token works, the old one is spent', async () => {
    const client = await t.signIn(AGENT.email, AGENT.password);
    const first = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(data.session!.access_token).toBeTruthy();
    expect(claims(data.session!.access_token).session_id).toBe(claims(first.access_token).session_id);
    const again = await fresh().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).toBeNull();
  });

  it('a spent refresh token used again ends the session: its newest tokens stop working too', async () => {
    const client = await t.signIn(AGENT.email, AGENT.password);
    const first = (await client.auth.getSession()).data.session!;
    const second = await fresh().auth.refreshSession({ refresh_token: first.refresh_token });
    const third = await fresh().auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(third.error).toBeNull();
    const newest = third.data.session!;

    const replayed = await fresh().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replayed.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    const refreshed = await fresh().auth.refreshSession({ refresh_token: newest.refresh_token });
    expect(refreshed.error).not.toBeNull();
    const user = await fresh().auth.getUser(newest.access_token);
    expect(user.error).not.toBeNull();
    const leads = await fetch(`${t.url}/rest/v1/leads?select=id`, {
      headers: { apikey: t.backend.keys.anonKey, authorization: `Bearer ${newest.access_token}` },
    });
    expect(leads.status).toBe(401);
  });

  it('answers 400, never 500, to sign-ins no column could hold', async () => {
    const post = (body: unknown, grant = 'password') =>
      fetch(`${t.url}/auth/v1/token?grant_type=${grant}`, {
        method: 'POST',
        headers: { apikey: t.backend.keys.anonKey, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    for (const email of ['a\u0000@example.com', `${'a'.repeat(3000)}@example.com`, '\ud800@example.com']) {
      const answer = await post({ email, password: 'x' });
      expect(answer.status, JSON.stringify(email.slice(0, 8))).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await post({ email: ['agent@example.com'], password: 'x' })).status).toBe(400);
    expect((await post({ refresh_token: 'a\u0000b' }, 'refresh_token')).status).toBe(400);
    expect((await post(`{"email":${'['.repeat(15000)}${']'.repeat(15000)}}`)).status).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await fresh().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out: the session and its refresh tokens end', async () => {
    const client = await t.signIn(AGENT.email, AGENT.password);
    const session = (await client.auth.getSession()).data.session!;
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const user = await fresh().auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
    const refreshed = await fresh().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).not.toBeNull();
    // The access token is refused everywhere, not only by /auth/v1/user.
    const headers = { apikey: t.backend.keys.anonKey, authorization: `Bearer ${session.access_token}` };
    const leads = await fetch(`${t.url}/rest/v1/leads?select=id`, { headers });
    expect(leads.status).toBe(401);
    expect(await leads.json()).toMatchObject({ code: 'PGRST301' });
    const objects = await fetch(`${t.url}/storage/v1/object/list/listing-photos`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(objects.status).toBeGreaterThanOrEqual(400);
    expect(objects.status).toBeLessThan(500);
  });

  it('refuses an expired token', async () => {
    const { signJwt } = await import('../src/index.ts');
    const expired = signJwt(
      {
        role: 'authenticated',
        sub: '00000000-0000-0000-0000-000000000000',
        exp: Math.floor(Date.now() / 1000) - 10,
      },
      'super-secret-jwt-token-with-at-least-32-characters-long',
    );
    const { error } = await fresh().auth.getUser(expired);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const rest = await fetch(`${t.url}/rest/v1/listings?select=slug`, {
      headers: { apikey: t.backend.keys.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a token not valid yet, or whose expiry is not a number', async () => {
    const { signJwt } = await import('../src/index.ts');
    const now = Math.floor(Date.now() / 1000);
    const user = { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nbf: now + 3600, exp: now + 7200 }, 'PGRST303', 'JWT not yet valid'],
      [{ exp: String(now + 3600) }, 'PGRST301', "Invalid JWT: The JWT 'exp' claim must be a number"],
      [{}, 'PGRST301', "Invalid JWT: The JWT 'exp' claim is required for a user's token"],
    ];
    for (const [claims, code, message] of cases) {
      const token = signJwt(
        { ...user, ...claims },
        'super-secret-jwt-token-with-at-least-32-characters-long',
      );
      const rest = await fetch(`${t.url}/rest/v1/listings?select=slug`, {
        headers: { apikey: t.backend.keys.anonKey, authorization: `Bearer ${token}` },
      });
      expect(rest.status, message).toBe(401);
      expect(await rest.json(), message).toMatchObject({ code, message });
      const { error } = await fresh().auth.getUser(token);
      expect(error, message).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
  });
});

describe('admin', () => {
  it('creates users with the service role only', async () => {
    const denied = await t.anon.auth.admin.createUser({
      email: 'someone@example.com',
      password: 'password-1',
    });
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });
    const created = await t.service.auth.admin.createUser({
      email: 'someone@example.com',
      password: 'password-1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(created.data.user!.email).toBe('someone@example.com');
    const duplicate = await t.service.auth.admin.createUser({
      email: 'someone@example.com',
      password: 'password-1',
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});
