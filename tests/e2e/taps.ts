import type { Locator, Page } from '@playwright/test';

// A finger's tap, paced as a person's. Chromium reads two taps less than 400 ms apart, a few pixels
// from each other, as one double tap (its gesture detector's `double_tap_timeout`): the second
// press then selects a word instead of placing the caret, so a field it focuses takes no typing.
// Between two taps a person reads, moves a thumb or types a line, never in 400 ms; the test robot
// types an address and a city in 150 ms, and a form that keeps its fields where the thumb is then
// gets its next tap within the double tap's reach (CI lost the typed name that way).

/** Longer than Chromium's double-tap interval on Linux (`ui::GestureConfiguration`, 400 ms). */
export const TAP_INTERVAL_MS = 500;

const lastTapAt = new WeakMap<Page, number>();

/** Taps `target` (scrolled into view first, as Playwright does), at least `TAP_INTERVAL_MS` after the page's last tap. */
export async function tapAsAPerson(target: Locator): Promise<void> {
  const page = target.page();
  const since = Date.now() - (lastTapAt.get(page) ?? Number.NEGATIVE_INFINITY);
  if (since < TAP_INTERVAL_MS) await page.waitForTimeout(TAP_INTERVAL_MS - since);
  await target.tap();
  lastTapAt.set(page, Date.now());
}
