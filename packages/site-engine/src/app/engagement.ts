/**
 * Whether the visitor has used the page yet, as `boot.ts` notes it: a store for
 * `useSyncExternalStore`, whose server snapshot (`false`) hydration sees, as the prerenderer did.
 * Work that only keeps a prerendered page up to date (the listings' fresh read and its react-query
 * cache) waits for it, so it is not part of what a page loads before the visitor does anything
 * (docs/decisions/007-prerendered-listings.md).
 */
export const ENGAGED_EVENT = 'site:engaged';

export function isEngaged(): boolean {
  return document.documentElement.hasAttribute('data-engaged');
}

export function subscribeEngagement(listener: () => void): () => void {
  document.addEventListener(ENGAGED_EVENT, listener);
  return () => document.removeEventListener(ENGAGED_EVENT, listener);
}
