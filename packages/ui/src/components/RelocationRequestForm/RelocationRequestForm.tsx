import {
  BUDGET_OPTIONS,
  FORM_FIELD_LABELS,
  HOME_TO_SELL_OPTIONS,
  relocationRequestSchema,
  type RelocationRequestValues,
} from '@agent-sites/schemas';
import { forwardRef, type ReactNode } from 'react';
import { FormSelectField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormShell, submitHandler } from '../../internal/form-shell';
import { FieldColumns } from '../../internal/form.styles';
import { LeadCard, type LeadFormCardProps } from '../../internal/lead-card';
import { ConsentClosing, InquiryRequiredFields, LEAD_SEND_FAILED } from '../../internal/lead-form';
import { Text } from '../Typography';

/** The questions about the move, in the site's words: they name the two places. */
export type RelocationRequestFormLabels = Record<keyof typeof FORM_FIELD_LABELS.relocation, string>;

/** The form's values: the selects start empty. */
export type RelocationRequestFormValues = Omit<
  RelocationRequestValues,
  'homeToSell' | 'budget' | 'timeline'
> & {
  homeToSell: RelocationRequestValues['homeToSell'] | '';
  budget: RelocationRequestValues['budget'] | '';
  timeline: RelocationRequestValues['timeline'] | '';
};

const EMPTY_VALUES: RelocationRequestFormValues = {
  homeToSell: '',
  homeArea: '',
  destination: '',
  budget: '',
  timeline: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  consent: false,
};

export interface RelocationRequestFormProps extends LeadFormCardProps {
  /**
   * Delivers the request; the form never sends anything itself. Resolve when it is stored: the
   * form clears and thanks the visitor. Throw when it is not: the values stay and an error notice
   * appears. Throw a `SubmitError` to show its message there and its `fieldErrors` next to the
   * fields. Receives the values as the schema casts them.
   */
  onSubmit: (values: RelocationRequestValues, meta: SubmitMeta) => Promise<void>;
  /**
   * The questions about the move, naming the places ("Do you have a home to sell in Ohio?"); any
   * left out read as `FORM_FIELD_LABELS.relocation`'s general words.
   * @default {}
   */
  labels?: Partial<RelocationRequestFormLabels>;
  /**
   * The areas the agent helps people move to, offered as choices for "where would you like to
   * live"; a visitor may also answer that they are not sure yet. Without any, the field is text.
   * @default []
   */
  destinations?: readonly string[];
  /** The example in the field for where the home to sell is, such as "e.g. Columbus". @default none */
  homeAreaPlaceholder?: string;
  /**
   * What the law asks the form to say beside it, such as the brokerage of each side of the move;
   * shown above the consent.
   */
  disclosure?: ReactNode;
  /** Starting values, read when the form mounts; a successful send clears them. @default {} */
  initialValues?: Partial<RelocationRequestFormValues>;
  /** The card's heading; it names the form. @default 'Plan Your Move' */
  title?: ReactNode;
  /** The submit button's label. @default 'Start Planning My Move' */
  submitLabel?: string;
}

/** The choice for a visitor who has not picked an area yet; sent as no area. */
const NOT_SURE = { value: '', label: 'Not sure yet' };

/**
 * A relocation request (issue 26): a move from one market the agent serves to another, with
 * whether there is a home to sell and where, the area the visitor would like to live in, the
 * budget and when, then who is asking, notes and consent (spec §5's rule and notice). The site
 * names the places in `labels` and offers its areas in `destinations`. The form's `data-state` is
 * `idle`, `submitting`, `success` or `error`. The ref points at the `<form>`.
 */
export const RelocationRequestForm = forwardRef<HTMLFormElement, RelocationRequestFormProps>(
  function RelocationRequestForm(
    {
      onSubmit,
      labels: siteLabels = {},
      destinations = [],
      homeAreaPlaceholder,
      disclosure,
      initialValues = {},
      title = 'Plan Your Move',
      submitLabel = 'Start Planning My Move',
      fallbackContact,
      successText,
      post,
      ...card
    },
    ref,
  ) {
    const labels: RelocationRequestFormLabels = { ...FORM_FIELD_LABELS.relocation, ...siteLabels };
    const submit = submitHandler({
      schema: relocationRequestSchema,
      send: onSubmit,
      resetTo: EMPTY_VALUES,
      failedText: LEAD_SEND_FAILED.description,
    });
    return (
      <LeadCard title={title} {...card}>
        {(titleId) => (
          <FormShell
            forwardedRef={ref}
            post={post}
            schema={relocationRequestSchema}
            initialValues={{ ...EMPTY_VALUES, ...initialValues }}
            onSubmit={submit}
            aria-labelledby={titleId}
          >
            <FieldColumns>
              <FormSelectField
                name="homeToSell"
                label={labels.homeToSell}
                required
                options={HOME_TO_SELL_OPTIONS}
                placeholder="Select one"
              />
              <FormTextField
                name="homeArea"
                label={labels.homeArea}
                autoComplete="address-level2"
                placeholder={homeAreaPlaceholder}
              />
              {destinations.length > 0 ? (
                <FormSelectField
                  name="destination"
                  label={labels.destination}
                  options={[NOT_SURE, ...destinations.map((area) => ({ value: area, label: area }))]}
                />
              ) : (
                <FormTextField name="destination" label={labels.destination} />
              )}
              <FormSelectField
                name="budget"
                label={labels.budget}
                options={BUDGET_OPTIONS}
                placeholder="Select a budget"
              />
              <InquiryRequiredFields lookingTo={false} timelineLabel={labels.timeline} />
            </FieldColumns>
            <FormTextareaField
              name="notes"
              label={FORM_FIELD_LABELS.inquiry.notes}
              placeholder="Who is moving, what you want near you, dates that are already fixed..."
              rows={4}
            />
            {disclosure && (
              <Text size="sm" tone="muted" as="div">
                {disclosure}
              </Text>
            )}
            <ConsentClosing
              submitLabel={submitLabel}
              fallbackContact={fallbackContact}
              successText={successText}
            />
          </FormShell>
        )}
      </LeadCard>
    );
  },
);
