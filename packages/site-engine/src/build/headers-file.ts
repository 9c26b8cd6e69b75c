import {
  BACK_OFFICE_MANIFEST,
  BACK_OFFICE_WORKER,
  cacheControl,
  securityHeaders,
} from '../server/headers.ts';

/**
 * The `_headers` file for static hosts that read one (Netlify, Cloudflare Pages): on every path,
 * the security headers the site's own server sends (`server/handler.ts`), built from the same
 * function with the same API URL, so the Content-Security-Policy allows the Supabase project the
 * pages were built to call (`VITE_SUPABASE_URL`); hashed assets cached for a year; the back
 * office's service worker revalidated on every update check, its manifest typed as one.
 */
export function headersFile(options: { supabaseUrl?: string } = {}): string {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    `/*\n${lines.join('\n')}\n`,
    `/assets/*\n  Cache-Control: ${cacheControl('/assets/')}\n`,
    `${BACK_OFFICE_WORKER}\n  Cache-Control: ${cacheControl(BACK_OFFICE_WORKER)}\n`,
    `${BACK_OFFICE_MANIFEST}\n  Content-Type: application/manifest+json\n`,
  ].join('\n');
}

/**
 * A listing saved after the last build has no page in `dist` until the rebuild finishes. Its path
 * is answered with the listing shell, which renders the listing afresh in the browser, as the
 * site's own server does (`server/handler.ts`). Not through `_redirects`: Cloudflare Pages follows
 * its rules even where a file matches, which would replace every prerendered listing page.
 */
export const LISTING_SHELL = '/_shells/listing.html';

/**
 * Cloudflare Pages answers a path it has no file for with the nearest `404.html` up its folders:
 * the build writes the listing shell here too (answered with status 404 until the rebuild).
 */
export const LISTING_NOT_FOUND = '/listing/404.html';

/**
 * The rule Netlify reads from `netlify.toml` (rules there, like `_redirects`' own, apply only where
 * no file matches): every `/listing/…` page the build did not write, answered with the shell (200).
 */
export function netlifyListingRule(): string {
  return `[[redirects]]\n  from = "/listing/*"\n  to = "${LISTING_SHELL}"\n  status = 200\n`;
}
