import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { makeClosedSales, makeValuationAreas } from '../../test/factories';
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

/** The confirmation card that takes the form's place once the request is delivered. */
const confirmation = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Your valuation request is in' });

/** Sends a request for a home in `city`, with the bedrooms given ('' for none). */
async function sendRequest(canvas: Canvas, city: string, bedrooms = '') {
  await userEvent.type(field.address(canvas), '2417 Pinecrest Dr');
  await userEvent.type(field.city(canvas), city);
  if (bedrooms) await userEvent.selectOptions(field.bedrooms(canvas), bedrooms);
  await userEvent.type(field.name(canvas), 'Renee Kowalski');
  await userEvent.type(field.email(canvas), 'renee@example.com');
  await userEvent.type(field.phone(canvas), '(248) 555-0177');
  await userEvent.selectOptions(field.timeline(canvas), '3-6 months');
  await userEvent.click(field.consent(canvas));
  await userEvent.click(field.submit(canvas));
}

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
    areas: makeValuationAreas(),
    nextSteps: [
      'I look up your home and the recent sales around your street.',
      'I call you to hear about updates, and we pick a time for a 30-minute walkthrough.',
      'Within a day of the walkthrough you get my written market analysis by email.',
    ],
    contact: { name: 'Alex', callHref: 'tel:+12485550142', textHref: 'sms:+12485550142' },
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
    // One line of an address: `street-address` is for a multi-line field (HTML's autofill rules).
    await expect(field.address(canvas)).toHaveAttribute('autocomplete', 'address-line1');
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

/**
 * Two sales in the city: the range widens to the nearby cities and says so, naming them and how
 * few were the city's own.
 */
export const RangeFromNearbyCities: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Royal Oak');
    const found = await canvas.findByRole('region', { name: 'Recent sales like yours near Royal Oak' });
    await expect(found).toHaveTextContent('$259,000 to $381,000');
    await expect(found).toHaveTextContent(
      'Only two of my recent sales are in Royal Oak, too few for a fair range on their own, so this range includes nearby Ferndale.',
    );
    const sales = within(found).getAllByRole('listitem');
    await expect(sales).toHaveLength(6);
    await expect(sales[0]).toHaveTextContent('412 W Lincoln Ave, Royal Oak');
    await expect(sales[2]).toHaveTextContent('1120 Woodward Heights, Ferndale');
  },
};

/** Too few in the city and nearby: the range reaches across the county and says so. */
export const RangeFromTheCounty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Bloomfield Hills');
    const found = await canvas.findByRole('region', { name: 'Recent sales like yours in Oakland County' });
    await expect(found).toHaveTextContent(
      'None of my recent sales are in Bloomfield Hills and too few are nearby, so this range reaches across Oakland County: Birmingham, Ferndale and Royal Oak.',
    );
    await expect(within(found).getAllByRole('listitem')).toHaveLength(6);
  },
};

/**
 * Fewer than three sales even across the county: the nearest are listed, with no price and no
 * range at all.
 */
export const NearestSalesOnly: Story = {
  args: {
    sales: [
      {
        address: '409 Penniman Ave',
        city: 'Plymouth',
        bedrooms: 3,
        bathrooms: 2,
        closedPrice: 468000,
        closedOn: '2026-10-02',
      },
      { address: '15840 Ellen Dr', city: 'Livonia', bedrooms: 3, bathrooms: 1.5, closedPrice: 305000 },
      ...makeClosedSales(),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Plymouth');
    await userEvent.selectOptions(field.bedrooms(canvas), '3 bedrooms');
    const found = await canvas.findByRole('region', { name: 'My nearest sales to Plymouth' });
    await expect(found).toHaveTextContent("so I won't guess at one");
    await expect(
      within(found)
        .getAllByRole('listitem')
        .map((sale) => sale.textContent),
    ).toEqual([
      '409 Penniman Ave, Plymouth3 beds · 2 bathsSold October 2026',
      '15840 Ellen Dr, Livonia3 beds · 1.5 baths',
    ]);
    await expect(range(canvas)).toBeNull();
    await expect(canvas.queryByText(/\$\d/)).toBeNull();
  },
};

/** A city with no sales in or around it shows nothing while the visitor types: no number at all. */
export const TooFewSales: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field.city(canvas), 'Detroit');
    await userEvent.selectOptions(field.bedrooms(canvas), '3 bedrooms');
    await expect(range(canvas)).toBeNull();
    await expect(canvas.queryByRole('region', { name: /^My nearest sales/ })).toBeNull();
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

/**
 * Delivered: a confirmation card takes the form's place with the spec's thanks, the range for the
 * home, what happens next and one-tap Call and Text; "Request another valuation" brings back an
 * empty form.
 */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    const card = await confirmation(canvas);
    await expect(card).toHaveTextContent('2417 Pinecrest Dr, Ferndale');
    const thanks = within(card).getByRole('status');
    await expect(thanks.textContent).toBe(SUCCESS);
    await waitFor(() => expect(thanks).toHaveFocus());
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
    await expect(
      within(card).getByRole('region', { name: 'Recent sales like yours in Ferndale' }),
    ).toHaveTextContent('$268,000 to $301,000');
    const steps = within(card).getByRole('region', { name: 'What happens next' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(card).getByRole('link', { name: 'Call Alex' })).toHaveAttribute(
      'href',
      'tel:+12485550142',
    );
    await expect(within(card).getByRole('link', { name: 'Text Alex' })).toHaveAttribute(
      'href',
      'sms:+12485550142',
    );
    await expect(canvas.queryByRole('form')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Request another valuation' }));
    await expect(field.address(canvas)).toHaveValue('');
    await expect(field.city(canvas)).toHaveValue('');
    await expect(range(canvas)).toBeNull();
  },
};

/** Delivered for a city with two nearby sales: the card lists them, and names no price. */
export const SuccessWithNearestSales: Story = {
  args: NearestSalesOnly.args,
  play: async ({ canvas }) => {
    await sendRequest(canvas, 'Plymouth');
    const card = await confirmation(canvas);
    const nearest = within(card).getByRole('region', { name: 'My nearest sales to Plymouth' });
    await expect(within(nearest).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(card).queryByText(/\$\d/)).toBeNull();
    await expect(within(card).getByRole('link', { name: 'Text Alex' })).toBeVisible();
  },
};

/** Delivered for a city with no sales near it: the card says so, and still what happens next. */
export const SuccessWithNoSalesNearby: Story = {
  play: async ({ canvas }) => {
    await sendRequest(canvas, 'Detroit', '3 bedrooms');
    const card = await confirmation(canvas);
    const none = within(card).getByRole('region', { name: 'No sales of mine near Detroit yet' });
    await expect(none).toHaveTextContent("so I won't guess at a number");
    await expect(within(card).queryByText(/\$\d/)).toBeNull();
    await expect(within(card).getByRole('region', { name: 'What happens next' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Call Alex' })).toBeVisible();
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
