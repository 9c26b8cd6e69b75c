import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { admin, hydrated, siteKnows } from './api.ts';
import { uniqueEmail } from './leads.ts';
import { caughtMail, type CaughtMail } from './mail.ts';
import { tapAsAPerson } from './taps.ts';

// A saved search from a phone to its alerts (issue 28; docs/decisions/052-saved-searches.md and
// 055-saved-search-alerts.md): the visitor filters /listings, saves the search in a few taps,
// confirms it from the email, hears once about each change the agent makes, and one click on the
// email's unsubscribe header stops it all. In a city of the test's own, so no other test's homes match.

/** A listing of this test's, in its city. */
function home(city: string, id: string, overrides: Record<string, unknown> = {}) {
  return {
    slug: `e2e-${id}-${city.toLowerCase().replace(/\s+/g, '-')}`,
    title: `${city} Cape Cod ${id}`,
    address: `${Number.parseInt(id, 16) % 9000} Alert Ave`,
    city,
    state: 'MI',
    zip_code: '48000',
    status: 'current',
    price: 420000,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1600,
    description: 'A home added by the saved-search journey test.',
    features: [],
    gallery_images: [],
    header_image_url: null,
    ...overrides,
  };
}

/** The mail sent to `email` so far, as it arrives. */
async function mailTo(email: string, count: number): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(async () => {
      found = (await caughtMail()).filter((mail) => mail.to.includes(email));
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The taps a visitor makes on the page from now on. */
async function countTaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as unknown as { taps: number }).taps = 0;
    document.addEventListener('pointerup', () => (window as unknown as { taps: number }).taps++, true);
  });
  return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

