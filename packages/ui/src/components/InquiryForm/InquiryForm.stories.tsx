import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { Container, Stack } from '../Layout';
import { Heading } from '../Typography';
import { InquiryForm, INQUIRY_VARIANT_CONFIG, INQUIRY_VARIANTS } from './InquiryForm';

/** The sample agent's area examples, as the first site passes them. */
const METRO_AREAS = 'e.g. Royal Oak, Birmingham, Ferndale, Grosse Pointe';

type Canvas = ReturnType<typeof within>;

const SUCCESS = "Thank you! I'll respond within 15 minutes. Check your email for next steps.";

const visitor = {
  name: 'Jordan Ellis',
  email: 'jordan@example.com',
  phone: '248-555-0142',
};

const field = {
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  lookingTo: (canvas: Canvas) => canvas.getByRole('combobox', { name: "I'm looking to" }),
  timeline: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Ideal timeline' }),
  budget: (canvas: Canvas) => canvas.queryByRole('combobox', { name: 'Budget range' }),
  area: (canvas: Canvas) => canvas.queryByRole('textbox', { name: 'Preferred area(s) / neighborhoods' }),
  notes: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Additional details or questions' }),
  consent: (canvas: Canvas) =>
    canvas.getByRole('checkbox', { name: 'I agree to receive texts/emails about my inquiry' }),
};

/** Types the visitor's contact details and answers the two required questions. */
async function fillRequiredFields(canvas: Canvas) {
  await userEvent.type(field.name(canvas), visitor.name);
  await userEvent.type(field.email(canvas), visitor.email);
  await userEvent.type(field.phone(canvas), visitor.phone);
  await userEvent.selectOptions(field.lookingTo(canvas), 'Buy a Home');
  await userEvent.selectOptions(field.timeline(canvas), '3-6 months');
}

