import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';

/** The Supabase CLI's public development secret, which the e2e server's local backend uses. */
const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The local backend's service role key, as `localKeys()` in packages/local-backend signs it. */
function serviceRoleKey(secret = process.env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The API as the agent's tools reach it: the real supabase-js client with the service role. */
export function admin(baseURL: string | undefined): SupabaseClient {
  if (!baseURL) throw new Error('The e2e tests need a baseURL');
  return createClient(baseURL, serviceRoleKey(), { auth: { persistSession: false } });
}
