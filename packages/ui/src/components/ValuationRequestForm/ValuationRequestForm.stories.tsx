import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { makeClosedSales } from '../../test/factories';
import { ValuationRequestForm } from './ValuationRequestForm';

type Canvas = ReturnType<typeof within>;

const SUCCESS = "Thank you! I'll respond within 15 minutes. Check your email for next steps.";

const field = {
  address: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Property address' }),
  city: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'City' }),
  bedrooms: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Bedrooms' }),
  bathrooms: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Bathrooms' }),
  condition: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Condition' }),
  reason: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Reason for selling' }),
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  timeline: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'When would you like to sell?' }),
  consent: (canvas: Canvas) =>
    canvas.getByRole('checkbox', { name: 'I agree to receive texts/emails about my inquiry' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Get My Home Valuation' }),
};

const range = (canvas: Canvas) => canvas.queryByRole('region', { name: /^Recent sales like yours/ });

/** Describes a three-bedroom Ferndale bungalow and the owner. */
async function fillRequest(canvas: Canvas) {
  await userEvent.type(field.address(canvas), '2417 Pinecrest Dr');
  await userEvent.type(field.city(canvas), 'Ferndale');
  await userEvent.selectOptions(field.bedrooms(canvas), '3 bedrooms');
  await userEvent.selectOptions(field.bathrooms(canvas), '1.5 baths');
  await userEvent.selectOptions(field.condition(canvas), 'Good, some updates due');
  await userEvent.selectOptions(field.reason(canvas), 'Moving out of the area');
  await userEvent.type(field.name(canvas), 'Renee Kowalski');
  await userEvent.type(field.email(canvas), 'renee@example.com');
  await userEvent.type(field.phone(canvas), '(248) 555-0177');
  await userEvent.selectOptions(field.timeline(canvas), '3-6 months');
}

const meta = {
  title: 'Forms/ValuationRequestForm',
  component: ValuationRequestForm,
  args: {
    onSubmit: fn(async () => {}),
    successText: SUCCESS,
    cityPlaceholder: 'e.g. Ferndale',
    sales: makeClosedSales(),
    description:
      "Share your address and a few details about your home. I'll prepare a market analysis from recent sales near you.",
    fallbackContact: <a href="tel:+12485550142">(248) 555-0142</a>,
  },
} satisfies Meta<typeof ValuationRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The property comes first: its address and city are required, the rest helps the analysis. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Request Your Free Home Valuation' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    const controls = form.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select');
    await expect(controls[0]).toBe(field.address(canvas));
    await expect(controls[1]).toBe(field.city(canvas));
    for (const required of [
      field.address,
      field.city,
      field.name,
      field.email,
      field.phone,
      field.timeline,
    ]) {
      await expect(required(canvas)).toBeRequired();
    }
    for (const optional of [field.bedrooms, field.bathrooms, field.condition, field.reason]) {
      await expect(optional(canvas)).not.toBeRequired();
    }
    await expect(range(canvas)).toBeNull();
    await expect(canvas.queryByText(/\$\d/)).toBeNull();
  },
};

/**
 * A city with three sales of homes with the same bedrooms: the range of their prices, and the
 * sales themselves, appear as the visitor describes the home.
 */
export const RangeFromSameBedrooms: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'ferndale');
    await userEvent.selectOptions(field.bedrooms(canvas), '3 bedrooms');

    const found = await canvas.findByRole('region', { name: 'Recent sales like yours in Ferndale' });
    await expect(found).toHaveTextContent('$268,000 to $301,000');
    await expect(found).toHaveTextContent('My 3 most recent sales of 3-bedroom homes in Ferndale');
    const sales = within(found).getAllByRole('listitem');
    await expect(sales.map((sale) => sale.textContent)).toEqual([
      '2215 Pinecrest Dr3 beds · 1 bathClosed at $268,000',
      '611 W Drayton St3 beds · 1.5 bathsClosed at $301,000',
      '1540 Cambridge Rd3 beds · 2 bathsClosed at $289,900',
    ]);
  },
};

/** Fewer than three with the chosen bedrooms: the range covers all of the city's sales. */
export const RangeFromTheCity: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Ferndale, MI');
    await userEvent.selectOptions(field.bedrooms(canvas), '4 bedrooms');
    const found = await canvas.findByRole('region', { name: 'Recent sales like yours in Ferndale' });
    await expect(found).toHaveTextContent('$268,000 to $352,500');
    await expect(found).toHaveTextContent('My 4 most recent sales of homes in Ferndale');
    await expect(within(found).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Two sales in the city are too few for a price: no range and no number at all. */
export const TooFewSales: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Royal Oak');
    await userEvent.selectOptions(field.bedrooms(canvas), '3 bedrooms');
    await expect(range(canvas)).toBeNull();
    await expect(canvas.queryByText(/\$\d/)).toBeNull();
  },
};

/** Sending an empty request puts each required field's message beside it and focuses the address. */
export const RequiredFieldErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(field.submit(canvas));
    for (const [control, message] of [
      [field.address, "Please enter the property's street address"],
      [field.city, 'Please enter the city'],
      [field.name, 'Please enter your name'],
      [field.email, 'Please enter your email address'],
      [field.phone, 'Please enter your phone number'],
      [field.timeline, 'Please choose your ideal timeline'],
    ] as const) {
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(control(canvas)).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(field.address(canvas)).toHaveFocus());
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
    await expect(within(notice).getByText('Please agree to receive updates to continue')).toBeVisible();
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
    await expectSending(canvas, { form: 'Request Your Free Home Valuation', loadingText: 'Sending...' });
  },
};

/** Delivered: the visitor is thanked with the spec's words and the form is cleared. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    const thanks = await canvas.findByRole('status');
    await expect(thanks.textContent).toBe(SUCCESS);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        address: '2417 Pinecrest Dr',
        city: 'Ferndale',
        bedrooms: '3',
        bathrooms: '1.5',
        condition: 'good',
        reason: 'moving-away',
        name: 'Renee Kowalski',
        email: 'renee@example.com',
        phone: '(248) 555-0177',
        timeline: '3-6',
        notes: '',
        consent: true,
      },
      { honeypot: '' },
    );
    await expect(field.address(canvas)).toHaveValue('');
    await expect(field.city(canvas)).toHaveValue('');
    await expect(range(canvas)).toBeNull();
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
    await expect(field.address(canvas)).toHaveValue('2417 Pinecrest Dr');
    await expect(field.city(canvas)).toHaveValue('Ferndale');
    await expect(range(canvas)).not.toBeNull();
  },
};
