import {
  addDays,
  agentDay,
  FORM_FIELD_LABELS,
  FORM_TEXT,
  TOUR_TIME_OPTIONS,
  TOUR_TYPE_OPTIONS,
  tourDays,
  makeTourRequestSchema,
  VOUCHER_OPTIONS,
  type LookingTo,
  type Option,
  type TourRequestValues,
} from '@agent-sites/schemas';
import { forwardRef, useMemo, type ReactNode } from 'react';
import { Field, Select } from '../Field';
import { FormSelectField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormRadioGroup } from '../../internal/radio-group';
import { FormShell, submitHandler } from '../../internal/form-shell';
import { FieldColumns } from '../../internal/form.styles';
import { LeadCard, type LeadFormCardProps } from '../../internal/lead-card';
import {
  ConsentClosing,
  InquiryRequiredFields,
  LEAD_SEND_FAILED,
  notesAbout,
} from '../../internal/lead-form';

const LABELS = { ...FORM_FIELD_LABELS.inquiry, ...FORM_FIELD_LABELS.tour };

export const TOUR_REQUEST_VARIANTS = ['home', 'rental'] as const;
/** `home`: a home for sale; `rental`: a rental, which also asks about the move-in. */
export type TourRequestVariant = (typeof TOUR_REQUEST_VARIANTS)[number];

/** The form's values: selects and radios start empty, the number of occupants as typed. */
export type TourRequestFormValues = Omit<
  TourRequestValues,
  'lookingTo' | 'timeline' | 'tourTime' | 'tourType' | 'occupants' | 'voucher'
> & {
  lookingTo: TourRequestValues['lookingTo'] | '';
  timeline: TourRequestValues['timeline'] | '';
  tourTime: TourRequestValues['tourTime'] | '';
  tourType: TourRequestValues['tourType'] | '';
  occupants: number | '';
  voucher: TourRequestValues['voucher'] | '';
};

const EMPTY_VALUES: TourRequestFormValues = {
  tourDay: '',
  tourTime: '',
  tourType: 'in-person',
  name: '',
  email: '',
  phone: '',
  lookingTo: '',
  timeline: '',
  moveIn: '',
  occupants: '',
  voucher: '',
  notes: '',
  consent: false,
};

/** What "I'm looking to" starts at: a tour of a home for sale is a purchase, of a rental a rental. */
const LOOKING_TO: Record<TourRequestVariant, LookingTo> = { home: 'buy', rental: 'rent' };

/** How far ahead a move-in date may be chosen, as the schema allows. */
const MOVE_IN_WITHIN_DAYS = 366;

export interface TourRequestFormProps extends LeadFormCardProps {
  /**
   * Delivers the request; the form never sends anything itself. Resolve when it is stored: the
   * form clears (the notes start again with the address) and thanks the visitor. Throw when it is
   * not: the values stay and an error notice appears. Throw a `SubmitError` to show its message
   * there and its `fieldErrors` next to the fields. Receives the values as the schema casts them.
   */
  onSubmit: (values: TourRequestValues, meta: SubmitMeta) => Promise<void>;
  /**
   * `home` for a home for sale; `rental` for a rental, which also asks for the move-in date, the
   * number of occupants and whether the applicant has a housing voucher.
   * @default 'home'
   */
  variant?: TourRequestVariant;
  /**
   * The home to tour: the notes start with "I'm interested in {address}." (once, also when
   * `initialValues.notes` already starts so), and again after a successful send.
   */
  prefilledAddress?: string;
  /**
   * The agent's IANA time zone ("America/Denver"): the days offered and checked are the agent's,
   * wherever the visitor is. The site passes its configured one.
   */
  timeZone: string;
  /**
   * The days a visitor may choose: the agent's today and the six after (`tourDays`). A page
   * rendered ahead of time passes none, so it never offers a "Today" that has passed: it asks for
   * a date instead (a date field), which a form sent without JavaScript sends and the server
   * checks; the browser's render offers the days of the visit.
   * @default tourDays(new Date(), timeZone)
   */
  days?: readonly Option[];
  /** Starting values, read when the form mounts; a day no longer offered is dropped. @default {} */
  initialValues?: Partial<TourRequestFormValues>;
  /** The card's heading; it names the form. @default 'Schedule Your Tour' */
  title?: ReactNode;
  /** The submit button's label. @default 'Request a Tour' */
  submitLabel?: string;
  /** Help under the voucher question of a rental, such as "Section 8 vouchers are accepted." */
  voucherHint?: ReactNode;
  /**
   * A choice of home, for a page of several (a listing card's tour): a "Home to tour" select opens
   * the form, showing `value`; choosing another calls `onChange` and keeps what was typed. The
   * select names the home, so give no `prefilledAddress` with it.
   */
  homeChoice?: HomeChoice;
}

