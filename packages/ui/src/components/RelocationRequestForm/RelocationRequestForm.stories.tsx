import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { RelocationRequestForm } from './RelocationRequestForm';

type Canvas = ReturnType<typeof within>;

const SUCCESS = "Thank you! I'll respond within 15 minutes. Check your email for next steps.";

/** A second agent's move, from Ohio to the Gulf Coast: the site names both places in the labels. */
const LABELS = {
  homeToSell: 'Do you have an Ohio home to sell?',
  homeArea: 'Where is your Ohio home?',
  destination: 'Which Gulf Coast area interests you most?',
};

const field = {
  homeToSell: (canvas: Canvas) => canvas.getByRole('combobox', { name: LABELS.homeToSell }),
  homeArea: (canvas: Canvas) => canvas.getByRole('textbox', { name: LABELS.homeArea }),
  destination: (canvas: Canvas) => canvas.getByRole('combobox', { name: LABELS.destination }),
  budget: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Budget for your next home' }),
  timeline: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'When would you like to move?' }),
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  consent: (canvas: Canvas) =>
    canvas.getByRole('checkbox', { name: 'I agree to receive texts/emails about my inquiry' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Start Planning My Move' }),
};

/** A couple selling in Columbus and moving to Sarasota within six months. */
async function fillRequest(canvas: Canvas) {
  await userEvent.selectOptions(field.homeToSell(canvas), 'Yes, I have a home to sell');
  await userEvent.type(field.homeArea(canvas), 'Columbus');
  await userEvent.selectOptions(field.destination(canvas), 'Sarasota');
  await userEvent.selectOptions(field.budget(canvas), '$400K - $500K');
  await userEvent.selectOptions(field.timeline(canvas), '3-6 months');
  await userEvent.type(field.name(canvas), 'Dana Whitfield');
  await userEvent.type(field.email(canvas), 'dana@example.com');
  await userEvent.type(field.phone(canvas), '(614) 555-0190');
}

const meta = {
  title: 'Forms/RelocationRequestForm',
  component: RelocationRequestForm,
  args: {
    onSubmit: fn(async () => {}),
    labels: LABELS,
    destinations: ['Sarasota', 'Naples', 'Fort Myers'],
    homeAreaPlaceholder: 'e.g. Columbus',
    successText: SUCCESS,
    description:
      "Tell me about both ends of your move. I'll call you to plan the sale, the search and the dates.",
    disclosure: (
      <>
        <p>Ohio sales: Buckeye Home Partners, Columbus, OH.</p>
        <p>Gulf Coast purchases: Sandpiper Realty Group, Sarasota, FL.</p>
      </>
    ),
    fallbackContact: <a href="tel:+16145550100">(614) 555-0100</a>,
  },
} satisfies Meta<typeof RelocationRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The move comes first, in the site's words: whether there is a home to sell and where, where the
 * visitor wants to live, budget and timing; then who is asking. Both brokerages stand above the
 * consent.
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Plan Your Move' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    const controls = form.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select');
    await expect(controls[0]).toBe(field.homeToSell(canvas));
    await expect(controls[1]).toBe(field.homeArea(canvas));
    await expect(controls[2]).toBe(field.destination(canvas));
    for (const required of [field.homeToSell, field.timeline, field.name, field.email, field.phone]) {
      await expect(required(canvas)).toBeRequired();
    }
    for (const optional of [field.homeArea, field.destination, field.budget]) {
      await expect(optional(canvas)).not.toBeRequired();
    }
    await expect(
      within(field.destination(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not sure yet', 'Sarasota', 'Naples', 'Fort Myers']);
    await expect(canvas.getByText('Ohio sales: Buckeye Home Partners, Columbus, OH.')).toBeVisible();
    await expect(
      canvas.getByText('Gulf Coast purchases: Sandpiper Realty Group, Sarasota, FL.'),
    ).toBeVisible();
  },
};

/** Without areas from the site, "where would you like to live" is the visitor's own words. */
export const WithoutDestinations: Story = {
  args: { destinations: [], labels: {}, disclosure: undefined },
  play: async ({ canvas }) => {
    const where = canvas.getByRole('textbox', { name: 'Where would you like to live?' });
    await userEvent.type(where, 'Somewhere near the water');
    await expect(where).toHaveValue('Somewhere near the water');
    await expect(canvas.getByRole('combobox', { name: 'Do you have a home to sell?' })).toBeRequired();
  },
};

/** Sending an empty request puts each required field's message beside it and focuses the first. */
export const RequiredFieldErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(field.submit(canvas));
    for (const [control, message] of [
      [field.homeToSell, 'Please tell me whether you have a home to sell'],
      [field.timeline, 'Please choose your ideal timeline'],
      [field.name, 'Please enter your name'],
      [field.email, 'Please enter your email address'],
      [field.phone, 'Please enter your phone number'],
    ] as const) {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(control(canvas)).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(field.homeToSell(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending without consent shows "Consent Required" and sends nothing. */
export const MissingConsent: Story = {
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.submit(canvas));
    const notice = await canvas.findByRole('alert');
    await expect(within(notice).getByText('Consent Required')).toBeVisible();
    await waitFor(() => expect(field.consent(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Sending..." and cannot be pressed again. */
export const Submitting: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));
    await expectSending(canvas, { form: 'Plan Your Move', loadingText: 'Sending...' });
  },
};

/** Delivered: the visitor is thanked in the site's words, and the form is cleared. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    const thanks = await canvas.findByRole('status');
    await expect(thanks.textContent).toBe(SUCCESS);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        homeToSell: 'yes',
        homeArea: 'Columbus',
        destination: 'Sarasota',
        budget: '400-500k',
        timeline: '3-6',
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        phone: '(614) 555-0190',
        notes: '',
        consent: true,
      },
      { honeypot: '' },
    );
    await expect(field.homeArea(canvas)).toHaveValue('');
    await expect(field.destination(canvas)).toHaveValue('');
  },
};

/** Not delivered: the visitor is told to try again or call, and keeps what they typed. */
export const ServerError: Story = {
  args: { onSubmit: failingSubmit('Failed to fetch') },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent("Your message wasn't sent");
    await expect(notice).toHaveTextContent('If it keeps happening, call (614) 555-0100.');
    await expect(field.homeArea(canvas)).toHaveValue('Columbus');
    await expect(field.destination(canvas)).toHaveValue('Sarasota');
  },
};
