// The leads as the back office reads them, and the rules it shows about them: labels, what each
// is about, the reply each kind is owed, the one-tap reply links and the CSV export. Pure
// functions; the queries are in `queries.ts`.
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BUDGET_OPTIONS,
  CONDITION_OPTIONS,
  formatDay,
  LEAD_FIELD_NAMES,
  LEAD_KIND_TEXT,
  LEAD_KINDS,
  type LeadKind,
  leadPersonName,
  LOOKING_TO_OPTIONS,
  mailtoHref,
  NEED_HELP_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  replyByText,
  replyDueAt,
  replySubject,
  type SavedSearchChange,
  savedSearchChangeWords,
  type SavedSearchFrequency,
  type SavedSearchRow as SchemaSavedSearchRow,
  SELLING_REASON_OPTIONS,
  smsHref,
  telHref,
  TIMELINE_OPTIONS,
  TOUR_TIME_OPTIONS,
  TOUR_TYPE_OPTIONS,
  type Option,
  VOUCHER_OPTIONS,
} from '@agent-sites/schemas';
import { formCopy } from 'virtual:agent-site/forms';
import { agent } from '../../config/agent.ts';
import type { FormCopy } from '../../site-definition.ts';

export { LEAD_KINDS, type LeadKind };
export const LEAD_STATES = ['new', 'contacted', 'closed', 'spam'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A row of `public.leads` (supabase/migrations/20250610090000_leads.sql). */
export interface LeadRow {
  id: string;
  kind: LeadKind;
  state: LeadState;
  fields: Record<string, unknown>;
  page: string;
  variant: string | null;
  listing_slug: string | null;
  listing_title: string | null;
  listing_address: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  first_contacted_at: string | null;
  notes: string;
  /** When the promised reply is due (the agent's working hours decided it); null: the kind's window. */
  reply_by?: string | null;
}

/** A row of `public.lead_consents`: the wording the visitor agreed to, when and from where. */
export interface ConsentRow {
  id: string;
  consent_text: string;
  consented_at: string;
  ip: string | null;
  user_agent: string | null;
}

export const KIND_LABELS: Record<LeadKind, string> = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, LEAD_KIND_TEXT[kind].label]),
) as Record<LeadKind, string>;

/** Every state's label and badge tone; a new state fails to compile until it is handled here. */
export const STATE_LOOK: Record<
  LeadState,
  { label: string; tone: 'warning' | 'info' | 'success' | 'neutral' }
> = {
  new: { label: 'New', tone: 'warning' },
  contacted: { label: 'Contacted', tone: 'info' },
  closed: { label: 'Closed', tone: 'success' },
  spam: { label: 'Spam', tone: 'neutral' },
};

/** Each field a form sends as the agent's records name it (packages/schemas); others show their key. */
const FIELD_LABELS: Readonly<Record<string, string>> = LEAD_FIELD_NAMES;

export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key;

const FIELD_ORDER = Object.keys(FIELD_LABELS);
const rank = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);

/**
 * Field names in the forms' order (name, contact, choices, message), whatever order the database
 * keeps them in (jsonb sorts keys by length); unknown ones last, alphabetically.
 */
