import { TZDate } from '@date-fns/tz';
import { expect, test } from '@playwright/test';
import { agent } from '../../examples/maya-castillo-realty/src/config/agent.ts';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { agent as thisRepositorysAgent } from '../../site/src/config/agent.ts';
import { hydrated, live } from '../e2e/api.ts';
import { readCaught } from '../e2e/caught-folder.ts';
import { secondSiteMailDir } from './second-site.ts';

// The second agent's site, built from the tarballs outside the workspace (serve.ts): its own
// pages, its own agent, and its leads on its agent's clock.

/** The pages the example chose, each with at least one path in its sitemap. */
const CHOSEN = ['/', '/listings', '/listing/2150-aspen-ridge-dr-fort-collins', '/about', '/contact'];

test('every route in its sitemap answers 200 and names its own agent, never this repository’s', async ({
  page,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths).toEqual(expect.arrayContaining(CHOSEN));
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('body')).toContainText(agent.name);
    await expect(page.locator('body')).not.toContainText(thisRepositorysAgent.name);
  }
  // The back office is the engine's own, served from the installed tarball's shells.
  expect((await page.request.get('/admin/sign-in')).status()).toBe(200);
});

test('the browser gives its styles the class names the prerendered pages have', async ({ page }) => {
  // A page the browser renders itself, after a click, against the same page as prerendered: the
  // engine's and the library's built modules must get the same styled-components ids in both
  // builds, or the browser's class names differ from the HTML's and hydration restyles the page.
  const prerendered = await (await page.request.get('/about')).text();
  await page.goto('/contact');
  await hydrated(page);
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Born in Loveland/);
  const classes = await heading.evaluate((element) => {
    const names: string[] = [];
    for (let at: Element | null = element; at && at.tagName !== 'MAIN'; at = at.parentElement) {
      names.push(...at.classList);
    }
    return names;
  });
  expect(classes.length).toBeGreaterThan(1);
  for (const name of classes) expect(prerendered).toContain(name);
});

/** "9:33 AM" on `timeZone`'s clock, as the lead emails write a reply-by time. */
function clockIn(at: number, timeZone: string): string {
  const zoned = new TZDate(at, timeZone);
  const hours = zoned.getHours();
  const minutes = String(zoned.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

test("a tour request reaches the agent with the reply-by time on the agent's own clock", async ({ page }) => {
  const email = `tour-${Date.now()}@example.net`;
  await page.goto('/listing/2150-aspen-ridge-dr-fort-collins');
  await hydrated(page);
  const form = await live(page.getByRole('form', { name: 'Schedule Your Tour' }));
  await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 2 });
  await form.getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill('Jordan Ellis');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(970) 555-0188');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  const sent = Date.now();
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(form.getByRole('status')).toBeVisible();

  let text = '';
  await expect
    .poll(async () => {
      const mail = (
        await readCaught<{ to: string[]; text: string }>(secondSiteMailDir(new URL(page.url()).port), 'mail')
      ).find((caught) => caught.to.includes(agent.email) && caught.text.includes(email));
      text = mail?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  // The lead was stored between `sent` and now; a tour is owed a reply 15 minutes after it.
  const owed = [sent, Date.now()].map((at) => clockIn(at + 15 * 60_000, agent.timeZone));
  expect(text).toMatch(new RegExp(`Reply by (?:\\w{3} )?(?:${owed.join('|')})`));
  expect(owed).not.toContain(clockIn(sent + 15 * 60_000, thisRepositorysAgent.timeZone));
});
