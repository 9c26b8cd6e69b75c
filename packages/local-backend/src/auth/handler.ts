// /auth/v1: the part of GoTrue's API the product uses: password sign-in, refresh-token rotation,
// the current user, sign-out, and the admin calls to create and delete users (service role only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Database, DatabaseError, type Queryable, storableText } from '../db/database.ts';
import { identify } from '../caller.ts';
import { requestClientAddress } from '../client-address.ts';
import {
  CORS_HEADERS,
  header,
  json,
  nestsDeeperThan,
  PayloadTooLargeError,
  preflight,
  readBody,
  type Reply,
  send,
} from '../http.ts';
import type { Claims, JwtVerifier } from '../jwt.ts';
import { deviceCookie, knownDevice, newDeviceToken } from './device.ts';
import { beginAttempt, forgiveAttempt, type LockoutPolicy } from './lockout.ts';
import {
  checkPassword,
  findUserByEmail,
  findUserById,
  insertUser,
  newRefreshToken,
  publicUser,
  type UserRow,
} from './users.ts';

export interface AuthContext {
  db: Database;
  jwt: JwtVerifier;
  publicUrl: () => string;
  jwtExpirySeconds: number;
  lockout: LockoutPolicy;
  trustedProxyHops: number;
  /** Signs device cookies (the JWT secret). */
  deviceSecret: string;
}

/** Within this many seconds a rotated refresh token may be presented again (another tab racing). */
const REUSE_INTERVAL_SECONDS = 10;

const VERSION_HEADERS = { ...CORS_HEADERS, 'x-supabase-api-version': '2024-01-01' };

class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

function ok(value: unknown, status = 200): Reply {
  return json(status, value, VERSION_HEADERS);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(request, 1024 * 1024);
  if (raw.length === 0) return {};
  try {
    const value = JSON.parse(raw.toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && !nestsDeeperThan(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

/**
 * A string field of the body; anything else is absent. A string no column can hold (NUL, a lone
 * surrogate) or longer than `max` is refused: the caller answers with its own message.
 */
function text(body: Record<string, unknown>, name: string, max = 1024): string | undefined {
  const value = body[name];
  if (typeof value !== 'string') return undefined;
  if (value.length > max || !storableText(value)) {
    throw new AuthError(400, 'validation_failed', `The ${name.replace('_', ' ')} is not valid.`);
  }
  return value;
}

/** At most this long, as GoTrue's column: a longer "email" is no address. */
const MAX_EMAIL = 255;

export async function handleAuth(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: AuthContext,
): Promise<void> {
  if (request.method === 'OPTIONS') return send(response, preflight(request));
  let reply: Reply;
  try {
    reply = await route(request, url, context);
  } catch (error) {
    if (error instanceof AuthError)
      reply = json(
        error.status,
        { code: error.code, msg: error.message },
        { ...VERSION_HEADERS, ...error.headers },
      );
    else if (error instanceof PayloadTooLargeError) {
      reply = json(413, { code: 'request_too_large', msg: 'Request body too large' }, VERSION_HEADERS);
    } else if (error instanceof DatabaseError && /^2[23]/.test(error.code)) {
      // Data the database refused (a value it cannot hold): the request's fault, not the server's.
      reply = json(
        400,
        { code: 'validation_failed', msg: 'The request holds a value that is not valid.' },
        VERSION_HEADERS,
      );
    } else {
      console.error('Unexpected error in /auth/v1:', error);
      reply = json(500, { code: 'unexpected_failure', msg: 'Unexpected failure' }, VERSION_HEADERS);
    }
  }
  send(response, reply);
}

async function route(request: IncomingMessage, url: URL, context: AuthContext): Promise<Reply> {
  const path = url.pathname.slice('/auth/v1'.length);
  const method = request.method ?? 'GET';
  if (path === '/health' && method === 'GET') {
    return ok({ version: 'local-backend', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' });
  }
  if (path === '/settings' && method === 'GET') {
    return ok({
      external: { email: true },
      disable_signup: true,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });
  }
  const who = await identify(request, url, context.jwt, context.db);
  if (!who.ok) {
    if (who.code === 'no_api_key') throw new AuthError(401, 'no_authorization', who.message);
    if (who.sessionEnded)
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    throw new AuthError(403, 'bad_jwt', `invalid JWT: ${who.message}`);
  }
  if (path === '/token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    const body = await jsonBody(request);
    if (grant === 'password') return signInWithPassword(context, body, request);
    if (grant === 'refresh_token') return refresh(context, body);
    throw new AuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grant ?? '(none)'}`);
  }
  if (path === '/signup' && method === 'POST') {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (path === '/user' && method === 'GET') {
    const { user } = await currentSession(context, who.caller.claims);
    return ok(publicUser(user));
  }
  if (path === '/logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global';
    await signOut(context, who.caller.claims, scope);
    return { status: 204, headers: VERSION_HEADERS };
  }
  if (path.startsWith('/admin/')) {
    if (who.caller.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
    return admin(request, path, method, context);
  }
  throw new AuthError(404, 'not_found', `${method} /auth/v1${path} is not supported by the local backend`);
}

async function issueSession(
  context: AuthContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<Reply> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + context.jwtExpirySeconds;
  const claims: Claims = {
    aud: user.aud,
    exp: expiresAt,
    iat: now,
    iss: `${context.publicUrl()}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const fresh = await findUserById(tx, user.id);
  return ok({
    access_token: context.jwt.sign(claims),
    token_type: 'bearer',
    expires_in: context.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: publicUser(fresh ?? user),
  });
}

function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

function waitFor(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

async function signInWithPassword(
  context: AuthContext,
  body: Record<string, unknown>,
  request: IncomingMessage,
): Promise<Reply> {
  const email = text(body, 'email', MAX_EMAIL);
  const password = text(body, 'password');
  if (!email || !password) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const device = knownDevice(header(request, 'cookie'), context.deviceSecret, email);
  const address = requestClientAddress(request, context.trustedProxyHops);
  // As GoTrue's rate limits answer (429 over_request_rate_limit), with how long to wait.
  const attempt = await beginAttempt(context.db, context.lockout, email, address, device);
  if ('retryAfterSeconds' in attempt) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      `Too many failed sign-in attempts. Try again in ${waitFor(attempt.retryAfterSeconds)}.`,
      { 'retry-after': String(attempt.retryAfterSeconds) },
    );
  }
  const user = await context.db.transaction('admin', { readOnly: true }, (tx) => findUserByEmail(tx, email));
  // bcrypt runs outside the transaction: it is slow on purpose and must not hold the database.
  const valid = await checkPassword(password, user?.encrypted_password ?? null);
  if (!user || !valid) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  await forgiveAttempt(context.db, attempt);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return context.db.transaction('admin', {}, async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid', [
      user.id,
    ]);
    const sessions = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1::uuid) returning id::text as id',
      [user.id],
    );
    const sessionId = sessions[0]?.id ?? '';
    const token = newRefreshToken();
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3::uuid)', [
      token,
      user.id,
      sessionId,
    ]);
    const reply = await issueSession(context, tx, user, sessionId, token, 'password');
    // This browser is now a known device of the account (see device.ts).
    const cookie = deviceCookie(
      newDeviceToken(context.deviceSecret, email),
      context.publicUrl().startsWith('https:'),
    );
    return { ...reply, headers: { ...reply.headers, 'set-cookie': cookie } };
  });
}

