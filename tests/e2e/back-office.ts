// What the back-office specs share: signing in through the form, axe, toasts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in to the back office' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** A toast's text, in the toast region. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').getByText(text, { exact: true }).first();
