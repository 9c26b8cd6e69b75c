import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin } from './api.ts';
import { closeToasts, expectNoAxeViolations, openSection, openSignedIn, toast } from './back-office.ts';

// The agent edits a listing from a phone: Save stays in reach, edits are never lost without a
// warning, toasts leave the Save bar clear and go with the page, and the photos are reordered by
// drag (mouse and finger) and by keyboard, the order saved. Against the local backend's real auth,
// RLS, storage and listing-photo function.

/** A listing of this test's own, archived so visitors never see it while parallel tests run. */
async function ownListing(baseURL: string | undefined) {
  const tag = randomUUID().slice(0, 8);
  const { data, error } = await admin(baseURL)
    .from('listings')
    .insert({
      slug: `${tag}-editor-test-ranch`,
      title: `Editor Test Ranch ${tag}`,
      address: `${(Number.parseInt(tag, 16) % 8000) + 100} Harper Ave`,
      city: 'St. Clair Shores',
      state: 'MI',
      zip_code: '48081',
      property_type: 'single_family',
      status: 'current',
      price: 315_000,
      bedrooms: 3,
      bathrooms: 1.5,
      square_feet: 1240,
      description: 'A brick ranch a short walk from the lake.',
      archived_at: new Date().toISOString(),
    })
    .select('id, title')
    .single();
  expect(error).toBeNull();
  return data as { id: string; title: string };
}

const editor = (page: Page) => page.getByRole('form', { name: 'Listing details' });
const price = (page: Page) => editor(page).getByRole('textbox', { name: /^Asking price/ });
const saveButton = (page: Page) => editor(page).getByRole('button', { name: 'Save changes' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const photoList = (page: Page) => page.getByRole('list', { name: 'Photos, in gallery order' });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('Save stays in reach, leaving with unsaved edits asks first, and the toasts leave the Save bar clear', async ({
  page,
  baseURL,
}) => {
  const listing = await ownListing(baseURL);
  await openSignedIn(page, '/admin/listings', AGENT_ACCOUNT);
  await page.getByRole('link', { name: listing.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

  // Save is on the first screen, far above the end of the long form, and stays there.
  await expect(saveButton(page)).toBeInViewport();
  await price(page).fill('$309,500');
  await expect(saveButton(page)).toBeInViewport();
  await expect(editor(page).getByText('Unsaved changes')).toBeVisible();
  await expectNoAxeViolations(page);

  // A link inside the back office asks first; staying keeps the edit.
  await openSection(page, 'Listings');
  await expect(leaveDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`/admin/listings/${listing.id}`);
  await expect(price(page)).toHaveValue('$309,500');

  // So does Back (held before the page changes, so the browser's own wait for it ends unanswered).
  void page.goBack({ timeout: 5_000 }).catch(() => null);
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`/admin/listings/${listing.id}`);
  await expect(price(page)).toHaveValue('$309,500');

  // Reloading (or closing the tab) gets the browser's own question; staying keeps the edit (and
  // the reload, cancelled, is never answered).
  const asked = page.waitForEvent('dialog');
  void page.reload({ timeout: 5_000 }).catch(() => null);
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(price(page)).toHaveValue('$309,500');
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

  // Leaving without saving goes, and the edit is gone.
  await openSection(page, 'Listings');
  await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/admin/listings');
  await page.getByRole('link', { name: listing.title }).click();
  await expect(price(page)).toHaveValue('315000');

  // Saved from the bar at the bottom of the screen, without scrolling to the end of the form.
  await page.evaluate(() => window.scrollTo(0, 0));
  await price(page).fill('$309,500');
  await saveButton(page).click();
  const saved = toast(page, 'Listing saved');
  await expect(saved).toBeVisible();
  await expect(editor(page).getByText('All changes saved')).toBeVisible();
  const { data: row } = await admin(baseURL).from('listings').select('price').eq('id', listing.id).single();
  expect(row?.price).toBe(309_500);

  // The toast is clear of the Save bar: the button is still what a tap there reaches.
  const bar = await box(saveButton(page).locator('xpath=..'));
  expect(overlaps(await box(page.locator('.Toastify__toast').first()), bar)).toBe(false);
  const save = await box(saveButton(page));
  const reached = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('button')?.textContent,
    [save.x + save.width / 2, save.y + save.height / 2],
  );
  expect(reached).toBe('Save changes');

  // Saved, nothing holds the agent back; the toast goes with the page it answered.
  await openSection(page, 'Listings');
  await expect(page).toHaveURL('/admin/listings');
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
});

/** Three small real photos, told apart by their colour. */
async function photoFiles(tag: string) {
  const colours = ['#7a4b2a', '#2a5a7a', '#4b7a2a'];
  return Promise.all(
    colours.map(async (background, index) => ({
      name: `room-${index + 1}-${tag}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 96, height: 72, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/** Drags with a finger: touch events through the browser's DevTools protocol, as a phone sends them. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let step = 1; step <= 8; step++) {
    const x = from.x + ((to.x - from.x) * step) / 8;
    const y = from.y + ((to.y - from.y) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const centre = async (locator: Locator) => {
  const found = await box(locator);
  return { x: found.x + found.width / 2, y: found.y + found.height / 2 };
};

test('photos are reordered by dragging with a mouse or a finger and by keyboard, and the order is saved', async ({
  page,
  baseURL,
}) => {
  const listing = await ownListing(baseURL);
  const tag = randomUUID().slice(0, 8);
  await openSignedIn(page, `/admin/listings/${listing.id}`, AGENT_ACCOUNT);
  await page.getByLabel('Add photos').setInputFiles(await photoFiles(tag));
  await expect(photoList(page).getByRole('listitem')).toHaveCount(3);
  await closeToasts(page);

  const onScreen = () =>
    photoList(page)
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')));
  const inDatabase = async () =>
    (
      await admin(baseURL).from('listing_photos').select('id').eq('listing_id', listing.id).order('position')
    ).data?.map((photo) => photo.id);
  const [a, b, c] = await onScreen();
  const tile = (index: number) => photoList(page).getByRole('listitem').nth(index);
  const handle = (place: number) => page.getByRole('button', { name: `Move photo ${place}`, exact: true });

  // With a mouse: the first photo's handle dropped on the third photo.
  await photoList(page).scrollIntoViewIfNeeded();
  const start = await centre(handle(1));
  const target = await centre(tile(2));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + target.x) / 2, (start.y + target.y) / 2, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 4 });
  await expect(tile(2)).toHaveAttribute('data-drop-target');
  await page.mouse.up();
  await expect.poll(onScreen).toEqual([b, c, a]);
  await expect(toast(page, 'Photo moved')).toBeVisible();
  await expect.poll(inDatabase).toEqual([b, c, a]);
  await closeToasts(page);

  // With a finger: the last photo's handle dropped on the first photo.
  await touchDrag(page, await centre(handle(3)), await centre(tile(0)));
  await expect.poll(onScreen).toEqual([a, b, c]);
  await expect.poll(inDatabase).toEqual([a, b, c]);
  await closeToasts(page);

  // By keyboard: the second photo's handle, End to the last place; focus stays on it.
  await handle(2).focus();
  await page.keyboard.press('End');
  await expect.poll(onScreen).toEqual([a, c, b]);
  await expect(handle(3)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Photo moved to place 3 of 3.' })).toBeAttached();
  await expect.poll(inDatabase).toEqual([a, c, b]);

  // The order is the listing's: the page read afresh shows it.
  await page.reload();
  await expect.poll(onScreen).toEqual([a, c, b]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit photo 2' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
  await expectNoAxeViolations(page);
});
