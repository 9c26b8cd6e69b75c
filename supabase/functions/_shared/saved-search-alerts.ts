// Saved-search alerts (issue 28; docs/decisions/055-saved-search-alerts.md). The database records
// each change worth an email once per search (public.saved_search_events, by a trigger on
// listings); this claims the due ones, renders them (one email per change for an instant search,
// one digest for a daily or weekly one), and hands them to the outbox with the events marked queued
// in the same transaction. The outbox then sends them as it sends every other email.
import {
  askingPriceText,
  filterParams,
  homeFactsText,
  type ListingStatus,
  type SavedSearchChange,
  savedSearchChangeWords as changeWords,
  type SavedSearchFrequency,
  type SearchFilters,
} from '@agent-sites/schemas';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadConfig } from './config.ts';
import {
  button,
  escapeHtml,
  layout,
  link,
  paragraph,
  signatureHtml,
  signatureText,
  STYLE,
} from './email-layout.ts';
import { unsubscribeHeaders } from './lead-emails.ts';
import type { EmailPayload } from './outbox.ts';
import { randomToken, tokenHash } from './tokens.ts';

/** The links every saved-search email carries. */
export interface SavedSearchLinks {
  manage: string;
  unsubscribe: string;
  /**
   * An alert's link to a listing: through the saved-search function, which records the tap and
   * redirects to the listing page (docs/decisions/056-saved-search-agent.md). Without it, the
   * listing page itself.
   */
  listing?: (listing: AlertListing) => string;
}

/** The saved search's list, as RFC 2919 names it: mail providers group and judge bulk mail by it. */
export function savedSearchListId(siteUrl: string): string {
  return `Saved home searches <saved-searches.${new URL(siteUrl).hostname || 'localhost'}>`;
}

/**
 * Every saved-search email (the double opt-in and the alerts): the agent's layout and signature, a
 * plain-text part, `List-Id`, and RFC 8058's one-click `List-Unsubscribe` with its POST header.
 * `body` and `text` are the email's own part; `footer` lines go under it, in both parts.
 */
export function savedSearchEmail(
  to: string,
  content: {
    subject: string;
    preheader: string;
    body: string[];
    text: string[];
    footer?: [string, string][];
  },
  links: SavedSearchLinks,
  config: LeadConfig,
): EmailPayload {
  const { agent, siteUrl } = config;
  const footer = content.footer ?? [];
  const html = layout({
    title: content.subject,
    preheader: content.preheader,
    body: [...content.body, signatureHtml(agent, siteUrl)].join('\n'),
    ...(footer.length > 0
      ? {
          footer: footer
            .map(
              ([text, href]) => `<p style="${STYLE.muted}">${href ? link(href, text) : escapeHtml(text)}</p>`,
            )
            .join('\n'),
        }
      : {}),
  });
  const text = [
    ...content.text,
    '',
    signatureText(agent, siteUrl),
    ...(footer.length > 0
      ? ['', ...footer.map(([words, href]) => (href ? `${words}: ${href}` : words))]
      : []),
  ].join('\n');
  return {
    to,
    replyTo: agent.email,
    subject: content.subject,
    html,
    text,
    headers: { 'List-Id': savedSearchListId(siteUrl), ...unsubscribeHeaders(links.unsubscribe) },
  };
}

/** A listing as an alert shows it. */
export interface AlertListing {
  id: string;
  slug: string;
  title: string;
  address: string;
  city: string;
  status: ListingStatus;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  header_image_url: string | null;
}

export interface AlertEvent extends SavedSearchChange {
  id: string;
  listing: AlertListing;
}

export interface AlertSearch {
  id: string;
  lead_id: string;
  email: string;
  summary: string;
  frequency: SavedSearchFrequency;
  filters: SearchFilters;
  /**
   * Whether this email is the search's digest; false for a listing the agent picked while a daily or
   * weekly digest is not due (it goes alone). Undefined: a digest unless the search is instant.
   */
  digest?: boolean;
}

/**
 * The listing's header photo as an absolute http(s) URL (a storage path is the Supabase URL's), or
 * undefined: anything else is not put in an email.
 */
