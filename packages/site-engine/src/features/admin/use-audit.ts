import type { ListingRow, Tables } from '@agent-sites/schemas';
import { adminSupabase } from '../../lib/supabase.ts';
import type { AuditRow, AuditSubject, AuditTable } from './audit.ts';
import { leadName, type LeadRow } from './leads.ts';
import { failed } from './queries.ts';
import { useResource } from './use-resource.ts';

/** The most entries the page reads at once: the newest; a filter by table reaches older ones. */
export const AUDIT_LIMIT = 200;

export interface AuditPage {
  entries: AuditRow[];
  /** What each changed row is called and where it is, by `table_name/row_id`. */
  subjects: Map<string, AuditSubject>;
}

export const subjectKey = (table: string, id: string) => `${table}/${id}`;

const ids = (entries: readonly AuditRow[], table: string) => [
  ...new Set(entries.filter((entry) => entry.table_name === table).map((entry) => entry.row_id)),
];

async function rows<T>(table: AuditTable, columns: string, wanted: readonly string[]): Promise<T[]> {
  if (wanted.length === 0) return [];
  const { data, error } = await adminSupabase().from(table).select(columns).in('id', wanted);
  if (error) throw failed(`Reading the ${table} of the log`, error);
  return data as unknown as T[];
}

type ListingName = Pick<ListingRow, 'id' | 'title' | 'slug' | 'archived_at'>;

/**
 * Names the rows the entries are about, so the log reads "Approved the review from Danielle R."
 * with a link to the lead or listing: a few reads of the rows on screen, not a join (the local
 * backend has no resource embedding). A row deleted since is named from the log's own values.
 */
async function subjectsOf(entries: readonly AuditRow[]): Promise<Map<string, AuditSubject>> {
  const [leads, reviews, photos] = await Promise.all([
    rows<Pick<LeadRow, 'id' | 'fields'>>('leads', 'id,fields', ids(entries, 'leads')),
    rows<{ id: string; name: string }>('reviews', 'id,name', ids(entries, 'reviews')),
    rows<Pick<Tables<'listing_photos'>, 'id' | 'listing_id'>>(
      'listing_photos',
      'id,listing_id',
      ids(entries, 'listing_photos'),
    ),
  ]);
  const photoListing = new Map(photos.map((photo) => [photo.id, photo.listing_id]));
  for (const entry of entries) {
    const listingId = entry.changes.listing_id?.new ?? entry.changes.listing_id?.old;
    if (entry.table_name === 'listing_photos' && typeof listingId === 'string') {
      photoListing.set(entry.row_id, listingId);
    }
  }
  const listingIds = [...new Set([...ids(entries, 'listings'), ...photoListing.values()])];
  const listings = await rows<ListingName>('listings', 'id,title,slug,archived_at', listingIds);

  const subjects = new Map<string, AuditSubject>();
  const listingSubject = (listing: ListingName): AuditSubject => ({
    name: `the listing “${listing.title}”`,
    // Visitors' page of the listing; an archived one has none.
    href: listing.archived_at ? undefined : `/listing/${encodeURIComponent(listing.slug)}`,
  });
  for (const listing of listings) subjects.set(subjectKey('listings', listing.id), listingSubject(listing));
  for (const [photoId, listingId] of photoListing) {
    const listing = listings.find((candidate) => candidate.id === listingId);
    if (listing) subjects.set(subjectKey('listing_photos', photoId), listingSubject(listing));
  }
  for (const lead of leads) {
    const name = leadName(lead);
    subjects.set(subjectKey('leads', lead.id), {
      name: name ? `the lead from ${name}` : 'a lead',
      href: `/admin/leads/${lead.id}`,
    });
  }
  for (const review of reviews) {
    subjects.set(subjectKey('reviews', review.id), { name: `the review from ${review.name}` });
  }
  for (const entry of entries) {
    const title = entry.changes.title?.old;
    if (entry.table_name === 'listings' && typeof title === 'string') {
      const key = subjectKey('listings', entry.row_id);
      if (!subjects.has(key)) subjects.set(key, { name: `the listing “${title}”` });
    }
  }
  return subjects;
}

/** The audit log, newest first, of one table or all, with the names of the rows it is about. */
export function useAudit(table: AuditTable | undefined) {
  return useResource<AuditPage>(table ?? 'all', async () => {
    let query = adminSupabase()
      .from('audit_log')
      .select('*')
      .order('at', { ascending: false })
      .order('id', { ascending: false })
      .limit(AUDIT_LIMIT);
    if (table) query = query.eq('table_name', table);
    const { data, error } = await query;
    if (error) throw failed('Reading the activity', error);
    const entries = data as unknown as AuditRow[];
    return { entries, subjects: await subjectsOf(entries) };
  });
}
