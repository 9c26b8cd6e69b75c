import { useCallback } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import type { ConsentRow, LeadKind, LeadRow, LeadState, SavedSearchRow, SentChangeRow } from './leads.ts';
import { useResource } from './use-resource.ts';

/** What the inbox lists: any kind and state unless the URL narrows it, and a search. */
export interface LeadFilters {
  kind?: LeadKind;
  state?: LeadState;
  /** Words that must all appear in the name, email, phone or address (`search_leads`). */
  search?: string;
}

/** The most leads the inbox reads at once (Supabase's own default ceiling for a request). */
export const LEADS_LIMIT = 1000;

const LIST_COLUMNS =
  'id,kind,state,fields,page,variant,listing_slug,listing_title,listing_address,created_at,first_contacted_at,notes,reply_by';

/** An error that says what failed, for the error states and the console. */
export function failed(what: string, error: { message: string }): Error {
  return new Error(`${what}: ${error.message}`);
}

/** Whether the signed-in user is listed in `public.agents` (what every lead policy asks). */
export function useIsAgent(userId: string | undefined) {
  return useResource(userId, async () => {
    // A GET, so the service worker can keep the answer and the back office opens offline.
    const { data, error } = await adminSupabase().rpc('is_agent', undefined, { get: true });
    if (error) throw failed('Checking the account', error);
    return data === true;
  });
}

/**
 * The leads, newest first, of the kind and state asked for; with a search, those the database's
 * `search_leads` finds (the same select, filters, order and limit apply to its rows).
 */
export function useLeads(filters: LeadFilters) {
  const key = JSON.stringify([filters.kind ?? '', filters.state ?? '', filters.search ?? '']);
  return useResource(key, async () => {
    const source = filters.search
      ? adminSupabase().rpc('search_leads', { search: filters.search }).select(LIST_COLUMNS)
      : adminSupabase().from('leads').select(LIST_COLUMNS);
    let query = source.order('created_at', { ascending: false }).limit(LEADS_LIMIT);
    if (filters.kind) query = query.eq('kind', filters.kind);
    if (filters.state) query = query.eq('state', filters.state);
    const { data, error } = await query;
    if (error) throw failed('Reading the leads', error);
    return data as unknown as LeadRow[];
  });
}

export interface LeadWithConsents {
  lead: LeadRow;
  consents: ConsentRow[];
}

/** One lead with its consent record (none for forms that ask for no consent); null if there is none. */
export function useLead(id: string) {
  const resource = useResource<LeadWithConsents | null>(id, async () => {
    // Not an id at all (a mistyped link): no such lead, without asking.
    if (!/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(id)) return null;
    const [lead, consents] = await Promise.all([
      adminSupabase().from('leads').select('*').eq('id', id).maybeSingle(),
      adminSupabase().from('lead_consents').select('*').eq('lead_id', id).order('consented_at'),
    ]);
    if (lead.error) throw failed('Reading the lead', lead.error);
    if (consents.error) throw failed('Reading the consent', consents.error);
    return lead.data ? { lead: lead.data as LeadRow, consents: (consents.data ?? []) as ConsentRow[] } : null;
  });
  const { setData } = resource;

  /** Changes what the agent may change of the lead, its state or notes, and shows the saved row. */
  const update = useCallback(
    async (change: Partial<Pick<LeadRow, 'state' | 'notes'>>) => {
      const { data, error } = await adminSupabase()
        .from('leads')
        .update(change)
        .eq('id', id)
        .select('*')
        .single();
      if (error) throw failed('Saving the lead', error);
      setData((current) => (current ? { ...current, lead: data as LeadRow } : current));
    },
    [id, setData],
  );
  return { ...resource, update };
}

/** How many sent changes a saved search's lead shows, newest first. */
const SENT_SHOWN = 20;

