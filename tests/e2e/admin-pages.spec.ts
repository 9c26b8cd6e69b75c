import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin, callFunction } from './api.ts';
import { expectNoAxeViolations, openSignedIn } from './back-office.ts';
import { uniqueEmail } from './leads.ts';
import { sendLead, tourRequest } from './send-leads.ts';

// Axe finds nothing on any page of the back office, signed in, at the project's width (390 px on
// the phone, 1280 px on the desktop), with its menu, its folded record and its sheets open too.

test('axe finds nothing on any page of the back office', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const lead = await sendLead(baseURL, tourRequest(`Dana Whitfield ${tag}`, uniqueEmail('axe')));
  const review = await callFunction(baseURL, 'submit-lead', {
    kind: 'review',
    values: { name: `Alicia Grant ${tag}`, location: 'Royal Oak, MI', experience: 'Smooth sale.', rating: 5 },
    page: '/reviews',
    elapsedMs: 30_000,
    website: '',
  });
  expect(review.status).toBe(200);
  const service = admin(baseURL);
  const reviewId = (await service.from('reviews').select('id').eq('name', `Alicia Grant ${tag}`).single())
    .data?.id as string;
  const listing = await service
    .from('listings')
    .insert({
      slug: `${tag}-axe-test-colonial`,
      title: `Axe Test Colonial ${tag}`,
      address: '88 Lothrop Rd',
      city: 'Grosse Pointe Farms',
      state: 'MI',
      zip_code: '48236',
      property_type: 'single_family',
      status: 'coming_soon',
      archived_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  expect(listing.error).toBeNull();

  await openSignedIn(page, '/admin', AGENT_ACCOUNT);
  const pages: Array<[path: string, ready: string]> = [
    ['/admin', 'Leads'],
    [`/admin?kind=tour&state=new&q=${tag}`, 'Leads'],
    [`/admin/leads/${lead}`, `Dana Whitfield ${tag}`],
    ['/admin/leads/00000000-0000-4000-8000-000000000000', 'No such lead'],
    ['/admin/listings', 'Listings'],
    ['/admin/listings/new', 'New listing'],
    [`/admin/listings/${listing.data?.id}`, `Axe Test Colonial ${tag}`],
    ['/admin/reviews', 'Reviews'],
    [`/admin/reviews/${reviewId}`, 'Review'],
    ['/admin/activity', 'Activity'],
    ['/admin/deliveries', 'Failed deliveries'],
    ['/admin/alerts', 'Alerts'],
    ['/admin/nowhere', 'Nothing here'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(/^Loading the /)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  // The folded technical record, opened.
  await page.goto(`/admin/leads/${lead}`);
  await page.getByText('Technical record', { exact: true }).click();
  await expect(page.getByText('IP address', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The menu, where the sections wait on a phone.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.click();
  }

  // The question before leaving unsaved edits.
  await page.goto(`/admin/listings/${listing.data?.id}`);
  await page.getByRole('textbox', { name: /^Asking price/ }).fill('$519,000');
  await page.getByRole('link', { name: 'All listings' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await expectNoAxeViolations(page);
});
