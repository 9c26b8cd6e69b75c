import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { localKeys } from '../../packages/local-backend/src/jwt.ts';

/** The API as the agent's tools reach it: the real supabase-js client with the service role. */
export function admin(baseURL: string | undefined): SupabaseClient {
  if (!baseURL) throw new Error('The e2e tests need a baseURL');
  return createClient(baseURL, localKeys(process.env.JWT_SECRET).serviceRoleKey, {
    auth: { persistSession: false },
  });
}

/** Waits until the app has taken over the prerendered page (its code loads after the first paint). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/**
 * Brings `form` into view and waits until it is rendered by React rather than adopted static
 * HTML (the element is replaced as its code arrives, so each look finds it afresh).
 */
export async function live(form: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      form.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  return form;
}

/**
 * Holds the app's code (the shell chunk) back until the returned function is called: the page is
 * its prerendered HTML meanwhile, as on a slow phone between the first paint and the app.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Calls an edge function as a visitor's browser (`anon`) or the scheduler (`service_role`) would. */
export function callFunction(
  baseURL: string | undefined,
  name: string,
  body: unknown,
  role: 'anon' | 'service_role' = 'anon',
): Promise<Response> {
  const keys = localKeys(process.env.JWT_SECRET);
  const key = role === 'anon' ? keys.anonKey : keys.serviceRoleKey;
  return fetch(`${baseURL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
}

/**
 * Answers the page's question whether its listings are the latest with "yes" (its own version), so
 * a test that measures or watches a current page is not disturbed by other tests changing listings
 * at the same time. (fresh-pages.spec.ts: a page older than the data corrects itself.)
 */
export async function listingsStayCurrent(page: Page): Promise<void> {
  await page.route('**/rest/v1/rpc/listings_version', async (route) =>
    route.fulfill({
      json: await page.evaluate(
        () =>
          (
            JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as {
              listingsVersion?: string;
            }
          ).listingsVersion,
      ),
    }),
  );
}

/**
 * A browser with scripting off, as a visitor's would be: Playwright's own switch leaves
 * <noscript> unparsed, so this launches Chromium with scripting disabled in its settings.
 */
export function browserWithoutScript(): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--blink-settings=scriptEnabled=false'],
  });
}

/**
 * Waits until the site's server knows a city just given its first listings (its filters offer it):
 * it renders a page for a query from the listings as of its last look, so a link to the city in
 * the first moments can show every home instead (docs/decisions/017-fresh-pages.md: a minute).
 */
export async function siteKnows(baseURL: string | undefined, slug: string): Promise<void> {
  const offered = async () =>
    (await (await fetch(`${baseURL}/listings?area=${slug}`)).text()).includes(`value="${slug}"`);
  await expect.poll(offered, { timeout: 60_000 }).toBe(true);
}
