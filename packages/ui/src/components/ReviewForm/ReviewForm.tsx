import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  MESSAGES,
  reviewSchema,
  type ReviewValues,
} from '@agent-sites/schemas';
import { Formik, useField, useFormikContext } from 'formik';
import { forwardRef, useId, useImperativeHandle, useRef, type ReactNode, type RefObject } from 'react';
import {
  FormFocus,
  Honeypot,
  FormTextareaField,
  FormTextField,
  formStateOf,
  isBlank,
  OnInvalidSubmit,
  submitErrorMessage,
  useVisibleError,
  submitHandler,
  type SubmitMeta,
} from '../../internal/form';
import { Button } from '../Button';
import { Card } from '../Card';
import { StarRating } from '../StarRating';
import { notify } from '../Toasts';
import { Heading, Text, type HeadingLevel } from '../Typography';
import { FieldColumns, FormIntro, FormRoot } from '../../internal/form.styles';

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
    description,
    headingLevel = 2,
    initialValues = {},
    submitLabel = 'Submit Review',
    className,
  },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const headingId = useId();

  const submit = submitHandler({
    schema: reviewSchema,
    send: onSubmit,
    emptyValues: EMPTY_VALUES,
    onFailure: (error) =>
      notify.error(REVIEW_SEND_FAILED.title, submitErrorMessage(error, REVIEW_SEND_FAILED.description)),
    onSuccess: () => notify.success(MESSAGES.reviewSuccess.title, MESSAGES.reviewSuccess.description),
  });

  return (
    <Card padding="lg" className={className}>
      <FormIntro>
        <Heading level={headingLevel} size="md" id={headingId}>
          {title}
        </Heading>
        {description && <Text tone="muted">{description}</Text>}
      </FormIntro>
      <Formik
        initialValues={{ ...EMPTY_VALUES, ...initialValues }}
        validationSchema={reviewSchema}
        onSubmit={submit}
      >
        <ReviewFields formRef={formRef} labelledBy={headingId} submitLabel={submitLabel} />
      </Formik>
    </Card>
  );
});

function warnRequired(values: ReviewValues) {
  if (isBlank(values.name) || isBlank(values.experience)) notify.error(MESSAGES.requiredFields);
}

interface ReviewFieldsProps {
  formRef: RefObject<HTMLFormElement | null>;
  labelledBy: string;
  submitLabel: string;
}

function ReviewFields({ formRef, labelledBy, submitLabel }: ReviewFieldsProps) {
  const { handleSubmit, handleReset, isSubmitting, status } = useFormikContext<ReviewValues>();
  return (
    <FormRoot
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      data-state={formStateOf({ isSubmitting, status })}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      <FormFocus formRef={formRef} />
      <Honeypot />
      <OnInvalidSubmit onInvalid={warnRequired} />
      <FieldColumns>
        <FormTextField name="name" label={FORM_FIELD_LABELS.review.name} required autoComplete="name" />
        <FormTextField
          name="location"
          label={FORM_FIELD_LABELS.review.location}
          autoComplete="address-level2"
          placeholder="e.g. Royal Oak, MI"
        />
      </FieldColumns>
      <FormTextareaField
        name="experience"
        label={FORM_FIELD_LABELS.review.experience}
        required
        rows={5}
        placeholder="Tell others what it was like to buy or sell with us..."
      />
      <RatingField />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={FORM_TEXT.sending}>
        {submitLabel}
      </Button>
    </FormRoot>
  );
}

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