async function refresh(context: AuthContext, body: Record<string, unknown>): Promise<Reply> {
  const presented = text(body, 'refresh_token');
  if (!presented) throw new AuthError(400, 'validation_failed', 'Refresh Token Not Found');
  const outcome = await context.db.transaction('admin', {}, async (tx): Promise<Reply | 'reused'> => {
    const rows = await tx.query<{ user_id: string; session_id: string; revoked: boolean; age: number }>(
      `select user_id, session_id::text as session_id, revoked,
              extract(epoch from now() - updated_at)::float8 as age
       from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = rows[0];
    if (!row)
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    let token: string;
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where parent = $1 and not revoked',
        [presented],
      );
      if (row.age > REUSE_INTERVAL_SECONDS || !child[0]) {
        // A revoked token used again looks like theft: end the whole session (GoTrue's reuse
        // detection), with every refresh token and access token of it. The deletion is committed;
        // the refusal is answered after.
        await tx.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
        return 'reused';
      }
      token = child[0].token;
    } else {
      token = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
        presented,
      ]);
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3::uuid, $4)',
        [token, row.user_id, row.session_id, presented],
      );
      await tx.query(
        'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid',
        [row.session_id],
      );
    }
    const user = await findUserById(tx, row.user_id);
    if (!user || isBanned(user))
      throw new AuthError(400, 'user_not_found', 'User from sub claim in JWT does not exist');
    return issueSession(context, tx, user, row.session_id, token, 'password');
  });
  if (outcome === 'reused')
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome;
}

async function currentSession(
  context: AuthContext,
  claims: Claims,
): Promise<{ user: UserRow; sessionId: string }> {
  if (!claims.sub || !claims.session_id) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const sub = claims.sub;
  const sessionId = claims.session_id;
  return context.db.transaction('admin', { readOnly: true }, async (tx) => {
    const sessions = await tx.query(
      'select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid',
      [sessionId, sub],
    );
    if (sessions.length === 0) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(tx, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  });
}

async function signOut(context: AuthContext, claims: Claims, scope: string): Promise<void> {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
  }
  const { user, sessionId } = await currentSession(context, claims);
  await context.db.transaction('admin', {}, async (tx) => {
    if (scope === 'local') await tx.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
    else if (scope === 'others') {
      await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
        user.id,
        sessionId,
      ]);
    } else await tx.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
  });
}

async function admin(
  request: IncomingMessage,
  path: string,
  method: string,
  context: AuthContext,
): Promise<Reply> {
  if (path === '/admin/users' && method === 'POST') {
    const body = await jsonBody(request);
    const email = text(body, 'email', MAX_EMAIL);
    const password = text(body, 'password');
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (!password || password.length < 6) {
      throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.');
    }
    const user = await context.db.transaction('admin', {}, async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      return insertUser(tx, {
        email,
        password,
        emailConfirmed: body.email_confirm === true,
        userMetadata: (body.user_metadata as Record<string, unknown> | undefined) ?? {},
        appMetadata: (body.app_metadata as Record<string, unknown> | undefined) ?? {},
      });
    });
    return ok(publicUser(user));
  }
  const match = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
  if (match && (method === 'GET' || method === 'DELETE')) {
    const id = match[1] ?? '';
    const user = await context.db.transaction('admin', {}, async (tx) => {
      const found = await findUserById(tx, id);
      if (!found) throw new AuthError(404, 'user_not_found', 'User not found');
      if (method === 'DELETE') await tx.query('delete from auth.users where id = $1::uuid', [id]);
      return found;
    });
    return ok(method === 'DELETE' ? {} : publicUser(user));
  }
  throw new AuthError(404, 'not_found', `${method} /auth/v1${path} is not supported by the local backend`);
}
