import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CONDITION_OPTIONS,
  FORM_FIELD_LABELS,
  formatPrice,
  PRICE_TEXT,
  SELLING_REASON_OPTIONS,
  valuationRequestSchema,
  type ValuationRequestValues,
} from '@agent-sites/schemas';
import { useFormikContext } from 'formik';
import { forwardRef, useId, type ReactNode } from 'react';
import { FormSelectField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormShell, submitHandler } from '../../internal/form-shell';
import { FieldColumns } from '../../internal/form.styles';
import { LeadCard, type LeadFormCardProps } from '../../internal/lead-card';
import { ConsentClosing, InquiryRequiredFields, LEAD_SEND_FAILED } from '../../internal/lead-form';
import { priceRangeFor, type ClosedSale, type PriceRange } from '../../rules/valuation';
import { Heading, Text, type HeadingLevel } from '../Typography';
import { RangeBox, SaleList } from './ValuationRequestForm.styles';

const LABELS = { ...FORM_FIELD_LABELS.inquiry, ...FORM_FIELD_LABELS.valuation };

/** The form's values: the selects start empty. */
export type ValuationRequestFormValues = Omit<
  ValuationRequestValues,
  'bedrooms' | 'bathrooms' | 'condition' | 'reason' | 'timeline'
> & {
  bedrooms: ValuationRequestValues['bedrooms'] | '';
  bathrooms: ValuationRequestValues['bathrooms'] | '';
  condition: ValuationRequestValues['condition'] | '';
  reason: ValuationRequestValues['reason'] | '';
  timeline: ValuationRequestValues['timeline'] | '';
};

const EMPTY_VALUES: ValuationRequestFormValues = {
  address: '',
  city: '',
  bedrooms: '',
  bathrooms: '',
  condition: '',
  reason: '',
  name: '',
  email: '',
  phone: '',
  timeline: '',
  notes: '',
  consent: false,
};

export interface ValuationRequestFormProps extends LeadFormCardProps {
  /**
   * Delivers the request; the form never sends anything itself. Resolve when it is stored: the
   * form clears and thanks the visitor. Throw when it is not: the values stay and an error notice
   * appears. Throw a `SubmitError` to show its message there and its `fieldErrors` next to the
   * fields. Receives the values as the schema casts them.
   */
  onSubmit: (values: ValuationRequestValues, meta: SubmitMeta) => Promise<void>;
  /**
   * The agent's closed sales. Once the visitor has named a city with three or more of them, the
   * form shows the range of their prices and the sales it comes from (`priceRangeFor`); with
   * fewer it shows no number at all.
   * @default []
   */
  sales?: readonly ClosedSale[];
  /** Starting values, read when the form mounts; a successful send clears them. @default {} */
  initialValues?: Partial<ValuationRequestFormValues>;
  /** The card's heading; it names the form. @default 'Request Your Free Home Valuation' */
  title?: ReactNode;
  /** The submit button's label. @default 'Get My Home Valuation' */
  submitLabel?: string;
  /** The city field's example, such as "e.g. Springfield": a city the agent serves. @default none */
  cityPlaceholder?: string;
}

/**
 * A home-valuation request (issue 16): the property first (its address and city, then bedrooms,
 * bathrooms, condition and why the owner is selling), then who is asking, when they would like
 * to sell, notes and consent (spec §5's rule and notice). While the visitor fills it in, the
 * agent's recent sales in that city give a price range with the sales listed (`sales`). The
 * form's `data-state` is `idle`, `submitting`, `success` or `error`. The ref points at the `<form>`.
 */
