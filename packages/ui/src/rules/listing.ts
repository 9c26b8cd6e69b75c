import {
  LISTING_STATUS_TEXT,
  listingPriceText,
  PRICE_TEXT,
  type Listing,
  type ListingStatus,
  type ListingStatusTone,
} from '@agent-sites/schemas';

// The words are the shared vocabulary's (packages/schemas): the back office and the emails use them too.
export { formatPrice, LISTING_STATUSES, type ListingStatus } from '@agent-sites/schemas';

/**
 * What a listing card or detail page needs of a listing (`Listing`, which the shared mapper
 * `listingOf` makes from a database row); the rest of it may come along.
 */
export type ListingSummary = Pick<
  Listing,
  | 'slug'
  | 'title'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'status'
  | 'price'
  | 'closedPrice'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'description'
  | 'imageUrl'
  | 'imageSrcSet'
> &
  Partial<Pick<Listing, 'closedOn' | 'propertyType'>>;

interface StatusRule {
  /** Heading of the status's section on the listings page. */
  section: string;
  /** Badge on cards. */
  badge: { label: string; tone: ListingStatusTone };
  /** Whether the detail page shows the badge (pending shows none). */
  badgeOnDetail: boolean;
  /** The card's second button, linking to the contact section; `null` for none. */
  cardAction: string | null;
  /** The detail page's button that scrolls to the form, and the form's title. */
  detailAction: string;
  formTitle: string;
  /** Whether visitors can ask to tour it: its form is then a tour request (`TourRequestForm`). */
  tour: boolean;
  /** Whether the card's second button asks to tour this home: its link then names the home. */
  cardTour: boolean;
}

const wordsOf = (status: ListingStatus) => {
  const { section, label, tone } = LISTING_STATUS_TEXT[status];
  return { section, badge: { label, tone } };
};

/**
 * Status decides the badge, the buttons and the section (spec §4). Adding a status to
 * `LISTING_STATUSES` fails to compile until it has a rule here.
 */
export const STATUS_RULES: Record<ListingStatus, StatusRule> = {
  current: {
    ...wordsOf('current'),
    badgeOnDetail: true,
    cardAction: 'Schedule Tour',
    detailAction: 'Schedule a Tour',
    formTitle: 'Schedule Your Tour',
    tour: true,
    cardTour: true,
  },
  coming_soon: {
    ...wordsOf('coming_soon'),
    badgeOnDetail: true,
    cardAction: 'Get Notified',
    detailAction: 'Get Notified When Available',
    formTitle: 'Get Notified',
    tour: false,
    cardTour: false,
  },
  pending: {
    ...wordsOf('pending'),
    badgeOnDetail: false,
    cardAction: 'Get Updates',
    detailAction: 'Schedule a Tour',
    formTitle: 'Schedule Your Tour',
    tour: true,
    // Its card offers updates, not a tour: the tour is asked for on its page.
    cardTour: false,
  },
  recently_closed: {
    ...wordsOf('recently_closed'),
    badgeOnDetail: true,
    cardAction: null,
    detailAction: 'Find Similar Properties',
    formTitle: 'Find Similar Properties',
    tour: false,
    cardTour: false,
  },
};

type PriceFields = Pick<ListingSummary, 'status' | 'price' | 'closedPrice'>;

/** The price line of a listing card (spec §4): a pending listing's says so instead of a price. */
export function cardPriceText(listing: PriceFields): string {
  if (listing.status === 'pending') return LISTING_STATUS_TEXT.pending.label;
  return listingPriceText(listing);
}

/** The price line of a listing's detail page (spec §4). */
export function detailPriceText({ status, price, closedPrice }: PriceFields): string {
  if (status === 'recently_closed' && closedPrice != null) return PRICE_TEXT.closed(closedPrice);
  return price != null ? PRICE_TEXT.listed(price) : PRICE_TEXT.unknown;
}

/** "Springfield, IL 62704" after the street address. */
export function fullAddress({
  address,
  city,
  state,
  zipCode,
}: Pick<ListingSummary, 'address' | 'city' | 'state' | 'zipCode'>): string {
  return `${address}, ${city}, ${state} ${zipCode}`;
}
