// HS256 JSON Web Tokens, as Supabase signs them with the project's JWT secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface Claims {
  role?: string;
  sub?: string;
  exp?: number;
  nbf?: number;
  iat?: number;
  session_id?: string;
  email?: string;
  [claim: string]: unknown;
}

/** The Supabase CLI's published development secret: fine on a laptop, never in production. */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function signature(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signJwt(claims: Claims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

export type JwtRefusal = 'malformed' | 'signature' | 'expired' | 'not-yet-valid';

export class JwtError extends Error {
  readonly reason: JwtRefusal;
  constructor(reason: JwtRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** How far ahead of this clock a token's `nbf` and `iat` may be: PostgREST's allowed clock skew. */
const CLOCK_SKEW_SECONDS = 30;

/**
 * Checks the time claims as PostgREST does: each one present must be a number, `nbf` and `iat`
 * not in the future (give or take the skew), `exp` not past. A user's token (one with `sub`) must
 * carry `exp`, as every access token Supabase Auth issues does: without it, it would never expire.
 */
function checkTimes(claims: Claims, now: number): void {
  for (const claim of ['exp', 'nbf', 'iat']) {
    const value = claims[claim];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
      throw new JwtError('malformed', `The JWT '${claim}' claim must be a number`);
    }
  }
  if (claims.exp === undefined && claims.sub !== undefined) {
    throw new JwtError('malformed', "The JWT 'exp' claim is required for a user's token");
  }
  if (typeof claims.exp === 'number' && claims.exp <= now) throw new JwtError('expired', 'JWT expired');
  if (typeof claims.nbf === 'number' && claims.nbf > now + CLOCK_SKEW_SECONDS) {
    throw new JwtError('not-yet-valid', 'JWT not yet valid');
  }
  if (typeof claims.iat === 'number' && claims.iat > now + CLOCK_SKEW_SECONDS) {
    throw new JwtError('not-yet-valid', 'JWT issued at future');
  }
}

/** Verifies signature and time claims; returns the claims. Throws JwtError. */
export function verifyJwt(token: string, secret: string, now = Date.now() / 1000): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw new JwtError('malformed', `Invalid number of parts: Expected 3 parts; got ${parts.length}`);
  }
  const [header = '', payload = '', sig = ''] = parts;
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown }).alg;
  } catch {
    throw new JwtError('malformed', 'Invalid token header');
  }
  if (alg !== 'HS256') throw new JwtError('signature', `Unsupported algorithm ${String(alg)}`);
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'JWSInvalidSignature');
  }
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
  } catch {
    throw new JwtError('malformed', 'Invalid token payload');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new JwtError('malformed', 'Invalid token payload');
  }
  checkTimes(claims, now);
  return claims;
}

/**
 * A small cache of verified tokens: every API request carries one, and most carry the same anon key.
 * Expiry is still checked on each use.
 */
export class JwtVerifier {
  readonly #secret: string;
  readonly #cache = new Map<string, Claims>();
  constructor(secret: string) {
    this.#secret = secret;
  }
  verify(token: string): Claims {
    const cached = this.#cache.get(token);
    if (cached) {
      if (typeof cached.exp === 'number' && cached.exp <= Date.now() / 1000) {
        this.#cache.delete(token);
        throw new JwtError('expired', 'JWT expired');
      }
      return cached;
    }
    const claims = verifyJwt(token, this.#secret);
    if (this.#cache.size >= 1000) this.#cache.clear();
    this.#cache.set(token, claims);
    return claims;
  }
  sign(claims: Claims): string {
    return signJwt(claims, this.#secret);
  }
}

export interface LocalKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * The API keys for a JWT secret, shaped like the Supabase CLI's local keys (so the development
 * secret gives the well-known development keys). Deterministic: the same secret, the same keys.
 */
export function localKeys(secret: string = DEVELOPMENT_JWT_SECRET): LocalKeys {
  const key = (role: ApiRole) => signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
  return { anonKey: key('anon'), serviceRoleKey: key('service_role') };
}
