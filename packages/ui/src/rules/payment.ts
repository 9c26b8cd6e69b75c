/**
 * A home's estimated monthly payment (issue 26): principal and interest on the loan at a
 * configured rate over its term, plus property taxes, homeowner's insurance and an association
 * fee, each a month's share. Whole dollars, rounded once at the end of each part.
 */

/** What the estimate assumes; the site configures them, per area where they differ. */
export interface PaymentAssumptions {
  /** The yearly interest rate in percent, e.g. 6.25. */
  ratePercent: number;
  /** The down payment in percent of the price, e.g. 20. */
  downPaymentPercent: number;
  /** The loan's term in years. @default 30 */
  termYears?: number;
  /** Property taxes a year, in percent of the price, e.g. 1.6. */
  taxRatePercent: number;
  /** Homeowner's insurance a year, in dollars. */
  insurancePerYear: number;
  /** The association fee a month, in dollars. @default 0 */
  hoaPerMonth?: number;
}

export interface PaymentEstimateParts {
  /** The price less the down payment. */
  loanAmount: number;
  downPayment: number;
  principalAndInterest: number;
  taxes: number;
  insurance: number;
  hoa: number;
  /** The sum of the four monthly parts. */
  total: number;
}

const MONTHS_A_YEAR = 12;

/**
 * The monthly parts of a payment on a home at `price`, or `undefined` when the price or an
 * assumption cannot give one (no price, a negative figure, a down payment of all of it or more).
 */
export function estimatePayment(
  price: number,
  assumptions: PaymentAssumptions,
): PaymentEstimateParts | undefined {
  const {
    ratePercent,
    downPaymentPercent,
    termYears = 30,
    taxRatePercent,
    insurancePerYear,
    hoaPerMonth = 0,
  } = assumptions;
  const figures = [
    price,
    ratePercent,
    downPaymentPercent,
    termYears,
    taxRatePercent,
    insurancePerYear,
    hoaPerMonth,
  ];
  if (figures.some((figure) => !Number.isFinite(figure) || figure < 0)) return undefined;
  if (price === 0 || termYears === 0 || downPaymentPercent >= 100) return undefined;

  const downPayment = Math.round((price * downPaymentPercent) / 100);
  const loanAmount = price - downPayment;
  const months = termYears * MONTHS_A_YEAR;
  const monthlyRate = ratePercent / 100 / MONTHS_A_YEAR;
  const principalAndInterest =
    monthlyRate === 0 ? loanAmount / months : (loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  const parts = {
    principalAndInterest: Math.round(principalAndInterest),
    taxes: Math.round((price * taxRatePercent) / 100 / MONTHS_A_YEAR),
    insurance: Math.round(insurancePerYear / MONTHS_A_YEAR),
    hoa: Math.round(hoaPerMonth),
  };
  return {
    loanAmount,
    downPayment,
    ...parts,
    total: parts.principalAndInterest + parts.taxes + parts.insurance + parts.hoa,
  };
}
