import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_HOURS,
  parseWorkingHours,
  replyPromise,
  type WorkingHours,
  workingFrom,
} from './working-hours.ts';

// Any zone serves; this one has daylight saving, which the rule must get right.
const ZONE = 'America/New_York';
/** 2026-11-27 is a Friday; New York is UTC-5 then. */
const at = (iso: string) => new Date(iso);
const weekdays: WorkingHours = {
  ...DEFAULT_WORKING_HOURS,
  sat: null,
  sun: null,
  mon: { start: '09:00', end: '17:30' },
};

describe('replyPromise', () => {
  it('keeps the spec’s 15 minutes inside working hours', () => {
    const promise = replyPromise('inquiry', at('2026-11-27T15:00:00Z'), DEFAULT_WORKING_HOURS, ZONE);
    expect(promise).toEqual({
      inHours: true,
      text: 'within 15 minutes',
      replyBy: at('2026-11-27T15:15:00Z'),
    });
  });

  it('promises 8 AM to a lead sent at 4:08 AM, due 15 minutes after work starts', () => {
    const promise = replyPromise('tour', at('2026-11-27T09:08:00Z'), DEFAULT_WORKING_HOURS, ZONE);
    expect(promise).toEqual({ inHours: false, text: 'after 8 AM', replyBy: at('2026-11-27T13:15:00Z') });
  });

  it('says tomorrow for a lead sent after work ends', () => {
    const promise = replyPromise('valuation', at('2026-11-27T02:30:00Z'), DEFAULT_WORKING_HOURS, ZONE);
    // 9:30 PM on Thursday the 26th: work starts again on Friday at 8 AM.
    expect(promise?.text).toBe('tomorrow after 8 AM');
    expect(promise?.replyBy).toEqual(at('2026-11-27T13:15:00Z'));
  });

  it('names the weekday when the next working day is further off, with its own start', () => {
    // Friday 9 PM: no work on Saturday and Sunday; Monday starts at 9 AM.
    const promise = replyPromise('inquiry', at('2026-11-28T02:00:00Z'), weekdays, ZONE);
    expect(promise?.text).toBe('Monday after 9 AM');
    expect(promise?.replyBy).toEqual(at('2026-11-30T14:15:00Z'));
  });

  it('says the minutes of a start on the half hour', () => {
    const hours = { ...DEFAULT_WORKING_HOURS, fri: { start: '07:30', end: '20:00' } };
    expect(replyPromise('inquiry', at('2026-11-27T09:08:00Z'), hours, ZONE)?.text).toBe('after 7:30 AM');
  });

  it('counts from the first minute of work and stops at its last', () => {
    expect(replyPromise('inquiry', at('2026-11-27T13:00:00Z'), DEFAULT_WORKING_HOURS, ZONE)?.inHours).toBe(
      true,
    );
    expect(replyPromise('inquiry', at('2026-11-28T01:00:00Z'), DEFAULT_WORKING_HOURS, ZONE)?.text).toBe(
      'tomorrow after 8 AM',
    );
  });

  it('keeps a partner request’s 24 hours at any hour, and owes nothing for a review', () => {
    expect(replyPromise('partnership', at('2026-11-27T09:08:00Z'), DEFAULT_WORKING_HOURS, ZONE)).toEqual({
      inHours: true,
      text: 'within 24 hours',
      replyBy: at('2026-11-28T09:08:00Z'),
    });
    expect(replyPromise('review', at('2026-11-27T09:08:00Z'), DEFAULT_WORKING_HOURS, ZONE)).toBeUndefined();
  });

  it('works all day with a span to midnight, and promises 15 minutes with no working day at all', () => {
    const allDay = { start: '00:00', end: '24:00' };
    const always = Object.fromEntries(
      Object.keys(DEFAULT_WORKING_HOURS).map((d) => [d, allDay]),
    ) as WorkingHours;
    expect(replyPromise('inquiry', at('2026-11-27T09:08:00Z'), always, ZONE)?.text).toBe('within 15 minutes');
    const never = Object.fromEntries(
      Object.keys(DEFAULT_WORKING_HOURS).map((d) => [d, null]),
    ) as WorkingHours;
    expect(replyPromise('inquiry', at('2026-11-27T09:08:00Z'), never, ZONE)?.text).toBe('within 15 minutes');
  });
});

describe('workingFrom', () => {
  it('lands on the wall clock’s start across a daylight-saving change', () => {
    // 2026-03-08, 1 AM EST: clocks go forward at 2 AM; 8 AM that day is 12:00 UTC.
    expect(workingFrom(at('2026-03-08T06:00:00Z'), DEFAULT_WORKING_HOURS, ZONE)).toEqual(
      at('2026-03-08T12:00:00Z'),
    );
  });
});

describe('parseWorkingHours', () => {
  it('takes a row’s hours, with days off, and refuses a span that ends before it starts', () => {
    expect(parseWorkingHours({ ...weekdays, mon: { start: '09:00:00', end: '17:30:00' } })).toEqual(weekdays);
    expect(parseWorkingHours({ ...weekdays, tue: { start: '18:00', end: '09:00' } })).toBe(
      'The working hours of Tuesday must start before they end.',
    );
    expect(parseWorkingHours([])).toBe('Working hours must name each day of the week.');
  });
});
