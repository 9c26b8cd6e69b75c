import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { admin, holdApp, hydrated, listingsStayCurrent } from './api.ts';

// /listings and /listing/{slug} as a visitor uses them, on the seeded listings (spec §4, §5, §7).
// Tests that change data make listings of their own, in a city of their own, through the API.

const SEEDED = {
  royalOak: 'Updated Colonial Near Downtown Royal Oak', // current, $389,900, 3 bd, 2.5 ba, single family
  ferndaleBungalow: 'Ferndale Bungalow with a Big Front Porch', // current, $264,500, 2 bd, 1 ba
  birmingham: 'Walkable Birmingham Townhome', // current, $725,000, 3 bd, 3.5 ba, townhouse
  troy: 'Spacious Troy Family Home', // current, $549,000, 4 bd, 2.5 ba
  noviCondo: 'Novi Condo with Lake Views', // current, no price, 2 bd, 2 ba, condo
  lot: 'New Construction Lot in Rochester Hills', // coming soon, no price, no beds or baths, land
  detroit: 'Boston-Edison Historic Home', // pending, $499,000, 6 bd, 4.5 ba
  plymouth: 'Downtown Plymouth Craftsman', // recently closed at $468,000
} as const;

const SECTIONS = ['Current Listings', 'Coming Soon', 'Pending', 'Recently Closed'];

/** A listing card, found by its title as a screen reader names it. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/**
 * Whether the page shows its filters beside the results (from 1280 px, the library's `xl`) rather
 * than in a sheet opened from the bar (a phone).
 */
const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/** The filters: the sheet on a phone, the panel beside the results on a wide screen. */
const sheet = (page: Page) =>
  wide(page)
    ? page.getByRole('search', { name: 'Filter listings' })
    : page.getByRole('dialog', { name: 'Filters' });

/** The bar's "Filters" button, named with how many filters are on ("Filters 2 active"). */
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters\b/ });

/**
 * Reaches for the filters: opens the sheet (its code loads on the first press), or on a wide
 * screen moves the pointer over the panel beside the results (its code loads then).
 */
async function openFilters(page: Page) {
  if (wide(page)) await sheet(page).hover();
  else await filtersButton(page).click();
  await expect(sheet(page)).toBeVisible();
  return sheet(page);
}

/**
 * Leaves the filters to see the results: "Show 3 Homes" closes the sheet; the panel beside the
 * results stays, as the results follow each change.
 */
async function showResults(page: Page) {
  if (wide(page)) return;
  await sheet(page)
    .getByRole('button', { name: /^Show (?:\d+ Homes?|Results)$/ })
    .click();
  await expect(sheet(page)).toBeHidden();
}

/**
 * How many filters are on, as the visitor reads it: the bar's button says so on a phone; beside
 * the panel the bar has no such button, and the panel offers "Clear Filters" while any is on.
 */
async function expectActive(page: Page, count: number) {
  if (!wide(page)) {
    await expect(filtersButton(page)).toHaveAccessibleName(count ? `Filters ${count} active` : 'Filters');
    return;
  }
  await expect(filtersButton(page)).toBeHidden();
  await expect(sheet(page).getByRole('button', { name: 'Clear Filters' })).toHaveCount(count ? 1 : 0);
}

/** A field of the filters, by its label; the sheet opens first if it is closed. */
async function field(page: Page, label: string) {
  if (!(await sheet(page).isVisible())) await openFilters(page);
  return sheet(page).getByLabel(label, { exact: true });
}

/** A neighborhood's box in the sheet, labelled with its city and count: "Royal Oak (1)". */
const area = (page: Page, city: string) =>
  sheet(page).getByRole('checkbox', { name: new RegExp(`^${city} \\(\\d+\\)$`) });

/** Chooses filters in the sheet, then shows the results. */
async function filter(page: Page, choose: (sheet: Locator) => Promise<unknown>) {
  await choose(await openFilters(page));
  await showResults(page);
}

const results = (page: Page) => page.getByRole('region', { name: 'Listings', exact: true });

/** The results' status sections (Current Listings, Coming Soon, Pending, Recently Closed). */
const statusSections = (page: Page) => results(page).locator('section[aria-labelledby^="section-"]');

/**
 * The visitor starts browsing: a turn of the wheel. The prerendered listings are read afresh from
 * the first sign of use on (docs/decisions/007-prerendered-listings.md).
 */
