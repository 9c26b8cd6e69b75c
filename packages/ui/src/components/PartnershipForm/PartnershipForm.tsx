import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  MESSAGES,
  NEED_HELP_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  partnershipSchema,
  type PartnershipValues,
} from '@agent-sites/schemas';
import { Formik, useFormikContext } from 'formik';
import { forwardRef, useId, useImperativeHandle, useRef, type ReactNode, type RefObject } from 'react';
import {
  FormFocus,
  Honeypot,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  formStateOf,
  isBlank,
  OnInvalidSubmit,
  submitErrorMessage,
  submitHandler,
  type SubmitMeta,
} from '../../internal/form';
import { Button } from '../Button';
import { Card } from '../Card';
import { notify } from '../Toasts';
import { Heading, Text, type HeadingLevel } from '../Typography';
import { FieldColumns, FormIntro, FormRoot } from '../../internal/form.styles';

/** The form's values: the selects start empty, which the schema refuses for "needHelp". */
export type PartnershipFormValues = Omit<PartnershipValues, 'needHelp' | 'timeline'> & {
  needHelp: PartnershipValues['needHelp'] | '';
  timeline: PartnershipValues['timeline'] | '';
};

const LABELS = FORM_FIELD_LABELS.partnership;

const EMPTY_VALUES: PartnershipFormValues = {
  name: '',
  email: '',
  phone: '',
  needHelp: '',
  timeline: '',
  notes: '',
};

/** Shown when `onSubmit` throws anything but a `SubmitError` with a message. */
export const PARTNERSHIP_SEND_FAILED = {
  title: "Your request wasn't sent",
  description: 'Something went wrong while sending. Please try again.',
} as const;

export interface PartnershipFormProps {
  /**
   * Delivers the request; the form never sends anything itself. Resolve when it is stored: a
   * toast says "Partnership request sent!" and the form clears. Throw when it is not: the values
   * stay and an error toast appears. Throw a `SubmitError` to show its message in the toast and
   * its `fieldErrors` next to the fields. Receives the values trimmed, as the schema casts them.
   */
  onSubmit: (values: PartnershipValues, meta: SubmitMeta) => Promise<void>;
  /** The heading of the card; it also names the form. @default 'Connect with a Trusted Partner' */
  title?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * Starting values, read when the form mounts (a partner page can preselect "needHelp"); a
   * successful send clears them.
   * @default {}
   */
  initialValues?: Partial<PartnershipFormValues>;
  /** The submit button's label. @default 'Send Request' */
  submitLabel?: string;
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/**
 * The partner request form of /partnerships (spec §3-§5): name, email, optional phone, what the
 * visitor needs help with, an optional timeline and notes. A submit with a required field empty
 * shows the toast "Please fill in all required fields" and a message next to each field; a valid
 * one shows "Sending Request..." while `onSubmit` runs. The form's `data-state` is `idle`,
 * `submitting`, `success` or `error`. The ref points at the `<form>`.
 */
export const PartnershipForm = forwardRef<HTMLFormElement, PartnershipFormProps>(function PartnershipForm(
  {
    onSubmit,
    title = 'Connect with a Trusted Partner',
    description,
    headingLevel = 2,
    initialValues = {},
    submitLabel = 'Send Request',
    className,
  },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const headingId = useId();

  const submit = submitHandler({
    schema: partnershipSchema,
    send: onSubmit,
    emptyValues: EMPTY_VALUES,
    onFailure: (error) =>
      notify.error(
        PARTNERSHIP_SEND_FAILED.title,
        submitErrorMessage(error, PARTNERSHIP_SEND_FAILED.description),
      ),
    onSuccess: () =>
      notify.success(MESSAGES.partnershipSuccess.title, MESSAGES.partnershipSuccess.description),
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
        validationSchema={partnershipSchema}
        onSubmit={submit}
      >
        <PartnershipFields formRef={formRef} labelledBy={headingId} submitLabel={submitLabel} />
      </Formik>
    </Card>
  );
});

function warnRequired(values: PartnershipFormValues) {
  if (isBlank(values.name) || isBlank(values.email) || isBlank(values.needHelp)) {
    notify.error(MESSAGES.requiredFields);
  }
}

interface PartnershipFieldsProps {
  formRef: RefObject<HTMLFormElement | null>;
  labelledBy: string;
  submitLabel: string;
}

function PartnershipFields({ formRef, labelledBy, submitLabel }: PartnershipFieldsProps) {
  const { handleSubmit, handleReset, isSubmitting, status } = useFormikContext<PartnershipFormValues>();
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
        <FormTextField name="name" label={LABELS.name} required autoComplete="name" />
        <FormTextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
        <FormTextField
          name="phone"
          label={LABELS.phone}
          type="tel"
          autoComplete="tel"
          placeholder={FORM_TEXT.phonePlaceholder}
        />
        <FormSelectField
          name="needHelp"
          label={LABELS.needHelp}
          required
          options={NEED_HELP_OPTIONS}
          placeholder="Select a service"
        />
        <FormSelectField
          name="timeline"
          label={LABELS.timeline}
          options={PARTNERSHIP_TIMELINE_OPTIONS}
          placeholder={FORM_TEXT.timelinePlaceholder}
        />
      </FieldColumns>
      <FormTextareaField
        name="notes"
        label={LABELS.notes}
        rows={4}
        placeholder="Tell us about your move, your loan questions or the work your home needs..."
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={FORM_TEXT.sendingRequest}>
        {submitLabel}
      </Button>
    </FormRoot>
  );
}
