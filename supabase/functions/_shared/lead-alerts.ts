// The lead alerts on the agent's phone (issue 17): what a push notification and a text message say
// about a lead, and whether and when each goes out. The database queues one row per device and
// channel with the lead (20251126130300_lead_alerts.sql); the outbox sender hands each here.
// Words come from packages/schemas (the kind's name, its reply promise); times are on the agent's
// clock (AGENT_TIME_ZONE). What a visitor typed is shown as data (alert-text.ts, decision 029).
import {
  callBackNumber,
  clockText,
  LEAD_KIND_TEXT,
  LEAD_KINDS,
  type LeadKind,
  leadPersonName,
  parseWorkingHours,
  replyByText,
  workingFrom,
  zonedFormat,
} from '@agent-sites/schemas';
import type { SupabaseClient } from '@supabase/supabase-js';
import { shorten, smsSafe, visitorText } from './alert-text.ts';
import type { LeadConfig, SmsConfig } from './config.ts';
import { type DeliveryOutcome, PermanentDeliveryError, type Sent } from './delivery.ts';
import { SMS_MAX_LENGTH, sendSms } from './sms.ts';
import { visitorSavedSearch } from './visitor-saved-search.ts';
import { sendWebPush } from './web-push.ts';

/** A lead still new this long after its alert went out alerts once more. */
export const REMINDER_AFTER_MINUTES = 10;

/**
 * The kinds that get the reminder: those whose reply is due within the hour (a question, a tour, a
 * valuation: the 15-minute promise). A partner request (24 hours) and the kinds that owe no reply
 * do not nag the agent ten minutes in.
 */
export const REMINDED_KINDS: readonly LeadKind[] = LEAD_KINDS.filter((kind) => {
  const minutes = LEAD_KIND_TEXT[kind].replyWithinMinutes;
  return minutes !== null && minutes > REMINDER_AFTER_MINUTES && minutes <= 60;
});

/** What an alert needs of a lead (the columns read for it). */
export interface AlertLead {
  id: string;
  kind: LeadKind;
  state: 'new' | 'contacted' | 'closed' | 'spam';
  fields: Record<string, unknown>;
  listing_title: string | null;
  listing_address: string | null;
  created_at: string;
  /** When the reply the visitor was promised is due (null: the kind's window from created_at). */
  reply_by?: string | null;
  /**
   * The plain words of the visitor's confirmed saved search, when the lead's email has one: a tour
   * from someone already following homes is worth saying (docs/decisions/056-saved-search-agent.md).
   */
  savedSearch?: string;
}

export const ALERT_LEAD_COLUMNS =
  'id, kind, state, fields, listing_title, listing_address, created_at, reply_by';

/** The agent's choices (public.alert_settings); times are the agent's wall clock, `HH:MM[:SS]`. */
export interface AlertSettings {
  sms_enabled: boolean;
  quiet_hours_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
  no_reply_kinds_enabled: boolean;
  /** At most this many texts an hour, and a day: past either, leads' texts collapse into a summary. */
  sms_per_hour: number;
  sms_per_day: number;
  /** The agent's working hours (working-hours.ts): an alert quiet hours hold waits for them too. */
  working_hours?: unknown;
}

/** A queued alert's payload: which device (push), whether it is the reminder, or the texts' summary. */
export interface AlertPayload {
  subscription_id?: string;
  reminder?: boolean;
  /** The one text that tells of the leads whose texts the ceiling held (lead_id is null). */
  summary?: boolean;
  /** A saved-search visitor tapped this listing twice today from the alerts (lead_id: the search's). */
  opened?: { listing_id: string };
}

/** What the notification shows, and the back-office page a tap opens. */
export interface LeadAlert {
  title: string;
  body: string;
  /** `/admin/leads/<id>`: a path, which the service worker opens on its own origin. */
  path: string;
  /** One notification per lead: the reminder replaces the first on the lock screen. */
  tag: string;
}

/** How much of each piece of visitor text an alert shows (a lock screen's lines). */
const SHOWN = { person: 60, place: 80, city: 40 } as const;

