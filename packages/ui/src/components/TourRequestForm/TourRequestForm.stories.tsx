import { tourDays } from '@agent-sites/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { TourRequestForm, type TourRequestFormProps } from './TourRequestForm';

type Canvas = ReturnType<typeof within>;

const SUCCESS = "Thank you! I'll respond within 15 minutes. Check your email for next steps.";
const ADDRESS = '2217 Lakeshore Rd, Grosse Pointe Farms, MI 48236';
const OPENING = `I'm interested in ${ADDRESS}.`;

/**
 * The next seven days, as the schema checks them (so a story can send one), under fixed labels:
 * a screenshot of a chosen day must not change with the calendar.
 */
const SAMPLE_DAY_LABELS = [
  'Today, Thu, Nov 26',
  'Tomorrow, Fri, Nov 27',
  'Sat, Nov 28',
  'Sun, Nov 29',
  'Mon, Nov 30',
  'Tue, Dec 1',
  'Wed, Dec 2',
];
/** The sample agent's clock: the stories' days are Metro Detroit's. */
const TIME_ZONE = 'America/Detroit';
const days = tourDays(new Date(), TIME_ZONE).map((day, index) => ({
  ...day,
  label: SAMPLE_DAY_LABELS[index]!,
}));

const visitor = { name: 'Jordan Ellis', email: 'jordan@example.com', phone: '248-555-0142' };

