import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { openHouseText } from '../../packages/schemas/src/open-houses.ts';
import { addDays, agentDay, agentInstant } from '../../packages/schemas/src/tour-days.ts';
import { agent } from '../../site/src/config/agent.ts';
import { openHouseCopy } from '../../site/src/content/pages/open-houses.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin, hydrated } from './api.ts';
import { expectToast, openSignedIn } from './back-office.ts';
import { storedLeads, uniqueEmail } from './leads.ts';
import { caughtMail } from './mail.ts';

// Open houses (docs/decisions/049-open-houses.md): the agent adds one on the listing's edit page;
// the listing's card and its page, loaded directly, show it on the agent's clock (and a card
// rendered before it ended drops it once live, without a hydration error); the calendar
// file has its start and end; an RSVP reaches the agent as an open house RSVP, with the day, and
// the visitor is told they are on the list. Then the agent removes it and it is gone.

const MINUTE = { timeout: 60_000, intervals: [1_000] };

/** A listing of this test's own, in a city no seeded listing has, so the projects never meet. */
async function ownListing(baseURL: string | undefined, project: string) {
  const city = project === 'mobile' ? 'Wyandotte' : 'Hazel Park';
  const { data, error } = await admin(baseURL)
    .from('listings')
    .insert({
      slug: `${Date.now().toString(36)}-${project}-open-house-colonial`,
      title: `Open House Colonial in ${city}`,
      address: '1910 Oakridge Ave',
      city,
      state: 'MI',
      zip_code: '48030',
      property_type: 'single_family',
      status: 'current',
      price: 259_000,
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1320,
      description: 'A brick colonial with a deep backyard and a finished basement.',
    })
    .select('id, slug, title, address, city, zip_code')
    .single();
  expect(error).toBeNull();
  return data as { id: string; slug: string; title: string; address: string; city: string; zip_code: string };
}

test('the agent adds an open house; the card and the page show it with its calendar file, and an RSVP arrives as its own kind', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const listing = await ownListing(baseURL, testInfo.project.name);
  // Three days ahead on the agent's clock, 10 to 11:30 AM.
  const day = addDays(agentDay(new Date(), agent.timeZone), 3);
  const startsAt = agentInstant(day, 10, agent.timeZone).toISOString();
  const endsAt = agentInstant(day, 11.5, agent.timeZone).toISOString();
  const when = openHouseText({ startsAt, endsAt }, agent.timeZone);
  try {
    // The back office, on the listing's edit page.
    await openSignedIn(page, `/admin/listings/${listing.id}`, AGENT_ACCOUNT);
    const section = page.getByRole('region', { name: 'Open houses' });
    await expect(section.getByText('No open houses planned.')).toBeVisible();
    const form = section.getByRole('form', { name: 'Add an open house' });
    await form.getByLabel('Day').fill(day);
    await form.getByRole('combobox', { name: 'From' }).selectOption({ label: '10:00 AM' });
    await form.getByRole('combobox', { name: 'Until' }).selectOption({ label: '11:30 AM' });
    await form.getByRole('textbox', { name: /Note/ }).fill('Cider on the porch');
    await form.getByRole('button', { name: 'Add open house' }).click();
    await expectToast(page, 'Open house added');
    const planned = section.getByRole('list', { name: 'Open houses planned' });
    await expect(planned.getByRole('listitem')).toHaveCount(1);
    await expect(planned.getByRole('listitem')).toContainText(when);

    // The card on /listings, and the page loaded directly, as the server renders them afresh.
    await expect(async () => {
      await page.goto('/listings');
      const card = page.getByRole('article', { name: listing.title });
      await expect(card.getByText('Open house', { exact: true })).toBeVisible({ timeout: 2_000 });
      await expect(card).toContainText(`Open house ${when}`);
    }).toPass(MINUTE);
    // A visitor who comes after it ended, before the page is rendered again (a browser of their
    // own, its clock an hour past the end): the server's page still names it; once live, the
    // card drops it, and the page hydrates without an error.
    const visitor = await browser.newContext();
    const later = await visitor.newPage();
    const problems: string[] = [];
    later.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    later.on('pageerror', (error) => problems.push(error.message));
    await later.clock.install({ time: Date.parse(endsAt) + 60 * 60_000 });
    const rendered = await later.goto('/listings');
    expect(await rendered?.text()).toContain(when);
    await hydrated(later);
    const endedCard = later.getByRole('article', { name: listing.title });
    await expect(endedCard).toBeVisible();
    await expect(endedCard.getByText('Open house', { exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
    await visitor.close();

    await expect(async () => {
      await page.goto(`/listing/${listing.slug}`);
      await expect(page.getByRole('heading', { name: openHouseCopy.heading, level: 2 })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass(MINUTE);
    const block = page.getByRole('region', { name: openHouseCopy.heading });
    await expect(block.getByText(when)).toBeVisible();
    await expect(block.getByText('Cider on the porch')).toBeVisible();

    // The calendar file: the start and end as instants, at the home's address.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      block.getByRole('link', { name: `Add to calendar: ${when}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = await readFile((await download.path())!, 'utf8');
    const ics = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(calendar.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `DTSTART:${ics(startsAt)}`,
        `DTEND:${ics(endsAt)}`,
        `SUMMARY:Open house: ${listing.address}`,
        `LOCATION:${listing.address}\\, ${listing.city}\\, MI ${listing.zip_code}`,
      ]),
    );

    // The RSVP: a plain form the function answers with a page.
    const email = uniqueEmail('open-house');
    const rsvp = block.getByRole('form', { name: openHouseCopy.rsvpHeading });
    await rsvp.getByRole('combobox', { name: 'How many are coming?' }).selectOption({ label: '2 people' });
    await rsvp.getByRole('textbox', { name: 'Your name' }).fill('Dana Kowalski');
    await rsvp.getByRole('textbox', { name: 'Email' }).fill(email);
    await rsvp.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
    await rsvp.getByRole('button', { name: openHouseCopy.send }).click();
    await expect(page.getByText('Thank you, I have your message')).toBeVisible();

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      kind: 'open_house',
      listing_slug: listing.slug,
      fields: { openHouse: startsAt, partySize: '2', name: 'Dana Kowalski', phone: '' },
    });
    const address = `${listing.address}, ${listing.city}, MI ${listing.zip_code}`;
    await expect
      .poll(async () =>
        (await caughtMail())
          // This listing's (the other project's test sends the same name for a listing of its own).
          .filter((mail) => mail.subject.includes(address) || mail.to.includes(email))
          .map((mail) => mail.subject)
          .sort(),
      )
      .toEqual([
        `Open house RSVP: ${address} · ${when} · 2 people · Dana Kowalski`,
        `You're on the list for the open house on ${when}`,
      ]);

    // The agent removes it: the edit page's list is empty again.
    await page.goto(`/admin/listings/${listing.id}`);
    await section.getByRole('button', { name: `Remove the open house on ${when}` }).click();
    await expectToast(page, 'Open house removed');
    await expect(section.getByText('No open houses planned.')).toBeVisible();
  } finally {
    await admin(baseURL).from('listings').delete().eq('id', listing.id);
  }
});
