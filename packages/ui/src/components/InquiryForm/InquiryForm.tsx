import {
  BUDGET_OPTIONS,
  FORM_FIELD_LABELS,
  FORM_TEXT,
  inquirySchema,
  type InquiryValues,
  type LookingTo,
} from '@agent-sites/schemas';
import { forwardRef, type ReactNode } from 'react';
import { FormSelectField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormShell, submitHandler, type WebFormPost } from '../../internal/form-shell';
import { FieldColumns } from '../../internal/form.styles';
import {
  ConsentClosing,
  InquiryRequiredFields,
  LEAD_SEND_FAILED,
  notesAbout,
} from '../../internal/lead-form';

const LABELS = FORM_FIELD_LABELS.inquiry;

export const INQUIRY_VARIANTS = ['home', 'full', 'buyer', 'seller', 'partnership'] as const;
export type InquiryVariant = (typeof INQUIRY_VARIANTS)[number];

/**
 * What a variant asks for. Name, email, phone, "I'm looking to", timeline, notes and consent are
 * always shown: they are required, or carry a listing's address.
 */
export interface InquiryVariantConfig {
  /** The form's accessible name when no card title labels it. */
  label: string;
  /** Shows "Budget range". */
  showBudget: boolean;
  /** Shows the area field. */
  showArea: boolean;
  /** The area field's label. */
  areaLabel: string;
  /** The area field's example. */
  areaPlaceholder: string;
  /** "I'm looking to", chosen in advance; `''` leaves it to the visitor. */
  lookingTo: LookingTo | '';
  /** The submit button's label. */
  submitLabel: string;
}

/**
 * Every variant's fields, preselection and wording, in one map: a new variant fails to compile
 * until it is described here.
 * - `home`: compact, for the home and about pages: the required fields, notes and consent.
 * - `full`: every field, for the contact page.
 * - `buyer`: preselects "Buy a Home"; asks for budget and preferred areas.
 * - `seller`: a home-valuation request: preselects "Sell My Home", asks for the property's
 *   address or area instead of a budget.
 * - `partnership`: a mortgage pre-approval request for the partner pages: preselects "Buy a Home"
 *   and asks for the budget (the price range to be pre-approved for).
 */
export const INQUIRY_VARIANT_CONFIG = {
  home: {
    label: 'Contact the agent',
    showBudget: false,
    showArea: false,
    areaLabel: LABELS.area,
    areaPlaceholder: FORM_TEXT.areaPlaceholder,
    lookingTo: '',
    submitLabel: 'Send Message',
  },
  full: {
    label: 'Send a message to the agent',
    showBudget: true,
    showArea: true,
    areaLabel: LABELS.area,
    areaPlaceholder: FORM_TEXT.areaPlaceholder,
    lookingTo: '',
    submitLabel: 'Send Message',
  },
  buyer: {
    label: 'Buyer consultation request',
    showBudget: true,
    showArea: true,
    areaLabel: LABELS.area,
    areaPlaceholder: FORM_TEXT.areaPlaceholder,
    lookingTo: 'buy',
    submitLabel: 'Start My Home Search',
  },
  seller: {
    label: 'Home valuation request',
    showBudget: false,
    showArea: true,
    areaLabel: LABELS.sellerArea,
    areaPlaceholder: 'e.g. 1520 Maple Rd',
    lookingTo: 'sell',
    submitLabel: 'Get My Home Valuation',
  },
  partnership: {
    label: 'Mortgage pre-approval request',
    showBudget: true,
    showArea: false,
    areaLabel: LABELS.area,
    areaPlaceholder: FORM_TEXT.areaPlaceholder,
    lookingTo: 'buy',
    submitLabel: 'Request Pre-Approval',
  },
} as const satisfies Record<InquiryVariant, InquiryVariantConfig>;

const EMPTY_VALUES: InquiryValues = {
  name: '',
  email: '',
  phone: '',
  lookingTo: '',
  timeline: '',
  budget: '',
  area: '',
  notes: '',
  consent: false,
};

