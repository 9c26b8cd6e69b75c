// A visitor's saved search, by their email: the agent's alerts and emails for a tour say that the
// visitor already hears about homes from the site (docs/decisions/056-saved-search-agent.md).
import type { SupabaseClient } from '@supabase/supabase-js';

/** The plain words of a confirmed saved search, and the search's own lead. */
export interface VisitorSavedSearch {
  summary: string;
  leadId: string;
}

/**
 * The latest confirmed saved search of the visitor at `email` that still sends, read with the
 * service role; none for no email. The address is matched whole, whatever its case, with
 * `ilike`'s wildcards taken as the characters they are.
 */
export async function visitorSavedSearch(
  admin: SupabaseClient,
  email: string,
): Promise<VisitorSavedSearch | undefined> {
  const address = email.trim();
  if (!address) return undefined;
  const { data, error } = await admin
    .from('saved_searches')
    .select('summary, lead_id')
    .ilike('email', address.replace(/[\\%_]/g, '\\$&'))
    .not('confirmed_at', 'is', null)
    .is('unsubscribed_at', null)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle<{ summary: string; lead_id: string }>();
  if (error) throw new Error(`The saved search could not be read: ${error.message}`);
  return data ? { summary: data.summary, leadId: data.lead_id } : undefined;
}
