import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CONDITION_OPTIONS,
  FORM_FIELD_LABELS,
  formatPrice,
  MESSAGES,
  PRICE_TEXT,
  SELLING_REASON_OPTIONS,
  valuationRequestSchema,
  type ValuationRequestValues,
} from '@agent-sites/schemas';
import { useFormikContext } from 'formik';
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormSelectField, FormTextareaField, FormTextField, type SubmitMeta } from '../../internal/form';
import { FormShell, submitHandler } from '../../internal/form-shell';
import { FieldColumns } from '../../internal/form.styles';
import { LeadCard, type LeadFormCardProps } from '../../internal/lead-card';
import { ConsentClosing, InquiryRequiredFields, LEAD_SEND_FAILED } from '../../internal/lead-form';
import {
  valuationAnswer,
  type ClosedSale,
  type PriceRange,
  type ValuationAnswer,
  type ValuationArea,
} from '../../rules/valuation';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { ReplyActions } from '../ReplyActions';
import { Heading, Text, type HeadingLevel } from '../Typography';
import { Confirmation, NextSteps, RangeBox, SaleList } from './ValuationRequestForm.styles';

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
   * The agent's closed sales. Once the visitor has named a city with three or more of them near
   * it, the form shows the range of their prices and the sales it comes from (`valuationAnswer`);
   * with fewer, the nearest of them as a list without any price.
   * @default []
   */
  sales?: readonly ClosedSale[];
  /**
   * The site's table of areas: each city's nearby cities and county, which a range widens through
   * when the city alone has fewer than three sales. Without it a range comes from the city only.
   * @default []
   */
  areas?: readonly ValuationArea[];
  /**
   * What happens after the request, in order, for the confirmation card ("I call you to set up a
   * walkthrough"). The first reply's promise is `successText`.
   * @default []
   */
  nextSteps?: readonly ReactNode[];
  /**
   * The agent's one-tap links on the confirmation card: `name` names them for screen readers
   * ("Call Alex"), `callHref` is a `tel:` link and `textHref` an `sms:` link.
   */
  contact?: { name: string; callHref?: string; textHref?: string };
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
 * A home-valuation request (issues 16 and 26): the property first (its address and city, then
 * bedrooms, bathrooms, condition and why the owner is selling), then who is asking, when they
 * would like to sell, notes and consent (spec §5's rule and notice). While the visitor fills it
 * in, the agent's sales near that city give a price range with the sales listed, or the nearest
 * sales without a number (`sales`, `areas`). Once delivered, a confirmation card takes the form's
 * place: the promise (`successText`), the honest answer for the home, what happens next and
 * one-tap Call and Text (`contact`). The form's `data-state` is `idle`, `submitting` or `error`.
 * The ref points at the `<form>` while it is shown.
 */
export const ValuationRequestForm = forwardRef<HTMLFormElement, ValuationRequestFormProps>(
  function ValuationRequestForm(
    {
      onSubmit,
      sales = [],
      areas = [],
      nextSteps = [],
      contact,
      initialValues = {},
      title = 'Request Your Free Home Valuation',
      submitLabel = 'Get My Home Valuation',
      fallbackContact,
      successText,
      cityPlaceholder,
      post,
      ...card
    },
    ref,
  ) {
    const [sent, setSent] = useState<ValuationRequestValues | null>(null);
    const submit = submitHandler({
      schema: valuationRequestSchema,
      send: onSubmit,
      resetTo: EMPTY_VALUES,
      failedText: LEAD_SEND_FAILED.description,
      // The values as sent, for the confirmation once the form has cleared itself.
      onSuccess: (values: ValuationRequestValues) => setSent(values),
    });
    if (sent)
      return (
        <SentCard
          request={sent}
          answer={valuationAnswer(sales, { city: sent.city, bedrooms: sent.bedrooms }, areas)}
          successText={successText}
          nextSteps={nextSteps}
          contact={contact}
          headingLevel={card.headingLevel ?? 2}
          id={card.id}
          className={card.className}
          onAgain={() => setSent(null)}
        />
      );
    return (
      <LeadCard title={title} {...card}>
        {(titleId) => (
          <FormShell
            forwardedRef={ref}
            post={post}
            schema={valuationRequestSchema}
            initialValues={{ ...EMPTY_VALUES, ...initialValues }}
            onSubmit={submit}
            aria-labelledby={titleId}
          >
            <FormTextField
              name="address"
              label={LABELS.address}
              required
              autoComplete="address-line1"
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
            <LiveAnswer sales={sales} areas={areas} headingLevel={nextLevel(card.headingLevel ?? 2)} />
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

/** "Riverton", "Riverton and Oak Park", "Riverton, Oak Park and Lakeside". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The cities a widened range reached beyond the one typed, in the order its sales came. */
const otherCities = (range: PriceRange): string[] => [
  ...new Set(range.sales.map((sale) => sale.city).filter((city) => city !== range.city)),
];

const COUNT_WORDS = ['None', 'Only one', 'Only two'];

const DISCLAIMER =
  "It is a starting point, not an appraisal: your home's condition, updates and street matter, and my analysis will account for them.";

/** The heading of an answer: where its sales are. */
function answerHeading(answer: ValuationAnswer): string {
  if (answer.kind === 'none') return `No sales of mine near ${answer.city} yet`;
  if (answer.kind === 'nearest') return `My nearest sales to ${answer.city}`;
  const { range } = answer;
  if (range.scope === 'county') return `Recent sales like yours in ${range.county}`;
  return `Recent sales like yours ${range.scope === 'nearby' ? 'near' : 'in'} ${range.city}`;
}

/** How the range was made, saying so when it had to reach beyond the city typed. */
function rangeText(range: PriceRange, bedrooms: string): string {
  const homes = comparedWith(range, bedrooms);
  if (range.scope === 'city')
    return `My ${range.sales.length} most recent sales of ${homes} in ${range.city} closed in this range. ${DISCLAIMER}`;
  const own =
    range.inCity === 0
      ? `None of my recent sales are in ${range.city}`
      : `${COUNT_WORDS[range.inCity] ?? 'Only a few'} of my recent sales ${range.inCity === 1 ? 'is' : 'are'} in ${range.city}, too few for a fair range on their own`;
  const others = listOf(otherCities(range));
  const reach =
    range.scope === 'nearby'
      ? `${own}, so this range ${range.inCity === 0 ? 'comes from my sales in' : 'includes'} nearby ${others}.`
      : `${own}${range.inCity === 0 ? ' and' : ', and'} too few are nearby, so this range reaches across ${range.county}: ${others}.`;
  return `${reach} My ${range.sales.length} nearest sales of ${homes} closed in this range. ${DISCLAIMER}`;
}

const NEAREST_TEXT = (city: string) =>
  `Fewer than three of my recent sales are near ${city}: too few for a fair price range, so I won't guess at one. These are the nearest, and my market analysis will compare your home with every recent sale around your street.`;

const NONE_TEXT = (city: string) =>
  `I haven't closed a sale in or near ${city} recently, so I won't guess at a number. My market analysis will start from the recent sales around your street.`;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Sold August 2026", from the closing day where the listing has one. */
const soldText = (sale: ClosedSale): string | null =>
  sale.closedOn ? `Sold ${MONTH.format(new Date(`${sale.closedOn}T12:00:00Z`))}` : null;

/**
 * An answer for a home: a range with the sales it comes from and their prices; the nearest sales
 * without a price; or that there are none. Never a number from fewer than three sales.
 */
function AnswerPanel({
  answer,
  bedrooms,
  headingLevel,
}: {
  answer: ValuationAnswer;
  bedrooms: string;
  headingLevel: HeadingLevel;
}) {
  const headingId = useId();
  const widened = answer.kind === 'range' && answer.range.scope !== 'city';
  return (
    <RangeBox aria-labelledby={headingId} data-answer={answer.kind}>
      <Heading level={headingLevel} size="sm" id={headingId}>
        {answerHeading(answer)}
      </Heading>
      {answer.kind === 'range' && (
        <Text size="lg" weight="bold">
          {formatPrice(answer.range.low)} to {formatPrice(answer.range.high)}
        </Text>
      )}
      <Text size="sm" tone="muted">
        {answer.kind === 'range'
          ? rangeText(answer.range, bedrooms)
          : answer.kind === 'nearest'
            ? NEAREST_TEXT(answer.city)
            : NONE_TEXT(answer.city)}
      </Text>
      {answer.kind !== 'none' && (
        <SaleList>
          {(answer.kind === 'range' ? answer.range.sales : answer.sales).map((sale) => (
            <li key={`${sale.address}:${sale.city}:${sale.closedPrice}`}>
              <span data-sale-address="">
                {answer.kind === 'range' && !widened ? sale.address : `${sale.address}, ${sale.city}`}
              </span>
              <span>{roomsText(sale)}</span>
              <span data-sale-price="">
                {answer.kind === 'range' ? PRICE_TEXT.closed(sale.closedPrice) : soldText(sale)}
              </span>
            </li>
          ))}
        </SaleList>
      )}
    </RangeBox>
  );
}

/**
 * The answer for the city typed so far, once it has a range or nearest sales: nothing while the
 * city names no place with sales. A polite live region: a screen reader hears it when it appears.
 */
function LiveAnswer({
  sales,
  areas,
  headingLevel,
}: {
  sales: readonly ClosedSale[];
  areas: readonly ValuationArea[];
  headingLevel: HeadingLevel;
}) {
  const { values } = useFormikContext<ValuationRequestFormValues>();
  const answer = valuationAnswer(sales, { city: values.city, bedrooms: values.bedrooms }, areas);
  return (
    <div aria-live="polite">
      {answer && answer.kind !== 'none' && (
        <AnswerPanel answer={answer} bedrooms={values.bedrooms} headingLevel={headingLevel} />
      )}
    </div>
  );
}

/**
 * The confirmation that takes the form's place once the request is stored: the promise, the
 * honest answer for the home, what happens next and one-tap Call and Text. It scrolls into view
 * and its promise takes focus, which announces it.
 */
function SentCard({
  request,
  answer,
  successText,
  nextSteps,
  contact,
  headingLevel,
  id,
  className,
  onAgain,
}: {
  request: ValuationRequestValues;
  answer: ValuationAnswer | undefined;
  successText: ReactNode;
  nextSteps: readonly ReactNode[];
  contact: ValuationRequestFormProps['contact'];
  headingLevel: HeadingLevel;
  id: string | undefined;
  className: string | undefined;
  onAgain: () => void;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const promiseRef = useRef<HTMLDivElement>(null);
  const stepsId = useId();
  useEffect(() => {
    cardRef.current?.scrollIntoView?.({ block: 'start' });
    promiseRef.current?.focus({ preventScroll: true });
  }, []);
  const inner = nextLevel(headingLevel);
  return (
    <LeadCard
      ref={cardRef}
      title="Your valuation request is in"
      headingLevel={headingLevel}
      id={id}
      className={className}
    >
      {(titleId) => (
        <Confirmation aria-labelledby={titleId}>
          <Text tone="muted">
            {request.address}, {request.city}
          </Text>
          <Notice ref={promiseRef} tabIndex={-1} tone="success">
            {successText ?? MESSAGES.inquirySuccess}
          </Notice>
          {answer && <AnswerPanel answer={answer} bedrooms={request.bedrooms} headingLevel={inner} />}
          {nextSteps.length > 0 && (
            <section aria-labelledby={stepsId}>
              <Heading level={inner} size="sm" id={stepsId}>
                What happens next
              </Heading>
              <NextSteps>
                {nextSteps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </NextSteps>
            </section>
          )}
          {contact && (contact.callHref || contact.textHref) && (
            <div>
              <Text weight="semibold">Rather talk now?</Text>
              <ReplyActions name={contact.name} callHref={contact.callHref} textHref={contact.textHref} />
            </div>
          )}
          <div>
            <Button variant="ghost" onClick={onAgain}>
              Request another valuation
            </Button>
          </div>
        </Confirmation>
      )}
    </LeadCard>
  );
}
