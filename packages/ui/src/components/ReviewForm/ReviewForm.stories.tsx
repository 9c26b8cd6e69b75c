import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { expectSending, failingSubmit, findToast, pendingSubmit, withToaster } from '../../test/form-stories';
import { atPhoneWidth } from '../../test/decorators';
import { ReviewForm } from './ReviewForm';

type Canvas = ReturnType<typeof within>;

const REVIEW = {
  name: 'Dana Whitfield',
  location: 'Royal Oak, MI',
  experience:
    'We sold our Ferndale bungalow in nine days and closed on a ranch in Royal Oak the same month. Every showing and every counteroffer was explained clearly.',
};

async function fillReview(canvas: Canvas, review: Partial<typeof REVIEW> = REVIEW) {
  if (review.name) await userEvent.type(canvas.getByRole('textbox', { name: 'Your Name' }), review.name);
  if (review.location)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Location' }), review.location);
  if (review.experience) {
    // Pasted rather than typed key by key: a paragraph typed one key at a time makes a slow test.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Your Experience' }));
    await userEvent.paste(review.experience);
  }
}

const meta = {
  title: 'Forms/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => {}), locationPlaceholder: 'e.g. Royal Oak, MI' },
  decorators: [withToaster],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as on /reviews: name and experience are required (natively too), the rating starts at 5. */
export const Empty: Story = {
  args: { description: 'Bought or sold with me in Metro Detroit? Tell others what it was like.' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Share Your Experience' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('textbox', { name: 'Your Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Your Experience' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Location' })).not.toBeRequired();
    await expect(canvas.getByRole('group', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

/**
 * A submit with a required field empty: a destructive toast, the same words in the form (a phone's
 * keyboard covers the toast), a message at each field, nothing sent.
 */
export const RequiredFieldsMissing: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await expect(await findToast('Please fill in all required fields')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('note')).toHaveTextContent('Please fill in all required fields');
    const name = canvas.getByRole('textbox', { name: 'Your Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(canvas.getByRole('textbox', { name: 'Your Experience' })).toHaveAccessibleDescription(
      'Please tell me about your experience',
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** At 390 px: the notice stands above the fields, in sight with the first empty field. */
export const RequiredFieldsMissingOnAPhone: Story = {
  ...atPhoneWidth,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await findToast('Please fill in all required fields');
    const note = canvas.getByRole('note');
    const name = canvas.getByRole('textbox', { name: 'Your Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(name.getBoundingClientRect().top);
  },
};

/** Refused, then filled in and sent: the thank-you toast is the only one left, the warning is gone. */
export const SentAfterAWarning: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await findToast('Please fill in all required fields');
    await fillReview(canvas);
    // Filled in, the notice goes: nothing is missing any more.
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await findToast('Thank you for your review!');
    await waitFor(() => expect(within(document.body).queryAllByRole('alert')).toHaveLength(0));
    await expect(within(document.body).getAllByRole('status')).toHaveLength(1);
  },
};

/** Only the experience is missing: the toast and that one message. */
export const ExperienceMissing: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await fillReview(canvas, { name: REVIEW.name, location: REVIEW.location });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await findToast('Please fill in all required fields');
    await expect(canvas.getByText('Please tell me about your experience')).toBeVisible();
    await expect(canvas.queryByText('Please enter your name')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your Experience' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Sending..." and is disabled. */
export const Sending: Story = {
  args: { onSubmit: pendingSubmit() },
  play: async ({ args, canvas }) => {
    await fillReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await expectSending(canvas, { form: 'Share Your Experience', loadingText: 'Sending...' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...REVIEW, rating: 5 }, { honeypot: '' });
  },
};

/** Sent: the thank-you toast, the fields cleared and the rating back to 5. Values arrive trimmed. */
export const Success: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    await fillReview(canvas, { ...REVIEW, name: `  ${REVIEW.name} ` });
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await findToast('Thank you for your review!', 'Your feedback helps others make informed decisions.');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...REVIEW, rating: 4 }, { honeypot: '' });

    await expect(canvas.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Your Experience' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('form', { name: 'Share Your Experience' })).toHaveAttribute(
      'data-state',
      'success',
    );
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    // Focus is back on the button that sent the review, not lost to the page.
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toHaveFocus();
  },
};

/** After a review is sent the form works again from the start: a new empty submit is refused the same way. */
export const AnotherReviewAfterSuccess: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvas }) => {
    const submit = () => userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    const name = canvas.getByRole('textbox', { name: 'Your Name' });

    await submit();
    const firstToast = await findToast('Please fill in all required fields');
    await waitFor(() => expect(name).toHaveFocus());
    // The visitor closes the toast, so the next one is the only one on screen.
    await userEvent.click(within(firstToast).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(within(document.body).queryAllByRole('alert')).toHaveLength(0));

    await fillReview(canvas);
    await submit();
    const thanks = await findToast('Thank you for your review!');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Sent: the form is new again, with no warning left in it.
    await expect(canvas.queryByRole('note')).toBeNull();
    // The visitor closes the thanks too (else it closes itself after a few seconds, and what is
    // on screen at the end would depend on how long the steps took).
    await userEvent.click(within(thanks).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(within(document.body).queryAllByRole('status')).toHaveLength(0));

    await userEvent.click(canvas.getByRole('textbox', { name: 'Location' }));
    await submit();
    await findToast('Please fill in all required fields');
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending failed: an error toast, and everything the visitor wrote is still there. */
export const Failure: Story = {
  args: { onSubmit: failingSubmit() },
  play: async ({ args, canvas }) => {
    await fillReview(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await expect(
      await findToast("Your review wasn't sent", 'Something went wrong while sending. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('textbox', { name: 'Your Name' })).toHaveValue(REVIEW.name);
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue(REVIEW.location);
    await expect(canvas.getByRole('textbox', { name: 'Your Experience' })).toHaveValue(REVIEW.experience);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByRole('form', { name: 'Share Your Experience' })).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};

/** The server refused a field: its message shows next to that field and in the toast. */
export const ServerRefusedField: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Please check the highlighted field.', {
        experience: 'Please keep this under 5000 characters',
      });
    }),
  },
  play: async ({ canvas }) => {
    await fillReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));

    await findToast('Please check the highlighted field.');
    const experience = canvas.getByRole('textbox', { name: 'Your Experience' });
    await expect(experience).toHaveAccessibleDescription('Please keep this under 5000 characters');
    await waitFor(() => expect(experience).toHaveFocus());
    await expect(experience).toHaveValue(REVIEW.experience);
    // Nothing was missing, so no "required fields" toast or notice.
    await expect(within(document.body).queryByText('Please fill in all required fields')).toBeNull();
  },
};

/** Starting values from the page, e.g. a client following a link from a closing email. */
export const Prefilled: Story = {
  args: {
    title: 'How Was Your Closing in Canton?',
    initialValues: { name: 'Marcus Bell', location: 'Canton, MI', rating: 4 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'How Was Your Closing in Canton?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Marcus Bell');
    await expect(canvas.getByRole('textbox', { name: 'Location' })).toHaveValue('Canton, MI');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
