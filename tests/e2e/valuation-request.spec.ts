import { randomUUID } from 'node:crypto';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { admin, hydrated, live } from './api.ts';
import { storedLeads, uniqueEmail } from './leads.ts';
import { caughtMail } from './mail.ts';

// A homeowner asks what their home is worth: the property comes first, and once they name a city
// where the agent has closed three or more sales, they see the range of those prices and the sales
// themselves; with fewer, no number at all. "Request Free Market Analysis" opens the same request
// on /contact.

/** Closed sales of this test's own, each in a city no other listing has, saved as the agent saves them. */
async function closedSales(baseURL: string | undefined, city: string, prices: number[]) {
  const rows = prices.map((price, index) => {
    const id = randomUUID().slice(0, 8);
    return {
      slug: `${id}-closed-${index}-${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      title: `Sold Brick Ranch ${index + 1}`,
      address: `${100 + index * 12} E ${id.slice(0, 4).toUpperCase()} Ave`,
      city,
      state: 'MI',
      zip_code: '48017',
      property_type: 'single_family',
      status: 'recently_closed',
      price: price - 5_000,
      closed_price: price,
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1200,
      description: 'A brick ranch sold by the agent, added by an end-to-end test.',
    };
  });
  const { error } = await admin(baseURL).from('listings').insert(rows);
  expect(error).toBeNull();
  return rows;
}

const dropListings = (baseURL: string | undefined, slugs: string[]) =>
  admin(baseURL).from('listings').delete().in('slug', slugs);

test('with three closed sales in its city the visitor sees their range and the sales; with two, no number', async ({
  page,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const three = `Clawson ${tag}`;
  const two = `Madison Heights ${tag}`;
  const threeSales = await closedSales(baseURL, three, [281_000, 305_500, 331_500]);
  const twoSales = await closedSales(baseURL, two, [240_000, 262_000]);
  try {
    await page.goto('/sellers');
    await hydrated(page);
    const form = await live(page.getByRole('form', { name: 'Request Your Free Home Valuation' }));
    await form.getByRole('textbox', { name: 'Property address' }).fill('77 W Fourteen Mile Rd');
    await form.getByRole('textbox', { name: 'City' }).fill(three.toLowerCase());
    await form.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '3 bedrooms' });

    const range = form.getByRole('region', { name: `Recent sales like yours in ${three}` });
    await expect(range).toContainText('$281,000 to $331,500');
    const comps = range.getByRole('listitem');
    await expect(comps).toHaveCount(3);
    for (const sale of threeSales) {
      const comp = comps.filter({ hasText: sale.address });
      await expect(comp).toContainText('3 beds · 1.5 baths');
      await expect(comp).toContainText(`Closed at $${sale.closed_price.toLocaleString('en-US')}`);
    }

    await form.getByRole('textbox', { name: 'City' }).fill(two);
    await expect(form.getByRole('region', { name: /^Recent sales like yours/ })).toHaveCount(0);
    await expect(form.getByText(/\$\d/)).toHaveCount(0);
  } finally {
    await dropListings(
      baseURL,
      [...threeSales, ...twoSales].map((row) => row.slug),
    );
  }
});

test('"Request Free Market Analysis" opens the valuation request on /contact, which reaches the agent address first', async ({
  page,
}) => {
  await page.goto('/sellers');
  await hydrated(page);
  await page.getByRole('link', { name: 'Request Free Market Analysis' }).first().click();
  await expect(page).toHaveURL(/\/contact#valuation$/);
  const form = await live(page.getByRole('form', { name: 'Request Your Free Market Analysis' }));
  await expect(page.getByRole('form', { name: 'Send Me a Message' })).toBeAttached();

  const email = uniqueEmail('market-analysis');
  await form.getByRole('textbox', { name: 'Property address' }).fill('1520 Maple Rd');
  await form.getByRole('textbox', { name: 'City' }).fill('Birmingham');
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await form
    .getByRole('combobox', { name: 'When would you like to sell?' })
    .selectOption({ label: '0-3 months' });
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Get My Home Valuation' }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);

  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({ kind: 'valuation', page: '/contact', fields: { address: '1520 Maple Rd' } });
  await expect
    .poll(async () =>
      (await caughtMail()).some(
        (mail) =>
          !mail.to.includes(email) &&
          mail.subject === 'Valuation request: 1520 Maple Rd, Birmingham · Dana Whitfield' &&
          mail.text.split('\n')[1] === '1520 Maple Rd, Birmingham',
      ),
    )
    .toBe(true);
});

test('/contact shows the valuation request only when asked for, also as plain HTML without JavaScript', async ({
  page,
  baseURL,
}) => {
  await page.goto('/contact#valuation');
  await hydrated(page);
  await expect(page.getByRole('form', { name: 'Request Your Free Market Analysis' })).toBeInViewport();
  await page.goto('/contact');
  await hydrated(page);
  await expect(page.getByRole('form', { name: 'Send Me a Message' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Request Your Free Market Analysis' })).toBeHidden();

  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--blink-settings=scriptEnabled=false'],
  });
  try {
    const noScript = await browser.newPage();
    await noScript.goto(`${baseURL}/contact#valuation`);
    const form = noScript.getByRole('form', { name: 'Request Your Free Market Analysis' });
    await expect(form.getByRole('textbox', { name: 'Property address' })).toBeVisible();
    // It cannot send without JavaScript, so it has no button that would pretend to.
    await expect(form.getByRole('button', { name: 'Get My Home Valuation' })).toBeHidden();
    await noScript.goto(`${baseURL}/contact`);
    await expect(noScript.getByRole('form', { name: 'Request Your Free Market Analysis' })).toBeHidden();
  } finally {
    await browser.close();
  }
});
