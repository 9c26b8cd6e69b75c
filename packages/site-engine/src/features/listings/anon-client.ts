import type { Database } from '@agent-sites/schemas';
import { PostgrestClient } from '@supabase/postgrest-js';

/** Where a site's data is read from: a project's URL and its anon key (`SiteData.source`). */
export interface DataSource {
  url: string;
  anonKey: string;
}

/**
 * A REST client of the project at `source`, reading as an anonymous visitor does: the site's
 * server renders its pages with the project it read the site's data from. postgrest-js, not
 * supabase-js: the server needs no auth, realtime or storage.
 */
export const anonClient = (source: DataSource) =>
  new PostgrestClient<Database>(`${source.url}/rest/v1`, {
    headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
  });
