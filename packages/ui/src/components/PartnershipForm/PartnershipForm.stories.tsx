import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending, failingSubmit, findToast, pendingSubmit, withToaster } from '../../test/form-stories';
import { PartnershipForm } from './PartnershipForm';

type Canvas = ReturnType<typeof within>;

const REQUEST = {
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '(248) 555-0187',
  needHelp: 'mortgage',
  timeline: '3-6-months',
  notes:
    'First-time buyers looking at condos in Ferndale and Royal Oak; we would like a pre-approval before spring.',
} as const;

async function fillRequest(canvas: Canvas, request: Partial<Record<keyof typeof REQUEST, string>> = REQUEST) {
  if (request.name) await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), request.name);
  if (request.email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), request.email);
  if (request.phone) await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), request.phone);
  if (request.needHelp) {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'What do you need help with?' }),
      request.needHelp,
    );
  }
  if (request.timeline) {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Timeline' }), request.timeline);
  }
  if (request.notes) {
    // Pasted rather than typed key by key: a paragraph typed one key at a time makes a slow test.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Anything else I should know?' }));
    await userEvent.paste(request.notes);
  }
}

const FORM_NAME = 'Connect with a Trusted Partner';

const meta = {
  title: 'Forms/PartnershipForm',
  component: PartnershipForm,
  args: {
    onSubmit: fn(async () => {}),
    description:
      "Tell me what you need and I'll introduce you to a lender, inspector or contractor I trust across Metro Detroit.",
  },
  decorators: [withToaster],
} satisfies Meta<typeof PartnershipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as on /partnerships: name, email and "What do you need help with?" are required. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: FORM_NAME });
    await expect(form).toHaveAttribute('novalidate');
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('placeholder', '(248) 555-0123');
    await expect(phone).not.toBeRequired();
    const needHelp = canvas.getByRole('combobox', { name: 'What do you need help with?' });
    await expect(needHelp).toBeRequired();
    await expect(
      within(needHelp)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a service',
      'Mortgage & Pre-Approval',
      'Home Inspection',
      'Title & Closing',
      'Insurance',
      'Contractor or Other',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Timeline' })).not.toBeRequired();
  },
};

/** A submit with required fields empty: a destructive toast, a message at each field, nothing sent. */
export const RequiredFieldsMissing: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

    await expect(await findToast('Please fill in all required fields')).toHaveAttribute('role', 'alert');
    const name = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'What do you need help with?' }),
    ).toHaveAccessibleDescription('Please choose what you need help with');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field filled but the email is malformed: its message says how to fix it. */
export const InvalidEmail: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await fillRequest(canvas, { name: REQUEST.name, email: 'priya.raman@gmail', needHelp: 'inspection' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Sending Request..." and is disabled. */
export const Sending: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await fillRequest(canvas, { name: REQUEST.name, email: REQUEST.email, needHelp: REQUEST.needHelp });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

    await expectSending(canvas, { form: FORM_NAME, loadingText: 'Sending Request...' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: REQUEST.name,
        email: REQUEST.email,
        phone: '',
        needHelp: REQUEST.needHelp,
        timeline: '',
        notes: '',
      },
      { honeypot: '' },
    );
  },
};

/** Sent: the confirmation toast, and the form cleared for the next request. */
export const Success: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

    await findToast(
      'Partnership request sent!',
      "Thanks for reaching out! We're connecting you with a trusted partner. You'll hear from us within 24 hours.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...REQUEST }, { honeypot: '' });

    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'What do you need help with?' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Timeline' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Anything else I should know?' })).toHaveValue('');
    await expect(canvas.getByRole('form', { name: FORM_NAME })).toHaveAttribute('data-state', 'success');
  },
};

/** Sending failed: an error toast, and every value is still there to try again. */
export const Failure: Story = {
  args: { onSubmit: failingSubmit() },
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));

    await expect(
      await findToast("Your request wasn't sent", 'Something went wrong while sending. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveValue(REQUEST.name);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(REQUEST.email);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue(REQUEST.phone);
    await expect(canvas.getByRole('combobox', { name: 'What do you need help with?' })).toHaveValue(
      REQUEST.needHelp,
    );
    await expect(canvas.getByRole('combobox', { name: 'Timeline' })).toHaveValue(REQUEST.timeline);
    await expect(canvas.getByRole('textbox', { name: 'Anything else I should know?' })).toHaveValue(
      REQUEST.notes,
    );
    await expect(canvas.getByRole('form', { name: FORM_NAME })).toHaveAttribute('data-state', 'error');
  },
};

/** From a partner's profile page: the service is chosen in advance and the title names the partner. */
export const FromPartnerPage: Story = {
  args: {
    title: 'Get Pre-Approved with My Featured Lender',
    description: 'A Novi-based loan officer who closes on time for buyers across Oakland and Wayne counties.',
    initialValues: { needHelp: 'mortgage' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('form', { name: 'Get Pre-Approved with My Featured Lender' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'What do you need help with?' })).toHaveValue(
      'mortgage',
    );
  },
};
