/**
 * The rental flat itself (spec §3, "Rental listing"): where it is, its size and its terms. Its
 * page's copy is `rental.ts`; /listings shows and filters the flat from this alone, so the page's
 * copy stays out of /listings' JavaScript.
 *
 * SAMPLE PROPERTY: the address, size and availability are placeholders for development. The money
 * terms (rent, deposit, application fee, lease) are the spec's.
 */
import type { Address, RentalTerms } from '../types.ts';

/** The page lives at /rentals/{slug}. */
export const slug = 'hamtramck-2-bedroom-flat'; // sample

/** The id of the tour form's section, the target of "Schedule Tour". */
export const formAnchor = 'contact-form';

// sample: a plausible address, not a real vacancy; replace with the real flat before launch.
export const address: Address = {
  street: '11426 Lumpkin Street', // sample
  unit: 'Lower Flat', // sample
  city: 'Hamtramck', // sample
  state: 'MI', // sample
  zip: '48212', // sample
  area: 'Hamtramck, Wayne County', // sample
};

/** The flat's size, as its page and /listings show it. */
export const home = {
  bedrooms: 2, // sample
  bathrooms: 1, // sample
  squareFeet: 900, // sample
} as const;

export const terms: RentalTerms = {
  monthlyRent: 950,
  securityDeposit: 950,
  applicationFee: 40,
  applicationFeeMinAge: 18,
  leaseTermMonths: 12,
  waterIncluded: true,
  // VERIFY: the owner confirms vouchers are accepted. Before ever changing this to false, check
  // current law: several Michigan cities ban source-of-income discrimination, and statewide
  // protections have been before the Legislature.
  section8Accepted: true,
  availability: 'Available now', // sample
};

/** What the flat is called, on its page and its card. */
export const title = '2-Bedroom Lower Flat in Hamtramck'; // sample
