import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  guideRequestSchema,
  MESSAGES,
  type GuideRequestValues,
} from '@agent-sites/schemas';
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
  FormTextareaField,
  FormTextField,
  formStateOf,
  submitErrorMessage,
  submitHandler,
  type SubmitMeta,
} from '../../internal/form';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { notify } from '../Toasts';
import { FieldColumns, FormRoot } from '../../internal/form.styles';

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
  /** The label of the button that opens the dialog. @default 'Get the Free Michigan-to-Florida Guide' */
  triggerLabel?: string;
  /** The trigger's emphasis. @default 'accent' */
  triggerVariant?: ButtonVariant;
  /** @default 'lg' */
  triggerSize?: ButtonSize;
  /** The dialog's heading; it names the dialog and the form. @default 'Get Your Free Michigan-to-Florida Guide' */
  title?: ReactNode;
  /**
   * A sentence under the heading, read when the dialog opens.
   * @default "Tell us where to send it and we'll email the guide to you right away."
   */
  description?: ReactNode;
  /** Starting values, read when the form mounts; a successful send clears them. @default {} */
  initialValues?: Partial<GuideRequestValues>;
  /** The submit button's label. @default 'Send Me the Guide' */
  submitLabel?: string;
  /** Opens the dialog on arrival, e.g. from a link to the guide. @default false */
  defaultOpen?: boolean;
  /** Goes to the trigger button, the one element of the component in the page flow. */
  className?: string;
}

/**
 * The free-guide request of /florida-michigan (spec §3-§5): a button that opens a dialog with
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
    triggerLabel = 'Get the Free Michigan-to-Florida Guide',
    triggerVariant = 'accent',
    triggerSize = 'lg',
    title = 'Get Your Free Michigan-to-Florida Guide',
    description = "Tell us where to send it and we'll email the guide to you right away.",
    initialValues = {},
    submitLabel = 'Send Me the Guide',
    defaultOpen = false,
    className,
  },
  ref,
) {
  const [open, setOpen] = useState(defaultOpen);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const titleId = useId();

  const submit = submitHandler({
    schema: guideRequestSchema,
    send: async (values: GuideRequestValues, meta: SubmitMeta) => {
      setFailure(undefined);
      await onSubmit(values, meta);
    },
    emptyValues: EMPTY_VALUES,
    onFailure: (error) => {
      const message = submitErrorMessage(error, MESSAGES.guideError.description(agentName));
      setFailure(message);
      notify.error(MESSAGES.guideError.title, message);
    },
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
        <Formik
          initialValues={{ ...EMPTY_VALUES, ...initialValues }}
          validationSchema={guideRequestSchema}
          onSubmit={submit}
        >
          <GuideFields formRef={formRef} labelledBy={titleId} submitLabel={submitLabel} failure={failure} />
        </Formik>
      </Dialog>
    </>
  );
});

interface GuideFieldsProps {
  formRef: RefObject<HTMLFormElement | null>;
  labelledBy: string;
  submitLabel: string;
  failure: string | undefined;
}

function GuideFields({ formRef, labelledBy, submitLabel, failure }: GuideFieldsProps) {
  const { handleSubmit, handleReset, isSubmitting, status, errors } = useFormikContext<GuideRequestValues>();
  const showFailure = status === 'error' && failure !== undefined;

  // The submit button was disabled while sending, which drops focus: put it on the message.
  const failureRef = useRef<HTMLDivElement>(null);
  const fieldRefused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (showFailure && !fieldRefused) failureRef.current?.focus();
  }, [showFailure, fieldRefused, failure]);

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
      <FieldColumns data-from="sm">
        <FormTextField name="firstName" label={LABELS.firstName} required autoComplete="given-name" />
        <FormTextField name="lastName" label={LABELS.lastName} required autoComplete="family-name" />
      </FieldColumns>
      <FormTextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
      <FormTextField
        name="phone"
        label={LABELS.phone}
        type="tel"
        autoComplete="tel"
        placeholder={FORM_TEXT.phonePlaceholder}
      />
      <FormTextareaField
        name="message"
        label={LABELS.message}
        rows={3}
        placeholder="e.g. We're thinking of wintering in Naples and keeping our place in Grosse Pointe."
      />
      {showFailure && (
        <Notice ref={failureRef} tabIndex={-1} tone="danger">
          {failure}
        </Notice>
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={FORM_TEXT.sendingGuide}>
        {submitLabel}
      </Button>
    </FormRoot>
  );
}
