import { expect, type Page, test } from '@playwright/test';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { agent } from '../../site/src/config/agent.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { rental } from '../../site/src/content/pages/rental.ts';
import { replyAnyHour } from '../../site/src/content/reply-time.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin, hydrated, live } from './api.ts';
import { openSignedIn } from './back-office.ts';
import { fillInquiry, uniqueEmail } from './leads.ts';
import { caughtMail } from './mail.ts';

// The agent's real hours (issue 26, decision 041), end to end: a lead sent outside the agent's
// working hours is promised the next working hour on screen and in the visitor's email, and the
// agent's email and inbox hold the reply to that hour (reply-hours.test.ts does the same at 4:08
// AM with the functions' clock fixed, and with the alert held for working hours). The functions
// run on the real clock here, so the test sets working hours that start two hours from now.

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const allDay = Object.fromEntries(WEEK.map((day) => [day, { start: '00:00', end: '24:00' }]));

/** The hour on the agent's clock now (0-23). */
const agentHour = () =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: agent.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );

// Each test sets the agent's hours for the whole backend: one at a time, in order.
test.describe.configure({ mode: 'default' });

test.afterEach(async ({ baseURL }) => {
  // The suite's agent works all day again (tests/e2e/serve-with-mail.ts).
  const { error } = await admin(baseURL)
    .from('alert_settings')
    .update({ working_hours: allDay })
    .eq('id', true);
  expect(error).toBeNull();
});

/**
 * Working hours of one hour a day that start two hours from now on the agent's clock: their start
 * (0-23) and the promise a lead sent now is given ("after 6 PM", "tomorrow after 1 AM").
 */
function hoursFromTwoHoursOn() {
  const hour = agentHour() + 2;
  const start = hour % 24;
  const pad = (h: number) => String(h).padStart(2, '0');
  const working_hours = Object.fromEntries(
    WEEK.map((day) => [day, { start: `${pad(start)}:00`, end: `${pad(start + 1)}:00` }]),
  );
  const clock = `${start % 12 || 12} ${start < 12 ? 'AM' : 'PM'}`;
  return { working_hours, start, when: `${hour >= 24 ? 'tomorrow ' : ''}after ${clock}` };
}

test('a question sent before working hours is promised the hour they start, on screen, by email and in the inbox', async ({
  page,
  baseURL,
}) => {
  const { working_hours, start, when } = hoursFromTwoHoursOn();

  const email = uniqueEmail('early');
  await page.goto('/contact');
  await hydrated(page);
  const form = await live(page.getByRole('form', { name: 'Send Me a Message' }));
  await fillInquiry(form, { email, name: 'Robin Early' });
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();

  // The hours hold only while this lead is sent (the other tests' agent works all day): the lead
  // keeps the reply-by it was given, which is all the rest reads.
  const hours = admin(baseURL).from('alert_settings');
  expect((await hours.update({ working_hours }).eq('id', true)).error).toBeNull();
  await form.getByRole('button', { name: 'Send Message' }).click();
  // On screen: the server's promise, never the 15 minutes the agent cannot keep now.
  await expect(form.getByRole('status')).toHaveText(formCopy.successAfterHours(when));
  expect((await hours.update({ working_hours: allDay }).eq('id', true)).error).toBeNull();

  // The visitor's email says the same.
  await expect
    .poll(async () => (await caughtMail()).find((mail) => mail.to.includes(email))?.subject)
    .toBe(`Thanks for your message: I'll reply ${when}`);
  const toVisitor = (await caughtMail()).find((mail) => mail.to.includes(email))!;
  expect(toVisitor.text).toContain(`I'll reply ${when} by phone or email.`);
  expect(toVisitor.text).not.toContain('15 minutes');

  // The agent's email and inbox hold the reply to 15 minutes after work starts.
  const replyBy = new RegExp(`Reply by (?:\\w{3} )?${start % 12 || 12}:15 ${start < 12 ? 'AM' : 'PM'}`);
  await expect
    .poll(
      async () =>
        (await caughtMail()).find((mail) => !mail.to.includes(email) && mail.text.includes(email))?.text,
    )
    .toMatch(replyBy);
  await openSignedIn(page, '/admin', AGENT_ACCOUNT);
  const row = page
    .getByRole('list', { name: 'Leads, newest first' })
    .getByRole('listitem', { name: 'Robin Early', exact: true })
    .first();
  await expect(row).toContainText(replyBy);
  await expect(row).not.toContainText('Overdue');
});

// The pages' promise (decision 047): the rental page's tour form says when the agent will call, as
// rendered in words true at any hour, and once the visitor uses the page in the agent's words now.
test.describe('the rental page’s promise', () => {
  const path = `/rentals/${rental.slug}`;
  const tourForm = (page: Page) => page.locator(`#${rental.formAnchor}`);

  test('is rendered true at any hour: within 15 minutes during my working hours', async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(rental.tourForm.description(replyAnyHour).replace(/'/g, '&#x27;'));
  });

  test('before working hours says the hour the agent will call', async ({ page, baseURL }) => {
    const { working_hours, when } = hoursFromTwoHoursOn();
    const hours = admin(baseURL).from('alert_settings');
    expect((await hours.update({ working_hours }).eq('id', true)).error).toBeNull();
    await page.goto(path);
    await hydrated(page);
    await tourForm(page).scrollIntoViewIfNeeded();
    await expect(page.getByText(rental.tourForm.description(when))).toBeVisible();
    await expect(page.getByText(rental.tourForm.description(replyAnyHour))).toHaveCount(0);
  });

  test('in working hours says the spec’s 15 minutes', async ({ page }) => {
    // The suite's agent works all day (afterEach).
    await page.goto(path);
    await hydrated(page);
    await tourForm(page).scrollIntoViewIfNeeded();
    await expect(page.getByText(rental.tourForm.description('within 15 minutes'))).toBeVisible();
  });
});
