// A listing page's copy computed from the listing. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on a listing downloads none of this; it loads
// when the app navigates to a listing.
import type { Listing } from '@agent-sites/schemas';
import { PaymentEstimate } from '@agent-sites/ui';
import { paymentAssumptionsFor, paymentEstimate } from '../content/payment.ts';

export type PaymentListing = Pick<Listing, 'slug' | 'city' | 'status' | 'propertyType' | 'price'>;

/** The monthly payment on `listing`, or nothing (docs/decisions/045-payment-estimate.md). */
export function Payment({ listing }: { listing: PaymentListing }) {
  const assumptions = paymentAssumptionsFor(listing);
  if (!assumptions || listing.price == null) return null;
  return (
    <PaymentEstimate
      price={listing.price}
      assumptions={assumptions}
      rateSource={paymentEstimate.rateSource}
      lender={paymentEstimate.lender}
    />
  );
}
