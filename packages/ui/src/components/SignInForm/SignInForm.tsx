import { signInSchema, type SignInValues } from '@agent-sites/schemas';
import type { FormikHelpers } from 'formik';
import { forwardRef, type ReactNode } from 'react';
import { FormTextField, submitErrorMessage } from '../../internal/form';
import { FormCard, OutcomeNotice, SubmitButton, type SendStatus } from '../../internal/form-shell';
import { Text, type HeadingLevel } from '../Typography';

export const SIGN_IN_FORM_TEXT = {
  /** What the form says when `onSubmit` throws anything but a `SubmitError` with a message. */
  failed: 'Signing in did not work. Please try again.',
  /** What the card says while `checking`. */
  checking: 'Checking your sign-in…',
} as const;

export interface SignInFormProps {
  /**
   * Signs in; the form never sends anything itself. Resolve once signed in. Throw a
   * `SubmitError` whose message says why not ("That email and password do not match", "Too many
   * attempts"): it appears in a notice above the button and the email stays. The password field
   * is cleared after every refusal.
   */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The heading; it also names the form. @default 'Sign in' */
  title?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** The heading's level in the page outline. @default 1 */
  headingLevel?: HeadingLevel;
  /** The email to start with, e.g. the last one used. @default '' */
  initialEmail?: string;
  /**
   * The page is still finding out whether this device is signed in already: the card shows its
   * heading and "Checking your sign-in…" in place of the fields, so nothing is typed into a form
   * that a sign-in found then takes away. @default false
   */
  checking?: boolean;
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/**
 * Email and password for the agent's back office, checked with `signInSchema`. A refusal shows as
 * a danger notice inside the form (read out at once, and focused) and keeps the email; the form's
 * `data-state` is `idle`, `submitting` or `error`. The ref points at the `<form>` (none while
 * `checking`).
 */
export const SignInForm = forwardRef<HTMLFormElement, SignInFormProps>(function SignInForm(
  { onSubmit, title = 'Sign in', headingLevel = 1, initialEmail = '', checking = false, ...card },
  ref,
) {
  async function submit(values: SignInValues, helpers: FormikHelpers<SignInValues>) {
    helpers.setStatus({ state: 'submitting' } satisfies SendStatus);
    try {
      await onSubmit(signInSchema.cast(values, { stripUnknown: true }));
    } catch (error) {
      const message = submitErrorMessage(error, SIGN_IN_FORM_TEXT.failed);
      helpers.setStatus({ state: 'error', message } satisfies SendStatus);
      helpers.setFieldValue('password', '', false);
      helpers.setFieldTouched('password', false, false);
      return;
    }
    // Signed in: the page moves on; until then the form stays as it is.
    helpers.setStatus(undefined);
  }

  return (
    <FormCard
      {...card}
      title={title}
      headingLevel={headingLevel}
      descriptionSize="sm"
      forwardedRef={ref}
      schema={signInSchema}
      initialValues={{ email: initialEmail, password: '' }}
      onSubmit={submit}
      honeypot={false}
      standIn={checking ? <Text role="status">{SIGN_IN_FORM_TEXT.checking}</Text> : undefined}
    >
      <FormTextField name="email" label="Email" type="email" required autoComplete="username" />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
      <OutcomeNotice on="error" />
      <SubmitButton loadingText="Signing in...">Sign in</SubmitButton>
    </FormCard>
  );
});
