import { signInSchema, type SignInValues } from '@agent-sites/schemas';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { FormFocus, FormTextField, formStateOf, submitErrorMessage } from '../../internal/form';
import { FormIntro, FormRoot } from '../../internal/form.styles';
import { Button } from '../Button';
import { Card } from '../Card';
import { Notice } from '../Notice';
import { Heading, Text, type HeadingLevel } from '../Typography';

/** What the form says when `onSubmit` throws anything but a `SubmitError` with a message. */
export const SIGN_IN_FORM_TEXT = {
  failed: 'Signing in did not work. Please try again.',
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
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/**
 * Email and password for the agent's back office, checked with `signInSchema`. A refusal shows as
 * a danger notice inside the form (read out at once, and focused) and keeps the email; the form's
 * `data-state` is `idle`, `submitting` or `error`. The ref points at the `<form>`.
 */
export const SignInForm = forwardRef<HTMLFormElement, SignInFormProps>(function SignInForm(
  { onSubmit, title = 'Sign in', description, headingLevel = 1, initialEmail = '', className },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const headingId = useId();
  const [failure, setFailure] = useState<string>();

  async function submit(values: SignInValues, helpers: FormikHelpers<SignInValues>) {
    setFailure(undefined);
    helpers.setStatus(undefined);
    try {
      await onSubmit(signInSchema.cast(values, { stripUnknown: true }));
    } catch (error) {
      setFailure(submitErrorMessage(error, SIGN_IN_FORM_TEXT.failed));
      helpers.setStatus('error');
      helpers.setFieldValue('password', '', false);
      helpers.setFieldTouched('password', false, false);
    }
  }

  return (
    <Card variant="raised" padding="lg" className={className}>
      <FormIntro>
        <Heading level={headingLevel} size="md" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
      </FormIntro>
      <Formik
        initialValues={{ email: initialEmail, password: '' }}
        validationSchema={signInSchema}
        onSubmit={submit}
      >
        <SignInFields formRef={formRef} labelledBy={headingId} failure={failure} />
      </Formik>
    </Card>
  );
});

interface SignInFieldsProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  labelledBy: string;
  failure: string | undefined;
}

function SignInFields({ formRef, labelledBy, failure }: SignInFieldsProps) {
  const { handleSubmit, isSubmitting, status } = useFormikContext<SignInValues>();
  const state = formStateOf({ isSubmitting, status });

  // The button was disabled while sending, which drops focus: move it to the refusal, which also
  // announces it.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'error') noticeRef.current?.focus();
  }, [state, failure]);

  return (
    <FormRoot
      ref={formRef}
      noValidate
      aria-labelledby={labelledBy}
      data-state={state}
      onSubmit={handleSubmit}
    >
      <FormFocus formRef={formRef} />
      <FormTextField name="email" label="Email" type="email" required autoComplete="username" />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
      {state === 'error' && failure !== undefined && (
        <Notice ref={noticeRef} tabIndex={-1} tone="danger">
          {failure}
        </Notice>
      )}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Signing in...">
        Sign in
      </Button>
    </FormRoot>
  );
}