async function startBrowsing(page: Page) {
  await page.mouse.wheel(0, 120);
}

/** Records the page's reads of the listings table. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/listings')) reads.push(request.url());
  });
  return reads;
}

async function openListings(page: Page, query = '') {
  await page.goto(`/listings${query}`);
  await startBrowsing(page);
  // The listings are on screen once the bar above them counts them.
  await expect(page.locator('[data-result-count]')).toContainText(/\d+ homes? match/);
}

/** Records whether a skeleton is ever attached, from the first byte of the page on. */
async function recordSkeletons(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-skeleton], [data-skeleton-group]')) seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { skeleton: boolean } }).seen.skeleton);
}

async function expectShown(page: Page, shown: string[], hidden: string[]) {
  for (const title of shown) await expect(card(page, title)).toBeVisible();
  for (const title of hidden) await expect(card(page, title)).toHaveCount(0);
}

const seedPhoto = (slug: string, photo = 'photo-1') =>
  `/storage/v1/object/public/listing-photos/${slug}/${photo}.jpg`;

/** A listing of this test's own, in Hazel Park (no seeded listing is there), added after the build. */
async function addListing(baseURL: string | undefined, overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  const row = {
    slug: `e2e-${id}-hazel-park`,
    title: `Hazel Park Ranch ${id}`,
    address: `${Number.parseInt(id, 16) % 9000} E Woodward Heights Blvd`,
    city: 'Hazel Park',
    state: 'MI',
    zip_code: '48030',
    status: 'recently_closed',
    price: 210000,
    closed_price: 215000,
    bedrooms: 3,
    bathrooms: 1,
    square_feet: 1100,
    description: 'A brick ranch with a new roof, added by an end-to-end test.',
    features: ['New roof'],
    gallery_images: [
      seedPhoto('22510-beech-st-dearborn', 'photo-2'),
      seedPhoto('22510-beech-st-dearborn', 'photo-3'),
    ],
    header_image_url: seedPhoto('22510-beech-st-dearborn', 'photo-2'),
    ...overrides,
  };
  const { error } = await admin(baseURL).from('listings').insert(row);
  expect(error).toBeNull();
  return row;
}

/** Two searches, each a step of the history: 4+ beds, then 4+ beds in Troy. */
async function bedsThenTroy(page: Page) {
  await filter(page, (sheet) => sheet.getByLabel('Beds', { exact: true }).selectOption('4'));
  await expect(page).toHaveURL(/\/listings\?beds=4$/);
  await expectShown(page, [SEEDED.troy, SEEDED.detroit], [SEEDED.royalOak]);
  await filter(page, () => area(page, 'Troy').check());
  await expect(page).toHaveURL(/\/listings\?area=troy&beds=4$/);
  await expectShown(page, [SEEDED.troy], [SEEDED.detroit]);
}

