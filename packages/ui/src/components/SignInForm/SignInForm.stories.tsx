import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { SignInForm } from './SignInForm';

const EMAIL = 'alex.morgan@example.com';
const PASSWORD = 'Woodward-Avenue-1701';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  args: {
    onSubmit: fn(async () => {}),
    title: 'Sign in to the back office',
    description: 'Leads and listings for Alex Morgan, Metro Detroit Real Estate.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent arrives: email, password and "Sign in". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Sign in to the back office' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toBeRequired();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/**
 * The page is still finding out whether this device is signed in: the heading and a status in
 * place of the fields, so nothing can be typed or sent yet.
 */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing typed: each field says what it needs, the first gets focus, nothing is sent. */
export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Please enter your password',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Signing in..." and is disabled. */
export const SigningIn: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectSending(canvas, { form: 'Sign in to the back office', loadingText: 'Signing in...' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD });
  },
};

/** Wrong password: the server's words in a notice next to the form, focused; the email stays. */
export const WrongPassword: Story = {
  args: {
    initialEmail: EMAIL,
    onSubmit: fn(async () => {
      throw new SubmitError('That email and password do not match. Check them and try again.');
    }),
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'Telegraph-Road');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('That email and password do not match. Check them and try again.');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    await expect(password).toHaveValue('');
    await expect(canvas.getByRole('form', { name: 'Sign in to the back office' })).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};

/** The auth server is throttling: the form says so and when to come back. */
export const TooManyAttempts: Story = {
  args: {
    initialEmail: EMAIL,
    onSubmit: fn(async () => {
      throw new SubmitError('Too many attempts. Try again in a few minutes.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a few minutes.',
    );
  },
};

/** Anything unexpected (the network dropped): the form's own words. */
export const Failure: Story = {
  args: {
    initialEmail: EMAIL,
    onSubmit: failingSubmit('Failed to fetch'),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Signing in did not work. Please try again.',
    );
  },
};
