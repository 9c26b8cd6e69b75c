import { expect, test, type Page } from '@playwright/test';

// Each route's blocks and the constants the spec quotes, as a visitor sees them.

const headingsIn = (page: Page, level: number) => page.getByRole('heading', { level });

test('home: hero calls to action, news, three current listings, pillars, snapshot, testimonials, form', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: "Let's Get Started" })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Explore Listings' }).first()).toHaveAttribute(
    'href',
    '/listings',
  );
  await expect(page.getByRole('heading', { name: 'Why Work With Alex' })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Homes Available Now' });
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole('link', { name: /View Details/ })).toHaveCount(3);
  await expect(featured.getByText('Available').first()).toBeVisible();
  for (const figure of ['6.2%', '3.2', '$285K'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(2);
  // The valuation call, and the seller's way in on the first screen, open /sellers at its request.
  await expect(page.getByRole('link', { name: /Free Home Valuation/ })).toHaveAttribute(
    'href',
    '/sellers#valuation',
  );
  await expect(page.getByRole('link', { name: "What's my home worth?" })).toHaveAttribute(
    'href',
    '/sellers#valuation',
  );
  await expect(page.getByRole('form', { name: "Let's Talk About Your Next Move" })).toBeVisible();
});

test('about: story, the three values, focus areas, credentials and a consultation form', async ({ page }) => {
  await page.goto('/about');
  for (const value of ['Integrity', 'Education', 'Access']) {
    await expect(headingsIn(page, 3).filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Focus Areas' })).toBeVisible();
  await expect(page.getByText('Royal Oak', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Licensed and Accountable' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Schedule a Consultation' })).toBeAttached();
});

test('buyers: three reasons, the 5-step process and the consultation link', async ({ page }) => {
  await page.goto('/buyers');
  const steps = page.getByRole('list').filter({ hasText: 'Financing and Pre-Approval' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  for (const step of ['Consultation', 'Home Search and Tours', 'Negotiation and Offers', 'Closing']) {
    await expect(steps).toContainText(step);
  }
  const links = page.getByRole('link', { name: 'Schedule Buyer Consultation' });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact');
});

test('sellers: four benefits, the 4-step process, the snapshot and the analysis link', async ({ page }) => {
  await page.goto('/sellers');
  const steps = page.getByRole('list').filter({ hasText: 'Marketing' }).filter({ hasText: 'Negotiations' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  // To the page's own valuation request (issue 26: the spec's /contact sent sellers away from it).
  const links = page.getByRole('link', { name: 'Request Free Market Analysis' });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '#valuation');
  await expect(page.getByText('down from 7.1%')).toBeVisible();
});

test('Michigan to Florida: its anchors, an FAQ that opens, and the guide', async ({ page }) => {
  await page.goto('/florida-michigan');
  for (const id of ['why-florida', 'services', 'contact'])
    await expect(page.locator(`#${id}`)).toBeAttached();
  const question = page.getByRole('button', { name: /homestead/i }).first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Get the Free Guide' })).toBeVisible();
});

test('reviews: five featured testimonials with five stars and "Share Your Experience"', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Share Your Experience' })).toBeVisible();
});

test('blog: the featured article, three recent, all five and "Stay Informed"', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Recent Articles' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Articles' });
  await expect(recent.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: 'Stay Informed' })).toBeAttached();
  for (const time of ['5 min read', '8 min read']) await expect(page.getByText(time).first()).toBeVisible();
});

test('partnerships: featured partner, five categories, three steps and the request form', async ({
  page,
}) => {
  await page.goto('/partnerships');
  await expect(page.getByRole('link', { name: 'Meet Jordan' })).toHaveAttribute(
    'href',
    '/partners/jordan-reyes',
  );
  for (const category of ['Mortgage Lenders', 'Home Inspectors', 'Insurance Advisors']) {
    await expect(page.getByRole('heading', { name: category })).toBeVisible();
  }
  const categories = page.getByRole('list').filter({ hasText: 'Why it matters' }).first();
  await expect(categories.locator(':scope > li')).toHaveCount(5);
  // The spec's 3-step "How It Works", under that title.
  const howItWorks = page.getByRole('heading', { name: 'How It Works' });
  await expect(howItWorks).toBeVisible();
  await expect(page.locator('section', { has: howItWorks }).getByRole('listitem')).toHaveCount(3);
});

test('partner profile: loan options, the 6-step process with durations and the checklist', async ({
  page,
}) => {
  await page.goto('/partners/jordan-reyes');
  for (const down of ['3-20% down', '3.5% down', '0% down'])
    await expect(page.getByText(down).first()).toBeVisible();
  for (const duration of ['30-45 minutes', '1-3 business days', 'Same day', '15-30 days', '1-2 hours']) {
    await expect(page.getByText(duration, { exact: false }).first()).toBeVisible();
  }
  for (const item of ['Pay stubs for the last 2-3 months', 'W-2s for 2 years', 'Tax returns for 2 years']) {
    await expect(page.getByText(item)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Email Jordan/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'Back to Partnerships' })).toHaveAttribute(
    'href',
    '/partnerships',
  );
});

test('rental: the terms the spec fixes', async ({ page }) => {
  await page.goto('/rentals/hamtramck-2-bedroom-flat');
  for (const term of ['$950 per month', '1-year lease'])
    await expect(page.getByText(term).first()).toBeVisible();
  await expect(page.getByText(/\$40 per applicant aged 18 and older/)).toBeVisible();
});

test('contact: details, availability, "Let\'s Chat" and "Send Me a Message"', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('7 days a week')).toBeVisible();
  await expect(page.getByRole('link', { name: "Let's Chat" })).toHaveAttribute('href', '#contact-form');
  await expect(page.getByRole('heading', { name: 'Send Me a Message' })).toBeVisible();
});

test('listings: the sections of the seeded statuses, the buyer-broker notice and a tour form', async ({
  page,
}) => {
  await page.goto('/listings');
  for (const section of ['Current Listings', 'Coming Soon', 'Pending', 'Recently Closed']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Buyer-Broker Agreements/ })).toHaveAttribute(
    'href',
    '/blog/buyer-broker-agreements-2025',
  );
  await expect(page.getByRole('heading', { name: 'Schedule a Tour', exact: true })).toBeAttached();
});
