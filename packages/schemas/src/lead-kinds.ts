import { zonedFormat } from './tour-days.ts';

/**
 * The kinds of lead a visitor can send, as the database's `lead_kind` enum has them
 * (supabase/tests/leads.test.ts holds the two to the same values), and what the agent promises
 * each: a reply within 15 minutes to a question, a tour request, a valuation request or a relocation
 * request (a move between two markets the agent serves, issue 26); within 24
 * hours to a partner request (spec §9); no reply is owed for a guide request, a review, a
 * subscription, an open house RSVP or a saved search (the confirmation it is sent is its answer, issue 26). The back office, the agent's emails and the alerts all read them from here.
 */
export const LEAD_KINDS = [
  'inquiry',
  'tour',
  'valuation',
  'relocation',
  'open_house',
  'saved_search',
  'review',
  'partnership',
  'guide',
  'subscribe',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export interface LeadKindText {
  /** The kind in the agent's words, as the inbox and the emails name it. */
  label: string;
  /** How long the agent promises the visitor a reply takes, or `null` when no reply is owed. */
  replyWithinMinutes: number | null;
}

/** How each kind reads and what it promises; a new kind fails to compile until it is described. */
export const LEAD_KIND_TEXT: Record<LeadKind, LeadKindText> = {
  inquiry: { label: 'Question', replyWithinMinutes: 15 },
  tour: { label: 'Tour request', replyWithinMinutes: 15 },
  valuation: { label: 'Valuation request', replyWithinMinutes: 15 },
  relocation: { label: 'Relocation request', replyWithinMinutes: 15 },
  open_house: { label: 'Open house RSVP', replyWithinMinutes: null },
  saved_search: { label: 'Saved search', replyWithinMinutes: null },
  partnership: { label: 'Partner request', replyWithinMinutes: 24 * 60 },
  guide: { label: 'Guide request', replyWithinMinutes: null },
  review: { label: 'Review', replyWithinMinutes: null },
  subscribe: { label: 'Subscription', replyWithinMinutes: null },
};

/** The kinds whose form asks for the visitor's consent to be contacted (spec §5). */
export const CONSENTING_LEAD_KINDS: readonly LeadKind[] = [
  'inquiry',
  'tour',
  'valuation',
  'relocation',
  'open_house',
];

export const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);

/**
 * When the promised reply is due for a lead of this kind received at `receivedAt`, if one is owed:
 * the lead's own reply-by (`leads.reply_by`, set from the agent's working hours, working-hours.ts)
 * when it has one, otherwise the kind's window from receipt (leads stored before it existed).
 */
export function replyDueAt(
  kind: LeadKind,
  receivedAt: Date,
  replyBy?: Date | string | null,
): Date | undefined {
  const minutes = LEAD_KIND_TEXT[kind].replyWithinMinutes;
  if (minutes === null) return undefined;
  return replyBy ? new Date(replyBy) : new Date(receivedAt.getTime() + minutes * 60_000);
}

const CLOCK: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const WEEKDAY_CLOCK: Intl.DateTimeFormatOptions = { weekday: 'short', hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

/**
 * A time on the agent's clock ("2:45 PM"), with the weekday when it falls on another day than
 * `from` ("Thu 2:30 PM"). Newer ICU puts a narrow no-break space before AM/PM; outside GSM-7, it
 * would turn a text message into UCS-2 (70 characters a part rather than 160), so it is a space.
 */
export function clockText(at: Date, from: Date, timeZone: string): string {
  const dayOf = zonedFormat('en-CA', timeZone, DAY);
  const sameDay = dayOf.format(at) === dayOf.format(from);
  return zonedFormat('en-US', timeZone, sameDay ? CLOCK : WEEKDAY_CLOCK)
    .format(at)
    .replace(/\s/gu, ' ');
}

/**
 * "Reply by 2:45 PM" (the agent's clock), with the weekday when that is another day; none when no
 * reply is owed. The alerts and the agent's emails say it in these words.
 */
export function replyByText(
  kind: LeadKind,
  receivedAt: Date,
  timeZone: string,
  replyBy?: Date | string | null,
): string {
  const due = replyDueAt(kind, receivedAt, replyBy);
  return due ? `Reply by ${clockText(due, receivedAt, timeZone)}` : '';
}

/**
 * Who sent a lead, as they typed it: the name, or the first and last name; empty when the form
 * asks for no name (a subscription).
 */
export function leadPersonName(fields: Record<string, unknown>): string {
  const { name, firstName, lastName } = fields;
  if (typeof name === 'string' && name.trim()) return name.trim();
  return [firstName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
