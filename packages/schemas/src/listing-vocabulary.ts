import type { Enums } from './database.types.ts';
import type { Option } from './options.ts';

/**
 * The words for a listing's status, type and price, in one place: the library's cards and editor,
 * the site's back office and pages, and the agent's emails all read them from here, and
 * supabase/tests/listings-admin.test.ts holds the database's enums to the same keys.
 */

/** A listing's status: the database's `listing_status` enum (spec §4). */
export type ListingStatus = Enums<'listing_status'>;

/** The four listing statuses, in the enum's order. */
export const LISTING_STATUSES = [
  'current',
  'coming_soon',
  'pending',
  'recently_closed',
] as const satisfies readonly ListingStatus[];

/** The library's tones a status is shown in; its label always says the status too. */
export type ListingStatusTone = 'success' | 'info' | 'warning' | 'neutral';

export interface ListingStatusText {
  /** What visitors read: the badge on cards and the detail page. */
  label: string;
  /** The badge's tone. */
  tone: ListingStatusTone;
  /** Heading of the status's section on the listings page. */
  section: string;
  /** What the agent reads in the back office: the editor's choices and the list's badges. */
  agentLabel: string;
  /** Whether a visitor can still buy it (available or coming soon), as the listings count says. */
  forSale: boolean;
}

/** How each status reads; a new status fails to compile until it has its words here. */
export const LISTING_STATUS_TEXT: Record<ListingStatus, ListingStatusText> = {
  current: {
    label: 'Available',
    tone: 'success',
    section: 'Current Listings',
    agentLabel: 'Current (available)',
    forSale: true,
  },
  coming_soon: {
    label: 'Coming Soon',
    tone: 'info',
    section: 'Coming Soon',
    agentLabel: 'Coming soon',
    forSale: true,
  },
  pending: { label: 'Pending', tone: 'warning', section: 'Pending', agentLabel: 'Pending', forSale: false },
  recently_closed: {
    label: 'Recently Closed',
    tone: 'neutral',
    section: 'Recently Closed',
    agentLabel: 'Recently closed',
    forSale: false,
  },
};

/** The statuses in the order a listing usually moves through them, as the back office lists them. */
export const LISTING_STATUS_LIFECYCLE = [
  'coming_soon',
  'current',
  'pending',
  'recently_closed',
] as const satisfies readonly ListingStatus[];

/** A listing's property type: the database's `property_type` enum. */
export type PropertyType = Enums<'property_type'>;

/**
 * The property types with the label visitors and the agent read, in the order the filter panel
 * and the editor list them.
 */
export const PROPERTY_TYPES = [
  { value: 'single_family', label: 'Single Family' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'multi_family', label: 'Multi-Family' },
  { value: 'land', label: 'Land' },
] as const satisfies readonly (Option & { value: PropertyType })[];

/**
 * "1,460" for 1460, "2.5" for 2.5: a number with US digit grouping and at most `fractionDigits`
 * decimals (rounded half away from zero, trailing zeros dropped), as `Intl.NumberFormat('en-US')`
 * writes it. Written out rather than asked of Intl: a page's first Intl number format loads the
 * locale's data, tens of milliseconds on a phone in the middle of hydrating a listing
 * (docs/decisions/036-cheaper-hydration.md).
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** fractionDigits;
  // Rounded as the shortest decimal that reads back as `value` (1.005 rounds up to 1.01), as Intl
  // does; a number JavaScript writes with an exponent is far beyond any price or size here.
  const digits = String(Math.abs(value));
  const scaled = Math.round(
    digits.includes('e') ? Math.abs(value) * scale : Number(`${digits}e${fractionDigits}`),
  );
  const whole = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(scaled % scale)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "$425,000": US dollars without cents, rounded to the dollar. */
export function formatPrice(amount: number): string {
  const text = formatNumber(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The words around a price (spec §4). */
export const PRICE_TEXT = {
  /** A listing without an asking price yet. */
  unknown: 'Price TBD',
  /** The sale price of a recently closed listing. */
  closed: (amount: number) => `Closed at ${formatPrice(amount)}`,
  /** The asking price on a listing's own page. */
  listed: (amount: number) => `Listed at ${formatPrice(amount)}`,
} as const;

/** What a price depends on; `undefined` counts as unknown, like `null`. */
export interface PricedListing {
  status: ListingStatus;
  /** Asking price in whole US dollars. */
  price: number | null | undefined;
  /** Sale price of a closed listing in whole US dollars. */
  closedPrice: number | null | undefined;
}

/** The amount a listing is shown at: the sale price of a closed listing when known, else the asking price. */
export function displayedPrice({ status, price, closedPrice }: PricedListing): number | null {
  if (status === 'recently_closed' && closedPrice != null) return closedPrice;
  return price ?? null;
}

/** "$389,900", or "Price TBD" without an asking price. */
export function askingPriceText(price: number | null | undefined): string {
  return price != null ? formatPrice(price) : PRICE_TEXT.unknown;
}

/** "Closed at $471,500" for a closed listing with its sale price, else `askingPriceText`. */
export function listingPriceText(listing: PricedListing): string {
  const { status, closedPrice } = listing;
  if (status === 'recently_closed' && closedPrice != null) return PRICE_TEXT.closed(closedPrice);
  return askingPriceText(listing.price);
}
