import {
  FORM_FIELD_LABELS,
  FORM_TEXT,
  interestedIn,
  LOOKING_TO_OPTIONS,
  MESSAGES,
  TIMELINE_OPTIONS,
} from '@agent-sites/schemas';
import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '../components/Field';
import { Notice } from '../components/Notice';
import { vars } from '../theme/vars';
import { FormPhoneField, FormSelectField, FormTextField } from './form';
import { OutcomeNotice, SubmitButton, useSendStatus } from './form-shell';

/**
 * What the inquiry, tour and valuation forms share: the opening line about a property in the
 * notes, and their closing (consent, the spec's "Consent Required" notice, the thanks or the
 * failure, the button). The card they sit in is `lead-card.tsx`.
 */

/** Shown when `onSubmit` throws anything but a `SubmitError` with a message. */
export const LEAD_SEND_FAILED = {
  title: "Your message wasn't sent",
  description: 'Something went wrong while sending. Please try again.',
} as const;

/**
 * Notes that start with "I'm interested in {address}." (spec §5), once: starting values may hold
 * the opening already (notes carried over from the prerendered form when its code came).
 */
export function notesAbout(address: string | undefined, notes: string): string {
  if (!address) return notes;
  const opening = interestedIn(address);
  return notes.startsWith(opening) ? notes : `${opening} ${notes}`;
}

const LABELS = FORM_FIELD_LABELS.inquiry;

/**
 * The inquiry's required fields (spec §5), for a `FieldColumns`: name, email, phone, "I'm looking
 * to" (unless `lookingTo` is false) and the timeline (unless `timeline` is false), under
 * `timelineLabel`.
 */
export function InquiryRequiredFields({
  lookingTo = true,
  timeline = true,
  timelineLabel = LABELS.timeline,
}: {
  lookingTo?: boolean;
  timeline?: boolean;
  timelineLabel?: string;
}) {
  return (
    <>
      <FormTextField name="name" label={LABELS.name} required autoComplete="name" />
      <FormTextField name="email" label={LABELS.email} type="email" required autoComplete="email" />
      <FormPhoneField label={LABELS.phone} required />
      {lookingTo && (
        <FormSelectField
          name="lookingTo"
          label={LABELS.lookingTo}
          required
          options={LOOKING_TO_OPTIONS}
          placeholder={FORM_TEXT.lookingToPlaceholder}
        />
      )}
      {timeline && (
        <FormSelectField
          name="timeline"
          label={timelineLabel}
          required
          options={TIMELINE_OPTIONS}
          placeholder={FORM_TEXT.timelinePlaceholder}
        />
      )}
    </>
  );
}

const Closing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};

  /* The thanks takes focus only to be announced; it is not a control, so it needs no ring. */
  & [role='status']:focus {
    outline: none;
  }
  & [data-notice-line] + [data-notice-line] {
    margin-top: ${vars.space['1']};
  }
`;

/**
 * Consent, the notices and the button, closer together than the fields above them. Sending
 * without consent shows "Consent Required" (spec §5); a delivered form thanks the visitor with the
 * site's words (`successText`, `MESSAGES.inquirySuccess` by default); a failed one says so and offers `fallbackContact`.
 */
export function ConsentClosing({
  submitLabel,
  fallbackContact,
  successText = MESSAGES.inquirySuccess,
}: {
  submitLabel: string;
  fallbackContact: ReactNode;
  successText?: ReactNode;
}) {
  const { submitCount, errors } = useFormikContext<{ consent: boolean }>();
  const status = useSendStatus();
  const consentNoticeId = useId();
  const consentMissing = submitCount > 0 && Boolean(errors.consent);

  return (
    <Closing>
      <ConsentCheckbox invalid={consentMissing} describedBy={consentMissing ? consentNoticeId : undefined} />
      {consentMissing && (
        <Notice id={consentNoticeId} tone="danger" title={MESSAGES.consentRequired.title}>
          {MESSAGES.consentRequired.description}
        </Notice>
      )}
      <OutcomeNotice on="success">{successText}</OutcomeNotice>
      {status?.state === 'error' && (
        <Notice tone="danger" title={LEAD_SEND_FAILED.title}>
          <p data-notice-line="">{status.message}</p>
          {fallbackContact && <p data-notice-line="">If it keeps happening, call {fallbackContact}.</p>}
        </Notice>
      )}
      <SubmitButton size="lg" loadingText={FORM_TEXT.sending}>
        {submitLabel}
      </SubmitButton>
    </Closing>
  );
}

/**
 * The consent box. Its refusal is the "Consent Required" notice under it rather than a field
 * message, so the box points at the notice and is marked invalid for `FormFocus`.
 */
function ConsentCheckbox({ invalid, describedBy }: { invalid: boolean; describedBy: string | undefined }) {
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name: 'consent', type: 'checkbox' });
  return (
    <Checkbox
      {...field}
      checked={Boolean(checked)}
      label={FORM_TEXT.consentLabel}
      required
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
