// HS256 JSON Web Tokens, as Supabase signs them with the project's JWT secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface Claims {
  role?: string;
  sub?: string;
  exp?: number;
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

export class JwtError extends Error {
  readonly reason: 'malformed' | 'signature' | 'expired';
  constructor(reason: 'malformed' | 'signature' | 'expired', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Verifies signature and expiry; returns the claims. Throws JwtError. */
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
  if (typeof claims !== 'object' || claims === null) throw new JwtError('malformed', 'Invalid token payload');
  if (typeof claims.exp === 'number' && claims.exp <= now) throw new JwtError('expired', 'JWT expired');
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
