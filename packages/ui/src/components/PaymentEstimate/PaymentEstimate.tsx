import { formatPrice } from '@agent-sites/schemas';
import { forwardRef, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { SmartLink, type LinkComponent } from '../../internal/link';
import { estimatePayment, type PaymentAssumptions } from '../../rules/payment';
import { vars } from '../../theme/vars';
import { Card } from '../Card';
import { DescriptionList } from '../DescriptionList';
import { Stack } from '../Layout';
import { Heading, Text, type HeadingLevel } from '../Typography';

/** Who to ask for a real figure: the site's featured lender. */
export interface PaymentEstimateLender {
  /** The link's words, e.g. "Get pre-approved with Jordan Reyes". */
  label: string;
  href: string;
}

export interface PaymentEstimateProps {
  /** The home's price in dollars. Without a price that can give one, nothing is shown. */
  price: number;
  /** The rate, down payment, term, taxes, insurance and association fee the figures assume. */
  assumptions: PaymentAssumptions;
  /** Where the rate comes from and when, e.g. "30-year fixed, average for November 2026". */
  rateSource?: ReactNode;
  /** The featured lender, for a figure of the visitor's own. */
  lender?: PaymentEstimateLender;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** The heading. @default 'Estimated Monthly Payment' */
  title?: string;
  /** The component that renders in-site links (the lender's profile). */
  linkComponent?: LinkComponent;
  className?: string;
}

const Total = styled.p`
  margin: 0;
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  color: ${vars.color.text.default};

  & span {
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
    color: ${vars.color.text.muted};
  }
`;

const LenderLink = styled(SmartLink)`
  color: ${vars.color.text.link};
  font-weight: ${vars.fontWeight.semibold};
`;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

/**
 * A home's estimated monthly payment (issue 26): the total, then principal and interest, taxes,
 * insurance and the association fee, with every assumption said in words and a link to the
 * featured lender for a figure of the visitor's own. Computed as it renders (`estimatePayment`),
 * so the prerendered page already shows it; a price that cannot give an estimate shows nothing.
 */
export const PaymentEstimate = forwardRef<HTMLElement, PaymentEstimateProps>(function PaymentEstimate(
  {
    price,
    assumptions,
    rateSource,
    lender,
    headingLevel = 2,
    title = 'Estimated Monthly Payment',
    linkComponent,
    className,
  },
  ref,
) {
  const headingId = useId();
  const parts = estimatePayment(price, assumptions);
  if (!parts) return null;
  const { ratePercent, downPaymentPercent, termYears = 30, taxRatePercent, insurancePerYear } = assumptions;
  return (
    <Card
      ref={ref as React.Ref<HTMLDivElement>}
      as="section"
      aria-labelledby={headingId}
      variant="sunken"
      padding="md"
      className={className}
    >
      <Stack gap="3">
        <Heading level={headingLevel} size="md" id={headingId}>
          {title}
        </Heading>
        <Total>
          {formatPrice(parts.total)} <span>a month</span>
        </Total>
        <DescriptionList
          items={[
            { term: 'Principal and interest', description: formatPrice(parts.principalAndInterest) },
            { term: 'Property taxes', description: formatPrice(parts.taxes) },
            { term: "Homeowner's insurance", description: formatPrice(parts.insurance) },
            ...(parts.hoa > 0 ? [{ term: 'Association fee', description: formatPrice(parts.hoa) }] : []),
          ]}
        />
        <Text size="sm" tone="muted">
          Assumes {percent(downPaymentPercent)} down ({formatPrice(parts.downPayment)}) and a{' '}
          {formatPrice(parts.loanAmount)} loan at {percent(ratePercent)} for {termYears} years
          {rateSource ? <> ({rateSource})</> : null}; taxes of {percent(taxRatePercent)} of the price a year
          and insurance of {formatPrice(insurancePerYear)} a year. An estimate, not a loan offer: your rate,
          taxes and insurance will differ.
        </Text>
        {lender && (
          <Text size="sm">
            <LenderLink href={lender.href} linkComponent={linkComponent}>
              {lender.label}
            </LenderLink>
          </Text>
        )}
      </Stack>
    </Card>
  );
});
