import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '../config/env.ts';

const projectUrl = () => env.supabaseUrl ?? window.location.origin;

let client: SupabaseClient | undefined;

/**
 * The Supabase client, for function calls (form sends, image mirroring). Loaded on demand, so a
 * page nobody interacts with never downloads it. Without `VITE_SUPABASE_URL` it talks to the
 * local backend on this origin.
 */
export function supabase(): SupabaseClient {
  client ??= createClient(projectUrl(), env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
