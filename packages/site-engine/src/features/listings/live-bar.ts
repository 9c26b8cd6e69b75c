/**
 * Marks the listings' bar once its code is live in the browser (`filter-bar.tsx`; the prerendered
 * HTML never has it), so the page knows the bar's fields now speak for themselves; until then the
 * page follows the prerendered ones.
 */
export const LIVE_BAR = 'data-live-bar';
