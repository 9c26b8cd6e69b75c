import type { ListingSummary } from './listing';

/**
 * The price range a valuation request shows the visitor, from the agent's own closed sales
 * (issue 16; docs/decisions/022-tour-and-valuation-requests.md). The method, in words a seller can
 * check against the sales listed beside it:
 *
 * - the agent's closed sales (recently closed, with a closed price) in the city typed, compared
 *   without case, spaces or what follows a comma (a state, a ZIP code);
 * - of those, the ones with the bedroom count chosen, when there are at least three of them;
 *   otherwise all of the city's;
 * - the most recent six of them (by closing date where the listing has one, else newest listed
 *   first, the order the site reads them in);
 * - the range runs from the lowest to the highest of their closed prices.
 *
 * Fewer than three sales in the city give no range at all: two sales are an anecdote, not a price.
 */

/** One of the agent's closed sales, as the comparison lists it. */
export interface ClosedSale {
  /** The street address, as the listing shows it. */
  address: string;
  city: string;
  bedrooms: number | null;
  bathrooms: number | null;
  /** What it sold for, in whole US dollars. */
  closedPrice: number;
  /** The closing day (`YYYY-MM-DD`), where the listing records it. */
  closedOn?: string | null;
}

/** The range shown to the visitor and the sales it comes from. */
export interface PriceRange {
  low: number;
  high: number;
  /** The sales used, most recent first. */
  sales: ClosedSale[];
  /** Whether they are the homes with the chosen bedroom count, or all of the city's. */
  basis: 'bedrooms' | 'city';
}

/** At least this many sales give a range; the range uses at most `maxSales` of them. */
export const PRICE_RANGE_RULES = { minSales: 3, maxSales: 6 } as const;

/**
 * A city as typed or stored, for comparing: "  springfield, il " and "Springfield" are one city.
 * No city's name has a comma, so what follows one (a state, a ZIP code) is dropped, whichever
 * state the agent works in.
 */
export function cityKey(city: string): string {
  return (city.split(',')[0] ?? '').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a sale has the bedroom count chosen in the form ("3", or "5+" for five or more). */
function hasBedrooms(sale: ClosedSale, bedrooms: string): boolean {
  if (sale.bedrooms === null) return false;
  if (bedrooms.endsWith('+')) return sale.bedrooms >= Number.parseInt(bedrooms, 10);
  return sale.bedrooms === Number(bedrooms);
}

/** The listings that are closed sales with a price, in the order given. */
export function closedSalesOf(
  listings: readonly Pick<
    ListingSummary,
    'status' | 'address' | 'city' | 'bedrooms' | 'bathrooms' | 'closedPrice' | 'closedOn'
  >[],
): ClosedSale[] {
  return listings.flatMap((listing) =>
    listing.status === 'recently_closed' && listing.closedPrice != null
      ? [
          {
            address: listing.address,
            city: listing.city,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            closedPrice: listing.closedPrice,
            ...(listing.closedOn ? { closedOn: listing.closedOn } : {}),
          },
        ]
      : [],
  );
}

/** Most recent first: dated sales by date, newest first; undated ones after them, in the order given. */
function mostRecentFirst(sales: readonly ClosedSale[]): ClosedSale[] {
  return sales
    .map((sale, index) => ({ sale, index }))
    .sort((a, b) => {
      const [dayA, dayB] = [a.sale.closedOn ?? '', b.sale.closedOn ?? ''];
      if (dayA !== dayB) return dayA < dayB ? 1 : -1;
      return a.index - b.index;
    })
    .map(({ sale }) => sale);
}

/**
 * The range of the agent's sales like the home described, or `undefined` when the city has fewer
 * than three. `bedrooms` is the form's choice ("", "1" to "4", "5+").
 */
export function priceRangeFor(
  sales: readonly ClosedSale[],
  home: { city: string; bedrooms?: string },
): PriceRange | undefined {
  const city = cityKey(home.city);
  if (!city) return undefined;
  const inCity = sales.filter((sale) => cityKey(sale.city) === city);
  if (inCity.length < PRICE_RANGE_RULES.minSales) return undefined;
  const alike = home.bedrooms ? inCity.filter((sale) => hasBedrooms(sale, home.bedrooms!)) : [];
  const basis = alike.length >= PRICE_RANGE_RULES.minSales ? 'bedrooms' : 'city';
  const used = mostRecentFirst(basis === 'bedrooms' ? alike : inCity).slice(0, PRICE_RANGE_RULES.maxSales);
  const prices = used.map((sale) => sale.closedPrice);
  return { low: Math.min(...prices), high: Math.max(...prices), sales: used, basis };
}