test.describe('filters', () => {
  test('live in the URL: a reload keeps them and Back restores the previous results', async ({ page }) => {
    await openListings(page);
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy], []);

    await bedsThenTroy(page);
    await expectActive(page, 2);

    await page.reload();
    await expectShown(page, [SEEDED.troy], [SEEDED.detroit, SEEDED.royalOak]);
    await openFilters(page);
    await expect(area(page, 'Troy')).toBeChecked();
    await expect(await field(page, 'Beds')).toHaveValue('4');
    await showResults(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/listings\?beds=4$/);
    await openFilters(page);
    await expect(area(page, 'Troy')).not.toBeChecked();
    await showResults(page);
    await expectShown(page, [SEEDED.troy, SEEDED.detroit], [SEEDED.royalOak]);

    await page.goBack();
    await expect(page).toHaveURL(/\/listings$/);
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy, SEEDED.detroit], []);
  });

  test('with the page and its filters slow to come, each search is one step of Back, even a Back before the page is live', async ({
    page,
  }) => {
    // A slow phone or network: the page's own code and the filters' come 1.5 s late, so the
    // visitor chooses in the prerendered filters, and goes Back before the reloaded page is live.
    await page.route(
      /\/assets\/(?:listings|filter-panel|filter-sheet|filter-bar|panel-fields)-[\w-]+\.js$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    await openListings(page);
    await bedsThenTroy(page);

    await page.reload();
    await page.goBack();
    await expect(page).toHaveURL(/\/listings\?beds=4$/);
    await expectShown(page, [SEEDED.troy, SEEDED.detroit], [SEEDED.royalOak]);
    // The visitor reaches for the filters at once: on a phone, the bar's Filters button still
    // says "2 active" as rendered, and its live button (saying "1 active") takes the press.
    await openFilters(page);
    await expect(area(page, 'Troy')).not.toBeChecked();
    await expect(await field(page, 'Beds')).toHaveValue('4');
    await showResults(page);
    // The page stays where Back took it.
    await expect(page).toHaveURL(/\/listings\?beds=4$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/listings$/);
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy, SEEDED.detroit], []);
  });

  test('a visitor filters two cities, a price and beds through the filters, and the URL carries them', async ({
    page,
  }) => {
    await openListings(page);
    await filter(page, async (sheet) => {
      await area(page, 'Royal Oak').check();
      await area(page, 'Ferndale').check();
      await sheet.getByLabel('Max Price', { exact: true }).fill('400000');
      await sheet.getByLabel('Beds', { exact: true }).selectOption('3');
      // The sheet counts as the visitor chooses, before they leave it; beside the panel, the bar.
      const count = wide(page) ? page.locator('[data-result-count]') : sheet.getByRole('status');
      await expect(count).toHaveText('2 homes match: 1 for sale, 1 pending or closed');
    });
    await expect(page).toHaveURL(/\/listings\?area=ferndale&area=royal-oak&max=400000&beds=3$/);
    // The Royal Oak colonial (3 beds, $389,900) and the Ferndale duplex (4 beds, closed at
    // $352,500); the Ferndale bungalow has 2 beds, and every other home is elsewhere.
    await expect(results(page).getByRole('article')).toHaveText([
      new RegExp(SEEDED.royalOak),
      /Ferndale Duplex/,
    ]);
    await expect(page.locator('[data-result-count]')).toHaveText(
      '2 homes match: 1 for sale, 1 pending or closed',
    );
    await expectActive(page, 3);

    // The same address, opened afresh, shows the same homes.
    await openListings(page, '?area=ferndale&area=royal-oak&max=400000&beds=3');
    await expect(results(page).getByRole('article')).toHaveCount(2);
  });

  test('the property type shows only homes of that type', async ({ page }) => {
    await openListings(page);
    await filter(page, (sheet) => sheet.getByLabel('Property Type').selectOption('condo'));
    await expect(page).toHaveURL(/type=condo/);
    await expectShown(page, [SEEDED.noviCondo], [SEEDED.royalOak, SEEDED.birmingham, SEEDED.lot]);
    await filter(page, (sheet) => sheet.getByLabel('Property Type').selectOption('townhouse'));
    await expectShown(page, [SEEDED.birmingham], [SEEDED.noviCondo]);
  });

  test('the order of the results is newest first, or by price either way, and the URL keeps it', async ({
    page,
  }) => {
    await openListings(page);
    const sort = page.getByRole('combobox', { name: 'Sort' });
    await expect(sort).toHaveValue('newest');
    // Other tests add homes for sale meanwhile: the order of the seeded ones is what is checked.
    const seeded = [
      SEEDED.ferndaleBungalow,
      SEEDED.royalOak,
      SEEDED.troy,
      SEEDED.birmingham,
      SEEDED.noviCondo,
    ];
    const current = async () =>
      (await page.locator('section[aria-labelledby="section-current"] article h3').allTextContents()).filter(
        (title) => (seeded as string[]).includes(title),
      );

    await sort.selectOption('Price (Low to High)');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    // Cheapest first; the condo without a price comes last.
    await expect.poll(current).toEqual(seeded);

    await sort.selectOption('Price (High to Low)');
    await expect(page).toHaveURL(/\?sort=price-desc$/);
    await expect
      .poll(current)
      .toEqual([SEEDED.birmingham, SEEDED.troy, SEEDED.royalOak, SEEDED.ferndaleBungalow, SEEDED.noviCondo]);

    await page.reload();
    await expect(sort).toHaveValue('price-desc');
    await expect
      .poll(current)
      .toEqual([SEEDED.birmingham, SEEDED.troy, SEEDED.royalOak, SEEDED.ferndaleBungalow, SEEDED.noviCondo]);
  });

  test('the order chosen (and on a phone the Filters pressed) before the app has loaded apply once it has', async ({
    page,
  }) => {
    // The listings and the bar above them are in the page's HTML, so a visitor can use them
    // before the app arrives.
    const release = await holdApp(page);
    await page.goto('/listings', { waitUntil: 'domcontentloaded' });
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy, SEEDED.ferndaleBungalow], []);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('price-asc');
    // Beside the results on a wide screen the filters need no press to open.
    if (!wide(page)) await filtersButton(page).click();
    release();
    await expect(page).toHaveURL(/\/listings\?sort=price-asc$/);
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('price-asc');
    // The press was not lost: the sheet opens once its code has arrived.
    await expect(sheet(page)).toBeVisible();
    await area(page, 'Royal Oak').check();
    await showResults(page);
    await expect(page).toHaveURL(/\/listings\?area=royal-oak&sort=price-asc$/);
    await expectShown(page, [SEEDED.royalOak], [SEEDED.troy, SEEDED.ferndaleBungalow]);
  });

  test("the filters' code loads when the visitor reaches for them, not with the page", async ({ page }) => {
    // The sheet's on a phone; beside the results, the panel's (and never the sheet's).
    const requested = { sheet: [] as string[], panel: [] as string[] };
    page.on('request', (request) => {
      const code = /\/assets\/filter-(sheet|panel)-[^/]+\.js$/.exec(request.url());
      if (code) requested[code[1] as 'sheet' | 'panel'].push(request.url());
    });
    await page.goto('/listings');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual({ sheet: [], panel: [] });
    await openFilters(page);
    await area(page, 'Troy').check();
    await expect(page).toHaveURL(/\/listings\?area=troy$/);
    expect(requested.sheet).toHaveLength(wide(page) ? 0 : 1);
    expect(requested.panel).toHaveLength(wide(page) ? 1 : 0);
  });

  test('neighborhoods are city slugs, and a featured area, one named control, sets one and shows its homes', async ({
    page,
  }) => {
    await openListings(page);
    await openFilters(page);
    await expect(area(page, 'Rochester Hills')).toHaveAttribute('value', 'rochester-hills');
    await expect(area(page, 'Grosse Pointe')).toHaveAttribute('value', 'grosse-pointe');
    await expect(area(page, 'Royal Oak')).toHaveAttribute('name', 'area');
    await showResults(page);
    const royalOakArea = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Royal Oak', exact: true }) });
    // The count says how many of the matches are for sale and how many are pending or closed: the
    // sum of what each section says it holds (a section shows its first 24).
    const counted = () =>
      page.evaluate(() => {
        const cards = (status: string) => {
          const section = document.querySelector(`section[aria-labelledby="section-${status}"]`);
          const said = [...(section?.querySelectorAll('p') ?? [])]
            .map((line) => line.textContent ?? '')
            .find((line) => /^[\d,]+ homes?$/.test(line));
          return said ? Number(said.replace(/\D/g, '')) : 0;
        };
        const forSale = cards('current') + cards('coming_soon');
        const sold = cards('pending') + cards('recently_closed');
        const text = document.querySelector('[data-result-count]')?.textContent;
        return {
          sold: sold > 0,
          matches: text === `${forSale + sold} homes match: ${forSale} for sale, ${sold} pending or closed`,
        };
      });
    await expect.poll(counted).toEqual({ sold: true, matches: true });
    // One control per card, named with the city and its count, as a screen reader hears it.
    const royalOak = royalOakArea.getByRole('button', { name: 'Royal Oak: 1 listing', exact: true });
    await royalOak.click();
    await expect(page).toHaveURL(/\?area=royal-oak$/);
    await expectShown(page, [SEEDED.royalOak], [SEEDED.ferndaleBungalow, SEEDED.troy]);
    await expect(royalOak).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-result-count]')).toHaveText(
      '1 home matches: 1 for sale, 0 pending or closed',
    );
    // Choosing an area shows its homes, from their count on.
    await expect(page.locator('[data-result-count]')).toBeInViewport();
    await expect(card(page, SEEDED.royalOak)).toBeInViewport();
    await openFilters(page);
    await expect(area(page, 'Royal Oak')).toBeChecked();
  });

  test('an old single-area address still shows that area', async ({ page }) => {
    await openListings(page, '?area=birmingham');
    await expectShown(page, [SEEDED.birmingham], [SEEDED.royalOak, SEEDED.troy]);
  });

  test("a link's made-up neighborhood is never shown as one: the address and the sheet drop it", async ({
    page,
  }) => {
    await openListings(page, '?area=scam-call-900-555-0199-now&area=royal-oak');
    await hydrated(page);
    await expect(page).toHaveURL(/\/listings\?area=royal-oak$/);
    await expectShown(page, [SEEDED.royalOak], [SEEDED.troy]);
    await openFilters(page);
    await expect(area(page, 'Royal Oak')).toBeChecked();
    await expect(sheet(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByText(/scam call/i)).toHaveCount(0);
  });

  test('prices keep their digits only, say the amount they read, and never hide a home without a price', async ({
    page,
  }) => {
    await openListings(page);
    const min = await field(page, 'Min Price');
    await min.fill('$400,000');
    await expect(min).toHaveValue('400000');
    await expect(min).toHaveAccessibleDescription('Reads as $400,000.');
    await expect(page).toHaveURL(/\?min=400000$/);
    await showResults(page);
    await expectShown(
      page,
      [SEEDED.birmingham, SEEDED.troy, SEEDED.noviCondo, SEEDED.lot],
      [SEEDED.royalOak, SEEDED.ferndaleBungalow],
    );
    const max = await field(page, 'Max Price');
    await max.pressSequentially('$500k');
    await expect(max).toHaveValue('500');
    // "500k" reads as $500: the visitor is told, and offered what they meant.
    await expect(sheet(page).getByText('Reads as $500. Did you mean $500,000?')).toBeVisible();
    await sheet(page).getByRole('button', { name: 'Use $500,000' }).click();
    await expect(max).toHaveValue('500000');
    await expect(page).toHaveURL(/\?min=400000&max=500000$/);
    await showResults(page);
    await expectShown(
      page,
      [SEEDED.detroit, SEEDED.plymouth, SEEDED.noviCondo],
      [SEEDED.troy, SEEDED.birmingham],
    );

    // Typing a price is one step back, not one per keystroke.
    await page.goBack();
    await expect(page).toHaveURL(/\?min=400000$/);

    // An address spelled with a dollar sign and commas reads the same, and is rewritten.
    await openListings(page, '?min=%24300%2C000');
    await expect(page).toHaveURL(/\?min=300000$/);
    await expect(await field(page, 'Min Price')).toHaveValue('300000');
    await showResults(page);
    await expectShown(page, [SEEDED.royalOak], [SEEDED.ferndaleBungalow]);
  });

  test('a home without beds or baths stays in the results', async ({ page }) => {
    await openListings(page, '?baths=3');
    await expectShown(page, [SEEDED.birmingham, SEEDED.detroit, SEEDED.lot], [SEEDED.royalOak, SEEDED.troy]);
    await filter(page, (sheet) => sheet.getByLabel('Beds', { exact: true }).selectOption('4'));
    await expectShown(page, [SEEDED.detroit, SEEDED.lot], [SEEDED.birmingham]);
  });

  test('"Clear Filters" appears only while a filter is on, and resets them all', async ({ page }) => {
    await openListings(page);
    const clear = page.getByRole('button', { name: 'Clear Filters' });
    await expect(clear).toHaveCount(0);
    await filter(page, async (sheet) => {
      await sheet.getByLabel('Baths', { exact: true }).selectOption('3');
      await sheet.getByLabel('Min Price', { exact: true }).fill('700000');
    });
    await expect(clear).toBeVisible();
    await expectShown(page, [SEEDED.birmingham], [SEEDED.royalOak]);
    await clear.click();
    await expect(page).toHaveURL(/\/listings$/);
    await expectShown(page, [SEEDED.royalOak, SEEDED.birmingham], []);
    await expect(clear).toHaveCount(0);
    await expectActive(page, 0);
    await expect(await field(page, 'Baths')).toHaveValue('any');
    await expect(await field(page, 'Min Price')).toHaveValue('');
  });
});

