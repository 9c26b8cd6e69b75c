import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { FORM_TEXT, SIGN_IN_TEXT } from '../../packages/schemas/src/messages.ts';
import { localKeys } from '../../packages/local-backend/src/jwt.ts';
import { callFunction } from './api.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { expectNoAxeViolations, signIn, signOut, toast } from './back-office.ts';
import { uniqueEmail } from './leads.ts';

// The agent's back office: signing in, the leads inbox and a lead's page, against the local
// backend's real auth, RLS and submit-lead function.

/** Sends an inquiry as a visitor's browser would, through the real `submit-lead` function. */
async function sendInquiry(baseURL: string, email: string, name: string): Promise<void> {
  const response = await callFunction(baseURL, 'submit-lead', {
    kind: 'inquiry',
    values: {
      name,
      email,
      phone: '(248) 555-0147',
      lookingTo: 'buy',
      timeline: '0-3',
      budget: '',
      area: '=HYPERLINK("http://evil.example")',
      notes: 'Could we see it Saturday?\n<b>=SUM(A1)</b>',
      consent: true,
    },
    page: '/listing/1428-maplewood-ave-royal-oak',
    listingSlug: '1428-maplewood-ave-royal-oak',
    variant: 'tour',
    consentText: FORM_TEXT.consentLabel,
    elapsedMs: 30_000,
    website: '',
  });
  expect(response.status).toBe(200);
}

test('a stranger is sent to sign in, and a wrong password is refused next to the form', async ({ page }) => {
  await page.goto('/admin/leads/00000000-0000-0000-0000-000000000000');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fleads%2F0{8}-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  // What a search engine would list, if it found the page: sign-in, never the page asked for.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/admin\/sign-in$/);
  await expectNoAxeViolations(page);

  await signIn(page, AGENT_ACCOUNT.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXT.invalidCredentials);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the agent signs in, works a lead, exports the list and signs out', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const email = uniqueEmail('admin-inbox');
  const name = `Dana Whitfield ${email.slice(12, 20)}`;
  await sendInquiry(baseURL ?? '', email, name);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);

  // The inbox: the lead, newest first, with what it is, what it is about and when it is owed a reply.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('listitem', { name });
  await expect(row).toContainText('Question');
  await expect(row).toContainText('1428 Maplewood Ave, Royal Oak');
  await expect(row).toContainText('New');
  await expect(row).toContainText(/Reply by/);
  await expect(row.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', 'tel:+12485550147');
  await expect(page.getByRole('region', { name: 'Reply times, last 30 days' })).toContainText('Question');
  await expectNoAxeViolations(page);

  // Filters live in the URL.
  await page.getByRole('combobox', { name: 'State' }).selectOption('new');
  await expect(page).toHaveURL(/state=new/);
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('review');
  await expect(page).toHaveURL(/kind=review/);
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('inquiry');

  // CSV of the filtered list, with a header line and the lead.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-inquiry-new-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Received,Kind,State,Name,/);
  expect(csv).toContain(email);
  // The visitor's text cannot become a formula, and a line break stays inside its quoted cell.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(csv).toContain('"Could we see it Saturday?\n<b>=SUM(A1)</b>"');

  // The lead's page: every field as text, the listing, and, folded, where it came from and the consent.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const sent = page.getByRole('region', { name: 'What they asked' });
  await expect(sent).toContainText(email);
  await expect(sent).toContainText('Buy a Home');
  await expect(sent).toContainText('<b>=SUM(A1)</b>');
  await expect(sent.locator('b')).toHaveCount(0);
  const record = page.getByRole('region', { name: 'Technical record' });
  await record.getByText('Technical record').click();
  await expect(record).toContainText('/listing/1428-maplewood-ave-royal-oak');
  await expect(record).toContainText(FORM_TEXT.consentLabel);
  await expectNoAxeViolations(page);

  // Contacted, with a note; both kept.
  const mark = page.getByRole('group', { name: 'Mark this lead' });
  await mark.getByRole('button', { name: 'Contacted' }).click();
  await expect(toast(page, 'Marked contacted')).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Called Dana, showing Saturday 10 AM.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(toast(page, 'Notes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Contacted', { exact: true }).first()).toBeVisible();
  await expect(mark.getByRole('button', { name: 'Contacted' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Called Dana, showing Saturday 10 AM.',
  );
  await record.getByText('Technical record').click();
  await expect(record).not.toContainText('Not yet');

  // Signing out ends it: the back office asks to sign in again.
  await signOut(page);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  expect(problems).toEqual([]);
});

test("a signed-in account that is not the agent's is told so and sees no leads", async ({
  page,
  baseURL,
}) => {
  const { serviceRoleKey } = localKeys(process.env.JWT_SECRET);
  const email = uniqueEmail('not-the-agent');
  const password = 'a-long-password-for-a-stranger';
  const created = await fetch(`${baseURL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  // The inbox's read may go out alongside the question whether this is the agent (AdminGate):
  // what matters is that row-level security answers it with nothing.
  const leadAnswers: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/rest/v1/leads') && response.request().method() === 'GET')
      leadAnswers.push(response.json());
  });

  await page.goto('/admin/sign-in');
  await signIn(page, email, password);
  await expect(
    page.getByRole('heading', { level: 1, name: "This account is not the agent's" }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  for (const answer of await Promise.all(leadAnswers)) expect(answer).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
