// What the back-office tests share: signing in through the form, the frame's sections (behind
// Menu on a phone), toasts, and axe.
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

/** Opens the back office at `path` as the agent: the sign-in form first, then the page asked for. */
export async function openSignedIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * Runs `act` on the frame's sections and account, opening the Menu first where they wait behind
 * it (below 1024 px).
 */
async function inFrameMenu(page: Page, act: () => Promise<void>) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const sections = page.getByRole('navigation', { name: 'Back office' });
  // The frame has its sections once the sign-in is checked: a Menu button, or the sections in the bar.
  await expect(menu.or(sections).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await act();
}

/** Goes to a section of the back office through the frame's navigation, as the agent would. */
export const openSection = (page: Page, name: string) =>
  inFrameMenu(page, () =>
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true }).click(),
  );

/** Signs out with the frame's button. */
export const signOut = (page: Page) =>
  inFrameMenu(page, () => page.getByRole('button', { name: 'Sign out' }).click());

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
