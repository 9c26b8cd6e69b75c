/**
 * Gzipped JavaScript a page may load before the visitor does anything.
 *
 * The target is 120 kB on every route (issue 3). The routes listed below do not meet it yet; their
 * ceilings are today's figures rounded up, so the suite fails on any regression while the pages are
 * made lighter. Lower a ceiling whenever a page gets lighter, and delete it once the page meets the
 * target. Where the bytes go: docs/decisions/004-prerender-and-hydrate.md.
 */
export const TARGET = 120 * 1024;

const CEILINGS: Record<string, number> = {
  // 139.1 kB (137.8 kB when first measured; since then the held-press replay of form islands, the
  // no-JavaScript wrapper of the forms and the back office's lazy route entry, about 1.3 kB):
  // react-query and postgrest-js (13 kB) come with the listings, which are the page.
  '/listings': 140 * 1024,
  // 133.2 kB (134.6 kB when first measured; 0.3 kB of it the preload helper's own chunk): a listing
  // page with react-query and postgrest-js, which refetch the prerendered listing on mount as spec
  // §7 asks, and the photo gallery (1.5 kB).
  '/listing/*': 134 * 1024,
};

/** The ceiling of a path; every listing page shares `/listing/*`'s. */
export function jsBudget(path: string): number {
  return CEILINGS[path] ?? CEILINGS[path.replace(/^\/listing\/[^/]+$/, '/listing/*')] ?? TARGET;
}
