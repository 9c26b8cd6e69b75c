import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { localKeys } from '../../packages/local-backend/src/jwt.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { holdApp, hydrated } from './api.ts';
import { hookCalls } from './rebuild-hook.ts';
import { sitemapText } from './sitemap.ts';

// The agent saves a listing; within a minute the pages that show it are served as they are now,
// and a static host's rebuild hook is called (docs/decisions/017-fresh-pages.md). A visitor whose
// page is older than the data sees it corrected without doing anything.

const MINUTE = { timeout: 60_000, intervals: [1_000] };

/** The agent, signed in with supabase-js as the back office signs in. */
async function agent(baseURL: string | undefined): Promise<SupabaseClient> {
  if (!baseURL) throw new Error('The e2e tests need a baseURL');
  const client = createClient(baseURL, localKeys(process.env.JWT_SECRET).anonKey, {
    auth: { persistSession: false },
  });
  const { error } = await client.auth.signInWithPassword(AGENT_ACCOUNT);
  if (error) throw error;
  return client;
}

/** The served HTML (or XML) of the four pages that show a listing, as a search engine reads them. */
async function served(request: APIRequestContext, slug: string) {
  const get = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), text: await response.text() };
  };
  const [listing, listings, home, sitemap] = await Promise.all([
    get(`/listing/${slug}`),
    get('/listings'),
    get('/'),
    sitemapText(request).then((text) => ({ status: 200, text })),
  ]);
  return { listing, listings, home, sitemap };
}

/** A listing of this test's own, in a city no seeded listing has, so parallel runs never meet. */
function ownListing(project: string) {
  const city = project === 'mobile' ? 'Ypsilanti' : 'Hamtramck';
  const slug = `${Date.now().toString(36)}-${project}-${city.toLowerCase()}-bungalow`;
  return {
    row: {
      slug,
      title: `Fresh ${city} Bungalow`,
      address: '2418 Caniff St',
      city,
      state: 'MI',
      zip_code: '48212',
      property_type: 'single_family',
      status: 'current',
      price: 289_000,
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1180,
      description: 'A brick bungalow on a quiet block, with a new roof and a two-car garage.',
    },
    citySlug: city.toLowerCase(),
  } as const;
}

test("the agent's saves reach the served HTML of the listing, /listings, / and the sitemap within a minute, and call the rebuild hook", async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const client = await agent(baseURL);
  const { row, citySlug } = ownListing(testInfo.project.name);
  const loc = `/listing/${row.slug}</loc>`;
  const callsBefore = (await hookCalls()).length;

  // A new listing, in a city the site has not shown before.
  const created = await client.from('listings').insert(row).select('id').single();
  expect(created.error).toBeNull();
  await expect
    .poll(async () => {
      const pages = await served(request, row.slug);
      return {
        listingPage: pages.listing.status === 200 && pages.listing.text.includes(`>${row.title}<`),
        inListings: pages.listings.text.includes(`href="/listing/${row.slug}"`),
        // The city is a neighborhood to tick in the filters (their plain form is in the HTML).
        cityInFilter: pages.listings.text.includes(`name="area" value="${citySlug}"`),
        featuredOnHome: pages.home.text.includes(`href="/listing/${row.slug}"`),
        inSitemap: pages.sitemap.text.includes(loc),
      };
    }, MINUTE)
    .toEqual({
      listingPage: true,
      inListings: true,
      cityInFilter: true,
      featuredOnHome: true,
      inSitemap: true,
    });
  await expect.poll(async () => (await hookCalls()).length, MINUTE).toBeGreaterThan(callsBefore);

  // Under contract, at a new price: no longer "Available", no longer featured on the home page.
  const afterCreate = (await hookCalls()).length;
  const changed = await client
    .from('listings')
    .update({ status: 'pending', price: 279_000 })
    .eq('slug', row.slug);
  expect(changed.error).toBeNull();
  await expect
    .poll(async () => {
      const pages = await served(request, row.slug);
      const card = pages.listings.text.slice(pages.listings.text.indexOf('id="section-pending"'));
      return {
        newPrice: pages.listing.text.includes('$279,000') && !pages.listing.text.includes('$289,000'),
        notAvailable: !pages.listing.text.includes('>Available<'),
        underPending: card.includes(`href="/listing/${row.slug}"`),
        offHome: !pages.home.text.includes(`href="/listing/${row.slug}"`),
      };
    }, MINUTE)
    .toEqual({ newPrice: true, notAvailable: true, underPending: true, offHome: true });
  await expect.poll(async () => (await hookCalls()).length, MINUTE).toBeGreaterThan(afterCreate);

  // Taken down: its page is gone, and so is it from /listings and the sitemap.
  const afterChange = (await hookCalls()).length;
  const removed = await client.from('listings').delete().eq('slug', row.slug);
  expect(removed.error).toBeNull();
  await expect
    .poll(async () => {
      const pages = await served(request, row.slug);
      return {
        pageStatus: pages.listing.status,
        inListings: pages.listings.text.includes(`href="/listing/${row.slug}"`),
        inSitemap: pages.sitemap.text.includes(loc),
      };
    }, MINUTE)
    .toEqual({ pageStatus: 404, inListings: false, inSitemap: false });
  await expect.poll(async () => (await hookCalls()).length, MINUTE).toBeGreaterThan(afterChange);

  for (const call of await hookCalls()) {
    expect(call).toMatchObject({ method: 'POST', path: '/build_hooks/e2e' });
    expect(call.contentType).toContain('application/json');
  }
});

test('a visitor whose page is older than the listings sees it corrected without doing anything', async ({
  page,
  baseURL,
}, testInfo) => {
  const client = await agent(baseURL);
  const { row } = ownListing(`${testInfo.project.name}-open`);
  // The page as the server had it: without the listing, which is saved while the app's code is on
  // its way, so the page in the visitor's hands is older than the data.
  const release = await holdApp(page);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href="/listing/${row.slug}"]`)).toHaveCount(0);
  const created = await client.from('listings').insert(row).select('id').single();
  expect(created.error).toBeNull();
  try {
    release();
    await hydrated(page);
    await expect(page.locator(`a[href="/listing/${row.slug}"]`).first()).toBeAttached({ timeout: 15_000 });
    // Nothing the visitor did started the read: the page asked whether it was out of date.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-engaged'))).toBe(false);
  } finally {
    await client.from('listings').delete().eq('slug', row.slug);
  }
});