const meta = {
  title: 'Forms/InquiryForm',
  component: InquiryForm,
  args: { onSubmit: fn(async () => {}), successText: SUCCESS },
  argTypes: { variant: { control: 'inline-radio', options: INQUIRY_VARIANTS } },
  decorators: [
    (Story) => (
      <Container width="formCard">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact: only the required fields, the notes and consent. */
export const Home: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Contact the agent' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(form).toHaveAttribute('novalidate');
    for (const required of [field.name, field.email, field.phone, field.lookingTo, field.timeline]) {
      await expect(required(canvas)).toBeRequired();
    }
    await expect(field.email(canvas)).toHaveAttribute('type', 'email');
    await expect(field.phone(canvas)).toHaveAttribute('type', 'tel');
    await expect(field.lookingTo(canvas)).toHaveDisplayValue('Select an option');
    await expect(field.timeline(canvas)).toHaveDisplayValue('Select timeline');
    await expect(field.notes(canvas)).toHaveAttribute(
      'placeholder',
      'Tell me more about your goals, specific needs, or any questions...',
    );
    await expect(field.consent(canvas)).not.toBeChecked();
    await expect(field.budget(canvas)).not.toBeInTheDocument();
    await expect(field.area(canvas)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  },
};

/** Every field, for the contact page. */
export const Full: Story = {
  args: { variant: 'full', areaPlaceholder: METRO_AREAS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Send a message to the agent' })).toBeVisible();
    await expect(field.budget(canvas)).toHaveDisplayValue('Select budget range');
    await expect(field.budget(canvas)).not.toBeRequired();
    await expect(field.area(canvas)).toHaveAttribute(
      'placeholder',
      'e.g. Royal Oak, Birmingham, Ferndale, Grosse Pointe',
    );
    await expect(field.area(canvas)).not.toBeRequired();
    await expect(field.notes(canvas)).not.toBeRequired();
  },
};

/** Buyer pages: buying is preselected; budget and preferred areas are asked. */
export const Buyer: Story = {
  args: { variant: 'buyer', areaPlaceholder: METRO_AREAS },
  play: async ({ canvas }) => {
    await expect(field.lookingTo(canvas)).toHaveDisplayValue('Buy a Home');
    await expect(field.budget(canvas)).toBeVisible();
    await expect(field.area(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start My Home Search' })).toBeEnabled();
  },
};

/** Seller pages: a home-valuation request that asks where the property is, not a budget. */
export const Seller: Story = {
  args: { variant: 'seller', areaPlaceholder: 'e.g. 1520 Maple Rd, Birmingham or Ferndale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Home valuation request' })).toBeVisible();
    await expect(field.lookingTo(canvas)).toHaveDisplayValue('Sell My Home');
    await expect(canvas.getByRole('textbox', { name: 'Property address or area' })).toBeVisible();
    await expect(field.budget(canvas)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Get My Home Valuation' })).toBeEnabled();
  },
};

/** The mortgage partner's page: a pre-approval request for buyers, with their price range. */
export const Partnership: Story = {
  args: { variant: 'partnership' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Mortgage pre-approval request' })).toBeVisible();
    await expect(field.lookingTo(canvas)).toHaveDisplayValue('Buy a Home');
    await expect(field.budget(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request Pre-Approval' })).toBeEnabled();
  },
};

/** Every variant, generated from the variant list, for design review. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="12">
      {INQUIRY_VARIANTS.map((variant) => (
        <Stack key={variant} gap="4">
          <Heading level={2} size="sm">
            {variant}
          </Heading>
          <InquiryForm {...args} variant={variant} />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const variant of INQUIRY_VARIANTS) {
      await expect(canvas.getByRole('form', { name: INQUIRY_VARIANT_CONFIG[variant].label })).toBeVisible();
    }
  },
};

/** On a listing page the notes start with the property; they start so again after sending. */
export const PrefilledAddress: Story = {
  args: {
    variant: 'buyer',
    areaPlaceholder: METRO_AREAS,
    prefilledAddress: '412 W Lincoln Ave, Royal Oak, MI 48067',
  },
  play: async ({ args, canvas }) => {
    const opening = "I'm interested in 412 W Lincoln Ave, Royal Oak, MI 48067.";
    const notes = field.notes(canvas) as HTMLTextAreaElement;
    await expect(notes.value.slice(0, opening.length)).toBe(opening);

    await fillRequiredFields(canvas);
    await userEvent.type(notes, 'Any HOA fees?');
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Start My Home Search' }));

    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        notes: `${opening} Any HOA fees?`,
      }),
      { honeypot: '' },
    );
    await expect(notes).toHaveValue(`${opening} `);
  },
};

/**
 * Notes that already open with the property (carried over from the prerendered form when the code
 * came) keep that opening once: the visitor and the agent never see it twice.
 */
export const PrefilledAddressCarriedOver: Story = {
  args: {
    variant: 'buyer',
    areaPlaceholder: METRO_AREAS,
    prefilledAddress: '412 W Lincoln Ave, Royal Oak, MI 48067',
    initialValues: {
      notes: "I'm interested in 412 W Lincoln Ave, Royal Oak, MI 48067. Is the garage heated?",
    },
  },
  play: async ({ canvas }) => {
    const notes = field.notes(canvas) as HTMLTextAreaElement;
    await expect(notes).toHaveValue(
      "I'm interested in 412 W Lincoln Ave, Royal Oak, MI 48067. Is the garage heated?",
    );
  },
};

/** Sending without consent shows "Consent Required" and sends nothing. */
export const MissingConsent: Story = {
  play: async ({ args, canvas }) => {
    await fillRequiredFields(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    const notice = await canvas.findByRole('alert');
    await expect(within(notice).getByText('Consent Required')).toBeVisible();
    await expect(within(notice).getByText('Please agree to receive updates to continue')).toBeVisible();
    await expect(field.consent(canvas)).toHaveAccessibleDescription(
      'Consent Required Please agree to receive updates to continue',
    );
    await waitFor(() => expect(field.consent(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending an empty form puts each required field's message beside it and focuses Name. */
export const RequiredFieldErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    const expected = [
      [field.name, 'Please enter your name'],
      [field.email, 'Please enter your email address'],
      [field.phone, 'Please enter your phone number'],
      [field.lookingTo, "Please choose what you're looking to do"],
      [field.timeline, 'Please choose your ideal timeline'],
    ] as const;
    for (const [control, message] of expected) {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(control(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(control(canvas)).toHaveAccessibleDescription(message);
    }
    await expect(field.notes(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field.name(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Sending..." and cannot be pressed again. */
export const Submitting: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await fillRequiredFields(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    await expectSending(canvas, { form: 'Contact the agent', loadingText: 'Sending...' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Delivered: the visitor is thanked, every field is cleared and the thanks has focus. */
export const Success: Story = {
  args: { variant: 'full', areaPlaceholder: METRO_AREAS },
  play: async ({ args, canvas }) => {
    await fillRequiredFields(canvas);
    await userEvent.selectOptions(field.budget(canvas)!, '$300K - $400K');
    await userEvent.type(field.area(canvas)!, 'Ferndale');
    await userEvent.type(field.notes(canvas), 'Near a park, please.');
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    const thanks = await canvas.findByRole('status');
    await expect(thanks.textContent).toBe(SUCCESS);
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'success');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: 'Jordan Ellis',
        email: 'jordan@example.com',
        phone: '248-555-0142',
        lookingTo: 'buy',
        timeline: '3-6',
        budget: '300-400k',
        area: 'Ferndale',
        notes: 'Near a park, please.',
        consent: true,
      },
      { honeypot: '' },
    );
    for (const textbox of canvas.getAllByRole('textbox')) await expect(textbox).toHaveValue('');
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toHaveValue('');
    await expect(field.consent(canvas)).not.toBeChecked();
  },
};

/**
 * The honeypot: a field no person sees, reaches by Tab or hears, which bots fill in. Its value goes
 * to `onSubmit` as `meta.honeypot`, for the server to file the inquiry as spam.
 */
export const Honeypot: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(field.name(canvas)).toHaveFocus();

    await fillRequiredFields(canvas);
    await userEvent.type(trap, 'https://cheap-seo.example');
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: visitor.name }), {
      honeypot: 'https://cheap-seo.example',
    });
  },
};

/** Not delivered: the visitor is told to try again or call, and keeps what they typed. */
export const ServerError: Story = {
  args: {
    onSubmit: failingSubmit('Failed to fetch'),
    fallbackContact: <a href="tel:+12485550123">(248) 555-0123</a>,
  },
  play: async ({ canvas }) => {
    await fillRequiredFields(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent("Your message wasn't sent");
    await expect(notice).toHaveTextContent('Please try again.');
    await expect(within(notice).getByRole('link', { name: '(248) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+12485550123',
    );
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'error');
    await expect(field.name(canvas)).toHaveValue(visitor.name);
    await expect(field.email(canvas)).toHaveValue(visitor.email);
    await expect(field.phone(canvas)).toHaveValue(visitor.phone);
    await expect(field.lookingTo(canvas)).toHaveDisplayValue('Buy a Home');
    await expect(field.timeline(canvas)).toHaveDisplayValue('3-6 months');
    await expect(field.consent(canvas)).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** The server refuses a field: its message appears beside that field, which gets focus. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Please check the highlighted field and try again.', {
        email: "We couldn't deliver mail to this address. Please check it for typos.",
      });
    }),
  },
  play: async ({ canvas }) => {
    await fillRequiredFields(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

    const message = "We couldn't deliver mail to this address. Please check it for typos.";
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field.email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email(canvas)).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check the highlighted field and try again.',
    );
    await expect(field.email(canvas)).toHaveValue(visitor.email);
  },
};
