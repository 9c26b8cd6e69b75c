const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "June 20, 2025" for `2025-06-20`: a calendar day (a closing, a listing date), the same wherever
 * it is read. Apart from the listing words, so the listing cards' shared chunk does not carry it.
 */
export function formatFullDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}
