import { expect, test } from '@playwright/test';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin } from './api.ts';
import { expectNoAxeViolations, openSignedIn } from './back-office.ts';

// The back office with listings from the MLS feed (issue 27, docs/decisions/053-idx-display.md):
// the list marks them, and the agent's own as theirs; their page reads them out without a form,
// photos or archiving, saying the MLS is where they change. The agent's typed listings keep theirs.
// The rows are written as the feed's import writes them, with the service role.

function feedListings(project: string) {
  const run = `${Date.now().toString(36)}-${project}`;
  const row = (key: string, listedByAgent: boolean, number: string) => ({
    slug: `${run}-${key}-riverview`,
    title: `Riverview Split-Level ${key} ${run}`,
    address: `${number} Sibley Rd`,
    city: 'Riverview',
    state: 'MI',
    zip_code: '48193',
    property_type: 'single_family',
    status: 'coming_soon',
    price: 274_500,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1610,
    description: 'A split-level on a corner lot, near the golf course.',
    source: 'mls',
    mls_listing_key: `${run}-${key}`,
    mls_listing_id: `${number}${Date.now() % 100_000}`,
    list_office_name: listedByAgent ? 'My Own Brokerage' : 'Downriver Home Partners',
    mls_modified_at: '2026-11-27T14:05:00Z',
    mls_status: 'ComingSoon',
    internet_display: true,
    listed_by_agent: listedByAgent,
  });
  return { theirs: row('theirs', false, '5120'), mine: row('mine', true, '6120') };
}

test('MLS listings are marked and read-only in the back office; the agent’s own are marked theirs', async ({
  page,
  baseURL,
}, testInfo) => {
  const service = admin(baseURL);
  const { theirs, mine } = feedListings(testInfo.project.name);
  const inserted = await service.from('listings').insert([theirs, mine]).select('id, slug');
  expect(inserted.error).toBeNull();
  const idOf = (slug: string) => inserted.data!.find((row) => row.slug === slug)!.id as string;
  try {
    await openSignedIn(page, '/admin/listings', AGENT_ACCOUNT);
    const theirRow = page.getByRole('row').filter({ hasText: theirs.title });
    const myRow = page.getByRole('row').filter({ hasText: mine.title });
    await expect(theirRow).toContainText('From the MLS');
    await expect(theirRow).not.toContainText('Yours');
    await expect(myRow).toContainText('From the MLS');
    await expect(myRow).toContainText('Yours');
    const typedRow = page.getByRole('row').filter({ hasText: 'Updated Colonial Near Downtown Royal Oak' });
    await expect(typedRow).not.toContainText('From the MLS');
    await expectNoAxeViolations(page);

    // Another office's listing: its details read out, no form, no photos, no archiving.
    await theirRow.getByRole('link', { name: theirs.title }).click();
    await expect(page).toHaveURL(`/admin/listings/${idOf(theirs.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(theirs.title);
    await expect(
      page.getByText('This listing comes from the MLS feed, so it changes at the MLS'),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('definition').first()).toHaveText(theirs.mls_listing_id);
    await expect(details).toContainText('Downriver Home Partners');
    await expect(details).toContainText('$274,500');
    await expect(page.getByRole('form', { name: 'Listing details' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Photos' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Archive or delete' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Open houses' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The agent's own MLS listing: marked theirs, still read-only, its open houses theirs to add.
    await page.goto(`/admin/listings/${idOf(mine.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine.title);
    await expect(page.getByText('Yours', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Listing details' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Photos' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Open houses' })).toBeVisible();

    // A listing the agent typed keeps its form, photos and archiving.
    await page.goto('/admin/listings');
    await typedRow.getByRole('link').first().click();
    await expect(page.getByRole('form', { name: 'Listing details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Archive or delete' })).toBeVisible();
    await expect(page.getByText('From the MLS')).toHaveCount(0);
  } finally {
    await service.from('listings').delete().in('slug', [theirs.slug, mine.slug]);
  }
});
