import { expect, test, type Page } from '@playwright/test';
import { holdApp, hydrated } from './api.ts';

// The search in the home page's hero, as a visitor uses it: it lands on /listings with its filters.

const ROYAL_OAK_COLONIAL = 'Updated Colonial Near Downtown Royal Oak'; // $389,900, 3 beds
const FLAT = '2-Bedroom Lower Flat in Hamtramck'; // $950 a month

/** Searches from the hero: a neighborhood, a top price and beds. */
async function search(page: Page, choices: { rent?: boolean; area?: string; price?: string; beds?: string }) {
  const form = page.getByRole('search', { name: 'Search homes' });
  if (choices.rent) await form.getByRole('radio', { name: 'Rent' }).check();
  if (choices.area) await form.getByLabel('Neighborhood').selectOption({ label: choices.area });
  if (choices.price) await form.getByLabel('Max Price').selectOption({ label: choices.price });
  if (choices.beds) await form.getByLabel('Beds').selectOption({ label: choices.beds });
  await form.getByRole('button', { name: 'Search Homes' }).click();
}

const results = (page: Page) => page.getByRole('region', { name: 'Listings', exact: true });

/** The pages the browser loads as documents (not the app's own navigations). */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('the home search lands on the listings that match, inside the app', async ({ page }) => {
  const documents = recordDocuments(page);
  await page.goto('/');
  await hydrated(page);
  await search(page, { area: 'Royal Oak', price: '$400,000', beds: '3+' });
  await expect(page).toHaveURL(/\/listings\?area=royal-oak&max=400000&beds=3$/);
  await expect(results(page).getByRole('article')).toHaveText([new RegExp(ROYAL_OAK_COLONIAL)]);
  await expect(page.locator('[data-result-count]')).toHaveText(
    '1 home matches: 1 for sale, 0 pending or closed',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for Sale in Metro Detroit');
  // The app opened the results itself: the home page was the only page loaded.
  expect(documents).toEqual(['/']);
});

test('a search sent before the app has loaded is not lost', async ({ page }) => {
  const documents = recordDocuments(page);
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await search(page, { area: 'Royal Oak', beds: '3+' });
  release();
  await expect(page).toHaveURL(/\/listings\?area=royal-oak&beds=3$/);
  await expect(results(page).getByRole('article')).toHaveText([new RegExp(ROYAL_OAK_COLONIAL)]);
  // Held until the app was live, which then opened the results itself.
  expect(documents).toEqual(['/']);
});

test('searching to rent lands on the rental flat', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, { rent: true, price: '$1,000 a month' });
  await expect(page).toHaveURL(/\/listings\?for=rent&max=1000$/);
  await expect(results(page).getByRole('article')).toHaveText([new RegExp(FLAT)]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home search is a plain form the server answers with the matching listings', async ({ page }) => {
    await page.goto('/');
    await search(page, { area: 'Royal Oak', price: '$400,000', beds: '3+' });
    await expect(page).toHaveURL(/\/listings\?for=sale&area=royal-oak&max=400000&beds=3$/);
    await expect(results(page).getByRole('article')).toHaveText([new RegExp(ROYAL_OAK_COLONIAL)]);
  });
});
