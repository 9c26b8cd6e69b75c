import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { admin, hydrated, siteKnows } from './api.ts';

// /listings as a search in the database (docs/decisions/054-search-in-the-database.md): a phone
// filters by city, price and beds, reads the count, and pages through a section and back, with
// JavaScript and without. The listings are this test's own, in a city no other test uses, pending
// and listed long ago, so they come after every other test's homes and move none of them.

/** A section's first page among every section (`FIRST_PAGE_SIZES`); its own pages hold 24. */
const FIRST_PAGE = 4;
/** The titles' numbers of the pending homes after the first page: No. 22 down to No. 1. */
const REST = Array.from({ length: 22 }, (_, index) => String(22 - index));

/** Thirty pending homes in a city of their own: 26 with 3 beds under $400,000, 4 with 2 beds at $610,000. */
async function addHomes(baseURL: string | undefined) {
  const id = randomUUID().slice(0, 8);
  const city = `Paging Hills ${id}`;
  const rows = Array.from({ length: 30 }, (_, index) => {
    const small = index >= 26;
    return {
      slug: `e2e-${id}-paging-${index}`,
      title: `Paging Hills Colonial ${id} No. ${index + 1}`,
      address: `${100 + index} Search Ave`,
      city,
      state: 'MI',
      zip_code: '48000',
      status: 'pending',
      price: small ? 610000 : 300000 + index * 1000,
      bedrooms: small ? 2 : 3,
      bathrooms: 2,
      square_feet: 1500,
      description: 'A pending home added by an end-to-end test of the listings search.',
      features: [],
      gallery_images: [],
      header_image_url: null,
      // A day apart, long ago: newest first, No. 30 leads and No. 1 ends the list.
      created_at: new Date(Date.UTC(2001, 0, 1 + index)).toISOString(),
    };
  });
  const { error } = await admin(baseURL).from('listings').insert(rows);
  expect(error).toBeNull();
  const slug = city.toLowerCase().replace(/\s+/g, '-');
  await siteKnows(baseURL, slug);
  return { city, slug };
}

const results = (page: Page) => page.getByRole('region', { name: 'Listings', exact: true });
const pending = (page: Page) => results(page).locator('section[aria-labelledby="section-pending"]');
const titles = (page: Page) => pending(page).getByRole('article').locator('h3').allTextContents();

/** Each read of the listings table this page makes, as the backend receives it. */
function recordReads(page: Page): URL[] {
  const reads: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/rest/v1/listings') reads.push(url);
  });
  return reads;
}

// A phone walks it (playwright.config.ts: PHONE_ONLY).
test.describe('the listings search on a phone', () => {
  test('filters by city, price and beds, counts, and pages through a section and back', async ({
    page,
    baseURL,
  }) => {
    const { slug } = await addHomes(baseURL);
    const reads = recordReads(page);
    await page.goto(`/listings?area=${slug}`);
    await hydrated(page);
    const count = page.locator('[data-result-count]');
    await expect(count).toHaveText('30 homes match: 0 for sale, 30 pending or closed');
    await expect(pending(page).getByText('30 homes', { exact: true })).toBeVisible();
    await expect(pending(page).getByRole('article')).toHaveCount(FIRST_PAGE);

    // The sheet: no more than $400,000, 3 beds or more.
    await page.getByRole('button', { name: /^Filters\b/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Max Price', { exact: true }).fill('400000');
    await sheet.getByLabel('Beds', { exact: true }).selectOption('3+');
    await sheet.getByRole('button', { name: /^Show \d+ Homes?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/listings\\?area=${slug}&max=400000&beds=3$`));
    await expect(count).toHaveText('26 homes match: 0 for sale, 26 pending or closed');
    await expect(pending(page).getByText('26 homes', { exact: true })).toBeVisible();
    await expect(pending(page).getByRole('article')).toHaveCount(FIRST_PAGE);
    const first = await titles(page);
    expect(first[0]).toMatch(/No\. 26$/);

    // The next page: the section alone, a full page of the 22 homes left, and the ways back.
    await pending(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/&section=pending&after=2001-01-23T[^&]*(~|%7E)[0-9a-f-]{36}#results$/);
    await expect(pending(page).getByRole('article')).toHaveCount(REST.length);
    const second = await titles(page);
    expect(second.map((title) => title.replace(/.* No\. /, ''))).toEqual(REST);
    await expect(results(page).locator('section')).toHaveCount(1);
    await expect(count).toHaveText('26 homes match: 0 for sale, 26 pending or closed');
    await expect(pending(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);

    await pending(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/&section=pending&before=/);
    await expect(pending(page).getByRole('article')).toHaveCount(FIRST_PAGE);
    expect(await titles(page)).toEqual(first);

    await pending(page).getByRole('link', { name: 'Back to every section' }).click();
    await expect(page).toHaveURL(new RegExp(`/listings\\?area=${slug}&max=400000&beds=3#results$`));
    await expect(pending(page).getByRole('link', { name: 'Next page' })).toBeVisible();

    // No read of the listings asked for more than a page (and the one row that says another follows):
    // 12 for sale or 4 of another status among every section, 24 of the section paged through.
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads)
      expect(read.searchParams.get('limit') ?? 'a count').toMatch(/^(13|5|25|a count)$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers each filtered page, and the page links lead through the section and back', async ({
      page,
      baseURL,
    }) => {
      const { slug } = await addHomes(baseURL);
      await page.goto(`/listings?area=${slug}&beds=3&max=400000`);
      await expect(page.locator('[data-result-count]')).toHaveText(
        '26 homes match: 0 for sale, 26 pending or closed',
      );
      await expect(pending(page).getByRole('article')).toHaveCount(FIRST_PAGE);
      const first = await titles(page);

      // Each link loads a new page: its cards are read once it is there (a read right after the
      // click can still see the page being left, or the new one half parsed).
      await pending(page).getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/section=pending&after=/);
      await expect
        .poll(async () => (await titles(page)).map((title) => title.replace(/.* No\. /, '')))
        .toEqual(REST);

      await pending(page).getByRole('link', { name: 'Previous page' }).click();
      await expect(page).toHaveURL(/section=pending&before=/);
      await expect.poll(() => titles(page)).toEqual(first);
    });
  });
});
