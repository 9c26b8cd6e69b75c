import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { vars } from '../../theme/vars';
import { Stack } from '../Layout';
import { notify, Toaster, ToastMessage, type ToastTone } from './Toasts';
import { TopToaster } from './TopToaster';

const TOAST_TONES = ['success', 'error', 'info'] as const satisfies readonly ToastTone[];

const GUIDE_SENT = [
  'Success!',
  'Your guide has been sent to your email address. Please check your inbox (and spam folder).',
] as const;
const UPLOAD_FAILED = ['Upload failed', 'Failed to upload images. Please try again.'] as const;
const NEW_LISTING = [
  'New listing in Ferndale',
  'A 3-bedroom brick bungalow just came on the market. Open house Saturday from 1 to 3 pm.',
] as const;

/** Toasts are fixed to the screen, outside the story's canvas: look for them in the whole page. */
const page = () => within(document.body);

/** Waits until a toast has finished sliding in, so what is checked is what the visitor sees. */
const settled = (toast: HTMLElement) =>
  waitFor(() => expect(toast.getAnimations({ subtree: true })).toHaveLength(0));

const meta = {
  title: 'Primitives/Toasts',
  component: Toaster,
  args: { limit: 3 },
  // Each story starts with an empty stack.
  beforeEach: () => {
    notify.dismissAll();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation is a polite status message; the close button dismisses it. */
export const SuccessToast: Story = {
  render: (args) => (
    <>
      <Button onClick={() => notify.success(...GUIDE_SENT)}>Send Me the Guide</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Me the Guide' }));
    const toast = await page().findByRole('status');
    await settled(toast);
    await expect(within(toast).getByText(GUIDE_SENT[0])).toBeVisible();
    await expect(within(toast).getByText(GUIDE_SENT[1])).toBeVisible();

    await userEvent.click(within(toast).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(page().queryByText(GUIDE_SENT[0])).not.toBeInTheDocument());
  },
};

/** An error interrupts a screen reader (role alert) and says what to do next. */
export const ErrorToast: Story = {
  render: (args) => (
    <>
      <Button variant="secondary" iconStart="camera" onClick={() => notify.error(...UPLOAD_FAILED)}>
        Upload Photos
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photos' }));
    const toast = await page().findByRole('alert');
    await settled(toast);
    await expect(within(toast).getByText(UPLOAD_FAILED[0])).toBeVisible();
    await expect(within(toast).getByText(UPLOAD_FAILED[1])).toBeVisible();

    await userEvent.click(within(toast).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(page().queryByText(UPLOAD_FAILED[0])).not.toBeInTheDocument());
  },
};

/** A title alone is enough for a short message. */
export const ErrorWithoutDescription: Story = {
  render: (args) => (
    <>
      <Button onClick={() => notify.error('Please fill in all required fields')}>Submit Review</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    const toast = await page().findByRole('alert');
    await expect(toast).toHaveTextContent('Please fill in all required fields');
    await settled(toast);
  },
};

/** Neutral news; stays on screen while the visitor reads it (here left open for review). */
export const InfoToast: Story = {
  render: (args) => (
    <>
      <Button variant="ghost" onClick={() => notify.info(...NEW_LISTING)}>
        Follow Ferndale Listings
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow Ferndale Listings' }));
    const toast = await page().findByRole('status');
    await settled(toast);
    await expect(within(toast).getByText(NEW_LISTING[0])).toBeVisible();
    await expect(within(toast).getByText(NEW_LISTING[1])).toBeVisible();
  },
};

/** Several at once: the newest on top, each closed on its own. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <Stack direction="row" gap="2">
        <Button onClick={() => notify.success(...GUIDE_SENT)}>Send Me the Guide</Button>
        <Button variant="secondary" onClick={() => notify.error(...UPLOAD_FAILED)}>
          Upload Photos
        </Button>
      </Stack>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Me the Guide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Photos' }));
    const error = await page().findByRole('alert');
    const success = await page().findByRole('status');
    // Newest on top: the error comes first in the stack.
    await expect(error.compareDocumentPosition(success) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(error).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(page().queryByText(UPLOAD_FAILED[0])).not.toBeInTheDocument());
    await settled(success);
    await expect(page().getByText(GUIDE_SENT[0])).toBeVisible();
  },
};

/** The same warning twice (a second press on a form still missing a field) is one toast, not two. */
export const RepeatedWarning: Story = {
  render: ErrorWithoutDescription.render,
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit Review' });
    await userEvent.click(submit);
    await settled(await page().findByRole('alert'));
    await userEvent.click(submit);
    await expect(page().getAllByRole('alert')).toHaveLength(1);
  },
};

/** Once the visitor has fixed what a warning said, the confirmation replaces it. */
export const ConfirmationClosesWarnings: Story = {
  render: (args) => (
    <>
      <Stack direction="row" gap="2">
        <Button variant="secondary" onClick={() => notify.error('Please fill in all required fields')}>
          Submit Review (empty)
        </Button>
        <Button onClick={() => notify.success('Thank you!', 'Your review will appear once it is approved.')}>
          Submit Review (filled in)
        </Button>
      </Stack>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review (empty)' }));
    await settled(await page().findByRole('alert'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review (filled in)' }));
    await settled(await page().findByRole('status'));
    await waitFor(() => expect(page().queryByRole('alert')).not.toBeInTheDocument());
    await expect(page().getByText('Thank you!')).toBeVisible();
  },
};

/** Toasts answer the page they were raised on: moving to another page (`clearOn`) closes them. */
export const ClearedOnAnotherPage: Story = {
  render: function Render(args) {
    const [path, setPath] = useState('/reviews');
    return (
      <>
        <Stack direction="row" gap="2">
          <Button onClick={() => notify.success(...GUIDE_SENT)}>Send Me the Guide</Button>
          <Button variant="secondary" onClick={() => setPath('/listings')}>
            Go to Listings
          </Button>
        </Stack>
        <Toaster {...args} clearOn={path} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Me the Guide' }));
    await settled(await page().findByRole('status'));
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Listings' }));
    await waitFor(() => expect(page().queryByText(GUIDE_SENT[0])).not.toBeInTheDocument());
  },
};

/**
 * On a screen whose actions sit in a bar at the bottom (the back office's listing editor), toasts
 * come in at the top, under the frame's bar (`clearance`), so both bars stay usable while they
 * show; two at most.
 */
export const AtTheTop: Story = {
  args: { limit: 2 },
  render: (args) => (
    <>
      <div
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          padding: '0.75rem 1rem',
          background: vars.color.surface.sunken,
        }}
      >
        <Button onClick={() => notify.success('Listing saved', 'Its page shows it within a minute.')}>
          Save changes
        </Button>
      </div>
      <TopToaster {...args} clearance="4rem" />
    </>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    const toast = await page().findByRole('status');
    await settled(toast);
    const bar = save.getBoundingClientRect();
    await expect(toast.getBoundingClientRect().bottom).toBeLessThan(bar.top);
    await expect(toast.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(64);
    await userEvent.click(save);
    await expect(page().getAllByRole('status')).toHaveLength(1);
  },
};

/** The content of a toast in each tone, without the timing, for design review. */
export const Messages: Story = {
  render: () => (
    <Stack gap="3" style={{ maxWidth: '24rem' }}>
      {TOAST_TONES.map((tone) => (
        <div
          key={tone}
          style={{
            padding: '1rem',
            borderRadius: '8px',
            background: 'var(--as-color-surface-raised)',
            boxShadow: 'var(--as-shadow-lg)',
          }}
        >
          <ToastMessage
            tone={tone}
            title={tone === 'error' ? UPLOAD_FAILED[0] : tone === 'success' ? GUIDE_SENT[0] : NEW_LISTING[0]}
            description={
              tone === 'error' ? UPLOAD_FAILED[1] : tone === 'success' ? GUIDE_SENT[1] : NEW_LISTING[1]
            }
          />
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(UPLOAD_FAILED[1])).toBeVisible();
    await expect(canvas.getByText(GUIDE_SENT[1])).toBeVisible();
    await expect(canvas.getByText(NEW_LISTING[1])).toBeVisible();
  },
};
