import { describe, expect, it } from 'vitest';
import {
  addDays,
  agentDay,
  agentInstant,
  formatDay,
  isDayWithin,
  isTourDay,
  tourDays,
  tourSlot,
} from './tour-days.ts';

/** The sample agent's zone: these tests are about Detroit's clock and its clock changes. */
const ZONE = 'America/Detroit';

describe('tour days', () => {
  it('are today and the six days after, in Detroit, named as people say them', () => {
    // 11 PM in Detroit on Nov 25 is already Nov 26 in UTC: the days are Detroit's.
    const lateEvening = new Date('2026-11-26T04:00:00Z');
    expect(agentDay(lateEvening, ZONE)).toBe('2026-11-25');
    expect(tourDays(lateEvening, ZONE).map((day) => day.label)).toEqual([
      'Today, Wed, Nov 25',
      'Tomorrow, Thu, Nov 26',
      'Fri, Nov 27',
      'Sat, Nov 28',
      'Sun, Nov 29',
      'Mon, Nov 30',
      'Tue, Dec 1',
    ]);
    expect(tourDays(lateEvening, ZONE).at(-1)?.value).toBe('2026-12-01');
  });

  it('accept an offered day, and the day before it for a form left open over midnight', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(isTourDay('2026-11-25', now, ZONE)).toBe(true);
    expect(isTourDay('2026-12-01', now, ZONE)).toBe(true);
    expect(isTourDay('2026-11-24', now, ZONE)).toBe(true);
    expect(isTourDay('2026-11-23', now, ZONE)).toBe(false);
    expect(isTourDay('2026-12-02', now, ZONE)).toBe(false);
  });

  it('refuse text that is not a calendar day', () => {
    const now = new Date('2026-02-27T15:00:00Z');
    for (const day of ['2026-02-30', '2026-2-28', 'tomorrow', '', '2026-02-28T10:00']) {
      expect(isTourDay(day, now, ZONE), day).toBe(false);
    }
    expect(isTourDay('2026-03-01', now, ZONE)).toBe(true);
  });

  it('count across months and years', () => {
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(formatDay('2027-01-03')).toBe('Sun, Jan 3');
    expect(isDayWithin('2027-06-01', new Date('2026-12-29T15:00:00Z'), 366, ZONE)).toBe(true);
    expect(isDayWithin('2026-12-28', new Date('2026-12-29T15:00:00Z'), 366, ZONE)).toBe(false);
  });
});

describe('a tour slot', () => {
  it('is the part of the day in Detroit, on standard time in winter', () => {
    const slot = tourSlot('2026-11-27', 'morning', ZONE);
    expect(slot.start.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(slot.end.toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('is the part of the day in Detroit, on daylight saving time in summer', () => {
    const slot = tourSlot('2027-07-02', 'evening', ZONE);
    expect(slot.start.toISOString()).toBe('2027-07-02T20:00:00.000Z');
    expect(slot.end.toISOString()).toBe('2027-07-02T23:00:00.000Z');
  });

  it('follows the clock change on the days it happens', () => {
    // Clocks go forward at 2 AM on Sunday, March 14, 2027, and back at 2 AM on November 7.
    expect(tourSlot('2027-03-14', 'afternoon', ZONE).start.toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(tourSlot('2027-11-07', 'afternoon', ZONE).start.toISOString()).toBe('2027-11-07T17:00:00.000Z');
    expect(agentInstant('2027-03-13', 12, ZONE).toISOString()).toBe('2027-03-13T17:00:00.000Z');
  });

  it('refuses text that is not a calendar day', () => {
    expect(() => tourSlot('2026-02-30', 'morning', ZONE)).toThrow(RangeError);
  });
});

describe('another agent', () => {
  it('has tour days and slots on their own clock', () => {
    // 11 PM in Denver on Nov 25 is Nov 26 in Detroit and in UTC.
    const lateEvening = new Date('2026-11-26T06:00:00Z');
    expect(agentDay(lateEvening, 'America/Denver')).toBe('2026-11-25');
    expect(agentDay(lateEvening, ZONE)).toBe('2026-11-26');
    expect(tourSlot('2026-11-27', 'morning', 'America/Denver').start.toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
  });
});