test.describe('on a phone and a desktop', () => {
  test('the count and the first listing start within a screen and a half of the top', async ({ page }) => {
    await page.goto('/listings');
    const screen = page.viewportSize()?.height ?? 0;
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const first = results(page).getByRole('article').first();
    await expect(first).toBeVisible();
    expect(await top(first)).toBeLessThanOrEqual(1.5 * screen);
    expect(await top(page.locator('[data-result-count]'))).toBeLessThan(await top(first));
    // Nothing is pushed past the screen's edge to get there.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    // Every part the spec names is still there, after the results.
    for (const text of ['Featured Neighborhoods', 'Before Your First Tour', 'Schedule a Tour'])
      expect(await top(page.getByText(text, { exact: true }).first())).toBeGreaterThan(await top(first));
  });

  test('a filtered address opens on its results before the app has loaded', async ({ page }) => {
    // The site's server renders /listings for its filters, so the first paint is already right.
    const release = await holdApp(page);
    await page.goto('/listings?area=ferndale&area=royal-oak', { waitUntil: 'domcontentloaded' });
    await expectShown(
      page,
      [SEEDED.royalOak, SEEDED.ferndaleBungalow],
      [SEEDED.troy, SEEDED.birmingham, SEEDED.detroit],
    );
    await expect(page.locator('[data-result-count]')).toHaveText(
      '3 homes match: 2 for sale, 1 pending or closed',
    );
    release();
    await hydrated(page);
    await expectActive(page, 1);
    await expectShown(page, [SEEDED.royalOak, SEEDED.ferndaleBungalow], [SEEDED.troy]);
  });
});

