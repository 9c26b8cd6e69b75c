import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { formatDay } from '../../packages/schemas/src/tour-days.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { browserWithoutScript, hydrated } from './api.ts';
import { storedLeads, uniqueEmail } from './leads.ts';
import { agentEmailAbout } from './mail.ts';

// A visitor taps "Schedule Tour" on a listing card, on /listings or the home page: the page's
// form becomes a tour request for that home (named, and changeable), sent in a few taps with the
// day and the time, and the agent's email names the home. Counted as a phone user would: every
// tap on a control (a select's choice counts one), the first text field's tap, and none for
// typing or the keyboard's "next" between fields.

/** The form's fields and buttons, as a visitor finds them. */
const tourForm = (page: Page) => page.getByRole('form', { name: 'Schedule Your Tour' });

/** Waits for the form's code without scrolling the page (the test measures the scroll). */
async function whenLive(form: Locator) {
  await expect
    .poll(() =>
      form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

/**
 * Taps the first card's "Schedule Tour" in `cards` and sends a tour of its home, counting taps
 * and the scroll from where the tap lands to the Send button.
 */
async function tourFromCard(page: Page, cards: Locator) {
  let taps = 0;
  const card = cards.filter({ has: page.getByRole('link', { name: /^Schedule Tour/ }) }).first();
  const address = (await card.getByText(/, MI \d{5}$/).textContent())!.trim();

  taps += 1;
  await card.getByRole('link', { name: /^Schedule Tour/ }).click();
  const form = tourForm(page);
  await expect(form).toBeInViewport();
  await whenLive(form);
  // Where the tap left the form on the screen, once the page stops moving (a smooth scroll may
  // still be under way; cards above it are laid out as the page passes them): the same twice
  // running.
  let landedTop = Number.NaN;
  await expect
    .poll(
      async () => {
        const before = landedTop;
        landedTop = (await form.boundingBox())!.y;
        return landedTop === before;
      },
      { intervals: [100] },
    )
    .toBe(true);
  await expect(form.getByRole('combobox', { name: 'Home to tour' }).locator('option:checked')).toHaveText(
    address,
  );
  await expect(form.getByRole('combobox', { name: "I'm looking to" })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Ideal timeline' })).toHaveCount(0);

  const day = form.getByRole('combobox', { name: 'Day' });
  taps += 1;
  await day.selectOption({ index: 2 });
  const chosenDay = await day.inputValue();
  taps += 1;
  await form.getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }).check();

  const email = uniqueEmail('card-tour');
  taps += 1;
  await form.getByRole('textbox', { name: 'Name' }).click();
  await page.keyboard.type('Dana Whitfield');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  await page.keyboard.type('(248) 555-0142');
  taps += 1;
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  const send = form.getByRole('button', { name: 'Request a Tour' });
  // The scroll the visitor needs from where the tap landed to the bottom of Send, with the form
  // as they fill it (the tour's fields in it): measured on the form, so neither the robot's own
  // scrolling to each field nor content settling above the form counts.
  const sendBottom = await send.evaluate((button) => {
    const formTop = button.closest('form')!.getBoundingClientRect().top;
    return button.getBoundingClientRect().bottom - formTop;
  });
  const screen = page.viewportSize()!.height;
  const scrolled = Math.max(0, Math.round(landedTop + sendBottom - screen));
  taps += 1;
  await send.click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);

  expect(taps).toBeLessThanOrEqual(6);
  // No long scroll: the whole form is less than a screen's scroll below where the tap landed.
  test.info().annotations.push({ type: 'scroll-px', description: String(scrolled) });
  expect(scrolled).toBeLessThan(screen);
  return { address, email, chosenDay };
}

for (const { path, cards } of [
  {
    path: '/listings',
    cards: (page: Page) => page.getByRole('region', { name: 'Current Listings' }).getByRole('article'),
  },
  {
    path: '/',
    cards: (page: Page) => page.locator('[aria-labelledby="featured-heading"]').getByRole('article'),
  },
]) {
  test(`a card's Schedule Tour on ${path} is a tour request for its home, sent with a day and time in at most 6 taps, and the agent's email names the home`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const { address, email, chosenDay } = await tourFromCard(page, cards(page));
    expect(new URL(page.url()).hash).toBe('#contact');
    const slug = new URL(page.url()).searchParams.get('tour');
    expect(slug).toMatch(/^[a-z0-9-]+$/);

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      kind: 'tour',
      page: path,
      listing_slug: slug,
      fields: { tourDay: chosenDay, tourTime: 'afternoon', tourType: 'in-person' },
    });
    const mail = await agentEmailAbout(email);
    expect(mail.subject).toContain(address);
    expect(mail.subject).toContain(`${formatDay(chosenDay)}, Afternoon (noon - 4 PM)`);
    expect(mail.text).toContain(address);
  });
}

test('the home can be changed, and the page’s own form is a link away', async ({ page }) => {
  await page.goto('/listings');
  await hydrated(page);
  const cards = page.getByRole('region', { name: 'Current Listings' }).getByRole('article');
  await cards
    .first()
    .getByRole('link', { name: /^Schedule Tour/ })
    .click();
  const form = tourForm(page);
  await whenLive(form);
  const home = form.getByRole('combobox', { name: 'Home to tour' });
  const choices = await home.getByRole('option').allTextContents();
  expect(choices.length).toBeGreaterThan(1);

  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await home.selectOption({ label: choices[1]! });
  await expect(home.locator('option:checked')).toHaveText(choices[1]!);
  // What was typed stays; the page stays where it is, and the address names the home now chosen.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana Whitfield');
  await expect(form).toBeInViewport();
  await expect(page).toHaveURL(/\?tour=[a-z0-9-]+#contact$/);

  // Another card's tour while the form is open moves to the form again, naming that home.
  const third = cards.nth(2);
  const thirdAddress = (await third.getByText(/, MI \d{5}$/).textContent())!.trim();
  await third.getByRole('link', { name: /^Schedule Tour/ }).click();
  await expect(form).toBeInViewport();
  await expect(home.locator('option:checked')).toHaveText(thirdAddress);

  await page.locator('#contact').getByRole('link', { name: 'Ask me something else instead' }).click();
  await expect(page).toHaveURL(/\/listings#contact$/);
  await expect(page.getByRole('form', { name: 'Schedule a Tour' })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: "I'm looking to" })).toBeVisible();
});

test('with JavaScript off, a card’s Schedule Tour lands on the tour request for its home', async ({
  baseURL,
}) => {
  const browser = await browserWithoutScript();
  try {
    const page = await browser.newPage();
    for (const path of ['/listings', '/']) {
      await page.goto(`${baseURL}${path}`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: /^Schedule Tour/ }) })
        .first();
      const address = (await card.getByText(/, MI \d{5}$/).textContent())!.trim();
      await card.getByRole('link', { name: /^Schedule Tour/ }).click();
      await expect(page).toHaveURL(/\?tour=[a-z0-9-]+#contact$/);
      const form = tourForm(page);
      await expect(form).toBeVisible();
      await expect(form.getByRole('combobox', { name: 'Home to tour' }).locator('option:checked')).toHaveText(
        address,
      );
      // Rendered without the visit's days, it asks for a date; it posts itself
      // (forms-without-javascript.spec.ts sends one).
      await expect(form.locator('input[name="tourDay"]')).toHaveAttribute('type', 'date');
      await expect(form.getByRole('button', { name: 'Request a Tour' })).toBeVisible();
    }
  } finally {
    await browser.close();
  }
});
