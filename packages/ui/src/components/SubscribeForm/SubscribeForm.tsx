import { FORM_FIELD_LABELS, subscribeSchema, type SubscribeValues } from '@agent-sites/schemas';
import { Formik, useFormikContext } from 'formik';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FormFocus,
  Honeypot,
  FormTextField,
  formStateOf,
  submitErrorMessage,
  submitHandler,
  type SubmitMeta,
} from '../../internal/form';
import { Button } from '../Button';
import { Card, type CardVariant } from '../Card';
import { Notice } from '../Notice';
import { Heading, Text, type HeadingLevel } from '../Typography';
import { FormRoot, Intro } from './SubscribeForm.styles';

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
   * @default 'Metro Detroit market updates, new listings and home tips, about once a month.'
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
    description = 'Metro Detroit market updates, new listings and home tips, about once a month.',
    headingLevel = 2,
    variant = 'sunken',
    initialValues = {},
    submitLabel = 'Subscribe',
    className,
  },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const headingId = useId();
  const [failure, setFailure] = useState<string>();

  const submit = submitHandler({
    schema: subscribeSchema,
    send: async (values: SubscribeValues, meta: SubmitMeta) => {
      setFailure(undefined);
      await onSubmit(values, meta);
    },
    emptyValues: EMPTY_VALUES,
    onFailure: (error) => setFailure(submitErrorMessage(error, SUBSCRIBE_TEXT.failed)),
  });

  return (
    <Card variant={variant} padding="lg" className={className}>
      <Intro>
        <Heading level={headingLevel} size="sm" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
      </Intro>
      <Formik
        initialValues={{ ...EMPTY_VALUES, ...initialValues }}
        validationSchema={subscribeSchema}
        onSubmit={submit}
      >
        <SubscribeFields
          formRef={formRef}
          labelledBy={headingId}
          submitLabel={submitLabel}
          failure={failure}
        />
      </Formik>
    </Card>
  );
});

interface SubscribeFieldsProps {
  formRef: RefObject<HTMLFormElement | null>;
  labelledBy: string;
  submitLabel: string;
  failure: string | undefined;
}

function SubscribeFields({ formRef, labelledBy, submitLabel, failure }: SubscribeFieldsProps) {
  const { handleSubmit, handleReset, isSubmitting, status, errors } = useFormikContext<SubscribeValues>();
  const state = formStateOf({ isSubmitting, status });

  // The button was disabled while sending, which drops focus: move it to the outcome, which
  // also announces it. A refused field gets focus from FormFocus instead.
  const noticeRef = useRef<HTMLDivElement>(null);
  const fieldRefused = Object.keys(errors).length > 0;
  useEffect(() => {
    if ((state === 'success' || state === 'error') && !fieldRefused) noticeRef.current?.focus();
  }, [state, fieldRefused, failure]);

  return (
    <FormRoot
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      data-state={state}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      <FormFocus formRef={formRef} />
      <Honeypot />
      <FormTextField
        name="email"
        label={FORM_FIELD_LABELS.subscribe.email}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      {state === 'success' && (
        <Notice ref={noticeRef} tabIndex={-1} tone="success">
          {SUBSCRIBE_TEXT.success}
        </Notice>
      )}
      {state === 'error' && failure !== undefined && (
        <Notice ref={noticeRef} tabIndex={-1} tone="danger" title={SUBSCRIBE_TEXT.failedTitle}>
          {failure}
        </Notice>
      )}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Subscribing...">
        {submitLabel}
      </Button>
    </FormRoot>
  );
}
