import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mailtoHref, replySubject, smsHref, telHref } from '../../packages/schemas/src/index.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { expectNoAxeViolations, openSignedIn, toast } from './back-office.ts';
import { uniqueEmail } from './leads.ts';
import {
  guideRequest,
  MAPLEWOOD,
  partnerRequest,
  question,
  sendLead,
  tourRequest,
  valuationRequest,
} from './send-leads.ts';

// The agent works the leads from a phone: the inbox's first screen, one-tap replies on every row
// and at the top of a lead's page, the reply each kind is owed, and the search. Against the local
// backend's real functions, RLS and search_leads.

const AGENT_NAME = 'Alex Morgan'; // sample: site/src/config/agent.ts

const inbox = (page: Page) => page.getByRole('list', { name: 'Leads, newest first' });
const row = (page: Page, name: string) => inbox(page).getByRole('listitem', { name, exact: true });

/** Call, Text and Email of a row or a page, with the links a phone hands to its apps. */
async function expectReplies(scope: Locator, name: string, phone: string, email: string, subject: string) {
  const first = name.split(' ')[0];
  await expect(scope.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
    'href',
    telHref(phone) ?? '',
  );
  await expect(scope.getByRole('link', { name: `Text ${name}` })).toHaveAttribute(
    'href',
    smsHref(
      phone,
      `Hi ${first}, this is ${AGENT_NAME} about ${subject.charAt(0).toLowerCase()}${subject.slice(1)}.`,
    ) ?? '',
  );
  await expect(scope.getByRole('link', { name: `Email ${name}` })).toHaveAttribute(
    'href',
    mailtoHref(email, subject, `Hi ${first},\n\n`),
  );
}

