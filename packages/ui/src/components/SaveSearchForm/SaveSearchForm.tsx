import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_TEXT,
  savedSearchSchema,
  savedSearchWords,
  type SavedSearchValues,
  type SearchFilters,
} from '@agent-sites/schemas';
import { useFormikContext } from 'formik';
import { forwardRef, type ReactNode } from 'react';
import {
  FormCheckbox,
  FormPhoneField,
  FormSelectField,
  FormTextField,
  type SubmitMeta,
} from '../../internal/form';
import {
  FormCard,
  OutcomeNotice,
  SubmitButton,
  submitHandler,
  type WebFormPost,
} from '../../internal/form-shell';
import type { HeadingLevel } from '../Typography';
import { Text } from '../Typography';

const EMPTY_VALUES: SavedSearchValues = { email: '', phone: '', textsConsent: false, frequency: 'daily' };

/** What the form says when `onSubmit` throws anything but a `SubmitError`. */
export const SAVE_SEARCH_FAILED = {
  title: 'Your search is not saved yet',
  message: 'Something went wrong while saving your search. Please try again.',
} as const;

export interface SaveSearchFormProps {
  /** The listings page's filters being saved; the form says them in plain words. */
  filters: SearchFilters;
  /** Each neighborhood's name as the listings spell it, by slug ("st.-clair-shores" → "St. Clair Shores"). */
  areaNames?: ReadonlyMap<string, string>;
  /**
   * Saves the search; the form never sends anything itself. Resolve when the confirmation email is
   * on its way: the fields clear and "Check your email to confirm" shows. Throw when it is not: the
   * values stay and an error notice appears; a `SubmitError` shows its message and field errors.
   */
  onSubmit: (values: SavedSearchValues, meta: SubmitMeta) => Promise<void>;
  /**
   * `card` beside the results; `empty` in the "No homes match" state, inviting the visitor to hear
   * about the first match. @default 'card'
   */
  variant?: 'card' | 'empty';
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** Starting values, read when the form mounts. @default {} */
  initialValues?: Partial<SavedSearchValues>;
  /**
   * Where the browser posts the form without JavaScript, with its hidden fields (the consent
   * wordings and the filters as the listings page's URL parameters).
   */
  post?: WebFormPost;
  /** Goes to the card around the form, the root element. */
  className?: string;
}

/** The texts' own consent, offered once a phone is typed: texts need their own yes. */
function TextsConsent() {
  const { values } = useFormikContext<SavedSearchValues>();
  if (!values.phone.trim() && !values.textsConsent) return null;
  return <FormCheckbox name="textsConsent" label={SAVED_SEARCH_TEXT.textsConsent} />;
}

/**
 * "Save this search": the filters in plain words, an email, how often (instantly, daily, weekly),
 * and an optional phone with its own consent to texts. Checked with `savedSearchSchema`; the
 * outcome shows inside the form, whose `data-state` is `idle`, `submitting`, `success` or `error`.
 * The sentence beside the button is the consent the server keeps. The ref points at the `<form>`.
 */
export const SaveSearchForm = forwardRef<HTMLFormElement, SaveSearchFormProps>(function SaveSearchForm(
  { filters, areaNames, onSubmit, variant = 'card', initialValues = {}, ...card },
  ref,
) {
  const summary = savedSearchWords(filters, areaNames);
  const submit = submitHandler({
    schema: savedSearchSchema,
    send: onSubmit,
    resetTo: EMPTY_VALUES,
    failedText: SAVE_SEARCH_FAILED.message,
  });
  const description: ReactNode =
    variant === 'empty' ? `Get an email when a home matches: ${summary}.` : summary;

  return (
    <FormCard
      {...card}
      title={variant === 'empty' ? SAVED_SEARCH_TEXT.emptyTitle : SAVED_SEARCH_TEXT.title}
      description={description}
      variant={variant === 'empty' ? 'outlined' : 'sunken'}
      compact
      forwardedRef={ref}
      schema={savedSearchSchema}
      initialValues={{ ...EMPTY_VALUES, ...initialValues }}
      onSubmit={submit}
    >
      <FormTextField
        name="email"
        label="Email address"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormSelectField
        name="frequency"
        label={SAVED_SEARCH_TEXT.frequencyLabel}
        options={SAVED_SEARCH_FREQUENCIES}
      />
      <FormPhoneField label="Phone (optional, for texts)" />
      <TextsConsent />
      <OutcomeNotice on="success" title={SAVED_SEARCH_TEXT.sentTitle}>
        {SAVED_SEARCH_TEXT.sent}
      </OutcomeNotice>
      <OutcomeNotice on="error" title={SAVE_SEARCH_FAILED.title} />
      <Text size="sm" tone="muted">
        {SAVED_SEARCH_TEXT.emailConsent}
      </Text>
      <SubmitButton loadingText={SAVED_SEARCH_TEXT.submitting}>{SAVED_SEARCH_TEXT.submit}</SubmitButton>
    </FormCard>
  );
});
