import { MESSAGES } from '@agent-sites/schemas';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useEffect, useId, useImperativeHandle, useRef, type ForwardedRef, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Button, type ButtonSize } from '../components/Button';
import { Card, type CardVariant } from '../components/Card';
import { Notice } from '../components/Notice';
import { notify } from '../components/Toasts';
import { Heading, Text, type HeadingLevel } from '../components/Typography';
import {
  fieldErrorsOf,
  FormFocus,
  Honeypot,
  isBlank,
  OnInvalidSubmit,
  submitErrorMessage,
  submitMetaOf,
  type FormState,
  type SubmitMeta,
} from './form';
import { CompactFormIntro, CompactFormRoot, FormIntro, FormRoot } from './form.styles';

/**
 * Where a form's send stands, kept in formik's `status` by its submit function: `submitting` once
 * the values passed the schema (so a refused press never shows "Sending..."), then how it ended.
 * A new form, or one reset without a status, has none: it is `idle`.
 */
export type SendStatus = { state: 'submitting' | 'success' } | { state: 'error'; message: string };

/** The form's `SendStatus`, read from formik inside a `FormShell`. */
export function useSendStatus(): SendStatus | undefined {
  return useFormikContext().status as SendStatus | undefined;
}

function stateOf(status: SendStatus | undefined): FormState {
  return status?.state ?? 'idle';
}

interface SubmitOptions<V extends FormikValues> {
  /** The form's schema: the values are cast with it (trimmed, unknown keys dropped) before sending. */
  schema: AnyObjectSchema;
  /** The form's `onSubmit` prop. */
  send: (values: V, meta: SubmitMeta) => Promise<void>;
  /** What the form clears to after a successful send. @default its starting values */
  resetTo?: V;
  /** The failure's message when `send` throws anything but a `SubmitError` with a message. */
  failedText: string;
  /** After the values are kept and the server's field errors placed: tell the visitor. */
  onFailure?: (message: string) => void;
  /** After the form is cleared, with the values as they were sent. */
  onSuccess?: (sent: V) => void;
}

/**
 * The formik `onSubmit` the lead forms share. A failed send keeps every value, puts a
 * `SubmitError`'s field errors next to their fields and records the message; a successful one
 * clears the form.
 */
export function submitHandler<V extends FormikValues>({
  schema,
  send,
  resetTo,
  failedText,
  onFailure,
  onSuccess,
}: SubmitOptions<V>) {
  return async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus({ state: 'submitting' } satisfies SendStatus);
    let sent: V;
    try {
      sent = schema.cast(values, { stripUnknown: true }) as V;
      await send(sent, submitMetaOf(values));
    } catch (error) {
      const message = submitErrorMessage(error, failedText);
      helpers.setErrors(fieldErrorsOf(error) as FormikErrors<V>);
      helpers.setStatus({ state: 'error', message } satisfies SendStatus);
      onFailure?.(message);
      return;
    }
    helpers.resetForm({ values: resetTo, status: { state: 'success' } satisfies SendStatus });
    onSuccess?.(sent);
  };
}

/**
 * Where the browser itself sends a form when JavaScript is off (a plain POST): the address and
 * the hidden fields that go with the values, such as what kind of form it is. With JavaScript on
 * the form's `onSubmit` sends it and the browser's own send never happens.
 */
export interface WebFormPost {
  /** The address the form posts to. */
  action: string;
  /** Hidden fields sent with the values, by name; a list is one field of that name per value. */
  fields: Readonly<Record<string, string | readonly string[]>>;
}

export interface FormShellProps<V extends FormikValues> {
  /** The ref the form component was given: it points at the `<form>`. */
  forwardedRef: ForwardedRef<HTMLFormElement>;
  /** Checks the values before `onSubmit` runs. */
  schema: AnyObjectSchema;
  /** Read when the shell mounts: the form's empty values with its `initialValues` prop over them. */
  initialValues: V;
  /** Formik's submit function, usually a `submitHandler`; it keeps the `SendStatus`. */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** The honeypot field for the server's spam check; a sign-in form is no lead and has none. @default true */
  honeypot?: boolean;
  /** Fields closer together, as in a sidebar. @default false */
  compact?: boolean;
  /** Where the browser sends the form without JavaScript; without it, the form only sends by `onSubmit`. */
  post?: WebFormPost;
  /** The form's name, when no heading names it. */
  'aria-label'?: string;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Goes to the `<form>`. */
  className?: string;
  /** The fields, notices and `SubmitButton`. */
  children: ReactNode;
}

/**
 * What every form of the library is built on: formik with the schema, and a `<form>` that posts,
 * leaves checking to the schema, carries the send's state as `data-state`, keeps focus in the
 * form across a send (`FormFocus`) and holds the honeypot. The form component adds its fields.
 */
export function FormShell<V extends FormikValues>({
  schema,
  initialValues,
  onSubmit,
  ...rest
}: FormShellProps<V>) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <ShellForm<V> {...rest} />
    </Formik>
  );
}

