import { describe, expect, it } from 'vitest';
import { formatFullDate } from './calendar-day.ts';

describe('formatFullDate', () => {
  it('reads a day as a calendar day, whatever the time zone', () => {
    expect(formatFullDate('2025-06-20')).toBe('June 20, 2025');
    expect(formatFullDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatFullDate('2025-12-31T23:00:00Z')).toBe('December 31, 2025');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatFullDate('soon')).toBe('soon');
  });
});
