import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localKeys } from '../../packages/local-backend/src/jwt.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin, hydrated } from './api.ts';
import { expectNoAxeViolations, openSection, signIn, toast } from './back-office.ts';

// The back office's reviews, activity and failed deliveries, and the approved reviews on /reviews,
// against the local backend's real auth, RLS, triggers and submit-lead function.

/** Sends a review as the review form does, through the real `submit-lead` function. */
async function sendReview(
  baseURL: string,
  values: { name: string; location: string; experience: string; rating: number },
): Promise<void> {
  const { anonKey } = localKeys(process.env.JWT_SECRET);
  const response = await fetch(`${baseURL}/functions/v1/submit-lead`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    body: JSON.stringify({ kind: 'review', values, page: '/reviews', elapsedMs: 30_000, website: '' }),
  });
  expect(response.status).toBe(200);
}

/** Collects console errors, page errors and requests to any origin but the site's. */
function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin)
      problems.push(`request to ${request.url()}`);
  });
  return problems;
}

/** The page fits a phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the agent approves a review with markup in it, and /reviews shows it as text after the featured five', async ({
  page,
  baseURL,
}) => {
  const problems = watch(page, new URL(baseURL ?? '').origin);
  const tag = randomUUID().slice(0, 8);
  const kept = {
    name: `Riley <b>${tag}</b>`,
    location: 'Ferndale, MI',
    experience: `Sold in a week. <script>window.__injected = 1</script> <img src=x onerror="window.__injected = 2"> ${tag}`,
    rating: 4,
  };
  const refused = {
    name: `Quick Cash ${tag}`,
    location: '',
    experience: `We buy houses for cash, call now ${tag}`,
    rating: 1,
  };
  await sendReview(baseURL ?? '', kept);
  await sendReview(baseURL ?? '', refused);

  // Pending, waiting first, shown exactly as typed.
  await page.goto('/admin/reviews?status=pending');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Freviews%3Fstatus%3Dpending$/);
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await expect(page).toHaveURL(/\/admin\/reviews\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // (On a phone the sections wait behind Menu: hidden, but marked all the same.)
  const section = (name: string) =>
    page
      .getByRole('navigation', { name: 'Back office', includeHidden: true })
      .getByRole('link', { name, includeHidden: true });
  await expect(section('Reviews')).toHaveAttribute('aria-current', 'page');
  await expect(section('Leads')).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  const card = page.getByRole('article', { name: `Review from ${kept.name}` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(kept.experience);
  await expect(card).toContainText(kept.name);
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.locator('script, b, img[src="x"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Review approved')).toBeVisible();
  await expect(card).toContainText('Approved');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const spam = page.getByRole('article', { name: `Review from ${refused.name}` });
  await spam.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Review rejected')).toBeVisible();
  await expect(spam).toContainText('Rejected');

  // The filter lives in the URL: the decided ones are under their own status.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('rejected');
  await expect(page).toHaveURL(/status=rejected/);
  await expect(spam).toBeVisible();
  await expect(card).toHaveCount(0);

  // The activity: who approved what, when, with the change as text.
  await openSection(page, 'Activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('combobox', { name: 'What changed' }).selectOption('reviews');
  await expect(page).toHaveURL(/\/admin\/activity\?table=reviews$/);
  const entry = page.getByRole('row').filter({ hasText: `Approved the review from ${kept.name}` });
  await expect(entry).toContainText(AGENT_ACCOUNT.email);
  await expect(entry).toContainText(/Status:\s*from\s*Pending\s*→\s*to\s*Approved/);
  await expect(entry).toContainText(/\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(entry.locator('b')).toHaveCount(0);
  await expect(
    page.getByRole('row').filter({ hasText: `Rejected the review from ${refused.name}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Visitors: the approved review after the five featured ones, as text; the rejected one nowhere.
  await page.goto('/reviews');
  await hydrated(page);
  await page.getByRole('heading', { name: 'Share Your Experience' }).scrollIntoViewIfNeeded();
  const testimonials = page.getByRole('region', { name: 'Client testimonials' }).getByRole('figure');
  const shown = testimonials.filter({ hasText: tag });
  await expect(shown).toContainText(kept.experience);
  await expect(shown).toContainText(kept.name);
  await expect(shown).toContainText(kept.location);
  await expect(shown.locator('script, b, img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'More From Clients' })).toBeVisible();
  const captions = await testimonials.locator('figcaption').allInnerTexts();
  expect(captions.findIndex((caption) => caption.includes(tag))).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(refused.experience)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test("the review email's approve link opens that review with Approve one tap away, and an unknown one says so", async ({
  page,
  baseURL,
}) => {
  const problems = watch(page, new URL(baseURL ?? '').origin);
  const tag = randomUUID().slice(0, 8);
  const review = {
    name: `Alicia Grant ${tag}`,
    location: 'Royal Oak, MI',
    experience: `Alex found us a bungalow near Main Street in two weekends. ${tag}`,
    rating: 5,
  };
  await sendReview(baseURL ?? '', review);
  const { data } = await admin(baseURL).from('reviews').select('id').eq('name', review.name).single();
  const id = (data as { id: string }).id;

  // A direct load of the link, as the email opens it: sign in first, then that review.
  await page.goto(`/admin/reviews/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/sign-in\\?next=%2Fadmin%2Freviews%2F${id}$`));
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await expect(page).toHaveURL(`/admin/reviews/${id}`);
  const card = page.getByRole('article', { name: `Review from ${review.name}` });
  await expect(card).toContainText(review.experience);
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('button', { name: 'Approve' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Review approved')).toBeVisible();
  await expect(card).toContainText('Approved');
  const { data: saved } = await admin(baseURL).from('reviews').select('status').eq('id', id).single();
  expect(saved?.status).toBe('approved');

  // A link to a review that is not there (deleted, or mistyped) says so and leads to the others.
  await page.goto('/admin/reviews/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'No such review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reviews waiting' })).toHaveAttribute(
    'href',
    '/admin/reviews?status=pending',
  );
  await page.goto('/admin/reviews/not-a-review');
  await expect(page.getByRole('heading', { level: 1, name: 'No such review' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('failed deliveries: none to show, then one the outbox gave up on is queued again', async ({
  page,
  baseURL,
}) => {
  const problems = watch(page, new URL(baseURL ?? '').origin);
  await page.goto('/admin/deliveries');
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Failed deliveries' })).toBeVisible();
  const empty = page.getByRole('status').filter({ hasText: 'No failed deliveries.' });
  // The other viewport's run of this test may hold a failed delivery for a moment.
  await expect(async () => {
    await page.reload();
    await expect(empty).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An email the outbox gave up on (written as the outbox itself would, with the service role).
  const tag = randomUUID().slice(0, 8);
  const recipient = `bounced.${tag}@example.com`;
  const service = admin(baseURL);
  const { data: row, error } = await service
    .from('outbox')
    .insert({
      kind: 'visitor_email',
      payload: {
        to: recipient,
        subject: `Thanks for your inquiry ${tag}`,
        text: 'We got your message.',
        html: '<p>We got your message.</p>',
      },
      dedupe_key: `e2e-failed-${tag}`,
      status: 'failed',
      attempts: 30,
      last_error: '550 5.1.1 <mailbox unavailable>',
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  await page.reload();
  const delivery = page.getByRole('row').filter({ hasText: recipient });
  await expect(delivery).toContainText(`Thanks for your inquiry ${tag}`);
  await expect(delivery).toContainText('Email to a visitor');
  await expect(delivery).toContainText('30');
  await expect(delivery).toContainText('550 5.1.1 <mailbox unavailable>');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await delivery.getByRole('button', { name: `Retry the delivery to ${recipient}` }).click();
  await expect(toast(page, 'Queued again')).toBeVisible();
  await expect(delivery).toHaveCount(0);
  const { data: after } = await service.from('outbox').select('status').eq('id', row?.id).single();
  expect(after?.status).not.toBe('failed');
  expect(problems).toEqual([]);
});
