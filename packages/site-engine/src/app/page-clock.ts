// When the page in front of the visitor appeared: the lead functions refuse, as spam, forms sent
// faster than a person can fill them in, so each lead carries how long its page had been shown.

let shownAt = 0; // the first page appears at navigation start, performance.now()'s zero

/** Called when the router shows a new page. */
export function markPageShown(): void {
  shownAt = performance.now();
}

/** Milliseconds since the current page appeared. */
export function msSincePageShown(): number {
  return Math.round(performance.now() - shownAt);
}
