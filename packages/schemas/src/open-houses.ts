import type { OpenHouse } from './listing-row.ts';

/**
 * Open houses as visitors read them (issue 26, docs/decisions/049-open-houses.md): the day and the
 * hours on the agent's clock, and the calendar file a visitor adds one to their calendar with. The
 * time zone is the site's configuration; nothing here names a place.
 */

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

// Its own formatter rather than tour-days' cached one: the listing cards import this module, and
// tour-days would come with it into every page with cards.
const format = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone });

/** "1 PM", "1:30 PM": the time on the agent's clock, without ":00". */
function clockParts(instant: Date, timeZone: string): { time: string; period: string } {
  const parts = format(timeZone, TIME).formatToParts(instant);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  const period = parts.find((part) => part.type === 'dayPeriod')?.value.toUpperCase() ?? '';
  return { time: minute === '00' ? hour : `${hour}:${minute}`, period };
}

/**
 * "Sat, Dec 5, 1–3 PM" (or "Sat, Dec 5, 11 AM–1 PM" across noon) on the agent's clock. An open house
 * starts and ends on one day: the day said is the start's.
 */
export function openHouseText(openHouse: Pick<OpenHouse, 'startsAt' | 'endsAt'>, timeZone: string): string {
  const start = new Date(openHouse.startsAt);
  const end = new Date(openHouse.endsAt);
  const day = format(timeZone, DAY).format(start);
  const from = clockParts(start, timeZone);
  const to = clockParts(end, timeZone);
  const hours =
    from.period === to.period
      ? `${from.time}–${to.time} ${to.period}`
      : `${from.time} ${from.period}–${to.time} ${to.period}`;
  return `${day}, ${hours}`;
}

/** The open houses that have not ended by `now`, first first, at most `count`. */
export function comingOpenHouses(
  openHouses: readonly OpenHouse[] | undefined,
  count: number,
  now: Date = new Date(),
): OpenHouse[] {
  return (openHouses ?? [])
    .filter((openHouse) => Date.parse(openHouse.endsAt) > now.getTime())
    .slice(0, count);
}

/** The first open house that has not ended by `now`, if any. */
export function nextOpenHouse(
  openHouses: readonly OpenHouse[] | undefined,
  now: Date = new Date(),
): OpenHouse | undefined {
  return openHouses?.find((openHouse) => Date.parse(openHouse.endsAt) > now.getTime());
}
