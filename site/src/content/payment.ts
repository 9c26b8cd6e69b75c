// The listing page's monthly payment: its own module, so only the estimate's code (loaded when the
// app navigates to a listing) carries it, never the listing page's first load.
import type { Listing } from '@agent-sites/schemas';
import type { PaymentAssumptions } from '@agent-sites/ui';
import { featuredPartner } from '../config/agent.ts';
import { paths } from './links.ts';
import { hasPaymentEstimate } from './pages/listing-detail.ts';

/**
 * The monthly payment shown on a listing with a price (issue 26). The rate is the 30-year fixed
 * average the estimate quotes; update `rateSource` with it when it moves. Taxes are the share of a
 * price a buyer pays a year where the home is: in Michigan a sale uncaps the taxable value, so a
 * buyer pays more than the seller did, and city millage differs. Any assumption can be set for a
 * city (`byCity`) or for one listing by its slug (`byListing`, e.g. a townhome's association fee);
 * what neither names comes from `assumptions`. See docs/decisions/045-payment-estimate.md.
 */
export const paymentEstimate = {
  assumptions: {
    ratePercent: 6.25,
    downPaymentPercent: 20,
    termYears: 30,
    taxRatePercent: 1.7,
    insurancePerYear: 1_800,
    hoaPerMonth: 0,
  },
  rateSource: '30-year fixed, the November 2026 average',
  /** By the listing's city: taxes a year in percent of the price, where they differ. */
  byCity: {
    Detroit: { taxRatePercent: 2.6 },
    'Royal Oak': { taxRatePercent: 1.6 },
    Birmingham: { taxRatePercent: 1.3 },
    Ferndale: { taxRatePercent: 1.9 },
    Berkley: { taxRatePercent: 1.7 },
    Dearborn: { taxRatePercent: 2.1 },
    'Grosse Pointe': { taxRatePercent: 1.8 },
    Troy: { taxRatePercent: 1.4 },
    Novi: { taxRatePercent: 1.3 },
  },
  /** By the listing's slug: what one home has of its own, such as a condo's association fee. */
  byListing: {
    '655-henrietta-st-birmingham': { hoaPerMonth: 350 },
  },
  lender: { label: `Get pre-approved with ${featuredPartner.name}`, href: paths.featuredPartner },
} satisfies {
  assumptions: Required<PaymentAssumptions>;
  rateSource: string;
  byCity: Record<string, Partial<PaymentAssumptions>>;
  byListing: Record<string, Partial<PaymentAssumptions>>;
  lender: { label: string; href: string };
};

/**
 * What the estimate on `listing` assumes, or `undefined` when it shows none: a home without an
 * asking price, a sold one (its price is history, no one can buy it), or a lot (no house to insure,
 * and land is bought on other loans).
 */
export function paymentAssumptionsFor(
  listing: Pick<Listing, 'slug' | 'city' | 'status' | 'propertyType' | 'price'>,
): PaymentAssumptions | undefined {
  if (!hasPaymentEstimate(listing)) {
    return undefined;
  }
  const byCity: Record<string, Partial<PaymentAssumptions>> = paymentEstimate.byCity;
  const byListing: Record<string, Partial<PaymentAssumptions>> = paymentEstimate.byListing;
  return { ...paymentEstimate.assumptions, ...byCity[listing.city], ...byListing[listing.slug] };
}