export const ValuationRequestForm = forwardRef<HTMLFormElement, ValuationRequestFormProps>(
  function ValuationRequestForm(
    {
      onSubmit,
      sales = [],
      initialValues = {},
      title = 'Request Your Free Home Valuation',
      submitLabel = 'Get My Home Valuation',
      fallbackContact,
      successText,
      cityPlaceholder,
      ...card
    },
    ref,
  ) {
    const submit = submitHandler({
      schema: valuationRequestSchema,
      send: onSubmit,
      resetTo: EMPTY_VALUES,
      failedText: LEAD_SEND_FAILED.description,
    });
    return (
      <LeadCard title={title} {...card}>
        {(titleId) => (
          <FormShell
            forwardedRef={ref}
            schema={valuationRequestSchema}
            initialValues={{ ...EMPTY_VALUES, ...initialValues }}
            onSubmit={submit}
            aria-labelledby={titleId}
          >
            <FormTextField
              name="address"
              label={LABELS.address}
              required
              autoComplete="street-address"
              placeholder="e.g. 1520 Maple Rd"
            />
            <FieldColumns>
              <FormTextField
                name="city"
                label={LABELS.city}
                required
                autoComplete="address-level2"
                placeholder={cityPlaceholder}
              />
              <FormSelectField
                name="bedrooms"
                label={LABELS.bedrooms}
                options={BEDROOM_OPTIONS}
                placeholder="Select bedrooms"
              />
              <FormSelectField
                name="bathrooms"
                label={LABELS.bathrooms}
                options={BATHROOM_OPTIONS}
                placeholder="Select bathrooms"
              />
              <FormSelectField
                name="condition"
                label={LABELS.condition}
                options={CONDITION_OPTIONS}
                placeholder="Select condition"
              />
              <FormSelectField
                name="reason"
                label={LABELS.reason}
                options={SELLING_REASON_OPTIONS}
                placeholder="Select a reason"
              />
            </FieldColumns>
            <RecentSales sales={sales} headingLevel={nextLevel(card.headingLevel ?? 2)} />
            <FieldColumns>
              <InquiryRequiredFields lookingTo={false} timelineLabel={LABELS.timeline} />
            </FieldColumns>
            <FormTextareaField
              name="notes"
              label={LABELS.notes}
              placeholder="Updates you've made, what needs work, or anything else I should know..."
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
  },
);

const nextLevel = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

const BEDROOM_WORDS: Record<string, string> = { '5+': '5-or-more-bedroom' };

/** "3-bedroom homes" or "homes": what the range compares the visitor's home with. */
function comparedWith(range: PriceRange, bedrooms: string): string {
  if (range.basis !== 'bedrooms') return 'homes';
  return `${BEDROOM_WORDS[bedrooms] ?? `${bedrooms}-bedroom`} homes`;
}

const roomsText = (sale: ClosedSale): string =>
  [
    sale.bedrooms === null ? null : `${sale.bedrooms} ${sale.bedrooms === 1 ? 'bed' : 'beds'}`,
    sale.bathrooms === null ? null : `${sale.bathrooms} ${sale.bathrooms === 1 ? 'bath' : 'baths'}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The range of the agent's sales like the visitor's home, and those sales, once the city typed
 * has three or more. A polite live region: a screen reader hears the range when it appears.
 */
function RecentSales({ sales, headingLevel }: { sales: readonly ClosedSale[]; headingLevel: HeadingLevel }) {
  const { values } = useFormikContext<ValuationRequestFormValues>();
  const headingId = useId();
  const range = priceRangeFor(sales, { city: values.city, bedrooms: values.bedrooms });
  return (
    <div aria-live="polite">
      {range && (
        <RangeBox aria-labelledby={headingId}>
          <Heading level={headingLevel} size="sm" id={headingId}>
            Recent sales like yours in {range.sales[0]?.city}
          </Heading>
          <Text size="lg" weight="bold">
            {formatPrice(range.low)} to {formatPrice(range.high)}
          </Text>
          <Text size="sm" tone="muted">
            My {range.sales.length} most recent sales of {comparedWith(range, values.bedrooms)} in{' '}
            {range.sales[0]?.city} closed in this range. It is a starting point, not an appraisal: your
            home&apos;s condition, updates and street matter, and my analysis will account for them.
          </Text>
          <SaleList>
            {range.sales.map((sale) => (
              <li key={`${sale.address}:${sale.closedPrice}`}>
                <span data-sale-address="">{sale.address}</span>
                <span>{roomsText(sale)}</span>
                <span data-sale-price="">{PRICE_TEXT.closed(sale.closedPrice)}</span>
              </li>
            ))}
          </SaleList>
        </RangeBox>
      )}
    </div>
  );
}
