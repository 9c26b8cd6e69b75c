/**
 * /listing/{slug}: the small fixed texts around one listing. The listing itself (title, address,
 * price, details, features, photos) comes from the backend; status badges, price texts and the
 * tour/notify button and form titles come from the library's status map.
 */
import type { Listing } from '@agent-sites/schemas';
import { agent } from '../../config/agent.ts';
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

/** The link to the listing's neighborhood page, under its details. */
export const neighborhood = {
  title: (city: string) => `Living in ${city}`,
  description: (city: string) =>
    `My other homes for sale in ${city}, what my sales there closed for and what I tell buyers about the area.`,
  link: (city: string) => `Explore ${city}`,
};

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
 * Whether a listing shows a monthly payment: it has an asking price and can still be bought (a
 * sold home's price is history; a lot has no house to insure and is bought on other loans).
 */
export const hasPaymentEstimate = (listing: Pick<Listing, 'status' | 'propertyType' | 'price'>): boolean =>
  listing.price != null && listing.status !== 'recently_closed' && listing.propertyType !== 'land';
