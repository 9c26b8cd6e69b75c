import { expect, test } from '@playwright/test';
import { admin } from './api.ts';
import { sitemapText } from './sitemap.ts';

// A feed listing's page is rendered by the site's server when first asked (issue 27,
// docs/decisions/058-listing-pages-on-demand.md): its HTML as a search engine gets it, with the
// IDX credits, a CDN's cache header, and a price the feed changes shown on the next request.

const MINUTE = { timeout: 60_000, intervals: [1_000] };

test('a feed listing added after the build is served as HTML, cached a minute by a CDN, and shows its new price; so is its city’s page', async ({
  request,
  baseURL,
}, testInfo) => {
  const service = admin(baseURL);
  const run = `${Date.now().toString(36)}-${testInfo.project.name}`;
  const row = {
    slug: `${run}-on-demand-ecorse`,
    title: 'Ecorse Bungalow on Demand',
    address: '77 High St',
    city: 'Ecorse',
    state: 'MI',
    zip_code: '48229',
    property_type: 'single_family',
    status: 'current',
    price: 159_000,
    bedrooms: 2,
    bathrooms: 1,
    description: 'A bungalow near the river, from the feed.',
    source: 'mls',
    mls_listing_key: `${run}-on-demand`,
    mls_listing_id: `55${Date.now() % 100_000}`,
    list_office_name: 'Downriver Home Partners',
    listed_by_agent: false,
    mls_modified_at: '2026-11-27T14:05:00Z',
    mls_status: 'Active',
  };
  expect((await service.from('listings').insert(row)).error).toBeNull();
  try {
    const path = `/listing/${row.slug}`;
    await expect
      .poll(async () => {
        const response = await request.get(path);
        const html = await response.text();
        return {
          status: response.status(),
          cache: response.headers()['cache-control'],
          title: html.includes('<h1') && html.includes(row.title),
          price: html.includes('$159,000'),
          courtesy: html.includes('Listing courtesy of Downriver Home Partners'),
        };
      }, MINUTE)
      .toEqual({
        status: 200,
        cache: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
        title: true,
        price: true,
        courtesy: true,
      });

    // The feed cuts the price: the next request after the listings change shows it.
    expect((await service.from('listings').update({ price: 149_000 }).eq('slug', row.slug)).error).toBeNull();
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes('$149,000'), MINUTE)
      .toBe(true);

    // In the sitemap, though the build never wrote its page.
    await expect.poll(async () => (await sitemapText(request)).includes(`${path}</loc>`), MINUTE).toBe(true);

    // Its city, which only the feed has, has its neighbourhood page: rendered by the server when
    // first asked, cached as the listing's, and in the sitemap.
    await expect
      .poll(async () => {
        const response = await request.get('/areas/ecorse');
        const html = await response.text();
        return {
          status: response.status(),
          cache: response.headers()['cache-control'],
          home: html.includes('<h1') && html.includes('Ecorse') && html.includes(row.address),
        };
      }, MINUTE)
      .toEqual({
        status: 200,
        cache: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
        home: true,
      });
    await expect
      .poll(async () => (await sitemapText(request)).includes('/areas/ecorse</loc>'), MINUTE)
      .toBe(true);
  } finally {
    await service.from('listings').delete().eq('slug', row.slug);
  }
});
