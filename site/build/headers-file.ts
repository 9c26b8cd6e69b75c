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
