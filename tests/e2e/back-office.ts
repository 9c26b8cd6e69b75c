// What the back-office tests share: signing in through the form, toasts, and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Fills in and sends the back office's sign-in form. */
export async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in to the back office' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A toast's title or description, by its exact text. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').getByText(text, { exact: true }).first();

/**
 * Closes every toast on screen. Three show at once and the rest wait; in a headless browser
 * the page may lack focus, which pauses their timers, so a test that causes many closes them.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    for (const button of await toasts.getByRole('button', { name: 'close' }).all()) {
      await button.click({ timeout: 1000 }).catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/** Expects a toast saying `text`, then closes the toasts so the next one shows at once. */
export async function expectToast(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(toast(page, text)).toBeVisible();
  await closeToasts(page);
}