/**
 * How one channel shows a piece of text: a push notification shortens it; a text message also
 * breaks what a phone would make tappable, and ends a cut with three dots (the ellipsis is not in
 * the GSM alphabet: it would make the message UCS-2, 70 characters a part rather than 160).
 */
type Show = (text: string, max: number) => string;
const showInPush: Show = (text, max) => shorten(text, max);
const showInSms: Show = (text, max) => shorten(smsSafe(text), max, '...');

/** The listing's address without the state and ZIP code ("1428 Maplewood Ave, Springfield"). */
const shortAddress = (address: string) => address.replace(/,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$/, '');

/**
 * The home the lead is about: the listing it came from, the valuation's address, or the area asked
 * about (where a relocation is going).
 */
export function leadPlace(
  lead: Pick<AlertLead, 'fields' | 'listing_title' | 'listing_address'>,
  show: Show = showInPush,
): string {
  if (lead.listing_address) return show(visitorText(shortAddress(lead.listing_address)), SHOWN.place);
  if (lead.listing_title) return show(visitorText(lead.listing_title), SHOWN.place);
  const address = visitorText(lead.fields.address);
  if (address) {
    return [show(address, SHOWN.place), show(visitorText(lead.fields.city), SHOWN.city)]
      .filter(Boolean)
      .join(', ');
  }
  return show(visitorText(lead.fields.area) || visitorText(lead.fields.destination), SHOWN.place);
}

/** What both channels say, each piece of visitor text shown as the channel shows it. */
function alertFacts(lead: AlertLead, reminder: boolean, show: Show, timeZone: string) {
  const person =
    show(visitorText(leadPersonName(lead.fields)), SHOWN.person) ||
    show(visitorText(lead.fields.email), SHOWN.person) ||
    'a visitor';
  const number = callBackNumber(lead.fields.phone);
  return {
    title: `${reminder ? 'Still new: ' : ''}${LEAD_KIND_TEXT[lead.kind].label} from ${person}`,
    place: leadPlace(lead, show),
    replyBy: replyByText(lead.kind, new Date(lead.created_at), timeZone, lead.reply_by),
    /** The phone field's number, labelled: the one number in an alert meant to be called. */
    callBack: number ? `Call back: ${number}` : '',
    savedSearch: lead.savedSearch
      ? `Has a saved search: ${show(visitorText(lead.savedSearch), SHOWN.place)}`
      : '',
  };
}

/** The notification for a lead: its kind and who sent it, then the home, the reply-by time, the number. */
export function leadAlert(lead: AlertLead, timeZone: string, reminder = false): LeadAlert {
  const facts = alertFacts(lead, reminder, showInPush, timeZone);
  const lines = [facts.place, facts.replyBy, facts.savedSearch, facts.callBack].filter(Boolean);
  return {
    title: facts.title,
    body: lines.length > 0 ? lines.join('\n') : 'Open it in the back office.',
    path: `/admin/leads/${lead.id}`,
    tag: `lead:${lead.id}`,
  };
}

/**
 * The same facts as a text message, ending with the link to the lead: the only link in it, and the
 * call-back line the only number. It fits in SMS_MAX_LENGTH: the place gives way first.
 */
export function leadAlertSms(lead: AlertLead, siteUrl: string, timeZone: string, reminder = false): string {
  const facts = alertFacts(lead, reminder, showInSms, timeZone);
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const fixed = [facts.title, facts.replyBy, facts.savedSearch, facts.callBack, link].filter(Boolean);
  const room = SMS_MAX_LENGTH - fixed.join('\n').length - '\n. '.length;
  const place = shorten(facts.place, room, '...');
  const about = [place, facts.replyBy].filter(Boolean).join('. ');
  return [facts.title, about, facts.savedSearch, facts.callBack, link].filter(Boolean).join('\n');
}

/** What an alert of a saved-search visitor's second tap on a listing needs. */
export interface OpenedListing {
  /** The saved search's lead: a tap opens it in the back office. */
  leadId: string;
  email: string;
  /** The listing's address, or its title. */
  listing: string;
}

