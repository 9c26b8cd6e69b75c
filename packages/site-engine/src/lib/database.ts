import { PostgrestClient } from '@supabase/postgrest-js';
import { anonHeaders, projectUrl } from '../config/env.ts';

let rest: PostgrestClient | undefined;

/**
 * Anonymous reads (listings) through supabase-js's own query builder, without the auth, storage,
 * realtime and functions clients a visitor browsing listings never uses: 50 kB less JavaScript on
 * every listings page. Same URL, headers and query grammar as `supabase().from(...)`.
 * See docs/decisions/006-listing-reads-with-postgrest-js.md.
 */
export function database(): PostgrestClient {
  rest ??= new PostgrestClient(`${projectUrl()}/rest/v1`, {
    headers: anonHeaders(),
  });
  return rest;
}