function ShellForm<V extends FormikValues>({
  forwardedRef,
  honeypot = true,
  compact = false,
  post,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: Omit<FormShellProps<V>, 'schema' | 'initialValues' | 'onSubmit'>) {
  const { handleSubmit, handleReset } = useFormikContext<V>();
  const state = stateOf(useSendStatus());
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(forwardedRef, () => formRef.current as HTMLFormElement, []);

  const Root = compact ? CompactFormRoot : FormRoot;
  return (
    <Root
      ref={formRef}
      noValidate
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      data-state={state}
      method={post ? 'post' : undefined}
      action={post?.action}
      onSubmit={handleSubmit}
      onReset={handleReset}
      className={className}
    >
      <FormFocus formRef={formRef} />
      {post &&
        Object.entries(post.fields).flatMap(([name, value]) =>
          (typeof value === 'string' ? [value] : value).map((one, index) => (
            <input key={`${name} ${index}`} type="hidden" name={name} value={one} />
          )),
        )}
      {honeypot && <Honeypot />}
      {children}
    </Root>
  );
}

export interface FormCardProps<V extends FormikValues> extends Omit<
  FormShellProps<V>,
  'aria-label' | 'aria-labelledby'
> {
  /** The card's heading; it names the form. */
  title: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** The card's look. @default 'raised' */
  variant?: CardVariant;
  /** The description's size under a regular heading (a compact card's is always `sm`). */
  descriptionSize?: 'sm';
  /**
   * Shown under the heading in place of the form, while the form cannot be used yet: no field to
   * type into and nothing to send. The card and its heading stay the same elements when the form
   * takes its place.
   */
  standIn?: ReactNode;
}

/**
 * A `FormShell` in a card, under a heading that names it and an optional description. `compact`
 * makes the heading and description small and brings everything closer together.
 */
export function FormCard<V extends FormikValues>({
  title,
  description,
  headingLevel = 2,
  variant,
  descriptionSize,
  className,
  standIn,
  ...shell
}: FormCardProps<V>) {
  const headingId = useId();
  const Intro = shell.compact ? CompactFormIntro : FormIntro;
  return (
    <Card variant={variant} padding="lg" className={className}>
      <Intro>
        <Heading level={headingLevel} size={shell.compact ? 'sm' : 'md'} id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text size={shell.compact ? 'sm' : descriptionSize} tone="muted">
            {description}
          </Text>
        )}
      </Intro>
      {standIn ?? <FormShell {...shell} aria-labelledby={headingId} />}
    </Card>
  );
}

/**
 * The spec's destructive "Please fill in all required fields" after a refused press that left any
 * of `fields` blank: a toast, and the same words as a notice where it stands in the form, which
 * stays until the fields are filled. On a phone the keyboard that opens on the first empty field
 * covers a toast at the bottom of the screen; the notice stays in sight above the fields. The
 * fields' own messages say which. A child of `FormShell`, kept apart so that forms without it do
 * not bundle the toasts.
 */
export function RequiredFieldsWarning<V extends FormikValues>({
  fields,
}: {
  fields: readonly (keyof V & string)[];
}) {
  const { values, submitCount } = useFormikContext<V>();
  const blank = (current: V) => fields.some((name) => isBlank(current[name]));
  const warn = (current: V) => {
    if (blank(current)) notify.error(MESSAGES.requiredFields);
  };
  // A sent form is reset, which sets submitCount back to 0: the notice goes with it.
  const shown = submitCount > 0 && blank(values);
  return (
    <>
      <OnInvalidSubmit onInvalid={warn} />
      {shown && (
        // Not a second alert: the toast has announced it, and focus is on the first empty field.
        <Notice tone="danger" role="note">
          {MESSAGES.requiredFields}
        </Notice>
      )}
    </>
  );
}

/** The form's submit button, full width: disabled and saying `loadingText` while the form sends. */
export function SubmitButton({
  size,
  loadingText,
  children,
}: {
  size?: ButtonSize;
  loadingText: string;
  children: ReactNode;
}) {
  const sending = stateOf(useSendStatus()) === 'submitting';
  return (
    <Button type="submit" size={size} fullWidth loading={sending} loadingText={loadingText}>
      {children}
    </Button>
  );
}

/**
 * How the send ended, shown while the form is in the `on` state; an error shows its message unless
 * `children` say otherwise. It takes focus when it appears, which announces it and keeps keyboard
 * users in the form, unless the server refused a field: `FormFocus` has put focus there.
 */
export function OutcomeNotice({
  on,
  title,
  children,
}: {
  on: 'success' | 'error';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const status = useSendStatus();
  const shown = status?.state === on;
  const message = status?.state === 'error' ? status.message : undefined;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!shown || notice?.closest('form')?.querySelector('[aria-invalid="true"]')) return;
    notice?.focus();
  }, [shown, message]);
  if (!shown) return null;
  return (
    <Notice ref={ref} tabIndex={-1} tone={on === 'success' ? 'success' : 'danger'} title={title}>
      {children ?? message}
    </Notice>
  );
}
