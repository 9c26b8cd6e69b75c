// Who is calling: the role and claims of the request's JWT (Authorization, else apikey), as
// Supabase's gateway and PostgREST work it out. Each API formats the refusal its own way.
import type { IncomingMessage } from 'node:http';
import type { Database } from './db/database.ts';
import { apiKey, bearerToken } from './http.ts';
import { API_ROLES, type ApiRole, type Claims, JwtError, type JwtVerifier } from './jwt.ts';

export interface Caller {
  role: ApiRole;
  claims: Claims;
  token: string;
  /** A signed-in user (or the service role): refusals are 403 rather than 401. */
  authenticated: boolean;
}

export type Identified =
  | { ok: true; caller: Caller }
  | {
      ok: false;
      status: 401;
      code: 'no_api_key' | 'PGRST301' | 'PGRST303';
      message: string;
      /** A valid token whose session was ended (sign-out, refresh-token reuse). */
      sessionEnded?: true;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the session a user's access token belongs to still exists: signing out, and a refresh
 * token used twice, end it, and then its access tokens are refused too, not only its refresh token.
 * Tokens without a session (the API keys) have nothing to end.
 */
async function sessionActive(db: Database, claims: Claims): Promise<boolean> {
  const sessionId = claims.session_id;
  if (sessionId === undefined) return true;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return false;
  const rows = await db.transaction('admin', { readOnly: true }, (tx) =>
    tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]),
  );
  return rows.length > 0;
}

export async function identify(
  request: IncomingMessage,
  url: URL,
  jwt: JwtVerifier,
  db: Database,
  requireApiKey = true,
): Promise<Identified> {
  const token = bearerToken(request, url);
  if (!token || (requireApiKey && !apiKey(request, url) && !request.headers.authorization)) {
    return { ok: false, status: 401, code: 'no_api_key', message: 'No API key found in request' };
  }
  let claims: Claims;
  try {
    claims = jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError && (error.reason === 'expired' || error.reason === 'not-yet-valid')) {
      return { ok: false, status: 401, code: 'PGRST303', message: error.message };
    }
    const reason = error instanceof JwtError ? error.message : 'invalid token';
    return { ok: false, status: 401, code: 'PGRST301', message: `Invalid JWT: ${reason}` };
  }
  const role = (claims.role ?? 'anon') as ApiRole;
  if (!API_ROLES.includes(role)) {
    return {
      ok: false,
      status: 401,
      code: 'PGRST301',
      message: `Invalid JWT: unknown role "${String(claims.role)}"`,
    };
  }
  if (!(await sessionActive(db, claims))) {
    return {
      ok: false,
      status: 401,
      code: 'PGRST301',
      message: 'Invalid JWT: its session has ended (signed out); sign in again',
      sessionEnded: true,
    };
  }
  return { ok: true, caller: { role, claims, token, authenticated: role !== 'anon' } };
}