const field = {
  day: (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Day' }),
  time: (canvas: Canvas) => canvas.getByRole('radiogroup', { name: 'Time of day' }),
  type: (canvas: Canvas) => canvas.getByRole('radiogroup', { name: 'How would you like to tour?' }),
  name: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  phone: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone' }),
  notes: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Additional details or questions' }),
  consent: (canvas: Canvas) =>
    canvas.getByRole('checkbox', { name: 'I agree to receive texts/emails about my inquiry' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Request a Tour' }),
};

/** Chooses tomorrow afternoon and types the visitor's details. */
async function fillRequest(canvas: Canvas) {
  await userEvent.selectOptions(field.day(canvas), days[1]!.value);
  await userEvent.click(within(field.time(canvas)).getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }));
  await userEvent.type(field.name(canvas), visitor.name);
  await userEvent.type(field.email(canvas), visitor.email);
  await userEvent.type(field.phone(canvas), visitor.phone);
}

/** Neither "I'm looking to" nor a timeline is asked: the home and the day say both. */
async function expectNoIntentQuestions(canvas: Canvas) {
  await expect(canvas.queryByRole('combobox', { name: "I'm looking to" })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('combobox', { name: 'Ideal timeline' })).not.toBeInTheDocument();
}

const meta = {
  title: 'Forms/TourRequestForm',
  component: TourRequestForm,
  args: {
    onSubmit: fn(async () => {}),
    timeZone: TIME_ZONE,
    successText: SUCCESS,
    days,
    prefilledAddress: ADDRESS,
    description: "Pick a day and a time that suit you and I'll call within 15 minutes to confirm.",
    fallbackContact: <a href="tel:+12485550142">(248) 555-0142</a>,
  },
} satisfies Meta<typeof TourRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A home for sale: the day, the part of the day and how to tour come first, then the name, email
 * and phone; no "I'm looking to" or timeline, and the notes name the home.
 */
export const ListingTour: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Schedule Your Tour' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Schedule Your Tour' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(field.day(canvas)).toHaveDisplayValue('Choose a day');
    await expect(within(field.day(canvas)).getAllByRole('option')).toHaveLength(8);
    for (const name of ['Morning (9 AM - noon)', 'Afternoon (noon - 4 PM)', 'Evening (4 - 7 PM)']) {
      await expect(within(field.time(canvas)).getByRole('radio', { name })).not.toBeChecked();
    }
    await expect(within(field.type(canvas)).getByRole('radio', { name: 'In person' })).toBeChecked();
    for (const required of [field.day, field.name, field.email, field.phone]) {
      await expect(required(canvas)).toBeRequired();
    }
    await expectNoIntentQuestions(canvas);
    await expect(canvas.queryByRole('combobox', { name: 'Home to tour' })).not.toBeInTheDocument();
    await expect(field.notes(canvas)).toHaveValue(`${OPENING} `);
    await expect(canvas.queryByRole('combobox', { name: 'Budget range' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('textbox', { name: 'Preferred area(s) / neighborhoods' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Move-in date')).not.toBeInTheDocument();
    await expect(field.submit(canvas)).toHaveAttribute('type', 'submit');
  },
};

/** The rental flat: renting is preselected, and the move-in, the household and a voucher are asked. */
export const RentalTour: Story = {
  args: {
    variant: 'rental',
    title: 'Schedule a Tour of This Flat',
    prefilledAddress: '11426 Lumpkin Street, Lower Flat, Hamtramck, MI 48212',
    voucherHint: 'Section 8 vouchers are accepted for this flat.',
  },
  play: async ({ args, canvas }) => {
    await expectNoIntentQuestions(canvas);
    const moveIn = canvas.getByLabelText('Move-in date');
    await expect(moveIn).toHaveAttribute('type', 'date');
    await expect(moveIn).not.toBeRequired();
    await expect(canvas.getByRole('spinbutton', { name: 'Number of occupants' })).not.toBeRequired();
    const voucher = canvas.getByRole('radiogroup', { name: 'Housing voucher (Section 8)' });
    await expect(voucher).toHaveAccessibleDescription('Section 8 vouchers are accepted for this flat.');

    await fillRequest(canvas);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Number of occupants' }), '3');
    await userEvent.click(within(voucher).getByRole('radio', { name: 'Yes, I have a housing voucher' }));
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ lookingTo: 'rent', occupants: 3, voucher: 'yes', moveIn: '' }),
      { honeypot: '' },
    );
  },
};

/**
 * Notes that already open with the home (carried over from the prerendered form when the code
 * came) keep that opening once: the visitor and the agent never see it twice.
 */
export const PrefilledAddressCarriedOver: Story = {
  args: { initialValues: { notes: `${OPENING} Is the garage heated?`, tourDay: '2020-01-01' } },
  play: async ({ canvas }) => {
    await expect(field.notes(canvas)).toHaveValue(`${OPENING} Is the garage heated?`);
    // A day carried over from a page rendered long ago is no longer offered: it is dropped.
    await expect(field.day(canvas)).toHaveDisplayValue('Choose a day');
  },
};

/**
 * Rendered ahead of time (before the visit's day is known): no day is offered, so the day is a
 * date, which a form sent without JavaScript posts and the server checks.
 */
export const WithoutDaysYet: Story = {
  args: { days: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
    const day = canvas.getByLabelText(/^Day/);
    await expect(day).toHaveAttribute('type', 'date');
    await expect(day).toHaveAttribute('name', 'tourDay');
    await expect(day).toBeRequired();
    await expect(canvas.getByText('Today or one of the next six days.')).toBeVisible();
  },
};

/** Sending an empty request puts each required field's message beside it and focuses Day. */
export const RequiredFieldErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(field.submit(canvas));

    await expect(await canvas.findByText('Please choose a day in the next week')).toBeVisible();
    await expect(field.day(canvas)).toHaveAccessibleDescription('Please choose a day in the next week');
    await expect(field.time(canvas)).toHaveAccessibleDescription('Please choose a time of day');
    for (const radio of within(field.time(canvas)).getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
    for (const [control, message] of [
      [field.name, 'Please enter your name'],
      [field.email, 'Please enter your email address'],
      [field.phone, 'Please enter your phone number'],
    ] as const) {
      await expect(control(canvas)).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(field.day(canvas)).toHaveFocus());
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
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    await expectSending(canvas, { form: 'Schedule Your Tour', loadingText: 'Sending...' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * Delivered: the visitor is thanked with the spec's words, and the form starts afresh with the
 * home in the notes. `onSubmit` gets the slot and the visitor's answers.
 */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(within(field.type(canvas)).getByRole('radio', { name: 'By video call' }));
    await userEvent.type(field.notes(canvas), 'Is the basement dry?');
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    const thanks = await canvas.findByRole('status');
    await expect(thanks.textContent).toBe(SUCCESS);
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        tourDay: days[1]!.value,
        tourTime: 'afternoon',
        tourType: 'video',
        name: 'Jordan Ellis',
        email: 'jordan@example.com',
        phone: '248-555-0142',
        lookingTo: 'buy',
        timeline: '',
        moveIn: '',
        voucher: '',
        notes: `${OPENING} Is the basement dry?`,
        consent: true,
      },
      { honeypot: '' },
    );
    await expect(field.day(canvas)).toHaveDisplayValue('Choose a day');
    await expect(field.name(canvas)).toHaveValue('');
    await expect(field.notes(canvas)).toHaveValue(`${OPENING} `);
    await expect(within(field.type(canvas)).getByRole('radio', { name: 'In person' })).toBeChecked();
    await expect(field.consent(canvas)).not.toBeChecked();
  },
};

