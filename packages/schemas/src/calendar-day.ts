const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "June 20, 2025" for `2025-06-20`: a calendar day (a closing, a listing date), the same wherever
 * it is read. Apart from the listing words, so the listing cards' shared chunk does not carry it.
 */
export function formatFullDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  // Not Intl.DateTimeFormat, whose first use loads the locale's data while a listing hydrates.
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
