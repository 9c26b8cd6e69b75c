import { LEAD_KIND_TEXT, type LeadKind } from './lead-kinds.ts';
import { zonedFormat } from './tour-days.ts';

/**
 * The agent's real hours (issue 26, decision 041): when the agent works, per weekday, on the
 * agent's wall clock (the time zone is configuration). Inside them a lead is promised the spec's
 * reply ("within 15 minutes"); outside them the reply is promised for when the next working span
 * starts ("after 8 AM", "tomorrow after 8 AM", "Monday after 9 AM") and the reply-by instant counts
 * from then. The submission function stores that instant with the lead (`leads.reply_by`); the
 * visitor's screen and email, the agent's email and alerts and the inbox's clock all read it.
 */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's working span, `HH:MM` on the agent's clock; `end` may be `24:00` (a type: it is JSON). */
export type WorkingSpan = { start: string; end: string };

/** The working span of each weekday, or `null` for a day off. */
export type WorkingHours = Record<Weekday, WorkingSpan | null>;

const DAILY: WorkingSpan = { start: '08:00', end: '20:00' };

/** 8 AM to 8 PM every day: the database's default (public.alert_settings.working_hours). */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  sun: DAILY,
  mon: DAILY,
  tue: DAILY,
  wed: DAILY,
  thu: DAILY,
  fri: DAILY,
  sat: DAILY,
};

const TIME = /^([01]\d|2[0-4]):([0-5]\d)(?::[0-5]\d)?$/;

/** Minutes since midnight of `HH:MM[:SS]`, or undefined when it is not a time of day. */
export function minutesOfTime(time: unknown): number | undefined {
  if (typeof time !== 'string') return undefined;
  const match = TIME.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : undefined;
}

/** A span that starts before it ends, or undefined. */
function spanOf(value: unknown): WorkingSpan | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { start, end } = value as Record<string, unknown>;
  const from = minutesOfTime(start);
  const to = minutesOfTime(end);
  if (from === undefined || to === undefined || from >= to) return undefined;
  return { start: String(start).slice(0, 5), end: String(end).slice(0, 5) };
}

/**
 * The working hours a settings row holds, or a reason they are not valid: every weekday present,
 * each a span that starts before it ends, or null for a day off.
 */
export function parseWorkingHours(value: unknown): WorkingHours | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'Working hours must name each day of the week.';
  }
  const hours: Partial<WorkingHours> = {};
  for (const day of WEEKDAYS) {
    const span = spanOf((value as Record<string, unknown>)[day]);
    if (span === undefined) return `The working hours of ${WEEKDAY_NAMES[day]} must start before they end.`;
    hours[day] = span;
  }
  return hours as WorkingHours;
}

/** The weekdays by name, as the promise and the back office say them. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

const WALL: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const SHORT_DAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 = Sunday) and the minutes since midnight of `at` on the agent's clock. */
function wallClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = zonedFormat('en-US', timeZone, WALL).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: SHORT_DAYS[part('weekday')] ?? 0,
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}

const MINUTE = 60_000;

/**
 * When the agent is next at work as of `at`: `at` itself inside a working span, otherwise the
 * instant the next span starts (on the agent's clock, a daylight-saving jump corrected by a second
 * look); undefined when no day has working hours.
 */
export function workingFrom(at: Date, hours: WorkingHours, timeZone: string): Date | undefined {
  const now = wallClock(at, timeZone);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const span = hours[WEEKDAYS[(now.day + ahead) % 7]!];
    if (!span) continue;
    const start = minutesOfTime(span.start)!;
    const end = minutesOfTime(span.end)!;
    if (ahead === 0 && now.minutes >= start && now.minutes < end) return at;
    if (ahead === 0 && now.minutes >= end) continue;
    const guess = Math.floor(at.getTime() / MINUTE) * MINUTE + (ahead * 1440 + start - now.minutes) * MINUTE;
    const drift = ((start - wallClock(new Date(guess), timeZone).minutes + 1440 + 720) % 1440) - 720;
    return new Date(guess + drift * MINUTE);
  }
  return undefined;
}

/** What the agent promises a lead: when, in words, and by when the reply is due. */
export interface ReplyPromise {
  /** Whether the lead came in during working hours (the spec's promise holds as it is). */
  inHours: boolean;
  /** "within 15 minutes", "after 8 AM", "tomorrow after 8 AM", "Monday after 9:30 AM". */
  text: string;
  /** The instant the reply is due: the inbox's clock and the alerts count against it. */
  replyBy: Date;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** "8 AM", "9:30 AM" on the agent's clock (a plain space before AM/PM, as texts need). */
function hourText(at: Date, timeZone: string): string {
  return zonedFormat('en-US', timeZone, CLOCK).format(at).replace(/\s/gu, ' ').replace(':00 ', ' ');
}

/** "", "tomorrow " or "Monday ": the day of `at` as seen from `from`, on the agent's calendar. */
function dayWords(at: Date, from: Date, timeZone: string): string {
  const dayOf = (date: Date) => Date.parse(`${zonedFormat('en-CA', timeZone, DAY).format(date)}T00:00:00Z`);
  const days = Math.round((dayOf(at) - dayOf(from)) / (1440 * MINUTE));
  if (days === 0) return '';
  if (days === 1) return 'tomorrow ';
  return `${WEEKDAY_NAMES[WEEKDAYS[wallClock(at, timeZone).day]!]} `;
}

/** "15 minutes", "24 hours". */
const windowText = (minutes: number) =>
  minutes % 60 === 0 && minutes >= 60
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * The reply a lead of `kind` received at `receivedAt` is promised, or undefined when none is owed.
 * Inside working hours (or with none set): "within 15 minutes", due 15 minutes on. Outside them a
 * window shorter than a day starts when work does: "after 8 AM", due at 8:15 AM. A window of a
 * day or more (a partner request's 24 hours) always holds a working span, so it counts from receipt.
 */
export function replyPromise(
  kind: LeadKind,
  receivedAt: Date,
  hours: WorkingHours,
  timeZone: string,
): ReplyPromise | undefined {
  const window = LEAD_KIND_TEXT[kind].replyWithinMinutes;
  if (window === null) return undefined;
  const within = {
    inHours: true,
    text: `within ${windowText(window)}`,
    replyBy: new Date(receivedAt.getTime() + window * MINUTE),
  };
  if (window >= 1440) return within;
  const from = workingFrom(receivedAt, hours, timeZone);
  if (!from || from.getTime() === receivedAt.getTime()) return within;
  return {
    inHours: false,
    text: `${dayWords(from, receivedAt, timeZone)}after ${hourText(from, timeZone)}`,
    replyBy: new Date(from.getTime() + window * MINUTE),
  };
}
