import { FORM_FIELD_LABELS, subscribeSchema, type SubscribeValues } from '@agent-sites/schemas';
import { forwardRef, type ReactNode } from 'react';
import { FormTextField, type SubmitMeta } from '../../internal/form';
import { FormCard, OutcomeNotice, SubmitButton, submitHandler } from '../../internal/form-shell';
import type { CardVariant } from '../Card';
import type { HeadingLevel } from '../Typography';

const EMPTY_VALUES: SubscribeValues = { email: '' };

/** What the form says after `onSubmit` resolves, and when it throws anything but a `SubmitError`. */
export const SUBSCRIBE_TEXT = {
  success: 'Check your inbox to confirm your subscription.',
  failedTitle: "You're not subscribed yet",
  failed: 'Something went wrong while subscribing. Please try again.',
} as const;

export interface SubscribeFormProps {
  /**
   * Subscribes the address; the form never sends anything itself. Resolve when the confirmation
   * email is on its way: the field clears and a notice asks the visitor to check their inbox.
   * Throw when it is not: the address stays and an error notice appears. Throw a `SubmitError`
   * to show its message in that notice and its `fieldErrors` at the field.
   */
  onSubmit: (values: SubscribeValues, meta: SubmitMeta) => Promise<void>;
  /** The heading; it also names the form. @default 'Stay Informed' */
  title?: ReactNode;
  /**
   * A sentence under the heading saying what the visitor will get.
   * @default 'Market updates, new listings and home tips, about once a month.'
   */
  description?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** The card behind the form: `sunken` sits in a sidebar, `raised` stands out. @default 'sunken' */
  variant?: Extract<CardVariant, 'raised' | 'outlined' | 'sunken'>;
  /** Starting values, read when the form mounts. @default {} */
  initialValues?: Partial<SubscribeValues>;
  /** The submit button's label. @default 'Subscribe' */
  submitLabel?: string;
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/**
 * The blog's newsletter sign-up: one email field and "Subscribe". The address is checked with
 * `subscribeSchema`; success and failure show as notices inside the form (no toast), and a
 * failure keeps the address. The form's `data-state` is `idle`, `submitting`, `success` or
 * `error`. The ref points at the `<form>`.
 */
export const SubscribeForm = forwardRef<HTMLFormElement, SubscribeFormProps>(function SubscribeForm(
  {
    onSubmit,
    title = 'Stay Informed',
    description = 'Market updates, new listings and home tips, about once a month.',
    variant = 'sunken',
    initialValues = {},
    submitLabel = 'Subscribe',
    ...card
  },
  ref,
) {
  const submit = submitHandler({
    schema: subscribeSchema,
    send: onSubmit,
    resetTo: EMPTY_VALUES,
    failedText: SUBSCRIBE_TEXT.failed,
  });

  return (
    <FormCard
      {...card}
      title={title}
      description={description}
      variant={variant}
      compact
      forwardedRef={ref}
      schema={subscribeSchema}
      initialValues={{ ...EMPTY_VALUES, ...initialValues }}
      onSubmit={submit}
    >
      <FormTextField
        name="email"
        label={FORM_FIELD_LABELS.subscribe.email}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <OutcomeNotice on="success">{SUBSCRIBE_TEXT.success}</OutcomeNotice>
      <OutcomeNotice on="error" title={SUBSCRIBE_TEXT.failedTitle} />
      <SubmitButton loadingText="Subscribing...">{submitLabel}</SubmitButton>
    </FormCard>
  );
});