test('a phone saves a search in four taps, confirms it, hears once about each change, and one click unsubscribes', async ({
  page,
  baseURL,
}) => {
  const id = randomUUID().slice(0, 8);
  const city = `Alert Park ${id}`;
  const slug = city.toLowerCase().replace(/\s+/g, '-');
  const db = admin(baseURL);
  const older = home(city, `${id}a`);
  expect((await db.from('listings').insert(older)).error).toBeNull();
  await siteKnows(baseURL, slug);

  // Filtered: 3 beds or more in the test's city.
  await page.goto(`/listings?area=${slug}&beds=3`);
  await hydrated(page);
  await expect(page.locator('[data-result-count]')).toHaveText(
    '1 home matches: 1 for sale, 0 pending or closed',
  );
  const taps = await countTaps(page);

  await tapAsAPerson(page.getByRole('link', { name: 'Save this search' }));
  const form = page.locator('#save-search');
  await expect(form.getByText(`3+ bed homes for sale in ${city}`)).toBeVisible();
  const email = uniqueEmail('saved-search');
  await tapAsAPerson(form.getByRole('textbox', { name: 'Email address' }));
  await page.keyboard.type(email);
  await form.getByRole('combobox', { name: 'How often' }).selectOption('Instantly');
  await tapAsAPerson(form.getByRole('button', { name: 'Save Search' }));
  await expect(form.getByText('Check your email to confirm')).toBeVisible();
  expect(await taps()).toBeLessThanOrEqual(4);

  // The double opt-in: the link's page has one button, whose press confirms.
  const [confirmation] = await mailTo(email, 1);
  expect(confirmation!.subject).toBe(`Please confirm your saved search: 3+ bed homes for sale in ${city}`);
  const confirmLink = /https?:\/\/\S+action=confirm&token=[\w-]+/.exec(confirmation!.text)?.[0];
  expect(confirmLink).toBeDefined();
  await page.goto(confirmLink!);
  await page.getByRole('button', { name: 'Confirm my search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your search is on');

  // The agent publishes a matching home and cuts the older one's price.
  const added = home(city, `${id}b`, { price: 399000 });
  expect((await db.from('listings').insert(added)).error).toBeNull();
  expect((await db.from('listings').update({ price: 409000 }).eq('slug', older.slug)).error).toBeNull();

  // One email each, instantly: the new home, and the price cut.
  const alerts = async () => (await mailTo(email, 3)).slice(1);
  await expect.poll(async () => (await alerts()).length).toBe(2);
  const [first, second] = (await alerts()).sort((a, b) => a.subject.localeCompare(b.subject));
  const subjects = [first!.subject, second!.subject];
  expect(subjects.some((subject) => subject.includes(added.address))).toBe(true);
  expect(subjects.some((subject) => /Price cut/i.test(subject) && subject.includes(older.address))).toBe(
    true,
  );
  for (const alert of [first!, second!]) {
    expect(alert.text).toMatch(/action=open&token=[\w-]+&listing=/);
    expect(alert.listUnsubscribe).toMatch(/<https?:\/\/\S+action=unsubscribe&token=[\w-]+>/);
  }

  // The new home's link leads to its page, at its tour form.
  const newHome = [first!, second!].find((alert) => alert.subject.includes(added.address))!;
  const open = /https?:\/\/\S+action=open&token=[\w-]+&listing=[\w-]+/.exec(newHome.text)![0];
  await page.goto(open);
  await expect(page).toHaveURL(new RegExp(`/listing/${added.slug}#contact$`));

  // One click on the header (RFC 8058): the mail client's POST stops the search.
  const unsubscribe = /<([^>]+)>/.exec(first!.listUnsubscribe)![1]!;
  const response = await page.request.post(unsubscribe, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.ok()).toBe(true);
  const { data: searches } = await db.from('saved_searches').select('id, unsubscribed_at').eq('email', email);
  expect(searches).toHaveLength(1);
  expect(searches![0]!.unsubscribed_at).not.toBeNull();

  // Another cut records nothing for it: no alert can follow.
  expect((await db.from('listings').update({ price: 389000 }).eq('slug', older.slug)).error).toBeNull();
  const { data: events } = await db
    .from('saved_search_events')
    .select('id')
    .eq('search_id', searches![0]!.id)
    .eq('event_key', '389000');
  expect(events).toEqual([]);
});

test('a daily search hears nothing at once, then one digest of the day’s changes once its day has passed, and nothing twice', async ({
  page,
  baseURL,
}) => {
  const id = randomUUID().slice(0, 8);
  const city = `Digest Park ${id}`;
  const slug = city.toLowerCase().replace(/\s+/g, '-');
  const db = admin(baseURL);
  const older = home(city, `${id}c`);
  expect((await db.from('listings').insert(older)).error).toBeNull();
  await siteKnows(baseURL, slug);

  await page.goto(`/listings?area=${slug}&beds=3`);
  await hydrated(page);
  await tapAsAPerson(page.getByRole('link', { name: 'Save this search' }));
  const form = page.locator('#save-search');
  const email = uniqueEmail('daily-search');
  await tapAsAPerson(form.getByRole('textbox', { name: 'Email address' }));
  await page.keyboard.type(email);
  await expect(form.getByRole('combobox', { name: 'How often' })).toHaveValue('daily');
  await tapAsAPerson(form.getByRole('button', { name: 'Save Search' }));
  await expect(form.getByText('Check your email to confirm')).toBeVisible();
  const [confirmation] = await mailTo(email, 1);
  await page.goto(/https?:\/\/\S+action=confirm&token=[\w-]+/.exec(confirmation!.text)![0]);
  await page.getByRole('button', { name: 'Confirm my search' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your search is on');
  const { data: search } = await db.from('saved_searches').select('id').eq('email', email).single();

  // The agent adds a matching home and cuts the older one's price: both are recorded, neither sent.
  const added = home(city, `${id}d`, { price: 399000 });
  expect((await db.from('listings').insert(added)).error).toBeNull();
  expect((await db.from('listings').update({ price: 409000 }).eq('slug', older.slug)).error).toBeNull();
  const events = () => db.from('saved_search_events').select('queued_at').eq('search_id', search!.id);
  await expect.poll(async () => (await events()).data?.length).toBe(2);
  // The sender runs every few seconds; two of its runs later the day's changes still wait.
  await page.waitForTimeout(12_000);
  expect((await events()).data!.every((event) => event.queued_at === null)).toBe(true);
  expect(await mailTo(email, 1)).toHaveLength(1);

  // A day passes for this search: its confirmation (its last digest) is a day and an hour back.
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
  expect(
    (await db.from('saved_searches').update({ confirmed_at: dayAgo }).eq('id', search!.id)).error,
  ).toBeNull();
  const [, digest] = await mailTo(email, 2);
  expect(digest!.subject).toBe(`2 updates for your search: 3+ bed homes for sale in ${city}`);
  expect(digest!.text).toContain(added.address);
  expect(digest!.text).toContain(older.address);
  expect(digest!.text).toMatch(/Price cut/i);
  expect(digest!.listUnsubscribe).toMatch(/action=unsubscribe&token=/);

  // Another change the same day waits for tomorrow's digest: nothing more today, nothing twice.
  expect((await db.from('listings').update({ price: 399500 }).eq('slug', older.slug)).error).toBeNull();
  await expect.poll(async () => (await events()).data?.length).toBe(3);
  await page.waitForTimeout(12_000);
  expect((await events()).data!.filter((event) => event.queued_at === null)).toHaveLength(1);
  expect(await mailTo(email, 2)).toHaveLength(2);
});