/** A saved-search lead's search, and the changes it was sent (queued to the outbox), newest first. */
export function useSavedSearch(leadId: string) {
  return useResource<{ search: SavedSearchRow; sent: SentChangeRow[] } | null>(
    `saved-search:${leadId}`,
    async () => {
      const search = await adminSupabase()
        .from('saved_searches')
        .select(
          'id, summary, frequency, confirmed_at, expires_at, paused, unsubscribed_at, stopped_at, stopped_reason',
        )
        .eq('lead_id', leadId)
        .maybeSingle();
      if (search.error) throw failed('Reading the saved search', search.error);
      if (!search.data) return null;
      const sent = await adminSupabase()
        .from('saved_search_events')
        .select('event, event_key, detail, queued_at, listing_id')
        .eq('search_id', search.data.id)
        .not('queued_at', 'is', null)
        .order('queued_at', { ascending: false })
        .limit(SENT_SHOWN);
      if (sent.error) throw failed('Reading what the saved search was sent', sent.error);
      const changes = (sent.data ?? []) as (Omit<SentChangeRow, 'listing'> & { listing_id: string })[];
      const homes = await adminSupabase()
        .from('listings')
        .select('id, address, city, slug')
        .in('id', [...new Set(changes.map((change) => change.listing_id))]);
      if (homes.error) throw failed('Reading the homes the saved search was sent', homes.error);
      const byId = new Map(
        (homes.data ?? []).map((home) => [home.id as string, home as SentChangeRow['listing']]),
      );
      return {
        search: search.data as SavedSearchRow,
        sent: changes.map(({ listing_id, ...change }) => ({
          ...change,
          listing: byId.get(listing_id) ?? null,
        })),
      };
    },
  );
}

/** One kind's reply figures (`lead_response_stats`' by_kind), over the last 30 days. */
export interface KindFigures {
  reply_within_minutes: number;
  leads: number;
  answered: number;
  answered_in_time: number;
  waiting: number;
  overdue: number;
  /** Of the leads answered or overdue, the share answered in time (0-1); null before any. */
  share_in_time: number | null;
  median_first_response_seconds: number | null;
}

/** The reply figures of the last 30 days for every kind that is owed a reply and had leads. */
export function useResponseStats() {
  return useResource('30 days', async () => {
    // A GET, as the other reads: the service worker keeps the answer for offline use.
    const { data, error } = await adminSupabase().rpc('lead_response_stats', {}, { get: true });
    if (error) throw failed('Reading the reply times', error);
    return ((data as { by_kind?: Partial<Record<LeadKind, KindFigures>> } | null)?.by_kind ?? {}) as Partial<
      Record<LeadKind, KindFigures>
    >;
  });
}

/** A listing that matches a saved search now (`saved_search_current_matches`). */
export interface SavedSearchMatch {
  id: string;
  slug: string;
  title: string;
  address: string;
  city: string;
  status: string;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** The search was already sent this listing, by an alert or by hand. */
  sent: boolean;
}

/** Matches shown at once: the database pages them, so a broad search never reads every listing. */
export const MATCHES_PAGE_SIZE = 10;

/** One page (from 0) of a saved search's current matches, newest first, and how many there are. */
export function useSavedSearchMatches(searchId: string | undefined, page: number) {
  return useResource<{ total: number; matches: SavedSearchMatch[] }>(
    searchId === undefined ? undefined : `saved-search-matches:${searchId}:${page}`,
    async () => {
      const { data, error } = await adminSupabase().rpc('saved_search_current_matches', {
        search: searchId!,
        page_size: MATCHES_PAGE_SIZE,
        page_offset: page * MATCHES_PAGE_SIZE,
      });
      if (error) throw failed("Reading the search's matches", error);
      return data as unknown as { total: number; matches: SavedSearchMatch[] };
    },
  );
}

/**
 * Sends one listing to a saved search by hand: 'queued', or 'already' when it was sent before. A
 * refusal (the search not confirmed, unsubscribed, paused or stopped) throws with the database's
 * words, which the page shows as they are.
 */
export async function sendToSavedSearch(searchId: string, listingId: string): Promise<'queued' | 'already'> {
  const { data, error } = await adminSupabase().rpc('send_saved_search_listing', {
    search: searchId,
    listing: listingId,
  });
  if (error) throw new Error(error.message);
  return data as 'queued' | 'already';
}

/** The confirmed saved search of a lead's email, if the visitor has one (the latest): its lead and words. */
export function useSavedSearchOf(email: string | undefined) {
  return useResource<{ lead_id: string; summary: string } | null>(
    email ? `saved-search-of:${email}` : undefined,
    async () => {
      const { data, error } = await adminSupabase()
        .from('saved_searches')
        .select('lead_id, summary')
        .ilike('email', email!.replace(/[\\%_]/g, '\\$&'))
        .not('confirmed_at', 'is', null)
        .is('unsubscribed_at', null)
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle();
      if (error) throw failed("Reading the visitor's saved search", error);
      return data as { lead_id: string; summary: string } | null;
    },
  );
}
