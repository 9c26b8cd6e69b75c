// A saved search in plain words, as the save form, the confirmation email and the agent's inbox say
// it: "3+ bed homes in Lakeside under $450,000" (docs/decisions/052-saved-searches.md).
import type { Tables } from './database.types.ts';
import { cityFromSlug, digitsOnly, type ListingFilters, type SearchFilters } from './listing-filters.ts';
import { formatPrice, type ListingStatus, type PropertyType } from './listing-vocabulary.ts';

/** The plural a search names its homes by, for each property type. */
const NOUNS: Record<'any' | PropertyType, string> = {
  any: 'homes',
  single_family: 'single-family homes',
  condo: 'condos',
  townhouse: 'townhouses',
  multi_family: 'multi-family homes',
  land: 'lots',
};

/** "Lakeside", "Lakeside or Fairview", "Lakeside, Fairview or Oak Hill". */
function listOfPlaces(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** "under $450,000", "from $300,000 to $450,000", "$300,000 and up", or '' without a bound. */
function priceWords(filters: Pick<ListingFilters, 'minPrice' | 'maxPrice' | 'mode'>): string {
  const min = digitsOnly(filters.minPrice);
  const max = digitsOnly(filters.maxPrice);
  const low = min === '' || Number(min) === 0 ? undefined : formatPrice(Number(min));
  const high = max === '' ? undefined : formatPrice(Number(max));
  const words = low && high ? `from ${low} to ${high}` : high ? `under ${high}` : low ? `${low} and up` : '';
  return words && filters.mode === 'rent' ? `${words} a month` : words;
}

/**
 * The filters in plain words: "3+ bed homes in Lakeside under $450,000", "Homes for rent in
 * Fairview", "All homes for sale". `areaNames` spells each neighborhood's slug as the listings do
 * ("st.-clair-shores" → "St. Clair Shores"); a slug it does not know is spelled from its words.
 * The order of the results is not part of a search and is not said.
 */
export function savedSearchWords(
  filters: SearchFilters,
  areaNames: ReadonlyMap<string, string> = new Map(),
): string {
  const sizes = [
    filters.beds !== 'any' ? `${filters.beds}+ bed` : '',
    filters.baths !== 'any' ? `${filters.baths}+ bath` : '',
  ].filter(Boolean);
  const places = listOfPlaces(
    [...new Set(filters.areas)].map((slug) => areaNames.get(slug) ?? cityFromSlug(slug)),
  );
  const price = priceWords(filters);
  const narrowed = sizes.length > 0 || filters.propertyType !== 'any' || places !== '' || price !== '';
  // A price bound already says what is bought; a rent is said whichever way.
  const purpose = filters.mode === 'rent' ? 'for rent' : price === '' ? 'for sale' : '';
  const words = [
    narrowed ? '' : 'all',
    sizes.join(', '),
    NOUNS[filters.propertyType],
    purpose,
    places && `in ${places}`,
    price,
  ]
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A change a saved search is alerted of, as `saved_search_events` records it. */
export interface SavedSearchChange {
  /** 'picked': the agent sent the listing by hand (docs/decisions/056-saved-search-agent.md). */
  event: 'new' | 'price' | 'status' | 'picked';
  /** 'new', the new price, the statuses ('pending>current'), or 'picked'. */
  event_key: string;
  detail: {
    oldPrice?: number | null;
    newPrice?: number | null;
    oldStatus?: ListingStatus;
    newStatus?: ListingStatus;
  };
}

const STATUS_CHANGES: Record<string, string> = {
  'coming_soon>current': 'Now for sale',
  'current>pending': 'Now pending',
  'pending>current': 'Back on the market',
};

/**
 * The change in words, as the alert emails and the agent's inbox say it: "New listing", "Price cut
 * from $450,000 to $429,000", "Now pending", "Back on the market", "Picked for you".
 */
export function savedSearchChangeWords({ event, event_key, detail }: SavedSearchChange): string {
  if (event === 'price' && detail.oldPrice != null && detail.newPrice != null) {
    const direction = detail.newPrice < detail.oldPrice ? 'Price cut' : 'Price raised';
    return `${direction} from ${formatPrice(detail.oldPrice)} to ${formatPrice(detail.newPrice)}`;
  }
  if (event === 'status') return STATUS_CHANGES[event_key] ?? 'Status changed';
  if (event === 'picked') return 'Picked for you';
  return detail.newStatus === 'coming_soon' ? 'New listing, coming soon' : 'New listing';
}

/** A saved search as the database keeps it (supabase/migrations/20261128140000_saved_searches.sql). */
export type SavedSearchRow = Tables<'saved_searches'>;
