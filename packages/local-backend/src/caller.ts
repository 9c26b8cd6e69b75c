// Who is calling: the role and claims of the request's JWT (Authorization, else apikey), as
// Supabase's gateway and PostgREST work it out. Each API formats the refusal its own way.
import type { IncomingMessage } from 'node:http';
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
  | { ok: false; status: 401; code: 'no_api_key' | 'PGRST301' | 'PGRST303'; message: string };

export function identify(
  request: IncomingMessage,
  url: URL,
  jwt: JwtVerifier,
  requireApiKey = true,
): Identified {
  const token = bearerToken(request, url);
  if (!token || (requireApiKey && !apiKey(request, url) && !request.headers.authorization)) {
    return { ok: false, status: 401, code: 'no_api_key', message: 'No API key found in request' };
  }
  let claims: Claims;
  try {
    claims = jwt.verify(token);
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired') {
      return { ok: false, status: 401, code: 'PGRST303', message: 'JWT expired' };
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
  return { ok: true, caller: { role, claims, token, authenticated: role !== 'anon' } };
}
