import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIELD_ERRORS, FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { formatDay, tourDays } from '../../packages/schemas/src/tour-days.ts';
import { agent } from '../../site/src/config/agent.ts';
import { browserWithoutScript } from './api.ts';
import { fillInquiry, storedLeads, uniqueEmail } from './leads.ts';
import { agentEmailAbout } from './mail.ts';

// With JavaScript off (docs/decisions/046-forms-without-javascript.md) the lead forms that matter
// most post themselves, and the function answers with a page: the thanks and the agent's promise,
// or what was wrong and how to call instead. The forms that cannot send without JavaScript show no
// fields, only how to call or email.

let browser: Browser;
test.beforeAll(async () => {
  browser = await browserWithoutScript();
});
test.afterAll(() => browser.close());

/** A page without JavaScript, at the project's size (390 px or 1280 px wide). */
async function pageWithoutScript(viewport: { width: number; height: number } | null, baseURL?: string) {
  const context = await browser.newContext({ viewport, baseURL });
  return context.newPage();
}

/** The thanks page the function answers a sent form with. */
async function expectThanks(page: Page, back: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, I have your message');
  await expect(page.getByText(/^I'll respond .+\. Check your email for next steps\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute(
    'href',
    new RegExp(`${back.replace(/[?]/g, '\\?')}$`),
  );
  await expect(page.getByRole('link', { name: `Call ${agent.phone.display}` })).toBeVisible();
}

test('a card’s Schedule Tour on /listings lands on the tour form, which sends the tour for its home, day and time', async ({
  viewport,
  baseURL,
}) => {
  const page = await pageWithoutScript(viewport, baseURL);
  await page.goto('/listings');
  const tourLink = page
    .getByRole('region', { name: 'Current Listings' })
    .getByRole('link', { name: /^Schedule Tour/ })
    .first();
  const card = tourLink.locator('xpath=ancestor::article');
  const address = (await card.getByText(/, MI \d{5}$/).textContent())!.trim();
  await tourLink.click();
  await page.waitForURL(/\?tour=[a-z0-9-]+#contact$/);
  const slug = new URL(page.url()).searchParams.get('tour');
  expect(new URL(page.url()).hash).toBe('#contact');

  const form = page.getByRole('form', { name: 'Schedule Your Tour' });
  await expect(form).toBeVisible();
  const home = form.getByRole('combobox', { name: 'Home to tour' });
  await expect(home).toHaveValue(slug!);
  await expect(home.locator('option:checked')).toHaveText(address);
  // The page was rendered without the visit's days: the day is a date, which the server checks.
  const day = tourDays(new Date(), agent.timeZone)[2]!.value;
  await form.locator('input[name="tourDay"]').fill(day);
  await form.getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }).check();
  const email = uniqueEmail('tour-without-script');
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Request a Tour' }).click();

  await expectThanks(page, '/listings');
  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'tour',
    state: 'new',
    page: '/listings',
    listing_slug: slug,
    fields: { tourDay: day, tourTime: 'afternoon', tourType: 'in-person', name: 'Dana Whitfield' },
    consent_text: FORM_TEXT.consentLabel,
  });
  const mail = await agentEmailAbout(email);
  expect(mail.subject).toContain(address);
  expect(mail.subject).toContain(`${formatDay(day)}, Afternoon (noon - 4 PM)`);
  await page.context().close();
});

test('the home page’s cards land on its tour form too, the tapped home chosen', async ({
  viewport,
  baseURL,
}) => {
  // The home page's form is a deferred part inside another: the prerender renders both in full.
  const page = await pageWithoutScript(viewport, baseURL);
  await page.goto('/');
  const tourLink = page.getByRole('link', { name: /^Schedule Tour/ }).first();
  const address = (await tourLink
    .locator('xpath=ancestor::article')
    .getByText(/, MI \d{5}$/)
    .textContent())!;
  await tourLink.click();
  await page.waitForURL(/\?tour=[a-z0-9-]+#contact$/);
  const form = page.getByRole('form', { name: 'Schedule Your Tour' });
  await expect(form).toBeInViewport();
  await expect(form.getByRole('combobox', { name: 'Home to tour' }).locator('option:checked')).toHaveText(
    address.trim(),
  );
  await expect(form.getByRole('button', { name: 'Request a Tour' })).toBeVisible();
  await page.context().close();
});

test('the contact form sends, and a form sent with a field wrong answers what was wrong and how to call', async ({
  viewport,
  baseURL,
}) => {
  const page = await pageWithoutScript(viewport, baseURL);
  await page.goto('/contact');
  let form = page.getByRole('form', { name: 'Send Me a Message' });
  const email = uniqueEmail('contact-without-script');
  await fillInquiry(form, { email, lookingTo: 'Sell My Home' });
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectThanks(page, '/contact');
  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'inquiry',
    state: 'new',
    page: '/contact',
    fields: { lookingTo: 'sell', timeline: '3-6', name: 'Dana Whitfield' },
  });

  // Back on the form: an email that is no address and no consent.
  await page.getByRole('link', { name: 'Back to the page you were on' }).click();
  form = page.getByRole('form', { name: 'Send Me a Message' });
  const wrong = `not-an-address-${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(wrong);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
  const problems = page.getByRole('listitem');
  await expect(problems.filter({ hasText: FIELD_ERRORS.emailFormat })).toBeVisible();
  await expect(problems.filter({ hasText: FIELD_ERRORS.lookingTo })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${agent.phone.display}` })).toHaveAttribute(
    'href',
    agent.phone.href,
  );
  await expect(page.getByRole('link', { name: `Email ${agent.email}` })).toHaveAttribute(
    'href',
    `mailto:${agent.email}`,
  );
  await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', /\/contact$/);
  expect(await storedLeads(wrong)).toEqual([]);
  await page.context().close();
});

test('a form that cannot send without JavaScript shows no fields, only how to call or email', async ({
  viewport,
  baseURL,
}) => {
  const page = await pageWithoutScript(viewport, baseURL);
  for (const { path, form: name } of [
    { path: '/reviews', form: 'Share Your Experience' },
    { path: '/blog', form: /subscribe|newsletter|blog/i },
  ]) {
    await page.goto(path);
    const holder = page.locator('[data-needs-script]').filter({ has: page.locator('form') });
    await expect(holder).toHaveCount(1);
    await expect(page.getByRole('form', { name })).toBeHidden();
    await expect(holder.locator('input:visible, select:visible, textarea:visible')).toHaveCount(0);
    // Playwright's text and role engines skip <noscript>; CSS finds the notice inside it.
    const notice = holder.locator('noscript [role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice.locator(`a[href="${agent.phone.href}"]`)).toHaveText(agent.phone.display);
    await expect(notice.locator(`a[href="mailto:${agent.email}"]`)).toHaveText(agent.email);
  }
  await page.context().close();
});
