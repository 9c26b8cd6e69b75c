import { describe, expect, it } from 'vitest';
import { makeOpenHouseDraftSchema, OPEN_HOUSE_ERRORS, openHouseColumns } from './open-house-draft.ts';
import { calendarHref, openHouseCalendar } from './open-house-calendar.ts';
import { nextOpenHouse, openHouseText } from './open-houses.ts';

const ZONE = 'America/New_York';
const saturday = { id: 'a1', startsAt: '2026-12-05T18:00:00Z', endsAt: '2026-12-05T20:00:00Z', note: null };

describe('open houses', () => {
  it('read as the day and the hours on the agent’s clock', () => {
    expect(openHouseText(saturday, ZONE)).toBe('Sat, Dec 5, 1 – 3 PM');
    expect(openHouseText({ startsAt: '2026-12-06T16:30:00Z', endsAt: '2026-12-06T18:00:00Z' }, ZONE)).toBe(
      'Sun, Dec 6, 11:30 AM – 1:00 PM',
    );
    expect(openHouseText(saturday, 'America/Los_Angeles')).toBe('Sat, Dec 5, 10 AM – 12 PM');
    // Half an hour off UTC: on the hour in UTC is half past there, and it says so.
    expect(openHouseText(saturday, 'Asia/Kolkata')).toBe('Sat, Dec 5, 11:30 PM – Sun, Dec 6, 1:30 AM');
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

describe('an open house the agent types', () => {
  const schema = makeOpenHouseDraftSchema(ZONE, () => new Date('2026-12-01T15:00:00Z'));
  const errorOf = (values: Record<string, string>) =>
    schema.validate(values).then(
      () => undefined,
      (error: Error) => error.message,
    );

  it('is the day and hours on the agent’s clock, across a change of clocks too', async () => {
    const draft = await schema.validate({ day: '2026-12-05', start: '13:00', end: '15:30', note: ' Cider ' });
    expect(openHouseColumns(draft, ZONE)).toEqual({
      starts_at: '2026-12-05T18:00:00.000Z',
      ends_at: '2026-12-05T20:30:00.000Z',
      note: 'Cider',
    });
    const summer = await schema.validate({ day: '2027-06-05', start: '13:00', end: '15:00' });
    expect(openHouseColumns(summer, ZONE).starts_at).toBe('2027-06-05T17:00:00.000Z');
  });

  it('is refused with what to fix: a past day, an end before the start, a missing time', async () => {
    expect(await errorOf({ day: '2026-11-30', start: '13:00', end: '15:00' })).toBe(OPEN_HOUSE_ERRORS.past);
    expect(await errorOf({ day: '2026-12-05', start: '15:00', end: '13:00' })).toBe(OPEN_HOUSE_ERRORS.end);
    expect(await errorOf({ day: '2026-12-05', start: '', end: '13:00' })).toBe(OPEN_HOUSE_ERRORS.start);
    expect(await errorOf({ day: '2026-12-01', start: '13:00', end: '14:00' })).toBeUndefined();
  });
});