test('the first screen of the inbox shows five leads, each with Call, Text and Email, and each kind by its name', async ({
  page,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 6);
  const people = {
    partner: `Andre Williams ${tag}`,
    question: `Renee Kowalski ${tag}`,
    valuation: `Marcus Bell ${tag}`,
    guide: `Priya ${tag}`,
    tour: `Dana Whitfield ${tag}`,
  };
  const emails = Object.fromEntries(Object.keys(people).map((key) => [key, uniqueEmail(`inbox-${key}`)]));
  await sendLead(baseURL, partnerRequest(people.partner, emails.partner ?? ''));
  await sendLead(baseURL, question(people.question, emails.question ?? ''));
  await sendLead(baseURL, valuationRequest(people.valuation, emails.valuation ?? '', `${tag} Vinewood St`));
  await sendLead(baseURL, guideRequest(people.guide, emails.guide ?? ''));
  await sendLead(baseURL, tourRequest(people.tour, emails.tour ?? ''));

  await openSignedIn(page, '/admin', AGENT_ACCOUNT);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(row(page, people.tour)).toBeVisible();

  // Five leads on the first screen, without scrolling.
  const screen = page.viewportSize()?.height ?? 0;
  const firstFive = await inbox(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.slice(0, 5).map((item) => item.getBoundingClientRect().bottom));
  expect(firstFive).toHaveLength(5);
  for (const bottom of firstFive) expect(bottom).toBeLessThanOrEqual(screen);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Each row: who, the kind by its name, what it is about, its age, its reply clock, and the replies.
  const tour = row(page, people.tour);
  await expect(tour).toContainText('Tour request');
  await expect(tour).toContainText(MAPLEWOOD.address);
  await expect(tour).toContainText(/just now|\d+ min ago/);
  await expect(tour).toContainText(/Reply by \d{1,2}:\d{2} [AP]M/);
  await expectReplies(
    tour,
    people.tour,
    '(248) 555-0147',
    emails.tour ?? '',
    replySubject('tour', MAPLEWOOD.address),
  );
  const valuation = row(page, people.valuation);
  await expect(valuation).toContainText('Valuation request');
  await expect(valuation).toContainText(`${tag} Vinewood St, Wyandotte`);
  await expectReplies(
    valuation,
    people.valuation,
    '(734) 555-0163',
    emails.valuation ?? '',
    replySubject('valuation', `${tag} Vinewood St, Wyandotte`),
  );
  await expect(row(page, people.question)).toContainText('Question');
  await expect(row(page, people.question)).toContainText('/contact');
  // A partner request is owed a reply within a day, not 15 minutes.
  const partner = row(page, people.partner);
  await expect(partner).toContainText('Partner request');
  await expect(partner).toContainText(/Reply by \w{3} \d{1,2}:\d{2} [AP]M/);
  // A guide request is listed, owes no reply, and without a phone offers no Call or Text.
  const guide = row(page, `${people.guide} Shah`);
  await expect(guide).toContainText('Guide request');
  await expect(guide).toContainText('No reply owed');
  await expect(guide.getByRole('link', { name: /^Email / })).toHaveAttribute(
    'href',
    mailtoHref(emails.guide ?? '', replySubject('guide'), 'Hi Priya,\n\n'),
  );
  await expect(guide.getByRole('link', { name: /^(Call|Text) / })).toHaveCount(0);

  // The figures per kind, below the list.
  const figures = page.getByRole('region', { name: 'Reply times, last 30 days' });
  await expect(figures.getByRole('rowheader', { name: 'Partner request' })).toBeVisible();
  await expect(figures.getByRole('row').filter({ hasText: 'Partner request' })).toContainText('1 d');
  await expect(figures.getByRole('rowheader', { name: 'Review' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a lead's page puts Call, Text and Email and what was asked first, folds the technical record, and keeps its actions in reach", async ({
  page,
  baseURL,
}) => {
  const name = `Dana Whitfield ${randomUUID().slice(0, 6)}`;
  const email = uniqueEmail('lead-page');
  const id = await sendLead(baseURL, tourRequest(name, email));
  await openSignedIn(page, `/admin/leads/${id}`, AGENT_ACCOUNT);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The replies at the top, on the first screen.
  const replies = page.getByRole('group', { name: `Reply to ${name}` });
  await expect(replies).toBeInViewport();
  await expectReplies(replies, name, '(248) 555-0147', email, replySubject('tour', MAPLEWOOD.address));
  await expect(page.getByText(/^Tour request, /)).toBeVisible();

  // What was asked: the listing and the slot before anything else.
  const asked = page.getByRole('region', { name: 'What they asked' });
  await expect(asked.getByRole('definition').first()).toContainText(MAPLEWOOD.address);
  await expect(asked).toContainText('Requested slot');
  await expect(asked).toContainText(/Morning \(9 AM - noon\) · In person/);
  await expect(asked).toContainText('Is the basement finished?');

  // The technical record is folded; opened, it names the browser once (the lead's and the
  // consent's are the same).
  const record = page.getByRole('region', { name: 'Technical record' });
  await expect(record.getByText('IP address', { exact: true })).toBeHidden();
  await record.getByText('Technical record').click();
  await expect(record.getByText('IP address', { exact: true })).toBeVisible();
  await expect(record).toContainText('Consent agreed to');
  await expect(record.getByRole('definition').filter({ hasText: /node|undici|Mozilla/ })).toHaveCount(1);

  // Contacted, Closed and Spam stay at the bottom of the screen, whatever is scrolled.
  const actions = page.getByRole('group', { name: 'Mark this lead' });
  await expect(actions).toBeInViewport();
  await page.mouse.wheel(0, 300);
  await expect(actions).toBeInViewport();
  await expectNoAxeViolations(page);
  await actions.getByRole('button', { name: 'Contacted' }).click();
  await expect(toast(page, 'Marked contacted')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Contacted' })).toBeDisabled();
  await expect(page.getByText(/^Answered in /)).toBeVisible();
});

test('the search finds a lead by name, by email, by phone and by address', async ({ page, baseURL }) => {
  const tag = randomUUID().slice(0, 6);
  const found = `Keisha Brooks${tag}`;
  const other = `Tomas Novak${tag}`;
  const foundEmail = uniqueEmail(`search-${tag}`);
  const phone = `(586) 555-01${String(Number.parseInt(tag, 16) % 100).padStart(2, '0')}`;
  await sendLead(baseURL, valuationRequest(found, foundEmail, `${tag} Biddle Ave`, phone));
  await sendLead(baseURL, question(other, uniqueEmail(`search-other-${tag}`), '(313) 555-0100'));
  await openSignedIn(page, '/admin', AGENT_ACCOUNT);
  const box = page.getByRole('searchbox', { name: 'Search by name, email, phone or address' });

  const search = async (words: string) => {
    await box.fill(words);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '\\+')}`));
  };
  for (const words of [found.toLowerCase(), foundEmail, phone.replace(/\D/g, ''), `${tag} biddle`]) {
    await search(words);
    await expect(row(page, found)).toBeVisible();
    await expect(row(page, other)).toHaveCount(0);
  }
  await search(other);
  await expect(row(page, other)).toBeVisible();
  await expect(row(page, found)).toHaveCount(0);
  await search(`nobody-${tag}`);
  await expect(page.getByRole('status').filter({ hasText: `No leads match “nobody-${tag}”.` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Cleared, every lead shows again.
  await box.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(row(page, found)).toBeVisible();
});
