import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../../packages/schemas/src/listing-vocabulary.ts';
import { estimatePayment } from '../../packages/ui/src/rules/payment.ts';
import { featuredPartner } from '../../site/src/config/agent.ts';
import { paymentAssumptionsFor, paymentEstimate } from '../../site/src/content/payment.ts';
import { admin, hydrated } from './api.ts';

// The monthly payment on a listing with a price (issue 26): the total, its parts, the assumptions
// in words and the featured lender, in the prerendered page and with JavaScript off. The figures
// expected are the rule's own for the listing's price as the API has it and the site's assumptions
// for its city and for the listing itself. Runs at 1280 px (desktop) and 390 px (mobile).

const REGION = 'Estimated Monthly Payment';

/** A house in a city with its own tax rate, a townhome with an association fee, and a pending home. */
const WITH_ESTIMATE = [
  '1428-maplewood-ave-royal-oak',
  '655-henrietta-st-birmingham',
  '1742-chicago-blvd-detroit',
];

/** A condo without a price yet, a sold home and a lot: no estimate, never a made-up one. */
const WITHOUT_ESTIMATE = [
  '31020-lakeview-blvd-novi',
  '409-penniman-ave-plymouth',
  'lot-7-orchard-ridge-rochester-hills',
];

/** What a visitor should read on `slug`'s page, from its row and the rule. */
async function expectedFor(baseURL: string | undefined, slug: string) {
  const { data: row, error } = await admin(baseURL)
    .from('listings')
    .select('slug, city, status, property_type, price')
    .eq('slug', slug)
    .single();
  if (error) throw error;
  const assumptions = paymentAssumptionsFor({ ...row, propertyType: row.property_type });
  const parts = assumptions && row.price != null ? estimatePayment(row.price, assumptions) : undefined;
  return { row, assumptions, parts };
}

async function expectEstimate(page: Page, baseURL: string | undefined, slug: string) {
  const { row, assumptions, parts } = await expectedFor(baseURL, slug);
  if (!assumptions || !parts) throw new Error(`${slug} should have an estimate`);
  const estimate = page.getByRole('region', { name: REGION });
  await expect(estimate.getByRole('heading', { level: 2, name: REGION })).toBeVisible();
  await expect(estimate).toContainText(`${formatPrice(parts.total)} a month`);
  expect(parts.total).toBe(parts.principalAndInterest + parts.taxes + parts.insurance + parts.hoa);

  const rows = [
    ['Principal and interest', parts.principalAndInterest],
    ['Property taxes', parts.taxes],
    ["Homeowner's insurance", parts.insurance],
    ...(parts.hoa > 0 ? [['Association fee', parts.hoa] as const] : []),
  ] as const;
  await expect(estimate.getByRole('term')).toHaveText(rows.map(([term]) => term));
  await expect(estimate.getByRole('definition')).toHaveText(rows.map(([, amount]) => formatPrice(amount)));

  await expect(estimate).toContainText(
    `Assumes ${assumptions.downPaymentPercent}% down (${formatPrice(parts.downPayment)}) and a ` +
      `${formatPrice(parts.loanAmount)} loan at ${assumptions.ratePercent}% for ${assumptions.termYears} years ` +
      `(${paymentEstimate.rateSource}); taxes of ${assumptions.taxRatePercent}% of the price a year and ` +
      `insurance of ${formatPrice(assumptions.insurancePerYear)} a year.`,
  );
  expect(parts.loanAmount + parts.downPayment).toBe(row.price);

  const lender = estimate.getByRole('link', { name: `Get pre-approved with ${featuredPartner.name}` });
  await expect(lender).toHaveAttribute('href', `/partners/${featuredPartner.id}`);
}

async function expectNoEstimate(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: REGION })).toHaveCount(0);
  await expect(page.getByText(/a month/)).toHaveCount(0);
}

/** Opens `path` and waits for the app to take the page over. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Every listing of both lists, as a visitor with (or without) the app's code sees it. */
async function expectEveryListing(page: Page, baseURL: string | undefined, withScript: boolean) {
  for (const slug of [...WITH_ESTIMATE, ...WITHOUT_ESTIMATE]) {
    if (withScript) await visit(page, `/listing/${slug}`);
    else await page.goto(`/listing/${slug}`);
    if (WITH_ESTIMATE.includes(slug)) await expectEstimate(page, baseURL, slug);
    else await expectNoEstimate(page);
  }
}

test('each listing with an asking price shows its monthly payment, its parts, what it assumes and the lender; a home without a price, a sold home and a lot show none', async ({
  page,
  baseURL,
}) => {
  await expectEveryListing(page, baseURL, true);
});

test('a listing reached from /listings in the app shows the same estimate, rendered by its code', async ({
  page,
  baseURL,
}) => {
  await visit(page, '/listings');
  await page
    .getByRole('region', { name: 'Current Listings' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+$/);
  await expectEstimate(page, baseURL, new URL(page.url()).pathname.split('/').pop()!);
});

test("the lender's link opens the lender's page", async ({ page }) => {
  await visit(page, `/listing/${WITH_ESTIMATE[0]}`);
  await page
    .getByRole('region', { name: REGION })
    .getByRole('link', { name: `Get pre-approved with ${featuredPartner.name}` })
    .click();
  await expect(page).toHaveURL(`/partners/${featuredPartner.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(featuredPartner.name);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page already shows the estimate, and none where there is no price to give one', async ({
    page,
    baseURL,
  }) => {
    await expectEveryListing(page, baseURL, false);
  });
});
