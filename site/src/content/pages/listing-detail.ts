/**
 * /listing/{slug}: the small fixed texts around one listing. The listing itself (title, address,
 * price, details, features, photos) comes from the backend; status badges, price texts and the
 * tour/notify button and form titles come from the library's status map.
 */
import type { Listing } from '@agent-sites/schemas';
import type { PaymentAssumptions } from '@agent-sites/ui';
import { agent, featuredPartner } from '../../config/agent.ts';
import { paths } from '../links.ts';
import type { Link, PageMeta, Promised } from '../types.ts';

export const backLink: Link = { label: 'Back to Listings', href: paths.listings };

export const headings = {
  details: 'Property Details',
  description: 'About This Home',
  features: 'Key Features',
  gallery: 'Photo Gallery',
  contact: 'Interested in This Home?',
} as const;

/** Labels of the property details row. */
export const detailLabels = {
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  squareFeet: 'Square Feet',
  listed: 'Listed',
  /** Shown in place of a missing value. */
  unknown: 'Ask for details',
} as const;

/** The tour request's description under "Schedule Your Tour" (homes that can be toured). */
export const tourFormDescription: Promised = (when) =>
  `Pick a day and a time that suit you, in person or by video, and I'll call you ${when} to confirm.`;

/** What a recently closed listing sold for, against what it was listed at, and when. */
export const saleLabels = {
  heading: 'The Sale',
  listPrice: 'List Price',
  closedPrice: 'Closed Price',
  closedOn: 'Closed On',
} as const;

/** The sticky form's description under its status-driven title (coming soon and closed homes). */
export const contactFormDescription: Promised = (when) =>
  `Questions about this home? Ask me anything, from taxes and utilities to the neighborhood, and I'll answer ${when}.`;

export const galleryImageAlt = (title: string, index: number): string => `${title}, photo ${index + 1}`;

/** Only shown to the signed-in agent. */
export const uploadPhotos = {
  label: 'Upload Photos',
  uploading: 'Uploading...',
} as const;

/** While the listing loads, and the shape of the loaded page's meta. */
export const meta: PageMeta = {
  title: 'Home for Sale in Metro Detroit | Listing Details',
  description:
    'Photos, price, bedrooms, bathrooms, square footage and key features of this Metro Detroit home. Schedule a private tour or ask a question today.',
  keywords: ['Metro Detroit home for sale', 'listing details', 'schedule a home tour', agent.name],
};

/** A listing's own meta: its title, and a description built from its facts. */
export function listingMeta(listing: {
  title: string;
  address: string;
  city: string;
  state: string;
}): PageMeta {
  return {
    title: `${listing.title} | ${listing.city}, ${listing.state}`,
    description: `${listing.address}, ${listing.city}, ${listing.state}: photos, price, details and key features. Schedule a private tour with ${agent.name} today.`,
    keywords: [`${listing.city} homes for sale`, `${listing.city} real estate`, listing.address, agent.name],
  };
}

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
  if (listing.price == null || listing.status === 'recently_closed' || listing.propertyType === 'land') {
    return undefined;
  }
  const byCity: Record<string, Partial<PaymentAssumptions>> = paymentEstimate.byCity;
  const byListing: Record<string, Partial<PaymentAssumptions>> = paymentEstimate.byListing;
  return { ...paymentEstimate.assumptions, ...byCity[listing.city], ...byListing[listing.slug] };
}
