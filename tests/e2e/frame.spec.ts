import { expect, test, type Page } from '@playwright/test';
import { agent } from '../../site/src/config/agent.ts';
import { holdApp, hydrated } from './api.ts';

const NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Listings', '/listings'],
  ['Buyers', '/buyers'],
  ['Sellers', '/sellers'],
  ['Michigan to Florida', '/florida-michigan'],
  ['Reviews', '/reviews'],
  ['Blog', '/blog'],
  ['Partnerships', '/partnerships'],
  ['Contact', '/contact'],
] as const;

const isMobile = (name: string) => name === 'mobile';

/** Opens the mobile menu (a tap before the app has loaded is held and done once it has). */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: /menu/i }).click();
}

test('a tap on the menu button before the app has loaded opens the menu at once, and the app agrees', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdApp(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: /menu/i });
  await button.click();
  const sellers = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Sellers' });
  await expect(sellers).toBeVisible();
  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(sellers).toBeVisible();
});

test('on a phone, Escape closes the menu with focus back on Menu, and so does a press outside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/buyers');
  await hydrated(page);
  const button = page.getByRole('button', { name: /menu/i });
  const sellers = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Sellers' });
  await button.click();
  await expect(sellers).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(sellers).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await expect(sellers).toBeVisible();
  // The menu hangs under the bar, not over it.
  const bar = await page.getByRole('banner').boundingBox();
  const home = await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'Home' })
    .boundingBox();
  expect(home?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  await page.mouse.click(195, 830);
  await expect(sellers).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('with JavaScript off the phone menu opens and its links go to their pages', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/about`);
    const sellers = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Sellers' });
    await expect(sellers).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(sellers).toBeVisible();
    await sellers.click();
    await expect(page).toHaveURL(/\/sellers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the header lists the ten pages in order and marks the current one', async ({ page }, testInfo) => {
  await page.goto('/buyers');
  if (isMobile(testInfo.project.name)) await openMenu(page);
  const nav = page.getByRole('navigation', { name: /main/i });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(NAV.map(([label]) => label));
  for (const [index, [, href]] of NAV.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Buyers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test('on a desktop the links, the brand and "Work with" share one row on every page', async ({ page }) => {
  // Each page marks its own link as current, the longest ones ("Michigan to Florida") included.
  for (const [width, path] of [1280, 1440].flatMap((width) =>
    NAV.map(([, path]) => [width, path] as const),
  )) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const header = page.getByRole('banner');
    const row = [
      header.getByRole('link', { name: new RegExp(`^${agent.name}`) }),
      ...NAV.map(([label]) =>
        header.getByRole('navigation', { name: /main/i }).getByRole('link', { name: label, exact: true }),
      ),
      header.getByRole('link', { name: /^Work with / }),
    ];
    const centres = await Promise.all(
      row.map(async (item) => {
        const box = await item.boundingBox();
        return Math.round((box?.y ?? -100) + (box?.height ?? 0) / 2);
      }),
    );
    for (const centre of centres)
      expect(Math.abs(centre - (centres[0] ?? 0)), `${path} at ${width}px`).toBeLessThanOrEqual(4);
  }
});

test('on a phone the brand and the menu button share one short row', async ({ page }) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    const brand = await header.getByRole('link', { name: new RegExp(`^${agent.name}`) }).boundingBox();
    const menu = await header.getByRole('button', { name: 'Menu' }).boundingBox();
    expect(brand && menu, `at ${width}px`).toBeTruthy();
    if (!brand || !menu) continue;
    // The button sits beside the brand, not under it, and the sticky bar leaves the page its screen.
    expect(menu.x, `at ${width}px`).toBeGreaterThan(brand.x + brand.width);
    expect(menu.y, `at ${width}px`).toBeLessThan(brand.y + brand.height);
    expect((await header.boundingBox())?.height, `at ${width}px`).toBeLessThanOrEqual(96);
  }
});

test('on a phone no text of a page touches the edge of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [, path] of NAV) {
    await page.goto(path);
    const touching = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const text = node.textContent?.trim();
        if (!text) continue;
        // A row that scrolls sideways (the home page's articles) shows its next card cut by the edge.
        let scroller = node.parentElement;
        while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        if (scroller) continue;
        // Words for screen readers only sit in a box of one pixel.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Text moved off screen for screen readers (right < 0) is not read on screen.
        const line = [...range.getClientRects()].find(
          (rect) => rect.width > 0 && rect.right > 0 && (rect.left < 8 || rect.right > innerWidth - 8),
        );
        if (line) found.push(text.slice(0, 60));
      }
      return found;
    });
    expect(touching, path).toEqual([]);
  }
});

test('on a short screen (200% zoom on a phone) the header scrolls away with the page', async ({ page }) => {
  await page.setViewportSize({ width: 195, height: 422 });
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(195);
});

test('choosing a link navigates, scrolls to the top and closes the mobile menu', async ({
  page,
}, testInfo) => {
  await page.goto('/about');
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const mobile = isMobile(testInfo.project.name);
  if (mobile) {
    await openMenu(page);
  }
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Sellers' }).click();
  await expect(page).toHaveURL(/\/sellers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (mobile)
    await expect(
      page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Sellers' }),
    ).toBeHidden();
});

test('the logo goes home and "Work with" goes to /contact', async ({ page }, testInfo) => {
  await page.goto('/reviews');
  if (isMobile(testInfo.project.name)) await openMenu(page);
  await page.getByRole('link', { name: /Work with Alex/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Alex Morgan/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  // The home page's copy arrives with the navigation (it was a static island on the first load).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Find Your Place in Metro Detroit/);
  await expect(page.getByRole('link', { name: /^Read More/ }).first()).toBeVisible();
});

test("links in a page's prerendered copy navigate inside the app, without reloading", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const readMore = page.getByRole('link', { name: /^Read More/ }).first();
  const href = await readMore.getAttribute('href');
  await readMore.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test('the footer has quick links, contact, legal, social links, the year and the brokerage lines', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const label of ['Home', 'About', 'Listings', 'Buyers', 'Sellers']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /\(248\) 555-0142/ })).toHaveAttribute(
    'href',
    'tel:+12485550142',
  );
  await expect(footer.getByRole('link', { name: /alex@example\.com/ })).toHaveAttribute(
    'href',
    'mailto:alex@example.com',
  );
  await expect(footer.getByRole('link', { name: /Privacy/ })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: /Terms/ })).toHaveAttribute('href', '/terms');
  for (const name of [/Facebook/, /Instagram/]) {
    const social = footer.getByRole('link', { name });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText(
    'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
  );
  await expect(footer).toContainText(/Licensed/);
  await expect(footer).toContainText(/Sample Realty Group/);
  await expect(footer).toContainText(/Equal Housing Opportunity/);
});

test('an unknown path shows the not-found page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/somewhere-else');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect.poll(() => logged.some((line) => line.includes('/somewhere-else'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown article slug goes to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Estate Insights for Metro Detroit');
});

test('every Read More on the blog opens its article, body and all', async ({ page }) => {
  await page.goto('/blog');
  // A client-side navigation: the article's body is not in the page and loads with its code.
  await hydrated(page);
  const readMore = page.getByRole('link', { name: /^Read More ?: / });
  const count = await readMore.count();
  expect(count).toBe(1 + 3 + 5);
  const hrefs = new Set(
    await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  );
  expect(hrefs.size).toBe(5);
  await readMore.first().click();
  await expect(page).toHaveURL(/\/blog\/buyer-broker-agreements-2025$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Buyer-Broker Agreements in 2025/);
  await expect(page.getByRole('article').getByText('5 min read')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Why the rules changed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
});

test('the rental page schedules a tour from its sticky card and offers a call', async ({ page }) => {
  await page.goto('/rentals/hamtramck-2-bedroom-flat');
  await expect(page.getByText('$950 per month').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12485550142');
  await page.getByRole('link', { name: 'Schedule Tour' }).click();
  await expect(page).toHaveURL(/#contact-form$/);
  await expect(page.locator('#contact-form')).toBeInViewport();
});

test('the market update shows the August 2025 figures', async ({ page }) => {
  await page.goto('/blog/metro-detroit-market-update-august-2025');
  for (const figure of ['6.2%', 'down from 7.1%', '3.2', 'up 15%', '$285K']) {
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
  }
});
