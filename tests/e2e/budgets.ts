/**
 * Gzipped JavaScript a page may load before the visitor does anything: 120 kB on every route
 * (issue 3). Where the bytes go: docs/decisions/004-prerender-and-hydrate.md.
 */
export const JS_BUDGET = 120 * 1024;
