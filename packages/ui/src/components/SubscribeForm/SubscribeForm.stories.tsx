import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { SubscribeForm } from './SubscribeForm';

const EMAIL = 'jordan.ellis@example.com';

const meta = {
  title: 'Forms/SubscribeForm',
  component: SubscribeForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the blog's sidebar: one email field and "Subscribe". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Stay Informed' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Stay Informed' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(form).toHaveAttribute('data-state', 'idle');
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

/** An empty or malformed address gets a message at the field and focus; nothing is sent. */
export const InvalidEmail: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'jordan.ellis@gmail');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Subscribing..." and is disabled. */
export const Sending: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    await expectSending(canvas, { form: 'Stay Informed', loadingText: 'Subscribing...' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL }, { honeypot: '' });
  },
};

/** Subscribed: a notice asks the visitor to confirm, and the field clears. */
export const Success: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, ` ${EMAIL}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Check your inbox to confirm your subscription.');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(email).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL }, { honeypot: '' });
    await expect(canvas.getByRole('form', { name: 'Stay Informed' })).toHaveAttribute(
      'data-state',
      'success',
    );
  },
};

/** Sending failed: an error notice, and the address is still there to try again. */
export const Failure: Story = {
  args: { onSubmit: failingSubmit() },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent("You're not subscribed yet");
    await expect(notice).toHaveTextContent('Something went wrong while subscribing. Please try again.');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(email).toHaveValue(EMAIL);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('form', { name: 'Stay Informed' })).toHaveAttribute('data-state', 'error');
  },
};

/** The server's own message replaces the generic one. */
export const ServerRefused: Story = {
  args: {
    title: 'Get Birmingham Market Updates',
    description: 'New listings and closed sales in Birmingham and Bloomfield Hills, every other Friday.',
    onSubmit: fn(async () => {
      throw new SubmitError('This address is already on the list. Look for my latest update in your inbox.');
    }),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This address is already on the list. Look for my latest update in your inbox.',
    );
    await expect(canvas.getByRole('form', { name: 'Get Birmingham Market Updates' })).toBeVisible();
    await expect(email).toHaveValue(EMAIL);
  },
};
