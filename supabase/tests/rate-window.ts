/**
 * Rate limits count in fixed windows that start on multiples of their length (at :00, :10, … for
 * ten minutes). Requests sent across a window's start land in two windows and are all taken, as the
 * product means; so a test that expects a refusal starts its requests well inside one window,
 * waiting out the last seconds of the current one when it is that close to its end (the backend
 * shares this clock). Give the test a timeout above `margin` plus its own time.
 */
export async function startInsideOneWindow(windowSeconds: number, marginMs = 30_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