export function photoUrl(value: string | null, supabaseUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, `${supabaseUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The listing page's tour (or question) form: the alert's one call to action. */
export const listingUrl = (siteUrl: string, slug: string) =>
  `${siteUrl}/listing/${encodeURIComponent(slug)}#contact`;

const listingHref = (listing: AlertListing, links: SavedSearchLinks, config: LeadConfig) =>
  links.listing?.(listing) ?? listingUrl(config.siteUrl, listing.slug);

function listingHtml(event: AlertEvent, links: SavedSearchLinks, config: LeadConfig): string {
  const { listing } = event;
  const href = listingHref(listing, links, config);
  const photo = photoUrl(listing.header_image_url, config.supabaseUrl);
  const where = `${listing.address}, ${listing.city}`;
  return [
    photo
      ? `<p style="margin:0 0 12px;"><a href="${escapeHtml(href)}"><img src="${escapeHtml(photo)}" alt="${escapeHtml(`Photo of ${where}`)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border:0;border-radius:6px;"></a></p>`
      : '',
    `<h2 style="${STYLE.heading}">${escapeHtml(changeWords(event))}</h2>`,
    paragraph(where, STYLE.muted),
    paragraph([askingPriceText(listing.price), homeFactsText(listing)].filter(Boolean).join(' · ')),
    button(href, 'See the home and book a tour'),
  ]
    .filter(Boolean)
    .join('\n');
}

function listingText(event: AlertEvent, links: SavedSearchLinks, config: LeadConfig): string {
  const { listing } = event;
  const price = askingPriceText(listing.price);
  return [
    changeWords(event),
    `${listing.address}, ${listing.city}`,
    homeFactsText(listing) ? `${price} · ${homeFactsText(listing)}` : price,
    `See the home and book a tour: ${listingHref(listing, links, config)}`,
  ].join('\n');
}

/**
 * One alert email: an instant search's single change, or a daily or weekly digest of several.
 * Listing text is the agent's or the feed's and is escaped like any other; nothing the visitor
 * typed is in it but the summary of their own filters, escaped too.
 */
export function savedSearchAlertEmail(
  search: AlertSearch,
  events: readonly AlertEvent[],
  links: SavedSearchLinks,
  config: LeadConfig,
): EmailPayload {
  const first = events[0]!;
  const digest = isDigest(search);
  const subject = digest
    ? `${events.length} ${events.length === 1 ? 'update' : 'updates'} for your search: ${search.summary}`
    : `${changeWords(first)}: ${first.listing.address}, ${first.listing.city}`;
  const intro = digest
    ? `Here is what changed ${search.frequency === 'daily' ? 'today' : 'this week'} among homes that match "${search.summary}".`
    : first.event === 'picked'
      ? `I picked this home for you: it matches your search "${search.summary}".`
      : `A home that matches your search "${search.summary}" has news.`;
  const searchUrl = `${config.siteUrl}/listings${searchQuery(search.filters)}`;
  return savedSearchEmail(
    search.email,
    {
      subject,
      preheader: digest ? intro : `${changeWords(first)}: ${first.listing.address}, ${first.listing.city}`,
      body: [paragraph(intro), ...events.map((event) => listingHtml(event, links, config))],
      text: [intro, '', events.map((event) => listingText(event, links, config)).join('\n\n')],
      footer: [
        [
          `You receive this because you saved the search "${search.summary}" on ${new URL(config.siteUrl).host} and confirmed it.`,
          '',
        ],
        ['Change how often you hear from me, or pause', links.manage],
        ['Change the filters (see the search and save it again)', searchUrl],
        ['Unsubscribe from this search', links.unsubscribe],
      ],
    },
    links,
    config,
  );
}

const isDigest = (search: AlertSearch) => search.digest ?? search.frequency !== 'instant';

const searchQuery = (filters: SearchFilters) => {
  const query = filterParams({ ...filters, sort: 'newest' }).toString();
  return query ? `?${query}` : '';
};

/** What `claim_saved_search_alerts` answers for each email to write. */
interface ClaimedEmail {
  search: AlertSearch;
  events: AlertEvent[];
}

export interface AlertSenderOptions {
  /** The time the run takes as now: digests fall due, and the ceilings count, by it. */
  now: Date;
  /** Emails claimed in one batch. */
  batch?: number;
  /** Called between the claim and the queueing; a test throws here to crash the sender mid-batch. */
  afterClaim?: (emails: number) => void | Promise<void>;
}

/**
 * Claims due events, renders their emails, and queues them with the events marked, in one
 * transaction (public.queue_saved_search_alerts). Answers how many emails it queued. A crash after
 * the claim leaves the events held for two minutes, then claimable again; a crash after the queue
 * leaves the outbox to send them once.
 */
export async function queueSavedSearchAlerts(
  admin: SupabaseClient,
  config: LeadConfig,
  options: AlertSenderOptions,
): Promise<number> {
  const at = options.now.toISOString();
  const batch = options.batch ?? 50;
  let queued = 0;
  for (let round = 0; round < 10; round++) {
    const claimed = await admin.rpc('claim_saved_search_alerts', {
      at,
      max_emails: batch,
      per_recipient_per_day: config.savedSearchCeilings.perRecipientPerDay,
      per_hour: config.savedSearchCeilings.perHour,
      lease_seconds: 120,
    });
    if (claimed.error) throw new Error(`Saved-search alerts could not be claimed: ${claimed.error.message}`);
    const emails = (claimed.data ?? []) as ClaimedEmail[];
    if (emails.length === 0) break;
    await options.afterClaim?.(emails.length);
    const rendered = await Promise.all(
      emails.map(async ({ search, events }) => {
        const token = randomToken();
        const ids = events.map((event) => event.id).sort();
        const links = {
          manage: `${config.functionsUrl}/saved-search?action=manage&token=${token}`,
          unsubscribe: `${config.functionsUrl}/saved-search?action=unsubscribe&token=${token}`,
          listing: (listing: AlertListing) =>
            `${config.functionsUrl}/saved-search?action=open&token=${token}&listing=${listing.id}`,
        };
        return {
          search_id: search.id,
          lead_id: search.lead_id,
          event_ids: ids,
          token_hash: await tokenHash(token),
          dedupe_key: `saved-search-alert:${await tokenHash(ids.join(','))}`,
          digest: isDigest(search),
          payload: savedSearchAlertEmail(search, events, links, config),
        };
      }),
    );
    const written = await admin.rpc('queue_saved_search_alerts', { emails: rendered, at });
    if (written.error) throw new Error(`Saved-search alerts could not be queued: ${written.error.message}`);
    queued += written.data as number;
    if (emails.length < batch) break;
  }
  return queued;
}
