import { expect, test, type Page } from '@playwright/test';
import { agent } from '../../site/src/config/agent.ts';
import { hydrated } from './api.ts';

// One-tap contact on a phone: a slim bar with Call, Text (written in, naming the home or the page)
// and the page's tour or form, on the listing, rental, contact and relocation pages; none on a
// wide screen, where the number is in the header and footer.

const BAR = `Call, text or tour with ${agent.firstName}`;
const greeting = (about: string) => `Hi ${agent.firstName}, I'm asking about ${about}`;

const PAGES = [
  {
    path: '/listing/1428-maplewood-ave-royal-oak',
    text: greeting('1428 Maplewood Ave, Royal Oak'),
    third: { name: 'Tour', href: '#contact' },
  },
  {
    path: '/rentals/hamtramck-2-bedroom-flat',
    text: greeting('11426 Lumpkin Street, Lower Flat, Hamtramck'),
    third: { name: 'Tour', href: '#contact-form' },
  },
  {
    path: '/contact',
    text: greeting('buying or selling a home in Metro Detroit'),
    third: { name: 'Tour', href: '/listings' },
  },
  {
    path: '/florida-michigan',
    text: greeting('moving from Michigan to Florida'),
    third: { name: 'Plan Your Move', href: '#contact' },
  },
];

/** The text an `sms:` link writes in, and the number it goes to. */
function smsOf(href: string) {
  const url = new URL(href);
  return { to: url.pathname, body: url.searchParams.get('body') };
}

async function barOf(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  return page.getByRole('navigation', { name: BAR });
}

test('on a phone, the listing, rental, contact and relocation pages have Call, Text and Tour at the bottom of the screen, covering nothing at the end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, text, third } of PAGES) {
    const bar = await barOf(page, path);
    await expect(bar).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(box.height).toBeLessThan(90);

    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', agent.phone.href);
    const sms = smsOf((await bar.getByRole('link', { name: 'Text' }).getAttribute('href'))!);
    expect(sms).toEqual({ to: agent.phone.href.replace('tel:', ''), body: text });
    await expect(bar.getByRole('link', { name: third.name })).toHaveAttribute('href', third.href);

    // At the end of the page the bar sits above the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const settled = (await bar.boundingBox())!;
    expect(settled.y + settled.height).toBeLessThanOrEqual(footer.y + 1);
  }
});

test("the bar's Tour on a listing reaches the page's tour form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = await barOf(page, PAGES[0]!.path);
  await bar.getByRole('link', { name: 'Tour' }).click();
  await expect(page.getByRole('form', { name: 'Schedule Your Tour' })).toBeInViewport();
});

test('at 1280 px there is no bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const { path } of PAGES) {
    const bar = await barOf(page, path);
    await expect(bar).toBeHidden();
  }
});
