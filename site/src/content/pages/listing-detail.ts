/**
 * /listing/{slug}: the small fixed texts around one listing. The listing itself (title, address,
 * price, details, features, photos) comes from the backend; status badges, price texts and the
 * tour/notify button and form titles come from the library's status map.
 */
import { agent } from '../../config/agent.ts';
import { paths } from '../links.ts';
import type { Link, PageMeta } from '../types.ts';

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
export const tourFormDescription =
  "Pick a day and a time that suit you, in person or by video, and I'll call you within 15 minutes to confirm.";

/** What a recently closed listing sold for, against what it was listed at, and when. */
export const saleLabels = {
  heading: 'The Sale',
  listPrice: 'List Price',
  closedPrice: 'Closed Price',
  closedOn: 'Closed On',
} as const;

/** The sticky form's description under its status-driven title (coming soon and closed homes). */
export const contactFormDescription =
  "Questions about this home? Ask me anything, from taxes and utilities to the neighborhood, and I'll answer within 15 minutes.";

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
 * average the estimate quotes; update it with `rateSource` when it moves. Taxes are the share of a
 * price a buyer pays a year where the home is: in Michigan a sale uncaps the taxable value, so a
 * buyer pays more than the seller did, and city millage differs. A city not named gets `taxRatePercent`.
 */
export const paymentEstimate = {
  assumptions: {
    ratePercent: 6.25,
    downPaymentPercent: 20,
    termYears: 30,
    taxRatePercent: 1.7,
    insurancePerYear: 1_800,
  },
  rateSource: '30-year fixed, the November 2026 average',
  /** Taxes a year in percent of the price, by the listing's city. */
  taxRatePercentByCity: {
    Detroit: 2.6,
    'Royal Oak': 1.6,
    Birmingham: 1.3,
    Ferndale: 1.9,
    Berkley: 1.7,
    'Grosse Pointe': 1.8,
    Troy: 1.4,
    Novi: 1.3,
  } as Record<string, number>,
  lenderLabel: (name: string) => `Get pre-approved with ${name}`,
};
