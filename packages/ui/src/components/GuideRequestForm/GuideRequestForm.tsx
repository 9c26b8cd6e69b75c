import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  guideRequestSchema,
  MESSAGES,
  type GuideRequestValues,
} from '@agent-sites/schemas';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { FormPhoneField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormShell, OutcomeNotice, SubmitButton, submitHandler } from '../../internal/form-shell';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { notify } from '../Toasts';
import { FieldColumns } from '../../internal/form.styles';

const LABELS = FORM_FIELD_LABELS.guide;

const EMPTY_VALUES: GuideRequestValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

export interface GuideRequestFormProps {
  /**
   * Sends the guide; the form never sends anything itself. Resolve when the guide is on its way:
   * the form clears, the dialog closes and a toast says "Success!". Throw when it is not: the
   * dialog stays open with the values, and a toast "Error" asks the visitor to try again or
   * contact `agentName`. Throw a `SubmitError` to show its message instead and its `fieldErrors`
   * next to the fields. Receives the values trimmed, as the schema casts them.
   */
  onSubmit: (values: GuideRequestValues, meta: SubmitMeta) => Promise<void>;
  /** Who to contact when sending fails: "...or contact {agentName} directly." */
  agentName: string;
  /** The label of the button that opens the dialog. @default 'Get the Free Guide' */
  triggerLabel?: string;
  /** The trigger's emphasis. @default 'accent' */
  triggerVariant?: ButtonVariant;
  /** @default 'lg' */
  triggerSize?: ButtonSize;
  /** The dialog's heading; it names the dialog and the form. @default 'Get Your Free Guide' */
  title?: ReactNode;
  /**
   * A sentence under the heading, read when the dialog opens.
   * @default "Tell me where to send it and I'll email the guide to you right away."
   */
  description?: ReactNode;
  /** Starting values, read when the form mounts; a successful send clears them. @default {} */
  initialValues?: Partial<GuideRequestValues>;
  /** The submit button's label. @default 'Send Me the Guide' */
  submitLabel?: string;
  /** The message field's example: what a visitor might tell the agent about their plans. @default none */
  messagePlaceholder?: string;
  /** Opens the dialog on arrival, e.g. from a link to the guide. @default false */
  defaultOpen?: boolean;
  /** Goes to the trigger button, the one element of the component in the page flow. */
  className?: string;
}

/**
 * A free-guide request (spec §3-§5): a button that opens a dialog with
 * first and last name, email, and optional phone and message. Shows "Sending Guide..." while
 * `onSubmit` runs; on success the form resets, the dialog closes and a toast confirms; on failure
 * the dialog stays open with the values, an error toast appears, and the same message shows
 * inside the dialog (the page behind a modal dialog is inert, so the toast alone would not be
 * announced). The form's `data-state` is `idle`, `submitting`, `success` or `error`. The ref
 * points at the `<form>`.
 */
export const GuideRequestForm = forwardRef<HTMLFormElement, GuideRequestFormProps>(function GuideRequestForm(
  {
    onSubmit,
    agentName,
    triggerLabel = 'Get the Free Guide',
    triggerVariant = 'accent',
    triggerSize = 'lg',
    title = 'Get Your Free Guide',
    description = "Tell me where to send it and I'll email the guide to you right away.",
    initialValues = {},
    submitLabel = 'Send Me the Guide',
    messagePlaceholder,
    defaultOpen = false,
    className,
  },
  ref,
) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();

  const submit = submitHandler({
    schema: guideRequestSchema,
    send: onSubmit,
    resetTo: EMPTY_VALUES,
    failedText: MESSAGES.guideError.description(agentName),
    onFailure: (message) => notify.error(MESSAGES.guideError.title, message),
    onSuccess: () => {
      setOpen(false);
      notify.success(MESSAGES.guideSuccess.title, MESSAGES.guideSuccess.description);
    },
  });

  return (
    <>
      <Button
        variant={triggerVariant}
        size={triggerSize}
        iconStart="document"
        aria-haspopup="dialog"
        className={className}
        onClick={() => setOpen(true)}
      >
        {triggerLabel}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<span id={titleId}>{title}</span>}
        description={description}
      >
        <FormShell
          forwardedRef={ref}
          schema={guideRequestSchema}
          initialValues={{ ...EMPTY_VALUES, ...initialValues }}
          onSubmit={submit}
          aria-labelledby={titleId}
        >
          <FieldColumns data-from="sm">
            <FormTextField name="firstName" label={LABELS.firstName} required autoComplete="given-name" />
            <FormTextField name="lastName" label={LABELS.lastName} required autoComplete="family-name" />
          </FieldColumns>
          <FormTextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
          <FormPhoneField label={LABELS.phone} placeholder={FORM_TEXT.phonePlaceholder} />
          <FormTextareaField
            name="message"
            label={LABELS.message}
            rows={3}
            placeholder={messagePlaceholder}
          />
          <OutcomeNotice on="error" />
          <SubmitButton size="lg" loadingText={FORM_TEXT.sendingGuide}>
            {submitLabel}
          </SubmitButton>
        </FormShell>
      </Dialog>
    </>
  );
});
