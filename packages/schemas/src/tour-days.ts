import type { Option, TourTime } from './options.ts';

/**
 * Tour days, reply-by times and received times are on the agent's clock, so every function here that
 * reads a clock takes the agent's IANA time zone (`America/Denver`): the site passes its configured
 * one, the edge functions their AGENT_TIME_ZONE setting (decision 034).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone and options, made once: building an Intl.DateTimeFormat costs far
 * more than using one.
 */
export function zonedFormat(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** How many days ahead a visitor can ask for a tour: today and the six days after (issue 16). */
export const TOUR_DAY_COUNT = 7;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const dayLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** The calendar day on the agent's clock at an instant, as `YYYY-MM-DD`. */
export const agentDay = (at: Date, timeZone: string): string =>
  zonedFormat('en-CA', timeZone, DAY_PARTS).format(at);

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

/** The days a tour can be asked for, from the agent's today: "Today", "Tomorrow", then "Sat, Nov 28". */
export function tourDays(now: Date, timeZone: string): Option[] {
  const today = agentDay(now, timeZone);
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
export function isTourDay(day: string, now: Date, timeZone: string): boolean {
  const time = utcMidnight(day);
  const today = utcMidnight(agentDay(now, timeZone));
  if (time === undefined || today === undefined) return false;
  const offset = Math.round((time - today) / 86_400_000);
  return offset >= -1 && offset < TOUR_DAY_COUNT;
}

/** Whether `day` is a calendar day from `now`'s day on the agent's clock up to `withinDays` days later. */
export function isDayWithin(day: string, now: Date, withinDays: number, timeZone: string): boolean {
  const time = utcMidnight(day);
  const today = utcMidnight(agentDay(now, timeZone));
  if (time === undefined || today === undefined) return false;
  const offset = Math.round((time - today) / 86_400_000);
  return offset >= 0 && offset <= withinDays;
}

/**
 * The hours each part of the day spans on the agent's clock, as `TOUR_TIME_OPTIONS` words them: a tour asked
 * for "Morning (9 AM - noon)" is the slot from 9:00 to 12:00 on that day.
 */
export const TOUR_TIME_HOURS: Record<TourTime, { from: number; to: number }> = {
  morning: { from: 9, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 19 },
};

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** How far the zone's clock is ahead of UTC at `time` (negative: behind), in milliseconds. */
function zoneOffset(time: number, timeZone: string): number {
  const parts = Object.fromEntries(
    zonedFormat('en-US', timeZone, WALL_CLOCK)
      .formatToParts(new Date(time))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (time - (time % 1000));
}

/** The instant the agent's clocks show `hour`:00 on `day` (`YYYY-MM-DD`), daylight saving time included. */
export function agentInstant(day: string, hour: number, timeZone: string): Date {
  const midnight = utcMidnight(day);
  if (midnight === undefined) throw new RangeError(`Not a calendar day: ${day}`);
  const asIfUtc = midnight + hour * 3_600_000;
  // The offset at the guess, then again at the result: they differ only across a clock change.
  const first = asIfUtc - zoneOffset(asIfUtc, timeZone);
  return new Date(asIfUtc - zoneOffset(first, timeZone));
}

/** The time a tour was asked for: from the start to the end of that part of that day, on the agent's clock. */
export function tourSlot(day: string, time: TourTime, timeZone: string): { start: Date; end: Date } {
  const hours = TOUR_TIME_HOURS[time];
  return { start: agentInstant(day, hours.from, timeZone), end: agentInstant(day, hours.to, timeZone) };
}