/** "<email> opened <listing> twice today from their saved search", as both channels say it. */
function openedWords(opened: OpenedListing, show: Show): string {
  return `${show(visitorText(opened.email), SHOWN.person)} opened ${show(opened.listing, SHOWN.place)} twice today from their saved search`;
}

/** The notification for a saved-search visitor's second tap on a listing in a day. */
export function openedAlert(opened: OpenedListing): LeadAlert {
  return {
    title: 'Saved search: a listing opened twice',
    body: openedWords(opened, showInPush),
    path: `/admin/leads/${opened.leadId}`,
    tag: `opened:${opened.leadId}`,
  };
}

/** The same as a text message, with the link to the saved search's lead. */
export function openedAlertSms(opened: OpenedListing, siteUrl: string): string {
  return `${openedWords(opened, showInSms)}\n${siteUrl}/admin/leads/${opened.leadId}`;
}

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

const WALL_CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Minutes since midnight on the agent's wall clock. */
function wallClockMinutes(at: Date, timeZone: string): number {
  const parts = zonedFormat('en-US', timeZone, WALL_CLOCK).formatToParts(at);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When an alert quiet hours hold back at `now` may go: once quiet hours end and the agent's working
 * hours have started (quiet 9 PM to 7 AM and work from 8 AM: at 8 AM, when the reply-by counts
 * from); undefined outside quiet hours (or with them off). The settings' working hours count when
 * valid. Delegates to quietSpanEnd for the quiet span.
 */
export function quietUntil(settings: AlertSettings, now: Date, timeZone: string): Date | undefined {
  const end = quietSpanEnd(settings, now, timeZone);
  if (!end || settings.working_hours === undefined) return end;
  const hours = parseWorkingHours(settings.working_hours);
  return typeof hours === 'string' ? end : (workingFrom(end, hours, timeZone) ?? end);
}

/**
 * When quiet hours that hold `now` end, or undefined outside them (or with quiet hours off). A span
 * may pass midnight (21:00 to 07:00). Across a daylight-saving change the wall clock jumps an hour,
 * which the second look corrects.
 */
function quietSpanEnd(settings: AlertSettings, now: Date, timeZone: string): Date | undefined {
  if (!settings.quiet_hours_enabled) return undefined;
  const start = minutesOf(settings.quiet_start);
  const end = minutesOf(settings.quiet_end);
  const time = wallClockMinutes(now, timeZone);
  const quiet = start < end ? time >= start && time < end : time >= start || time < end;
  if (!quiet) return undefined;
  const minute = 60_000;
  const ahead = (end - time + 1440) % 1440;
  const until = new Date(Math.floor(now.getTime() / minute) * minute + ahead * minute);
  const drift = ((end - wallClockMinutes(until, timeZone) + 1440 + 720) % 1440) - 720;
  return new Date(until.getTime() + drift * minute);
}

/** What sending an alert needs besides the row: the database, the settings, the clock. */
export interface AlertDelivery {
  admin: SupabaseClient;
  config: LeadConfig;
  now: Date;
  /** The agent's settings, read once per batch. */
  settings: () => Promise<AlertSettings>;
}

/** Reads the agent's alert settings (the one row). */
export async function readAlertSettings(admin: SupabaseClient): Promise<AlertSettings> {
  const { data, error } = await admin
    .from('alert_settings')
    .select(
      'sms_enabled, quiet_hours_enabled, quiet_start, quiet_end, no_reply_kinds_enabled, sms_per_hour, sms_per_day, working_hours',
    )
    .single();
  if (error) throw new Error(`The alert settings could not be read: ${error.message}`);
  return data as AlertSettings;
}

/** An outbox row of an alert, as deliverLeadAlert needs it. */
export interface AlertRow {
  /** The outbox row: a push goes under a topic made of it (one message, however often sent). */
  id: string;
  kind: 'push' | 'sms';
  lead_id: string | null;
  payload: AlertPayload;
  /** An earlier attempt may have sent it (decision 030): a text is looked up before it goes again. */
  in_doubt: boolean;
  created_at: string;
}

/**
 * Sends one queued alert ('push' to one device, or 'sms'), or says why not now (quiet hours) or not
 * at all: the lead is no longer new, the agent turned that alert off, the device unsubscribed.
 * Throws to be retried; a PermanentDeliveryError fails the row at once.
 */
export async function deliverLeadAlert(
  row: AlertRow,
  delivery: AlertDelivery,
): Promise<DeliveryOutcome | Sent> {
  const { admin, config } = delivery;
  if (row.kind === 'sms' && row.payload.summary === true) return deliverTextSummary(row, delivery);
  if (!row.lead_id) return { skipped: 'The lead was deleted.' };
  const read = await admin.from('leads').select(ALERT_LEAD_COLUMNS).eq('id', row.lead_id).maybeSingle();
  if (read.error) throw new Error(`The lead could not be read: ${read.error.message}`);
  const lead = read.data as AlertLead | null;
  if (!lead) return { skipped: 'The lead was deleted.' };
  // A tap is news whatever the saved search's lead's state: the agent may have written back already.
  const opened = row.payload.opened
    ? await readOpened(admin, lead, row.payload.opened.listing_id)
    : undefined;
  if (!opened && lead.state !== 'new')
    return { skipped: `The lead was marked ${lead.state} before this alert went out.` };
  const settings = await delivery.settings();
  if (!opened && LEAD_KIND_TEXT[lead.kind].replyWithinMinutes === null && !settings.no_reply_kinds_enabled) {
    return { skipped: 'Alerts for leads that owe no reply are turned off.' };
  }
  if (!opened) lead.savedSearch = await savedSearchOf(admin, lead);
  if (row.kind === 'sms' && !settings.sms_enabled) return { skipped: 'Text message alerts are turned off.' };
  const quietEnd = quietUntil(settings, delivery.now, config.agent.timeZone);
  if (quietEnd) return { deferUntil: quietEnd };

  const reminder = row.payload.reminder === true;
  if (row.kind === 'sms') {
    const sms = smsConfig(config);
    if (!sms) return NO_SMS_SETUP;
    const decision = await decideText(row.id, delivery);
    if (decision.outcome === 'held') {
      const ceiling = `${settings.sms_per_hour} texts an hour or ${settings.sms_per_day} a day`;
      return { skipped: `Past the ceiling of ${ceiling}: the summary text tells of this lead.` };
    }
    const inDoubtSince = row.in_doubt ? new Date(row.created_at) : undefined;
    const words = opened
      ? openedAlertSms(opened, config.siteUrl)
      : leadAlertSms(lead, config.siteUrl, config.agent.timeZone, reminder);
    return { providerRef: await sendSms(sms, words, { inDoubtSince }) };
  }
  if (config.alertProblems.push) throw new PermanentDeliveryError(config.alertProblems.push);
  if (!config.push)
    return { skipped: 'Push is not set up on the server (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).' };
  const device = await admin
    .from('push_subscriptions')
    .select('id, endpoint, p256dh, auth')
    .eq('id', row.payload.subscription_id ?? '')
    .maybeSingle();
  if (device.error) throw new Error(`The device could not be read: ${device.error.message}`);
  if (!device.data) return { skipped: 'The device was unsubscribed.' };
  const target = device.data as { id: string; endpoint: string; p256dh: string; auth: string };
  const alert = JSON.stringify(
    opened ? openedAlert(opened) : leadAlert(lead, config.agent.timeZone, reminder),
  );
  const result = await sendWebPush(target, alert, config.push, row.id.replaceAll('-', ''));
  if (result.outcome === 'gone') {
    const removed = await admin.from('push_subscriptions').delete().eq('id', target.id);
    if (removed.error)
      throw new Error(`The ended subscription could not be removed: ${removed.error.message}`);
    return {
      skipped: `The push service answered ${result.status}: the device's subscription ended and was removed.`,
    };
  }
  return { providerRef: result.location };
}

/** The visitor and the listing of an opened-twice alert (the listing deleted: its title as "a listing"). */
async function readOpened(admin: SupabaseClient, lead: AlertLead, listingId: string): Promise<OpenedListing> {
  const read = await admin.from('listings').select('title, address, city').eq('id', listingId).maybeSingle();
  if (read.error) throw new Error(`The listing could not be read: ${read.error.message}`);
  const listing = read.data as { title: string; address: string; city: string } | null;
  return {
    leadId: lead.id,
    email: visitorText(lead.fields.email) || 'A visitor',
    listing: listing ? `${listing.address}, ${listing.city}` : 'a listing',
  };
}

/** The plain words of the confirmed saved search of the lead's email, if it has one (the latest). */
async function savedSearchOf(admin: SupabaseClient, lead: AlertLead): Promise<string | undefined> {
  if (lead.kind === 'saved_search') return undefined;
  return (await visitorSavedSearch(admin, visitorText(lead.fields.email)))?.summary;
}

/** The SMS provider's settings: none when not set up; wrong ones fail the row at once. */
function smsConfig(config: LeadConfig): SmsConfig | undefined {
  if (config.alertProblems.sms) throw new PermanentDeliveryError(config.alertProblems.sms);
  return config.sms;
}

const NO_SMS_SETUP: DeliveryOutcome = {
  skipped: 'Text messages are not set up on the server (SMS_ACCOUNT_SID and others).',
};

/** What public.decide_alert_text answers (times as ISO text). */
type TextDecision =
  | { outcome: 'send' }
  | { outcome: 'held'; until: string }
  | { outcome: 'wait'; until: string }
  | { outcome: 'nothing' }
  | { outcome: 'summary'; leads: number; since: string };

/** Counts the text against the agent's ceiling, in the database, or says it is past it. */
async function decideText(id: string, delivery: AlertDelivery): Promise<TextDecision> {
  const { data, error } = await delivery.admin.rpc('decide_alert_text', {
    text_id: id,
    as_of: delivery.now.toISOString(),
  });
  if (error) throw new Error(`The text ceiling could not be checked: ${error.message}`);
  return data as TextDecision;
}

/**
 * The text that stands for the leads whose texts the ceiling held: "3 more leads since 3:05 PM -
 * open the inbox: <link>", with the weekday when that was another day. GSM characters only.
 */
export function textSummary(
  leads: number,
  since: Date,
  now: Date,
  siteUrl: string,
  timeZone: string,
): string {
  const time = clockText(since, now, timeZone);
  return `${leads} more ${leads === 1 ? 'lead' : 'leads'} since ${time} - open the inbox: ${siteUrl}/admin/leads`;
}

/** Sends the texts' summary when the ceiling lets a text through, or waits until it does. */
async function deliverTextSummary(row: AlertRow, delivery: AlertDelivery): Promise<DeliveryOutcome | Sent> {
  const { config } = delivery;
  const settings = await delivery.settings();
  if (!settings.sms_enabled) return { skipped: 'Text message alerts are turned off.' };
  const quietEnd = quietUntil(settings, delivery.now, config.agent.timeZone);
  if (quietEnd) return { deferUntil: quietEnd };
  const sms = smsConfig(config);
  if (!sms) return NO_SMS_SETUP;
  const decision = await decideText(row.id, delivery);
  if (decision.outcome === 'wait') return { deferUntil: new Date(decision.until) };
  if (decision.outcome !== 'summary') return { skipped: 'No lead the ceiling held back is still new.' };
  const summary = textSummary(
    decision.leads,
    new Date(decision.since),
    delivery.now,
    config.siteUrl,
    config.agent.timeZone,
  );
  const inDoubtSince = row.in_doubt ? new Date(row.created_at) : undefined;
  return { providerRef: await sendSms(sms, summary, { inDoubtSince }) };
}

/** Queues the reminder of every alert due one as of `now`; answers how many. */
export async function queueLeadReminders(admin: SupabaseClient, now: Date): Promise<number> {
  const { data, error } = await admin.rpc('queue_lead_reminders', {
    kinds: REMINDED_KINDS,
    as_of: now.toISOString(),
    after_seconds: REMINDER_AFTER_MINUTES * 60,
  });
  if (error) throw new Error(`The reminders could not be queued: ${error.message}`);
  return data as number;
}
