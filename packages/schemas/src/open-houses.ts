import type { OpenHouse } from './listing-row.ts';

/**
 * Open houses as visitors read them (issue 26, docs/decisions/049-open-houses.md): the day and the
 * hours on the agent's clock, and the calendar file a visitor adds one to their calendar with. The
 * time zone is the site's configuration; nothing here names a place.
 */

// Its own formatter rather than tour-days' cached one: the listing cards import this module, and
// tour-days would come with it into every page with cards.
const format = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone });

/**
 * "Sat, Dec 5, 1 – 3 PM" (or "Sat, Dec 5, 11 AM – 1 PM" across noon, "1:30 – 3:00 PM" off the
 * hour) on the agent's clock: the platform's own range format (`formatRange`), which says the day
 * once and the period once where they are shared. Plain spaces for the thin ones it puts around
 * the dash.
 */
export function openHouseText(openHouse: Pick<OpenHouse, 'startsAt' | 'endsAt'>, timeZone: string): string {
  const start = new Date(openHouse.startsAt);
  const end = new Date(openHouse.endsAt);
  const minutes = format(timeZone, { minute: 'numeric' });
  const onTheHour = minutes.format(start) === '0' && minutes.format(end) === '0';
  return format(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    ...(onTheHour ? {} : { minute: '2-digit' }),
  })
    .formatRange(start, end)
    .replace(/\s/gu, ' ');
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
  return comingOpenHouses(openHouses, 1, now)[0];
}