test.describe('renting', () => {
  test('/listings links the rental flat, and Rent shows it with its rent', async ({ page }) => {
    await openListings(page);
    const teaser = page.getByRole('status').filter({ hasText: 'Looking to Rent?' });
    await expect(teaser.getByRole('link', { name: 'See the Flat' })).toHaveAttribute(
      'href',
      '/rentals/hamtramck-2-bedroom-flat',
    );
    await page.getByRole('link', { name: 'Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/listings\?for=rent$/);
    await expect(page.getByRole('link', { name: 'Rent', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const flat = card(page, '2-Bedroom Lower Flat in Hamtramck');
    await expect(results(page).getByRole('heading', { name: 'For Rent', level: 2 })).toBeVisible();
    await expect(flat).toContainText('$950 a month');
    await expect(flat).toContainText('2 beds · 1 bath');
    await expect(results(page).getByRole('heading', { name: 'Current Listings' })).toHaveCount(0);
    await expect(page.locator('[data-result-count]')).toHaveText('1 home matches');
    await expect(flat.getByRole('link', { name: 'Schedule Tour' })).toHaveAttribute(
      'href',
      '/rentals/hamtramck-2-bedroom-flat#contact-form',
    );
    await flat.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/rentals\/hamtramck-2-bedroom-flat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Hamtramck/);
  });

  test("renting is a choice in the sheet, where prices are a month's rent", async ({ page }) => {
    await openListings(page);
    await filter(page, async (sheet) => {
      await sheet.getByRole('radio', { name: 'Rent' }).check();
      await sheet.getByLabel('Max Rent', { exact: true }).fill('1000');
      await expect(sheet.getByLabel('Max Rent', { exact: true })).toHaveAccessibleDescription(
        'Reads as $1,000 a month.',
      );
    });
    await expect(page).toHaveURL(/\/listings\?for=rent&max=1000$/);
    await expect(card(page, '2-Bedroom Lower Flat in Hamtramck')).toBeVisible();
    await filter(page, (sheet) => sheet.getByLabel('Max Rent', { exact: true }).fill('900'));
    await expect(results(page).getByText('No homes match these filters')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a plain form the server answers, and nothing on the bar is a dead control', async ({
    page,
  }) => {
    await page.goto('/listings');
    // The bar's Filters button and its sort need the app: they are not shown.
    await expect(page.locator('[data-filters]')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveCount(0);
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy], []);

    // The plain form folds under its own "Filters", so the results still come first.
    const unfold = page.locator('summary', { hasText: 'Filters' });
    await unfold.click();
    const form = page.getByRole('search', { name: 'Filter listings' });
    await form.getByRole('checkbox', { name: /^Royal Oak \(\d+\)$/ }).check();
    await form.getByRole('checkbox', { name: /^Ferndale \(\d+\)$/ }).check();
    await form.getByLabel('Max Price', { exact: true }).fill('$400,000');
    await form.getByLabel('Beds', { exact: true }).selectOption('3');
    await form.getByLabel('Sort by').selectOption('price-asc');
    await form.getByRole('button', { name: 'Show Results' }).click();

    await expect(page).toHaveURL(/\/listings\?for=sale&area=ferndale&area=royal-oak&min=&max=/);
    // The sections keep the spec's order: the colonial for sale, then the duplex closed.
    await expect(results(page).getByRole('article')).toHaveText([
      new RegExp(SEEDED.royalOak),
      /Ferndale Duplex/,
    ]);
    await expect(page.locator('[data-result-count]')).toHaveText(
      '2 homes match: 1 for sale, 1 pending or closed',
    );
    // The form comes back as it was sent, with a way to clear it.
    await expect(unfold).toHaveText('Filters3 active');
    await unfold.click();
    await expect(form.getByLabel('Max Price', { exact: true })).toHaveValue('400000');
    await expect(form.getByRole('checkbox', { name: /^Ferndale \(\d+\)$/ })).toBeChecked();
    await form.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expectShown(page, [SEEDED.royalOak, SEEDED.troy], []);
  });

  test('Buy and Rent are links, and Rent shows the rental flat', async ({ page }) => {
    await page.goto('/listings');
    await page.getByRole('link', { name: 'Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/listings\?for=rent$/);
    await expect(card(page, '2-Bedroom Lower Flat in Hamtramck')).toBeVisible();
  });
});

test.describe('sections', () => {
  test('appear in the spec order, each only when it has listings', async ({ page }) => {
    await openListings(page);
    const headings = statusSections(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(SECTIONS);

    await filter(page, () => area(page, 'Plymouth').check());
    await expect(headings).toHaveText(['Recently Closed']);
    await expectShown(page, [SEEDED.plymouth], []);

    await filter(page, async () => {
      await area(page, 'Plymouth').uncheck();
      await area(page, 'Rochester Hills').check();
    });
    await expect(headings).toHaveText(['Coming Soon']);
  });

  test('say so when no listing matches, and when there are none at all', async ({ page }) => {
    // Troy's one listing has 2.5 baths.
    await openListings(page, '?area=troy&baths=3');
    await expect(results(page).getByText('No homes match these filters')).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(0);
    await expect(statusSections(page)).toHaveCount(0);
    // In its place, the way to hear about the first home that matches.
    await expect(
      results(page).getByRole('heading', { name: 'Be the first to hear about a match' }),
    ).toBeVisible();

    // An empty table: the backend's answer to the listings search is an empty list, and its count
    // of listings by city has no city.
    await page.route(/\/rest\/v1\/(listings\?|rpc\/listing_areas)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/listings');
    await startBrowsing(page);
    await expect(results(page).getByText('No listings to show right now')).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Tell Me What You Need' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });
});

test('the home page shows its featured listings from the first byte, with no skeleton on the way', async ({
  page,
}) => {
  const skeletonSeen = await recordSkeletons(page);
  const reads = recordReads(page);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Homes Available Now' });
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole('article')).toHaveCount(3);
  // Scrolled to, the section reads the listings afresh.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(featured.getByRole('article')).toHaveCount(3);
  expect(await skeletonSeen()).toBe(false);
  // The read is the three current homes, newest first, not every listing (decision 054).
  for (const read of reads) {
    const query = new URL(read).searchParams;
    expect([query.get('status'), query.get('limit')]).toEqual(['eq.current', '3']);
  }
});

test('/listings shows the listings it was built with at once, and the latest ones as soon as the visitor starts browsing', async ({
  page,
  baseURL,
}) => {
  // Other tests change the listings meanwhile: the page is told the listings it shows are the
  // latest, so only the visitor can start a read here.
  await listingsStayCurrent(page);
  const reads = recordReads(page);
  await page.goto('/listings');
  await expect(card(page, SEEDED.royalOak)).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Nothing is read (and no data code loaded) before the visitor does anything.
  expect(reads).toEqual([]);

  const listing = await addListing(baseURL, { status: 'current', closed_price: null });

  await startBrowsing(page);
  await expect(card(page, listing.title)).toBeVisible();
  expect(reads.length).toBeGreaterThan(0);
  await filter(page, () => area(page, 'Hazel Park').check());
  await expectShown(page, [listing.title], [SEEDED.royalOak]);
});

test.describe('a listing page', () => {
  test('a prerendered listing is on the page without a loading state, and its buttons follow its status', async ({
    page,
  }) => {
    const skeletonSeen = await recordSkeletons(page);
    await page.goto('/listing/918-lakeland-st-grosse-pointe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Grosse Pointe Tudor, Coming This Spring',
    );
    await expect(page.getByRole('link', { name: 'Get Notified When Available' })).toHaveAttribute(
      'href',
      '#contact',
    );
    await expect(page.getByText('Listed at $815,000')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await skeletonSeen()).toBe(false);
  });

  test('a failed fresh read leaves the listing on screen rather than sending the visitor away', async ({
    page,
  }) => {
    const failed: string[] = [];
    await page.route('**/rest/v1/listings?*', (route) => {
      failed.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto('/listing/1428-maplewood-ave-royal-oak');
    await hydrated(page);
    await startBrowsing(page);
    // react-query tries twice before it reports the read as failed.
    await expect.poll(() => failed.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/listing\/1428-maplewood-ave-royal-oak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.royalOak);
    await expect(page.getByText('Listed at $389,900')).toBeVisible();
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    const response = await page.goto('/listing/no-such-home-in-detroit');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('a listing added after the build has its page', async ({ page, baseURL }) => {
    const listing = await addListing(baseURL);
    const response = await page.goto(`/listing/${listing.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(page.getByText('Closed at $215,000')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${listing.title} \\| Hazel Park, MI`));
  });

  test('a change the agent makes shows the next time the visitor comes back to the page', async ({
    page,
    baseURL,
  }) => {
    const listing = await addListing(baseURL, { status: 'current', closed_price: null });
    await page.goto(`/listing/${listing.slug}`);
    await expect(page.getByText('Listed at $210,000')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const { error } = await admin(baseURL)
      .from('listings')
      .update({ price: 199000, title: `${listing.title} (Reduced)` })
      .eq('slug', listing.slug);
    expect(error).toBeNull();
    // The visitor returns to the tab: the browser tells the document, and the event goes on to the
    // window, where react-query refetches.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${listing.title} (Reduced)`);
    await expect(page.getByText('Listed at $199,000')).toBeVisible();
  });
});

test.describe('photos', () => {
  /** The listing's card photo as the visitor sees it: its source, alt text and whether it drew. */
  async function cardPhoto(page: Page, title: string) {
    const image = card(page, title).getByRole('img').first();
    // Card photos load lazily: the visitor scrolls to the card.
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    return image;
  }

  test('a photo that fails to load is replaced by its mirrored copy', async ({ page, baseURL }) => {
    const listing = await addListing(baseURL, { header_image_url: seedPhoto('1742-chicago-blvd-detroit') });
    // The browser cannot reach the photo; the backend can, and mirrors it.
    await page.route('**/1742-chicago-blvd-detroit/photo-1.jpg*', (route) => route.abort('failed'));
    await page.route(/\/render\/image\/.*1742-chicago-blvd-detroit\/photo-1\.jpg/, (route) =>
      route.abort('failed'),
    );
    await openListings(page, '?area=hazel-park');
    const image = await cardPhoto(page, listing.title);
    await expect(image).toHaveAttribute('src', /\/listing-photos\/e2e-[^/]+\/mirrored-[0-9a-f]+\.jpg/);
    await expect(image).toHaveAttribute('alt', `${listing.title}, ${listing.address}, Hazel Park`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('when the mirrored copy fails too, the placeholder shows', async ({ page, baseURL }) => {
    const listing = await addListing(baseURL, {
      header_image_url: seedPhoto('1428-maplewood-ave-royal-oak', 'photo-3'),
    });
    await page.route('**/1428-maplewood-ave-royal-oak/photo-3.jpg*', (route) => route.abort('failed'));
    await page.route(/\/render\/image\/.*1428-maplewood-ave-royal-oak\/photo-3\.jpg/, (route) =>
      route.abort('failed'),
    );
    await page.route(/\/mirrored-[0-9a-f]+\.jpg/, (route) => route.abort('failed'));
    await openListings(page, '?area=hazel-park');
    const image = await cardPhoto(page, listing.title);
    await expect(image).toHaveAttribute('src', '/placeholder.svg');
    await expect(image).toHaveAttribute(
      'alt',
      `Photo coming soon: ${listing.title}, ${listing.address}, Hazel Park`,
    );
  });
});
