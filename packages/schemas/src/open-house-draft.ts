import { object, string, type InferType } from 'yup';
import { agentDay, agentInstant } from './tour-days.ts';

// The back office's open-house form (docs/decisions/049-open-houses.md): its own module, so the
// pages that only show open houses (open-houses.ts) never carry yup.

/** What the back office's open-house form says when a value is wrong. */
export const OPEN_HOUSE_ERRORS = {
  day: 'Please choose the day of the open house',
  past: 'Please choose today or a day to come',
  start: 'Please choose when it starts',
  end: 'Please choose when it ends, after it starts',
  note: 'Please keep the note to 200 characters',
} as const;

/** "13:30" as minutes of the day; its own, so this module shares no chunk with the working hours. */
function minutesOfTime(time: unknown): number | undefined {
  const match = typeof time === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const DAY_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An open house as the agent types it: the day and the hours on the agent's clock, and a short
 * note. Made for the agent's time zone and the moment it checks (`now`), so a past day is refused.
 */
export const makeOpenHouseDraftSchema = (timeZone: string, now: () => Date = () => new Date()) =>
  object({
    day: string()
      .required(OPEN_HOUSE_ERRORS.day)
      .matches(DAY_VALUE, OPEN_HOUSE_ERRORS.day)
      .test('not-past', OPEN_HOUSE_ERRORS.past, (value) => !value || value >= agentDay(now(), timeZone)),
    start: string()
      .required(OPEN_HOUSE_ERRORS.start)
      .test('time', OPEN_HOUSE_ERRORS.start, (value) => minutesOfTime(value) !== undefined),
    end: string()
      .required(OPEN_HOUSE_ERRORS.end)
      .test('after-start', OPEN_HOUSE_ERRORS.end, function (value) {
        const end = minutesOfTime(value);
        const start = minutesOfTime(this.parent.start);
        return end !== undefined && (start === undefined || end > start);
      }),
    note: string().trim().max(200, OPEN_HOUSE_ERRORS.note).default(''),
  });
export type OpenHouseDraft = InferType<ReturnType<typeof makeOpenHouseDraftSchema>>;

/** The draft's start and end as instants, the row `open_houses` takes. */
export function openHouseColumns(
  draft: OpenHouseDraft,
  timeZone: string,
): { starts_at: string; ends_at: string; note: string | null } {
  const at = (time: string) =>
    agentInstant(draft.day, (minutesOfTime(time) ?? 0) / 60, timeZone).toISOString();
  return { starts_at: at(draft.start), ends_at: at(draft.end), note: draft.note.trim() || null };
}

/** The times an open house may start or end, every half hour from 7 AM to 9 PM ("13:30", "1:30 PM"). */
export const OPEN_HOUSE_TIME_OPTIONS = Array.from({ length: 29 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const value = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const label = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return { value, label };
});