/** Not delivered: the visitor is told to try again or call, and keeps what they chose and typed. */
export const ServerError: Story = {
  args: { onSubmit: failingSubmit('Failed to fetch') },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent("Your message wasn't sent");
    await expect(within(notice).getByRole('link', { name: '(248) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12485550142',
    );
    await expect(field.day(canvas)).toHaveValue(days[1]!.value);
    await expect(
      within(field.time(canvas)).getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }),
    ).toBeChecked();
    await expect(field.name(canvas)).toHaveValue(visitor.name);
    await expect(field.consent(canvas)).toBeChecked();
    await expect(field.submit(canvas)).toBeEnabled();
  },
};

/** The server refuses the day (the form stayed open past the week): its message appears beside it. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Please fill in all required fields', {
        tourDay: 'Please choose a day in the next week',
      });
    }),
  },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));

    await expect(await canvas.findByText('Please choose a day in the next week')).toBeVisible();
    await expect(field.day(canvas)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field.day(canvas)).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};

const HOMES = [
  { value: '1428-maplewood-ave-royal-oak', label: '1428 Maplewood Ave, Royal Oak, MI 48067' },
  { value: '2217-lakeshore-rd-grosse-pointe-farms', label: ADDRESS },
  { value: '615-w-nine-mile-rd-ferndale', label: '615 W Nine Mile Rd, Ferndale, MI 48220' },
];

/** The page's choice of home, kept by the story as a page keeps it (in its address). */
function WithHomeChoice(props: TourRequestFormProps) {
  const [home, setHome] = useState(props.homeChoice?.value ?? HOMES[0]!.value);
  return (
    <TourRequestForm
      {...props}
      homeChoice={{
        options: HOMES,
        name: props.homeChoice?.name,
        value: home,
        onChange: (value) => {
          props.homeChoice?.onChange(value);
          setHome(value);
        },
      }}
    />
  );
}

/**
 * A listing card's tour, on a page of several homes: the form opens on the home the card named,
 * which the visitor can change without losing what they typed; the notes start empty, as the
 * select names the home.
 */
export const ChoosingTheHome: Story = {
  args: {
    prefilledAddress: undefined,
    homeChoice: { options: HOMES, value: HOMES[0]!.value, onChange: fn() },
  },
  render: (args) => <WithHomeChoice {...args} />,
  play: async ({ args, canvas }) => {
    const home = canvas.getByRole('combobox', { name: 'Home to tour' });
    await expect(home).toHaveDisplayValue('1428 Maplewood Ave, Royal Oak, MI 48067');
    await expect(within(home).getAllByRole('option')).toHaveLength(3);
    await expect(field.notes(canvas)).toHaveValue('');
    await expectNoIntentQuestions(canvas);

    await userEvent.type(field.name(canvas), visitor.name);
    await userEvent.selectOptions(home, HOMES[2]!.value);
    await expect(args.homeChoice?.onChange).toHaveBeenCalledWith(HOMES[2]!.value);
    await expect(home).toHaveDisplayValue('615 W Nine Mile Rd, Ferndale, MI 48220');
    await expect(field.name(canvas)).toHaveValue(visitor.name);
  },
};

/**
 * Sent by the browser when JavaScript is off (`post`): the form posts to the address with its
 * hidden fields and the "I'm looking to" it does not ask, and the home's select sends the home chosen under its `name`. With JavaScript on,
 * as here, pressing the button sends through `onSubmit` and the browser's own post never happens.
 */
export const SendsWithoutJavaScript: Story = {
  args: {
    prefilledAddress: undefined,
    homeChoice: { options: HOMES, value: HOMES[0]!.value, onChange: fn(), name: 'listingSlug' },
    post: {
      action: 'https://project.example/functions/v1/submit-lead',
      fields: { kind: 'tour', page: '/listings' },
    },
  },
  render: (args) => <WithHomeChoice {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Schedule Your Tour' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', 'https://project.example/functions/v1/submit-lead');
    const hidden = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    await expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['kind', 'tour'],
      ['page', '/listings'],
      // Not asked, but sent: a tour of a home for sale is a purchase.
      ['lookingTo', 'buy'],
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Home to tour' })).toHaveAttribute(
      'name',
      'listingSlug',
    );
    await fillRequest(canvas);
    await userEvent.click(field.consent(canvas));
    await userEvent.click(field.submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS);
  },
};