export function orderedFieldKeys(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The choices of the forms' selects, so a stored `buy` reads "Buy a Home" as the visitor chose it,
 * with `retired`: choices the site's forms offered once and the shared lists no longer have
 * (`formCopy.retiredOptions`). Leads keep the value the visitor chose, so old ones still read as
 * they were sent (decision 034).
 */
export function optionLabels(retired: FormCopy['retiredOptions'] = {}): Record<string, readonly Option[]> {
  const labels: Record<string, readonly Option[]> = {
    lookingTo: LOOKING_TO_OPTIONS,
    timeline: [...TIMELINE_OPTIONS, ...PARTNERSHIP_TIMELINE_OPTIONS],
    budget: BUDGET_OPTIONS,
    needHelp: NEED_HELP_OPTIONS,
    tourTime: TOUR_TIME_OPTIONS,
    tourType: TOUR_TYPE_OPTIONS,
    bedrooms: BEDROOM_OPTIONS,
    bathrooms: BATHROOM_OPTIONS,
    condition: CONDITION_OPTIONS,
    reason: SELLING_REASON_OPTIONS,
    voucher: VOUCHER_OPTIONS,
  };
  for (const [key, options] of Object.entries(retired)) labels[key] = [...(labels[key] ?? []), ...options];
  return labels;
}

const OPTION_LABELS = optionLabels(formCopy.retiredOptions);

/** The fields that hold a day (`YYYY-MM-DD`), read as "Thu, Nov 26". */
const DAY_FIELDS = new Set(['tourDay', 'moveIn']);

/** A field's value as plain text: never markup, whatever the visitor typed. */
export function fieldText(value: unknown, key?: string): string {
  const option = key ? OPTION_LABELS[key]?.find((candidate) => candidate.value === value) : undefined;
  if (option) return option.label;
  if (key && DAY_FIELDS.has(key) && typeof value === 'string' && value) return formatDay(value);
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Who sent it: the name, or first and last name, as typed. */
export const leadName = (lead: Pick<LeadRow, 'fields'>): string => leadPersonName(lead.fields);

export const leadField = (lead: Pick<LeadRow, 'fields'>, key: string) => fieldText(lead.fields[key], key);

/**
 * How long a lead waited for its first contact: until `first_contacted_at`, or until `now` while
 * it is still new. Spam never waits; neither does a lead closed without a contact time.
 */
export function waitedMs(lead: Pick<LeadRow, 'state' | 'created_at' | 'first_contacted_at'>, now: number) {
  const created = Date.parse(lead.created_at);
  if (lead.first_contacted_at) return Date.parse(lead.first_contacted_at) - created;
  return lead.state === 'new' ? now - created : undefined;
}

export type ReplyOutcome = 'kept' | 'missed' | 'due' | 'not-owed' | 'not-counted';

type Timed = Pick<LeadRow, 'kind' | 'state' | 'created_at' | 'first_contacted_at' | 'reply_by'>;

/**
 * Whether the reply its kind promises came in time (the same rule as the database's
 * `lead_response_times`): `kept` when first contacted within the window, `missed` when later or
 * still new past it, `due` while new within it; `not-owed` for the kinds that promise no reply,
 * `not-counted` for spam and for a lead closed without a contact.
 */
export function promiseOf(lead: Timed, now: number): ReplyOutcome {
  if (lead.state === 'spam') return 'not-counted';
  const due = replyDueAt(lead.kind, new Date(lead.created_at), lead.reply_by);
  if (!due) return 'not-owed';
  if (lead.first_contacted_at)
    return Date.parse(lead.first_contacted_at) <= due.getTime() ? 'kept' : 'missed';
  if (lead.state !== 'new') return 'not-counted';
  return now <= due.getTime() ? 'due' : 'missed';
}

/** The reply clock in the agent's words and the tone it is shown in; none for spam. */
export function replyClock(
  lead: Timed,
  now: number,
): { label: string; tone: 'warning' | 'danger' | 'success' | 'neutral' } | undefined {
  const outcome = promiseOf(lead, now);
  const received = new Date(lead.created_at);
  const waited = waitedMs(lead, now) ?? 0;
  const due = replyDueAt(lead.kind, received, lead.reply_by)?.getTime() ?? now;
  switch (outcome) {
    case 'not-owed':
      return { label: 'No reply owed', tone: 'neutral' };
    case 'not-counted':
      return undefined;
    case 'due':
      return { label: replyByText(lead.kind, received, agent.timeZone, lead.reply_by), tone: 'warning' };
    case 'kept':
      return { label: `Answered in ${formatDuration(waited)}`, tone: 'success' };
    case 'missed':
      return lead.first_contacted_at
        ? { label: `Answered late, in ${formatDuration(waited)}`, tone: 'neutral' }
        : { label: `Overdue by ${formatDuration(now - due)}`, tone: 'danger' };
  }
}

/** How long ago a lead came in: "just now", "4 min ago", "2 h 5 min ago". */
export function ageText(createdAt: string, now: number): string {
  const age = now - Date.parse(createdAt);
  return age < 60_000 ? 'just now' : `${formatDuration(age)} ago`;
}

/** "4 min", "2 h 5 min", "3 d 4 h": short enough for a table cell. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: agent.timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A timestamp in the agent's time zone, e.g. "Sep 12, 2025, 9:41 AM". */
export const formatTime = (iso: string) => dateTime.format(new Date(iso));

/** Where a lead came from: the listing's title and address when it was about one, else the page. */
export function leadSource(
  lead: Pick<LeadRow, 'page' | 'listing_title' | 'listing_address' | 'listing_slug'>,
) {
  if (lead.listing_title || lead.listing_address) {
    return [lead.listing_title, lead.listing_address].filter(Boolean).join(', ');
  }
  return lead.listing_slug ? `Listing ${lead.listing_slug}` : lead.page;
}

type About = Pick<LeadRow, 'kind' | 'fields' | 'page' | 'listing_address' | 'listing_title' | 'listing_slug'>;

/**
 * The home a lead is about, if any: the address to value with its city for a valuation, the
 * listing's address (or title) for a tour or any form sent from a listing.
 */
export function leadHome(lead: About): string | undefined {
  if (lead.kind === 'valuation') {
    const home = [leadField(lead, 'address'), leadField(lead, 'city')].filter(Boolean).join(', ');
    if (home) return home;
  }
  return (
    lead.listing_address ||
    lead.listing_title ||
    (lead.listing_slug ? `Listing ${lead.listing_slug}` : undefined)
  );
}

/** What a lead is about in an inbox row: its home, else the page it was sent from. */
export const leadAbout = (lead: About): string => leadHome(lead) ?? lead.page;

/** The `tel:`, `sms:` and `mailto:` links that answer a lead; none where it gave no phone or email. */
export function replyLinks(lead: About, agentName: string) {
  const name = leadName(lead);
  const subject = replySubject(lead.kind, leadHome(lead));
  const greeting = name ? `Hi ${name.split(/\s+/)[0]},` : 'Hi,';
  const phone = leadField(lead, 'phone');
  const email = leadField(lead, 'email');
  const topic = subject.charAt(0).toLowerCase() + subject.slice(1);
  return {
    callHref: telHref(phone),
    textHref: smsHref(phone, `${greeting} this is ${agentName} about ${topic}.`),
    emailHref: email ? mailtoHref(email, subject, `${greeting}\n\n`) : undefined,
  };
}

/** The CSV of a list of leads: one row each, every field the visitor sent in its own column. */
export function leadsCsvRows(leads: readonly LeadRow[], now: number): string[][] {
  const fieldKeys = orderedFieldKeys(leads.flatMap((lead) => Object.keys(lead.fields)));
  const header = [
    'Received',
    'Kind',
    'State',
    ...fieldKeys.map(fieldLabel),
    'Page',
    'Listing',
    'First contacted',
    'Waited (minutes)',
    'Notes',
    'Id',
  ];
  const rows = leads.map((lead) => {
    const waited = waitedMs(lead, now);
    return [
      lead.created_at,
      KIND_LABELS[lead.kind],
      STATE_LOOK[lead.state].label,
      ...fieldKeys.map((key) => leadField(lead, key)),
      lead.page,
      lead.listing_slug ? leadSource(lead) : '',
      lead.first_contacted_at ?? '',
      waited === undefined ? '' : String(Math.floor(waited / 60_000)),
      lead.notes,
      lead.id,
    ];
  });
  return [header, ...rows];
}

/** A saved search as the agent reads it beside its lead (docs/decisions/055-saved-search-alerts.md). */
export type SavedSearchRow = Pick<
  SchemaSavedSearchRow,
  | 'id'
  | 'summary'
  | 'frequency'
  | 'confirmed_at'
  | 'expires_at'
  | 'paused'
  | 'unsubscribed_at'
  | 'stopped_at'
  | 'stopped_reason'
>;

/** A change a saved search was sent, with the listing it was about. */
export interface SentChangeRow extends SavedSearchChange {
  queued_at: string;
  listing: { address: string; city: string; slug: string } | null;
}

const FREQUENCY_TEXT: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly, one email a change',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

export const frequencyText = (frequency: SavedSearchFrequency) => FREQUENCY_TEXT[frequency];

/**
 * Where a saved search stands, as the inbox says it: stopped (a bounce or a complaint, with why),
 * unsubscribed, paused, confirmed, or unconfirmed (expired once its week has passed).
 */
export function savedSearchState(search: SavedSearchRow, now: number): string {
  if (search.stopped_at) return `Stopped: ${search.stopped_reason ?? 'no reason recorded'}`;
  if (search.unsubscribed_at) return `Unsubscribed ${formatTime(search.unsubscribed_at)}`;
  if (search.paused) return 'Paused by the visitor';
  if (search.confirmed_at) return `Confirmed ${formatTime(search.confirmed_at)}`;
  if (search.expires_at && Date.parse(search.expires_at) <= now) return 'Never confirmed; expired';
  return 'Waiting for the visitor to confirm';
}

/** "Price cut from $450,000 to $429,000: 12 Birch Lane, Lakeside". */
export function sentChangeText(change: SentChangeRow): string {
  // The visitor reads "Picked for you"; the agent, who picked it, reads what they did.
  const words = change.event === 'picked' ? 'Sent by you' : savedSearchChangeWords(change);
  return change.listing ? `${words}: ${change.listing.address}, ${change.listing.city}` : words;
}
