import type { Tone } from '../theme/tokens';
import type { PropertyType } from './filters';

/** The four listing statuses the database allows (spec §4). */
export const LISTING_STATUSES = ['current', 'coming_soon', 'pending', 'recently_closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a listing card or detail page needs; the site maps database rows to this. */
export interface ListingSummary {
  slug: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  status: ListingStatus;
  /** Asking price in whole US dollars; `null` when not yet set ("Price TBD"). */
  price: number | null;
  /** Sale price of a closed listing in whole US dollars. */
  closedPrice: number | null;
  bedrooms: number | null;
  /** May be a half, like 2.5. */
  bathrooms: number | null;
  squareFeet: number | null;
  description: string;
  /** The listing's header photo; `null` shows the placeholder. */
  imageUrl: string | null;
  /**
   * The same photo at several widths, as an `srcset` (`"…?width=400 400w, …?width=800 800w"`), so a
   * phone downloads a phone-sized file. Used only while `imageUrl` itself is shown.
   */
  imageSrcSet?: string;
  /** For the property type filter; a listing without one is hidden once a type is chosen. */
  propertyType?: PropertyType | null;
}

interface StatusRule {
  /** Heading of the status's section on the listings page. */
  section: string;
  /** Badge on cards. */
  badge: { label: string; tone: Tone };
  /** Whether the detail page shows the badge (pending shows none). */
  badgeOnDetail: boolean;
  /** The card's second button, linking to the contact section; `null` for none. */
  cardAction: string | null;
  /** The detail page's button that scrolls to the form, and the form's title. */
  detailAction: string;
  formTitle: string;
}

/**
 * Status decides the badge, the buttons and the section (spec §4). Adding a status to
 * `LISTING_STATUSES` fails to compile until it has a rule here.
 */
export const STATUS_RULES: Record<ListingStatus, StatusRule> = {
  current: {
    section: 'Current Listings',
    badge: { label: 'Available', tone: 'success' },
    badgeOnDetail: true,
    cardAction: 'Schedule Tour',
    detailAction: 'Schedule a Tour',
    formTitle: 'Schedule Your Tour',
  },
  coming_soon: {
    section: 'Coming Soon',
    badge: { label: 'Coming Soon', tone: 'info' },
    badgeOnDetail: true,
    cardAction: 'Get Notified',
    detailAction: 'Get Notified When Available',
    formTitle: 'Get Notified',
  },
  pending: {
    section: 'Pending',
    badge: { label: 'Pending', tone: 'warning' },
    badgeOnDetail: false,
    cardAction: 'Get Updates',
    detailAction: 'Schedule a Tour',
    formTitle: 'Schedule Your Tour',
  },
  recently_closed: {
    section: 'Recently Closed',
    badge: { label: 'Recently Closed', tone: 'neutral' },
    badgeOnDetail: true,
    cardAction: null,
    detailAction: 'Find Similar Properties',
    formTitle: 'Find Similar Properties',
  },
};

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "$425,000": US dollars without cents, rounded to the dollar. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

type PriceFields = Pick<ListingSummary, 'status' | 'price' | 'closedPrice'>;

/** The price line of a listing card (spec §4). */
export function cardPriceText({ status, price, closedPrice }: PriceFields): string {
  if (status === 'recently_closed' && closedPrice != null) return `Closed at ${formatPrice(closedPrice)}`;
  if (status === 'pending') return 'Pending';
  return price != null ? formatPrice(price) : 'Price TBD';
}

/** The price line of a listing's detail page (spec §4). */
export function detailPriceText({ status, price, closedPrice }: PriceFields): string {
  if (status === 'recently_closed' && closedPrice != null) return `Closed at ${formatPrice(closedPrice)}`;
  return price != null ? `Listed at ${formatPrice(price)}` : 'Price TBD';
}

/** "Royal Oak, MI 48067" after the street address. */
export function fullAddress({
  address,
  city,
  state,
  zipCode,
}: Pick<ListingSummary, 'address' | 'city' | 'state' | 'zipCode'>): string {
  return `${address}, ${city}, ${state} ${zipCode}`;
}
