import type { Database } from '@agent-sites/schemas';
import { PostgrestClient } from '@supabase/postgrest-js';
import { anonHeaders, projectUrl } from '../config/env.ts';

let rest: PostgrestClient<Database> | undefined;

/**
 * Anonymous reads (listings) through supabase-js's own query builder, without the auth, storage,
 * realtime and functions clients a visitor browsing listings never uses: 50 kB less JavaScript on
 * every listings page. Same URL, headers and query grammar as `supabase().from(...)`, and the same
 * types: the database's, generated from the migrations (packages/schemas).
 * See docs/decisions/006-listing-reads-with-postgrest-js.md.
 */
export function database(): PostgrestClient<Database> {
  rest ??= new PostgrestClient<Database>(`${projectUrl()}/rest/v1`, {
    headers: anonHeaders(),
  });
  return rest;
}
