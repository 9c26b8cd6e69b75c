/**
 * The security headers of every response the site serves, in one place: the production server,
 * the local backend and the header files for static hosts all use this list.
 *
 * Scripts may come only from the site itself: no inline script, no eval. Styles allow inline
 * rules because styled-components writes its rules into `<style>` elements at runtime (see
 * docs/decisions/004-prerender-and-hydrate.md); a style cannot run code.
 */
export function securityHeaders(options: { supabaseUrl?: string } = {}): Record<string, string> {
  // The origin, not the URL: a source with a path allows only that exact path, so a project URL
  // such as `https://api.example.com/supabase` would block every call below it.
  const api = options.supabaseUrl ? new URL(options.supabaseUrl).origin : undefined;
  const connect = ["'self'", api].filter(Boolean).join(' ');
  const images = ["'self'", 'data:', 'blob:', api].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // The lead forms post to the project's functions when JavaScript is off (decision 046).
    `form-action ${connect}`,
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // No other site may load its pages or files; share cards are fetched by the networks' servers,
    // which no resource policy stops.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/** The back office's service worker and web app manifest, beside `/admin` (decision 024). */
export const BACK_OFFICE_WORKER = '/admin-sw.js';
export const BACK_OFFICE_MANIFEST = '/admin.webmanifest';

/**
 * A feed listing's page rendered when first asked (docs/decisions/058-listing-pages-on-demand.md):
 * a CDN may keep it a minute, the feed's own pace, and answer with it for ten more while it asks
 * the site again; a browser always asks.
 */
export const ON_DEMAND_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A file of the feed's listings in the sitemap, written when asked (decision 058): crawlers read
 * a sitemap a few times a day, so a CDN may keep it an hour, and a day more while it asks again.
 */
export const FEED_SITEMAP_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/**
 * How long a response may be cached: hashed assets forever, pages always revalidated, the back
 * office's service worker never from a cache without asking (a new build must replace it).
 */
export function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === BACK_OFFICE_WORKER) return 'no-cache';
  if (/\.(?:woff2|svg|png|jpe?g|webp|avif|ico)$/.test(path)) return 'public, max-age=86400';
  return 'public, max-age=0, must-revalidate';
}
