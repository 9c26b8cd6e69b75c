import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { admin, hydrated, listingsStayCurrent } from './api.ts';
import { uniqueEmail } from './leads.ts';
import { caughtMail } from './mail.ts';
import { sitemapText } from './sitemap.ts';

// A neighborhood's page, as a search engine or a visitor from one opens it: the city's homes, the
// agent's sales there and the figures from them, all in the prerendered HTML (decision 050).

/** The page's structured data, parsed, by type. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown> & { '@type': string },
  );

test('Berkley shows the agent’s words, the seeded sales and the figures taken from them', async ({
  page,
}) => {
  await listingsStayCurrent(page);
  await page.goto('/areas/berkley');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berkley');
  await expect(page.getByText(/where a lot of my Royal Oak and Ferndale buyers end up/)).toBeVisible();

  // Three sales in Berkley (supabase/seed.sql): 296,500, 274,000 and 345,000, after 9, 21 and 14 days.
  const figures = page.getByRole('list', { name: 'Berkley at a glance' });
  await expect(figures.getByRole('listitem')).toHaveText([
    /Homes for sale\s*0/,
    /My recent sales\s*3/,
    /Median sale price\s*\$296,500/,
    /Days on market\s*14 days/,
  ]);
  // No home for sale there, so no median list price.
  await expect(figures).not.toContainText('Median list price');

  const sales = page.getByRole('region', { name: 'My Recent Sales in Berkley' });
  await expect(sales.getByRole('heading', { level: 3 })).toHaveText([
    'Berkley Bungalow with a Finished Attic',
    'Brick Cape Cod on a Quiet Berkley Street',
    'Updated Berkley Colonial Near the Schools',
  ]);
  await expect(page.getByRole('link', { name: 'See Berkley on the listings page' })).toHaveAttribute(
    'href',
    '/listings?area=berkley',
  );
  await expect(page.getByRole('link', { name: "What's My Home Worth?" })).toHaveAttribute(
    'href',
    '/sellers#valuation',
  );
  await hydrated(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('a city with a home for sale lists it as a card that opens its page, and shows no median from one home', async ({
  page,
}) => {
  await listingsStayCurrent(page);
  await page.goto('/areas/royal-oak');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Oak');
  await expect(page.getByText(/My office is in Royal Oak/)).toBeVisible();
  const figures = page.getByRole('list', { name: 'Royal Oak at a glance' });
  await expect(figures.getByRole('listitem')).toHaveText([/Homes for sale\s*1/, /My recent sales\s*0/]);
  await expect(page.getByRole('region', { name: 'My Recent Sales in Royal Oak' })).toHaveCount(0);

  const homes = page.getByRole('region', { name: 'Homes for Sale in Royal Oak' });
  await hydrated(page);
  await homes
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\/1428-maplewood-ave-royal-oak$/);

  // The listing's page leads back to its city's.
  await page
    .getByRole('region', { name: 'Living in Royal Oak' })
    .getByRole('link', { name: 'Explore Royal Oak' })
    .click();
  await expect(page).toHaveURL(/\/areas\/royal-oak$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Oak');
});

test('a listing page, as a search engine gets it, links to its city’s page', async ({ request }) => {
  const html = await (await request.get('/listing/409-penniman-ave-plymouth')).text();
  expect(html).toMatch(/<h2[^>]*id="neighborhood"[^>]*>Living in Plymouth<\/h2>/);
  expect(html).toMatch(/<a[^>]*href="\/areas\/plymouth"[^>]*>[\s\S]*?Explore Plymouth/);
});

test('the featured-area cards on /listings link to each area’s page and still set the filter', async ({
  page,
}) => {
  await page.goto('/listings');
  await hydrated(page);
  const areas = page.getByRole('region', { name: 'Featured Neighborhoods' });
  await expect(areas.getByRole('link', { name: /^About / })).toHaveText([
    'About Detroit',
    'About Royal Oak',
    'About Birmingham',
    'About Ferndale',
    'About Grosse Pointe',
    'About Dearborn',
  ]);
  await areas.getByRole('button', { name: /^Ferndale: / }).click();
  await expect(page).toHaveURL(/\/listings\?area=ferndale$/);
  await areas.getByRole('link', { name: 'About Ferndale' }).click();
  await expect(page).toHaveURL(/\/areas\/ferndale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferndale');
});

test('the page carries a CollectionPage about the city with its homes, and a breadcrumb trail', async ({
  request,
}) => {
  const response = await request.get('/areas/royal-oak');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('My office is in Royal Oak');
  const data = jsonLdOf(html);
  const collection = data.find((item) => item['@type'] === 'CollectionPage') as unknown as {
    about: { '@type': string; address: { addressLocality: string } };
    mainEntity: { '@type': string; itemListElement: { position: number; url: string }[] };
  };
  expect(collection.about).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Royal Oak' } });
  expect(collection.mainEntity['@type']).toBe('ItemList');
  expect(collection.mainEntity.itemListElement).toEqual([
    expect.objectContaining({
      position: 1,
      url: expect.stringMatching(/\/listing\/1428-maplewood-ave-royal-oak$/),
    }),
  ]);
  const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual([
    'Home',
    'Listings',
    'Royal Oak, MI Homes for Sale and Recent Sales',
  ]);
});

test('every city of the listings and every featured area is in the sitemap', async ({ request }) => {
  const sitemap = await sitemapText(request);
  for (const slug of [
    'detroit',
    'royal-oak',
    'birmingham',
    'ferndale',
    'grosse-pointe',
    'dearborn',
    'berkley',
    'troy',
    'bloomfield-hills',
  ]) {
    expect(sitemap).toContain(`/areas/${slug}</loc>`);
  }
});

test('a word that is no city answers 404 and is never shown as a place', async ({ page, request }) => {
  const response = await request.get('/areas/scam-call-900-555-0199');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('scam-call');
  await page.goto('/areas/scam-call-900-555-0199');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/scam/i);
});

test('a visitor saves a search of the city from its first screen, and the email names the city', async ({
  page,
}) => {
  await page.goto('/areas/royal-oak');
  await hydrated(page);
  await page.getByRole('link', { name: 'Email me new Royal Oak listings' }).click();
  const form = page.locator('#save-search');
  await expect(form.getByText('Homes for sale in Royal Oak')).toBeVisible();
  const email = uniqueEmail('area-search');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('combobox', { name: 'How often' }).selectOption('Weekly');
  await form.getByRole('button', { name: 'Save Search' }).click();
  await expect(form.getByText('Check your email to confirm')).toBeVisible();
  await expect
    .poll(async () => (await caughtMail()).find((mail) => mail.to.includes(email))?.subject)
    .toBe('Please confirm your saved search: Homes for sale in Royal Oak');
});

test('a city with more homes than a page shows its newest 24, counts them all, and links to the rest', async ({
  page,
  baseURL,
}) => {
  const id = randomUUID().slice(0, 8);
  const city = `Many Homes ${id}`;
  const slug = city.toLowerCase().replace(/\s+/g, '-');
  const db = admin(baseURL);
  const homes = Array.from({ length: 30 }, (_, index) => ({
    slug: `e2e-${slug}-${index + 1}`,
    title: `${city} Ranch ${index + 1}`,
    address: `${index + 1} Page Ave`,
    city,
    state: 'MI',
    zip_code: '48000',
    status: 'current' as const,
    price: 300_000 + index * 1_000,
    description: 'A home added by the area pages test.',
    created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  }));
  expect((await db.from('listings').insert(homes)).error).toBeNull();
  try {
    // The site's server renders the new city's page once it has seen the change.
    await expect
      .poll(async () => (await page.request.get(`/areas/${slug}`)).status(), { timeout: 60_000 })
      .toBe(200);
    await page.goto(`/areas/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(city);
    const figures = page.getByRole('list', { name: `${city} at a glance` });
    await expect(figures.getByRole('listitem').first()).toHaveText(/Homes for sale\s*30/);
    await expect(figures).toContainText('Median list price');
    const region = page.getByRole('region', { name: `Homes for Sale in ${city}` });
    const cards = region.getByRole('heading', { level: 3, name: /Ranch/ });
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toHaveText(`${city} Ranch 30`);
    await expect(page.getByRole('link', { name: `See ${city} on the listings page` })).toHaveAttribute(
      'href',
      `/listings?area=${slug}`,
    );
    const html = await (await page.request.get(`/areas/${slug}`)).text();
    const page$ = jsonLdOf(html).find((data) => data['@type'] === 'CollectionPage') as unknown as {
      mainEntity: { numberOfItems: number; itemListElement: unknown[] };
    };
    expect(page$.mainEntity.numberOfItems).toBe(30);
    expect(page$.mainEntity.itemListElement).toHaveLength(24);
  } finally {
    await db.from('listings').delete().like('slug', `e2e-${slug}-%`);
  }
});
