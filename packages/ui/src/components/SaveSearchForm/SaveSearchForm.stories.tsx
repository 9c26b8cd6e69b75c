import { EMPTY_FILTERS, SAVED_SEARCH_TEXT } from '@agent-sites/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, pendingSubmit } from '../../test/form-stories';
import { SaveSearchForm } from './SaveSearchForm';

const EMAIL = 'jordan.ellis@example.com';
const { sort: _sort, ...EVERY_HOME } = EMPTY_FILTERS;
const ROYAL_OAK = { ...EVERY_HOME, beds: '3', areas: ['royal-oak'], maxPrice: '450000' } as const;

const meta = {
  title: 'Forms/SaveSearchForm',
  component: SaveSearchForm,
  args: { filters: ROYAL_OAK, onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the results: the search in plain words, an email, how often, an optional phone. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Save this search' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByText('3+ bed homes in Royal Oak under $450,000')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: SAVED_SEARCH_TEXT.frequencyLabel })).toHaveValue(
      'daily',
    );
    await expect(canvas.getByText(SAVED_SEARCH_TEXT.emailConsent)).toBeVisible();
    // Texts are offered once a phone is typed, with their own consent.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Phone (optional, for texts)' }),
      '(248) 555-0142',
    );
    await expect(canvas.getByRole('checkbox', { name: SAVED_SEARCH_TEXT.textsConsent })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit })).toBeEnabled();
  },
};

/** In the "No homes match" state: an invitation to hear about the first match. */
export const EmptyState: Story = {
  args: { variant: 'empty', filters: { ...EVERY_HOME, mode: 'rent', areas: ['ferndale'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: SAVED_SEARCH_TEXT.emptyTitle })).toBeVisible();
    await expect(
      canvas.getByText('Get an email when a home matches: Homes for rent in Ferndale.'),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: SAVED_SEARCH_TEXT.emptyTitle })).toHaveAttribute(
      'data-state',
      'idle',
    );
  },
};

/** A missing address, or texts ticked and the phone cleared, get messages; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, EMAIL);
    const phone = canvas.getByRole('textbox', { name: 'Phone (optional, for texts)' });
    await userEvent.type(phone, '2485550142');
    await userEvent.click(canvas.getByRole('checkbox', { name: SAVED_SEARCH_TEXT.textsConsent }));
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));
    await expect(
      canvas.getByRole('checkbox', { name: SAVED_SEARCH_TEXT.textsConsent }),
    ).toHaveAccessibleDescription('Please enter the phone number to text, or untick the texts');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Saving..." and is disabled. */
export const Submitting: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: SAVED_SEARCH_TEXT.frequencyLabel }),
      'instant',
    );
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));

    await expectSending(canvas, { form: 'Save this search', loadingText: SAVED_SEARCH_TEXT.submitting });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: EMAIL, phone: '', textsConsent: false, frequency: 'instant' },
      { honeypot: '' },
    );
  },
};

/** Saved: "Check your email to confirm", and the fields clear. */
export const Sent: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, EMAIL);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Phone (optional, for texts)' }),
      '(248) 555-0142',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: SAVED_SEARCH_TEXT.textsConsent }));
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));

    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(SAVED_SEARCH_TEXT.sentTitle);
    await expect(notice).toHaveTextContent(SAVED_SEARCH_TEXT.sent);
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(email).toHaveValue('');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: EMAIL, phone: '(248) 555-0142', textsConsent: true, frequency: 'daily' },
      { honeypot: '' },
    );
    await expect(canvas.getByRole('form', { name: 'Save this search' })).toHaveAttribute(
      'data-state',
      'success',
    );
  },
};

/** Saving failed: an error notice, and the values stay to try again. */
export const Failed: Story = {
  args: { onSubmit: failingSubmit() },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));

    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Your search is not saved yet');
    await expect(notice).toHaveTextContent(
      'Something went wrong while saving your search. Please try again.',
    );
    await expect(email).toHaveValue(EMAIL);
    await expect(canvas.getByRole('form', { name: 'Save this search' })).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};

/** The server's own words replace the generic ones. */
export const ServerRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Too many searches saved from your connection. Please try again in 10 minutes.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_SEARCH_TEXT.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many searches saved from your connection. Please try again in 10 minutes.',
    );
  },
};
