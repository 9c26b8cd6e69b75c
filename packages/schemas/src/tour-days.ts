import type { Option, TourTime } from './options.ts';

/** The agent's time zone: tour days, reply-by times and received times are the agent's local ones. */
export const AGENT_TIME_ZONE = 'America/Detroit';

/** How many days ahead a visitor can ask for a tour: today and the six days after (issue 16). */
export const TOUR_DAY_COUNT = 7;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayInZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** The calendar day in Detroit at an instant, as `YYYY-MM-DD`. */
export const agentDay = (at: Date): string => dayInZone.format(at);

/** Midnight UTC of a `YYYY-MM-DD` day, or `undefined` when it is not a real calendar day. */
function utcMidnight(day: string): number | undefined {
  const match = ISO_DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date
    ? time
    : undefined;
}

/** The day `count` days after a `YYYY-MM-DD` day. */
export function addDays(day: string, count: number): string {
  const time = utcMidnight(day);
  if (time === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(time + count * 86_400_000).toISOString().slice(0, 10);
}

/** A day as people read it: "Thu, Nov 26". */
export function formatDay(day: string): string {
  const time = utcMidnight(day);
  return time === undefined ? day : dayLabel.format(new Date(time));
}

/** The days a tour can be asked for, from today in Detroit: "Today", "Tomorrow", then "Sat, Nov 28". */
export function tourDays(now: Date): Option[] {
  const today = agentDay(now);
  return Array.from({ length: TOUR_DAY_COUNT }, (_, offset) => {
    const value = addDays(today, offset);
    const prefix = offset === 0 ? 'Today, ' : offset === 1 ? 'Tomorrow, ' : '';
    return { value, label: `${prefix}${formatDay(value)}` };
  });
}

/**
 * Whether `day` is one a tour can be asked for at `now`: one of `tourDays(now)`, or the day before
 * them, so a form left open over midnight still sends the day it offered.
 */
export function isTourDay(day: string, now: Date): boolean {
  const time = utcMidnight(day);
  const today = utcMidnight(agentDay(now));
  if (time === undefined || today === undefined) return false;
  const offset = Math.round((time - today) / 86_400_000);
  return offset >= -1 && offset < TOUR_DAY_COUNT;
}

/** Whether `day` is a calendar day from `now`'s day in Detroit up to `withinDays` days later. */
export function isDayWithin(day: string, now: Date, withinDays: number): boolean {
  const time = utcMidnight(day);
  const today = utcMidnight(agentDay(now));
  if (time === undefined || today === undefined) return false;
  const offset = Math.round((time - today) / 86_400_000);
  return offset >= 0 && offset <= withinDays;
}

/**
 * The hours each part of the day spans in Detroit, as `TOUR_TIME_OPTIONS` words them: a tour asked
 * for "Morning (9 AM - noon)" is the slot from 9:00 to 12:00 on that day.
 */
export const TOUR_TIME_HOURS: Record<TourTime, { from: number; to: number }> = {
  morning: { from: 9, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 19 },
};

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Detroit's clock is ahead of UTC at `time` (negative: behind), in milliseconds. */
function detroitOffset(time: number): number {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (time - (time % 1000));
}

/** The instant Detroit's clocks show `hour`:00 on `day` (`YYYY-MM-DD`), daylight saving time included. */
export function agentInstant(day: string, hour: number): Date {
  const midnight = utcMidnight(day);
  if (midnight === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  const asIfUtc = midnight + hour * 3_600_000;
  // The offset at the guess, then again at the result: they differ only across a clock change.
  const first = asIfUtc - detroitOffset(asIfUtc);
  return new Date(asIfUtc - detroitOffset(first));
}

/** The time a tour was asked for: from the start to the end of that part of that day, in Detroit. */
export function tourSlot(day: string, time: TourTime): { start: Date; end: Date } {
  const hours = TOUR_TIME_HOURS[time];
  return { start: agentInstant(day, hours.from), end: agentInstant(day, hours.to) };
}
