// The time a page shows things by (the open houses still to come), kept equal to the time its
// markup was rendered while a prerendered page is hydrated, so hydration never mismatches.
import { useMemo, useSyncExternalStore } from 'react';
import { useRenderedAt } from './page-data.tsx';

const MINUTE_MS = 60_000;

/** The start of the minute `time` falls in: one value for the whole minute, as React compares. */
export const minuteOf = (time: number): number => Math.floor(time / MINUTE_MS) * MINUTE_MS;

/** The browser's (or the server's) minute now. */
const thisMinute = () => minuteOf(Date.now());

/** Tells React, at each minute's turn, that the time shown may have moved on. */
export function subscribeToMinutes(changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    timer = setTimeout(
      () => {
        changed();
        next();
      },
      thisMinute() + MINUTE_MS - Date.now(),
    );
  };
  next();
  return () => clearTimeout(timer);
}

/**
 * Now, to the minute. While the server renders a page with data, and while the browser hydrates
 * it, it is the time the page was rendered at (its data's `renderedAt`); then the browser's own,
 * moving on each minute, so what ended meanwhile goes from the page once it is live.
 */
export function useShownTime(): Date {
  const renderedAt = useRenderedAt();
  const time = useSyncExternalStore(subscribeToMinutes, thisMinute, () => renderedAt ?? thisMinute());
  return useMemo(() => new Date(time), [time]);
}
