import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, findToast, pendingSubmit, withToaster } from '../../test/form-stories';
import { GuideRequestForm } from './GuideRequestForm';

type Canvas = ReturnType<typeof within>;

const TRIGGER = 'Get the Free Michigan-to-Florida Guide';
const TITLE = 'Get Your Free Michigan-to-Florida Guide';
const FAILURE = 'There was a problem sending your guide. Please try again or contact Alex Morgan directly.';

const REQUEST = {
  firstName: 'Linda',
  lastName: 'Kowalski',
  email: 'linda.kowalski@example.com',
  phone: '(313) 555-0142',
  message: "We're thinking of wintering in Naples and keeping our place in Grosse Pointe.",
};

async function openDialog(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: TRIGGER }));
  return within(await canvas.findByRole('dialog', { name: TITLE }));
}

async function fillRequest(dialog: Canvas, request: Partial<typeof REQUEST> = REQUEST) {
  if (request.firstName)
    await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), request.firstName);
  if (request.lastName)
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), request.lastName);
  if (request.email) await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), request.email);
  if (request.phone) await userEvent.type(dialog.getByRole('textbox', { name: 'Phone' }), request.phone);
  if (request.message) {
    // Pasted rather than typed key by key: a sentence typed one key at a time makes a slow test.
    await userEvent.click(dialog.getByRole('textbox', { name: 'Message' }));
    await userEvent.paste(request.message);
  }
}

const meta = {
  title: 'Forms/GuideRequestForm',
  component: GuideRequestForm,
  args: {
    agentName: 'Alex Morgan',
    onSubmit: fn(async () => {}),
    triggerLabel: 'Get the Free Michigan-to-Florida Guide',
    title: 'Get Your Free Michigan-to-Florida Guide',
    messagePlaceholder: "e.g. We're thinking of wintering in Naples and keeping our place in Grosse Pointe.",
  },
  decorators: [withToaster],
} satisfies Meta<typeof GuideRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button on /florida-michigan; it opens the form in a dialog, with focus on the first field. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: TRIGGER });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    const dialog = await openDialog(canvas);
    const form = dialog.getByRole('form', { name: TITLE });
    await expect(form).toHaveAttribute('novalidate');
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toBeRequired();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).not.toBeRequired();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).not.toBeRequired();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Names and email are required and the email must look like one; nothing is sent until they are. */
export const Validation: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));

    const firstName = dialog.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Please enter your last name',
    );
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(firstName).toHaveFocus());

    await fillRequest(dialog, { firstName: 'Linda', lastName: 'Kowalski', email: 'linda@kowalski' });
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com',
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** While `onSubmit` runs the button says "Sending Guide..." and is disabled. */
export const Sending: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillRequest(dialog, {
      firstName: REQUEST.firstName,
      lastName: REQUEST.lastName,
      email: REQUEST.email,
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));

    await expectSending(dialog, { form: TITLE, loadingText: 'Sending Guide...' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        firstName: REQUEST.firstName,
        lastName: REQUEST.lastName,
        email: REQUEST.email,
        phone: '',
        message: '',
      },
      { honeypot: '' },
    );
  },
};

/** Sent: the dialog closes, focus returns to the trigger, a toast confirms, and the form is empty again. */
export const Success: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    let dialog = await openDialog(canvas);
    await fillRequest(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));

    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await findToast(
      'Success!',
      'Your guide has been sent to your email address. Please check your inbox (and spam folder).',
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(REQUEST, { honeypot: '' });
    await expect(canvas.getByRole('button', { name: TRIGGER })).toHaveFocus();

    dialog = await openDialog(canvas);
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

/**
 * Sending failed: the error toast names the agent, the dialog stays open with the values, and the
 * same message shows inside the dialog, where a screen reader can reach it.
 */
export const Failure: Story = {
  args: { onSubmit: failingSubmit('send-guide-email returned 502') },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillRequest(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));

    await expect(await findToast('Error', FAILURE)).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    const notice = dialog.getByRole('alert');
    await expect(notice).toHaveTextContent(FAILURE);
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(dialog.getByRole('form', { name: TITLE })).toHaveAttribute('data-state', 'error');
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue(REQUEST.firstName);
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue(REQUEST.lastName);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(REQUEST.email);
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue(REQUEST.phone);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(REQUEST.message);
    await expect(dialog.getByRole('button', { name: 'Send Me the Guide' })).toBeEnabled();
  },
};

/** The server refused the address: its message shows at the field, and focus goes there. */
export const ServerRefusedEmail: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('We could not send the guide to that address.', {
        email: 'This address bounced. Please check it and try again.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await fillRequest(dialog, {
      firstName: REQUEST.firstName,
      lastName: REQUEST.lastName,
      email: REQUEST.email,
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Send Me the Guide' }));

    await findToast('We could not send the guide to that address.');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('This address bounced. Please check it and try again.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue(REQUEST.email);
  },
};

/** Open on arrival (`defaultOpen`), e.g. from an email link to the guide; wording set by the page. */
export const OpenOnArrival: Story = {
  args: {
    defaultOpen: true,
    title: 'Your Free Snowbird Guide',
    description: 'For Metro Detroit families splitting the year between Novi and the Gulf Coast.',
    initialValues: { firstName: 'Marcus', lastName: 'Bell' },
  },
  play: async ({ canvas }) => {
    const dialog = within(await canvas.findByRole('dialog', { name: 'Your Free Snowbird Guide' }));
    await expect(dialog.getByRole('form', { name: 'Your Free Snowbird Guide' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Marcus');
    await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Bell');
  },
};
