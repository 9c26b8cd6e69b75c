import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Toaster } from '../components/Toasts';

type Canvas = ReturnType<typeof within>;

/** The toast stack the site mounts once, beside a form that answers with toasts. */
export const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);

/** An `onSubmit` that never settles: the form stays in its sending state. */
export const pendingSubmit = () => fn(() => new Promise<void>(() => {}));

/** An `onSubmit` that fails as a dropped connection does (not a `SubmitError`). */
export const failingSubmit = (message = 'Network request failed') =>
  fn(async () => {
    throw new Error(message);
  });

/**
 * The toast that says each of `lines`, once it has faded in: an `alert` for an error, a `status`
 * otherwise. Toasts render in `document.body`, outside the story's form and outside an open
 * dialog, where the same words may stand too.
 */
export async function findToast(...lines: string[]): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = document.querySelector('dialog[open]');
    const toasts = lines.map((line) => {
      const found = within(document.body)
        .getAllByText(line)
        .filter((candidate) => !dialog?.contains(candidate) && !candidate.closest('form'));
      expect(found).toHaveLength(1);
      expect(found[0]).toBeVisible();
      return found[0]?.closest<HTMLElement>('[role="alert"], [role="status"]');
    });
    expect(new Set(toasts).size).toBe(1);
    expect(toasts[0]).toBeInstanceOf(HTMLElement);
    return toasts[0] as HTMLElement;
  });
}

/** While `onSubmit` runs the button says `loadingText` and is disabled, and the form is `submitting`. */
export async function expectSending(
  canvas: Canvas,
  { form, loadingText }: { form: string; loadingText: string },
) {
  await expect(await canvas.findByRole('button', { name: loadingText })).toBeDisabled();
  await expect(canvas.getByRole('form', { name: form })).toHaveAttribute('data-state', 'submitting');
}
