import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  MESSAGES,
  NEED_HELP_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  partnershipSchema,
  type PartnershipValues,
} from '@agent-sites/schemas';
import { forwardRef, type ReactNode } from 'react';
import {
  FormSelectField,
  FormPhoneField,
  FormTextareaField,
  FormTextField,
  type SubmitMeta,
} from '../../internal/form';
import { FormCard, RequiredFieldsWarning, SubmitButton, submitHandler } from '../../internal/form-shell';
import { notify } from '../Toasts';
import type { HeadingLevel } from '../Typography';
import { FieldColumns } from '../../internal/form.styles';

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
    initialValues = {},
    submitLabel = 'Send Request',
    ...card
  },
  ref,
) {
  const submit = submitHandler({
    schema: partnershipSchema,
    send: onSubmit,
    resetTo: EMPTY_VALUES,
    failedText: PARTNERSHIP_SEND_FAILED.description,
    onFailure: (message) => notify.error(PARTNERSHIP_SEND_FAILED.title, message),
    onSuccess: () =>
      notify.success(MESSAGES.partnershipSuccess.title, MESSAGES.partnershipSuccess.description),
  });

  return (
    <FormCard
      {...card}
      title={title}
      forwardedRef={ref}
      schema={partnershipSchema}
      initialValues={{ ...EMPTY_VALUES, ...initialValues }}
      onSubmit={submit}
    >
      <RequiredFieldsWarning<PartnershipFormValues> fields={['name', 'email', 'needHelp']} />
      <FieldColumns>
        <FormTextField name="name" label={LABELS.name} required autoComplete="name" />
        <FormTextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
        <FormPhoneField label={LABELS.phone} placeholder={FORM_TEXT.phonePlaceholder} />
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
        placeholder="Tell me about your move, your loan questions or the work your home needs..."
      />
      <SubmitButton size="lg" loadingText={FORM_TEXT.sendingRequest}>
        {submitLabel}
      </SubmitButton>
    </FormCard>
  );
});
