import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { formatDay, tourSlot } from '../../packages/schemas/src/tour-days.ts';
import { agent } from '../../site/src/config/agent.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { admin, hydrated, live } from './api.ts';
import { storedLeads, uniqueEmail } from './leads.ts';
import { agentEmailAbout } from './mail.ts';

// A visitor asks to tour a home from its page: the form asks for a day of the next week, a time
// of day and in person or by video; the agent's email, caught by a real SMTP server on loopback,
// names the address, the price and the slot, and carries the slot as a calendar file.

/** A current listing of this test's own (the agent's API, as the back office saves it). */
async function ownListing(baseURL: string | undefined) {
  const id = randomUUID().slice(0, 8);
  const row = {
    slug: `${id}-tour-bungalow-berkley`,
    title: 'Berkley Bungalow with a Deep Yard',
    address: `${2000 + (Number.parseInt(id, 16) % 7000)} Wiltshire Rd`,
    city: 'Berkley',
    state: 'MI',
    zip_code: '48072',
    property_type: 'single_family',
    status: 'current',
    price: 312_500,
    bedrooms: 3,
    bathrooms: 1.5,
    square_feet: 1240,
    description: 'A brick bungalow with a new kitchen and a deep, fenced yard, added by an end-to-end test.',
  };
  const { error } = await admin(baseURL).from('listings').insert(row);
  expect(error).toBeNull();
  return { ...row, fullAddress: `${row.address}, Berkley, MI 48072` };
}

async function openTourForm(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // The page's own button leads to the form.
  await page.getByRole('link', { name: 'Schedule a Tour' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
  await expect(page.getByRole('form', { name: 'Schedule Your Tour' })).toBeInViewport();
  return live(page.getByRole('form', { name: 'Schedule Your Tour' }));
}

test('a tour request reaches the agent with the address, price and slot in the subject, the note once, and the slot as a calendar file', async ({
  page,
  baseURL,
}) => {
  const listing = await ownListing(baseURL);
  const form = await openTourForm(page, `/listing/${listing.slug}`);

  const notes = form.getByRole('textbox', { name: 'Additional details or questions' });
  await expect(notes).toHaveValue(`I'm interested in ${listing.fullAddress}. `);
  await expect(form.getByRole('combobox', { name: 'Budget range' })).toHaveCount(0);
  const day = form.getByRole('combobox', { name: 'Day' });
  await expect(day.getByRole('option')).toHaveCount(8);
  await day.selectOption({ index: 3 });
  const chosenDay = await day.inputValue();
  await form.getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }).check();
  await expect(form.getByRole('radio', { name: 'In person' })).toBeChecked();

  const email = uniqueEmail('tour');
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await expect(form.getByRole('combobox', { name: "I'm looking to" })).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Ideal timeline' })).toHaveCount(0);
  await notes.press('ControlOrMeta+End');
  await notes.pressSequentially('Can I bring my contractor?');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);

  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'tour',
    listing_slug: listing.slug,
    fields: { tourDay: chosenDay, tourTime: 'afternoon', tourType: 'in-person' },
  });

  const mail = await agentEmailAbout(email);
  expect(mail.subject).toBe(
    `Tour request: ${listing.fullAddress} · $312,500 · ${formatDay(chosenDay)}, Afternoon (noon - 4 PM) · Dana Whitfield`,
  );
  expect(mail.text.match(/I'm interested in/g)).toHaveLength(1);
  expect(mail.text).toContain(`I'm interested in ${listing.fullAddress}. Can I bring my contractor?`);

  const calendar = mail.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(calendar?.contentType).toBe('text/calendar');
  const file = new ICAL.Component(ICAL.parse(calendar!.content));
  for (const zone of file.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(file.getFirstSubcomponent('vevent')!);
  const slot = tourSlot(chosenDay, 'afternoon', agent.timeZone);
  expect(event.startDate.toJSDate()).toEqual(slot.start);
  expect(event.endDate.toJSDate()).toEqual(slot.end);
  expect(event.startDate.toString()).toBe(`${chosenDay}T12:00:00`);
  expect(event.location).toBe(listing.fullAddress);
  expect(event.uid).toBe(`tour-${lead!.id}@127.0.0.1`);
});

test("the rental's tour asks about the move-in, and the agent hears the flat and its rent", async ({
  page,
}) => {
  await page.goto('/rentals/hamtramck-2-bedroom-flat');
  await hydrated(page);
  await page.getByRole('link', { name: 'Schedule Tour' }).click();
  await expect(page.getByRole('form', { name: 'Schedule a Tour of This Flat' })).toBeInViewport();
  const form = await live(page.getByRole('form', { name: 'Schedule a Tour of This Flat' }));
  await expect(form.getByRole('combobox', { name: "I'm looking to" })).toHaveCount(0);

  const email = uniqueEmail('rental-tour');
  await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  await form.getByRole('radio', { name: 'Evening (4 - 7 PM)' }).check();
  await form.getByRole('radio', { name: 'By video call' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(313) 555-0190');
  const moveIn = await form.getByLabel('Move-in date').getAttribute('min');
  await form.getByLabel('Move-in date').fill(moveIn!);
  await form.getByRole('spinbutton', { name: 'Number of occupants' }).fill('3');
  const voucher = form.getByRole('radiogroup', { name: 'Housing voucher (Section 8)' });
  await expect(voucher).toHaveAccessibleDescription(/vouchers are accepted/);
  await voucher.getByRole('radio', { name: 'Yes, I have a housing voucher' }).check();
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);

  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'tour',
    page: '/rentals/hamtramck-2-bedroom-flat',
    fields: { moveIn, occupants: 3, voucher: 'yes', tourType: 'video', lookingTo: 'rent' },
  });
  const mail = await agentEmailAbout(email);
  expect(mail.subject).toMatch(
    /^Tour request: 11426 Lumpkin Street, Lower Flat, Hamtramck, MI 48212 · \$950 per month · .+, Evening \(4 - 7 PM\), by video · Dana Whitfield$/,
  );
});

test('a listing card’s Schedule Tour leads to the tour request for its home on /listings, and coming-soon and closed homes keep their forms', async ({
  page,
}) => {
  // As on a phone with a slow processor, where the listings' fresh read, which the tap starts, can
  // still be changing the page above the form when the page moves to it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto('/listings');
  await hydrated(page);
  await page
    .getByRole('region', { name: 'Current Listings' })
    .getByRole('link', { name: /^Schedule Tour/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listings\?tour=[a-z0-9-]+#contact$/);
  // Eight times slower, the tour form's code takes its time on a busy machine: wait as a phone would.
  await expect(page.getByRole('form', { name: 'Schedule Your Tour' })).toBeInViewport({ timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await page.goto('/listing/918-lakeland-st-grosse-pointe');
  await expect(page.getByRole('heading', { name: 'Get Notified' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveCount(0);
  await page.goto('/listing/409-penniman-ave-plymouth');
  await expect(page.getByRole('heading', { name: 'Find Similar Properties' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveCount(0);
});
