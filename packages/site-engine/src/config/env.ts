/**
 * The site's environment, read and checked in one place (the only module that reads settings from
 * `import.meta.env`; route modules test `import.meta.env.SSR` so the browser's build drops their
 * server-only `pageData`). Values are fixed at build time by Vite.
 */

import definition from 'virtual:agent-site';

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

const raw = import.meta.env;

export const env = {
  /**
   * The public origin the site is published at, used for canonical URLs, sitemaps and sharing
   * tags. Without `VITE_SITE_URL`, the site definition's placeholder (`site.defaultUrl`): set it
   * to the real domain before launch.
   */
  siteUrl: optionalUrl('VITE_SITE_URL', raw.VITE_SITE_URL) ?? definition.site.defaultUrl,
  /**
   * The Supabase project URL. Unset means the local backend that serves this site, on the
   * page's own origin.
   */
  supabaseUrl: optionalUrl('VITE_SUPABASE_URL', raw.VITE_SUPABASE_URL),
  /** The project's public anon key (safe to ship: row-level security decides what it may do). */
  supabaseAnonKey: (raw.VITE_SUPABASE_ANON_KEY as string | undefined) ?? '',
} as const;

/** The project's URL in the browser: `VITE_SUPABASE_URL`, or the local backend on this origin. */
export const projectUrl = () => env.supabaseUrl ?? window.location.origin;

/** The headers of an anonymous call to the project's REST API, as any visitor makes it. */
export const anonHeaders = () => ({
  apikey: env.supabaseAnonKey,
  Authorization: `Bearer ${env.supabaseAnonKey}`,
});
