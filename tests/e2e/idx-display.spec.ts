import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin } from './api.ts';
import { sitemapText } from './sitemap.ts';

// IDX display rules (issue 27, docs/decisions/053-idx-display.md): another office's listing from the
// MLS credits that office on its card and its page; every MLS listing's page shows its MLS number,
// the MLS's disclaimer and when the feed last changed it; a listing the seller kept off the internet
// is never shown; the agent's own typed listings show none of it. The rows are written as the feed's
// import writes them, with the service role, and the site's own server brings them onto its pages.

const MINUTE = { timeout: 60_000, intervals: [1_000] };
const DISCLAIMER = 'comes in part from the IDX program of';

/** Three MLS listings of this test's own, in a city no seeded listing has, so parallel runs never meet. */
function feedListings(project: string) {
  const city = project === 'mobile' ? 'Wyandotte' : 'Trenton';
  const run = `${Date.now().toString(36)}-${project}`;
  const row = (key: string, overrides: Record<string, unknown>) => ({
    slug: `${run}-${key}-${city.toLowerCase()}`,
    title: `${city} Ranch ${key}`,
    address: `${key === 'theirs' ? 118 : key === 'mine' ? 240 : 362} Biddle Ave`,
    city,
    state: 'MI',
    zip_code: '48192',
    property_type: 'single_family',
    status: 'pending',
    price: 239_000,
    bedrooms: 3,
    bathrooms: 1,
    square_feet: 1240,
    description: 'A brick ranch two blocks from the river, with a finished basement.',
    source: 'mls',
    mls_listing_key: `${run}-${key}`,
    mls_listing_id: `${key === 'theirs' ? 2026 : key === 'mine' ? 3026 : 4026}${Date.now() % 100_000}`,
    list_office_name: key === 'mine' ? 'My Own Brokerage' : 'Downriver Home Partners',
    mls_modified_at: '2026-11-27T14:05:00Z',
    mls_status: 'Pending',
    // One insert of several rows sends every key of any: a missing one would be null, not the default.
    internet_display: true,
    ...overrides,
  });
  return {
    theirs: row('theirs', { listed_by_agent: false }),
    mine: row('mine', { listed_by_agent: true }),
    optedOut: row('opted-out', { listed_by_agent: false, internet_display: false }),
  };
}

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text() };
}

test('an MLS listing credits its office, number, MLS and last update; an opted-out one never shows; the agent’s own typed ones are unchanged', async ({
  request,
  baseURL,
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const service = admin(baseURL);
  const { theirs, mine, optedOut } = feedListings(testInfo.project.name);
  const inserted = await service.from('listings').insert([theirs, mine, optedOut]);
  expect(inserted.error).toBeNull();
  try {
    // The served HTML, as a visitor's browser and a search engine first get it.
    await expect
      .poll(async () => {
        const [theirPage, myPage, listings] = await Promise.all([
          served(request, `/listing/${theirs.slug}`),
          served(request, `/listing/${mine.slug}`),
          served(request, '/listings'),
        ]);
        const card = (slug: string) => {
          const at = listings.text.indexOf(`href="/listing/${slug}"`);
          return at < 0 ? '' : listings.text.slice(listings.text.lastIndexOf('<article', at), at);
        };
        return {
          theirPage: theirPage.status,
          theirCourtesy: theirPage.text.includes('Listing courtesy of Downriver Home Partners'),
          theirNumber: theirPage.text.includes(`MLS# ${theirs.mls_listing_id}`),
          theirDisclaimer: theirPage.text.includes(DISCLAIMER),
          // 14:05 UTC on the agent's clock (Detroit, EST in November).
          theirUpdate: /Listing information last updated Nov 27, 2026, 9:05\sAM EST/.test(theirPage.text),
          myPage: myPage.status,
          myCourtesy: myPage.text.includes('Listing courtesy of'),
          myNumber: myPage.text.includes(`MLS# ${mine.mls_listing_id}`),
          myDisclaimer: myPage.text.includes(DISCLAIMER),
          theirCard: card(theirs.slug).includes('Listing courtesy of Downriver Home Partners'),
          myCard: card(mine.slug) !== '' && !card(mine.slug).includes('Listing courtesy of'),
        };
      }, MINUTE)
      .toEqual({
        theirPage: 200,
        theirCourtesy: true,
        theirNumber: true,
        theirDisclaimer: true,
        theirUpdate: true,
        myPage: 200,
        myCourtesy: false,
        myNumber: true,
        myDisclaimer: true,
        theirCard: true,
        myCard: true,
      });

    // The seller kept it off the internet: no page, no card, no sitemap entry, nor through the API.
    const [optedOutPage, listings, sitemap] = await Promise.all([
      served(request, `/listing/${optedOut.slug}`),
      served(request, '/listings'),
      sitemapText(request).then((text) => ({ text })),
    ]);
    expect(optedOutPage.status).toBe(404);
    expect(listings.text).not.toContain(optedOut.slug);
    expect(sitemap.text).not.toContain(optedOut.slug);
    await page.goto(`/listing/${optedOut.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(optedOut.title);

    // In the browser the credit reads as it was served, under the price, and the disclaimer at the end.
    await page.goto(`/listing/${theirs.slug}`);
    await expect(page.getByText('Listing courtesy of Downriver Home Partners')).toBeVisible();
    await expect(page.getByText(`MLS# ${theirs.mls_listing_id}`)).toBeVisible();
    await expect(page.getByText(DISCLAIMER, { exact: false })).toBeVisible();

    // A listing the agent typed in the back office looks as it always has.
    const seeded = await service
      .from('listings')
      .select('slug')
      .eq('source', 'agent')
      .is('archived_at', null)
      .limit(1)
      .single();
    expect(seeded.error).toBeNull();
    const typed = await served(request, `/listing/${seeded.data!.slug}`);
    expect(typed.status).toBe(200);
    expect(typed.text).not.toContain('Listing courtesy of');
    expect(typed.text).not.toContain('MLS#');
    expect(typed.text).not.toContain(DISCLAIMER);
  } finally {
    await service.from('listings').delete().in('slug', [theirs.slug, mine.slug, optedOut.slug]);
  }
});