/** The homes a tour request may be for, the one chosen, and what to do when another is chosen. */
export interface HomeChoice {
  /** The homes, each as its value (a listing's slug) and its label (its address). */
  options: readonly Option[];
  /** The chosen home's value. */
  value: string;
  /** Receives the value of the home chosen. */
  onChange: (value: string) => void;
  /** The select's label. @default 'Home to tour' */
  label?: string;
  /** The select's name, which a form sent without JavaScript (`post`) sends the chosen value as. */
  name?: string;
}

/**
 * A tour request (issue 16): the home when there is a choice, the day (one of the next seven), the
 * part of the day and in person or by video first, then the inquiry's contact fields, texts and
 * consent rule (spec §5): name, email, phone, the notes about the home, and consent. It asks
 * neither "I'm looking to" (a home for sale is a purchase, a rental a rental: sent as such) nor a
 * timeline (the day says when). A rental's form also asks about the move-in. It refuses to send without consent ("Consent
 * Required"), shows "Sending..." while `onSubmit` runs, then thanks the visitor with the spec's
 * words or keeps their values and says sending failed. The form's `data-state` is `idle`,
 * `submitting`, `success` or `error`. The ref points at the `<form>`.
 */
export const TourRequestForm = forwardRef<HTMLFormElement, TourRequestFormProps>(function TourRequestForm(
  {
    onSubmit,
    variant = 'home',
    prefilledAddress,
    timeZone,
    days,
    initialValues = {},
    title = 'Schedule Your Tour',
    submitLabel = 'Request a Tour',
    voucherHint,
    homeChoice,
    fallbackContact,
    successText,
    post,
    ...card
  },
  ref,
) {
  const now = new Date();
  const offered = days ?? tourDays(now, timeZone);
  const schema = useMemo(() => makeTourRequestSchema(timeZone), [timeZone]);
  const start: TourRequestFormValues = { ...EMPTY_VALUES, lookingTo: LOOKING_TO[variant], ...initialValues };
  start.notes = notesAbout(prefilledAddress, start.notes);
  if (!offered.some((day) => day.value === start.tourDay)) start.tourDay = '';
  // After a send the form starts afresh, the notes with the address again.
  const reset: TourRequestFormValues = {
    ...EMPTY_VALUES,
    lookingTo: LOOKING_TO[variant],
    notes: notesAbout(prefilledAddress, ''),
  };

  const submit = submitHandler<TourRequestFormValues>({
    schema,
    // The shell casts the values with the schema before sending: the occupants are a number then.
    send: (values, meta) => onSubmit(values as unknown as TourRequestValues, meta),
    resetTo: reset,
    failedText: LEAD_SEND_FAILED.description,
  });
  const today = agentDay(now, timeZone);

  return (
    <LeadCard title={title} {...card}>
      {(titleId) => (
        <FormShell
          key={`${variant}:${prefilledAddress ?? ''}`}
          forwardedRef={ref}
          // "I'm looking to" is not asked but sent (from the variant): a post without JavaScript too.
          post={post && { ...post, fields: { ...post.fields, lookingTo: LOOKING_TO[variant] } }}
          schema={schema}
          initialValues={start}
          onSubmit={submit}
          aria-labelledby={titleId}
        >
          {homeChoice && (
            // Not one of the form's values: the home goes with the request as the page's context.
            <Field label={homeChoice.label ?? 'Home to tour'} required>
              <Select
                name={homeChoice.name}
                options={homeChoice.options}
                value={homeChoice.value}
                onChange={(event) => homeChoice.onChange(event.target.value)}
              />
            </Field>
          )}
          {offered.length > 0 ? (
            <FormSelectField
              name="tourDay"
              label={LABELS.tourDay}
              required
              options={offered}
              placeholder="Choose a day"
            />
          ) : (
            <FormTextField
              name="tourDay"
              label={LABELS.tourDay}
              required
              type="date"
              hint="Today or one of the next six days."
            />
          )}
          <FormRadioGroup name="tourTime" legend={LABELS.tourTime} required options={TOUR_TIME_OPTIONS} />
          <FormRadioGroup name="tourType" legend={LABELS.tourType} required options={TOUR_TYPE_OPTIONS} />
          <FieldColumns>
            <InquiryRequiredFields lookingTo={false} timeline={false} />
            {variant === 'rental' && (
              <>
                <FormTextField
                  name="moveIn"
                  label={LABELS.moveIn}
                  type="date"
                  min={today}
                  max={addDays(today, MOVE_IN_WITHIN_DAYS)}
                />
                <FormTextField
                  name="occupants"
                  label={LABELS.occupants}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={12}
                />
              </>
            )}
          </FieldColumns>
          {variant === 'rental' && (
            <FormRadioGroup
              name="voucher"
              legend={LABELS.voucher}
              options={VOUCHER_OPTIONS}
              hint={voucherHint}
            />
          )}
          <FormTextareaField
            name="notes"
            label={LABELS.notes}
            placeholder={FORM_TEXT.notesPlaceholder}
            rows={4}
          />
          <ConsentClosing
            submitLabel={submitLabel}
            fallbackContact={fallbackContact}
            successText={successText}
          />
        </FormShell>
      )}
    </LeadCard>
  );
});