export interface InquiryFormProps {
  /**
   * Delivers the inquiry; the form never sends anything itself. Resolve when it is delivered: the
   * form clears and thanks the visitor. Throw when it is not: the values stay and an error notice
   * appears. Throw a `SubmitError` to show its message in that notice and its `fieldErrors` next
   * to the fields. Receives the values trimmed, as the schema casts them.
   */
  onSubmit: (values: InquiryValues, meta: SubmitMeta) => Promise<void>;
  /**
   * Which fields it asks for and what it preselects (see `INQUIRY_VARIANT_CONFIG`): `home` is
   * compact, `full` has every field, `buyer` and `partnership` preselect buying, `seller` is a
   * home-valuation request.
   * @default 'home'
   */
  variant?: InquiryVariant;
  /**
   * The property the visitor is looking at: the notes start with "I'm interested in {address}."
   * (once, also when `initialValues.notes` already starts so), and start so again after a
   * successful send. A new address starts a new form.
   */
  prefilledAddress?: string;
  /**
   * Starting values, applied over the variant's preselection. Read when the form mounts; the form
   * returns to them after a successful send.
   * @default {}
   */
  initialValues?: Partial<InquiryValues>;
  /** The submit button's label. @default the variant's, e.g. "Send Message" */
  submitLabel?: string;
  /** The area field's example, naming places the agent serves. @default the variant's (`INQUIRY_VARIANT_CONFIG`) */
  areaPlaceholder?: string;
  /**
   * The thanks once the inquiry is delivered; the site says the agent's own promise in it.
   * @default MESSAGES.inquirySuccess ("Thank you! I'll be in touch soon. Check your email for next steps.")
   */
  successText?: ReactNode;
  /**
   * Another way to reach the agent, shown when sending fails: "If it keeps happening, call {it}."
   * Usually a phone link.
   */
  fallbackContact?: ReactNode;
  /**
   * Where the browser sends the form when JavaScript is off (a plain POST with these hidden
   * fields); without it the form sends only through `onSubmit`.
   */
  post?: WebFormPost;
  /** The form's accessible name. @default the variant's, e.g. "Contact the agent" */
  'aria-label'?: string;
  /** The id of a visible title that names the form; replaces `aria-label`. */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The inquiry form of spec §3-§5: name, email, phone, what the visitor is looking to do and when,
 * optional budget, area and notes, and consent. Validates with `inquirySchema`, refuses to send
 * without consent ("Consent Required"), shows "Sending..." while `onSubmit` runs, then thanks the
 * visitor or keeps their values and says sending failed. The form's `data-state` is `idle`,
 * `submitting`, `success` or `error`.
 */
export const InquiryForm = forwardRef<HTMLFormElement, InquiryFormProps>(function InquiryForm(
  {
    onSubmit,
    variant = 'home',
    prefilledAddress,
    initialValues = {},
    submitLabel,
    areaPlaceholder,
    successText,
    fallbackContact,
    post,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    className,
  },
  ref,
) {
  const config: InquiryVariantConfig = INQUIRY_VARIANT_CONFIG[variant];

  const start = { ...EMPTY_VALUES, lookingTo: config.lookingTo, ...initialValues };
  start.notes = notesAbout(prefilledAddress, start.notes);

  const submit = submitHandler({
    schema: inquirySchema,
    send: onSubmit,
    failedText: LEAD_SEND_FAILED.description,
  });

  return (
    <FormShell
      key={`${variant}:${prefilledAddress ?? ''}`}
      forwardedRef={ref}
      post={post}
      schema={inquirySchema}
      initialValues={start}
      onSubmit={submit}
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? config.label)}
      aria-labelledby={ariaLabelledBy}
      className={className}
    >
      <FieldColumns>
        <InquiryRequiredFields />
        {config.showBudget && (
          <FormSelectField
            name="budget"
            label={LABELS.budget}
            options={BUDGET_OPTIONS}
            placeholder={FORM_TEXT.budgetPlaceholder}
          />
        )}
        {config.showArea && (
          <FormTextField
            name="area"
            label={config.areaLabel}
            placeholder={areaPlaceholder ?? config.areaPlaceholder}
          />
        )}
      </FieldColumns>
      <FormTextareaField
        name="notes"
        label={LABELS.notes}
        placeholder={FORM_TEXT.notesPlaceholder}
        rows={4}
      />
      <ConsentClosing
        submitLabel={submitLabel ?? config.submitLabel}
        fallbackContact={fallbackContact}
        successText={successText}
      />
    </FormShell>
  );
});
