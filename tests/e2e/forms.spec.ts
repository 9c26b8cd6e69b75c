import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIELD_ERRORS, FORM_TEXT, MESSAGES } from '../../packages/schemas/src/messages.ts';
import { agent } from '../../site/src/config/agent.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { browserWithoutScript, holdApp, hydrated, live } from './api.ts';
import { fillInquiry, storedLeads, storedSubscriber, uniqueEmail } from './leads.ts';

// Every lead form, driven as a visitor drives it, against the real lead functions of the local
// backend (a fresh database per run): what the visitor sees, and what the agent then has.

/** Holds a function's requests until `release()`: the visitor gets to see the form sending. */
async function holdRequests(page: Page, fn: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/functions/v1/${fn}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` and waits until the form is live: forms arrive as static HTML and their code loads
 * as they near the viewport (typing into the static form is carried over, but the robot types
 * faster than any visitor).
 */
async function openForm(page: Page, path: string, find: (page: Page) => Locator): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  return live(find(page));
}

/** A toast's text, in the toast region outside the form. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').getByText(text, { exact: true }).first();

async function errorFor(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' ');
}

test.describe('the contact form', () => {
  test('says what each required field needs, next to the field, and asks for consent', async ({ page }) => {
    const form = await openForm(page, '/contact', (page) =>
      page.getByRole('form', { name: 'Send Me a Message' }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();

    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    expect(await errorFor(name)).toContain(FIELD_ERRORS.name);
    expect(await errorFor(form.getByRole('textbox', { name: 'Email' }))).toContain(FIELD_ERRORS.email);
    expect(await errorFor(form.getByRole('textbox', { name: 'Phone' }))).toContain(FIELD_ERRORS.phone);
    expect(await errorFor(form.getByRole('combobox', { name: "I'm looking to" }))).toContain(
      FIELD_ERRORS.lookingTo,
    );
    expect(await errorFor(form.getByRole('combobox', { name: 'Ideal timeline' }))).toContain(
      FIELD_ERRORS.timeline,
    );
    await expect(form.getByText(MESSAGES.consentRequired.title, { exact: true })).toBeVisible();
    await expect(form.getByText(MESSAGES.consentRequired.description, { exact: true })).toBeVisible();

    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await form.getByRole('textbox', { name: 'Phone' }).fill('555');
    await form.getByRole('textbox', { name: 'Name' }).click();
    expect(await errorFor(form.getByRole('textbox', { name: 'Email' }))).toContain(FIELD_ERRORS.emailFormat);
    expect(await errorFor(form.getByRole('textbox', { name: 'Phone' }))).toContain(FIELD_ERRORS.phoneFormat);
  });

  test('without consent nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      // The page reads the agent's reply promise (a GET); a sent lead is a POST.
      if (request.url().includes('/functions/v1/') && request.method() === 'POST') sent.push(request.url());
    });
    const form = await openForm(page, '/contact', (page) =>
      page.getByRole('form', { name: 'Send Me a Message' }),
    );
    await fillInquiry(form, { email: uniqueEmail('no-consent') });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(MESSAGES.consentRequired.description)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: FORM_TEXT.consentLabel })).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('sends the inquiry, thanks the visitor, clears the form, and the agent has the lead', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    const form = await openForm(page, '/contact', (page) =>
      page.getByRole('form', { name: 'Send Me a Message' }),
    );
    await fillInquiry(form, { email });
    await form.getByRole('combobox', { name: 'Budget range' }).selectOption({ label: '$300K - $400K' });
    await form.getByRole('textbox', { name: 'Preferred area(s) / neighborhoods' }).fill('Ferndale');
    await form.getByRole('textbox', { name: 'Additional details or questions' }).fill('A yard for the dog.');
    await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();

    const release = await holdRequests(page, 'submit-lead');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: FORM_TEXT.sending });
    await expect(sending).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText(formCopy.success);
    for (const textbox of await form.getByRole('textbox').all()) await expect(textbox).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: FORM_TEXT.consentLabel })).not.toBeChecked();

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      kind: 'inquiry',
      page: '/contact',
      fields: {
        name: 'Dana Whitfield',
        email,
        phone: '(248) 555-0142',
        lookingTo: 'buy',
        timeline: '3-6',
        budget: '300-400k',
        area: 'Ferndale',
        notes: 'A yard for the dog.',
      },
    });
    expect(lead?.consent_text).toBe(FORM_TEXT.consentLabel);
  });

  test('sent before the app has loaded, it is held, never posted to the page, and sent once the app is live', async ({
    page,
  }) => {
    const email = uniqueEmail('early');
    const releaseApp = await holdApp(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Send Me a Message' });
    await fillInquiry(form, { email });
    await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    releaseApp();

    await expect(page.getByRole('form', { name: 'Send Me a Message' }).getByRole('status')).toHaveText(
      formCopy.success,
    );
    expect(documents.filter((request) => !request.startsWith('GET'))).toEqual([]);
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ kind: 'inquiry', page: '/contact', fields: { email } });
  });

  test('a failed send says so and keeps what the visitor typed', async ({ page }) => {
    const form = await openForm(page, '/contact', (page) =>
      page.getByRole('form', { name: 'Send Me a Message' }),
    );
    await fillInquiry(form, { email: uniqueEmail('offline') });
    await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
    await page.route('**/functions/v1/submit-lead', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByText("Your message wasn't sent")).toBeVisible();
    await expect(form.getByText(agent.phone.display)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana Whitfield');
    await expect(form.getByRole('checkbox', { name: FORM_TEXT.consentLabel })).toBeChecked();
  });

  test('the sellers page sends a valuation request, the property first', async ({ page }) => {
    const email = uniqueEmail('valuation');
    const form = await openForm(page, '/sellers', (page) =>
      page.getByRole('form', { name: 'Request Your Free Home Valuation' }),
    );
    await form.getByRole('textbox', { name: 'Property address' }).fill('1520 Maple Rd');
    await form.getByRole('textbox', { name: 'City' }).fill('Birmingham');
    await form.getByRole('combobox', { name: 'Bedrooms' }).selectOption({ label: '4 bedrooms' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
    await form
      .getByRole('combobox', { name: 'When would you like to sell?' })
      .selectOption({ label: '3-6 months' });
    await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
    await form.getByRole('button', { name: 'Get My Home Valuation' }).click();
    // A confirmation card takes the form's place, with the thanks.
    const sent = page.getByRole('region', { name: 'Your valuation request is in' });
    await expect(sent.getByRole('status')).toHaveText(formCopy.success);

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      kind: 'valuation',
      page: '/sellers',
      fields: { address: '1520 Maple Rd', city: 'Birmingham', bedrooms: '4', timeline: '3-6' },
    });
  });
});

test('a listing page asks for a tour of that listing: the notes name it and the lead carries it', async ({
  page,
}) => {
  await page.goto('/listings');
  const details = page
    .getByRole('region', { name: 'Current Listings' })
    .getByRole('link', { name: /View Details/ })
    .first();
  await details.click();
  await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;

  const form = await live(page.locator('#contact form'));
  const notes = form.getByRole('textbox', { name: 'Additional details or questions' });
  await expect(notes).toHaveValue(/^I'm interested in .+, [A-Z]{2} \d{5}\. $/);
  const opening = (await notes.inputValue()).trim();

  const email = uniqueEmail('listing');
  await fillTour(form, { email });
  // The end of the text, not of its first line.
  await notes.press('ControlOrMeta+End');
  await notes.pressSequentially('Is the basement finished?');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);
  // After a send the notes start again with the listing.
  await expect(notes).toHaveValue(`${opening} `);

  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'tour',
    page: `/listing/${slug}`,
    listing_slug: slug,
    fields: { notes: `${opening} Is the basement finished?`, tourTime: 'morning', tourType: 'in-person' },
  });
});

test('a listing or rental page loaded directly names the home in the notes once, and the lead carries it once', async ({
  page,
}) => {
  await page.goto('/listings');
  const listingPath = await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .getAttribute('href');
  for (const path of [listingPath!, listingPath!, '/rentals/hamtramck-2-bedroom-flat']) {
    // As from a search engine: the page's own HTML, its form prerendered, the code arriving after.
    await page.goto(path);
    const notesName = 'Additional details or questions';
    const form = await live(
      page.getByRole('form').filter({ has: page.getByRole('textbox', { name: notesName }) }),
    );
    const notes = form.getByRole('textbox', { name: notesName });
    await expect(notes).toHaveValue(/^I'm interested in /);
    expect((await notes.inputValue()).match(/I'm interested in/g), path).toHaveLength(1);

    const email = uniqueEmail('direct');
    await fillTour(form, { email });
    await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
    await form.getByRole('button', { name: 'Request a Tour' }).click();
    await expect(form.getByRole('status')).toHaveText(formCopy.success);
    const [lead] = await storedLeads(email);
    expect((lead?.fields as { notes: string }).notes.match(/I'm interested in/g), path).toHaveLength(1);
  }
});

test('loaded directly twenty times, a listing and the rental page name the home in the notes exactly once each time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/listings');
  const listingPath = await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .getAttribute('href');
  const notesName = 'Additional details or questions';
  for (let load = 0; load < 20; load += 1) {
    const path = load % 2 === 0 ? listingPath! : '/rentals/hamtramck-2-bedroom-flat';
    await page.goto(path);
    const form = await live(
      page.getByRole('form').filter({ has: page.getByRole('textbox', { name: notesName }) }),
    );
    const notes = form.getByRole('textbox', { name: notesName });
    await expect(notes).toHaveValue(/^I'm interested in /);
    expect((await notes.inputValue()).match(/I'm interested in/g), `${path}, load ${load + 1}`).toHaveLength(
      1,
    );
  }
});

test.describe('the review form', () => {
  test('asks for a name and the experience, in one toast that closes on another page', async ({ page }) => {
    const form = await openForm(page, '/reviews', (page) =>
      page.getByRole('form', { name: 'Share Your Experience' }),
    );
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
    // The same words in the form, in sight of the first empty field a phone's keyboard opens on.
    await expect(form.getByRole('note')).toHaveText(MESSAGES.requiredFields);
    await expect(form.getByRole('note')).toBeInViewport();
    expect(await errorFor(form.getByRole('textbox', { name: 'Your Name' }))).toContain(FIELD_ERRORS.name);
    expect(await errorFor(form.getByRole('textbox', { name: 'Your Experience' }))).toContain(
      FIELD_ERRORS.experience,
    );
    // A second press is the same warning, not a second one stacked over the page.
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    // The warning was about this page's form: on the next page it is gone.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Listings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Homes for Sale in Metro Detroit/);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('a warning, then the review filled in and sent: the thank-you is the only toast left', async ({
    page,
  }) => {
    const form = await openForm(page, '/reviews', (page) =>
      page.getByRole('form', { name: 'Share Your Experience' }),
    );
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
    await form.getByRole('textbox', { name: 'Your Name' }).fill(`Reviewer ${Date.now()}`);
    await form.getByRole('textbox', { name: 'Your Experience' }).fill('Clear advice from the first call.');
    await expect(form.getByRole('note')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, MESSAGES.reviewSuccess.title)).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(toast(page, MESSAGES.requiredFields)).toHaveCount(0);
  });

  test('sends the review, thanks the visitor, clears the form and sets the rating back to 5', async ({
    page,
  }) => {
    const name = `Reviewer ${Date.now()}`;
    const form = await openForm(page, '/reviews', (page) =>
      page.getByRole('form', { name: 'Share Your Experience' }),
    );
    await form.getByRole('textbox', { name: 'Your Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Location' }).fill('Royal Oak, MI');
    const experience = 'Sold our Ferndale bungalow in nine days. <script>alert(1)</script> Clear advice.';
    await form.getByRole('textbox', { name: 'Your Experience' }).fill(experience);
    await form.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();

    const release = await holdRequests(page, 'submit-lead');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('button', { name: FORM_TEXT.sending })).toBeDisabled();
    release();

    await expect(toast(page, MESSAGES.reviewSuccess.title)).toBeVisible();
    await expect(toast(page, MESSAGES.reviewSuccess.description)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Your Experience' })).toHaveValue('');
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();

    const leads = await storedLeads(name, 'name');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'review', fields: { name, rating: 3, experience } });
  });
});

test.describe('the partnership request form', () => {
  test('asks for a name, an email and what the visitor needs', async ({ page }) => {
    const form = await openForm(page, '/partnerships', (page) =>
      page.locator('form', { has: page.getByRole('textbox', { name: 'Full Name' }) }),
    );
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, MESSAGES.requiredFields)).toBeVisible();
    expect(await errorFor(form.getByRole('textbox', { name: 'Full Name' }))).toContain(FIELD_ERRORS.name);
    expect(await errorFor(form.getByRole('textbox', { name: 'Email' }))).toContain(FIELD_ERRORS.email);
    expect(await errorFor(form.getByRole('combobox', { name: 'What do you need help with?' }))).toContain(
      FIELD_ERRORS.needHelp,
    );
  });

  test('sends the request, confirms with the 24-hour promise and clears the form', async ({ page }) => {
    const email = uniqueEmail('partner');
    const form = await openForm(page, '/partnerships', (page) =>
      page.locator('form', { has: page.getByRole('textbox', { name: 'Full Name' }) }),
    );
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Morgan Lee');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('248-555-0188');
    const needHelp = form.getByRole('combobox', { name: 'What do you need help with?' });
    await needHelp.selectOption({ index: 1 });
    const chosen = await needHelp.inputValue();

    const release = await holdRequests(page, 'submit-lead');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByRole('button', { name: FORM_TEXT.sendingRequest })).toBeDisabled();
    release();

    await expect(toast(page, MESSAGES.partnershipSuccess.title)).toBeVisible();
    await expect(toast(page, MESSAGES.partnershipSuccess.description)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(needHelp).toHaveValue('');

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ kind: 'partnership', page: '/partnerships', fields: { needHelp: chosen } });
  });
});

test.describe('the guide form in its dialog', () => {
  // The button is pressed as soon as the page is hydrated, before the form's code has loaded: the
  // press is held and replayed, so the visitor's first click opens the dialog.
  async function openGuide(page: Page) {
    await page.goto('/florida-michigan');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get the Free Guide' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    return dialog;
  }

  async function fillGuide(dialog: Locator, email: string) {
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Pat');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Kowalski');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  }

  test('asks for both names and a valid email', async ({ page }) => {
    const dialog = await openGuide(page);
    await dialog.getByRole('button', { name: 'Send Me the Guide' }).click();
    expect(await errorFor(dialog.getByRole('textbox', { name: 'First Name' }))).toContain(
      FIELD_ERRORS.firstName,
    );
    expect(await errorFor(dialog.getByRole('textbox', { name: 'Last Name' }))).toContain(
      FIELD_ERRORS.lastName,
    );
    await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@localhost');
    await dialog.getByRole('button', { name: 'Send Me the Guide' }).click();
    expect(await errorFor(dialog.getByRole('textbox', { name: 'Email' }))).toContain(
      FIELD_ERRORS.emailFormat,
    );
  });

  test('sends the guide: the dialog closes, a toast confirms, the request is stored', async ({ page }) => {
    const email = uniqueEmail('guide');
    const dialog = await openGuide(page);
    await fillGuide(dialog, email);

    const release = await holdRequests(page, 'send-guide-email');
    await dialog.getByRole('button', { name: 'Send Me the Guide' }).click();
    await expect(dialog.getByRole('button', { name: FORM_TEXT.sendingGuide })).toBeDisabled();
    release();

    await expect(toast(page, MESSAGES.guideSuccess.title)).toBeVisible();
    await expect(toast(page, MESSAGES.guideSuccess.description)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Get the Free Guide' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toHaveValue('');

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ kind: 'guide', page: '/florida-michigan', fields: { firstName: 'Pat' } });
  });

  test('a failed send shows the error toast and keeps the dialog and its values', async ({ page }) => {
    const dialog = await openGuide(page);
    await fillGuide(dialog, uniqueEmail('guide-offline'));
    await page.route('**/functions/v1/send-guide-email', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Send Me the Guide' }).click();

    await expect(toast(page, MESSAGES.guideError.title)).toBeVisible();
    await expect(toast(page, MESSAGES.guideError.description(agent.name))).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Pat');
  });
});

test.describe('the Stay Informed form', () => {
  test('refuses an address that is not one', async ({ page }) => {
    const form = await openForm(page, '/blog', (page) => page.getByRole('form', { name: 'Stay Informed' }));
    await form.getByRole('textbox', { name: 'Email address' }).fill('reader@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await errorFor(form.getByRole('textbox', { name: 'Email address' }))).toContain(
      FIELD_ERRORS.emailFormat,
    );
  });

  test('subscribes: the reader is asked to confirm and the address is kept as pending', async ({ page }) => {
    const email = uniqueEmail('reader');
    const form = await openForm(page, '/blog', (page) => page.getByRole('form', { name: 'Stay Informed' }));
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox to confirm your subscription.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({ kind: 'subscribe', page: '/blog' });
    expect(await storedSubscriber(email)).toMatchObject({ status: 'pending' });
  });
});

/** Asks for a tour tomorrow morning and fills the contact fields as a visitor would, except consent. */
async function fillTour(form: Locator, { email }: { email: string }) {
  const day = form.getByRole('combobox', { name: 'Day' });
  await day.selectOption({ index: 2 });
  await form.getByRole('radio', { name: 'Morning (9 AM - noon)' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
}

test('without JavaScript a form that cannot send offers the phone and email instead of its fields, and a gallery no dead buttons', async ({
  baseURL,
}) => {
  const browser = await browserWithoutScript();
  try {
    const page = await browser.newPage();
    // The contact form posts itself (forms-without-javascript.spec.ts); the review form cannot.
    await page.goto(`${baseURL}/reviews`);
    const form = page.getByRole('form', { name: 'Share Your Experience' });
    await expect(form).toBeHidden();
    // Playwright's text and role engines skip <noscript>; CSS finds the notice inside it.
    // The hidden form is no longer a role the `has` filter finds: its element is.
    const holder = page.locator('[data-needs-script]', { has: page.locator('form') });
    const notice = holder.locator('noscript [role="status"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('This form needs JavaScript');
    await expect(notice.locator(`a[href="${agent.phone.href}"]`)).toHaveText(agent.phone.display);
    await expect(notice.locator(`a[href="mailto:${agent.email}"]`)).toHaveText(agent.email);

    // A listing's gallery shows its first photo, without buttons that could not change it.
    await page.goto(`${baseURL}/listing/1428-maplewood-ave-royal-oak`);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Next photo' })).toBeHidden();
    await expect(gallery.getByRole('button', { name: 'Show photo 2 of 3' })).toBeHidden();
  } finally {
    await browser.close();
  }
});
