import { describe, expect, it } from 'vitest';
import { nextOpenHouse } from './listing-row.ts';
import { calendarHref, openHouseCalendar, openHouseText } from './open-houses.ts';

const ZONE = 'America/New_York';
const saturday = { id: 'a1', startsAt: '2026-12-05T18:00:00Z', endsAt: '2026-12-05T20:00:00Z', note: null };

describe('open houses', () => {
  it('read as the day and the hours on the agent’s clock', () => {
    expect(openHouseText(saturday, ZONE)).toBe('Sat, Dec 5, 1–3 PM');
    expect(openHouseText({ startsAt: '2026-12-06T16:30:00Z', endsAt: '2026-12-06T18:00:00Z' }, ZONE)).toBe(
      'Sun, Dec 6, 11:30 AM–1 PM',
    );
    expect(openHouseText(saturday, 'America/Los_Angeles')).toBe('Sat, Dec 5, 10 AM–12 PM');
  });

  it('show the next one that has not ended', () => {
    const sunday = {
      ...saturday,
      id: 'b2',
      startsAt: '2026-12-06T18:00:00Z',
      endsAt: '2026-12-06T20:00:00Z',
    };
    expect(nextOpenHouse([saturday, sunday], new Date('2026-12-05T19:00:00Z'))?.id).toBe('a1');
    expect(nextOpenHouse([saturday, sunday], new Date('2026-12-05T20:00:00Z'))?.id).toBe('b2');
    expect(nextOpenHouse([saturday, sunday], new Date('2026-12-07T00:00:00Z'))).toBeUndefined();
    expect(nextOpenHouse(undefined)).toBeUndefined();
  });

  it('are a calendar file with the start and end as UTC instants and the address escaped', () => {
    const file = openHouseCalendar({
      openHouse: { ...saturday, note: 'Cider; donuts' },
      summary: 'Open house: 12 Elm St',
      location: '12 Elm St, Springfield, IL 62704',
      url: 'https://example.com/listing/12-elm-st',
      host: 'example.com',
    });
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'UID:open-house-a1@example.com',
        'DTSTART:20261205T180000Z',
        'DTEND:20261205T200000Z',
        'LOCATION:12 Elm St\\, Springfield\\, IL 62704',
        'DESCRIPTION:Cider\\; donuts\\nhttps://example.com/listing/12-elm-st',
        'END:VCALENDAR',
      ]),
    );
    expect(decodeURIComponent(calendarHref(file).replace('data:text/calendar;charset=utf-8,', ''))).toBe(
      file,
    );
  });
});
