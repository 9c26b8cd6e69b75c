// A listing page's copy computed from the listing. The page adopts its prerendered HTML as static
// islands (app/deferred.tsx), so a visitor landing on a listing downloads none of this; it loads
// when the app navigates to a listing.
import { PaymentEstimate, type PaymentAssumptions } from '@agent-sites/ui';
import { paymentEstimate } from '../content/pages/listing-detail.ts';

/** The monthly payment on a home at `price` (docs/decisions/045-payment-estimate.md). */
export function Payment({ price, assumptions }: { price: number; assumptions: PaymentAssumptions }) {
  return (
    <PaymentEstimate
      price={price}
      assumptions={assumptions}
      rateSource={paymentEstimate.rateSource}
      lender={paymentEstimate.lender}
    />
  );
}
