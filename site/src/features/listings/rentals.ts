import type { FilterableListing } from '@agent-sites/ui';
import { address, formAnchor, home, slug, terms, title } from '../../content/pages/rental-flat.ts';

/** A home for rent as /listings shows it (`RentalCard`) and filters it: its rent is its price. */
export interface Rental extends FilterableListing {
  slug: string;
  title: string;
  /** "11426 Lumpkin Street, Lower Flat, Hamtramck, MI 48212". */
  address: string;
  /** Its own page, and its tour form there. */
  href: string;
  tourHref: string;
  squareFeet: number | null;
  /** The terms a renter asks first, e.g. "Water included". */
  highlights: string[];
}

/** The rentals: the one flat of the spec (§2, {token}), from its page's content. */
export const RENTALS: readonly Rental[] = [
  {
    slug,
    title,
    address: `${address.street}, ${address.unit}, ${address.city}, ${address.state} ${address.zip}`,
    city: address.city,
    href: `/rentals/${slug}`,
    tourHref: `/rentals/${slug}#${formAnchor}`,
    status: 'current',
    price: terms.monthlyRent,
    closedPrice: null,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    squareFeet: home.squareFeet,
    propertyType: null,
    highlights: [
      terms.waterIncluded ? 'Water included' : '',
      terms.section8Accepted ? 'Section 8 vouchers accepted' : '',
      `${terms.leaseTermMonths / 12}-year lease`,
    ].filter(Boolean),
  },
];
