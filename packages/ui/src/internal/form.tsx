import { useField, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  Checkbox,
  Field,
  Select,
  TextInput,
  Textarea,
  type SelectOption,
  type TextInputProps,
} from '../components/Field';

/**
 * What a form's `onSubmit` throws when the server refuses the submission. `fieldErrors` puts the
 * server's messages next to the fields (the server validates with the same schema); `message`
 * replaces the form's generic error text.
 */
export class SubmitError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'SubmitError';
    this.fieldErrors = fieldErrors;
  }
}

/** Shows a field's error once the visitor has left the field or tried to submit. */
export function useVisibleError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
}

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
}

export function FormTextField({
  name,
  label,
  required,
  markOptional,
  hint,
  type = 'text',
  ...rest
}: BaseFieldProps & { markOptional?: boolean } & Pick<
    TextInputProps,
    'type' | 'inputMode' | 'maxLength' | 'min' | 'max'
  >) {
  const [field] = useField<string>(name);
  return (
    <Field
      label={label}
      required={required}
      markOptional={markOptional}
      hint={hint}
      error={useVisibleError(name)}
    >
      <TextInput type={type} {...field} {...rest} />
    </Field>
  );
}

/** A phone number: the phone keypad and the browser's autofill. */
export function FormPhoneField(props: Omit<BaseFieldProps, 'name' | 'autoComplete'>) {
  return <FormTextField name="phone" type="tel" autoComplete="tel" {...props} />;
}

export function FormTextareaField({
  name,
  label,
  required,
  hint,
  rows,
  ...rest
}: BaseFieldProps & { rows?: number }) {
  const [field] = useField<string>(name);
  return (
    <Field label={label} required={required} hint={hint} error={useVisibleError(name)}>
      <Textarea rows={rows} {...field} {...rest} />
    </Field>
  );
}

export function FormSelectField({
  name,
  label,
  required,
  hint,
  options,
  placeholder,
}: Omit<BaseFieldProps, 'autoComplete'> & { options: readonly SelectOption[] }) {
  const [field] = useField<string>(name);
  return (
    <Field label={label} required={required} hint={hint} error={useVisibleError(name)}>
      <Select options={options} placeholder={placeholder} {...field} />
    </Field>
  );
}

export function FormCheckbox({
  name,
  label,
  showError = true,
}: {
  name: string;
  label: ReactNode;
  showError?: boolean;
}) {
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const error = useVisibleError(name);
  return (
    <Checkbox label={label} {...field} checked={Boolean(checked)} error={showError ? error : undefined} />
  );
}

/**
 * Keeps keyboard and screen reader users in the form across a submission. After an attempt that
 * fails validation, focus moves to the first invalid field, where the message is. While a form
 * sends, its button is disabled and the browser drops focus to the page; when the send ends, focus
 * comes back to the button, so the next Tab continues from the form rather than the top of the page.
 */
export function FormFocus({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    // resetForm() sets submitCount back to 0: start counting again, or the next attempt is missed.
    if (submitCount < handled.current) handled.current = submitCount;
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, formRef]);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    const form = formRef.current;
    if (!finished || !form?.isConnected) return;
    const active = form.ownerDocument.activeElement;
    if (active && active !== form.ownerDocument.body) return;
    form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [isSubmitting, formRef]);
  return null;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof SubmitError ? error.fieldErrors : {};
}

/**
 * Calls `onInvalid` with the values once after each submit attempt that ended with errors: the
 * schema refused the values, or `onSubmit` threw a `SubmitError` with field errors.
 */
export function OnInvalidSubmit<Values>({ onInvalid }: { onInvalid: (values: Values) => void }) {
  const { submitCount, isValid, isSubmitting, values } = useFormikContext<Values>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount < handled.current) handled.current = submitCount;
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    onInvalid(values);
  }, [submitCount, isValid, isSubmitting, values, onInvalid]);
  return null;
}

/** True when a visitor left a value empty (whitespace counts as empty, as the schemas trim). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The message a failed `onSubmit` carries (a `SubmitError`'s), or the form's own `fallback`. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  return error instanceof SubmitError && error.message ? error.message : fallback;
}

/** Where a form is, for its root's `data-state`: forms keep `success`/`error` in formik's status. */
export type FormState = 'idle' | 'submitting' | 'success' | 'error';

export function formStateOf({
  isSubmitting,
  status,
}: {
  isSubmitting: boolean;
  status?: unknown;
}): FormState {
  if (isSubmitting) return 'submitting';
  return status === 'success' || status === 'error' ? status : 'idle';
}

/**
 * The name of every lead form's honeypot: a field people never see or reach, which form-filling
 * bots fill in. The server treats a filled one as spam.
 */
export const HONEYPOT_FIELD = 'website';

/** What a lead form passes to `onSubmit` beside the values: signals for the server's spam checks. */
export interface SubmitMeta {
  /** The honeypot field's value: empty when a person filled in the form. */
  honeypot: string;
}

/** The `SubmitMeta` in a form's values (the honeypot is a formik field like the others). */
export function submitMetaOf(values: FormikValues): SubmitMeta {
  const trap: unknown = values[HONEYPOT_FIELD];
  return { honeypot: typeof trap === 'string' ? trap : '' };
}

const TrapBox = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The honeypot: off screen, hidden from assistive technology and out of the tab order, so only a
 * bot fills it in. A formik field outside the schema: the cast drops it from the values sent, and
 * `submitMetaOf` reads it.
 */
export function Honeypot() {
  const [{ value, ...field }] = useField<string | undefined>(HONEYPOT_FIELD);
  return (
    <TrapBox aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" {...field} value={value ?? ''} tabIndex={-1} autoComplete="off" />
      </label>
    </TrapBox>
  );
}
