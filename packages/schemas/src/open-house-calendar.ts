import type { OpenHouse } from './listing-row.ts';

// An open house's calendar file (docs/decisions/049-open-houses.md): its own module, as only the
// listing page's open-house block needs it, never the cards.

/** An instant as iCalendar's UTC form: 20261205T180000Z. */
const icsInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as an iCalendar value: backslashes, commas, semicolons and line breaks escaped (RFC 5545 3.3.11). */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 3.1); the texts here are short, ASCII mostly. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export interface OpenHouseEvent {
  openHouse: OpenHouse;
  /** "Open house: 1428 Maplewood Ave" */
  summary: string;
  /** The home's full address. */
  location: string;
  /** The listing's page, absolute. */
  url: string;
  /** Who publishes it, for the file's PRODID and the event's UID: the site's host name. */
  host: string;
}

/**
 * The open house as a calendar file (RFC 5545): one event with its start and end as instants in
 * UTC, which every calendar shows on its own clock, so the file needs no time zone of its own. Its
 * UID is the open house's, so a second import updates the same event.
 */
export function openHouseCalendar({ openHouse, summary, location, url, host }: OpenHouseEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//open-houses//EN`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:open-house-${openHouse.id}@${host}`,
    `DTSTAMP:${icsInstant(openHouse.startsAt)}`,
    `DTSTART:${icsInstant(openHouse.startsAt)}`,
    `DTEND:${icsInstant(openHouse.endsAt)}`,
    `SUMMARY:${icsText(summary)}`,
    `LOCATION:${icsText(location)}`,
    ...(openHouse.note
      ? [`DESCRIPTION:${icsText(`${openHouse.note}\n${url}`)}`]
      : [`DESCRIPTION:${icsText(url)}`]),
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The calendar file as a link's address, so a prerendered page offers it without a script. */
export const calendarHref = (calendar: string) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`;
