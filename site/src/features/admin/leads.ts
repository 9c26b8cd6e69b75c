// The leads as the back office reads them, and the rules it shows about them: labels, the
// 15-minute promise and the CSV export. Pure functions; the queries are in `queries.ts`.
import {
  BUDGET_OPTIONS,
  LEAD_FIELD_NAMES,
  LEAD_KIND_TEXT,
  LEAD_KINDS,
  type LeadKind,
  leadPersonName,
  LOOKING_TO_OPTIONS,
  NEED_HELP_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  TIMELINE_OPTIONS,
  type Option,
} from '@agent-sites/schemas';

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

/** The choices of the forms' selects, so a stored `buy` reads "Buy a Home" as the visitor chose it. */
const OPTION_LABELS: Record<string, readonly Option[]> = {
  lookingTo: LOOKING_TO_OPTIONS,
  timeline: [...TIMELINE_OPTIONS, ...PARTNERSHIP_TIMELINE_OPTIONS],
  budget: BUDGET_OPTIONS,
  needHelp: NEED_HELP_OPTIONS,
};

/** A field's value as plain text: never markup, whatever the visitor typed. */
export function fieldText(value: unknown, key?: string): string {
  const option = key ? OPTION_LABELS[key]?.find((candidate) => candidate.value === value) : undefined;
  if (option) return option.label;
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Who sent it: the name, or first and last name, as typed. */
export const leadName = (lead: Pick<LeadRow, 'fields'>): string => leadPersonName(lead.fields);

export const leadField = (lead: Pick<LeadRow, 'fields'>, key: string) => fieldText(lead.fields[key], key);

/** The agent's promise: every lead answered within 15 minutes. */
export const PROMISE_MS = 15 * 60 * 1000;

/**
 * How long a lead waited for its first contact: until `first_contacted_at`, or until `now` while
 * it is still new. Spam never waits; neither does a lead closed without a contact time.
 */
export function waitedMs(lead: Pick<LeadRow, 'state' | 'created_at' | 'first_contacted_at'>, now: number) {
  const created = Date.parse(lead.created_at);
  if (lead.first_contacted_at) return Date.parse(lead.first_contacted_at) - created;
  return lead.state === 'new' ? now - created : undefined;
}

export type Promise15 = 'kept' | 'missed' | 'due' | 'not-counted';

/**
 * Whether the 15-minute promise was kept: `kept` when first contacted within 15 minutes,
 * `missed` when later or still new after 15 minutes, `due` while new and younger, `not-counted`
 * for spam (not a person to answer).
 */
export function promiseOf(
  lead: Pick<LeadRow, 'state' | 'created_at' | 'first_contacted_at'>,
  now: number,
): Promise15 {
  if (lead.state === 'spam') return 'not-counted';
  const waited = waitedMs(lead, now);
  if (waited === undefined) return 'not-counted';
  if (lead.first_contacted_at) return waited <= PROMISE_MS ? 'kept' : 'missed';
  return waited <= PROMISE_MS ? 'due' : 'missed';
}

/** The share of leads answered within 15 minutes, of those whose 15 minutes are over. */
export function promiseSummary(
  leads: readonly Pick<LeadRow, 'state' | 'created_at' | 'first_contacted_at'>[],
  now: number,
) {
  let kept = 0;
  let missed = 0;
  let due = 0;
  for (const lead of leads) {
    const outcome = promiseOf(lead, now);
    if (outcome === 'kept') kept += 1;
    else if (outcome === 'missed') missed += 1;
    else if (outcome === 'due') due += 1;
  }
  const counted = kept + missed;
  return { kept, missed, due, counted, share: counted === 0 ? undefined : kept / counted };
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

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp in the agent's own time zone, e.g. "Sep 12, 2025, 9:41 AM". */
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
