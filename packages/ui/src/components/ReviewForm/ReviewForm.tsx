import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  MESSAGES,
  reviewSchema,
  type ReviewValues,
} from '@agent-sites/schemas';
import { useField } from 'formik';
import { forwardRef, type ReactNode } from 'react';
import { FormTextareaField, FormTextField, useVisibleError, type SubmitMeta } from '../../internal/form';
import { FormCard, RequiredFieldsWarning, SubmitButton, submitHandler } from '../../internal/form-shell';
import { StarRating } from '../StarRating';
import { notify } from '../Toasts';
import type { HeadingLevel } from '../Typography';
import { FieldColumns } from '../../internal/form.styles';

const EMPTY_VALUES: ReviewValues = { name: '', location: '', experience: '', rating: 5 };

/** Shown when `onSubmit` throws anything but a `SubmitError` with a message. */
export const REVIEW_SEND_FAILED = {
  title: "Your review wasn't sent",
  description: 'Something went wrong while sending. Please try again.',
} as const;

export interface ReviewFormProps {
  /**
   * Delivers the review; the form never sends anything itself. Resolve when it is stored: the form
   * thanks the visitor with a toast, clears and sets the rating back to 5. Throw when it is not:
   * the values stay and an error toast appears. Throw a `SubmitError` to show its message in the
   * toast and its `fieldErrors` next to the fields. Receives the values trimmed.
   */
  onSubmit: (values: ReviewValues, meta: SubmitMeta) => Promise<void>;
  /** The heading of the card; it also names the form. @default 'Share Your Experience' */
  title?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** Starting values, read when the form mounts; a successful send clears them. @default {} */
  initialValues?: Partial<ReviewValues>;
  /** The submit button's label. @default 'Submit Review' */
  submitLabel?: string;
  /** The location field's example, such as "e.g. Springfield, IL": where the agent's clients live. @default none */
  locationPlaceholder?: string;
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/**
 * The "Share Your Experience" review form (spec §3-§5): name, optional location, the experience
 * and a star rating that starts at 5. A submit with a required field empty shows the toast
 * "Please fill in all required fields" and a message next to each field; a valid one shows
 * "Sending..." while `onSubmit` runs. The form's `data-state` is `idle`, `submitting`, `success`
 * or `error`. The ref points at the `<form>`.
 */
export const ReviewForm = forwardRef<HTMLFormElement, ReviewFormProps>(function ReviewForm(
  {
    onSubmit,
    title = 'Share Your Experience',
    initialValues = {},
    submitLabel = 'Submit Review',
    locationPlaceholder,
    ...card
  },
  ref,
) {
  const submit = submitHandler({
    schema: reviewSchema,
    send: onSubmit,
    resetTo: EMPTY_VALUES,
    failedText: REVIEW_SEND_FAILED.description,
    onFailure: (message) => notify.error(REVIEW_SEND_FAILED.title, message),
    onSuccess: () => notify.success(MESSAGES.reviewSuccess.title, MESSAGES.reviewSuccess.description),
  });

  return (
    <FormCard
      {...card}
      title={title}
      forwardedRef={ref}
      schema={reviewSchema}
      initialValues={{ ...EMPTY_VALUES, ...initialValues }}
      onSubmit={submit}
    >
      <RequiredFieldsWarning<ReviewValues> fields={['name', 'experience']} />
      <FieldColumns>
        <FormTextField name="name" label={FORM_FIELD_LABELS.review.name} required autoComplete="name" />
        <FormTextField
          name="location"
          label={FORM_FIELD_LABELS.review.location}
          autoComplete="address-level2"
          placeholder={locationPlaceholder}
        />
      </FieldColumns>
      <FormTextareaField
        name="experience"
        label={FORM_FIELD_LABELS.review.experience}
        required
        rows={5}
        placeholder="Tell others what it was like to buy or sell with me..."
      />
      <RatingField />
      <SubmitButton size="lg" loadingText={FORM_TEXT.sending}>
        {submitLabel}
      </SubmitButton>
    </FormCard>
  );
});

function RatingField() {
  const [field, , helpers] = useField<number>('rating');
  return (
    <StarRating
      name={field.name}
      label={FORM_FIELD_LABELS.review.rating}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={field.onBlur}
      error={useVisibleError('rating')}
      size="lg"
    />
  );
}
