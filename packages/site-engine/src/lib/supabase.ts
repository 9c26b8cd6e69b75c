import type { Database } from '@agent-sites/schemas';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env, projectUrl } from '../config/env.ts';

let client: SupabaseClient<Database> | undefined;
let adminClient: SupabaseClient<Database> | undefined;

/**
 * The Supabase client, for function calls (form sends, image mirroring). Loaded on demand, so a
 * page nobody interacts with never downloads it. Without `VITE_SUPABASE_URL` it talks to the
 * local backend on this origin. Visitors never sign in: it keeps no session.
 */
export function supabase(): SupabaseClient<Database> {
  client ??= createClient<Database>(projectUrl(), env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

/**
 * The back office's client: the agent's session is kept in localStorage (under its own key, apart
 * from anything a visitor's client might keep) and refreshed before it expires. Only the `/admin`
 * chunk calls this, so public pages never load or run the session machinery.
 */
export function adminSupabase(): SupabaseClient<Database> {
  adminClient ??= createClient<Database>(projectUrl(), env.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'agent-sites-admin-auth',
    },
  });
  return adminClient;
}
